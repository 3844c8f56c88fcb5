/**
 * What a setup screen and a move list choose among, for free play and the scoring trainer:
 * the rule sets a dealt game can be played with, and a move by its place in
 * `Game.legalMoves()` (free play's records and links keep moves as these indices). The seats
 * a game of some modules has are {@link seatLimits} (game.ts, the rule `Game.create` checks).
 */
import type { Game } from './game.js';
import { getModule, moduleIds } from './registry.js';
import { tileDef } from './tileset.js';
import type { Move } from './types.js';

/**
 * How many tiles of a module's sets have no known layout (the engine marks a tile whose
 * layout nobody has published `known: false`; a game cannot deal a pile with gaps).
 * @returns the number of unknown tiles (0: a dealt game can be played; also 0 for an unknown id)
 */
export function unknownTiles(id: string): number {
  const m = getModule(id);
  if (!m) return 0;
  let n = 0;
  for (const s of m.tileSets ?? []) for (const t of s.tiles) if (tileDef(t.id)?.known === false) n++;
  return n;
}

/**
 * Every registered module in the engine's order (`modules/index.ts`), with its count of
 * unknown tiles ({@link unknownTiles}: setup screens offer those disabled) and whether it is
 * a game of its own (`standalone`, offered instead of the base game).
 */
export function moduleChoices(): { id: string; unknown: number; standalone: boolean }[] {
  return moduleIds().map((id) => ({ id, unknown: unknownTiles(id), standalone: !!getModule(id)!.standalone }));
}

/**
 * The index of `move` among `game.legalMoves()`, compared as data after
 * `Game.canonicalMove` (so a move spelling out a default choice is found), or -1.
 */
export function moveIndex(game: Game, move: Move): number {
  const key = JSON.stringify(game.canonicalMove(move));
  return game.legalMoves().findIndex((m) => JSON.stringify(m) === key);
}
