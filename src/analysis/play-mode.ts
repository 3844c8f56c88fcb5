/**
 * Play mode of the analysis board: the tile in hand is played under the rules through the
 * board kit's turn controller (`TurnController`: a cell and rotation, then a follower
 * choice), the move's score events are shown, and the position after it becomes the
 * document (undoable like an edit). The turn's keys, taps and follower choices are the kit's
 * turn panel (src/board/turn/panel.ts, configured in input.ts), which plays a confirmed choice
 * through {@link finishTurn}.
 */
import type { Move, ScoreEvent } from '../engine';
import { TurnController } from '../board/turn/turn';
import { explainEvent } from '../board/words/explain';
import { usingTouch } from '../board/turn/touch';
import { el } from '../lib/dom';
import type { AnalysisContext } from './context';
import { setupOfGame, gameOfSetup } from '../engine';
import { seatLabel } from '../board/position/notes';

/**
 * The turn controller of play mode, started anew when the position changed or its turn is
 * over; null (and none kept) in edit mode or without a tile in hand.
 */
export function controller(app: AnalysisContext): TurnController | null {
  const s = app.state;
  if (s.mode !== 'play' || !s.doc.current) {
    s.ctl = null;
    return null;
  }
  const key = s.notation;
  if (!s.ctl || s.ctlFor !== key || s.ctl.phase === 'done') {
    const d = s.doc;
    s.ctl = new TurnController(
      () => {
        const game = gameOfSetup(d).game!.copy(); // the turn plays on a copy of the document's game
        return { game, startScores: [...game.scores] };
      },
      false,
      [d.current!],
    );
    s.ctlFor = key;
  }
  return s.ctl;
}

/** Plays `move` through the controller; the position after it becomes the document, its tile framed. */
export function finishTurn(app: AnalysisContext, c: TurnController, move: Move): void {
  const s = app.state;
  let events: ScoreEvent[];
  try {
    events = c.confirm(move);
  } catch {
    app.page.setStatus(app.page.t('sandbox.refused'), true);
    return;
  }
  const next = setupOfGame(c.game);
  if (s.doc.notes) next.notes = s.doc.notes;
  s.ctl = null;
  app.commit(next);
  s.played = events;
  app.refresh();
  // the tile just played is marked until the position changes otherwise
  s.lastMove = { cell: { x: move.x, y: move.y }, notation: s.notation };
  app.board.render();
  revealPlayed(app);
}

/**
 * Scrolls the page so that the words of the move just played are in the window, under the
 * board: the board's stage (toolbar, board, status, words) comes down to the window's top
 * when it lies above it (a move played from the table of moves, far down the page), and the
 * page goes on down while the words' foot is under the window's. Scrolled by hand, not by
 * `scrollIntoView`, which would keep the page's scroll padding (the room the sticky board
 * takes on narrow windows) free above the stage.
 */
function revealPlayed(app: AnalysisContext): void {
  const played = app.page.part('played');
  if (played.hidden) return;
  const stage = played.closest('.analysis-stage') ?? played;
  const top = stage.getBoundingClientRect().top;
  if (top < 0) window.scrollBy({ top, behavior: 'instant' });
  const foot = played.getBoundingClientRect().bottom - window.innerHeight;
  if (foot > 0) window.scrollBy({ top: foot, behavior: 'instant' });
}

/** Plays a move of the tile in hand at once (from the table of moves), switching to play mode. */
export function playMove(app: AnalysisContext, move: Move): void {
  app.state.mode = 'play';
  app.state.resetTools();
  const c = controller(app);
  if (!c) return;
  finishTurn(app, c, move);
}

/** The events of the move just played (play mode only). */
function renderPlayed(app: AnalysisContext): void {
  const { page, state } = app;
  const played = page.part('played');
  if (state.played && state.mode === 'play') {
    const ul = el('ul');
    // places worded from tiles a reader can tell apart on the board the move was played on
    const frame = { board: state.game.board };
    for (const e of state.played) ul.append(el('li', {}, explainEvent(e, page.namedT, frame)));
    played.replaceChildren(
      el('p', {}, page.a('play.played', { result: state.played.length ? '' : page.a('play.none') })),
      ...(state.played.length ? [ul] : []),
    );
    played.hidden = false;
  } else played.hidden = true;
}

/** The line under the board in play mode: whose turn, what to do next (a refusal's reason is kept). */
function playStatus(app: AnalysisContext): void {
  const { page, state } = app;
  const c = state.ctl;
  const d = state.doc;
  // the player's own name too, as the players table says it
  const mover = seatLabel(d.notes, d.player, page.colour(d.players[d.player]!));
  if (page.problemShown) {
    /* keep the message saying why the last tap was refused */
  } else if (!c) {
    page.setStatus(page.a('play.noHand', { player: mover }));
  } else if (c.phase === 'tile') {
    const n = c.legalCells().length;
    if (!n) page.setStatus(page.a('play.noFit', { tile: c.game.current }), true);
    else if (c.selection) page.setStatus(page.a('play.place', usingTouch() ? { context: 'touch' } : undefined));
    else if (!c.cursor)
      page.setStatus(page.words('sandbox.pickCell', { player: mover, tile: c.game.current, count: n }));
  } else if (c.phase === 'choose') page.setStatus(page.a('play.choose'));
}

/** The play mode's parts: the move just played and the status line (the follower choices are the turn panel's). */
export function renderPlay(app: AnalysisContext): void {
  renderPlayed(app);
  if (app.state.mode === 'play') playStatus(app);
}
