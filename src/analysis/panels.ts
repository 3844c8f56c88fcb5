/**
 * The analysis board's panels of the position itself: the game and players set up, the
 * toolbar's buttons, the players' table (score, player to move, supply, final scoring), the
 * tile in hand, the tile box and the position in words (the text listing). Each panel is drawn again only when what it shows changed
 * (`page.keys`), keeping focus on the control the reader is using.
 */
import { getModule } from '../engine';
import { signed } from '../i18n/numbers';
import { tileText } from '../board/words/features';
import { renderHand as showTileInHand } from '../board/turn/hand';
import { el } from '../lib/dom';
import type { PanelView } from './context';
import { playerLimits } from './edit';
import { issueText } from './messages';
import { replaceKeepingFocus } from './page';
import { meeplePicture, spritePictures, tilePicture } from './panel-pictures';
import { boxTiles, copiesLeft, type BoxTile } from './tilebox';
import { positionLines } from './describe';
import { nameField } from './marks';
import { seatLabel } from '../board/position/notes';

/** The game (the base game or a standalone one), its expansions, the number of players and their colours. */
export function renderSetup(app: PanelView): void {
  const { page } = app;
  const d = app.state.doc;
  const root = page.root;
  const key = JSON.stringify([d.modules, d.players, d.notes?.names]);
  if (key === page.keys.setup) return;
  page.keys.setup = key;
  const own = d.modules.find((id) => getModule(id)?.standalone);
  for (const i of root.querySelectorAll<HTMLInputElement>('input[data-setup="game"]'))
    i.checked = i.value === (own ?? 'base');
  for (const i of root.querySelectorAll<HTMLInputElement>('input[data-setup="module"]')) {
    i.checked = d.modules.includes(i.value);
    i.disabled = !!own;
  }
  const lim = playerLimits(d.modules);
  const count = root.querySelector<HTMLSelectElement>('select[data-setup="count"]')!;
  for (const o of count.options) o.disabled = Number(o.value) > lim.max;
  count.value = String(d.players.length);
  const seats = d.players.map((p, i) => {
    const label = el('label', {}, page.a('setup.seat', { n: i + 1 }) + ' ');
    const s = el('select', { 'data-setup': 'seat', 'data-seat': String(i), 'data-key': `seat-${i}` });
    for (const c of lim.colours) s.append(el('option', { value: c }, page.colour(c)));
    s.value = p;
    label.append(s);
    const seat = el('div', { class: 'analysis-seat' });
    seat.append(label, nameField(app, i, page.colour(p)));
    return seat;
  });
  replaceKeepingFocus(page.part('seats'), seats);
}

/** The toolbar: which mode is on, and the buttons that do nothing now disabled. */
export function renderToolbar(app: PanelView): void {
  const s = app.state;
  const q = (a: string) => app.page.root.querySelector<HTMLButtonElement>(`button[data-action="${a}"]`)!;
  q('mode-edit').setAttribute('aria-pressed', String(s.mode === 'edit'));
  q('mode-play').setAttribute('aria-pressed', String(s.mode === 'play'));
  const c = s.ctl;
  q('undo').disabled = !s.past.length && !(s.mode === 'play' && c?.canUndo);
  q('redo').disabled = !s.future.length;
  q('rotate').disabled = s.mode === 'play' ? c?.phase !== 'tile' : !s.ghost && !s.picked && s.selected === null;
  q('place').disabled = s.mode === 'play' ? !(c?.phase === 'tile' && c.selection) && c?.phase !== 'choose' : !s.ghost;
  q('remove-tile').disabled = s.mode !== 'edit' || s.selected === null;
  q('clear').disabled = s.mode !== 'edit' || (!s.doc.tiles.length && !s.doc.current);
}

/** One row per player: score (a number field), player to move (a radio button), supply, final scoring, total. */
export function renderPlayers(app: PanelView): void {
  const { page } = app;
  const { doc: d, game: g, final: f } = app.state;
  const key = JSON.stringify([d.players, d.notes?.names, d.scores, d.player, f?.points, g.supply.map((s) => [...s])]);
  if (key === page.keys.players) return;
  page.keys.players = key;
  const table = el('table');
  const head = el('tr');
  for (const [k, cls] of [
    ['player', ''],
    ['score', 'num'],
    ['toMove', ''],
    ['supply', ''],
    ['final', 'num'],
    ['total', 'num'],
  ] as const) {
    head.append(el('th', { scope: 'col', class: cls || undefined }, page.a(`players.${k}`)));
  }
  table.append(el('thead'), el('tbody'));
  table.tHead!.append(head);
  const kinds = [...g.figureKinds.keys()];
  d.players.forEach((p, i) => {
    const tr = el('tr');
    const who = el('th', { scope: 'row' });
    const w = el('span', { class: 'analysis-who' });
    w.append(meeplePicture(p), el('span', {}, seatLabel(d.notes, i, page.colour(p))));
    who.append(w);
    const score = el('input', {
      type: 'number',
      step: '1',
      value: String(d.scores[i] ?? 0),
      'data-field': 'score',
      'data-seat': String(i),
      'data-key': `score-${i}`,
      'aria-label': page.a('players.scoreLabel', { player: page.name(p) }),
    });
    const radio = el('input', {
      type: 'radio',
      name: 'analysis-to-move',
      value: String(i),
      'data-field': 'to-move',
      'data-key': `move-${i}`,
      'aria-label': page.a('players.toMoveLabel', { player: page.name(p) }),
    });
    radio.checked = d.player === i;
    const supply = kinds.map((k) => page.figureCount(k, g.available(i, k))).join(', ');
    const add = f?.points[p] ?? 0;
    const cells: [string, HTMLElement | string, string][] = [
      ['score', score, 'num'],
      ['toMove', radio, ''],
      ['supply', supply, ''],
      ['final', signed(add, true), 'num'],
      ['total', signed((d.scores[i] ?? 0) + add), 'num'],
    ];
    tr.append(who);
    for (const [k, c, cls] of cells) tr.append(page.cell(page.a(`players.${k}`), c, cls));
    table.tBodies[0]!.append(tr);
  });
  replaceKeepingFocus(page.part('players'), [table]);
}

/** The tile in hand (the kit's tile in hand, with its words beside it), and the buttons to take or drop the picked tile. */
export function renderHand(app: PanelView): void {
  const { page } = app;
  const { doc: d, picked } = app.state;
  const key = JSON.stringify([d.current, picked, d.modules]);
  if (key === page.keys.hand) return;
  page.keys.hand = key;
  const box = el('div', { class: 'analysis-hand' });
  if (d.current) {
    const shown = el('span', { class: 'analysis-hand' });
    const description = tileText(d.current, 0, page.t);
    const text = page.a('hand.tile', { tile: d.current, description });
    showTileInHand(shown, { tile: d.current, rotation: 0, label: text, name: d.current, text }, spritePictures(56));
    box.append(
      shown,
      el('button', { type: 'button', 'data-action': 'hand-clear', 'data-key': 'hand-clear' }, page.a('hand.clear')),
    );
  } else box.append(el('span', {}, page.a('hand.none')));
  const take = el('button', { type: 'button', 'data-action': 'take', 'data-key': 'take' }, page.a('hand.take'));
  const drop = el('button', { type: 'button', 'data-action': 'unpick', 'data-key': 'unpick' }, page.a('hand.unpick'));
  if (!picked) take.disabled = drop.disabled = true;
  box.append(take, drop);
  replaceKeepingFocus(page.part('hand'), [box]);
}

/** The box: the tiles of the sets the modules bring, by set, each a button with its copies left. */
export function renderBox(app: PanelView): void {
  const { page } = app;
  const { doc: d, picked, mode } = app.state;
  const tiles = boxTiles(d.modules);
  const left = new Map(tiles.map((b) => [b.id, copiesLeft(d, b.id)]));
  const key = JSON.stringify([d.modules, [...left], picked, mode]);
  if (key === page.keys.box) return;
  page.keys.box = key;
  const groups = new Map<string, BoxTile[]>();
  for (const b of tiles) {
    const g = b.illustrative ? 'illustrative' : b.set;
    if (!groups.has(g)) groups.set(g, []);
    groups.get(g)!.push(b);
  }
  const out: HTMLElement[] = [];
  for (const [g, list] of groups) {
    const title = g === 'illustrative' ? page.a('box.illustrative') : page.a(`box.set.${g}`, { defaultValue: g });
    out.push(el('h3', { class: 'analysis-box-set' }, title));
    const ul = el('ul', { class: 'analysis-tiles' });
    for (const b of list) {
      // a position may hold more copies than the sets have (the warning above says so): none left, never fewer
      const n = Math.max(0, left.get(b.id) ?? 0);
      const desc = tileText(b.id, 0, page.t);
      const label = b.illustrative
        ? page.a('box.illustrativeLabel', { tile: b.id, description: desc })
        : page.a('box.label', { tile: b.id, description: desc, left: n, count: b.count });
      const btn = el('button', {
        type: 'button',
        class: `analysis-tile${n <= 0 ? ' empty' : ''}`,
        'data-action': 'pick',
        'data-tile': b.id,
        'data-key': `tile-${b.id}`,
        'aria-pressed': String(picked === b.id || (mode === 'play' && d.current === b.id)),
        'aria-label': label,
        title: label,
      });
      if (n <= 0) {
        btn.setAttribute('aria-disabled', 'true');
        btn.dataset.reason = issueText({ key: 'noCopies', params: { tile: b.id } }, page.t);
      }
      btn.append(
        tilePicture(b.id, 52),
        el('span', { 'aria-hidden': 'true' }, b.letter),
        el('span', { class: 'left', 'aria-hidden': 'true' }, Number.isFinite(n) ? `×${n}` : '∞'),
      );
      const li = el('li');
      li.append(btn);
      ul.append(li);
    }
    out.push(ul);
  }
  replaceKeepingFocus(page.part('box'), out);
}

/**
 * The position in words (describe.ts), one list item per line. Wording a full board takes
 * some 60 ms (a phone's 250 ms), and the listing sits in a closed panel at first: while
 * closed it is worded when the page is idle (after the board is drawn), and at once when
 * the panel opens.
 * @param now word it now, closed or not
 */
export function renderText(app: PanelView, now = false): void {
  const { page, state } = app;
  const key = state.notation + JSON.stringify(state.doc.state);
  if (key === page.keys.text) return;
  const panel = page.part('text').closest('details');
  if (!now && panel && !panel.open) {
    if (!panel.dataset.textWaits) {
      panel.dataset.textWaits = 'toggle';
      panel.addEventListener('toggle', () => panel.open && renderText(app, true));
    }
    if (page.keys.textLater === key) return;
    page.keys.textLater = key;
    const later = () => page.keys.textLater === key && renderText(app, true);
    if (typeof requestIdleCallback === 'function') requestIdleCallback(later, { timeout: 3000 });
    else setTimeout(later, 300);
    return;
  }
  page.keys.text = key;
  page.keys.textLater = '';
  page.part('text').replaceChildren(...positionLines(state.doc, page.t).map((l) => el('li', {}, l)));
}
