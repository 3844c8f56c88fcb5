/**
 * Tile labels on every board (src/board/view/view.ts loads this file with its first scene): each
 * placed tile's letter or number in its top-left corner ("E", "3"), as the words of the
 * explanations, the hint and the trainer name tiles ("kartička E", ../words/places.ts `tileName`), so
 * that a reader finds on the board the tile the words name; a tile without a letter of its
 * own (an illustrative stand-in) has none.
 *
 * The labels are elements of the page (`[data-tile-label]`, text a reader and a test can
 * read) in a layer over the canvas, moved with the board as it pans and zooms, and hidden
 * while tiles are drawn smaller than {@link MIN_CELL} CSS pixels. A button in the board's
 * corner (`[data-action="labels"]`, `aria-pressed`) switches them off and on for every board
 * of the site; the choice is kept in the browser (localStorage `board-labels`) and the box
 * says it (`data-labels="on|off"`).
 */
import { tileLetter } from '../../engine/core';

/** A tile's label and its tile's cell. */
export interface TileLabel {
  text: string;
  x: number;
  y: number;
}

/** Smallest tile on screen, in CSS pixels, that shows its label (below it the labels would cover the tiles). */
export const MIN_CELL = 28;
/** The browser's record of the reader's choice ("off" when switched off). */
const KEY = 'board-labels';
/** The event every board listens to when a reader switches the labels. */
const EVENT = 'board-labels';

/** Whether the reader wants labels: on unless switched off (read once per page; on where storage is unavailable). */
let wanted = ((): boolean => {
  try {
    return localStorage.getItem(KEY) !== 'off';
  } catch {
    return true;
  }
})();

/** Switches the labels of every board of the page, and of later pages where the browser keeps the choice. */
function switchLabels(): void {
  wanted = !wanted;
  try {
    localStorage.setItem(KEY, wanted ? 'on' : 'off');
  } catch {
    // without storage the choice lasts for this page
  }
  document.dispatchEvent(new Event(EVENT));
}

/**
 * The labels of the tiles `tiles` (ids and cells): each tile's letter, or its number without
 * the leading zero ("č. 3" in words); none for a tile without one. Where a board mixes sets
 * whose letters repeat, the words add the set ("E ze sady Základní hra") and the label stays
 * the letter: a reader never sees a catalogue id such as `BASE.E` on a board. The static
 * pictures (src/art/svg.ts `BoardPosition.labels`) and the live boards label tiles with it.
 */
export function tileLabels(tiles: readonly { id: string; x: number; y: number }[]): TileLabel[] {
  const out: TileLabel[] = [];
  for (const t of tiles) {
    const letter = tileLetter(t.id);
    if (letter) out.push({ text: /^\d+$/.test(letter) ? String(Number(letter)) : letter, x: t.x, y: t.y });
  }
  return out;
}

/** The label layer of one canvas box, with its switch. */
export class LabelLayer {
  private readonly layer: HTMLElement;
  private readonly toggle: HTMLButtonElement;
  private labels: TileLabel[] = [];
  private key = '';
  private readonly nodes: HTMLElement[] = [];
  private readonly onSwitch = () => this.refresh();

  /**
   * @param box the canvas box (`data-board`); the layer and the switch are appended to it
   * @param name the switch's words ("Popisky")
   * @param camera the board's camera: world coordinates → CSS pixels inside the box, and its zoom
   * @param cell world units per board cell
   */
  constructor(
    private readonly box: HTMLElement,
    name: string,
    private readonly camera: { toScreen(x: number, y: number): { x: number; y: number }; scale: { x: number } },
    private readonly cell: number,
  ) {
    this.layer = document.createElement('div');
    this.layer.className = 'board-labels';
    this.layer.setAttribute('aria-hidden', 'true');
    this.toggle = document.createElement('button');
    this.toggle.type = 'button';
    this.toggle.className = 'board-labels-switch';
    this.toggle.dataset.action = 'labels';
    this.toggle.textContent = name;
    this.toggle.addEventListener('click', (e) => {
      // the board under the switch takes no tap from it
      e.stopPropagation();
      switchLabels();
    });
    if (getComputedStyle(box).position === 'static') box.style.position = 'relative';
    box.append(this.layer, this.toggle);
    document.addEventListener(EVENT, this.onSwitch);
  }

  /** Labels the tiles of `game`'s board (and removes the other labels); none before a game is shown. */
  show(game?: { board: { tiles: readonly { tile: { id: string }; x: number; y: number }[] } }): void {
    const tiles = game?.board.tiles ?? [];
    const labels = tileLabels(tiles.map((t) => ({ id: t.tile.id, x: t.x, y: t.y })));
    const key = labels.map((l) => `${l.text}@${l.x},${l.y}`).join(';');
    if (key !== this.key) {
      this.key = key;
      this.labels = labels;
      for (const n of this.nodes.splice(0)) n.remove();
      for (const l of this.labels) {
        const n = document.createElement('span');
        n.dataset.tileLabel = '';
        n.textContent = l.text;
        this.layer.append(n);
        this.nodes.push(n);
      }
    }
    this.refresh();
  }

  /** Shows or hides the layer as the reader chose and as large as tiles are drawn, and moves the labels to their tiles. */
  refresh(): void {
    this.box.dataset.labels = wanted ? 'on' : 'off';
    this.toggle.setAttribute('aria-pressed', String(wanted));
    this.layer.hidden = !wanted || this.camera.scale.x * this.cell < MIN_CELL;
    if (this.layer.hidden) return;
    this.labels.forEach((l, i) => {
      const s = this.camera.toScreen(l.x * this.cell, l.y * this.cell);
      this.nodes[i]!.style.transform = `translate(${Math.round(s.x + 2)}px, ${Math.round(s.y + 2)}px)`;
    });
  }

  destroy(): void {
    document.removeEventListener(EVENT, this.onSwitch);
    this.layer.remove();
    this.toggle.remove();
  }
}
