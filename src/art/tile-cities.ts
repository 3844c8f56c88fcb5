/**
 * The cities of a tile's drawing (rotation 0): the shape of each city from the sides it
 * touches (a cap for one side, a corner piece for two neighbouring sides, a band for two
 * opposite sides, the whole tile minus field bays for three or four sides, KRB.01's two
 * cities crossing on a bridge), cities that meet in a corner kept apart, the drawing of
 * walls, pockets and the bridge, a raster mask per city, and the cities' outlines and
 * meeple anchors. Part of tile.ts.
 */
import type { Side } from '../engine/core.js';
import {
  arc,
  cubic,
  dedupe,
  dist,
  inPolygon,
  intersectLines,
  polyLength,
  quad,
  rotQ,
  segDist,
  type Pt,
} from './geom.js';
import { bestSpot, clearance, fillPolygon, fillStroke, newMask, pole, type Mask } from './raster.js';
import type { TileHint } from './registry.js';
import type { Prim } from './style.js';
import {
  SIDE_IN,
  SIDE_MID,
  SIDE_Q,
  SIDES,
  WALL_W,
  addPoly,
  roomySpot,
  subLine,
  withObstacles,
  type Indexed,
  type Sketch,
} from './tile-space.js';

/** The cities of a tile at rotation 0, with what lies between them. */
export interface CityLayout {
  /** Shape per feature index of each city. */
  shapes: Map<number, CityShape>;
  /** KRB.01: the four enclosed field pockets on the diagonals (else empty). */
  pockets: Pt[][];
  /** KRB.01: the wall pieces on the diagonals between the pockets and the corners. */
  diag: Pt[][];
  /** KRB.01's two cities crossing: one N+S over a bridge, one W+E under it. */
  twoBands: boolean;
  /** Every city's wall lines. */
  walls: Pt[][];
}

/**
 * The shape of every city of a tile: KRB.01's crossing cities, else each city by the sides
 * it touches (the first city as the hint carves it), those meeting in a corner separated.
 * @param roads the tile's roads (a road through the tile or to a gate flattens a corner city's wall)
 */
export function cityShapes(cities: readonly Indexed[], roads: readonly Indexed[], hint: TileHint): CityLayout {
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
  return { shapes, pockets, diag, twoBands, walls: [...shapes.values()].flatMap((s) => s.walls) };
}

/**
 * Draws the cities (the one over a bridge last, with the bridge's shadow under it), KRB.01's
 * field pockets, diagonal walls and bridge parapets, and the hint's wall spur.
 */
export function drawCities(prims: Prim[], layout: CityLayout, hint: TileHint): void {
  const { shapes, pockets, diag, twoBands } = layout;
  const cityOrder = [...shapes.entries()].sort((a, b) => Number(!!a[1].top) - Number(!!b[1].top));
  for (const [, sh] of cityOrder) {
    if (sh.top) {
      // bridge shadow on the city passing under
      addPoly(
        prims,
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
    addPoly(prims, twoBands && !sh.top ? 'city-shade' : 'city', sh.poly, true);
    for (const w of sh.walls)
      addPoly(prims, 'wall', w, false, sh.top ? ({ width: 2.4, stroke: '#3A2A1A' } as Partial<Prim>) : {});
  }
  for (const pk of pockets) {
    addPoly(prims, 'field', pk, true);
    addPoly(prims, 'wall', [...pk, pk[0]!], false);
  }
  for (const d of diag) addPoly(prims, 'wall', d, false);
  if (twoBands) {
    // parapets of the bridge carrying the N+S city over the W+E one
    for (const x of [34, 66]) {
      addPoly(
        prims,
        'bridge',
        [
          [x, 29],
          [x, 71],
        ],
        false,
        { fill: 'none', stroke: '#3A2A1A', width: 4.2 } as Partial<Prim>,
      );
      addPoly(
        prims,
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
  if (hint.spur) addPoly(prims, 'wall', smoothSpur(hint.spur), false, { width: WALL_W + 0.6 } as Partial<Prim>);
}

/**
 * A raster mask per city (feature index): its area off its walls, KRB.01's pockets and
 * diagonal walls, and for the city under the bridge off the bridge.
 */
export function cityMasks(cities: readonly Indexed[], layout: CityLayout): Map<number, Mask> {
  const { shapes, pockets, diag, twoBands } = layout;
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
  return cityMask;
}

/**
 * Each city's outline (KRB.01's as drawn round its pockets), a meeple anchor per side it
 * touches (near that side, with room for a figure, off the icons drawn so far) and the
 * feature's anchor (the pole of its free area).
 */
export function cityAnchors(
  sk: Sketch,
  cities: readonly Indexed[],
  layout: CityLayout,
  masks: Map<number, Mask>,
): void {
  const { shapes, twoBands } = layout;
  const { anchors } = sk;
  for (const c of cities) {
    const sh = shapes.get(c.i)!;
    sk.outlines.set(c.i, twoBands ? crossingOutline(!!sh.top) : [sh.poly]);
    const m = withObstacles(sk, masks.get(c.i)!);
    const cl = clearance(m);
    for (const s of SIDES.filter((x) => c.f.at.includes(x))) {
      const target: Pt = [SIDE_MID[s][0] + SIDE_IN[s][0] * 14, SIDE_MID[s][1] + SIDE_IN[s][1] * 14];
      anchors[s] = roomySpot(m, target) ?? bestSpot(m, cl, target, 8) ?? target;
    }
    sk.featAnchor.set(c.i, pole(m, cl)?.p ?? anchors[c.f.at[0] as Side] ?? [50, 50]);
  }
}

/** A city piece at rotation 0: its area and its wall lines. */
export interface CityShape {
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

/** The spur wall as a smooth line through its hint points. */
export function smoothSpur(pts: readonly Pt[]): Pt[] {
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
      const c = centres.find((k) => segDist(k, a, b) < 0.01);
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
      const inside = (p: Pt) => inPolygon(p, poly);
      out.push(...(inside(mid(cw)) ? cw : ccw));
    }
    return dedupe(out);
  });
}
