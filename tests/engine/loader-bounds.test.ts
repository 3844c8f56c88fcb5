/**
 * What the scenario loader, `npm run score` and `npm run position` refuse, and
 * that they refuse the same (DESIGN 1.4, 1.6): limits on a file's raw text
 * before the YAML parser runs, unknown YAML tags, ids longer than a page
 * anchor, islands of tiles, King and Robber Baron records no game gives,
 * starting totals and boards the notation cannot hold; one-player scenarios
 * are accepted everywhere.
 */
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { runCli } from '../../src/engine/cli.js';
import { isEngineError, readNotation } from '../../src/engine/index.js';
import {
  loadScenario,
  MAX_FILE_CHARS,
  MAX_FILE_DEPTH,
  MAX_FILE_ENTRIES,
  MAX_ID_LENGTH,
} from '../../src/engine/loader.js';
import { runPositionCli } from '../../src/engine/position-cli.js';
import { nestingDepth } from '../../src/engine/scenario-text.js';

const HEAD = 'id: t\ntitle: { cs: t }\nrules: [base]\nplayers: [red, blue]\n';
const dir = mkdtempSync(join(tmpdir(), 'loader-bounds-'));
let n = 0;

/** Problems of a file as `path: message` lines (empty when it loads). */
function problems(text: string): string[] {
  const r = loadScenario(text, 'f.yaml');
  return r.ok ? [] : r.problems.map((p) => `${p.path}: ${p.message}`);
}

/** Exit status and stderr of `npm run score` and `npm run position` on one file. */
function both(text: string): { score: number; position: number; scoreErr: string; positionErr: string } {
  const f = join(dir, `case-${++n}.yaml`);
  writeFileSync(f, text);
  let scoreErr = '';
  let positionErr = '';
  const score = runCli([f], { out: () => {}, err: (s) => (scoreErr += s) });
  const position = runPositionCli([f], { out: () => {}, err: (s) => (positionErr += s) });
  return { score, position, scoreErr, positionErr };
}

const examples = join(import.meta.dirname, '..', '..', 'content', 'examples');
const exampleFiles = readdirSync(examples, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) =>
    readdirSync(join(examples, d.name))
      .filter((f) => f.endsWith('.yaml'))
      .map((f) => join(examples, d.name, f)),
  );

describe('raw text limits, before the YAML parser', () => {
  it('a file longer than the limit is refused naming its length and the limit', () => {
    const text = `${HEAD}board: []\n# ${'x'.repeat(MAX_FILE_CHARS)}\n`;
    expect(problems(text)).toEqual([
      `: the file has ${text.length} characters; a scenario file may have at most ${MAX_FILE_CHARS}`,
    ]);
    const r = both(text);
    expect([r.score, r.position]).toEqual([1, 1]);
    expect(r.scoreErr).toContain(`(file): the file has ${text.length} characters`);
    expect(r.positionErr).toBe(r.scoreErr);
  });

  it('nesting deeper than the limit is refused naming the line, in every YAML style', () => {
    const deep = `YAML: collections nest deeper than ${MAX_FILE_DEPTH} levels`;
    const cases = [
      '['.repeat(15000) + ']'.repeat(15000),
      '{a: '.repeat(5000) + '1' + '}'.repeat(5000),
      '- '.repeat(15000) + 'x',
      'a: '.repeat(10000) + 'x',
      Array.from({ length: 100 }, (_, i) => `${' '.repeat(i)}a:`).join('\n'),
      `${HEAD}board:\n  - ${'['.repeat(70)}${']'.repeat(70)}\n`,
    ];
    for (const text of cases) {
      expect(text.length).toBeLessThanOrEqual(MAX_FILE_CHARS);
      const p = problems(text);
      expect(p.length, text.slice(0, 40)).toBe(1);
      expect(p[0]).toMatch(/^line \d+: /);
      expect(p[0]).toContain(deep);
    }
    expect(problems(`${HEAD}board:\n  - ${'['.repeat(70)}${']'.repeat(70)}\n`)[0]).toMatch(/^line 6: /);
  });

  it('measures nesting as the parser sees it, skipping quoted text, comments and block text', () => {
    // an upper bound: a key's line counts its map and the key (4 levels here are counted 5)
    expect(nestingDepth('a: 1\nb: [1, [2, {c: 3}]]\n').depth).toBe(5);
    expect(nestingDepth('a:\n  b:\n    - - x\n').depth).toBe(5);
    expect(nestingDepth('a: 1\nb: [1, [2, [3, [4]]]]\n').depth).toBe(6);
    expect(nestingDepth(`a: "${'['.repeat(500)}"\nb: '[[[['\n# ${'{'.repeat(500)}\n`).depth).toBe(2);
    expect(nestingDepth(`a: |\n  ${'['.repeat(500)}\n  x: y\nb: 1\n`).depth).toBe(2);
    // every worked example is far inside the limit
    for (const f of exampleFiles) expect(nestingDepth(readFileSync(f, 'utf8')).depth, f).toBeLessThanOrEqual(8);
  });

  it('more entries than the limit are refused before the parser, naming the line', () => {
    const many = `YAML: the file has more than ${MAX_FILE_ENTRIES} entries`;
    const cases = [
      `${HEAD}board: [${'{a: 1}, '.repeat(4000)}{a: 1}]\n`, // one line of tiny flow maps
      `${HEAD}x:\n${'  - 1\n'.repeat(5100)}`, // a long block list
      `${HEAD}x: {${Array.from({ length: 2600 }, (_, i) => `k${i}: ${i}`).join(', ')}}\n`, // a wide flow map
    ];
    for (const text of cases) {
      expect(text.length).toBeLessThanOrEqual(MAX_FILE_CHARS);
      const p = problems(text);
      expect(p.length, text.slice(0, 60)).toBe(1);
      expect(p[0]).toMatch(/^line \d+: /);
      expect(p[0]).toContain(many);
    }
    expect(problems(cases[0]!)[0]).toMatch(/^line 5: /);
    // a line and its key count 1 each, a flow collection and each comma after its first item 1
    expect(nestingDepth(cases[1]!).entries).toBe(2 + 4 + 3 + 4 + 2 + 5100); // id, title, rules, players, x, items
  });

  it('the largest position a file holds stays well inside the entry limit', () => {
    // 250 tiles (a board's limit) in the download's one-line style, five players' 35 followers on them
    const players = ['red', 'blue', 'green', 'yellow', 'black'];
    const row = Array.from(
      { length: 250 },
      (_, i) =>
        `  - { tile: BASE.U, at: [${i}, 0], rotation: 90${i < 35 ? `, meeples: [ { player: ${players[i % 5]}, at: ${i % 4 < 2 ? 'N' : 'S'}, kind: normal } ]` : ''} }`,
    );
    const scores = players.map((p, i) => `${p}: ${100 + i}`).join(', ');
    const head = `id: x\ntitle: { cs: x, en: x }\nrules: [base]\nplayers: [${players.join(', ')}]\n`;
    const text = `${head}scores: { ${scores} }\nboard:\n${row.join('\n')}\nend: true\n`;
    const { entries } = nestingDepth(text);
    expect(entries).toBeGreaterThan(2500);
    expect(entries).toBeLessThan(MAX_FILE_ENTRIES * 0.7);
    expect(problems(text)).toEqual([]);
    // and every worked example is far inside it
    for (const f of exampleFiles) expect(nestingDepth(readFileSync(f, 'utf8')).entries, f).toBeLessThan(400);
  });

  it('a file at the nesting limit still loads as far as its schema', () => {
    const text = `${HEAD}board: []\nsource: x\nexpect: { problems: [] }\n`;
    expect(problems(text)).toEqual([]);
    const p = problems(`${HEAD}board: []\nx: ${'['.repeat(MAX_FILE_DEPTH - 2)}${']'.repeat(MAX_FILE_DEPTH - 2)}\n`);
    expect(p).toEqual(['x: unknown field']);
  });
});

describe('YAML tags', () => {
  it('a tag the loader does not know is refused, naming it and its line', () => {
    expect(problems(`${HEAD}board: []\nsource: !foo x\n`)).toEqual([
      'line 6, column 14: YAML: the tag !foo is not one a scenario file may use (only plain values, lists and maps)',
    ]);
    expect(problems(`${HEAD}board: !!set { a }\n`)[0]).toContain('the tag !!set is not one');
    expect(problems(`${HEAD}board: []\nsource: !!binary aGk=\n`)[0]).toContain('the tag !!binary is not one');
    expect(problems(`${HEAD}board: []\n!foo source: x\n`)[0]).toContain('the tag !foo is not one');
  });

  it('the core tags stay allowed', () => {
    expect(problems(`${HEAD}board: !!seq []\nsource: !!str 12\n`)).toEqual([]);
  });
});

describe('ids: a page anchor', () => {
  it(`at most ${MAX_ID_LENGTH} characters`, () => {
    const id = (k: number) => HEAD.replace('id: t', `id: ${'a'.repeat(k)}`) + 'board: []\n';
    expect(problems(id(MAX_ID_LENGTH))).toEqual([]);
    expect(problems(id(MAX_ID_LENGTH + 1))).toEqual([
      `id: an id may have at most ${MAX_ID_LENGTH} characters (it is a page anchor)`,
    ]);
  });
});

describe('islands', () => {
  const D = (x: number, y: number) => `  - { tile: BASE.D, at: [${x}, ${y}], rotation: 0 }\n`;
  it('a tile away from the others is refused by score and position, naming the tile and its cell', () => {
    const text = `${HEAD}board:\n${D(0, 0)}${D(1, 0)}${D(5, 3)}`;
    expect(problems(text)).toEqual([
      'board[2]: the tile at [5, 3] is not joined to the other tiles (board[0] at [0, 0]), nor would one more tile join them: every tile is laid beside one already on the table',
    ]);
    const r = both(text);
    expect([r.score, r.position]).toEqual([1, 1]);
    // the smaller group is named, whichever comes first in the file
    expect(problems(`${HEAD}board:\n${D(5, 3)}${D(0, 0)}${D(1, 0)}`)[0]).toMatch(/^board\[0\]: the tile at \[5, 3\]/);
    expect(problems(`${HEAD}board:\n${D(5, 3)}${D(6, 3)}${D(0, 0)}${D(1, 0)}${D(2, 0)}`)[0]).toMatch(
      /^board\[0\]: the tile at \[5, 3\] \(with 1 more beside it\)/,
    );
  });

  it('the cell a play fills may be left open: tiles one tile would join are one table', () => {
    expect(problems(`${HEAD}board:\n${D(0, 0)}${D(2, 0)}`)).toEqual([]);
    expect(problems(`${HEAD}board:\n${D(0, 0)}${D(3, 0)}`)[0]).toMatch(/^board\[1\]: /);
  });

  it('links refuse islands as files do', () => {
    const island = readNotation('2~red_blue~~BASE.D~0.0.00_4.3.00~~0_0~0');
    expect(isEngineError(island) && `${island.code} ${island.path}`).toBe('placement.noNeighbour tiles[1]');
  });
});

describe('score and position refuse the same files', () => {
  it('starting totals outside the notation range, boards with more tiles than a position holds', () => {
    for (const text of [
      `${HEAD}scores: { red: 2000000 }\nboard: []\n`,
      `${HEAD}board:\n${Array.from({ length: 251 }, (_, i) => `  - { tile: BASE.U, at: [${i}, 0], rotation: 90 }`).join('\n')}\n`,
    ]) {
      const r = both(text);
      expect([r.score, r.position], r.scoreErr).toEqual([1, 1]);
      expect(r.positionErr).toBe(r.scoreErr);
    }
  });

  it('King and Robber Baron holders: the same answer from both, a record below a completed city refused', () => {
    const krb = `id: k\ntitle: { cs: k }\nrules: [base, king-robber-baron]\nplayers: [red, blue]\n`;
    // a completed 3-tile city (BASE.E, BASE.G, BASE.E) and nothing else completed
    const city =
      'board:\n  - { tile: BASE.E, at: [0, -1], rotation: 180 }\n  - { tile: BASE.G, at: [0, 0], rotation: 90 }\n  - { tile: BASE.E, at: [0, 1], rotation: 0 }\n';
    const lone = 'board:\n  - { tile: BASE.D, at: [0, 0], rotation: 0 }\n';
    const cases: [string, number][] = [
      [`${krb}awards: { king: red }\n${lone}`, 0], // no completed city: the record is 1
      [`${krb}awards: { king: { player: red, size: 0 } }\n${lone}`, 1], // sizes are positive
      [`${krb}awards: { king: { player: red, size: 30 } }\n${lone}`, 0], // the record's city may lie off the board shown
      [`${krb}awards: { king: red }\n${city}`, 0],
      [`${krb}awards: { king: { player: red, size: 3 } }\n${city}`, 0],
      [`${krb}awards: { king: { player: red, size: 2 } }\n${city}`, 1],
      [`${krb}awards: { robber: { player: blue, size: 1 } }\n${city}`, 0],
    ];
    for (const [text, status] of cases) {
      const r = both(text);
      expect([r.score, r.position], `${text}\n${r.scoreErr}`).toEqual([status, status]);
      expect(r.positionErr).toBe(r.scoreErr);
    }
    expect(problems(`${krb}awards: { king: { player: red, size: 2 } }\n${city}`)).toEqual([
      "awards.king.size: the King's record must be at least 3 tiles: a completed city of 3 tiles lies on the board, and whoever completed it took the King at that size",
    ]);
    // the same rule for links
    const link = readNotation('2~red_blue~king-robber-baron.k0-2~BASE.E.G~-1.0.02_0.0.11_1.0.00~~0_0~0');
    expect(isEngineError(link) && `${link.code} ${link.path}`).toBe('state.invalid modules[0].state[0].size');
    expect(isEngineError(readNotation('2~red_blue~king-robber-baron.k0-3~BASE.E.G~-1.0.02_0.0.11_1.0.00~~0_0~0'))).toBe(
      false,
    );
  });

  it('mutated worked examples: every file score accepts, position writes', () => {
    const holders: unknown[] = [undefined, 'red', { player: 'blue', size: 1 }, { player: 'red', size: 4 }];
    let accepted = 0;
    for (const f of exampleFiles.filter((_, i) => i % 3 === 0)) {
      const data = parse(readFileSync(f, 'utf8')) as Record<string, unknown>;
      const rules = data.rules as string[];
      if (rules.includes('demo')) continue;
      for (const king of holders)
        for (const robber of holders.slice(0, 2)) {
          const d = structuredClone(data);
          d.rules = [...new Set([...rules, 'king-robber-baron'])];
          const awards: Record<string, unknown> = {};
          if (king !== undefined) awards.king = king;
          if (robber !== undefined) awards.robber = robber;
          if (Object.keys(awards).length) d.awards = awards;
          delete d.expect;
          const r = both(stringify(d));
          expect(r.position, `${f} ${JSON.stringify(awards)}\n${r.scoreErr}${r.positionErr}`).toBe(r.score);
          if (r.score === 0) accepted++;
        }
    }
    expect(accepted).toBeGreaterThan(20);
  }, 60_000);

  it('one-player scenarios are accepted by both, and their position reads back', () => {
    const text = `${HEAD.replace('[red, blue]', '[red]')}board:\n  - { tile: BASE.D, at: [0, 0], rotation: 0, meeples: [ { player: red, at: N } ] }\nend: true\n`;
    const r = both(text);
    expect([r.score, r.position], r.scoreErr).toEqual([0, 0]);
    const loaded = loadScenario(text, 'one.yaml');
    expect(loaded.ok && loaded.result.points).toEqual({ red: 1 });
  });
});
