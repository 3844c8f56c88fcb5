/**
 * The registry of rule modules: `modules/index.ts` registers every module the
 * engine knows; games, scenarios and the CLI look them up by id.
 */
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
