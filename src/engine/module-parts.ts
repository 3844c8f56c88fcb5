/**
 * The plain parts of a rule module's declaration (module.ts): its figure kinds, the facts it
 * reports for display, the scoring values its hooks see and return, what a figure placement
 * asks, and the tile catalogue's filters. None of them names a game, so this file imports
 * only the engine's leaf types and module.ts re-exports every name, as before.
 */
import type { FeatureGroup, Figure, FormulaValues, Modifier, PlacedTile, ScoreEvent } from './types.js';
import type { FeatureDef, FeatureKind } from './tile-types.js';

/** A kind of figure (follower). */
export interface FigureKindDef {
  /** Id used in moves and scenarios (`normal`, `large`, …). */
  id: string;
  /** How many each player has at the start. */
  perPlayer: number;
  /** Feature kinds it may be placed on. */
  stands: readonly FeatureKind[];
  /** Weight in the majority on a feature of this kind (normal meeple: 1; large meeple: 2). 0 = does not count. */
  strength(kind: FeatureKind): number;
  /**
   * How much one figure of the kind in a player's supply is worth to the computer players, in
   * followers (normal meeple: 1; large meeple: 2). Weighs only their play (bots.ts), never a rule.
   */
  value: number;
  /**
   * What one figure of the kind standing on an unscored feature is worth to the computer players beyond what the
   * feature scores, in points (a builder: the second tiles it promises). Default 0. Weighs only their play (bots.ts).
   */
  boardWorth?: number;
  /**
   * The kind's number in the packed position notation (notation-packed.ts): a whole number,
   * unique across every module's kinds, that never changes once links carry it (normal: 0,
   * declared by `base`; large: 1). A new kind takes the next unused number; a module that
   * redefines a kind keeps its number. The notation's vocabulary of figure kinds is built from
   * these numbers (modules/packed-tables.ts).
   */
  code: number;
  /**
   * Only on the tile just placed, as the turn's figure (the abbot, rules "Opat" 1): a module
   * that puts figures on other tiles (an anniversary symbol) never puts one of this kind.
   */
  placedTileOnly?: boolean;
  /**
   * A companion (a builder, a pig): it goes only on a feature where its owner already
   * has a follower (a figure of strength > 0 there), so the feature being occupied does not refuse it; it stands
   * beside that follower in a position. With a strength of 0 it never decides a majority. The core's figure step
   * (legal-moves.ts, move-check.ts) and position check (scenario.ts) apply this; no module repeats it.
   */
  companion?: boolean;
}

/** A figure held by a module on a tile but not on a feature ({@link RuleModule.parkedFigures}). */
export interface ParkedFigure {
  /** Player index in turn order. */
  player: number;
  kind: string;
  /** Board coordinates of the tile that holds it. */
  x: number;
  y: number;
  /**
   * What holds it, e.g. `bathhouse` (a display key, not prose): displays word
   * it with the key `<module>:parked.<place>` and draw the figure where the
   * tile art marks that place.
   */
  place: string;
  /** Id of the module that holds it. */
  module: string;
}

/**
 * A fact about a module's state that a reader should see beside the board
 * ({@link RuleModule.status}), e.g. `{ key: 'king-robber-baron:status.king',
 * data: { award: 'king', player: 'red', size: 5 } }`.
 */
export interface StatusFact {
  /** The i18next key that words the fact, `<module id>:<path>` (a display key, never prose). */
  key: string;
  /** The wording's parameters: colours, sizes in tiles, flags. */
  data: Record<string, string | number | boolean>;
}

/**
 * The points formula a feature is scored with, built by the modules' `score`
 * hooks in order: points = zero ? 0 : tiles×perTile + pennants×perPennant +
 * cities×perCity + bonus (each receiver gets these points).
 */
export interface ScoreFormula extends FormulaValues {
  /** Which rules changed the value (shown by the UI). */
  modifiers: Modifier[];
}

/** A feature just scored during play; modules may keep some of its figures. */
export interface ScoredFeature {
  group: FeatureGroup;
  /** The event (receivers may be empty when no figure stood there). */
  event: ScoreEvent;
  /** Figures that took part, before they return to their owners. */
  figures: readonly Figure[];
  /** Keep a figure from returning to its owner's supply (the module now holds it). */
  keep(figure: Figure): void;
}

/** Query for {@link RuleModule.canPlaceFigure}. */
export interface FigureQuery {
  player: number;
  kind: string;
  tile: PlacedTile;
  /** Feature index on the tile and its data. */
  feature: number;
  def: FeatureDef;
  /** Location code it is placed at (board orientation). */
  loc: number;
}

/**
 * A tile attribute readers can look for in the tile catalogue ({@link RuleModule.tileFilters}).
 */
export interface TileFilterDef {
  /** The attribute's name in the module's tile data (`inn`, `bathhouse`, `symbol` …); also the filter's id. */
  attr: string;
  /**
   * Where the attribute sits: `feature` for a key in a feature's `attrs` (a tile
   * matches when any of its features carries a truthy value), `tile` for a key
   * in the tile's own `attrs`.
   */
  on: 'feature' | 'tile';
}
