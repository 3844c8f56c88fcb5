/**
 * Where the board's camera goes (src/board/view/view.ts): the whole position fitted, a cell kept
 * in view, the tile being placed made large enough for its follower spots, the spots pushed
 * apart. Pure geometry over a pixi-viewport Viewport; world units are {@link TILE} per cell.
 */
import type { Viewport } from 'pixi-viewport';
import { anchorOf } from './art-cache';
import { TILE, type Cell, type Scene } from './scene';

/** Smallest size of a follower spot on screen, in CSS pixels (a touch target: 24 × 24 at least). */
export const MIN_TARGET = 26;

/** The cells a scene covers (tiles, the cells the tile in hand fits, the tile being placed), as `x0..x1 × y0..y1` (x1, y1 exclusive). */
export function sceneBounds(s: Scene): { x0: number; x1: number; y0: number; y1: number } {
  const xs: number[] = [];
  const ys: number[] = [];
  for (const p of s.game.board.tiles) {
    xs.push(p.x);
    ys.push(p.y);
  }
  for (const c of [...s.cells, ...(s.ghost ? [s.ghost] : [])]) {
    xs.push(c.x);
    ys.push(c.y);
  }
  if (!xs.length) {
    xs.push(-1, 1);
    ys.push(-1, 1);
  }
  return { x0: Math.min(...xs), x1: Math.max(...xs) + 1, y0: Math.min(...ys), y1: Math.max(...ys) + 1 };
}

/**
 * Shows the cells `b` whole, with 0.3 of a tile around them, within the zoom limits. With
 * `minCell` (CSS pixels per tile) the fit stops at that size: a position too large for the
 * box at that size is shown about its middle and the rest is a drag away (on a phone, tiles
 * stay large enough to read and tap; the caller then keeps the tile being placed in view).
 */
export function fitBounds(
  vp: Viewport,
  b: { x0: number; x1: number; y0: number; y1: number },
  minScale: number,
  maxScale: number,
  minCell = 0,
): void {
  const pad = TILE * 0.3;
  vp.fit(true, (b.x1 - b.x0) * TILE + 2 * pad, (b.y1 - b.y0) * TILE + 2 * pad);
  vp.scale.set(Math.max(minScale, minCell / TILE, Math.min(maxScale, vp.scale.x)));
  vp.moveCenter(((b.x0 + b.x1) * TILE) / 2, ((b.y0 + b.y1) * TILE) / 2);
}

/**
 * Whether the view fits the whole position: when asked to (`force`: the whole-board button, a
 * new size of the box), or when the position's bounds changed (`grew`) and the reader has not
 * zoomed or moved the board by hand since the last fit (a growing board keeps the reader's zoom).
 */
export const refits = (grew: boolean, force: boolean, byHand: boolean): boolean => force || (grew && !byHand);

/** Pans so that cell `c` lies fully inside the view with a margin, if it does not already; true when it moved. */
export function keepInView(vp: Viewport, c: Cell): boolean {
  const margin = TILE * 0.15;
  const vw = vp.screenWidth / vp.scale.x;
  const vh = vp.screenHeight / vp.scale.y;
  const left = vp.left;
  const top = vp.top;
  let cx = vp.center.x;
  let cy = vp.center.y;
  const x0 = c.x * TILE - margin;
  const x1 = (c.x + 1) * TILE + margin;
  const y0 = c.y * TILE - margin;
  const y1 = (c.y + 1) * TILE + margin;
  if (x1 - x0 > vw) cx = (x0 + x1) / 2;
  else if (x0 < left) cx += x0 - left;
  else if (x1 > left + vw) cx += x1 - (left + vw);
  if (y1 - y0 > vh) cy = (y0 + y1) / 2;
  else if (y0 < top) cy += y0 - top;
  else if (y1 > top + vh) cy += y1 - (top + vh);
  if (Math.abs(cx - vp.center.x) <= 0.5 && Math.abs(cy - vp.center.y) <= 0.5) return false;
  vp.moveCenter(cx, cy);
  return true;
}

/**
 * While a follower is chosen: centres the view on the tile being placed and zooms in until
 * its spots stand at least a touch target apart (their anchors' smallest distance), so few
 * need pushing aside, as far as every cell holding a spot still fits the view about that
 * tile (an anniversary symbol's target may lie on another tile); a view already closer stays
 * as close. False when there is no such choice.
 */
export function focusChoice(vp: Viewport, s: Scene, maxScale: number): boolean {
  const g = s.ghost;
  if (!g || !s.spots.length) return false;
  const pts = s.spots.filter((sp) => sp.x === g.x && sp.y === g.y).map((sp) => anchorOf(sp.tile, sp.rotation, sp.at));
  let d = TILE;
  for (let i = 0; i < pts.length; i++)
    for (let j = i + 1; j < pts.length; j++)
      d = Math.min(d, Math.max(8, Math.hypot(pts[i]![0] - pts[j]![0], pts[i]![1] - pts[j]![1])));
  // cells on each side of the tile being placed the view must show: the farthest spot's
  let rx = 0;
  let ry = 0;
  for (const sp of s.spots) {
    rx = Math.max(rx, Math.abs(sp.x - g.x));
    ry = Math.max(ry, Math.abs(sp.y - g.y));
  }
  const cap = Math.min(
    maxScale,
    (0.85 * vp.screenWidth) / (2 * rx + 1) / TILE,
    (0.85 * vp.screenHeight) / (2 * ry + 1) / TILE,
  );
  const to = Math.min(cap, Math.max(vp.scale.x, (MIN_TARGET * 3) / TILE, (MIN_TARGET + 4) / d));
  vp.scale.set(to);
  vp.moveCenter((g.x + 0.5) * TILE, (g.y + 0.5) * TILE);
  return true;
}

/**
 * Spot centres in world units, pushed apart so that no two are closer than `min` (world
 * units): rounds of pairwise repulsion, each spot staying within its tile, or, where the
 * tile is too small for that, within `min` of its tile's middle.
 */
export function spread(points: [number, number][], min: number, cells: Cell[]): [number, number][] {
  const p = points.map((q) => [q[0], q[1]] as [number, number]);
  for (let round = 0; round < 64; round++) {
    let moved = false;
    for (let i = 0; i < p.length; i++)
      for (let j = i + 1; j < p.length; j++) {
        const dx = p[j]![0] - p[i]![0];
        const dy = p[j]![1] - p[i]![1];
        const d = Math.hypot(dx, dy);
        if (d >= min) continue;
        const [ux, uy] = d > 0.01 ? [dx / d, dy / d] : [1, 0];
        const push = (min - d) / 2 + 0.01;
        p[i]![0] -= ux * push;
        p[i]![1] -= uy * push;
        p[j]![0] += ux * push;
        p[j]![1] += uy * push;
        moved = true;
      }
    // each spot stays on its tile (a margin of half a spot from the edge) where the tile has
    // room for them; a tile drawn smaller than its spots lets them out to a spot's width round its middle
    const h = Math.max(TILE / 2 - min / 2, min);
    p.forEach((q, k) => {
      const c = cells[k]!;
      q[0] = Math.min((c.x + 0.5) * TILE + h, Math.max((c.x + 0.5) * TILE - h, q[0]));
      q[1] = Math.min((c.y + 0.5) * TILE + h, Math.max((c.y + 0.5) * TILE - h, q[1]));
    });
    if (!moved) break;
  }
  return p;
}

/** A view of the board: its centre (world units) and scale. */
export interface SavedView {
  x: number;
  y: number;
  scale: number;
}

/** {@link focusChoice}; the view it left when it zoomed in (to put back with {@link restoreView}), else undefined. */
export function zoomForChoice(vp: Viewport, s: Scene, maxScale: number): SavedView | undefined {
  const before = { x: vp.center.x, y: vp.center.y, scale: vp.scale.x };
  return focusChoice(vp, s, maxScale) ? before : undefined;
}

/** Puts a saved view back. */
export function restoreView(vp: Viewport, v: SavedView): void {
  vp.scale.set(v.scale);
  vp.moveCenter(v.x, v.y);
}

/**
 * Zooms to scale `to` in 150 ms about `focus`, which stays where it is on screen (or comes
 * into the view when it was outside; then `done(true)` when that moved the view, else
 * `done(false)`), else about the centre.
 */
export function zoomAbout(vp: Viewport, to: number, focus: Cell | null, done: (moved: boolean) => void): void {
  if (!focus) {
    vp.animate({ scale: to, time: 150, position: vp.center });
    return;
  }
  const px = (focus.x + 0.5) * TILE;
  const py = (focus.y + 0.5) * TILE;
  const k = vp.scale.x / to;
  vp.animate({
    scale: to,
    time: 150,
    position: { x: px + (vp.center.x - px) * k, y: py + (vp.center.y - py) * k },
    callbackOnComplete: () => done(keepInView(vp, focus)),
  });
}

/**
 * The spot a tap or pointer at world point `[wx, wy]` is on: the nearest of `spots` (centres
 * in world units) within `reach` world units, or −1 for none.
 */
export function spotAt(spots: readonly (readonly [number, number])[], reach: number, wx: number, wy: number): number {
  let best = -1;
  let bestD = Infinity;
  spots.forEach(([x, y], i) => {
    const d = Math.hypot(x - wx, y - wy);
    if (d <= reach && d < bestD) {
      best = i;
      bestD = d;
    }
  });
  return best;
}
