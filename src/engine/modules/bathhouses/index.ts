/**
 * Module `bathhouses` (Lázně; seed 004, reference tiles.md §5).
 *
 * - Tiles BATH.01–06; only 4 / 5 / 6 of them (chosen at random) go into the
 *   pile for 2 / 3 / 4 or more players ("Příprava hry"; the table is in the
 *   reference).
 * - A road or city feature may carry `bathhouse: <value>` (3, 4 or 5). A road
 *   or city *completed during play* scores +value for each bathhouse in it
 *   ("3. Započítání bodů s lázeňským domem"); nothing extra at the end
 *   ("Závěrečné vyhodnocení", footnote 1).
 * - No figure may be placed *into* a bathhouse: it is not a feature, so figures
 *   only ever stand on the road or city around it.
 * - **Visit** ("Návštěva lázeňského domu po vyhodnocení"): after a feature
 *   completed during play is scored, if exactly one follower took part and a
 *   bathhouse is free, that follower must go into a free bathhouse of its
 *   owner's choice (scenario `play.bathhouse`; by default the highest value,
 *   then the lowest y, then the lowest x). Two or more followers (even of one
 *   player) all return normally. No free bathhouse: it returns normally. This
 *   holds for every player's follower, whoever placed the tile.
 * - **Release** ("Opuštění lázeňského domu" 1): when the 8th tile around a
 *   bathhouse tile is placed, its follower returns to its owner at once, for
 *   nothing. A follower put into an already surrounded bathhouse stays.
 * - **Buy back** (2): right after placing the tile, the player may pay the value
 *   of the bathhouse holding their follower (the score may go negative) and
 *   take it back; it can be placed in the same turn (scenario `play.buyBack`).
 * - Final scoring moves nobody into a bathhouse (footnote 4).
 * - Several features completed by one tile are scored in the order the active
 *   player chooses (scenario `play.scoreOrder`: features named by tile and
 *   location, first to score first; the rest follow in the core's order).
 *   Each entry must name a feature the move completes, once (`validateMove`).
 *
 * Events (wording in ./locales): `bathhouse` with key `bathhouses:event.enter`
 * (a lone follower goes in) or `…event.surrounded` (freed for nothing),
 * `payment` with `…event.payment` (bought back); data `{ at, player, … }`.
 * Parked figures: place `bathhouse`.
 *
 * State: {@link BathState}. What a position holds of it is the `state` hook:
 * field `occupants` (figures at places: the bathhouses on the board, place
 * `bathhouse`), worded by `state.occupants.label` / `.place` / `.here` /
 * `.none`. In the position notation the occupied bathhouses as `.`-separated
 * `TILE-PLAYER[-KIND]` (tile index in the notation's tile list, player index,
 * figure kind unless `normal`), sorted by tile: `bathhouses.3-0.7-1-large`.
 * Scenario fields: top-level `bathhouses: [{ at, player, kind }]`
 * (followers already inside), `play.buyBack: [x, y]`, `play.bathhouse: [[x, y], …]`,
 * `play.scoreOrder: [{ on: [x, y], at: N }, …]`.
 */
import { engineError, type EngineError } from '../../errors.js';
import type { Game } from '../../game.js';
import type { Move, ModuleAction, TurnInfo } from '../../types.js';
import type { Completion } from '../../board.js';
import { LOCATIONS, isLocation, locationCode, quarterTurns } from '../../locations.js';
import { getTile, type CompiledTile } from '../../tileset.js';
import type { Location } from '../../tile-types.js';
import type { RuleModule, StateFigure, StateValues } from '../../module.js';
import { BATH } from './tiles.js';

const ID = 'bathhouses';

/** One bathhouse on the board. */
export interface Bathhouse {
  /** Placement index of its tile. */
  tile: number;
  x: number;
  y: number;
  /** Points printed on its flag (3, 4 or 5). */
  value: number;
  /** Follower inside, or null when free. */
  occupant: { player: number; kind: string } | null;
  /** Already surrounded by 8 tiles (its free release has happened or is gone). */
  surrounded: boolean;
}

/** Module state: every bathhouse on the board (synchronised lazily with the board). */
export interface BathState {
  houses: Bathhouse[];
  /** Number of board tiles already scanned for bathhouses. */
  scanned: number;
}

/** The bathhouses of a game, after adding those on tiles placed since the last call. */
export function bathhouses(game: Game): Bathhouse[] {
  let s = game.moduleState[ID] as BathState | undefined;
  if (!s) {
    s = { houses: [], scanned: 0 };
    game.moduleState[ID] = s;
  }
  const tiles = game.board.tiles;
  for (; s.scanned < tiles.length; s.scanned++) {
    const p = tiles[s.scanned]!;
    for (const f of p.tile.features) {
      const v = f.def.attrs?.bathhouse;
      if (typeof v === 'number') {
        s.houses.push({
          tile: p.index,
          x: p.x,
          y: p.y,
          value: v,
          occupant: null,
          surrounded: game.board.neighbourCount(p.x, p.y) === 8,
        });
      }
    }
  }
  return s.houses;
}

/** Values (points) of the bathhouses on a tile kind, one per feature that has one (cached per tile). */
const houseValueCache = new WeakMap<CompiledTile, number[]>();
function houseValues(tile: CompiledTile): number[] {
  let v = houseValueCache.get(tile);
  if (!v) {
    v = [];
    for (const f of tile.features) if (typeof f.def.attrs?.bathhouse === 'number') v.push(f.def.attrs.bathhouse);
    houseValueCache.set(tile, v);
  }
  return v;
}

/** The bathhouse on the tile at `[x, y]`, if any. */
export function bathhouseAt(game: Game, x: number, y: number): Bathhouse | undefined {
  return bathhouses(game).find((h) => h.x === x && h.y === y);
}

/** Figures of each player sitting in bathhouses, by player index. */
export function figuresInBathhouses(game: Game): { player: number; kind: string }[] {
  return bathhouses(game).flatMap((h) => (h.occupant ? [h.occupant] : []));
}

/** Number of bathhouse tiles used for `players` players (reference tiles.md §5). */
export function bathhouseTileCount(players: number): number {
  return players <= 2 ? 4 : players === 3 ? 5 : 6;
}

interface BuyBackAction extends ModuleAction {
  type: 'buyBack';
  x: number;
  y: number;
}
interface ChoiceAction extends ModuleAction {
  type: 'bathhouse';
  at: [number, number][];
}
interface OrderAction extends ModuleAction {
  type: 'order';
  features: { on: [number, number]; at: string }[];
}

function findAction<T extends ModuleAction>(move: Move, type: string): T | undefined {
  return move.actions?.find((a) => a.module === ID && a.type === type) as T | undefined;
}

/** Choices of bathhouses still to use this turn (consumed in scoring order). */
const pendingChoices = new WeakMap<TurnInfo, [number, number][]>();

function release(game: Game, h: Bathhouse, turn: TurnInfo, reason: 'surrounded' | 'buyBack'): void {
  const o = h.occupant!;
  h.occupant = null;
  game.returnFigure(o);
  game.addEvent(
    {
      type: reason === 'buyBack' ? 'payment' : 'bathhouse',
      phase: 'turn',
      module: ID,
      key: reason === 'buyBack' ? `${ID}:event.payment` : `${ID}:event.surrounded`,
      modifiers: [],
      receivers: reason === 'buyBack' ? [game.players[o.player]!] : [],
      points: reason === 'buyBack' ? -h.value : 0,
      data: { leave: reason, at: [h.x, h.y], player: game.players[o.player]!, value: h.value },
    },
    turn.events,
  );
}

/** `m` with `add` appended to its actions (the same move when `add` is empty). */
function withActions(m: Move, add: ModuleAction[]): Move {
  if (!add.length) return m;
  // Built field by field (object spread is slow here), in the order moves list them.
  const out: Move = { x: m.x, y: m.y, rotation: m.rotation };
  if (m.figure) out.figure = m.figure;
  out.actions = m.actions ? m.actions.concat(add) : add.slice();
  return out;
}

/**
 * What one placement (x, y, rotation) completes, asked of the board without
 * placing the tile ({@link Board.completedBy}, the core's scoring order).
 */
interface CompletionPlan {
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
function completionPlan(
  game: Game,
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
function completionAt(game: Game, plan: CompletionPlan, x: number, y: number, code: number): number {
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
type House = { x: number; y: number; value: number };

/**
 * Free bathhouses when scoring starts for a move at the plan's placement that
 * buys back from `buy` (or not): after the surround release and the buy-back,
 * houses on the new tile included.
 */
function freeHouses(game: Game, plan: CompletionPlan, buy: BuyBackAction | undefined): House[] {
  const out: House[] = [];
  for (const h of bathhouses(game)) {
    // The new tile is the 8th around a bathhouse next to it that has 7 now.
    const released =
      h.occupant &&
      !h.surrounded &&
      Math.abs(h.x - plan.x) <= 1 &&
      Math.abs(h.y - plan.y) <= 1 &&
      game.board.neighbourCount(h.x, h.y) === 7;
    const bought = h.occupant?.player === game.player && buy?.x === h.x && buy.y === h.y;
    if (!h.occupant || released || bought) out.push({ x: h.x, y: h.y, value: h.value });
  }
  for (const h of plan.fresh) out.push(h);
  return out;
}

/** Index in the plan of the completion the move's figure joins, or -1. */
function figureCompletion(game: Game, plan: CompletionPlan, move: Move): number {
  return move.figure && isLocation(move.figure.at)
    ? completionAt(game, plan, move.x, move.y, locationCode(move.figure.at))
    : -1;
}

/**
 * What the lodging of followers depends on for one move: the completions
 * (indexes into the plan) with exactly one follower once the move's figure
 * stands, and the bathhouses free when scoring starts.
 */
interface Lodging {
  lone: number[];
  free: House[];
}

/** The lodging of a move whose figure joins completion `joined` (-1: none) and that buys back from `buy`. */
function lodgingFor(game: Game, plan: CompletionPlan, joined: number, buy: BuyBackAction | undefined): Lodging {
  const lone: number[] = [];
  plan.completions.forEach((c, i) => {
    if (c.figures + (i === joined ? 1 : 0) === 1) lone.push(i);
  });
  return { lone, free: freeHouses(game, plan, buy) };
}

function lodgingOf(game: Game, plan: CompletionPlan, move: Move): Lodging {
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
function outcome(
  game: Game,
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
function bestHouse(free: readonly House[]): House {
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
function actionsFor(
  game: Game,
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

/** Every choice of `m` items of `items` keeping their order. */
function subsets<T>(items: readonly T[], m: number, from = 0, pick: T[] = []): T[][] {
  if (pick.length === m) return [pick];
  const out: T[][] = [];
  for (let j = from; j < items.length; j++) for (const s of subsets(items, m, j + 1, [...pick, items[j]!])) out.push(s);
  return out;
}

/** Every ordered choice of `n` distinct items of `items`. */
function arrangements<T>(items: readonly T[], n: number): T[][] {
  if (n === 0) return [[]];
  const out: T[][] = [];
  for (const h of items)
    for (const rest of arrangements(
      items.filter((o) => o !== h),
      n - 1,
    ))
      out.push([h, ...rest]);
  return out;
}

/**
 * Every distinct placement of lone followers into free bathhouses for a move
 * with `lodging`, as the extra actions of each (`[]` for the default). One
 * entry when there is nothing to choose.
 */
function choices(game: Game, plan: CompletionPlan, lodging: Lodging): ModuleAction[][] {
  const { lone, free } = lodging;
  const m = Math.min(lone.length, free.length);
  if (m === 0 || (free.length === 1 && lone.length === 1)) return [[]];
  if (lone.length === 1) {
    // One lone follower: each free house, named unless it is the default one.
    const best = bestHouse(free);
    return free.map((h) =>
      h.x === best.x && h.y === best.y
        ? []
        : [{ module: ID, type: 'bathhouse', at: [[h.x, h.y]] } satisfies ChoiceAction],
    );
  }
  const out: ModuleAction[][] = [];
  const defaults = new Map<string, (House | null)[]>();
  for (const subset of subsets(lone, m)) {
    for (const houses of arrangements(free, m)) {
      const lodged: (House | null)[] = Array.from({ length: plan.completions.length }, () => null);
      subset.forEach((i, j) => {
        lodged[i] = houses[j]!;
      });
      out.push(actionsFor(game, plan, lodging, lodged, defaults));
    }
  }
  return out;
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
function checkChoice(game: Game, move: Move): EngineError | undefined {
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
function checkOrder(game: Game, move: Move): EngineError | undefined {
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

/**
 * Adds the bathhouse choices to the moves of one placement that completes
 * something. The choices depend on a move only through the completion its
 * figure joins and the bathhouse it buys back from, so they are worked out
 * once for each such pair.
 */
class Chooser {
  private readonly known = new Map<number, ModuleAction[][]>();
  /** Completion index per feature of the new tile, or -1. */
  private readonly byFeature: number[];

  constructor(
    private readonly game: Game,
    private readonly plan: CompletionPlan,
  ) {
    this.byFeature = plan.tile.features.map((f) => plan.completions.findIndex((c) => c.features.includes(f.index)));
  }

  /** Push `m` once per choice (`house`: index of the bathhouse `buy` buys back from, -1 none). */
  add(out: Move[], m: Move, buy: BuyBackAction | undefined, house: number): void {
    const { game, plan } = this;
    const fi = m.figure && isLocation(m.figure.at) ? plan.tile.locFeature[plan.q]![locationCode(m.figure.at)]! : -1;
    const joined = fi >= 0 ? this.byFeature[fi]! : -1;
    const key = (joined + 1) * 64 + house + 1;
    let list = this.known.get(key);
    if (!list) this.known.set(key, (list = choices(game, plan, lodgingFor(game, plan, joined, buy))));
    for (const choice of list) out.push(withActions(m, choice));
  }
}

/** Figure options with one entry per location (two tile features named by the same location are one move). */
function distinctFigures(options: { at: Location; kind: string }[]): { at: Location; kind: string }[] {
  return options.filter((f, i) => options.findIndex((o) => o.at === f.at) === i);
}

/** What the `moves` hook needs for every placement of one turn ({@link RuleModule.prepareMoves}). */
interface Prepared {
  tile: CompiledTile;
  houses: readonly Bathhouse[];
  /** Houses holding a follower of the player to move. */
  mine: number;
  /** Free houses + houses on the new tile + 1 when the player can buy one back. */
  free: number;
  /** Occupied houses not yet surrounded (the new tile may free them). */
  held: Bathhouse[];
}

/** The turn's {@link Prepared}, or null when there is nothing to buy back or choose (no bathhouse anywhere yet). */
function prepare(game: Game): Prepared | null {
  const tile = game.current ? getTile(game.current) : undefined;
  if (!tile) return null;
  const houses = bathhouses(game);
  const fresh = houseValues(tile).length;
  if (!houses.length && !fresh) return null;
  let mine = 0;
  let free = fresh;
  const held: Bathhouse[] = [];
  for (const h of houses) {
    if (h.occupant?.player === game.player) mine++;
    if (!h.occupant) free++;
    else if (!h.surrounded) held.push(h);
  }
  if (mine) free++;
  // Nothing to buy back and no bathhouse that could be free: no choices.
  if (!mine && !free && !held.length) return null;
  return { tile, houses, mine, free, held };
}

const NONE: readonly Completion[] = [];
/** Location name → code (one lookup for the names of legal moves). */
const LOCATION_CODE = new Map<string, number>(LOCATIONS.map((l, i) => [l, i]));

export const bathhousesModule: RuleModule = {
  parkedFigures(game) {
    return bathhouses(game).flatMap((h) =>
      h.occupant
        ? [{ player: h.occupant.player, kind: h.occupant.kind, x: h.x, y: h.y, place: 'bathhouse', module: ID }]
        : [],
    );
  },
  id: ID,
  requires: ['base'],
  tileSets: [BATH],
  tileFilters: [{ attr: 'bathhouse', on: 'feature' }],
  pile() {
    const out: string[] = [];
    for (const t of BATH.tiles) for (let i = 0; i < t.count; i++) out.push(t.id);
    return out;
  },
  adjustPile(game, pile) {
    const bath = game.shuffle(pile.filter((id) => id.startsWith('BATH.')));
    const keep = new Set(bath.slice(0, bathhouseTileCount(game.players.length)));
    const out: string[] = [];
    for (const id of pile) {
      if (!id.startsWith('BATH.') || keep.has(id)) out.push(id);
      keep.delete(id);
    }
    return out;
  },
  setup: (): BathState => ({ houses: [], scanned: 0 }),
  validateMove(game, move) {
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
    return checkChoice(game, move);
  },
  returnsBeforeFigure(game, move, kind) {
    // A bought-back follower, and an own follower freed because this tile
    // completes the ring of 8 around its bathhouse, can be placed this turn.
    let n = 0;
    const buy = findAction<BuyBackAction>(move, 'buyBack');
    for (const h of bathhouses(game)) {
      if (h.occupant?.player !== game.player || h.occupant.kind !== kind) continue;
      if (buy && buy.x === h.x && buy.y === h.y) n++;
      else if (
        !h.surrounded &&
        Math.abs(h.x - move.x) <= 1 &&
        Math.abs(h.y - move.y) <= 1 &&
        (h.x !== move.x || h.y !== move.y) &&
        game.board.neighbourCount(h.x, h.y) === 7
      )
        n++;
    }
    return n;
  },
  prepareMoves(game) {
    return prepare(game);
  },
  moves(game, base, prepared) {
    // Every buy-back (alone or with each figure placement, also those only the
    // returned follower makes possible), then every distinct choice of
    // bathhouses for lone followers of features this move completes.
    if (!base.length) return base;
    const prep = prepared === undefined ? prepare(game) : (prepared as Prepared | null);
    if (!prep) return base;
    const { tile, houses } = prep;
    const first = base[0]!;
    const q = first.rotation / 90; // a legal placement's rotation
    // Choices exist only when the placement completes something and more than one
    // outcome is possible (two free bathhouses, or two lone followers for one).
    // `free` is an upper bound: free houses, houses on the new tile, houses the
    // move may empty.
    const mine = prep.mine;
    // Without a buy-back, choices need a lone follower: one placed by a move of
    // `base`, or a feature at the cell with exactly one figure.
    if (!mine) {
      let figure = false;
      for (let i = 0; i < base.length && !figure; i++) figure = !!base[i]!.figure;
      if (!figure && !game.board.touchesFeatureWithOneFigure(first.x, first.y)) return base;
    }
    let free = prep.free;
    for (let i = 0; i < prep.held.length; i++) {
      const h = prep.held[i]!;
      if (Math.abs(h.x - first.x) <= 1 && Math.abs(h.y - first.y) <= 1) free++;
    }
    const completed = free > 0 ? game.board.completedBy(tile, first.x, first.y, q) : NONE;
    // A follower can be lone on a completed feature that has one, or none and a
    // part on the new tile where a move puts its figure (any part when a
    // bought-back follower may be placed).
    let lone = 0;
    let placeable = mine ? -1 : 0; // bit per tile feature, worked out when a completion has no figure
    let known = mine > 0;
    for (let i = 0; i < completed.length; i++) {
      const c = completed[i]!;
      if (c.figures === 1) lone++;
      else if (c.figures === 0 && c.features.length) {
        if (!known) {
          known = true;
          const lf = tile.locFeature[q]!;
          for (const m of base) if (m.figure) placeable |= 1 << lf[LOCATION_CODE.get(m.figure.at) ?? 12]!;
        }
        for (const f of c.features)
          if ((placeable >> f) & 1) {
            lone++;
            break;
          }
      }
    }
    const plan = lone && !(free === 1 && lone === 1) ? completionPlan(game, tile, first, completed) : undefined;
    if (!mine && !plan) return base;
    const out: Move[] = [];
    const choosing = plan ? new Chooser(game, plan) : undefined;
    for (const m of base)
      if (choosing) choosing.add(out, m, undefined, -1);
      else out.push(m);
    let extras: Map<string, { at: Location; kind: string }[]> | undefined; // figure options per bought-back kind
    for (let hi = 0; hi < houses.length; hi++) {
      const h = houses[hi]!;
      if (h.occupant?.player !== game.player) continue;
      const buy: BuyBackAction = { module: ID, type: 'buyBack', x: h.x, y: h.y };
      // `base` holds distinct moves and none buys back yet, so these are distinct.
      for (const m of base) {
        const b = withActions(m, [buy]);
        if (choosing) choosing.add(out, b, buy, hi);
        else out.push(b);
      }
      // Figures of the bought-back kind that the supply alone did not allow
      // (so no move of `base` places that kind; two tile features named by the
      // same location are one move). The bought-back follower makes the supply
      // count; the core's figure rules decide the rest.
      const kind = h.occupant.kind;
      if (game.available(game.player, kind) > 0) continue;
      const options =
        (extras ??= new Map()).get(kind) ??
        extras.set(kind, distinctFigures(game.figureOptions(first, [kind]))).get(kind)!;
      for (const f of options) {
        const b: Move = { x: first.x, y: first.y, rotation: first.rotation, figure: f, actions: [buy] };
        if (choosing) choosing.add(out, b, buy, hi);
        else out.push(b);
      }
    }
    return out;
  },
  canonicalMove(game, move) {
    if (!move.actions?.some((a) => a.module === ID && (a.type === 'bathhouse' || a.type === 'order'))) return move;
    const tile = game.current ? getTile(game.current) : undefined;
    const rest = move.actions.filter((a) => !(a.module === ID && (a.type === 'bathhouse' || a.type === 'order')));
    const bare: Move = { ...move, actions: rest };
    if (!rest.length) delete bare.actions;
    const plan = tile && !game.board.at(move.x, move.y) ? completionPlan(game, tile, move) : undefined;
    if (!plan) return bare;
    const lodged = outcome(
      game,
      plan,
      lodgingOf(game, plan, move),
      findAction<OrderAction>(move, 'order'),
      findAction<ChoiceAction>(move, 'bathhouse'),
    );
    return withActions(bare, actionsFor(game, plan, lodgingOf(game, plan, bare), lodged));
  },
  afterTilePlaced(game, turn) {
    const houses = bathhouses(game);
    const p = turn.placed;
    for (const h of houses) {
      if (h.surrounded || Math.abs(h.x - p.x) > 1 || Math.abs(h.y - p.y) > 1) continue;
      if (game.board.neighbourCount(h.x, h.y) === 8) {
        h.surrounded = true;
        if (h.occupant) release(game, h, turn, 'surrounded');
      }
    }
    const buy = findAction<BuyBackAction>(turn.move, 'buyBack');
    if (buy) {
      const h = bathhouseAt(game, buy.x, buy.y);
      if (h?.occupant && h.occupant.player === turn.player) release(game, h, turn, 'buyBack');
    }
    const choice = findAction<ChoiceAction>(turn.move, 'bathhouse');
    if (choice) pendingChoices.set(turn, [...choice.at]);
  },
  orderCompletions(game, turn, groups) {
    const order = findAction<OrderAction>(turn.move, 'order');
    if (!order) return groups;
    const first: typeof groups = [];
    for (const f of order.features) {
      const t = game.board.at(f.on[0], f.on[1]);
      const code = t && isLocation(f.at) ? locationCode(f.at) : -1;
      const node = t && code >= 0 ? game.board.nodeAt(t, code) : -1;
      if (node < 0) continue;
      const g = game.board.group(node);
      if (groups.includes(g) && !first.includes(g)) first.push(g);
    }
    return [...first, ...groups.filter((g) => !first.includes(g))];
  },
  score(input, f) {
    if (input.phase !== 'turn' || !input.completed) return;
    if (input.kind !== 'road' && input.kind !== 'city') return;
    let bonus = 0;
    for (const p of input.parts) {
      const v = p.attrs?.bathhouse;
      if (typeof v === 'number') bonus += v;
    }
    if (bonus) {
      f.bonus += bonus;
      f.modifiers.push({ id: 'bathhouse', module: ID, value: bonus });
    }
  },
  afterFeatureScored(game, turn, scored) {
    if (scored.figures.length !== 1) return;
    const free = bathhouses(game).filter((h) => !h.occupant);
    if (!free.length) return;
    const fig = scored.figures[0]!;
    let target: Bathhouse | undefined;
    const wish = pendingChoices.get(turn);
    while (wish?.length && !target) {
      const [x, y] = wish.shift()!;
      target = free.find((h) => h.x === x && h.y === y);
    }
    target ??= [...free].sort((a, b) => b.value - a.value || a.y - b.y || a.x - b.x)[0]!;
    scored.keep(fig);
    target.occupant = { player: fig.player, kind: fig.kind };
    game.addEvent(
      {
        type: 'bathhouse',
        phase: 'turn',
        module: ID,
        key: `${ID}:event.enter`,
        modifiers: [],
        receivers: [],
        points: 0,
        data: {
          enter: true,
          at: [target.x, target.y],
          player: game.players[fig.player]!,
          kind: fig.kind,
          value: target.value,
        },
      },
      turn.events,
    );
  },
  state: {
    // Which bathhouses hold whose follower; the houses themselves and whether
    // they are surrounded follow from the board.
    fields: [
      {
        id: 'occupants',
        type: 'figures',
        place: 'bathhouse',
        places: (game) =>
          bathhouses(game)
            .map((h) => ({ at: [h.x, h.y] as const, data: { value: h.value } }))
            .sort((a, b) => a.at[1] - b.at[1] || a.at[0] - b.at[0]),
      },
    ],
    get(game) {
      // north to south, west to east: the same values whatever order the tiles were laid in
      const occupants: StateFigure[] = bathhouses(game)
        .flatMap((h) =>
          h.occupant
            ? [{ at: [h.x, h.y] as [number, number], player: game.players[h.occupant.player]!, kind: h.occupant.kind }]
            : [],
        )
        .sort((a, b) => a.at[1] - b.at[1] || a.at[0] - b.at[0]);
      const out: StateValues = {};
      if (occupants.length) out.occupants = occupants;
      return out;
    },
    set(game, values) {
      for (const f of (values.occupants ?? []) as StateFigure[]) {
        const h = bathhouseAt(game, f.at[0], f.at[1])!;
        const player = game.playerIndex(f.player);
        h.occupant = { player, kind: f.kind };
        game.takeFigure(player, f.kind);
      }
    },
    scenario: {
      // `bathhouses: [{ at: [x, y], player, kind }]` (./schema.ts), the followers already inside
      write(values) {
        const list = (values.occupants ?? []) as StateFigure[];
        return list.length
          ? { bathhouses: list.map((f) => ({ at: [f.at[0], f.at[1]], player: f.player, kind: f.kind })) }
          : {};
      },
      read(scenario) {
        const list = (scenario.bathhouses ?? []) as { at: [number, number]; player: string; kind?: string }[];
        const values: StateValues = {};
        if (list.length) values.occupants = list.map((b) => ({ at: b.at, player: b.player, kind: b.kind ?? 'normal' }));
        return {
          values,
          path: (p) => p.replace(/^occupants/, 'bathhouses'),
        };
      },
    },
    notation: {
      // `TILE-PLAYER[-KIND]` per occupied bathhouse (tile index, player index, kind unless normal), by tile
      write(values, ctx) {
        const out = ((values.occupants ?? []) as StateFigure[])
          .map((f) => ({ tile: ctx.tileRef(f.at)!, f }))
          .sort((a, b) => a.tile - b.tile)
          .map(({ tile, f }) => `${tile}-${ctx.players.indexOf(f.player)}${f.kind === 'normal' ? '' : `-${f.kind}`}`);
        return out.length ? out.join('.') : undefined;
      },
      read(text, ctx) {
        const occupants: StateFigure[] = [];
        const entries = text.split('.');
        for (let j = 0; j < entries.length; j++) {
          const m = /^(\d{1,4})-(\d{1,2})(?:-([A-Za-z0-9][A-Za-z0-9-]*))?$/.exec(entries[j]!);
          if (!m) return engineError('notation.invalid', `[${j}]`);
          const at = ctx.tileAt(Number(m[1]));
          const player = ctx.players[Number(m[2])];
          if (!at) return engineError('state.invalid', `[${j}].tile`, { reason: 'tile', tile: Number(m[1]) });
          if (player === undefined) return engineError('player.unknown', `[${j}].player`, { player: Number(m[2]) });
          occupants.push({ at, player, kind: m[3] ?? 'normal' });
        }
        return {
          values: { occupants },
          path(p) {
            const m = /^occupants\[(\d+)\](?:\.(\w+))?$/.exec(p);
            if (!m) return '';
            return `[${m[1]}]${m[2] ? `.${m[2] === 'at' ? 'tile' : m[2]}` : ''}`;
          },
        };
      },
    },
  },
  scenario: {
    actions(play) {
      const out: ModuleAction[] = [];
      const buy = play.buyBack as [number, number] | undefined;
      if (buy) out.push({ module: ID, type: 'buyBack', x: buy[0], y: buy[1] });
      const ch = play.bathhouse as [number, number][] | undefined;
      if (ch?.length) out.push({ module: ID, type: 'bathhouse', at: ch });
      const order = play.scoreOrder as OrderAction['features'] | undefined;
      if (order?.length) out.push({ module: ID, type: 'order', features: order });
      return out.length ? out : undefined;
    },
    actionField(action, sub) {
      // `actions[i].at[1]` of a choice is `bathhouse[1]`; `actions[i].features[0]` is `scoreOrder[0]`.
      if (action.type === 'buyBack') return 'buyBack';
      if (action.type === 'bathhouse') return `bathhouse${sub.replace(/^\.at/, '')}`;
      if (action.type === 'order') return `scoreOrder${sub.replace(/^\.features/, '')}`;
      return '';
    },
  },
};
