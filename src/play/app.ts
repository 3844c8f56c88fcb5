/**
 * `<hp-free-play>`: the free-play page (DESIGN 1.7). It keeps the game as a
 * {@link GameRecord} (setup, seed, moves), replays it through the engine, lets a person play
 * a turn with the sandbox's controller (legal cells, rotations, figure and module choices),
 * lets computer players move in a Web Worker, and shows the score, the scoring history with
 * explanations, the tiles left, final scoring "if the game ended now" and the final table.
 * The record is kept in localStorage and in the address (replaced, not pushed), and
 * `[data-game-link]` holds a link that replays the game exactly.
 *
 * Reader input (the query, storage) is read by record.ts, which never throws; everything
 * shown is set as text, never as markup (the score track is the shared SVG of src/lib/score-track.ts, built from numbers).
 */
import { chooseMove, type Game, getModule, moveIndex, notationOf, type ScoreEvent, seatLimits } from '../engine';
import type { TFunction } from 'i18next';
import { getT } from '../i18n';
import { signed } from '../i18n/numbers';
import './strings';
import { SandboxController } from '../board/controller';
import { explainEvent, figureName, placeWords, tileName } from '../board/explain';
import { choiceEntries, choiceRadios, stepChoice } from '../board/choices';
import type { BoardView, Scene, Spot } from '../board/view';
import { arrowStep, listenBoardKeys, type BoardCommand } from '../board/keys';
import { usingTouch } from '../board/input';
import { controllerScene, plainScene } from '../board/scene';
import { loadCardPainter, renderFacts } from '../board/facts';
import { renderHand, type TilePicture } from '../board/hand';
import { SPRITE_URL, spriteId } from '../board/sprite';
import { eventRuleKey } from '../board/rule-key';
import {
  isProblem,
  playIndex,
  recordFromJson,
  recordFromQuery,
  recordQuery,
  replay,
  type GameRecord,
  type RecordProblem,
  type SeatKind,
  type TurnLog,
} from './record';
import { el } from '../lib/dom';
import { PLAYER_SWATCH, scoreTrackSvg, trackPlace } from '../lib/score-track';

/** localStorage key of the game in progress. */
const STORE = 'hp-free-play';
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
/** Pause before a computer player's move is shown (ms), so that a reader can follow. */
const BOT_PAUSE = 250;
const FEATURE_KINDS = ['city', 'road', 'monastery', 'field'] as const;

/**
 * What one press of undo took back, for redo to play again: the record's move indices in the
 * order they were played, and whether a computer player made any of them (for the status line).
 */
interface Undone {
  moves: number[];
  computer: boolean;
}

class FreePlayApp {
  private readonly t: TFunction;
  private readonly lang: string;
  private readonly parts: Record<string, HTMLElement> = {};
  private readonly pages: Record<string, string>;
  private readonly sections: Record<string, string>;
  private rec: GameRecord | null = null;
  private game: Game | null = null;
  private log: TurnLog[] = [];
  /** What undo took back, one entry per press (the last press last); redo plays the last entry back. */
  private future: Undone[] = [];
  private ctl: SandboxController | null = null;
  private ctlFor = -1;
  private view: BoardView | null = null;
  private viewStarted = false;
  private worker: Worker | null = null;
  private workerFailed = false;
  private request = 0;
  private botTimer = 0;
  private whatIf: { events: ScoreEvent[]; totals: Record<string, number> } | null = null;
  private spots: Spot[] = [];

  constructor(readonly root: HTMLElement) {
    this.lang = root.dataset.lang ?? 'cs';
    this.t = getT(this.lang);
    try {
      this.pages = JSON.parse(root.dataset.pages ?? '{}') as Record<string, string>;
    } catch {
      this.pages = {};
    }
    try {
      this.sections = JSON.parse(root.dataset.sections ?? '{}') as Record<string, string>;
    } catch {
      this.sections = {};
    }
    for (const e of root.querySelectorAll<HTMLElement>('[data-part]')) this.parts[e.dataset.part!] = e;
    this.wire();
    this.load();
  }

  private p(key: string, o?: Record<string, unknown>): string {
    return this.t(`play.${key}`, o);
  }

  private name(colour: string): string {
    const seat = this.rec?.seats.find((s) => s.colour === colour);
    const c = this.t(`player.${colour}`);
    return seat?.name ? `${seat.name} (${c})` : c;
  }

  // ---- loading and starting ----------------------------------------------------------------

  private load(): void {
    const q = recordFromQuery(location.search);
    if (isProblem(q)) {
      this.problem(q);
      this.showSetup();
      return;
    }
    if (q) {
      this.start(q);
      return;
    }
    let stored: GameRecord | null = null;
    try {
      const text = localStorage.getItem(STORE);
      if (text) {
        stored = recordFromJson(JSON.parse(text));
        if (!stored) this.alert(this.p('error.storage'));
      }
    } catch {
      stored = null;
    }
    if (stored) this.start(stored);
    else this.showSetup();
  }

  private problem(pr: RecordProblem): void {
    this.alert(this.p(`error.${pr.key}`, { max: 6, id: '', at: '', code: '', ...pr.params }));
  }

  private alert(text: string | null): void {
    const a = this.parts.alert!;
    a.textContent = text ?? '';
    a.hidden = !text;
  }

  /** Starts (or continues) the game of a record; a move that is not legal cuts the record there. */
  private start(rec: GameRecord): void {
    let r = replay(rec);
    if ('key' in r && r.key === 'moves') {
      this.problem(r);
      rec = { ...rec, moves: rec.moves.slice(0, Number(r.params?.at ?? 1) - 1) };
      r = replay(rec);
    }
    if ('key' in r) {
      this.problem(r);
      this.showSetup();
      return;
    }
    this.rec = rec;
    this.game = r.game;
    this.log = r.log;
    this.future = [];
    this.ctl = null;
    this.whatIf = null;
    this.parts.setup!.hidden = true;
    this.parts.game!.hidden = false;
    void this.startView();
    this.refresh();
  }

  private showSetup(preset?: GameRecord): void {
    window.clearTimeout(this.botTimer);
    this.request++;
    this.rec = null;
    this.game = null;
    this.root.dataset.state = 'setup';
    delete this.root.dataset.finalTotals;
    this.parts.game!.hidden = true;
    this.parts.setup!.hidden = false;
    const q = new URLSearchParams(location.search).get('nastaveni');
    const mods = preset?.modules ?? (q ? q.split(',') : ['base']);
    for (const i of this.setupInputs('module'))
      if (!i.disabled || i.value === 'base') i.checked = mods.includes(i.value) || i.value === 'base';
    this.renderSeats(preset?.seats.map((s) => s.kind));
    if (preset) this.setupInputs('seed')[0]!.value = String(preset.seed);
  }

  private setupInputs(kind: string): HTMLInputElement[] {
    return [...this.root.querySelectorAll<HTMLInputElement>(`[data-setup="${kind}"]`)];
  }

  private chosenModules(): string[] {
    return this.setupInputs('module')
      .filter((i) => i.checked)
      .map((i) => i.value);
  }

  private renderSeats(kinds?: SeatKind[]): void {
    const lim = seatLimits(this.chosenModules());
    const count = this.root.querySelector<HTMLSelectElement>('select[data-setup="count"]')!;
    for (const o of count.options) o.disabled = Number(o.value) > lim.max;
    if (kinds) count.value = String(kinds.length);
    if (Number(count.value) > lim.max) count.value = String(lim.max);
    this.parts.max!.textContent = this.p('setup.maxNote', { max: lim.max });
    const old = [...this.parts.seats!.querySelectorAll<HTMLElement>('.fp-seat')].map((s) => ({
      colour: s.querySelector<HTMLSelectElement>('[data-seat="colour"]')!.value,
      kind: s.querySelector<HTMLSelectElement>('[data-seat="kind"]')!.value,
      name: s.querySelector<HTMLInputElement>('[data-seat="name"]')!.value,
    }));
    const rows: HTMLElement[] = [];
    for (let i = 0; i < Number(count.value); i++) {
      const row = el('div', { class: 'fp-seat', role: 'group', 'aria-label': this.p('setup.seat', { n: i + 1 }) });
      row.append(el('strong', {}, this.p('setup.seat', { n: i + 1 })));
      const colour = el('select', { 'data-seat': 'colour' });
      for (const c of lim.colours) colour.append(el('option', { value: c }, this.t(`player.${c}`)));
      const prev = old[i];
      colour.value = prev && lim.colours.includes(prev.colour) ? prev.colour : lim.colours[i]!;
      const kind = el('select', { 'data-seat': 'kind' });
      for (const k of ['person', 'advanced', 'beginner']) kind.append(el('option', { value: k }, this.p(`setup.${k}`)));
      kind.value = kinds?.[i] ?? prev?.kind ?? (i === 0 ? 'person' : 'advanced');
      const name = el('input', { type: 'text', 'data-seat': 'name', maxlength: '30', autocomplete: 'off' });
      name.value = prev?.name ?? '';
      const lab = (text: string, control: HTMLElement) => {
        const l = el('label', {}, `${text} `);
        l.append(control);
        return l;
      };
      row.append(lab(this.p('setup.colour'), colour), lab(this.p('setup.kind'), kind), lab(this.p('setup.name'), name));
      rows.push(row);
    }
    this.parts.seats!.replaceChildren(...rows);
  }

  private submitSetup(): void {
    const seats = [...this.parts.seats!.querySelectorAll<HTMLElement>('.fp-seat')].map((s) => ({
      colour: s.querySelector<HTMLSelectElement>('[data-seat="colour"]')!.value,
      kind: s.querySelector<HTMLSelectElement>('[data-seat="kind"]')!.value as SeatKind,
      name: s.querySelector<HTMLInputElement>('[data-seat="name"]')!.value.trim().slice(0, 30),
    }));
    const seed = Math.trunc(Number(this.setupInputs('seed')[0]!.value));
    if (!Number.isFinite(seed) || Math.abs(seed) > 2 ** 31 - 1) {
      this.alert(this.p('error.seed'));
      return;
    }
    if (new Set(seats.map((s) => s.colour)).size !== seats.length) {
      this.alert(this.p('error.colours'));
      return;
    }
    this.alert(null);
    this.start({ modules: this.chosenModules(), seats, seed, moves: [] });
  }

  /** Asks before throwing away a game in progress. */
  private mayLeave(): boolean {
    if (!this.game || this.game.ended || !this.rec?.moves.length) return true;
    return window.confirm(this.p('confirmNew'));
  }

  // ---- wiring ------------------------------------------------------------------------------

  private wire(): void {
    const form = this.parts.setup as HTMLFormElement;
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      this.submitSetup();
    });
    form.addEventListener('change', (e) => {
      const t = e.target as HTMLElement;
      if (t.dataset.setup === 'module' || t.dataset.setup === 'count') this.renderSeats();
    });
    this.root.addEventListener('click', (e) => {
      const b = (e.target as HTMLElement).closest<HTMLElement>('[data-action]');
      if (!b || !this.root.contains(b)) return;
      const a = b.dataset.action;
      if (a === 'analyse') return; // a plain link
      if (a === 'start') return; // the form's submit
      this.action(a!);
    });
    const canvas = this.parts.canvas!;
    // the board's keys work from the first key press: anywhere on the page but in its fields
    listenBoardKeys(this.root, canvas, (cmd) => this.command(cmd), true);
    this.parts.choices!.addEventListener('change', () => this.renderScene());
  }

  private action(a: string): void {
    const c = this.ctl;
    switch (a) {
      case 'rotate':
        c?.rotate(1);
        break;
      case 'place':
        if (c?.phase === 'tile') c.place();
        else if (c?.phase === 'choose') return this.confirmChoice();
        break;
      case 'confirm':
        return this.confirmChoice();
      case 'undo':
        return this.undo();
      case 'redo':
        return this.redo();
      case 'resume':
        this.future = [];
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
      case 'what-if':
        return this.computeWhatIf();
      case 'again':
        if (this.rec && this.mayLeave()) this.start({ ...this.rec, moves: [] });
        return;
      case 'new-game':
        if (this.mayLeave()) {
          const preset = this.rec ?? undefined;
          try {
            localStorage.removeItem(STORE);
          } catch {
            /* storage unavailable */
          }
          history.replaceState(history.state, '', location.pathname);
          this.showSetup(preset);
        }
        return;
      default:
        return;
    }
    this.refresh();
  }

  /** Does what a board command (src/board/keys.ts) means in free play; false when it means nothing now. */
  private command(cmd: BoardCommand): boolean {
    const c = this.ctl;
    if (!c) return false;
    const step = arrowStep(cmd);
    if (step && c.phase === 'tile') c.moveCursor(step[0], step[1]);
    else if (step && c.phase === 'choose') stepChoice(this.parts.choices!, step);
    else if (cmd === 'rotate' || cmd === 'rotate-back') c.rotate(cmd === 'rotate' ? 1 : -1);
    else if (cmd === 'place') {
      if (c.phase === 'tile') c.place();
      else if (c.phase === 'choose') {
        this.confirmChoice();
        return true;
      } else return false;
    } else if (cmd === 'cancel') {
      if (c.phase === 'choose') c.undo();
      else if (c.selection) c.selection = null;
      else return false;
    } else if (cmd === 'undo' || cmd === 'redo' || cmd === 'zoom-in' || cmd === 'zoom-out' || cmd === 'fit') {
      this.action(cmd);
      return true;
    } else return false;
    this.refresh();
    return true;
  }

  // ---- turns -------------------------------------------------------------------------------

  private seatToMove(): { colour: string; kind: SeatKind } | null {
    const g = this.game;
    if (!g || g.ended || !this.rec) return null;
    return this.rec.seats[g.player] ?? null;
  }

  /** The controller of a person's turn (a new one for each position). */
  private controller(): SandboxController | null {
    const seat = this.seatToMove();
    const g = this.game;
    if (!g || !seat || seat.kind !== 'person') {
      this.ctl = null;
      return null;
    }
    if (!this.ctl || this.ctlFor !== g.history.length) {
      this.ctl = new SandboxController(() => {
        const copy = g.copy();
        return { game: copy, startScores: [...copy.scores] };
      }, false);
      this.ctlFor = g.history.length;
    }
    return this.ctl;
  }

  private confirmChoice(): void {
    const c = this.ctl;
    if (!c || c.phase !== 'choose') return;
    const checked = this.parts.choices!.querySelector<HTMLInputElement>('input[type=radio]:checked');
    const move = c.choices()[Number(checked?.value ?? 0)];
    if (!move) return;
    this.play(moveIndex(this.game!, move));
    this.parts.canvas!.focus({ preventScroll: true });
  }

  /** Plays move number `index` of the legal moves for whoever is to move. */
  private play(index: number): void {
    const g = this.game;
    if (!g || !this.rec || index < 0) return;
    const r = playIndex(g, index);
    if (!r) {
      this.setStatus(this.t('sandbox.refused'));
      return;
    }
    this.rec.moves.push(index);
    this.log.push({ turn: this.rec.moves.length, ...r });
    // a move of its own replaces what undo took back (only a person moves while moves wait)
    this.future = [];
    this.whatIf = null;
    this.ctl = null;
    this.setStatus(
      this.p('status.played', {
        player: this.name(r.player),
        tile: tileName(r.tile, this.t, r.move.rotation),
        place: placeWords(r.move.x, r.move.y, this.t, g.board),
      }),
    );
    this.refresh();
  }

  /**
   * Takes back the last move a person played together with the computer moves that followed
   * it, so that the person is on turn again in the position before that move (a game of
   * computers alone: one move, and they wait). Redo plays exactly this back.
   */
  private undo(): void {
    const rec = this.rec;
    const from = this.undoPoint();
    if (!rec || from < 0) return;
    const computer = this.log.slice(from).some((l) => this.seatOf(l.player)?.kind !== 'person');
    this.future.push({ moves: rec.moves.splice(from), computer });
    this.rebuild();
  }

  /** Plays back what the last undo took back, move for move (the position before that undo). */
  private redo(): void {
    const rec = this.rec;
    const undone = this.future.pop();
    if (!rec || !undone) return;
    rec.moves.push(...undone.moves);
    this.rebuild();
  }

  /**
   * Where undo cuts the record: the index of the last move a person played; in a game with
   * no person, the last move.
   * @returns the index into `rec.moves`, or -1 when there is nothing to take back (no move
   *   yet, or only computer moves before a person's first turn)
   */
  private undoPoint(): number {
    const rec = this.rec;
    if (!rec?.moves.length) return -1;
    if (!rec.seats.some((s) => s.kind === 'person')) return rec.moves.length - 1;
    for (let i = this.log.length - 1; i >= 0; i--) if (this.seatOf(this.log[i]!.player)?.kind === 'person') return i;
    return -1;
  }

  /** The seat playing a colour. */
  private seatOf(colour: string): { colour: string; kind: SeatKind } | undefined {
    return this.rec?.seats.find((s) => s.colour === colour);
  }

  /**
   * Whether the game waits for the reader: a computer is to move while undone moves wait
   * (only in a game of computers alone: elsewhere undo stops at a person's turn).
   */
  private paused(): boolean {
    const seat = this.seatToMove();
    return !!seat && seat.kind !== 'person' && this.future.length > 0;
  }

  private rebuild(): void {
    const r = replay(this.rec!);
    if ('key' in r) return;
    this.game = r.game;
    this.log = r.log;
    this.ctl = null;
    this.whatIf = null;
    this.refresh();
  }

  /** Lets the computer move when it is its turn. */
  private scheduleBot(): void {
    window.clearTimeout(this.botTimer);
    const seat = this.seatToMove();
    if (!seat || seat.kind === 'person' || this.paused()) return;
    const id = ++this.request;
    const rec: GameRecord = JSON.parse(JSON.stringify(this.rec)) as GameRecord;
    const level = seat.kind;
    const seed = rec.seed + rec.moves.length;
    this.botTimer = window.setTimeout(() => {
      const answer = (index: number): void => {
        if (id !== this.request || !this.rec || this.rec.moves.length !== rec.moves.length) return;
        this.play(index);
      };
      const w = this.botWorker();
      if (w) {
        const onMessage = (e: MessageEvent<{ id: number; index?: number; error?: string }>): void => {
          if (e.data.id !== id) return;
          w.removeEventListener('message', onMessage);
          if (typeof e.data.index === 'number') answer(e.data.index);
          else this.setStatus(this.p('error.bot'));
        };
        w.addEventListener('message', onMessage);
        w.postMessage({ id, record: rec, level, seed });
      } else if (this.game) {
        answer(chooseMove(this.game, level, { seed, budgetMs: 300 }));
      }
    }, BOT_PAUSE);
  }

  private botWorker(): Worker | null {
    if (this.worker || this.workerFailed) return this.worker;
    try {
      this.worker = new Worker(new URL('./bot-worker.ts', import.meta.url), { type: 'module' });
      this.worker.addEventListener('error', () => {
        // no worker after all: the computer thinks on the main thread
        this.workerFailed = true;
        this.worker = null;
        this.scheduleBot();
      });
    } catch {
      this.workerFailed = true;
    }
    return this.worker;
  }

  private computeWhatIf(): void {
    const g = this.game;
    if (!g) return;
    const copy = g.copy();
    const events = copy.finish();
    this.whatIf = { events, totals: Object.fromEntries(copy.players.map((p, i) => [p, copy.scores[i]!])) };
    this.renderWhatIf();
  }

  // ---- the view ----------------------------------------------------------------------------

  private async startView(): Promise<void> {
    if (this.viewStarted) return;
    this.viewStarted = true;
    const box = this.parts.canvas!;
    try {
      const [{ createBoardView }, { prepareArt }] = await Promise.all([
        import('../board/view'),
        import('../board/tile-art-client'),
        // the cards of the facts beside the board come with the board's art
        loadCardPainter(),
      ]);
      // the drawings the build made: the tiles on the table first, those still in the pile as they come
      const g = this.game;
      if (g) await prepareArt([...g.board.tiles.map((p) => p.tile.id), ...(g.current ? [g.current] : [])], g.pile);
      this.view = await createBoardView(
        box,
        {
          onCell: (x, y) => this.tapCell(x, y),
          onSpot: (i) => this.tapSpot(i),
          onWheelRotate: (dir) => {
            this.ctl?.rotate(dir);
            this.refresh();
          },
        },
        { kind: 'play' },
      );
      box.querySelector('.fp-loading')?.remove();
      this.renderScene();
      this.view.fit(true);
    } catch (err) {
      const p = box.querySelector('.fp-loading');
      if (p) p.textContent = this.t('sandbox.noCanvas');
      console.warn(err);
    }
  }

  private tapCell(x: number, y: number): void {
    const c = this.ctl;
    if (!c || c.phase !== 'tile') return;
    if (c.selection && c.selection.x === x && c.selection.y === y) c.rotate(1);
    else c.select(x, y);
    this.refresh();
  }

  private tapSpot(i: number): void {
    const s = this.spots[i];
    const c = this.ctl;
    if (!s || !c) return;
    // the choice is ticked in the list below; the keyboard stays on the board and the page does not move
    const input = this.parts.choices!.querySelectorAll<HTMLInputElement>('input[type=radio]')[s.choice ?? -1];
    if (input) {
      input.checked = true;
      this.parts.canvas!.focus({ preventScroll: true });
      this.renderScene();
    }
  }

  private scene(): Scene | null {
    const g = this.game;
    if (!g) return null;
    const c = this.ctl;
    // the last tile placed in the game (tiles lie in the order they were placed; the first is the start tile)
    const tiles = g.board.tiles;
    const last = this.rec?.moves.length && tiles.length > 1 ? tiles[tiles.length - 1]! : null;
    const base: Scene = { ...plainScene(g), lastMove: last ? { x: last.x, y: last.y } : null };
    if (!c) return base;
    const checked = this.parts.choices!.querySelector<HTMLInputElement>('input[type=radio]:checked');
    const s = controllerScene(c, Number(checked?.value ?? 0), []);
    return { ...s, lastMove: s.ghost ? null : base.lastMove };
  }

  private renderScene(): void {
    const s = this.scene();
    this.spots = s?.spots ?? [];
    if (!s || !this.view) return;
    try {
      this.view.render(s);
    } catch (err) {
      console.warn(err);
    }
  }

  // ---- refresh -----------------------------------------------------------------------------

  private setStatus(text: string): void {
    this.parts.status!.textContent = text;
  }

  refresh(): void {
    const g = this.game;
    const rec = this.rec;
    if (!g || !rec) return;
    const r = this.root;
    r.dataset.state = g.ended ? 'over' : 'playing';
    if (g.ended) r.dataset.finalTotals = JSON.stringify(this.totals(g));
    else delete r.dataset.finalTotals;
    const c = this.controller();
    if (c) r.dataset.phase = c.phase;
    else delete r.dataset.phase;
    if (c?.selection) r.dataset.selection = `${c.selection.x},${c.selection.y},${c.selection.rotation}`;
    else delete r.dataset.selection;
    if (c?.cursor) r.dataset.cursor = `${c.cursor.x},${c.cursor.y}`;
    else delete r.dataset.cursor;
    r.dataset.moves = String(rec.moves.length);
    const query = recordQuery(rec);
    try {
      localStorage.setItem(STORE, JSON.stringify(rec));
    } catch {
      /* storage unavailable: the link still holds the game */
    }
    try {
      history.replaceState(history.state, '', `${location.pathname}?${query}`);
    } catch {
      /* an address the browser refuses */
    }
    (this.root.querySelector('[data-game-link]') as HTMLInputElement).value =
      `${location.origin}${location.pathname}?${query}`;
    const analyse = this.root.querySelector<HTMLAnchorElement>('a[data-action="analyse"]')!;
    analyse.dataset.base ??= analyse.getAttribute('href') ?? '';
    analyse.href = `${analyse.dataset.base}?pozice=${notationOf(g)}`;
    for (const a of document.querySelectorAll<HTMLAnchorElement>('[data-lang-link]')) {
      a.dataset.base ??= a.getAttribute('href') ?? '';
      a.setAttribute('href', `${a.dataset.base}?${query}`);
    }
    this.parts.seed!.textContent = this.p('seedShown', { seed: rec.seed });
    this.renderToolbar();
    this.renderStatus();
    this.renderChoices();
    this.renderPlayers();
    this.renderTrack();
    this.renderTiles();
    this.renderHistory();
    this.renderWhatIf();
    this.renderFinal();
    this.renderScene();
    this.scheduleBot();
  }

  private totals(g: Game): Record<string, number> {
    return Object.fromEntries(g.players.map((p, i) => [p, g.scores[i]!]));
  }

  private renderToolbar(): void {
    const q = (a: string) => this.root.querySelector<HTMLButtonElement>(`button[data-action="${a}"]`)!;
    const c = this.ctl;
    q('undo').disabled = this.undoPoint() < 0;
    q('redo').disabled = !this.future.length;
    q('resume').hidden = !this.paused();
    q('what-if').disabled = !!this.game?.ended;
    q('rotate').disabled = c?.phase !== 'tile';
    q('place').disabled = !(c?.phase === 'tile' && c.selection) && c?.phase !== 'choose';
  }

  private renderStatus(): void {
    const g = this.game!;
    const s = this.parts.status!;
    if (g.ended) {
      const max = Math.max(...g.scores);
      const winners = g.players.filter((_, i) => g.scores[i] === max).map((p) => this.name(p));
      s.textContent = this.p('status.over', { players: winners.join(', ') });
      return;
    }
    const seat = this.seatToMove()!;
    if (this.paused()) s.textContent = this.p('status.paused');
    else if (seat.kind !== 'person') s.textContent = this.p('status.computer', { player: this.name(seat.colour) });
    else {
      const c = this.ctl!;
      const main =
        c.phase === 'choose'
          ? this.p('status.choose')
          : c.selection
            ? this.p('status.place', usingTouch() ? { context: 'touch' } : undefined)
            : this.p('status.person', {
                player: this.name(seat.colour),
                tile: tileName(g.current!, this.t),
                count: c.legalCells().length,
              });
      // after undo: what Redo would play back, and that a move of one's own drops it
      const undone = this.future.at(-1);
      s.textContent = undone ? `${this.p(undone.computer ? 'status.undoneComputer' : 'status.undone')} ${main}` : main;
    }
  }

  private renderChoices(): void {
    const box = this.parts.choices!;
    const c = this.ctl;
    if (!c || c.phase !== 'choose' || !c.selection) {
      box.hidden = true;
      box.replaceChildren();
      return;
    }
    const tile = c.game.current!;
    const key = `${this.ctlFor}|${c.selection.x},${c.selection.y},${c.selection.rotation}`;
    if (box.dataset.key === key && !box.hidden) return;
    box.dataset.key = key;
    box.hidden = false;
    const nodes: Node[] = [el('legend', {}, this.t('sandbox.chooseLegend'))];
    nodes.push(...choiceRadios(choiceEntries(c.choices(), tile, this.t, c.game), 'fp-choice', 0));
    nodes.push(
      el('button', { type: 'button', 'data-action': 'confirm', class: 'fp-primary' }, this.t('sandbox.confirm')),
    );
    box.replaceChildren(...nodes);
  }

  private figure(kind: string): string {
    return figureName(kind, this.game?.modules ?? [], this.t);
  }

  private swatch(colour: string): HTMLElement {
    return el('span', {
      class: 'fp-swatch',
      style: `background:${PLAYER_SWATCH[colour] ?? '#888'}`,
      'aria-hidden': 'true',
    });
  }

  private renderPlayers(): void {
    const g = this.game!;
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
      who.append(this.swatch(colour), this.name(colour));
      const score = g.scores[i]!;
      const card = trackPlace(score).card;
      const supply = [...g.supply[i]!]
        .filter(([, n]) => n > 0)
        .map(([kind, n]) => `${n}× ${this.figure(kind)}`)
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
    renderFacts(notes, g, this.t, { px: 28, parked: true, tag: 'p', className: 'fp-hint' });
    this.parts.players!.replaceChildren(table, notes);
    this.renderHand();
  }

  /** The tile in hand (the build-time sprite's picture, turned as it would be placed): the kit's tile in hand. */
  private renderHand(): void {
    const g = this.game!;
    const c = this.ctl;
    const rotation = c?.selection?.rotation ?? c?.handRotation ?? 0;
    const tile = g.current;
    renderHand(
      this.parts.hand!,
      {
        tile,
        rotation,
        label: tile ? tileName(tile, this.t, rotation) : '',
        name: tile ? tileName(tile, this.t) : '',
        text: tile
          ? this.p('hand', { tile: tileName(tile, this.t, rotation), player: this.name(g.players[g.player]!) })
          : '',
      },
      HAND_PICTURE,
    );
  }

  /** The score track (src/lib/score-track.ts): a figure per player at score mod 50, score tiles from 50 on. */
  private renderTrack(): void {
    const g = this.game!;
    const box = el('div', { class: 'fp-track', role: 'img', 'aria-label': this.p('track.label') });
    box.innerHTML = scoreTrackSvg(g.players.map((colour, i) => ({ colour, score: g.scores[i]! })));
    this.parts.track!.replaceChildren(box);
  }

  private renderTiles(): void {
    const g = this.game!;
    const counts = new Map<string, number>();
    for (const id of g.pile) counts.set(id, (counts.get(id) ?? 0) + 1);
    const ids = [...counts.keys()].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
    // one list per tile set, under the set's name (its module's words); each tile by its
    // letter, its layout in the tooltip
    const nodes: Node[] = [el('p', {}, this.p('tiles.count', { count: g.pile.length }))];
    const sets = [...new Set(ids.map((id) => id.split('.')[0]!))];
    for (const set of sets) {
      const owner = g.modules.find((m) => m.tileSets?.some((ts) => ts.id === set));
      const name = owner ? this.t(`${owner.id}:tileSet.${set}.name`, { defaultValue: '' }) : '';
      const list = el('ul', { class: 'fp-tile-list', ...(name ? { 'aria-label': name } : {}) });
      for (const id of ids.filter((i) => i.startsWith(`${set}.`))) {
        const full = tileName(id, this.t, 0);
        list.append(el('li', { title: full }, `${tileName(id, this.t)} ×${counts.get(id)}`));
      }
      if (name) nodes.push(el('p', { class: 'fp-tile-set' }, name));
      nodes.push(list);
    }
    if (g.setAside.length)
      nodes.push(
        el('p', {}, this.p('tiles.setAside', { list: g.setAside.map((id) => tileName(id, this.t, 0)).join(', ') })),
      );
    this.parts.tiles!.replaceChildren(...nodes);
  }

  /**
   * The rules explaining an event: the section of a worked example showing such an event,
   * else its module's (or a modifier's) page, else the base game's.
   */
  private ruleLink(e: ScoreEvent): HTMLElement | null {
    const section = this.sections[eventRuleKey(e)];
    if (section) {
      const [page, anchor] = section.split('#');
      return el('a', { href: `/${this.lang}/${page}/${anchor ? `#${anchor}` : ''}` }, this.p('history.rules'));
    }
    const module = e.module ?? e.modifiers.at(-1)?.module ?? 'base';
    const slug = this.pages[getModule(module) ? module : 'base'] ?? this.pages.base;
    if (!slug) return null;
    return el('a', { href: `/${this.lang}/${slug}/` }, this.p('history.rules'));
  }

  private eventItem(e: ScoreEvent): HTMLElement {
    const li = el('li', {}, `${explainEvent(e, this.t)} `);
    const a = this.ruleLink(e);
    if (a) li.append('(', a, ')');
    return li;
  }

  private renderHistory(): void {
    const g = this.game!;
    const items: HTMLElement[] = [];
    let turnEvents = 0;
    for (const entry of this.log) {
      turnEvents += entry.events.length;
      if (!entry.events.length) continue;
      const li = el('li', {}, this.p('history.turn', { turn: entry.turn, player: this.name(entry.player) }));
      const ul = el('ul');
      for (const e of entry.events) ul.append(this.eventItem(e));
      li.append(ul);
      items.push(li);
    }
    const finals = g.ended ? g.events.slice(turnEvents) : [];
    if (finals.length) {
      const li = el('li', {}, this.p('history.final'));
      const ul = el('ul');
      for (const e of finals) ul.append(this.eventItem(e));
      li.append(ul);
      items.push(li);
    }
    if (!items.length) items.push(el('li', { class: 'fp-hint' }, this.p('history.empty')));
    this.parts.history!.replaceChildren(...items.reverse());
  }

  private renderWhatIf(): void {
    const box = this.parts['what-if']!;
    const w = this.whatIf;
    if (!w) {
      box.replaceChildren();
      return;
    }
    const ul = el('ul');
    for (const e of w.events) ul.append(this.eventItem(e));
    const list = Object.entries(w.totals)
      .map(([p, v]) => `${this.name(p)} ${this.t('count.points', { count: v })}`)
      .join(', ');
    box.replaceChildren(el('p', {}, this.p('whatIf.intro')), ul, el('p', {}, this.p('whatIf.total', { list })));
  }

  private renderFinal(): void {
    const g = this.game!;
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
      th.append(this.swatch(colour), this.name(colour));
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

class FreePlayElement extends HTMLElement {
  connectedCallback(): void {
    if (this.dataset.ready) return;
    this.dataset.ready = '1';
    new FreePlayApp(this);
  }
}

if (!customElements.get('hp-free-play')) customElements.define('hp-free-play', FreePlayElement);
