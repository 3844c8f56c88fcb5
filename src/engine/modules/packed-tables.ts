/**
 * The frozen tables of the packed position notation, version 3 (src/engine/notation-packed.ts):
 * which code stands for which tile id, module, colour and figure kind. They are part of a
 * published format (links in forum posts): entries are only ever appended, never reordered
 * or removed. A new module's id and tile set, and every new tile id, are appended here;
 * tests/engine/notation-packed.test.ts fails until they are. Figure kinds carry their code
 * in their module's declaration (`FigureKindDef.code`), and their table is built from it.
 */

import type { RuleModule } from '../module.js';
import { getModule, moduleIds } from '../registry.js';

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
  ...names('RIVER', 'A B C D E F G H I J K L'),
  ...names('TB', 'A B C D E F G H I J K L M N O P Q R S T U V W X'),
];

/** The tile sets (id prefixes of {@link PACKED_TILE_IDS}) each module brings; part of the format. */
export const PACKED_MODULE_SETS: Readonly<Record<string, readonly string[]>> = {
  base: ['BASE'],
  'inns-cathedrals': ['IC'],
  'king-robber-baron': ['KRB'],
  'anniversary-20': ['A20'],
  bathhouses: ['BATH'],
  demo: ['DEMO'],
  river: ['RIVER'],
  abbot: [],
  'traders-builders': ['TB'],
};

/** Module ids written by code (`name` code i + 1 = entry i); append-only, part of the format. */
export const PACKED_MODULES: readonly string[] = [
  'inns-cathedrals',
  'king-robber-baron',
  'anniversary-20',
  'bathhouses',
  'demo',
  'river',
  'abbot',
  'traders-builders',
];

/** Colours written by code; append-only, part of the format. */
export const PACKED_COLOURS: readonly string[] = ['red', 'blue', 'green', 'yellow', 'black', 'pink'];

/**
 * Figure kinds written by code, built from the declarations of the modules registered now:
 * entry i is the kind whose `FigureKindDef.code` (module.ts) is i (normal 0, large 1). Part of
 * the format, so a kind's code never changes and is never reused (tests/engine/notation-packed.test.ts
 * pins the codes of the kinds links already carry, and checks that every module together
 * leaves no code unused). A page that loaded only some modules (modules/lazy.ts) knows only
 * their kinds: the codes of the others are empty entries, which the reader refuses as unknown
 * kinds.
 * @throws Error when two registered kinds share a code or one kind has two (a programming error)
 */
export function packedFigureKindsNow(): readonly string[] {
  const list = packedFigureKinds(
    moduleIds().map((id) => getModule(id)!),
    false,
  );
  return Array.from(list, (k) => k ?? '');
}

/**
 * The packed notation's vocabulary of figure kinds declared by `modules`: entry i is the id
 * of the kind with code i. A kind several modules declare (a module may redefine one) must
 * carry the same code in each. With `complete` (the default: every module of the engine), no
 * code below the highest may be unused; without it (the modules a page loaded), such codes are
 * holes in the array.
 * @throws Error naming the kinds and codes when the declarations do not make such a list
 */
export function packedFigureKinds(modules: readonly RuleModule[], complete = true): string[] {
  const byCode: string[] = [];
  const codeOf = new Map<string, number>();
  for (const m of modules)
    for (const k of m.figures ?? []) {
      const bad = (why: string) => new Error(`figure kind ${k.id} of module ${m.id}: ${why}`);
      if (!Number.isInteger(k.code) || k.code < 0) throw bad(`packed code ${k.code} is not a whole number ≥ 0`);
      const had = codeOf.get(k.id);
      if (had !== undefined && had !== k.code) throw bad(`packed code ${k.code}, elsewhere ${had}`);
      const holder = byCode[k.code];
      if (holder !== undefined && holder !== k.id) throw bad(`packed code ${k.code} is already ${holder}'s`);
      codeOf.set(k.id, k.code);
      byCode[k.code] = k.id;
    }
  for (let i = 0; i < byCode.length; i++)
    if (complete && byCode[i] === undefined)
      throw new Error(`no figure kind has packed code ${i} (codes are never left unused)`);
  return byCode;
}
