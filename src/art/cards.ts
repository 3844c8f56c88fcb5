/**
 * Cards: tiles that are not laid on the table (an award) drawn by their module, and
 * the card that stands for a fact a module reports beside the board (who holds an
 * award). A module that draws cards keeps them in `src/engine/modules/<id>/cards.ts`;
 * the list `src/engine/modules/cards.ts` registers them here ({@link registerCards}), so
 * this file names no module and imports none. Code that shows cards imports that list
 * (it re-exports {@link cardSvg} and {@link statusCardSvg}). Kept apart from the tile art
 * so that a board loads it only when it shows a card (the sandbox and free play import
 * it on demand).
 *
 * Card space: a 100 × 100 box, y south, always upright; primitives as in style.ts.
 */
import type { KnownTileDef } from '../engine/core.js';
import { tileDef } from './sets.js';
import { STYLE, type Prim, type RoleStyle } from './style.js';
import { primsToSvg, type TileSvgOptions } from './svg.js';

/** What one module adds to the cards. */
export interface ModuleCards {
  /** The module's id. */
  id: string;
  /** Styles of the roles its cards use (role names must not clash with other roles). */
  styles?: Readonly<Record<string, RoleStyle>>;
  /**
   * Card painters by tile attribute: a tile that is not laid and carries the attribute
   * is drawn from the attribute's value, in the 100 × 100 card box.
   */
  attrs: Readonly<Record<string, (value: unknown) => Prim[]>>;
  /**
   * The tile whose card stands for a fact the module reports beside the board
   * (`StatusFact.data`, e.g. who holds an award): its id, or undefined for no card.
   */
  statusCard?(data: Readonly<Record<string, unknown>>): string | undefined;
}

/** The registered cards, in the order of the list. */
const MODULE_CARDS: ModuleCards[] = [];

/**
 * Register one module's cards (src/engine/modules/cards.ts does it for every module that
 * draws some). Throws when a role of its styles is already registered (a programming
 * error, caught by the tests).
 */
export function registerCards(m: ModuleCards): void {
  for (const [role, style] of Object.entries(m.styles ?? {})) {
    if (role in STYLE) throw new Error(`cards of ${m.id}: role ${role} is already registered`);
    STYLE[role] = style;
  }
  MODULE_CARDS.push(m);
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/**
 * A standalone `<svg>` of a tile that is not laid on the table (an award card), drawn
 * by the card painter of a tile attribute it carries.
 * @param tile the tile definition or its id
 * @param opts `px`: width and height in pixels (default 100); `label`: accessible name
 *   (without it the SVG is decorative); `className`
 * @returns the markup, or null when the tile is unknown or no module draws it
 */
export function cardSvg(tile: KnownTileDef | string, opts: TileSvgOptions = {}): string | null {
  const def = typeof tile === 'string' ? tileDef(tile) : tile;
  if (!def?.known) return null;
  for (const m of MODULE_CARDS)
    for (const [attr, paint] of Object.entries(m.attrs)) {
      const value = def.attrs?.[attr];
      if (value === undefined) continue;
      const px = opts.px ?? 100;
      const a11y = opts.label ? `role="img" aria-label="${esc(opts.label)}"` : 'aria-hidden="true"';
      const cls = opts.className ? ` class="${esc(opts.className)}"` : '';
      return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="${px}" height="${px}" ${a11y}${cls}><g stroke-linejoin="round">${primsToSvg(paint(value), px)}</g></svg>`;
    }
  return null;
}

/**
 * The card standing for a fact a module reports beside the board, as a small
 * decorative `<svg>` (class `status-card`) the fact's words follow.
 * @param data the fact's data (`StatusFact.data`)
 * @param px width and height in pixels (default 28)
 * @returns the markup, or null when the fact has no card
 */
export function statusCardSvg(data: Readonly<Record<string, unknown>>, px = 28): string | null {
  for (const m of MODULE_CARDS) {
    const id = m.statusCard?.(data);
    if (id) return cardSvg(id, { px, className: 'status-card' });
  }
  return null;
}
