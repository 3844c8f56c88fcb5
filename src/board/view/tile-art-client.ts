/**
 * Drawings of tiles for boards in the browser, taken from the files the build writes
 * (src/pages/kresby-karticek/) instead of computed on the reader's machine: the analysis
 * board, free play and the trainer wait for the tiles they show first. Worked examples
 * use the same files through their bootstrap (src/board/view/art-prefetch.ts).
 */
// these boards draw any tile of the box or the pile: the code that computes a drawing comes along
import '../../art/tile-build';
import { isDrawable } from '../../art/sets';
import { tileDef } from '../../engine/core';
import { fetchTileArt } from './art-prefetch';
import { takeArt } from './art-cache';

export { takeArt };

/**
 * Takes the drawings the build made of the tiles a board shows (src/board/view/art-prefetch.ts),
 * so drawing them only turns them: resolves once those of `now` have arrived (or failed:
 * those tiles are computed when drawn), and takes those of `later` (the tiles still to
 * come) whenever they arrive. Never rejects.
 * @param now ids of the tiles to draw first (on the board, in hand)
 * @param later ids of tiles that may be drawn later
 */
export async function prepareArt(now: Iterable<string>, later: Iterable<string> = []): Promise<void> {
  const drawable = (ids: Iterable<string>) => [...ids].filter((id) => isDrawable(tileDef(id)));
  const first = drawable(now);
  void fetchTileArt(drawable(later).filter((id) => !first.includes(id))).then(takeArt);
  takeArt(await fetchTileArt(first));
}
