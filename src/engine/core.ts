/**
 * The rules engine's browser API without a single rule module: everything `index.ts` offers
 * except the modules themselves (and `ALL_MODULES`). A page that needs only some sets (a
 * worked example) imports this file and loads its sets with {@link loadModules} (each module a
 * chunk of its own); `index.ts` is this file plus every module, registered on import, for the
 * apps that offer every set (free play, the analysis board, the trainer), the build, the CLI
 * and the tests. Pure TypeScript: no DOM, no PixiJS, no Node APIs, no zod or YAML parser
 * (tests/engine/entries.test.ts walks the import graphs).
 */
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
  tileLetter,
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
export {
  makeNotation,
  packNotation,
  parseNotation,
  positionOf,
  gameFromPosition,
  notationOf,
  packedNotationOf,
  readNotation,
  NOTATION_VERSION,
  PACKED_VERSION,
  MAX_NOTATION_LENGTH,
  MAX_POSITION_TILES,
  MAX_SCORE,
  type Position,
} from './notation.js';
export {
  buildSetup,
  cloneSetup,
  emptySetup,
  gameOfSetup,
  isStartSetup,
  keepGame,
  modulesOf,
  normaliseModules,
  notationOfSetup,
  scenarioOfSetup,
  setupFromNotation,
  setupFromScenario,
  setupOfGame,
  sortFigures,
  startSetup,
  startTileOf,
  tileIndexAt,
  type Arrow,
  type BoardMarks,
  type Built,
  type Cell,
  type FeatureMark,
  type PositionNotes,
  type Setup,
  type SetupFigure,
  type SetupTile,
} from './setup.js';
export { loadModules, LAZY_MODULES } from './modules/lazy.js';
