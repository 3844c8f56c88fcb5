/**
 * Tile drawings for the live board, computed once per tile and rotation (src/art/tile.ts),
 * or taken from the build's files (src/board/tile-art-client.ts) so the board only turns them.
 */
import '../engine/modules/art';
import { tileArt, type TileArt } from '../art/tile';
import { type KnownTileDef, type Location, tileDef } from '../engine';

const artCache = new Map<string, TileArt | null>();

/** The drawing of a tile at a rotation in degrees (cached), or null when it cannot be drawn. */
export function artOf(id: string, rotation: number): TileArt | null {
  const key = `${id}@${rotation}`;
  if (!artCache.has(key)) {
    const def = tileDef(id);
    artCache.set(key, def && def.known && def.landTile !== false ? tileArt(def as KnownTileDef, rotation) : null);
  }
  return artCache.get(key)!;
}

/** Computes and caches the drawing of a tile at a rotation (no PixiJS work), e.g. while the browser is idle. */
export function warmArt(id: string, rotation: number): void {
  artOf(id, rotation);
}

/** Takes drawings the build made (art-prefetch.ts), so the board only turns those tiles. */
export { takeArt } from './tile-art-client';

/** Where a figure at `at` stands on a tile drawing (tile units). */
export function anchorOf(id: string, rotation: number, at: Location): [number, number] {
  const a = artOf(id, rotation)?.anchors[at];
  return a ? [a[0], a[1]] : [50, 50];
}
