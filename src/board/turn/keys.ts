/**
 * The one keymap of every board (worked examples, the analysis board, free play): the same
 * key does the same thing everywhere, and one help text lists the keys ({@link keyHelp}).
 * A page turns a key press into a {@link BoardCommand} with {@link boardCommand} and does
 * what the command means on that page; a command a page has no use for does nothing there.
 */

/**
 * What a key asks of a board:
 * - `left`/`right`/`up`/`down`: move the cursor one cell (while a tile is placed), or go to
 *   the previous/next follower choice (while a follower is chosen);
 * - `rotate`/`rotate-back`: turn the tile in hand 90° clockwise/counter-clockwise;
 * - `place`: put the tile on the selected cell, or confirm the follower choice;
 * - `cancel`: take the tile being placed back into the hand (or drop a selection);
 * - `undo`/`redo`: take back the last step, or play it again;
 * - `zoom-in`/`zoom-out`/`fit`: zoom about the tile being placed, or show the whole board;
 * - `delete`: remove the selected placed tile (the analysis board's editor).
 */
export type BoardCommand =
  | 'left'
  | 'right'
  | 'up'
  | 'down'
  | 'rotate'
  | 'rotate-back'
  | 'place'
  | 'cancel'
  | 'undo'
  | 'redo'
  | 'zoom-in'
  | 'zoom-out'
  | 'fit'
  | 'delete';

/**
 * The command of a key press, or null for a key the boards leave alone (and for any key
 * typed into a text field, a select or a number box, which keep their own keys).
 * Arrow keys on a radio button (the follower choices) are left to the browser, which
 * moves the choice itself.
 */
export function boardCommand(e: KeyboardEvent): BoardCommand | null {
  if (e.altKey || e.defaultPrevented) return null;
  const t = e.target as HTMLElement | null;
  const tag = t?.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT' || t?.isContentEditable) return null;
  if (tag === 'INPUT') {
    const type = (t as HTMLInputElement).type;
    if (type !== 'radio' && type !== 'checkbox' && type !== 'button') return null;
    if (type === 'radio' && e.key.startsWith('Arrow')) return null;
  }
  const ctrl = e.ctrlKey || e.metaKey;
  const k = e.key;
  if (ctrl) {
    if (k === 'z' || k === 'Z') return e.shiftKey ? 'redo' : 'undo';
    if (k === 'y' || k === 'Y') return 'redo';
    return null;
  }
  switch (k) {
    case 'ArrowLeft':
      return 'left';
    case 'ArrowRight':
      return 'right';
    case 'ArrowUp':
      return 'up';
    case 'ArrowDown':
      return 'down';
    case 'r':
    case 'R':
      return e.shiftKey ? 'rotate-back' : 'rotate';
    case 'Enter':
      return tag === 'BUTTON' || tag === 'A' ? null : 'place';
    case ' ':
      return tag === 'BUTTON' || tag === 'A' || tag === 'SUMMARY' ? null : 'place';
    case 'Escape':
      return 'cancel';
    case 'z':
    case 'Z':
      return e.shiftKey ? 'redo' : 'undo';
    case 'Backspace':
      return 'undo';
    case 'y':
    case 'Y':
      return 'redo';
    case '+':
    case '=':
      return 'zoom-in';
    case '-':
      return 'zoom-out';
    case '0':
      return 'fit';
    case 'Delete':
      return 'delete';
    default:
      return null;
  }
}

/** The cell step of an arrow command (`[dx, dy]`, y grows to the south), or null for another command. */
export function arrowStep(cmd: BoardCommand): [number, number] | null {
  return cmd === 'left' ? [-1, 0] : cmd === 'right' ? [1, 0] : cmd === 'up' ? [0, -1] : cmd === 'down' ? [0, 1] : null;
}

/**
 * Wires a board's keys: key presses inside `scope` (and, with `page`, on the page itself
 * while no other control has focus) go through {@link boardCommand} to `run`, whose true
 * answer takes the key (`preventDefault`); a tap or click on `board` gives it the keyboard
 * without scrolling the page. The same on every board.
 * @param scope the board's page part (an example, the analysis board's or free play's root)
 * @param board the canvas box
 * @param run does what the command means on the page; false when it means nothing now
 * @param page also take keys pressed with focus on the page body (a whole-page tool)
 */
export function listenBoardKeys(
  scope: HTMLElement,
  board: HTMLElement,
  run: (cmd: BoardCommand) => boolean,
  page = false,
): void {
  (page ? document : scope).addEventListener('keydown', (ev) => {
    const e = ev as KeyboardEvent;
    const t = e.target as Node | null;
    if (page && t !== document.body && !(t && scope.contains(t))) return;
    const cmd = boardCommand(e);
    if (cmd && run(cmd)) e.preventDefault();
  });
  board.addEventListener('pointerdown', () => board.focus({ preventScroll: true }));
}
