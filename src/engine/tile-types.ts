/**
 * Tile data types. Tiles are described as data at rotation 0, "as drawn in the
 * set's Wikicarpedia tile list" (DESIGN 1.2), in the notation of DESIGN 1.3.
 * Edges (C/R/F per side, or a line's own letter) are never authored:
 * {@link deriveEdges} computes them from the features.
 */

/** Side midpoints, clockwise from north. */
export type Side = 'N' | 'E' | 'S' | 'W';
/** Field half-sides, clockwise from the western half of the north side. */
export type HalfSide = 'NNW' | 'NNE' | 'ENE' | 'ESE' | 'SSE' | 'SSW' | 'WSW' | 'WNW';
/**
 * Corners of a tile, clockwise from the north-east one: they name a field that
 * fills a corner and touches no side's field half (the four fields between
 * the two cities of KRB.01, the bridge tile).
 */
export type Corner = 'NE' | 'SE' | 'SW' | 'NW';
/** Any location on a tile (DESIGN 1.3); `C` is the centre. */
export type Location = Side | HalfSide | 'C' | Corner;

export const SIDES: readonly Side[] = ['N', 'E', 'S', 'W'];
export const HALF_SIDES: readonly HalfSide[] = ['NNW', 'NNE', 'ENE', 'ESE', 'SSE', 'SSW', 'WSW', 'WNW'];
export const CORNERS: readonly Corner[] = ['NE', 'SE', 'SW', 'NW'];
/**
 * All 17 locations; the index in this array is the location's numeric code
 * (sides 0–3, half-sides 4–11, centre 12, corners 13–16: appended, so the
 * older codes never move).
 */
export const LOCATIONS: readonly Location[] = [...SIDES, ...HALF_SIDES, 'C', ...CORNERS];

/**
 * Feature kinds. The base game's four, and `line`: a line drawn across the tile
 * that is no territory (water, say). A line
 * - takes no figure (no figure kind lists it in `stands`), is never scored and
 *   never completes anything;
 * - separates the fields on either side of it (fields are named by half-sides,
 *   so a line between two half-sides simply leaves them in different fields);
 * - carries its own edge letter ({@link FeatureDef.edge}, e.g. `W` for water):
 *   a side it touches matches only a side with a line, nothing else, and a
 *   side with a line never matches a city, road or field;
 * - joins the line of a neighbouring tile across a side, so a line's tiles
 *   form one feature on the board (a module can follow it, e.g. to find its
 *   open end), which no scoring ever reads.
 * Modules attach other meaning through `attrs`; a module that needs another
 * kind of line declares its own edge letter (the board compares line edges by
 * kind, so one game should not mix two line letters).
 */
export type FeatureKind = 'city' | 'road' | 'field' | 'monastery' | 'line';

/**
 * Where a road segment ends on its tile (reference tiles.md §0): a city gate, the monastery,
 * a village or a junction in the middle, or `house`, a single cottage drawn on the tile
 * (reference tiles-river-abbot-traders.md §0 `→house`, TB.C), reached past the middle.
 */
export type RoadEnd = 'city' | 'monastery' | 'village' | 'junction' | 'house';

/** Edge letter of one side: city, road or field (a line's side carries its own letter, {@link FeatureDef.edge}). */
export type EdgeKind = 'C' | 'R' | 'F';

/**
 * Open bag of module attributes on a feature or a tile. The core knows two
 * feature keys that only change the drawing:
 * - `bridge: true` (the segment crosses over/under another on a bridge; no junction; of the
 *   features of one kind so marked, the first listed runs over the others)
 * - `stubs: true` (short non-road stubs drawn on the field)
 * Every other key belongs to the module whose tiles carry it (its folder's
 * `tiles.ts` documents it, e.g. an inn by a road or a bathhouse's value); the
 * core ignores unknown keys. Location names inside tile attributes are at
 * rotation 0 and turn with the tile.
 */
export type Attrs = Readonly<Record<string, unknown>>;

/** One feature of a tile at rotation 0. */
export interface FeatureDef {
  kind: FeatureKind;
  /**
   * Locations the feature touches at rotation 0. Cities/roads: side midpoints
   * (N E S W); fields: half-sides; monastery: `C`. A field that touches no side
   * (an enclosed field) uses `['C']` if the centre is free, its corner (`NE`,
   * `SE`, `SW`, `NW`) when it fills one, or `[]` when it cannot be named by a
   * location (then no figure can be placed on it by name).
   */
  at: readonly Location[];
  /** Cities: number of pennants (coats of arms). */
  pennants?: number;
  /** Roads: where the segment ends on this tile, if it ends here (one side only). */
  end?: RoadEnd;
  /** Fields: the city features this field borders, each named by one of the city's locations. */
  borders?: readonly Side[];
  /**
   * Lines (kind `line`) only, and required there: the letter its sides carry in
   * the edge string, one capital letter other than C, R and F (e.g. `W`, water).
   */
  edge?: string;
  /** Module attributes of the feature (see {@link Attrs}). */
  attrs?: Attrs;
}

/** A small picture that does not affect scoring (garden, farmhouse, water tower …). */
export interface DecoDef {
  kind: string;
  /** How many of this picture on one tile (default 1). */
  n?: number;
  /** How many copies of the tile carry it (default: all copies). */
  copies?: number;
  /** Where on the tile, if known (a feature location). */
  at?: Location;
}

/** A known tile kind. */
export interface KnownTileDef {
  /** `SET.LETTER` or `SET.NN` (DESIGN 1.2). */
  id: string;
  set: string;
  known: true;
  /** Copies in the set (the start copy included). */
  count: number;
  /** How many of the copies are start tiles (default 0). */
  start?: number;
  features: readonly FeatureDef[];
  /** Tile-level module attributes (a symbol printed on the tile, an award tile's award …). */
  attrs?: Attrs;
  deco?: readonly DecoDef[];
  /** Not a land tile (award tiles such as KRB.KING): never drawn, never placed. */
  landTile?: false;
  /** Free text source note (not shown to readers). */
  note?: string;
  /**
   * Set on a tile variant a module makes of another tile ({@link RuleModule.tileVariants}):
   * the id of the printed tile it is a copy of (`BASE.E` for the garden copy `BASE.E-garden`).
   * A variant lies in no module's tile set, so the tile catalogue lists only the tile itself.
   */
  variantOf?: string;
}

/**
 * A tile known to exist but whose layout is unknown (reference tiles.md, "What to
 * do with unknown tiles"): it has no features and can never be placed.
 */
export interface UnknownTileDef {
  id: string;
  set: string;
  known: false;
  count: number;
  start?: number;
  attrs?: Attrs;
  deco?: readonly DecoDef[];
  note?: string;
}

export type TileDef = KnownTileDef | UnknownTileDef;

/** A tile set: its id (the prefix of tile ids) and its tiles. */
export interface TileSetDef {
  id: string;
  tiles: readonly TileDef[];
}

/**
 * Edge letters N E S W of a tile at rotation 0, derived from its features: a side
 * is `C` if a city touches it, `R` if a road does, a line's own letter
 * ({@link FeatureDef.edge}) if a line does, otherwise `F`.
 * @returns e.g. `"CRFR"` for BASE.D, `"CWRW"` for a tile whose line has the letter `W`.
 */
export function deriveEdges(tile: { features: readonly FeatureDef[] }): string {
  return SIDES.map((s) => {
    for (const f of tile.features) {
      if (f.at.includes(s)) {
        if (f.kind === 'city') return 'C';
        if (f.kind === 'road') return 'R';
        if (f.kind === 'line') return f.edge ?? '?';
      }
    }
    return 'F';
  }).join('');
}
