/**
 * The playable board of a worked example (issue "Tile art … PixiJS sandbox"). Loaded only
 * when the reader starts an example (see element.ts). It reads the scenario embedded in the
 * example, asks the engine for legal moves and scores, draws with PixiJS (pan and zoom by
 * pixi-viewport) and keeps DOM controls, the score panel (aria-live) and a text list of
 * the position beside the canvas for keyboard and screen-reader use.
 */
import '../engine/modules/index';
import { scenarioPlays, startScenario, type Scenario } from '../engine/scenario';
import type { Move } from '../engine/types';
import { locationName, type Rotation } from '../engine/locations';
import type { TFunction } from 'i18next';
import { loadT } from '../i18n/client';
import { SandboxController } from '../board/controller';
import { choiceEntries, choiceRadios } from '../board/choices';
import { tileText } from '../board/features';
import {
  explainEvent,
  explainParked,
  explainStatus,
  explainTotals,
  figureName,
  placeWords,
  tileName,
} from '../board/explain';
import { makePermalink } from './permalink';
import { tileArtFor } from '../board/art-prefetch';
import { encodeMoves, decodeMoves } from './position';
import type { BoardCamera, BoardView } from './board-view';
import { usingTouch } from '../board/input';

export interface MountOptions {
  /** `play`, `solution` or `permalink` (then `position` is the encoded position). */
  action: string;
  position?: string;
}

/** Live PixiJS boards on the page, oldest first; at most MAX_LIVE hold a WebGL context. */
const live: Sandbox[] = [];
const MAX_LIVE = 3;

class Sandbox {
  readonly ctl: SandboxController;
  private view: BoardView | null = null;
  /** Where the reader had the board when it was last freed (scrolled out of sight). */
  private camera: BoardCamera | undefined;
  private readonly el: Record<string, HTMLElement> = {};
  private observer: IntersectionObserver | null = null;
  private solution: Move[] = [];

  constructor(
    readonly root: HTMLElement,
    readonly scenario: Scenario,
    readonly lang: string,
    private readonly t: TFunction,
  ) {
    // The scenario was validated at build time; the engine starts it the one way every
    // caller does, and lists its moves (the play, then e.g. an extra turn).
    const s = scenario;
    const first = startScenario(s);
    const steps = scenarioPlays(first.game, s);
    // the position built for the move list also serves the controller's first start
    let fresh: typeof first | null = first;
    const build = () => {
      const start = fresh ?? startScenario(s);
      fresh = null;
      return start;
    };
    this.ctl = new SandboxController(
      build,
      !!s.end,
      steps.map((p) => p.tile),
    );
    this.solution = steps.map((p) => p.move);
  }

  /** Builds the DOM around the canvas, replacing the static figure. */
  buildDom(): void {
    const t = this.t;
    const r = this.root;
    const stage = r.querySelector<HTMLElement>('[data-stage]')!;
    const controls = r.querySelector<HTMLElement>('.example-controls')!;
    const solution = r.querySelector<HTMLButtonElement>('[data-action="solution"]')!;
    const hint = r.querySelector<HTMLButtonElement>('[data-action="hint"]');
    r.querySelector('[data-action="play"]')?.remove();
    const mk = (tag: string, attrs: Record<string, string>, text?: string): HTMLElement => {
      const e = document.createElement(tag);
      for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
      if (text) e.textContent = text;
      return e;
    };
    const btn = (action: string, label: string, key?: string): HTMLButtonElement => {
      const b = mk('button', { type: 'button', 'data-action': action }, label) as HTMLButtonElement;
      if (key) b.setAttribute('aria-keyshortcuts', key);
      this.el[action] = b;
      return b;
    };
    const zoom = mk('span', { class: 'example-zoom' });
    zoom.append(btn('zoom-in', '+', '+'), btn('zoom-out', '−', '-'), btn('fit', t('sandbox.fit')));
    controls.replaceChildren(
      btn('rotate', t('sandbox.rotate'), 'R'),
      btn('place', t('sandbox.place'), 'Enter'),
      btn('undo', t('sandbox.undo'), 'Backspace'),
      btn('reset', t('sandbox.reset')),
      ...(hint ? [hint] : []),
      solution,
      btn('link', t('sandbox.link')),
      // the zoom buttons stay together on one line when the row wraps (a phone)
      zoom,
    );
    this.el['zoom-in']!.setAttribute('aria-label', t('sandbox.zoomIn'));
    this.el['zoom-out']!.setAttribute('aria-label', t('sandbox.zoomOut'));
    this.el.solution = solution;
    const canvasBox = mk('div', {
      class: 'sandbox-canvas',
      tabindex: '0',
      role: 'group',
      'aria-label': t('sandbox.boardLabel'),
      'aria-describedby': `${this.scenario.id}-status`,
    });
    const status = mk('p', { class: 'sandbox-status', id: `${this.scenario.id}-status` });
    const hand = mk('div', { class: 'sandbox-hand' });
    const statusRow = mk('div', { class: 'sandbox-status-row' });
    statusRow.append(hand, status);
    const choices = mk('fieldset', { class: 'sandbox-choices', hidden: '' });
    const score = mk('div', { class: 'sandbox-score', 'aria-live': 'polite', role: 'status' });
    const state = mk('p', { class: 'sandbox-state' });
    const error = mk('p', { class: 'sandbox-error', role: 'alert', hidden: '' });
    const list = mk('details', { class: 'sandbox-text' });
    list.append(mk('summary', {}, t('sandbox.textList')), mk('ul', {}));
    const figure = stage.querySelector<HTMLElement>('[data-figure]');
    stage.replaceChildren(error, canvasBox, statusRow, state, choices, score, list);
    // the static figure stays for printing (print styles show it instead of the canvas)
    if (figure) {
      figure.removeAttribute('tabindex');
      figure.removeAttribute('role');
      figure.classList.add('print-only');
      stage.append(figure);
    }
    Object.assign(this.el, { canvasBox, status, hand, state, choices, score, error, list });
    r.classList.add('is-live');

    controls.addEventListener('click', (e) => {
      const b = (e.target as Element).closest<HTMLElement>('[data-action]');
      if (!b) return;
      e.preventDefault();
      void this.act(b.dataset.action!);
    });
    canvasBox.addEventListener('keydown', (e) => this.onKey(e));
  }

  /** Shows a message inside the sandbox (never a blank board). */
  showError(message: string): void {
    const e = this.el.error!;
    e.textContent = message;
    e.hidden = false;
  }

  async act(action: string): Promise<void> {
    const c = this.ctl;
    switch (action) {
      case 'rotate':
        c.rotate(1);
        break;
      case 'place':
        c.place();
        break;
      case 'undo':
        c.undo();
        break;
      case 'reset':
        c.reset();
        this.el.error!.hidden = true;
        this.view?.fit(true);
        break;
      case 'zoom-in':
        this.view?.zoom(1.25);
        return;
      case 'zoom-out':
        this.view?.zoom(0.8);
        return;
      case 'fit':
        this.view?.fit(true);
        return;
      case 'solution':
        this.playSolution();
        break;
      case 'hint':
        this.showHint();
        break;
      case 'link':
        await this.copyLink();
        return;
      case 'confirm':
        this.confirmChoice();
        this.el.canvasBox!.focus({ preventScroll: true });
        break;
      default:
        break;
    }
    this.refresh();
  }

  /**
   * A hint for the example's question: back to the start, the tile selected on the cell
   * and in the rotation of the solution's first move, and the move line shown.
   */
  showHint(): void {
    const c = this.ctl;
    const m = this.solution[0];
    if (!m) return;
    c.reset();
    if (c.select(m.x, m.y)) c.selection = { x: m.x, y: m.y, rotation: m.rotation };
    const hint = this.root.querySelector<HTMLElement>('[data-hint]');
    if (hint) hint.hidden = false;
  }

  /**
   * Plays the scenario's own move(s) from the starting position (DESIGN 1.5) and reveals
   * the example's answer: the move line, the caption and the result.
   */
  playSolution(): void {
    const c = this.ctl;
    this.root.dataset.revealed = '';
    const details = this.root.querySelector<HTMLDetailsElement>('details[data-solution-details]');
    if (details) details.open = true;
    c.reset();
    if (!this.solution.length) {
      c.finishNow();
      return;
    }
    for (const m of this.solution) {
      c.select(m.x, m.y);
      c.selection = { x: m.x, y: m.y, rotation: m.rotation };
      c.place();
      if (!this.confirm(m)) break;
    }
  }

  private confirm(move: Move): boolean {
    try {
      this.ctl.confirm(move);
      return true;
    } catch (err) {
      this.showError(this.t('sandbox.refused'));
      console.warn(err);
      return false;
    }
  }

  private confirmChoice(): void {
    const choice = this.el.choices!.querySelector<HTMLInputElement>('input[name$="-choice"]:checked');
    const moves = this.ctl.choices();
    const move = moves[Number(choice?.value ?? 0)];
    if (move) this.confirm(move);
  }

  private async copyLink(): Promise<void> {
    const href = makePermalink(
      location.href,
      this.scenario.id,
      encodeMoves(this.ctl.applied, this.ctl.selection, this.ctl.phase),
    );
    history.replaceState(history.state, '', href);
    let ok = false;
    try {
      await navigator.clipboard.writeText(href);
      ok = true;
    } catch {
      /* clipboard refused: the address bar holds the link */
    }
    this.el.status!.textContent = ok ? this.t('sandbox.linkCopied') : this.t('sandbox.linkInBar');
  }

  /** Restores a permalink position; a broken one leaves the example's own start and says so. */
  restore(position: string): void {
    if (position === '') return; // a link to the example itself: its starting position
    const decoded = decodeMoves(position);
    if (!decoded) {
      this.showError(this.t('sandbox.badLink'));
      return;
    }
    try {
      for (const m of decoded.moves) this.ctl.confirm(m);
      if (decoded.selection && this.ctl.phase === 'tile') {
        if (!this.ctl.select(decoded.selection.x, decoded.selection.y)) throw new Error('cell');
        this.ctl.selection = { ...this.ctl.selection!, rotation: decoded.selection.rotation };
        if (
          !this.ctl
            .legalMoves()
            .some(
              (m) =>
                m.x === decoded.selection!.x &&
                m.y === decoded.selection!.y &&
                m.rotation === decoded.selection!.rotation,
            )
        )
          throw new Error('rotation');
        if (decoded.placed) this.ctl.place();
      }
    } catch {
      this.ctl.reset();
      this.showError(this.t('sandbox.badLink'));
    }
  }

  private onKey(e: KeyboardEvent): void {
    const c = this.ctl;
    const k = e.key;
    let handled = true;
    if (k === 'r' || k === 'R') c.rotate(e.shiftKey ? -1 : 1);
    else if (k === 'Enter' || k === ' ') {
      if (c.phase === 'tile') c.place();
      else if (c.phase === 'choose') {
        this.confirmChoice();
        this.el.canvasBox!.focus({ preventScroll: true });
      } else handled = false;
    } else if (k === 'Backspace' || k === 'z' || k === 'Z') c.undo();
    else if (k.startsWith('Arrow') && c.phase === 'tile') this.moveCursor(k);
    else if (k === '+' || k === '=') this.view?.zoom(1.25);
    else if (k === '-') this.view?.zoom(0.8);
    else handled = false;
    if (handled) {
      e.preventDefault();
      this.refresh();
      if (c.phase === 'choose' && k === 'Enter')
        this.el.choices!.querySelector<HTMLInputElement>('input:checked')?.focus();
    }
  }

  /** Arrow keys move the cursor one cell; on a cell where the tile fits it is selected. */
  private moveCursor(key: string): void {
    const [dx, dy] =
      key === 'ArrowLeft' ? [-1, 0] : key === 'ArrowRight' ? [1, 0] : key === 'ArrowUp' ? [0, -1] : [0, 1];
    this.ctl.moveCursor(dx, dy);
  }

  /** Updates every part of the UI from the controller's state. */
  refresh(): void {
    const c = this.ctl;
    const t = this.t;
    const el = this.el;
    (el.place as HTMLButtonElement).disabled = c.phase !== 'tile' || !c.selection;
    const cell = c.selection ? c.legalCells().find((x) => x.x === c.selection!.x && x.y === c.selection!.y) : null;
    (el.rotate as HTMLButtonElement).disabled = c.phase !== 'tile' || (!!cell && cell.rotations.length < 2);
    (el.undo as HTMLButtonElement).disabled = !c.canUndo;
    (el.solution as HTMLButtonElement).disabled = !this.solution.length && !this.scenario.end;
    el.status!.textContent =
      c.phase === 'tile' && !c.tileInHand
        ? t('sandbox.statusEnd')
        : c.phase === 'tile' && c.cursor && !c.selection
          ? t('sandbox.statusNoFit', { place: placeWords(c.cursor.x, c.cursor.y, t, c.game.board) })
          : c.phase === 'tile'
            ? c.selection
              ? t(
                  cell && cell.rotations.length < 2 ? 'sandbox.statusPlaceOne' : 'sandbox.statusPlace',
                  usingTouch() ? { context: 'touch' } : undefined,
                )
              : t(c.moveIndex > 0 ? 'sandbox.statusExtra' : 'sandbox.statusPick', {
                  player: t(`player.${c.player}`),
                  count: c.legalCells().length,
                })
            : c.phase === 'choose'
              ? t('sandbox.statusChoose')
              : c.applied.length === 0
                ? t('sandbox.statusFinal')
                : t('sandbox.statusDone');
    this.renderHand();
    this.renderState();
    this.renderChoices();
    this.renderScore();
    this.renderTextList();
    this.root.dataset.phase = c.phase;
    if (c.selection) this.root.dataset.selection = `${c.selection.x},${c.selection.y},${c.selection.rotation}`;
    else delete this.root.dataset.selection;
    if (c.cursor && c.phase === 'tile') this.root.dataset.cursor = `${c.cursor.x},${c.cursor.y}`;
    else delete this.root.dataset.cursor;
    if (c.points) this.root.setAttribute('data-points', JSON.stringify(c.points));
    else this.root.removeAttribute('data-points');
    try {
      this.view?.render(c, c.phase === 'choose' ? this.checkedChoice() : undefined);
    } catch (err) {
      // the drawing failed; the controls, the text list and the score still work
      this.showError(t('sandbox.noCanvas'));
      console.warn(err);
    }
  }

  /** Draws the card standing for a fact beside the board (loaded on demand). */
  private statusCard: ((data: Readonly<Record<string, unknown>>, px?: number) => string | null) | undefined;

  /** What the rule modules report beside the board (who holds an award, an extra turn …). */
  private renderState(): void {
    const t = this.t;
    // each fact in words, after the card its module draws for it (an award holder's card;
    // the cards' drawings load the first time a fact is shown)
    const status = this.ctl.game.status();
    if (status.length && !this.statusCard)
      void import('../art/cards').then((m) => {
        this.statusCard = m.statusCardSvg;
        this.renderState();
      });
    const facts = status
      .map((st) => ({ text: explainStatus(st, t), card: this.statusCard?.(st.data, 24) ?? null }))
      .filter((f) => f.text);
    const el = this.el.state!;
    el.replaceChildren(
      ...facts.map((f, i) => {
        const span = document.createElement('span');
        span.className = 'sandbox-fact';
        span.innerHTML = f.card ?? '';
        span.append(`${f.text}${i < facts.length - 1 ? ' ' : ''}`);
        return span;
      }),
    );
    el.hidden = facts.length === 0;
  }

  /** Name of a figure kind in the reader's language. */
  private figureName(kind: string): string {
    return figureName(kind, this.ctl.game.modules, this.t);
  }

  /** The tile in hand, drawn at its current rotation beside the status line (an unknown tile: its name). */
  private renderHand(): void {
    const c = this.ctl;
    const box = this.el.hand!;
    const tile = c.phase === 'tile' ? c.tileInHand : null;
    const rotation = c.selection?.rotation ?? c.handRotation;
    const key = tile ? `${tile}@${rotation}` : '';
    if (box.dataset.key === key) return;
    box.dataset.key = key;
    if (!tile) {
      box.replaceChildren();
      box.hidden = true;
      return;
    }
    box.hidden = false;
    // the example page drew each tile its moves take in hand (Example.astro, hidden \`[data-hand-tile]\`); turned here by CSS
    const drawn = [...this.root.querySelectorAll<HTMLElement>('[data-hand-tile]')].find(
      (e) => e.dataset.handTile === tile,
    );
    const svg = drawn?.querySelector('svg')?.cloneNode(true) as SVGSVGElement | undefined;
    if (!svg) {
      box.textContent = tileName(tile, this.t);
      return;
    }
    svg.setAttribute('aria-label', this.t('sandbox.handLabel', { tile: tileName(tile, this.t, rotation), rotation }));
    svg.style.transform = `rotate(${rotation}deg)`;
    box.replaceChildren(svg);
  }

  /** The follower choice ticked now (phase `choose`), if any. */
  private checkedChoice(): Move | undefined {
    const input = this.el.choices?.querySelector<HTMLInputElement>('input[type=radio]:checked');
    return input ? this.ctl.choices()[Number(input.value)] : undefined;
  }

  private renderChoices(): void {
    const c = this.ctl;
    const box = this.el.choices!;
    if (c.phase !== 'choose') {
      box.hidden = true;
      box.replaceChildren();
      delete box.dataset.choicesFor;
      return;
    }
    const t = this.t;
    const name = `${this.scenario.id}-choice`;
    // the same choices again (the board came back into view, a redraw): the reader's pick stays
    const key = JSON.stringify(c.choices());
    const kept =
      box.dataset.choicesFor === key ? Number(box.querySelector<HTMLInputElement>('input:checked')?.value ?? 0) : 0;
    box.dataset.choicesFor = key;
    const legend = document.createElement('legend');
    legend.textContent = t('sandbox.chooseLegend');
    const entries = choiceEntries(c.choices(), c.game.current ?? '', t, c.game);
    const items = choiceRadios(entries, name, kept, (input, { move: m }) => {
      input.addEventListener('change', () => this.view?.render(c, m));
      input.addEventListener('keydown', (e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          void this.act('confirm');
        } else if (e.key === 'Backspace') {
          e.preventDefault();
          void this.act('undo').then(() => this.el.canvasBox!.focus());
        }
      });
    });
    const ok = document.createElement('button');
    ok.type = 'button';
    ok.className = 'primary';
    ok.textContent = t('sandbox.confirm');
    ok.addEventListener('click', () => void this.act('confirm'));
    box.replaceChildren(legend, ...items, ok);
    box.hidden = false;
  }

  private renderScore(): void {
    const c = this.ctl;
    const box = this.el.score!;
    if (c.phase !== 'done' && !c.points) {
      box.replaceChildren();
      return;
    }
    const t = this.t;
    const lines = c.events.map((e) => {
      const li = document.createElement('li');
      li.textContent = explainEvent(e, t);
      return li;
    });
    const ul = document.createElement('ul');
    ul.append(...lines);
    const total = document.createElement('p');
    total.className = 'sandbox-total';
    total.textContent = c.events.length ? explainTotals(c.points ?? {}, t, c.totals()) : t('score.none');
    const parts: HTMLElement[] = [...(lines.length ? [ul] : []), total];
    const expected = (this.scenario as { expect?: { points?: Record<string, number> } }).expect?.points;
    if (c.phase === 'done' && expected && JSON.stringify(expected) !== JSON.stringify(c.points)) {
      const hint = document.createElement('p');
      hint.textContent = t('sandbox.otherMove');
      parts.push(hint);
    }
    box.replaceChildren(...parts);
  }

  private renderTextList(): void {
    const ul = this.el.list!.querySelector('ul')!;
    const g = this.ctl.game;
    const t = this.t;
    const items = g.board.tiles.map((p) => {
      const li = document.createElement('li');
      const figs = g
        .figuresOnBoard()
        .filter((f) => f.tile === p.index)
        .map((f) =>
          t('sandbox.textFigure', {
            player: t(`player.${g.players[f.player]}`),
            kind: this.figureName(f.kind),
            where: t(`sandbox.loc.${locationName(f.loc)}`),
          }),
        );
      for (const f of g.parkedFigures().filter((f) => f.x === p.x && f.y === p.y)) {
        figs.push(explainParked(f, g.players[f.player]!, this.figureName(f.kind), t));
      }
      const description = tileText(p.tile.id, p.q * 90, t);
      li.textContent =
        t('sandbox.textTile', {
          tile: tileName(p.tile.id, t),
          place: placeWords(p.x, p.y, t, g.board),
          rotation: p.q * 90,
          description,
        }) + (figs.length ? ` — ${figs.join(', ')}` : '');
      return li;
    });
    ul.replaceChildren(...items);
  }

  /** Starts PixiJS in the canvas box (the canvas renderer, falling back to WebGL). */
  async startView(): Promise<void> {
    if (this.view) return;
    while (live.length >= MAX_LIVE) live.shift()!.suspend();
    const [{ createBoardView, takeArt }, fetched] = await Promise.all([import('./board-view'), tileArtFor(this.root)]);
    takeArt(fetched);
    this.view = await createBoardView(this.el.canvasBox!, this, this.camera);
    live.push(this);
    this.refresh();
    if (!this.observer && 'IntersectionObserver' in window) {
      this.observer = new IntersectionObserver(
        (entries) => {
          for (const e of entries) {
            if (!e.isIntersecting && this.view) this.suspend();
            else if (e.isIntersecting && !this.view) void this.startView();
          }
        },
        { rootMargin: '150% 0px' },
      );
      this.observer.observe(this.root);
    }
  }

  /** Frees the renderer and its canvas; the DOM parts and the position stay. */
  suspend(): void {
    const i = live.indexOf(this);
    if (i >= 0) live.splice(i, 1);
    this.camera = this.view?.camera() ?? this.camera;
    this.view?.destroy();
    this.view = null;
  }

  /** Called by the board view on a click or tap on a cell. */
  onCellClick(x: number, y: number): void {
    const c = this.ctl;
    if (c.phase !== 'tile') return;
    if (c.selection && c.selection.x === x && c.selection.y === y) c.rotate(1);
    else c.select(x, y);
    this.refresh();
  }

  /** Called by the board view on a click on a follower location marker. */
  onChoiceClick(index: number): void {
    const input = this.el.choices!.querySelectorAll<HTMLInputElement>('input[type=radio]')[index];
    if (input) {
      input.checked = true;
      input.focus();
      this.view?.render(this.ctl, this.ctl.choices()[index]);
    }
  }

  /** Called on the mouse wheel over the tile being placed. */
  onWheelRotate(dir: 1 | -1): void {
    this.ctl.rotate(dir);
    this.refresh();
  }
}

/**
 * Prepares an example before the reader starts it: takes the drawings of its tiles the
 * build made (art-prefetch.ts; computes those that did not arrive) and turns them to every
 * rotation of the tile to place, when the browser is idle, so the first frame of the board
 * does not wait for them. Never throws.
 */
export function warmUp(root: HTMLElement): void {
  const idle =
    (window as { requestIdleCallback?: (cb: () => void) => void }).requestIdleCallback ??
    ((cb: () => void) => setTimeout(cb, 1));
  idle(() => {
    try {
      const s = JSON.parse(root.querySelector('script[data-scenario]')?.textContent ?? '{}') as Scenario;
      const ids = new Set<string>((s.board ?? []).map((b) => `${b.tile}@${b.rotation}`));
      if (s.play) for (const r of [0, 90, 180, 270]) ids.add(`${s.play.tile}@${r}`);
      void Promise.all([import('./board-view'), tileArtFor(root)]).then(([v, fetched]) => {
        v.takeArt(fetched);
        for (const k of ids) {
          const [id, r] = k.split('@');
          v.warmArt(id!, Number(r));
        }
      });
    } catch {
      /* nothing to prepare */
    }
  });
}

/**
 * Turns an example root (`<hp-example>`) into a live sandbox and performs `opts.action`.
 * Never throws for reader input: a broken permalink or a refused move is shown as a
 * message inside the sandbox.
 */
export async function mountSandbox(root: HTMLElement, opts: MountOptions): Promise<void> {
  const data = root.querySelector('script[data-scenario]')?.textContent;
  const lang = document.documentElement.lang || 'cs';
  if (!data) throw new Error('example without scenario data');
  const scenario = JSON.parse(data) as Scenario;
  const t = await loadT(lang);
  const sb = new Sandbox(root, scenario, lang, t);
  sb.buildDom();
  if (opts.action === 'solution') sb.playSolution();
  else if (opts.action === 'hint') sb.showHint();
  else if (opts.action === 'permalink') sb.restore(opts.position ?? '');
  sb.refresh();
  try {
    await sb.startView();
  } catch (err) {
    sb.showError(t('sandbox.noCanvas'));
    console.warn(err);
  }
  if (opts.action !== 'solution') sb['el'].canvasBox?.focus({ preventScroll: opts.action !== 'permalink' });
}

export type { Sandbox };
export type { Rotation };
