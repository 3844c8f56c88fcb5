/**
 * Public API of the rules engine for every reader's browser (pure TypeScript: no DOM, no
 * PixiJS, no Node APIs, and no zod or YAML parser: tests/engine/entries.test.ts walks its
 * import graph). Every module of `modules/index.ts` is registered on import. Scenario files
 * are read by the other entry, `loader.ts` (`loadScenario`: YAML and the schema), which only
 * the build, the CLI, the tests and the analysis board's file upload load. Code outside this
 * folder imports the engine through these two files (tests/unit/import-directions.test.ts).
 * See README.md in this folder for the API in a few lines and the module hooks.
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
  CountsStateField,
  StatePlace,
  StateFigure,
  StateCounts,
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
export { Game, COLOURS, isEngineError, seatLimits } from './game.js';
export { randomStep, seededRandom } from './random.js';
export { chooseMove, EXPERT_BUDGET_MS, type BotLevel, type BotOptions } from './bots.js';
export { moduleChoices, unknownTiles, moveIndex } from './choices.js';
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
export { answerOutcomes, type AnswerOutcome } from './outcomes.js';
export { ALL_MODULES } from './modules/index.js';
export {
  makeNotation,
  packNotation,
  parseNotation,
  positionOf,
  gameFromPosition,
  notationOf,
  readNotation,
  NOTATION_VERSION,
  PACKED_VERSION,
  MAX_NOTATION_LENGTH,
  MAX_POSITION_TILES,
  MAX_SCORE,
  type Position,
} from './notation.js';
