/**
 * The analysis board's input: clicks on its buttons and changes of its fields (one
 * listener each on the root, actions.ts says what they do), the board kit's keys
 * (`listenBoardKeys`: from the first key press anywhere on the page but in its fields;
 * commands per src/board/turn/keys.ts; in play mode the kit's turn panel, {@link turnPanel}),
 * taps on the board (`ViewHost`), and the pointer or focus on a final-scoring line or a row of
 * the moves table, which marks it on the board.
 */
import type { Move } from '../engine';
import { choiceList } from '../board/turn/choices';
import { arrowStep, listenBoardKeys, type BoardCommand } from '../board/turn/keys';
import { TurnPanel } from '../board/turn/panel';
import type { FeatureMark } from '../board/view/scene';
import type { ViewHost } from '../board/view/view';
import type { AnalysisContext } from './context';
import { act, onChange } from './actions';
import { markAt, markFeature, setMarkTool } from './marks';
import { finishTurn } from './play-mode';
import {
  addFigureAt,
  arrive,
  cancel,
  moveCursor,
  placeOrConfirm,
  redo,
  removeSelected,
  rotate,
  stepCursor,
  undo,
} from './tools';

/** Takes the text of a typed field whose change is still waiting (see {@link wireInput}); set by it. */
let flushTyped = (): void => undefined;

/** Listens to the page: buttons, fields, keys, and what the pointer or focus marks on the board. */
export function wireInput(app: AnalysisContext): void {
  const { page } = app;
  const r = page.root;
  // a typed field's change waits for the focus to move (below); whatever the reader does next
  // (a button, a tool, the board, a key) takes that text first, so nothing typed is lost and a
  // link copied right after typing holds it
  let pending: { timer: ReturnType<typeof setTimeout>; run: () => void } | null = null;
  const flush = () => {
    const p = pending;
    pending = null;
    if (p) {
      clearTimeout(p.timer);
      p.run();
    }
  };
  flushTyped = flush;
  r.addEventListener('click', (e) => {
    const b = (e.target as Element).closest<HTMLElement>('button[data-action]');
    if (!b || !r.contains(b)) return;
    flush();
    page.beginAction();
    if (b.getAttribute('aria-disabled') === 'true' && b.dataset.reason) {
      page.setStatus(b.dataset.reason, true);
      return;
    }
    void act(app, b.dataset.action!, b);
  });
  // the paste field's form is run by its button's click (which Enter in the field fires too)
  r.addEventListener('submit', (e) => {
    if ((e.target as Element).matches('form[data-paste-form]')) e.preventDefault();
  });
  r.addEventListener('change', (e) => {
    const target = e.target as HTMLElement;
    // a text or number field changes as the reader leaves it for another one: the panels are
    // drawn again once the focus has moved, so it stays in the field the reader went to
    const typed = target.matches('input[type="text"], input[type="number"], textarea');
    const run = () => {
      page.beginAction();
      onChange(app, target);
    };
    flush();
    if (typed) {
      const p = { timer: setTimeout(() => pending === p && flush(), 0), run };
      pending = p;
    } else run();
  });
  // the board's keys work from the first key press: anywhere on the page but in its fields
  listenBoardKeys(
    r,
    page.part('canvas'),
    (cmd) => {
      flush();
      page.beginAction();
      return command(app, cmd);
    },
    true,
  );
  markOnBoard(app, page.part('final'), '[data-mark]', (e) => {
    app.state.lit = e ? (JSON.parse(e.dataset.mark!) as FeatureMark[]) : [];
  });
  markOnBoard(app, page.part('moves'), '[data-move]', (e) => {
    app.state.previewMove = e ? (JSON.parse(e.dataset.move!) as Move) : null;
  });
}

/**
 * While the pointer is over (or focus is in) an element of `box` matching `selector`,
 * `set` takes that element (null when it leaves) and the board is drawn again.
 */
function markOnBoard(
  app: AnalysisContext,
  box: HTMLElement,
  selector: string,
  set: (e: HTMLElement | null) => void,
): void {
  const show = (e: Event) => {
    set((e.target as Element).closest<HTMLElement>(selector));
    app.board.render();
  };
  const clear = () => {
    set(null);
    app.board.render();
  };
  box.addEventListener('mouseover', show);
  box.addEventListener('focusin', show);
  box.addEventListener('mouseleave', clear);
  box.addEventListener('focusout', clear);
}

/** The analysis board's own commands, the same in both modes (in play mode the turn panel's `commands`). */
function ownCommands(app: AnalysisContext): Partial<Record<BoardCommand, () => void>> {
  return {
    delete: () => removeSelected(app),
    redo: () => redo(app),
    undo: () => undo(app),
    cancel: () => cancel(app),
    'zoom-in': () => app.board.view?.zoom(1.25),
    'zoom-out': () => app.board.view?.zoom(0.8),
    fit: () => app.board.view?.fit(true),
  };
}

/**
 * Play mode's turn on the page (the board kit's turn panel): the turn controller of the tile
 * in hand, the follower choices in `[data-part="choices"]`, a confirmed choice played as the
 * document's next position (`finishTurn`); the cursor is the board's own (it arrives on cells
 * as in the editor and says why the tile does not go there).
 */
export function turnPanel(app: AnalysisContext): TurnPanel {
  const { page, state: s } = app;
  return new TurnPanel({
    root: page.root,
    board: page.part('canvas'),
    choices: page.part('choices'),
    list: choiceList,
    words: {
      t: page.t,
      name: 'analysis-choice',
      legend: page.a('play.legend'),
      confirm: page.a('play.confirm'),
    },
    turn: () => (s.mode === 'play' ? s.ctl : null),
    play: (move, c) => finishTurn(app, c, move),
    refresh: () => app.refresh(),
    render: () => app.board.render(),
    commands: ownCommands(app),
    cursor: (dx, dy) => stepCursor(app, dx, dy),
  });
}

/**
 * Does what a board command (src/board/turn/keys.ts) means on the analysis board (in play
 * mode, every command is the turn panel's; a mark tool is dropped by Escape first); false
 * when it means nothing now.
 */
export function command(app: AnalysisContext, cmd: BoardCommand): boolean {
  const { page, state: s } = app;
  const step = arrowStep(cmd);
  const own = ownCommands(app)[cmd];
  if (cmd === 'cancel' && s.markTool) setMarkTool(app, null);
  else if (s.mode === 'play') app.turn.command(cmd);
  else if (step) moveCursor(app, step[0], step[1]);
  else if (cmd === 'rotate' || cmd === 'rotate-back') rotate(app, cmd === 'rotate' ? 1 : -1);
  else if (cmd === 'place') {
    if (s.markTool && s.cursor) markAt(app, s.cursor);
    else if (s.ghost) placeOrConfirm(app);
    else if (s.selected !== null)
      page.part('selected').querySelector<HTMLElement>('button:not([aria-disabled="true"]), select')?.focus();
    else return false;
  } else if (own) own();
  else return false;
  return true;
}

/** The board view's callbacks: a tap on a cell, a tap on a figure spot, the wheel over the tile being placed. */
export function viewHost(app: AnalysisContext): ViewHost {
  return {
    onCell: (x, y) => {
      flushTyped();
      app.page.beginAction();
      if (markAt(app, { x, y })) return;
      arrive(app, x, y, true);
      app.refresh();
    },
    onSpot: (i) => {
      flushTyped();
      onSpot(app, i);
    },
    onWheelRotate: (dir) => rotate(app, dir),
  };
}

/**
 * A tap on figure spot `i`: in play mode it ticks its follower choice in the list below
 * (the keyboard stays on the board and the page does not move); in edit mode it adds a
 * figure there on the selected tile.
 */
function onSpot(app: AnalysisContext, i: number): void {
  const s = app.state;
  const spot = app.board.spots[i];
  if (!spot) return;
  if (s.markTool) {
    markFeature(app, spot);
    return;
  }
  if (s.mode === 'play') {
    app.turn.tapSpot(spot.choice);
    return;
  }
  addFigureAt(app, spot.at);
}
