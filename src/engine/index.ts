/**
 * Public API of the rules engine for every reader's browser (pure TypeScript: no DOM, no
 * PixiJS, no Node APIs, and no zod or YAML parser: tests/engine/entries.test.ts walks its
 * import graph). It is `core.ts` (the API) plus every module of `modules/index.ts`, registered
 * on import; a page that needs only some sets imports `core.ts` and loads them with `loadModules`. Scenario files
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

export * from './core.js';
// the full wording of scenario problems (error-words.ts)
export { describeError } from './scenario-describe.js';
export { ALL_MODULES } from './modules/index.js';
