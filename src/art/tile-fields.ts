/**
 * The fields of a tile's drawing (rotation 0): whatever cities, walls, roads and buildings
 * leave free, found on a 100 × 100 raster. This part rasters the barriers, finds the free
 * areas and which field of the tile definition each belongs to (by the half-sides it
 * touches, or enclosed), draws the grass, and gives each field its outline and meeple
 * anchors, and a side that is all one field its spot. Part of tile.ts.
 */
import type { FeatureDef, HalfSide, Side } from '../engine/core.js';
import { chaikinClosed, dist, inPolygon, simplifyClosed, type Pt } from './geom.js';
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
import type { TileHint } from './registry.js';
import type { Prim } from './style.js';
import { smoothSpur, type CityLayout } from './tile-cities.js';
import type { RoadLine } from './tile-roads.js';
import {
  CORNER_PT,
  HALVES,
  HUB,
  ROAD_WIDTH,
  SIDE_HALVES,
  SIDE_IN,
  SIDE_MID,
  SIDES,
  WALL_W,
  addPoly,
  isCorner,
  isHalf,
  roomySpot,
  withObstacles,
  type Indexed,
  type Sketch,
} from './tile-space.js';

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

/**
 * The raster of everything that is not field: the cities, KRB.01's pockets cleared again,
 * walls, pocket walls, diagonal walls, the hint's spur, roads, the monastery's footprint,
 * the village square or junction and the village stubs (in that order).
 * @param monastery the monastery's footprint, or null for a tile without one
 * @param hub the radius of the village square or junction in the middle, 0 for none
 */
export function fieldBarrier(
  city: CityLayout,
  hint: TileHint,
  roadLines: readonly RoadLine[],
  monastery: readonly Pt[] | null,
  hub: number,
  stubLines: readonly Pt[][],
): Mask {
  const { shapes, pockets, diag, walls } = city;
  const barrier = newMask();
  for (const [, sh] of shapes) fillPolygon(barrier, sh.poly);
  for (const pk of pockets) fillPolygon(barrier, pk, 0);
  for (const w of walls) fillStroke(barrier, w, WALL_W);
  for (const pk of pockets) fillStroke(barrier, [...pk, pk[0]!], WALL_W);
  for (const d of diag) fillStroke(barrier, d, WALL_W);
  if (hint.spur) fillStroke(barrier, smoothSpur(hint.spur), WALL_W + 1);
  for (const rl of roadLines) fillStroke(barrier, rl.line, ROAD_WIDTH);
  if (monastery) fillPolygon(barrier, monastery);
  if (hub) fillDisc(barrier, HUB, hub);
  for (const l of stubLines) fillStroke(barrier, l, 5);
  return barrier;
}

/** The free areas of the field raster and the fields of the tile definition they make up. */
export interface FieldAreas {
  /** Area label per raster cell (0: not field), as `components` numbers them. */
  labels: Int32Array;
  /** The area each half-side meets (the one nearest its middle). */
  halfComp: Partial<Record<HalfSide, number>>;
  /** Area labels per field (feature index). */
  fieldComps: Map<number, number[]>;
}

/**
 * Finds the field areas and gives each field of the definition its areas: a field with
 * half-sides the areas they meet; an enclosed field (named by C or by nothing) the centre's
 * area or the next unclaimed inner area, in clockwise order.
 */
export function fieldAreas(barrier: Mask, fields: readonly Indexed[]): FieldAreas {
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
    const corner = fd.f.at.find(isCorner);
    if (fd.f.at.includes('C') && centreLabel && !claimed.has(centreLabel)) pick = centreLabel;
    else if (corner) {
      // a corner field: the free inner area nearest its corner
      const free = inner.filter((l) => !claimed.has(l));
      const d = (l: number) => dist(centreOf(l), CORNER_PT[corner]);
      pick = free.sort((a, b) => d(a) - d(b))[0];
    } else pick = inner.find((l) => !claimed.has(l));
    if (pick) {
      claimed.add(pick);
      fieldComps.set(fd.i, [pick]);
    }
  }
  return { labels, halfComp, fieldComps };
}

/** Draws a few grass tufts where the field has room, at spots seeded by the tile's id. */
export function drawGrass(prims: Prim[], id: string, labels: Int32Array): void {
  const fieldMaskAll = newMask();
  for (let k = 0; k < R * R; k++) fieldMaskAll[k] = labels[k] ? 1 : 0;
  const fieldClear = clearance(fieldMaskAll, false);
  let seed = hashStr(id);
  const rnd = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  for (let t = 0; t < 14; t++) {
    const p: Pt = [4 + rnd() * 92, 4 + rnd() * 92];
    const k = cellOf(p);
    if (!labels[k] || fieldClear[k]! < 4) continue;
    addPoly(
      prims,
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
}

/**
 * Each field's outline (a cell inside the drawn field, round a building standing in it), a
 * meeple anchor per half-side (with room for the large farmer) or C, and the feature's anchor.
 */
export function fieldAnchors(sk: Sketch, fields: readonly Indexed[], areas: FieldAreas): void {
  const { labels, halfComp, fieldComps } = areas;
  const { anchors } = sk;
  for (const fd of fields) {
    const comps = fieldComps.get(fd.i) ?? [];
    const m = newMask();
    for (let k = 0; k < R * R; k++) if (comps.includes(labels[k]!)) m[k] = 1;
    sk.outlines.set(fd.i, fieldOutline(m));
    const mm = withObstacles(sk, m);
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
      } else if (isCorner(l)) {
        // a corner field's figure lies in the middle of its area, leaning to its corner
        anchors[l] = pole(mm, cl, CORNER_PT[l])?.p ?? CORNER_PT[l];
      }
    }
    sk.featAnchor.set(fd.i, pole(mm, cl)?.p ?? [50, 50]);
  }
}

/**
 * A field's outline: loops a cell inside the field's mask (off roads, walls and buildings),
 * smoothed; a building standing inside the field is a hole joined to the outside by a slit.
 */
function fieldOutline(m: Mask): Pt[][] {
  const inner = erode(m);
  const { outer, holes } = allLoops(inner);
  const smooth = (l: Pt[]) => chaikinClosed(simplifyClosed(l, 0.6));
  const loops = outer.map(smooth);
  for (const h of holes.map(smooth)) {
    const k = loops.findIndex((o) => inPolygon(h[0]!, o));
    if (k >= 0) loops[k] = keyhole(loops[k]!, h);
  }
  return loops;
}

/**
 * A side that is all one field names that field (DESIGN 1.3): its anchor is a spot in the
 * field near that side.
 * @returns each such side with its field's index
 */
export function sideFieldAnchors(
  sk: Sketch,
  features: readonly FeatureDef[],
  fields: readonly Indexed[],
  areas: FieldAreas,
): { side: Side; index: number }[] {
  const { labels, halfComp } = areas;
  const { anchors } = sk;
  const sideFields: { side: Side; index: number }[] = [];
  for (const s of SIDES) {
    if (features.some((f) => f.at.includes(s))) continue;
    const [h0, h1] = SIDE_HALVES[s];
    const fd = fields.find((x) => x.f.at.includes(h0) && x.f.at.includes(h1));
    if (!fd) continue;
    sideFields.push({ side: s, index: fd.i });
    const m = newMask();
    for (let k = 0; k < R * R; k++) if (labels[k] === halfComp[h0] || labels[k] === halfComp[h1]) m[k] = 1;
    const mm = withObstacles(sk, m);
    const target: Pt = [SIDE_MID[s][0] + SIDE_IN[s][0] * 16, SIDE_MID[s][1] + SIDE_IN[s][1] * 16];
    anchors[s] = roomySpot(mm, target) ?? anchors[h0] ?? target;
  }
  return sideFields;
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

/** A non-negative 31-bit hash of a string (FNV-1a), the seed of a tile's grass. */
function hashStr(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619) >>> 0;
  return h & 0x7fffffff;
}
