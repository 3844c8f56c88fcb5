/**
 * TB: Traders & Builders (Kupci a stavitelé), current edition (C3, 2021; the C2 tiles of
 * 2015 have the same letters, counts, topology, goods and gardens): 24 tiles, one copy
 * each, TB.A … TB.X. Facts from reference/tiles-river-abbot-traders.md §3 (the table)
 * and §5 (the check sums), at rotation 0 as drawn in the Wikicarpedia list of the C3
 * tiles (`Traders_And_Builders_C3_Tile_X`); where the C2 list draws a tile turned
 * (D, L 90° anticlockwise, N 180°) the C3 orientation is the one used here.
 *
 * Attribute of this module on a city feature:
 * - `goods: 'wine' | 'grain' | 'cloth'`: the goods symbol printed in that city segment
 *   ({@link GOODS_ATTR}); one symbol per segment, and only on the segment that carries it
 *   (on D and L the N+E city, never the separate W city). 20 symbols: wine 9 (P–X),
 *   grain 6 (D–I), cloth 5 (K–O); A, B, C and J have none.
 *
 * Core features used: `bridge: true` on the two roads that cross without meeting (B; C),
 * the first one listed running over the other; a road ending at a single cottage drawn on
 * the tile has `end: 'house'` (C). Fields touching no side (M, N, P, X) are named by `C`
 * (nothing else of these tiles stands in the middle). Gardens (K, U) are pictures
 * (`deco` of kind `garden`): the abbot module makes their garden copies. No tile has a
 * pennant.
 */
import type { FeatureDef, TileSetDef } from '../../tile-types.js';
import { city, field, monastery, road } from '../../tile-helpers.js';

/** The three kinds of goods, in the order the rules list their supply (9 wine, 6 grain, 5 cloth). */
export const GOODS = ['wine', 'grain', 'cloth'] as const;

/** One kind of goods: `wine`, `grain` or `cloth`. */
export type Good = (typeof GOODS)[number];

/** The feature attribute naming the goods symbol of a city segment (value: a {@link Good}). */
export const GOODS_ATTR = 'goods';

/**
 * The goods symbol a feature carries, or undefined (no symbol, not a city, or an unknown value).
 * @param def a feature of any tile, at any rotation
 */
export function goodsOf(def: FeatureDef): Good | undefined {
  const v = def.kind === 'city' ? def.attrs?.[GOODS_ATTR] : undefined;
  return (GOODS as readonly unknown[]).includes(v) ? (v as Good) : undefined;
}

/** City attributes of a segment with a goods symbol. */
const WINE = { [GOODS_ATTR]: 'wine' } as const;
const GRAIN = { [GOODS_ATTR]: 'grain' } as const;
const CLOTH = { [GOODS_ATTR]: 'cloth' } as const;

/** The tile set `TB`: the 24 tiles at rotation 0 (reference §3), one copy each. */
export const TB: TileSetDef = {
  id: 'TB',
  tiles: [
    {
      id: 'TB.A',
      set: 'TB',
      known: true,
      count: 1,
      features: [
        city(['N']),
        road(['E'], 'city'),
        field(['ENE'], ['N']),
        field(['ESE', 'SSE', 'SSW', 'WSW', 'WNW'], ['N']),
      ],
      deco: [{ kind: 'cowshed' }],
      note: 'the road from the east bends up into the city gate',
    },
    {
      id: 'TB.B',
      set: 'TB',
      known: true,
      count: 1,
      // W–E crosses over N–S on a bridge: two roads, no junction, four fields.
      features: [
        road(['W', 'E'], undefined, { bridge: true }),
        road(['N', 'S'], undefined, { bridge: true }),
        field(['WNW', 'NNW']),
        field(['NNE', 'ENE']),
        field(['ESE', 'SSE']),
        field(['SSW', 'WSW']),
      ],
      deco: [{ kind: 'highwaymen' }],
      note: 'the W–E road crosses over the N–S road on a bridge; they do not meet',
    },
    {
      id: 'TB.C',
      set: 'TB',
      known: true,
      count: 1,
      // the W road runs over the S road on a bridge and ends at a cottage east of it
      features: [
        city(['N']),
        road(['W'], 'house', { bridge: true }),
        road(['S'], 'city', { bridge: true }),
        field(['WNW'], ['N']),
        field(['WSW', 'SSW']),
        field(['ENE', 'ESE', 'SSE'], ['N']),
      ],
      note: 'the W road crosses over the S road on a bridge and ends at a cottage; the two roads do not meet',
    },
    {
      id: 'TB.D',
      set: 'TB',
      known: true,
      count: 1,
      features: [
        city(['N', 'E'], 0, GRAIN),
        city(['W']),
        road(['S'], 'city'),
        field(['SSW'], ['N', 'W']),
        field(['SSE'], ['N']),
      ],
      note: 'the road and the grain belong to the N+E city; the W city is separate (C2 draws the tile turned 90° anticlockwise)',
    },
    {
      id: 'TB.E',
      set: 'TB',
      known: true,
      count: 1,
      features: [
        city(['W', 'E'], 0, GRAIN),
        road(['S'], 'city'),
        field(['NNW', 'NNE'], ['W']),
        field(['SSW'], ['W']),
        field(['SSE'], ['W']),
      ],
    },
    {
      id: 'TB.F',
      set: 'TB',
      known: true,
      count: 1,
      features: [
        city(['N', 'W'], 0, GRAIN),
        road(['S'], 'city'),
        field(['SSW'], ['N']),
        field(['SSE', 'ESE', 'ENE'], ['N']),
      ],
      deco: [{ kind: 'highwaymen' }],
    },
    {
      id: 'TB.G',
      set: 'TB',
      known: true,
      count: 1,
      features: [city(['N', 'W'], 0, GRAIN), field(['ENE', 'ESE', 'SSE', 'SSW'], ['N'])],
      deco: [{ kind: 'pigsty' }],
    },
    {
      id: 'TB.H',
      set: 'TB',
      known: true,
      count: 1,
      features: [city(['N', 'E', 'W'], 0, GRAIN), field(['SSE', 'SSW'], ['N'])],
    },
    {
      id: 'TB.I',
      set: 'TB',
      known: true,
      count: 1,
      features: [
        city(['N', 'W'], 0, GRAIN),
        road(['S'], 'city'),
        field(['SSW'], ['N']),
        field(['SSE'], ['N']),
        field(['ENE', 'ESE'], ['N']),
      ],
      deco: [{ kind: 'water-tower' }],
      note: 'a spur of the city wall reaching the SE corner separates the SSE field from the E one',
    },
    {
      id: 'TB.J',
      set: 'TB',
      known: true,
      count: 1,
      features: [
        monastery(),
        road(['E'], 'monastery'),
        road(['S'], 'monastery'),
        road(['W'], 'monastery'),
        field(['WNW', 'NNW', 'NNE', 'ENE']),
        field(['ESE', 'SSE']),
        field(['SSW', 'WSW']),
      ],
      note: 'the monastery ends three roads (three segments, three fields)',
    },
    {
      id: 'TB.K',
      set: 'TB',
      known: true,
      count: 1,
      features: [
        city(['N', 'E'], 0, CLOTH),
        road(['S'], 'city'),
        field(['SSE'], ['N']),
        field(['SSW', 'WSW', 'WNW'], ['N']),
      ],
      deco: [{ kind: 'garden' }],
      note: 'the garden is drawn in the west field (SW)',
    },
    {
      id: 'TB.L',
      set: 'TB',
      known: true,
      count: 1,
      features: [
        city(['N', 'E'], 0, CLOTH),
        city(['W']),
        road(['S'], 'city'),
        field(['SSW'], ['N', 'W']),
        field(['SSE'], ['N']),
      ],
      note: 'the road and the cloth belong to the N+E city; the W city is separate (C2 draws the tile turned 90° anticlockwise)',
    },
    {
      id: 'TB.M',
      set: 'TB',
      known: true,
      count: 1,
      features: [city(['N', 'W'], 0, CLOTH), city(['E']), city(['S']), field(['C'], ['N', 'E', 'S'])],
      note: 'three separate cities round a field in the middle that touches no side',
    },
    {
      id: 'TB.N',
      set: 'TB',
      known: true,
      count: 1,
      features: [city(['W', 'E'], 0, CLOTH), city(['N']), field(['SSE', 'SSW'], ['W']), field(['C'], ['W', 'N'])],
      note: 'an enclosed field between the N city and the W+E city (C2 draws the tile turned 180°)',
    },
    {
      id: 'TB.O',
      set: 'TB',
      known: true,
      count: 1,
      features: [
        city(['N', 'W'], 0, CLOTH),
        road(['E'], 'city'),
        road(['S'], 'city'),
        field(['ENE'], ['N']),
        field(['ESE'], ['N']),
        field(['SSE'], ['N']),
        field(['SSW'], ['N']),
      ],
      note: 'the city reaches the SE corner between the two roads, separating the ESE and SSE fields',
    },
    {
      id: 'TB.P',
      set: 'TB',
      known: true,
      count: 1,
      features: [city(['W', 'E'], 0, WINE), city(['S']), field(['NNW', 'NNE'], ['W']), field(['C'], ['W', 'S'])],
      note: 'an enclosed field between the W+E city and the S city; the wine is in the W+E city only',
    },
    {
      id: 'TB.Q',
      set: 'TB',
      known: true,
      count: 1,
      features: [city(['W', 'E'], 0, WINE), field(['NNW', 'NNE'], ['W']), field(['SSE', 'SSW'], ['W'])],
    },
    {
      id: 'TB.R',
      set: 'TB',
      known: true,
      count: 1,
      features: [
        city(['W', 'E'], 0, WINE),
        road(['N'], 'city'),
        road(['S'], 'city'),
        field(['NNW'], ['W']),
        field(['NNE'], ['W']),
        field(['SSE'], ['W']),
        field(['SSW'], ['W']),
      ],
    },
    {
      id: 'TB.S',
      set: 'TB',
      known: true,
      count: 1,
      features: [
        city(['W', 'E'], 0, WINE),
        road(['S'], 'city'),
        field(['NNW', 'NNE'], ['W']),
        field(['SSW'], ['W']),
        field(['SSE'], ['W']),
      ],
    },
    {
      id: 'TB.T',
      set: 'TB',
      known: true,
      count: 1,
      features: [city(['N', 'W'], 0, WINE), field(['ENE', 'ESE', 'SSE', 'SSW'], ['N'])],
      deco: [{ kind: 'farmhouse' }],
    },
    {
      id: 'TB.U',
      set: 'TB',
      known: true,
      count: 1,
      features: [
        city(['N', 'W'], 0, WINE),
        road(['E'], 'city'),
        road(['S'], 'city'),
        field(['ENE'], ['N']),
        field(['ESE', 'SSE'], ['N']),
        field(['SSW'], ['N']),
      ],
      deco: [{ kind: 'garden' }],
      note: 'the garden is drawn in the SE field between the two roads',
    },
    {
      id: 'TB.V',
      set: 'TB',
      known: true,
      count: 1,
      features: [city(['N', 'E', 'W'], 0, WINE), road(['S'], 'city'), field(['SSW'], ['N']), field(['SSE'], ['N'])],
    },
    {
      id: 'TB.W',
      set: 'TB',
      known: true,
      count: 1,
      features: [
        city(['N', 'W'], 0, WINE),
        road(['E'], 'city'),
        field(['ENE'], ['N']),
        field(['ESE'], ['N']),
        field(['SSE', 'SSW'], ['N']),
      ],
      note: 'a spur of the city wall reaching the SE corner separates the ESE field from the S one',
    },
    {
      id: 'TB.X',
      set: 'TB',
      known: true,
      count: 1,
      features: [city(['N', 'W'], 0, WINE), city(['E', 'S']), field(['C'], ['N', 'E'])],
      deco: [{ kind: 'water-tower' }],
      note: 'two corner cities with an enclosed field between them; the wine is in the N+W city only',
    },
  ],
};
