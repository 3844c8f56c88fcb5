/**
 * Tile drawings for the live board, computed once per tile and rotation (src/art/tile.ts),
 * or taken from the build's files (src/board/view/tile-art-client.ts) so the board only turns them.
 */
import { hasTileArt, primeTileArt, tileArt, type TileArt } from '../../art/tile';
import { isDrawable } from '../../art/sets';
import { type KnownTileDef, type Location, tileDef } from '../../engine/core';

const artCache = new Map<string, TileArt | null>();

/** The drawing of a tile at a rotation in degrees (cached), or null when it cannot be drawn. */
export function artOf(id: string, rotation: number): TileArt | null {
  const key = `${id}@${rotation}`;
  if (!artCache.has(key)) {
    const def = tileDef(id);
    // a tile of a set not loaded yet (modules/lazy.ts) is not remembered as undrawable
    if (!def) return null;
    artCache.set(key, def.known && def.landTile !== false ? tileArt(def as KnownTileDef, rotation) : null);
  }
  return artCache.get(key)!;
}

/**
 * Computes and caches the drawing of a tile at a rotation (no PixiJS work), e.g. while the
 * browser is idle; nothing when its drawing is neither taken nor computable yet.
 */
export function warmArt(id: string, rotation: number): void {
  if (hasTileArt(id)) artOf(id, rotation);
}

/**
 * Takes drawings the build made (art-prefetch.ts), so the board only turns those tiles (data
 * of the wrong shape is left out and its tile computed when drawn).
 * @param fetched `{ id, art }` per tile, the JSON of `tileArtData`
 */
export function takeArt(fetched: readonly { id: string; art: unknown }[]): void {
  for (const f of fetched) primeTileArt(f.id, f.art);
}

/**
 * Makes sure every drawable tile of `ids` can be drawn: when one has no drawing from the
 * build's files, loads the code that computes drawings (src/art/tile-build.ts) first. A board
 * that shows only tiles whose files arrived never loads it. Never rejects.
 */
export async function ensureArt(ids: Iterable<string>): Promise<void> {
  const missing = [...ids].some((id) => isDrawable(tileDef(id)) && !hasTileArt(id));
  if (!missing) return;
  try {
    await import('../../art/tile-build');
  } catch (err) {
    console.warn('tile drawings could not be loaded', err);
  }
}

/** Where a figure at `at` stands on a tile drawing (tile units). */
export function anchorOf(id: string, rotation: number, at: Location): [number, number] {
  const a = artOf(id, rotation)?.anchors[at];
  return a ? [a[0], a[1]] : [50, 50];
}
