/** A full random game: legal moves generated, one chosen at random, final scoring at the end. */
import { Game, isEngineError } from '../src/engine/index.js';

/** Small deterministic RNG for choosing moves (separate from the game's own RNG). */
export function lcg(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

/** Play one random full game; returns the finished game. Throws on an engine error. */
export function randomGame(seed: number, players: string[] = ['red', 'blue'], modules: string[] = ['base']): Game {
  const g = Game.create({ players, modules, seed });
  if (isEngineError(g)) throw new Error(g.code);
  const rnd = lcg(seed ^ 0x9e3779b9);
  while (!g.ended) {
    const moves = g.legalMoves();
    if (!moves.length) throw new Error('no legal move while the game is running');
    const r = g.apply(moves[Math.floor(rnd() * moves.length)]!);
    if (isEngineError(r)) throw new Error(`${r.code} ${r.path}`);
  }
  return g;
}
