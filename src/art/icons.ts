/**
 * Small pictures drawn on tiles by the core art (monastery, pennant, village
 * houses, trees) and two helpers for the modules' painters (`poly`, `rect`).
 * Each function returns primitives in tile space (0..100, y south) around the
 * given centre, upright. Pictures of a module's own things live in its art
 * (src/engine/modules/<id>/art.ts).
 */
import { arc, flat, type Pt } from './geom.js';
import type { Prim, Role } from './style.js';

/** A polygon (closed: filled and stroked) or a polyline (stroked) of `role`, drawn from `lod` px per tile. */
export function poly(role: Role, pts: readonly Pt[], closed = true, lod?: number): Prim {
  return { type: 'poly', role, pts: flat(pts), closed, ...(lod ? { lod } : {}) };
}

/** An axis-aligned rectangle of `role` with its top left corner at (x, y), w × h units. */
export function rect(role: Role, x: number, y: number, w: number, h: number, lod?: number): Prim {
  return poly(
    role,
    [
      [x, y],
      [x + w, y],
      [x + w, y + h],
      [x, y + h],
    ],
    true,
    lod,
  );
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
    poly('monastery-roof', [
      [x - 6, y - 12],
      [x, y - 17],
      [x + 6, y - 12],
    ]),
    // body
    rect('monastery', x - 14, y - 1, 28, 18),
    poly('monastery-roof', [
      [x - 16.5, y],
      [x, y - 10],
      [x + 16.5, y],
    ]),
    // door and window
    poly('gate', [
      [x - 3.5, y + 17],
      [x - 3.5, y + 10],
      ...arc([x, y + 10], 3.5, Math.PI, 2 * Math.PI, 6).slice(1),
      [x + 3.5, y + 17],
    ]),
    { type: 'circle', role: 'gate', x, y: y + 4, r: 2.2, lod: 56 },
  ];
}

/** The silhouette of {@link monasteryPrims} centred at c (for highlighting the monastery). */
export function monasteryOutline(c: Pt): Pt[] {
  const [x, y] = c;
  const ty = -10 * (1 - 4.5 / 16.5);
  return [
    [x - 14, y + 17],
    [x + 14, y + 17],
    [x + 14, y],
    [x + 16.5, y],
    [x + 4.5, y + ty],
    [x + 4.5, y - 12],
    [x + 6, y - 12],
    [x, y - 17],
    [x - 6, y - 12],
    [x - 4.5, y - 12],
    [x - 4.5, y + ty],
    [x - 16.5, y],
    [x - 14, y],
  ];
}

/** A pennant (coat of arms): a blue shield with a white cross, about 12 × 14 units, centred at c. */
export function pennantPrims(c: Pt, scale = 1): Prim[] {
  const [x, y] = c;
  const s = scale;
  const shield: Pt[] = [
    [x - 6 * s, y - 7 * s],
    [x + 6 * s, y - 7 * s],
    [x + 6 * s, y + 0.5 * s],
    ...arc([x, y + 0.5 * s], 6 * s, 0, Math.PI / 2, 5).slice(1, -1),
    [x, y + 7.5 * s],
    ...arc([x, y + 0.5 * s], 6 * s, Math.PI / 2, Math.PI, 5).slice(1, -1),
    [x - 6 * s, y + 0.5 * s],
  ];
  const t = 1.3 * s;
  return [
    poly('pennant', shield),
    poly('pennant-mark', [
      [x - t, y - 5 * s],
      [x + t, y - 5 * s],
      [x + t, y - 1.6 * s],
      [x + 4 * s, y - 1.6 * s],
      [x + 4 * s, y + 1 * s],
      [x + t, y + 1 * s],
      [x + t, y + 5 * s],
      [x - t, y + 5 * s],
      [x - t, y + 1 * s],
      [x - 4 * s, y + 1 * s],
      [x - 4 * s, y - 1.6 * s],
      [x - t, y - 1.6 * s],
    ]),
  ];
}

/** A small house (walls + roof) with its base centred at c, width w. */
export function housePrims(c: Pt, w: number, wallRole: Role, roofRole: Role, lod?: number): Prim[] {
  const [x, y] = c;
  const h = w * 0.6;
  return [
    rect(wallRole, x - w / 2, y - h, w, h, lod),
    poly(
      roofRole,
      [
        [x - w / 2 - w * 0.1, y - h + 0.3],
        [x, y - h - w * 0.5],
        [x + w / 2 + w * 0.1, y - h + 0.3],
      ],
      true,
      lod,
    ),
  ];
}

/** A deciduous tree (crown circle) centred at c, radius r. */
export function treePrims(c: Pt, r: number): Prim[] {
  return [
    { type: 'circle', role: 'tree', x: c[0], y: c[1], r },
    {
      type: 'circle',
      role: 'tree',
      x: c[0] - r * 0.3,
      y: c[1] - r * 0.3,
      r: r * 0.35,
      fill: '#5C9A45',
      stroke: 'none',
      width: 0,
    },
  ];
}
