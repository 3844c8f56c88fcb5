/**
 * What the analysis board's buttons (`data-action`) and form fields (`data-setup`,
 * `data-field`) do: each becomes a tool (tools.ts), a play (play-mode.ts), a file or share
 * action (files.ts) or an edit of the position (edit.ts) taken through `app.apply`.
 */
import type { Location } from '../engine';
import { getModule, emptySetup } from '../engine';
import { stateField } from '../engine';
import type { AnalysisContext } from './context';
import {
  playerLimits,
  removeFigure,
  setCurrent,
  setModules,
  setPlayers,
  setPlayerToMove,
  setScore,
  setStateCount,
  setStateFigure,
  setStateValue,
} from './edit';
import { copyField, copyImage, downloadPng, downloadYaml, openPasted, sharePicture, upload } from './files';
import { playMove } from './play-mode';
import { clearMarks, markFeatureAt, setMarkTool, setNoteText } from './marks';
import type { MarkTool } from './state';
import { addFigureAt, arrive, pick, placeOrConfirm, redo, removeSelected, rotate, setMode, undo } from './tools';

/** Does what button `b` (its `data-action` is `action`) asks. */
export async function act(app: AnalysisContext, action: string, b: HTMLElement): Promise<void> {
  const { page, state: s } = app;
  const d = s.doc;
  switch (action) {
    case 'mode-edit':
      return setMode(app, 'edit');
    case 'mode-play':
      return setMode(app, 'play');
    case 'undo':
      return undo(app);
    case 'redo':
      return redo(app);
    case 'rotate':
      return rotate(app, 1);
    case 'place':
      return placeOrConfirm(app);
    case 'remove-tile':
      return removeSelected(app);
    case 'zoom-in':
      app.board.view?.zoom(1.25);
      return;
    case 'zoom-out':
      app.board.view?.zoom(0.8);
      return;
    case 'fit':
      app.board.view?.fit(true);
      return;
    case 'clear': {
      const next = emptySetup(d.modules, d.players);
      next.scores = [...d.scores];
      // the title, comment and names stay; the marks were about the tiles cleared
      if (d.notes) next.notes = { ...d.notes, marks: { cells: [], features: [], arrows: [] } };
      s.resetTools();
      app.apply({ ok: true, doc: next }, () => page.a('edit.cleared'));
      return;
    }
    case 'pick':
      return pick(app, b.dataset.tile!);
    case 'pick-fit': {
      // pick the tile and show it on the cell the panel is about; the board takes the
      // focus, so that Enter puts the tile down there (R turns it)
      const cell = s.cursor;
      pick(app, b.dataset.fit!);
      if (cell && s.picked === b.dataset.fit) {
        arrive(app, cell.x, cell.y, false);
        app.refresh();
        page.part('canvas').focus({ preventScroll: true });
      }
      return;
    }
    case 'unpick':
      s.picked = null;
      s.ghost = null;
      page.setStatus(page.a('edit.idle'));
      app.refresh();
      return;
    case 'take':
      if (s.picked) {
        const tile = s.picked;
        s.picked = null;
        s.ghost = null;
        app.apply(setCurrent(d, tile));
      }
      return;
    case 'hand-clear':
      app.apply(setCurrent(d, null));
      return;
    case 'add-figure':
      return addFigureAt(app, b.dataset.at as Location);
    case 'remove-figure':
      if (s.selected !== null) {
        app.apply(removeFigure(d, s.selected, Number(b.dataset.figure)), () => page.a('edit.figureRemoved'));
      }
      return;
    case 'sort':
      return app.moves.sortBy(b.dataset.by!, b.dataset.player);
    case 'more-moves':
      return app.moves.showEvery();
    case 'try-move': {
      const m = app.moves.list?.[Number(b.dataset.index)];
      if (m) playMove(app, m.move);
      return;
    }
    case 'confirm':
      return app.turn.confirm();
    case 'copy-link':
      return copyField(app, page.part('link') as HTMLInputElement);
    case 'copy-forum':
      return copyField(app, page.root.querySelector<HTMLTextAreaElement>('[data-forum-snippet]')!);
    case 'copy-markdown':
      return copyField(app, page.root.querySelector<HTMLTextAreaElement>('[data-markdown-snippet]')!);
    case 'copy-embed':
      return copyField(app, page.root.querySelector<HTMLTextAreaElement>('[data-embed-snippet]')!);
    case 'download-png':
      return downloadPng(app);
    case 'copy-image':
      return copyImage(app);
    case 'open-pasted':
      return openPasted(app, page.root.querySelector<HTMLInputElement>('[data-part="paste"]')!);
    case 'share':
      return sharePicture(app);
    case 'download-yaml':
      return downloadYaml(app);
    case 'clear-marks':
      return clearMarks(app);
    case 'mark-feature':
      return markFeatureAt(app, b.dataset.at ?? '');
    default:
      return;
  }
}

/** The game and its expansions (`data-setup` `game` / `module`), the number of players (`count`) or a seat's colour (`seat`). */
function onSetup(app: AnalysisContext, target: HTMLElement, setup: string): void {
  const { page, state: s } = app;
  const d = s.doc;
  const input = target as HTMLInputElement;
  if (setup === 'game' || setup === 'module') {
    // a game of its own (a standalone module) or the base game with the checked expansions
    const game = page.root.querySelector<HTMLInputElement>('input[data-setup="game"]:checked')?.value ?? 'base';
    const mods =
      game !== 'base'
        ? ['base', game]
        : [
            'base',
            ...[...page.root.querySelectorAll<HTMLInputElement>('input[data-setup="module"]')]
              .filter((c) => c.checked)
              .map((c) => c.value),
          ];
    s.picked = null;
    s.ghost = null;
    app.apply(setModules(d, mods));
  } else if (setup === 'count') {
    const n = Number(input.value);
    const { colours } = playerLimits(d.modules);
    const next = d.players.slice(0, n);
    for (const c of colours) if (next.length < n && !next.includes(c)) next.push(c);
    app.apply(setPlayers(d, next));
  } else if (setup === 'seat') {
    const i = Number(target.dataset.seat);
    const next = [...d.players];
    const j = next.indexOf(input.value);
    if (j >= 0) next[j] = next[i]!;
    next[i] = input.value;
    app.apply(setPlayers(d, next));
  }
}

/** A control of a module's position state (state-panel.ts): the field's type says what its value means. */
function onStateField(app: AnalysisContext, target: HTMLElement): void {
  const d = app.state.doc;
  const input = target as HTMLInputElement;
  const module = target.dataset.module ?? '';
  const id = target.dataset.state ?? '';
  const f = stateField(getModule(module), id);
  if (f?.type === 'figures') {
    const [player, kind] = input.value ? input.value.split(':') : [];
    const fig = player ? { player, kind: kind || 'normal' } : null;
    app.apply(setStateFigure(d, module, id, Number(target.dataset.x), Number(target.dataset.y), fig));
  } else if (f?.type === 'counts') {
    // an empty box is none of the item
    const v = input.value.trim();
    const n = v === '' ? 0 : Number(v);
    app.apply(setStateCount(d, module, id, target.dataset.player ?? '', target.dataset.item ?? '', n));
  } else if (f?.type === 'number') {
    const v = input.value.trim();
    app.apply(setStateValue(d, module, id, v === '' ? undefined : Number(v)));
  } else app.apply(setStateValue(d, module, id, input.value || undefined));
}

/** Does what a changed form field asks: set up, a score, the player to move, the figure tools, module state, a file. */
export function onChange(app: AnalysisContext, target: HTMLElement): void {
  const { page, state: s } = app;
  const d = s.doc;
  const input = target as HTMLInputElement;
  const setup = target.dataset.setup;
  if (setup) return onSetup(app, target, setup);
  const field = target.dataset.field;
  if (field === 'score') {
    const v = Number(input.value);
    app.apply(setScore(d, Number(target.dataset.seat), Number.isFinite(v) ? Math.round(v) : NaN));
  } else if (field === 'to-move') {
    app.apply(setPlayerToMove(d, Number(input.value)));
  } else if (field === 'figure-player') {
    s.figurePlayer = Number(input.value);
    page.keys.selected = '';
    app.refresh();
  } else if (field === 'figure-kind') {
    s.figureKind = input.value;
    page.keys.selected = '';
    app.refresh();
  } else if (field === 'state') {
    onStateField(app, target);
  } else if (field === 'mark-tool') {
    setMarkTool(app, (input.value || null) as MarkTool | null);
  } else if (field === 'note-title' || field === 'note-comment' || field === 'name') {
    setNoteText(app, field, input.value, Number(target.dataset.seat ?? 0));
  } else if (target.dataset.action === 'upload') {
    void upload(app, input);
  }
}
