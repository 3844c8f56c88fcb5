/**
 * RIVER: the River of the current base box (C3, 2021): 12 tiles, one copy each,
 * RIVER.A (the spring) … RIVER.L (the lake). Facts from
 * reference/tiles-river-abbot-traders.md §1, at rotation 0 as drawn in the
 * Wikicarpedia list of the C3 River.
 *
 * The river is a `line` feature (tile-types.ts) whose sides carry the edge
 * letter `W` (water): it matches only water, takes no figure, is never scored
 * and separates fields. Attributes of this module on it:
 * - `spring: true`: the river starts here, in the middle of the tile (RIVER.A);
 * - `lake: true`: the river ends here, in a lake (RIVER.L).
 * A road that crosses the river carries the core's `bridge: true` (drawn as a
 * bridge; the fields either side do not pass under it).
 *
 * RIVER.A has a road running along the top of the spring; which fields that
 * makes is an open question of the reference (its note A). We use its reading
 * (a): the spring does not split the field, so every half-side but NNE and ENE
 * is one field.
 */
import type { TileSetDef } from '../../tile-types.js';
import { ALL_HALVES, city, field, line, monastery, road } from '../../tile-helpers.js';

/** The edge letter of water (tile-types.ts `FeatureDef.edge`). */
export const WATER = 'W';

/** The spring: the first tile on the table when the river is played. */
export const SPRING_TILE = 'RIVER.A';
/** The lake: the last river tile drawn. */
export const LAKE_TILE = 'RIVER.L';

/** The tile set `RIVER`: the twelve tiles at rotation 0 (reference §1), one copy each. */
export const RIVER: TileSetDef = {
  id: 'RIVER',
  tiles: [
    {
      id: 'RIVER.A',
      set: 'RIVER',
      known: true,
      count: 1,
      start: 1,
      features: [
        line(['S'], WATER, { spring: true }),
        road(['N', 'E']),
        field(['NNE', 'ENE']),
        field(['NNW', 'WNW', 'WSW', 'SSW', 'SSE', 'ESE']),
      ],
      note: 'spring; fields by reading (a) of note A: the spring does not split the field',
    },
    {
      id: 'RIVER.B',
      set: 'RIVER',
      known: true,
      count: 1,
      features: [
        city(['N']),
        line(['W', 'E'], WATER),
        road(['S'], 'city', { bridge: true }),
        field(['WNW'], ['N']),
        field(['ENE'], ['N']),
        field(['WSW', 'SSW']),
        field(['SSE', 'ESE']),
      ],
    },
    {
      id: 'RIVER.C',
      set: 'RIVER',
      known: true,
      count: 1,
      features: [
        city(['N']),
        city(['S']),
        line(['W', 'E'], WATER),
        field(['WNW', 'ENE'], ['N']),
        field(['WSW', 'ESE'], ['S']),
      ],
    },
    {
      id: 'RIVER.D',
      set: 'RIVER',
      known: true,
      count: 1,
      features: [line(['N', 'S'], WATER), field(['NNW', 'WNW', 'WSW', 'SSW']), field(['NNE', 'ENE', 'ESE', 'SSE'])],
      deco: [{ kind: 'donkey-stable' }],
    },
    {
      id: 'RIVER.E',
      set: 'RIVER',
      known: true,
      count: 1,
      features: [city(['N', 'E']), line(['W', 'S'], WATER), field(['WNW', 'SSE'], ['N']), field(['WSW', 'SSW'])],
      deco: [{ kind: 'water-tower' }],
    },
    {
      id: 'RIVER.F',
      set: 'RIVER',
      known: true,
      count: 1,
      features: [line(['N', 'S'], WATER), field(['NNW', 'WNW', 'WSW', 'SSW']), field(['NNE', 'ENE', 'ESE', 'SSE'])],
      note: 'the same layout as RIVER.D; the river is drawn as a meander',
    },
    {
      id: 'RIVER.G',
      set: 'RIVER',
      known: true,
      count: 1,
      features: [line(['N', 'W'], WATER), field(['NNW', 'WNW']), field(['NNE', 'ENE', 'ESE', 'SSE', 'SSW', 'WSW'])],
      deco: [{ kind: 'farmhouse' }],
    },
    {
      id: 'RIVER.H',
      set: 'RIVER',
      known: true,
      count: 1,
      features: [
        monastery(),
        line(['W', 'E'], WATER),
        road(['S'], 'monastery', { bridge: true }),
        field(['WNW', 'NNW', 'NNE', 'ENE']),
        field(['WSW', 'SSW']),
        field(['SSE', 'ESE']),
      ],
    },
    {
      id: 'RIVER.I',
      set: 'RIVER',
      known: true,
      count: 1,
      features: [
        line(['E', 'S'], WATER),
        road(['N', 'W']),
        field(['NNW', 'WNW']),
        field(['NNE', 'ENE', 'SSW', 'WSW']),
        field(['ESE', 'SSE']),
      ],
      deco: [{ kind: 'highwaymen' }],
    },
    {
      id: 'RIVER.J',
      set: 'RIVER',
      known: true,
      count: 1,
      features: [line(['E', 'S'], WATER), field(['ESE', 'SSE']), field(['SSW', 'WSW', 'WNW', 'NNW', 'NNE', 'ENE'])],
      deco: [{ kind: 'garden' }],
      note: 'the garden is drawn in the big field, north-west',
    },
    {
      id: 'RIVER.K',
      set: 'RIVER',
      known: true,
      count: 1,
      features: [
        line(['N', 'S'], WATER),
        road(['W', 'E'], undefined, { bridge: true }),
        field(['NNW', 'WNW']),
        field(['NNE', 'ENE']),
        field(['ESE', 'SSE']),
        field(['SSW', 'WSW']),
      ],
      note: 'one road over the bridge; the houses beside it do not end it',
    },
    {
      id: 'RIVER.L',
      set: 'RIVER',
      known: true,
      count: 1,
      features: [monastery(), line(['N'], WATER, { lake: true }), field(ALL_HALVES)],
      note: 'lake; the C3 tile has a monastery (the C2 one has none)',
    },
  ],
};
