/**
 * "What fits here": for the empty frontier cell under the cursor (edit mode), the box's
 * tile kinds with copies left that fit there (the engine's `fittingTiles`), each with its
 * number of distinct fitting rotations and the copies left; kinds that would fit but have
 * no copy left are counted apart. A cell nothing fits is a dead spot. A rotation the editor
 * refuses (it would complete a feature a figure stands on, `completesOccupied`) is counted
 * on the item (`data-refused`): play mode plays such a move under the rules.
 */
import { fittingTiles, type FittingTile } from '../engine';
import type { Cell } from '../board/view/scene';
import { tileText } from '../board/words/features';
import { el } from '../lib/dom';
import type { PanelView } from './context';
import { completesOccupied, type Issue } from './edit';
import { replaceKeepingFocus } from './page';
import { tilePicture } from './panel-pictures';
import { boxTiles, copiesLeft } from './tilebox';

/** Draws the panel, or hides it when the cursor is on no empty frontier cell (or in play mode). */
export function renderFits(app: PanelView): void {
  const { page, state } = app;
  const d = state.doc;
  const panel = page.part('fits-panel');
  const c = state.mode === 'edit' ? state.cursor : null;
  const b = state.game.board;
  const frontier =
    !!c &&
    !b.at(c.x, c.y) &&
    (b.tiles.length ? b.frontierCells().some(([x, y]) => x === c.x && y === c.y) : c.x === 0 && c.y === 0);
  const key = JSON.stringify([frontier && c, state.notation, d.current]);
  if (key === page.keys.fits) return;
  page.keys.fits = key;
  panel.hidden = !frontier || !c;
  if (!frontier || !c) {
    delete panel.dataset.fitsCell;
    replaceKeepingFocus(page.part('fits'), []);
    return;
  }
  panel.dataset.fitsCell = `${c.x},${c.y}`;
  const box = boxTiles(d.modules).filter((t) => !t.illustrative);
  const fits = fittingTiles(
    b,
    c.x,
    c.y,
    box.map((t) => t.id),
  );
  const left = new Map(fits.map((f) => [f.id, copiesLeft(d, f.id)]));
  const usable = fits.filter((f) => left.get(f.id)! > 0);
  const gone = fits.length - usable.length;
  const copies = usable.reduce((n, f) => n + left.get(f.id)!, 0);
  const out: HTMLElement[] = [
    el(
      'p',
      { 'data-fits-summary': '' },
      usable.length
        ? page.a('fits.summary', {
            x: c.x,
            y: c.y,
            kinds: usable.length,
            copies: page.t('count.tiles', { count: copies }),
            count: usable.length,
          })
        : page.a('fits.dead', { x: c.x, y: c.y }),
    ),
  ];
  if (gone) out.push(el('p', { class: 'analysis-hint' }, page.a('fits.gone', { count: gone })));
  if (usable.length) {
    const ul = el('ul', { class: 'analysis-fits' });
    for (const f of usable) ul.append(fitItem(app, c, f, left.get(f.id)!));
    out.push(ul);
  }
  replaceKeepingFocus(page.part('fits'), out);
}

/** One tile kind that fits on cell `c`: a button that picks it (`pick-fit`), with `n` copies left. */
function fitItem(app: PanelView, c: Cell, f: FittingTile, n: number): HTMLLIElement {
  const { page, state } = app;
  // rotations the editor refuses: they would complete a feature a figure stands on
  const refused = f.rotations
    .map((r) => completesOccupied(state.game, f.id, c.x, c.y, r))
    .filter((i): i is Issue => !!i);
  const item = page.a('fits.item', {
    tile: f.id,
    rotations: f.rotations.length,
    left: n,
    count: f.rotations.length,
  });
  const occupied = refused.length ? page.a(`fits.occupied.${refused[0]!.params!.feature}`) : '';
  const text = !refused.length
    ? item
    : refused.length === f.rotations.length
      ? page.a('fits.completesAll', { item, occupied })
      : page.a('fits.completesSome', { item, occupied, refused: refused.length, rotations: f.rotations.length });
  const li = el('li', {
    'data-fit-tile': f.id,
    'data-rotations': String(f.rotations.length),
    'data-left': String(n),
    'data-refused': refused.length ? String(refused.length) : undefined,
  });
  const btn = el('button', {
    type: 'button',
    class: 'analysis-tile',
    'data-action': 'pick-fit',
    'data-fit': f.id,
    'data-key': `fit-${f.id}`,
    'aria-pressed': String(state.picked === f.id),
    'aria-label': page.a('fits.pick', { item: text, description: tileText(f.id, 0, page.t) }),
    title: text,
  });
  btn.append(tilePicture(f.id, 44), el('span', { 'aria-hidden': 'true' }, text));
  li.append(btn);
  return li;
}
