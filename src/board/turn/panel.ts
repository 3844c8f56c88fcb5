/**
 * The turn on a page: one component for every board with a turn (the worked examples, free
 * play, the analysis board's play mode). Around the page's {@link TurnController} it owns the
 * keys of a turn (arrows: the cursor while the tile is placed, the follower choices while one
 * is chosen; R turns; Enter puts the tile down or confirms the ticked choice), taps on cells
 * and follower spots, the follower choice list (drawn by the list's code, choices.ts
 * `choiceList`, given at once or loaded when first needed), confirming a choice and the turn's
 * attributes on the page's root (attributes.ts). The page configures it with hooks: its turn
 * now, what playing a move means there, its own commands (undo, redo, zoom…) and its refresh.
 * A worked example loads this file itself only once its reader plays (src/sandbox/sandbox.ts).
 */
import type { TFunction } from 'i18next';
import type { Move } from '../../engine/core';
import { turnAttributes } from './attributes';
import { arrowStep, type BoardCommand } from './keys';
import type { TurnController } from './turn';

/** The words and name of a choice list ({@link ChoiceListCode.renderChoiceList}). */
export interface ChoiceListWords {
  /** The page's strings (the choices are worded with them). */
  t: TFunction;
  /** The radio buttons' name (unique on the page: `<example id>-choice`, `fp-choice`). */
  name: string;
  /** The list's legend (`sandbox.chooseLegend` unless given). */
  legend?: string;
  /** The confirm button's label (`sandbox.confirm` unless given). */
  confirm?: string;
  /** The confirm button's class (`primary` unless given). */
  button?: string;
}

/**
 * The follower choice list's DOM code (choices.ts `choiceList`): a page that loads the
 * choices' wording with its own code gives it at once, a worked example loads it.
 */
export interface ChoiceListCode {
  /**
   * Brings `box` in line with the turn `c`: while a follower is chosen (phase `choose`) the
   * choices of the tile put down, the first one ticked, and a confirm button
   * (`data-action="confirm"`: the page routes its click to {@link TurnPanel.confirm}), drawn
   * anew only for another turn or placement, so the reader's pick stays; otherwise the box
   * emptied and hidden (`board` takes the keyboard when it was in the list).
   * @returns whether the list was drawn anew
   */
  renderChoiceList(box: HTMLElement, c: TurnController | null, words: ChoiceListWords, board: HTMLElement): boolean;
  /** Ticks the next or previous choice for an arrow's step; focus stays. */
  stepChoice(box: HTMLElement, step: readonly [number, number]): number;
  /** Ticks the choice playing entry `index`; null when none does. */
  tickChoice(box: HTMLElement, index: number): unknown;
  /** The index (into `c.choices()`) of the choice ticked now; 0 when none is. */
  tickedChoice(box: HTMLElement): number;
}

/** The commands a page with a turn carries out its own way: undo, redo and the board's zoom. */
export const PAGE_COMMANDS = ['undo', 'redo', 'zoom-in', 'zoom-out', 'fit'] as const satisfies readonly BoardCommand[];

/**
 * {@link TurnPanelSetup.commands} for the page's own commands: `run(name)` for each of
 * `names` ({@link PAGE_COMMANDS} unless given).
 * @param run makes the handler of one command (the page's action of that name)
 */
export function pageCommands(
  run: (cmd: BoardCommand) => () => boolean | void,
  names: readonly BoardCommand[] = PAGE_COMMANDS,
): NonNullable<TurnPanelSetup['commands']> {
  return Object.fromEntries(names.map((n) => [n, run(n)]));
}

/** The page parts and hooks a {@link TurnPanel} works with. */
export interface TurnPanelSetup {
  /** The page's root: carries `data-phase`, `data-selection`, `data-cursor` and `data-points`. */
  root: HTMLElement;
  /** The canvas box (the board takes the keyboard back after a step of the turn). */
  board: HTMLElement;
  /** The follower choice list's box (hidden while no follower is chosen). */
  choices: HTMLElement;
  /** The list's code, or a loader for it (loaded once, when first needed or {@link TurnPanel.loadList}). */
  list: ChoiceListCode | (() => Promise<ChoiceListCode>);
  /** The list's words and the radio buttons' name. */
  words: ChoiceListWords;
  /** The turn now; null when the board has none (a computer's turn, a move looked back at, the editor). */
  turn(): TurnController | null;
  /** Plays `move`, the choice confirmed, on the page (and draws what follows). */
  play(move: Move, c: TurnController): void;
  /** Draws the page again after a step of the turn (it calls {@link TurnPanel.show}). */
  refresh(): void;
  /** Draws the board again (the ticked choice's figure previewed: {@link TurnPanel.ticked}). */
  render(): void;
  /**
   * The page's own commands (undo, redo, zoom, `cancel` where it means more than taking the
   * tile back); these run before the turn's own meaning and draw the page themselves. A
   * handler returning false means the command means nothing now.
   */
  commands?: Partial<Record<BoardCommand, () => boolean | void>>;
  /** Moves the keyboard cursor the page's way (phase `tile`); default: the controller's `moveCursor`. */
  cursor?(dx: number, dy: number, c: TurnController): void;
  /** A cell where the tile in hand does not go was tapped or reached by the cursor (null: the tile fits where it went). */
  refused?(cell: { x: number; y: number } | null, c: TurnController): void;
  /** A new choice list was drawn in the box. */
  listed?(box: HTMLElement): void;
}

/** The turn's keys, taps, follower choice list and root attributes on one page (see the file's comment). */
export class TurnPanel {
  /** The list's code once loaded. */
  private code: ChoiceListCode | null = null;
  /** The list's code loading (the first call of {@link loadList} starts it). */
  private loading: Promise<void> | null = null;

  constructor(private readonly o: TurnPanelSetup) {
    if (typeof o.list !== 'function') this.code = o.list;
    // a choice ticked (a click, the second question) previews its figure on the board
    o.choices.addEventListener('change', () => o.render());
  }

  /** Loads the list's code (once); resolves when it is there. */
  loadList(): Promise<void> {
    const load = this.o.list;
    if (this.code || typeof load !== 'function') return Promise.resolve();
    return (this.loading ??= load().then((m) => void (this.code = m)));
  }

  /** The index (into the turn's `choices()`) of the follower choice ticked now; 0 when none is. */
  ticked(): number {
    return this.code?.tickedChoice(this.o.choices) ?? 0;
  }

  /**
   * Does what a board command (keys.ts) means for the turn: the page's own commands first
   * ({@link TurnPanelSetup.commands}), then arrows (cursor or choices), R / Shift+R, Enter
   * (place or confirm, the board keeps the keyboard), Esc (the tile back into the hand, or
   * the cell dropped).
   * @returns false when the command means nothing now (the key is left to the browser)
   */
  command(cmd: BoardCommand): boolean {
    const own = this.o.commands?.[cmd];
    if (own) return own() !== false;
    const c = this.o.turn();
    const step = arrowStep(cmd);
    if (!c) return false;
    if (step && c.phase === 'choose') {
      this.code?.stepChoice(this.o.choices, step);
      this.o.render();
      return true;
    }
    if (step && c.phase === 'tile') {
      if (this.o.cursor) this.o.cursor(step[0], step[1], c);
      else {
        c.moveCursor(step[0], step[1]);
        this.o.refused?.(!c.selection && c.cursor ? c.cursor : null, c);
      }
    } else if (cmd === 'rotate' || cmd === 'rotate-back') c.rotate(cmd === 'rotate' ? 1 : -1);
    else if (cmd === 'place') {
      const done = this.place();
      if (done) this.focusBoard();
      return done;
    } else if (cmd === 'cancel' && c.phase === 'choose') c.undo();
    else if (cmd === 'cancel' && c.selection) c.selection = null;
    else return false;
    this.o.refresh();
    return true;
  }

  /** Turns the tile in hand 90° (`dir` 1 clockwise, −1 back), as R, the turn button and the wheel do. */
  rotate(dir: 1 | -1): void {
    this.o.turn()?.rotate(dir);
    this.o.refresh();
  }

  /** Puts the selected tile down, or confirms the ticked choice; false when neither can be done now. */
  place(): boolean {
    const c = this.o.turn();
    if (c?.phase === 'choose') this.confirm();
    else if (c?.phase === 'tile') {
      c.place();
      this.o.refresh();
    } else return false;
    return true;
  }

  /** Plays the ticked follower choice (phase `choose`) and gives the board the keyboard. */
  confirm(): void {
    const c = this.o.turn();
    const move = c?.phase === 'choose' ? c.choices()[this.ticked()] : undefined;
    if (move) this.o.play(move, c!);
    this.focusBoard();
  }

  /** A tap on cell `[x, y]` while the tile is placed: chooses the cell, or turns the tile already there. */
  tapCell(x: number, y: number): void {
    const c = this.o.turn();
    if (c?.phase !== 'tile') return;
    if (c.selection && c.selection.x === x && c.selection.y === y) c.rotate(1);
    else {
      const fits = c.select(x, y);
      this.o.refused?.(fits ? null : { x, y }, c);
    }
    this.o.refresh();
  }

  /**
   * A tap on the follower spot of choice `choice` (the scene's `Spot.choice`): ticks it in
   * the list; the keyboard stays on the board and the page does not move.
   * @returns whether a choice was ticked
   */
  tapSpot(choice: number | undefined): boolean {
    if (choice === undefined || !this.code?.tickChoice(this.o.choices, choice)) return false;
    this.focusBoard();
    this.o.render();
    return true;
  }

  /**
   * Brings the root's turn attributes (attributes.ts: `data-phase`, `data-selection`,
   * `data-cursor`, `data-points`; none while the board has no turn) and the choice list in
   * line with the turn.
   */
  show(): void {
    turnAttributes(this.o.root, this.o.turn());
    this.renderList();
  }

  /** The choice list (its code loaded first where it is loaded when needed: no list was drawn before it came). */
  private renderList(): void {
    const { choices, board, words } = this.o;
    const c = this.o.turn();
    if (!this.code) {
      if (c?.phase === 'choose') void this.loadList().then(() => this.renderList());
    } else if (this.code.renderChoiceList(choices, c, words, board)) this.o.listed?.(choices);
  }

  private focusBoard(): void {
    this.o.board.focus({ preventScroll: true });
  }
}
