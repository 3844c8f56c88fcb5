/**
 * The free-play game in progress as data (no DOM): its {@link GameRecord}, the record replayed
 * through the engine, the turn log of the scoring history, and undo/redo over the record's
 * moves (src/play/README.md, "Undo"). The page (app.ts) shows it; the computer players
 * (computer.ts) read whose turn it is here.
 */
import type { Game } from '../engine';
import { playIndex, replay, type GameRecord, type RecordProblem, type Seat, type TurnLog } from './record';

/**
 * What one press of undo took back, for redo to play again: the record's move indices in the
 * order they were played, and whether a computer player made any of them (for the status line).
 */
export interface Undone {
  moves: number[];
  computer: boolean;
}

/** Every player's total now, one key per colour (points). */
export function totals(g: Game): Record<string, number> {
  return Object.fromEntries(g.players.map((p, i) => [p, g.scores[i]!]));
}

/** One game of free play: its record, the position it gives and what undo took back. */
export class PlaySession {
  /** The record replayed: the position now (the next tile in hand, or the game ended). */
  game: Game;
  /** One entry per move of the record, in order (turn, player, tile, move, score events). */
  log: TurnLog[];
  /** What undo took back, one entry per press (the last press last); redo plays the last entry back. */
  private future: Undone[] = [];

  private constructor(
    /** The game's setup, seed and moves played (the link and storage carry it; moves change in place). */
    readonly rec: GameRecord,
    replayed: { game: Game; log: TurnLog[] },
  ) {
    this.game = replayed.game;
    this.log = replayed.log;
  }

  /**
   * Starts (or continues) the game of a record; a move that is not legal cuts the record there.
   * @returns the session, or null when the record cannot start a game; `problem` is what to tell
   *   the reader (the cut record's first illegal move, or why no game starts), else null
   */
  static open(rec: GameRecord): { session: PlaySession | null; problem: RecordProblem | null } {
    let problem: RecordProblem | null = null;
    let r = replay(rec);
    if ('key' in r && r.key === 'illegal') {
      problem = r;
      rec = { ...rec, moves: rec.moves.slice(0, Number(r.params?.at ?? 1) - 1) };
      r = replay(rec);
    }
    if ('key' in r) return { session: null, problem: r };
    return { session: new PlaySession(rec, r), problem };
  }

  /** The seat to move, or null when the game is over. */
  seatToMove(): Seat | null {
    if (this.game.ended) return null;
    return this.rec.seats[this.game.player] ?? null;
  }

  /** The seat playing a colour. */
  seatOf(colour: string): Seat | undefined {
    return this.rec.seats.find((s) => s.colour === colour);
  }

  /**
   * Plays move number `index` of the legal moves for whoever is to move; a move replaces what
   * undo took back (only a person moves while undone moves wait).
   * @returns the turn played, or null when `index` names no legal move (nothing changes)
   */
  play(index: number): TurnLog | null {
    if (index < 0) return null;
    const r = playIndex(this.game, index);
    if (!r) return null;
    this.rec.moves.push(index);
    const entry = { turn: this.rec.moves.length, ...r };
    this.log.push(entry);
    this.future = [];
    return entry;
  }

  /**
   * Takes back the last move a person played together with the computer moves that followed
   * it, so that the person is on turn again in the position before that move (a game of
   * computers alone: one move, and they wait). Redo plays exactly this back.
   * @returns whether anything was taken back
   */
  undo(): boolean {
    const from = this.undoPoint();
    if (from < 0) return false;
    const computer = this.log.slice(from).some((l) => this.seatOf(l.player)?.kind !== 'person');
    this.future.push({ moves: this.rec.moves.splice(from), computer });
    this.rebuild();
    return true;
  }

  /**
   * Plays back what the last undo took back, move for move (the position before that undo).
   * @returns whether anything was played back
   */
  redo(): boolean {
    const undone = this.future.pop();
    if (!undone) return false;
    this.rec.moves.push(...undone.moves);
    this.rebuild();
    return true;
  }

  /** Drops what undo took back (the reader continues a game of computers alone from here). */
  resume(): void {
    this.future = [];
  }

  /** What the last undo took back (what redo would play back), if anything. */
  get undone(): Undone | undefined {
    return this.future.at(-1);
  }

  /**
   * Where undo cuts the record: the index of the last move a person played; in a game with
   * no person, the last move.
   * @returns the index into `rec.moves`, or -1 when there is nothing to take back (no move
   *   yet, or only computer moves before a person's first turn)
   */
  undoPoint(): number {
    const rec = this.rec;
    if (!rec.moves.length) return -1;
    if (!rec.seats.some((s) => s.kind === 'person')) return rec.moves.length - 1;
    for (let i = this.log.length - 1; i >= 0; i--) if (this.seatOf(this.log[i]!.player)?.kind === 'person') return i;
    return -1;
  }

  /**
   * Whether the game waits for the reader: a computer is to move while undone moves wait
   * (only in a game of computers alone: elsewhere undo stops at a person's turn).
   */
  paused(): boolean {
    const seat = this.seatToMove();
    return !!seat && seat.kind !== 'person' && this.future.length > 0;
  }

  /** Replays the record after undo or redo changed its moves. */
  private rebuild(): void {
    const r = replay(this.rec);
    if ('key' in r) return;
    this.game = r.game;
    this.log = r.log;
  }
}
