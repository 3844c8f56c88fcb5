/**
 * KRB: King & Robber Baron (Král a loupeživý rytíř), first edition: 5 land tiles
 * and the two award tiles. Facts from reference/tiles.md §3 at rotation 0 (the
 * Wikicarpedia C1 list numbering 01–05). No pennants.
 */
import type { TileSetDef } from '../../tile-types.js';
import { city, field, monastery, road } from '../../tile-helpers.js';

export const KRB: TileSetDef = {
  id: 'KRB',
  tiles: [
    {
      id: 'KRB.01',
      set: 'KRB',
      known: true,
      count: 1,
      // Two separate cities crossing on a bridge; four corner fields, each
      // bordering both cities and touching no other field (named by their
      // corner, DESIGN 1.3).
      features: [
        city(['N', 'S'], 0, { bridge: true }),
        city(['W', 'E'], 0, { bridge: true }),
        field(['NE'], ['N', 'W']),
        field(['SE'], ['N', 'W']),
        field(['SW'], ['N', 'W']),
        field(['NW'], ['N', 'W']),
      ],
      note: 'if both city parts end up in one city the tile counts once (seed 003)',
    },
    {
      id: 'KRB.02',
      set: 'KRB',
      known: true,
      count: 1,
      features: [
        city(['N', 'E']),
        road(['S'], 'city'),
        road(['W'], 'city'),
        field(['WNW'], ['N']),
        field(['WSW'], ['N']),
        field(['SSW'], ['N']),
        field(['SSE'], ['N']),
      ],
    },
    {
      id: 'KRB.03',
      set: 'KRB',
      known: true,
      count: 1,
      features: [city(['N']), monastery(), field(['ENE', 'ESE', 'SSE', 'SSW', 'WSW', 'WNW'], ['N'])],
    },
    {
      id: 'KRB.04',
      set: 'KRB',
      known: true,
      count: 1,
      features: [
        city(['N']),
        road(['W'], 'city'),
        field(['WNW'], ['N']),
        field(['ENE', 'ESE', 'SSE', 'SSW', 'WSW'], ['N']),
      ],
    },
    {
      id: 'KRB.05',
      set: 'KRB',
      known: true,
      count: 1,
      features: [
        city(['N']),
        road(['W'], 'city'),
        road(['E', 'S']),
        field(['WNW'], ['N']),
        field(['ENE', 'SSW', 'WSW'], ['N']),
        field(['ESE', 'SSE']),
      ],
    },
    {
      id: 'KRB.KING',
      set: 'KRB',
      known: true,
      count: 1,
      landTile: false,
      features: [],
      attrs: { award: 'king' },
      note: 'award tile: largest completed city',
    },
    {
      id: 'KRB.ROBBER',
      set: 'KRB',
      known: true,
      count: 1,
      landTile: false,
      features: [],
      attrs: { award: 'robber' },
      note: 'award tile: longest completed road',
    },
  ],
};
