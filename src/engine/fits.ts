/**
 * "What fits here?": which tile kinds can be laid on one cell of a board, and in
 * how many distinct rotations (the question players ask about a "dead" spot).
 * Displays (the analysis board, free play) pass the tile kinds still in the box;
 * the rule is the board's own edge check ({@link Board.fits}).
 */
import type { Board } from './board.js';
import type { Rotation } from './locations.js';
import { getTile } from './tileset.js';

/** One tile kind that fits a cell. */
export interface FittingTile {
  /** Tile id, e.g. `BASE.D`. */
  id: string;
  /**
   * The rotations (degrees clockwise) it fits in, one per distinct placement: a
   * rotation that looks the same as an earlier one (a symmetric tile,
   * `CompiledTile.distinctTurns`) is not counted again. Never empty.
   */
  rotations: Rotation[];
}

/**
 * The tile kinds of `tileIds` that fit the empty cell `[x, y]` of `board`, each
 * with its distinct fitting rotations, in the order of `tileIds` (a repeated id
 * is listed once). A tile fits when every side meets a neighbour's side of the
 * same kind (city, road, field) and it touches at least one tile; on an empty
 * board nothing touches, so every kind fits `[0, 0]` in each distinct rotation
 * and nothing fits elsewhere. Ids that cannot be placed (unknown, layout not
 * known, not a land tile) are skipped; an occupied cell gives an empty list.
 * Never throws.
 * @param board the board (not changed)
 * @param x column, growing to the east
 * @param y row, growing to the south
 * @param tileIds candidate tile kinds, e.g. those with copies left
 */
export function fittingTiles(board: Board, x: number, y: number, tileIds: Iterable<string>): FittingTile[] {
  const out: FittingTile[] = [];
  const seen = new Set<string>();
  const empty = board.tiles.length === 0;
  if (empty ? x !== 0 || y !== 0 : board.at(x, y)) return out;
  for (const id of tileIds) {
    if (seen.has(id)) continue;
    seen.add(id);
    const t = getTile(id);
    if (!t) continue;
    const rotations = t.distinctTurns.filter((q) => empty || board.fits(t, x, y, q)).map((q) => (q * 90) as Rotation);
    if (rotations.length) out.push({ id, rotations });
  }
  return out;
}
