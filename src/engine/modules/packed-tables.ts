/**
 * The frozen tables of the packed position notation, version 3 (src/engine/notation-packed.ts):
 * which code stands for which tile id, module, colour and figure kind. They are part of a
 * published format (links in forum posts): entries are only ever appended, never reordered
 * or removed. A new module's id and tile set, and every new tile id, are appended here;
 * tests/engine/notation-packed.test.ts fails until they are.
 */

const names = (set: string, list: string) => list.split(' ').map((n) => `${set}.${n}`);

/**
 * The known tile ids of the packed notation, in their format order. Part of
 * the format: never reorder or remove an entry; a new tile is appended at the
 * end (whatever its set), so that the codes of older links stay valid.
 * (tests/engine/notation-packed.test.ts checks that every tile of every
 * registered module is listed.)
 */
export const PACKED_TILE_IDS: readonly string[] = [
  ...names('BASE', 'A B C D E F G H I J K L M N O P Q R S T U V W X'),
  ...names('IC', 'A B C D E F G H I J K L M N O P Q'),
  ...names('KRB', '01 02 03 04 05 KING ROBBER'),
  ...names('A20', 'A B C D E F G H I J K L M N O example-anywhere example-extra-turn'),
  ...names('BATH', '01 02 03 04 05 06'),
  ...names('DEMO', '01 02 03 04 05 06 07 08 09 10 11 12 13 14 15 16 example-city-three-roads example-monastery-road'),
];

/** The tile sets (id prefixes of {@link PACKED_TILE_IDS}) each module brings; part of the format. */
export const PACKED_MODULE_SETS: Readonly<Record<string, readonly string[]>> = {
  base: ['BASE'],
  'inns-cathedrals': ['IC'],
  'king-robber-baron': ['KRB'],
  'anniversary-20': ['A20'],
  bathhouses: ['BATH'],
  demo: ['DEMO'],
};

/** Module ids written by code (`name` code i + 1 = entry i); append-only, part of the format. */
export const PACKED_MODULES: readonly string[] = [
  'inns-cathedrals',
  'king-robber-baron',
  'anniversary-20',
  'bathhouses',
  'demo',
];

/** Colours written by code; append-only, part of the format. */
export const PACKED_COLOURS: readonly string[] = ['red', 'blue', 'green', 'yellow', 'black', 'pink'];

/** Figure kinds written by code; append-only, part of the format. */
export const PACKED_FIGURE_KINDS: readonly string[] = ['normal', 'large'];
