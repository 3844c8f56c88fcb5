/**
 * The tile in hand of every board with a turn: its picture turned as it would be placed
 * (CSS rotation of a picture the page already has), with a label in words beside or for
 * it; an unknown tile or a tile without a picture shows its name. Redrawn only when the
 * tile, its rotation or its words change.
 */

/** Gives the picture of a tile (an `<svg>` not yet in the document), or null when the page has none. */
export type TilePicture = (tile: string) => SVGSVGElement | null;

/** What {@link renderHand} shows. */
export interface HandTile {
  /** Tile id in hand, or null when nothing is in hand (the box is then emptied and hidden). */
  tile: string | null;
  /** Degrees clockwise the tile would be placed at. */
  rotation: number;
  /** The accessible name of the picture (the tile in words at this rotation). */
  label: string;
  /** The tile's name, shown in place of the picture when there is none. */
  name: string;
  /** Text shown beside the picture (and instead of the name when there is no picture). */
  text?: string;
}

/**
 * Shows the tile in hand in `box`.
 * @param picture where the page takes tile pictures from (a worked example: the hand tiles
 *   its page drew; free play: the build's tile sprite)
 */
export function renderHand(box: HTMLElement, hand: HandTile, picture: TilePicture): void {
  const key = hand.tile ? JSON.stringify([hand.tile, hand.rotation, hand.label, hand.name, hand.text ?? '']) : '';
  if (box.dataset.key === key) return;
  box.dataset.key = key;
  if (!hand.tile) {
    box.replaceChildren();
    box.hidden = true;
    return;
  }
  box.hidden = false;
  const svg = picture(hand.tile);
  const text = hand.text ? document.createElement('span') : null;
  if (text) text.textContent = hand.text!;
  if (!svg) {
    if (text) box.replaceChildren(text);
    else box.textContent = hand.name;
    return;
  }
  // with words beside it the picture is decoration; alone it carries the label
  if (text) svg.setAttribute('aria-hidden', 'true');
  else {
    svg.setAttribute('role', 'img');
    svg.setAttribute('aria-label', hand.label);
    svg.removeAttribute('aria-hidden');
  }
  svg.style.transform = `rotate(${hand.rotation}deg)`;
  box.replaceChildren(svg, ...(text ? [text] : []));
}
