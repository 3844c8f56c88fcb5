/**
 * Extension points for rule modules (DESIGN 2: "Modules plug into named points of the engine"). The core never names
 * a module; `base` is itself a module. Every hook is optional. Hooks run in the order of the game's module list
 * (`base` always first). See README.md in this folder for a walk-through.
 */
import type { EngineError, ErrorCode } from './errors.js';
import type { Board } from './board.js';
import type { CompiledTile } from './tileset.js';
import type {
  FeatureGroup,
  Figure,
  GameOptions,
  ModuleAction,
  Move,
  PlacedTile,
  ScoreEvent,
  TurnInfo,
} from './types.js';
import type { FeatureDef, FeatureKind, KnownTileDef, TileSetDef } from './tile-types.js';
import type {
  FigureKindDef,
  FigureQuery,
  ParkedFigure,
  ScoredFeature,
  ScoreFormula,
  StatusFact,
  TileFilterDef,
} from './module-parts.js';

// every plain part is part of a module's declaration: importers keep naming module.ts
export type * from './module-parts.js';

/**
 * A module's part of the position notation ({@link RuleModule.notation}; notation.ts). The core writes each module's
 * text after its id in the notation's modules section (`bathhouses.3-0`), so a module encodes only its own state and
 * the core names no module. Write nothing for the starting state: the notation of a position is canonical (one
 * position, one text).
 */
export interface NotationHook {
  /**
   * The module's state in `game` as text of the characters `A-Z a-z 0-9 . -`
   * (no `_`, `~` or `%`: those separate the notation's items and sections),
   * or undefined when the state is the one {@link RuleModule.setup} creates.
   * Must hold everything of the module that changes legal moves or scoring
   * from this position on (derived facts, such as which tiles carry a
   * bathhouse, need not be written).
   * @param tileRef the index in the notation's tile list of the tile with
   *   placement index `placement` (`game.board.tiles[placement]`); tiles are
   *   named by this index, never by their placement index.
   */
  write(game: GameView, tileRef: (placement: number) => number): string | undefined;
  /**
   * Restore the state written by {@link write} into `game`, a game rebuilt
   * from the notation: its board holds the tiles in the notation's order (so
   * a tile index is a placement index), the figures on features are placed
   * (the supply counts them), scores, player to move and the tile in hand are
   * set. Must reject anything a game could not hold (unknown player or figure
   * kind, a figure the supply does not have, an out-of-range number) with an
   * {@link EngineError} whose path starts with `path` (e.g.
   * `modules[2].state[0].player`), and must never throw, whatever `text` is.
   * Called only with non-empty text of the characters {@link write} may use.
   */
  read(game: GameView, text: string, path: string): EngineError | undefined;
}

/**
 * A place where a position can hold a figure off every feature ({@link FiguresStateField}): a tile on the board,
 * named by its coordinates, with the parameters its wording needs (a bathhouse's `value`).
 */
export interface StatePlace {
  /** Coordinates `[x, y]` of the tile that holds the place. */
  at: readonly [number, number];
  /** Parameters of the place's wording (`state.<field>.place`, `.here`), e.g. `{ value: 4 }`. */
  data?: Readonly<Record<string, string | number>>;
}

/** A figure held at a place: one item of a {@link FiguresStateField}'s value. */
export interface StateFigure {
  /** Coordinates of the tile that holds it (one of the field's {@link FiguresStateField.places}). */
  at: [number, number];
  /** Colour of its owner. */
  player: string;
  /** Figure kind id (`normal`, `large`). */
  kind: string;
}

/**
 * The value of a {@link CountsStateField}: colour → item → a whole number ≥ 0, e.g.
 * `{ red: { wine: 2 }, blue: { grain: 1, cloth: 3 } }`. A player or an item left out
 * holds 0; {@link compactState} (module-state.ts) leaves out zeros and players with
 * nothing, so one state has one value.
 */
export type StateCounts = Record<string, Record<string, number>>;

/**
 * One field's value: a colour ({@link PlayerStateField}), a whole number ({@link NumberStateField}), figures at
 * places ({@link FiguresStateField}) or counts per player and item ({@link CountsStateField}).
 */
export type StateValue = string | number | StateFigure[] | StateCounts;

/**
 * A module's position state as plain data (JSON): field id → value. A field left out is in its starting state:
 * nobody, worked out from the board (an optional number), no figure or nothing counted. Colours name players,
 * coordinates name tiles, so values mean the same in a scenario file, in the notation and on the analysis board.
 */
export type StateValues = Record<string, StateValue>;

/** What every state field declares. */
interface StateFieldBase {
  /**
   * The field's id, unique in its module (`king`, `occupants`): the key of its value in {@link StateValues} and of
   * its wording. Every field is worded by the module's locale key `state.<id>.label` (the editor's label); the kinds
   * below name their other keys.
   */
  id: string;
}

/** Editor: "choose a player or nobody". Value: a playing colour; left out: nobody. */
export interface PlayerStateField extends StateFieldBase {
  type: 'player';
}

/**
 * Editor: "a whole number from `min` to `max`". Value: an integer in that
 * range. `optional`: may be left out, and the module then works it out from
 * the board (worded by `state.<id>.auto`, e.g. "from the board").
 * `requires`: only with a value of that other field of the module (the size
 * to beat belongs to a holder); an editor disables it without one.
 */
export interface NumberStateField extends StateFieldBase {
  type: 'number';
  min: number;
  /** The largest value in this game (e.g. every tile the game's sets have). */
  max(game: GameView): number;
  optional?: boolean;
  requires?: string;
}

/**
 * Editor: "a list of figures at places": for each place the module names on
 * the board, nobody or a figure of one player and kind. Value: the figures,
 * at most one per place; each comes from its owner's supply. Worded by
 * `state.<id>.place` (a place in the state panel, with its `data`, `tile`
 * and `place`: where the tile lies), `state.<id>.here` (the place on a
 * selected tile, with its `data`) and `state.<id>.none` (no place on the
 * board yet).
 */
export interface FiguresStateField extends StateFieldBase {
  type: 'figures';
  /** What holds the figures, as {@link ParkedFigure.place} (`bathhouse`): also drawn and worded there. */
  place: string;
  /** The places on the game's board, north to south, west to east. */
  places(game: GameView): StatePlace[];
}

/**
 * Editor: "a whole number per player per item" (goods tokens `wine`, `grain`, `cloth` each player holds). Value: a
 * {@link StateCounts}, colour → item → count, each count a whole number from 0 to `max`; a player or item left out
 * holds 0, and a field with nothing counted is left out. The core's check refuses a colour that is not playing
 * (`player.unknown`, path `<id>.<colour>`), an item the field does not list (`state.invalid`, reason `item`, path
 * `<id>.<colour>.<item>`) and a count that is negative, not whole or above `max` (`state.invalid`, reason `range`,
 * same path). Worded by `state.<id>.label` (the field) and `state.<id>.item.<item>` (each item's name, e.g. "wine").
 */
export interface CountsStateField extends StateFieldBase {
  type: 'counts';
  /** The items counted, in the order an editor shows them (ids: letters, digits and `-`). */
  items: readonly string[];
  /** The largest count of one item a player may hold (default: any whole number a double holds exactly). */
  max?: number;
}

/** A field of a module's position state ({@link PositionStateHook}); `type` is also the editor's control. */
export type StateField = PlayerStateField | NumberStateField | FiguresStateField | CountsStateField;

/**
 * Values read from a scenario file or from notation text, with where each
 * came from: `path(valuePath)` turns a path inside the values (`king`,
 * `occupants[1].at`) into the path of the source (`awards.king.player`,
 * `bathhouses[1].at`; for the notation relative to the module's state,
 * `[1].tile`), so that a refused value is reported where the reader wrote it.
 */
export interface StateRead {
  values: StateValues;
  path(valuePath: string): string;
}

/** What a module's notation codec may ask about the position ({@link PositionStateHook.notation}). */
export interface StateNotationContext {
  /** Colours in turn order (the notation names players by their index). */
  players: readonly string[];
  /** Colour of the player to move. */
  toMove: string;
  /** The index in the notation's tile list of the tile at `[x, y]`, or undefined. */
  tileRef(at: readonly [number, number]): number | undefined;
  /** Coordinates of the tile with index `ref` in the notation's tile list, or undefined. */
  tileAt(ref: number): [number, number] | undefined;
}

/**
 * What of a module's state a position can hold ({@link RuleModule.state}): award holders, followers resting in
 * bathhouses… One declaration serves every way a position travels: the scenario loader and the notation reader put
 * values into a game through it, the notation writer and the analysis board read them back through it, and the
 * analysis board edits them with the controls the fields' types describe. The one check of values against a position
 * is the core's (`module-state.ts`: unknown field, a colour that is not playing, a number outside its range or
 * without the field it requires, a figure at no place, of an unknown kind, at a taken place or beyond the supply, a
 * count of an unknown item or outside its range), with errors naming the field; the module's codecs only spell
 * values.
 */
export interface PositionStateHook {
  /** The fields, in the order an editor shows them. */
  fields: readonly StateField[];
  /** The module's state in `game` as values (starting-state fields left out). */
  get(game: GameView): StateValues;
  /**
   * Put checked values into `game`, a game built from a position whose module state is still the one {@link
   * RuleModule.setup} creates: board, figures and supply set. A field left out keeps its starting state; an optional
   * number left out is worked out from the board. Figures of a figures field leave their owner's supply here
   * (`game.takeFigure`). Never called with values the core's check refused.
   */
  set(game: GameView, values: StateValues): void;
  /**
   * The module's own rule about values the core's check accepted (field types, ranges, places, supply): what no game
   * of its rules can reach, e.g. a King's record smaller than a completed city on the board. Errors carry the value's
   * path (`kingSize`), as the core's do; files, links and the analysis board's editor all go through it (`putState`).
   */
  check?(game: GameView, values: StateValues): EngineError[];
  /**
   * The module's top-level scenario file fields (DESIGN 1.4; the zod shapes are the module's `schema.ts`): `write`
   * gives them for values (nothing for the starting state), `read` gives the values of a validated scenario.
   */
  scenario: {
    write(values: StateValues): Record<string, unknown>;
    read(scenario: Record<string, unknown>): StateRead;
  };
  /**
   * The module's text in the position notation, after its id (`bathhouses.3-0`; characters `A-Z a-z 0-9 . -`):
   * `write` gives undefined for the starting state and must be canonical (one state, one text); `read` spells text
   * back into values, or an {@link EngineError} for text it cannot spell (syntax, a player or tile index the position
   * lacks) with a path relative to the module's state (`[0]`, `[1].player`); it never throws. Values are checked by
   * the core after reading.
   */
  notation: {
    write(values: StateValues, ctx: StateNotationContext): string | undefined;
    read(text: string, ctx: StateNotationContext): StateRead | EngineError;
  };
}

/** What is being scored; passed to {@link RuleModule.score}. */
export interface ScoreInput {
  game: GameView;
  group: FeatureGroup;
  kind: FeatureKind;
  /** The feature is completed (always false for fields and in final scoring of open features). */
  completed: boolean;
  /** `turn`: scored during play on completion; `final`: end-of-game scoring. */
  phase: 'turn' | 'final';
  /** Distinct tiles; for a monastery: 1 + tiles around it (diagonals count). */
  tiles: number;
  pennants: number;
  /** Fields: completed cities it borders (distinct). Otherwise 0. */
  cities: number;
  /** Feature data of every tile part (read module attrs here: `inn`, `cathedral`, `bathhouse` …). */
  parts: readonly FeatureDef[];
}

/**
 * What a module does with its scenario file fields (DESIGN 1.4) once a file has been validated. The fields themselves
 * (zod shapes) live apart, in the module's `schema.ts`, listed in `modules/schemas.ts` and read only by the loader
 * (`scenario-schema.ts`), so that code which only plays validated scenarios (the sandbox) never loads zod.
 */
export interface ScenarioExtension {
  /**
   * Apply the module's scenario fields to the game built from the board, before
   * the play. Return problems (path relative to the scenario root).
   */
  apply?(game: GameView, scenario: Record<string, unknown>): EngineError[] | void;
  /** Turn the module's `play` fields into move actions (see {@link Move.actions}). */
  actions?(play: Record<string, unknown>): Move['actions'];
  /**
   * The play field that an action of this module came from, for problems:
   * `sub` is the rest of an engine error path after `actions[i]` (e.g.
   * `.meeple.at`, `.at[1]` or ``); returns the path relative to the play
   * (`symbol.meeple.at`, `bathhouse[1]`, `buyBack`). Default: the play itself.
   */
  actionField?(action: ModuleAction, sub: string): string;
  /**
   * Further plays the scenario shows after `play` (a bonus turn), each of the same shape as `play` without `player`
   * (`tile`, `at`, `rotation`, optional `meeple` and module fields), or a list of such plays. They are played in
   * order by whoever the engine says moves next. `path` is the field (`play.extra`); a list's items are played as
   * `play.extra[0]`, `play.extra[1]`, and a field two modules name is played once (scenario.ts). `check(game,
   * path)`, given the game after the plays before it, refuses a play the rules do not give (an extra turn without an
   * activated extra-turn symbol, no builder's second tile): the core plays it when any module naming the field
   * allows it. Its error path (relative to the scenario root) is usually `path`.
   */
  followUps?(play: Record<string, unknown>): {
    path: string;
    play: Record<string, unknown> | Record<string, unknown>[];
    check?(game: GameView, path: string): EngineError | undefined;
  }[];
}

/** A rule module: what a game or scenario switches on (DESIGN 1.2). */
export interface RuleModule {
  /** Module id, e.g. `base`, `inns-cathedrals`. */
  id: string;
  /**
   * A game of its own rather than an expansion: played on the base rules alone, with its own tiles only (the demo
   * game). Setup screens offer it instead of the base game, never together with expansions.
   */
  standalone?: boolean;
  /** Modules that must also be on. */
  requires?: readonly string[];
  /**
   * Tile sets this module brings (registered when the module is registered).
   * Readers see each set's name and edition through the module's locale keys
   * `tileSet.<set id>.name` and `tileSet.<set id>.edition` (e.g.
   * `inns-cathedrals:tileSet.IC.name`).
   */
  tileSets?: readonly TileSetDef[];
  /**
   * Variants this module makes of other sets' tiles: copies of a printed tile that carry a
   * feature only this module's rules use (the abbot's garden on one copy of BASE.E). Given a
   * known tile, return its variants (known tiles with ids of their own, `variantOf` naming
   * the tile, `count` the copies of the tile that are this variant), or none. Must be pure:
   * the registry makes the variants of every registered tile (`registerTileVariants`), a
   * game with this module and the tile's set may hold `count` copies of each variant
   * (positions, links), and the module's `adjustPile` puts them in the pile.
   */
  tileVariants?(def: KnownTileDef): readonly KnownTileDef[];
  /**
   * The attributes of this module's tiles a reader can filter the tile
   * catalogue by (an inn, a cathedral, a bathhouse, a printed symbol), in the
   * order they are offered. Each is worded by the module's locale key
   * `filter.<attr>` (e.g. `inns-cathedrals:filter.inn`). Display data only:
   * the rules never read it.
   */
  tileFilters?: readonly TileFilterDef[];
  /** Figure kinds; a later module may redefine a kind with the same id. */
  figures?: readonly FigureKindDef[];
  /** Raises the maximum number of players (base: 5). */
  maxPlayers?: number;
  /** Extra colours allowed (base: red blue green yellow black). */
  colours?: readonly string[];
  /**
   * A game of its own played with its box's colours only: a dealt game ({@link Game.create}) takes at most this many
   * players, each of one of these colours (the demo game: red and blue). Scenarios check it in the module's own
   * `scenario.apply`, with the module's wording.
   */
  onlyColours?: readonly string[];
  /** Tile ids (one entry per copy, start tile included) this module puts in the pile. */
  pile?(game: GameView): string[];
  /** Change the whole pile after every module contributed (e.g. take 4 random bathhouse tiles). */
  adjustPile?(game: GameView, pile: string[]): string[];
  /** Arrange the pile after the core's shuffle (next tile = last element), e.g. a set dealt first. */
  arrangePile?(game: GameView, pile: string[]): string[];
  /**
   * Start tile id, put at [0, 0]. The last module that names one wins; one copy of every
   * start tile named leaves the pile (a start tile a later module's replaces is not used).
   */
  startTile?: string;
  /** Create the module's own per-game state; stored in `game.moduleState[id]`. */
  setup?(game: GameView): unknown;
  /**
   * A copy of the module's state for {@link Game.copy}, sharing nothing the game may change. Default: a deep copy of
   * plain data (objects, arrays, numbers, strings, booleans, null), which is all the modules here keep; a module
   * whose state holds anything else (a Map, a class instance) must copy it here.
   */
  copyState?(state: unknown): unknown;
  /**
   * Veto placing a figure (return an error code, or a code with a developer-facing message
   * that scenario problems quote, e.g. "only the abbot may stand on a garden"), e.g. nothing
   * may stand on an inn.
   */
  canPlaceFigure?(game: GameView, q: FigureQuery): ErrorCode | { code: ErrorCode; message: string } | undefined;
  /**
   * Whether a scenario position may have figure `next` standing on a tile feature that already holds `here` (a legal
   * game never stacks figures unless a module's rule does, e.g. a second meeple beside one's own). Default: no module
   * allows it, and the position is refused.
   */
  allowsTogether?(game: GameView, here: readonly Figure[], next: { player: number; kind: string }): boolean;
  /** Validate a whole move before anything changes (module actions, figure replaced by an action…). */
  validateMove?(game: GameView, move: Move): EngineError | undefined;
  /**
   * Where a tile may lie beyond matching edges, asked per placement whose edges fit (src/engine/README.md,
   * "Placement"); `q` quarter turns, the tile not yet on the board. Undefined when allowed, else
   * `placement.illegal` at `at` with `params.key` (`<module>:refusal.<reason>`) and `params.message`.
   */
  placementRule?(game: GameView, tile: CompiledTile, x: number, y: number, q: number): EngineError | undefined;
  /**
   * Add move variants for one legal placement (e.g. symbol actions instead of
   * a figure, a bathhouse buy-back). `base` holds every move of that placement
   * so far: without a figure, with each allowed figure, and the variants of
   * earlier modules. Return the whole list; it must hold no two moves that
   * play the same turn (a choice that only repeats the default is left out,
   * see {@link RuleModule.canonicalMove}). Module actions are appended to a
   * move's `actions` in module order, each module's own in the order its
   * `scenario.actions` builds them, so that scenario moves compare equal.
   */
  moves?(game: GameView, base: Move[], prepared?: unknown): Move[];
  /**
   * Work out once per move generation ({@link Game.legalMoves}, {@link Game.legalMovesAt}) what {@link moves} needs
   * for every placement of the current tile (e.g. the bathhouses and who sits in them, the cells symbols point at);
   * the result is passed to each `moves` call of that generation as `prepared`; `null` means the module adds nothing
   * to any placement this time, and `moves` is not called. `moves` must give the same list when called without it
   * (then `prepared` is undefined and it works it out itself). Must not change the game.
   */
  prepareMoves?(game: GameView): unknown;
  /**
   * A quick, conservative test per cell for a generation over every placement ({@link Game.legalMoves}, {@link
   * Game.legalMovesAt}): the quarter turns of the current tile at `[x, y]` where {@link moves} may change the moves,
   * as bits (bit q: turned q quarter turns; 15: every rotation, 0: none), given `prepared` ({@link prepareMoves}'
   * result, never null here). Where its bit is clear `moves` would return its `base` unchanged, and the core does not
   * call it; a set bit may still change nothing. Asked once per cell (the rotations of one cell come together).
   * Without this hook `moves` is called at every placement. Must not change the game.
   */
  movesVary?(game: GameView, prepared: unknown, x: number, y: number): number;
  /**
   * The canonical form of a legal move for the tile `game.current` in the current position: the module's own actions
   * rewritten so that two moves that play the same turn are deep-equal (e.g. a named symbol or bathhouse that the
   * rules would choose anyway is dropped). Must not change what the move does. Default: the move as it is. Used for
   * scenario plays (`playMove`), which may spell out the default choice.
   */
  canonicalMove?(game: GameView, move: Move): Move;
  /**
   * The inverse of {@link canonicalMove}: a legal move for `game.current` with every choice the module would make by
   * default written out as its actions (e.g. the bathhouse a lone follower enters when the move names none), so that
   * a wording of the move can state what it does. Must not change what the move does. Default: the move as it is.
   */
  spelledMove?(game: GameView, move: Move): Move;
  /**
   * How many figures of `kind` this move gives back to the mover's supply before its figure step (e.g. a follower
   * bought back from a bathhouse), so that the figure check counts them as available. Default 0.
   */
  returnsBeforeFigure?(game: GameView, move: Move, kind: string): number;
  /** After the tile is on the board, before the figure (e.g. pay a bathhouse). */
  afterTilePlaced?(game: GameView, turn: TurnInfo): void;
  /** After the figure step, before scoring (e.g. anniversary symbol actions). */
  afterFigure?(game: GameView, turn: TurnInfo): void;
  /** Order features completed by one tile (the active player chooses). */
  orderCompletions?(game: GameView, turn: TurnInfo, groups: FeatureGroup[]): FeatureGroup[];
  /** Adjust the scoring formula of a feature (inn, cathedral, bathhouse …). */
  score?(input: ScoreInput, formula: ScoreFormula): void;
  /** After a feature completed during play was scored (occupied or not): keep figures, track awards. */
  afterFeatureScored?(game: GameView, turn: TurnInfo, scored: ScoredFeature): void;
  /** End of a turn (e.g. release bathhouse followers, grant an extra turn with {@link GameView.grantTurn}). */
  endTurn?(game: GameView, turn: TurnInfo): void;
  /** End-game scoring after the features (e.g. King / Robber Baron awards). */
  endGame?(game: GameView): void;
  /**
   * Figures this module keeps on the table but off every feature (e.g. followers resting in a bathhouse), with the
   * tile they lie on and what holds them. Read by displays; scoring never sees them.
   */
  parkedFigures?(game: GameView): ParkedFigure[];
  /**
   * Facts about the module's state a reader should see beside the board (who holds an award and the size to beat, an
   * extra turn being played…). Read by displays only; an empty list or no hook when there is nothing to show.
   * Aggregated by `Game.status()` in module order.
   */
  status?(game: GameView): StatusFact[];
  /**
   * What of the module's state a position can hold, and how it is checked, edited, worded, written in the notation
   * and in scenario files: award holders, bathhouse occupants ({@link PositionStateHook}). A module with this hook
   * keeps its notation text there and has no {@link notation} hook.
   */
  state?: PositionStateHook;
  /**
   * The module's state in the position notation (permalinks of the analysis board and free play) that is no position
   * state a reader sets up (an extra turn being played); see {@link state} for the rest. A module without per-game
   * state that outlives a turn needs neither.
   */
  notation?: NotationHook;
  /** Scenario file fields this module adds. */
  scenario?: ScenarioExtension;
}

/** Module hooks called during play, looked up once per game ({@link GameView.hooks}). */
export const PLAY_HOOKS = [
  'moves',
  'validateMove',
  'returnsBeforeFigure',
  'afterTilePlaced',
  'afterFigure',
  'orderCompletions',
  'afterFeatureScored',
  'endTurn',
  'score',
  'canPlaceFigure',
  'placementRule',
] as const satisfies readonly (keyof RuleModule)[];
/** A hook of {@link PLAY_HOOKS}. */
export type PlayHook = (typeof PLAY_HOOKS)[number];

/**
 * A game as the modules' hooks and the core's turn steps (move generation `legal-moves.ts`,
 * move checks `move-check.ts`, scoring `feature-score.ts`) see it: its players, modules,
 * board, supplies, scores, tile in hand, module state, and the steps a turn is made of.
 * The `Game` of game.ts implements it; it is named here, beside the hooks, so that neither
 * this file nor those steps import game.ts, which imports them.
 */
export interface GameView {
  /** The options the game was created with. */
  readonly options: GameOptions;
  /** The game's modules, in the order their hooks run (`base` first). */
  readonly modules: RuleModule[];
  /** Figure kinds of the game's modules, by id (a later module's definition wins). */
  readonly figureKinds: Map<string, FigureKindDef>;
  /** The tiles, features and figures on the table. */
  readonly board: Board;
  /** Colours in turn order. */
  readonly players: string[];
  /** Totals in points, by player index. */
  readonly scores: number[];
  /** Figures in each player's supply, by kind (changed only by {@link takeFigure} and {@link returnFigure}). */
  readonly supply: readonly ReadonlyMap<string, number>[];
  /** Draw pile; the next tile is the last element. */
  pile: string[];
  /** Tile id to place now, or null (game over or not dealt). */
  current: string | null;
  /** Tiles drawn that fitted nowhere. */
  readonly setAside: string[];
  /** Index of the player to move. */
  player: number;
  /** Number of turns played. */
  turn: number;
  /** Every event so far. */
  readonly events: ScoreEvent[];
  /** Whether the game is over (final scoring done). */
  ended: boolean;
  /** Moves applied, for undo and replays. */
  readonly history: Move[];
  /** Per-module state created by {@link RuleModule.setup}. */
  readonly moduleState: Record<string, unknown>;
  /**
   * Bonus turns of the player to move that modules granted ({@link grantTurn}), as the granting modules' ids in the
   * order the turns will be played. Between turns `grants[0]`, if any, granted the coming turn; while a bonus turn is
   * played, it is `grants[0]` until the turn ends. While any is left, the same player moves on. Empty in a regular
   * game flow without such rules.
   */
  readonly grants: readonly string[];
  /**
   * The module that granted the turn being played (in the hooks of a turn), or between turns the coming turn; null
   * for a regular turn. A module that grants turns reads here whether the turn is its own (no chain of bonus turns).
   */
  readonly turnGrant: string | null;
  /**
   * Give the player to move one more turn after this one, granted by `module` (the builder's second tile, an
   * extra-turn symbol), after the turns already granted, or with `first` before them (a builder's double turn is
   * finished before an extra turn). Between turns (a module restoring its notation), the grant is for a coming turn.
   */
  grantTurn(module: string, first?: boolean): void;
  /** The modules that define each hook called during play, in module order. */
  readonly hooks: { readonly [K in PlayHook]: readonly RuleModule[] };
  /** Next random number in [0, 1) from the game's RNG. */
  random(): number;
  /** Fisher–Yates shuffle in place with the game's RNG. */
  shuffle<T>(a: T[]): T[];
  /** Colour → player index, or -1. */
  playerIndex(colour: string): number;
  /** Figures of `player` left in the supply, by kind. */
  available(player: number, kind: string): number;
  /**
   * Whether figure kind `kind` of player `player` may stand on the feature at location
   * `at` of `placed`, whoever else stands there (`Game.checkFigurePlacement`).
   */
  checkFigurePlacement(
    player: number,
    kind: string,
    placed: PlacedTile,
    at: string,
    spare?: number,
  ): EngineError | undefined;
  /**
   * Whether feature `fi` of `tile` placed at `[x,y]` turned `q` quarter turns would belong
   * to a feature that has a figure (`Game.wouldBeOccupied`).
   */
  wouldBeOccupied(tile: CompiledTile, x: number, y: number, q: number, fi: number): boolean;
  /** Put a figure from `player`'s supply on the feature at location code `loc` of a placed tile; no rule checks. */
  putFigure(player: number, kind: string, placed: PlacedTile, loc: number): Figure;
  /** Take one figure of `kind` out of `player`'s supply (no check). */
  takeFigure(player: number, kind: string): void;
  /** Return a figure to its owner's supply. */
  returnFigure(f: { readonly player: number; readonly kind: string }): void;
  /** Add points to a player and record the event. */
  addEvent(e: ScoreEvent, into?: ScoreEvent[]): void;
  /** Whether a feature is complete (`Board.isClosed`). */
  isComplete(g: FeatureGroup): boolean;
}
