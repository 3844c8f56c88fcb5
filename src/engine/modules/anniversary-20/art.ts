/**
 * Art of `anniversary-20`: the medal printed on a tile (tile attribute `symbol`):
 * a gold "20" disc, a large dark arrow wedge towards the side the symbol points
 * to, and the symbol's glyph beside it; placed on free ground away from roads
 * and walls. Also the wording of the symbol in tile descriptions (the side named
 * as the tile lies). Registered through ../art.ts.
 */
import { arc, dist, flat, type Pt } from '../../../art/geom.js';
import { poly } from '../../../art/icons.js';
import { R, cellCentre, cellOf, clearance } from '../../../art/raster.js';
import type { AttrWording, ModuleArt } from '../../../art/registry.js';
import type { Prim } from '../../../art/style.js';
import type { Side } from '../../tile-types.js';
import type { SymbolDef } from './tiles.js';

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
export function medalPrims(
  c: Pt,
  arrowDir: Pt,
  kind: SymbolKind,
  probable = false,
  glyphSide: 1 | -1 = 1,
  reach = ARROW_MIN,
): Prim[] {
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
  const gp: Prim[] = [
    { type: 'circle', role: 'badge', x: g[0], y: g[1], r: GLYPH_R, stroke: '#7A5C00' },
    ...glyphPrims(g, kind, 1.35),
  ];
  // the glyph stays upright when the tile turns; the arrow turns with the tile
  out.push(...gp.map((p): Prim => ({ ...p, pivot: [g[0], g[1]] })));
  if (probable)
    out.push({
      type: 'text',
      role: 'medal-note',
      x: g[0] + 7.5,
      y: g[1] - 7.5,
      text: '?',
      size: 5.5,
      lod: 100,
      pivot: [g[0], g[1]],
    });
  return out;
}

/**
 * Centres and radii of the parts of {@link medalPrims}: the medal, the glyph
 * disc, then discs covering the arrow wedge from the medal rim to the tip (for
 * placing the medal on free ground and keeping meeples clear).
 */
export function medalParts(
  c: Pt,
  arrowDir: Pt,
  glyphSide: 1 | -1 = 1,
  reach = ARROW_MIN,
): { p: Pt; r: number; arrow?: boolean }[] {
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
    [x - 1.4 * s, y - 2.3 * s],
    ...arc([x, y - 2.8 * s], 1.5 * s, Math.PI * 0.85, Math.PI * 2.15, 8),
    [x + 1.4 * s, y - 2.3 * s],
    [x + 3.2 * s, y - 1.3 * s],
    [x + 3.2 * s, y - 0.2 * s],
    [x + 1.5 * s, y - 0.3 * s],
    [x + 2.8 * s, y + 3.6 * s],
    [x + 0.6 * s, y + 3.6 * s],
    [x, y + 2 * s],
    [x - 0.6 * s, y + 3.6 * s],
    [x - 2.8 * s, y + 3.6 * s],
    [x - 1.5 * s, y - 0.3 * s],
    [x - 3.2 * s, y - 0.2 * s],
    [x - 3.2 * s, y - 1.3 * s],
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
  if (p.type === 'poly')
    return { ...p, ...w, pts: p.pts.map((v, i) => Math.round((c[i % 2]! + (v - c[i % 2]!) * k) * 100) / 100) };
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
      poly('glyph', [
        [end[0] - 2.6, end[1] - 0.9],
        [end[0] + 1.6, end[1] - 2.2],
        [end[0] + 0.6, end[1] + 2.2],
      ]),
    ];
  }
  return [{ type: 'text', role: 'glyph', x, y, text: '?', size: 7 }];
}

/** Unit vector from the tile's middle towards each side (tile space, y south). */
const SIDE_OUT: Record<Side, Pt> = { N: [0, -1], E: [1, 0], S: [0, 1], W: [-1, 0] };
/** The medal arrow: gap between its tip and the side it points to, and its longest reach. */
const ARROW_TIP_GAP = 4;
const ARROW_MAX = 34;
/** Room kept between the medal or its glyph disc and the tile edge. */
const MEDAL_EDGE_GAP = 3;

/** The symbol's words: its kind, "probably" when the kind is not certain, and the side its arrow points to. */
function symbolWords(sym: SymbolDef, c: AttrWording): Record<string, string> {
  const { t } = c;
  return {
    kind: t(`anniversary-20:symbolKind.${sym.kind}`, { defaultValue: sym.kind }),
    probable: sym.probable ? t('anniversary-20:tile.probable') : '',
    side: t(`tile.side.${c.turn(sym.arrow)}`),
  };
}

export const art: ModuleArt = {
  id: 'anniversary-20',
  styles: {
    medal: { fill: '#D9A400', stroke: '#7A5C00', width: 1.4 },
    'medal-text': { fill: '#3D2E00' },
    'medal-note': { fill: '#3D2E00' },
  },
  hints: {
    // `medal`: where the medal would best go
    'A20.D': { medal: [36, 32] },
  },
  tile: {
    symbol: {
      paint(c) {
        const sym = c.value as SymbolDef;
        const mm = c.freeGround();
        const cl = clearance(mm, false);
        const ad = SIDE_OUT[sym.arrow];
        // The medal, the glyph beside it and the arrow wedge must all lie on free ground (off
        // roads and walls); the wedge runs from the medal to just short of the side it points
        // to, so the tip is plainly nearest that side; medal and glyph keep clear of the tile edge.
        const hinted = c.hint['medal'] as Pt | undefined;
        const prefer = hinted ?? [60, 60];
        const toSide = (p: Pt) => (ad[0] > 0 ? 100 - p[0] : ad[0] < 0 ? p[0] : ad[1] > 0 ? 100 - p[1] : p[1]);
        const search = (strict: boolean, maxReach = ARROW_MAX) => {
          let best: { at: Pt; side: 1 | -1; reach: number; score: number } | null = null;
          for (const side of [1, -1] as const)
            for (let k = 0; k < R * R; k++) {
              if (!mm[k]) continue;
              const p = cellCentre(k);
              const reach = toSide(p) - ARROW_TIP_GAP;
              if (reach < ARROW_MIN || reach > maxReach) continue;
              let slack = Infinity;
              for (const part of medalParts(p, ad, side, reach)) {
                const [px, py] = part.p;
                const m = part.arrow ? 0 : part.r + MEDAL_EDGE_GAP;
                if (px < m || py < m || px > 100 - m || py > 100 - m) {
                  slack = -Infinity;
                  break;
                }
                if (part.arrow && !strict) continue;
                slack = Math.min(slack, cl[cellOf(part.p)]! - part.r * (part.arrow ? 0.9 : 0.8));
              }
              if (slack < 0) continue;
              // near the preferred spot, roomy, and with an arrow neither stubby nor very long
              const score = dist(p, prefer) - Math.min(slack, 4) + Math.max(0, reach - 27) * 0.8;
              if (!best || score < best.score) best = { at: p, side, reach, score };
            }
          return best;
        };
        const best = search(true) ?? search(false) ?? search(false, 60);
        const at = best?.at ?? hinted ?? [50, 50];
        const side = best?.side ?? 1;
        const reach = best?.reach ?? Math.max(ARROW_MIN, toSide(at) - ARROW_TIP_GAP);
        c.draw(
          medalPrims(at, ad, sym.kind, !!sym.probable, side, reach),
          medalParts(at, ad, side, reach).map((part) => ({ p: part.p, r: part.r + (part.arrow ? 2 : 0) })),
        );
      },
      text: (value, c) => c.t('anniversary-20:tile.symbol', symbolWords(value as SymbolDef, c)),
      note: (value, c) => c.t('anniversary-20:note.symbol', symbolWords(value as SymbolDef, c)),
    },
  },
};
