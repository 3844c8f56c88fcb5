/**
 * Why a trainer answer is wrong (src/trainer/slips.ts): the reader's numbers against the
 * engine's score events name the likely slip — a tile counted twice or left out, a pennant
 * missed, a bonus missed, completed and incomplete rates (or a rule's rate) confused, a line
 * left out, the points given to the wrong player, a tie's second winner forgotten.
 */
import { describe, expect, it } from 'vitest';
import { slipsOf } from '../../src/trainer/slips.js';
import { generateQuestion, isQuestionProblem, trainerExpansions } from '../../src/trainer/generate.js';
import type { ScoreEvent } from '../../src/engine/types.js';

const P = ['red', 'blue'];

function feature(o: Partial<ScoreEvent> & { formula: ScoreEvent['formula'] }): ScoreEvent {
  const f = o.formula!;
  const points = f.zero
    ? 0
    : (o.tiles ?? 0) * f.perTile + (o.pennants ?? 0) * f.perPennant + (o.cities ?? 0) * f.perCity + f.bonus;
  return {
    type: 'feature',
    phase: 'turn',
    feature: 'city',
    completed: true,
    modifiers: [],
    receivers: ['red'],
    points,
    ...o,
  };
}
const rates = (perTile: number, perPennant = 0, extra: Partial<NonNullable<ScoreEvent['formula']>> = {}) => ({
  perTile,
  perPennant,
  perCity: 0,
  bonus: 0,
  zero: false,
  ...extra,
});
/** A completed city of 3 tiles and 1 pennant for red: 8 points. */
const city = feature({ tiles: 3, pennants: 1, formula: rates(2, 2) });

function slipKeys(events: ScoreEvent[], given: Record<string, number>): string[] {
  const expected: Record<string, number> = { red: 0, blue: 0 };
  for (const e of events) for (const r of e.receivers) expected[r]! += e.points;
  return slipsOf(events, P, given, expected).map((s) => `${s.player}:${s.key}`);
}

describe('slipsOf', () => {
  it('a right answer has no slip, nor a number no single slip explains', () => {
    expect(city.points).toBe(8);
    expect(slipKeys([city], { red: 8, blue: 0 })).toEqual([]);
    expect(slipKeys([city], { red: 5, blue: 0 })).toEqual([]);
  });
  it('a tile counted twice or left out: one tile’s points more or fewer', () => {
    expect(slipKeys([city], { red: 10, blue: 0 })).toEqual(['red:tileTwice']);
    const road = feature({ feature: 'road', tiles: 4, formula: rates(1) });
    expect(slipKeys([road], { red: 3, blue: 0 })).toEqual(['red:tileMissed']);
  });
  it('a pennant missed (before a tile missed: both are 2 in a completed city), one or all of them', () => {
    expect(slipKeys([city], { red: 6, blue: 0 })).toEqual(['red:pennantMissed']);
    const two = feature({ tiles: 5, pennants: 2, formula: rates(2, 2) });
    const s = slipsOf([two], P, { red: 10, blue: 0 }, { red: 14, blue: 0 });
    expect(s).toEqual([{ key: 'pennantMissed', player: 'red', event: 0, diff: -4, pennants: 2 }]);
  });
  it('completed and incomplete rates confused, and a rule’s rate ignored', () => {
    // a completed city counted 1 per tile and pennant
    expect(slipsOf([city], P, { red: 4, blue: 0 }, { red: 8, blue: 0 })[0]).toMatchObject({
      key: 'rate',
      used: 1,
      right: 2,
      unit: 'tile',
    });
    // an incomplete city at final scoring counted as a completed one
    const open = feature({ completed: false, phase: 'final', tiles: 3, pennants: 1, formula: rates(1, 1) });
    expect(slipsOf([open], P, { red: 8, blue: 0 }, { red: 4, blue: 0 })[0]).toMatchObject({
      key: 'rate',
      used: 2,
      right: 1,
    });
    // a rule that scores an incomplete feature 0 (points 0, still its receiver) ignored
    const zero = feature({ feature: 'road', completed: false, tiles: 4, formula: rates(1, 0, { zero: true }) });
    expect(zero.points).toBe(0);
    expect(slipsOf([zero], P, { red: 4, blue: 0 }, { red: 0, blue: 0 })[0]).toMatchObject({
      key: 'rate',
      used: 1,
      right: 0,
    });
    // a rule's higher rate (3 per tile and pennant) counted as 2
    const high = feature({ tiles: 4, pennants: 1, formula: rates(3, 3) });
    expect(slipsOf([high], P, { red: 10, blue: 0 }, { red: 15, blue: 0 })[0]).toMatchObject({
      key: 'rate',
      used: 2,
      right: 3,
    });
    // a field counted 4 per completed city
    const field = feature({ feature: 'field', cities: 2, formula: { ...rates(0), perCity: 3 } });
    expect(slipsOf([field], P, { red: 8, blue: 0 }, { red: 6, blue: 0 })[0]).toMatchObject({
      key: 'rate',
      used: 4,
      unit: 'city',
    });
  });
  it('a bonus missed, a line left out, a line that pays someone else counted', () => {
    const bath = feature({ feature: 'road', tiles: 3, formula: rates(1, 0, { bonus: 4 }) });
    expect(slipKeys([bath], { red: 3, blue: 0 })).toEqual(['red:bonusMissed']);
    const road = feature({ feature: 'road', tiles: 5, formula: rates(1) });
    expect(slipKeys([city, road], { red: 8, blue: 0 })).toEqual(['red:lineMissed']);
    const payment: ScoreEvent = {
      type: 'payment',
      phase: 'turn',
      modifiers: [],
      receivers: ['blue'],
      points: -3,
      module: 'm',
    };
    expect(slipKeys([city, payment], { red: 8, blue: 0 })).toEqual(['blue:lineMissed']);
    expect(slipKeys([city, road], { red: 13, blue: 8 })).toEqual(['blue:notReceiver']);
  });
  it("a follower's owner wrong: the points given to the other player explain both numbers", () => {
    const s = slipsOf([city], P, { red: 0, blue: 8 }, { red: 8, blue: 0 });
    expect(s).toEqual([
      { key: 'owner', player: 'red', event: 0, diff: -8, other: 'blue' },
      { key: 'owner', player: 'blue', event: 0, diff: 8, other: 'red' },
    ]);
  });
  it("a tie: both players get the feature's full points, neither forgotten nor divided", () => {
    const tie = { ...city, receivers: ['red', 'blue'] };
    expect(slipKeys([tie], { red: 8, blue: 0 })).toEqual(['blue:tieMissed']);
    expect(slipKeys([tie], { red: 4, blue: 4 })).toEqual(['red:tieSplit', 'blue:tieSplit']);
  });
});

describe('slipsOf on the engine’s own events', () => {
  it('one tile more for a receiver of a scored feature reads as a tile counted twice; its pennant left out as a pennant missed', () => {
    let tiles = 0;
    let pennants = 0;
    for (const m of trainerExpansions().filter((x) => x.unknown === 0))
      for (const kind of ['move', 'final'] as const)
        for (let seed = 0; seed < 8; seed++) {
          const q = generateQuestion({ expansion: m.id, kind, seed });
          if (isQuestionProblem(q)) throw new Error(q.key);
          q.events.forEach((e, i) => {
            const f = e.formula;
            if (!f || f.zero || !e.points) return;
            // the only event of its only receiver, so that no other line explains the number
            const r = e.receivers[0]!;
            if (e.receivers.length > 1 || q.events.filter((x) => x.receivers.includes(r)).length > 1) return;
            if (f.perTile > 0) {
              const given = { ...q.expected, [r]: q.expected[r]! + f.perTile };
              expect(slipsOf(q.events, q.players, given, q.expected)).toEqual([
                { key: 'tileTwice', player: r, event: i, diff: f.perTile },
              ]);
              tiles++;
            }
            if ((e.pennants ?? 0) > 0 && f.perPennant > 0) {
              const given = { ...q.expected, [r]: q.expected[r]! - f.perPennant };
              expect(slipsOf(q.events, q.players, given, q.expected)[0]).toMatchObject({
                key: 'pennantMissed',
                player: r,
                event: i,
              });
              pennants++;
            }
          });
        }
    expect(tiles).toBeGreaterThan(15);
    expect(pennants).toBeGreaterThan(3);
  }, 60_000);
});
