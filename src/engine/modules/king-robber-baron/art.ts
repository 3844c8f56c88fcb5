/**
 * Art of `king-robber-baron`: the shape of KRB.02 (a city reaching two corners) and
 * the wording of the award tiles' attribute `award` (keys `note.award_king`,
 * `note.award_robber` in ./locales). The award cards are drawn in ./cards.ts.
 * Registered through ../art.ts.
 */
import type { ModuleArt } from '../../../art/registry.js';

export const art: ModuleArt = {
  id: 'king-robber-baron',
  hints: {
    // the city takes the whole tile but two field bays on the roads' sides
    'KRB.02': {
      carve: [
        { side: 'S', a: 12, b: 88, depth: 30 },
        { side: 'W', a: 12, b: 88, depth: 30 },
      ],
    },
  },
  tile: {
    award: {},
  },
};
