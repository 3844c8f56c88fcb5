/**
 * IC: Inns & Cathedrals (Hostince a katedrály), C2/C3 editions, 18 tiles A–Q
 * (two cathedral copies share the letter K). Facts from reference/tiles.md §2 at
 * rotation 0. Module attributes on features:
 * - `inn: true` on a road segment an inn borders (only that segment: on IC.C the
 *   W and E roads, not the S road — seed 000, footnote 4);
 * - `cathedral: true` on a city with a cathedral.
 */
import type { TileSetDef } from '../../tile-types.js';
import { city, field, monastery, road } from '../../tile-helpers.js';

const INN = { inn: true } as const;

export const IC: TileSetDef = {
  id: 'IC',
  tiles: [
    {
      id: 'IC.A',
      set: 'IC',
      known: true,
      count: 1,
      features: [
        road(['S', 'W'], undefined, INN),
        field(['SSW', 'WSW']),
        field(['WNW', 'NNW', 'NNE', 'ENE', 'ESE', 'SSE']),
      ],
      deco: [{ kind: 'highwaymen' }],
    },
    {
      id: 'IC.B',
      set: 'IC',
      known: true,
      count: 1,
      features: [
        road(['W', 'E'], undefined, INN),
        field(['WNW', 'NNW', 'NNE', 'ENE']),
        field(['WSW', 'SSW', 'SSE', 'ESE']),
      ],
      deco: [{ kind: 'garden' }],
    },
    {
      id: 'IC.C',
      set: 'IC',
      known: true,
      count: 1,
      features: [
        road(['E'], 'junction', INN),
        road(['S'], 'junction'),
        road(['W'], 'junction', INN),
        field(['WNW', 'NNW', 'NNE', 'ENE']),
        field(['ESE', 'SSE']),
        field(['SSW', 'WSW']),
      ],
      deco: [{ kind: 'pigsty' }],
      note: 'inn borders the W and E roads (seed 000, C3 art); JCZ marks E only',
    },
    {
      id: 'IC.D',
      set: 'IC',
      known: true,
      count: 1,
      features: [
        monastery(),
        road(['E'], 'monastery'),
        road(['W'], 'monastery'),
        field(['WNW', 'NNW', 'NNE', 'ENE']),
        field(['WSW', 'SSW', 'SSE', 'ESE']),
      ],
    },
    {
      id: 'IC.E',
      set: 'IC',
      known: true,
      count: 1,
      features: [
        road(['N', 'W']),
        road(['E', 'S']),
        field(['NNW', 'WNW']),
        field(['NNE', 'ENE', 'SSW', 'WSW']),
        field(['ESE', 'SSE']),
      ],
      deco: [{ kind: 'farmhouse' }],
    },
    {
      id: 'IC.F',
      set: 'IC',
      known: true,
      count: 1,
      features: [city(['N', 'W']), road(['E'], 'city'), field(['ENE'], ['N']), field(['ESE', 'SSE', 'SSW'], ['N'])],
      deco: [{ kind: 'donkey-stable' }],
    },
    {
      id: 'IC.G',
      set: 'IC',
      known: true,
      count: 1,
      features: [city(['W']), field(['NNW', 'NNE'], ['W']), field(['ENE', 'ESE', 'SSE', 'SSW'], ['W'])],
      deco: [{ kind: 'water-tower' }],
      note: 'a spur of the city wall reaching the NE corner separates the two fields',
    },
    {
      id: 'IC.H',
      set: 'IC',
      known: true,
      count: 1,
      features: [city(['N']), city(['E']), city(['S']), city(['W']), field(['C'], ['N', 'E', 'S', 'W'])],
      deco: [{ kind: 'garden' }],
    },
    {
      id: 'IC.I',
      set: 'IC',
      known: true,
      count: 1,
      features: [
        city(['N']),
        city(['S']),
        road(['W'], 'village'),
        road(['E'], 'village'),
        field(['WNW'], ['N']),
        field(['ENE'], ['N']),
        field(['ESE'], ['S']),
        field(['WSW'], ['S']),
      ],
      attrs: { stubs: true },
      note: 'short stubs join the village to the N and S gates; they are not road features (seed 000, seed 003 footnote 6)',
    },
    {
      id: 'IC.J',
      set: 'IC',
      known: true,
      count: 1,
      features: [
        city(['N']),
        road(['S'], 'city'),
        field(['WNW', 'WSW', 'SSW'], ['N']),
        field(['ENE', 'ESE', 'SSE'], ['N']),
      ],
      deco: [{ kind: 'highwaymen' }],
    },
    {
      id: 'IC.K',
      set: 'IC',
      known: true,
      count: 2,
      features: [city(['N', 'E', 'S', 'W'], 0, { cathedral: true })],
      note: 'two art variants (Ka, Kb)',
    },
    {
      id: 'IC.L',
      set: 'IC',
      known: true,
      count: 1,
      features: [
        city(['N', 'W'], 1),
        road(['E', 'S'], undefined, INN),
        field(['ENE', 'SSW'], ['N']),
        field(['ESE', 'SSE']),
      ],
    },
    {
      id: 'IC.M',
      set: 'IC',
      known: true,
      count: 1,
      features: [
        city(['N']),
        road(['S', 'W'], undefined, INN),
        field(['SSW', 'WSW']),
        field(['WNW', 'ENE', 'ESE', 'SSE'], ['N']),
      ],
    },
    {
      id: 'IC.N',
      set: 'IC',
      known: true,
      count: 1,
      features: [
        city(['N', 'W']),
        road(['S'], 'city', INN),
        field(['SSW'], ['N']),
        field(['ENE', 'ESE', 'SSE'], ['N']),
      ],
    },
    {
      id: 'IC.O',
      set: 'IC',
      known: true,
      count: 1,
      features: [city(['N']), city(['E']), city(['W']), field(['SSE', 'SSW'], ['N', 'E', 'W'])],
      deco: [{ kind: 'farmhouse' }],
    },
    {
      id: 'IC.P',
      set: 'IC',
      known: true,
      count: 1,
      features: [city(['N', 'W'], 1), city(['S']), field(['ENE', 'ESE'], ['N', 'S'])],
      deco: [{ kind: 'water-tower' }],
    },
    {
      id: 'IC.Q',
      set: 'IC',
      known: true,
      count: 1,
      features: [
        city(['W', 'E'], 1),
        road(['N'], 'city'),
        road(['S'], 'city'),
        field(['NNW'], ['W']),
        field(['NNE'], ['W']),
        field(['SSE'], ['W']),
        field(['SSW'], ['W']),
      ],
    },
  ],
};
