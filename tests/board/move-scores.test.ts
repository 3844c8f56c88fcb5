/**
 * The board kit's scored moves (src/board/turn/move-scores.ts), which the analysis board's table
 * and free play's hint both read: the same moves, the same points, the same ranking.
 */
import { describe, expect, it } from 'vitest';
import { chooseMove, Game, pointsSince } from '../../src/engine/index.js';
import { bestMoves, eachMoveScore, moveLead } from '../../src/board/turn/move-scores';
import { setupOfGame } from '../../src/engine/index';
import { moveScores, sortMoves } from '../../src/analysis/scoring';
import { bestMoves as hint } from '../../src/play/aids';

/** A three-player game with Inns & Cathedrals and Bathhouses after `n` moves of the beginner. */
function gameAfter(n: number, seed: number): Game {
  const g = Game.create({
    players: ['red', 'blue', 'green'],
    modules: ['base', 'inns-cathedrals', 'bathhouses'],
    seed,
  });
  if (!(g instanceof Game)) throw new Error(g.code);
  for (let i = 0; i < n && g.current; i++) g.apply(g.legalMoves()[chooseMove(g, 'beginner', { seed: i })]!);
  return g;
}

describe('scored moves of the tile in hand', () => {
  it('every legal move once, with the points playing it gives, the game untouched', () => {
    for (const seed of [3, 9]) {
      const g = gameAfter(20, seed);
      const before = JSON.stringify([g.scores, g.history.length, g.current]);
      const all = [...eachMoveScore(g)];
      expect(all.map((m) => m.move)).toEqual(g.legalMoves());
      for (const m of all.slice(0, 25)) {
        const copy = g.copy();
        const start = [...copy.scores];
        copy.apply(m.move);
        expect(m.points).toEqual(pointsSince(copy, start));
      }
      expect(JSON.stringify([g.scores, g.history.length, g.current])).toBe(before);
    }
  });

  it('the analysis table and the free-play hint rank alike: by the lead, then the mover points', () => {
    for (const seed of [1, 5, 11]) {
      const g = gameAfter(24, seed);
      const mover = g.players[g.player]!;
      const ranked = bestMoves(g, Infinity);
      for (let i = 1; i < ranked.length; i++) {
        const [a, b] = [ranked[i - 1]!, ranked[i]!];
        const la = moveLead(a.points, mover);
        const lb = moveLead(b.points, mover);
        expect(la > lb || (la === lb && (a.points[mover] ?? 0) >= (b.points[mover] ?? 0))).toBe(true);
      }
      // the hint is the kit's ranking; the analysis board's "lead" column orders by the same lead
      expect(hint(g, 3).map((h) => h.move)).toEqual(ranked.slice(0, 3).map((m) => m.move));
      const table = sortMoves(moveScores(setupOfGame(g)), { by: 'lead' }, mover);
      expect(moveLead(table[0]!.points, mover)).toBe(moveLead(ranked[0]!.points, mover));
    }
  });

  it('a lead is the mover points minus the best other player, a loss of the others counted', () => {
    expect(moveLead({ red: 4, blue: 1, green: 3 }, 'red')).toBe(1);
    expect(moveLead({ red: 0, blue: -5 }, 'red')).toBe(5);
    expect(moveLead({ red: 2 }, 'red')).toBe(2);
  });
});
