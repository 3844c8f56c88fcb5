/**
 * One SVG sprite with a `<symbol>` per known land tile at rotation 0 (`#t-BASE.D`), written
 * at build time (src/pages/analysis-tiles.svg.ts). The analysis board's tile box and free
 * play's tile in hand show its pictures with `<use>`, so they cost no art computation in the
 * browser.
 */
import { allTileDefs, getTile } from '../../engine/core';
import { tileSvg } from '../../art/svg';

/** Address of the sprite on the site. */
export const SPRITE_URL = '/analysis-tiles.svg';

/** The id of a tile's symbol in the sprite. */
export function spriteId(tile: string): string {
  return `t-${tile}`;
}

/** The sprite's text. */
export function tileSprite(px = 64): string {
  const symbols: string[] = [];
  for (const d of allTileDefs()) {
    if (!getTile(d.id)) continue;
    const inner = /<svg[^>]*>([\s\S]*)<\/svg>$/.exec(tileSvg(d.id, 0, { px }))?.[1] ?? '';
    symbols.push(`<symbol id="${spriteId(d.id)}" viewBox="0 0 100 100">${inner}</symbol>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
}
