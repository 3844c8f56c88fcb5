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
  const status = runCli(files, {
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
    expect(problems(`${HEAD}board:\n  - { tile: BASE.Z, at: [0, 0], rotation: 0 }\n`)).toEqual([
      'board[0].tile: unknown tile BASE.Z',
    ]);
    expect(
      problems(
        `${HEAD.replace('[base]', '[base, king-robber-baron]')}board:\n  - { tile: KRB.KING, at: [0, 0], rotation: 0 }\n`,
      ),
    ).toEqual(['board[0].tile: tile KRB.KING is not a land tile']);
    expect(
      problems(
        `${HEAD.replace('[base]', '[base, anniversary-20]')}board:\n  - { tile: A20.A, at: [0, 0], rotation: 0 }\n`,
      ),
    ).toEqual(['board[0].tile: tile A20.A has an unknown layout']);
    expect(problems(`${HEAD}board:\n${E00}play: { player: red, tile: NOPE.1, at: [0, -1], rotation: 180 }\n`)).toEqual([
      'play.tile: unknown tile NOPE.1',
    ]);
  });

  it('unknown module', () => {
    expect(problems(`${HEAD.replace('[base]', '[base, no-such-rules]')}board: []\n`)).toEqual([
      'rules[1]: unknown rule module no-such-rules',
    ]);
  });

  it('rotation 45 (and "90" as a string)', () => {
    expect(problems(`${HEAD}board:\n  - { tile: BASE.E, at: [0, 0], rotation: 45 }\n`)).toEqual([
      'board[0].rotation: rotation must be 0, 90, 180 or 270',
    ]);
    expect(problems(`${HEAD}board:\n  - { tile: BASE.E, at: [0, 0], rotation: '90' }\n`)).toEqual([
      'board[0].rotation: rotation must be 0, 90, 180 or 270',
    ]);
    expect(problems(`${HEAD}board:\n${E00}play: { player: red, tile: BASE.E, at: [0, -1], rotation: 45 }\n`)).toEqual([
      'play.rotation: rotation must be 0, 90, 180 or 270',
    ]);
  });

  it('a location the tile does not have', () => {
    expect(
      problems(`${HEAD}board:\n  - { tile: BASE.E, at: [0, 0], rotation: 0, meeples: [ { player: red, at: C } ] }\n`),
    ).toEqual(['board[0].meeples[0].at: tile BASE.E has no feature at C']);
    expect(
      problems(
        `${HEAD}board:\n${E00}play: { player: red, tile: BASE.E, at: [0, -1], rotation: 180, meeple: { at: C } }\n`,
      ),
    ).toEqual(['play.meeple.at: tile BASE.E has no feature at C']);
  });

  it('a meeple on an occupied feature (same tile, and joined by the play)', () => {
    expect(
      problems(
        `${HEAD}board:\n  - { tile: BASE.M, at: [0, 0], rotation: 0, meeples: [ { player: red, at: N }, { player: blue, at: E } ] }\n`,
      ),
    ).toEqual(['board[0].meeples[1].at: the feature at E is already occupied']);
    expect(
      problems(
        `${HEAD}board:\n  - { tile: BASE.U, at: [0, 0], rotation: 0, meeples: [ { player: red, at: N } ] }\n` +
          'play: { player: blue, tile: BASE.U, at: [0, 1], rotation: 0, meeple: { at: S } }\n',
      ),
    ).toEqual(['play.meeple.at: the feature at S is already occupied']);
  });

  it('a meeple on a feature that is already completed (it would have been scored)', () => {
    expect(
      problems(
        `${HEAD}board:\n  - { tile: BASE.E, at: [0, 0], rotation: 0, meeples: [ { player: red, at: N } ] }\n` +
          '  - { tile: BASE.E, at: [0, -1], rotation: 180 }\nend: true\n',
      ),
    ).toEqual([
      'board[0].meeples[0].at: the city at N is already completed, so its figures would have been scored and returned',
    ]);
  });

  it('tiles whose edges do not match', () => {
    expect(problems(`${HEAD}board:\n${E00}  - { tile: BASE.E, at: [0, -1], rotation: 0 }\n`)).toEqual([
      'board[1]: BASE.E edge S (field) does not match the N edge (city) of board[0] BASE.E at [0, 0]',
    ]);
  });

  it('illegal plays: no neighbour, edges, occupied cell, figure of a kind not in the game', () => {
    expect(problems(`${HEAD}board:\n${E00}play: { player: red, tile: BASE.E, at: [3, 3], rotation: 0 }\n`)).toEqual([
      'play.at: the play is not legal: the tile touches no tile on the board',
    ]);
    expect(problems(`${HEAD}board:\n${E00}play: { player: red, tile: BASE.E, at: [0, -1], rotation: 0 }\n`)).toEqual([
      'play.at: the play is not legal: edge S does not match its neighbour',
    ]);
    expect(problems(`${HEAD}board:\n${E00}play: { player: red, tile: BASE.E, at: [0, 0], rotation: 0 }\n`)).toEqual([
      'play.at: the play is not legal: a tile already lies at [0, 0]',
    ]);
    expect(
      problems(
        `${HEAD}board:\n${E00}play: { player: red, tile: BASE.E, at: [0, -1], rotation: 180, meeple: { at: S, kind: large } }\n`,
      ),
    ).toEqual(['play.meeple.kind: unknown figure kind large']);
  });

  it('duplicate coordinates', () => {
    expect(problems(`${HEAD}board:\n${E00}${E00}`)).toEqual(['board[1].at: board[0] already lies at [0, 0]']);
  });

  it('huge coordinates are refused, never folded onto other cells', () => {
    const range = 'coordinate must be an integer from -30000 to 30000';
    expect(
      problems(
        `${HEAD}board:\n  - { tile: BASE.E, at: [1, 0], rotation: 0 }\n  - { tile: BASE.E, at: [0, 65536], rotation: 0 }\n`,
      ),
    ).toEqual([`board[1].at[1]: ${range}`]);
    expect(problems(`${HEAD}board:\n  - { tile: BASE.E, at: [1e300, 0], rotation: 0 }\n`)).toEqual([
      `board[0].at[0]: ${range}`,
    ]);
    expect(
      problems(`${HEAD}board:\n${E00}play: { player: red, tile: BASE.E, at: [-1, 65536], rotation: 0 }\n`),
    ).toEqual([`play.at[1]: ${range}`]);
  });

  it('scores that are not finite integers', () => {
    expect(problems(`${HEAD}scores: { red: 1e400 }\nboard: []\n`)).toEqual([
      'scores.red: Expected integer, received float',
    ]);
  });

  it('player counts and colours', () => {
    const six = 'id: t\ntitle: { cs: t }\nrules: [base]\nplayers: [red, blue, green, yellow, black, pink]\nboard: []\n';
    expect(problems(six)).toEqual(['players: 6 players; these rules allow at most 5']);
    expect(problems(six.replace('[base]', '[base, inns-cathedrals]').replace('pink]', 'pink, red]'))).toEqual([
      'players: 7 players; these rules allow at most 6',
    ]);
    expect(problems(`${HEAD.replace('[red, blue]', '[red, pink]')}board: []\n`)).toEqual([
      'players[1]: colour pink is not available with these rules',
    ]);
    expect(problems(`${HEAD.replace('[red, blue]', '[red, red]')}board: []\n`)).toEqual([
      'players[1]: colour red is listed twice',
    ]);
    expect(problems(`${HEAD.replace('[red, blue]', '[red, purple]')}board: []\n`)[0]).toMatch(
      /^players\[1\]: Invalid enum value/,
    );
  });

  it('a player colour not in players', () => {
    expect(
      problems(`${HEAD}board:\n  - { tile: BASE.E, at: [0, 0], rotation: 0, meeples: [ { player: green, at: N } ] }\n`),
    ).toEqual(['board[0].meeples[0].player: player green is not playing']);
    expect(
      problems(`${HEAD}board:\n${E00}play: { player: yellow, tile: BASE.E, at: [0, -1], rotation: 180 }\n`),
    ).toEqual(['play.player: player yellow is not playing']);
    expect(problems(`${HEAD}scores: { black: 3 }\nboard: []\n`)).toEqual(['scores.black: player black is not playing']);
  });

  it('unknown fields and fields of modules that are not on', () => {
    expect(problems(`${HEAD}board: []\npaly: { player: red }\n`)).toEqual(['paly: unknown field']);
    expect(problems(`${HEAD}awards: { king: red }\nboard: []\n`)).toEqual([
      'awards: field of rule module king-robber-baron, which is not in rules',
    ]);
    expect(
      problems(
        `${HEAD}board:\n${E00}play: { player: red, tile: BASE.E, at: [0, -1], rotation: 180, meepel: { at: S } }\n`,
      ),
    ).toEqual(['play.meepel: unknown field']);
    expect(
      problems(`${HEAD}board:\n  - { tile: BASE.E, at: [0, 0], rotation: 0, meeple: { player: red, at: N } }\n`),
    ).toEqual(['board[0].meeple: unknown field']);
    expect(
      problems(
        `${HEAD}board:\n  - { tile: BASE.E, at: [0, 0], rotation: 0, meeples: [ { player: red, at: N, knd: large } ] }\n`,
      ),
    ).toEqual(['board[0].meeples[0].knd: unknown field']);
  });

  it('no farmers in the demo game, whatever figure', () => {
    const demo =
      'id: t\ntitle: { cs: t }\nrules: [base, demo]\nplayers: [red, blue]\nboard:\n' +
      '  - { tile: DEMO.03, at: [0, 0], rotation: 0, meeples: [ { player: red, at: S } ] }\n';
    expect(problems(demo)).toEqual(['board[0].meeples[0].kind: a normal figure may not stand on a field']);
    expect(
      problems(
        demo.replace('[base, demo]', '[base, demo, inns-cathedrals]').replace('at: S }', 'at: S, kind: large }'),
      ),
    ).toEqual(['board[0].meeples[0].at: a large figure may not stand on a field']);
  });

  it('a directory and a missing file', () => {
    const d = join(dir, 'a-directory.yaml');
    mkdirSync(d);
    const missing = join(dir, 'missing.yaml');
    const r = score(d, missing);
    expect(r.status).toBe(1);
    expect(r.err).toEqual([
      `${d}: (file): cannot read the file (EISDIR)`,
      `${missing}: (file): cannot read the file (ENOENT)`,
    ]);
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

// Positions from the worked examples (content/examples), varied to break one rule each.
const A20 = 'id: t\ntitle: { cs: t }\nrules: [base, anniversary-20]\nplayers: [red, blue]\n';
/** tah-navic.yaml: the extra-turn tile at [1, 0] points at [1, -1]; the road W of it ends at [1, 1]. */
const EXTRA_BOARD =
  `${A20}board:\n  - { tile: BASE.D, at: [0, 0], rotation: 0 }\n  - { tile: BASE.A, at: [-1, 0], rotation: 270 }\n` +
  '  - { tile: BASE.B, at: [1, -1], rotation: 0 }\n';
const EXTRA_TURN = `${EXTRA_BOARD}play:\n  player: red\n  tile: A20.example-extra-turn\n  at: [1, 0]\n  rotation: 0\n  meeple: { at: W, kind: normal }\n`;
/** Two symbols: the placed anywhere tile points at the monastery E; the extra-turn tile W points at it. */
const TWO_SYMBOLS =
  `${A20}board:\n  - { tile: BASE.B, at: [1, 0], rotation: 0 }\n  - { tile: A20.example-extra-turn, at: [-1, 0], rotation: 90 }\n` +
  'play:\n  player: red\n  tile: A20.example-anywhere\n  at: [0, 0]\n  rotation: 0\n';
/** druhy-druzinik-2a.yaml: A20.D at [-1, 0] activates its second-meeple symbol; red stands at [1, -1] E. */
const SECOND =
  `${A20}board:\n  - { tile: BASE.D, at: [0, 0], rotation: 0 }\n  - { tile: BASE.E, at: [-1, -1], rotation: 180 }\n` +
  '  - { tile: BASE.U, at: [1, 0], rotation: 90 }\n  - { tile: BASE.F, at: [1, -1], rotation: 0, meeples: [ { player: red, at: E } ] }\n' +
  'play:\n  player: red\n  tile: A20.D\n  at: [-1, 0]\n  rotation: 0\n';
const BATH = 'id: t\ntitle: { cs: t }\nrules: [base, bathhouses]\nplayers: [red, blue]\n';
/** lazne-cesta-dva-domy.yaml: the play completes red's road with bathhouses at [1, 0] (5) and [2, 0] (3). */
const TWO_HOUSES_BOARD =
  'board:\n  - { tile: BASE.A, at: [0, 0], rotation: 270, meeples: [ { player: red, at: E } ] }\n' +
  '  - { tile: BATH.03, at: [1, 0], rotation: 90 }\n  - { tile: BATH.01, at: [2, 0], rotation: 0 }\n' +
  'play:\n  player: red\n  tile: BASE.A\n  at: [3, 0]\n  rotation: 90\n';
/** lazne-dva-druzinici.yaml: the play completes a city with two red knights (no lone follower). */
const TWO_FOLLOWERS =
  `${BATH}board:\n  - { tile: BASE.E, at: [0, 0], rotation: 90, meeples: [ { player: red, at: E } ] }\n` +
  '  - { tile: BASE.E, at: [2, 0], rotation: 270, meeples: [ { player: red, at: W } ] }\n  - { tile: BATH.05, at: [0, 1], rotation: 180 }\n' +
  'play:\n  player: red\n  tile: BASE.G\n  at: [1, 0]\n  rotation: 0\n';
/** lazne-vykoupeni.yaml with blue's follower in the bathhouse instead of red's. */
const BLUE_IN_HOUSE =
  `${BATH}bathhouses:\n  - { at: [1, 0], player: blue }\nboard:\n  - { tile: BASE.D, at: [0, 0], rotation: 0 }\n` +
  '  - { tile: BATH.03, at: [1, 0], rotation: 90 }\nplay:\n  player: red\n  tile: BASE.U\n  at: [-1, 0]\n  rotation: 90\n';
const DEMO =
  'id: t\ntitle: { cs: t }\nrules: [base, demo]\nplayers: [red, blue]\nboard:\n  - { tile: DEMO.03, at: [0, 0], rotation: 0 }\n';

describe('npm run score: what the rules forbid', () => {
  it('an extra turn without an activated extra-turn symbol (anniversary-20 "Tah navíc")', () => {
    expect(
      problems(
        `${EXTRA_BOARD}play: { player: red, tile: BASE.E, at: [0, 1], rotation: 180, extra: { tile: BASE.A, at: [1, 1], rotation: 180 } }\n`,
      ),
    ).toEqual(['play.extra: the play activates no extra-turn symbol, so there is no extra turn']);
    // the same extra turn after the extra-turn symbol is fine
    expect(score(file(`${EXTRA_TURN}  extra: { tile: BASE.A, at: [1, 1], rotation: 180 }\n`)).status).toBe(0);
  });

  it('an extra turn together with another symbol used in the same turn (one symbol per turn)', () => {
    const extra = '  extra: { tile: BASE.B, at: [0, 1], rotation: 0 }\n';
    const anywhere =
      'play.extra: one symbol per turn: the play uses the anywhere symbol of the tile at [0, 0], so it gives no extra turn';
    expect(problems(`${TWO_SYMBOLS}  symbol: { from: [0, 0], meeple: { on: [1, 0], at: C } }\n${extra}`)).toEqual([
      anywhere,
    ]);
    // the placed tile's own symbol is the one used unless `symbol.from` names another
    expect(problems(`${TWO_SYMBOLS}${extra}`)).toEqual([anywhere]);
  });

  it('a bathhouse choice naming an occupied bathhouse', () => {
    expect(
      problems(`${BATH}bathhouses:\n  - { at: [1, 0], player: blue }\n${TWO_HOUSES_BOARD}  bathhouse: [[1, 0]]\n`),
    ).toEqual(['play.bathhouse[0]: the bathhouse at [1, 0] is occupied']);
    expect(problems(`${BATH}${TWO_HOUSES_BOARD}  bathhouse: [[2, 0], [2, 0]]\n`)).toEqual([
      'play.bathhouse[1]: the bathhouse at [2, 0] is named twice',
    ]);
  });

  it('a bathhouse choice when no lone follower is scored, or naming no bathhouse, or more than enter', () => {
    const none = 'no feature the play completes is scored with a lone follower, so nobody enters a bathhouse';
    expect(problems(`${TWO_FOLLOWERS}  bathhouse: [[0, 1]]\n`)).toEqual([`play.bathhouse: ${none}`]);
    expect(
      problems(
        `${BATH}board:\n  - { tile: BATH.03, at: [1, 0], rotation: 90 }\nplay: { player: red, tile: BASE.A, at: [2, 0], rotation: 90, bathhouse: [[1, 0]] }\n`,
      ),
    ).toEqual([`play.bathhouse: ${none}`]);
    expect(problems(`${BATH}${TWO_HOUSES_BOARD}  bathhouse: [[7, 7]]\n`)).toEqual([
      'play.bathhouse[0]: no bathhouse at [7, 7]',
    ]);
    expect(problems(`${BATH}${TWO_HOUSES_BOARD}  bathhouse: [[2, 0], [1, 0]]\n`)).toEqual([
      'play.bathhouse[1]: only 1 lone follower of this play enters a bathhouse',
    ]);
    expect(problems(`${BATH}${TWO_HOUSES_BOARD}  bathhouse: []\n`)).toEqual([
      'play.bathhouse: name at least one bathhouse',
    ]);
  });

  it('a score order naming a feature the play does not complete, no feature, or one feature twice', () => {
    // lazne-poradi-vyhodnoceni.yaml: BASE.H at [0, 0] completes the city N (red) and the city S (blue).
    const two =
      `${BATH}board:\n  - { tile: BASE.E, at: [0, -1], rotation: 180, meeples: [ { player: red, at: S } ] }\n` +
      '  - { tile: BASE.E, at: [0, 1], rotation: 0, meeples: [ { player: blue, at: N } ] }\n' +
      '  - { tile: BATH.02, at: [-1, 0], rotation: 0 }\n' +
      'play:\n  player: red\n  tile: BASE.H\n  at: [0, 0]\n  rotation: 0\n';
    const order = (entries: string) => problems(`${two}  scoreOrder: [ ${entries} ]\n`);
    // the road of the bathhouse tile is open: naming it is an error, not a silent no-op
    expect(order('{ on: [-1, 0], at: S }')).toEqual([
      'play.scoreOrder[0]: the feature at S of the tile at [-1, 0] is not completed by this play, so it is not scored now',
    ]);
    expect(order('{ on: [0, 0], at: S }, { on: [0, 0], at: E }')).toEqual([
      'play.scoreOrder[1]: the feature at E of the tile at [0, 0] is not completed by this play, so it is not scored now',
    ]);
    expect(order('{ on: [5, 5], at: N }')).toEqual(['play.scoreOrder[0].on: no tile at [5, 5]']);
    expect(order('{ on: [0, 0], at: S }, { on: [0, 1], at: N }')).toEqual([
      'play.scoreOrder[1]: the feature at N of the tile at [0, 1] is already named earlier in the order',
    ]);
    expect(order('')).toEqual(['play.scoreOrder: name at least one completed feature']);
    // both completed cities, in either order, are fine
    expect(score(file(`${two}  scoreOrder: [ { on: [0, 0], at: S }, { on: [0, -1], at: S } ]\n`)).status).toBe(0);
    expect(score(file(`${two}  scoreOrder: [ { on: [0, 0], at: N } ]\n`)).status).toBe(0);
  });

  it('a demo game with other players than red and blue', () => {
    const two = 'the demo game is for two players, red and blue';
    expect(problems(DEMO.replace('[red, blue]', '[red, green]'))).toEqual([`players[1]: ${two}`]);
    expect(problems(DEMO.replace('[red, blue]', '[red, blue, green]'))).toEqual([`players: ${two}`]);
    expect(problems(DEMO.replace('[red, blue]', '[blue]'))).toEqual([`players: ${two}`]);
    expect(score(file(DEMO.replace('[red, blue]', '[blue, red]'))).status).toBe(0);
  });

  it('a demo game with tiles from outside the demo set', () => {
    const own = (id: string) => `the demo game is played with its own tiles only, and ${id} is not one of them`;
    expect(problems(`${DEMO}  - { tile: BASE.D, at: [1, 0], rotation: 0 }\n`)).toEqual([
      `board[1].tile: ${own('BASE.D')}`,
    ]);
    expect(problems(`${DEMO}play: { player: red, tile: BASE.D, at: [1, 0], rotation: 0 }\n`)).toEqual([
      `play.tile: ${own('BASE.D')}`,
    ]);
  });

  it('unknown fields at any depth', () => {
    expect(
      problems(
        `${HEAD}board:\n${E00}play: { player: red, tile: BASE.E, at: [0, -1], rotation: 180, meeple: { at: S, knid: large } }\n`,
      ),
    ).toEqual(['play.meeple.knid: unknown field']);
    expect(problems(`${HEAD.replace('{ cs: t }', '{ cs: t, de: t }')}board: []\n`)).toEqual([
      'title.de: unknown field',
    ]);
    expect(problems(`${HEAD}board: []\nexpect: { pionts: { red: 1 } }\n`)).toEqual(['expect.pionts: unknown field']);
    expect(problems(`${HEAD}board: []\nexpect: { awards: { king: red } }\n`)).toEqual([
      'expect.awards: field of rule module king-robber-baron, which is not in rules',
    ]);
    expect(problems(`${SECOND}  symbol: { from: [-1, 0], meeple: { on: [1, -1], at: E, knid: large } }\n`)).toEqual([
      'play.symbol.meeple.knid: unknown field',
    ]);
    expect(
      problems(`${EXTRA_TURN}  extra: { tile: BASE.A, at: [1, 1], rotation: 180, meeple: { at: S, knid: large } }\n`),
    ).toEqual(['play.extra.meeple.knid: unknown field']);
    expect(
      problems(
        `${BATH}bathhouses:\n  - { at: [1, 0], player: red, kidn: normal }\nboard:\n  - { tile: BATH.03, at: [1, 0], rotation: 90 }\n`,
      ),
    ).toEqual(['bathhouses[0].kidn: unknown field']);
    expect(
      problems(
        `${HEAD.replace('[base]', '[base, king-robber-baron]')}board: []\nawards: { king: { player: red, sise: 3 } }\n`,
      ),
    ).toEqual(['awards.king.sise: unknown field']);
  });

  it('__proto__ field names', () => {
    const no = 'the field name __proto__ is not allowed';
    expect(problems(`${HEAD}__proto__: { polluted: true }\nboard: []\n`)).toEqual([`__proto__: ${no}`]);
    expect(
      problems(
        `${HEAD}scores: { __proto__: 5 }\nboard:\n  - { tile: BASE.E, at: [0, 0], rotation: 0, __proto__: { x: 1 } }\n`,
      ),
    ).toEqual([`scores.__proto__: ${no}`, `board[0].__proto__: ${no}`]);
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });

  it('scores and expected points outside the safe integer range', () => {
    const range = `points must be an integer from -${Number.MAX_SAFE_INTEGER} to ${Number.MAX_SAFE_INTEGER}`;
    // starting totals: within the position notation's range, so that `npm run position` writes every file
    const start = 'a starting total must be an integer from -1000000 to 1000000';
    expect(problems(`${HEAD}scores: { red: 1e20 }\nboard: []\n`)).toEqual([`scores.red: ${start}`]);
    expect(problems(`${HEAD}scores: { blue: -9007199254740992 }\nboard: []\n`)).toEqual([`scores.blue: ${start}`]);
    expect(problems(`${HEAD}scores: { red: 2000000 }\nboard: []\n`)).toEqual([`scores.red: ${start}`]);
    expect(score(file(`${HEAD}scores: { red: -1000000, blue: 1000000 }\nboard: []\n`)).status).toBe(0);
    expect(problems(`${HEAD}board: []\nexpect: { points: { red: 1e16 }, totals: { blue: 1e300 } }\n`)).toEqual([
      `expect.points.red: ${range}`,
      `expect.totals.blue: ${range}`,
    ]);
  });

  it('YAML alias bombs, aliases without an anchor and cyclic aliases name a line', () => {
    const bomb =
      `${HEAD}a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]\n` +
      'c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]\nd: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c]\nboard: []\n';
    expect(problems(bomb)).toEqual([
      'line 8, column 12: YAML: alias *c expands the file beyond 100 alias uses (a guard against files that blow up when read)',
    ]);
    expect(problems('id: t\ntitle: { cs: t }\nrules: *r\nplayers: [red, blue]\nboard: []\n')).toEqual([
      'line 3, column 8: YAML: alias *r has no anchor before it',
    ]);
    expect(problems('id: t\ntitle: &t { cs: *t }\nrules: [base]\nplayers: [red, blue]\nboard: []\n')).toEqual([
      'line 2, column 17: YAML: alias *t is inside the node it names',
    ]);
    expect(problems(`${HEAD}board: []\n? [a]\n: 1\n`)).toEqual([
      'line 6, column 3: YAML: a field name must be a plain value',
    ]);
    // an ordinary alias is fine
    expect(
      score(file('id: t\ntitle: { cs: &c t, en: *c }\nrules: [base]\nplayers: [red, blue]\nboard: []\n')).status,
    ).toBe(0);
  });

  it('a problem quotes at most 80 characters of a bad value', () => {
    const long = (c: string, n = 5000) => c.repeat(n);
    const cut = (s: string) => `${s.slice(0, 79)}…`;
    expect(problems(`${HEAD}board:\n  - { tile: BASE.${long('Z')}, at: [0, 0], rotation: 0 }\n`)).toEqual([
      `board[0].tile: unknown tile ${cut(`BASE.${long('Z')}`)}`,
    ]);
    expect(problems(`${HEAD.replace('[base]', `[base, ${long('r', 300)}]`)}board: []\n`)).toEqual([
      `rules[1]: unknown rule module ${cut(long('r', 300))}`,
    ]);
    expect(problems(`${HEAD.replace('blue]', `${long('b', 500)}]`)}board: []\n`)).toEqual([
      `players[1]: Invalid enum value. Expected 'red' | 'blue' | 'green' | 'yellow' | 'black' | 'pink', received '${cut(long('b', 500))}'`,
    ]);
    expect(problems(`${HEAD}board: []\n${long('y', 900)}: 1\n`)).toEqual([`${cut(long('y', 900))}: unknown field`]);
    expect(
      problems(
        `${HEAD}board:\n${E00}play: { player: red, tile: BASE.E, at: [0, -1], rotation: 180, meeple: { at: S, kind: ${long('k', 300)} } }\n`,
      ),
    ).toEqual([`play.meeple.kind: unknown figure kind ${cut(long('k', 300))}`]);
  });

  it("problems name the file's own fields, never the engine's move actions", () => {
    expect(problems(`${BLUE_IN_HOUSE}  buyBack: [1, 0]\n`)).toEqual([
      'play.buyBack: none of your followers is in that bathhouse',
    ]);
    expect(problems(`${BLUE_IN_HOUSE}  buyBack: [0, 0]\n`)).toEqual(['play.buyBack: no bathhouse at [0, 0]']);
    expect(problems(`${SECOND}  symbol: { from: [-1, 0], meeple: { on: [1, 0], at: N } }\n`)).toEqual([
      'play.symbol.meeple: no own figure stands there to add a second one',
    ]);
    expect(problems(`${SECOND}  symbol: { from: [-1, 0], meeple: { on: [1, -1], at: C } }\n`)).toEqual([
      'play.symbol.meeple.at: tile BASE.F has no feature at C',
    ]);
    expect(problems(`${SECOND}  symbol: { from: [5, 5] }\n`)).toEqual([
      'play.symbol.from: this placement does not activate that symbol',
    ]);
    expect(problems(`${EXTRA_TURN}  extra: { tile: BASE.A, at: [5, 5], rotation: 180 }\n`)).toEqual([
      'play.extra.at: the play is not legal: the tile touches no tile on the board',
    ]);
    expect(problems(`${EXTRA_TURN}  extra: { tile: BASE.A, at: [1, 1], rotation: 180, meeple: { at: N } }\n`)).toEqual([
      'play.extra.meeple.at: the feature at N is already occupied',
    ]);
  });
});

describe('npm run score: the real command', () => {
  const run = promisify(execFile);
  const exec = async (...files: string[]) => {
    try {
      const r = await run('npx', ['tsx', 'src/engine/cli.ts', ...files], {
        cwd: join(import.meta.dirname, '..', '..'),
      });
      return { code: 0, stdout: r.stdout, stderr: r.stderr };
    } catch (e) {
      const x = e as { code: number; stdout: string; stderr: string };
      return { code: x.code, stdout: x.stdout, stderr: x.stderr };
    }
  };

  it('exit 1, one line per problem, no stack trace', async () => {
    const bad = file(
      'id: 5\ntitle: { cs: t }\nrules: [base]\nplayers: [red, blue]\nboard:\n  - { tile: BASE.E, at: [0, 0], rotation: 45 }\n',
    );
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
