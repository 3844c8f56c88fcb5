/**
 * Malformed input to `npm run score` (DESIGN 1.4): every invalid file gives exit
 * status 1 and one line per problem `FILE: PATH: MESSAGE` on stderr, never a
 * stack trace, never exit 0. Most cases call the CLI's `runCli` in-process; a
 * few spawn the real command (`npx tsx src/engine/cli.ts`).
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/engine/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'score-cli-'));
let n = 0;

/** Write `text` to a fresh temp file and return its path. */
function file(text: string): string {
  const f = join(dir, `case-${++n}.yaml`);
  writeFileSync(f, text);
  return f;
}

/** Run the CLI in-process on files; stdout/stderr lines and the exit status. */
function score(...files: string[]): { status: number; out: string[]; err: string[] } {
  let out = '';
  let err = '';
  const status = runCli(files, { out: (s) => { out += s; }, err: (s) => { err += s; } });
  const lines = (s: string) => s.split('\n').filter(Boolean);
  return { status, out: lines(out), err: lines(err) };
}

/**
 * Problems of one invalid file as `PATH: MESSAGE` strings, after checking the
 * contract: status 1, nothing on stdout, every line `FILE: PATH: MESSAGE`, no
 * stack trace, no internal error.
 */
function problems(text: string): string[] {
  const f = file(text);
  const r = score(f);
  expect(r.status, r.err.join('\n')).toBe(1);
  expect(r.out).toEqual([]);
  expect(r.err.length).toBeGreaterThan(0);
  for (const line of r.err) {
    expect(line.startsWith(`${f}: `), line).toBe(true);
    expect(line.slice(f.length + 2)).toMatch(/^[^:]+: \S.*$/);
    expect(line).not.toMatch(/^\s+at |internal error|Error:/);
  }
  return r.err.map((l) => l.slice(f.length + 2));
}

const HEAD = 'id: t\ntitle: { cs: t }\nrules: [base]\nplayers: [red, blue]\n';
const E00 = '  - { tile: BASE.E, at: [0, 0], rotation: 0 }\n';

describe('npm run score: malformed input', () => {
  it('YAML syntax errors name the line and column', () => {
    const p = problems('id: [t\ntitle: {\n');
    expect(p.length).toBeGreaterThan(0);
    for (const x of p) expect(x).toMatch(/^line \d+, column \d+: YAML: /);
  });

  it('tabs and multiple documents are YAML errors', () => {
    expect(problems('id: t\ntitle:\n\tcs: t\n')[0]).toMatch(/^line 3, column 1: YAML: /);
    expect(problems('id: t\n---\nid: u\n')[0]).toMatch(/^line \d+, column \d+: YAML: .*multiple documents/);
  });

  it('wrong types name every field', () => {
    expect(problems('id: 5\ntitle: hello\nrules: base\nplayers: red\nboard: 7\nend: maybe\n')).toEqual([
      'id: Expected string, received number',
      'title: Expected object, received string',
      'rules: Expected array, received string',
      'players: Expected array, received string',
      'board: Expected array, received number',
      'end: Expected boolean, received string',
    ]);
  });

  it('an empty file, a list and a scalar are not scenarios', () => {
    expect(problems('')).toEqual(['(file): the file is empty']);
    expect(problems('- a\n- b\n')).toEqual(['(file): Expected object, received array']);
    expect(problems('hello\n')).toEqual(['(file): Expected object, received string']);
  });

  it('unknown tile, award tile, tile of unknown layout', () => {
    expect(problems(`${HEAD}board:\n  - { tile: BASE.Z, at: [0, 0], rotation: 0 }\n`)).toEqual(['board[0].tile: unknown tile BASE.Z']);
    expect(problems(`${HEAD.replace('[base]', '[base, king-robber-baron]')}board:\n  - { tile: KRB.KING, at: [0, 0], rotation: 0 }\n`))
      .toEqual(['board[0].tile: tile KRB.KING is not a land tile']);
    expect(problems(`${HEAD.replace('[base]', '[base, anniversary-20]')}board:\n  - { tile: A20.A, at: [0, 0], rotation: 0 }\n`))
      .toEqual(['board[0].tile: tile A20.A has an unknown layout']);
    expect(problems(`${HEAD}board:\n${E00}play: { player: red, tile: NOPE.1, at: [0, -1], rotation: 180 }\n`))
      .toEqual(['play.tile: unknown tile NOPE.1']);
  });

  it('unknown module', () => {
    expect(problems(`${HEAD.replace('[base]', '[base, river]')}board: []\n`)).toEqual(['rules[1]: unknown rule module river']);
  });

  it('rotation 45 (and "90" as a string)', () => {
    expect(problems(`${HEAD}board:\n  - { tile: BASE.E, at: [0, 0], rotation: 45 }\n`))
      .toEqual(['board[0].rotation: rotation must be 0, 90, 180 or 270']);
    expect(problems(`${HEAD}board:\n  - { tile: BASE.E, at: [0, 0], rotation: '90' }\n`))
      .toEqual(['board[0].rotation: rotation must be 0, 90, 180 or 270']);
    expect(problems(`${HEAD}board:\n${E00}play: { player: red, tile: BASE.E, at: [0, -1], rotation: 45 }\n`))
      .toEqual(['play.rotation: rotation must be 0, 90, 180 or 270']);
  });

  it('a location the tile does not have', () => {
    expect(problems(`${HEAD}board:\n  - { tile: BASE.E, at: [0, 0], rotation: 0, meeples: [ { player: red, at: C } ] }\n`))
      .toEqual(['board[0].meeples[0].at: tile BASE.E has no feature at C']);
    expect(problems(`${HEAD}board:\n${E00}play: { player: red, tile: BASE.E, at: [0, -1], rotation: 180, meeple: { at: C } }\n`))
      .toEqual(['play.meeple.at: tile BASE.E has no feature at C']);
  });

  it('a meeple on an occupied feature (same tile, and joined by the play)', () => {
    expect(problems(`${HEAD}board:\n  - { tile: BASE.M, at: [0, 0], rotation: 0, meeples: [ { player: red, at: N }, { player: blue, at: E } ] }\n`))
      .toEqual(['board[0].meeples[1].at: the feature at E is already occupied']);
    expect(problems(`${HEAD}board:\n  - { tile: BASE.U, at: [0, 0], rotation: 0, meeples: [ { player: red, at: N } ] }\n`
      + 'play: { player: blue, tile: BASE.U, at: [0, 1], rotation: 0, meeple: { at: S } }\n'))
      .toEqual(['play.meeple.at: the feature at S is already occupied']);
  });

  it('a meeple on a feature that is already completed (it would have been scored)', () => {
    expect(problems(`${HEAD}board:\n  - { tile: BASE.E, at: [0, 0], rotation: 0, meeples: [ { player: red, at: N } ] }\n`
      + '  - { tile: BASE.E, at: [0, -1], rotation: 180 }\nend: true\n'))
      .toEqual(['board[0].meeples[0].at: the city at N is already completed, so its figures would have been scored and returned']);
  });

  it('tiles whose edges do not match', () => {
    expect(problems(`${HEAD}board:\n${E00}  - { tile: BASE.E, at: [0, -1], rotation: 0 }\n`))
      .toEqual(['board[1]: BASE.E edge S (field) does not match the N edge (city) of board[0] BASE.E at [0, 0]']);
  });

  it('illegal plays: no neighbour, edges, occupied cell, figure of a kind not in the game', () => {
    expect(problems(`${HEAD}board:\n${E00}play: { player: red, tile: BASE.E, at: [3, 3], rotation: 0 }\n`))
      .toEqual(['play.at: the play is not legal: the tile touches no tile on the board']);
    expect(problems(`${HEAD}board:\n${E00}play: { player: red, tile: BASE.E, at: [0, -1], rotation: 0 }\n`))
      .toEqual(['play.at: the play is not legal: edge S does not match its neighbour']);
    expect(problems(`${HEAD}board:\n${E00}play: { player: red, tile: BASE.E, at: [0, 0], rotation: 0 }\n`))
      .toEqual(['play.at: the play is not legal: a tile already lies at [0, 0]']);
    expect(problems(`${HEAD}board:\n${E00}play: { player: red, tile: BASE.E, at: [0, -1], rotation: 180, meeple: { at: S, kind: large } }\n`))
      .toEqual(['play.meeple.kind: unknown figure kind large']);
  });

  it('duplicate coordinates', () => {
    expect(problems(`${HEAD}board:\n${E00}${E00}`)).toEqual(['board[1].at: board[0] already lies at [0, 0]']);
  });

  it('huge coordinates are refused, never folded onto other cells', () => {
    const range = 'coordinate must be an integer from -30000 to 30000';
    expect(problems(`${HEAD}board:\n  - { tile: BASE.E, at: [1, 0], rotation: 0 }\n  - { tile: BASE.E, at: [0, 65536], rotation: 0 }\n`))
      .toEqual([`board[1].at[1]: ${range}`]);
    expect(problems(`${HEAD}board:\n  - { tile: BASE.E, at: [1e300, 0], rotation: 0 }\n`)).toEqual([`board[0].at[0]: ${range}`]);
    expect(problems(`${HEAD}board:\n${E00}play: { player: red, tile: BASE.E, at: [-1, 65536], rotation: 0 }\n`))
      .toEqual([`play.at[1]: ${range}`]);
  });

  it('scores that are not finite integers', () => {
    expect(problems(`${HEAD}scores: { red: 1e400 }\nboard: []\n`)).toEqual(['scores.red: Expected integer, received float']);
  });

  it('player counts and colours', () => {
    const six = 'id: t\ntitle: { cs: t }\nrules: [base]\nplayers: [red, blue, green, yellow, black, pink]\nboard: []\n';
    expect(problems(six)).toEqual(['players: 6 players; these rules allow at most 5']);
    expect(problems(six.replace('[base]', '[base, inns-cathedrals]').replace('pink]', 'pink, red]')))
      .toEqual(['players: 7 players; these rules allow at most 6']);
    expect(problems(`${HEAD.replace('[red, blue]', '[red, pink]')}board: []\n`))
      .toEqual(['players[1]: colour pink is not available with these rules']);
    expect(problems(`${HEAD.replace('[red, blue]', '[red, red]')}board: []\n`))
      .toEqual(['players[1]: colour red is listed twice']);
    expect(problems(`${HEAD.replace('[red, blue]', '[red, purple]')}board: []\n`)[0]).toMatch(/^players\[1\]: Invalid enum value/);
  });

  it('a player colour not in players', () => {
    expect(problems(`${HEAD}board:\n  - { tile: BASE.E, at: [0, 0], rotation: 0, meeples: [ { player: green, at: N } ] }\n`))
      .toEqual(['board[0].meeples[0].player: player green is not playing']);
    expect(problems(`${HEAD}board:\n${E00}play: { player: yellow, tile: BASE.E, at: [0, -1], rotation: 180 }\n`))
      .toEqual(['play.player: player yellow is not playing']);
    expect(problems(`${HEAD}scores: { black: 3 }\nboard: []\n`)).toEqual(['scores.black: player black is not playing']);
  });

  it('unknown fields and fields of modules that are not on', () => {
    expect(problems(`${HEAD}board: []\npaly: { player: red }\n`)).toEqual(['paly: unknown field']);
    expect(problems(`${HEAD}awards: { king: red }\nboard: []\n`))
      .toEqual(['awards: field of rule module king-robber-baron, which is not in rules']);
    expect(problems(`${HEAD}board:\n${E00}play: { player: red, tile: BASE.E, at: [0, -1], rotation: 180, meepel: { at: S } }\n`))
      .toEqual(['play.meepel: unknown field']);
    expect(problems(`${HEAD}board:\n  - { tile: BASE.E, at: [0, 0], rotation: 0, meeple: { player: red, at: N } }\n`))
      .toEqual(['board[0].meeple: unknown field']);
    expect(problems(`${HEAD}board:\n  - { tile: BASE.E, at: [0, 0], rotation: 0, meeples: [ { player: red, at: N, knd: large } ] }\n`))
      .toEqual(['board[0].meeples[0].knd: unknown field']);
  });

  it('no farmers in the demo game, whatever figure', () => {
    const demo = 'id: t\ntitle: { cs: t }\nrules: [base, demo]\nplayers: [red, blue]\nboard:\n'
      + '  - { tile: DEMO.03, at: [0, 0], rotation: 0, meeples: [ { player: red, at: S } ] }\n';
    expect(problems(demo)).toEqual(['board[0].meeples[0].kind: a normal figure may not stand on a field']);
    expect(problems(demo.replace('[base, demo]', '[base, demo, inns-cathedrals]').replace('at: S }', 'at: S, kind: large }')))
      .toEqual(['board[0].meeples[0].at: a large figure may not stand on a field']);
  });

  it('a directory and a missing file', () => {
    const d = join(dir, 'a-directory.yaml');
    mkdirSync(d);
    const missing = join(dir, 'missing.yaml');
    const r = score(d, missing);
    expect(r.status).toBe(1);
    expect(r.err).toEqual([`${d}: (file): cannot read the file (EISDIR)`, `${missing}: (file): cannot read the file (ENOENT)`]);
  });

  it('one bad file among good ones still exits 1 and prints the good ones', () => {
    const good = file(`${HEAD}board:\n${E00}`);
    const bad = file(`${HEAD}board:\n  - { tile: BASE.Z, at: [0, 0], rotation: 0 }\n`);
    const r = score(good, bad);
    expect(r.status).toBe(1);
    expect(r.out.map((l) => JSON.parse(l).id)).toEqual(['t']);
    expect(r.err).toEqual([`${bad}: board[0].tile: unknown tile BASE.Z`]);
  });
});

describe('npm run score: the real command', () => {
  const run = promisify(execFile);
  const exec = async (...files: string[]) => {
    try {
      const r = await run('npx', ['tsx', 'src/engine/cli.ts', ...files], { cwd: join(import.meta.dirname, '..', '..') });
      return { code: 0, stdout: r.stdout, stderr: r.stderr };
    } catch (e) {
      const x = e as { code: number; stdout: string; stderr: string };
      return { code: x.code, stdout: x.stdout, stderr: x.stderr };
    }
  };

  it('exit 1, one line per problem, no stack trace', async () => {
    const bad = file('id: 5\ntitle: { cs: t }\nrules: [base]\nplayers: [red, blue]\nboard:\n  - { tile: BASE.E, at: [0, 0], rotation: 45 }\n');
    const r = await exec('--', bad, join(dir, 'nope.yaml'), dir);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toEqual([
      `${bad}: id: Expected string, received number`,
      `${bad}: board[0].rotation: rotation must be 0, 90, 180 or 270`,
      `${join(dir, 'nope.yaml')}: (file): cannot read the file (ENOENT)`,
      `${dir}: (file): cannot read the file (EISDIR)`,
    ]);
  }, 30_000);

  it('exit 0 and one JSON line for a valid file', async () => {
    const r = await exec(join(import.meta.dirname, '..', 'scenarios', 'base-city-2-tiles-4.yaml'));
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).points).toEqual({ red: 4, blue: 0 });
  }, 30_000);
});
