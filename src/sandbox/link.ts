/**
 * A worked example's position as a permalink (permalink.ts, position.ts): the link to what
 * the reader has on the board, put in the address bar and on the clipboard, and the position
 * of such a link played back onto the example's start.
 */
import type { TurnController } from '../board/turn/turn';
import { makePermalink } from './permalink';
import { decodeMoves, encodeMoves } from './position';

/**
 * Puts the link to the position on `c`'s board in the address (replaced, not pushed) and on
 * the clipboard.
 * @param example the scenario id
 * @returns whether the clipboard took it (else the address bar holds the link)
 */
export async function copyLink(example: string, c: TurnController): Promise<boolean> {
  const href = makePermalink(location.href, example, encodeMoves(c.applied, c.selection, c.phase));
  history.replaceState(history.state, '', href);
  try {
    await navigator.clipboard.writeText(href);
    return true;
  } catch {
    /* clipboard refused: the address bar holds the link */
    return false;
  }
}

/**
 * Plays a permalink's position onto the example's start: its moves, then the tile in hand
 * where the link left it (selected, or put down). `''` is the example's own start.
 * @returns false when the position does not decode or does not fit the example (the example
 *   is then back at its start)
 */
export function restorePosition(c: TurnController, position: string): boolean {
  if (position === '') return true; // a link to the example itself: its starting position
  const decoded = decodeMoves(position);
  if (!decoded) return false;
  try {
    for (const m of decoded.moves) c.confirm(m);
    const sel = decoded.selection;
    if (sel && c.phase === 'tile') {
      if (!c.select(sel.x, sel.y)) throw new Error('cell');
      c.selection = { ...c.selection!, rotation: sel.rotation };
      if (!c.legalMoves().some((m) => m.x === sel.x && m.y === sel.y && m.rotation === sel.rotation))
        throw new Error('rotation');
      if (decoded.placed) c.place();
    }
    return true;
  } catch {
    c.reset();
    return false;
  }
}
