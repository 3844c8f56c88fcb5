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

export * from './tiles/index.js';
export * from './locations.js';
export * from './errors.js';
export { Board, cellKey, keyX, keyY, type PlacedTile, type Figure, type FeatureGroup } from './board.js';
export { getTile, tileDef, allTileDefs, registerTileSet, compileTile, type CompiledTile, type CompiledFeature } from './tileset.js';
export {
  registerModule, getModule, moduleIds,
  type RuleModule, type FigureKindDef, type ScoreInput, type ScoreFormula, type ScoredFeature, type FigureQuery, type ScenarioExtension, type StatusFact, type ParkedFigure,
} from './module.js';
export {
  Game, COLOURS, isEngineError,
  type Move, type ModuleAction, type ScoreEvent, type Modifier, type TurnInfo, type GameOptions, type TurnResult,
} from './game.js';
export {
  scenarioSchema, scenarioSchemaFor, boardTileSchema, boardMeepleSchema, playSchema,
  loadScenario, evaluateScenario, describeError,
  type Scenario, type Problem, type LoadResult, type ScenarioResult,
} from './scenario.js';
export { ALL_MODULES } from './modules/index.js';
export { makeNotation, parseNotation, positionOf, gameFromPosition, NOTATION_VERSION, type Position } from './notation.js';
