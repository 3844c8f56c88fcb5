/**
 * The checks of a `bathhouses` move's actions ({@link RuleModule.validateMove}):
 * a buy-back names a bathhouse holding one of the player's followers that this tile does not surround
 * ("Vykoupení družiníka"), a `bathhouse` choice can be followed ("Návštěva
 * lázeňského domu po vyhodnocení") and an `order` names only features the
 * move completes, each once. Errors are `module.action` at the action's path
 * (`actions[i]…`), which scenario files turn into their own field's path.
 */
import { engineError, type EngineError } from '../../errors.js';
import type { GameView } from '../../module.js';
import { isLocation, locationCode, quarterTurns } from '../../locations.js';
import { getTile } from '../../tileset.js';
import type { Move } from '../../types.js';
import { findAction, type BuyBackAction, type ChoiceAction, type OrderAction } from './actions.js';
import { bathhouseAt, surroundedBy } from './houses.js';
import { completionAt, completionPlan, lodgingOf, outcome, type CompletionPlan } from './lodging.js';

/**
 * The module's check of a move ({@link RuleModule.validateMove}): its
 * `order` ({@link checkOrder}), its buy-back (a bathhouse at those
 * coordinates holding a follower of the player to move), then its
 * `bathhouse` choice ({@link checkChoice}).
 * @returns the first error, or undefined when the actions are legal.
 */
export function validateMove(game: GameView, move: Move): EngineError | undefined {
  const order = checkOrder(game, move);
  if (order) return order;
  const a = findAction<BuyBackAction>(move, 'buyBack');
  if (!a) return checkChoice(game, move);
  const i = move.actions!.indexOf(a);
  const h = bathhouseAt(game, a.x, a.y);
  if (!h) return engineError('module.action', `actions[${i}]`, { message: `no bathhouse at [${a.x}, ${a.y}]` });
  if (!h.occupant || h.occupant.player !== game.player) {
    return engineError('module.action', `actions[${i}]`, { message: 'none of your followers is in that bathhouse' });
  }
  if (surroundedBy(game, h, move.x, move.y)) {
    return engineError('module.action', `actions[${i}]`, {
      message: 'this tile surrounds that bathhouse: its follower goes home free, there is nothing to buy back',
    });
  }
  return checkChoice(game, move);
}

/**
 * Whether a move's `bathhouse` choice can be followed ("Návštěva lázeňského
 * domu po vyhodnocení": each lone follower of a completed feature goes into
 * a free bathhouse of its owner's choice): every entry names a bathhouse (on
 * the board or on the new tile), the move completes a feature scored with a
 * lone follower, and each entry is free when its follower's turn comes (after
 * the surround release and the move's buy-back) and is used by one.
 * @returns an error at `actions[i]` or `actions[i].at[j]`, or undefined.
 */
function checkChoice(game: GameView, move: Move): EngineError | undefined {
  const c = findAction<ChoiceAction>(move, 'bathhouse');
  const tile = game.current ? getTile(game.current) : undefined;
  if (!c || !tile) return undefined;
  const path = `actions[${move.actions!.indexOf(c)}]`;
  const onTile = tile.features.some((f) => typeof f.def.attrs?.bathhouse === 'number');
  for (const [j, [x, y]] of c.at.entries()) {
    if (!bathhouseAt(game, x, y) && !(onTile && x === move.x && y === move.y)) {
      return engineError('module.action', `${path}.at[${j}]`, { message: `no bathhouse at [${x}, ${y}]` });
    }
  }
  const plan = completionPlan(game, tile, move);
  const lodging = plan && lodgingOf(game, plan, move);
  if (!plan || !lodging || !lodging.lone.length) {
    return engineError('module.action', path, {
      message: 'no feature the play completes is scored with a lone follower, so nobody enters a bathhouse',
    });
  }
  const skipped: number[] = [];
  const lodged = outcome(game, plan, lodging, findAction<OrderAction>(move, 'order'), c, skipped);
  if (!skipped.length) return undefined;
  const j = Math.min(...skipped);
  const [x, y] = c.at[j]!;
  const entered = lodged.filter((h) => h !== null).length;
  const message = !lodging.free.some((h) => h.x === x && h.y === y)
    ? `the bathhouse at [${x}, ${y}] is occupied`
    : c.at.findIndex(([a, b]) => a === x && b === y) < j
      ? `the bathhouse at [${x}, ${y}] is named twice`
      : lodged.some((h) => h?.x === x && h.y === y)
        ? `the bathhouse at [${x}, ${y}] is taken by an earlier lone follower of this play`
        : `only ${entered} lone follower${entered === 1 ? '' : 's'} of this play ${entered === 1 ? 'enters' : 'enter'} a bathhouse`;
  return engineError('module.action', `${path}.at[${j}]`, { message });
}

/**
 * Whether a move's `order` action ("Pokud se po přiložení kartičky uzavře
 * najednou několik území…": the active player orders the features one tile
 * completes) names only features the move completes, each once: every entry
 * names a feature of the new tile or of a board tile, and that feature is one
 * of the move's completions. An order naming an open feature would otherwise
 * be silently ignored.
 * @returns an error at `actions[i].features[j]` (the scenario's
 *   `play.scoreOrder[j]`), or undefined.
 */
function checkOrder(game: GameView, move: Move): EngineError | undefined {
  const o = findAction<OrderAction>(move, 'order');
  const tile = game.current ? getTile(game.current) : undefined;
  if (!o || !tile || game.board.at(move.x, move.y)) return undefined;
  const path = `actions[${move.actions!.indexOf(o)}]`;
  const q = quarterTurns(move.rotation);
  const plan: CompletionPlan = {
    tile,
    x: move.x,
    y: move.y,
    q,
    completions: game.board.completedBy(tile, move.x, move.y, q),
    fresh: [],
  };
  const seen: number[] = [];
  for (const [j, f] of o.features.entries()) {
    const at = `${path}.features[${j}]`;
    const [x, y] = f.on;
    const onNew = x === move.x && y === move.y;
    const placed = onNew ? undefined : game.board.at(x, y);
    if (!onNew && !placed) {
      return engineError('module.action', `${at}.on`, { message: `no tile at [${x}, ${y}]` });
    }
    const code = isLocation(f.at) ? locationCode(f.at) : -1;
    const feature = code < 0 ? -1 : placed ? game.board.nodeAt(placed, code) : tile.locFeature[q]![code]!;
    if (feature < 0) {
      return engineError('module.action', `${at}.at`, {
        message: `the tile at [${x}, ${y}] has no feature at ${f.at}`,
      });
    }
    const i = completionAt(game, plan, x, y, code);
    if (i < 0) {
      return engineError('module.action', at, {
        message: `the feature at ${f.at} of the tile at [${x}, ${y}] is not completed by this play, so it is not scored now`,
      });
    }
    if (seen.includes(i)) {
      return engineError('module.action', at, {
        message: `the feature at ${f.at} of the tile at [${x}, ${y}] is already named earlier in the order`,
      });
    }
    seen.push(i);
  }
  return undefined;
}
