/**
 * The module-facts panel of every board: what the rule modules report beside the board
 * (`Game.status()`: who holds the King or the Robber Baron, an extra turn …; with
 * `parked`, `Game.parkedFigures()`: followers resting in a bathhouse), each fact in words
 * after the card its module draws for it. The cards' drawings (src/engine/modules/cards.ts:
 * every module's cards, drawn by src/art/cards.ts) load the first time a fact with a card is
 * shown; the panel redraws itself when they arrive.
 */
import type { TFunction } from 'i18next';
import type { Game } from '../../engine/core';
import { explainParked, explainStatus, figureName } from './explain';

/** Draws a module's card for a fact (`StatusFact.data`), `px` pixels wide, or null when the fact has none. */
export type CardPainter = (data: Readonly<Record<string, unknown>>, px?: number) => string | null;

let painter: CardPainter | undefined;
let loading: Promise<CardPainter> | null = null;

/** The card painter once loaded (src/engine/modules/cards.ts), loading it on the first call; resolves to the painter. */
export function loadCardPainter(): Promise<CardPainter> {
  loading ??= import('../../engine/modules/cards').then((m) => (painter = m.statusCardSvg));
  return loading;
}

/** Options of {@link renderFacts}. */
export interface FactsOptions {
  /** Card width in CSS pixels (default 24). */
  px?: number;
  /** Also list followers resting off the features (default false: the board shows them). */
  parked?: boolean;
  /** Class of each fact's element (default `board-fact`). */
  className?: string;
  /** Element of each fact (default `span`). */
  tag?: 'span' | 'p';
}

/**
 * Fills `box` with the facts of `game` (strings through `t`) and hides it when there are
 * none. Returns the number of facts shown.
 */
export function renderFacts(box: HTMLElement, game: Game, t: TFunction, opts: FactsOptions = {}): number {
  const status = game.status();
  if (status.length && !painter) void loadCardPainter().then(() => renderFacts(box, game, t, opts));
  const facts = [
    ...status.map((st) => ({ text: explainStatus(st, t), card: painter?.(st.data, opts.px ?? 24) ?? null })),
    ...(opts.parked
      ? game.parkedFigures().map((f) => ({
          text: explainParked(f, game.players[f.player]!, figureName(f.kind, game.modules, t), t),
          card: null,
        }))
      : []),
  ].filter((f) => f.text);
  box.replaceChildren(
    ...facts.map((f, i) => {
      const e = document.createElement(opts.tag ?? 'span');
      e.className = opts.className ?? 'board-fact';
      e.innerHTML = f.card ?? '';
      e.append(`${f.text}${i < facts.length - 1 && (opts.tag ?? 'span') === 'span' ? ' ' : ''}`);
      return e;
    }),
  );
  box.hidden = facts.length === 0;
  return facts.length;
}
