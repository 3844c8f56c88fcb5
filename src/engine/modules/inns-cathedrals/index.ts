/**
 * Module `inns-cathedrals` (Hostince a katedrály; seed 000, reference tiles.md §2).
 *
 * - Tiles IC.A–IC.Q (two IC.K cathedrals), shuffled into the pile.
 * - **Inn** (feature attribute `inn`): a *completed* road with at least one inn
 *   scores 2 per tile instead of 1, however many inns it has ("Vyhodnocení cesty
 *   s hostincem u jezera"); a road with an inn still open at the end scores 0
 *   ("Závěrečné vyhodnocení hostince"). An inn affects only the road segment it
 *   borders (footnote 4; on IC.C the W and E roads, not the S road) — the tile
 *   data put `inn` only on those segments.
 * - **Cathedral** (attribute `cathedral`): a *completed* city with one or two
 *   cathedrals scores 3 per tile and 3 per pennant (×3 once, not per
 *   cathedral); open at the end it scores 0.
 * - Nothing may stand on an inn or a cathedral: they are not features, so a
 *   figure can only join the road or city they belong to (as the rules say).
 * - **Large meeple**: one per player; counts 2 in the majority on a road, city,
 *   field (and monastery, where it makes no difference to the points); it
 *   earns no extra points (footnote 5).
 * - A sixth player (colour `pink`).
 * - The 50/100 score tiles: the engine keeps plain totals (a total of 52 is
 *   52); showing them as score tiles is the UI's job.
 */
import type { RuleModule } from '../../module.js';
import type { Modifier } from '../../types.js';
import { IC } from './tiles.js';
import { setPile } from '../../tile-helpers.js';

/** How many parts of the scored feature carry the module attribute `key` (an inn, a cathedral). */
function countAttr(parts: readonly { attrs?: Readonly<Record<string, unknown>> }[], key: string): number {
  let n = 0;
  for (const p of parts) if (p.attrs?.[key]) n++;
  return n;
}

/** The modifier of rule `id` for a feature with `n` (≥ 1) inns or cathedrals: the count only when more than one. */
function modifier(id: string, n: number): Modifier {
  return n > 1 ? { id, module: 'inns-cathedrals', count: n } : { id, module: 'inns-cathedrals' };
}

export const innsCathedralsModule: RuleModule = {
  id: 'inns-cathedrals',
  requires: ['base'],
  tileSets: [IC],
  tileFilters: [
    { attr: 'inn', on: 'feature' },
    { attr: 'cathedral', on: 'feature' },
  ],
  figures: [
    {
      id: 'large',
      perPlayer: 1,
      stands: ['city', 'road', 'monastery', 'field'],
      strength: () => 2,
      value: 2,
      code: 1,
    },
  ],
  maxPlayers: 6,
  colours: ['pink'],
  pile: () => setPile(IC),
  score(input, f) {
    // Two inns on one road, or two cathedrals in one city, score as one (the two-inns
    // example of the Inns & Cathedrals page); their number is only for the wording.
    const inns = input.kind === 'road' ? countAttr(input.parts, 'inn') : 0;
    const cathedrals = input.kind === 'city' ? countAttr(input.parts, 'cathedral') : 0;
    if (inns) {
      if (input.completed) f.perTile = 2;
      else f.zero = true;
      f.modifiers.push(modifier('inn', inns));
    } else if (cathedrals) {
      if (input.completed) {
        f.perTile = 3;
        f.perPennant = 3;
      } else f.zero = true;
      f.modifiers.push(modifier('cathedral', cathedrals));
    }
  },
};
