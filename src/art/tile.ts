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
 */
import type { FeatureDef, KnownTileDef, Location, Side, HalfSide } from '../engine/tile-types.js';
import {
  arc,
  bandPolygon,
  chaikinClosed,
  cubic,
  dedupe,
  dist,
  flat,
  intersectLines,
  pointAt,
  polyLength,
  offsetLine,
  quad,
  rotQ,
  simplifyClosed,
  type Pt,
} from './geom.js';
import { housePrims, monasteryBox, monasteryOutline, monasteryPrims, pennantPrims, treePrims } from './icons.js';
import {
  R,
  allLoops,
  bestSpot,
  cellCentre,
  cellOf,
  clearance,
  components,
  fillDisc,
  fillPolygon,
  fillStroke,
  newMask,
  pole,
  type Mask,
} from './raster.js';
import { FEATURE_ATTRS, TILE_ATTRS, TILE_HINTS, placeRing, type Draw, type TileHint } from './registry.js';
import { upright, type Prim, type Role } from './style.js';
import { FIGURE_R } from './meeple.js';

export type { Pt } from './geom.js';
export { TILE_HINTS, upright, type TileHint };

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

const SIDE_Q: Record<Side, number> = { N: 0, E: 1, S: 2, W: 3 };
const SIDE_MID: Record<Side, Pt> = { N: [50, 0], E: [100, 50], S: [50, 100], W: [0, 50] };
const SIDE_IN: Record<Side, Pt> = { N: [0, 1], E: [-1, 0], S: [0, -1], W: [1, 0] };
/** Where a meeple on a half-side's field would ideally stand. */
const HALF_TARGET: Record<HalfSide, Pt> = {
  NNW: [27, 12],
  NNE: [73, 12],
  ENE: [88, 27],
  ESE: [88, 73],
  SSE: [73, 88],
  SSW: [27, 88],
  WSW: [12, 73],
  WNW: [12, 27],
};
/** A raster cell on the tile border for each half-side, scanned from its middle outwards. */
const HALF_EDGE: Record<HalfSide, { from: Pt; to: Pt }> = {
  NNW: { from: [0, 0], to: [50, 0] },
  NNE: { from: [50, 0], to: [100, 0] },
  ENE: { from: [100, 0], to: [100, 50] },
  ESE: { from: [100, 50], to: [100, 100] },
  SSE: { from: [100, 100], to: [50, 100] },
  SSW: { from: [50, 100], to: [0, 100] },
  WSW: { from: [0, 100], to: [0, 50] },
  WNW: { from: [0, 50], to: [0, 0] },
};
const SIDES: Side[] = ['N', 'E', 'S', 'W'];
/** The two half-sides of each side, clockwise. */
const SIDE_HALVES: Record<Side, [HalfSide, HalfSide]> = {
  N: ['NNW', 'NNE'],
  E: ['ENE', 'ESE'],
  S: ['SSE', 'SSW'],
  W: ['WSW', 'WNW'],
};
const HALVES: HalfSide[] = ['NNW', 'NNE', 'ENE', 'ESE', 'SSE', 'SSW', 'WSW', 'WNW'];

/** Road band width and edge line width (tile units). */
export const ROAD_WIDTH = 12;
const WALL_W = 3;

const isSide = (l: Location): l is Side => l === 'N' || l === 'E' || l === 'S' || l === 'W';
const isHalf = (l: Location): l is HalfSide => (HALVES as string[]).includes(l);

/** A city piece at rotation 0: its area and its wall lines. */
interface CityShape {
  poly: Pt[];
  walls: Pt[][];
  /** Drawn above the other cities (bridge crossing). */
  top?: boolean;
}

/** The wall curve of a bay on the north side from (a, 0) to (b, 0), dipping to `depth`. */
function bayCurve(a: number, b: number, depth: number): Pt[] {
  const c = depth / 0.75;
  const w = b - a;
  return [[a, 0], ...cubic([a, 0], [a + w * 0.12, c], [b - w * 0.12, c], [b, 0], 20)];
}

/** City touching one side: a cap bounded by a curved wall. */
function capCity(side: Side, depth: number): CityShape {
  const q = SIDE_Q[side];
  const curve = bayCurve(0, 100, depth).map((p) => rotQ(p, q));
  return { poly: [...curve], walls: [curve] };
}

/** City touching two neighbouring sides `s` and the next side clockwise: a corner piece. */
function cornerCity(first: Side, bulge: number): CityShape {
  // canonical: N+E, open corner SW; the wall runs from (100,100) to (0,0)
  const k = bulge / 0.75;
  const u: Pt = [-Math.SQRT1_2 * k, Math.SQRT1_2 * k];
  const wall: Pt[] = [[100, 100], ...cubic([100, 100], [70 + u[0], 70 + u[1]], [30 + u[0], 30 + u[1]], [0, 0], 22)];
  const q = SIDE_Q[first];
  const corner: Pt[] = [[0, 0], [100, 0], ...wall.slice(0, -1)];
  const poly: Pt[] = corner.map((p) => rotQ(p, q));
  return { poly, walls: [wall.map((p) => rotQ(p, q))] };
}

/** City covering the whole tile except field bays on some sides (band, three sides, all four, KRB.02). */
function carvedCity(bays: { side: Side; a: number; b: number; depth: number }[]): CityShape {
  const poly: Pt[] = [];
  const walls: Pt[][] = [];
  for (const s of SIDES) {
    const q = SIDE_Q[s];
    const bay = bays.find((b) => b.side === s);
    const along: Pt[] = [[0, 0]];
    if (bay) {
      const curve = bayCurve(bay.a, bay.b, bay.depth);
      along.push(...curve);
      walls.push(curve.map((p) => rotQ(p, q)));
    }
    poly.push(...along.map((p) => rotQ(p, q)));
  }
  return { poly: dedupe(poly), walls };
}

/** The tile corner shared by side `a` and the next side clockwise. */
const CORNER_AFTER: Record<Side, Pt> = { N: [100, 0], E: [100, 100], S: [0, 100], W: [0, 0] };

/**
 * Separate cities whose shapes meet in a tile corner (BASE.I, IC.H, IC.O, IC.P),
 * so they never overlap and share only a wall there. Two single-side caps are
 * both cut along the corner's diagonal. A corner city meeting a cap gives way
 * to it: near the corner its wall follows the cap's wall until the two cross,
 * so the cap keeps its full shape.
 */
function separateAtCorners(cities: { i: number; sides: Side[] }[], shapes: Map<number, CityShape>): void {
  const cuts: { i: number; k: Pt; n: Pt }[] = [];
  const yields: { i: number; k: Pt; cap: number }[] = [];
  for (const a of cities) {
    if (a.sides.length !== 1) continue;
    const sa = a.sides[0]!;
    for (const b of cities) {
      if (b === a) continue;
      // the neighbouring sides of sa: the one clockwise (corner after sa) and the one before
      for (const cw of [true, false]) {
        const sb = SIDES[(SIDE_Q[sa] + (cw ? 1 : 3)) % 4]!;
        if (!b.sides.includes(sb) || b.sides.includes(sa)) continue;
        const k = cw ? CORNER_AFTER[sa] : CORNER_AFTER[sb];
        if (b.sides.length === 1) {
          const n: Pt = [SIDE_MID[sa][0] - SIDE_MID[sb][0], SIDE_MID[sa][1] - SIDE_MID[sb][1]];
          const l = Math.hypot(n[0], n[1]);
          cuts.push({ i: a.i, k, n: [n[0] / l, n[1] / l] });
        } else yields.push({ i: b.i, k, cap: a.i });
      }
    }
  }
  for (const c of cuts) {
    const sh = shapes.get(c.i)!;
    const poly = clipHalfPlane(sh.poly, c.k, c.n);
    shapes.set(c.i, { ...sh, poly, walls: borderlessRuns(poly) });
  }
  for (const y of yields) {
    const sh = shapes.get(y.i)!;
    const capWall = shapes.get(y.cap)!.walls.find((w) => endsAt(w, y.k));
    const wi = sh.walls.findIndex((w) => endsAt(w, y.k));
    if (!capWall || wi < 0) continue;
    const own = fromEnd(sh.walls[wi]!, y.k);
    const cap = fromEnd(capWall, y.k);
    // where the walls cross again, away from the shared corner
    const hit = intersectLines(cutLineFrom(own, 0.5), cap);
    if (!hit) continue;
    const back = intersectLines(cutLineFrom(cap, 0.5), own);
    if (!back) continue;
    const wall = dedupe([...subLine(cap, 0, back.s + 0.5), ...subLine(own, hit.s + 0.5, polyLength(own))]);
    const poly = replaceWall(sh.poly, own, wall);
    if (!poly) continue;
    const walls = [...sh.walls];
    walls[wi] = wall;
    shapes.set(y.i, { ...sh, poly, walls });
  }
}

const endsAt = (w: readonly Pt[], k: Pt) => dist(w[0]!, k) < 0.5 || dist(w[w.length - 1]!, k) < 0.5;
/** The polyline oriented to start at its end `k`. */
const fromEnd = (w: readonly Pt[], k: Pt): Pt[] => (dist(w[0]!, k) < 0.5 ? [...w] : [...w].reverse());
/** The polyline without its first `s` units. */
const cutLineFrom = (w: readonly Pt[], s: number): Pt[] => subLine(w, s, polyLength(w));

/**
 * A polygon whose boundary runs along the tile border and then along the wall
 * `old` (from one end to the other), with `old` replaced by `wall` (same ends).
 */
function replaceWall(poly: readonly Pt[], old: readonly Pt[], wall: readonly Pt[]): Pt[] | null {
  const k0 = old[0]!;
  const k1 = old[old.length - 1]!;
  const i0 = poly.findIndex((p) => dist(p, k0) < 0.5);
  const i1 = poly.findIndex((p) => dist(p, k1) < 0.5);
  if (i0 < 0 || i1 < 0) return null;
  const n = poly.length;
  const run = (from: number, to: number) => {
    const out: Pt[] = [];
    for (let i = from; ; i = (i + 1) % n) {
      out.push(poly[i]!);
      if (i === to) break;
    }
    return out;
  };
  const onBorder = (p: Pt) => p[0] < 0.01 || p[1] < 0.01 || p[0] > 99.99 || p[1] > 99.99;
  const a = run(i0, i1); // k0 … k1
  const b = run(i1, i0); // k1 … k0
  if (b.every(onBorder)) return dedupe([...b, ...wall.slice(1, -1)]);
  if (a.every(onBorder)) return dedupe([...a, ...[...wall].reverse().slice(1, -1)]);
  return null;
}

/** The part of a convex polygon where (p − k)·n ≥ 0 (Sutherland–Hodgman). */
function clipHalfPlane(poly: readonly Pt[], k: Pt, n: Pt): Pt[] {
  const side = (p: Pt) => (p[0] - k[0]) * n[0] + (p[1] - k[1]) * n[1];
  const out: Pt[] = [];
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i]!;
    const b = poly[(i + 1) % poly.length]!;
    const da = side(a);
    const db = side(b);
    if (da >= 0) out.push(a);
    if (da >= 0 !== db >= 0) {
      const t = da / (da - db);
      out.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t]);
    }
  }
  return dedupe(out);
}

/** The stretches of a closed polygon's boundary that do not run along the tile border (its walls). */
function borderlessRuns(poly: readonly Pt[]): Pt[][] {
  const on = (v: number, e: number) => Math.abs(v - e) < 0.01;
  const border = (a: Pt, b: Pt) =>
    (on(a[0], 0) && on(b[0], 0)) ||
    (on(a[0], 100) && on(b[0], 100)) ||
    (on(a[1], 0) && on(b[1], 0)) ||
    (on(a[1], 100) && on(b[1], 100));
  const n = poly.length;
  const start = [...Array(n).keys()].find((i) => border(poly[i]!, poly[(i + 1) % n]!));
  if (start === undefined) return [[...poly, poly[0]!]];
  const runs: Pt[][] = [];
  let cur: Pt[] = [];
  for (let s = 1; s <= n; s++) {
    const i = (start + s) % n;
    const a = poly[i]!;
    const b = poly[(i + 1) % n]!;
    if (border(a, b)) {
      if (cur.length > 1) runs.push(cur);
      cur = [];
    } else {
      if (!cur.length) cur.push(a);
      cur.push(b);
    }
  }
  if (cur.length > 1) runs.push(cur);
  return runs;
}

/** KRB.01: a city N+S over a bridge and a city W+E under it, with four enclosed field pockets. */
function crossingCities(): { ns: CityShape; we: CityShape; pockets: Pt[][]; diag: Pt[][] } {
  const we: Pt[] = [
    [0, 0],
    [34, 34],
    [66, 34],
    [100, 0],
    [100, 100],
    [66, 66],
    [34, 66],
    [0, 100],
  ];
  const ns: Pt[] = [
    [0, 0],
    [100, 0],
    [66, 34],
    [66, 66],
    [100, 100],
    [0, 100],
    [34, 66],
    [34, 34],
  ];
  const pockets: Pt[][] = [];
  const diag: Pt[][] = [];
  for (let q = 0; q < 4; q++) {
    // canonical NW pocket: a lens on the diagonal
    const c: Pt = [18, 18];
    const ring = arc(c, 9.5, 0, 2 * Math.PI, 24).slice(0, -1);
    pockets.push(ring.map((p) => rotQ(p, q)));
    const d1: Pt[] = [
      [0, 0],
      [11.3, 11.3],
    ];
    const d2: Pt[] = [
      [24.7, 24.7],
      [34, 34],
    ];
    diag.push(
      d1.map((p) => rotQ(p, q)),
      d2.map((p) => rotQ(p, q)),
    );
  }
  return {
    ns: { poly: ns, walls: [], top: true },
    we: { poly: we, walls: [] },
    pockets,
    diag,
  };
}

interface Placed {
  p: Pt;
  r: number;
}

/** Everything built at rotation 0, before rotating. */
interface BaseArt {
  prims: Prim[];
  anchors: Partial<Record<Location, Pt>>;
  /** `pivot`: the outline belongs to an upright building and only moves with its pivot. */
  features: { index: number; kind: FeatureDef['kind']; at: Location[]; outline: Pt[][]; anchor: Pt; pivot?: Pt }[];
  /** Sides that are all one field, named by their letter: the field's index. */
  sideFields: { side: Side; index: number }[];
  keepClear: Placed[];
}

const cache = new Map<string, BaseArt>();

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
 */
export function tileArtData(def: KnownTileDef): TileArtData {
  let base = cache.get(def.id);
  if (!base) {
    base = buildBase(def);
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
 * @param large the figure is a large one (it needs {@link FIGURE_R}`.large` of room from the tile's edge)
 * @returns the centre of the figure in tile space; the anchor (or the tile's middle)
 *   for a location the tile does not have
 */
export function figureSpot(art: TileArt, loc: Location, taken: readonly Pt[] = [], large = false): Pt {
  const R0 = large ? FIGURE_R.large : FIGURE_R.normal;
  const anchor = art.anchors[loc] ?? [50, 50];
  // the anchors keep room for a normal figure; a large one is moved in from the tile's edge
  const a: Pt = large
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

function buildBase(def: KnownTileDef): BaseArt {
  const hint = TILE_HINTS[def.id] ?? {};
  const feats = def.features;
  const cities = feats.map((f, i) => ({ f, i })).filter((x) => x.f.kind === 'city');
  const roads = feats.map((f, i) => ({ f, i })).filter((x) => x.f.kind === 'road');
  const monasteries = feats.map((f, i) => ({ f, i })).filter((x) => x.f.kind === 'monastery');
  const fields = feats.map((f, i) => ({ f, i })).filter((x) => x.f.kind === 'field');

  const prims: Prim[] = [];
  const anchors: Partial<Record<Location, Pt>> = {};
  const outlines = new Map<number, Pt[][]>();
  const featAnchor = new Map<number, Pt>();
  /** Features whose outline stays upright about a pivot (buildings). */
  const outlinePivot = new Map<number, Pt>();
  const barrier = newMask();
  const occupied: Placed[] = []; // icons meeples should keep away from

  const add = (role: Role, pts: readonly Pt[], closed: boolean, extra: Partial<Prim> = {}) =>
    prims.push({ type: 'poly', role, pts: flat(pts), closed, ...(extra as object) } as Prim);

  // --- background
  add(
    'field',
    [
      [0, 0],
      [100, 0],
      [100, 100],
      [0, 100],
    ],
    true,
  );
  add(
    'field-edge',
    [
      [1.5, 1.5],
      [98.5, 1.5],
      [98.5, 98.5],
      [1.5, 98.5],
      [1.5, 1.5],
    ],
    false,
  );

  // --- cities
  const roadThroughCount = roads.filter((r) => r.f.end !== 'city').length;
  const shapes = new Map<number, CityShape>();
  let pockets: Pt[][] = [];
  let diag: Pt[][] = [];
  const twoBands =
    cities.length === 2 &&
    cities.every((c) => c.f.at.length === 2) &&
    cities.some((c) => c.f.at.includes('N') && c.f.at.includes('S')) &&
    cities.some((c) => c.f.at.includes('W') && c.f.at.includes('E'));
  if (twoBands) {
    const cr = crossingCities();
    for (const c of cities) shapes.set(c.i, c.f.at.includes('N') ? cr.ns : cr.we);
    pockets = cr.pockets;
    diag = cr.diag;
  } else {
    const capDepth = hint.capDepth ?? (cities.length > 1 ? 24 : 30);
    cities.forEach((c, n) => {
      const sides = SIDES.filter((s) => c.f.at.includes(s));
      let shape: CityShape;
      if (n === 0 && hint.carve) shape = carvedCity(hint.carve);
      else if (sides.length === 1) shape = capCity(sides[0]!, capDepth);
      else if (sides.length === 2) {
        const [a, b] = sides as [Side, Side];
        const qa = SIDE_Q[a];
        const qb = SIDE_Q[b];
        if ((qa + 2) % 4 === qb) {
          // opposite: a band between two bays
          const bays = SIDES.filter((s) => !sides.includes(s)).map((s) => ({ side: s, a: 0, b: 100, depth: 32 }));
          shape = carvedCity(bays);
        } else {
          const first = (qa + 1) % 4 === qb ? a : b;
          // a road through the tile or to a gate in the wall needs room: a flatter wall leaves the
          // field pockets beside a gate road large enough for a figure
          const gateRoads = roads.some((r) => r.f.end === 'city');
          shape = cornerCity(first, hint.cornerBulge ?? (roadThroughCount > 0 ? -2 : gateRoads ? 0 : 12));
        }
      } else {
        const bays = SIDES.filter((s) => !sides.includes(s)).map((s) => ({ side: s, a: 0, b: 100, depth: 30 }));
        shape = carvedCity(bays);
      }
      shapes.set(c.i, shape);
    });
    separateAtCorners(
      cities.map((c) => ({ i: c.i, sides: SIDES.filter((s) => c.f.at.includes(s)) })),
      shapes,
    );
  }
  const allWalls: Pt[][] = [...shapes.values()].flatMap((s) => s.walls);

  // --- monastery
  const sideRoadToMon = roads.some((r) => r.f.end === 'monastery' && (r.f.at.includes('W') || r.f.at.includes('E')));
  // the monastery stays upright and its footprint is a square centred on its pivot,
  // so it keeps the same distance to the roads and the city at every rotation
  const roadFromS = roads.some((r) => r.f.end === 'monastery' && r.f.at.includes('S'));
  const cityN = cities.some((c) => c.f.at.includes('N'));
  const monCentre: Pt = sideRoadToMon ? [50, 50] : cityN ? [50, 56] : roadFromS ? [50, 47] : [50, 50];
  const monBox = monasteryBox(monCentre);
  const monPoly: Pt[] = [
    [monBox[0], monBox[1]],
    [monBox[2], monBox[1]],
    [monBox[2], monBox[3]],
    [monBox[0], monBox[3]],
  ];

  // --- roads: centre lines
  interface RoadLine {
    i: number;
    f: FeatureDef;
    line: Pt[];
    gate?: { p: Pt; dir: Pt };
    outlineLine?: Pt[];
  }
  const roadLines: RoadLine[] = [];
  const hub: Pt = [50, 50];
  for (const r of roads) {
    const sides = SIDES.filter((s) => r.f.at.includes(s));
    let line: Pt[];
    let gate: RoadLine['gate'];
    let outlineLine: Pt[] | undefined;
    if (sides.length === 2) {
      const [a, b] = sides as [Side, Side];
      if ((SIDE_Q[a] + 2) % 4 === SIDE_Q[b]) line = [SIDE_MID[a], SIDE_MID[b]];
      else {
        // quarter circle around the shared corner
        const corner: Pt = [a === 'E' || b === 'E' ? 100 : 0, a === 'S' || b === 'S' ? 100 : 0];
        const ang = (p: Pt) => Math.atan2(p[1] - corner[1], p[0] - corner[0]);
        let a0 = ang(SIDE_MID[a]);
        let a1 = ang(SIDE_MID[b]);
        if (a1 - a0 > Math.PI) a1 -= 2 * Math.PI;
        if (a0 - a1 > Math.PI) a0 -= 2 * Math.PI;
        line = arc(corner, 50, a0, a1, 24);
        line[0] = SIDE_MID[a];
        line[line.length - 1] = SIDE_MID[b];
      }
    } else {
      const s = sides[0] ?? 'S';
      const start = SIDE_MID[s];
      const inward = SIDE_IN[s];
      const end = r.f.end ?? 'junction';
      if (end === 'city') {
        const straight: Pt[] = [start, hub];
        let hit: { p: Pt; s: number } | null = null;
        for (const w of allWalls) {
          const h = intersectLines(straight, w);
          if (h && (!hit || h.s < hit.s)) hit = h;
        }
        if (hit) {
          line = [start, [hit.p[0] + inward[0] * 1.5, hit.p[1] + inward[1] * 1.5]];
          gate = { p: hit.p, dir: inward };
        } else {
          // bend towards the nearest wall point (KRB.04, KRB.05)
          const bendAt: Pt = [start[0] + inward[0] * 30, start[1] + inward[1] * 30];
          let best: Pt = hub;
          let bd = Infinity;
          for (const w of allWalls)
            for (const p of w) {
              const d = dist(p, bendAt);
              if (d < bd && p[0] > 3 && p[0] < 97 && p[1] > 3 && p[1] < 97) {
                bd = d;
                best = p;
              }
            }
          const ctl: Pt = inward[0] ? [best[0], start[1]] : [start[0], best[1]];
          line = [start, ...quad(start, ctl, best, 16)];
          const last = line[line.length - 2]!;
          const d = dist(last, best) || 1;
          gate = { p: best, dir: [(best[0] - last[0]) / d, (best[1] - last[1]) / d] };
          line[line.length - 1] = [best[0] + gate.dir[0] * 1.5, best[1] + gate.dir[1] * 1.5];
        }
      } else if (end === 'monastery') {
        // drawn on under the building (hidden by it at every rotation); highlighted up to its footprint
        const edge: Pt =
          s === 'S' ? [50, monBox[3]] : s === 'N' ? [50, monBox[1]] : s === 'W' ? [monBox[0], 50] : [monBox[2], 50];
        const mid: Pt = s === 'S' || s === 'N' ? [50, monCentre[1]] : [monCentre[0], 50];
        line = [start, mid];
        outlineLine = [start, edge];
      } else {
        line = [start, hub];
      }
    }
    roadLines.push({
      i: r.i,
      f: r.f,
      line: dedupe(line),
      ...(gate ? { gate } : {}),
      ...(outlineLine ? { outlineLine } : {}),
    });
  }

  // --- barriers for the field raster: cities, walls, roads, buildings
  for (const [, sh] of shapes) fillPolygon(barrier, sh.poly);
  for (const pk of pockets) fillPolygon(barrier, pk, 0);
  for (const w of allWalls) fillStroke(barrier, w, WALL_W);
  for (const pk of pockets) fillStroke(barrier, [...pk, pk[0]!], WALL_W);
  for (const d of diag) fillStroke(barrier, d, WALL_W);
  if (hint.spur) fillStroke(barrier, smoothSpur(hint.spur), WALL_W + 1);
  for (const rl of roadLines) fillStroke(barrier, rl.line, ROAD_WIDTH);
  if (monasteries.length) fillPolygon(barrier, monPoly);
  const villageEnds = roadLines.filter((r) => r.f.end === 'village');
  const junctionEnds = roadLines.filter((r) => r.f.end === 'junction');
  const stubs = hint.stubs || !!def.attrs?.['stubs'] || feats.some((f) => f.attrs?.['stubs']);
  const stubLines: Pt[][] = [];
  if (villageEnds.length || junctionEnds.length) fillDisc(barrier, hub, villageEnds.length ? 11.5 : 7.5);
  if (stubs) {
    for (const c of cities) {
      const sh = shapes.get(c.i)!;
      for (const s of SIDES.filter((x) => c.f.at.includes(x))) {
        const target: Pt = SIDE_MID[s];
        let hit: { p: Pt; s: number } | null = null;
        for (const w of sh.walls) {
          const h = intersectLines([hub, target], w);
          if (h && (!hit || h.s < hit.s)) hit = h;
        }
        if (hit) stubLines.push([hub, hit.p]);
      }
    }
    for (const l of stubLines) fillStroke(barrier, l, 5);
  }

  // --- fields from the raster
  const free = newMask();
  for (let k = 0; k < R * R; k++) free[k] = barrier[k] ? 0 : 1;
  const { labels, n } = components(free);
  const touchesBorder = new Uint8Array(n + 1);
  for (let k = 0; k < R * R; k++) {
    const l = labels[k]!;
    if (!l) continue;
    const i = k % R;
    const j = Math.floor(k / R);
    if (i === 0 || j === 0 || i === R - 1 || j === R - 1) touchesBorder[l] = 1;
  }
  const halfComp: Partial<Record<HalfSide, number>> = {};
  for (const h of HALVES) {
    const { from, to } = HALF_EDGE[h];
    for (let t = 0; t <= 1; t += 0.02) {
      // scan from the middle of the half-side outwards
      const u = 0.5 + ((Math.floor(t * 50) % 2 ? 1 : -1) * Math.ceil(t * 25)) / 50;
      const p: Pt = [from[0] + (to[0] - from[0]) * u, from[1] + (to[1] - from[1]) * u];
      const l = labels[cellOf([Math.min(99.5, Math.max(0.5, p[0])), Math.min(99.5, Math.max(0.5, p[1]))])]!;
      if (l) {
        halfComp[h] = l;
        break;
      }
    }
  }
  const claimed = new Set<number>();
  const fieldComps = new Map<number, number[]>();
  const areaOf = (l: number) => {
    let a = 0;
    for (let k = 0; k < R * R; k++) if (labels[k] === l) a++;
    return a;
  };
  for (const fd of fields) {
    const comps = new Set<number>();
    for (const l of fd.f.at) if (isHalf(l) && halfComp[l]) comps.add(halfComp[l]!);
    fieldComps.set(fd.i, [...comps]);
    for (const c of comps) claimed.add(c);
  }
  // enclosed fields (named by C or by nothing): the unclaimed inner areas, biggest first / in clockwise order
  const inner = [];
  for (let l = 1; l <= n; l++) if (!claimed.has(l) && !touchesBorder[l] && areaOf(l) > 20) inner.push(l);
  const centreOf = (l: number): Pt => {
    let sx = 0,
      sy = 0,
      c = 0;
    for (let k = 0; k < R * R; k++)
      if (labels[k] === l) {
        const p = cellCentre(k);
        sx += p[0];
        sy += p[1];
        c++;
      }
    return [sx / c, sy / c];
  };
  inner.sort((a, b) => {
    const pa = centreOf(a),
      pb = centreOf(b);
    return Math.atan2(pa[0] - 50, -(pa[1] - 50)) - Math.atan2(pb[0] - 50, -(pb[1] - 50));
  });
  const enclosed = fields.filter((fd) => !fd.f.at.some(isHalf));
  const centreLabel = labels[cellOf([50.5, 50.5])]!;
  for (const fd of enclosed) {
    let pick: number | undefined;
    if (fd.f.at.includes('C') && centreLabel && !claimed.has(centreLabel)) pick = centreLabel;
    else pick = inner.find((l) => !claimed.has(l));
    if (pick) {
      claimed.add(pick);
      fieldComps.set(fd.i, [pick]);
    }
  }

  // --- draw: grass tufts (detail)
  const fieldMaskAll = newMask();
  for (let k = 0; k < R * R; k++) fieldMaskAll[k] = labels[k] ? 1 : 0;
  const fieldClear = clearance(fieldMaskAll, false);
  let seed = hashStr(def.id);
  const rnd = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  for (let t = 0; t < 14; t++) {
    const p: Pt = [4 + rnd() * 92, 4 + rnd() * 92];
    const k = cellOf(p);
    if (!labels[k] || fieldClear[k]! < 4) continue;
    add(
      'grass',
      [
        [p[0] - 1.6, p[1] - 1.8],
        [p[0], p[1] + 0.6],
        [p[0] + 1.6, p[1] - 1.8],
      ],
      false,
      { lod: 110, pivot: [p[0], p[1]] } as Partial<Prim>,
    );
  }

  // --- roads (under cities so gates overlap cleanly); bridged roads last
  const drawRoad = (rl: RoadLine) => {
    const band = bandPolygon(rl.line, ROAD_WIDTH);
    add('road', band, true);
    add('road-edge', offsetEdge(rl.line, ROAD_WIDTH / 2), false);
    add('road-edge', offsetEdge(rl.line, -ROAD_WIDTH / 2), false);
  };
  // of the roads marked as crossing on a bridge, the first one listed runs over the others
  const over = roadLines.find((r) => r.f.attrs?.['bridge']);
  const crossing = over ? roadLines.find((o) => o !== over && intersectLines(over.line, o.line)) : undefined;
  for (const rl of roadLines) if (rl !== over || !crossing) drawRoad(rl);
  if (over && crossing) {
    const span = intersectLines(over.line, crossing.line)!;
    const L = polyLength(over.line);
    const sp = subLine(over.line, Math.max(0, span.s - 14), Math.min(L, span.s + 14));
    add(
      'bridge-shadow',
      bandPolygon(sp, ROAD_WIDTH + 7).map((p) => [p[0] + 1.5, p[1] + 2] as Pt),
      true,
    );
    drawRoad(over);
    for (const sgn of [1, -1]) {
      const par = offsetLine(sp, sgn * (ROAD_WIDTH / 2 + 1.4));
      add('bridge', par, false, { fill: 'none', stroke: '#5A4632', width: 2.6 } as Partial<Prim>);
      for (const e of [par[0]!, par[par.length - 1]!])
        prims.push({ type: 'circle', role: 'bridge', x: e[0], y: e[1], r: 2.1 });
    }
  }
  // stubs and village / junction
  for (const l of stubLines) {
    add('stub', l, false);
    add('stub', l, false, { stroke: '#FFFFFF', width: 1, dash: [2, 2] } as Partial<Prim>);
  }

  // --- cities
  const cityOrder = [...shapes.entries()].sort((a, b) => Number(!!a[1].top) - Number(!!b[1].top));
  for (const [, sh] of cityOrder) {
    if (sh.top) {
      // bridge shadow on the city passing under
      add(
        'bridge-shadow',
        [
          [27, 32],
          [73, 32],
          [73, 70],
          [27, 70],
        ],
        true,
      );
    }
    // the city passing under a bridge is a shade darker, so the two cities read apart
    add(twoBands && !sh.top ? 'city-shade' : 'city', sh.poly, true);
    for (const w of sh.walls) add('wall', w, false, sh.top ? ({ width: 2.4, stroke: '#3A2A1A' } as Partial<Prim>) : {});
  }
  for (const pk of pockets) {
    add('field', pk, true);
    add('wall', [...pk, pk[0]!], false);
  }
  for (const d of diag) add('wall', d, false);
  if (twoBands) {
    // parapets of the bridge carrying the N+S city over the W+E one
    for (const x of [34, 66]) {
      add(
        'bridge',
        [
          [x, 29],
          [x, 71],
        ],
        false,
        { fill: 'none', stroke: '#3A2A1A', width: 4.2 } as Partial<Prim>,
      );
      add(
        'bridge',
        [
          [x, 31],
          [x, 69],
        ],
        false,
        { fill: 'none', stroke: '#B9A58A', width: 1.2, dash: [3, 3], lod: 90 } as Partial<Prim>,
      );
      for (const y of [29, 71]) prims.push({ type: 'circle', role: 'bridge', x, y, r: 3 });
    }
  }
  if (hint.spur) add('wall', smoothSpur(hint.spur), false, { width: WALL_W + 0.6 } as Partial<Prim>);
  // gates: two small towers on the wall, either side of the road
  const wallTangent = (p: Pt): Pt => {
    let best: Pt = [1, 0];
    let bd = Infinity;
    for (const w of allWalls)
      for (let i = 1; i < w.length; i++) {
        const a = w[i - 1]!;
        const b = w[i]!;
        const d = Math.min(dist(p, a) + dist(p, b));
        if (d < bd) {
          bd = d;
          const l = dist(a, b) || 1;
          best = [(b[0] - a[0]) / l, (b[1] - a[1]) / l];
        }
      }
    return best;
  };
  const towers: Pt[] = [];
  for (const rl of roadLines) {
    if (!rl.gate) continue;
    const { p, dir } = rl.gate;
    const t = wallTangent(p);
    const sin = Math.max(0.45, Math.abs(dir[0] * t[1] - dir[1] * t[0]));
    const off = ROAD_WIDTH / 2 / sin + 1.8;
    for (const sgn of [1, -1]) {
      let cx = p[0] + t[0] * sgn * off;
      let cy = p[1] + t[1] * sgn * off;
      // two gates close together share the tower between them
      const near = towers.findIndex((o) => dist(o, [cx, cy]) < 6);
      if (near >= 0) {
        const o = towers[near]!;
        cx = (cx + o[0]) / 2;
        cy = (cy + o[1]) / 2;
        towers.splice(near, 1);
      }
      towers.push([cx, cy]);
    }
  }
  for (const [cx, cy] of towers) {
    const t = wallTangent([cx, cy]);
    const v: Pt = [-t[1], t[0]];
    const sq = (a: number, b: number): Pt => [cx + t[0] * a + v[0] * b, cy + t[1] * a + v[1] * b];
    // decoration: dropped on small tiles (the road still visibly ends at the wall)
    add('gate', [sq(-2.6, -2.6), sq(2.6, -2.6), sq(2.6, 2.6), sq(-2.6, 2.6)], true, { lod: 64 } as Partial<Prim>);
  }
  if (villageEnds.length) {
    prims.push({ type: 'circle', role: 'village-square', x: 50, y: 50, r: 11 });
    const roadDirs = villageEnds.map((r) => SIDE_Q[SIDES.find((s) => r.f.at.includes(s))!]);
    const spots: Pt[] = [];
    for (const a of [45, 135, 225, 315]) {
      const rad = ((a - 90) * Math.PI) / 180;
      spots.push([50 + Math.cos(rad) * 8.2, 50 + Math.sin(rad) * 8.2 + 2.6]);
    }
    void roadDirs;
    // small tiles: one large house; from 90 px the square is drawn again with four small houses over it
    prims.push(...upright(housePrims([50, 55.5], 12, 'village-house', 'village-roof'), [50, 50]));
    prims.push({ type: 'circle', role: 'village-square', x: 50, y: 50, r: 11, lod: 90 });
    for (const s of spots) prims.push(...upright(housePrims(s, 7.4, 'village-house', 'village-roof', 90), s));
  } else if (junctionEnds.length) {
    prims.push({ type: 'circle', role: 'village-square', x: 50, y: 50, r: 7 });
    for (const t of [
      [36, 64],
      [64, 64],
      [50, 68],
    ] as Pt[]) {
      const k = cellOf(t);
      if (!barrier[k]) prims.push(...upright(treePrims(t, 4), t));
      occupied.push({ p: t, r: 4 });
    }
    prims.push(...treePrims([50, 50], 3.2));
  }
  if (villageEnds.length) occupied.push({ p: hub, r: 14 });

  // --- monastery
  if (monasteries.length) {
    prims.push(...upright(monasteryPrims(monCentre), monCentre));
    occupied.push({ p: monCentre, r: 14 });
  }

  // --- masks per city for icon placement and anchors
  const cityMask = new Map<number, Mask>();
  for (const c of cities) {
    const m = newMask();
    fillPolygon(m, shapes.get(c.i)!.poly);
    for (const pk of pockets) fillPolygon(m, pk, 0);
    for (const w of shapes.get(c.i)!.walls) fillStroke(m, w, WALL_W + 1, 0);
    for (const d of diag) fillStroke(m, d, WALL_W + 1, 0);
    if (twoBands && !shapes.get(c.i)!.top) {
      // the under-bridge city is only visible outside the bridge
      fillPolygon(
        m,
        [
          [34, 0],
          [66, 0],
          [66, 100],
          [34, 100],
        ],
        0,
      );
    }
    cityMask.set(c.i, m);
  }
  const withObstacles = (m: Mask) => {
    const mm = new Uint8Array(m);
    for (const o of occupied) fillDisc(mm, o.p, o.r, 0);
    return mm;
  };

  const draw: Draw = (ps, keep) => {
    prims.push(...ps);
    occupied.push(...keep);
  };

  // --- icons in cities: what the modules' attributes add (in module order), then pennants
  for (const c of cities) {
    const m = cityMask.get(c.i)!;
    for (const a of FEATURE_ATTRS) {
      const value = c.f.attrs?.[a.attr];
      if (!value || !a.art.city) continue;
      const free = withObstacles(m);
      a.art.city({
        def,
        hint,
        feature: c.f,
        value,
        free,
        clear: clearance(free),
        centroid: centroidOfMask(free),
        draw,
      });
    }
    for (let p = 0; p < (c.f.pennants ?? 0); p++) {
      const mm = withObstacles(m);
      const cl = clearance(mm);
      const prefer: Pt = c.f.at.length === 4 ? [50, 50] : centroidOfMask(mm);
      const spot = bestSpot(mm, cl, prefer, 10) ?? [50, 50];
      prims.push(...upright(pennantPrims(spot, 1.4), spot));
      occupied.push({ p: spot, r: 10.5 });
    }
  }

  // --- icons by roads: each module attribute once per tile, with every road carrying it
  for (const a of FEATURE_ATTRS) {
    if (!a.art.roads) continue;
    const list = roadLines
      .filter((r) => r.f.attrs?.[a.attr])
      .map((r) => ({ feature: r.f, value: r.f.attrs![a.attr], line: r.line }));
    if (!list.length) continue;
    a.art.roads({
      def,
      hint,
      roads: list,
      besideRoad: (line, prefer, off, t) => besideRoad(line, prefer, barrier, off, t),
      draw,
    });
  }

  // --- marks of the tile's own module attributes, on free ground
  for (const a of TILE_ATTRS) {
    const value = def.attrs?.[a.attr];
    if (!value || !a.art.paint) continue;
    const freeGround = () => {
      const anyFree = newMask();
      for (let k = 0; k < R * R; k++) anyFree[k] = 1;
      for (const rl of roadLines) fillStroke(anyFree, rl.line, ROAD_WIDTH + 2, 0);
      for (const w of allWalls) fillStroke(anyFree, w, WALL_W + 2, 0);
      return withObstacles(anyFree);
    };
    a.art.paint({ def, hint, value, freeGround, draw });
  }

  // --- city outlines and anchors
  for (const c of cities) {
    const sh = shapes.get(c.i)!;
    outlines.set(c.i, twoBands ? crossingOutline(!!sh.top) : [sh.poly]);
    const m = withObstacles(cityMask.get(c.i)!);
    const cl = clearance(m);
    for (const s of SIDES.filter((x) => c.f.at.includes(x))) {
      const target: Pt = [SIDE_MID[s][0] + SIDE_IN[s][0] * 14, SIDE_MID[s][1] + SIDE_IN[s][1] * 14];
      anchors[s] = roomySpot(m, target) ?? bestSpot(m, cl, target, 8) ?? target;
    }
    featAnchor.set(c.i, pole(m, cl)?.p ?? anchors[c.f.at[0] as Side] ?? [50, 50]);
  }
  // --- road outlines and anchors: the band as drawn, cut where something else is drawn over it
  // (the city wall at a gate, the village square, the road crossing over on a bridge)
  function roadOutline(rl: RoadLine): Pt[][] {
    let line = rl.outlineLine ?? rl.line;
    let L = polyLength(line);
    // a road may meet a curved wall at a slant: stop far enough back that the band's corners stay outside
    if (rl.gate) line = subLine(line, 0, Math.max(1, L - 1.5 - WALL_W / 2 - ROAD_WIDTH / 2));
    else if (rl.f.end === 'village' || rl.f.end === 'junction')
      line = subLine(line, 0, Math.max(1, L - (villageEnds.length ? 11 : 7)));
    L = polyLength(line);
    if (crossing && rl === crossing && over) {
      const h = intersectLines(line, over.line);
      if (h) {
        const gap = ROAD_WIDTH / 2 + 1.4 + 1.3;
        return [subLine(line, 0, Math.max(0.5, h.s - gap)), subLine(line, Math.min(L - 0.5, h.s + gap), L)].map((l) =>
          bandPolygon(l, ROAD_WIDTH),
        );
      }
    }
    return [bandPolygon(line, ROAD_WIDTH)];
  }
  for (const rl of roadLines) {
    outlines.set(rl.i, roadOutline(rl));
    const L = polyLength(rl.line);
    const sides = SIDES.filter((s) => rl.f.at.includes(s));
    for (const s of sides) {
      const fromStart = dist(rl.line[0]!, SIDE_MID[s]) < 1;
      const along = Math.min(24, L * 0.5);
      let p = pointAt(rl.line, fromStart ? along : L - along).p;
      // keep clear of icons standing on or beside the road: step towards the side first, then
      // away from it, never so near the side that a large figure would leave the tile
      const lo = Math.min(FIGURE_R.large, L / 2);
      for (let tries = 0; tries < 12 && occupied.some((o) => dist(o.p, p) < o.r + 3); tries++) {
        const step = 4 * (Math.floor(tries / 2) + 1) * (tries % 2 ? 1 : -1);
        const d = Math.max(lo, Math.min(L - 6, along + step));
        p = pointAt(rl.line, fromStart ? d : L - d).p;
      }
      anchors[s] = p;
    }
    featAnchor.set(rl.i, pointAt(rl.line, L / 2).p);
  }
  // --- monastery
  for (const m of monasteries) {
    outlines.set(m.i, [monasteryOutline(monCentre)]);
    outlinePivot.set(m.i, monCentre);
    anchors['C'] = [monCentre[0], monCentre[1] + 4];
    featAnchor.set(m.i, anchors['C']!);
  }
  // --- field outlines and anchors
  for (const fd of fields) {
    const comps = fieldComps.get(fd.i) ?? [];
    const m = newMask();
    for (let k = 0; k < R * R; k++) if (comps.includes(labels[k]!)) m[k] = 1;
    // the outline keeps a cell inside the drawn field (off roads, walls and buildings), and
    // goes round a building standing inside it (a hole joined to the outside by a slit)
    const inner = erode(m);
    const { outer, holes } = allLoops(inner);
    const smooth = (l: Pt[]) => chaikinClosed(simplifyClosed(l, 0.6));
    const loops = outer.map(smooth);
    for (const h of holes.map(smooth)) {
      const k = loops.findIndex((o) => inPolygonPt(h[0]!, o));
      if (k >= 0) loops[k] = keyhole(loops[k]!, h);
    }
    outlines.set(fd.i, loops);
    const mm = withObstacles(m);
    const cl = clearance(mm, true);
    for (const l of fd.f.at) {
      if (isHalf(l)) {
        const comp = halfComp[l];
        const only = newMask();
        for (let k = 0; k < R * R; k++) only[k] = mm[k] && labels[k] === comp ? 1 : 0;
        // room for the large farmer (the largest figure lying on a field), as far as the field allows
        anchors[l] = roomySpot(only, HALF_TARGET[l]) ?? bestSpot(m, clearance(m), HALF_TARGET[l], 3) ?? HALF_TARGET[l];
      } else if (l === 'C') {
        anchors['C'] = pole(mm, cl)?.p ?? [50, 50];
      }
    }
    featAnchor.set(fd.i, pole(mm, cl)?.p ?? [50, 50]);
  }
  // --- a side that is all one field names that field (DESIGN 1.3): a spot in it near that side
  const sideFields: BaseArt['sideFields'] = [];
  for (const s of SIDES) {
    if (feats.some((f) => f.at.includes(s))) continue;
    const [h0, h1] = SIDE_HALVES[s];
    const fd = fields.find((x) => x.f.at.includes(h0) && x.f.at.includes(h1));
    if (!fd) continue;
    sideFields.push({ side: s, index: fd.i });
    const m = newMask();
    for (let k = 0; k < R * R; k++) if (labels[k] === halfComp[h0] || labels[k] === halfComp[h1]) m[k] = 1;
    const mm = withObstacles(m);
    const target: Pt = [SIDE_MID[s][0] + SIDE_IN[s][0] * 16, SIDE_MID[s][1] + SIDE_IN[s][1] * 16];
    anchors[s] = roomySpot(mm, target) ?? anchors[h0] ?? target;
  }

  // --- a road's figure steps along its road, away from a figure of another feature close by
  // (a small field pocket between the road and a wall)
  const featureOfLoc = new Map<Location, number>();
  feats.forEach((f, i) => f.at.forEach((l) => featureOfLoc.set(l, i)));
  for (const sf of sideFields) featureOfLoc.set(sf.side, sf.index);
  for (const rl of roadLines) {
    const L = polyLength(rl.line);
    const others = (Object.entries(anchors) as [Location, Pt][]).filter(([l]) => featureOfLoc.get(l) !== rl.i);
    const near = (p: Pt) => Math.min(2 * FIGURE_R.normal, ...others.map(([, q]) => dist(p, q)));
    const end = rl.gate ? 10 : rl.f.end === 'village' || rl.f.end === 'junction' ? 13 : 4;
    for (const s of SIDES.filter((x) => rl.f.at.includes(x))) {
      const start = anchors[s]!;
      if (near(start) >= 2 * FIGURE_R.normal - 4) continue;
      const fromStart = dist(rl.line[0]!, SIDE_MID[s]) < 1;
      let best = start;
      let bv = near(start);
      for (let d = FIGURE_R.large; d <= L - end; d += 1) {
        const p = pointAt(rl.line, fromStart ? d : L - d).p;
        if (Math.min(p[0], p[1], 100 - p[0], 100 - p[1]) < FIGURE_R.large) continue;
        if (occupied.some((o) => dist(o.p, p) < o.r + 3)) continue;
        const v = near(p) - 0.05 * dist(p, start);
        if (v > bv + 0.5) {
          bv = v;
          best = p;
        }
      }
      anchors[s] = best;
    }
  }

  const features = feats.map((f, i) => ({
    index: i,
    kind: f.kind,
    at: [...f.at],
    outline: outlines.get(i) ?? [],
    anchor: featAnchor.get(i) ?? [50, 50],
    ...(outlinePivot.has(i) ? { pivot: outlinePivot.get(i)! } : {}),
  }));
  return { prims, anchors, features, sideFields, keepClear: occupied.map((o) => ({ p: o.p, r: o.r })) };
}

/**
 * A figure spot in `m` near `target` that keeps the whole figure inside the tile and
 * off the feature's edges: the large figure's half-size from the tile border, and as
 * far from the rest of the tile (walls, roads, other fields, icons) as the area allows
 * up to that size; where the area reaches no cell that far in, the normal figure's,
 * then a small margin. Null when `m` is empty.
 */
function roomySpot(m: Mask, target: Pt): Pt | null {
  const cl = clearance(m, false);
  for (const r of [FIGURE_R.large, FIGURE_R.normal, 6]) {
    const inner = newMask();
    let any = false;
    for (let k = 0; k < R * R; k++) {
      if (!m[k]) continue;
      const [x, y] = cellCentre(k);
      if (x < r || y < r || x > 100 - r || y > 100 - r) continue;
      inner[k] = 1;
      any = true;
    }
    if (!any) continue;
    const p = bestSpot(inner, cl, target, FIGURE_R.large);
    if (p) return p;
  }
  return null;
}

/** The spur wall as a smooth line through its hint points. */
function smoothSpur(pts: readonly Pt[]): Pt[] {
  const out: Pt[] = [pts[0]!];
  for (let i = 1; i < pts.length - 1; i++) {
    const a = pts[i - 1]!;
    const b = pts[i]!;
    const c = pts[i + 1]!;
    out.push(...quad([(a[0] + b[0]) / 2, (a[1] + b[1]) / 2], b, [(b[0] + c[0]) / 2, (b[1] + c[1]) / 2], 6));
  }
  out.push(pts[pts.length - 1]!);
  return dedupe(out);
}

/** The part of a polyline between arc lengths s0 and s1. */
function subLine(pts: readonly Pt[], s0: number, s1: number): Pt[] {
  const out: Pt[] = [pointAt(pts, s0).p];
  let acc = 0;
  for (let i = 1; i < pts.length; i++) {
    acc += dist(pts[i - 1]!, pts[i]!);
    if (acc > s0 && acc < s1) out.push(pts[i]!);
  }
  out.push(pointAt(pts, s1).p);
  return dedupe(out);
}

/** The road's edge line: the centre line offset sideways by d. */
function offsetEdge(line: readonly Pt[], d: number): Pt[] {
  return offsetLine(line, d);
}

/**
 * A place beside a road for an icon: at fraction `t` along the road, offset
 * `off` units to the side facing `prefer` (or the side with more free room).
 * @returns the icon centre and the road direction there
 */
function besideRoad(line: readonly Pt[], prefer: Pt | null, barrier: Mask, off: number, t = 0.5): { at: Pt; dir: Pt } {
  const L = polyLength(line);
  const { p, dir } = pointAt(line, L * t);
  const left: Pt = [p[0] + dir[1] * off, p[1] - dir[0] * off];
  const right: Pt = [p[0] - dir[1] * off, p[1] + dir[0] * off];
  let at: Pt;
  if (prefer) at = dist(left, prefer) < dist(right, prefer) ? left : right;
  else {
    const freeAround = (c: Pt) => {
      let f = 0;
      for (let dy = -8; dy <= 8; dy += 2)
        for (let dx = -8; dx <= 8; dx += 2) {
          const x = c[0] + dx,
            y = c[1] + dy;
          if (x < 0 || y < 0 || x >= 100 || y >= 100) continue;
          if (!barrier[cellOf([x, y])]) f++;
        }
      return f;
    };
    at = freeAround(left) >= freeAround(right) ? left : right;
  }
  let d = dir;
  if (d[0] < -0.01 || (Math.abs(d[0]) < 0.01 && d[1] < 0)) d = [-d[0], -d[1]];
  return { at, dir: d };
}

function centroidOfMask(m: Mask): Pt {
  let sx = 0,
    sy = 0,
    c = 0;
  for (let k = 0; k < R * R; k++)
    if (m[k]) {
      const p = cellCentre(k);
      sx += p[0];
      sy += p[1];
      c++;
    }
  return c ? [sx / c, sy / c] : [50, 50];
}

function hashStr(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619) >>> 0;
  return h & 0x7fffffff;
}

/**
 * KRB.01's city outlines as drawn: the city over the bridge (N+S) and the one
 * under it (W+E, seen only left and right of the bridge), both without the four
 * field pockets (and their walls) on the diagonals.
 */
function crossingOutline(top: boolean): Pt[][] {
  const polys: Pt[][] = top
    ? [
        [
          [0, 0],
          [100, 0],
          [66, 34],
          [66, 66],
          [100, 100],
          [0, 100],
          [34, 66],
          [34, 34],
        ],
      ]
    : [
        [
          [0, 0],
          [34, 34],
          [34, 66],
          [0, 100],
        ],
        [
          [100, 100],
          [66, 66],
          [66, 34],
          [100, 0],
        ],
      ];
  const r = 9.5 + WALL_W / 2;
  const centres: Pt[] = [0, 1, 2, 3].map((q) => rotQ([18, 18], q));
  return polys.map((poly) => {
    const out: Pt[] = [];
    for (let i = 0; i < poly.length; i++) {
      const a = poly[i]!;
      const b = poly[(i + 1) % poly.length]!;
      out.push(a);
      const c = centres.find((k) => lineDistPt(k, a, b) < 0.01);
      if (!c) continue;
      // the edge runs through the pocket: go round it on the city's side
      const l = dist(a, b);
      const u: Pt = [(b[0] - a[0]) / l, (b[1] - a[1]) / l];
      const t = (c[0] - a[0]) * u[0] + (c[1] - a[1]) * u[1];
      const entry: Pt = [a[0] + u[0] * (t - r), a[1] + u[1] * (t - r)];
      const a0 = Math.atan2(entry[1] - c[1], entry[0] - c[0]);
      const cw = arc(c, r, a0, a0 + Math.PI, 12);
      const ccw = arc(c, r, a0, a0 - Math.PI, 12);
      const mid = (pts: Pt[]) => pts[6]!;
      const inside = (p: Pt) => inPoly(p, poly);
      out.push(...(inside(mid(cw)) ? cw : ccw));
    }
    return dedupe(out);
  });
}

function lineDistPt(p: Pt, a: Pt, b: Pt): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const l2 = dx * dx + dy * dy;
  const t = Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / l2));
  return Math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy);
}

function inPoly(p: Pt, poly: readonly Pt[]): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i]!;
    const [xj, yj] = poly[j]!;
    if (yi > p[1] !== yj > p[1] && p[0] < ((xj - xi) * (p[1] - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** The mask without its cells next to an unset cell inside the tile (the tile border does not erode). */
function erode(m: Mask): Mask {
  const out = newMask();
  for (let k = 0; k < R * R; k++) {
    if (!m[k]) continue;
    const i = k % R;
    const j = Math.floor(k / R);
    const off = (di: number, dj: number) => {
      const x = i + di,
        y = j + dj;
      return x >= 0 && y >= 0 && x < R && y < R && !m[y * R + x];
    };
    if (off(-1, 0) || off(1, 0) || off(0, -1) || off(0, 1)) continue;
    out[k] = 1;
  }
  return out;
}

function inPolygonPt(p: Pt, poly: readonly Pt[]): boolean {
  return inPoly(p, poly);
}

/** One polygon of an outer loop with a hole, joined by a zero-width slit at their closest vertices. */
function keyhole(outer: Pt[], hole: Pt[]): Pt[] {
  let bi = 0,
    bj = 0,
    bd = Infinity;
  for (let i = 0; i < outer.length; i++)
    for (let j = 0; j < hole.length; j++) {
      const d = dist(outer[i]!, hole[j]!);
      if (d < bd) {
        bd = d;
        bi = i;
        bj = j;
      }
    }
  return [...outer.slice(0, bi + 1), ...hole.slice(bj), ...hole.slice(0, bj + 1), ...outer.slice(bi)];
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
