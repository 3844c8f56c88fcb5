/**
 * Every message the analysis board can show is worded with all its parameters: no
 * "{{feature}}" left in a sentence a reader sees.
 *
 * - Issues (why an edit, a link or a file is refused, and warnings): each key of
 *   `analysis.issue` is produced here by the code that produces it on the board (edits,
 *   the link and file readers, the engine's problems), then worded by `issueText` in both
 *   languages. A new key without a case here fails, and so does a key the code names that
 *   the locale lacks.
 * - The board's own strings (`page.a(key, params)` in the board's modules, src/analysis): every
 *   placeholder of the string is a parameter the call passes (`x`, `y` give `place`, `ox`,
 *   `oy` give `otherPlace`, as `plainParams` words them).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getT } from '../../src/i18n';
import csAnalysis from '../../src/i18n/locales/analysis.cs.json';
import enAnalysis from '../../src/i18n/locales/analysis.en.json';
import { buildSetup, emptySetup, type Setup } from '../../src/engine/index';
import {
  addFigure,
  placeTile,
  problemIssue,
  removeFigure,
  removeTile,
  rotateTile,
  setStateCount,
  setStateFigure,
  setStateValue,
  setCurrent,
  setModules,
  setPlayers,
  setPlayerToMove,
  setScore,
  whyNot,
  whyNotHere,
  whyNotPlay,
  type EditResult,
  type Issue,
} from '../../src/analysis/edit';
import { docFromNotation, docFromScenario, type ReadResult } from '../../src/analysis/io';
import { issueText } from '../../src/analysis/messages';
import type { Scenario } from '../../src/engine/scenario';
import { registerModule } from '../../src/engine/registry';
import { countsModule, GOODS_ID } from '../engine/counts-module';

/** A test-only module counting marks per player with no largest count. */
const TALLIES = 'test-tallies';
registerModule(countsModule(TALLIES, { id: 'tallies', type: 'counts', items: ['mark'] }));

const ROOT = join(import.meta.dirname, '..', '..');
const LOCALES = { cs: csAnalysis, en: enAnalysis } as Record<string, Record<string, unknown>>;

function ok(r: EditResult): Setup {
  if (!r.ok) throw new Error(`refused: ${JSON.stringify(r.issue)}`);
  return r.doc;
}
function refused(r: EditResult | ReadResult): Issue {
  if (r.ok) throw new Error('accepted');
  if (!('issue' in r)) throw new Error('no issue');
  return r.issue;
}
function warned(r: ReadResult): Issue {
  if (!r.ok || !r.warnings.length) throw new Error(`no warning: ${JSON.stringify(r)}`);
  return r.warnings[0]!;
}

/** A scenario object as the file reader hands it on (validated shape, any content). */
function scenario(s: Partial<Scenario> & { board: Scenario['board'] }): Scenario {
  return { id: 'x', title: { cs: 'x' }, rules: ['base'], players: ['red', 'blue'], end: false, ...s } as Scenario;
}

/** BASE.D at the start (city north, road west–east). */
const start = () => ok(placeTile(emptySetup(), 'BASE.D', 0, 0, 0));
const startIC = () => ok(placeTile(emptySetup(['base', 'inns-cathedrals']), 'BASE.D', 0, 0, 0));
const game = (d: Setup) => buildSetup(d).game!;
/** A position written in the engine's notation, version 1 (tiles `id.x.y.rotation`). */
const v1 = (tiles: string, current = '') => `1~red_blue~base~${tiles}~~0_0~${current}~0`;

/** One way the board comes to show each issue key (some keys have several). */
const CASES: [key: string, make: () => Issue][] = [
  ['tileUnknown', () => whyNot(game(start()), 'XX.NOPE', 1, 0, 0)!],
  ['tileUnknown', () => refused(docFromScenario(scenario({ board: [{ tile: 'XX.NOPE', at: [0, 0], rotation: 0 }] })))],
  ['tileNotInSets', () => refused(placeTile(emptySetup(), 'IC.A', 0, 0, 0))],
  ['tileNotInSets', () => refused(setCurrent(emptySetup(), 'IC.A'))],
  ['noCopies', () => refused(placeTile(ok(placeTile(emptySetup(), 'BASE.C', 0, 0, 0)), 'BASE.C', 1, 0, 0))],
  ['farAway', () => refused(placeTile(start(), 'BASE.E', 999999, 0, 0))],
  ['cellTaken', () => whyNot(game(start()), 'BASE.E', 0, 0, 0)!],
  ['noNeighbour', () => whyNot(game(start()), 'BASE.E', 5, 5, 0)!],
  ['mismatch', () => whyNot(game(start()), 'BASE.C', 0, 1, 0)!],
  ['mismatchTurn', () => whyNot(game(start()), 'BASE.E', 0, -1, 0)!],
  // a river tile west of the spring: the edges fit, the river would not go on from its open end
  [
    'ruleRefused',
    () => whyNotPlay(game(ok(placeTile(emptySetup(['base', 'river']), 'RIVER.A', 0, 0, 0))), 'RIVER.D', -1, 0, 0)!,
  ],
  ['linkEdges', () => refused(docFromNotation(v1('BASE.D.0.0.0_BASE.E.0.-1.0')))],
  [
    'edges',
    () =>
      refused(
        docFromScenario(
          scenario({
            board: [
              { tile: 'BASE.D', at: [0, 0], rotation: 0 },
              { tile: 'BASE.E', at: [0, -1], rotation: 0 },
            ],
          }),
        ),
      ),
  ],
  [
    'cellTwice',
    () =>
      refused(
        docFromScenario(
          scenario({
            board: [
              { tile: 'BASE.D', at: [0, 0], rotation: 0 },
              { tile: 'BASE.E', at: [0, 0], rotation: 0 },
            ],
          }),
        ),
      ),
  ],
  [
    'locationMissing',
    () =>
      refused(
        docFromScenario(
          scenario({
            board: [{ tile: 'BASE.D', at: [0, 0], rotation: 0, meeples: [{ player: 'red', at: 'C', kind: 'normal' }] }],
          }),
        ),
      ),
  ],
  [
    'figureKind',
    () =>
      refused(
        docFromScenario(
          scenario({
            board: [{ tile: 'BASE.D', at: [0, 0], rotation: 0, meeples: [{ player: 'red', at: 'N', kind: 'large' }] }],
          }),
        ),
      ),
  ],
  ['figureKindGone', () => refused(setModules(ok(addFigure(startIC(), 0, 'N', 'red', 'large')), ['base']))],
  [
    'figureForbidden',
    () =>
      refused(addFigure(ok(placeTile(emptySetup(['base', 'demo']), 'DEMO.03', 0, 0, 0)), 0, 'SSE', 'red', 'normal')),
  ],
  [
    'figureForbidden',
    () =>
      refused(
        docFromScenario(
          scenario({
            rules: ['base', 'demo'],
            board: [
              { tile: 'DEMO.03', at: [0, 0], rotation: 0, meeples: [{ player: 'red', at: 'SSE', kind: 'normal' }] },
            ],
          }),
        ),
      ),
  ],
  ['figureSupply', () => refused(addFigure(ok(addFigure(startIC(), 0, 'N', 'red', 'large')), 0, 'E', 'red', 'large'))],
  [
    'figureOnCompleted',
    () => refused(addFigure(ok(placeTile(start(), 'BASE.E', 0, -1, 180)), 1, 'S', 'red', 'normal')),
  ],
  [
    'figureOnCompleted',
    () =>
      refused(
        docFromScenario(
          scenario({
            board: [
              { tile: 'BASE.D', at: [0, 0], rotation: 0, meeples: [{ player: 'red', at: 'N', kind: 'normal' }] },
              { tile: 'BASE.E', at: [0, -1], rotation: 180 },
            ],
          }),
        ),
      ),
  ],
  ['figureTaken', () => refused(addFigure(ok(addFigure(start(), 0, 'E', 'red', 'normal')), 0, 'W', 'blue', 'normal'))],
  [
    'figureTaken',
    () =>
      refused(
        docFromScenario(
          scenario({
            board: [
              {
                tile: 'BASE.D',
                at: [0, 0],
                rotation: 0,
                meeples: [
                  { player: 'red', at: 'E', kind: 'normal' },
                  { player: 'blue', at: 'W', kind: 'normal' },
                ],
              },
            ],
          }),
        ),
      ),
  ],
  [
    'placeTaken',
    () =>
      refused(
        docFromScenario({
          ...scenario({
            rules: ['base', 'bathhouses'],
            board: [
              { tile: 'BASE.D', at: [0, 0], rotation: 0 },
              { tile: 'BATH.03', at: [1, 0], rotation: 90 },
            ],
          }),
          bathhouses: [
            { at: [1, 0], player: 'red', kind: 'normal' },
            { at: [1, 0], player: 'blue', kind: 'normal' },
          ],
        } as Scenario),
      ),
  ],
  [
    'stateSupply',
    () => {
      let d = ok(placeTile(emptySetup(['base', 'inns-cathedrals', 'bathhouses']), 'BASE.D', 0, 0, 0));
      d = ok(placeTile(d, 'BATH.03', 1, 0, 90));
      d = ok(addFigure(d, 0, 'N', 'red', 'large'));
      return refused(setStateFigure(d, 'bathhouses', 'occupants', 1, 0, { player: 'red', kind: 'large' }));
    },
  ],
  [
    'stateSupply',
    () =>
      refused(
        docFromScenario({
          ...scenario({
            rules: ['base', 'inns-cathedrals', 'bathhouses'],
            board: [
              { tile: 'BASE.D', at: [0, 0], rotation: 0, meeples: [{ player: 'red', at: 'N', kind: 'large' }] },
              { tile: 'BATH.03', at: [1, 0], rotation: 90 },
            ],
          }),
          bathhouses: [{ at: [1, 0], player: 'red', kind: 'large' }],
        } as Scenario),
      ),
  ],
  ['playerUnknown', () => refused(setPlayerToMove(start(), 5))],
  ['moduleUnknown', () => refused(setModules(start(), ['base', 'nope']))],
  [
    'stateRange',
    () => {
      const d = ok(
        setStateValue(ok(setModules(start(), ['base', 'king-robber-baron'])), 'king-robber-baron', 'king', 'red'),
      );
      return refused(setStateValue(d, 'king-robber-baron', 'kingSize', 999));
    },
  ],
  // a counts field: one with a max words its range, one without asks for 0 or more
  [
    'stateRange',
    () =>
      refused(
        setStateCount(
          ok(placeTile(emptySetup(['base', GOODS_ID]), 'BASE.D', 0, 0, 0)),
          GOODS_ID,
          'goods',
          'red',
          'wine',
          99,
        ),
      ),
  ],
  [
    'stateCount',
    () =>
      refused(
        setStateCount(
          ok(placeTile(emptySetup(['base', TALLIES]), 'BASE.D', 0, 0, 0)),
          TALLIES,
          'tallies',
          'red',
          'mark',
          -1,
        ),
      ),
  ],
  [
    'stateRequires',
    () =>
      refused(
        setStateValue(ok(setModules(start(), ['base', 'king-robber-baron'])), 'king-robber-baron', 'kingSize', 1),
      ),
  ],
  [
    'moduleState',
    () =>
      refused(
        docFromScenario({
          ...scenario({ rules: ['base', 'bathhouses'], board: [{ tile: 'BASE.D', at: [0, 0], rotation: 0 }] }),
          bathhouses: [{ at: [0, 0], player: 'red', kind: 'normal' }],
        } as Scenario),
      ),
  ],
  ['invalid', () => problemIssue(start(), { file: 'x', path: 'somewhere', message: '', code: 'no.such.code' })],
  ['noTile', () => refused(removeTile(start(), 9))],
  [
    'islands',
    () => {
      // D and a row of three road tiles east of it: one gap is a cell a tile would fill (allowed), two are not
      let d = start();
      for (const x of [1, 2, 3]) d = ok(placeTile(d, 'BASE.U', x, 0, 90));
      return refused(removeTile(ok(removeTile(d, 1)), 1));
    },
  ],
  ['noFigure', () => refused(removeFigure(start(), 0, 5))],
  ['noOtherRotation', () => refused(rotateTile(ok(placeTile(start(), 'BASE.E', 0, -1, 180)), 1))],
  ['scoreRange', () => refused(setScore(start(), 0, 100000))],
  ['tileNotInModules', () => refused(setModules(ok(placeTile(startIC(), 'IC.A', 1, 0, 0)), ['base']))],
  [
    'tooManyPlayers',
    () => refused(setModules(ok(setPlayers(startIC(), ['red', 'blue', 'green', 'yellow', 'black', 'pink'])), ['base'])),
  ],
  ['colourNotAllowed', () => refused(setPlayers(start(), ['red', 'pink']))],
  ['playerCount', () => refused(setPlayers(start(), ['red']))],
  ['colourTwice', () => refused(setPlayers(start(), ['red', 'red']))],
  [
    'playerHasFigures',
    () => {
      const d = ok(addFigure(ok(setPlayers(start(), ['red', 'blue', 'green'])), 0, 'N', 'green', 'normal'));
      return refused(setPlayers(d, ['red', 'blue']));
    },
  ],
  ['linkEmpty', () => refused(docFromNotation(''))],
  ['linkTooLong', () => refused(docFromNotation('x'.repeat(30000)))],
  ['linkNotNotation', () => refused(docFromNotation('garbage'))],
  ['linkVersion', () => refused(docFromNotation('9~AAAA'))],
  ['linkPart', () => refused(docFromNotation('2~nonsense'))],
  ['linkTile', () => refused(docFromNotation(v1('BASE.D.0.0.0_BASE')))],
  ['linkFigure', () => refused(docFromNotation('1~red_blue~base~BASE.D.0.0.0~0.N~0_0~~0'))],
  [
    'linkTooManyTiles',
    () => refused(docFromNotation(v1(Array.from({ length: 401 }, (_, i) => `BASE.C.${i}.0.0`).join('_')))),
  ],
  ['linkFar', () => refused(docFromNotation(v1('BASE.D.99999.0.0')))],
  ['linkUnknownTile', () => refused(docFromNotation(v1('NOPE.1.0.0.0')))],
  ['linkUnknownCurrent', () => refused(docFromNotation(v1('BASE.D.0.0.0', 'NOPE.1')))],
  ['linkColour', () => refused(docFromNotation('1~red_red~base~~~0_0~~0'))],
  // produced only when reading throws (the app's own literals)
  ['linkBroken', () => ({ key: 'linkBroken' })],
  ['fileBroken', () => ({ key: 'fileBroken' })],
  ['overCount', () => warned(docFromNotation(v1('BASE.C.0.0.0_BASE.C.1.0.0')))],
  ['notInSets', () => warned(docFromScenario(scenario({ board: [{ tile: 'IC.A', at: [0, 0], rotation: 0 }] })))],
  [
    'completesOccupied',
    () => refused(placeTile(ok(addFigure(start(), 0, 'N', 'red', 'normal')), 'BASE.E', 0, -1, 180)),
  ],
  [
    'completesOccupied',
    () => whyNotHere(game(ok(addFigure(start(), 0, 'N', 'red', 'normal'))), 'BASE.E', 0, -1, 0)!, // turned the wrong way
  ],
  [
    'completesOccupied',
    () => {
      // a road closed at both ends: BASE.D's road between two road ends (BASE.U turned)
      let d = ok(placeTile(start(), 'BASE.X', -1, 0, 0));
      d = ok(addFigure(d, 0, 'E', 'blue', 'normal'));
      return refused(placeTile(d, 'BASE.W', 1, 0, 0));
    },
  ],
];

/** The messages of the issue keys in a locale (context variants `key_city` fold into `key`). */
function issueKeys(lang: string): string[] {
  const issues = LOCALES[lang]!.issue as Record<string, string>;
  return [...new Set(Object.keys(issues).map((k) => k.replace(/_(one|few|many|other|city|road|monastery)$/, '')))];
}

const LEFTOVER = /\{\{|\}\}|\$t\(|undefined|NaN|analysis\.|\[object/;

describe('issues the analysis board shows are worded with every parameter', () => {
  it('every issue key has a case here (and a new key needs one)', () => {
    const covered = new Set(CASES.map(([k]) => k));
    for (const lang of ['cs', 'en'])
      expect(
        issueKeys(lang).filter((k) => !covered.has(k)),
        lang,
      ).toEqual([]);
  });

  it('every issue key the code names has its string', () => {
    const dir = join(ROOT, 'src', 'analysis');
    const named = new Set<string>();
    for (const f of readdirSync(dir).filter((n) => n.endsWith('.ts'))) {
      const text = readFileSync(join(dir, f), 'utf8');
      // fail('key', …), { key: 'key' }, key: cond ? 'a' : 'b', fail(cond ? 'a' : 'b', …)
      for (const m of text.matchAll(/\b(?:fail\(|key: )(?:[^,'(){}]*\? )?'(\w+)'(?: : '(\w+)')?/g))
        for (const k of m.slice(1)) if (k) named.add(k);
    }
    expect(named.size).toBeGreaterThan(30);
    for (const lang of ['cs', 'en']) {
      const keys = new Set(issueKeys(lang));
      expect(
        [...named].filter((k) => !keys.has(k)),
        lang,
      ).toEqual([]);
    }
  });

  for (const [i, [key, make]] of CASES.entries()) {
    it(`${key} (${i})`, () => {
      const issue = make();
      expect(issue.key).toBe(key);
      for (const lang of ['cs', 'en']) {
        const t = getT(lang);
        const text = issueText(issue, t);
        expect(text, `${lang}: ${JSON.stringify(issue)}`).not.toMatch(LEFTOVER);
        if (key !== 'invalid') expect(text, lang).not.toBe(t('analysis.issue.invalid', { path: '' }));
        // no tile ids or board coordinates for readers
        expect(text, lang).not.toMatch(/\b(?:BASE|IC|BATH|DEMO)\.[A-Z0-9]/);
        expect(text, lang).not.toMatch(/\[\s*-?\d+\s*,\s*-?\d+\s*\]/);
      }
    });
  }

  it('completing an occupied city says what would happen and where to play it', () => {
    const issue = CASES.find(([k]) => k === 'completesOccupied')![1]();
    expect(issueText(issue, getT('cs'))).toBe(
      'Kartička E by tu (hned severně od startovní kartičky) dokončila obsazené město: město by se hned vyhodnotilo a figurky z něj by se vrátily hráčům. Takový tah zahrajte v režimu „Hrát podle pravidel“.',
    );
    expect(issueText(issue, getT('en'))).toContain('would complete an occupied city');
    expect(issueText(issue, getT('en'))).toContain('“Play by the rules”');
  });
});

// ---- the board's own strings --------------------------------------------------------------

/** The text of the call's arguments from the `(` at `open` to its matching `)`. */
function callArgs(src: string, open: number): string {
  let depth = 0;
  let quote: string | null = null;
  for (let i = open; i < src.length; i++) {
    const c = src[i]!;
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
      continue;
    }
    if (c === "'" || c === '"' || c === '`') quote = c;
    else if (c === '(' || c === '{' || c === '[') depth++;
    else if (c === ')' || c === '}' || c === ']') {
      depth--;
      if (depth === 0) return src.slice(open + 1, i);
    }
  }
  throw new Error('unbalanced call');
}

/** Splits at commas outside brackets and strings. */
function topLevel(text: string, sep = ','): string[] {
  const out: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
      continue;
    }
    if (c === "'" || c === '"' || c === '`') quote = c;
    else if ('({['.includes(c)) depth++;
    else if (')}]'.includes(c)) depth--;
    else if (c === sep && depth === 0) {
      out.push(text.slice(from, i));
      from = i + 1;
    }
  }
  out.push(text.slice(from));
  return out.map((s) => s.trim()).filter(Boolean);
}

/** The values a key template in the board's modules takes (`players.${k}` over the table's columns); others: any key. */
const TEMPLATES: Record<string, string[]> = {
  '`players.${k}`': ['player', 'score', 'toMove', 'supply', 'final', 'total'],
  '`state.${a}`': ['king', 'robber'],
};

/** Parameters passed by spreads and whole objects named in the board's modules (kept in step with them). */
const KNOWN: Record<string, string[]> = {
  's.ghost': ['x', 'y', 'rotation'],
  h: ['x', 'y', 'tile', 'value'],
};

/** The parameter names an argument passes: the keys of its object literals (both branches of a `?:`). */
function passed(arg: string | undefined): Set<string> {
  const out = new Set<string>();
  if (!arg) return out;
  if (KNOWN[arg]) return new Set(KNOWN[arg]);
  const objects: string[] = [];
  let depth = 0;
  let from = -1;
  let quote: string | null = null;
  for (let i = 0; i < arg.length; i++) {
    const c = arg[i]!;
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
      continue;
    }
    if (c === "'" || c === '"' || c === '`') quote = c;
    else if (c === '{') {
      if (depth === 0) from = i;
      depth++;
    } else if (c === '}') {
      depth--;
      if (depth === 0) objects.push(arg.slice(from + 1, i));
    }
  }
  if (!objects.length && !/^undefined$/.test(arg)) throw new Error(`unknown parameters: ${arg}`);
  for (const o of objects)
    for (const entry of topLevel(o)) {
      if (entry.startsWith('...')) {
        const known = KNOWN[entry.slice(3).trim()];
        if (!known) throw new Error(`unknown spread: ${entry}`);
        known.forEach((k) => out.add(k));
      } else out.add(/^['"]?([\w$]+)['"]?/.exec(entry)![1]!);
    }
  return out;
}

/** Strings of a dotted key in a locale object, with its plural and context variants. */
function strings(locale: Record<string, unknown>, key: RegExp): { key: string; text: string }[] {
  const out: { key: string; text: string }[] = [];
  const walk = (o: Record<string, unknown>, prefix: string) => {
    for (const [k, v] of Object.entries(o)) {
      const full = prefix + k;
      if (v && typeof v === 'object') walk(v as Record<string, unknown>, `${full}.`);
      else if (key.test(full.replace(/_(one|few|many|other|touch)$/, ''))) out.push({ key: full, text: String(v) });
    }
  };
  walk(locale, '');
  return out;
}

describe("the analysis board's own strings get every parameter they name", () => {
  const dir = join(ROOT, 'src', 'analysis');
  const calls = readdirSync(dir)
    .filter((f) => f.endsWith('.ts'))
    .flatMap((f) => {
      const src = readFileSync(join(dir, f), 'utf8');
      return [...src.matchAll(/\b(?:this|page)\.a\(/g)].map((m) => {
        const args = topLevel(callArgs(src, m.index! + m[0].length - 1));
        const line = `${f}:${src.slice(0, m.index).split('\n').length}`;
        return { line, args };
      });
    });

  it('finds the calls', () => expect(calls.length).toBeGreaterThan(60));

  for (const lang of ['cs', 'en']) {
    it(`${lang}: each key exists and each placeholder is passed`, () => {
      const problems: string[] = [];
      for (const { line, args } of calls) {
        const first = args[0]!;
        const dots = (k: string) => k.replace(/\./g, '\\.');
        const key = first.startsWith("'")
          ? new RegExp(`^${dots(first.slice(1, -1))}$`)
          : TEMPLATES[first]
            ? new RegExp(`^${dots(first.slice(1, first.indexOf('$')))}(?:${TEMPLATES[first]!.join('|')})$`)
            : new RegExp(`^${dots(first.slice(1, -1)).replace(/\$\{[^}]+\}/g, '[\\w-]+')}$`);
        const found = strings(LOCALES[lang]!, key);
        if (!found.length) problems.push(`line ${line}: no string for ${first}`);
        const given = passed(args[1]);
        if (given.has('x') && given.has('y')) given.add('place');
        if (given.has('ox') && given.has('oy')) given.add('otherPlace');
        for (const { key: k, text } of found) {
          if (/_(one|few|many|other)$/.test(k) && !given.has('count')) problems.push(`line ${line}: ${k} needs count`);
          for (const [, name] of text.matchAll(/\{\{\s*([\w.]+)/g)) {
            if (!given.has(name!.split('.')[0]!)) problems.push(`line ${line}: ${k} names {{${name}}}, not passed`);
          }
        }
      }
      expect(problems).toEqual([]);
    });
  }
});
