/**
 * Free play's panels beside the board, all text set as text (the score track is the shared
 * SVG of src/lib/score-track.ts, built from numbers): the players (score, score card, figures
 * in the supply, module facts), the tile in hand, the score track, the tiles left, the scoring
 * history with a link to each event's rules, "if the game ended now" and the final table.
 * Each panel is drawn from the game alone; the page calls them after every change.
 */
import { pageHref } from '../lib/page-paths';
import type { TFunction } from 'i18next';
import type { Game } from '../engine';
import type { ScoreEvent } from '../engine';
import { getModule } from '../engine';
import { signed } from '../i18n/numbers';
import type { Lang } from '../i18n';
import type { TurnController } from '../board/turn/turn';
import { explainEvent, figureName, gameTileName, tileName, type EventFrame } from '../board/words/explain';
import { renderFacts } from '../board/words/facts';
import { renderHand, type TilePicture } from '../board/turn/hand';
import { SPRITE_URL, spriteId } from '../board/view/tile-sprite';
import { el } from '../lib/dom';
import { PLAYER_SWATCH, scoreTrackSvg, trackPlace } from '../lib/score-track';
import { eventRuleKey } from '../board/words/rule-key';
import type { TurnLog } from './record';

/** The tile in hand's picture: a `<use>` of the build's tile sprite (src/pages/analysis-tiles.svg.ts), 64 px. */
const HAND_PICTURE: TilePicture = (tile) => {
  const ns = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(ns, 'svg');
  svg.setAttribute('viewBox', '0 0 100 100');
  svg.setAttribute('width', '64');
  svg.setAttribute('height', '64');
  const use = document.createElementNS(ns, 'use');
  use.setAttribute('href', `${SPRITE_URL}#${spriteId(tile)}`);
  svg.append(use);
  return svg;
};
const FEATURE_KINDS = ['city', 'road', 'monastery', 'field'] as const;

/** Final scoring "if the game ended now": its events and the totals it would leave. */
export interface WhatIf {
  events: ScoreEvent[];
  totals: Record<string, number>;
  /** Where the events' places are worded from (the board they were scored on). */
  frame: EventFrame;
}

/** The words every panel needs. */
export interface PanelWords {
  /** The page's strings. */
  t: TFunction;
  /** The page's language (`cs`, `en`), for the rules links. */
  lang: Lang;
  /** Each rule module's rules page (module id → page slug), from the page's `data-pages`. */
  pages: Record<string, string>;
  /** The worked example's section showing a kind of event (`eventRuleKey` → `page#anchor`), from `data-sections`. */
  sections: Record<string, string>;
  /** A player by colour in words: the seat's name with its colour, or the colour alone. */
  name(colour: string): string;
}

/** The panels of one free-play page. */
export class PlayPanels {
  /**
   * @param parts the page's `[data-part]` elements by name (`players`, `hand`, `track`, `tiles`,
   *   `history`, `what-if`, `final-panel`, `final`)
   * @param w the words of the page
   */
  constructor(
    private readonly parts: Record<string, HTMLElement>,
    private readonly w: PanelWords,
  ) {}

  private p(key: string, o?: Record<string, unknown>): string {
    return this.w.t(`play.${key}`, o);
  }

  private swatch(colour: string): HTMLElement {
    return el('span', {
      class: 'fp-swatch',
      style: `background:${PLAYER_SWATCH[colour] ?? '#888'}`,
      'aria-hidden': 'true',
    });
  }

  /** The players' table (the one to move marked) and the module facts under it. */
  players(g: Game): void {
    const table = el('table');
    const head = el('tr');
    for (const [k, cls] of [
      ['player', ''],
      ['score', 'num'],
      ['card', ''],
      ['supply', ''],
    ])
      head.append(el('th', { scope: 'col', class: cls || undefined }, this.p(`players.${k}`)));
    const body = el('tbody');
    g.players.forEach((colour, i) => {
      const tr = el('tr', { class: !g.ended && i === g.player ? 'to-move' : undefined, 'data-player': colour });
      const who = el('td');
      who.append(this.swatch(colour), this.w.name(colour));
      const score = g.scores[i]!;
      const card = trackPlace(score).card;
      const supply = [...g.supply[i]!]
        .filter(([, n]) => n > 0)
        .map(([kind, n]) => `${n}× ${figureName(kind, g.modules, this.w.t)}`)
        .join(', ');
      tr.append(
        who,
        el('td', { class: 'num' }, signed(score)),
        el('td', {}, card ? this.p('players.cardValue', { value: card }) : this.p('players.none')),
        el('td', {}, supply || this.p('players.none')),
      );
      body.append(tr);
    });
    table.append(el('thead'), body);
    table.tHead!.append(head);
    // each fact in words, after the card its module draws for it (an award holder's card)
    const notes = el('div', { class: 'fp-facts' });
    renderFacts(notes, g, this.w.t, { px: 28, parked: true, tag: 'p', className: 'fp-hint' });
    const wrap = el('div', { class: 'fp-players-wrap' });
    wrap.append(table);
    this.parts.players!.replaceChildren(wrap, notes);
  }

  /**
   * The tile in hand (the build-time sprite's picture, turned as it would be placed): the kit's tile in hand.
   * @param c the controller of a person's turn, if it is one (the rotation chosen)
   */
  hand(g: Game, c: TurnController | null): void {
    const t = this.w.t;
    const rotation = c?.selection?.rotation ?? c?.handRotation ?? 0;
    const tile = g.current;
    renderHand(
      this.parts.hand!,
      {
        tile,
        rotation,
        label: tile ? gameTileName(g, tile, t, rotation) : '',
        name: tile ? gameTileName(g, tile, t) : '',
        text: tile
          ? this.p(c?.phase === 'choose' ? 'handPlaced' : 'hand', {
              tile: gameTileName(g, tile, t, rotation),
              player: this.w.name(g.players[g.player]!),
            })
          : '',
      },
      HAND_PICTURE,
    );
  }

  /** The score track (src/lib/score-track.ts): a figure per player at score mod 50, score tiles from 50 on. */
  track(g: Game): void {
    const box = el('div', { class: 'fp-track', role: 'img', 'aria-label': this.p('track.label') });
    box.innerHTML = scoreTrackSvg(g.players.map((colour, i) => ({ colour, score: g.scores[i]! })));
    this.parts.track!.replaceChildren(box);
  }

  /** The tiles left in the pile, one list per tile set, and the tiles set aside. */
  tiles(g: Game): void {
    const t = this.w.t;
    const counts = new Map<string, number>();
    for (const id of g.pile) counts.set(id, (counts.get(id) ?? 0) + 1);
    const ids = [...counts.keys()].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
    // one list per tile set, under the set's name (its module's words); each tile by its
    // letter, its layout in the tooltip
    const nodes: Node[] = [el('p', {}, this.p('tiles.count', { count: g.pile.length }))];
    const sets = [...new Set(ids.map((id) => id.split('.')[0]!))];
    for (const set of sets) {
      const owner = g.modules.find((m) => m.tileSets?.some((ts) => ts.id === set));
      const name = owner ? t(`${owner.id}:tileSet.${set}.name`, { defaultValue: '' }) : '';
      const list = el('ul', { class: 'fp-tile-list', ...(name ? { 'aria-label': name } : {}) });
      for (const id of ids.filter((i) => i.startsWith(`${set}.`))) {
        const full = tileName(id, t, 0);
        list.append(el('li', { title: full }, `${tileName(id, t)} ×${counts.get(id)}`));
      }
      if (name) nodes.push(el('p', { class: 'fp-tile-set' }, name));
      nodes.push(list);
    }
    if (g.setAside.length)
      nodes.push(
        el('p', {}, this.p('tiles.setAside', { list: g.setAside.map((id) => gameTileName(g, id, t, 0)).join(', ') })),
      );
    this.parts.tiles!.replaceChildren(...nodes);
  }

  /**
   * The rules explaining an event: the section of a worked example showing such an event,
   * else its module's (or a modifier's) page, else the base game's.
   */
  private ruleLink(e: ScoreEvent): HTMLElement | null {
    const { lang, pages } = this.w;
    const section = this.w.sections[eventRuleKey(e)];
    if (section) {
      const [page, anchor] = section.split('#');
      return el('a', { href: pageHref(lang, page, anchor) }, this.p('history.rules'));
    }
    const module = e.module ?? e.modifiers.at(-1)?.module ?? 'base';
    const slug = pages[getModule(module) ? module : 'base'] ?? pages.base;
    if (!slug) return null;
    return el('a', { href: pageHref(lang, slug) }, this.p('history.rules'));
  }

  /** One score event in words (places from tiles on `frame`'s board a reader can tell apart), with the link to its rules. */
  private eventItem(e: ScoreEvent, frame: EventFrame): HTMLElement {
    const li = el('li', {}, `${explainEvent(e, this.w.t, frame)} `);
    const a = this.ruleLink(e);
    if (a) li.append('(', a, ')');
    return li;
  }

  /**
   * The scoring history, oldest first as the move list reads: each turn that scored ("Tah 5 – Modrý", the
   * move list's number), then final scoring once the game is over; the newest line is scrolled into view.
   */
  history(g: Game, log: readonly TurnLog[]): void {
    const items: HTMLElement[] = [];
    // tiles never move: every turn's places are worded from the board as it is now
    const frame: EventFrame = { board: g.board };
    let turnEvents = 0;
    for (const entry of log) {
      turnEvents += entry.events.length;
      if (!entry.events.length) continue;
      const li = el('li', {}, this.p('history.turn', { turn: entry.turn, player: this.w.name(entry.player) }));
      const ul = el('ul');
      for (const e of entry.events) ul.append(this.eventItem(e, frame));
      li.append(ul);
      items.push(li);
    }
    const finals = g.ended ? g.events.slice(turnEvents) : [];
    if (finals.length) {
      const li = el('li', {}, this.p('history.final'));
      const ul = el('ul');
      for (const e of finals) ul.append(this.eventItem(e, frame));
      li.append(ul);
      items.push(li);
    }
    if (!items.length) items.push(el('li', { class: 'fp-hint' }, this.p('history.empty')));
    const box = this.parts.history!;
    box.replaceChildren(...items);
    box.scrollTop = box.scrollHeight;
  }

  /** "If the game ended now": final scoring's events and totals, or nothing (not asked, or the game moved on). */
  whatIf(w: WhatIf | null): void {
    const box = this.parts['what-if']!;
    if (!w) {
      box.replaceChildren();
      return;
    }
    const ul = el('ul');
    for (const e of w.events) ul.append(this.eventItem(e, w.frame));
    const list = Object.entries(w.totals)
      .map(([p, v]) => `${this.w.name(p)} ${this.w.t('count.points', { count: v })}`)
      .join(', ');
    box.replaceChildren(el('p', {}, this.p('whatIf.intro')), ul, el('p', {}, this.p('whatIf.total', { list })));
  }

  /** The final table once the game is over: each player's points by feature kind and in all, best first. */
  final(g: Game): void {
    const panel = this.parts['final-panel']!;
    panel.hidden = !g.ended;
    if (!g.ended) return;
    const cols = [...FEATURE_KINDS, 'other'] as const;
    const sums = g.players.map(() => Object.fromEntries(cols.map((c) => [c, 0])) as Record<string, number>);
    for (const e of g.events) {
      const col = e.type === 'feature' && e.feature ? e.feature : 'other';
      for (const r of e.receivers) {
        const i = g.playerIndex(r);
        if (i >= 0) sums[i]![col] = (sums[i]![col] ?? 0) + e.points;
      }
    }
    const table = el('table', { 'data-final-table': '' });
    const head = el('tr');
    head.append(el('th', { scope: 'col' }, this.p('final.player')));
    for (const c of cols)
      head.append(
        el('th', { scope: 'col', class: 'num' }, c === 'other' ? this.p('final.other') : this.p(`kind.${c}`)),
      );
    head.append(el('th', { scope: 'col', class: 'num' }, this.p('final.total')));
    const body = el('tbody');
    const order = g.players.map((_, i) => i).sort((a, b) => g.scores[b]! - g.scores[a]!);
    for (const i of order) {
      const colour = g.players[i]!;
      const tr = el('tr', { 'data-player': colour });
      const th = el('th', { scope: 'row' });
      th.append(this.swatch(colour), this.w.name(colour));
      tr.append(th);
      for (const c of cols) tr.append(el('td', { class: 'num' }, signed(sums[i]![c]!)));
      tr.append(el('td', { class: 'num', 'data-total': '' }, signed(g.scores[i]!)));
      body.append(tr);
    }
    table.append(el('thead'), body);
    table.tHead!.append(head);
    this.parts.final!.replaceChildren(table);
  }
}
