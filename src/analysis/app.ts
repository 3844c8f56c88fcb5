/**
 * `<hp-analysis>`: the analysis board page (DESIGN 1.6). It keeps the position as an
 * {@link Setup} with undo and redo, lets the reader edit it (tiles from the box,
 * figures, module state, players, scores) or play it under the rules, and shows what the
 * engine says: final scoring now, the scored moves of the tile in hand. It writes
 * `data-position` (canonical notation) and `data-final-points` on the root after every
 * change and on load, keeps `?pozice=` in the address (replaced, so the back button leaves
 * the page), and offers the link, forum texts, a PNG and a scenario file.
 *
 * Reader input (links, files) is read by io.ts, which never throws; everything shown is set
 * as text, never as markup (tile pictures are our own sprite of known tiles).
 *
 * The class only composes the parts, each a module of its own:
 * - state.ts: the position, its history, the mode and the tools (no DOM);
 * - page.ts: the page's parts, strings, status line and message;
 * - input.ts: clicks, field changes, keys, taps on the board; actions.ts: what they ask;
 * - tools.ts: the tools on the board (pick, try, turn, place, select, cursor), both modes;
 * - play-mode.ts: play mode (the kit's turn controller, the move played; its keys, taps and
 *   follower choices are the kit's turn panel, set up in input.ts);
 * - refresh.ts: the refresh after every action: root data attributes, address, panels, board;
 * - panels.ts, fits-panel.ts, tile-panel.ts, state-panel.ts, scoring-panels.ts: the panels;
 * - board-scene.ts: the scene handed to the board kit's view;
 * - files.ts: share texts, copying, the PNG and scenario file downloads, the upload.
 */
import '../engine/modules/art';
import { getT } from '../i18n';
import { AnalysisBoard } from './board-scene';
import type { AnalysisContext } from './context';
import { emptySetup, startSetup, type Setup } from '../engine';
import { hasNotes, notesFromQuery } from '../board/position/notes';
import type { EditResult } from './edit';
import { docFromNotation } from './io';
import { turnPanel, viewHost, wireInput } from './input';
import type { TurnPanel } from '../board/turn/panel';
import { issueText } from './messages';
import { AnalysisPage } from './page';
import { refresh } from './refresh';
import { MovesTable } from './scoring-panels';
import { notationFromSearch, playModeFromSearch } from './share';
import { AnalysisState } from './state';

/** The analysis board of one `<hp-analysis>` element. */
class AnalysisApp implements AnalysisContext {
  /** The position, its history, the mode and the tools. */
  readonly state = new AnalysisState();
  /** The page's parts, strings and messages (cells and figures worded with the game shown). */
  readonly page: AnalysisPage;
  /** The board drawing. */
  readonly board: AnalysisBoard = new AnalysisBoard(this);
  /** The scored moves of the tile in hand. */
  readonly moves: MovesTable = new MovesTable(this);
  /** Play mode's turn on the page (the board kit's turn panel). */
  readonly turn: TurnPanel;

  constructor(root: HTMLElement) {
    this.page = new AnalysisPage(
      root,
      () => this.state.game,
      () => this.state.doc.notes,
    );
    this.turn = turnPanel(this);
    wireInput(this);
    // the board's code starts loading first, while the position is read and the panels drawn
    void this.board.start(viewHost(this));
    this.load(location.search);
    window.addEventListener('popstate', () => this.load(location.search));
  }

  /**
   * Opens the position of a query string (never throws; a bad link: message + empty board);
   * without one, the board starts as a game does: the start tile down.
   */
  load(search: string): void {
    const { page } = this;
    const text = notationFromSearch(search);
    let alert: string | null = null;
    let doc = text === null ? startSetup() : emptySetup();
    let opened = false;
    if (text !== null) {
      const r = docFromNotation(text);
      if (r.ok) {
        opened = true;
        doc = r.doc;
        const notes = notesFromQuery(search, doc.players.length);
        // the document just read takes its notes itself (no rule fact): its game stays its own
        if (hasNotes(notes)) doc.notes = notes;
        if (r.warnings.length) alert = r.warnings.map((w) => issueText(w, page.t)).join('\n');
      } else alert = page.a('load.bad', { issue: issueText(r.issue, page.t) });
    }
    this.state.open(doc);
    // a position shared in play mode opens in it
    if (opened && playModeFromSearch(search)) this.state.mode = 'play';
    page.showAlert(alert);
    page.setStatus(page.a('edit.idle'));
    this.refresh();
  }

  /** Takes an edit's result (see {@link AnalysisContext.apply}). */
  apply(r: EditResult, ok?: (d: Setup) => string): boolean {
    if (!r.ok) {
      this.page.setStatus(issueText(r.issue, this.page.t), true);
      this.page.keys = {}; // controls the reader changed show the position again
      this.refresh();
      return false;
    }
    this.commit(r.doc);
    if (ok) this.page.setStatus(ok(r.doc));
    this.refresh();
    return true;
  }

  /** Makes `next` the position, undoable, and hides the message above the board. */
  commit(next: Setup): void {
    this.state.commit(next);
    this.page.showAlert(null);
  }

  /** Brings the page in line with the state (refresh.ts). */
  refresh(): void {
    refresh(this);
  }
}

/** The custom element: starts the board once it is in the page. */
class HpAnalysis extends HTMLElement {
  /** The board, once started (a failure to start leaves it null and says so in the page's message). */
  private app: AnalysisApp | null = null;

  connectedCallback(): void {
    if (this.app) return;
    try {
      this.app = new AnalysisApp(this);
    } catch (err) {
      const p = this.querySelector<HTMLElement>('[data-part="alert"]');
      if (p) {
        p.textContent = getT(this.dataset.lang ?? 'cs')('sandbox.failed');
        p.hidden = false;
      }
      console.warn(err);
    }
  }
}

if (!customElements.get('hp-analysis')) customElements.define('hp-analysis', HpAnalysis);
