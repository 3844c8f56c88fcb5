/**
 * The analysis board as its parts see it (the panels, the tools, input, files): the state,
 * the page, the board drawing and the table of moves, and the two steps every action ends
 * with (take an edit's result, refresh the page). app.ts implements it.
 */
import type { Setup } from '../engine';
import type { TurnPanel } from '../board/turn/panel';
import type { BoardView, Spot } from '../board/view/view';
import type { EditResult } from './edit';
import type { AnalysisState } from './state';
import type { AnalysisPage } from './page';
import type { MoveScore } from './scoring';

/**
 * The board drawing as the parts reach it (board-scene.ts's `AnalysisBoard` implements it;
 * named here so this file does not import the drawing, which takes the context).
 */
export interface AnalysisBoardPart {
  /** The kit's view once loaded; null before (and when the browser cannot draw it). */
  readonly view: BoardView | null;
  /** The figure spots of the scene drawn last (`ViewHost.onSpot` gives an index into them). */
  readonly spots: Spot[];
  /** Draws the scene of the state now (and keeps its spots for taps); a failure is said once above the board. */
  render(): void;
}

/**
 * The table of moves as the parts reach it (scoring-panels.ts's `MovesTable` implements it;
 * named here so this file does not import the table, which takes the context).
 */
export interface MovesTablePart {
  /** The scored moves of the tile in hand, in the engine's order; null while they are being scored (or no tile is in hand). */
  readonly list: MoveScore[] | null;
  /** Sorts by a column (`player` with its colour, `place`, else `lead`) and draws the table again. */
  sortBy(by: string, player?: string): void;
  /** Shows every move and draws the table again. */
  showEvery(): void;
  /** Draws the table (starting to score the moves when the position changed). */
  render(): void;
}

/**
 * What a panel shows from: the state (the position, the selection, the notes, the mode) and
 * the page it writes into. Panels take this alone, never the app's actions: a panel draws,
 * and its buttons and fields say what they do through `data-action` (actions.ts).
 */
export interface PanelView {
  /** The position, its history, the mode and the tools. */
  readonly state: AnalysisState;
  /** The page's parts, strings and messages. */
  readonly page: AnalysisPage;
}

/** What every part of the analysis board that acts may reach: the panels' view, the board, the moves table, the steps of an edit. */
export interface AnalysisContext extends PanelView {
  /** The board drawing (the kit's view, loaded after the page opens). */
  readonly board: AnalysisBoardPart;
  /** The scored moves of the tile in hand. */
  readonly moves: MovesTablePart;
  /** Play mode's turn on the page: its keys, taps, follower choices and the root's turn attributes (the board kit's). */
  readonly turn: TurnPanel;
  /**
   * Takes an edit's result: the new position (undoable, `ok` words the status line) or the
   * reason it was refused (shown as a problem; the panels are drawn again, so controls the
   * reader changed show the position). Refreshes the page; true when the edit was taken.
   */
  apply(r: EditResult, ok?: (d: Setup) => string): boolean;
  /** Makes `next` the position (undoable) and hides the message above the board; no refresh. */
  commit(next: Setup): void;
  /** Brings every part of the page and the root's data attributes in line with the state. */
  refresh(): void;
}
