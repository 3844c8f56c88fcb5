/**
 * The roads of a tile's drawing (rotation 0) and what they end at: each road's centre line
 * (straight, a quarter circle round a corner, or ending at a city gate, the monastery door,
 * a village or a junction, or a cottage past the middle), the bands as drawn with a bridge
 * where one road crosses another, the gate towers on the wall, the village square or junction
 * in the middle, the cottages, the roads' outlines and meeple anchors, and where an icon goes
 * beside a road. Part of tile.ts.
 */
import type { FeatureDef, Location, Side } from '../engine/core.js';
import {
  arc,
  bandPolygon,
  dedupe,
  dist,
  intersectLines,
  offsetLine,
  pointAt,
  polyLength,
  quad,
  type Pt,
} from './geom.js';
import { housePrims, monasteryBox, treePrims } from './icons.js';
import { FIGURE_R } from './meeple.js';
import { cellOf, type Mask } from './raster.js';
import { upright, type Prim } from './style.js';
import type { CityShape } from './tile-cities.js';
import {
  HUB,
  ROAD_WIDTH,
  SIDE_IN,
  SIDE_MID,
  SIDE_Q,
  SIDES,
  WALL_W,
  addPoly,
  subLine,
  type Indexed,
  type Sketch,
} from './tile-space.js';

/** A road's centre line at rotation 0 (tile space), from its side inwards. */
export interface RoadLine {
  /** Index of the road in the tile definition's `features`. */
  i: number;
  f: FeatureDef;
  line: Pt[];
  /** Where the road meets a city wall, and its direction there (a road ending at a city). */
  gate?: { p: Pt; dir: Pt };
  /** The line the outline follows when it differs (a road into the monastery stops at its footprint). */
  outlineLine?: Pt[];
}

/** Where the monastery stands: its centre (the pivot it stays upright about) and its square footprint. */
export interface MonasterySite {
  centre: Pt;
  /** `[x0, y0, x1, y1]` of the footprint. */
  box: [number, number, number, number];
  poly: Pt[];
}

/**
 * How far a road ending at a cottage (`end: 'house'`) runs in from its side (tile units):
 * past the middle, so that it can cross a road through the middle on a bridge (TB.C).
 */
export const HOUSE_ROAD = 70;
/** Width of the cottage at the end of such a road (tile units); it stands just past the road's end. */
const HOUSE_W = 11;

/** A road running over another road or a line on a bridge (`over`), and what it crosses; both undefined when none does. */
export interface Bridge {
  over: RoadLine | undefined;
  crossing: RoadLine | undefined;
}

/**
 * Where the monastery stands: in the middle, a little lower under a city on the north side,
 * a little higher when a road comes in from the south (unless one comes in from a side).
 */
export function monasterySite(cities: readonly Indexed[], roads: readonly Indexed[]): MonasterySite {
  const sideRoadToMon = roads.some((r) => r.f.end === 'monastery' && (r.f.at.includes('W') || r.f.at.includes('E')));
  // the monastery stays upright and its footprint is a square centred on its pivot,
  // so it keeps the same distance to the roads and the city at every rotation
  const roadFromS = roads.some((r) => r.f.end === 'monastery' && r.f.at.includes('S'));
  const cityN = cities.some((c) => c.f.at.includes('N'));
  const centre: Pt = sideRoadToMon ? [50, 50] : cityN ? [50, 56] : roadFromS ? [50, 47] : [50, 50];
  const box = monasteryBox(centre);
  const poly: Pt[] = [
    [box[0], box[1]],
    [box[2], box[1]],
    [box[2], box[3]],
    [box[0], box[3]],
  ];
  return { centre, box, poly };
}

/**
 * Each road's centre line, in the order of the tile's features: between two sides straight
 * or round their corner; from one side to the first city wall in its way (a gate), bending
 * to the nearest wall point when none is (KRB.04, KRB.05), to the monastery, or to the middle.
 * @param walls every city wall line
 */
export function roadCentreLines(roads: readonly Indexed[], walls: readonly Pt[][], mon: MonasterySite): RoadLine[] {
  const roadLines: RoadLine[] = [];
  for (const r of roads) {
    const sides = SIDES.filter((s) => r.f.at.includes(s));
    let line: Pt[];
    let gate: RoadLine['gate'];
    let outlineLine: Pt[] | undefined;
    if (sides.length === 2) {
      const [a, b] = sides as [Side, Side];
      line = (SIDE_Q[a] + 2) % 4 === SIDE_Q[b] ? [SIDE_MID[a], SIDE_MID[b]] : cornerArc(a, b);
    } else {
      const s = sides[0] ?? 'S';
      const start = SIDE_MID[s];
      const end = r.f.end ?? 'junction';
      if (end === 'city') ({ line, gate } = gateLine(start, SIDE_IN[s], walls));
      else if (end === 'monastery') {
        // drawn on under the building (hidden by it at every rotation); highlighted up to its footprint
        const { box, centre } = mon;
        const edge: Pt = s === 'S' ? [50, box[3]] : s === 'N' ? [50, box[1]] : s === 'W' ? [box[0], 50] : [box[2], 50];
        const mid: Pt = s === 'S' || s === 'N' ? [50, centre[1]] : [centre[0], 50];
        line = [start, mid];
        outlineLine = [start, edge];
      } else if (end === 'house') {
        const inward = SIDE_IN[s];
        line = [start, [start[0] + inward[0] * HOUSE_ROAD, start[1] + inward[1] * HOUSE_ROAD]];
      } else {
        line = [start, HUB];
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
  return roadLines;
}

/** A road (or a line) between two neighbouring sides: a quarter circle round their shared corner. */
export function cornerArc(a: Side, b: Side): Pt[] {
  const corner: Pt = [a === 'E' || b === 'E' ? 100 : 0, a === 'S' || b === 'S' ? 100 : 0];
  const ang = (p: Pt) => Math.atan2(p[1] - corner[1], p[0] - corner[0]);
  let a0 = ang(SIDE_MID[a]);
  let a1 = ang(SIDE_MID[b]);
  if (a1 - a0 > Math.PI) a1 -= 2 * Math.PI;
  if (a0 - a1 > Math.PI) a0 -= 2 * Math.PI;
  const line = arc(corner, 50, a0, a1, 24);
  line[0] = SIDE_MID[a];
  line[line.length - 1] = SIDE_MID[b];
  return line;
}

/**
 * A road from `start` (a side's middle, going `inward`) to the first city wall in its way,
 * ending just past the wall; when no wall crosses its straight way in, it bends to the wall
 * point nearest a spot 30 units in (KRB.04, KRB.05).
 * @returns the centre line and the gate: where it meets the wall and its direction there
 */
function gateLine(start: Pt, inward: Pt, walls: readonly Pt[][]): { line: Pt[]; gate: { p: Pt; dir: Pt } } {
  const straight: Pt[] = [start, HUB];
  let hit: { p: Pt; s: number } | null = null;
  for (const w of walls) {
    const h = intersectLines(straight, w);
    if (h && (!hit || h.s < hit.s)) hit = h;
  }
  if (hit)
    return { line: [start, [hit.p[0] + inward[0] * 1.5, hit.p[1] + inward[1] * 1.5]], gate: { p: hit.p, dir: inward } };
  const bendAt: Pt = [start[0] + inward[0] * 30, start[1] + inward[1] * 30];
  let best: Pt = HUB;
  let bd = Infinity;
  for (const w of walls)
    for (const p of w) {
      const d = dist(p, bendAt);
      if (d < bd && p[0] > 3 && p[0] < 97 && p[1] > 3 && p[1] < 97) {
        bd = d;
        best = p;
      }
    }
  const ctl: Pt = inward[0] ? [best[0], start[1]] : [start[0], best[1]];
  const line = [start, ...quad(start, ctl, best, 16)];
  const last = line[line.length - 2]!;
  const d = dist(last, best) || 1;
  const gate = { p: best, dir: [(best[0] - last[0]) / d, (best[1] - last[1]) / d] as Pt };
  line[line.length - 1] = [best[0] + gate.dir[0] * 1.5, best[1] + gate.dir[1] * 1.5];
  return { line, gate };
}

/** Short stubs (not roads) from the village in the middle to where each city's wall crosses the way to its side. */
export function villageStubs(cities: readonly Indexed[], shapes: Map<number, CityShape>): Pt[][] {
  const stubLines: Pt[][] = [];
  for (const c of cities) {
    const sh = shapes.get(c.i)!;
    for (const s of SIDES.filter((x) => c.f.at.includes(x))) {
      const target: Pt = SIDE_MID[s];
      let hit: { p: Pt; s: number } | null = null;
      for (const w of sh.walls) {
        const h = intersectLines([HUB, target], w);
        if (h && (!hit || h.s < hit.s)) hit = h;
      }
      if (hit) stubLines.push([HUB, hit.p]);
    }
  }
  return stubLines;
}

/**
 * Draws the road bands and their edges (a road crossing another road or a line on a bridge
 * last, with the bridge's shadow and parapets), then the village stubs.
 * @param lines the tile's lines (water …), which a road marked `bridge` may cross instead of a road
 * @returns the bridge: the road over it and the road or line it crosses
 */
export function drawRoads(
  prims: Prim[],
  roadLines: readonly RoadLine[],
  stubLines: readonly Pt[][],
  lines: readonly RoadLine[] = [],
): Bridge {
  const drawRoad = (rl: RoadLine) => {
    const band = bandPolygon(rl.line, ROAD_WIDTH);
    addPoly(prims, 'road', band, true);
    addPoly(prims, 'road-edge', offsetEdge(rl.line, ROAD_WIDTH / 2), false);
    addPoly(prims, 'road-edge', offsetEdge(rl.line, -ROAD_WIDTH / 2), false);
  };
  // of the roads marked as crossing on a bridge, the first one listed runs over the others
  const over = roadLines.find((r) => r.f.attrs?.['bridge']);
  const crossing = over
    ? (roadLines.find((o) => o !== over && intersectLines(over.line, o.line)) ??
      lines.find((o) => intersectLines(over.line, o.line)))
    : undefined;
  for (const rl of roadLines) if (rl !== over || !crossing) drawRoad(rl);
  if (over && crossing) {
    const span = intersectLines(over.line, crossing.line)!;
    const L = polyLength(over.line);
    const sp = subLine(over.line, Math.max(0, span.s - 14), Math.min(L, span.s + 14));
    addPoly(
      prims,
      'bridge-shadow',
      bandPolygon(sp, ROAD_WIDTH + 7).map((p) => [p[0] + 1.5, p[1] + 2] as Pt),
      true,
    );
    drawRoad(over);
    for (const sgn of [1, -1]) {
      const par = offsetLine(sp, sgn * (ROAD_WIDTH / 2 + 1.4));
      addPoly(prims, 'bridge', par, false, { fill: 'none', stroke: '#5A4632', width: 2.6 } as Partial<Prim>);
      for (const e of [par[0]!, par[par.length - 1]!])
        prims.push({ type: 'circle', role: 'bridge', x: e[0], y: e[1], r: 2.1 });
    }
  }
  // the village stubs
  for (const l of stubLines) {
    addPoly(prims, 'stub', l, false);
    addPoly(prims, 'stub', l, false, { stroke: '#FFFFFF', width: 1, dash: [2, 2] } as Partial<Prim>);
  }
  return { over, crossing };
}

/**
 * Draws the gates: two small towers on the wall either side of each road ending at a city
 * (two gates close together share the tower between them).
 * @param walls every city wall line
 */
export function drawGates(prims: Prim[], roadLines: readonly RoadLine[], walls: readonly Pt[][]): void {
  const wallTangent = (p: Pt): Pt => {
    let best: Pt = [1, 0];
    let bd = Infinity;
    for (const w of walls)
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
    addPoly(prims, 'gate', [sq(-2.6, -2.6), sq(2.6, -2.6), sq(2.6, 2.6), sq(-2.6, 2.6)], true, {
      lod: 64,
    } as Partial<Prim>);
  }
}

/**
 * Draws what roads end at in the middle: a village square with houses, or a junction with
 * trees (on free ground only); the sketch keeps clear of them.
 * @param barrier the field raster's barrier (a junction's tree stands only off it)
 */
export function drawHub(
  sk: Sketch,
  villageEnds: readonly RoadLine[],
  junctionEnds: readonly RoadLine[],
  barrier: Mask,
): void {
  const { prims, occupied } = sk;
  if (villageEnds.length) {
    prims.push({ type: 'circle', role: 'village-square', x: 50, y: 50, r: 11 });
    const spots: Pt[] = [];
    for (const a of [45, 135, 225, 315]) {
      const rad = ((a - 90) * Math.PI) / 180;
      spots.push([50 + Math.cos(rad) * 8.2, 50 + Math.sin(rad) * 8.2 + 2.6]);
    }
    // small tiles: one large house; from 90 px the square is drawn again with four small houses over it
    prims.push(...upright(housePrims([50, 55.5], 12, 'village-house', 'village-roof'), [50, 50]));
    prims.push({ type: 'circle', role: 'village-square', x: 50, y: 50, r: 11, lod: 90 });
    for (const s of spots) prims.push(...upright(housePrims(s, 7.4, 'village-house', 'village-roof', 90), s));
    occupied.push({ p: HUB, r: 14 });
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
}

/**
 * Draws the cottage each road ending at a house (`end: 'house'`) ends at, just past the road's
 * end, upright at every rotation; figures and icons keep clear of it.
 */
export function drawHouseEnds(sk: Sketch, roadLines: readonly RoadLine[]): void {
  for (const rl of roadLines) {
    if (rl.f.end !== 'house') continue;
    const a = rl.line[rl.line.length - 2]!;
    const b = rl.line[rl.line.length - 1]!;
    const d = dist(a, b) || 1;
    const dir: Pt = [(b[0] - a[0]) / d, (b[1] - a[1]) / d];
    // the house's middle a little beyond the road's end, its floor level with the road's axis
    const c: Pt = [b[0] + dir[0] * (HOUSE_W / 2 + 1), b[1] + dir[1] * (HOUSE_W / 2 + 1)];
    const floor: Pt = [c[0], c[1] + HOUSE_W * 0.3];
    sk.prims.push(...upright(housePrims(floor, HOUSE_W, 'village-house', 'village-roof'), c));
    sk.occupied.push({ p: c, r: HOUSE_W * 0.7 });
  }
}

/**
 * A road's outline: the band as drawn, cut where something else is drawn over it (the city
 * wall at a gate, the village square or junction, the road crossing over on a bridge).
 * @param village the tile has a village in the middle (its square is larger than a junction's)
 */
function roadOutline(rl: RoadLine, bridge: Bridge, village: boolean): Pt[][] {
  const { over, crossing } = bridge;
  let line = rl.outlineLine ?? rl.line;
  let L = polyLength(line);
  // a road may meet a curved wall at a slant: stop far enough back that the band's corners stay outside
  if (rl.gate) line = subLine(line, 0, Math.max(1, L - 1.5 - WALL_W / 2 - ROAD_WIDTH / 2));
  else if (rl.f.end === 'village' || rl.f.end === 'junction')
    line = subLine(line, 0, Math.max(1, L - (village ? 11 : 7)));
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

/**
 * Each road's outline, a meeple anchor per side it touches (some way in, stepping off the
 * icons on or beside the road) and the feature's anchor (half way along).
 * @param village the tile has a village in the middle
 */
export function roadAnchors(sk: Sketch, roadLines: readonly RoadLine[], bridge: Bridge, village: boolean): void {
  const { anchors, occupied } = sk;
  for (const rl of roadLines) {
    sk.outlines.set(rl.i, roadOutline(rl, bridge, village));
    const L = polyLength(rl.line);
    const sides = SIDES.filter((s) => rl.f.at.includes(s));
    for (const s of sides) {
      const fromStart = dist(rl.line[0]!, SIDE_MID[s]) < 1;
      const along = Math.min(24, L * 0.5);
      let p = pointAt(rl.line, fromStart ? along : L - along).p;
      // keep clear of icons standing on or beside the road: step towards the side first, then
      // away from it, never so near the side that a large figure would leave the tile
      const lo = Math.min(FIGURE_R.big, L / 2);
      for (let tries = 0; tries < 12 && occupied.some((o) => dist(o.p, p) < o.r + 3); tries++) {
        const step = 4 * (Math.floor(tries / 2) + 1) * (tries % 2 ? 1 : -1);
        const d = Math.max(lo, Math.min(L - 6, along + step));
        p = pointAt(rl.line, fromStart ? d : L - d).p;
      }
      anchors[s] = p;
    }
    sk.featAnchor.set(rl.i, pointAt(rl.line, L / 2).p);
  }
}

/**
 * A road's figure steps along its road, away from a figure of another feature close by
 * (a small field pocket between the road and a wall), off the icons.
 * @param featureOfLoc the feature index each location names (a side all one field included)
 */
export function roadFiguresApart(
  sk: Sketch,
  roadLines: readonly RoadLine[],
  featureOfLoc: Map<Location, number>,
): void {
  const { anchors, occupied } = sk;
  for (const rl of roadLines) {
    const L = polyLength(rl.line);
    const others = (Object.entries(anchors) as [Location, Pt][]).filter(([l]) => featureOfLoc.get(l) !== rl.i);
    const near = (p: Pt) => Math.min(2 * FIGURE_R.normal, ...others.map(([, q]) => dist(p, q)));
    const end = rl.gate ? 10 : rl.f.end === 'village' || rl.f.end === 'junction' ? 13 : rl.f.end === 'house' ? 6 : 4;
    for (const s of SIDES.filter((x) => rl.f.at.includes(x))) {
      const start = anchors[s]!;
      if (near(start) >= 2 * FIGURE_R.normal - 4) continue;
      const fromStart = dist(rl.line[0]!, SIDE_MID[s]) < 1;
      let best = start;
      let bv = near(start);
      for (let d = FIGURE_R.big; d <= L - end; d += 1) {
        const p = pointAt(rl.line, fromStart ? d : L - d).p;
        if (Math.min(p[0], p[1], 100 - p[0], 100 - p[1]) < FIGURE_R.big) continue;
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
export function besideRoad(
  line: readonly Pt[],
  prefer: Pt | null,
  barrier: Mask,
  off: number,
  t = 0.5,
): { at: Pt; dir: Pt } {
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
