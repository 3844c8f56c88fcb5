/**
 * The cards of every rule module that draws some (tiles that are not laid on the table,
 * e.g. awards), registered with src/art/cards.ts (`registerCards`) when this file is
 * imported: one line per module. Apart from ./art.ts so that boards load the cards only
 * when they show one; never imported by the engine. Code that shows cards imports them
 * from here, so they always come with every module's cards.
 */
import { registerCards, type ModuleCards } from '../../art/cards.js';
import { cards as kingRobberBaron } from './king-robber-baron/cards.js';

/** Every module's cards, in the order they are registered. */
export const MODULE_CARDS: readonly ModuleCards[] = [kingRobberBaron];

for (const m of MODULE_CARDS) registerCards(m);

export { cardSvg, statusCardSvg } from '../../art/cards.js';
