/**
 * `npm run position` (DESIGN 1.6): one JSON line `{"id","position"}` per valid
 * scenario file, the scenario's position before its play in the engine's
 * notation; invalid files as `npm run score` (exit 1, `FILE: PATH: MESSAGE`
 * per problem). Every worked example's position reads back (`readNotation`)
 * into a game with the same legal moves, module status, parked figures and
 * final scoring as the scenario's own position.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { isEngineError, notationOf, readNotation, type Game } from '../../src/engine/index.js';
import { loadScenario } from '../../src/engine/loader.js';
import { buildPosition, type Problem } from '../../src/engine/scenario.js';
import { runPositionCli } from '../../src/engine/position-cli.js';
import { finalResult, moveSet } from './notation-helpers.js';

const repo = join(import.meta.dirname, '..', '..');
const examples = join(repo, 'content', 'examples');
const files = readdirSync(examples, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) =>
    readdirSync(join(examples, d.name))
      .filter((f) => f.endsWith('.yaml'))
      .map((f) => join(examples, d.name, f)),
  )
  .sort();

function position(...args: string[]): { status: number; out: string[]; err: string[] } {
  let out = '';
  let err = '';
  const status = runPositionCli(args, {
    out: (s) => {
      out += s;
    },
    err: (s) => {
      err += s;
    },
  });
  const lines = (s: string) => s.split('\n').filter(Boolean);
  return { status, out: lines(out), err: lines(err) };
}

/** The scenario's id and its own position before its play: board, module fields, the play's player and tile. */
function scenarioGame(file: string): { id: string; game: Game } {
  const r = loadScenario(readFileSync(file, 'utf8'), file);
  if (!r.ok) throw new Error(r.problems.map((p) => p.message).join('; '));
  const problems: Problem[] = [];
  const g = buildPosition(r.scenario, file, problems)!;
  if (r.scenario.play) {
    g.player = g.playerIndex(r.scenario.play.player);
    g.setCurrent(r.scenario.play.tile);
  }
  return { id: r.scenario.id, game: g };
}

describe('npm run position: worked examples', () => {
  it('finds the examples', () => {
    expect(files.length).toBeGreaterThan(30);
  });

  const all = position('--', ...files);

  it('prints one JSON line per file, exit 0', () => {
    expect(all.err).toEqual([]);
    expect(all.status).toBe(0);
    expect(all.out.length).toBe(files.length);
    for (const line of all.out) {
      const j = JSON.parse(line);
      expect(Object.keys(j)).toEqual(['id', 'position']);
      expect(j.position).toMatch(/^2~[A-Za-z0-9._~-]+$/);
    }
  });

  it.each(files.map((f, i) => [relative(examples, f), i] as const))(
    '%s reads back with the same legal moves and final scoring',
    (_, i) => {
      const { id, position: text } = JSON.parse(all.out[i]!);
      const { id: sid, game: s } = scenarioGame(files[i]!);
      expect(id).toBe(sid);
      const g = readNotation(text);
      if (isEngineError(g)) throw new Error(`${text}: ${g.code} ${g.path} ${JSON.stringify(g.params)}`);
      expect(notationOf(g)).toBe(text);
      expect(g.current).toBe(s.current);
      expect(g.player).toBe(s.player);
      expect(g.scores).toEqual(s.scores);
      expect(moveSet(g)).toEqual(moveSet(s));
      expect(g.status()).toEqual(s.status());
      const parked = (x: Game) =>
        x
          .parkedFigures()
          .map((f) => JSON.stringify(f))
          .sort();
      expect(parked(g)).toEqual(parked(s));
      expect(finalResult(g)).toEqual(finalResult(s));
    },
  );
});

describe('npm run position: invalid files', () => {
  const dir = mkdtempSync(join(tmpdir(), 'position-cli-'));
  let n = 0;
  const file = (text: string) => {
    const f = join(dir, `case-${++n}.yaml`);
    writeFileSync(f, text);
    return f;
  };
  const HEAD = 'id: t\ntitle: { cs: t }\nrules: [base]\nplayers: [red, blue]\n';

  it('problems of the file as `npm run score` prints them, the good files still printed', () => {
    const good = file(
      `${HEAD}board:\n  - { tile: BASE.E, at: [0, 0], rotation: 0 }\nplay: { player: blue, tile: BASE.E, at: [0, -1], rotation: 180 }\n`,
    );
    const bad = file(`${HEAD}board:\n  - { tile: BASE.Z, at: [0, 0], rotation: 0, meepels: [] }\n`);
    const r = position(good, bad);
    expect(r.status).toBe(1);
    expect(r.out).toEqual(['{"id":"t","position":"2~red_blue~~BASE.E~0.0.00~~0_0~1.BASE.E"}']);
    expect(r.err).toEqual([`${bad}: board[0].meepels: unknown field`]);
  });

  it('a position the notation cannot hold names the field', () => {
    // A tile of a set the rules do not bring (the scenario loader allows it on a hand-built board).
    const f = file(
      `${HEAD}board:\n  - { tile: BASE.D, at: [0, 0], rotation: 0 }\n  - { tile: IC.K, at: [0, -1], rotation: 0 }\n`,
    );
    const r = position(f);
    expect(r.status).toBe(1);
    expect(r.out).toEqual([]);
    expect(r.err).toEqual([
      `${f}: board[1].tile: the position cannot be written as notation: tile IC.K is in no tile set of these rules`,
    ]);
  });

  it('no file: usage, exit 2; unreadable files: exit 1', () => {
    expect(position('--').status).toBe(2);
    const d = join(dir, 'a-directory.yaml');
    mkdirSync(d);
    const r = position(d, join(dir, 'missing.yaml'));
    expect(r.status).toBe(1);
    expect(r.err).toEqual([
      `${d}: (file): cannot read the file (EISDIR)`,
      `${join(dir, 'missing.yaml')}: (file): cannot read the file (ENOENT)`,
    ]);
  });

  it('the real command prints the same', async () => {
    const run = promisify(execFile);
    const f = files.find((x) => x.endsWith('lazne-vykoupeni.yaml'))!;
    const r = await run('npm', ['run', '-s', 'position', '--', f], { cwd: repo });
    expect(r.stdout).toBe(
      '{"id":"lazne-vykoupeni","position":"2~red_blue~bathhouses.1-0~BASE.D_BATH.03~0.0.0011~~2_0~0.BASE.U"}\n',
    );
  }, 30_000);
});
