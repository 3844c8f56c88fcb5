/**
 * Art of `river`: the water (the line with the edge letter `W`) as a blue band with
 * darker banks and a few white ripples, the spring as a small pool ringed with stones
 * where the river starts (feature attribute `spring`), the lake as a wide pond where it
 * ends (`lake`); a road marked `bridge` crosses the water on the core's bridge. Shape
 * hints move the river off the monastery on RIVER.H and RIVER.L and make RIVER.F's a meander. Registered through
 * ../art.ts.
 */
import { arc, bandPolygon, cubic, flat, offsetLine, pointAt, polyLength, type Pt } from '../../../art/geom.js';
import { poly } from '../../../art/icons.js';
import type { LinePaint, ModuleArt } from '../../../art/registry.js';
import type { Prim } from '../../../art/style.js';
import { WATER } from './tiles.js';

/** Width of the river band (tile units; a road is 12). */
const RIVER_WIDTH = 13;
/** Radius of the spring's pool and of the lake (tile units). */
const SPRING_R = 8.5;
const LAKE_R = 15;

/** A round pond of radius `r` at `c`, a little irregular so that it reads as water, not a disc. */
function pond(c: Pt, r: number, role: string): Prim {
  const pts: Pt[] = [];
  for (let k = 0; k < 20; k++) {
    const a = (k / 20) * 2 * Math.PI;
    const rr = r * (1 + 0.07 * Math.sin(3 * a) + 0.04 * Math.cos(5 * a));
    pts.push([c[0] + rr * Math.cos(a), c[1] + rr * Math.sin(a)]);
  }
  return poly(role, pts);
}

/** Short white ripples along the river's centre line (detail: drawn on larger tiles only). */
function ripples(line: readonly Pt[], upTo: number): Prim[] {
  const out: Prim[] = [];
  for (let s = 14; s < upTo - 6; s += 22) {
    const { p, dir } = pointAt(line, s);
    const n: Pt = [-dir[1], dir[0]];
    const at = (t: number, off: number): Pt => [p[0] + dir[0] * t + n[0] * off, p[1] + dir[1] * t + n[1] * off];
    out.push({
      type: 'poly',
      role: 'river-ripple',
      pts: flat([at(-4, -1.5), at(-1.5, 0.3), at(1.5, -0.3), at(4, 1.5)]),
      closed: false,
      lod: 64,
    });
  }
  return out;
}

/** Paints one stretch of river, and its spring or lake at the inner end. */
function paintRiver(c: LinePaint): void {
  const { line, feature } = c;
  const prims: Prim[] = [];
  const keep: { p: Pt; r: number }[] = [];
  const L = polyLength(line);
  const end = line[line.length - 1]!;
  prims.push(poly('river', bandPolygon(line, RIVER_WIDTH)));
  for (const sgn of [1, -1]) prims.push(poly('river-bank', offsetLine(line, (sgn * RIVER_WIDTH) / 2), false));
  if (feature.attrs?.['lake']) {
    prims.push(pond(end, LAKE_R, 'river'));
    prims.push({ ...pond(end, LAKE_R - 5, 'river-deep'), lod: 48 });
    keep.push({ p: end, r: LAKE_R + 2 });
  } else if (feature.attrs?.['spring']) {
    // a ring of stones round the pool the river rises in
    for (let k = 0; k < 9; k++) {
      const a = (k / 9) * 2 * Math.PI + 0.3;
      prims.push({
        type: 'circle',
        role: 'river-stone',
        x: end[0] + (SPRING_R + 1.6) * Math.cos(a),
        y: end[1] + (SPRING_R + 1.6) * Math.sin(a),
        r: 2.2,
      });
    }
    prims.push(pond(end, SPRING_R, 'river'));
    prims.push({ type: 'circle', role: 'river-deep', x: end[0], y: end[1], r: 3, lod: 48 });
    keep.push({ p: end, r: SPRING_R + 5 });
  }
  prims.push(...ripples(line, feature.attrs?.['lake'] ? L - LAKE_R : L));
  c.draw(prims, keep);
}

/** A smooth line from `start` through two cubic pieces (geom's `cubic` leaves out each piece's first point). */
const curve = (start: Pt, a: Pt[], b: Pt[]): Pt[] => [start, ...a, ...b];
/** The river of RIVER.H bowed south of the monastery, under the bridge of its road (level where it meets the sides). */
const BOW_SOUTH = curve(
  [0, 50],
  cubic([0, 50], [22, 50], [26, 78], [50, 78], 12),
  cubic([50, 78], [74, 78], [78, 50], [100, 50], 12),
);
/** The river of RIVER.F, drawn as a meander (the same layout as RIVER.D). */
const MEANDER = curve(
  [50, 0],
  cubic([50, 0], [50, 22], [30, 28], [32, 50], 12),
  cubic([32, 50], [34, 72], [50, 76], [50, 100], 12),
);
/** The river of RIVER.L: in from the north, curving west into the lake in the north-west corner. */
const INTO_LAKE: Pt[] = [[50, 0], ...arc([26, 4], 24, 0.16, 1.35, 8).slice(1)];

/** The river's art: its roles, shape hints, the painter of the water (`W`) and the attributes it words. */
export const art: ModuleArt = {
  id: 'river',
  styles: {
    river: { fill: '#5AA7D6' },
    'river-bank': { stroke: '#2F6F99', width: 1.3 },
    'river-deep': { fill: '#3F8CC0' },
    'river-ripple': { stroke: '#FFFFFF', width: 0.9 },
    'river-stone': { fill: '#B7B2A6', stroke: '#6B665C', width: 0.6 },
  },
  hints: {
    'RIVER.F': { lines: [MEANDER] },
    'RIVER.H': { lines: [BOW_SOUTH] },
    'RIVER.L': { lines: [INTO_LAKE] },
  },
  lines: {
    [WATER]: { width: RIVER_WIDTH, paint: paintRiver },
  },
  features: {
    // drawn by the river's painter; worded by the keys tile.spring / note.spring …
    spring: {},
    lake: {},
  },
};
