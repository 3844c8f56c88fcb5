/**
 * Free play's computer players on the page: when a computer seat is to move, its move is
 * chosen in a Web Worker (bot-worker.ts; the page never freezes) while a short pause runs, and
 * played when both are over; without a worker it is chosen on the main thread after the pause. An answer that comes after the game moved on (undo, a
 * new game) is dropped.
 */
import { chooseMove } from '../engine';
import type { GameRecord } from './record';
import type { PlaySession } from './session';

/** Pause before a computer player's move is shown (ms) in a game of computers alone. */
const BOT_PAUSE = 250;
/** Pause before a computer's move in a game with a person (ms): time to see the move before it; {@link ComputerPlayers.skip} ends it. */
const FOLLOW_PAUSE = 900;
/** Time budget of a move chosen on the main thread (ms; the page does not respond meanwhile). */
const MAIN_THREAD_BUDGET = 300;

/** What the computer players ask of the page. */
export interface ComputerHost {
  /** The game in progress, or null (the setup is shown). */
  session(): PlaySession | null;
  /** Whether the computer waits (the reader looks back at an earlier position). */
  hold?(): boolean;
  /** Plays the chosen move: its index in the engine's `legalMoves()` for the player to move. */
  play(index: number): void;
  /** The worker could not choose a move (the status line says so). */
  failed(): void;
  /** The worker chose a move in `ms` milliseconds (its own clock, the choice alone). */
  thought?(ms: number): void;
}

/** The computer seats of the game in progress: one pending move at a time. */
export class ComputerPlayers {
  /** The worker the moves are chosen in, once started (null before, or when none can run). */
  private worker: Worker | null = null;
  /** No worker could start (or it failed): moves are chosen on the main thread. */
  private workerFailed = false;
  /** The number of the latest request; an answer to an older one is dropped. */
  private request = 0;
  /** The pause before the pending request is sent (a `setTimeout` id, 0 when none). */
  private timer = 0;
  /** Sends the pending request now (set while a pause runs). */
  private pending: (() => void) | null = null;

  /** @param host the page: the game in progress, playing a chosen move, a failure */
  constructor(private readonly host: ComputerHost) {}

  /** Lets the computer move when it is its turn (and the game does not wait for the reader). */
  schedule(): void {
    window.clearTimeout(this.timer);
    this.pending = null;
    const session = this.host.session();
    const seat = session?.seatToMove();
    if (!session || !seat || seat.kind === 'person' || session.paused() || this.host.hold?.()) return;
    const id = ++this.request;
    const rec: GameRecord = JSON.parse(JSON.stringify(session.rec)) as GameRecord;
    const level = seat.kind;
    const seed = rec.seed + rec.moves.length;
    const person = rec.seats.some((s) => s.kind === 'person');
    // the worker thinks while the pause runs; the move is played when both are over
    let chosen: number | null = null;
    let pauseOver = false;
    const answer = (): void => {
      const now = this.host.session();
      if (chosen === null || !pauseOver || id !== this.request || !now || now.rec.moves.length !== rec.moves.length)
        return;
      this.host.play(chosen);
    };
    const w = this.botWorker();
    if (w) {
      const onMessage = (e: MessageEvent<{ id: number; index?: number; ms?: number; error?: string }>): void => {
        if (e.data.id !== id) return;
        w.removeEventListener('message', onMessage);
        if (typeof e.data.index !== 'number') {
          if (id === this.request) this.host.failed();
          return;
        }
        chosen = e.data.index;
        if (typeof e.data.ms === 'number') this.host.thought?.(e.data.ms);
        answer();
      };
      w.addEventListener('message', onMessage);
      w.postMessage({ id, record: rec, level, seed });
    }
    this.pending = () => {
      this.pending = null;
      pauseOver = true;
      if (!w) {
        // no worker: the move is chosen now, on the main thread, with a shorter budget
        const game = this.host.session()?.game;
        if (game && id === this.request) chosen = chooseMove(game, level, { seed, budgetMs: MAIN_THREAD_BUDGET });
      }
      answer();
    };
    this.timer = window.setTimeout(() => this.pending?.(), person ? FOLLOW_PAUSE : BOT_PAUSE);
  }

  /** Ends the pause before a computer's move (the reader does not want to wait). @returns whether a pause ran */
  skip(): boolean {
    const go = this.pending;
    if (!go) return false;
    window.clearTimeout(this.timer);
    go();
    return true;
  }

  /** Drops the pending move (the game is left for the setup). */
  cancel(): void {
    window.clearTimeout(this.timer);
    this.pending = null;
    this.request++;
  }

  /** The worker, started on first use; null when none can run. */
  private botWorker(): Worker | null {
    if (this.worker || this.workerFailed) return this.worker;
    try {
      this.worker = new Worker(new URL('./bot-worker.ts', import.meta.url), { type: 'module' });
      this.worker.addEventListener('error', () => {
        // no worker after all: the computer thinks on the main thread
        this.workerFailed = true;
        this.worker = null;
        this.schedule();
      });
    } catch {
      this.workerFailed = true;
    }
    return this.worker;
  }
}
