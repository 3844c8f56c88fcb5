/**
 * The expert computer player (src/engine/bots.ts, level `expert`): it chooses among the
 * engine's legal moves without changing the game, repeats its choice for a seed when the
 * number of samples (not the clock) ends its search, never reads the hidden order of the
 * draw pile, and compares the advanced level's best moves (with one candidate it is the
 * advanced level).
 */
import { describe, expect, it } from 'vitest';
import { chooseMove, type BotOptions } from '../../src/engine/bots.js';
import { notationOf } from '../../src/engine/notation.js';
import { seededRandom } from '../../src/engine/random.js';
import { playIndex, replay } from '../../src/play/record.js';
import type { Game } from '../../src/engine/game.js';

const MODS = ['base', 'inns-cathedrals', 'king-robber-baron', 'bathhouses'];
/** A search ended by its sample count alone (the clock never stops it). */
const FIXED: BotOptions = { samples: 3, candidates: 4, depth: 2, playoutWidth: 2, budgetMs: 1e9 };

/** A game of `n` players after `moves` turns of the beginner (seeded). */
function position(modules: string[], seed: number, moves: number, n = 2): Game {
  const colours = ['red', 'blue', 'green', 'yellow'];
  const r = replay({
    modules,
    seats: colours.slice(0, n).map((colour) => ({ colour, kind: 'expert', name: '' })),
    seed,
    moves: [],
  });
  if ('key' in r) throw new Error(r.key);
  for (let i = 0; i < moves && !r.game.ended; i++) playIndex(r.game, chooseMove(r.game, 'beginner', { seed: i }));
  return r.game;
}

describe('expert bot', () => {
  it('plays legal moves and leaves the game as it was (all playable modules, 3 players)', () => {
    const g = position(MODS, 21, 0, 3);
    for (let turn = 0; turn < 12 && !g.ended; turn++) {
      const before = notationOf(g);
      const pile = [...g.pile];
      const n = g.legalMoves().length;
      const i = chooseMove(g, 'expert', { ...FIXED, seed: turn });
      expect(notationOf(g)).toBe(before);
      expect(g.pile).toEqual(pile);
      expect(i).toBeGreaterThanOrEqual(0);
      expect(i).toBeLessThan(n);
      expect(playIndex(g, i)).not.toBeNull();
    }
    expect(g.turn).toBe(12);
  }, 60_000);

  it('repeats its choice for the same seed and position', () => {
    for (const [mods, seed, at] of [
      [['base'], 3, 10],
      [MODS, 4, 25],
    ] as const) {
      const g = position([...mods], seed, at);
      const a = chooseMove(g, 'expert', { ...FIXED, seed: 9 });
      expect(chooseMove(g.copy(), 'expert', { ...FIXED, seed: 9 })).toBe(a);
    }
  }, 60_000);

  it('does not read the order of the draw pile, only the tiles left', () => {
    let compared = 0;
    for (const seed of [5, 6, 7]) {
      const g = position(['base'], seed, 8 + seed);
      const h = g.copy();
      // the same tiles left in another order: another game for the engine, the same for the bot
      const random = seededRandom(seed);
      for (let i = h.pile.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [h.pile[i], h.pile[j]] = [h.pile[j]!, h.pile[i]!];
      }
      expect(h.pile).not.toEqual(g.pile);
      expect([...h.pile].sort()).toEqual([...g.pile].sort());
      expect(chooseMove(h, 'expert', { ...FIXED, seed: 1 })).toBe(chooseMove(g, 'expert', { ...FIXED, seed: 1 }));
      compared++;
    }
    expect(compared).toBe(3);
  }, 60_000);

  it('with a single candidate it plays the advanced move', () => {
    for (let k = 0; k < 6; k++) {
      const g = position(k % 2 ? MODS : ['base'], 30 + k, 6 + 3 * k);
      const advanced = chooseMove(g, 'advanced', { seed: k, budgetMs: 1e9 });
      expect(chooseMove(g, 'expert', { seed: k, budgetMs: 1e9, candidates: 1 })).toBe(advanced);
    }
  }, 60_000);
});
