/**
 * The tile sets the art knows, straight from the engine's tile data (the sets
 * every registered rule module brings), and a lookup of tile definitions by id.
 */
import { ALL_MODULES, getTile, type KnownTileDef, type TileDef, type TileSetDef } from '../engine/index.js';

/** Every tile set, in the order of the engine's module list (DESIGN 1.2). */
export const TILE_SETS: readonly TileSetDef[] = ALL_MODULES.flatMap((m) => m.tileSets ?? []);

const byId = new Map<string, TileDef>();
for (const s of TILE_SETS) for (const t of s.tiles) byId.set(t.id, t);

/** A tile set by its id (`BASE`, `IC`, …), or undefined. */
export function tileSet(id: string): TileSetDef | undefined {
  return TILE_SETS.find((s) => s.id === id);
}

/**
 * Any tile definition by id (known or unknown), or undefined: a tile of the sets, or a
 * variant a module makes of one (`KnownTileDef.variantOf`, e.g. a copy showing a garden),
 * which lies in no set but is drawn like any tile.
 */
export function tileDef(id: string): TileDef | undefined {
  return byId.get(id) ?? getTile(id)?.def;
}

/** True for a tile whose layout is known and which lies on the table (not an award tile). */
export function isDrawable(t: TileDef | undefined): t is KnownTileDef {
  return !!t && t.known && t.landTile !== false;
}

/** True for a plainly labelled stand-in tile (`attrs.illustrative`, id with `.example-`). */
export function isIllustrative(t: TileDef): boolean {
  return !!t.attrs?.['illustrative'] || t.id.includes('.example-');
}
