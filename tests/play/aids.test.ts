/**
 * Free play's hint (src/play/aids.ts `bestMoves`) and the move list's marks (src/play/moves.ts):
 * the hint ranks every legal move without touching the game; each player's last tile of the
 * round is the one the replay placed.
 */
import { describe, expect, it } from 'vitest';
import { chooseMove, pointsSince } from '../../src/engine/index.js';
import { bestMoves } from '../../src/play/aids.js';
import { positionAt, roundMarks } from '../../src/play/moves.js';
import { replay, type GameRecord } from '../../src/play/record.js';

function record(n: number, seed: number): GameRecord {
  const rec: GameRecord = {
    modules: ['base', 'inns-cathedrals'],
    seats: [
      { colour: 'red', kind: 'person', name: '' },
      { colour: 'blue', kind: 'advanced', name: '' },
      { colour: 'green', kind: 'beginner', name: '' },
    ],
    seed,
    moves: [],
  };
  for (let i = 0; i < n; i++) {
    const r = replay(rec);
    if ('key' in r) throw new Error(r.key);
    rec.moves.push(chooseMove(r.game, 'beginner', { seed: i }));
  }
  return rec;
}

describe('free-play aids', () => {
  it('the hint ranks every legal move by its gain over the best other player, and leaves the game as it was', () => {
    for (const seed of [1, 2, 3]) {
      const g = positionAt(record(14, seed), 13)!;
      const before = { scores: [...g.scores], moves: g.history.length, tile: g.current };
      const all = bestMoves(g, Infinity);
      expect(all.length).toBe(g.legalMoves().length);
      for (let i = 1; i < all.length; i++) expect(all[i - 1]!.lead).toBeGreaterThanOrEqual(all[i]!.lead);
      // the first move's gain is what playing it gives
      const copy = g.copy();
      const start = [...copy.scores];
      copy.apply(all[0]!.move);
      expect(pointsSince(copy, start)[g.players[g.player]!]).toBe(all[0]!.gain);
      expect({ scores: g.scores, moves: g.history.length, tile: g.current }).toEqual(before);
      expect(bestMoves(g)).toHaveLength(Math.min(3, all.length));
    }
  });

  it("each player's last tile of the round is marked once, from the replay's log", () => {
    const rec = record(7, 4);
    const r = replay(rec);
    if ('key' in r) throw new Error(r.key);
    const marks = roundMarks(r.log, 3, 6);
    expect(marks.map((m) => `${m.x},${m.y}`)).toEqual(
      [4, 5, 6].reverse().map((i) => `${r.log[i]!.move.x},${r.log[i]!.move.y}`),
    );
    expect(new Set(marks.map((m) => m.color)).size).toBe(3);
    expect(roundMarks(r.log, 3, -1)).toEqual([]);
  });
});
