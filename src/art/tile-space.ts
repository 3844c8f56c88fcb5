/**
 * The frame the parts of a tile's drawing share (tile.ts and its tile-*.ts parts): the
 * sides and half-sides as points and directions in tile space (0..100, y south, rotation
 * 0), the widths of roads and walls, and the sketch the drawing stages add to.
 */
import type { Corner, FeatureDef, HalfSide, Location, Side } from '../engine/core.js';
import { dedupe, dist, flat, pointAt, type Pt } from './geom.js';
import { R, bestSpot, cellCentre, clearance, fillDisc, newMask, type Mask } from './raster.js';
import { FIGURE_R } from './meeple.js';
import type { Prim, Role } from './style.js';

/** Quarter turns from north to each side. */
export const SIDE_Q: Record<Side, number> = { N: 0, E: 1, S: 2, W: 3 };
/** The middle of each side (where a road or a city meets it). */
export const SIDE_MID: Record<Side, Pt> = { N: [50, 0], E: [100, 50], S: [50, 100], W: [0, 50] };
/** The unit direction from each side into the tile. */
export const SIDE_IN: Record<Side, Pt> = { N: [0, 1], E: [-1, 0], S: [0, -1], W: [1, 0] };
/** The sides clockwise from north. */
export const SIDES: Side[] = ['N', 'E', 'S', 'W'];
/** The two half-sides of each side, clockwise. */
export const SIDE_HALVES: Record<Side, [HalfSide, HalfSide]> = {
  N: ['NNW', 'NNE'],
  E: ['ENE', 'ESE'],
  S: ['SSE', 'SSW'],
  W: ['WSW', 'WNW'],
};
/** The half-sides clockwise from the western half of the north side. */
export const HALVES: HalfSide[] = ['NNW', 'NNE', 'ENE', 'ESE', 'SSE', 'SSW', 'WSW', 'WNW'];

/** The corners clockwise from the north-east one (DESIGN 1.3 corner fields). */
export const CORNERS: Corner[] = ['NE', 'SE', 'SW', 'NW'];
/** The tile's corner point of each corner. */
export const CORNER_PT: Record<Corner, Pt> = { NE: [100, 0], SE: [100, 100], SW: [0, 100], NW: [0, 0] };

/** The middle of the tile, where roads to a village or a junction end. */
export const HUB: Pt = [50, 50];

/** Road band width (tile units). */
export const ROAD_WIDTH = 12;
/** City wall line width (tile units). */
export const WALL_W = 3;

/** Whether a location is a side (`N`, `E`, `S`, `W`). */
export const isSide = (l: Location): l is Side => l === 'N' || l === 'E' || l === 'S' || l === 'W';
/** Whether a location is a half-side (`NNW` … `WNW`). */
export const isHalf = (l: Location): l is HalfSide => (HALVES as string[]).includes(l);
/** Whether a location is a corner (`NE`, `SE`, `SW`, `NW`). */
export const isCorner = (l: Location): l is Corner => (CORNERS as string[]).includes(l);

/** A disc in tile space: centre `p`, radius `r` (tile units). */
export interface Placed {
  p: Pt;
  r: number;
}

/** A feature of the tile definition with its index in `features`. */
export interface Indexed {
  f: FeatureDef;
  i: number;
}

/**
 * What the stages of a tile's drawing add to, at rotation 0: the primitives in drawing
 * order, the discs meeples and later icons keep clear of (in the order drawn), and per
 * feature index its outline, its anchor and, for a building, the pivot it stays upright about.
 */
export interface Sketch {
  prims: Prim[];
  occupied: Placed[];
  /** Where a meeple on a location stands (tile space). */
  anchors: Partial<Record<Location, Pt>>;
  outlines: Map<number, Pt[][]>;
  featAnchor: Map<number, Pt>;
  /** Features whose outline stays upright about a pivot (buildings). */
  outlinePivot: Map<number, Pt>;
}

/** An empty sketch. */
export function newSketch(): Sketch {
  return { prims: [], occupied: [], anchors: {}, outlines: new Map(), featAnchor: new Map(), outlinePivot: new Map() };
}

/** Adds a polyline (`closed`: a polygon) of a role to `prims`, with extra primitive fields (`lod`, `stroke` …). */
export function addPoly(
  prims: Prim[],
  role: Role,
  pts: readonly Pt[],
  closed: boolean,
  extra: Partial<Prim> = {},
): void {
  prims.push({ type: 'poly', role, pts: flat(pts), closed, ...(extra as object) } as Prim);
}

/** A copy of mask `m` without the discs the sketch keeps clear so far. */
export function withObstacles(sk: Sketch, m: Mask): Mask {
  const mm = new Uint8Array(m);
  for (const o of sk.occupied) fillDisc(mm, o.p, o.r, 0);
  return mm;
}

/** The part of a polyline between arc lengths s0 and s1 (tile units from its start). */
export function subLine(pts: readonly Pt[], s0: number, s1: number): Pt[] {
  const out: Pt[] = [pointAt(pts, s0).p];
  let acc = 0;
  for (let i = 1; i < pts.length; i++) {
    acc += dist(pts[i - 1]!, pts[i]!);
    if (acc > s0 && acc < s1) out.push(pts[i]!);
  }
  out.push(pointAt(pts, s1).p);
  return dedupe(out);
}

/**
 * A figure spot in `m` near `target` that keeps the whole figure inside the tile and
 * off the feature's edges: the large figure's half-size from the tile border, and as
 * far from the rest of the tile (walls, roads, other fields, icons) as the area allows
 * up to that size; where the area reaches no cell that far in, the normal figure's,
 * then a small margin. Null when `m` is empty.
 */
export function roomySpot(m: Mask, target: Pt): Pt | null {
  const cl = clearance(m, false);
  for (const r of [FIGURE_R.big, FIGURE_R.normal, 6]) {
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
    const p = bestSpot(inner, cl, target, FIGURE_R.big);
    if (p) return p;
  }
  return null;
}
