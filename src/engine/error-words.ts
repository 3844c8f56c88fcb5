/**
 * How scenario problems word an engine error: the full developer-facing wording of
 * `scenario-describe.ts` once that file is loaded (the engine's full entry `index.ts`, the
 * scenario loader, the CLI and the build load it), else the error's own message or its code.
 * The worked example's sandbox plays scenarios the build has already checked, so it ships
 * without the wording of problems it cannot meet.
 */
import type { EngineError } from './errors.js';

let words: ((e: EngineError) => string) | null = null;

/** Words engine errors with `f` from now on (called by scenario-describe.ts when it loads). */
export function useErrorWords(f: (e: EngineError) => string): void {
  words = f;
}

/** The wording of `e` for a problem: see the top of this file. */
export function errorWords(e: EngineError): string {
  if (words) return words(e);
  return typeof e.params?.message === 'string' ? e.params.message : e.code;
}
