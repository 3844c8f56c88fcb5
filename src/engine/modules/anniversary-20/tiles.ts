/**
 * A20: 20th Anniversary Expansion (Jubilejní edice 20 let), tiles A–O, one of
 * each; 3 symbol kinds × 5 tiles, each symbol with an arrow to one side. Only
 * A20.D is known (reference/tiles.md §4); the others are listed as unknown
 * (`known: false`) and can never be placed.
 *
 * Illustrative tiles (ids `A20.example-…`, `attrs.illustrative: true`, count 0, never
 * in the pile): plainly labelled stand-ins that let worked examples show a
 * symbol kind no known tile carries ("What to do with unknown tiles"). They are
 * not real tiles of the set.
 *
 * Symbol kinds (tile attribute `symbol.kind`): `second-meeple`, `anywhere`,
 * `extra-turn` (seed 001, sections 2 and 4).
 */
import type { Side, TileDef, TileSetDef } from '../../tile-types.js';

/** The tile attribute `symbol`: the symbol printed on the medal and the side its arrow points to (rotation 0). */
export interface SymbolDef {
  kind: string;
  arrow: Side;
  /** true when the symbol kind is only probable (reference tiles.md §4). */
  probable?: boolean;
}
import { city, field, road } from '../../tile-helpers.js';

const unknown = (letter: string): TileDef => ({ id: `A20.${letter}`, set: 'A20', known: false, count: 1 });

export const A20: TileSetDef = {
  id: 'A20',
  tiles: [
    unknown('A'),
    unknown('B'),
    unknown('C'),
    {
      id: 'A20.D',
      set: 'A20',
      known: true,
      count: 1,
      features: [
        city(['N', 'W']),
        road(['E'], 'city'),
        road(['S'], 'city'),
        field(['ENE'], ['N']),
        field(['ESE', 'SSE'], ['N']),
        field(['SSW'], ['N']),
      ],
      attrs: { symbol: { kind: 'second-meeple', arrow: 'N', probable: true } },
      deco: [{ kind: 'garden', at: 'SSE' }],
      note: 'symbol kind probable, not certain (reference §4)',
    },
    ...['E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M', 'N', 'O'].map(unknown),
    {
      id: 'A20.example-anywhere',
      set: 'A20',
      known: true,
      count: 0,
      features: [road(['N', 'S']), field(['NNE', 'ENE', 'ESE', 'SSE']), field(['SSW', 'WSW', 'WNW', 'NNW'])],
      attrs: { illustrative: true, symbol: { kind: 'anywhere', arrow: 'E' } },
      note: 'ILLUSTRATIVE, not a real tile: a straight road with the place-anywhere symbol, arrow east',
    },
    {
      id: 'A20.example-extra-turn',
      set: 'A20',
      known: true,
      count: 0,
      features: [road(['S', 'W']), field(['SSW', 'WSW']), field(['WNW', 'NNW', 'NNE', 'ENE', 'ESE', 'SSE'])],
      attrs: { illustrative: true, symbol: { kind: 'extra-turn', arrow: 'N' } },
      note: 'ILLUSTRATIVE, not a real tile: a road curve with the extra-turn symbol, arrow north',
    },
  ],
};
