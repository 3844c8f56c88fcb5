/**
 * The problem a scenario file, a link or a position can have, on its own so that the
 * checks scenario.ts and the loader run (islands.ts, scenario-text.ts, notation-game.ts)
 * can name it without importing them. scenario.ts re-exports it.
 */

/** A problem with a scenario file: file name, field path (e.g. `board[2].meeples[0].at`), what is wrong. */
export interface Problem {
  file: string;
  path: string;
  message: string;
  /** Engine error code when the problem comes from the rules. */
  code?: string;
}
