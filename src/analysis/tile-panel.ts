/**
 * The selected tile's panel (edit mode): the tile at its rotation, whose figure of which
 * kind to add, a button per feature a figure may stand on (disabled with the reason when
 * the editor refuses it), the figures on the tile to remove, and the module state places
 * on this tile (a follower resting there…).
 */
import { featureAtLoc, roleText, tileFeatures, whereText } from '../board/words/features';
import { el } from '../lib/dom';
import type { PanelView } from './context';
import type { SetupTile } from '../engine';
import { addFigure } from './edit';
import { issueText } from './messages';
import { replaceKeepingFocus } from './page';
import { tilePicture } from './panel-pictures';
import { figureSelect, statePlaces } from './state-panel';

/** Draws the panel (shown in edit mode only): the selected tile, or a line saying none is. */
export function renderSelected(app: PanelView): void {
  const { page, state } = app;
  const d = state.doc;
  page.part('selected-panel').hidden = state.mode !== 'edit';
  const i = state.mode === 'edit' ? state.selected : null;
  const t = i !== null ? d.tiles[i] : undefined;
  const key = JSON.stringify([i, t, state.figurePlayer, state.figureKind, d.players, d.state, state.notation]);
  if (key === page.keys.selected) return;
  page.keys.selected = key;
  if (!t || i === null) {
    replaceKeepingFocus(page.part('selected'), [el('p', {}, page.a('selected.none'))]);
    return;
  }
  const head = el('div', { class: 'analysis-hand' });
  head.append(
    tilePicture(t.tile, 56, t.rotation),
    el('strong', {}, page.a('selected.title', { tile: t.tile, x: t.x, y: t.y, rotation: t.rotation })),
  );
  const out: HTMLElement[] = [head, ...figureTools(app, i, t)];
  // places on this tile where a module holds figures (module state)
  for (const { module, field, place } of statePlaces(app))
    if (place.at[0] === t.x && place.at[1] === t.y) out.push(figureSelect(app, module, field, place, true));
  replaceKeepingFocus(page.part('selected'), out);
}

/** The player and kind of the figures to add, a button per feature of tile `i`, and the figures on it to remove. */
function figureTools(app: PanelView, i: number, t: SetupTile): HTMLElement[] {
  const { page, state } = app;
  const d = state.doc;
  const out: HTMLElement[] = [];
  // who and what kind
  const pick = el('div', { class: 'analysis-buttons' });
  const pl = el('label', {}, page.a('selected.player') + ' ');
  const ps = el('select', { 'data-field': 'figure-player', 'data-key': 'figure-player' });
  d.players.forEach((p, j) => ps.append(el('option', { value: String(j) }, page.name(p))));
  ps.value = String(state.figurePlayer);
  pl.append(ps);
  const kl = el('label', {}, page.a('selected.kind') + ' ');
  const ks = el('select', { 'data-field': 'figure-kind', 'data-key': 'figure-kind' });
  for (const k of state.game.figureKinds.keys()) ks.append(el('option', { value: k }, page.figure(k)));
  ks.value = state.figureKind;
  kl.append(ks);
  pick.append(pl, kl);
  out.push(el('h3', { class: 'analysis-box-set' }, page.a('selected.add')), pick);
  const player = state.figureOwner();
  const adds = el('ul', { class: 'analysis-list' });
  for (const f of tileFeatures(t.tile, t.rotation)) {
    const r = addFigure(d, i, f.at, player, state.figureKind);
    const b = el(
      'button',
      { type: 'button', 'data-action': 'add-figure', 'data-at': f.at, 'data-key': `add-${f.at}` },
      page.a('selected.addOn', { role: roleText(f.kind, page.t), where: whereText(f, page.t) }),
    );
    if (!r.ok) {
      b.setAttribute('aria-disabled', 'true');
      b.dataset.reason = issueText(r.issue, page.t);
      b.title = b.dataset.reason;
    }
    const li = el('li');
    li.append(b);
    adds.append(li);
  }
  out.push(adds);
  out.push(el('h3', { class: 'analysis-box-set' }, page.a('selected.figures')));
  if (!t.figures.length) out.push(el('p', {}, page.a('selected.noFigures')));
  else {
    const ul = el('ul', { class: 'analysis-list' });
    t.figures.forEach((f, j) => {
      const feat = featureAtLoc(t.tile, t.rotation, f.at);
      const li = el('li');
      li.append(
        el(
          'button',
          { type: 'button', 'data-action': 'remove-figure', 'data-figure': String(j), 'data-key': `remove-${j}` },
          page.a('selected.remove', {
            player: page.name(f.player),
            kind: page.figure(f.kind),
            role: feat ? roleText(feat.kind, page.t) : '',
            where: feat ? whereText(feat, page.t) : f.at,
          }),
        ),
      );
      ul.append(li);
    });
    out.push(ul);
  }
  return out;
}
