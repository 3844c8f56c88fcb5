/**
 * Art of `abbot`: the garden (a hedged square bed with rows of plants and two flowers, drawn
 * on the field of a garden copy where the monastery building would stand, feature
 * attribute `abbotGarden`) and the abbot (figure kind `abbot`: a figure in a long robe with
 * a hood and a rope belt, in its player's colour with the player's mark). Our own simple
 * drawing (../shared/notes/art-style.md); registered with the tile art through ../art.ts;
 * the rules never import it.
 */
import type { Pt } from '../../../art/geom.js';
import { arc } from '../../../art/geom.js';
import { poly } from '../../../art/icons.js';
import { PLAYER_STYLE, figureBodyPrims, markPts, type PlayerColor } from '../../../art/meeple.js';
import { bestSpot, clearance, pole } from '../../../art/raster.js';
import type { ModuleArt } from '../../../art/registry.js';
import type { Prim } from '../../../art/style.js';
import { GARDEN_ATTR } from './tiles.js';

/** Half the side of the garden's hedge (tile units): the garden is about 22 × 22. */
export const GARDEN_HALF = 11;

/**
 * A garden centred at `c`: a hedge round a square bed of soil, three rows of green plants
 * and two yellow flowers.
 * @returns primitives of the roles `garden-hedge`, `garden-bed`, `garden-plant`, `garden-flower`
 */
export function gardenPrims(c: Pt): Prim[] {
  const [x, y] = c;
  const h = GARDEN_HALF;
  const b = h - 3;
  const out: Prim[] = [poly('garden-hedge', roundedSquare(c, h, 3)), poly('garden-bed', roundedSquare(c, b, 1.5))];
  for (const dy of [-5, 0, 5])
    for (const dx of [-5, -1.7, 1.7, 5])
      out.push({ type: 'circle', role: 'garden-plant', x: x + dx, y: y + dy, r: 1.5 });
  out.push({ type: 'circle', role: 'garden-flower', x: x - 3.4, y: y - 2.5, r: 1.2 });
  out.push({ type: 'circle', role: 'garden-flower', x: x + 3.4, y: y + 2.5, r: 1.2 });
  return out;
}

/** A square of half side `h` centred at `c`, its corners rounded with radius `r`. */
function roundedSquare(c: Pt, h: number, r: number): Pt[] {
  const [x, y] = c;
  const k = h - r;
  return [
    ...arc([x + k, y - k], r, -Math.PI / 2, 0, 4),
    ...arc([x + k, y + k], r, 0, Math.PI / 2, 4),
    ...arc([x - k, y + k], r, Math.PI / 2, Math.PI, 4),
    ...arc([x - k, y - k], r, Math.PI, (3 * Math.PI) / 2, 4),
  ];
}

/** The abbot's outline around (0, 0), standing: a hood, shoulders, a long robe to the ground (about 17 × 22). */
function abbotOutline(): Pt[] {
  const hood = arc([0, -6.5], 4.2, Math.PI * 0.85, Math.PI * 2.15, 12);
  return [
    ...hood,
    [4.6, -3.4],
    [6.4, -0.5],
    [7.4, 6],
    [8.6, 10.6],
    [-8.6, 10.6],
    [-7.4, 6],
    [-6.4, -0.5],
    [-4.6, -3.4],
  ];
}

/**
 * The abbot figure centred at `at`, in the colour of its player with the player's mark on
 * its chest and a light rope belt; lying on its back (head to the west) when `lying`.
 * @param scale extra scale (1 on a 100-unit tile)
 * @returns the shadow, the body, the belt and the mark (roles `meeple`, `meeple-mark`)
 */
export function abbotPrims(at: Pt, colour: PlayerColor, lying: boolean, scale: number): Prim[] {
  const st = PLAYER_STYLE[colour] ?? PLAYER_STYLE.black;
  const s = scale;
  const tr = (p: Pt): Pt => {
    const [x, y] = lying ? [p[1], -p[0]] : p;
    return [at[0] + x * s, at[1] + y * s];
  };
  const flat = (ps: Pt[]) => ps.flatMap((p) => [p[0], p[1]]);
  const body = abbotOutline().map(tr);
  const shadow = body.map((p) => [p[0] + 1.1 * s, p[1] + 1.3 * s] as Pt);
  const belt = (
    [
      [-6.6, 2.6],
      [6.6, 2.6],
    ] as Pt[]
  ).map(tr);
  const mark = markPts(st.mark).map((p) => tr([p[0] * 0.9, p[1] * 0.9 - 1.4]));
  return figureBodyPrims(st, shadow, body, mark, 3.4 * s, 1.1 * s, [
    { type: 'poly', role: 'meeple', pts: flat(belt), closed: false, fill: 'none', stroke: '#E8D9B0', width: 1.1 * s },
  ]);
}

export const art: ModuleArt = {
  id: 'abbot',
  styles: {
    'garden-hedge': { fill: '#4E8A3A', stroke: '#2F5A22', width: 1 },
    'garden-bed': { fill: '#A9784B', stroke: '#6E4A2A', width: 0.6 },
    'garden-plant': { fill: '#7CC255', stroke: '#3E7A2A', width: 0.4 },
    'garden-flower': { fill: '#F2C80F', stroke: '#8A6D00', width: 0.4 },
  },
  features: {
    [GARDEN_ATTR]: {
      monastery(c) {
        // on free ground of its field, as near the middle as it fits (the reference gives the
        // field each garden is drawn in, not always the exact place: a simple, readable spot),
        // or as near as it fits to the point a tile's hint `garden` gives (its set's art says
        // where the middle would be the wrong field)
        const free = c.freeGround();
        const cl = clearance(free);
        const prefer = (c.hint['garden'] as Pt | undefined) ?? [50, 52];
        const spot = bestSpot(free, cl, prefer, GARDEN_HALF + 1) ?? pole(free, cl)?.p ?? [50, 50];
        c.draw(gardenPrims(spot), [{ p: spot, r: GARDEN_HALF + 1 }]);
        const h = GARDEN_HALF;
        const outline: Pt[] = [
          [spot[0] - h, spot[1] - h],
          [spot[0] + h, spot[1] - h],
          [spot[0] + h, spot[1] + h],
          [spot[0] - h, spot[1] + h],
        ];
        return { outline, anchor: spot };
      },
    },
  },
  figures: {
    abbot: { scale: 1, reach: 13, prims: abbotPrims },
  },
};
