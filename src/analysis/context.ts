/**
 * The analysis board as its parts see it (the panels, the tools, input, files): the state,
 * the page, the board drawing and the table of moves, and the two steps every action ends
 * with (take an edit's result, refresh the page). app.ts implements it.
 */
import type { AnalysisDoc } from '../board/doc';
import type { EditResult } from './edit';
import type { AnalysisState } from './state';
import type { AnalysisPage } from './page';
import type { AnalysisBoard } from './board-scene';
import type { MovesTable } from './scoring-panels';

/** What every part of the analysis board may reach. */
export interface AnalysisContext {
  /** The position, its history, the mode and the tools. */
  readonly state: AnalysisState;
  /** The page's parts, strings and messages. */
  readonly page: AnalysisPage;
  /** The board drawing (the kit's view, loaded after the page opens). */
  readonly board: AnalysisBoard;
  /** The scored moves of the tile in hand. */
  readonly moves: MovesTable;
  /**
   * Takes an edit's result: the new position (undoable, `ok` words the status line) or the
   * reason it was refused (shown as a problem; the panels are drawn again, so controls the
   * reader changed show the position). Refreshes the page; true when the edit was taken.
   */
  apply(r: EditResult, ok?: (d: AnalysisDoc) => string): boolean;
  /** Makes `next` the position (undoable) and hides the message above the board; no refresh. */
  commit(next: AnalysisDoc): void;
  /** Brings every part of the page and the root's data attributes in line with the state. */
  refresh(): void;
}
