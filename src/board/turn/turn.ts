/**
 * The turn controller of every board with a turn (worked examples, the analysis board's play
 * mode, free play): a state machine without DOM or PixiJS (unit-tested in tests/sandbox).
 * A worked example starts from its scenario position with the scenario's tile in hand:
 *   phase `tile`   — the reader picks a highlighted cell and a rotation;
 *   phase `choose` — the tile lies there; the reader picks a follower location (or none,
 *                    or a module action such as an anniversary symbol) and confirms;
 *   phase `done`   — the engine has applied the move (and final scoring if the scenario
 *                    ends the game); `points` holds what each player gained.
 * Every rule question goes to the engine (`Game.legalMoves`, `Game.apply`, `Game.finish`).
 */
import {
  type Game,
  type Move,
  pointsSince,
  type Rotation,
  type ScenarioStart,
  type ScoreEvent,
} from '../../engine/core';

export type Phase = 'tile' | 'choose' | 'done';

/** A cell with the rotations the tile may take there (degrees clockwise). */
export interface LegalCell {
  x: number;
  y: number;
  rotations: Rotation[];
}

/** The tile being placed: where and how it is turned (not yet applied to the game). */
export interface Selection {
  x: number;
  y: number;
  rotation: Rotation;
}

type Step = { type: 'select'; sel: Selection | null; phase: Phase } | { type: 'move'; move: Move } | { type: 'end' };

/** Points gained per player colour, in turn order (DESIGN 1.4 `points`). */
export type Points = Record<string, number>;

export class TurnController {
  game: Game;
  phase: Phase = 'tile';
  selection: Selection | null = null;
  /** Rotation shown for the tile in hand before a cell is chosen. */
  handRotation: Rotation = 0;
  /** Events of the applied move (and final scoring). */
  events: ScoreEvent[] = [];
  points: Points | null = null;
  private moves: Move[] = [];
  private undoStack: Step[] = [];
  /** Steps taken back, the latest last, with the selection and phase they left ({@link redo}). */
  private redoStack: { step: Step; selection: Selection | null; phase: Phase }[] = [];
  private legalCache: Move[] | null = null;

  /** Totals by player index at the example's start (points gained are counted from them). */
  private readonly startScores: readonly number[];

  /**
   * @param build starts the example (the engine's `startScenario`): the game at its starting
   *   position, with the first tile to place as `game.current` and the moving player as
   *   `game.player`, and the totals then
   * @param end run final scoring after the last move (scenario `end: true`)
   * @param tiles the tiles the example places, in order (more than one when a rule gives an
   *   extra turn); the first one is `game.current` after `build`
   */
  constructor(
    private readonly build: () => ScenarioStart,
    private readonly end: boolean,
    private readonly tiles: readonly string[] = [],
  ) {
    const start = build();
    this.game = start.game;
    this.startScores = start.startScores;
  }

  /** The tile id in hand, or null when nothing is left to place. */
  get tileInHand(): string | null {
    return this.phase === 'done' ? null : this.game.current;
  }

  /** The player to move (colour). */
  get player(): string {
    return this.game.players[this.game.player]!;
  }

  /** Every legal move for the tile in hand (cached until the game changes). */
  legalMoves(): Move[] {
    this.legalCache ??= this.game.legalMoves();
    return this.legalCache;
  }

  /** Cells where the tile in hand fits, each with its legal rotations. */
  legalCells(): LegalCell[] {
    const byCell = new Map<string, LegalCell>();
    for (const m of this.legalMoves()) {
      const key = `${m.x},${m.y}`;
      let c = byCell.get(key);
      if (!c) byCell.set(key, (c = { x: m.x, y: m.y, rotations: [] }));
      if (!c.rotations.includes(m.rotation)) c.rotations.push(m.rotation);
    }
    for (const c of byCell.values()) c.rotations.sort((a, b) => a - b);
    return [...byCell.values()].sort((a, b) => a.y - b.y || a.x - b.x);
  }

  /** Chooses a cell (phase `tile`); keeps the hand rotation when legal there. */
  select(x: number, y: number): boolean {
    if (this.phase !== 'tile') return false;
    const cell = this.legalCells().find((c) => c.x === x && c.y === y);
    if (!cell) return false;
    this.push({ type: 'select', sel: this.selection, phase: this.phase });
    const rotation = cell.rotations.includes(this.handRotation) ? this.handRotation : cell.rotations[0]!;
    this.selection = { x, y, rotation };
    this.cursor = { x, y };
    return true;
  }

  /** Turns the tile 90° clockwise (or back with `dir = -1`), skipping rotations that do not fit. */
  rotate(dir: 1 | -1 = 1): void {
    if (this.phase !== 'tile') return;
    this.redoStack = [];
    if (!this.selection) {
      this.handRotation = ((((this.handRotation + dir * 90) % 360) + 360) % 360) as Rotation;
      return;
    }
    const cell = this.legalCells().find((c) => c.x === this.selection!.x && c.y === this.selection!.y)!;
    const i = cell.rotations.indexOf(this.selection.rotation);
    const next = cell.rotations[(i + dir + cell.rotations.length) % cell.rotations.length]!;
    this.selection = { ...this.selection, rotation: next };
    this.handRotation = next;
  }

  /** Keyboard cursor on the grid (phase `tile`); it may rest on a cell where the tile does not fit. */
  cursor: { x: number; y: number } | null = null;

  /**
   * Moves the keyboard cursor one cell (`dx`, `dy` in −1..1); the first move puts it on the
   * first legal cell. The cursor stays within one cell of the board. On a legal cell the
   * tile is selected there, elsewhere the selection is cleared.
   */
  moveCursor(dx: number, dy: number): void {
    if (this.phase !== 'tile') return;
    const cells = this.legalCells();
    if (!this.cursor) {
      const start = this.selection ?? cells[0];
      if (!start) return;
      this.cursor = { x: start.x, y: start.y };
    } else {
      const xs = this.game.board.tiles.map((p) => p.x);
      const ys = this.game.board.tiles.map((p) => p.y);
      const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));
      this.cursor = {
        x: clamp(this.cursor.x + dx, Math.min(...xs) - 1, Math.max(...xs) + 1),
        y: clamp(this.cursor.y + dy, Math.min(...ys) - 1, Math.max(...ys) + 1),
      };
    }
    const { x, y } = this.cursor;
    if (cells.some((c) => c.x === x && c.y === y)) {
      if (!this.selection || this.selection.x !== x || this.selection.y !== y) this.select(x, y);
    } else {
      this.selection = null;
    }
  }

  /**
   * Puts the selected tile down (phase `tile` → `choose`). With nothing selected and no
   * cursor yet (Enter before any arrow key), the cursor comes to the first legal cell and
   * selects it, as the first arrow would; the tile is not put down yet.
   * @returns whether the tile was put down
   */
  place(): boolean {
    if (this.phase !== 'tile') return false;
    if (!this.selection) {
      if (!this.cursor) this.moveCursor(0, 0);
      return false;
    }
    this.push({ type: 'select', sel: this.selection, phase: this.phase });
    this.phase = 'choose';
    return true;
  }

  /** The legal moves for the placed tile: without a figure first, then each figure / action. */
  choices(): Move[] {
    const s = this.selection;
    if (this.phase !== 'choose' || !s) return [];
    return this.legalMoves()
      .filter((m) => m.x === s.x && m.y === s.y && m.rotation === s.rotation)
      .sort((a, b) => Number(!!a.figure || !!a.actions?.length) - Number(!!b.figure || !!b.actions?.length));
  }

  /**
   * Applies a move through the engine (and final scoring when the scenario ends the game).
   * @throws Error with the engine's error code when the engine refuses the move
   */
  confirm(move: Move): ScoreEvent[] {
    const res = this.game.apply(move);
    if ('code' in res) throw new Error(`engine refused the move: ${res.code} at ${res.path}`);
    const events = [...res.events];
    this.moves.push(move);
    this.undoStack.push({ type: 'move', move });
    this.redoStack = [];
    this.legalCache = null;
    const next = this.tiles[this.moves.length];
    if (next) this.game.setCurrent(next);
    else if (this.end) events.push(...this.game.finish());
    this.phase = next ? 'tile' : 'done';
    this.selection = null;
    this.cursor = null;
    this.events = [...this.events, ...events];
    this.points = pointsSince(this.game, this.startScores);
    return events;
  }

  /**
   * Final scoring of a position that has nothing left to place (an example that shows only
   * the end of the game). Does nothing when a tile is still in hand or the example does not
   * end the game.
   */
  finishNow(): ScoreEvent[] {
    if (!this.end || this.phase === 'done' || this.game.current) return [];
    const events = this.game.finish();
    this.undoStack.push({ type: 'end' });
    this.redoStack = [];
    this.phase = 'done';
    this.events = [...this.events, ...events];
    this.points = pointsSince(this.game, this.startScores);
    return events;
  }

  /** One step back: a confirmed move, the tile put down, or the cell chosen ({@link redo} plays it again). */
  undo(): boolean {
    const step = this.undoStack.pop();
    if (!step) return false;
    this.redoStack.push({ step, selection: this.selection, phase: this.phase });
    if (step.type === 'end') {
      this.rebuild();
      this.phase = 'tile';
    } else if (step.type === 'move') {
      this.moves.pop();
      this.rebuild();
      this.selection = { x: step.move.x, y: step.move.y, rotation: step.move.rotation };
      this.phase = 'choose';
    } else {
      this.selection = step.sel;
      this.phase = step.phase;
    }
    return true;
  }

  /**
   * Plays the step last taken back by {@link undo} again (a confirmed move is applied anew
   * through the engine). Any other step (a cell chosen, a tile put down, a move, a turn of
   * the tile) drops what could be played again.
   * @returns false when nothing was taken back
   */
  redo(): boolean {
    const r = this.redoStack.pop();
    if (!r) return false;
    const rest = this.redoStack;
    if (r.step.type === 'move') this.confirm(r.step.move);
    else if (r.step.type === 'end') this.finishNow();
    else {
      this.undoStack.push(r.step);
      this.selection = r.selection;
      this.phase = r.phase;
      if (r.selection) this.cursor = { x: r.selection.x, y: r.selection.y };
    }
    this.redoStack = rest;
    return true;
  }

  /** Whether a step taken back can be played again ({@link redo}). */
  get canRedo(): boolean {
    return this.redoStack.length > 0;
  }

  /** Back to the example's starting position. */
  reset(): void {
    this.moves = [];
    this.undoStack = [];
    this.redoStack = [];
    this.rebuild();
    this.selection = null;
    this.cursor = null;
    this.phase = 'tile';
  }

  /** Moves applied since the start (for permalinks). */
  get applied(): readonly Move[] {
    return this.moves;
  }

  /** Index of the move being prepared (0: the example's move, 1+: an extra turn). */
  get moveIndex(): number {
    return this.moves.length;
  }

  /** Totals of every player now (points). */
  totals(): Record<string, number> {
    return Object.fromEntries(this.game.players.map((p, i) => [p, this.game.scores[i]!]));
  }

  /** Whether there is anything to undo. */
  get canUndo(): boolean {
    return this.undoStack.length > 0;
  }

  private push(step: Step): void {
    this.undoStack.push(step);
    this.redoStack = [];
  }

  /** Replays the applied moves from the start; events and points are those of the replay. */
  private rebuild(): void {
    this.game = this.build().game;
    this.events = [];
    this.moves.forEach((m, i) => {
      if (i > 0 && this.tiles[i]) this.game.setCurrent(this.tiles[i]!);
      const r = this.game.apply(m);
      if (!('code' in r)) this.events.push(...r.events);
    });
    if (this.moves.length && this.tiles[this.moves.length]) this.game.setCurrent(this.tiles[this.moves.length]!);
    this.points = this.moves.length ? pointsSince(this.game, this.startScores) : null;
    this.legalCache = null;
  }
}
