/**
 * The legal moves `bathhouses` adds ({@link RuleModule.moves}): for one
 * placement, every buy-back ("Vykoupení družiníka") alone and with each
 * figure placement (also those only the bought-back follower allows), then
 * every distinct placement of lone followers into free bathhouses ("Návštěva
 * lázeňského domu po vyhodnocení"), each turn listed once; and the canonical
 * form of a move ({@link RuleModule.canonicalMove}: a choice that names the
 * default is dropped).
 */
import type { Completion } from '../../board.js';
import type { GameView } from '../../module.js';
import { coreMoves, kindsChoice, type FigureChoice } from '../../legal-moves.js';
import { LOCATIONS, isLocation, locationCode } from '../../locations.js';
import { getTile, type CompiledTile } from '../../tileset.js';
import type { ModuleAction, Move } from '../../types.js';
import { findAction, withActions, type BuyBackAction, type ChoiceAction, type OrderAction } from './actions.js';
import { bathhouses, houseValues, ID, surroundedBy, type Bathhouse } from './houses.js';
import {
  actionsFor,
  bestHouse,
  completionAt,
  completionPlan,
  freeHouses,
  lodgingFor,
  lodgingOf,
  outcome,
  type CompletionPlan,
  type House,
  type Lodging,
} from './lodging.js';

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
function choices(game: GameView, plan: CompletionPlan, lodging: Lodging): ModuleAction[][] {
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
 * Adds the bathhouse choices to the moves of one placement that completes
 * something. The choices depend on a move only through the completion its
 * figure joins and the bathhouse it buys back from, so they are worked out
 * once for each such pair.
 */
class Chooser {
  private readonly known = new Map<number, ModuleAction[][]>();
  /** Free houses per bought-back house index (-1: no buy-back). */
  private readonly free = new Map<number, House[]>();
  /** The choices when one follower is lone, per bought-back house index: they depend only on the free houses. */
  private readonly single = new Map<number, ModuleAction[][]>();
  /** Completion index per feature of the new tile, or -1. */
  private readonly byFeature: number[];

  constructor(
    private readonly game: GameView,
    private readonly plan: CompletionPlan,
  ) {
    this.byFeature = plan.tile.features.map((f) => plan.completions.findIndex((c) => c.features.includes(f.index)));
  }

  /** Push `m` once per choice (`house`: index of the bathhouse `buy` buys back from, -1 none). */
  add(out: Move[], m: Move, buy: BuyBackAction | undefined, house: number): void {
    const { game, plan } = this;
    // a companion (a builder, a pig) is no follower: it never makes a follower lone or not
    const fi =
      m.figure && isLocation(m.figure.at) && !game.board.companionKinds.has(m.figure.kind)
        ? plan.tile.locFeature[plan.q]![locationCode(m.figure.at)]!
        : -1;
    const joined = fi >= 0 ? this.byFeature[fi]! : -1;
    const key = (joined + 1) * 64 + house + 1;
    let list = this.known.get(key);
    if (!list) {
      let free = this.free.get(house);
      if (!free) this.free.set(house, (free = freeHouses(game, plan, buy)));
      const lodging = lodgingFor(game, plan, joined, buy, free);
      if (lodging.lone.length !== 1) list = choices(game, plan, lodging);
      else if (!(list = this.single.get(house))) this.single.set(house, (list = choices(game, plan, lodging)));
      this.known.set(key, list);
    }
    for (const choice of list) out.push(withActions(m, choice));
  }
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
  /** The last cell asked and whether a tile there may complete a feature with exactly one figure ({@link Board.mayCompleteWithOneFigure}). */
  withOneX?: number;
  withOneY?: number;
  withOne?: boolean;
  /** Per index in {@link houses} of a house holding the mover's follower: its buy-back as a move's frozen action list, made when first asked. */
  buys?: ModuleAction[][];
  /** Whether the mover has some figure kind in the supply (else no move of the core places a figure). */
  stocked: boolean;
  /** Per bought-back kind not in the supply: the choice its figures come from ({@link kindsChoice}), made when first asked. */
  kinds?: Map<string, FigureChoice>;
}

/** The turn's {@link Prepared} ({@link RuleModule.prepareMoves}), or null when there is nothing to buy back or choose (no bathhouse anywhere yet). */
export function prepareMoves(game: GameView): Prepared | null {
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
  let stocked = false;
  for (const k of game.figureKinds.keys()) if (game.available(game.player, k) > 0) stocked = true;
  return { tile, houses, mine, free, held, stocked };
}

/**
 * The quarter turns at `[x, y]` where {@link bathhouseMoves} may change the
 * moves ({@link RuleModule.movesVary}): every one when the player has a
 * follower in a bathhouse to buy back; otherwise those that may complete a
 * city, road or monastery ({@link Board.completionTurns}), since the
 * bathhouse choices are for lone followers of completed features, and none
 * when the player has no figure to place and no feature a tile here could
 * complete holds exactly one ({@link Board.mayCompleteWithOneFigure}).
 */
export function movesVary(game: GameView, prepared: unknown, x: number, y: number): number {
  const prep = prepared as Prepared;
  if (prep.mine > 0) return 15;
  const turns = game.board.completionTurns(prep.tile, x, y);
  if (!turns || prep.stocked) return turns;
  // No figure in the supply: a lone follower can only be one already on a
  // feature this cell may complete ({@link bathhouseMoves} asks the same).
  return withOneFigure(game, prep, x, y) ? turns : 0;
}

/** {@link Board.mayCompleteWithOneFigure} of `[x, y]`, asked of the board once per cell (the rotations of one cell come together). */
function withOneFigure(game: GameView, prep: Prepared, x: number, y: number): boolean {
  if (prep.withOneX !== x || prep.withOneY !== y) {
    prep.withOneX = x;
    prep.withOneY = y;
    prep.withOne = game.board.mayCompleteWithOneFigure(x, y);
  }
  return prep.withOne!;
}

const NONE: readonly Completion[] = [];
/** Location name → code (one lookup for the names of legal moves). */
const LOCATION_CODE = new Map<string, number>(LOCATIONS.map((l, i) => [l, i]));

/**
 * The moves of one placement with the module's variants ({@link RuleModule.moves}):
 * `base` (the core's moves at one placement: without a figure, then each
 * figure) with the bathhouse choices of each, then every buy-back with them.
 * `prepared` is {@link prepareMoves}' result for this turn (worked out here
 * when undefined).
 */
export function bathhouseMoves(game: GameView, base: Move[], prepared?: unknown): Move[] {
  // Every buy-back (alone or with each figure placement, also those only the
  // returned follower makes possible), then every distinct choice of
  // bathhouses for lone followers of features this move completes.
  if (!base.length) return base;
  const prep = prepared === undefined ? prepareMoves(game) : (prepared as Prepared | null);
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
  // `base`, or one already on a feature a tile here may complete.
  if (!mine) {
    let figure = false;
    for (let i = 0; i < base.length && !figure; i++) figure = !!base[i]!.figure;
    if (!figure && !withOneFigure(game, prep, first.x, first.y)) return base;
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
        for (const m of base)
          if (m.figure && !game.board.companionKinds.has(m.figure.kind))
            placeable |= 1 << lf[LOCATION_CODE.get(m.figure.at) ?? 12]!;
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
  for (let hi = 0; hi < houses.length; hi++) {
    const h = houses[hi]!;
    // a bathhouse this tile surrounds sends its follower home free: buying it back would pay for nothing
    if (h.occupant?.player !== game.player || surroundedBy(game, h, first.x, first.y)) continue;
    // One action list per house for the generation, frozen, shared by its moves.
    const acts = ((prep.buys ??= [])[hi] ??= frozen({ module: ID, type: 'buyBack', x: h.x, y: h.y } as BuyBackAction));
    const buy = acts[0] as BuyBackAction;
    // `base` holds distinct moves and none buys back yet, so these are distinct.
    for (let i = 0; i < base.length; i++) {
      const m = base[i]!;
      let b: Move;
      if (m.actions) b = withActions(m, acts);
      else if (m.figure) b = { x: m.x, y: m.y, rotation: m.rotation, figure: m.figure, actions: acts };
      else b = { x: m.x, y: m.y, rotation: m.rotation, actions: acts };
      if (choosing) choosing.add(out, b, buy, hi);
      else out.push(b);
    }
    // Figures of the bought-back kind that the supply alone did not allow
    // (so no move of `base` places that kind; two tile features named by the
    // same location are one move). The bought-back follower makes the supply
    // count; the core's figure rules decide the rest.
    const kind = h.occupant.kind;
    if (game.available(game.player, kind) > 0) continue;
    const choice = (prep.kinds ??= new Map()).get(kind) ?? prep.kinds.set(kind, kindsChoice(game, [kind])).get(kind)!;
    const options = coreMoves(game, tile, first.x, first.y, q, choice, []);
    for (let i = 1; i < options.length; i++) {
      const f = options[i]!.figure!;
      if (!firstAt(options, i)) continue;
      const b: Move = { x: first.x, y: first.y, rotation: first.rotation, figure: f, actions: acts };
      if (choosing) choosing.add(out, b, buy, hi);
      else out.push(b);
    }
  }
  return out;
}

/** `[action]`, frozen: one list that many moves share. */
function frozen(action: ModuleAction): ModuleAction[] {
  const list = [action];
  Object.freeze(list);
  return list;
}

/** Whether `moves[i]` is the first of `moves` to place a figure at its location (two tile features named by the same location are one move). */
function firstAt(moves: readonly Move[], i: number): boolean {
  const at = moves[i]!.figure!.at;
  for (let j = 1; j < i; j++) if (moves[j]!.figure!.at === at) return false;
  return true;
}

/**
 * The canonical form of a move ({@link RuleModule.canonicalMove}): its
 * `bathhouse` and `order` actions replaced by the shortest ones that give
 * the same outcome (none when the default does), other actions kept.
 */
export function canonicalMove(game: GameView, move: Move): Move {
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
}

/**
 * A legal move with its default choices written out ({@link RuleModule.spelledMove}):
 * when lone followers of the features it completes enter bathhouses, a `bathhouse`
 * action naming every house they enter (in scoring order) and whose follower enters
 * each (`players`, for the wording), and with two or more of
 * them an `order` naming the features in the order they are scored. Other actions
 * are kept; a move that lodges nobody comes back as it is.
 */
export function spelledMove(game: GameView, move: Move): Move {
  const tile = game.current ? getTile(game.current) : undefined;
  const plan = tile && !game.board.at(move.x, move.y) ? completionPlan(game, tile, move) : undefined;
  if (!plan) return move;
  const order = findAction<OrderAction>(move, 'order');
  const lodging = lodgingOf(game, plan, move);
  const lodged = outcome(game, plan, lodging, order, findAction<ChoiceAction>(move, 'bathhouse'));
  // The scoring order of `outcome`: the features of `order` first, then the core's order.
  const seq: number[] = [];
  for (const f of order?.features ?? []) {
    const i = isLocation(f.at) ? completionAt(game, plan, f.on[0], f.on[1], locationCode(f.at)) : -1;
    if (i >= 0 && !seq.includes(i)) seq.push(i);
  }
  plan.completions.forEach((_, i) => seq.includes(i) || seq.push(i));
  const chosen = seq.filter((i) => lodged[i]);
  if (!chosen.length) return move;
  const rest = (move.actions ?? []).filter((a) => !(a.module === ID && (a.type === 'bathhouse' || a.type === 'order')));
  // whose lone follower each house takes: the one already on the feature, else the mover's new one
  const owner = (i: number): string => {
    const c = plan.completions[i]!;
    if (c.figures === 1)
      for (const r of c.roots) {
        const f = game.board.group(r).figures.find((x) => !game.board.companionKinds.has(x.kind));
        if (f) return game.players[f.player]!;
      }
    return game.players[game.player]!;
  };
  const add: ModuleAction[] = [
    {
      module: ID,
      type: 'bathhouse',
      at: chosen.map((i) => [lodged[i]!.x, lodged[i]!.y]),
      players: chosen.map(owner),
    } satisfies ChoiceAction,
  ];
  // Which lone follower scores first decides who gets a house: say the order whenever
  // two or more features have one (the lodged ones first).
  if (lodging.lone.length > 1) {
    const named = [...chosen, ...seq.filter((i) => !lodged[i] && lodging.lone.includes(i))];
    const features = named.map((i) => ({
      on: [plan.completions[i]!.x, plan.completions[i]!.y],
      at: plan.completions[i]!.at,
    }));
    add.push({ module: ID, type: 'order', features } as OrderAction);
  }
  const bare: Move = { ...move };
  delete bare.actions;
  return withActions(bare, [...rest, ...add]);
}
