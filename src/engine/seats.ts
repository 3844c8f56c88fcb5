/**
 * Who may sit at a game: the player colours (DESIGN 1.4) and, for a set of
 * rule modules, the colours allowed and the largest number of players. The
 * rule {@link Game.create} checks; setup screens offer the same seats
 * ({@link seatLimits}).
 */
import type { RuleModule } from './module.js';
import { getModule } from './registry.js';

/** Player colours in the order the rules list them (DESIGN 1.4). */
export const COLOURS = ['red', 'blue', 'green', 'yellow', 'black', 'pink'] as const;

/**
 * Who may sit at a game of these modules: the colours allowed, in the DESIGN 1.4 order (the
 * base game's red, blue, green, yellow and black, plus each module's `colours`), and the
 * largest number of players (5, or a module's `maxPlayers`). A dealt game of a module with
 * `onlyColours` takes only those colours, and as many players as it names (the demo game:
 * red and blue). The rule {@link Game.create} checks; setup screens offer the same seats.
 */
export function seatsOf(modules: readonly RuleModule[], dealt: boolean): { colours: string[]; max: number } {
  let max = Math.max(5, ...modules.map((m) => m.maxPlayers ?? 0));
  const colours = new Set<string>(COLOURS.slice(0, 5));
  for (const m of modules) for (const c of m.colours ?? []) colours.add(c);
  if (dealt)
    for (const m of modules) {
      const only = m.onlyColours;
      if (!only) continue;
      max = Math.min(max, only.length);
      for (const c of colours) if (!only.includes(c)) colours.delete(c);
    }
  return { colours: COLOURS.filter((c) => colours.has(c)), max };
}

/**
 * The seats of a dealt game of `modules` (module ids; `base` is always on, unknown ids are
 * left out): the colours allowed in the DESIGN 1.4 order and the largest number of players,
 * as {@link Game.create} checks them.
 * @returns `{ colours, max }`, e.g. `{ colours: ['red', 'blue', 'green', 'yellow', 'black', 'pink'], max: 6 }`
 *   for `['inns-cathedrals']`
 */
export function seatLimits(modules: readonly string[]): { colours: string[]; max: number } {
  const found = [...new Set(['base', ...modules])].map((id) => getModule(id)).filter((m) => m !== undefined);
  const { colours, max } = seatsOf(found, true);
  return { colours, max: Math.min(max, colours.length) };
}
