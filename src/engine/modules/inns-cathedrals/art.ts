/**
 * Art of `inns-cathedrals`: the inn (a house and its pond beside the road, feature
 * attribute `inn`), the cathedral (a large church in the city, attribute
 * `cathedral`), the large meeple (figure kind `large`: the follower silhouette
 * {@link LARGE_SCALE}× as big, with a thicker outline) and the shape hints of IC tiles
 * the feature data cannot express. Registered with the tile art through ../art.ts;
 * the rules never import it.
 */
import { arc, type Pt } from '../../../art/geom.js';
import { poly, rect } from '../../../art/icons.js';
import { pole } from '../../../art/raster.js';
import type { ModuleArt } from '../../../art/registry.js';
import { PALETTE, upright, type Prim } from '../../../art/style.js';

/**
 * A cathedral: a large light church with two spired towers, a rose window and
 * a cross, drawn with a dark outline so it stands out from city houses.
 * About 38 × 44 units, centred at c.
 */
export function cathedralPrims(c: Pt): Prim[] {
  const [x, y] = c;
  const tower = (tx: number): Prim[] => [
    rect('cathedral', tx - 5, y - 12, 10, 30),
    poly('cathedral', [
      [tx - 6, y - 12],
      [tx, y - 24],
      [tx + 6, y - 12],
    ]),
  ];
  return [
    ...tower(x - 13),
    ...tower(x + 13),
    rect('cathedral', x - 8, y - 4, 16, 22),
    poly('cathedral', [
      [x - 9, y - 4],
      [x, y - 14],
      [x + 9, y - 4],
    ]),
    // cross on the middle gable
    poly('cathedral-mark', [
      [x - 0.9, y - 22],
      [x + 0.9, y - 22],
      [x + 0.9, y - 19.5],
      [x + 3, y - 19.5],
      [x + 3, y - 17.7],
      [x + 0.9, y - 17.7],
      [x + 0.9, y - 13.5],
      [x - 0.9, y - 13.5],
      [x - 0.9, y - 17.7],
      [x - 3, y - 17.7],
      [x - 3, y - 19.5],
      [x - 0.9, y - 19.5],
    ]),
    { type: 'circle', role: 'cathedral-mark', x, y: y + 2, r: 3.6 },
    poly('gate', [
      [x - 3, y + 18],
      [x - 3, y + 11],
      ...arc([x, y + 11], 3, Math.PI, 2 * Math.PI, 6).slice(1),
      [x + 3, y + 18],
    ]),
    rect('gate', x - 14.2, y - 6, 2.4, 5),
    rect('gate', x + 11.8, y - 6, 2.4, 5),
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
  const pond: Pt[] = arc([px, py], 1, 0, 2 * Math.PI, 20).map(
    ([ax, ay]) => [px + (ax - px) * 6.5, py + (ay - py) * 4.6] as Pt,
  );
  // each part stays upright when the tile turns; only the places follow the road
  const pv = (ps: Prim[], c: Pt): Prim[] => ps.map((p) => ({ ...p, pivot: [c[0], c[1]] }));
  return [
    ...pv([poly('pond', pond)], [px, py]),
    ...pv(
      [
        poly('inn', [
          [hx - 5.5, hy + 5],
          [hx - 5.5, hy - 1],
          [hx + 5.5, hy - 1],
          [hx + 5.5, hy + 5],
        ]),
        poly('inn-roof', [
          [hx - 7, hy - 0.5],
          [hx - 4, hy - 7],
          [hx + 4, hy - 7],
          [hx + 7, hy - 0.5],
        ]),
        rect('gate', hx - 1.3, hy + 1.2, 2.6, 3.8),
      ],
      [hx, hy],
    ),
  ];
}

/** Centres of the house and the pond of {@link innPrims}, for keeping meeples clear of them. */
export function innParts(c: Pt, dir: Pt): Pt[] {
  return [
    [c[0] - dir[0] * 6, c[1] - dir[1] * 6],
    [c[0] + dir[0] * 7, c[1] + dir[1] * 7],
  ];
}

/** How much larger the large meeple is drawn than a normal one (lengths; standing or lying). */
export const LARGE_SCALE = 1.55;

/**
 * How far the large meeple's drawing reaches from its centre, outline and shadow included
 * (tile units; a normal one reaches 12): figure spots keep it this far from the tile's edge.
 */
export const LARGE_REACH = 18;

/** Where an inn stands: a point on the side of the road it prefers, or an exact place. */
type InnHint = Pt | { at: Pt; dir: Pt };

export const art: ModuleArt = {
  id: 'inns-cathedrals',
  styles: {
    inn: { fill: PALETTE.monasteryWall, stroke: PALETTE.ink, width: 1 },
    'inn-roof': { fill: '#C0533A', stroke: PALETTE.ink, width: 1 },
    cathedral: { fill: '#E9E2D3', stroke: '#2B2B2B', width: 1.4 },
    'cathedral-mark': { fill: '#5B4A8A', stroke: '#2B2B2B', width: 0.8 },
  },
  hints: {
    // `inn`: a point on the side of the road where the inn stands, or its exact place
    'IC.A': { inn: [85, 20] },
    'IC.B': { inn: [50, 10] },
    'IC.C': { inn: { at: [50, 28], dir: [1, 0] } },
    // the wall spur from the city to the NE corner that separates the two fields
    'IC.G': {
      spur: [
        [27, 27],
        [45, 34],
        [72, 30],
        [86, 20],
        [100, 0],
      ],
      capDepth: 30,
    },
    'IC.I': { stubs: true, capDepth: 24 },
    'IC.L': { inn: [95, 95] },
    'IC.M': { inn: [90, 55] },
    'IC.N': { inn: [95, 80] },
  },
  figures: {
    // the large meeple: 1.55× a normal one, its outline 1.5× as thick again, so it reads as the larger one at a glance
    large: { scale: LARGE_SCALE, bold: 1.5, reach: LARGE_REACH },
  },
  features: {
    inn: {
      // one inn per tile, by the first road it borders (IC.C: one inn between two roads)
      roads(c) {
        const h = c.hint['inn'] as InnHint | undefined;
        let at: Pt;
        let dir: Pt;
        if (h && !Array.isArray(h)) ({ at, dir } = h as { at: Pt; dir: Pt });
        else ({ at, dir } = c.besideRoad(c.roads[0]!.line, (h as Pt | undefined) ?? null, 16));
        c.draw(
          innPrims(at, dir),
          innParts(at, dir).map((p) => ({ p, r: 7.5 })),
        );
      },
    },
    cathedral: {
      // on the city's pole of inaccessibility, nearest the tile centre
      city(c) {
        const spot = pole(c.free, c.clear, [50, 50])?.p ?? [50, 50];
        c.draw(upright(cathedralPrims([spot[0], spot[1] + 3]), spot), [{ p: [spot[0], spot[1] + 2], r: 19 }]);
      },
    },
  },
};
