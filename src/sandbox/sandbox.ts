/**
 * The playable board of a worked example (issue "Tile art … PixiJS sandbox"). Loaded only
 * when the reader starts an example (see element.ts). It reads the scenario embedded in the
 * example, asks the engine for legal moves and scores, draws with PixiJS (pan and zoom by
 * pixi-viewport) and keeps DOM controls, the score panel (aria-live) and a text list of
 * the position beside the canvas for keyboard and screen-reader use.
 */
import { locationName, type Move, type Rotation, type Scenario, scenarioPlays, startScenario } from '../engine';
import type { TFunction } from 'i18next';
import { loadT } from '../i18n/client';
import { SandboxController } from '../board/controller';
import { choiceEntries, choiceRadios, stepChoice } from '../board/choices';
import { tileText } from '../board/features';
import { explainEvent, explainParked, explainTotals, figureName, placeWords, tileName } from '../board/explain';
import { makePermalink } from './permalink';
import { tileArtFor } from '../board/art-prefetch';
import { encodeMoves, decodeMoves } from './position';
import type { BoardCamera, BoardView } from '../board/view';
import { controllerScene } from '../board/scene';
import { arrowStep, listenBoardKeys, type BoardCommand } from '../board/keys';
import { usingTouch } from '../board/input';
import { renderFacts } from '../board/facts';
import { renderHand } from '../board/hand';

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
      btn('undo', t('sandbox.undo'), 'Z'),
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
    // the board's keys work wherever focus is inside the example (its buttons, the choices)
    listenBoardKeys(r, canvasBox, (cmd) => this.command(cmd));
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
      case 'cancel':
        if (c.phase === 'choose') c.undo();
        else if (c.selection) c.selection = null;
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

  /** Does what a board command means on a worked example; false when it means nothing now. */
  private command(cmd: BoardCommand): boolean {
    const c = this.ctl;
    const step = arrowStep(cmd);
    if (step && c.phase === 'tile') c.moveCursor(step[0], step[1]);
    else if (step && c.phase === 'choose') stepChoice(this.el.choices!, step);
    else if (cmd === 'rotate' || cmd === 'rotate-back') c.rotate(cmd === 'rotate' ? 1 : -1);
    else if (cmd === 'place') {
      if (c.phase === 'tile') c.place();
      else if (c.phase === 'choose') this.confirmChoice();
      else return false;
      this.el.canvasBox!.focus({ preventScroll: true });
    } else if (cmd === 'undo' || cmd === 'cancel') void this.act(cmd);
    else if (cmd === 'zoom-in' || cmd === 'zoom-out' || cmd === 'fit') void this.act(cmd);
    else return false;
    this.refresh();
    return true;
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
      this.view?.render(controllerScene(c, this.checkedIndex()));
    } catch (err) {
      // the drawing failed; the controls, the text list and the score still work
      this.showError(t('sandbox.noCanvas'));
      console.warn(err);
    }
  }

  /** What the rule modules report beside the board (who holds an award, an extra turn …): the kit's facts panel. */
  private renderState(): void {
    renderFacts(this.el.state!, this.ctl.game, this.t, { px: 24, className: 'sandbox-fact' });
  }

  /** Name of a figure kind in the reader's language. */
  private figureName(kind: string): string {
    return figureName(kind, this.ctl.game.modules, this.t);
  }

  /** The tile in hand, drawn at its current rotation beside the status line (an unknown tile: its name): the kit's tile in hand. */
  private renderHand(): void {
    const c = this.ctl;
    const tile = c.phase === 'tile' ? c.tileInHand : null;
    const rotation = c.selection?.rotation ?? c.handRotation;
    renderHand(
      this.el.hand!,
      {
        tile,
        rotation,
        label: tile ? this.t('sandbox.handLabel', { tile: tileName(tile, this.t, rotation), rotation }) : '',
        name: tile ? tileName(tile, this.t) : '',
      },
      // the example page drew each tile its moves take in hand (Example.astro, hidden `[data-hand-tile]`)
      (id) => {
        const drawn = [...this.root.querySelectorAll<HTMLElement>('[data-hand-tile]')].find(
          (e) => e.dataset.handTile === id,
        );
        return (drawn?.querySelector('svg')?.cloneNode(true) as SVGSVGElement | undefined) ?? null;
      },
    );
  }

  /** The index of the follower choice ticked now (phase `choose`; 0 when none is). */
  private checkedIndex(): number {
    const input = this.el.choices?.querySelector<HTMLInputElement>('input[type=radio]:checked');
    return Number(input?.value ?? 0);
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
    const items = choiceRadios(entries, name, kept, (input, entry) => {
      input.addEventListener('change', () => this.view?.render(controllerScene(c, entry.index)));
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
    const [{ createBoardView, takeArt }, fetched] = await Promise.all([import('../board/view'), tileArtFor(this.root)]);
    takeArt(fetched);
    this.view = await createBoardView(this.el.canvasBox!, this, {
      kind: 'example',
      prefer: 'canvas',
      minScale: 0.15,
      ...(this.camera ? { camera: this.camera } : {}),
    });
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
  onCell(x: number, y: number): void {
    const c = this.ctl;
    if (c.phase !== 'tile') return;
    if (c.selection && c.selection.x === x && c.selection.y === y) c.rotate(1);
    else c.select(x, y);
    this.refresh();
  }

  /**
   * Called by the board view on a tap on a follower spot: ticks the choice it stands for.
   * The keyboard stays on the board and the page does not move (the list is below it).
   */
  onSpot(index: number): void {
    const choice = controllerScene(this.ctl, this.checkedIndex()).spots[index]?.choice;
    const input =
      choice === undefined ? null : this.el.choices!.querySelectorAll<HTMLInputElement>('input[type=radio]')[choice];
    if (input) {
      input.checked = true;
      this.el.canvasBox!.focus({ preventScroll: true });
      this.view?.render(controllerScene(this.ctl, choice!));
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
      void Promise.all([import('../board/view'), tileArtFor(root)]).then(([v, fetched]) => {
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
