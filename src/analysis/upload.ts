/**
 * Reading an uploaded scenario file (loaded on demand: it brings the YAML parser and the
 * schema). The file is checked by the engine's own loader (`loadScenario`, the same one
 * `npm run score` uses); its position before the play opens on the board with the play's
 * tile in hand, or with the tile in hand a downloaded file names in its comment.
 */
import { loadScenario } from '../engine/loader';
import { docFromScenario, handFromYaml, type ReadResult } from './io';

/** What reading a file gives: a position, an issue to word, or the loader's own problem text. */
export type FileResult = ReadResult | { ok: false; problem: string };

/** Reads scenario YAML text; never throws. */
export function readScenarioFile(text: string, name: string): FileResult {
  try {
    const r = loadScenario(text, name);
    if (!r.ok) {
      const p = r.problems[0]!;
      return { ok: false, problem: `${p.path || '(file)'}: ${p.message}` };
    }
    return docFromScenario(r.scenario, handFromYaml(text));
  } catch {
    return { ok: false, issue: { key: 'fileBroken' } };
  }
}
