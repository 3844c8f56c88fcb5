/**
 * What the engine says of the position on the analysis board: final scoring now (each
 * player's lines, a line outlining its feature on the board while under the pointer or
 * focused) and the table of every legal move of the tile in hand with its immediate points
 * (sortable, the first {@link MOVES_SHOWN} shown, a row previewed on the board; "try" plays
 * it in play mode). The moves are scored a few at a time, so typing and tapping stay smooth.
 */
import { signed } from '../i18n/numbers';
import { explainEvent } from '../board/words/explain';
import { choiceEntries, type ChoiceEntry } from '../board/turn/choices';
import type { FeatureMark } from '../board/view/scene';
import { el } from '../lib/dom';
import type { AnalysisContext, MovesTablePart, PanelView } from './context';
import { replaceKeepingFocus } from './page';
import { meeplePicture } from './panel-pictures';
import { eachMoveScore, sortMoves, type MoveScore, type MoveSort } from './scoring';

/** Moves shown before "show all". */
export const MOVES_SHOWN = 30;

/** Longest time one step of scoring the moves takes before the page gets a turn (ms). */
const STEP_MS = 12;

/** Final scoring now: per player, the points and a line per score event (`data-mark`: the feature to outline). */
export function renderFinal(app: PanelView): void {
  const { page } = app;
  const { final: f, doc: d, notation } = app.state;
  const key = JSON.stringify([notation, f?.points, d.state]);
  if (key === page.keys.final) return;
  page.keys.final = key;
  const out: HTMLElement[] = [];
  if (!f || !f.events.length) {
    out.push(el('p', {}, page.a('final.none')));
    replaceKeepingFocus(page.part('final'), out);
    return;
  }
  for (const p of d.players) {
    const mine = f.events.map((e, idx) => [e, idx] as const).filter(([e]) => e.receivers.includes(p));
    const h = el('p', { class: 'analysis-final-player' });
    h.append(
      meeplePicture(p),
      ' ',
      page.a('final.player', { player: page.name(p), points: page.t('count.points', { count: f.points[p] ?? 0 }) }),
    );
    out.push(h);
    if (!mine.length) continue;
    const ul = el('ul', { class: 'analysis-final-lines' });
    for (const [e, idx] of mine) {
      const mark: FeatureMark[] = e.at ? [{ x: e.at.x, y: e.at.y, loc: e.at.loc }] : [];
      ul.append(
        el(
          'li',
          { tabindex: '0', 'data-mark': JSON.stringify(mark), 'data-key': `final-${p}-${idx}` },
          explainEvent(e, page.namedT, { board: app.state.game.board }),
        ),
      );
    }
    out.push(ul);
  }
  replaceKeepingFocus(page.part('final'), out);
}

/** The table of the moves of the tile in hand, and the moves it scored. */
export class MovesTable implements MovesTablePart {
  /** The scored moves of the tile in hand, in the engine's order; null while they are being scored (or no tile is in hand). */
  list: MoveScore[] | null = null;
  /** The notation of the position `list` is (being) scored for. */
  private listFor = '';
  /** The number of the scoring under way; a scoring whose number is no longer this one stops. */
  private job = 0;
  /** The column the table is sorted by (the lead over the best other player at first). */
  sort: MoveSort = { by: 'lead' };
  /** Whether every move is shown, not only the first {@link MOVES_SHOWN}. */
  showAll = false;
  /** The list `words` were made for. */
  private wordsFor: MoveScore[] | null = null;
  /** The figure and actions of each move of `wordsFor` in words, by its index there. */
  private words: ChoiceEntry[] = [];

  constructor(private readonly app: AnalysisContext) {}

  /** Sorts by a column (`player` with its colour, `place`, else `lead`) and draws the table again. */
  sortBy(by: string, player?: string): void {
    this.sort = by === 'player' ? { by: 'player', player: player! } : by === 'place' ? { by: 'place' } : { by: 'lead' };
    this.redraw();
  }

  /** Shows every move and draws the table again. */
  showEvery(): void {
    this.showAll = true;
    this.redraw();
  }

  /** Draws the table again even though its key did not change. */
  redraw(): void {
    this.app.page.keys.moves = '';
    this.render();
  }

  /** Draws the table (starting to score the moves when the position changed). */
  render(): void {
    const { page, state } = this.app;
    const d = state.doc;
    const box = page.part('moves');
    if (!d.current) {
      this.list = null;
      this.listFor = '';
      if (page.keys.moves !== 'none') {
        page.keys.moves = 'none';
        box.replaceChildren(el('p', {}, page.a('moves.noTile')));
      }
      return;
    }
    if (this.listFor !== state.notation) {
      this.listFor = state.notation;
      this.list = null;
      this.showAll = false;
      this.compute();
    }
    const list = this.list;
    const key = JSON.stringify([state.notation, !!list, this.sort, this.showAll]);
    if (key === page.keys.moves) return;
    page.keys.moves = key;
    if (!list) {
      box.replaceChildren(el('p', {}, '…'));
      return;
    }
    if (!list.length) {
      box.replaceChildren(el('p', {}, page.a('moves.none')));
      return;
    }
    const sorted = sortMoves(list, this.sort, d.players[d.player]!);
    const shown = this.showAll ? sorted : sorted.slice(0, MOVES_SHOWN);
    const bar = el('div', {
      class: 'analysis-sort',
      role: 'group',
      'aria-label': page.a('moves.sortBy', { column: '' }).trim(),
    });
    const table = el('table');
    table.append(el('thead'), el('tbody'));
    table.tHead!.append(this.head(bar));
    const words = this.moveWords(list, d.current);
    for (const m of shown) table.tBodies[0]!.append(this.row(m, list.indexOf(m), words));
    const out: HTMLElement[] = [el('p', {}, page.a('moves.count', { count: list.length })), bar, table];
    if (shown.length < sorted.length) {
      out.push(
        el(
          'button',
          { type: 'button', 'data-action': 'more-moves', 'data-key': 'more-moves' },
          page.a('moves.more', { count: sorted.length }),
        ),
      );
    }
    replaceKeepingFocus(box, out);
  }

  /** The table's head row; each sortable column also gets its button in `bar` (`data-action="sort"`). */
  private head(bar: HTMLElement): HTMLTableRowElement {
    const { page, state } = this.app;
    const sortBtn = (label: string, by: string, player?: string) => {
      const active = this.sort.by === by && (by !== 'player' || (this.sort as { player?: string }).player === player);
      bar.append(
        el(
          'button',
          {
            type: 'button',
            'data-action': 'sort',
            'data-by': by,
            'data-player': player,
            'data-key': `sort-${by}-${player ?? ''}`,
            'aria-pressed': String(active),
            'aria-label': page.a('moves.sortBy', { column: label }),
          },
          label,
        ),
      );
      return el(
        'th',
        {
          scope: 'col',
          class: by === 'place' ? undefined : 'num',
          'aria-sort': active ? (by === 'place' ? 'ascending' : 'descending') : undefined,
        },
        label,
      );
    };
    const head = el('tr');
    head.append(sortBtn(page.a('moves.place'), 'place'), el('th', { scope: 'col' }, page.a('moves.figure')));
    for (const p of state.doc.players) head.append(sortBtn(page.name(p), 'player', p));
    head.append(sortBtn(page.a('moves.lead'), 'lead'), el('th', { scope: 'col' }, page.a('moves.try')));
    return head;
  }

  /** The row of move `m` (`index` in the engine's order): where, what, each player's points, the lead, "try". */
  private row(m: MoveScore, index: number, words: ChoiceEntry[]): HTMLTableRowElement {
    const { page, state } = this.app;
    const d = state.doc;
    const mover = d.players[d.player]!;
    const at = page.a('moves.at', { x: m.move.x, y: m.move.y, rotation: m.move.rotation });
    const what = words[index]!.label;
    const tr = el('tr', { 'data-move': JSON.stringify(m.move) });
    tr.append(page.cell(page.a('moves.place'), at), page.cell(page.a('moves.figure'), what));
    for (const p of d.players) tr.append(page.cell(page.name(p), signed(m.points[p] ?? 0), 'num'));
    const others = d.players.filter((p) => p !== mover).map((p) => m.points[p] ?? 0);
    tr.append(
      page.cell(
        page.a('moves.lead'),
        signed((m.points[mover] ?? 0) - (others.length ? Math.max(...others) : 0)),
        'num',
      ),
    );
    const go = el(
      'button',
      {
        type: 'button',
        'data-action': 'try-move',
        'data-index': String(index),
        'data-key': `try-${index}`,
        'aria-label': page.a('moves.tryLabel', { n: `${at}, ${what}` }),
      },
      page.a('moves.try'),
    );
    const td = el('td');
    td.append(go);
    tr.append(td);
    return tr;
  }

  /** The figure and actions of every move in the table, in words (choices that read alike worded exactly). */
  private moveWords(list: MoveScore[], tile: string): ChoiceEntry[] {
    if (this.wordsFor !== list) {
      this.wordsFor = list;
      this.words = choiceEntries(
        list.map((m) => m.move),
        tile,
        this.app.page.t,
        this.app.state.game,
      );
    }
    return this.words;
  }

  /** Scores every move of the tile in hand a few at a time (at most {@link STEP_MS} per step), then draws the table. */
  private compute(): void {
    const job = ++this.job;
    const it = eachMoveScore(this.app.state.doc);
    const out: MoveScore[] = [];
    const step = () => {
      if (job !== this.job) return;
      const until = performance.now() + STEP_MS;
      for (;;) {
        const n = it.next();
        if (n.done) {
          this.list = out;
          this.redraw();
          return;
        }
        out.push(n.value);
        if (performance.now() > until) break;
      }
      setTimeout(step, 0);
    };
    step();
  }
}
