/**
 * The module actions of `bathhouses` that a move carries ({@link Move.actions}):
 * `buyBack` (pay a bathhouse's value to take one's follower back, scenario
 * `play.buyBack`), `bathhouse` (which free bathhouses lone followers enter,
 * `play.bathhouse`) and `order` (the order in which the features one tile
 * completes are scored, `play.scoreOrder`).
 */
import type { Move, ModuleAction } from '../../types.js';
import { ID } from './houses.js';

/** Buy back the own follower resting in the bathhouse on the tile at `[x, y]`. */
export interface BuyBackAction extends ModuleAction {
  type: 'buyBack';
  x: number;
  y: number;
}

/** The bathhouses (tile coordinates) the lone followers of this turn enter, in scoring order. */
export interface ChoiceAction extends ModuleAction {
  type: 'bathhouse';
  at: [number, number][];
  /**
   * Wording only ({@link RuleModule.spelledMove}, never in a move to play): the colour of
   * the lone follower that enters each house of `at`, in the same order.
   */
  players?: string[];
}

/** The features this turn completes, named by tile and location, in the order they are scored. */
export interface OrderAction extends ModuleAction {
  type: 'order';
  features: { on: [number, number]; at: string }[];
}

/** The move's action of this module with type `type`, if any. */
export function findAction<T extends ModuleAction>(move: Move, type: string): T | undefined {
  return move.actions?.find((a) => a.module === ID && a.type === type) as T | undefined;
}

/** `m` with `add` appended to its actions (the same move when `add` is empty). */
export function withActions(m: Move, add: ModuleAction[]): Move {
  if (!add.length) return m;
  // Built field by field (object spread is slow here), in the order moves list them.
  const out: Move = { x: m.x, y: m.y, rotation: m.rotation };
  if (m.figure) out.figure = m.figure;
  out.actions = m.actions ? m.actions.concat(add) : add.slice();
  return out;
}
