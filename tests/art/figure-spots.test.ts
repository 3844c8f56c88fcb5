/**
 * Figure spots on every known tile, at every rotation, for every location: the
 * figure (with the large meeple's size) stays inside the tile and on its feature.
 * On a city or a field the spot is as far from the feature's edge (walls, roads,
 * other fields, icons) as the feature's area allows, up to the large figure's size;
 * figures of different features do not overlap; and a second and third figure on
 * one feature stand inside it too, apart from each other.
 */
import { describe, expect, it } from 'vitest';
import '../../src/engine/modules/art';
import { tileSets, isDrawable } from '../../src/art/sets';
import { figureSpot, tileArt, type TileArt } from '../../src/art/tile';
import '../../src/art/tile-build';
import { FIGURE_R } from '../../src/art/meeple';
import { dist, inPolygon, type Pt } from '../../src/art/geom';
import { R, cellCentre, cellOf, clearance, fillDisc, fillPolygon, newMask } from '../../src/art/raster';
import type { KnownTileDef, Location } from '../../src/engine/tile-types';

const drawable: KnownTileDef[] = tileSets().flatMap((s) => s.tiles.filter(isDrawable));
const ROTS = [0, 90, 180, 270] as const;
const L = FIGURE_R.big;

function polys(art: TileArt, fi: number): Pt[][] {
  return art.features[fi]!.outline.map((o) => {
    const out: Pt[] = [];
    for (let i = 0; i < o.length; i += 2) out.push([o[i]!, o[i + 1]!]);
    return out;
  });
}

/** The feature's area on a 100 × 100 raster (its outline filled) without the tile's icons, and each cell's room. */
function roomMap(ps: Pt[][], art: TileArt): { area: Uint8Array; room: Float32Array } {
  const area = newMask();
  for (const o of ps) fillPolygon(area, o);
  const free = new Uint8Array(area);
  for (const k of art.keepClear) fillDisc(free, k.p, k.r, 0);
  // distance to the feature's edge and to the icons; the tile border is no edge of a feature
  return { area, room: clearance(free, false) };
}

const inside = (p: Pt, ps: Pt[][]) => ps.some((o) => inPolygon(p, o));
const fromBorder = (p: Pt) => Math.min(p[0], p[1], 100 - p[0], 100 - p[1]);

/** The best room (capped at the large figure's size) of the feature's cells at least `margin` from the tile border. */
function bestRoom(m: { area: Uint8Array; room: Float32Array }, margin: number): number {
  let best = -Infinity;
  for (let k = 0; k < R * R; k++) {
    if (!m.area[k]) continue;
    const p = cellCentre(k);
    if (fromBorder(p) < margin) continue;
    best = Math.max(best, Math.min(m.room[k]!, L));
  }
  return best;
}

describe('figure spots', () => {
  for (const def of drawable) {
    it(`${def.id}: every spot keeps the figure inside the tile and on its feature, with room for the large figure where the feature has it`, () => {
      for (const r of ROTS) {
        const art = tileArt(def, r);
        const seen = new Map<number, Pt>();
        const reachOf = new Map<number, [number, number]>();
        const rooms = new Map<number, { area: Uint8Array; room: Float32Array }>();
        for (const [loc, fi] of Object.entries(art.featureAt) as [Location, number][]) {
          const a = art.anchors[loc]!;
          const f = art.features[fi]!;
          const ps = polys(art, fi);
          const what = `${def.id}@${r} ${loc} (${f.kind}) [${a.map((v) => v.toFixed(1))}]`;
          expect(inside(a, ps), `${what} lies on its feature`).toBe(true);
          if (f.kind === 'city' || f.kind === 'field') {
            // the whole large figure inside the tile when the feature reaches that far in
            if (!reachOf.has(fi)) {
              const m = roomMap(ps, art);
              reachOf.set(fi, [bestRoom(m, L), bestRoom(m, 6)]);
              rooms.set(fi, m);
            }
            const [reach, small] = reachOf.get(fi)!;
            const roomAt = Math.min(rooms.get(fi)!.room[cellOf(a)]!, L);
            if (reach > -Infinity) {
              expect(fromBorder(a), `${what}: the large figure stays inside the tile`).toBeGreaterThanOrEqual(L - 0.6);
              expect(
                roomAt,
                `${what}: room on its feature (the feature allows ${reach.toFixed(1)})`,
              ).toBeGreaterThanOrEqual(Math.min(reach, L) - 2.6);
            } else {
              expect(fromBorder(a), `${what}: the normal figure stays inside the tile`).toBeGreaterThanOrEqual(
                (small > -Infinity ? FIGURE_R.normal : 6) - 0.6,
              );
            }
          } else {
            expect(fromBorder(a), `${what}: the large figure stays inside the tile`).toBeGreaterThanOrEqual(L - 0.6);
          }
          // one spot per feature for this check: the first location naming it (a line takes no
          // figure: its anchor only names where it is)
          if (!seen.has(fi) && f.kind !== 'line') seen.set(fi, a);
        }
        // figures on different features do not stand on top of each other (centres at least
        // three quarters of a figure's width apart)
        const spots = [...seen.entries()];
        for (let i = 0; i < spots.length; i++)
          for (let j = i + 1; j < spots.length; j++) {
            const [fa, pa] = spots[i]!;
            const [fb, pb] = spots[j]!;
            expect(
              dist(pa, pb),
              `${def.id}@${r}: figures of features ${fa} and ${fb} at [${pa.map(Math.round)}] and [${pb.map(Math.round)}] overlap`,
            ).toBeGreaterThanOrEqual(2 * FIGURE_R.normal - 9);
          }
        // a second and a third figure on a feature: inside it, inside the tile, apart (the second by
        // most of a figure's width; a road, a small field pocket or a third figure leaves room for
        // less, but they still show apart)
        for (const [fi, a] of seen) {
          const loc =
            art.features[fi]!.at[0] ?? (Object.entries(art.featureAt).find(([, v]) => v === fi)![0] as Location);
          const ps = polys(art, fi);
          const taken: Pt[] = [a];
          for (let n = 1; n < 3; n++) {
            const p = figureSpot(art, loc, taken);
            const what = `${def.id}@${r} figure ${n + 1} on ${loc} [${p.map((v) => v.toFixed(1))}]`;
            expect(inside(p, ps), `${what} lies on its feature`).toBe(true);
            expect(fromBorder(p), `${what} stays inside the tile`).toBeGreaterThanOrEqual(FIGURE_R.normal - 1.1);
            let size = 0;
            for (const c of roomMap(ps, art).area) size += c;
            const roomy = n === 1 && art.features[fi]!.kind !== 'road' && size >= 900;
            const apart = roomy ? 2 * FIGURE_R.normal - 6 : 5;
            for (const t of taken) expect(dist(p, t), `${what} stands apart`).toBeGreaterThanOrEqual(apart);
            taken.push(p);
          }
        }
      }
    });
  }
});

// A large figure (a lying large farmer reaches 16 units) standing beside another one on a
// feature would hang over the tile's edge if its spot kept only a normal figure's room: it
// keeps FIGURE_R.big from every edge, on its own and beside a figure already there.
describe('a large figure stays on its tile', () => {
  it('keeps FIGURE_R.big of room from the edges on every location of every tile', () => {
    let closer = 0;
    for (const def of tileSets().flatMap((s) => s.tiles.filter(isDrawable)))
      for (const r of [0, 90]) {
        const art = tileArt(def, r);
        // one location per feature (the feature's area decides the spots)
        for (const loc of art.features.map((f) => f.at[0]!)) {
          const first = figureSpot(art, loc, [], 'large');
          for (const [x, y] of [first, figureSpot(art, loc, [first], 'large')])
            for (const v of [x, y]) {
              expect(v, `${def.id}@${r} ${loc}`).toBeGreaterThanOrEqual(FIGURE_R.big - 1);
              expect(v, `${def.id}@${r} ${loc}`).toBeLessThanOrEqual(101 - FIGURE_R.big);
            }
          const normal = figureSpot(art, loc, [first]);
          if (Math.min(...normal, 100 - normal[0], 100 - normal[1]) < FIGURE_R.big - 1) closer++;
        }
      }
    // the case this guards: a normal figure's second spot may lie nearer the edge than a large one may
    expect(closer).toBeGreaterThan(0);
  }, 60_000);
});
