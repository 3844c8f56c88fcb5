/**
 * Every rule module as a chunk of its own, loaded when a page needs it. A worked example
 * needs only the sets its scenario names: its page imports the engine's module-free entry
 * (`core.ts`) and calls {@link loadModules} with the scenario's `rules`, so a reader of the
 * Bathhouses page downloads the base game and Bathhouses, not every set. The apps that offer
 * every set import `index.ts`, which registers the static list `modules/index.ts`; both lists
 * name the same modules (tests/engine/lazy-modules.test.ts). A new module adds one line here
 * beside its line in `index.ts`.
 */
import type { RuleModule } from '../module.js';
import { getModule, registerModule } from '../registry.js';
import { engineError, type EngineError } from '../errors.js';

/** Module id → a loader of its declaration (each `import()` is a chunk the bundler splits off). */
export const LAZY_MODULES: Readonly<Record<string, () => Promise<RuleModule>>> = {
  base: () => import('./base/index.js').then((m) => m.baseModule),
  'inns-cathedrals': () => import('./inns-cathedrals/index.js').then((m) => m.innsCathedralsModule),
  'king-robber-baron': () => import('./king-robber-baron/index.js').then((m) => m.kingRobberBaronModule),
  'anniversary-20': () => import('./anniversary-20/index.js').then((m) => m.anniversary20Module),
  bathhouses: () => import('./bathhouses/index.js').then((m) => m.bathhousesModule),
  demo: () => import('./demo/index.js').then((m) => m.demoModule),
  river: () => import('./river/index.js').then((m) => m.riverModule),
  abbot: () => import('./abbot/index.js').then((m) => m.abbotModule),
  'traders-builders': () => import('./traders-builders/index.js').then((m) => m.tradersBuildersModule),
};

/**
 * Loads and registers the modules `ids` name, the base game and every module they require
 * (`RuleModule.requires`), each once; modules already registered are kept as they are.
 * @param ids module ids as a scenario's `rules` or a game's `modules` list them
 * @returns the ids registered now or before (those asked for, then what they require); or `module.unknown` (path
 *   `modules[i]`, param `id`) for an id that no module has, before anything is loaded
 */
export async function loadModules(ids: readonly string[]): Promise<string[] | EngineError> {
  const wanted = [...new Set(['base', ...ids])];
  for (let i = 0; i < wanted.length; i++)
    if (!getModule(wanted[i]!) && !Object.hasOwn(LAZY_MODULES, wanted[i]!))
      return engineError('module.unknown', `modules[${Math.max(0, ids.indexOf(wanted[i]!))}]`, { id: wanted[i]! });
  const done: string[] = [];
  const load = async (id: string): Promise<EngineError | undefined> => {
    if (done.includes(id)) return undefined;
    done.push(id);
    let m = getModule(id);
    if (!m) {
      const loader = LAZY_MODULES[id];
      if (!loader) return engineError('module.unknown', 'modules', { id });
      m = await loader();
      if (!getModule(id)) registerModule(m);
    }
    for (const r of m.requires ?? []) {
      const e = await load(r);
      if (e) return { ...e, params: { ...e.params, requiredBy: id } };
    }
    return undefined;
  };
  // the wanted modules load side by side (a page waits for one round trip, not one per set)
  const errors = await Promise.all(wanted.map(load));
  return errors.find((e) => e !== undefined) ?? done;
}
