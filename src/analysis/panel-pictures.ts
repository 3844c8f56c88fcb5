/**
 * Pictures in the analysis board's panels: tiles as symbols of the build's tile sprite
 * (src/pages/analysis-tiles.svg.ts, one symbol per known tile, so the box opens at once
 * without computing any tile's art), turned by CSS as the board kit turns the tile in hand
 * (src/board/turn/hand.ts); figures drawn by our own SVG code. Every picture is decoration: the
 * words beside it say what it shows.
 */
import '../engine/modules/art';
import { meepleSvg } from '../art/svg';
import type { PlayerColor } from '../art/meeple';
import type { TilePicture } from '../board/turn/hand';
import { SPRITE_URL, spriteId } from '../board/view/tile-sprite';

const SVG = 'http://www.w3.org/2000/svg';

/**
 * A tile's picture, `px` CSS pixels square, turned `rotation` degrees clockwise: a `<use>`
 * of the tile's sprite symbol (`aria-hidden`).
 */
export function tileSvgElement(id: string, px: number, rotation = 0): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 100 100');
  svg.setAttribute('width', String(px));
  svg.setAttribute('height', String(px));
  svg.setAttribute('aria-hidden', 'true');
  if (rotation) svg.style.transform = `rotate(${rotation}deg)`;
  const use = document.createElementNS(SVG, 'use');
  use.setAttribute('href', `${SPRITE_URL}#${spriteId(id)}`);
  svg.append(use);
  return svg;
}

/** The board kit's {@link TilePicture} of tiles `px` pixels square (the kit turns them itself). */
export function spritePictures(px: number): TilePicture {
  return (id) => tileSvgElement(id, px);
}

/** A `<span aria-hidden>` holding a tile's picture (see {@link tileSvgElement}). */
export function tilePicture(id: string, px: number, rotation = 0): HTMLSpanElement {
  const span = document.createElement('span');
  span.setAttribute('aria-hidden', 'true');
  span.append(tileSvgElement(id, px, rotation));
  return span;
}

/**
 * A standing figure of kind `kind` (a figure kind id, drawn as its module's art registers
 * it) in a player's colour, `px` pixels high, in a `<span aria-hidden>`.
 */
export function meeplePicture(colour: string, kind = 'normal', px = 20): HTMLSpanElement {
  const span = document.createElement('span');
  span.className = 'analysis-meeple';
  span.setAttribute('aria-hidden', 'true');
  span.innerHTML = meepleSvg(colour as PlayerColor, kind, px);
  return span;
}
