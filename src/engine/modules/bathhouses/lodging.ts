/**
 * Where lone followers go ("Návštěva lázeňského domu po vyhodnocení"),
 * worked out for a move before it is played: what the placement completes
 * ({@link CompletionPlan}), which completed features have exactly one
 * follower and which bathhouses are free then ({@link Lodging}), the house
 * each lone follower enters ({@link outcome}), and the shortest actions that
 * name a chosen outcome ({@link actionsFor}). The same rules as the turn
 * hooks in `index.ts` (`orderCompletions`, `afterFeatureScored`), asked of
 * the board without placing the tile; move generation, the canonical form of
 * moves and the checks of choices use them.
 */
import type { Completion } from '../../board.js';
import type { GameView } from '../../module.js';
import { isLocation, locationCode, quarterTurns } from '../../locations.js';
import type { CompiledTile } from '../../tileset.js';
import type { ModuleAction, Move } from '../../types.js';
import { findAction, type BuyBackAction, type ChoiceAction, type OrderAction } from './actions.js';
import { bathhouses, houseValues, ID, surroundedBy } from './houses.js';

/**
 * What one placement (x, y, rotation) completes, asked of the board without
 * placing the tile ({@link Board.completedBy}, the core's scoring order).
 */
export interface CompletionPlan {
  tile: CompiledTile;
  x: number;
  y: number;
  /** Quarter turns. */
  q: number;
  completions: readonly Completion[];
  /** Bathhouses on the new tile (free when scoring starts). */
  fresh: { x: number; y: number; value: number }[];
}

/**
 * The features the placement of `move` would complete (`completed`, default:
 * asked of the board); undefined when it completes nothing or no bathhouse can
 * be free.
 */
export function completionPlan(
  game: GameView,
  tile: CompiledTile,
  move: Move,
  completed?: readonly Completion[],
): CompletionPlan | undefined {
  const houses = bathhouses(game);
  const fresh = houseValues(tile).map((value) => ({ x: move.x, y: move.y, value }));
  if (!houses.length && !fresh.length) return undefined;
  const q = quarterTurns(move.rotation);
  const completions = completed ?? game.board.completedBy(tile, move.x, move.y, q);
  return completions.length ? { tile, x: move.x, y: move.y, q, completions, fresh } : undefined;
}

/**
 * Index in the plan of the completion that the feature at location code
 * `code` of the tile at `[x, y]` (the new tile or one on the board) belongs to
 * after the placement, or -1.
 */
export function completionAt(game: GameView, plan: CompletionPlan, x: number, y: number, code: number): number {
  if (x === plan.x && y === plan.y) {
    const fi = plan.tile.locFeature[plan.q]![code]!;
    return fi < 0 ? -1 : plan.completions.findIndex((c) => c.features.includes(fi));
  }
  const t = game.board.at(x, y);
  const node = t ? game.board.nodeAt(t, code) : -1;
  if (node < 0) return -1;
  const root = game.board.find(node);
  return plan.completions.findIndex((c) => c.roots.includes(root));
}

/** A bathhouse by its tile coordinates and value (points). */
export type House = { x: number; y: number; value: number };

/**
 * Free bathhouses when scoring starts for a move at the plan's placement that
 * buys back from `buy` (or not): after the surround release and the buy-back,
 * houses on the new tile included.
 */
export function freeHouses(game: GameView, plan: CompletionPlan, buy: BuyBackAction | undefined): House[] {
  const out: House[] = [];
  for (const h of bathhouses(game)) {
    // The new tile is the 8th around a bathhouse next to it that has 7 now.
    const released = h.occupant && surroundedBy(game, h, plan.x, plan.y);
    const bought = h.occupant?.player === game.player && buy?.x === h.x && buy.y === h.y;
    if (!h.occupant || released || bought) out.push({ x: h.x, y: h.y, value: h.value });
  }
  for (const h of plan.fresh) out.push(h);
  return out;
}

/** Index in the plan of the completion the move's figure joins, or -1. */
function figureCompletion(game: GameView, plan: CompletionPlan, move: Move): number {
  return move.figure && isLocation(move.figure.at) && !game.board.companionKinds.has(move.figure.kind)
    ? completionAt(game, plan, move.x, move.y, locationCode(move.figure.at))
    : -1;
}

/**
 * What the lodging of followers depends on for one move: the completions
 * (indexes into the plan) with exactly one follower once the move's figure
 * stands, and the bathhouses free when scoring starts.
 */
export interface Lodging {
  lone: number[];
  free: House[];
}

/**
 * The lodging of a move whose figure joins completion `joined` (-1: none) and
 * that buys back from `buy`; `free`, when given, is {@link freeHouses} of the
 * same plan and buy-back worked out before.
 */
export function lodgingFor(
  game: GameView,
  plan: CompletionPlan,
  joined: number,
  buy: BuyBackAction | undefined,
  free: House[] = freeHouses(game, plan, buy),
): Lodging {
  const lone: number[] = [];
  plan.completions.forEach((c, i) => {
    if (c.figures + (i === joined ? 1 : 0) === 1) lone.push(i);
  });
  return { lone, free };
}

/** The lodging of `move` as it is (its figure and its buy-back, if any). */
export function lodgingOf(game: GameView, plan: CompletionPlan, move: Move): Lodging {
  return lodgingFor(game, plan, figureCompletion(game, plan, move), findAction<BuyBackAction>(move, 'buyBack'));
}

/**
 * Where the lone followers of the completed features go: the house per
 * completion index (null: returns to the supply), reproducing
 * `orderCompletions` (the `order` action first, then the core's order) and
 * `afterFeatureScored` (the houses of the `bathhouse` action in turn, then the
 * highest value, the lowest y, the lowest x).
 * `skipped` receives the indexes of `bathhouse` choice entries that no
 * follower could use (not free when its turn came, or left over).
 */
export function outcome(
  game: GameView,
  plan: CompletionPlan,
  lodging: Lodging,
  order: OrderAction | undefined,
  choice: ChoiceAction | undefined,
  skipped?: number[],
): (House | null)[] {
  const n = plan.completions.length;
  const seq: number[] = [];
  if (order) {
    for (const f of order.features) {
      const i = isLocation(f.at) ? completionAt(game, plan, f.on[0], f.on[1], locationCode(f.at)) : -1;
      if (i >= 0 && !seq.includes(i)) seq.push(i);
    }
  }
  for (let i = 0; i < n; i++) if (!seq.includes(i)) seq.push(i);
  let free = lodging.free;
  const wish = (choice?.at ?? []).map((at, j) => ({ at, j }));
  const out: (House | null)[] = Array.from({ length: n }, () => null);
  for (const i of seq) {
    if (!lodging.lone.includes(i) || !free.length) continue;
    let target: House | undefined;
    while (wish.length && !target) {
      const {
        at: [x, y],
        j,
      } = wish.shift()!;
      target = free.find((h) => h.x === x && h.y === y);
      if (!target) skipped?.push(j);
    }
    target ??= bestHouse(free);
    free = free.filter((h) => h !== target);
    out[i] = target;
  }
  for (const w of wish) skipped?.push(w.j);
  return out;
}

/** Whether two outcomes put the followers into the same houses. */
function sameOutcome(a: readonly (House | null)[], b: readonly (House | null)[]): boolean {
  for (let i = 0; i < a.length; i++) {
    const p = a[i],
      q = b[i];
    if (p !== q && (!p || !q || p.x !== q.x || p.y !== q.y)) return false;
  }
  return true;
}

/** The house a follower goes to by default: the highest value, then the lowest y, then the lowest x. */
export function bestHouse(free: readonly House[]): House {
  let best = free[0]!;
  for (const h of free)
    if (h.value > best.value || (h.value === best.value && (h.y < best.y || (h.y === best.y && h.x < best.x))))
      best = h;
  return best;
}

/**
 * The shortest actions giving `lodged` (an {@link outcome}) for a move that
 * carries no choice actions: an `order` naming the lodged features when they
 * are not the first lone ones, then a `bathhouse` list unless the default
 * picks the same houses.
 */
export function actionsFor(
  game: GameView,
  plan: CompletionPlan,
  lodging: Lodging,
  lodged: (House | null)[],
  defaults?: Map<string, (House | null)[]>,
): ModuleAction[] {
  const lone = lodging.lone;
  const chosen = lone.filter((i) => lodged[i] !== null);
  const out: ModuleAction[] = [];
  const reordered = chosen.some((i, j) => lone[j] !== i);
  const order: OrderAction | undefined = reordered
    ? {
        module: ID,
        type: 'order',
        features: chosen.map((i) => ({
          on: [plan.completions[i]!.x, plan.completions[i]!.y],
          at: plan.completions[i]!.at,
        })),
      }
    : undefined;
  // The default outcome depends only on the order (cached by the chosen features).
  const key = reordered ? chosen.join(',') : '';
  let dflt = defaults?.get(key);
  if (!dflt) {
    dflt = outcome(game, plan, lodging, order, undefined);
    defaults?.set(key, dflt);
  }
  if (!sameOutcome(dflt, lodged)) {
    out.push({
      module: ID,
      type: 'bathhouse',
      at: chosen.map((i) => [lodged[i]!.x, lodged[i]!.y] as [number, number]),
    } satisfies ChoiceAction);
  }
  if (order) out.push(order);
  return out;
}
