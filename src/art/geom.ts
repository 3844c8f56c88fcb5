/**
 * Small 2-D helpers for the tile art. Everything works in tile space: a tile is
 * the square 0..100 × 0..100, x to the east, y to the south. Points are `[x, y]`
 * pairs; polylines and polygons are arrays of points. Rotations are clockwise,
 * in degrees, about the tile centre (50, 50).
 */

/** A point in tile space, `[x, y]`, y to the south. */
export type Pt = readonly [number, number];

/** Rotate point `p` by `q` quarter turns clockwise about the tile centre (50, 50). */
export function rotQ(p: Pt, q: number): Pt {
  let [x, y] = p;
  for (let i = 0; i < ((q % 4) + 4) % 4; i++) [x, y] = [100 - y, x];
  return [x, y];
}

/** Rotate a list of points by `q` quarter turns clockwise about the tile centre. */
export function rotPts(pts: readonly Pt[], q: number): Pt[] {
  return pts.map((p) => rotQ(p, q));
}

/** Points of a cubic Bézier from `a` to `d` with control points `b`, `c` (excluding `a`). */
export function cubic(a: Pt, b: Pt, c: Pt, d: Pt, steps = 16): Pt[] {
  const out: Pt[] = [];
  for (let i = 1; i <= steps; i++) {
    const t = i / steps;
    const u = 1 - t;
    out.push([
      u * u * u * a[0] + 3 * u * u * t * b[0] + 3 * u * t * t * c[0] + t * t * t * d[0],
      u * u * u * a[1] + 3 * u * u * t * b[1] + 3 * u * t * t * c[1] + t * t * t * d[1],
    ]);
  }
  return out;
}

/** Points of a quadratic Bézier from `a` to `c` with control `b` (excluding `a`). */
export function quad(a: Pt, b: Pt, c: Pt, steps = 14): Pt[] {
  const out: Pt[] = [];
  for (let i = 1; i <= steps; i++) {
    const t = i / steps;
    const u = 1 - t;
    out.push([u * u * a[0] + 2 * u * t * b[0] + t * t * c[0], u * u * a[1] + 2 * u * t * b[1] + t * t * c[1]]);
  }
  return out;
}

/** Points of a circular arc around `c` with radius `r` from angle `a0` to `a1` (radians, y down), both ends included. */
export function arc(c: Pt, r: number, a0: number, a1: number, steps = 18): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i <= steps; i++) {
    const a = a0 + ((a1 - a0) * i) / steps;
    out.push([c[0] + r * Math.cos(a), c[1] + r * Math.sin(a)]);
  }
  return out;
}

/** Euclidean distance. */
export function dist(a: Pt, b: Pt): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1]);
}

/** Length of a polyline. */
export function polyLength(pts: readonly Pt[]): number {
  let s = 0;
  for (let i = 1; i < pts.length; i++) s += dist(pts[i - 1]!, pts[i]!);
  return s;
}

/** Point and unit direction at arc length `s` along a polyline (clamped to its ends). */
export function pointAt(pts: readonly Pt[], s: number): { p: Pt; dir: Pt } {
  let acc = 0;
  for (let i = 1; i < pts.length; i++) {
    const a = pts[i - 1]!;
    const b = pts[i]!;
    const l = dist(a, b);
    if (l === 0) continue;
    if (acc + l >= s || i === pts.length - 1) {
      const t = Math.max(0, Math.min(1, (s - acc) / l));
      return { p: [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t], dir: [(b[0] - a[0]) / l, (b[1] - a[1]) / l] };
    }
    acc += l;
  }
  const p = pts[0] ?? [50, 50];
  return { p, dir: [1, 0] };
}

/** Remove consecutive near-duplicate points. */
export function dedupe(pts: readonly Pt[], eps = 0.01): Pt[] {
  const out: Pt[] = [];
  for (const p of pts) {
    const q = out[out.length - 1];
    if (!q || Math.abs(q[0] - p[0]) > eps || Math.abs(q[1] - p[1]) > eps) out.push(p);
  }
  return out;
}

/**
 * Offset a polyline sideways by `d` (positive = to the left of the direction of
 * travel in tile space, i.e. the side a walker sees on the left with y down).
 */
export function offsetLine(pts: readonly Pt[], d: number): Pt[] {
  const n = pts.length;
  const out: Pt[] = [];
  for (let i = 0; i < n; i++) {
    const a = pts[Math.max(0, i - 1)]!;
    const b = pts[Math.min(n - 1, i + 1)]!;
    let dx = b[0] - a[0];
    let dy = b[1] - a[1];
    const l = Math.hypot(dx, dy) || 1;
    dx /= l;
    dy /= l;
    // left normal with y down: (dy, -dx)
    out.push([pts[i]![0] + dy * d, pts[i]![1] - dx * d]);
  }
  return out;
}

/** The closed outline of a band of width `w` around a polyline (left side forward, right side back). */
export function bandPolygon(pts: readonly Pt[], w: number): Pt[] {
  const l = offsetLine(pts, w / 2);
  const r = offsetLine(pts, -w / 2);
  return [...l, ...r.reverse()];
}

/** Even-odd point-in-polygon test. */
export function inPolygon(p: Pt, poly: readonly Pt[]): boolean {
  let inside = false;
  const [x, y] = p;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i]!;
    const [xj, yj] = poly[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Distance from point `p` to segment `a`–`b`. */
export function segDist(p: Pt, a: Pt, b: Pt): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const l2 = dx * dx + dy * dy;
  let t = l2 ? ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / l2 : 0;
  t = Math.max(0, Math.min(1, t));
  return Math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy);
}

/** Distance from point `p` to a polyline. */
export function lineDist(p: Pt, pts: readonly Pt[]): number {
  let m = Infinity;
  for (let i = 1; i < pts.length; i++) m = Math.min(m, segDist(p, pts[i - 1]!, pts[i]!));
  if (pts.length === 1) m = dist(p, pts[0]!);
  return m;
}

/** First intersection (from the start of `line`) of a polyline with another polyline, or null. */
export function intersectLines(line: readonly Pt[], other: readonly Pt[]): { p: Pt; s: number } | null {
  let acc = 0;
  for (let i = 1; i < line.length; i++) {
    const a = line[i - 1]!;
    const b = line[i]!;
    let best: { t: number; p: Pt } | null = null;
    for (let j = 1; j < other.length; j++) {
      const c = other[j - 1]!;
      const d = other[j]!;
      const den = (b[0] - a[0]) * (d[1] - c[1]) - (b[1] - a[1]) * (d[0] - c[0]);
      if (Math.abs(den) < 1e-9) continue;
      const t = ((c[0] - a[0]) * (d[1] - c[1]) - (c[1] - a[1]) * (d[0] - c[0])) / den;
      const u = ((c[0] - a[0]) * (b[1] - a[1]) - (c[1] - a[1]) * (b[0] - a[0])) / den;
      if (t >= 0 && t <= 1 && u >= 0 && u <= 1 && (!best || t < best.t)) {
        best = { t, p: [a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])] };
      }
    }
    const l = dist(a, b);
    if (best) return { p: best.p, s: acc + best.t * l };
    acc += l;
  }
  return null;
}

/** Polyline cut at arc length `s` (the part from the start). */
export function cutLine(pts: readonly Pt[], s: number): Pt[] {
  const out: Pt[] = [pts[0]!];
  let acc = 0;
  for (let i = 1; i < pts.length; i++) {
    const a = pts[i - 1]!;
    const b = pts[i]!;
    const l = dist(a, b);
    if (acc + l >= s) {
      const t = l ? (s - acc) / l : 0;
      out.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t]);
      return out;
    }
    out.push(b);
    acc += l;
  }
  return out;
}

/** Signed area (positive = clockwise on screen with y down). */
export function area(poly: readonly Pt[]): number {
  let s = 0;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++)
    s += poly[j]![0] * poly[i]![1] - poly[i]![0] * poly[j]![1];
  return s / 2;
}

/** Ramer–Douglas–Peucker simplification of a closed polygon. */
export function simplifyClosed(poly: readonly Pt[], eps: number): Pt[] {
  if (poly.length < 5) return [...poly];
  // split at the two farthest-apart points to make two open chains
  let far = 0;
  let fd = -1;
  for (let i = 1; i < poly.length; i++) {
    const d = dist(poly[0]!, poly[i]!);
    if (d > fd) {
      fd = d;
      far = i;
    }
  }
  const a = rdp(poly.slice(0, far + 1), eps);
  const b = rdp([...poly.slice(far), poly[0]!], eps);
  return [...a.slice(0, -1), ...b.slice(0, -1)];
}

function rdp(pts: readonly Pt[], eps: number): Pt[] {
  if (pts.length < 3) return [...pts];
  const a = pts[0]!;
  const b = pts[pts.length - 1]!;
  let idx = -1;
  let md = -1;
  for (let i = 1; i < pts.length - 1; i++) {
    const d = segDist(pts[i]!, a, b);
    if (d > md) {
      md = d;
      idx = i;
    }
  }
  if (md <= eps) return [a, b];
  const l = rdp(pts.slice(0, idx + 1), eps);
  const r = rdp(pts.slice(idx), eps);
  return [...l.slice(0, -1), ...r];
}

/** One round of Chaikin corner cutting on a closed polygon; points on the tile border stay on it. */
export function chaikinClosed(poly: readonly Pt[]): Pt[] {
  const out: Pt[] = [];
  const onEdge = (p: Pt) => p[0] <= 0.01 || p[0] >= 99.99 || p[1] <= 0.01 || p[1] >= 99.99;
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i]!;
    const b = poly[(i + 1) % poly.length]!;
    if (onEdge(a) && onEdge(b) && (a[0] === b[0] || a[1] === b[1])) {
      out.push(a, b);
      continue;
    }
    out.push(
      [0.75 * a[0] + 0.25 * b[0], 0.75 * a[1] + 0.25 * b[1]],
      [0.25 * a[0] + 0.75 * b[0], 0.25 * a[1] + 0.75 * b[1]],
    );
  }
  return dedupe(out);
}

/** Flatten points to `[x0, y0, x1, y1, …]`, rounded to 0.01. */
export function flat(pts: readonly Pt[]): number[] {
  const out: number[] = [];
  for (const [x, y] of pts) out.push(Math.round(x * 100) / 100, Math.round(y * 100) / 100);
  return out;
}
