/**
 * The cards of every rule module that draws some (tiles that are not laid on the
 * table, e.g. awards), for `src/art/cards.ts` (one line per module). Apart from
 * ./art.ts so that boards load the cards only when they show one; never imported by
 * the engine.
 */
import type { ModuleCards } from '../../art/cards.js';
import { cards as kingRobberBaron } from './king-robber-baron/cards.js';

export const MODULE_CARDS: readonly ModuleCards[] = [kingRobberBaron];
