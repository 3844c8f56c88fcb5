/**
 * The playable board of a worked example (issue "Tile art … PixiJS sandbox"). Loaded only
 * when the reader starts an example (see element.ts). It reads the scenario embedded in the
 * example, asks the engine for legal moves and scores, draws with PixiJS (pan and zoom by
 * pixi-viewport) and keeps DOM controls, the score panel (aria-live) and a text list of
 * the position beside the canvas for keyboard and screen-reader use.
 */
import { loadModules, scenarioPlays, startScenario, type Scenario } from '../engine/core';
import { loadModuleArt } from '../engine/modules/art-lazy';
import type { Move } from '../engine/core';
import type { Rotation } from '../engine/core';
import type { TFunction } from 'i18next';
import { loadT } from '../i18n/client';
import { TurnController } from '../board/turn/turn';
import { tileArtFor } from '../board/view/art-prefetch';
import type { BoardCamera, BoardView } from '../board/view/view';
import { controllerScene } from '../board/view/scene';
import { listenBoardKeys } from '../board/turn/keys';
import type { TurnPanel } from '../board/turn/panel';
import { turnAttributes } from '../board/turn/attributes';
import { buildSandboxDom, type SandboxParts } from './dom';
import { renderSandboxHand, renderScore, renderState, statusText } from './panels';

export interface MountOptions {
  /** `play`, `solution` or `permalink` (then `position` is the encoded position). */
  action: string;
  position?: string;
}

/** Live PixiJS boards on the page, oldest first; at most MAX_LIVE hold a WebGL context. */
const live: Sandbox[] = [];
const MAX_LIVE = 3;

/** One live worked example: its turn controller, its controls and panels, its board while in sight. */
class Sandbox {
  /** The turn controller: the example's position, the tile in hand, undo. */
  readonly ctl: TurnController;
  /** The PixiJS board while it runs (null before it starts and while freed out of sight). */
  private view: BoardView | null = null;
  /** Whether the board labels its tiles (once the reader plays: {@link Sandbox.playing}). */
  private labelled = false;
  /** Where the reader had the board when it was last freed (scrolled out of sight). */
  private camera: BoardCamera | undefined;
  /** The controls and panels by name (dom.ts), once built. */
  private el: SandboxParts = {};
  /**
   * The turn's keys, taps and follower choices (the board kit's turn panel), loaded when the
   * reader plays ({@link Sandbox.playing}) or first asks something of the turn: a reader who
   * only asks for the solution never loads it.
   */
  private turn: TurnPanel | null = null;
  /** The turn panel loading (the first call of {@link Sandbox.withTurn} starts it). */
  private turnLoading: Promise<TurnPanel> | null = null;
  /** Watches the example come into and go out of sight (the board is freed far out of it). */
  private observer: IntersectionObserver | null = null;
  /** The example's own moves: its play, then e.g. an extra turn. */
  private solution: Move[] = [];

  /**
   * @param root the example's root (`<hp-example>`)
   * @param scenario the example's scenario (validated at build time)
   * @param lang the page's language
   * @param t the page's strings
   */
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
    this.ctl = new TurnController(
      build,
      !!s.end,
      steps.map((p) => p.tile),
    );
    this.solution = steps.map((p) => p.move);
  }

  /** Builds the controls and panels around the canvas, replacing the static figure, and wires them. */
  buildDom(): void {
    const el = (this.el = buildSandboxDom(this.root, this.scenario.id, this.t));
    for (const box of [el.controls!, el.choices!])
      box.addEventListener('click', (e) => {
        const b = (e.target as Element).closest<HTMLElement>('[data-action]');
        if (!b) return;
        e.preventDefault();
        void this.act(b.dataset.action!);
      });
    // the board's keys work wherever focus is inside the example (its buttons, the choices);
    // a reader at work on the board will soon put a tile down: its choices' wording loads meanwhile
    listenBoardKeys(this.root, el.canvasBox!, (cmd) => {
      if (this.ctl.phase === 'tile') this.playing();
      if (this.turn) return this.turn.command(cmd);
      // a key while the turn's code loads is taken, and done once it is there
      this.withTurn((turn) => turn.command(cmd));
      return true;
    });
    this.el.list!.addEventListener('toggle', () => this.renderList());
  }

  /** Runs `f` with the turn panel, loading it first (once) where it is not there yet; never throws. */
  private withTurn(f: (turn: TurnPanel) => void): void {
    if (this.turn) f(this.turn);
    else void (this.turnLoading ??= this.loadTurn()).then(f, console.warn);
  }

  /**
   * Loads the turn panel's code and sets the panel up on this example; it shows the turn at
   * once (a link may open on a tile put down: its follower choices are drawn then).
   */
  private async loadTurn(): Promise<TurnPanel> {
    const { TurnPanel, pageCommands } = await import('../board/turn/panel');
    const el = this.el;
    const act = (a: string) => () => void this.act(a);
    this.turn = new TurnPanel({
      root: this.root,
      board: el.canvasBox!,
      choices: el.choices!,
      // the wording of follower choices loads when a reader first plays (not for the solution alone)
      list: () => import('../board/turn/choices').then(({ choiceList }) => choiceList),
      words: { t: this.t, name: `${this.scenario.id}-choice` },
      turn: () => this.ctl,
      play: (move) => {
        this.confirm(move);
        this.refresh();
      },
      refresh: () => this.refresh(),
      render: () => this.draw(),
      commands: pageCommands(act),
    });
    this.turn.show();
    return this.turn;
  }

  /** Gives the board the keyboard (`scroll`: and brings it into view). */
  focusBoard(scroll: boolean): void {
    this.el.canvasBox?.focus({ preventScroll: !scroll });
  }

  /** Shows a message inside the sandbox (never a blank board). */
  showError(message: string): void {
    const e = this.el.error!;
    e.textContent = message;
    e.hidden = false;
  }

  /**
   * The reader plays (not only asked for the solution): the follower choices' wording loads,
   * and the board labels its tiles (the solution's static picture has its labels already).
   */
  playing(): void {
    this.withTurn((turn) => void turn.loadList());
    this.labelled = true;
    this.view?.labelTiles(this.t('sandbox.tileLabels'));
  }

  async act(action: string): Promise<void> {
    const c = this.ctl;
    if (action !== 'solution') this.playing();
    switch (action) {
      case 'rotate':
        return void this.withTurn((turn) => turn.rotate(1));
      case 'place':
        return void this.withTurn((turn) => turn.place());
      case 'undo':
        c.undo();
        break;
      case 'redo':
        c.redo();
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
        // the reader asked for the whole board: every tile in view, however small
        this.view?.fit(true, true);
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
        return void this.withTurn((turn) => turn.confirm());
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

  private async copyLink(): Promise<void> {
    // the link code loads only when a reader asks for a link or opens one
    const { copyLink } = await import('./link');
    const ok = await copyLink(this.scenario.id, this.ctl);
    this.el.status!.textContent = ok ? this.t('sandbox.linkCopied') : this.t('sandbox.linkInBar');
  }

  /** Restores a permalink position; a broken one leaves the example's own start and says so. */
  async restore(position: string): Promise<void> {
    const { restorePosition } = await import('./link');
    if (!restorePosition(this.ctl, position)) this.showError(this.t('sandbox.badLink'));
  }

  /** Updates every part of the UI from the controller's state. */
  refresh(): void {
    const c = this.ctl;
    const t = this.t;
    const parts = this.el;
    (parts.place as HTMLButtonElement).disabled = c.phase !== 'tile' || !c.selection;
    const cell = c.selection ? c.legalCells().find((x) => x.x === c.selection!.x && x.y === c.selection!.y) : null;
    (parts.rotate as HTMLButtonElement).disabled = c.phase !== 'tile' || (!!cell && cell.rotations.length < 2);
    (parts.undo as HTMLButtonElement).disabled = !c.canUndo;
    (parts.solution as HTMLButtonElement).disabled = !this.solution.length && !this.scenario.end;
    parts.status!.textContent = statusText(c, t);
    renderSandboxHand(parts.hand!, this.root, c, t);
    renderState(parts.state!, c, t);
    renderScore(parts.score!, c, t, this.scenario.expect?.points);
    this.renderList();
    if (this.turn) this.turn.show();
    else turnAttributes(this.root, c);
    try {
      this.draw();
    } catch (err) {
      // the drawing failed; the controls, the text list and the score still work
      this.showError(t('sandbox.noCanvas'));
      console.warn(err);
    }
  }

  /** Draws the board with the follower choice ticked now previewed. */
  private draw(): void {
    this.view?.render(controllerScene(this.ctl, this.turn?.ticked() ?? 0));
  }

  /** The text list of the position, worded (its code loaded) only while its panel is open. */
  private renderList(): void {
    const list = this.el.list as HTMLDetailsElement;
    if (list.open) void import('./text-list').then((m) => m.renderTextList(list, this.ctl, this.t));
  }

  /** Starts PixiJS in the canvas box (the canvas renderer, falling back to WebGL). */
  async startView(): Promise<void> {
    if (this.view) return;
    while (live.length >= MAX_LIVE) live.shift()!.suspend();
    const [{ createBoardView, takeArt, ensureArt }, fetched] = await Promise.all([
      import('../board/view/view'),
      tileArtFor(this.root),
    ]);
    takeArt(fetched);
    // a drawing that did not arrive is computed: its code is loaded only then
    await ensureArt(exampleTiles(this.root));
    const box = this.el.canvasBox!;
    const w = box.clientWidth;
    // the example's picture: as wide as the box at most, 100 of its units (and pixels at most) a tile
    const pic = this.root.querySelector<SVGSVGElement>('[data-figure] svg');
    this.view = await createBoardView(box, this, {
      kind: 'example',
      prefer: 'canvas',
      minScale: 0.15,
      // a board wider than the box at that size opens about the tile in hand, tiles readable;
      // on a phone the tiles are no smaller than those of the picture the reader saw
      fitMinCell: w < 500 && pic ? Math.max(48, Math.min(100, (w * 100) / pic.viewBox.baseVal.width)) : 48,
      playerName: (c) => this.t(`player.${c}`),
      ...(this.camera ? { camera: this.camera } : {}),
    });
    live.push(this);
    if (this.labelled) this.view.labelTiles(this.t('sandbox.tileLabels'));
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
    this.withTurn((turn) => turn.tapCell(x, y));
  }

  /**
   * Called by the board view on a tap on a follower spot: ticks the choice it stands for.
   * The keyboard stays on the board and the page does not move (the list is below it).
   */
  onSpot(index: number): void {
    const choice = controllerScene(this.ctl, this.turn?.ticked() ?? 0).spots[index]?.choice;
    this.withTurn((turn) => turn.tapSpot(choice));
  }

  /** Called on the mouse wheel over the tile being placed. */
  onWheelRotate(dir: 1 | -1): void {
    this.withTurn((turn) => turn.rotate(dir));
  }
}

/** The tiles an example shows: those on its board and the tile of its play (none when its scenario cannot be read). */
function exampleTiles(root: HTMLElement): string[] {
  try {
    const s = JSON.parse(root.querySelector('script[data-scenario]')?.textContent ?? '{}') as Scenario;
    return [...(s.board ?? []).map((b) => b.tile), ...(s.play ? [s.play.tile] : [])];
  } catch {
    return [];
  }
}

/**
 * Prepares an example before the reader starts it: loads its sets' rules and art
 * (modules/lazy.ts, art-lazy.ts), takes the drawings of its tiles the build made (art-prefetch.ts; computes those that did not arrive) and turns them to every
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
      // the example's sets too, so that the tiles below have their definitions and art
      const sets = loadModules(s.rules ?? []).then((ids) => (Array.isArray(ids) ? loadModuleArt(ids) : undefined));
      void Promise.all([import('../board/view/view'), tileArtFor(root), sets]).then(async ([v, fetched]) => {
        v.takeArt(fetched);
        await v.ensureArt(exampleTiles(root));
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
  // the example's sets first (their rules name what they require), then their wording and art
  const sets = await loadModules(scenario.rules);
  if (!Array.isArray(sets)) throw new Error(`example ${scenario.id}: rule module ${String(sets.params?.id)} unknown`);
  const [t] = await Promise.all([loadT(lang, undefined, sets), loadModuleArt(sets)]);
  const sb = new Sandbox(root, scenario, lang, t);
  sb.buildDom();
  // a reader who plays (not one who only asked for the solution) will put a tile down: its choices' wording loads now
  if (opts.action !== 'solution') sb.playing();
  if (opts.action === 'solution') sb.playSolution();
  else if (opts.action === 'hint') sb.showHint();
  else if (opts.action === 'permalink') await sb.restore(opts.position ?? '');
  sb.refresh();
  try {
    await sb.startView();
  } catch (err) {
    sb.showError(t('sandbox.noCanvas'));
    console.warn(err);
  }
  if (opts.action !== 'solution') sb.focusBoard(opts.action === 'permalink');
}

export type { Sandbox };
export type { Rotation };
