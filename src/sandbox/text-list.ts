/**
 * The text list of a worked example's position (for keyboard and screen-reader use): each
 * tile with where it lies and the figures on it. It sits in a closed panel under the board,
 * so it is worded, and its code loaded, only once a reader opens the panel
 * (src/sandbox/sandbox.ts).
 */
import type { TFunction } from 'i18next';
import { locationName } from '../engine/core';
import type { TurnController } from '../board/turn/turn';
import { tileText } from '../board/words/features';
import { explainParked, figureName } from '../board/words/explain';
import { listWords } from '../board/words/places';
import { el } from '../lib/dom';

/** The text list of the position in words: each tile with where it lies and the figures on it, in placing order. */
export function textListWords(c: TurnController, t: TFunction): string[] {
  const g = c.game;
  const figure = (kind: string) => figureName(kind, g.modules, t);
  // every tile worded from one reference tile (never one entry from another)
  const words = listWords(g.board, t);
  return g.board.tiles.map((p) => {
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
    return (
      t('sandbox.textTile', {
        tile: words.name(p.tile.id),
        place: words.place(p.x, p.y),
        rotation: p.q * 90,
        description,
      }) + (figs.length ? ` — ${figs.join(', ')}` : '')
    );
  });
}

/** Shows {@link textListWords} in `list`'s `<ul>`. */
export function renderTextList(list: HTMLElement, c: TurnController, t: TFunction): void {
  list.querySelector('ul')!.replaceChildren(...textListWords(c, t).map((text) => el('li', {}, text)));
}
