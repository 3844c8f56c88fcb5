/**
 * The engine's shared data types, in one file so that no module imports
 * another for a type: moves, module actions, score events, the turn being
 * played, game options, and the board's placed tiles, figures and features.
 * Glossary (README.md): a *tile id* names a tile kind (`BASE.D`); a *placed
 * tile* lies on the board and has a *placement index*; a *player index* is
 * the place in turn order, a *colour* the player's name in files and events.
 */
import type { Rotation } from './locations.js';
import type { CompiledTile } from './tileset.js';
import type { FeatureKind, Location } from './tile-types.js';

/** A tile lying on the board. */
export interface PlacedTile {
  /** Placement index: order in which tiles were put on this board. */
  index: number;
  tile: CompiledTile;
  x: number;
  y: number;
  /** Quarter turns clockwise (0..3). */
  q: number;
  /** Node id of feature 0 of this tile; feature i is node `nodeBase + i`. */
  nodeBase: number;
}

/** A figure standing on a feature. `player` is the index in turn order. */
export interface Figure {
  player: number;
  /** Figure kind id, e.g. `normal`, `large`. */
  kind: string;
  /** Placement index of the tile it stands on. */
  tile: number;
  /** Location code (board orientation) it was placed at. */
  loc: number;
  /** Node id of the tile feature it stands on. */
  node: number;
}

/** State of one connected feature (kept on its union–find root). */
export interface FeatureGroup {
  root: number;
  kind: FeatureKind;
  /** Node ids of every tile feature in this feature. */
  parts: number[];
  /** Open city/road ends (side midpoints not yet joined to a neighbour). */
  open: number;
  pennants: number;
  figures: Figure[];
  /** Set once the feature has been scored as completed. */
  completed: boolean;
}

/** A module action carried by a move (interpreted only by its module). */
export interface ModuleAction {
  module: string;
  type: string;
  [key: string]: unknown;
}

/** Where the current tile goes: a cell (x east, y south) and a rotation in degrees clockwise. */
export interface Placement {
  x: number;
  y: number;
  rotation: Rotation;
}

/** One turn: where the current tile goes, and optionally a figure or module actions. */
export interface Move {
  /** Board coordinates (x east, y south). */
  x: number;
  y: number;
  /** Degrees clockwise. */
  rotation: Rotation;
  /** A figure on a feature of the placed tile, named by any of its locations. */
  figure?: { at: Location; kind: string };
  actions?: ModuleAction[];
}

/** A rule that changed a score, e.g. `{ id: 'inn', module: 'inns-cathedrals' }`. */
export interface Modifier {
  id: string;
  module: string;
  value?: number;
  /** The addends of `value` when it is a sum (two bathhouses on one road: `[5, 3]`). */
  terms?: number[];
  /** How many of what the rule counts the feature has, when more than one (two inns on one road: 2); for the wording. */
  count?: number;
}

/**
 * The values a feature was scored with (built by the modules' `score` hooks):
 * points = zero ? 0 : tiles × perTile + pennants × perPennant + cities × perCity + bonus.
 */
export interface FormulaValues {
  /** Points per distinct tile (monastery: per tile of itself and its neighbours). */
  perTile: number;
  /** Points per pennant (cities). */
  perPennant: number;
  /** Points per completed city a field borders. */
  perCity: number;
  /** Points added on top of the per-unit values (e.g. a bathhouse's value). */
  bonus: number;
  /** A rule makes the feature score nothing (e.g. an incomplete road with an inn at the end). */
  zero: boolean;
}

/** One tile part of a scored feature: where the tile lies and where the feature is on it. */
export interface FeaturePart {
  /** Board coordinates of the tile. */
  x: number;
  y: number;
  /**
   * Locations of the feature on that tile in board orientation: the locations
   * the tile data gives the feature, turned with the tile (empty for an
   * enclosed field that no location names).
   */
  locs: Location[];
}

/** Structured scoring record (no prose; the UI words it). */
export interface ScoreEvent {
  /** `feature`: a scored feature; other types (`award`, `symbol`, `payment` …) come from modules. */
  type: string;
  phase: 'turn' | 'final';
  feature?: FeatureKind;
  completed?: boolean;
  /** Distinct tiles (monastery: itself + neighbours). */
  tiles?: number;
  pennants?: number;
  /** Fields: completed cities bordered. */
  cities?: number;
  modifiers: Modifier[];
  /** Points added on top of the per-unit value (e.g. a bathhouse's value), already in `points`. */
  bonus?: number;
  /** Feature events: the values the points were computed with (`points` follows from them). */
  formula?: FormulaValues;
  /** Colours that receive `points` each. */
  receivers: string[];
  /** Points to each receiver (may be negative for payments). */
  points: number;
  /** One location naming the feature. */
  at?: { x: number; y: number; loc: Location };
  /**
   * Feature events: every tile part of the feature, in the order the feature
   * grew during play, north to south then west to east in final scoring
   * (a tile holding two parts of one feature appears twice). A monastery
   * has one part, its own tile; the neighbours it counts are not parts.
   */
  parts?: FeaturePart[];
  /**
   * Figures that took part: colour, kind, tile coordinates and location. In a
   * turn's scoring of a completed feature every figure goes back to its owner
   * (base rules "Vyhodnocení") except those marked `kept`, which a module
   * keeps (a lone follower entering a bathhouse; the module's own event says where).
   */
  figures?: { player: string; kind: string; x: number; y: number; loc: Location; kept?: true }[];
  /** Module that produced a non-feature event. */
  module?: string;
  /**
   * Module events: the i18next key that words the event, `<module id>:<path>`
   * (e.g. `bathhouses:event.enter`); the wording's parameters are in `data`.
   * A display key, never prose.
   */
  key?: string;
  /** Extra data of module events. */
  data?: Readonly<Record<string, unknown>>;
}

/** The turn being played (passed to module hooks). */
export interface TurnInfo {
  player: number;
  move: Move;
  tile: CompiledTile;
  placed: PlacedTile;
  /** Figure placed by the core this turn, if any. */
  figure?: Figure;
  events: ScoreEvent[];
  /** Set by a module to choose who plays next (e.g. an extra turn). */
  nextPlayer?: number;
}

/** Options of a new game. */
export interface GameOptions {
  /** Colours in turn order (2–5 in the base game). */
  players: string[];
  /** Rule module ids; `base` is added first when missing. */
  modules?: string[];
  /** RNG seed (32-bit integer). */
  seed?: number;
  /**
   * `false`: no start tile, empty pile (a position is built by hand, e.g. from a
   * scenario). Default true.
   */
  deal?: boolean;
}

/** Result of a successful move. */
export interface TurnResult {
  events: ScoreEvent[];
}
