/**
 * The tile sets the art knows, straight from the engine's tile data (the sets
 * every registered rule module brings), and a lookup of tile definitions by id.
 * Both read the engine's registry when called: a worked example registers only
 * its own sets (src/engine/modules/lazy.ts), the apps and the build every set.
 */
import {
  getModule,
  moduleIds,
  tileDef as registeredTile,
  type KnownTileDef,
  type TileDef,
  type TileSetDef,
} from '../engine/core.js';

/** Every tile set of the registered modules, in the engine's module order (DESIGN 1.2). */
export function tileSets(): TileSetDef[] {
  return moduleIds().flatMap((id) => getModule(id)?.tileSets ?? []);
}

/** A tile set of a registered module by its id (`BASE`, `IC`, …), or undefined. */
export function tileSet(id: string): TileSetDef | undefined {
  return tileSets().find((s) => s.id === id);
}

/**
 * Any registered tile definition by id (known or unknown), or undefined: a tile of the sets,
 * or a variant a module makes of one (`KnownTileDef.variantOf`, e.g. a copy showing a garden),
 * which lies in no set but is drawn like any tile.
 */
export function tileDef(id: string): TileDef | undefined {
  return registeredTile(id);
}

/** True for a tile whose layout is known and which lies on the table (not an award tile). */
export function isDrawable(t: TileDef | undefined): t is KnownTileDef {
  return !!t && t.known && t.landTile !== false;
}

/** True for a plainly labelled stand-in tile (`attrs.illustrative`, id with `.example-`). */
export function isIllustrative(t: TileDef): boolean {
  return !!t.attrs?.['illustrative'] || t.id.includes('.example-');
}
