/**
 * Art of `bathhouses`: the bathhouse (a pool with the white badge of its value),
 * drawn in a city or beside a road that carries the feature attribute
 * `bathhouse` (its value), and the ring under a follower resting there (place
 * `bathhouse`). Registered through ../art.ts.
 */
import { arc, flat, type Pt } from '../../../art/geom.js';
import { poly } from '../../../art/icons.js';
import { bestSpot } from '../../../art/raster.js';
import type { ModuleArt } from '../../../art/registry.js';
import { PALETTE, upright, type Prim } from '../../../art/style.js';

/**
 * A bathhouse: a blue pool with waves and a white badge showing its value
 * (3/4/5), about 24 × 20 units around c. The badge number is large enough to
 * read on a phone: 17 units (23 as the board draws text), 11 CSS px on a 48 px tile,
 * the smallest tile a worked example opens at. The badge is the place `bathhouse` (where a follower
 * resting there is drawn).
 */
export function bathhousePrims(c: Pt, value: number | string): Prim[] {
  const [x, y] = c;
  const pool: Pt[] = [
    [x - 9, y - 3],
    [x + 5, y - 3],
    ...arc([x + 5, y + 1], 4, -Math.PI / 2, Math.PI / 2, 6).slice(1, -1),
    [x + 5, y + 5 + 0],
    [x - 9, y + 5],
    ...arc([x - 9, y + 1], 4, Math.PI / 2, 1.5 * Math.PI, 6).slice(1, -1),
  ];
  const wave = (wy: number): Prim => ({
    type: 'poly',
    role: 'badge',
    pts: flat([
      [x - 9, wy],
      [x - 6.5, wy - 1.2],
      [x - 4, wy],
      [x - 1.5, wy - 1.2],
      [x + 1, wy],
      [x + 3.5, wy - 1.2],
      [x + 6, wy],
    ]),
    closed: false,
    stroke: '#FFFFFF',
    width: 0.9,
  });
  return [
    poly('bathhouse', pool),
    { ...wave(y + 0.5), lod: 64 },
    { ...wave(y + 3.3), lod: 64 },
    // the badge is also where a follower resting in the bathhouse is drawn
    { type: 'circle', role: 'badge', x: x + 6, y: y - 7, r: 10.5, place: 'bathhouse' },
    { type: 'text', role: 'badge-text', x: x + 6, y: y - 6.4, text: String(value), size: 17 },
  ];
}

/** Where a bathhouse by a road stands: a point on the side of the road it prefers, or its exact centre. */
type BathHint = Pt | { at: Pt };

export const art: ModuleArt = {
  id: 'bathhouses',
  styles: {
    bathhouse: { fill: PALETTE.pond, stroke: '#1F4F73', width: 1.4 },
  },
  hints: {
    // `bath`: a point on the side of the road where the bathhouse stands
    // beside the W–E road it belongs to, well away from the N–S road it crosses
    'BATH.01': { bath: { at: [79, 37] } },
    'BATH.02': { bath: [80, 25] },
    'BATH.03': { bath: [78, 50] },
  },
  features: {
    bathhouse: {
      // in a city: in the roomiest spot near the city's middle
      city(c) {
        const spot = bestSpot(c.free, c.clear, c.centroid, 12) ?? [50, 50];
        c.draw(upright(bathhousePrims(spot, c.value as number), spot), [{ p: spot, r: 13 }]);
      },
      // by a road: beside it, a third of the way along
      roads(c) {
        for (const r of c.roads) {
          const h = c.hint['bath'] as BathHint | undefined;
          const at =
            h && !Array.isArray(h)
              ? (h as { at: Pt }).at
              : c.besideRoad(r.line, (h as Pt | undefined) ?? null, 17, 0.3).at;
          c.draw(upright(bathhousePrims(at, r.value as number), at), [{ p: at, r: 13 }]);
        }
      },
    },
  },
  places: {
    bathhouse: { ring: 'bathhouse' },
  },
};
