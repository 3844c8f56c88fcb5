/**
 * What a live worked example shows beside its board, in words, from the turn controller's
 * state: the status line, the tile in hand, the module facts, the score of the move played
 * (and whether it is the example's answer); the text list of the position is text-list.ts. All
 * text is set as text.
 */
import type { TFunction } from 'i18next';
import type { TurnController } from '../board/turn/turn';
import { explainEvent, explainTotals, placeWords, tileName } from '../board/words/explain';
import { usingTouch } from '../board/turn/touch';
import { renderFacts } from '../board/words/facts';
import { renderHand } from '../board/turn/hand';
import { el } from '../lib/dom';

/** The status line: what the reader can do now (pick a cell, turn and place, choose a follower) or what happened. */
export function statusText(c: TurnController, t: TFunction): string {
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
export function renderState(box: HTMLElement, c: TurnController, t: TFunction): void {
  renderFacts(box, c.game, t, { px: 24, className: 'sandbox-fact' });
}

/**
 * The tile in hand, drawn at its current rotation beside the status line (an unknown tile: its
 * name): the kit's tile in hand, with the drawings the example page made of each tile its moves
 * take in hand (Example.astro, hidden `[data-hand-tile]` inside `root`).
 */
export function renderSandboxHand(box: HTMLElement, root: HTMLElement, c: TurnController, t: TFunction): void {
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

/** The score in words: one line per scoring, the total, and whether another move than the example's was played. */
export interface ScoreWords {
  /** Each scoring event in words, in the order scored. */
  events: string[];
  /** The points in all (or "no points"). */
  total: string;
  /** A line saying that the reader played another move than the example's, when they did. */
  other?: string;
}

/**
 * The score once a move is played (or final scoring done), in words; null before that.
 * @param expected the points the example states (`expect.points`), if it states them
 */
export function scoreWords(
  c: TurnController,
  t: TFunction,
  expected: Partial<Record<string, number>> | undefined,
): ScoreWords | null {
  if (c.phase !== 'done' && !c.points) return null;
  // places worded from tiles on the board a reader can tell apart (never the unmarked start tile)
  const frame = { board: c.game.board };
  const events = c.events.map((e) => explainEvent(e, t, frame));
  const total = c.events.length ? explainTotals(c.points ?? {}, t, c.totals()) : t('score.none');
  const other =
    c.phase === 'done' && expected && JSON.stringify(expected) !== JSON.stringify(c.points)
      ? t('sandbox.otherMove')
      : undefined;
  return { events, total, ...(other ? { other } : {}) };
}

/**
 * Shows {@link scoreWords} in `box`: each event in words and the points in all; when the
 * reader played another move than the example's, a line saying so.
 * @param expected the points the example states (`expect.points`), if it states them
 */
export function renderScore(
  box: HTMLElement,
  c: TurnController,
  t: TFunction,
  expected: Partial<Record<string, number>> | undefined,
): void {
  const w = scoreWords(c, t, expected);
  if (!w) {
    box.replaceChildren();
    return;
  }
  const ul = el('ul');
  ul.append(...w.events.map((line) => el('li', {}, line)));
  const parts: HTMLElement[] = [...(w.events.length ? [ul] : []), el('p', { class: 'sandbox-total' }, w.total)];
  if (w.other) parts.push(el('p', {}, w.other));
  box.replaceChildren(...parts);
}
