/**
 * The modules' position state (`RuleModule.state`, module-state.ts): each module's
 * declared state round-trips through the position notation and through a scenario
 * file, from hand-made positions and from random games; values the core's check
 * refuses give an error whose path names the field, in the values, in a scenario file
 * and in the notation; every field is worded in both languages.
 */
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import {
  ALL_MODULES,
  Game,
  buildPosition,
  describeError,
  isEngineError,
  locationName,
  notationOf,
  readNotation,
  type RuleModule,
} from '../../src/engine/index.js';
import { loadScenario } from '../../src/engine/loader.js';
import type { StateValues } from '../../src/engine/module.js';
import { checkState, putState, scenarioStateFields, stateOf } from '../../src/engine/module-state.js';
import { getT, LANGS } from '../../src/i18n';
import { playUntil } from './notation-helpers.js';

const WITH_STATE = ALL_MODULES.filter((m) => m.state);
const mod = (id: string) => ALL_MODULES.find((m) => m.id === id)!;

type Board = { tile: string; at: [number, number]; rotation: number; meeples?: unknown[] }[];

/** A position for each module with state: its rules, a board and values to put on it. */
const FIXTURES: Record<
  string,
  { rules: string[]; board: Board; cases: { values: StateValues; expected: StateValues }[] }
> = {
  'king-robber-baron': {
    rules: ['base', 'king-robber-baron'],
    // a completed 2-tile city, no completed road
    board: [
      { tile: 'BASE.E', at: [0, 0], rotation: 0 },
      { tile: 'BASE.E', at: [0, -1], rotation: 180 },
      { tile: 'BASE.U', at: [1, -1], rotation: 0 },
    ],
    cases: [
      {
        values: { king: 'blue', kingSize: 3, robber: 'red', robberSize: 4 },
        expected: { king: 'blue', kingSize: 3, robber: 'red', robberSize: 4 },
      },
      // without a size the record is the largest completed city (road) on the board (at least 1)
      {
        values: { king: 'red', robber: 'blue' },
        expected: { king: 'red', kingSize: 2, robber: 'blue', robberSize: 1 },
      },
      { values: {}, expected: {} },
    ],
  },
  bathhouses: {
    rules: ['base', 'inns-cathedrals', 'bathhouses'],
    board: [
      { tile: 'BASE.D', at: [0, 0], rotation: 0 },
      { tile: 'BATH.03', at: [1, 0], rotation: 90 },
      { tile: 'BATH.05', at: [0, -1], rotation: 180 },
    ],
    cases: [
      {
        values: {
          occupants: [
            { at: [0, -1], player: 'blue', kind: 'large' },
            { at: [1, 0], player: 'red', kind: 'normal' },
          ],
        },
        // north to south, west to east
        expected: {
          occupants: [
            { at: [0, -1], player: 'blue', kind: 'large' },
            { at: [1, 0], player: 'red', kind: 'normal' },
          ],
        },
      },
      { values: { occupants: [] }, expected: {} },
    ],
  },
  'traders-builders': {
    rules: ['base', 'traders-builders'],
    board: [{ tile: 'BASE.E', at: [0, 0], rotation: 0 }],
    cases: [
      {
        values: { goods: { blue: { grain: 1, cloth: 3 }, red: { wine: 2, grain: 0 } } },
        // zeros and players holding nothing are left out
        expected: { goods: { blue: { grain: 1, cloth: 3 }, red: { wine: 2 } } },
      },
      { values: { goods: { red: { wine: 0 } } }, expected: {} },
    ],
  },
};

/** A scenario file of a board and one module's values (its own `scenario.write`), loaded and built. */
function built(m: RuleModule, rules: string[], board: Board, values: StateValues): Game {
  const file = {
    id: 't',
    title: { cs: 't' },
    rules,
    players: ['red', 'blue'],
    board,
    ...m.state!.scenario.write(values),
  };
  const r = loadScenario(stringify(file), 't.yaml');
  if (!r.ok) throw new Error(r.problems.map((p) => `${p.path}: ${p.message}`).join('; '));
  const g = buildPosition(r.scenario, 't.yaml', []);
  if (!g) throw new Error('not built');
  return g;
}

describe('position state declarations', () => {
  it('the modules with position state, each with a fixture here', () => {
    expect(WITH_STATE.map((m) => m.id).sort()).toEqual(Object.keys(FIXTURES).sort());
  });
  for (const m of WITH_STATE) {
    it(`${m.id}: unique field ids, no separate notation hook, requires names a field`, () => {
      const ids = m.state!.fields.map((f) => f.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(m.notation).toBeUndefined();
      for (const f of m.state!.fields) if (f.type === 'number' && f.requires) expect(ids).toContain(f.requires);
    });
    it(`${m.id}: every field is worded in both languages`, () => {
      for (const lang of LANGS) {
        const t = getT(lang);
        for (const f of m.state!.fields) {
          const parts = [
            'label',
            ...(f.type === 'number' && f.optional ? ['auto'] : []),
            ...(f.type === 'figures' ? ['place', 'here', 'none'] : []),
            ...(f.type === 'counts' ? f.items.map((item) => `item.${item}`) : []),
          ];
          for (const part of parts) {
            const key = `${m.id}:state.${f.id}.${part}`;
            const text = t(key, { defaultValue: '', data: { value: 3 }, tile: 'x', place: 'y' });
            expect(text, `${lang} ${key}`).not.toBe('');
            expect(text, `${lang} ${key}`).not.toMatch(/\{\{/);
          }
        }
      }
    });
  }
});

describe('each module’s position state round-trips through the scenario file and the notation', () => {
  for (const m of WITH_STATE) {
    const fx = FIXTURES[m.id]!;
    fx.cases.forEach(({ values, expected }, i) => {
      it(`${m.id} case ${i + 1}`, () => {
        const g = built(m, fx.rules, fx.board, values);
        expect(m.state!.get(g)).toEqual(expected);
        // the notation: written, read back, the same values and the same text
        const text = notationOf(g);
        const back = readNotation(text);
        if (isEngineError(back)) throw new Error(`${back.code} ${back.path}`);
        expect(m.state!.get(back)).toEqual(m.state!.get(g));
        expect(notationOf(back)).toBe(text);
        // the scenario file written from what the game holds gives the same game
        const again = built(m, fx.rules, fx.board, m.state!.get(g));
        expect(m.state!.get(again)).toEqual(m.state!.get(g));
        expect(notationOf(again)).toBe(text);
        // all modules at once: what scenarioStateFields writes is what stateOf read
        expect(scenarioStateFields(g.modules, stateOf(g))).toEqual(m.state!.scenario.write(m.state!.get(g)));
      });
    });
  }

  it('random games of every module with state: values survive the notation and the scenario file', () => {
    let seen = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const modules = [
        'base',
        'inns-cathedrals',
        'king-robber-baron',
        'anniversary-20',
        'bathhouses',
        'traders-builders',
      ];
      const players = ['red', 'blue', 'green'].slice(0, 2 + (seed % 2));
      const { game } = playUntil({ players, modules, seed }, (_, h) => h.length >= 25 + seed * 3);
      const state = stateOf(game);
      seen += Object.keys(state).length;
      const back = readNotation(notationOf(game));
      if (isEngineError(back)) throw new Error(`${back.code} ${back.path}`);
      expect(stateOf(back)).toEqual(state);
      // the board as a scenario file, with the modules' own fields
      const meeples = new Map<number, { player: string; at: string; kind: string }[]>();
      for (const f of game.figuresOnBoard()) {
        const list = meeples.get(f.tile) ?? [];
        list.push({ player: game.players[f.player]!, at: locationName(f.loc), kind: f.kind });
        meeples.set(f.tile, list);
      }
      const file = {
        id: 'r',
        title: { cs: 'r' },
        rules: modules,
        players,
        board: game.board.tiles.map((p) => ({
          tile: p.tile.id,
          at: [p.x, p.y],
          rotation: p.q * 90,
          ...(meeples.has(p.index) ? { meeples: meeples.get(p.index) } : {}),
        })),
        ...scenarioStateFields(game.modules, state),
      };
      const r = loadScenario(stringify(file), 'r.yaml');
      if (!r.ok) throw new Error(r.problems.map((p) => `${p.path}: ${p.message}`).join('; '));
      const g2 = buildPosition(r.scenario, 'r.yaml', [])!;
      expect(stateOf(g2)).toEqual(state);
    }
    expect(seen).toBeGreaterThan(3);
  });
});

describe('invalid values are refused, the error naming the field', () => {
  const krb = mod('king-robber-baron');
  const bath = mod('bathhouses');
  const krbGame = () => built(krb, FIXTURES['king-robber-baron']!.rules, FIXTURES['king-robber-baron']!.board, {});
  const bathGame = () => built(bath, FIXTURES.bathhouses!.rules, FIXTURES.bathhouses!.board, {});
  const codes = (g: Game, m: RuleModule, v: unknown) =>
    checkState(g, m.id, m.state!.fields, v as StateValues).map((e) => `${e.code} ${e.path}`);

  it('the core check: unknown field, colour not playing, number out of range or alone, wrong types', () => {
    const g = krbGame();
    expect(codes(g, krb, { king: 'red', kingSize: 2 })).toEqual([]);
    expect(codes(g, krb, { queen: 'red' })).toEqual(['state.invalid queen']);
    expect(codes(g, krb, { king: 'green' })).toEqual(['player.unknown king']);
    expect(codes(g, krb, { king: 7 })).toEqual(['state.invalid king']);
    expect(codes(g, krb, { king: 'red', kingSize: 0 })).toEqual(['state.invalid kingSize']);
    expect(codes(g, krb, { king: 'red', kingSize: 2.5 })).toEqual(['state.invalid kingSize']);
    expect(codes(g, krb, { king: 'red', kingSize: 10_000 })).toEqual(['state.invalid kingSize']);
    expect(codes(g, krb, { robberSize: 3 })).toEqual(['state.invalid robberSize']);
    const range = checkState(g, krb.id, krb.state!.fields, { king: 'red', kingSize: 0 })[0]!;
    expect(range.params).toMatchObject({ reason: 'range', field: 'kingSize', min: 1 });
    expect(describeError(range)).toMatch(/^must be a whole number from 1 to \d+$/);
    expect(codes(g, krb, 'red')).toEqual(['state.invalid ']);
  });

  it('the core check: figures at no place, of a player not playing, an unknown kind, twice at a place, beyond the supply', () => {
    const g = bathGame();
    const fig = (at: [number, number], player = 'red', kind = 'normal') => ({ at, player, kind });
    expect(codes(g, bath, { occupants: [fig([1, 0]), fig([0, -1], 'blue', 'large')] })).toEqual([]);
    expect(codes(g, bath, { occupants: [fig([0, 0])] })).toEqual(['state.invalid occupants[0].at']);
    expect(codes(g, bath, { occupants: [fig([1, 0], 'green')] })).toEqual(['player.unknown occupants[0].player']);
    expect(codes(g, bath, { occupants: [fig([1, 0], 'red', 'giant')] })).toEqual(['figure.kind occupants[0].kind']);
    expect(codes(g, bath, { occupants: [fig([1, 0]), fig([1, 0], 'blue')] })).toEqual([
      'figure.occupied occupants[1].at',
    ]);
    expect(codes(g, bath, { occupants: [fig([1, 0], 'red', 'large'), fig([0, -1], 'red', 'large')] })).toEqual([
      'figure.supply occupants[1].kind',
    ]);
    expect(codes(g, bath, { occupants: [{ at: 'here' }] })).toEqual(['state.invalid occupants[0].at']);
    expect(codes(g, bath, { occupants: 'all' })).toEqual(['state.invalid occupants']);
    const place = checkState(g, bath.id, bath.state!.fields, { occupants: [fig([0, 0])] })[0]!;
    expect(describeError(place)).toBe('no bathhouse at [0, 0]');
    // refused values change nothing
    expect(putState(g, bath, { values: { occupants: [fig([0, 0])] }, path: (p) => p })).toHaveLength(1);
    expect(bath.state!.get(g)).toEqual({});
  });

  const problems = (m: RuleModule, rules: string[], board: Board, fields: Record<string, unknown>) => {
    const file = { id: 't', title: { cs: 't' }, rules, players: ['red', 'blue'], board, ...fields };
    const r = loadScenario(stringify(file), 't.yaml');
    return r.ok ? [] : r.problems.map((p) => `${p.path}: ${p.message}`);
  };

  it('in a scenario file: the path of the file field', () => {
    const k = FIXTURES['king-robber-baron']!;
    expect(problems(krb, k.rules, k.board, { awards: { king: 'green' } })).toEqual([
      'awards.king: player green is not playing',
    ]);
    expect(problems(krb, k.rules, k.board, { awards: { robber: { player: 'green', size: 2 } } })).toEqual([
      'awards.robber.player: player green is not playing',
    ]);
    expect(problems(krb, k.rules, k.board, { awards: { king: { player: 'red', size: 5000 } } })[0]).toMatch(
      /^awards\.king\.size: must be a whole number from 1 to \d+$/,
    );
    const b = FIXTURES.bathhouses!;
    expect(problems(bath, b.rules, b.board, { bathhouses: [{ at: [0, 0], player: 'red' }] })).toEqual([
      'bathhouses[0].at: no bathhouse at [0, 0]',
    ]);
    expect(
      problems(bath, b.rules, b.board, {
        bathhouses: [
          { at: [1, 0], player: 'red' },
          { at: [1, 0], player: 'blue' },
        ],
      }),
    ).toEqual(['bathhouses[1].at: the feature at 1, 0 is already occupied']);
  });

  it('in the notation: the path of the module state item', () => {
    const k = built(krb, FIXTURES['king-robber-baron']!.rules, FIXTURES['king-robber-baron']!.board, { king: 'red' });
    const text = notationOf(k);
    expect(text).toContain('king-robber-baron.k0-2');
    const bad = (t: string) => {
      const r = readNotation(text.replace('k0-2', t));
      return isEngineError(r) ? `${r.code} ${r.path}` : 'accepted';
    };
    expect(bad('k0-3')).toBe('accepted');
    expect(bad('k5-3')).toBe('player.unknown modules[0].state[0].player');
    expect(bad('k0-99999')).toBe('state.invalid modules[0].state[0].size');
    expect(bad('k0-3.q1')).toBe('notation.invalid modules[0].state[1]');
  });
});
