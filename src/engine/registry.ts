/**
 * The registry of rule modules: `modules/index.ts` registers every module the
 * engine knows; games, scenarios and the CLI look them up by id.
 */
import { engineError, type EngineError } from './errors.js';
import type { RuleModule } from './module.js';
import { registerTileSet, registerTileVariants } from './tileset.js';

const registry = new Map<string, RuleModule>();

/** Register a module (its tile sets, and the variants it makes of every set's tiles). Re-registering an id replaces it. */
export function registerModule(m: RuleModule): void {
  registry.set(m.id, m);
  for (const set of m.tileSets ?? []) registerTileSet(set);
  if (m.tileVariants) registerTileVariants(m.tileVariants);
}

/** A registered module by id. */
export function getModule(id: string): RuleModule | undefined {
  return registry.get(id);
}

/** Ids of every registered module. */
export function moduleIds(): string[] {
  return [...registry.keys()];
}

/**
 * The modules of a game, in the order they run: `base` first whatever its place in `ids`
 * (later modules adjust its values and figure kinds), a module listed twice once.
 * @returns the modules, or `module.unknown`: at `modules[i]` for an id not registered; at
 *   `modules` for a module another requires (param `requiredBy`), or for a second module with
 *   a start tile of its own (param `startsWith` naming the first: an expansion's start tile,
 *   the river's spring or the demo game's, replaces the base game's, so two would leave the
 *   start to their order)
 */
export function gameModules(ids: readonly string[]): RuleModule[] | EngineError {
  const list = [...new Set(['base', ...ids])];
  const modules: RuleModule[] = [];
  for (const id of list) {
    const m = getModule(id);
    if (!m) return engineError('module.unknown', `modules[${ids.indexOf(id)}]`, { id });
    modules.push(m);
  }
  for (const m of modules)
    for (const r of m.requires ?? [])
      if (!list.includes(r)) return engineError('module.unknown', 'modules', { id: r, requiredBy: m.id });
  const starts = modules.filter((m) => m.id !== 'base' && m.startTile);
  if (starts.length > 1)
    return engineError('module.unknown', 'modules', { id: starts[1]!.id, startsWith: starts[0]!.id });
  return modules;
}
