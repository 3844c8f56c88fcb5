/**
 * Every module's art as a chunk of its own, for a page that draws only some sets (a worked
 * example: src/sandbox). {@link loadModuleArt} registers the art of the modules a board shows
 * before it draws. `art.ts` is the static list that the apps offering every set, the build
 * and the tests import; both lists name the same modules (tests/engine/lazy-modules.test.ts).
 * A module without pictures of its own is in neither.
 */
import { artRegistered, registerArt, type ModuleArt } from '../../art/registry.js';

/** Module id → a loader of its art, in the order art.ts registers them (drawing order). */
export const LAZY_ART: Readonly<Record<string, () => Promise<ModuleArt>>> = {
  'inns-cathedrals': () => import('./inns-cathedrals/art.js').then((m) => m.art),
  'king-robber-baron': () => import('./king-robber-baron/art.js').then((m) => m.art),
  'anniversary-20': () => import('./anniversary-20/art.js').then((m) => m.art),
  bathhouses: () => import('./bathhouses/art.js').then((m) => m.art),
  river: () => import('./river/art.js').then((m) => m.art),
  abbot: () => import('./abbot/art.js').then((m) => m.art),
  'traders-builders': () => import('./traders-builders/art.js').then((m) => m.art),
};

/**
 * Loads and registers the art of the modules `ids` (module ids; those without art of their own
 * and those registered already are skipped), in the order of {@link LAZY_ART} whatever the
 * order of `ids`, so that pictures layer as on every other page.
 * @returns once every piece is registered; rejects only when a chunk cannot be fetched
 */
export async function loadModuleArt(ids: readonly string[]): Promise<void> {
  const order = Object.keys(LAZY_ART).filter((id) => ids.includes(id) && !artRegistered(id));
  const arts = await Promise.all(order.map((id) => LAZY_ART[id]!()));
  for (const a of arts) registerArt(a);
}
