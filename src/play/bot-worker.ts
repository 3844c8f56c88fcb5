/**
 * Web Worker of free play's computer players: receives `{ id, record, level, seed }` (a
 * {@link GameRecord} whose player to move is the computer), replays the record and answers
 * `{ id, index, ms }` (the chosen move's index in `legalMoves()`, the milliseconds the choice
 * took in the worker) or `{ id, error }`. Runs off
 * the main thread, so the page never freezes while a bot thinks.
 */
import { type BotLevel, chooseMove, EXPERT_BUDGET_MS } from '../engine';
import { replay, type GameRecord } from './record';

/** Time budget of a move by level (ms); the advanced bot rarely needs 10 ms of its 500. */
const BUDGET_MS: Record<BotLevel, number> = { beginner: 500, advanced: 500, expert: EXPERT_BUDGET_MS };

/** A request from the page. */
export interface BotRequest {
  id: number;
  record: GameRecord;
  level: BotLevel;
  seed: number;
}

self.onmessage = (e: MessageEvent<BotRequest>) => {
  const { id, record, level, seed } = e.data;
  try {
    const r = replay(record);
    if ('key' in r) {
      postMessage({ id, error: r.key });
      return;
    }
    const start = performance.now();
    const index = chooseMove(r.game, level, { seed, budgetMs: BUDGET_MS[level] });
    postMessage({ id, index, ms: performance.now() - start });
  } catch (err) {
    postMessage({ id, error: String(err) });
  }
};
