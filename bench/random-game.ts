/** A full random game: legal moves generated, one chosen at random, final scoring at the end. */
import { Game, isEngineError, type Move } from '../src/engine/index.js';

/** Small deterministic RNG for choosing moves (separate from the game's own RNG). */
export function lcg(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

/**
 * How a random game picks its moves: `complete` draws one of `legalMoves()`;
 * `two-step` draws one of `placements()`, then one of the moves at that
 * placement (`legalMovesAt`), as a caller that shows placements first does.
 */
export type MovePath = 'complete' | 'two-step';

/** Play one random full game; returns the finished game. Throws on an engine error. */
export function randomGame(
  seed: number,
  players: string[] = ['red', 'blue'],
  modules: string[] = ['base'],
  path: MovePath = 'complete',
): Game {
  const g = Game.create({ players, modules, seed });
  if (isEngineError(g)) throw new Error(g.code);
  const rnd = lcg(seed ^ 0x9e3779b9);
  while (!g.ended) {
    let move: Move | undefined;
    if (path === 'complete') {
      const moves = g.legalMoves();
      move = moves[Math.floor(rnd() * moves.length)];
    } else {
      const places = g.placements();
      const p = places[Math.floor(rnd() * places.length)];
      const moves = p ? g.legalMovesAt(p) : [];
      move = moves[Math.floor(rnd() * moves.length)];
    }
    if (!move) throw new Error('no legal move while the game is running');
    const r = g.apply(move);
    if (isEngineError(r)) throw new Error(`${r.code} ${r.path}`);
  }
  return g;
}
