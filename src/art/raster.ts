/**
 * A coarse raster of the tile (one cell per tile unit, 100 × 100 cells) used to
 * work out regions that are not drawn directly: which field area a half-side
 * belongs to, a field's outline, and free spots for meeples and icons.
 * Cell (i, j) covers [i, i+1] × [j, j+1] in tile space.
 */
import { segDist, type Pt } from './geom.js';

/** Raster size in cells per side. */
export const R = 100;

/** A boolean mask over the raster. */
export type Mask = Uint8Array;

/** New empty mask. */
export function newMask(): Mask {
  return new Uint8Array(R * R);
}

/** Cell centre of index k. */
export function cellCentre(k: number): Pt {
  return [(k % R) + 0.5, Math.floor(k / R) + 0.5];
}

/** Index of the cell containing point p (clamped into the tile). */
export function cellOf(p: Pt): number {
  const i = Math.max(0, Math.min(R - 1, Math.floor(p[0])));
  const j = Math.max(0, Math.min(R - 1, Math.floor(p[1])));
  return j * R + i;
}

/** Set every cell whose centre lies inside polygon `poly` (even-odd rule, scanline fill). */
export function fillPolygon(m: Mask, poly: readonly Pt[], v = 1): void {
  const n = poly.length;
  const xs: number[] = [];
  for (let j = 0; j < R; j++) {
    const y = j + 0.5;
    xs.length = 0;
    for (let i = 0, k = n - 1; i < n; k = i++) {
      const pi = poly[i]!;
      const pk = poly[k]!;
      const yi = pi[1];
      const yk = pk[1];
      if (yi > y !== yk > y) xs.push(pi[0] + ((y - yi) * (pk[0] - pi[0])) / (yk - yi));
    }
    if (xs.length < 2) continue;
    xs.sort((p, q) => p - q);
    for (let t = 0; t + 1 < xs.length; t += 2) {
      // cells whose centre i + 0.5 lies in [xs[t], xs[t+1])
      const i0 = Math.max(0, Math.ceil(xs[t]! - 0.5));
      const i1 = Math.min(R - 1, Math.ceil(xs[t + 1]! - 0.5) - 1);
      for (let i = i0; i <= i1; i++) m[j * R + i] = v;
    }
  }
}

/** Set every cell whose centre lies within `w/2` of polyline `pts`. */
export function fillStroke(m: Mask, pts: readonly Pt[], w: number, v = 1): void {
  const h = w / 2;
  for (let s = 1; s < pts.length; s++) {
    const a = pts[s - 1]!;
    const b = pts[s]!;
    const x0 = Math.max(0, Math.floor(Math.min(a[0], b[0]) - h - 1));
    const x1 = Math.min(R, Math.ceil(Math.max(a[0], b[0]) + h + 1));
    const y0 = Math.max(0, Math.floor(Math.min(a[1], b[1]) - h - 1));
    const y1 = Math.min(R, Math.ceil(Math.max(a[1], b[1]) + h + 1));
    for (let j = y0; j < y1; j++)
      for (let i = x0; i < x1; i++) if (segDist([i + 0.5, j + 0.5], a, b) <= h) m[j * R + i] = v;
  }
}

/** Set every cell whose centre lies within radius r of c. */
export function fillDisc(m: Mask, c: Pt, r: number, v = 1): void {
  for (let j = Math.max(0, Math.floor(c[1] - r)); j < Math.min(R, Math.ceil(c[1] + r)); j++)
    for (let i = Math.max(0, Math.floor(c[0] - r)); i < Math.min(R, Math.ceil(c[0] + r)); i++)
      if (Math.hypot(i + 0.5 - c[0], j + 0.5 - c[1]) <= r) m[j * R + i] = v;
}

/**
 * Label the 4-connected components of the cells where `free` is 1.
 * @returns labels (0 = not free, 1.. = component number) and the number of components.
 */
export function components(free: Mask): { labels: Int32Array; n: number } {
  const labels = new Int32Array(R * R);
  let n = 0;
  const stack: number[] = [];
  for (let k = 0; k < R * R; k++) {
    if (!free[k] || labels[k]) continue;
    n++;
    labels[k] = n;
    stack.push(k);
    while (stack.length) {
      const c = stack.pop()!;
      const i = c % R;
      const nb = [i > 0 ? c - 1 : -1, i < R - 1 ? c + 1 : -1, c - R, c + R];
      for (const d of nb) {
        if (d < 0 || d >= R * R || !free[d] || labels[d]) continue;
        labels[d] = n;
        stack.push(d);
      }
    }
  }
  return { labels, n };
}

/**
 * Approximate Euclidean distance (chamfer 3-4, in cells) from each cell inside
 * `inside` to the nearest cell outside it; the tile border counts as outside
 * only when `borderIsOutside` is true.
 */
export function clearance(inside: Mask, borderIsOutside = true): Float32Array {
  const INF = 1e9;
  const d = new Float32Array(R * R);
  for (let k = 0; k < R * R; k++) d[k] = inside[k] ? INF : 0;
  const get = (i: number, j: number) =>
    i < 0 || j < 0 || i >= R || j >= R ? (borderIsOutside ? 0 : INF) : d[j * R + i]!;
  for (let j = 0; j < R; j++)
    for (let i = 0; i < R; i++) {
      const k = j * R + i;
      if (!d[k]) continue;
      d[k] = Math.min(d[k]!, get(i - 1, j) + 3, get(i, j - 1) + 3, get(i - 1, j - 1) + 4, get(i + 1, j - 1) + 4);
    }
  for (let j = R - 1; j >= 0; j--)
    for (let i = R - 1; i >= 0; i--) {
      const k = j * R + i;
      if (!d[k]) continue;
      d[k] = Math.min(d[k]!, get(i + 1, j) + 3, get(i, j + 1) + 3, get(i + 1, j + 1) + 4, get(i - 1, j + 1) + 4);
    }
  for (let k = 0; k < R * R; k++) d[k] = d[k]! >= INF ? 999 : d[k]! / 3;
  return d;
}

/**
 * The cell of `mask` nearest to `target` whose clearance is at least `want`
 * (lowering the requirement step by step when no cell qualifies).
 * @returns the cell centre, or null when the mask is empty.
 */
export function bestSpot(mask: Mask, clear: Float32Array, target: Pt, want: number): Pt | null {
  let maxC = -1;
  for (let k = 0; k < R * R; k++) if (mask[k] && clear[k]! > maxC) maxC = clear[k]!;
  if (maxC < 0) return null;
  // the requirement drops in whole steps, as far as needed for some cell to qualify
  const need = Math.min(want, want - Math.ceil(want - maxC));
  let best = -1;
  let bd = Infinity;
  for (let k = 0; k < R * R; k++) {
    if (!mask[k] || clear[k]! < need) continue;
    const x = (k % R) + 0.5 - target[0];
    const y = Math.floor(k / R) + 0.5 - target[1];
    const dd = x * x + y * y;
    if (dd < bd) {
      bd = dd;
      best = k;
    }
  }
  return best < 0 ? null : cellCentre(best);
}

/** The cell of `mask` with the largest clearance (ties: nearest to `prefer`). */
export function pole(mask: Mask, clear: Float32Array, prefer: Pt = [50, 50]): { p: Pt; r: number } | null {
  let best = -1;
  let bv = -Infinity;
  for (let k = 0; k < R * R; k++) {
    if (!mask[k]) continue;
    const c = cellCentre(k);
    const v = clear[k]! - 0.02 * Math.hypot(c[0] - prefer[0], c[1] - prefer[1]);
    if (v > bv) {
      bv = v;
      best = k;
    }
  }
  return best < 0 ? null : { p: cellCentre(best), r: clear[best]! };
}

/**
 * Outer boundary loops of the cells set in `mask` (holes ignored), as polygons
 * along cell edges, largest first.
 */
export function outerLoops(mask: Mask): Pt[][] {
  return allLoops(mask).outer;
}

/** Outer loops (clockwise, largest first) and hole loops (counter-clockwise) of the cells set in `mask`. */
export function allLoops(mask: Mask): { outer: Pt[][]; holes: Pt[][] } {
  // directed boundary edges, clockwise around set cells (y down)
  const next = new Map<number, number[]>();
  const key = (x: number, y: number) => y * (R + 1) + x;
  const add = (x0: number, y0: number, x1: number, y1: number) => {
    const k = key(x0, y0);
    const l = next.get(k);
    if (l) l.push(key(x1, y1));
    else next.set(k, [key(x1, y1)]);
  };
  const at = (i: number, j: number) => i >= 0 && j >= 0 && i < R && j < R && mask[j * R + i] === 1;
  for (let j = 0; j < R; j++)
    for (let i = 0; i < R; i++) {
      if (!at(i, j)) continue;
      if (!at(i, j - 1)) add(i, j, i + 1, j);
      if (!at(i + 1, j)) add(i + 1, j, i + 1, j + 1);
      if (!at(i, j + 1)) add(i + 1, j + 1, i, j + 1);
      if (!at(i - 1, j)) add(i, j + 1, i, j);
    }
  const loops: Pt[][] = [];
  for (const [start] of next) {
    while ((next.get(start)?.length ?? 0) > 0) {
      const loop: Pt[] = [];
      let cur = start;
      let guard = 0;
      do {
        loop.push([cur % (R + 1), Math.floor(cur / (R + 1))]);
        const l = next.get(cur)!;
        const nx = l.pop()!;
        if (!l.length) next.delete(cur);
        cur = nx;
      } while (cur !== start && next.has(cur) && guard++ < 100000);
      if (loop.length > 2) loops.push(loop);
    }
  }
  // outer loops are clockwise (positive area with y down); holes are counter-clockwise
  const withArea = loops.map((l) => ({ l, a: signedArea(l) }));
  const outer = withArea
    .filter((x) => x.a > 0)
    .sort((a, b) => b.a - a.a)
    .map((x) => x.l);
  const holes = withArea.filter((x) => x.a < -4).map((x) => x.l);
  return { outer, holes };
}

function signedArea(poly: readonly Pt[]): number {
  let s = 0;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++)
    s += poly[j]![0] * poly[i]![1] - poly[i]![0] * poly[j]![1];
  return s / 2;
}
