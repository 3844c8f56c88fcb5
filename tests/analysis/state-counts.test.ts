/**
 * A counts field of a module's position state on the analysis board, with the test-only
 * goods module (tests/engine/counts-module.ts): `setStateCount` sets one player's count
 * of one item (refusing a player not playing, an unknown item, a count that is not a whole
 * number from 0 to the field's max), the engine gets the counts, links carry them, the
 * text listing words them, and a seat holding something may not go away.
 */
import { describe, expect, it } from 'vitest';
import { buildSetup, emptySetup, type Setup } from '../../src/engine/index';
import { placeTile, setPlayers, setStateCount, type EditResult } from '../../src/analysis/edit';
import { docFromNotation } from '../../src/analysis/io';
import { notationOfSetup } from '../../src/engine/index';
import { positionLines } from '../../src/analysis/describe';
import { getT } from '../../src/i18n';
import { GOODS_ID, goodsModule } from '../engine/counts-module';

function ok(r: EditResult): Setup {
  if (!r.ok) throw new Error(`refused: ${JSON.stringify(r.issue)}`);
  return r.doc;
}
const refused = (r: EditResult) => (r.ok ? 'accepted' : r.issue.key);

function position(): Setup {
  return ok(placeTile(emptySetup(['base', GOODS_ID], ['red', 'blue', 'green']), 'BASE.D', 0, 0, 0));
}

describe('editing a counts field', () => {
  it('sets one count at a time; zero leaves it out; the engine, links and the text listing see it', () => {
    let d = position();
    d = ok(setStateCount(d, GOODS_ID, 'goods', 'red', 'wine', 2));
    d = ok(setStateCount(d, GOODS_ID, 'goods', 'blue', 'cloth', 3));
    d = ok(setStateCount(d, GOODS_ID, 'goods', 'red', 'grain', 1));
    expect(d.state).toEqual({ [GOODS_ID]: { goods: { red: { wine: 2, grain: 1 }, blue: { cloth: 3 } } } });
    expect(goodsModule.state!.get(buildSetup(d).game!)).toEqual(d.state[GOODS_ID]);

    const n = notationOfSetup(d);
    expect(n).toContain(`${GOODS_ID}.0-2-1-0.1-0-0-3`);
    const back = docFromNotation(n);
    if (!back.ok) throw new Error(JSON.stringify(back.issue));
    expect(back.doc.state).toEqual(d.state);

    // the text listing: the field's label, each player with what it holds
    const line = positionLines(d, getT('en')).find((l) => l.includes('wine'));
    expect(line).toMatch(/Red \(.*wine.* 2, .*grain.* 1\); Blue \(.*cloth.* 3\)\.$/);

    d = ok(setStateCount(d, GOODS_ID, 'goods', 'red', 'wine', 0));
    d = ok(setStateCount(d, GOODS_ID, 'goods', 'red', 'grain', 0));
    expect(d.state).toEqual({ [GOODS_ID]: { goods: { blue: { cloth: 3 } } } });
    d = ok(setStateCount(d, GOODS_ID, 'goods', 'blue', 'cloth', 0));
    expect(d.state).toEqual({});
  });

  it('refuses with a reason', () => {
    const d = position();
    expect(refused(setStateCount(d, GOODS_ID, 'goods', 'pink', 'wine', 1))).toBe('playerUnknown');
    expect(refused(setStateCount(d, GOODS_ID, 'goods', 'red', 'silk', 1))).toBe('moduleUnknown');
    expect(refused(setStateCount(d, GOODS_ID, 'nothing', 'red', 'wine', 1))).toBe('moduleUnknown');
    expect(refused(setStateCount(d, GOODS_ID, 'goods', 'red', 'wine', 10))).toBe('stateRange');
    expect(refused(setStateCount(d, GOODS_ID, 'goods', 'red', 'wine', -1))).toBe('stateRange');
    expect(refused(setStateCount(d, GOODS_ID, 'goods', 'red', 'wine', 1.5))).toBe('stateRange');
    expect(refused(setStateCount(d, GOODS_ID, 'goods', 'red', 'wine', NaN))).toBe('stateRange');
    expect(refused(setStateCount(emptySetup(), GOODS_ID, 'goods', 'red', 'wine', 1))).toBe('moduleUnknown');
  });

  it('a seat holding something may not go away; seats swapped take their counts along', () => {
    const d = ok(setStateCount(position(), GOODS_ID, 'goods', 'green', 'wine', 4));
    expect(refused(setPlayers(d, ['red', 'blue']))).toBe('playerHasFigures');
    const swapped = ok(setPlayers(d, ['green', 'blue', 'red']));
    expect(swapped.state).toEqual({ [GOODS_ID]: { goods: { red: { wine: 4 } } } });
  });
});
