/**
 * The turn's attributes on a page's root, for tests (README "Worked examples on a page" and
 * "Free play", DESIGN 1.5 and 1.7), the same on every board with a turn: `data-phase` (`tile`,
 * `choose`, `done`), `data-selection` (`x,y,rotation` of the tile being placed), `data-cursor`
 * (`x,y`, the keyboard cursor) and `data-points` (the JSON of the points gained, once a move is
 * played). The turn panel (panel.ts) writes them; a worked example whose reader only asked for
 * the solution writes them without it.
 */
import type { TurnController } from './turn';

/** Writes turn `c`'s attributes on `root`; with no turn (null), removes them. */
export function turnAttributes(root: HTMLElement, c: TurnController | null): void {
  const set = (name: string, value: string | false | null | undefined) => {
    if (value) root.dataset[name] = value;
    else delete root.dataset[name];
  };
  const sel = c?.selection;
  const cur = c?.cursor;
  set('phase', c?.phase);
  set('selection', sel && `${sel.x},${sel.y},${sel.rotation}`);
  set('cursor', cur && `${cur.x},${cur.y}`);
  set('points', c?.points && JSON.stringify(c.points));
}
