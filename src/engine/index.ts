/**
 * Public API of the rules engine (pure TypeScript: no DOM, no PixiJS, no Node
 * APIs). See README.md in this folder for the API in a few lines and the
 * module hooks.
 *
 * ```ts
 * import { Game } from './engine';
 * const g = Game.create({ players: ['red', 'blue'], seed: 42 });
 * if ('code' in g) throw g;
 * const moves = g.legalMoves();
 * g.apply(moves[0]!);           // { events } or an EngineError
 * ```
 */
import './modules/index.js';

export * from './tile-types.js';
export * from './locations.js';
export * from './errors.js';
export { Board, Lookahead, MAX_COORD, cellKey, keyX, keyY, type Completion, type FeatureView } from './board.js';
export type {
  Move,
  Placement,
  ModuleAction,
  ScoreEvent,
  Modifier,
  FormulaValues,
  FeaturePart,
  TurnInfo,
  GameOptions,
  TurnResult,
  PlacedTile,
  Figure,
  FeatureGroup,
} from './types.js';
export {
  getTile,
  tileDef,
  allTileDefs,
  registerTileSet,
  compileTile,
  type CompiledTile,
  type CompiledFeature,
} from './tileset.js';
export { registerModule, getModule, moduleIds } from './registry.js';
export { fittingTiles, type FittingTile } from './fits.js';
export type {
  RuleModule,
  FigureKindDef,
  ScoreInput,
  ScoreFormula,
  ScoredFeature,
  FigureQuery,
  ScenarioExtension,
  StatusFact,
  ParkedFigure,
  NotationHook,
  PositionStateHook,
  StateField,
  PlayerStateField,
  NumberStateField,
  FiguresStateField,
  StatePlace,
  StateFigure,
  StateValue,
  StateValues,
  StateRead,
  StateNotationContext,
} from './module.js';
export {
  checkState,
  putState,
  stateOf,
  scenarioStateFields,
  stateField,
  compactState,
  stateColours,
  recolourState,
  stateWithoutTile,
} from './module-state.js';
export { Game, COLOURS, isEngineError } from './game.js';
export {
  startScenario,
  scenarioPlays,
  playScenario,
  pointsSince,
  totalsOf,
  evaluateScenario,
  checkScenario,
  buildPosition,
  playMove,
  followUpMoves,
  describeError,
  clip,
  QUOTE_MAX,
  type Scenario,
  type ScenarioTile,
  type ScenarioMeeple,
  type ScenarioPlay,
  type ScenarioExpect,
  type Colour,
  type ScenarioStart,
  type ScenarioStep,
  type Problem,
  type ScenarioResult,
} from './scenario.js';
export {
  scenarioSchema,
  scenarioSchemaFor,
  boardTileSchema,
  boardMeepleSchema,
  playSchema,
  expectSchema,
  loadScenario,
  MAX_ALIAS_COUNT,
  type LoadResult,
} from './scenario-schema.js';
export type { ScenarioSchemaExtension } from './scenario-fields.js';
export { ALL_MODULES } from './modules/index.js';
export {
  makeNotation,
  parseNotation,
  positionOf,
  gameFromPosition,
  notationOf,
  readNotation,
  NOTATION_VERSION,
  MAX_NOTATION_LENGTH,
  MAX_POSITION_TILES,
  MAX_SCORE,
  type Position,
} from './notation.js';
