/**
 * Free play with `base,abbot`: the computer players play seeded whole games to the end with
 * legal moves only, put their abbots on monasteries and gardens, and take them back early
 * (Abbot rule 3) when their look-ahead finds it pays.
 */
import { describe, expect, it } from 'vitest';
import { chooseMove } from '../../../src/engine/bots.js';
import type { Game } from '../../../src/engine/game.js';
import { replay, playIndex, type GameRecord } from '../../../src/play/record.js';

function fresh(seed: number): Game {
  const rec: GameRecord = {
    modules: ['base', 'abbot'],
    seats: ['red', 'blue'].map((colour) => ({ colour, kind: 'advanced', name: '' })),
    seed,
    moves: [],
  };
  const r = replay(rec);
  if ('key' in r) throw new Error(r.key);
  return r.game;
}

describe('computer players with the abbot', () => {
  it('play whole games: abbots on monasteries and gardens, taken back early, scored at the end', () => {
    const seen = { placed: 0, onGarden: 0, recalls: 0, recallPoints: 0, gardenScored: 0 };
    for (const seed of [1, 2]) {
      const g = fresh(seed);
      while (!g.ended) {
        const tile = g.current!;
        const i = chooseMove(g, 'advanced', { seed, budgetMs: 60, width: 8 });
        const move = g.legalMoves()[i]!;
        const before = g.events.length;
        expect(playIndex(g, i)).not.toBeNull();
        if (move.figure?.kind === 'abbot') {
          seen.placed++;
          if (tile.endsWith('-garden')) seen.onGarden++;
        }
        if (move.actions?.some((a) => a.module === 'abbot' && a.type === 'recall')) {
          seen.recalls++;
          const e = g.events.slice(before).find((x) => x.modifiers.some((m) => m.id === 'recall'))!;
          expect(e.figures?.map((f) => f.kind)).toEqual(['abbot']);
          seen.recallPoints += e.points;
        }
      }
      expect(g.pile).toHaveLength(0);
      seen.gardenScored += g.events.filter(
        (e) => e.modifiers.some((m) => m.id === 'garden') && e.receivers.length,
      ).length;
      // every abbot is back in the supply or on the board once the game is over
      for (let p = 0; p < 2; p++) {
        const onBoard = g.board
          .allGroups()
          .flatMap((gr) => gr.figures)
          .filter((f) => f.player === p && f.kind === 'abbot').length;
        expect(g.available(p, 'abbot') + onBoard).toBe(1);
      }
    }
    expect(seen.placed).toBeGreaterThan(0);
    expect(seen.onGarden).toBeGreaterThan(0);
    expect(seen.recalls).toBeGreaterThan(0);
    expect(seen.recallPoints).toBeGreaterThanOrEqual(seen.recalls * 2); // never for its own tile alone
    expect(seen.gardenScored).toBeGreaterThan(0);
  }, 120_000);
});
