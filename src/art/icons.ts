/**
 * Small pictures drawn on tiles (monastery, cathedral, pennant, inn, bathhouse,
 * village houses, trees, anniversary medal). Each function returns primitives
 * in tile space (0..100, y south) around the given centre, upright.
 */
import { arc, flat, type Pt } from './geom.js';
import type { Prim, Role } from './style.js';

function poly(role: Role, pts: readonly Pt[], closed = true, lod?: number): Prim {
  return { type: 'poly', role, pts: flat(pts), closed, ...(lod ? { lod } : {}) };
}

function rect(role: Role, x: number, y: number, w: number, h: number, lod?: number): Prim {
  return poly(role, [[x, y], [x + w, y], [x + w, y + h], [x, y + h]], true, lod);
}

/** Half size of the square footprint of the monastery (it stays upright, so the footprint must not depend on the rotation). */
export const MONASTERY_HALF = 17;

/** Footprint of the monastery drawn by {@link monasteryPrims} centred at c: [x0, y0, x1, y1], a square. */
export function monasteryBox(c: Pt): [number, number, number, number] {
  const h = MONASTERY_HALF;
  return [c[0] - h, c[1] - h, c[0] + h, c[1] + h];
}

/**
 * A monastery seen from the front: light walls, red gable roof, a bell tower
 * with a spire, a dark door at the bottom middle (where a road arrives).
 * It fits the square {@link monasteryBox} (about 33 × 34 units) centred at c.
 */
export function monasteryPrims(c: Pt): Prim[] {
  const [x, y] = c;
  return [
    // bell tower behind the roof
    rect('monastery', x - 4.5, y - 12.5, 9, 11),
    poly('monastery-roof', [[x - 6, y - 12], [x, y - 17], [x + 6, y - 12]]),
    // body
    rect('monastery', x - 14, y - 1, 28, 18),
    poly('monastery-roof', [[x - 16.5, y], [x, y - 10], [x + 16.5, y]]),
    // door and window
    poly('gate', [[x - 3.5, y + 17], [x - 3.5, y + 10], ...arc([x, y + 10], 3.5, Math.PI, 2 * Math.PI, 6).slice(1), [x + 3.5, y + 17]]),
    { type: 'circle', role: 'gate', x, y: y + 4, r: 2.2, lod: 56 },
  ];
}

/** The silhouette of {@link monasteryPrims} centred at c (for highlighting the monastery). */
export function monasteryOutline(c: Pt): Pt[] {
  const [x, y] = c;
  const ty = -10 * (1 - 4.5 / 16.5);
  return [
    [x - 14, y + 17], [x + 14, y + 17], [x + 14, y], [x + 16.5, y], [x + 4.5, y + ty], [x + 4.5, y - 12], [x + 6, y - 12],
    [x, y - 17], [x - 6, y - 12], [x - 4.5, y - 12], [x - 4.5, y + ty], [x - 16.5, y], [x - 14, y],
  ];
}

/**
 * A cathedral: a large light church with two spired towers, a rose window and
 * a cross, drawn with a dark outline so it stands out from city houses.
 * About 38 × 44 units, centred at c.
 */
export function cathedralPrims(c: Pt): Prim[] {
  const [x, y] = c;
  const tower = (tx: number): Prim[] => [
    rect('cathedral', tx - 5, y - 12, 10, 30),
    poly('cathedral', [[tx - 6, y - 12], [tx, y - 24], [tx + 6, y - 12]]),
  ];
  return [
    ...tower(x - 13),
    ...tower(x + 13),
    rect('cathedral', x - 8, y - 4, 16, 22),
    poly('cathedral', [[x - 9, y - 4], [x, y - 14], [x + 9, y - 4]]),
    // cross on the middle gable
    poly('cathedral-mark', [[x - 0.9, y - 22], [x + 0.9, y - 22], [x + 0.9, y - 19.5], [x + 3, y - 19.5], [x + 3, y - 17.7], [x + 0.9, y - 17.7], [x + 0.9, y - 13.5], [x - 0.9, y - 13.5], [x - 0.9, y - 17.7], [x - 3, y - 17.7], [x - 3, y - 19.5], [x - 0.9, y - 19.5]]),
    { type: 'circle', role: 'cathedral-mark', x, y: y + 2, r: 3.6 },
    poly('gate', [[x - 3, y + 18], [x - 3, y + 11], ...arc([x, y + 11], 3, Math.PI, 2 * Math.PI, 6).slice(1), [x + 3, y + 18]]),
    rect('gate', x - 14.2, y - 6, 2.4, 5),
    rect('gate', x + 11.8, y - 6, 2.4, 5),
  ];
}

/** A pennant (coat of arms): a blue shield with a white cross, about 12 × 14 units, centred at c. */
export function pennantPrims(c: Pt, scale = 1): Prim[] {
  const [x, y] = c;
  const s = scale;
  const shield: Pt[] = [
    [x - 6 * s, y - 7 * s], [x + 6 * s, y - 7 * s], [x + 6 * s, y + 0.5 * s],
    ...arc([x, y + 0.5 * s], 6 * s, 0, Math.PI / 2, 5).slice(1, -1),
    [x, y + 7.5 * s],
    ...arc([x, y + 0.5 * s], 6 * s, Math.PI / 2, Math.PI, 5).slice(1, -1),
    [x - 6 * s, y + 0.5 * s],
  ];
  const t = 1.3 * s;
  return [
    poly('pennant', shield),
    poly('pennant-mark', [[x - t, y - 5 * s], [x + t, y - 5 * s], [x + t, y - 1.6 * s], [x + 4 * s, y - 1.6 * s], [x + 4 * s, y + 1 * s], [x + t, y + 1 * s], [x + t, y + 5 * s], [x - t, y + 5 * s], [x - t, y + 1 * s], [x - 4 * s, y + 1 * s], [x - 4 * s, y - 1.6 * s], [x - t, y - 1.6 * s]]),
  ];
}

/** A small house (walls + roof) with its base centred at c, width w. */
export function housePrims(c: Pt, w: number, wallRole: Role, roofRole: Role, lod?: number): Prim[] {
  const [x, y] = c;
  const h = w * 0.6;
  return [
    rect(wallRole, x - w / 2, y - h, w, h, lod),
    poly(roofRole, [[x - w / 2 - w * 0.1, y - h + 0.3], [x, y - h - w * 0.5], [x + w / 2 + w * 0.1, y - h + 0.3]], true, lod),
  ];
}

/**
 * An inn: a house with a red roof next to a blue pond. `c` is the middle of the
 * pair, `dir` the unit direction along the road (house first, pond after).
 */
export function innPrims(c: Pt, dir: Pt): Prim[] {
  const hx = c[0] - dir[0] * 6;
  const hy = c[1] - dir[1] * 6;
  const px = c[0] + dir[0] * 7;
  const py = c[1] + dir[1] * 7;
  const pond: Pt[] = arc([px, py], 1, 0, 2 * Math.PI, 20).map(([ax, ay]) => [px + (ax - px) * 6.5, py + (ay - py) * 4.6] as Pt);
  // each part stays upright when the tile turns; only the places follow the road
  const pv = (ps: Prim[], c: Pt): Prim[] => ps.map((p) => ({ ...p, pivot: [c[0], c[1]] }));
  return [
    ...pv([poly('pond', pond)], [px, py]),
    ...pv([
      poly('inn', [[hx - 5.5, hy + 5], [hx - 5.5, hy - 1], [hx + 5.5, hy - 1], [hx + 5.5, hy + 5]]),
      poly('inn-roof', [[hx - 7, hy - 0.5], [hx - 4, hy - 7], [hx + 4, hy - 7], [hx + 7, hy - 0.5]]),
      rect('gate', hx - 1.3, hy + 1.2, 2.6, 3.8),
    ], [hx, hy]),
  ];
}

/** Centres of the house and the pond of {@link innPrims}, for keeping meeples clear of them. */
export function innParts(c: Pt, dir: Pt): Pt[] {
  return [
    [c[0] - dir[0] * 6, c[1] - dir[1] * 6],
    [c[0] + dir[0] * 7, c[1] + dir[1] * 7],
  ];
}

/**
 * A bathhouse: a blue pool with waves and a white badge showing its value
 * (3/4/5), about 24 × 20 units around c. The badge number is large enough to
 * read on a 64 px tile.
 */
export function bathhousePrims(c: Pt, value: number | string): Prim[] {
  const [x, y] = c;
  const pool: Pt[] = [
    [x - 9, y - 3], [x + 5, y - 3], ...arc([x + 5, y + 1], 4, -Math.PI / 2, Math.PI / 2, 6).slice(1, -1),
    [x + 5, y + 5 + 0], [x - 9, y + 5], ...arc([x - 9, y + 1], 4, Math.PI / 2, 1.5 * Math.PI, 6).slice(1, -1),
  ];
  const wave = (wy: number): Prim => ({
    type: 'poly', role: 'badge', pts: flat([[x - 9, wy], [x - 6.5, wy - 1.2], [x - 4, wy], [x - 1.5, wy - 1.2], [x + 1, wy], [x + 3.5, wy - 1.2], [x + 6, wy]]), closed: false,
    stroke: '#FFFFFF', width: 0.9,
  });
  return [
    poly('bathhouse', pool),
    { ...wave(y + 0.5), lod: 64 },
    { ...wave(y + 3.3), lod: 64 },
    { type: 'circle', role: 'badge', x: x + 5, y: y - 5, r: 7.4 },
    { type: 'text', role: 'badge-text', x: x + 5, y: y - 4.6, text: String(value), size: 11 },
  ];
}

/** A deciduous tree (crown circle) centred at c, radius r. */
export function treePrims(c: Pt, r: number): Prim[] {
  return [
    { type: 'circle', role: 'tree', x: c[0], y: c[1], r },
    { type: 'circle', role: 'tree', x: c[0] - r * 0.3, y: c[1] - r * 0.3, r: r * 0.35, fill: '#5C9A45', stroke: 'none', width: 0 },
  ];
}

/** Known anniversary symbol kinds and their glyphs; anything else draws a question mark. */
export type SymbolKind = 'second-meeple' | 'anywhere' | 'extra-turn' | string;

/** Radius of the anniversary medal disc. */
export const MEDAL_R = 9.2;
/** Distance from the medal centre to the centre of its glyph disc, and that disc's radius. */
export const GLYPH_OFF = 17.5;
export const GLYPH_R = 8.4;
/** Shortest and default reach of the medal arrow (medal centre to tip). */
export const ARROW_MIN = 22;
/** Where the arrow wedge is widest: distance from the medal centre and half-width there. */
const ARROW_SHOULDER = MEDAL_R + 2.4;
const ARROW_HALF = 9;

/** The arrow wedge of {@link medalPrims}: base hidden under the medal, broad shoulders just outside it, tip at `reach`. */
export function medalArrow(c: Pt, arrowDir: Pt, reach = ARROW_MIN): Pt[] {
  const [x, y] = c;
  const [dx, dy] = arrowDir;
  const nx = -dy;
  const ny = dx;
  const at = (t: number, s: number): Pt => [x + dx * t + nx * s, y + dy * t + ny * s];
  const sh = Math.min(ARROW_SHOULDER, reach - 6);
  return [at(0, 5), at(sh, ARROW_HALF), at(reach, 0), at(sh, -ARROW_HALF), at(0, -5)];
}

/**
 * The anniversary medal: a gold disc with "20", a large dark arrow wedge
 * coming out of it towards side `arrowDir` (unit vector, in tile orientation;
 * `reach` = distance from the medal centre to the tip), and the action glyph in
 * a small disc beside the medal, across the arrow (`glyphSide`). The arrow turns
 * with the tile; the number and the glyph stay upright.
 * Kinds: `second-meeple` (two figures), `anywhere` (a figure in a target),
 * `extra-turn` (a circular arrow).
 */
export function medalPrims(c: Pt, arrowDir: Pt, kind: SymbolKind, probable = false, glyphSide: 1 | -1 = 1, reach = ARROW_MIN): Prim[] {
  const [x, y] = c;
  const [dx, dy] = arrowDir;
  const nx = -dy;
  const ny = dx;
  const out: Prim[] = [];
  // a near-black wedge with a white rim: it reads on grass, city and road alike
  out.push(poly('arrow', medalArrow(c, arrowDir, reach)));
  out.push({ type: 'circle', role: 'medal', x, y, r: MEDAL_R });
  out.push({ type: 'circle', role: 'medal', x, y, r: 7.2, fill: 'none', stroke: '#FFF2B0', width: 0.8, lod: 90 });
  out.push({ type: 'text', role: 'medal-text', x, y: y + 0.3, text: '20', size: 8.4 });
  // glyph disc beside the medal, across the arrow
  const g: Pt = [x + nx * glyphSide * GLYPH_OFF, y + ny * glyphSide * GLYPH_OFF];
  const gp: Prim[] = [{ type: 'circle', role: 'badge', x: g[0], y: g[1], r: GLYPH_R, stroke: '#7A5C00' }, ...glyphPrims(g, kind, 1.35)];
  // the glyph stays upright when the tile turns; the arrow turns with the tile
  out.push(...gp.map((p): Prim => ({ ...p, pivot: [g[0], g[1]] })));
  if (probable) out.push({ type: 'text', role: 'medal-note', x: g[0] + 7.5, y: g[1] - 7.5, text: '?', size: 5.5, lod: 100, pivot: [g[0], g[1]] });
  return out;
}

/**
 * Centres and radii of the parts of {@link medalPrims}: the medal, the glyph
 * disc, then discs covering the arrow wedge from the medal rim to the tip (for
 * placing the medal on free ground and keeping meeples clear).
 */
export function medalParts(c: Pt, arrowDir: Pt, glyphSide: 1 | -1 = 1, reach = ARROW_MIN): { p: Pt; r: number; arrow?: boolean }[] {
  const [dx, dy] = arrowDir;
  const parts: { p: Pt; r: number; arrow?: boolean }[] = [
    { p: c, r: MEDAL_R + 0.8 },
    { p: [c[0] - dy * glyphSide * GLYPH_OFF, c[1] + dx * glyphSide * GLYPH_OFF], r: GLYPH_R + 0.6 },
  ];
  const sh = Math.min(ARROW_SHOULDER, reach - 6);
  for (let t = sh; t < reach - 1.5; t += 3) {
    const half = (ARROW_HALF * (reach - t)) / (reach - sh);
    parts.push({ p: [c[0] + dx * t, c[1] + dy * t], r: Math.max(1.5, half * 0.75), arrow: true });
  }
  return parts;
}

/** A tiny standing figure (for glyphs), height about 8, centred at c. */
function figure(c: Pt, s = 1): Prim {
  const [x, y] = c;
  const pts: Pt[] = [
    [x - 1.4 * s, y - 2.3 * s], ...arc([x, y - 2.8 * s], 1.5 * s, Math.PI * 0.85, Math.PI * 2.15, 8),
    [x + 1.4 * s, y - 2.3 * s], [x + 3.2 * s, y - 1.3 * s], [x + 3.2 * s, y - 0.2 * s], [x + 1.5 * s, y - 0.3 * s],
    [x + 2.8 * s, y + 3.6 * s], [x + 0.6 * s, y + 3.6 * s], [x, y + 2 * s], [x - 0.6 * s, y + 3.6 * s], [x - 2.8 * s, y + 3.6 * s],
    [x - 1.5 * s, y - 0.3 * s], [x - 3.2 * s, y - 0.2 * s], [x - 3.2 * s, y - 1.3 * s],
  ];
  return { type: 'poly', role: 'glyph', pts: flat(pts), closed: true, width: 0.3 };
}

/** The glyph of an anniversary symbol kind, about 10 units across, centred at c. */
export function glyphPrims(c: Pt, kind: SymbolKind, k = 1): Prim[] {
  return glyphPrims1(c, kind).map((p) => scalePrim(p, c, k));
}

function scalePrim(p: Prim, c: Pt, k: number): Prim {
  if (k === 1) return p;
  const w = p.type !== 'text' && p.width !== undefined ? { width: p.width * k } : {};
  if (p.type === 'poly') return { ...p, ...w, pts: p.pts.map((v, i) => Math.round((c[i % 2]! + (v - c[i % 2]!) * k) * 100) / 100) };
  if (p.type === 'circle') return { ...p, ...w, x: c[0] + (p.x - c[0]) * k, y: c[1] + (p.y - c[1]) * k, r: p.r * k };
  return { ...p, x: c[0] + (p.x - c[0]) * k, y: c[1] + (p.y - c[1]) * k, size: p.size * k };
}

function glyphPrims1(c: Pt, kind: SymbolKind): Prim[] {
  const [x, y] = c;
  if (kind === 'second-meeple') return [figure([x - 2.3, y + 0.2], 0.85), figure([x + 2.6, y + 0.2], 0.85)];
  if (kind === 'anywhere') {
    return [
      { type: 'circle', role: 'glyph', x, y, r: 4.6, fill: 'none', width: 0.8 },
      { type: 'circle', role: 'glyph', x, y, r: 2.6, fill: 'none', width: 0.8 },
      figure([x, y + 0.3], 0.6),
    ];
  }
  if (kind === 'extra-turn') {
    const ring = arc([x, y], 3.6, -Math.PI * 0.35, Math.PI * 1.35, 14);
    const end = ring[ring.length - 1]!;
    return [
      { type: 'poly', role: 'glyph', pts: flat(ring), closed: false, fill: 'none', width: 1.3 },
      poly('glyph', [[end[0] - 2.6, end[1] - 0.9], [end[0] + 1.6, end[1] - 2.2], [end[0] + 0.6, end[1] + 2.2]]),
    ];
  }
  return [{ type: 'text', role: 'glyph', x, y, text: '?', size: 7 }];
}
