/**
 * `<hp-free-play>`: the free-play page (DESIGN 1.7). The game is a {@link PlaySession}: its
 * {@link GameRecord} (setup, seed, moves) replayed through the engine, with undo and redo. A
 * person plays a turn with the board kit's turn controller (legal cells, rotations, figure and
 * module choices) in its turn panel (keys, taps, the follower choice list), computer players move in a Web Worker (computer.ts); beside the board the
 * panels (panels.ts) show the score, the scoring history with explanations, the tiles left,
 * final scoring "if the game ended now" and the final table. The record is kept in
 * localStorage and in the address (share.ts), and `[data-game-link]` holds a link that replays
 * the game exactly. The setup form is setup.ts, the board board.ts.
 *
 * Reader input (the query, storage) is read by record.ts, which never throws; everything
 * shown is set as text, never as markup.
 */
import { moveIndex } from '../engine';
import '../engine/modules/art';
import type { TFunction } from 'i18next';
import { getT, type Lang } from '../i18n';
import { isolate } from '../lib/text';
import './strings';
import { TurnController } from '../board/turn/turn';
import { gameTileName, placeWords } from '../board/words/explain';
import { choiceList } from '../board/turn/choices';
import { listenBoardKeys, type BoardCommand } from '../board/turn/keys';
import { pageCommands, TurnPanel } from '../board/turn/panel';
import { usingTouch } from '../board/turn/touch';
import {
  isProblem,
  problemKey,
  recordFromQuery,
  type GameRecord,
  type RecordProblem,
  type RecordSource,
} from './record';
import { jsonData } from '../lib/dom';
import { PlaySession, totals } from './session';
import { ComputerPlayers } from './computer';
import { forgetRecord, shareRecord, storedRecord } from './share';
import { SetupForm } from './setup';
import { PlayPanels, type WhatIf } from './panels';
import { PlayBoard, freePlayScene, refusalLine } from './board';
import { MoveList, positionAt } from './moves';
import { PlayAids } from './aids';
import type { Game } from '../engine';

class FreePlayApp {
  /** The page's strings (its language's). */
  private readonly t: TFunction;
  /** The page's `[data-part]` elements by name (FreePlay.astro). */
  private readonly parts: Record<string, HTMLElement> = {};
  /** The setup form. */
  private readonly setup: SetupForm;
  /** The panels beside the board. */
  private readonly panels: PlayPanels;
  /** The board. */
  private readonly board: PlayBoard;
  /** A person's turn on the page: its keys, taps, follower choices and the root's turn attributes. */
  private readonly turn: TurnPanel;
  /** The computer players. */
  private readonly computer: ComputerPlayers;
  /** The game in progress, or null while the setup is shown. */
  private session: PlaySession | null = null;
  /** The turn controller of a person's turn (null on a computer's turn and when the game is over). */
  private ctl: TurnController | null = null;
  /** The number of moves in the game when {@link ctl} was made (a new position needs a new one). */
  private ctlFor = -1;
  /** A cell of {@link ctl}'s turn, tapped or under the cursor, where the tile in hand does not go (the status says why). */
  private refusedCell: { ctl: TurnController; x: number; y: number } | null = null;
  /** Final scoring "if the game ended now", while shown (cleared by the next move). */
  private whatIf: WhatIf | null = null;
  /** The move whose position is shown while the reader looks back (−1: the start), null when live. */
  private view: number | null = null;
  /** The position shown while looking back, and the moves it was replayed for. */
  private viewed: { key: string; game: Game | null } = { key: '', game: null };
  /** The move list panel. */
  private readonly moveList: MoveList;
  /** The hint and the switch hiding the aids. */
  private readonly aids: PlayAids;

  /** @param root the page's `<hp-free-play>` element (FreePlay.astro): its parts, `data-lang`, `data-pages`, `data-sections` */
  constructor(readonly root: HTMLElement) {
    const lang: Lang = root.dataset.lang === 'en' ? 'en' : 'cs';
    this.t = getT(lang);
    for (const e of root.querySelectorAll<HTMLElement>('[data-part]')) this.parts[e.dataset.part!] = e;
    this.setup = new SetupForm(root, this.parts, this.t, {
      alert: (text) => this.alert(text),
      start: (rec) => this.start(rec),
    });
    this.panels = new PlayPanels(this.parts, {
      t: this.t,
      lang,
      pages: jsonData(root.dataset.pages),
      sections: jsonData(root.dataset.sections),
      name: (colour) => this.name(colour),
    });
    this.board = new PlayBoard(this.parts.canvas!, this.t, {
      scene: () => {
        const s = this.session;
        return s
          ? freePlayScene(s, {
              view: this.view,
              shown: this.shownGame(),
              ctl: this.ctl,
              checked: this.turn.ticked(),
              aids: this.aids.on,
              hint: this.aids.litHint(),
            })
          : null;
      },
      onCell: (x, y) => this.turn.tapCell(x, y),
      onSpot: (choice) => this.turn.tapSpot(choice),
      onWheelRotate: (dir) => this.turn.rotate(dir),
      name: (colour) => this.name(colour),
    });
    const act = (a: string) => () => this.action(a);
    this.turn = new TurnPanel({
      root,
      board: this.parts.canvas!,
      choices: this.parts.choices!,
      list: choiceList,
      words: {
        t: this.t,
        name: 'fp-choice',
        button: 'fp-primary',
      },
      turn: () => this.ctl,
      play: (move) => this.play(moveIndex(this.session!.game, move)),
      refresh: () => this.refresh(),
      render: () => this.board.render(),
      commands: pageCommands(act),
      refused: (cell, c) => (this.refusedCell = cell ? { ctl: c, ...cell } : null),
      // the choices and their confirm button come into sight (they sit under the board)
      listed: (box) => box.scrollIntoView?.({ block: 'nearest' }),
    });
    this.moveList = new MoveList(this.parts.moves!, {
      t: this.t,
      subject: (colour) => this.subject(colour),
      show: (at) => this.showMove(at),
    });
    this.aids = new PlayAids(root, this.parts.hint!, this.t, {
      game: () => (this.view === null && this.ctl ? (this.session?.game ?? null) : null),
      moves: () => this.session?.rec.moves.length ?? -1,
      refresh: () => this.refresh(),
    });
    this.computer = new ComputerPlayers({
      session: () => this.session,
      hold: () => this.view !== null,
      play: (index) => this.play(index),
      failed: () => this.setStatus(this.p('error.bot')),
      // the last computer move's thinking time in the worker (ms), for the bench
      thought: (ms) => (this.root.dataset.botMs = String(Math.round(ms))),
    });
    this.wire();
    this.load();
  }

  private p(key: string, o?: Record<string, unknown>): string {
    return this.t(`play.${key}`, o);
  }

  private name(colour: string): string {
    const seat = this.session?.seatOf(colour);
    const c = this.t(`player.${colour}`);
    // the name isolated: right-to-left letters do not turn the text around it
    return seat?.name ? `${isolate(seat.name)} (${c})` : c;
  }

  /**
   * A player as the subject of a verb that agrees with it (`MoveListHost.subject` in moves.ts): with a
   * name of their own, the language's `play.subject` (Czech: the colour first, "Červený (Jana)").
   */
  private subject(colour: string): string {
    const seat = this.session?.seatOf(colour);
    const c = this.t(`player.${colour}`);
    return seat?.name ? this.p('subject', { colour: c, name: isolate(seat.name) }) : c;
  }

  // ---- loading and starting ----------------------------------------------------------------

  /** Opens the game the address names, else the game kept in storage, else the setup. */
  private load(): void {
    const q = recordFromQuery(location.search);
    if (isProblem(q)) {
      this.problem(q);
      this.showSetup();
      return;
    }
    if (q) {
      this.start(q);
      return;
    }
    const stored = storedRecord();
    if (stored.broken) this.alert(this.p('error.storage'));
    if (stored.record) this.start(stored.record, 'storage');
    else this.showSetup();
  }

  private problem(pr: RecordProblem, from: RecordSource = 'link'): void {
    this.alert(this.p(problemKey(pr, from), { max: 6, id: '', at: '', code: '', ...pr.params }));
  }

  private alert(text: string | null): void {
    const a = this.parts.alert!;
    a.textContent = text ?? '';
    a.hidden = !text;
  }

  /** Starts (or continues) the game of a record; a move that is not legal cuts the record there. */
  private start(rec: GameRecord, from: RecordSource = 'link'): void {
    const { session, problem } = PlaySession.open(rec);
    if (problem) this.problem(problem, from);
    if (!session) {
      this.showSetup();
      return;
    }
    this.session = session;
    this.view = null;
    this.ctl = null;
    this.whatIf = null;
    this.parts.setup!.hidden = true;
    this.parts.game!.hidden = false;
    void this.board.start(() => this.session?.game ?? null);
    this.refresh();
  }

  private showSetup(preset?: GameRecord): void {
    this.computer.cancel();
    this.session = null;
    this.root.dataset.state = 'setup';
    delete this.root.dataset.finalTotals;
    this.parts.game!.hidden = true;
    this.parts.setup!.hidden = false;
    this.setup.show(preset);
  }

  /** Asks before throwing away a game in progress. */
  private mayLeave(): boolean {
    const s = this.session;
    if (!s || s.game.ended || !s.rec.moves.length) return true;
    return window.confirm(this.p('confirmNew'));
  }

  // ---- wiring ------------------------------------------------------------------------------

  private wire(): void {
    this.root.addEventListener('click', (e) => {
      const b = (e.target as HTMLElement).closest<HTMLElement>('[data-action]');
      if (!b || !this.root.contains(b)) return;
      const a = b.dataset.action;
      if (a === 'analyse') return; // a plain link
      if (a === 'start') return; // the form's submit
      this.action(a!);
    });
    // the board's keys work from the first key press: anywhere on the page but in its fields
    listenBoardKeys(this.root, this.parts.canvas!, (cmd) => this.command(cmd), true);
    // the move list: ←/→ step through the moves, Home the start, End back to the game
    this.root.addEventListener('keydown', (e) => {
      const tag = (e.target as HTMLElement).tagName;
      if (tag === 'INPUT' || tag === 'SELECT' || tag === 'TEXTAREA' || !this.session) return;
      const inList = this.parts.moves!.contains(e.target as Node);
      const step = e.key === 'ArrowLeft' ? -1 : e.key === 'ArrowRight' ? 1 : 0;
      if (step && inList) this.stepView(step);
      else if (e.key === 'Home' && (inList || this.view !== null)) this.showMove(-1);
      else if (e.key === 'End' && this.view !== null) this.showMove(null);
      else return;
      e.preventDefault();
      e.stopPropagation();
    });
  }

  /** Does what a toolbar button (`data-action`) asks. */
  private action(a: string): void {
    switch (a) {
      case 'rotate':
        return this.turn.rotate(1);
      case 'place':
        this.turn.place();
        return;
      case 'confirm':
        return this.turn.confirm();
      case 'undo':
        return this.afterUndo(!!this.session?.undo());
      case 'redo':
        return this.afterUndo(!!this.session?.redo());
      case 'resume':
        this.session?.resume();
        break;
      case 'view-start':
        return this.showMove(-1);
      case 'view-prev':
        return this.stepView(-1);
      case 'view-next':
        return this.stepView(1);
      case 'view-live':
        return this.showMove(null);
      case 'zoom-in':
        return this.board.zoom(1.25);
      case 'zoom-out':
        return this.board.zoom(0.8);
      case 'fit':
        return this.board.fit();
      case 'what-if':
        return this.computeWhatIf();
      case 'again':
        if (this.session && this.mayLeave()) this.start({ ...this.session.rec, moves: [] });
        return;
      case 'new-game':
        if (this.mayLeave()) {
          const preset = this.session?.rec;
          forgetRecord();
          this.showSetup(preset);
        }
        return;
      default:
        return;
    }
    this.refresh();
  }

  /**
   * Does what a board command (src/board/turn/keys.ts) means in free play: on a person's turn
   * the turn's (src/board/turn/panel.ts); false when it means nothing now.
   */
  private command(cmd: BoardCommand): boolean {
    // looking back, or nobody's turn at the device: ←/→ step through the moves
    if ((this.view !== null || !this.ctl) && (cmd === 'left' || cmd === 'right') && this.session) {
      this.stepView(cmd === 'left' ? -1 : 1);
      return true;
    }
    if (this.view !== null && (cmd === 'undo' || cmd === 'redo')) this.view = null;
    // Enter or Space on a computer's turn: its move now, without the pause
    if (!this.ctl && cmd === 'place' && this.view === null) return this.computer.skip();
    // looking back at a move, the turn waits
    if (this.view !== null && cmd !== 'zoom-in' && cmd !== 'zoom-out' && cmd !== 'fit') return false;
    return this.turn.command(cmd);
  }

  // ---- turns -------------------------------------------------------------------------------

  /** The controller of a person's turn (a new one for each position). */
  private controller(): TurnController | null {
    const g = this.session?.game;
    const seat = this.session?.seatToMove();
    if (!g || !seat || seat.kind !== 'person') {
      this.ctl = null;
      return null;
    }
    if (!this.ctl || this.ctlFor !== g.history.length) {
      this.ctl = new TurnController(() => {
        const copy = g.copy();
        return { game: copy, startScores: [...copy.scores] };
      }, false);
      this.ctlFor = g.history.length;
    }
    return this.ctl;
  }

  /** Plays move number `index` of the legal moves for whoever is to move. */
  private play(index: number): void {
    const s = this.session;
    if (!s || index < 0) return;
    const r = s.play(index);
    if (!r) {
      this.setStatus(this.t('sandbox.refused'));
      return;
    }
    this.whatIf = null;
    this.ctl = null;
    this.view = null;
    this.setStatus(
      this.p('status.played', {
        player: this.subject(r.player),
        tile: gameTileName(s.game, r.tile, this.t, r.move.rotation),
        place: placeWords(r.move.x, r.move.y, this.t, s.game.board),
      }),
    );
    this.refresh();
  }

  /**
   * Shows the position after move `at` (−1: the start; null or the last move: the game live).
   * The view only: the game goes on from the live position.
   */
  private showMove(at: number | null): void {
    const s = this.session;
    if (!s) return;
    const last = s.rec.moves.length - 1;
    this.view = at === null || at >= last ? null : Math.max(-1, at);
    this.refresh();
  }

  /** Steps the position shown one move back (−1) or on (1). */
  private stepView(dir: -1 | 1): void {
    const s = this.session;
    if (!s) return;
    this.showMove((this.view ?? s.rec.moves.length - 1) + dir);
  }

  /** The position shown: the one looked back at, else the game live. */
  private shownGame(): Game | null {
    const s = this.session;
    if (!s) return null;
    if (this.view === null) return s.game;
    const key = `${s.rec.seed}|${s.rec.moves.slice(0, this.view + 1).join('.')}`;
    if (this.viewed.key !== key) this.viewed = { key, game: positionAt(s.rec, this.view) };
    return this.viewed.game ?? s.game;
  }

  /** Shows the position an undo or a redo left (`changed`: it took back or played back moves). */
  private afterUndo(changed: boolean): void {
    this.view = null;
    if (!changed) return this.refresh();
    this.ctl = null;
    this.whatIf = null;
    this.refresh();
  }

  private computeWhatIf(): void {
    const g = this.session?.game;
    if (!g) return;
    const copy = g.copy();
    const events = copy.finish();
    this.whatIf = { events, totals: totals(copy), frame: { board: copy.board } };
    this.panels.whatIf(this.whatIf);
  }

  // ---- refresh -----------------------------------------------------------------------------

  private setStatus(text: string): void {
    this.parts.status!.textContent = text;
  }

  /** Shows the game as it is now: the root's data attributes, the links, every panel, the board; lets a computer move. */
  refresh(): void {
    const s = this.session;
    if (!s) return;
    const g = s.game;
    const r = this.root;
    r.dataset.state = g.ended ? 'over' : 'playing';
    if (g.ended) r.dataset.finalTotals = JSON.stringify(totals(g));
    else delete r.dataset.finalTotals;
    const c = this.controller();
    r.dataset.moves = String(s.rec.moves.length);
    if (this.view !== null && this.view >= s.rec.moves.length - 1) this.view = null;
    r.dataset.viewMove = String(this.view ?? s.rec.moves.length - 1);
    // the analysis board opens the position shown
    const other = shareRecord(r, s.rec, this.shownGame() ?? g);
    if (other) this.alert(this.p('otherTab', { link: other }));
    this.moveList.render(s.rec, this.view ?? s.rec.moves.length - 1);
    this.renderViewBar();
    this.aids.render();
    this.parts.seed!.textContent = this.p('seedShown', { seed: s.rec.seed });
    this.renderToolbar();
    this.renderStatus();
    this.turn.show();
    // looking back: the scores, the track and the tile in hand of the position shown
    const shown = this.shownGame() ?? g;
    this.panels.players(shown);
    this.panels.hand(shown, this.view === null ? c : null);
    this.panels.track(shown);
    this.panels.tiles(g);
    this.panels.history(g, s.log);
    this.panels.whatIf(this.whatIf);
    this.panels.final(g);
    this.board.render();
    this.computer.schedule();
  }

  private renderToolbar(): void {
    const q = (a: string) => this.root.querySelector<HTMLButtonElement>(`button[data-action="${a}"]`)!;
    const c = this.ctl;
    const s = this.session!;
    q('undo').disabled = s.undoPoint() < 0;
    q('redo').disabled = !s.undone;
    q('resume').hidden = !s.paused();
    q('what-if').disabled = s.game.ended;
    q('rotate').disabled = c?.phase !== 'tile';
    q('place').disabled = !(c?.phase === 'tile' && c.selection) && c?.phase !== 'choose';
  }

  /** The move list's buttons: start, back, on, back to the game (as the position shown allows). */
  private renderViewBar(): void {
    const s = this.session!;
    const q = (a: string) => this.root.querySelector<HTMLButtonElement>(`button[data-action="${a}"]`)!;
    const at = this.view ?? s.rec.moves.length - 1;
    q('view-start').disabled = at < 0;
    q('view-prev').disabled = at < 0;
    q('view-next').disabled = this.view === null;
    q('view-live').disabled = this.view === null;
  }

  private renderStatus(): void {
    const session = this.session!;
    const g = session.game;
    const s = this.parts.status!;
    if (this.view !== null) {
      s.textContent =
        this.view < 0
          ? this.p('moves.viewingStart', usingTouch() ? { context: 'touch' } : undefined)
          : this.p('moves.viewing', {
              n: this.view + 1,
              total: session.rec.moves.length,
              ...(usingTouch() ? { context: 'touch' } : {}),
            });
      return;
    }
    if (g.ended) {
      const max = Math.max(...g.scores);
      const winners = g.players.filter((_, i) => g.scores[i] === max).map((p) => this.name(p));
      s.textContent = this.p('status.over', { players: winners.join(', ') });
      return;
    }
    const seat = session.seatToMove()!;
    if (session.paused()) s.textContent = this.p('status.paused');
    else if (seat.kind !== 'person') s.textContent = this.p('status.computer', { player: this.name(seat.colour) });
    else {
      const c = this.ctl!;
      const refused = this.refusedCell?.ctl === c && c.phase === 'tile' && !c.selection;
      const main =
        c.phase === 'choose'
          ? this.p('status.choose')
          : c.selection
            ? this.p('status.place', usingTouch() ? { context: 'touch' } : undefined)
            : (refused && refusalLine(c, this.refusedCell!, this.t)) ||
              this.t('sandbox.pickCell', {
                player: this.name(seat.colour),
                tile: gameTileName(g, g.current!, this.t),
                count: c.legalCells().length,
              });
      // after undo: what Redo would play back, and that a move of one's own drops it
      const undone = session.undone;
      s.textContent = undone ? `${this.p(undone.computer ? 'status.undoneComputer' : 'status.undone')} ${main}` : main;
    }
  }
}

class FreePlayElement extends HTMLElement {
  connectedCallback(): void {
    if (this.dataset.ready) return;
    this.dataset.ready = '1';
    new FreePlayApp(this);
  }
}

if (!customElements.get('hp-free-play')) customElements.define('hp-free-play', FreePlayElement);
