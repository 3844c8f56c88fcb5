/**
 * SVG backend: draws tile art and board positions as SVG markup strings (no
 * DOM), for build-time figures, tile lists and preview images.
 *
 * Units: one tile is 100 SVG user units; the `px` options only set the
 * rendered width/height and decide which detail is drawn (see `Prim.lod`).
 */
import type { KnownTileDef, Location } from '../engine/core.js';
import { FIGURE_R, figureReach, meeplePrims, type PlayerColor } from './meeple.js';
import { isDrawable, tileDef } from './sets.js';
import { PALETTE, STYLE, type Prim, type RoleStyle } from './style.js';
import { tileArt, type TileArt } from './tile.js';
import './tile-build.js';
import { composeFigures } from './figures.js';

const n1 = (v: number) => String(Math.round(v * 10) / 10);

function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * SVG elements for a list of primitives, shifted by (dx, dy).
 * @param px the size in pixels a 100-unit tile will have on screen (drops primitives whose `lod` is larger)
 */
export function primsToSvg(prims: readonly Prim[], px = 100, dx = 0, dy = 0): string {
  const out: string[] = [];
  for (const p of prims) {
    if (p.lod && px < p.lod) continue;
    const st: RoleStyle = STYLE[p.role] ?? {};
    if (p.type === 'text') {
      out.push(
        `<text x="${n1(p.x + dx)}" y="${n1(p.y + dy)}" font-size="${n1(p.size)}" fill="${p.fill ?? st.fill ?? '#000'}" text-anchor="middle" dominant-baseline="central" font-family="system-ui,Arial,sans-serif" font-weight="700">${esc(p.text)}</text>`,
      );
      continue;
    }
    const closed = p.type === 'circle' || p.closed;
    const fill = closed ? (p.fill ?? st.fill ?? 'none') : 'none';
    const stroke = p.stroke ?? st.stroke ?? 'none';
    const width = p.width ?? st.width ?? 0;
    let attrs = `fill="${fill}"`;
    if (closed && st.alpha !== undefined && fill !== 'none') attrs += ` fill-opacity="${st.alpha}"`;
    if (stroke !== 'none' && width > 0) attrs += ` stroke="${stroke}" stroke-width="${n1(width)}"`;
    if (p.type === 'poly' && p.dash) attrs += ` stroke-dasharray="${p.dash.join(' ')}"`;
    if (p.type === 'circle') {
      out.push(`<circle cx="${n1(p.x + dx)}" cy="${n1(p.y + dy)}" r="${n1(p.r)}" ${attrs}/>`);
    } else {
      let d = '';
      for (let i = 0; i < p.pts.length; i += 2) d += `${i ? 'L' : 'M'}${n1(p.pts[i]! + dx)} ${n1(p.pts[i + 1]! + dy)}`;
      if (p.closed) d += 'Z';
      out.push(`<path d="${d}" ${attrs}/>`);
    }
  }
  return out.join('');
}

/** Options of {@link tileSvg}. */
export interface TileSvgOptions {
  /** Rendered width and height in pixels (default 100). */
  px?: number;
  /** Accessible name; without it the SVG is decorative (`aria-hidden`). */
  label?: string;
  /** Extra class on the `<svg>`. */
  className?: string;
}

/**
 * A standalone `<svg>` of one tile.
 * @param tile a known tile definition or its id
 * @param rotation degrees clockwise (0, 90, 180, 270)
 */
export function tileSvg(tile: KnownTileDef | string, rotation = 0, opts: TileSvgOptions = {}): string {
  const def = typeof tile === 'string' ? tileDef(tile) : tile;
  if (!isDrawable(def)) throw new Error(`tile ${typeof tile === 'string' ? tile : tile.id} cannot be drawn`);
  const px = opts.px ?? 100;
  const art = tileArt(def, rotation);
  const a11y = opts.label ? `role="img" aria-label="${esc(opts.label)}"` : 'aria-hidden="true"';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="${px}" height="${px}" ${a11y}${opts.className ? ` class="${esc(opts.className)}"` : ''}><g stroke-linejoin="round">${primsToSvg(art.prims, px)}</g></svg>`;
}

/** A figure on a board tile: player colour, location (board orientation) and kind. */
export interface BoardMeeple {
  player: PlayerColor;
  /** Location on the placed tile, after rotation (DESIGN 1.3). */
  at: Location;
  /**
   * Figure kind id, `normal` by default; drawn as its module's art registers it
   * (`ModuleArt.figures`; a kind no module draws as a normal figure). A figure on a field
   * is drawn lying down (a farmer). A second figure on one feature stands beside the
   * first, inside the feature and the tile ({@link figureSpot}).
   */
  kind?: string;
}

/** A tile on the board. */
export interface BoardTile {
  /** Tile id, e.g. `BASE.D`. */
  tile: string;
  /** Grid coordinates [x, y]; x grows to the east, y to the south. */
  at: readonly [number, number];
  /** Degrees clockwise (default 0). */
  rotation?: number;
  meeples?: readonly BoardMeeple[];
  /** Marks the tile placed by the shown move (dashed outline and arrow). */
  move?: boolean;
}

/** A feature on the board named by a tile position and one of its locations. */
export interface FeatureRef {
  at: readonly [number, number];
  location: Location;
}

/** A board position to draw. */
export interface BoardPosition {
  tiles: readonly BoardTile[];
  /** The move's tile, drawn like the others but outlined (same as a tile with `move: true`). */
  move?: BoardTile;
  /** Feature(s) to highlight (e.g. what was scored); each names one tile's feature. */
  highlight?: FeatureRef | readonly FeatureRef[];
  /**
   * Figures resting on a tile but off its features (e.g. a bathhouse visitor): drawn
   * small and ringed where the tile's art marks the place that holds them (`place`,
   * as `ParkedFigure.place`; without it, the first place the tile marks).
   */
  parked?: readonly { at: readonly [number, number]; player: PlayerColor; kind?: string; place?: string }[];
  /** A reader's marks, drawn in the mark colour: cells (with a tile or empty), features (each one tile's part), arrows. */
  marks?: BoardMarksSvg;
  /** Tile labels ("E"), each in its cell's top-left corner (`data-tile-label`; src/board/view/labels.ts makes them). */
  labels?: readonly { text: string; x: number; y: number }[];
}

/** Marks a reader put on a position (grid cells; an arrow runs from the centre of one cell to another's). */
export interface BoardMarksSvg {
  cells?: readonly (readonly [number, number])[];
  features?: readonly FeatureRef[];
  arrows?: readonly { from: readonly [number, number]; to: readonly [number, number] }[];
}

/** Options of {@link boardSvg}. */
export interface BoardSvgOptions {
  /** Accessible name (Czech on this site); the SVG gets `role="img"`. */
  label?: string;
  /** Pixels per tile for the width/height attributes and detail level (default 100). */
  px?: number;
  /** Padding around the tiles in tile units (default 8). */
  pad?: number;
  /** Draw the empty grid cells around the tiles (default true). */
  grid?: boolean;
}

/** Bounds of a position in grid cells: min/max x and y. */
export function boardBounds(pos: BoardPosition): { x0: number; y0: number; x1: number; y1: number } {
  const m = pos.marks;
  const all = [
    ...pos.tiles.map((t) => t.at),
    ...(pos.move ? [pos.move.at] : []),
    ...(m?.cells ?? []),
    ...(m?.arrows ?? []).flatMap((a) => [a.from, a.to]),
  ];
  if (!all.length) return { x0: 0, y0: 0, x1: 0, y1: 0 };
  return {
    x0: Math.min(...all.map((c) => c[0])),
    y0: Math.min(...all.map((c) => c[1])),
    x1: Math.max(...all.map((c) => c[0])),
    y1: Math.max(...all.map((c) => c[1])),
  };
}

/**
 * An `<svg>` of a board position: tiles, figures, the move's tile outlined with a
 * dashed line and an arrow, highlighted features (yellow outline and tint plus a
 * dark dashed line, so it does not rely on colour). The background and grid use
 * the CSS custom properties `--board-bg` and `--grid` with light fallbacks.
 * @throws when a tile id is unknown or its layout is not known
 */
export function boardSvg(pos: BoardPosition, opts: BoardSvgOptions = {}): string {
  const px = opts.px ?? 100;
  const pad = opts.pad ?? 8;
  const b = boardBounds(pos);
  const cols = b.x1 - b.x0 + 1;
  const rows = b.y1 - b.y0 + 1;
  const W = cols * 100 + 2 * pad;
  const H = rows * 100 + 2 * pad;
  const ox = (x: number) => (x - b.x0) * 100 + pad;
  const oy = (y: number) => (y - b.y0) * 100 + pad;
  const tiles = [...pos.tiles, ...(pos.move ? [{ ...pos.move, move: true }] : [])];
  const arts = new Map<string, { t: BoardTile; art: TileArt }>();
  const parts: string[] = [];
  parts.push(`<rect x="0" y="0" width="${W}" height="${H}" style="fill:var(--board-bg,#EFEBE2)"/>`);
  if (opts.grid !== false) {
    let g = '';
    for (let i = 0; i <= cols; i++) g += `M${ox(b.x0 + i)} ${pad / 2}V${H - pad / 2}`;
    for (let j = 0; j <= rows; j++) g += `M${pad / 2} ${oy(b.y0 + j)}H${W - pad / 2}`;
    parts.push(`<path d="${g}" fill="none" stroke-width="1" style="stroke:var(--grid,rgba(0,0,0,0.15))"/>`);
  }
  for (const t of tiles) {
    const def = tileDef(t.tile);
    if (!isDrawable(def)) throw new Error(`tile ${t.tile} cannot be drawn`);
    const art = tileArt(def, t.rotation ?? 0);
    arts.set(`${t.at[0]},${t.at[1]}`, { t, art });
    parts.push(`<g>${primsToSvg(art.prims, px, ox(t.at[0]), oy(t.at[1]))}</g>`);
    parts.push(
      `<rect x="${ox(t.at[0])}" y="${oy(t.at[1])}" width="100" height="100" fill="none" stroke="#000" stroke-opacity="0.25" stroke-width="0.8"/>`,
    );
  }
  // highlights
  const hl = pos.highlight ? (Array.isArray(pos.highlight) ? pos.highlight : [pos.highlight]) : [];
  for (const h of hl as FeatureRef[]) {
    const e = arts.get(`${h.at[0]},${h.at[1]}`);
    if (!e) continue;
    const fi = e.art.featureAt[h.location];
    if (fi === undefined) continue;
    const f = e.art.features[fi]!;
    for (const o of f.outline) {
      const prim: Prim = { type: 'poly', role: 'highlight', pts: o, closed: true };
      parts.push(primsToSvg([prim], px, ox(h.at[0]), oy(h.at[1])));
      parts.push(
        primsToSvg(
          [{ ...prim, role: 'highlight', fill: 'none', stroke: '#3A2A1A', width: 1, dash: [3, 3] }],
          px,
          ox(h.at[0]),
          oy(h.at[1]),
        ),
      );
    }
  }
  // the reader's cells and features, under the figures
  const mk = PALETTE.mark;
  for (const [x, y] of pos.marks?.cells ?? [])
    parts.push(
      `<rect data-mark="cell" x="${ox(x) + 4}" y="${oy(y) + 4}" width="92" height="92" fill="${mk}" fill-opacity="0.22" stroke="${mk}" stroke-width="5"/>`,
    );
  for (const h of pos.marks?.features ?? []) {
    const e = arts.get(`${h.at[0]},${h.at[1]}`);
    const fi = e?.art.featureAt[h.location];
    if (!e || fi === undefined) continue;
    for (const o of e.art.features[fi]!.outline)
      parts.push(
        `<g data-mark="feature">${primsToSvg([{ type: 'poly', role: 'highlight', pts: o, closed: true, fill: mk, stroke: mk, width: 3 }], px, ox(h.at[0]), oy(h.at[1]))}</g>`,
      );
  }
  // the move: dashed outline and an arrow pointing at the tile from above-left
  for (const t of tiles.filter((x) => x.move)) {
    const x = ox(t.at[0]);
    const y = oy(t.at[1]);
    parts.push(
      `<rect x="${x + 2}" y="${y + 2}" width="96" height="96" fill="none" stroke="#FFFFFF" stroke-width="5"/>`,
    );
    parts.push(
      `<rect x="${x + 2}" y="${y + 2}" width="96" height="96" fill="none" stroke="#1A1A1A" stroke-width="3" stroke-dasharray="8 5"/>`,
    );
  }
  // tile labels in the top-left corner, as the words name the tiles
  for (const l of pos.labels ?? [])
    parts.push(
      `<g data-tile-label="${esc(l.text)}"><rect x="${ox(l.x) + 3}" y="${oy(l.y) + 3}" width="${7 + 9 * l.text.length}" height="19" rx="3" fill="#FFFFFF" fill-opacity="0.85"/><text x="${ox(l.x) + 6}" y="${oy(l.y) + 18}" font-family="system-ui, sans-serif" font-size="15" font-weight="bold" fill="#1A1A1A">${esc(l.text)}</text></g>`,
    );
  // figures last, above everything; each in a group telling its player and kind
  // (`data-figure-player`, `data-figure-kind`: its FigureLook, e.g. normal | large | farmer | large-farmer | parked)
  const figure = (player: PlayerColor, kind: string, prims: readonly Prim[], x: number, y: number) =>
    `<g data-figure-player="${esc(player)}" data-figure-kind="${esc(kind)}">${primsToSvg(prims, px, x, y)}</g>`;
  const parkedAt = new Map<string, { player: PlayerColor; place?: string }[]>();
  for (const f of pos.parked ?? []) {
    const key = `${f.at[0]},${f.at[1]}`;
    if (!arts.has(key)) throw new Error(`a parked figure at [${f.at}] lies on no tile of the position`);
    parkedAt.set(key, [...(parkedAt.get(key) ?? []), { player: f.player, ...(f.place ? { place: f.place } : {}) }]);
  }
  for (const [key, { t, art }] of arts) {
    for (const f of composeFigures(art, t.meeples ?? [], parkedAt.get(key) ?? []))
      parts.push(figure(f.player, f.look, f.prims, ox(t.at[0]), oy(t.at[1])));
  }
  // the reader's arrows, above everything
  for (const a of pos.marks?.arrows ?? [])
    parts.push(arrowSvg(ox(a.from[0]) + 50, oy(a.from[1]) + 50, ox(a.to[0]) + 50, oy(a.to[1]) + 50));
  const a11y = opts.label ? `role="img" aria-label="${esc(opts.label)}"` : 'aria-hidden="true"';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${(W * px) / 100}" height="${(H * px) / 100}" ${a11y}><g stroke-linejoin="round">${parts.join('')}</g></svg>`;
}

/** An arrow from (x0, y0) to (x1, y1) in SVG units: a white-cased line in the mark colour, its head at the end. */
function arrowSvg(x0: number, y0: number, x1: number, y1: number): string {
  const len = Math.hypot(x1 - x0, y1 - y0) || 1;
  const ux = (x1 - x0) / len;
  const uy = (y1 - y0) / len;
  // start a little off the first centre, end with the head's tip short of the second
  const sx = x0 + ux * 12;
  const sy = y0 + uy * 12;
  const tx = x1 - ux * 14;
  const ty = y1 - uy * 14;
  const bx = tx - ux * 26;
  const by = ty - uy * 26;
  const head = `${n1(tx)},${n1(ty)} ${n1(bx - uy * 14)},${n1(by + ux * 14)} ${n1(bx + uy * 14)},${n1(by - ux * 14)}`;
  const line = `M${n1(sx)} ${n1(sy)}L${n1(bx)} ${n1(by)}`;
  const mk = PALETTE.mark;
  return (
    `<g data-mark="arrow"><path d="${line}" stroke="#FFFFFF" stroke-width="13" stroke-linecap="round" fill="none"/>` +
    `<polygon points="${head}" fill="#FFFFFF" stroke="#FFFFFF" stroke-width="6"/>` +
    `<path d="${line}" stroke="${mk}" stroke-width="7" stroke-linecap="round" fill="none"/>` +
    `<polygon points="${head}" fill="${mk}"/></g>`
  );
}

/**
 * A standalone `<svg>` of one figure of kind `kind` (for legends), `px` pixels wide, standing
 * or (`lying`) lying as a farmer. The box is 30 units across for a normal figure and grows by
 * 1.5 units per unit a larger kind reaches further ({@link figureReach}), so at the same `px`
 * a larger kind still shows larger than a normal one (the large meeple: 39 units).
 */
export function meepleSvg(color: PlayerColor, kind = 'normal', px = 24, label?: string, lying = false): string {
  const a11y = label ? `role="img" aria-label="${esc(label)}"` : 'aria-hidden="true"';
  const h = 15 + 0.75 * (figureReach(kind) - FIGURE_R.normal);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${-h} ${-h} ${2 * h} ${2 * h}" width="${px}" height="${px}" ${a11y}>${primsToSvg(meeplePrims([0, 0], color, kind, lying), 100)}</svg>`;
}
