/**
 * Free play's aids: the hint (the best immediate moves for the tile in hand, each in the
 * board kit's words with the points it brings at once) and the switch that hides the aids
 * (`[data-aid]`: tiles left, "if the game ended now", the hint; the board's marks of where the
 * tile fits). The switch is kept in localStorage for the next visit.
 */
import type { TFunction } from 'i18next';
import type { Game, Move } from '../engine';
import { bestMoves as rankMoves, moveLead } from '../board/turn/move-scores';
import { gameTileName, placeWords } from '../board/words/explain';
import { choiceText } from '../board/turn/choices';
import { el } from '../lib/dom';

/** localStorage key of the aids switch (`off` when the reader hid the aids). */
const AIDS_STORE = 'hp-free-play-aids';

/** How many moves the hint lists. */
const HINT_MOVES = 3;

/** One legal move and what it brings the player to move at once. */
export interface HintMove {
  move: Move;
  /** The mover's points this turn (points). */
  gain: number;
  /** The mover's gain minus the most any other player gains this turn (points). */
  lead: number;
}

/**
 * The best immediate moves of the tile in hand for the player to move, as the board kit ranks
 * them (`src/board/turn/move-scores.ts`: by the mover's gain over the best other player in this
 * turn, then by the mover's points), with the mover's gain and lead.
 * @param limit how many moves to return
 * @returns at most `limit` moves, best first (none when the game is over)
 */
export function bestMoves(game: Game, limit = HINT_MOVES): HintMove[] {
  const mover = game.players[game.player]!;
  return rankMoves(game, limit).map((m) => ({
    move: m.move,
    gain: m.points[mover] ?? 0,
    lead: moveLead(m.points, mover),
  }));
}

/** The aids of one free-play page. */
export class PlayAids {
  /** Whether the aids are shown. */
  on = true;
  /** The position the hint shown was made for (its number of moves), −1 when none is shown. */
  private hintFor = -1;
  /** The moves the hint lists, best first, and the one lit on the board. */
  private hinted: { x: number; y: number; rotation: number }[] = [];
  private lit = 0;

  /**
   * @param root the page's root: the switch `input[data-setting="aids"]`, the `[data-aid]` parts, the hint button
   * @param out the hint's output (`[data-part="hint"]`)
   * @param t the page's strings
   * @param host the game to hint for (null: no person's turn now), and the page's redraw
   */
  constructor(
    private readonly root: HTMLElement,
    private readonly out: HTMLElement,
    private readonly t: TFunction,
    private readonly host: { game(): Game | null; moves(): number; refresh(): void },
  ) {
    const box = root.querySelector<HTMLInputElement>('input[data-setting="aids"]')!;
    try {
      this.on = localStorage.getItem(AIDS_STORE) !== 'off';
    } catch {
      /* storage unavailable: the aids are shown */
    }
    box.checked = this.on;
    box.addEventListener('change', () => {
      this.on = box.checked;
      try {
        localStorage.setItem(AIDS_STORE, this.on ? 'on' : 'off');
      } catch {
        /* storage unavailable */
      }
      this.host.refresh();
    });
    root.querySelector('button[data-action="hint"]')!.addEventListener('click', () => this.hint());
  }

  /** Shows or hides the aids, the hint button as the position allows; drops a hint the game moved on from. */
  render(): void {
    for (const e of this.root.querySelectorAll<HTMLElement>('[data-aid]')) e.hidden = !this.on;
    const game = this.host.game();
    this.root.querySelector<HTMLButtonElement>('button[data-action="hint"]')!.disabled = !game;
    if (this.hintFor !== this.host.moves() || !game) {
      this.hintFor = -1;
      this.hinted = [];
      this.out.replaceChildren();
    }
  }

  /**
   * The hinted move lit on the board (DESIGN 1.9: the canvas box's `data-hint`), while the hint
   * is for the position shown; null otherwise.
   */
  litHint(): { x: number; y: number; rotation: number } | null {
    return this.hintFor === this.host.moves() ? (this.hinted[this.lit] ?? null) : null;
  }

  /** Lists the best immediate moves for the tile in hand. */
  private hint(): void {
    const g = this.host.game();
    if (!g?.current) return;
    const t = this.t;
    const tile = g.current;
    const best = bestMoves(g);
    this.hinted = best.map((h) => ({ x: h.move.x, y: h.move.y, rotation: h.move.rotation }));
    this.lit = 0;
    // each move a button: the reader steps through them on the board
    const buttons = best.map((h, i) =>
      el(
        'button',
        { type: 'button', class: 'fp-hint-move', 'aria-pressed': String(i === 0) },
        t('play.hint.move', {
          tile: gameTileName(g, tile, t, h.move.rotation),
          place: placeWords(h.move.x, h.move.y, t, g.board),
          figure: choiceText(h.move, tile, t, g),
          points: t('count.points', { count: h.gain }),
        }),
      ),
    );
    buttons.forEach((b, i) =>
      b.addEventListener('click', () => {
        this.lit = i;
        buttons.forEach((o, j) => o.setAttribute('aria-pressed', String(j === i)));
        this.host.refresh();
      }),
    );
    const list = el('ol');
    for (const b of buttons) {
      const li = el('li');
      li.append(b);
      list.append(li);
    }
    this.out.replaceChildren(el('p', {}, t('play.hint.intro')), list);
    this.hintFor = this.host.moves();
    this.host.refresh();
  }
}
