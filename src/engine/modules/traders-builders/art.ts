/**
 * Art of `traders-builders`: the goods symbols (a bunch of grapes for wine, a tied sheaf for
 * grain, a bolt of cloth), each on a small light badge in the city segment that carries it
 * (feature attribute `goods`, tiles.ts), the shape hints of TB tiles the feature data cannot
 * express, and the figures: the builder (figure kind `builder`: a tall, stocky figure with a
 * square head under a flat hat) and the pig (figure kind `pig`: a pig seen from the side),
 * both in their player's colour with the player's mark. Our own simple drawings
 * (../shared/notes/art-style.md); registered with the tile art through ../art.ts; the rules
 * never import it.
 */
import { arc, flat, type Pt } from '../../../art/geom.js';
import { poly, rect } from '../../../art/icons.js';
import { PLAYER_STYLE, figureBodyPrims, markPts, type PlayerColor } from '../../../art/meeple.js';
import { bestSpot } from '../../../art/raster.js';
import type { AttrWording, ModuleArt, TileHint } from '../../../art/registry.js';
import { upright, type Prim } from '../../../art/style.js';
import { GOODS, GOODS_ATTR, type Good } from './tiles.js';

/** Radius of the light badge a goods symbol sits on (tile units): the symbol is 18 units across. */
export const GOODS_R = 9;

/** The tile size in pixels from which the detailed symbol is drawn over the bold small one. */
export const GOODS_DETAIL_PX = 64;

/** The role of each good's main shape (the grapes, the ears of the sheaf, the roll of cloth): one per good. */
export const GOODS_ROLE: Readonly<Record<Good, string>> = {
  wine: 'goods-wine',
  grain: 'goods-grain',
  cloth: 'goods-cloth',
};

/** An ellipse around `c` with half axes `rx` × `ry`, turned by `rot` radians (a closed point list). */
function ellipse(c: Pt, rx: number, ry: number, rot = 0, n = 14): Pt[] {
  const cs = Math.cos(rot);
  const sn = Math.sin(rot);
  const out: Pt[] = [];
  for (let i = 0; i < n; i++) {
    const a = (i / n) * 2 * Math.PI;
    const x = Math.cos(a) * rx;
    const y = Math.sin(a) * ry;
    out.push([c[0] + x * cs - y * sn, c[1] + x * sn + y * cs]);
  }
  return out;
}

/** An open line of `role` through `pts`, with its own stroke. */
function line(role: string, pts: Pt[], stroke: string, width: number): Prim {
  return { type: 'poly', role, pts: flat(pts), closed: false, fill: 'none', stroke, width };
}

/** Wine: a purple bunch of six grapes (rows of 3, 2, 1) on a brown stem with a green leaf, about 11 × 13 around `c`. */
function winePrims(c: Pt): Prim[] {
  const [x, y] = c;
  const grapes: Pt[] = [
    [-3.1, -1.6],
    [0, -1.6],
    [3.1, -1.6],
    [-1.55, 1.2],
    [1.55, 1.2],
    [0, 4],
  ];
  return [
    line(
      'goods-stem',
      [
        [x, y - 3.2],
        [x + 0.6, y - 6.2],
      ],
      '#5A3A1E',
      1.1,
    ),
    poly('goods-leaf', ellipse([x + 3, y - 5], 2.6, 1.3, -0.5)),
    ...grapes.map(([dx, dy]): Prim => ({ type: 'circle', role: GOODS_ROLE.wine, x: x + dx, y: y + dy, r: 1.85 })),
  ];
}

/** Grain: a golden sheaf, ears fanning out above a red-brown tie and the stalks' ends below it, about 11 × 14 around `c`. */
function grainPrims(c: Pt): Prim[] {
  const [x, y] = c;
  const tie: Pt = [x, y + 1.4];
  const out: Prim[] = [];
  // the stalks' ends below the tie
  for (const dx of [-3.2, -1.1, 1.1, 3.2]) out.push(line('goods-stalk', [tie, [x + dx, y + 6.3]], '#9A7010', 0.9));
  // the stalks above it, each carrying an ear
  for (const a of [-0.62, -0.21, 0.21, 0.62]) {
    const dir: Pt = [Math.sin(a), -Math.cos(a)];
    const base: Pt = [tie[0] + dir[0] * 3.6, tie[1] + dir[1] * 3.6];
    const ear: Pt = [tie[0] + dir[0] * 6, tie[1] + dir[1] * 6];
    out.push(line('goods-stalk', [tie, base], '#9A7010', 0.9));
    out.push(poly(GOODS_ROLE.grain, ellipse(ear, 1.25, 2.6, a)));
  }
  out.push(rect('goods-tie', x - 2.6, tie[1] - 0.9, 5.2, 1.9));
  return out;
}

/** Cloth: a blue bolt of cloth lying on its side, its light end showing the roll and a loose end hanging down, about 13 × 11 around `c`. */
function clothPrims(c: Pt): Prim[] {
  const [x, y] = c;
  const h = 3.4;
  const x0 = x - 5.2;
  const x1 = x + 3.6;
  // the roll: straight top and bottom, the hidden left end rounded, the right end an ellipse
  const body: Pt[] = [
    [x1, y - h - 1],
    ...arc([x1, y - 1], h, -Math.PI / 2, Math.PI / 2, 8)
      .slice(1, -1)
      .map(([px, py]): Pt => [x1 + (px - x1) * 0.5, py]),
    [x1, y + h - 1],
    [x0, y + h - 1],
    ...arc([x0, y - 1], h, Math.PI / 2, 1.5 * Math.PI, 8)
      .slice(1, -1)
      .map(([px, py]): Pt => [x0 + (px - x0) * 0.5, py]),
    [x0, y - h - 1],
  ];
  const loose: Pt[] = [
    [x - 3.4, y + h - 1.4],
    [x + 2.6, y + h - 1.4],
    [x + 4.2, y + 6.2],
    [x - 1.8, y + 6.2],
  ];
  return [
    poly(GOODS_ROLE.cloth, loose),
    poly(GOODS_ROLE.cloth, body),
    line(
      'goods-cloth-stripe',
      [
        [x - 2.2, y - h - 0.6],
        [x - 2.2, y + h - 1.4],
      ],
      '#BFD5F0',
      0.9,
    ),
    line(
      'goods-cloth-stripe',
      [
        [x + 0.8, y - h - 0.6],
        [x + 0.8, y + h - 1.4],
      ],
      '#BFD5F0',
      0.9,
    ),
    poly('goods-cloth-end', ellipse([x1, y - 1], h * 0.5, h)),
    { type: 'circle', role: 'goods-cloth-end', x: x1, y: y - 1, r: 0.8 },
  ];
}

/**
 * The bold symbol of `good` for small tiles, filling its badge: three large grapes, a solid
 * sheaf with its tie, a solid roll of cloth (about 13 units across around `c`).
 */
function boldPrims(c: Pt, good: Good): Prim[] {
  const [x, y] = c;
  if (good === 'wine')
    return [
      line(
        'goods-stem',
        [
          [x, y - 3],
          [x + 0.8, y - 7],
        ],
        '#5A3A1E',
        1.6,
      ),
      ...(
        [
          [-2.9, -1.6],
          [2.9, -1.6],
          [0, 3.2],
        ] as Pt[]
      ).map(([dx, dy]): Prim => ({ type: 'circle', role: GOODS_ROLE.wine, x: x + dx, y: y + dy, r: 3, width: 0.9 })),
    ];
  if (good === 'grain') {
    const top = arc([x, y + 2], 8.6, -Math.PI * 0.8, -Math.PI * 0.2, 8);
    return [
      poly(GOODS_ROLE.grain, [...top, [x + 1.6, y + 1.6], [x + 3.8, y + 6.6], [x - 3.8, y + 6.6], [x - 1.6, y + 1.6]]),
      rect('goods-tie', x - 2.8, y + 0.6, 5.6, 2.2),
    ];
  }
  const h = 3.8;
  return [
    poly(GOODS_ROLE.cloth, [
      [x - 6.4, y - h],
      [x + 3.8, y - h],
      [x + 3.8, y + h],
      [x - 6.4, y + h],
    ]),
    poly('goods-cloth-end', ellipse([x + 3.8, y], 2.4, h)),
  ];
}

/**
 * The goods symbol of `good` centred at `c` on its light round badge ({@link GOODS_R}), in tile
 * units; the caller keeps it upright. Each good has its own shape and colour: purple grapes
 * (wine), a golden sheaf (grain), a blue bolt of cloth (cloth). A bold, simple symbol is drawn
 * at every size; from {@link GOODS_DETAIL_PX} px a second badge with the detailed drawing covers it.
 * @returns the badge and the bold symbol, then the detailed badge and symbol (roles `goods-badge`
 *   and the good's own, {@link GOODS_ROLE}, with its details' roles)
 */
export function goodsPrims(c: Pt, good: Good): Prim[] {
  const badge: Prim = { type: 'circle', role: 'goods-badge', x: c[0], y: c[1], r: GOODS_R };
  const symbol = good === 'wine' ? winePrims(c) : good === 'grain' ? grainPrims(c) : clothPrims(c);
  const detail = [badge, ...symbol].map((p) => ({ ...p, lod: GOODS_DETAIL_PX }));
  return [badge, ...boldPrims(c, good), ...detail];
}

/** Half the builder's outline, the right side from the top of its hat down to its crotch (x ≥ 0, y down). */
const BUILDER_HALF: Pt[] = [
  [4.8, -15],
  [4.8, -12.4],
  [6.6, -12.4],
  [6.6, -10.8],
  [4.1, -10.8],
  [4.1, -6.2],
  [9.2, -5.2],
  [10.6, -3.8],
  [10.8, -1.6],
  [9.6, -0.4],
  [5.8, 0],
  [8, 10.6],
  [8.2, 12],
  [2.6, 12],
  [0, 6.6],
];

/** The builder's outline around (0, 0), standing: a flat hat with a brim, a square head, broad shoulders, a long body (about 22 × 27). */
function builderOutline(): Pt[] {
  const right = BUILDER_HALF;
  const left = [...right].reverse().map(([x, y]): Pt => [-x, y]);
  return [...right, ...left.slice(1, -1)].concat([[-4.8, -15]]);
}

/**
 * The builder figure centred at `at`: taller and stockier than a follower, with a square head
 * under a flat hat whose band is drawn light, in the colour of its player with the player's mark
 * on its chest; lying on its back (head to the west) when `lying` (a builder never stands on a
 * field, but every figure can be drawn so).
 * @param scale extra scale (1 on a 100-unit tile; 0.7 resting off the features)
 * @returns the shadow, (a colour with a rim) the rim, the body, the hat band and the mark (roles `meeple`, `meeple-mark`)
 */
export function builderPrims(at: Pt, colour: PlayerColor, lying: boolean, scale: number): Prim[] {
  const st = PLAYER_STYLE[colour] ?? PLAYER_STYLE.black;
  const s = scale;
  const tr = (p: Pt): Pt => {
    const [x, y] = lying ? [p[1], -p[0]] : p;
    return [at[0] + x * s, at[1] + y * s];
  };
  const body = builderOutline().map(tr);
  const shadow = body.map((p) => [p[0] + 1.1 * s, p[1] + 1.3 * s] as Pt);
  const band = (
    [
      [-4.1, -11.6],
      [4.1, -11.6],
    ] as Pt[]
  ).map(tr);
  const mark = markPts(st.mark).map((p) => tr([p[0], p[1] - 2.6]));
  return figureBodyPrims(st, shadow, body, mark, 3.4 * s, 1.2 * s, [
    { type: 'poly', role: 'meeple', pts: flat(band), closed: false, fill: 'none', stroke: '#E8D9B0', width: 1.2 * s },
  ]);
}

/** The pig's outline around (0, 0), facing east: back, ear, snout, chin, four short legs, rump (about 25 × 17). */
const PIG_OUTLINE: Pt[] = [
  [-11, 0.4],
  [-10.5, -2.2],
  [-8.8, -4.2],
  [-6, -5.4],
  [-2, -5.9],
  [2, -5.6],
  [4.6, -5],
  [5.2, -8.6],
  [8.2, -5.3],
  [9.8, -4.3],
  [10.8, -3],
  [12.9, -2.9],
  [13.3, -0.9],
  [12.9, 0.9],
  [10.8, 1],
  [9.6, 2.6],
  [7.4, 3.7],
  [6.8, 5],
  [6.8, 8.4],
  [4.4, 8.4],
  [4.2, 5.9],
  [2.8, 6.1],
  [2.8, 8.4],
  [0.5, 8.4],
  [0.5, 6.4],
  [-4.3, 6.4],
  [-4.3, 8.4],
  [-6.6, 8.4],
  [-6.6, 6],
  [-7.6, 5.6],
  [-7.8, 8.4],
  [-10.1, 8.4],
  [-9.9, 4.6],
  [-10.8, 2.6],
];

/**
 * The pig centred at `at`, seen from the side and always standing on its four legs (it only
 * ever stands on a field, where followers lie down; `lying` does not turn it): an oval body, an
 * ear, a snout with two nostrils, an eye and a curly tail, in the colour of its player with the
 * player's mark on its flank.
 * @param scale extra scale (1 on a 100-unit tile; 0.7 resting off the features)
 * @returns the shadow, (a colour with a rim) the rim, the body, tail, snout, eye and the mark (roles `meeple`, `meeple-mark`)
 */
export function pigPrims(at: Pt, colour: PlayerColor, _lying: boolean, scale: number): Prim[] {
  const st = PLAYER_STYLE[colour] ?? PLAYER_STYLE.black;
  const s = scale;
  const tr = (p: Pt): Pt => [at[0] + (p[0] - 1) * s, at[1] + (p[1] - 1.2) * s];
  const body = PIG_OUTLINE.map(tr);
  const shadow = body.map((p) => [p[0] + 1.1 * s, p[1] + 1.3 * s] as Pt);
  // the curly tail: a loop and a half from the rump
  const tail: Pt[] = [];
  for (let i = 0; i <= 14; i++) {
    const a = Math.PI * 0.1 + (i / 14) * Math.PI * 2.4;
    const r = 1.2 + i * 0.06;
    tail.push(tr([-12.6 - Math.cos(a) * r, -1.4 - Math.sin(a) * r]));
  }
  const stroke = (pts: Pt[], width: number, colourOf = st.stroke): Prim => ({
    type: 'poly',
    role: 'meeple',
    pts: flat(pts),
    closed: false,
    fill: 'none',
    stroke: colourOf,
    width: width * s,
  });
  const dot = (p: Pt, r: number, fill: string): Prim => {
    const c = tr(p);
    return { type: 'circle', role: 'meeple', x: c[0], y: c[1], r: r * s, fill, stroke: 'none', width: 0 };
  };
  const snout = (
    [
      [11.2, -2.8],
      [11.2, 0.8],
    ] as Pt[]
  ).map(tr);
  const mark = markPts(st.mark).map((p) => tr([p[0] * 0.95 - 2, p[1] * 0.95 + 0.4]));
  return figureBodyPrims(st, shadow, body, mark, 3.4 * s, 1.1 * s, [
    stroke(tail, 1.2),
    stroke(snout, 0.7),
    dot([12.3, -1.7], 0.45, st.stroke),
    dot([12.3, 0.1], 0.45, st.stroke),
    dot([8.4, -2.6], 0.8, st.markFill),
  ]);
}

/** How a goods symbol is worded in a description or a note: its name in the reader's language. */
function goodsName(value: unknown, c: AttrWording): string {
  return (GOODS as readonly unknown[]).includes(value) ? c.t(`traders-builders:goods.${String(value)}`) : '';
}

/**
 * The N+W city of TB.I, O and W (their first city) reaching the SE corner: the whole tile minus
 * a bay on the east side and one on the south side that leave a tongue of city between them.
 */
const CITY_TO_SE: TileHint['carve'] = [
  { side: 'E', a: 0, b: 86, depth: 40 },
  { side: 'S', a: 14, b: 100, depth: 40 },
];

/** Where a goods symbol prefers to stand in its city (tile units, rotation 0), when not the city's middle. */
type GoodsHint = Pt;

/**
 * The module's art (registered through ../art.ts): the goods painter and its wording (feature
 * attribute `goods`), the roles it draws with, the shape hints of TB tiles (and `goods`: a point a
 * city's symbol prefers; `garden`: where the abbot's garden stands on a garden copy), and the
 * builder and pig figures.
 */
export const art: ModuleArt = {
  id: 'traders-builders',
  styles: {
    'goods-badge': { fill: '#FBF3DC', stroke: '#5A3A1E', width: 1.2 },
    'goods-wine': { fill: '#7A3B9A', stroke: '#3B1550', width: 0.6 },
    'goods-leaf': { fill: '#5FA041', stroke: '#2F5A22', width: 0.5 },
    'goods-stem': { fill: 'none', stroke: '#5A3A1E', width: 1.1 },
    'goods-grain': { fill: '#E8B923', stroke: '#7A5A10', width: 0.5 },
    'goods-stalk': { fill: 'none', stroke: '#9A7010', width: 0.9 },
    'goods-tie': { fill: '#A0522D', stroke: '#5A2A10', width: 0.5 },
    'goods-cloth': { fill: '#2F6DB5', stroke: '#173A66', width: 0.7 },
    'goods-cloth-stripe': { fill: 'none', stroke: '#BFD5F0', width: 0.9 },
    'goods-cloth-end': { fill: '#8DB4E4', stroke: '#173A66', width: 0.6 },
  },
  hints: {
    // the city reaches the SE corner between two field bays (I: road S, W: road E, O: both)
    'TB.I': { carve: CITY_TO_SE },
    'TB.O': { carve: CITY_TO_SE },
    'TB.W': { carve: CITY_TO_SE },
    // an enclosed field between a cap and the W+E city: the band bends away from the cap
    'TB.N': {
      carve: [
        { side: 'N', a: 0, b: 100, depth: 54 },
        { side: 'S', a: 0, b: 100, depth: 22 },
      ],
      capDepth: 27,
    },
    'TB.P': {
      carve: [
        { side: 'N', a: 0, b: 100, depth: 22 },
        { side: 'S', a: 0, b: 100, depth: 54 },
      ],
      capDepth: 27,
    },
    // three cities round a field in the middle: the corner city's wall bows back, the caps are shallow
    'TB.M': { cornerBulge: -6, capDepth: 20 },
    // two corner cities with a field between them: both walls bow back towards their corners
    'TB.X': { cornerBulge: -13 },
    // `garden`: where the abbot's garden stands on the garden copy (reference §2: K in the
    // west field, U in the pocket between the two roads)
    'TB.K': { garden: [28, 62] },
    'TB.U': { garden: [78, 78] },
  },
  features: {
    [GOODS_ATTR]: {
      // in the city: in the roomiest spot near its middle (or near the hint's point)
      city(c) {
        const good = GOODS.find((g) => g === c.value);
        if (!good) return;
        const prefer = (c.hint['goods'] as GoodsHint | undefined) ?? c.centroid;
        const spot = bestSpot(c.free, c.clear, prefer, GOODS_R + 1) ?? prefer;
        c.draw(upright(goodsPrims(spot, good), spot), [{ p: spot, r: GOODS_R + 1 }]);
      },
      text: (value, c) => {
        const name = goodsName(value, c);
        return name ? c.t('traders-builders:tile.goods', { good: name }) : '';
      },
      note: (value, c) => {
        const name = goodsName(value, c);
        return name ? c.t('traders-builders:note.goods', { good: name }) : '';
      },
    },
  },
  figures: {
    // drawn at their own size (the builder 27 units tall, the pig 28 long with its tail): how far they reach, outline and shadow included
    builder: { scale: 1, reach: 17, prims: builderPrims },
    pig: { scale: 1, reach: 16, prims: pigPrims },
  },
};
