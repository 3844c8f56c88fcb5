/**
 * The analysis board's notes (the board kit's notes.ts): the mark tools on the board
 * (highlight a cell, highlight a feature, draw an arrow), the title, the comment and the
 * players' names. Every change is a new document, undoable like any edit, and travels in
 * the permalink, the picture, the scenario file and the forum snippet.
 *
 * The tools work in edit mode: with one chosen, a tap on the board (or Enter at the
 * keyboard cursor) marks instead of editing. "Území" first asks for the tile (its features
 * become spots), then for the feature; "Šipka" asks for the cell it leaves, then the cell
 * it points to. A second mark of the same thing takes it away.
 */
import { locationCode, tileIndexAt, type Setup } from '../engine';
import { tileFeatures, whereText } from '../board/words/features';
import { placeWords } from '../board/words/places';
import {
  cleanText,
  emptyNotes,
  hasNotes,
  MAX_COMMENT,
  MAX_NAME,
  MAX_TITLE,
  toggleArrow,
  toggleCell,
  toggleFeature,
  type PositionNotes,
} from '../board/position/notes';
import type { Cell, FeatureMark } from '../board/view/scene';
import type { Spot } from '../board/view/view';
import { el } from '../lib/dom';
import type { AnalysisContext, PanelView } from './context';
import type { MarkTool } from './state';

/** The notes of a document (empty ones when it has none). */
export function notesOf(d: Setup): PositionNotes {
  return d.notes ?? emptyNotes();
}

/** `d` with notes `n` (none kept when they hold nothing). */
function withNotes(d: Setup, n: PositionNotes): Setup {
  const next = { ...d };
  if (hasNotes(n)) next.notes = n;
  else delete next.notes;
  return next;
}

/** Whether two feature marks name one feature of the game shown (the same group of tile parts). */
function sameFeature(app: AnalysisContext, a: FeatureMark, b: FeatureMark): boolean {
  const board = app.state.game.board;
  const node = (m: FeatureMark) => {
    const p = board.at(m.x, m.y);
    return p ? board.nodeAt(p, locationCode(m.loc)) : -1;
  };
  const na = node(a);
  const nb = node(b);
  if (na < 0 || nb < 0) return a.x === b.x && a.y === b.y && a.loc === b.loc;
  return board.group(na) === board.group(nb);
}

/** Where cell `c` lies, worded from a tile on the board the reader can tell apart (the board kit's `placeWords`). */
function where(app: AnalysisContext, c: Cell): string {
  return placeWords(c.x, c.y, app.page.t, app.state.game.board);
}

/** Chooses a mark tool (null: back to editing the position), dropping a half-drawn arrow or a chosen tile. */
export function setMarkTool(app: AnalysisContext, tool: MarkTool | null): void {
  const s = app.state;
  s.markTool = tool;
  s.arrowFrom = null;
  s.markTile = null;
  if (tool) {
    s.picked = null;
    s.ghost = null;
    s.selected = null;
  }
  const a = app.page.a.bind(app.page);
  app.page.setStatus(
    tool === 'cell'
      ? a('marks.hint.cell')
      : tool === 'feature'
        ? a('marks.hint.feature')
        : tool === 'arrow'
          ? a('marks.hint.arrow')
          : a('edit.idle'),
  );
  app.refresh();
}

/** Commits notes `n` as an undoable change, saying `status` on the status line. */
function commitNotes(app: AnalysisContext, n: PositionNotes, status: string): void {
  app.commit(withNotes(app.state.doc, n));
  app.page.setStatus(status);
  app.refresh();
}

/**
 * A tap (or Enter) on cell `c` while a mark tool is chosen: toggles the cell's mark, offers
 * the features of the tile there, or starts or ends an arrow.
 * @returns false when no mark tool is chosen (the tap edits the position as usual)
 */
export function markAt(app: AnalysisContext, c: Cell): boolean {
  const { page, state: s } = app;
  if (!s.markTool || s.mode !== 'edit') return false;
  const n = notesOf(s.doc);
  s.cursor = { x: c.x, y: c.y };
  if (s.markTool === 'cell') {
    const had = n.marks.cells.some((m) => m.x === c.x && m.y === c.y);
    commitNotes(
      app,
      toggleCell(n, c),
      had ? page.a('marks.cellOff', { place: where(app, c) }) : page.a('marks.cellOn', { place: where(app, c) }),
    );
  } else if (s.markTool === 'feature') {
    const i = tileIndexAt(s.doc, c.x, c.y);
    s.markTile = i >= 0 ? i : null;
    page.setStatus(
      i >= 0
        ? page.a('marks.hint.featureSpot', { place: where(app, c) })
        : page.a('marks.noTile', { place: where(app, c) }),
      i < 0,
    );
    app.refresh();
  } else if (!s.arrowFrom) {
    s.arrowFrom = { x: c.x, y: c.y };
    page.setStatus(page.a('marks.hint.arrowTo', { place: where(app, c) }));
    app.refresh();
  } else {
    const from = s.arrowFrom;
    s.arrowFrom = null;
    if (from.x === c.x && from.y === c.y) {
      page.setStatus(page.a('marks.arrowCancelled'));
      app.refresh();
      return true;
    }
    const had = n.marks.arrows.some(
      (a) => a.from.x === from.x && a.from.y === from.y && a.to.x === c.x && a.to.y === c.y,
    );
    commitNotes(
      app,
      toggleArrow(n, from, c),
      had
        ? page.a('marks.arrowOff', { from: where(app, from), to: where(app, c) })
        : page.a('marks.arrowOn', { from: where(app, from), to: where(app, c) }),
    );
  }
  return true;
}

/** The spots of the tile whose feature is to be marked (every feature of it), or none. */
export function markSpots(app: AnalysisContext): Spot[] {
  const s = app.state;
  const t = s.markTool === 'feature' && s.markTile !== null ? s.doc.tiles[s.markTile] : undefined;
  if (!t) return [];
  return tileFeatures(t.tile, t.rotation).map((f) => ({
    x: t.x,
    y: t.y,
    at: f.at,
    tile: t.tile,
    rotation: t.rotation,
    mark: true,
  }));
}

/** A tap on spot `spot` of {@link markSpots}: toggles the mark of that feature (the whole feature). */
export function markFeature(app: AnalysisContext, spot: Spot): void {
  const n = notesOf(app.state.doc);
  const f: FeatureMark = { x: spot.x, y: spot.y, loc: spot.at };
  const had = n.marks.features.some((m) => sameFeature(app, m, f));
  app.state.markTile = null;
  commitNotes(
    app,
    toggleFeature(n, f, (a, b) => sameFeature(app, a, b)),
    had
      ? app.page.a('marks.featureOff', { place: where(app, spot) })
      : app.page.a('marks.featureOn', { place: where(app, spot) }),
  );
}

/** "Smazat značky": every mark taken away (the title, comment and names stay). */
export function clearMarks(app: AnalysisContext): void {
  const n = notesOf(app.state.doc);
  app.state.arrowFrom = null;
  app.state.markTile = null;
  commitNotes(app, { ...n, marks: { cells: [], features: [], arrows: [] } }, app.page.a('marks.cleared'));
}

/**
 * A changed note field: the title (`note-title`), the comment (`note-comment`) or the name
 * of seat `seat` (`name`), cleaned and cut (at most {@link MAX_TITLE}, {@link MAX_COMMENT},
 * {@link MAX_NAME} characters); an unchanged value changes nothing.
 */
export function setNoteText(app: AnalysisContext, field: string, value: string, seat = 0): void {
  const d = app.state.doc;
  const n = notesOf(d);
  let next: PositionNotes;
  if (field === 'note-title') next = { ...n, title: cleanText(value, MAX_TITLE) };
  else if (field === 'note-comment') next = { ...n, comment: cleanText(value, MAX_COMMENT, true) };
  else {
    const names = d.players.map((_, i) => n.names[i] ?? '');
    names[seat] = cleanText(value, MAX_NAME);
    while (names.length && !names[names.length - 1]) names.pop();
    next = { ...n, names };
  }
  if (JSON.stringify(next) === JSON.stringify(n)) return;
  commitNotes(app, next, app.page.a('marks.textSaved'));
}

/** The notes panel: the chosen tool, the fields' values (unless being typed in), what the marks are. */
export function renderMarks(app: AnalysisContext): void {
  const { page, state: s } = app;
  const n = notesOf(s.doc);
  const root = page.root;
  for (const r of root.querySelectorAll<HTMLInputElement>('input[data-field="mark-tool"]')) {
    r.checked = r.value === (s.markTool ?? '');
    r.disabled = s.mode !== 'edit';
  }
  const title = root.querySelector<HTMLInputElement>('[data-field="note-title"]');
  const comment = root.querySelector<HTMLTextAreaElement>('[data-field="note-comment"]');
  if (title && document.activeElement !== title) title.value = n.title;
  if (comment && document.activeElement !== comment) comment.value = n.comment;
  const clear = root.querySelector<HTMLButtonElement>('[data-action="clear-marks"]');
  const m = n.marks;
  if (clear) clear.disabled = !(m.cells.length || m.features.length || m.arrows.length);
  const count = page.part('marks-count');
  count.textContent = page.a('marks.count', {
    cells: m.cells.length,
    features: m.features.length,
    arrows: m.arrows.length,
  });
  page.root.dataset.marks = `${m.cells.length},${m.features.length},${m.arrows.length}`;
  // the features of the tile chosen for a feature mark, as buttons too (keyboard, screen readers)
  const t = s.markTool === 'feature' && s.markTile !== null ? s.doc.tiles[s.markTile] : undefined;
  const list = page.part('mark-features');
  const key = t ? `${t.tile}@${t.x},${t.y},${t.rotation}` : '';
  if (list.dataset.for === key) return;
  list.dataset.for = key;
  list.replaceChildren(
    ...(t
      ? tileFeatures(t.tile, t.rotation).map((f) => {
          const li = el('li');
          li.append(
            el(
              'button',
              { type: 'button', 'data-action': 'mark-feature', 'data-at': f.at },
              `${page.t(`analysis.feature.${f.kind}`, { defaultValue: f.kind })} (${whereText(f, page.t)})`,
            ),
          );
          return li;
        })
      : []),
  );
  list.hidden = !t;
}

/** A button of the feature list: marks that feature of the tile chosen. */
export function markFeatureAt(app: AnalysisContext, at: string): void {
  // markSpots offers nothing unless a tile is chosen for a feature mark
  const spot = markSpots(app).find((p) => p.at === at);
  if (spot) markFeature(app, spot);
}

/** The name field of seat `i` for the set-up panel. */
export function nameField(app: PanelView, i: number, colourName: string): HTMLElement {
  const label = el('label', { class: 'analysis-name' }, `${app.page.a('setup.name', { n: i + 1 })} `);
  const input = el('input', {
    type: 'text',
    maxlength: String(MAX_NAME * 2),
    autocomplete: 'off',
    'data-field': 'name',
    'data-seat': String(i),
    'data-key': `name-${i}`,
    placeholder: colourName,
  });
  input.defaultValue = notesOf(app.state.doc).names[i] ?? '';
  label.append(input);
  return label;
}
