/**
 * What the analysis board holds between two reader actions: the position (an
 * {@link Setup}) with its undo and redo history, the engine's game built from it,
 * the mode, the editor's tools, the turn of play mode and the marks on the board. No DOM
 * here: the parts of the page (app.ts and the modules it composes) read this state and
 * change it, then refresh the page from it.
 */
import type { Game } from '../engine';
import type { Move, ScoreEvent } from '../engine';
import type { Rotation } from '../engine';
import { emptySetup, gameOfSetup, keepGame, notationOf, packedNotationOf, type Setup } from '../engine';
import type { TurnController } from '../board/turn/turn';
import type { Cell, FeatureMark } from '../board/view/scene';
import { finalScoringOf, type FinalScoring } from './scoring';

/** The mark tools: a cell, a feature, an arrow. */
export type MarkTool = 'cell' | 'feature' | 'arrow';

/** `edit`: the editor's tools change the position; `play`: the tile in hand is played under the rules. */
export type Mode = 'edit' | 'play';

/** Most undo steps kept. */
export const HISTORY = 300;

/** The position, its history and the tools of the analysis board. */
export class AnalysisState {
  // ---- the position and its history ----

  /** The position shown. Edits give a new document; this one is never changed in place. */
  doc: Setup = emptySetup();
  /** The positions before `doc`, oldest first, at most {@link HISTORY} (undo takes the last). */
  past: Setup[] = [];
  /** The positions undone, the last one undone at the end (redo takes it); a new edit empties it. */
  future: Setup[] = [];
  /** Whether the reader changed the position since it was opened (only then is the address replaced). */
  touched = false;
  /** The mode the board is in. */
  mode: Mode = 'edit';

  // ---- made from the document by sync() ----

  /** The engine's game of `doc` (`gameOfSetup`: shared, only read; taken again only when the document changed). */
  game!: Game;
  /** The canonical notation of `game` (version 2: `data-position`, the scenario file). */
  notation = '';
  /** The same position in the packed notation (version 3: the permalink's `?pozice=`, the embed code). */
  shared = '';
  /** What final scoring would add now (per colour, with its events), run on a copy of `game`. */
  final: FinalScoring | null = null;
  /** The document (JSON) that `game`, `notation` and `final` were made from. */
  builtFor = '';

  // ---- the editor's tools (edit mode) ----

  /** The tile id taken from the box to be placed, or null. */
  picked: string | null = null;
  /** The cell (grid units) and rotation (degrees clockwise) the picked tile is tried on, not placed yet; or null. */
  ghost: { x: number; y: number; rotation: Rotation } | null = null;
  /** Degrees clockwise of the picked tile before it is tried on a cell; the rotation it takes first on the next cell. */
  handRotation: Rotation = 0;
  /** The index in `doc.tiles` of the placed tile being edited (figures, module state), or null. */
  selected: number | null = null;
  /** The cell (grid units) of the keyboard cursor or the last tap, or null before any. */
  cursor: Cell | null = null;
  /** The seat (index in `doc.players`) whose figures the selected tile's panel adds. */
  figurePlayer = 0;
  /** The figure kind (a figure kind id of the game, `normal` at first) the selected tile's panel adds. */
  figureKind = 'normal';

  // ---- play mode ----

  /** The turn controller of play mode (the kit's, started from `doc` with its tile in hand), or null. */
  ctl: TurnController | null = null;
  /** The notation of the position `ctl` was started from (a new position starts a new turn). */
  ctlFor = '';
  /** The score events of the move just played in play mode (shown below the board), or null. */
  played: ScoreEvent[] | null = null;
  /** The cell of the tile last played here and the notation of the position it led to (framed while that position is shown). */
  lastMove: { cell: Cell; notation: string } | null = null;

  // ---- marks on the board ----

  /** Features outlined while a line of final scoring is under the pointer or has focus. */
  lit: FeatureMark[] = [];
  /** The move of the table of moves under the pointer or with focus, drawn on the board; or null. */
  previewMove: Move | null = null;

  // ---- the reader's marks (marks.ts) ----

  /** The mark tool chosen (a tap marks instead of editing), or null. */
  markTool: MarkTool | null = null;
  /** The cell a half-drawn arrow leaves, or null. */
  arrowFrom: Cell | null = null;
  /** The index in `doc.tiles` of the tile whose features are offered for a feature mark, or null. */
  markTile: number | null = null;

  /** Opens `doc` as a new position: no history, edit mode, no tool in use, nothing played. */
  open(doc: Setup): void {
    this.doc = doc;
    this.past = [];
    this.future = [];
    this.resetTools();
    this.mode = 'edit';
    this.played = null;
    this.touched = false;
  }

  /** Drops every tool and mark: no tile picked or tried, nothing selected, no cursor, no turn. */
  resetTools(): void {
    this.picked = null;
    this.ghost = null;
    this.selected = null;
    this.cursor = null;
    this.ctl = null;
    this.ctlFor = '';
    this.lit = [];
    this.previewMove = null;
    this.markTool = null;
    this.arrowFrom = null;
    this.markTile = null;
  }

  /** Makes `next` the position, `doc` going into the history (a new edit: nothing left to redo). */
  commit(next: Setup): void {
    this.past.push(this.doc);
    if (this.past.length > HISTORY) this.past.shift();
    this.future = [];
    this.doc = next;
    this.touched = true;
  }

  /** Goes back to the position before; false when there is none. */
  undo(): boolean {
    const prev = this.past.pop();
    if (!prev) return false;
    this.future.push(this.doc);
    this.doc = prev;
    this.afterHistory();
    return true;
  }

  /** Goes forward to the position last undone; false when there is none. */
  redo(): boolean {
    const next = this.future.pop();
    if (!next) return false;
    this.past.push(this.doc);
    this.doc = next;
    this.afterHistory();
    return true;
  }

  /** After undo or redo: no tile tried, no turn, nothing played, the selection kept while its tile is there. */
  private afterHistory(): void {
    this.touched = true;
    this.ghost = null;
    this.ctl = null;
    this.ctlFor = '';
    this.played = null;
    if (this.selected !== null && this.selected >= this.doc.tiles.length) this.selected = null;
  }

  /**
   * Makes the game, its notation and final scoring again when the document changed (not for
   * a cursor move, a tool or a panel: the document is the position), then keeps the tools
   * within the position (a selection, seat or figure kind that is gone is dropped). A
   * document the engine refuses (none that passed the edits' checks) gives an empty board,
   * so the page is never without one.
   */
  sync(): void {
    // the notes are no part of the position: a new mark does not build the game again
    const key = JSON.stringify({ ...this.doc, notes: undefined });
    if (key === this.builtFor)
      keepGame(this.doc, this.game); // a new document of the same position
    else {
      // the game an edit or the link checked is the document's: taken, not built again
      const b = gameOfSetup(this.doc);
      if (!b.game) {
        this.doc = emptySetup();
        this.sync();
        return;
      }
      this.game = b.game;
      this.notation = notationOf(this.game);
      this.shared = packedNotationOf(this.game);
      // one game per change: final scoring runs on a copy of it
      this.final = finalScoringOf(this.game.copy());
      this.builtFor = key;
    }
    if (this.selected !== null && this.selected >= this.doc.tiles.length) this.selected = null;
    if (this.figurePlayer >= this.doc.players.length) this.figurePlayer = 0;
    if (!this.game.figureKinds.has(this.figureKind)) this.figureKind = 'normal';
  }

  /** The colour of the seat whose figures the selected tile's panel adds (the first seat when that one is gone). */
  figureOwner(): string {
    return this.doc.players[this.figurePlayer] ?? this.doc.players[0]!;
  }
}
