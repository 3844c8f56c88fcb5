/**
 * The `counts` field of a module's position state (a whole number per player per item,
 * module.ts `CountsStateField`), proved with a module that exists only here
 * (./counts-module.ts: goods tokens per player): the core's check refuses a colour not
 * playing, an unknown item, a negative, fractional or too large count with the value's
 * path (`goods.red.wine`); values round-trip through the module's `set` / `get`, its
 * scenario fields and the position notation (both versions), zeros and players holding
 * nothing left out; the helpers that rename or list colours see the counts.
 */
import { describe, expect, it } from 'vitest';
import {
  describeError,
  Game,
  isEngineError,
  notationOf,
  packNotation,
  positionOf,
  readNotation,
} from '../../src/engine/index.js';
import type { StateValues } from '../../src/engine/module.js';
import {
  checkState,
  compactState,
  putState,
  recolourState,
  scenarioStateFields,
  stateColours,
  stateOf,
} from '../../src/engine/module-state.js';
import { GOODS, GOODS_ID, goodsModule } from './counts-module.js';

/** A two-player position of base and the test module: the start tile alone, red to move. */
function game(players = ['red', 'blue']): Game {
  const g = readNotation(`2~${players.join('_')}~${GOODS_ID}~BASE.D~0.0.00~~${players.map(() => 0).join('_')}~0`);
  if (isEngineError(g)) throw new Error(`${g.code} ${g.path}`);
  return g;
}

const codes = (v: unknown) =>
  checkState(game(), GOODS_ID, goodsModule.state!.fields, v as StateValues).map((e) => `${e.code} ${e.path}`);

describe('the core check of a counts field', () => {
  it('accepts whole numbers from 0 to max of listed items, for playing colours', () => {
    expect(codes({ goods: { red: { wine: 2, cloth: 9 }, blue: { grain: 0 } } })).toEqual([]);
    expect(codes({ goods: {} })).toEqual([]);
    expect(codes({})).toEqual([]);
  });

  it('refuses a colour not playing, an unknown item, a count out of range or not whole, each at its path', () => {
    expect(codes({ goods: { pink: { wine: 1 } } })).toEqual(['player.unknown goods.pink']);
    expect(codes({ goods: { red: { silk: 1 } } })).toEqual(['state.invalid goods.red.silk']);
    expect(codes({ goods: { red: { wine: -1 } } })).toEqual(['state.invalid goods.red.wine']);
    expect(codes({ goods: { red: { wine: 1.5 } } })).toEqual(['state.invalid goods.red.wine']);
    expect(codes({ goods: { red: { wine: 10 } } })).toEqual(['state.invalid goods.red.wine']);
    expect(codes({ goods: { red: { wine: '2' } } })).toEqual(['state.invalid goods.red.wine']);
    expect(codes({ goods: { red: { wine: 1, grain: 99 }, blue: { cloth: -2 } } })).toEqual([
      'state.invalid goods.red.grain',
      'state.invalid goods.blue.cloth',
    ]);
    expect(codes({ goods: { red: 3 } })).toEqual(['state.invalid goods.red']);
    expect(codes({ goods: [] })).toEqual(['state.invalid goods']);
    expect(codes({ goods: 'all' })).toEqual(['state.invalid goods']);
  });

  it('words its refusals', () => {
    const [range] = checkState(game(), GOODS_ID, [GOODS], { goods: { red: { wine: 10 } } });
    expect(range!.params).toMatchObject({ reason: 'range', field: 'goods', min: 0, max: 9, value: 10 });
    expect(describeError(range!)).toBe('must be a whole number from 0 to 9');
    const [item] = checkState(game(), GOODS_ID, [GOODS], { goods: { red: { silk: 1 } } });
    expect(describeError(item!)).toBe('goods counts no item silk');
    // without a max: any whole number from 0
    const open = { ...GOODS, max: undefined };
    expect(checkState(game(), GOODS_ID, [open], { goods: { red: { wine: 1e6 } } })).toEqual([]);
    const [neg] = checkState(game(), GOODS_ID, [open], { goods: { red: { wine: -1 } } });
    expect(describeError(neg!)).toBe('must be a whole number of at least 0');
  });
});

describe('counts round-trip', () => {
  const values: StateValues = { goods: { red: { wine: 2, cloth: 1 }, blue: { grain: 3 } } };

  it('through the module’s set and get, zeros and players with nothing left out', () => {
    const g = game();
    expect(goodsModule.state!.get(g)).toEqual({});
    expect(putState(g, goodsModule, { values, path: (p) => p })).toEqual([]);
    expect(goodsModule.state!.get(g)).toEqual(values);
    expect(stateOf(g)).toEqual({ [GOODS_ID]: values });
    const h = game();
    putState(h, goodsModule, { values: { goods: { red: { wine: 0 }, blue: { grain: 3, cloth: 0 } } }, path: (p) => p });
    expect(goodsModule.state!.get(h)).toEqual({ goods: { blue: { grain: 3 } } });
    expect(compactState({ goods: { red: { wine: 0 } } })).toEqual({});
  });

  it('refused values change nothing and carry the source’s path', () => {
    const g = game();
    const errors = putState(g, goodsModule, { values: { goods: { red: { wine: 12 } } }, path: (p) => `file.${p}` });
    expect(errors.map((e) => `${e.code} ${e.path}`)).toEqual(['state.invalid file.goods.red.wine']);
    expect(goodsModule.state!.get(g)).toEqual({});
  });

  it('through the scenario fields, as a file holds them', () => {
    const g = game();
    putState(g, goodsModule, { values, path: (p) => p });
    const file = JSON.parse(JSON.stringify(scenarioStateFields(g.modules, stateOf(g)))) as Record<string, unknown>;
    expect(file).toEqual({ goods: values.goods });
    const again = game();
    expect(putState(again, goodsModule, goodsModule.state!.scenario.read(file))).toEqual([]);
    expect(goodsModule.state!.get(again)).toEqual(values);
  });

  it('through the position notation, version 2 and packed', () => {
    const g = game(['red', 'blue', 'green']);
    putState(g, goodsModule, { values, path: (p) => p });
    const text = notationOf(g);
    expect(text).toContain(`${GOODS_ID}.0-2-0-1.1-0-3-0`);
    for (const t of [text, packNotation(positionOf(g))]) {
      const back = readNotation(t);
      if (isEngineError(back)) throw new Error(`${back.code} ${back.path}`);
      expect(goodsModule.state!.get(back)).toEqual(values);
      expect(notationOf(back)).toBe(text);
    }
    // nothing held: nothing written
    expect(notationOf(game())).not.toContain(`${GOODS_ID}.`);
  });

  it('a count the core refuses in the notation is reported at the module state item', () => {
    const g = game();
    putState(g, goodsModule, { values, path: (p) => p });
    const text = notationOf(g);
    const bad = (entry: string) => {
      const r = readNotation(text.replace('0-2-0-1', entry));
      return isEngineError(r) ? `${r.code} ${r.path}` : 'accepted';
    };
    expect(bad('0-9-0-1')).toBe('accepted');
    expect(bad('0-12-0-1')).toBe('state.invalid modules[0].state[0].wine');
    expect(bad('5-1-0-1')).toBe('player.unknown modules[0].state[0].player');
    expect(bad('0-1-0')).toBe('notation.invalid modules[0].state[0]');
  });
});

describe('colours in counts', () => {
  it('are listed when they hold something and renamed with the players', () => {
    const v: StateValues = { goods: { red: { wine: 2 }, blue: { grain: 0 } } };
    expect(stateColours([GOODS], v)).toEqual(['red']);
    expect(recolourState([GOODS], v, (c) => (c === 'red' ? 'green' : c))).toEqual({
      goods: { green: { wine: 2 }, blue: { grain: 0 } },
    });
  });
});
