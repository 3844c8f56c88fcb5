/**
 * DEMO: the small two-player demo game (Ukázková hra / Demo Spiel), 20 tiles of
 * 16 kinds (reference/tiles.md §6). Only entry 3 is known for certain: a
 * BASE.D-like start tile (city N, road W–E), 2 copies, one of them the start
 * tile. The other entries are listed as unknown (counts and decorations only).
 *
 * Illustrative tiles (ids `DEMO.example-…`, `attrs.illustrative: true`, count 0, never
 * in the pile) stand for tiles the demo rules' pictures show but whose list
 * entry is unknown: a monastery with a road (like BASE.A) and a city with three
 * roads (like BASE.L). They are not presented as real list entries.
 */
import type { DecoDef, TileDef, TileSetDef } from '../../tile-types.js';
import { ALL_HALVES, city, field, monastery, road } from '../../tile-helpers.js';

const COUNTS = [1, 1, 2, 1, 1, 1, 1, 2, 1, 1, 1, 1, 1, 2, 2, 1];
const DECO: Record<number, DecoDef[]> = {
  1: [{ kind: 'highwaymen' }],
  2: [{ kind: 'donkey-stable' }],
  6: [{ kind: 'garden' }],
  8: [
    { kind: 'highwaymen', copies: 1 },
    { kind: 'donkey-stable', copies: 1 },
  ],
  11: [{ kind: 'garden' }],
  12: [{ kind: 'water-tower' }],
  13: [{ kind: 'garden' }],
  14: [{ kind: 'garden' }],
};

const entries: TileDef[] = COUNTS.map((count, i) => {
  const n = i + 1;
  const id = `DEMO.${String(n).padStart(2, '0')}`;
  if (n === 3) {
    return {
      id,
      set: 'DEMO',
      known: true,
      count,
      start: 1,
      features: [city(['N']), road(['W', 'E']), field(['WNW', 'ENE'], ['N']), field(['ESE', 'SSE', 'SSW', 'WSW'])],
      deco: [{ kind: 'pigsty' }],
      note: 'BASE.D-like; one copy is the start tile (dark back)',
    };
  }
  return { id, set: 'DEMO', known: false, count, ...(DECO[n] ? { deco: DECO[n] } : {}) };
});

export const DEMO: TileSetDef = {
  id: 'DEMO',
  tiles: [
    ...entries,
    {
      id: 'DEMO.example-monastery-road',
      set: 'DEMO',
      known: true,
      count: 0,
      features: [monastery(), road(['S'], 'monastery'), field(ALL_HALVES)],
      attrs: { illustrative: true },
      note: 'ILLUSTRATIVE: the demo rules show a monastery-with-road tile; its list entry is unknown',
    },
    {
      id: 'DEMO.example-city-three-roads',
      set: 'DEMO',
      known: true,
      count: 0,
      features: [
        city(['N']),
        road(['E'], 'village'),
        road(['S'], 'village'),
        road(['W'], 'village'),
        field(['WNW', 'ENE'], ['N']),
        field(['ESE', 'SSE']),
        field(['SSW', 'WSW']),
      ],
      attrs: { illustrative: true },
      note: 'ILLUSTRATIVE: the demo rules show a city-with-three-roads tile; its list entry is unknown',
    },
  ],
};

/** Id of the demo game's start tile kind. */
export const DEMO_START_TILE = 'DEMO.03';
