/**
 * The whole base box in free play (issue "The base box complete"): computer players finish a
 * game with `base,river,abbot`; the river is laid first, the abbot is used, and the game's
 * link (the free-play record as the address writes it) replays to the same totals.
 */
import { describe, expect, it } from 'vitest';
import { chooseMove } from '../../src/engine/bots.js';
import { Game } from '../../src/engine/index.js';
import { isProblem, recordFromQuery, recordQuery, replay, type GameRecord } from '../../src/play/record';

describe('free play with the whole base box', () => {
  it.each([3, 8])('seed %i: computers finish base,river,abbot; the link replays to the same totals', (seed) => {
    const rec: GameRecord = {
      modules: ['base', 'river', 'abbot'],
      seats: [
        { colour: 'red', kind: 'advanced', name: '' },
        { colour: 'blue', kind: 'beginner', name: '' },
      ],
      seed,
      moves: [],
    };
    const g = Game.create({ players: ['red', 'blue'], modules: rec.modules, seed }) as Game;
    let abbots = 0;
    while (!g.ended) {
      const i = chooseMove(g, rec.seats[g.player]!.kind as 'advanced' | 'beginner', {
        seed: seed * 7 + rec.moves.length,
      });
      const move = g.legalMoves()[i]!;
      if (move.figure?.kind === 'abbot' || move.actions?.some((a) => (a as { module?: string }).module === 'abbot'))
        abbots++;
      expect(g.apply(move)).not.toHaveProperty('code');
      rec.moves.push(i);
    }
    const tiles = g.board.tiles.map((t) => t.tile.id);
    // the spring first, every river tile before any other
    expect(tiles[0]).toBe('RIVER.A');
    const river = tiles.filter((id) => id.startsWith('RIVER.'));
    expect(tiles.slice(0, river.length)).toEqual(river);
    expect(river.length).toBeGreaterThanOrEqual(10);
    expect(abbots, 'the computer players placed or took back an abbot').toBeGreaterThan(0);
    const back = recordFromQuery(`?${recordQuery(rec)}`);
    expect(isProblem(back) || back === null).toBe(false);
    const replayed = replay(back as GameRecord);
    expect('game' in replayed).toBe(true);
    const r = (replayed as { game: Game }).game;
    expect(r.ended).toBe(true);
    expect(r.scores).toEqual(g.scores);
  });
});
