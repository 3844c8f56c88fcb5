/**
 * A game: players, seeded RNG, draw pile, turns, legal moves, scoring and final
 * scoring. Base rules (2nd/3rd edition): a turn is (1) place the drawn tile so
 * that every edge matches and it touches a tile, (2) optionally place one
 * follower from the supply on a feature of that tile that nobody occupies,
 * (3) score features the tile completed. A drawn tile that fits nowhere is set
 * aside and another is drawn. When the last tile is placed, final scoring runs.
 *
 * Mutable for speed: `apply` changes the game in place; `copy` returns an
 * independent copy of the state (to try a move, or to keep a position);
 * `undo` returns a new game rebuilt from the options by replaying the history.
 */
import { Board } from './board.js';
import { engineError, type EngineError } from './errors.js';
import { locationCode, quarterTurns } from './locations.js';
import {
  PLAY_HOOKS,
  type FigureKindDef,
  type GameView,
  type PlayHook,
  type RuleModule,
  type ParkedFigure,
  type StatusFact,
} from './module.js';
import { randomStep } from './random.js';
import { gameModules } from './registry.js';
import type {
  FeatureGroup,
  Figure,
  GameOptions,
  Move,
  Placement,
  PlacedTile,
  ScoreEvent,
  TurnInfo,
  TurnResult,
} from './types.js';
import { getTile, type CompiledTile } from './tileset.js';
import { inBoardOrder, scoreCompletions, scoreFeature } from './feature-score.js';
import {
  allMoves,
  canPlaceAnywhere,
  coreMoves,
  figureChoice,
  kindsChoice,
  movesAt,
  placementRuleError,
  placementsOf,
} from './legal-moves.js';
import { canonicalMoveOf, checkFigurePlacement, checkMove } from './move-check.js';
import { seatsOf } from './seats.js';
import type { Location } from './tile-types.js';

export { COLOURS, seatLimits } from './seats.js';
export { isEngineError } from './errors.js';

/**
 * One game: its players, modules and their state, board, supplies, scores,
 * draw pile and history. `create` sets it up; `legalMoves` (and its layers),
 * `check` and `apply` play a turn; `finish` runs final scoring.
 */
export class Game implements GameView {
  readonly options: GameOptions;
  readonly modules: RuleModule[];
  readonly figureKinds = new Map<string, FigureKindDef>();
  readonly board: Board;
  readonly players: string[];
  /** Totals in points, by player index. */
  readonly scores: number[];
  /**
   * Figures in each player's supply, by kind (read-only: only
   * {@link takeFigure} and {@link returnFigure} change it).
   */
  readonly supply: readonly ReadonlyMap<string, number>[];
  /** The same maps as {@link supply}, writable here only. */
  private readonly stock: Map<string, number>[];
  /** Draw pile; the next tile is the last element. */
  pile: string[] = [];
  /** Tile id to place now, or null (game over or not dealt). */
  current: string | null = null;
  /** Tiles drawn that fitted nowhere. */
  readonly setAside: string[] = [];
  /** Index of the player to move. */
  player = 0;
  /** Number of turns played. */
  turn = 0;
  /** RNG state (seeded; part of the game state). */
  rngState: number;
  /** Every event so far. */
  readonly events: ScoreEvent[] = [];
  ended = false;
  /** Moves applied, for undo and replays. */
  readonly history: Move[] = [];
  /** Per-module state created by {@link RuleModule.setup}. */
  readonly moduleState: Record<string, unknown> = {};
  /**
   * Bonus turns of the player to move (see {@link GameView.grants}): module ids, in the order the turns are played;
   * changed only by {@link grantTurn} and by the turn ({@link apply}).
   */
  readonly grants: string[] = [];
  /** During {@link apply}: the module that granted the turn being played (null: a regular turn); else undefined. */
  private playing: string | null | undefined = undefined;
  /** Draw a new tile after each turn and end the game on an empty pile. */
  autoDraw: boolean;
  /**
   * The modules that define each hook called during play, in module order,
   * found once per game (looking a hook up on every module object for every
   * placement costs more than the hooks that exist). Read by the turn, move
   * generation (`legal-moves.ts`), move checks (`move-check.ts`) and scoring
   * (`feature-score.ts`).
   */
  readonly hooks: { readonly [K in PlayHook]: readonly RuleModule[] };

  /**
   * Create a game. `base` runs first whatever its place in `modules`, and a
   * module listed twice counts once. Errors: `module.unknown` (as
   * {@link gameModules} gives it), `player.unknown` (a colour not allowed → param `reason:
   * 'colour'`, or repeated → `reason: 'repeated'`; wrong number of players →
   * path `players` with `count`, `min`, `max`).
   */
  static create(options: GameOptions): Game | EngineError {
    const modules = gameModules(options.modules ?? []);
    if (!Array.isArray(modules)) return modules;
    const limits = seatsOf(modules, options.deal !== false);
    const minPlayers = options.deal === false ? 1 : 2;
    if (options.players.length < minPlayers || options.players.length > limits.max) {
      return engineError('player.unknown', 'players', {
        count: options.players.length,
        min: minPlayers,
        max: limits.max,
      });
    }
    const colours = new Set(limits.colours);
    for (let i = 0; i < options.players.length; i++) {
      const c = options.players[i]!;
      if (!colours.has(c)) return engineError('player.unknown', `players[${i}]`, { colour: c, reason: 'colour' });
      if (options.players.indexOf(c) !== i)
        return engineError('player.unknown', `players[${i}]`, { colour: c, reason: 'repeated' });
    }
    return new Game(options, modules);
  }

  /** A new game of `options` (set up and dealt), or with `from` a copy of that game ({@link copy}). */
  private constructor(options: GameOptions, modules: RuleModule[], from?: Game) {
    this.options = options;
    this.modules = modules;
    this.players = [...options.players];
    const hooks = {} as Record<PlayHook, RuleModule[]>;
    for (const h of PLAY_HOOKS) hooks[h] = modules.filter((m) => m[h]);
    this.hooks = hooks;
    for (const m of modules) for (const k of m.figures ?? []) this.figureKinds.set(k.id, k);
    if (from) {
      this.board = from.board.copy();
      this.scores = [...from.scores];
      this.stock = from.stock.map((s) => new Map(s));
      this.supply = this.stock;
      this.rngState = from.rngState;
      this.autoDraw = from.autoDraw;
      this.pile = [...from.pile];
      this.current = from.current;
      this.setAside.push(...from.setAside);
      this.player = from.player;
      this.turn = from.turn;
      this.ended = from.ended;
      // score events and moves are records, never changed once made: the copy shares them
      this.events.push(...from.events);
      this.history.push(...from.history);
      this.grants.push(...from.grants);
      for (const [id, state] of Object.entries(from.moduleState)) {
        const m = modules.find((x) => x.id === id);
        this.moduleState[id] = m?.copyState ? m.copyState(state) : copyData(state);
      }
      return;
    }
    this.board = new Board();
    this.board.companionKinds = new Set([...this.figureKinds.values()].filter((k) => k.companion).map((k) => k.id));
    this.scores = this.players.map(() => 0);
    this.rngState = (options.seed ?? 1) | 0;
    this.autoDraw = options.deal !== false;
    this.stock = this.players.map(() => new Map([...this.figureKinds.values()].map((k) => [k.id, k.perPlayer])));
    this.supply = this.stock;
    for (const m of modules) if (m.setup) this.moduleState[m.id] = m.setup(this);
    if (options.deal === false) return;
    let pile: string[] = [];
    for (const m of modules) if (m.pile) pile.push(...m.pile(this));
    for (const m of modules) if (m.adjustPile) pile = m.adjustPile(this, pile);
    let start: string | undefined;
    for (const m of modules) {
      if (!m.startTile) continue;
      // one copy of every start tile named leaves the pile (a replaced one is not used)
      start = m.startTile;
      const i = pile.indexOf(start);
      if (i >= 0) pile.splice(i, 1);
    }
    if (start) this.board.place(getTile(start)!, 0, 0, 0);
    this.pile = pile.filter((id) => getTile(id));
    this.shuffle(this.pile);
    for (const m of modules) if (m.arrangePile) this.pile = m.arrangePile(this, this.pile);
    this.draw();
  }

  /** Next random number in [0, 1) from the game's RNG. */
  random(): number {
    const [r, s] = randomStep(this.rngState);
    this.rngState = s;
    return r;
  }

  /** Fisher–Yates shuffle in place with the game's RNG. */
  shuffle<T>(a: T[]): T[] {
    for (let i = a.length - 1; i > 0; i--) {
      const j = Math.floor(this.random() * (i + 1));
      const t = a[i]!;
      a[i] = a[j]!;
      a[j] = t;
    }
    return a;
  }

  /** Colour → player index, or -1. */
  playerIndex(colour: string): number {
    return this.players.indexOf(colour);
  }

  /** Draw the next tile that fits somewhere; set aside those that do not. Ends the game on an empty pile. */
  private draw(): void {
    this.current = null;
    while (this.pile.length) {
      const id = this.pile.pop()!;
      const t = getTile(id)!;
      if (this.board.tiles.length === 0 || canPlaceAnywhere(this, t)) {
        this.current = id;
        return;
      }
      this.setAside.push(id);
    }
    this.finish();
  }

  /** Set the tile to place now (scenarios, sandboxes). */
  setCurrent(id: string | null): void {
    this.current = id;
  }

  /** Figures of `player` left in the supply, by kind. */
  available(player: number, kind: string): number {
    return this.supply[player]?.get(kind) ?? 0;
  }

  /**
   * Check a move for the current tile without changing anything.
   * @returns undefined when legal, else an error with the move field path
   *   (`rotation`, `at`, `figure.at`, `figure.kind`, `actions[i]`).
   */
  check(move: Move): EngineError | undefined {
    return checkMove(this, move);
  }

  /**
   * Whether figure kind `kind` of player `player` (index in turn order) may
   * stand on the feature at location `at` (DESIGN 1.3 word, board orientation)
   * of `placed`, a tile on the board or about to be placed (then `index` and
   * `nodeBase` may be -1), whoever else stands there: the location names a
   * feature of the tile, the kind is one of this game's figure kinds, it
   * stands on that feature kind (RuleModule `figures[].stands`; e.g. no
   * farmers in the demo game), the player has one in the supply (`spare`:
   * figures the same turn returns before the figure step, e.g. a bathhouse
   * buy-back), and no module vetoes it ({@link RuleModule.canPlaceFigure}:
   * nothing on an inn, no farmer in the demo). Base rules, zakladni-hra#prubeh-tahu
   * step 2 ("ze své zásoby … na jedno z jejích území").
   *
   * Occupancy is the caller's rule: a turn's figure needs the joined feature
   * empty, a scenario position allows what a legal game can show, a symbol
   * target has its own rule (anniversary-20).
   *
   * @returns undefined when allowed, else an error whose path is the figure's
   *   own field, `at` or `kind` (callers prefix it): `location.missing` (at),
   *   `figure.kind` (kind), `figure.forbidden` (kind: the kind never stands on
   *   that feature kind; at: a module forbids it there), `figure.supply` (kind).
   */
  checkFigurePlacement(
    player: number,
    kind: string,
    placed: PlacedTile,
    at: string,
    spare = 0,
  ): EngineError | undefined {
    return checkFigurePlacement(this, player, kind, placed, at, spare);
  }

  /**
   * Whether feature `fi` of `tile` placed at `[x,y]` turned `q` quarter turns
   * would belong to a feature that has a figure: one it meets across an edge,
   * or one joined to it through the tile's other features
   * ({@link Board.occupiedFeatures}). Such a feature takes no follower.
   */
  wouldBeOccupied(tile: CompiledTile, x: number, y: number, q: number, fi: number): boolean {
    return this.board.joinsFigures(tile, x, y, q, fi);
  }

  /**
   * Every legal placement of the current tile: cell and rotation (degrees
   * clockwise), symmetric rotations listed once, frontier cells in the order
   * they became frontier. Empty when the game is over or no tile is to be
   * placed. The first layer of {@link legalMoves}: what a reader can click.
   */
  placements(): Placement[] {
    const out: Placement[] = [];
    if (this.ended || !this.current) return out;
    return placementsOf(this, getTile(this.current)!, out);
  }

  /**
   * The figures the current player may put on the current tile placed at
   * `placement` (core rule: a feature of that tile that nobody occupies, a
   * figure kind that may stand on it and is in the supply, and no module
   * forbids it): each feature named by its first location (board
   * orientation), kinds in the order the modules define them. `kinds` names
   * figure kinds to offer whatever the supply holds (a module that gives a
   * follower back before the figure step, e.g. a bathhouse buy-back); default:
   * the kinds in the current player's supply. Module variants (a buy-back,
   * anniversary symbols placing a figure elsewhere) are not here: see
   * {@link legalMovesAt}. Empty when the placement is not legal.
   */
  figureOptions(placement: Placement, kinds?: readonly string[]): { at: Location; kind: string }[] {
    const tile = this.current && !this.ended ? getTile(this.current) : undefined;
    const q = quarterTurns(placement.rotation);
    if (!tile || q < 0 || !this.fitsWithRules(tile, placement, q)) return [];
    const choice = kinds ? kindsChoice(this, kinds) : figureChoice(this);
    return coreMoves(this, tile, placement.x, placement.y, q, choice, [])
      .slice(1)
      .map((m) => m.figure!);
  }

  /**
   * Every legal move at one placement of the current tile: without a figure,
   * with each of {@link figureOptions}, and every module variant (symbol
   * actions, buy-backs, bathhouse choices …). Empty when the placement is not
   * legal. {@link legalMoves} is this for each of {@link placements}.
   */
  legalMovesAt(placement: Placement): Move[] {
    const tile = this.current && !this.ended ? getTile(this.current) : undefined;
    const q = quarterTurns(placement.rotation);
    if (!tile || q < 0 || !this.fitsWithRules(tile, placement, q)) return [];
    return movesAt(this, tile, placement.x, placement.y, q, figureChoice(this, true));
  }

  /** Whether `tile` fits at `placement` turned `q` quarter turns: edges, then the modules' placement rules. */
  private fitsWithRules(tile: CompiledTile, placement: Placement, q: number): boolean {
    const { x, y } = placement;
    return this.board.fits(tile, x, y, q) && !placementRuleError(this, tile, x, y, q);
  }

  /**
   * Every legal move for the current tile: each distinct placement
   * ({@link placements}), without a figure and with each allowed figure on
   * each feature (named by its first location, {@link figureOptions}), plus
   * module variants ({@link legalMovesAt}). Each turn that can be played is
   * listed once. Empty when the game is over.
   */
  legalMoves(): Move[] {
    const out: Move[] = [];
    if (this.ended || !this.current) return out;
    return allMoves(this, getTile(this.current)!, out);
  }

  /**
   * Play a move for the current player and tile: place, figure, module hooks,
   * scoring of completed features, next player, next draw (and final scoring
   * when the pile is empty). Nothing changes when an error is returned.
   */
  apply(move: Move): TurnResult | EngineError {
    const err = this.check(move);
    if (err) return err;
    const tile = getTile(this.current!)!;
    const q = quarterTurns(move.rotation);
    const completed = this.board.completedBy(tile, move.x, move.y, q);
    const placed = this.board.place(tile, move.x, move.y, q);
    const turn: TurnInfo = { player: this.player, move, tile, placed, events: [] };
    this.playing = this.grants[0] ?? null;
    try {
      for (const m of this.hooks.afterTilePlaced) m.afterTilePlaced!(this, turn);
      if (move.figure)
        turn.figure = this.putFigure(this.player, move.figure.kind, placed, locationCode(move.figure.at));
      for (const m of this.hooks.afterFigure) m.afterFigure!(this, turn);
      scoreCompletions(this, turn, completed);
      for (const m of this.hooks.endTurn) m.endTurn!(this, turn);
      // the bonus turn just played is used up; a granted one follows for the same player
      if (this.playing !== null) this.grants.shift();
    } finally {
      this.playing = undefined;
    }
    this.history.push(move);
    this.turn++;
    this.player = this.grants.length ? this.player : (turn.nextPlayer ?? (this.player + 1) % this.players.length);
    if (this.autoDraw) this.draw();
    else this.current = null;
    return { events: turn.events };
  }

  /** The module that granted the turn being played, or (between turns) the coming turn; null for a regular turn. */
  get turnGrant(): string | null {
    return this.playing !== undefined ? this.playing : (this.grants[0] ?? null);
  }

  /**
   * Give the player to move one more turn ({@link GameView.grantTurn}): during a turn, after this one; between turns
   * (a position read from the notation), a coming turn. `first`: before the turns other modules granted.
   * @param module the id of the granting module (what {@link turnGrant} says while the turn is played)
   */
  grantTurn(module: string, first = false): void {
    const at = first ? (this.playing ? 1 : 0) : this.grants.length;
    this.grants.splice(at, 0, module);
  }

  /**
   * Put a figure from `player`'s supply on the feature at location code `loc`
   * of a placed tile ({@link takeFigure}, then onto the board). No rule checks
   * (callers check with {@link checkFigurePlacement} and their occupancy
   * rule); used by moves, scenarios, notation and modules.
   */
  putFigure(player: number, kind: string, placed: PlacedTile, loc: number): Figure {
    const node = this.board.nodeAt(placed, loc);
    const fig: Figure = { player, kind, tile: placed.index, loc, node };
    this.board.group(node).figures.push(fig);
    this.takeFigure(player, kind);
    return fig;
  }

  /**
   * Take one figure of `kind` out of `player`'s supply: onto the board
   * ({@link putFigure}) or into a module's keeping (a follower sitting in a
   * bathhouse). With {@link returnFigure}, the only change of the supply. No
   * check: callers look at {@link available} first (a count below zero means
   * a caller skipped it).
   */
  takeFigure(player: number, kind: string): void {
    this.stock[player]!.set(kind, this.available(player, kind) - 1);
  }

  /**
   * Return a figure to its owner's supply: one already off the board's lists
   * (after scoring) or released by a module (a follower leaving a bathhouse).
   * `f.player` is the index in turn order.
   */
  returnFigure(f: { readonly player: number; readonly kind: string }): void {
    this.stock[f.player]!.set(f.kind, this.available(f.player, f.kind) + 1);
  }

  /** Add points to a player and record the event. */
  addEvent(e: ScoreEvent, into?: ScoreEvent[]): void {
    for (const c of e.receivers) {
      const i = this.playerIndex(c);
      if (i >= 0) this.scores[i]! += e.points;
    }
    this.events.push(e);
    into?.push(e);
  }

  /**
   * Whether a feature is complete: a city or road with no open end, a
   * monastery with 8 neighbours. Fields are never complete. Same as
   * {@link Board.isClosed}, which it asks.
   */
  isComplete(g: FeatureGroup): boolean {
    return this.board.isClosed(g);
  }

  /**
   * Build the score event of a feature group (does not add points): base value
   * from the modules' `score` hooks, majority by figure strength; every tied
   * player receives the full points. The event carries the formula values and
   * the feature's tile parts, so that displays need neither divide the points
   * nor walk the board's features.
   */
  scoreGroup(g: FeatureGroup, phase: 'turn' | 'final'): ScoreEvent {
    return scoreFeature(this, g, phase);
  }

  /**
   * Final scoring (once): every incomplete city, road and monastery with
   * figures, then every field with farmers, each kind in board order
   * ({@link inBoardOrder}: the same events in the same order however the
   * tiles were laid), then the modules' `endGame` hooks. Figures stay on
   * the board. Returns the events it added.
   */
  finish(): ScoreEvent[] {
    if (this.ended) return [];
    this.ended = true;
    this.current = null;
    const start = this.events.length;
    // Only what final scoring scores is put in board order: features with figures not yet completed.
    const groups = inBoardOrder(
      this,
      this.board.allGroups().filter((g) => !g.completed && g.figures.length),
    );
    for (const kind of ['city', 'road', 'monastery', 'field'] as const) {
      for (const g of groups) {
        if (g.kind !== kind) continue;
        const e = this.scoreGroup(g, 'final');
        if (e.receivers.length) this.addEvent(e);
      }
    }
    for (const m of this.modules) m.endGame?.(this);
    return this.events.slice(start);
  }

  /**
   * An independent copy of the game as it is now: board (tiles, features, figures),
   * supplies, scores, draw pile, tiles set aside, the RNG state, the player to move and the
   * tile in hand, module state ({@link RuleModule.copyState}, else a copy of its plain data)
   * and the history. Nothing is replayed; playing on the copy leaves this game unchanged and
   * the other way round, and the copy plays on exactly as this game would (same draws).
   * Works for games built by hand too (scenarios, notation: `deal: false`).
   */
  copy(): Game {
    return new Game(this.options, this.modules, this);
  }

  /** A new game equal to this one before its last move (replays the history). */
  undo(): Game | EngineError {
    if (!this.history.length || this.options.deal === false) return engineError('game.over', 'history');
    const g = Game.create(this.options);
    if (!(g instanceof Game)) return g;
    for (const mv of this.history.slice(0, -1)) g.apply(mv);
    return g;
  }

  /** Figures that modules hold on tiles but off every feature (e.g. in bathhouses). */
  parkedFigures(): ParkedFigure[] {
    return this.modules.flatMap((m) => m.parkedFigures?.(this) ?? []);
  }

  /**
   * What the modules want shown beside the board ({@link RuleModule.status}),
   * in module order, e.g. `[{ key: 'king-robber-baron:status.king', data:
   * { award: 'king', player: 'red', size: 5 } }]` (keys are i18next keys).
   */
  status(): StatusFact[] {
    return this.modules.flatMap((m) => m.status?.(this) ?? []);
  }

  /**
   * `move` (legal for the current tile) with every default choice of the
   * modules written out as actions (each module's
   * {@link RuleModule.spelledMove} in module order), for wording a move so that
   * nothing it does goes unsaid. The move is not checked; an illegal move may
   * come back unchanged.
   */
  spelledMove(move: Move): Move {
    let m = move;
    for (const mod of this.modules) if (mod.spelledMove) m = mod.spelledMove(this, m);
    return m;
  }

  /**
   * The canonical form of `move` for tile `tile` (default: the current tile)
   * in this position: the figure named by the first location of its feature
   * (as listed), then every module's {@link RuleModule.canonicalMove} in
   * module order, so that a move spelling out a default choice equals the
   * move {@link legalMoves} lists for the same turn. The move is not checked;
   * an illegal move may come back unchanged.
   */
  canonicalMove(move: Move, tile: string | null = this.current): Move {
    return canonicalMoveOf(this, move, tile);
  }

  /** Total figures of each player: supply + on the board (+ `held` counted by modules). */
  figuresOnBoard(): Figure[] {
    const out: Figure[] = [];
    for (const g of this.board.allGroups()) for (const f of g.figures) out.push(f);
    return out;
  }
}

/**
 * A deep copy of plain data (numbers, strings, booleans, null, arrays and plain objects),
 * what module state is made of unless its module says otherwise.
 */
function copyData<T>(x: T): T {
  if (Array.isArray(x)) return x.map(copyData) as T;
  if (x && typeof x === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(x)) out[k] = copyData(v);
    return out as T;
  }
  return x;
}
