/**
 * The engine's entry for reading scenario files (DESIGN 1.4): `loadScenario` (YAML text →
 * problems, or the validated scenario and its result) and the zod schema with every
 * module's file fields. Apart from the browser entry (`index.ts`) because it carries zod
 * and a YAML parser: the build (src/site/examples-loader.ts), the CLI, the tests and the
 * analysis board's file upload load it; the boards a reader opens receive scenarios the
 * build has already validated.
 *
 * ```ts
 * import { loadScenario } from './engine/loader';
 * const s = loadScenario(yamlText, 'katedrala-27.yaml');
 * if (s.ok) s.result;            // { id, points, totals, events }
 * else s.problems;               // [{ file, path, message }]
 * ```
 */
export {
  scenarioSchema,
  scenarioSchemaFor,
  boardTileSchema,
  boardMeepleSchema,
  playSchema,
  expectSchema,
  loadScenario,
  MAX_ALIAS_COUNT,
  MAX_ID_LENGTH,
  type LoadResult,
} from './scenario-schema.js';
export type { ScenarioSchemaExtension } from './scenario-fields.js';
export { MAX_FILE_CHARS, MAX_FILE_DEPTH, MAX_FILE_ENTRIES } from './scenario-text.js';
