/**
 * Free play's computer players (src/engine/bots.ts): every move they choose is one of the
 * engine's legal moves, the beginner repeats itself for a seed, and the advanced level beats
 * the beginner on a small sample of two-player games.
 */
import { describe, expect, it } from 'vitest';
import { chooseMove, type BotLevel } from '../../src/engine/bots.js';
import { notationOf } from '../../src/engine/notation.js';
import { playIndex, replay, type GameRecord } from '../../src/play/record.js';
import type { Game } from '../../src/engine/game.js';

const MODS = ['base', 'inns-cathedrals', 'king-robber-baron', 'bathhouses'];

function fresh(modules: string[], seed: number, n = 2): Game {
  const colours = ['red', 'blue', 'green', 'yellow', 'black', 'pink'];
  const rec: GameRecord = {
    modules,
    seats: colours.slice(0, n).map((colour) => ({ colour, kind: 'advanced', name: '' })),
    seed,
    moves: [],
  };
  const r = replay(rec);
  if ('key' in r) throw new Error(r.key);
  return r.game;
}

/** Plays a whole game with the given levels per seat; returns the game. */
function play(game: Game, levels: BotLevel[], seed: number): Game {
  while (!game.ended) {
    const before = notationOf(game);
    const n = game.legalMoves().length;
    const i = chooseMove(game, levels[game.player]!, { seed });
    expect(notationOf(game)).toBe(before); // choosing changes nothing
    expect(i).toBeGreaterThanOrEqual(0);
    expect(i).toBeLessThan(n);
    expect(playIndex(game, i)).not.toBeNull();
  }
  return game;
}

describe('bots', () => {
  it('both levels play whole games with legal moves only (all playable modules, 3 players)', () => {
    const g = play(fresh(MODS, 3, 3), ['beginner', 'advanced', 'beginner'], 5);
    expect(g.ended).toBe(true);
    expect(g.pile.length).toBe(0);
  }, 60_000); // a whole all-module game with look-ahead: seconds, more on a loaded machine

  it('the beginner repeats its choice for the same seed and position', () => {
    const g = fresh(['base'], 9);
    const a = chooseMove(g, 'beginner', { seed: 4 });
    expect(chooseMove(g.copy(), 'beginner', { seed: 4 })).toBe(a);
    const seen = new Set([1, 2, 3, 5, 6, 7, 8].map((s) => chooseMove(g, 'beginner', { seed: s })));
    expect(seen.size).toBeGreaterThan(1); // it is random, not the first move every time
  });

  it('a copy of a game is the same position', () => {
    const g = play(fresh(MODS, 11), ['beginner', 'beginner'], 2);
    const h = fresh(MODS, 11);
    for (const m of g.history.slice(0, 20)) h.apply(m);
    expect(notationOf(h.copy())).toBe(notationOf(h));
  });

  it('the advanced level beats the beginner in at least 9 of 10 games', () => {
    let wins = 0;
    for (let i = 0; i < 10; i++) {
      const advanced = i % 2; // seat of the advanced bot: first and second in turn
      const levels: BotLevel[] = advanced ? ['beginner', 'advanced'] : ['advanced', 'beginner'];
      const g = play(fresh(i < 5 ? ['base'] : MODS, 200 + i), levels, i);
      if (g.scores[advanced]! > g.scores[1 - advanced]!) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(9);
  }, 60_000);
});
