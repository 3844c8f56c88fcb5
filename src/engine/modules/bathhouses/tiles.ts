/**
 * BATH: Bathhouses (Lázně; English "The Barber-Surgeons"), 6 tiles 01–06.
 * Facts from reference/tiles.md §5 at rotation 0. The feature a bathhouse stands
 * in carries `bathhouse: <value>` (3, 4 or 5).
 */
import type { TileSetDef } from '../../tile-types.js';
import { city, field, road } from '../../tile-helpers.js';

export const BATH: TileSetDef = {
  id: 'BATH',
  tiles: [
    {
      id: 'BATH.01',
      set: 'BATH',
      known: true,
      count: 1,
      // W–E crosses over N–S on a bridge: two roads, no junction.
      features: [
        road(['W', 'E'], undefined, { bathhouse: 3, bridge: true }),
        road(['N', 'S'], undefined, { bridge: true }),
        field(['WNW', 'NNW']),
        field(['NNE', 'ENE']),
        field(['ESE', 'SSE']),
        field(['SSW', 'WSW']),
      ],
    },
    {
      id: 'BATH.02',
      set: 'BATH',
      known: true,
      count: 1,
      features: [
        road(['S', 'W'], undefined, { bathhouse: 4 }),
        field(['SSW', 'WSW']),
        field(['WNW', 'NNW', 'NNE', 'ENE', 'ESE', 'SSE']),
      ],
    },
    {
      id: 'BATH.03',
      set: 'BATH',
      known: true,
      count: 1,
      features: [
        road(['N', 'S'], undefined, { bathhouse: 5 }),
        field(['NNE', 'ENE', 'ESE', 'SSE']),
        field(['SSW', 'WSW', 'WNW', 'NNW']),
      ],
    },
    {
      id: 'BATH.04',
      set: 'BATH',
      known: true,
      count: 1,
      features: [
        city(['N', 'W'], 0, { bathhouse: 3 }),
        road(['E', 'S']),
        field(['ENE', 'SSW'], ['N']),
        field(['ESE', 'SSE']),
      ],
    },
    {
      id: 'BATH.05',
      set: 'BATH',
      known: true,
      count: 1,
      features: [city(['N', 'W'], 0, { bathhouse: 4 }), field(['ENE', 'ESE', 'SSE', 'SSW'], ['N'])],
    },
    {
      id: 'BATH.06',
      set: 'BATH',
      known: true,
      count: 1,
      features: [city(['N', 'E', 'W'], 0, { bathhouse: 5 }), field(['SSE', 'SSW'], ['N'])],
    },
  ],
};
