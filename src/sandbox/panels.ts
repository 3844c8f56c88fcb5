/**
 * What a live worked example shows beside its board, in words, from the turn controller's
 * state: the status line, the tile in hand, the module facts, the score of the move played
 * (and whether it is the example's answer) and the text list of the position for keyboard and
 * screen-reader use. All text is set as text.
 */
import type { TFunction } from 'i18next';
import { locationName } from '../engine';
import type { SandboxController } from '../board/controller';
import { tileText } from '../board/features';
import { explainEvent, explainParked, explainTotals, figureName, placeWords, tileName } from '../board/explain';
import { listWords } from '../board/places';
import { usingTouch } from '../board/input';
import { renderFacts } from '../board/facts';
import { renderHand } from '../board/hand';
import { el } from '../lib/dom';

/** The status line: what the reader can do now (pick a cell, turn and place, choose a follower) or what happened. */
export function statusText(c: SandboxController, t: TFunction): string {
  if (c.phase === 'choose') return t('sandbox.statusChoose');
  if (c.phase === 'done') return c.applied.length === 0 ? t('sandbox.statusFinal') : t('sandbox.statusDone');
  if (!c.tileInHand) return t('sandbox.statusEnd');
  if (c.cursor && !c.selection)
    return t('sandbox.statusNoFit', { place: placeWords(c.cursor.x, c.cursor.y, t, c.game.board) });
  if (c.selection) {
    const cell = c.legalCells().find((x) => x.x === c.selection!.x && x.y === c.selection!.y);
    return t(
      cell && cell.rotations.length < 2 ? 'sandbox.statusPlaceOne' : 'sandbox.statusPlace',
      usingTouch() ? { context: 'touch' } : undefined,
    );
  }
  return t(c.moveIndex > 0 ? 'sandbox.statusExtra' : 'sandbox.statusPick', {
    player: t(`player.${c.player}`),
    count: c.legalCells().length,
  });
}

/** What the rule modules report beside the board (who holds an award, an extra turn …): the kit's facts panel. */
export function renderState(box: HTMLElement, c: SandboxController, t: TFunction): void {
  renderFacts(box, c.game, t, { px: 24, className: 'sandbox-fact' });
}

/**
 * The tile in hand, drawn at its current rotation beside the status line (an unknown tile: its
 * name): the kit's tile in hand, with the drawings the example page made of each tile its moves
 * take in hand (Example.astro, hidden `[data-hand-tile]` inside `root`).
 */
export function renderSandboxHand(box: HTMLElement, root: HTMLElement, c: SandboxController, t: TFunction): void {
  const tile = c.phase === 'tile' ? c.tileInHand : null;
  const rotation = c.selection?.rotation ?? c.handRotation;
  renderHand(
    box,
    {
      tile,
      rotation,
      label: tile ? t('sandbox.handLabel', { tile: tileName(tile, t, rotation), rotation }) : '',
      name: tile ? tileName(tile, t) : '',
    },
    (id) => {
      const drawn = [...root.querySelectorAll<HTMLElement>('[data-hand-tile]')].find((e) => e.dataset.handTile === id);
      return (drawn?.querySelector('svg')?.cloneNode(true) as SVGSVGElement | undefined) ?? null;
    },
  );
}

/**
 * The score once a move is played (or final scoring done): each event in words and the points
 * in all; when the reader played another move than the example's, a line saying so.
 * @param expected the points the example states (`expect.points`), if it states them
 */
export function renderScore(
  box: HTMLElement,
  c: SandboxController,
  t: TFunction,
  expected: Partial<Record<string, number>> | undefined,
): void {
  if (c.phase !== 'done' && !c.points) {
    box.replaceChildren();
    return;
  }
  // places worded from tiles on the board a reader can tell apart (never the unmarked start tile)
  const frame = { board: c.game.board };
  const lines = c.events.map((e) => el('li', {}, explainEvent(e, t, frame)));
  const ul = el('ul');
  ul.append(...lines);
  const total = el(
    'p',
    { class: 'sandbox-total' },
    c.events.length ? explainTotals(c.points ?? {}, t, c.totals()) : t('score.none'),
  );
  const parts: HTMLElement[] = [...(lines.length ? [ul] : []), total];
  if (c.phase === 'done' && expected && JSON.stringify(expected) !== JSON.stringify(c.points))
    parts.push(el('p', {}, t('sandbox.otherMove')));
  box.replaceChildren(...parts);
}

/** The text list of the position (`list`'s `<ul>`): each tile in words with where it lies and the figures on it. */
export function renderTextList(list: HTMLElement, c: SandboxController, t: TFunction): void {
  const ul = list.querySelector('ul')!;
  const g = c.game;
  const figure = (kind: string) => figureName(kind, g.modules, t);
  // every tile worded from one reference tile (never one entry from another)
  const words = listWords(g.board, t);
  const items = g.board.tiles.map((p) => {
    const figs = g
      .figuresOnBoard()
      .filter((f) => f.tile === p.index)
      .map((f) =>
        t('sandbox.textFigure', {
          player: t(`player.${g.players[f.player]}`),
          kind: figure(f.kind),
          where: t(`sandbox.loc.${locationName(f.loc)}`),
        }),
      );
    for (const f of g.parkedFigures().filter((f) => f.x === p.x && f.y === p.y)) {
      figs.push(explainParked(f, g.players[f.player]!, figure(f.kind), t));
    }
    const description = tileText(p.tile.id, p.q * 90, t);
    const text =
      t('sandbox.textTile', {
        tile: words.name(p.tile.id),
        place: words.place(p.x, p.y),
        rotation: p.q * 90,
        description,
      }) + (figs.length ? ` — ${figs.join(', ')}` : '');
    return el('li', {}, text);
  });
  ul.replaceChildren(...items);
}
