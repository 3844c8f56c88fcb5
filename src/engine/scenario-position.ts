/**
 * The position of a validated scenario in the engine's notation, or why the
 * notation cannot hold it: one check that `npm run score` (through
 * `loadScenario`) and `npm run position` share, so that the two refuse the
 * same files (DESIGN 1.6).
 */
import { isEngineError } from './errors.js';
import { notationOf, readNotation } from './notation.js';
import { startScenario, type Problem, type Scenario } from './scenario.js';
import { describeError } from './scenario-describe.js';

/**
 * The notation of a loaded scenario's position before its play, or the
 * problems that keep it from being written (paths in the file's terms:
 * `board[i]…` for a tile, `play.tile` for the tile in hand; other notation
 * paths prefixed with `position.`).
 */
export function scenarioPosition(s: Scenario, file: string): { position: string } | { problems: Problem[] } {
  // a loaded scenario is valid: its start has the play's player to move and tile in hand
  const g = startScenario(s).game;
  const position = notationOf(g);
  const back = readNotation(position);
  if (!isEngineError(back)) return { position };
  // Name the file's field: notation tiles are listed north to south, west to east.
  const sorted = s.board
    .map((b, i) => ({ i, x: b.at[0], y: b.at[1] }))
    .sort((a, b) => a.y - b.y || a.x - b.x || a.i - b.i);
  const t = /^tiles\[(\d+)\](.*)$/.exec(back.path);
  const path = t
    ? `board[${sorted[Number(t[1])]?.i ?? 0}]${t[2] === '.id' ? '.tile' : t[2]}`
    : back.path === 'turn.tile'
      ? 'play.tile'
      : `position${back.path ? `.${back.path}` : ''}`;
  const message = typeof back.params?.message === 'string' ? back.params.message : describeError(back);
  return {
    problems: [{ file, path, message: `the position cannot be written as notation: ${message}`, code: back.code }],
  };
}
