/**
 * The analysis board's tools on the board, in both modes: the mode itself, a tile picked
 * from the box and tried on a cell (turned, put down), the placed tile selected (turned,
 * removed, figures added), the keyboard cursor and a tap arriving on a cell. In play mode
 * the same actions go to the turn controller. Every change of the position is an edit
 * (edit.ts) taken through `app.apply`; every refusal is said on the status line.
 */
import type { Game } from '../engine';
import type { Location } from '../engine';
import type { Rotation } from '../engine';
import { featureAtLoc, roleText, whereText } from '../board/words/features';
import type { AnalysisContext } from './context';
import { tileIndexAt, type Setup } from '../engine';
import { addFigure, fitCells, placeTile, removeTile, rotateTile, setCurrent, whyNotHere, whyNotPlay } from './edit';
import { issueText } from './messages';
import type { Mode } from './state';
import { copiesLeft } from './tilebox';

/** Switches the mode, dropping every tool and what was played. */
export function setMode(app: AnalysisContext, mode: Mode): void {
  app.state.mode = mode;
  app.state.resetTools();
  app.state.played = null;
  app.page.setStatus('');
  app.refresh();
}

/**
 * Takes `tile` from the box: in edit mode to place it (refused when no copy is left;
 * picking the picked tile again keeps the cell it is tried on), in play mode as the tile
 * in hand.
 */
export function pick(app: AnalysisContext, tile: string): void {
  const { page, state: s } = app;
  if (s.mode === 'play') {
    app.apply(setCurrent(s.doc, tile));
    return;
  }
  if (copiesLeft(s.doc, tile) <= 0) {
    page.setStatus(issueText({ key: 'noCopies', params: { tile } }, page.t), true);
    return;
  }
  // Escape or "Zrušit výběr" drops it
  if (s.picked !== tile) s.ghost = null;
  s.picked = tile;
  const n = fitCells(s.game, tile).length;
  page.setStatus(n ? page.a('edit.picked', { tile, count: n }) : page.a('edit.pickedNowhere', { tile }));
  app.refresh();
}

/**
 * Turns by 90° (`dir` 1 clockwise, −1 back): the tile in play, the picked tile on its cell
 * (through the rotations that fit there) or in hand, else the selected placed tile.
 */
export function rotate(app: AnalysisContext, dir: 1 | -1): void {
  const { page, state: s } = app;
  if (s.mode === 'play') return app.turn.rotate(dir);
  if (s.ghost && s.picked) {
    const ghost = s.ghost;
    const cell = fitCells(s.game, s.picked).find((c) => c.x === ghost.x && c.y === ghost.y);
    if (cell) {
      const i = cell.rotations.indexOf(ghost.rotation);
      const rotation = cell.rotations[(i + dir + cell.rotations.length) % cell.rotations.length]!;
      s.ghost = { ...ghost, rotation };
      s.handRotation = rotation;
      page.setStatus(page.a('edit.ghost', { tile: s.picked, ...s.ghost }));
    }
    app.refresh();
    return;
  }
  if (s.picked) {
    s.handRotation = ((((s.handRotation + dir * 90) % 360) + 360) % 360) as Rotation;
    app.refresh();
    return;
  }
  if (s.selected !== null) {
    const i = s.selected;
    app.apply(rotateTile(s.doc, i, dir), (n) =>
      page.a('edit.rotated', { tile: n.tiles[i]!.tile, rotation: n.tiles[i]!.rotation }),
    );
  }
}

/** Puts the tile down: in play mode the turn's next step; in edit mode the picked tile on the cell it is tried on. */
export function placeOrConfirm(app: AnalysisContext): void {
  const s = app.state;
  if (s.mode === 'play') {
    app.turn.place();
    return;
  }
  if (!s.ghost || !s.picked) return;
  const tile = s.picked;
  const { x, y, rotation } = s.ghost;
  const r = placeTile(s.doc, tile, x, y, rotation);
  if (r.ok) {
    s.ghost = null;
    s.selected = r.doc.tiles.length - 1;
    if (copiesLeft(r.doc, tile) <= 0) s.picked = null;
  }
  app.apply(r, () => app.page.a('edit.placed', { tile, x, y }));
}

/** Removes the selected placed tile (edit mode). */
export function removeSelected(app: AnalysisContext): void {
  const s = app.state;
  const i = s.selected;
  if (i === null || s.mode !== 'edit') return;
  const t = s.doc.tiles[i]!;
  s.selected = null;
  app.apply(removeTile(s.doc, i), () => app.page.a('edit.removed', { tile: t.tile, x: t.x, y: t.y }));
}

/** Adds a figure of the chosen player and kind at location `at` of the selected tile. */
export function addFigureAt(app: AnalysisContext, at: Location): void {
  const s = app.state;
  const i = s.selected;
  if (i === null) return;
  const player = s.figureOwner();
  const kind = s.figureKind;
  app.apply(addFigure(s.doc, i, at, player, kind), (n) => figureAddedText(app, n, i, at, player, kind));
}

/** The status line after a figure is added: whose, what kind, on which tile and feature. */
function figureAddedText(
  app: AnalysisContext,
  d: Setup,
  i: number,
  at: Location,
  player: string,
  kind: string,
): string {
  const { page } = app;
  const t = d.tiles[i]!;
  const f = featureAtLoc(t.tile, t.rotation, at);
  return page.a('edit.figureAdded', {
    player: page.name(player),
    kind: page.figure(kind),
    tile: t.tile,
    where: f ? `${roleText(f.kind, page.t)}, ${whereText(f, page.t)}` : at,
  });
}

/**
 * A tap (`tap`) or the keyboard cursor arriving on cell `[x, y]`: in play mode it chooses
 * the cell for the tile in hand (a second tap turns it); in edit mode it tries the picked
 * tile there, or selects the placed tile there, or says why nothing can be done there.
 */
export function arrive(app: AnalysisContext, x: number, y: number, tap: boolean): void {
  const { page, state: s } = app;
  s.cursor = { x, y };
  if (s.mode === 'play') {
    const c = s.ctl;
    if (!c || c.phase !== 'tile') return;
    if (tap) {
      if (c.selection && c.selection.x === x && c.selection.y === y) c.rotate(1);
      else if (!c.select(x, y)) explainNoFit(app, c.game, c.game.current, x, y, c.handRotation);
    } else {
      c.cursor = { x, y };
      if (c.legalCells().some((l) => l.x === x && l.y === y)) {
        if (!c.selection || c.selection.x !== x || c.selection.y !== y) c.select(x, y);
      } else {
        c.selection = null;
        explainNoFit(app, c.game, c.game.current, x, y, c.handRotation);
      }
    }
    return;
  }
  const idx = tileIndexAt(s.doc, x, y);
  if (s.picked) {
    const cell = fitCells(s.game, s.picked).find((c) => c.x === x && c.y === y);
    if (cell) {
      if (tap && s.ghost && s.ghost.x === x && s.ghost.y === y) {
        rotate(app, 1);
        return;
      }
      const rotation = cell.rotations.includes(s.handRotation) ? s.handRotation : cell.rotations[0]!;
      s.ghost = { x, y, rotation };
      page.setStatus(page.a('edit.ghost', { tile: s.picked, x, y, rotation }));
    } else if (idx >= 0) {
      s.ghost = null;
      s.selected = idx;
      page.setStatus(page.a('edit.selected', { tile: s.doc.tiles[idx]!.tile, x, y }));
    } else {
      s.ghost = null;
      explainNoFit(app, s.game, s.picked, x, y, s.handRotation);
    }
    return;
  }
  if (idx >= 0) {
    s.selected = idx;
    page.setStatus(page.a('edit.selected', { tile: s.doc.tiles[idx]!.tile, x, y }));
  } else {
    s.selected = null;
    page.setStatus(page.a('edit.empty', { x, y }));
  }
}

/** Says why `tile` cannot go on `[x, y]` at `rotation` (what the editor refuses in edit mode, the rules in play mode). */
function explainNoFit(
  app: AnalysisContext,
  g: Game,
  tile: string | null,
  x: number,
  y: number,
  rotation: Rotation,
): void {
  if (!tile) return;
  const { page } = app;
  const why = (app.state.mode === 'edit' ? whyNotHere : whyNotPlay)(g, tile, x, y, rotation);
  page.setStatus(why ? issueText(why, page.t) : page.a('edit.empty', { x, y }), !!why);
}

/** Moves the keyboard cursor one cell ({@link stepCursor}) and draws the page again. */
export function moveCursor(app: AnalysisContext, dx: number, dy: number): void {
  stepCursor(app, dx, dy);
  app.refresh();
}

/**
 * Moves the keyboard cursor one cell (`dx`, `dy` in −1..1, y to the south), within one cell
 * of the board; the first move puts it on the tile being tried, the selected tile, the
 * first cell the picked tile (or in play mode the tile in hand) fits, or the first tile.
 * The page is not drawn again.
 */
export function stepCursor(app: AnalysisContext, dx: number, dy: number): void {
  const s = app.state;
  const tiles = s.doc.tiles;
  if (!s.cursor) {
    const start = s.ghost ??
      (s.selected !== null ? tiles[s.selected] : undefined) ??
      (s.picked ? fitCells(s.game, s.picked)[0] : undefined) ??
      (s.mode === 'play' ? s.ctl?.legalCells()[0] : undefined) ??
      tiles[0] ?? { x: 0, y: 0 };
    s.cursor = { x: start.x, y: start.y };
  } else {
    const xs = tiles.map((p) => p.x);
    const ys = tiles.map((p) => p.y);
    const lo = (v: number[]) => (v.length ? Math.min(...v) : 0) - 1;
    const hi = (v: number[]) => (v.length ? Math.max(...v) : 0) + 1;
    s.cursor = {
      x: Math.max(lo(xs), Math.min(hi(xs), s.cursor.x + dx)),
      y: Math.max(lo(ys), Math.min(hi(ys), s.cursor.y + dy)),
    };
  }
  arrive(app, s.cursor.x, s.cursor.y, false);
}

/** Escape: drops the tile being tried, else the picked tile, else (play mode) the cell chosen, else the selection. */
export function cancel(app: AnalysisContext): void {
  const s = app.state;
  if (s.ghost) s.ghost = null;
  else if (s.picked) s.picked = null;
  else if (s.mode === 'play' && s.ctl?.selection) s.ctl.undo();
  else s.selected = null;
  app.refresh();
}

/** Takes back the last step: of the turn in play mode while it has one, else of the position's history. */
export function undo(app: AnalysisContext): void {
  const { page, state: s } = app;
  if (s.mode === 'play' && s.ctl && s.ctl.canUndo && s.ctl.phase !== 'done') {
    s.ctl.undo();
    app.refresh();
    return;
  }
  if (!s.undo()) {
    page.setStatus(page.a('edit.nothing'));
    return;
  }
  page.setStatus(page.a('edit.undone'));
  app.refresh();
}

/** Goes forward to the position last undone (nothing when there is none). */
export function redo(app: AnalysisContext): void {
  if (!app.state.redo()) return;
  app.page.setStatus(app.page.a('edit.redone'));
  app.refresh();
}
