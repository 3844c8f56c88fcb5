/**
 * Free play's move list (DESIGN 1.9): every move of the game in words, in the board kit's
 * wording ("3. Modrý přiložil kartičku K … severně od …, rytíř ve městě"), one
 * `[data-move-index="<n>"]` button per move (0 first); choosing one shows the position after
 * it (the view only: the game goes on from the live position). The positions shown are the
 * record's moves replayed; the words are kept per move and made again only for moves that
 * changed (undo, redo, a new game).
 */
import type { TFunction } from 'i18next';
import { Game, isEngineError, type ScoreEvent } from '../engine';
import { signed } from '../i18n/numbers';
import { gameTileName, placeWords } from '../board/words/explain';
import { choiceText } from '../board/turn/choices';
import { el } from '../lib/dom';
import { PLAYER_SWATCH } from '../lib/score-track';
import { playIndex, type GameRecord, type TurnLog } from './record';

/** A tile placed by a player, framed in the player's colour (the board's `playerMarks`). */
export interface PlayerMark {
  x: number;
  y: number;
  /** The player's colour as a number (0xRRGGBB). */
  color: number;
}

/**
 * The last tile each player placed in the round up to move `upTo` (the last `players` moves),
 * one mark per player who placed one.
 * @param upTo the index of the last move counted (−1: none)
 */
export function roundMarks(log: readonly TurnLog[], players: number, upTo: number): PlayerMark[] {
  const seen = new Set<string>();
  const marks: PlayerMark[] = [];
  for (let i = upTo; i >= 0 && i > upTo - players; i--) {
    const l = log[i];
    if (!l || seen.has(l.player)) continue;
    seen.add(l.player);
    const hex = PLAYER_SWATCH[l.player] ?? '#888888';
    marks.push({ x: l.move.x, y: l.move.y, color: parseInt(hex.slice(1), 16) });
  }
  return marks;
}

/**
 * The position after move `at` of a record (−1: the start), replayed through the engine.
 * @returns the game, or null when the record does not replay that far
 */
export function positionAt(rec: GameRecord, at: number): Game | null {
  const g = Game.create({ players: rec.seats.map((s) => s.colour), modules: rec.modules, seed: rec.seed });
  if (isEngineError(g)) return null;
  for (let i = 0; i <= at && i < rec.moves.length; i++) if (!playIndex(g, rec.moves[i]!)) return null;
  return g;
}

/** What the move list asks of the page. */
export interface MoveListHost {
  t: TFunction;
  /**
   * A player as the subject of a sentence whose verb agrees with it: the colour, with a name of
   * their own in brackets after it in Czech ("Červený (Jana) přiložil"), so that the verb agrees
   * with the colour ("Červený hráč") and never says both forms.
   */
  subject(colour: string): string;
  /** The reader chose a move to look at (−1: the start; null: back to the game). */
  show(at: number | null): void;
}

/** The move list panel: its words per move and the list drawn. */
export class MoveList {
  /** One entry per move described: the move index it was made for and its words. */
  private words: { index: number; text: string; player: string }[] = [];
  /** The setup the words were made for (seed, modules, colours). */
  private setup = '';
  /** The key of the list drawn last (the moves and the move shown). */
  private drawn = '';

  /**
   * @param box the panel's list (`ol[data-move-list]`)
   * @param host the page: strings, names, what choosing a move does
   */
  constructor(
    private readonly box: HTMLElement,
    private readonly host: MoveListHost,
  ) {
    box.addEventListener('click', (e) => {
      const b = (e.target as HTMLElement).closest<HTMLElement>('[data-move-index]');
      if (b) this.host.show(Number(b.dataset.moveIndex));
    });
  }

  /**
   * Draws the list: one entry per move of `rec`, the one shown (`view`, the last when live) marked.
   * @param view the index of the move shown (−1: the start)
   */
  render(rec: GameRecord, view: number): void {
    this.describe(rec);
    const key = `${rec.seed}|${rec.moves.join('.')}|${view}`;
    if (key === this.drawn) return;
    const sameMoves = this.drawn.slice(0, this.drawn.lastIndexOf('|')) === key.slice(0, key.lastIndexOf('|'));
    this.drawn = key;
    if (!sameMoves) {
      const t = this.host.t;
      const items = this.words.map((w, i) => {
        const colour = w.player;
        const b = el('button', { type: 'button', 'data-move-index': String(i), class: 'fp-move' });
        b.append(el('span', { class: 'fp-swatch', style: `background:${PLAYER_SWATCH[colour] ?? '#888'}` }), w.text);
        const li = el('li');
        li.append(b);
        return li;
      });
      if (!items.length) items.push(el('li', { class: 'fp-hint' }, t('play.moves.empty')));
      this.box.replaceChildren(...items);
    }
    for (const b of this.box.querySelectorAll<HTMLElement>('[data-move-index]')) {
      const on = Number(b.dataset.moveIndex) === view;
      if (on) b.setAttribute('aria-current', 'step');
      else b.removeAttribute('aria-current');
      if (on) {
        // the entry shown stays in sight inside the list (the page itself does not scroll)
        // the list is the buttons' offset parent (position: relative), so offsetTop is within it
        const top = b.offsetTop;
        if (top < this.box.scrollTop || top + b.offsetHeight > this.box.scrollTop + this.box.clientHeight)
          this.box.scrollTop = Math.max(0, top - this.box.clientHeight / 2);
      }
    }
  }

  /**
   * What a move scored, after its words: " – +4 Červený, +2 Modrý" (each receiver's sum over the move's events, in
   * the order they first scored; a payment shows as −); empty when nobody scored.
   */
  private pointsText(events: readonly ScoreEvent[]): string {
    const sums = new Map<string, number>();
    for (const e of events) for (const c of e.receivers) sums.set(c, (sums.get(c) ?? 0) + e.points);
    const items = [...sums].filter(([, n]) => n !== 0);
    if (!items.length) return '';
    const t = this.host.t;
    const list = items.map(([c, n]) =>
      t('play.moves.pointsItem', { points: signed(n, true), player: this.host.subject(c) }),
    );
    return t('play.moves.points', { list: list.join(', ') });
  }

  /** Makes the words of the moves not yet described (those after the first one that changed). */
  private describe(rec: GameRecord): void {
    let same = 0;
    while (same < this.words.length && same < rec.moves.length && this.words[same]!.index === rec.moves[same]) same++;
    const setup = `${rec.seed}|${rec.modules.join(',')}|${rec.seats.map((s) => s.colour + s.name).join(',')}`;
    if (setup !== this.setup) same = 0;
    this.setup = setup;
    this.words.length = same;
    if (same === rec.moves.length) return;
    const g = positionAt(rec, same - 1);
    if (!g) return;
    const t = this.host.t;
    for (let i = same; i < rec.moves.length; i++) {
      const index = rec.moves[i]!;
      const move = g.legalMoves()[index];
      const tile = g.current;
      // the figure and module actions in the words of the choice list, on the position before the move
      const figure = move && tile ? choiceText(move, tile, t, g) : '';
      const r = playIndex(g, index);
      if (!r) break;
      this.words.push({
        index,
        player: r.player,
        text:
          t('play.moves.entry', {
            n: i + 1,
            player: this.host.subject(r.player),
            tile: gameTileName(g, r.tile, t, r.move.rotation),
            place: placeWords(r.move.x, r.move.y, t, g.board),
            figure: figure ? `, ${figure}` : '',
          }) + this.pointsText(r.events),
      });
    }
  }
}
