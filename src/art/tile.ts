/**
 * Tile geometry: turns a tile definition of the engine (features at rotation 0)
 * and a rotation into drawing primitives, meeple anchor points for every
 * location, and the outline of every feature. Pure data, no DOM; both the SVG
 * backend and the PixiJS sandbox draw from it.
 *
 * Tile space: the square 0..100 × 0..100, x to the east, y to the south.
 * Rotations: degrees clockwise (0, 90, 180, 270) about the centre (50, 50).
 *
 * How a tile is drawn: cities are built from the sides they touch (a cap for
 * one side, a corner piece for two neighbouring sides, a band for two opposite
 * sides, the whole tile minus field bays for three or four sides); roads follow
 * their sides and end at a city gate, the monastery door, a village or a
 * junction; fields are whatever is left, split by cities, roads and walls. The
 * field areas are found on a 100 × 100 raster, which also gives their outlines
 * and free spots for meeples. A few tiles whose shape the feature data cannot
 * express (a wall spur, a city reaching two corners) get a hint in
 * {@link TILE_HINTS}. What a rule module's attributes add (an icon in a city or
 * by a road, a mark on the tile) is drawn by the module's painters from the
 * art registry (registry.ts), in module order, before the meeple anchors are
 * chosen so that meeples keep clear of it.
 *
 * This file turns and queries a drawing ({@link tileArt}, {@link figureSpot} …); tile-build.ts
 * computes one (its `buildBase` runs the stages, which live beside it: tile-cities.ts (city shapes, walls,
 * masks), tile-roads.ts (road lines, bridge, gates, village and junction, the monastery's
 * site), tile-fields.ts (the field raster, grass, field outlines) and tile-space.ts (sides,
 * widths and the sketch they all add to). A board whose drawings all come from the build's
 * files never loads tile-build.ts (it registers itself with {@link setTileBuilder}).
 */
import type { FeatureDef, KnownTileDef, Location, Side } from '../engine/core.js';
import { dist, flat, rotQ, type Pt } from './geom.js';
import { R, cellCentre, clearance, fillPolygon, newMask } from './raster.js';
import { TILE_HINTS, placeRing, type TileHint } from './registry.js';
import { upright, type Prim } from './style.js';
import { FIGURE_R, figureReach } from './meeple.js';
import { CORNERS, HALVES, ROAD_WIDTH, SIDE_Q, SIDES, isCorner, isHalf, isSide, type Placed } from './tile-space.js';

export type { Pt } from './geom.js';
export { TILE_HINTS, upright, ROAD_WIDTH, type TileHint };

/** A rotation in degrees clockwise. */
export type Rotation = 0 | 90 | 180 | 270;

/** The drawing of one feature of a placed tile. */
export interface FeatureArt {
  /** Index of the feature in the tile definition's `features`. */
  index: number;
  kind: FeatureDef['kind'];
  /** Locations of the feature after rotation (board orientation). */
  at: Location[];
  /**
   * Outline of the feature for highlighting: closed polygons as flat lists
   * `[x0, y0, x1, y1, …]` in tile space (a field split on the drawing into
   * several areas has several polygons).
   */
  outline: number[][];
  /** A point well inside the feature (where a label or a default meeple goes). */
  anchor: Pt;
}

/** Everything needed to draw a tile at one rotation. */
export interface TileArt {
  id: string;
  rotation: Rotation;
  /** Primitives in drawing order (first = bottom), tile space, already rotated. */
  prims: Prim[];
  /**
   * Where a meeple standing on a location is drawn (centre of the figure), per
   * location named in board orientation; only locations the tile's features use.
   */
  anchors: Partial<Record<Location, Pt>>;
  /** Feature drawings, in the order of the definition's features. */
  features: FeatureArt[];
  /**
   * Feature index per location (board orientation). Besides the locations the
   * features list, a side that is all one field names that field (DESIGN 1.3).
   */
  featureAt: Partial<Record<Location, number>>;
  /** Discs (tile space, board orientation) of icons figures keep clear of: medals, pennants, buildings. */
  keepClear: { p: Pt; r: number }[];
}

/** Everything built at rotation 0, before rotating. */
export interface BaseArt {
  prims: Prim[];
  anchors: Partial<Record<Location, Pt>>;
  /** `pivot`: the outline belongs to an upright building and only moves with its pivot. */
  features: { index: number; kind: FeatureDef['kind']; at: Location[]; outline: Pt[][]; anchor: Pt; pivot?: Pt }[];
  /** Sides that are all one field, named by their letter: the field's index. */
  sideFields: { side: Side; index: number }[];
  keepClear: Placed[];
}

const cache = new Map<string, BaseArt>();

/** The code that computes a drawing (tile-build.ts, which registers itself when it is imported), or null before. */
let builder: ((def: KnownTileDef) => BaseArt) | null = null;

/**
 * Registers the code that computes a tile's drawing ({@link tileArtData} on a tile no file
 * brought). Called by tile-build.ts when it is imported, so a board whose drawings all come
 * from the build's files never loads that code.
 */
export function setTileBuilder(build: (def: KnownTileDef) => BaseArt): void {
  builder = build;
}

/** Whether the drawing of tile `id` can be given now: taken from a file, or computable (tile-build.ts loaded). */
export function hasTileArt(id: string): boolean {
  return !!builder || cache.has(id);
}

/**
 * A tile's drawing before rotation, as plain JSON data: what {@link tileArt} computes once
 * per tile (the field raster, meeple spots, outlines: some 30 ms of CPU a tile) and then
 * turns. The build writes one per known tile (`src/pages/kresby-karticek/[tile].json.ts`),
 * so a board in the browser can fetch it instead of computing it ({@link primeTileArt}).
 */
export type TileArtData = BaseArt;

/**
 * The drawing of a known tile before rotation (computed once and cached).
 * @param def a known tile definition from the engine (features at rotation 0)
 * @throws Error when no file brought it and the code that computes it (tile-build.ts) is not loaded
 */
export function tileArtData(def: KnownTileDef): TileArtData {
  let base = cache.get(def.id);
  if (!base) {
    if (!builder) throw new Error(`the drawing of ${def.id} is not loaded (import art/tile-build first)`);
    base = builder(def);
    cache.set(def.id, base);
  }
  return base;
}

const isArr = (v: unknown): v is unknown[] => Array.isArray(v);
const isObj = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !isArr(v);

/**
 * Takes a tile's drawing made elsewhere (fetched JSON of {@link tileArtData}) into the
 * cache, so {@link tileArt} for that tile only turns it. Data of the wrong shape (a damaged
 * or foreign file) is refused and the tile is computed as before; a tile already drawn
 * keeps its drawing.
 * @returns whether the data was taken
 */
export function primeTileArt(id: string, data: unknown): boolean {
  if (cache.has(id) || !isObj(data)) return false;
  const ok =
    isArr(data.prims) &&
    data.prims.every((p) => isObj(p) && typeof p.type === 'string') &&
    isObj(data.anchors) &&
    isArr(data.features) &&
    data.features.every(
      (f) => isObj(f) && typeof f.index === 'number' && isArr(f.at) && isArr(f.outline) && isArr(f.anchor),
    ) &&
    isArr(data.sideFields) &&
    isArr(data.keepClear);
  if (ok) cache.set(id, data as unknown as BaseArt);
  return ok;
}

/**
 * Drawing of a known tile at a rotation.
 * @param def a known tile definition from the engine (features at rotation 0)
 * @param rotation degrees clockwise: 0, 90, 180 or 270
 * @returns primitives, anchors and feature outlines in tile space (0..100), rotated
 */
export function tileArt(def: KnownTileDef, rotation: number = 0): TileArt {
  const q = ((Math.round(rotation / 90) % 4) + 4) % 4;
  const base = tileArtData(def);
  const rl = (l: Location) => rotateLoc(l, q);
  const anchors: Partial<Record<Location, Pt>> = {};
  for (const [l, p] of Object.entries(base.anchors) as [Location, Pt][]) anchors[rl(l)] = rotQ(p, q);
  const featureAt: Partial<Record<Location, number>> = {};
  for (const sf of base.sideFields) featureAt[rl(sf.side)] = sf.index;
  const features: FeatureArt[] = base.features.map((f) => {
    const at = f.at.map(rl);
    for (const l of at) featureAt[l] = f.index;
    const move = (p: Pt): Pt => {
      if (!f.pivot) return rotQ(p, q);
      const c = rotQ(f.pivot, q);
      return [p[0] + c[0] - f.pivot[0], p[1] + c[1] - f.pivot[1]];
    };
    return {
      index: f.index,
      kind: f.kind,
      at,
      outline: f.outline.map((o) => flat(o.map(move))),
      anchor: rotQ(f.anchor, q),
    };
  });
  return {
    id: def.id,
    rotation: (q * 90) as Rotation,
    prims: base.prims.map((p) => rotPrim(p, q)),
    anchors,
    features,
    featureAt,
    keepClear: base.keepClear.map((o) => ({ p: rotQ(o.p, q), r: o.r })),
  };
}

/**
 * Where a figure held at `place` on a tile is drawn: the centre of the circle the
 * tile's art marks with that place (any marked place when `place` is not given, else
 * low in the middle of the tile), and the ring role its module registered.
 */
export function placeSpot(art: TileArt, place?: string): { at: Pt; ring?: string } {
  const mark = art.prims.find(
    (pr): pr is Extract<Prim, { type: 'circle' }> =>
      pr.type === 'circle' && !!pr.place && (!place || pr.place === place),
  );
  const ring = placeRing(mark?.place ?? place ?? '');
  return { at: mark ? [mark.x, mark.y] : [50, 78], ...(ring ? { ring } : {}) };
}

/**
 * Where the next figure on a feature is drawn when `taken` spots of that feature
 * already hold figures (two knights in one city, a second meeple from an anniversary
 * symbol): the location's anchor when nothing is taken there, else the point of the
 * feature's area nearest the anchor that keeps a figure's width from every taken
 * spot, the tile border and the icons of the tile (`keepClear`), preferring room
 * for a whole figure; on a narrow feature (a road) it steps along the feature.
 * @param art the tile's art at its rotation
 * @param loc a location of the feature (board orientation)
 * @param taken spots (tile space) already holding figures on this feature
 * @param kind the figure's kind id: a kind drawn larger than a normal follower needs its
 *   {@link figureReach} of room from the tile's edge (and from the figures beside it)
 * @returns the centre of the figure in tile space; the anchor (or the tile's middle)
 *   for a location the tile does not have
 */
export function figureSpot(art: TileArt, loc: Location, taken: readonly Pt[] = [], kind = 'normal'): Pt {
  const R0 = figureReach(kind);
  const anchor = art.anchors[loc] ?? [50, 50];
  // the anchors keep room for a normal figure; a larger one is moved in from the tile's edge as far as it reaches
  const a: Pt =
    R0 > FIGURE_R.normal
      ? [Math.min(101 - R0, Math.max(R0 - 1, anchor[0])), Math.min(101 - R0, Math.max(R0 - 1, anchor[1]))]
      : anchor;
  if (!taken.length) return a;
  const fi = art.featureAt[loc];
  // the feature's area on the raster, and each cell's distance to its edge (the tile border not counted)
  const area = newMask();
  if (fi !== undefined) for (const o of art.features[fi]!.outline) fillPolygon(area, unflat(o));
  const edge = clearance(area, false);
  // the gap between figures shrinks only when the feature has no room for a wider one
  for (const gap of [2 * R0 - 2, 2 * R0 - 6, R0, 7, 5]) {
    let best: Pt | null = null;
    let bs = Infinity;
    for (let k = 0; k < R * R; k++) {
      if (!area[k]) continue;
      const p = cellCentre(k);
      if (p[0] < R0 - 1 || p[1] < R0 - 1 || p[0] > 101 - R0 || p[1] > 101 - R0) continue;
      let near = Infinity;
      for (const t of taken) near = Math.min(near, dist(t, p));
      if (near < gap) continue;
      // nearest the anchor, with as much of the figure on its feature as there is room for,
      // and off the tile's icons (a figure may stand on the building of its own monastery)
      const room = Math.min(edge[k]!, R0);
      let icons = 0;
      for (const o of art.keepClear) icons += Math.max(0, o.r + R0 - 3 - dist(o.p, p));
      const sc = dist(p, a) * 0.5 - room * 2 + icons * 1.5 + Math.max(0, near - gap - 4) * 0.6;
      if (sc < bs) {
        bs = sc;
        best = p;
      }
    }
    if (best) return best;
  }
  return a;
}

function unflat(o: readonly number[]): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i < o.length; i += 2) out.push([o[i]!, o[i + 1]!]);
  return out;
}

/** A location's name after turning the tile `q` quarter turns clockwise. */
export function rotateLoc(l: Location, q: number): Location {
  q = ((q % 4) + 4) % 4;
  if (isSide(l)) return SIDES[(SIDE_Q[l] + q) % 4]!;
  if (isHalf(l)) return HALVES[(HALVES.indexOf(l) + 2 * q) % 8]!;
  if (isCorner(l)) return CORNERS[(CORNERS.indexOf(l) + q) % 4]!;
  return l;
}

/** Rotate one primitive `q` quarter turns clockwise (text stays upright). */
export function rotPrim(p: Prim, q: number): Prim {
  if (!q) return p;
  if (p.pivot) {
    const r = rotQ(p.pivot, q);
    const dx = r[0] - p.pivot[0];
    const dy = r[1] - p.pivot[1];
    const pivot: [number, number] = [r[0], r[1]];
    if (p.type === 'circle' || p.type === 'text')
      return { ...p, x: Math.round((p.x + dx) * 100) / 100, y: Math.round((p.y + dy) * 100) / 100, pivot };
    return { ...p, pts: p.pts.map((v, i) => Math.round((v + (i % 2 ? dy : dx)) * 100) / 100), pivot };
  }
  if (p.type === 'poly') {
    const pts: number[] = [];
    for (let i = 0; i < p.pts.length; i += 2) {
      const r = rotQ([p.pts[i]!, p.pts[i + 1]!], q);
      pts.push(Math.round(r[0] * 100) / 100, Math.round(r[1] * 100) / 100);
    }
    return { ...p, pts };
  }
  const r = rotQ([p.x, p.y], q);
  return { ...p, x: r[0], y: r[1] };
}

/**
 * The mark a tile's art draws for a place holding a figure off the features (a bathhouse's
 * value badge): the circle tagged with `place` and the labels on it, moved so that its
 * centre lies at `to` (tile space). Boards (the SVG figures and the PixiJS boards) draw it beside a figure resting there, so the
 * figure never hides what the mark says. Empty when the art marks no such place.
 * @param prims the tile's art primitives (tile space, rotated)
 */
export function placeMark(prims: readonly Prim[], place: string, to: readonly [number, number]): Prim[] {
  const mark = prims.find((p): p is Extract<Prim, { type: 'circle' }> => p.type === 'circle' && p.place === place);
  if (!mark) return [];
  const dx = to[0] - mark.x;
  const dy = to[1] - mark.y;
  const on = prims.filter(
    (p): p is Extract<Prim, { type: 'text' }> => p.type === 'text' && Math.hypot(p.x - mark.x, p.y - mark.y) <= mark.r,
  );
  return [mark, ...on].map((p) => ({ ...p, x: p.x + dx, y: p.y + dy, pivot: undefined, lod: undefined }));
}

/**
 * Where {@link placeMark} goes for a figure resting at `at` (tile space): above and to the
 * side of its ring, towards the tile's middle so it stays on the tile.
 */
export function markBeside(at: readonly [number, number]): [number, number] {
  const sx = at[0] > 50 ? -1 : 1;
  return [at[0] + sx * 15, Math.max(9, at[1] - 13)];
}
