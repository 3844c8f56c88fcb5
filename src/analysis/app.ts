/**
 * `<hp-analysis>`: the analysis board page (DESIGN 1.6). It keeps the position as an
 * {@link AnalysisDoc} with undo and redo, lets the reader edit it (tiles from the box,
 * figures, module state, players, scores) or play it under the rules, and shows what the
 * engine says: final scoring now, the scored moves of the tile in hand. It writes
 * `data-position` (canonical notation) and `data-final-points` on the root after every
 * change and on load, keeps `?pozice=` in the address (replaced, so the back button leaves
 * the page), and offers the link, forum texts, a PNG and a scenario file.
 *
 * Reader input (links, files) is read by io.ts, which never throws; everything shown is set
 * as text, never as markup (tile pictures are drawn by our own SVG code from known tiles).
 */
import {
  type FiguresStateField,
  fittingTiles,
  type Game,
  getModule,
  type Location,
  makeNotation,
  type Move,
  positionOf,
  type Rotation,
  type ScoreEvent,
  stateField,
  type StateFigure,
  type StatePlace,
} from '../engine';
import type { TFunction } from 'i18next';
import { getT } from '../i18n';
import { signed } from '../i18n/numbers';
import '../engine/modules/art';
import { tileSvg, meepleSvg } from '../art/svg';
import type { PlayerColor } from '../art/meeple';
import { SandboxController } from '../board/controller';
import { explainEvent, figureName, plainParams } from '../board/explain';
import { buildGame, docFromGame, emptyDoc, tileIndexAt, type AnalysisDoc } from '../board/doc';
import { usingTouch } from '../board/input';
import {
  addFigure,
  completesOccupied,
  fitCells,
  placeTile,
  playerLimits,
  removeFigure,
  removeTile,
  rotateTile,
  setCurrent,
  setModules,
  setPlayers,
  setPlayerToMove,
  setScore,
  setStateFigure,
  setStateValue,
  whyNot,
  whyNotHere,
  type EditResult,
  type Issue,
} from './edit';
import { docFromNotation, scenarioYaml } from './io';
import { issueText } from './messages';
import { boxTiles, copiesLeft, type BoxTile } from './tilebox';
import { eachMoveScore, finalScoringOf, sortMoves, type FinalScoring, type MoveScore, type MoveSort } from './scoring';
import { bbcode, markdown, notationFromSearch, permalink, summary } from './share';
import { positionLines } from './describe';
import { featureAtLoc, roleText, tileFeatures, tileText, whereText } from '../board/features';
import { choiceEntries, choiceRadios, stepChoice, type ChoiceEntry } from '../board/choices';
import type { BoardView, Cell, FeatureMark, Scene, Spot } from '../board/view';
import { controllerScene, plainScene } from '../board/scene';
import { arrowStep, listenBoardKeys, type BoardCommand } from '../board/keys';
import { SPRITE_URL, spriteId } from '../board/sprite';
import { el } from '../lib/dom';

type Mode = 'edit' | 'play';

/** Most undo steps kept. */
const HISTORY = 300;
/** Largest scenario file read (bytes). */
const MAX_FILE = 256 * 1024;
/** Moves shown before "show all". */
const MOVES_SHOWN = 30;

/** Replaces a container's children, giving focus back to the element with the same `data-key`. */
function replaceKeepingFocus(box: Element, nodes: Node[]): void {
  const active = document.activeElement;
  const key = active && box.contains(active) ? active.closest<HTMLElement>('[data-key]')?.dataset.key : undefined;
  box.replaceChildren(...nodes);
  if (key) box.querySelector<HTMLElement>(`[data-key="${CSS.escape(key)}"]`)?.focus({ preventScroll: true });
}

const svgCache = new Map<string, string>();

/**
 * A tile picture (our own SVG of a known tile) in `span`. Drawing a tile kind the first
 * time takes a while (its art is computed from the feature data), so pictures not drawn
 * yet are filled in one at a time when the browser is idle; the box opens at once.
 */
function tilePicture(span: HTMLElement, id: string, rotation: number, px: number): void {
  if (rotation === 0) {
    // drawn at build time: a symbol of the tile sprite
    const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    svg.setAttribute('viewBox', '0 0 100 100');
    svg.setAttribute('width', String(px));
    svg.setAttribute('height', String(px));
    svg.setAttribute('aria-hidden', 'true');
    const use = document.createElementNS('http://www.w3.org/2000/svg', 'use');
    use.setAttribute('href', `${SPRITE_URL}#${spriteId(id)}`);
    svg.append(use);
    span.replaceChildren(svg);
    return;
  }
  const key = `${id}@${rotation}@${px}`;
  span.dataset.pic = key;
  const s = svgCache.get(key);
  if (s !== undefined) span.innerHTML = s;
  else {
    span.classList.add('pic-pending');
    pending.add(key);
    schedulePictures();
  }
}

const pending = new Set<string>();
let scheduled = false;

function schedulePictures(): void {
  if (scheduled) return;
  scheduled = true;
  const idle =
    (window as { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number }).requestIdleCallback ??
    ((cb: () => void) => window.setTimeout(cb, 16));
  idle(
    () => {
      scheduled = false;
      const key = pending.values().next().value as string | undefined;
      if (key === undefined) return;
      pending.delete(key);
      const [id, rotation, px] = key.split('@');
      let svg = '';
      try {
        svg = tileSvg(id!, Number(rotation), { px: Number(px) });
      } catch {
        svg = '';
      }
      svgCache.set(key, svg);
      for (const span of document.querySelectorAll<HTMLElement>(`[data-pic="${CSS.escape(key)}"]`)) {
        span.innerHTML = svg;
        span.classList.remove('pic-pending');
      }
      if (pending.size) schedulePictures();
    },
    { timeout: 500 },
  );
}

class AnalysisApp {
  private readonly t: TFunction;
  private readonly parts: Record<string, HTMLElement> = {};
  private doc: AnalysisDoc = emptyDoc();
  private game!: Game;
  private past: AnalysisDoc[] = [];
  private future: AnalysisDoc[] = [];
  private mode: Mode = 'edit';
  private picked: string | null = null;
  private ghost: { x: number; y: number; rotation: Rotation } | null = null;
  private handRotation: Rotation = 0;
  private selected: number | null = null;
  private cursor: Cell | null = null;
  private figurePlayer = 0;
  private figureKind = 'normal';
  private ctl: SandboxController | null = null;
  private ctlFor = '';
  private lit: FeatureMark[] = [];
  private previewMove: Move | null = null;
  private final: FinalScoring | null = null;
  /** The document (JSON) that `game`, `notation` and `final` were made from. */
  private builtFor = '';
  private notation = '';
  private moves: MoveScore[] | null = null;
  private movesFor = '';
  private movesJob = 0;
  private moveSort: MoveSort = { by: 'lead' };
  private showAllMoves = false;
  private view: BoardView | null = null;
  /** The cell of the tile last played here and the position it led to (marked while that position is shown). */
  private lastMove: { cell: Cell; notation: string } | null = null;
  private viewFailed = false;
  private touched = false;
  private keys: Record<string, string> = {};
  private played: ScoreEvent[] | null = null;

  constructor(readonly root: HTMLElement) {
    this.t = getT(root.dataset.lang ?? document.documentElement.lang ?? 'cs');
    for (const e of root.querySelectorAll<HTMLElement>('[data-part]')) this.parts[e.dataset.part!] = e;
    this.wire();
    this.load(location.search);
    window.addEventListener('popstate', () => this.load(location.search));
    void this.startView();
  }

  /** An analysis string; cells and tile ids in its parameters are worded for readers ({@link plainParams}). */
  private a(key: string, o?: Record<string, unknown>): string {
    return this.t(`analysis.${key}`, plainParams(o, this.t, this.game?.board));
  }

  private name(colour: string): string {
    return this.t(`player.${colour}`);
  }

  /** A figure kind's name ("velký družiník"), from the module that defines it first. */
  private figure(kind: string): string {
    return figureName(kind, this.game?.modules ?? [], this.t);
  }

  /** "7 družiníků", "1 velký družiník": a count of one figure kind, worded by its module when it has the string. */
  private figureCount(kind: string, count: number): string {
    const owner = this.game.modules.find((m) => m.figures?.some((k) => k.id === kind));
    return this.t([...(owner ? [`${owner.id}:figureCount.${kind}`] : []), `analysis.count.${kind}`], {
      count,
      defaultValue: `${count}× ${this.figure(kind)}`,
    });
  }

  // ---- position and history ------------------------------------------------------------

  /** Opens the position of a query string (never throws; a bad link: message + empty board). */
  load(search: string): void {
    const text = notationFromSearch(search);
    let alert: string | null = null;
    let doc = emptyDoc();
    if (text !== null) {
      const r = docFromNotation(text);
      if (r.ok) {
        doc = r.doc;
        if (r.warnings.length) alert = r.warnings.map((w) => issueText(w, this.t)).join('\n');
      } else alert = this.a('load.bad', { issue: issueText(r.issue, this.t) });
    }
    this.doc = doc;
    this.past = [];
    this.future = [];
    this.resetTools();
    this.mode = 'edit';
    this.played = null;
    this.touched = false;
    this.showAlert(alert);
    this.setStatus(this.a('edit.idle'));
    this.refresh();
  }

  private resetTools(): void {
    this.picked = null;
    this.ghost = null;
    this.selected = null;
    this.cursor = null;
    this.ctl = null;
    this.ctlFor = '';
    this.lit = [];
    this.previewMove = null;
  }

  /** Takes an edit's result: the new position (undoable) or the reason it was refused. */
  private apply(r: EditResult, ok?: (d: AnalysisDoc) => string): boolean {
    if (!r.ok) {
      this.setStatus(issueText(r.issue, this.t), true);
      this.keys = {}; // controls the reader changed show the position again
      this.refresh();
      return false;
    }
    this.commit(r.doc);
    if (ok) this.setStatus(ok(r.doc));
    this.refresh();
    return true;
  }

  private commit(next: AnalysisDoc): void {
    this.past.push(this.doc);
    if (this.past.length > HISTORY) this.past.shift();
    this.future = [];
    this.doc = next;
    this.touched = true;
    this.showAlert(null);
  }

  private undo(): void {
    if (this.mode === 'play' && this.ctl && this.ctl.canUndo && this.ctl.phase !== 'done') {
      this.ctl.undo();
      this.refresh();
      return;
    }
    const prev = this.past.pop();
    if (!prev) {
      this.setStatus(this.a('edit.nothing'));
      return;
    }
    this.future.push(this.doc);
    this.doc = prev;
    this.touched = true;
    this.afterHistory();
    this.setStatus(this.a('edit.undone'));
    this.refresh();
  }

  private redo(): void {
    const next = this.future.pop();
    if (!next) return;
    this.past.push(this.doc);
    this.doc = next;
    this.touched = true;
    this.afterHistory();
    this.setStatus(this.a('edit.redone'));
    this.refresh();
  }

  private afterHistory(): void {
    this.ghost = null;
    this.ctl = null;
    this.ctlFor = '';
    this.played = null;
    if (this.selected !== null && this.selected >= this.doc.tiles.length) this.selected = null;
  }

  // ---- wiring ---------------------------------------------------------------------------

  private wire(): void {
    const r = this.root;
    r.addEventListener('click', (e) => {
      const b = (e.target as Element).closest<HTMLElement>('button[data-action]');
      if (!b || !r.contains(b)) return;
      this.beginAction();
      if (b.getAttribute('aria-disabled') === 'true' && b.dataset.reason) {
        this.setStatus(b.dataset.reason, true);
        return;
      }
      void this.act(b.dataset.action!, b);
    });
    r.addEventListener('change', (e) => {
      this.beginAction();
      this.onChange(e.target as HTMLElement);
    });
    const canvas = this.parts.canvas!;
    // the board's keys work from the first key press: anywhere on the page but in its fields
    listenBoardKeys(
      r,
      canvas,
      (cmd) => {
        this.beginAction();
        return this.command(cmd);
      },
      true,
    );
    const final = this.parts.final!;
    const light = (e: Event) => {
      const li = (e.target as Element).closest<HTMLElement>('[data-mark]');
      this.lit = li ? (JSON.parse(li.dataset.mark!) as FeatureMark[]) : [];
      this.renderScene();
    };
    final.addEventListener('mouseover', light);
    final.addEventListener('focusin', light);
    final.addEventListener('mouseleave', () => ((this.lit = []), this.renderScene()));
    final.addEventListener('focusout', () => ((this.lit = []), this.renderScene()));
    const moves = this.parts.moves!;
    const preview = (e: Event) => {
      const tr = (e.target as Element).closest<HTMLElement>('[data-move]');
      this.previewMove = tr ? (JSON.parse(tr.dataset.move!) as Move) : null;
      this.renderScene();
    };
    moves.addEventListener('mouseover', preview);
    moves.addEventListener('focusin', preview);
    moves.addEventListener('mouseleave', () => ((this.previewMove = null), this.renderScene()));
    moves.addEventListener('focusout', () => ((this.previewMove = null), this.renderScene()));
  }

  private async act(action: string, b: HTMLElement): Promise<void> {
    const d = this.doc;
    switch (action) {
      case 'mode-edit':
        return this.setMode('edit');
      case 'mode-play':
        return this.setMode('play');
      case 'undo':
        return this.undo();
      case 'redo':
        return this.redo();
      case 'rotate':
        return this.rotate(1);
      case 'place':
        return this.placeOrConfirm();
      case 'remove-tile':
        return this.removeSelected();
      case 'zoom-in':
        this.view?.zoom(1.25);
        return;
      case 'zoom-out':
        this.view?.zoom(0.8);
        return;
      case 'fit':
        this.view?.fit(true);
        return;
      case 'clear': {
        const next = emptyDoc(d.modules, d.players);
        next.scores = [...d.scores];
        this.resetTools();
        this.apply({ ok: true, doc: next }, () => this.a('edit.cleared'));
        return;
      }
      case 'pick':
        return this.pick(b.dataset.tile!);
      case 'pick-fit': {
        // pick the tile and show it on the cell the panel is about; the board takes the
        // focus, so that Enter puts the tile down there (R turns it)
        const cell = this.cursor;
        this.pick(b.dataset.fit!);
        if (cell && this.picked === b.dataset.fit) {
          this.arrive(cell.x, cell.y, false);
          this.refresh();
          this.parts.canvas!.focus({ preventScroll: true });
        }
        return;
      }
      case 'unpick':
        this.picked = null;
        this.ghost = null;
        this.setStatus(this.a('edit.idle'));
        this.refresh();
        return;
      case 'take':
        if (this.picked) {
          const tile = this.picked;
          this.picked = null;
          this.ghost = null;
          this.apply(setCurrent(d, tile));
        }
        return;
      case 'hand-clear':
        this.apply(setCurrent(d, null));
        return;
      case 'add-figure': {
        const i = this.selected;
        if (i === null) return;
        const player = d.players[this.figurePlayer] ?? d.players[0]!;
        const at = b.dataset.at as Location;
        this.apply(addFigure(d, i, at, player, this.figureKind), (n) => this.figureAddedText(n, i, at, player));
        return;
      }
      case 'remove-figure':
        if (this.selected !== null) {
          this.apply(removeFigure(d, this.selected, Number(b.dataset.figure)), () => this.a('edit.figureRemoved'));
        }
        return;
      case 'sort': {
        const by = b.dataset.by!;
        this.moveSort =
          by === 'player'
            ? { by: 'player', player: b.dataset.player! }
            : by === 'place'
              ? { by: 'place' }
              : { by: 'lead' };
        this.keys.moves = '';
        this.renderMoves();
        return;
      }
      case 'more-moves':
        this.showAllMoves = true;
        this.keys.moves = '';
        this.renderMoves();
        return;
      case 'try-move': {
        const m = this.moves?.[Number(b.dataset.index)];
        if (m) this.playMove(m.move);
        return;
      }
      case 'confirm':
        return this.confirmChoice();
      case 'copy-link':
        return this.copy(this.parts.link as HTMLInputElement);
      case 'copy-forum':
        return this.copy(this.root.querySelector<HTMLTextAreaElement>('[data-forum-snippet]')!);
      case 'copy-markdown':
        return this.copy(this.root.querySelector<HTMLTextAreaElement>('[data-markdown-snippet]')!);
      case 'download-png':
        return this.downloadPng();
      case 'download-yaml':
        return this.downloadYaml();
      default:
        return;
    }
  }

  private onChange(target: HTMLElement): void {
    const d = this.doc;
    const input = target as HTMLInputElement;
    const setup = target.dataset.setup;
    if (setup === 'game' || setup === 'module') {
      // a game of its own (a standalone module) or the base game with the checked expansions
      const game = this.root.querySelector<HTMLInputElement>('input[data-setup="game"]:checked')?.value ?? 'base';
      const mods =
        game !== 'base'
          ? ['base', game]
          : [
              'base',
              ...[...this.root.querySelectorAll<HTMLInputElement>('input[data-setup="module"]')]
                .filter((c) => c.checked)
                .map((c) => c.value),
            ];
      this.picked = null;
      this.ghost = null;
      this.apply(setModules(d, mods));
      return;
    }
    if (setup === 'count') {
      const n = Number(input.value);
      const { colours } = playerLimits(d.modules);
      const next = d.players.slice(0, n);
      for (const c of colours) if (next.length < n && !next.includes(c)) next.push(c);
      this.apply(setPlayers(d, next));
      return;
    }
    if (setup === 'seat') {
      const i = Number(target.dataset.seat);
      const next = [...d.players];
      const j = next.indexOf(input.value);
      if (j >= 0) next[j] = next[i]!;
      next[i] = input.value;
      this.apply(setPlayers(d, next));
      return;
    }
    const field = target.dataset.field;
    if (field === 'score') {
      const v = Number(input.value);
      this.apply(setScore(d, Number(target.dataset.seat), Number.isFinite(v) ? Math.round(v) : NaN));
    } else if (field === 'to-move') {
      this.apply(setPlayerToMove(d, Number(input.value)));
    } else if (field === 'figure-player') {
      this.figurePlayer = Number(input.value);
      this.keys.selected = '';
      this.refresh();
    } else if (field === 'figure-kind') {
      this.figureKind = input.value;
      this.keys.selected = '';
      this.refresh();
    } else if (field === 'state') {
      // a control of a module's position state (renderState): the field's type says which
      const module = target.dataset.module ?? '';
      const id = target.dataset.state ?? '';
      const f = stateField(getModule(module), id);
      if (f?.type === 'figures') {
        const [player, kind] = input.value ? input.value.split(':') : [];
        const fig = player ? { player, kind: kind || 'normal' } : null;
        this.apply(setStateFigure(d, module, id, Number(target.dataset.x), Number(target.dataset.y), fig));
      } else if (f?.type === 'number') {
        const v = input.value.trim();
        this.apply(setStateValue(d, module, id, v === '' ? undefined : Number(v)));
      } else this.apply(setStateValue(d, module, id, input.value || undefined));
    } else if (target.dataset.action === 'upload') {
      void this.upload(input);
    }
  }

  // ---- modes and tools -------------------------------------------------------------------

  private setMode(mode: Mode): void {
    this.mode = mode;
    this.resetTools();
    this.played = null;
    this.setStatus('');
    this.refresh();
  }

  private pick(tile: string): void {
    if (this.mode === 'play') {
      this.apply(setCurrent(this.doc, tile));
      return;
    }
    if (copiesLeft(this.doc, tile) <= 0) {
      this.setStatus(issueText({ key: 'noCopies', params: { tile } }, this.t), true);
      return;
    }
    // picking the picked tile again keeps it (and the cell it is being tried on); Escape or
    // "Zrušit výběr" drops it
    if (this.picked !== tile) this.ghost = null;
    this.picked = tile;
    const n = fitCells(this.game, tile).length;
    this.setStatus(n ? this.a('edit.picked', { tile, count: n }) : this.a('edit.pickedNowhere', { tile }));
    this.refresh();
  }

  private rotate(dir: 1 | -1): void {
    if (this.mode === 'play') {
      this.ctl?.rotate(dir);
      this.refresh();
      return;
    }
    if (this.ghost && this.picked) {
      const cell = fitCells(this.game, this.picked).find((c) => c.x === this.ghost!.x && c.y === this.ghost!.y);
      if (cell) {
        const i = cell.rotations.indexOf(this.ghost.rotation);
        const rotation = cell.rotations[(i + dir + cell.rotations.length) % cell.rotations.length]!;
        this.ghost = { ...this.ghost, rotation };
        this.handRotation = rotation;
        this.setStatus(this.a('edit.ghost', { tile: this.picked, ...this.ghost }));
      }
      this.refresh();
      return;
    }
    if (this.picked) {
      this.handRotation = ((((this.handRotation + dir * 90) % 360) + 360) % 360) as Rotation;
      this.refresh();
      return;
    }
    if (this.selected !== null) {
      const i = this.selected;
      this.apply(rotateTile(this.doc, i, dir), (n) =>
        this.a('edit.rotated', { tile: n.tiles[i]!.tile, rotation: n.tiles[i]!.rotation }),
      );
    }
  }

  private placeOrConfirm(): void {
    if (this.mode === 'play') {
      const c = this.ctl;
      if (c?.phase === 'tile') c.place();
      else if (c?.phase === 'choose') return this.confirmChoice();
      this.refresh();
      return;
    }
    if (!this.ghost || !this.picked) return;
    const tile = this.picked;
    const { x, y, rotation } = this.ghost;
    const r = placeTile(this.doc, tile, x, y, rotation);
    if (r.ok) {
      this.ghost = null;
      this.selected = r.doc.tiles.length - 1;
      if (copiesLeft(r.doc, tile) <= 0) this.picked = null;
    }
    this.apply(r, () => this.a('edit.placed', { tile, x, y }));
  }

  private removeSelected(): void {
    const i = this.selected;
    if (i === null || this.mode !== 'edit') return;
    const t = this.doc.tiles[i]!;
    this.selected = null;
    this.apply(removeTile(this.doc, i), () => this.a('edit.removed', { tile: t.tile, x: t.x, y: t.y }));
  }

  private figureAddedText(d: AnalysisDoc, i: number, at: Location, player: string): string {
    const t = d.tiles[i]!;
    const f = featureAtLoc(t.tile, t.rotation, at);
    return this.a('edit.figureAdded', {
      player: this.name(player),
      kind: this.figure(this.figureKind),
      tile: t.tile,
      where: f ? `${roleText(f.kind, this.t)}, ${whereText(f, this.t)}` : at,
    });
  }

  /** A tap or the keyboard cursor arriving on a cell. */
  private arrive(x: number, y: number, tap: boolean): void {
    this.cursor = { x, y };
    if (this.mode === 'play') {
      const c = this.ctl;
      if (!c || c.phase !== 'tile') return;
      if (tap) {
        if (c.selection && c.selection.x === x && c.selection.y === y) c.rotate(1);
        else if (!c.select(x, y)) this.explainNoFit(c.game, c.game.current, x, y, c.handRotation);
      } else {
        c.cursor = { x, y };
        if (c.legalCells().some((l) => l.x === x && l.y === y)) {
          if (!c.selection || c.selection.x !== x || c.selection.y !== y) c.select(x, y);
        } else {
          c.selection = null;
          this.explainNoFit(c.game, c.game.current, x, y, c.handRotation);
        }
      }
      return;
    }
    const idx = tileIndexAt(this.doc, x, y);
    if (this.picked) {
      const cell = fitCells(this.game, this.picked).find((c) => c.x === x && c.y === y);
      if (cell) {
        if (tap && this.ghost && this.ghost.x === x && this.ghost.y === y) {
          this.rotate(1);
          return;
        }
        const rotation = cell.rotations.includes(this.handRotation) ? this.handRotation : cell.rotations[0]!;
        this.ghost = { x, y, rotation };
        this.setStatus(this.a('edit.ghost', { tile: this.picked, x, y, rotation }));
      } else if (idx >= 0) {
        this.ghost = null;
        this.selected = idx;
        this.setStatus(this.a('edit.selected', { tile: this.doc.tiles[idx]!.tile, x, y }));
      } else {
        this.ghost = null;
        this.explainNoFit(this.game, this.picked, x, y, this.handRotation);
      }
      return;
    }
    if (idx >= 0) {
      this.selected = idx;
      this.setStatus(this.a('edit.selected', { tile: this.doc.tiles[idx]!.tile, x, y }));
    } else {
      this.selected = null;
      this.setStatus(this.a('edit.empty', { x, y }));
    }
  }

  private explainNoFit(g: Game, tile: string | null, x: number, y: number, rotation: Rotation): void {
    if (!tile) return;
    const why = (this.mode === 'edit' ? whyNotHere : whyNot)(g, tile, x, y, rotation);
    this.setStatus(why ? issueText(why, this.t) : this.a('edit.empty', { x, y }), !!why);
  }

  // ---- play mode --------------------------------------------------------------------------

  private controller(): SandboxController | null {
    if (this.mode !== 'play' || !this.doc.current) {
      this.ctl = null;
      return null;
    }
    const key = this.notation;
    if (!this.ctl || this.ctlFor !== key || this.ctl.phase === 'done') {
      const d = this.doc;
      this.ctl = new SandboxController(
        () => {
          const game = buildGame(d).game!;
          return { game, startScores: [...game.scores] };
        },
        false,
        [d.current!],
      );
      this.ctlFor = key;
    }
    return this.ctl;
  }

  private confirmChoice(): void {
    const c = this.ctl;
    if (!c || c.phase !== 'choose') return;
    const checked = this.parts.choices!.querySelector<HTMLInputElement>('input[type=radio]:checked');
    const move = c.choices()[Number(checked?.value ?? 0)];
    if (move) this.finishTurn(c, move);
    this.parts.canvas!.focus({ preventScroll: true });
  }

  private finishTurn(c: SandboxController, move: Move): void {
    let events: ScoreEvent[];
    try {
      events = c.confirm(move);
    } catch {
      this.setStatus(this.t('sandbox.refused'), true);
      return;
    }
    const next = docFromGame(c.game);
    this.ctl = null;
    this.commit(next);
    this.played = events;
    this.refresh();
    // the tile just played is marked until the position changes otherwise
    this.lastMove = { cell: { x: move.x, y: move.y }, notation: this.notation };
    this.renderScene();
  }

  /** Plays a move of the tile in hand at once (from the table of moves), switching to play mode. */
  private playMove(move: Move): void {
    this.mode = 'play';
    this.resetTools();
    const c = this.controller();
    if (!c) return;
    this.finishTurn(c, move);
  }

  // ---- keyboard ---------------------------------------------------------------------------

  /** Does what a board command (src/board/keys.ts) means on the analysis board; false when it means nothing now. */
  private command(cmd: BoardCommand): boolean {
    const step = arrowStep(cmd);
    if (step && this.mode === 'play' && this.ctl?.phase === 'choose') {
      stepChoice(this.parts.choices!, step);
      this.renderScene();
    } else if (step) this.moveCursor(step[0], step[1]);
    else if (cmd === 'rotate' || cmd === 'rotate-back') this.rotate(cmd === 'rotate' ? 1 : -1);
    else if (cmd === 'place') {
      if (this.mode === 'play' || this.ghost) this.placeOrConfirm();
      else if (this.selected !== null)
        this.parts.selected!.querySelector<HTMLElement>('button:not([aria-disabled="true"]), select')?.focus();
      else return false;
    } else if (cmd === 'delete') this.removeSelected();
    else if (cmd === 'redo') this.redo();
    else if (cmd === 'undo') this.undo();
    else if (cmd === 'cancel') {
      if (this.ghost) this.ghost = null;
      else if (this.picked) this.picked = null;
      else if (this.mode === 'play' && this.ctl?.selection) this.ctl.undo();
      else this.selected = null;
      this.refresh();
    } else if (cmd === 'zoom-in') this.view?.zoom(1.25);
    else if (cmd === 'zoom-out') this.view?.zoom(0.8);
    else if (cmd === 'fit') this.view?.fit(true);
    else return false;
    return true;
  }

  private moveCursor(dx: number, dy: number): void {
    const tiles = this.doc.tiles;
    if (!this.cursor) {
      const start = this.ghost ??
        (this.selected !== null ? tiles[this.selected] : undefined) ??
        (this.picked ? fitCells(this.game, this.picked)[0] : undefined) ??
        (this.mode === 'play' ? this.ctl?.legalCells()[0] : undefined) ??
        tiles[0] ?? { x: 0, y: 0 };
      this.cursor = { x: start.x, y: start.y };
    } else {
      const xs = tiles.map((p) => p.x);
      const ys = tiles.map((p) => p.y);
      const lo = (v: number[]) => (v.length ? Math.min(...v) : 0) - 1;
      const hi = (v: number[]) => (v.length ? Math.max(...v) : 0) + 1;
      this.cursor = {
        x: Math.max(lo(xs), Math.min(hi(xs), this.cursor.x + dx)),
        y: Math.max(lo(ys), Math.min(hi(ys), this.cursor.y + dy)),
      };
    }
    this.arrive(this.cursor.x, this.cursor.y, false);
    this.refresh();
  }

  // ---- the view ---------------------------------------------------------------------------

  private async startView(): Promise<void> {
    const box = this.parts.canvas!;
    try {
      const [{ createBoardView }, { prepareArt }] = await Promise.all([
        import('../board/view'),
        import('../board/tile-art-client'),
      ]);
      // the drawings the build made of the tiles on the board and in hand (others are computed when chosen)
      const g = this.game;
      await prepareArt([...g.board.tiles.map((p) => p.tile.id), ...(g.current ? [g.current] : [])]);
      this.view = await createBoardView(
        box,
        {
          onCell: (x, y) => {
            this.beginAction();
            this.arrive(x, y, true);
            this.refresh();
          },
          onSpot: (i) => this.onSpot(i),
          onWheelRotate: (dir) => this.rotate(dir),
        },
        { kind: 'analysis' },
      );
      box.querySelector('.analysis-loading')?.remove();
      this.renderScene();
      this.view.fit(true);
    } catch (err) {
      this.viewFailed = true;
      const p = box.querySelector('.analysis-loading');
      if (p) p.textContent = this.t('sandbox.noCanvas');
      console.warn(err);
    }
  }

  private currentSpots: Spot[] = [];

  private onSpot(i: number): void {
    const s = this.currentSpots[i];
    if (!s) return;
    if (this.mode === 'play') {
      // the choice is ticked in the list below; the keyboard stays on the board and the page does not move
      const input = this.parts.choices!.querySelectorAll<HTMLInputElement>('input[type=radio]')[s.choice ?? -1];
      if (input) {
        input.checked = true;
        this.parts.canvas!.focus({ preventScroll: true });
        this.renderScene();
      }
      return;
    }
    if (this.selected === null) return;
    const i2 = this.selected;
    const player = this.doc.players[this.figurePlayer] ?? this.doc.players[0]!;
    this.apply(addFigure(this.doc, i2, s.at, player, this.figureKind), (n) =>
      this.figureAddedText(n, i2, s.at, player),
    );
  }

  private scene(): Scene {
    const lastMove = this.lastMove?.notation === this.notation ? this.lastMove.cell : null;
    if (this.mode === 'play') {
      const c = this.ctl;
      if (!c) return { ...plainScene(this.game), highlight: this.lit, lastMove };
      const checked = this.parts.choices!.querySelector<HTMLInputElement>('input[type=radio]:checked');
      const s = controllerScene(c, Number(checked?.value ?? 0), this.lit);
      return { ...s, lastMove: s.ghost ? null : lastMove };
    }
    const pm = this.previewMove;
    const cur = this.doc.current;
    const ghost =
      this.ghost && this.picked
        ? { tile: this.picked, ...this.ghost }
        : pm && cur
          ? { tile: cur, x: pm.x, y: pm.y, rotation: pm.rotation }
          : null;
    const preview =
      pm && cur && pm.figure
        ? [
            {
              x: pm.x,
              y: pm.y,
              at: pm.figure.at,
              tile: cur,
              rotation: pm.rotation,
              player: this.doc.players[this.doc.player]!,
              kind: pm.figure.kind,
            },
          ]
        : [];
    const sel = this.selected !== null ? this.doc.tiles[this.selected] : undefined;
    return {
      game: this.game,
      cells: this.picked ? fitCells(this.game, this.picked) : [],
      ghost,
      cursor:
        this.cursor && !this.ghost && (!sel || sel.x !== this.cursor.x || sel.y !== this.cursor.y) ? this.cursor : null,
      selected: sel ? { x: sel.x, y: sel.y } : null,
      spots: sel ? this.addableSpots() : [],
      highlight: this.lit,
      preview,
      lastMove: ghost ? null : lastMove,
    };
  }

  private spotsKey = '';
  private spotsCache: Spot[] = [];

  /** Where a figure of the chosen player and kind may go on the selected tile. */
  private addableSpots(): Spot[] {
    const i = this.selected;
    if (i === null) return [];
    const key = `${this.notation}|${i}|${this.figurePlayer}|${this.figureKind}|${JSON.stringify(this.doc.state)}`;
    if (key === this.spotsKey) return this.spotsCache;
    const t = this.doc.tiles[i]!;
    const player = this.doc.players[this.figurePlayer] ?? this.doc.players[0]!;
    this.spotsCache = tileFeatures(t.tile, t.rotation)
      .filter((f) => addFigure(this.doc, i, f.at, player, this.figureKind).ok)
      .map((f) => ({ x: t.x, y: t.y, at: f.at, tile: t.tile, rotation: t.rotation }));
    this.spotsKey = key;
    return this.spotsCache;
  }

  private renderScene(): void {
    const s = this.scene();
    this.currentSpots = s.spots;
    if (!this.view) return;
    try {
      this.view.render(s);
    } catch (err) {
      if (!this.viewFailed) this.showAlert(this.t('sandbox.noCanvas'));
      this.viewFailed = true;
      console.warn(err);
    }
  }

  // ---- refresh ----------------------------------------------------------------------------

  /** Brings every part of the page and the root's data attributes in line with the position. */
  refresh(): void {
    // the game and its final scoring are made again only when the position changed (not for a
    // cursor move, a tool or a panel): the document is the position
    const docKey = JSON.stringify(this.doc);
    if (docKey !== this.builtFor) {
      const b = buildGame(this.doc);
      if (!b.game) {
        // cannot happen for a document that passed the checks; never leave the page without a board
        this.doc = emptyDoc();
        this.refresh();
        return;
      }
      this.game = b.game;
      this.notation = makeNotation(positionOf(this.game));
      // one game per change: final scoring runs on a copy of it
      this.final = finalScoringOf(this.game.copy());
      this.builtFor = docKey;
    }
    if (this.selected !== null && this.selected >= this.doc.tiles.length) this.selected = null;
    if (this.figurePlayer >= this.doc.players.length) this.figurePlayer = 0;
    if (!this.game.figureKinds.has(this.figureKind)) this.figureKind = 'normal';
    const r = this.root;
    r.dataset.position = this.notation;
    r.dataset.finalPoints = JSON.stringify(this.final?.points ?? {});
    r.dataset.mode = this.mode;
    this.controller();
    const c = this.ctl;
    if (this.mode === 'play' && c) r.dataset.phase = c.phase;
    else delete r.dataset.phase;
    const sel = this.mode === 'play' ? c?.selection : this.ghost;
    if (sel) r.dataset.selection = `${sel.x},${sel.y},${sel.rotation}`;
    else delete r.dataset.selection;
    const cur = this.mode === 'play' ? c?.cursor : this.cursor;
    if (cur) r.dataset.cursor = `${cur.x},${cur.y}`;
    else delete r.dataset.cursor;
    if (this.selected !== null) {
      const t = this.doc.tiles[this.selected]!;
      r.dataset.selectedTile = `${t.x},${t.y}`;
    } else delete r.dataset.selectedTile;
    if (this.picked) r.dataset.picked = this.picked;
    else delete r.dataset.picked;
    this.updateAddress();
    this.renderSetup();
    this.renderToolbar();
    this.renderPlayers();
    this.renderHand();
    this.renderBox();
    this.renderSelected();
    this.renderFits();
    this.renderState();
    this.renderFinal();
    this.renderMoves();
    this.renderShare();
    this.renderText();
    this.renderPlay();
    this.renderScene();
  }

  private link(): string {
    return permalink(location.href, this.notation);
  }

  private updateAddress(): void {
    const link = this.link();
    if (this.touched && link !== location.href.replace(location.hash, '')) {
      try {
        history.replaceState(history.state, '', link);
      } catch {
        /* an address the browser refuses: the link field still holds it */
      }
    }
    for (const a of document.querySelectorAll<HTMLAnchorElement>('[data-lang-link]')) {
      a.dataset.base ??= a.getAttribute('href') ?? '';
      a.setAttribute('href', `${a.dataset.base}${this.notation ? `?pozice=${this.notation}` : ''}`);
    }
  }

  private showAlert(text: string | null): void {
    const p = this.parts.alert!;
    p.textContent = text ?? '';
    p.hidden = !text;
  }

  /** A new reader action: the hint of the play mode may replace the last message again. */
  private beginAction(): void {
    this.parts.status!.classList.remove('problem');
  }

  private setStatus(text: string, problem = false): void {
    const p = this.parts.status!;
    p.textContent = text;
    p.classList.toggle('problem', problem);
  }

  // ---- panels -----------------------------------------------------------------------------

  private renderSetup(): void {
    const d = this.doc;
    const key = JSON.stringify([d.modules, d.players]);
    if (key === this.keys.setup) return;
    this.keys.setup = key;
    const own = d.modules.find((id) => getModule(id)?.standalone);
    for (const i of this.root.querySelectorAll<HTMLInputElement>('input[data-setup="game"]'))
      i.checked = i.value === (own ?? 'base');
    for (const i of this.root.querySelectorAll<HTMLInputElement>('input[data-setup="module"]')) {
      i.checked = d.modules.includes(i.value);
      i.disabled = !!own;
    }
    const lim = playerLimits(d.modules);
    const count = this.root.querySelector<HTMLSelectElement>('select[data-setup="count"]')!;
    for (const o of count.options) o.disabled = Number(o.value) > lim.max;
    count.value = String(d.players.length);
    const seats = d.players.map((p, i) => {
      const label = el('label', {}, this.a('setup.seat', { n: i + 1 }) + ' ');
      const s = el('select', { 'data-setup': 'seat', 'data-seat': String(i), 'data-key': `seat-${i}` });
      for (const c of lim.colours) s.append(el('option', { value: c }, this.name(c)));
      s.value = p;
      label.append(s);
      return label;
    });
    replaceKeepingFocus(this.parts.seats!, seats);
  }

  private renderToolbar(): void {
    const r = this.root;
    const q = (a: string) => r.querySelector<HTMLButtonElement>(`button[data-action="${a}"]`)!;
    q('mode-edit').setAttribute('aria-pressed', String(this.mode === 'edit'));
    q('mode-play').setAttribute('aria-pressed', String(this.mode === 'play'));
    const c = this.ctl;
    q('undo').disabled = !this.past.length && !(this.mode === 'play' && c?.canUndo);
    q('redo').disabled = !this.future.length;
    q('rotate').disabled =
      this.mode === 'play' ? c?.phase !== 'tile' : !this.ghost && !this.picked && this.selected === null;
    q('place').disabled =
      this.mode === 'play' ? !(c?.phase === 'tile' && c.selection) && c?.phase !== 'choose' : !this.ghost;
    q('remove-tile').disabled = this.mode !== 'edit' || this.selected === null;
    q('clear').disabled = this.mode !== 'edit' || (!this.doc.tiles.length && !this.doc.current);
  }

  /** A table cell with its column name (shown on phones, where rows become cards). */
  private cell(label: string, content: HTMLElement | string, cls = ''): HTMLTableCellElement {
    const td = el('td', { class: cls || undefined });
    td.append(el('span', { class: 'label', 'aria-hidden': 'true' }, label), content);
    return td;
  }

  private meeple(colour: string, kind: 'normal' | 'large' = 'normal', px = 20): HTMLElement {
    const span = el('span', { class: 'analysis-meeple', 'aria-hidden': 'true' });
    span.innerHTML = meepleSvg(colour as PlayerColor, kind, px);
    return span;
  }

  private renderPlayers(): void {
    const d = this.doc;
    const g = this.game;
    const f = this.final;
    const key = JSON.stringify([d.players, d.scores, d.player, f?.points, g.supply.map((s) => [...s])]);
    if (key === this.keys.players) return;
    this.keys.players = key;
    const table = el('table');
    const head = el('tr');
    for (const [k, cls] of [
      ['player', ''],
      ['score', 'num'],
      ['toMove', ''],
      ['supply', ''],
      ['final', 'num'],
      ['total', 'num'],
    ] as const) {
      head.append(el('th', { scope: 'col', class: cls || undefined }, this.a(`players.${k}`)));
    }
    table.append(el('thead'), el('tbody'));
    table.tHead!.append(head);
    const kinds = [...g.figureKinds.keys()];
    d.players.forEach((p, i) => {
      const tr = el('tr');
      const who = el('th', { scope: 'row' });
      const w = el('span', { class: 'analysis-who' });
      w.append(this.meeple(p), el('span', {}, this.name(p)));
      who.append(w);
      const score = el('input', {
        type: 'number',
        step: '1',
        value: String(d.scores[i] ?? 0),
        'data-field': 'score',
        'data-seat': String(i),
        'data-key': `score-${i}`,
        'aria-label': this.a('players.scoreLabel', { player: this.name(p) }),
      });
      const radio = el('input', {
        type: 'radio',
        name: 'analysis-to-move',
        value: String(i),
        'data-field': 'to-move',
        'data-key': `move-${i}`,
        'aria-label': this.a('players.toMoveLabel', { player: this.name(p) }),
      });
      radio.checked = d.player === i;
      const supply = kinds.map((k) => this.figureCount(k, g.available(i, k))).join(', ');
      const add = f?.points[p] ?? 0;
      const cells: [string, HTMLElement | string, string][] = [
        ['score', score, 'num'],
        ['toMove', radio, ''],
        ['supply', supply, ''],
        ['final', signed(add, true), 'num'],
        ['total', signed((d.scores[i] ?? 0) + add), 'num'],
      ];
      tr.append(who);
      for (const [k, c, cls] of cells) tr.append(this.cell(this.a(`players.${k}`), c, cls));
      table.tBodies[0]!.append(tr);
    });
    replaceKeepingFocus(this.parts.players!, [table]);
  }

  private renderHand(): void {
    const d = this.doc;
    const key = JSON.stringify([d.current, this.picked, d.modules]);
    if (key === this.keys.hand) return;
    this.keys.hand = key;
    const box = el('div', { class: 'analysis-hand' });
    if (d.current) {
      const pic = el('span', { 'aria-hidden': 'true' });
      tilePicture(pic, d.current, 0, 56);
      box.append(
        pic,
        el('span', {}, this.a('hand.tile', { tile: d.current, description: tileText(d.current, 0, this.t) })),
      );
      box.append(
        el('button', { type: 'button', 'data-action': 'hand-clear', 'data-key': 'hand-clear' }, this.a('hand.clear')),
      );
    } else box.append(el('span', {}, this.a('hand.none')));
    const take = el('button', { type: 'button', 'data-action': 'take', 'data-key': 'take' }, this.a('hand.take'));
    const drop = el('button', { type: 'button', 'data-action': 'unpick', 'data-key': 'unpick' }, this.a('hand.unpick'));
    if (!this.picked) take.disabled = drop.disabled = true;
    box.append(take, drop);
    replaceKeepingFocus(this.parts.hand!, [box]);
  }

  private renderBox(): void {
    const d = this.doc;
    const tiles = boxTiles(d.modules);
    const left = new Map(tiles.map((b) => [b.id, copiesLeft(d, b.id)]));
    const key = JSON.stringify([d.modules, [...left], this.picked, this.mode]);
    if (key === this.keys.box) return;
    this.keys.box = key;
    const groups = new Map<string, BoxTile[]>();
    for (const b of tiles) {
      const g = b.illustrative ? 'illustrative' : b.set;
      if (!groups.has(g)) groups.set(g, []);
      groups.get(g)!.push(b);
    }
    const out: HTMLElement[] = [];
    for (const [g, list] of groups) {
      const title = g === 'illustrative' ? this.a('box.illustrative') : this.a(`box.set.${g}`, { defaultValue: g });
      out.push(el('h3', { class: 'analysis-box-set' }, title));
      const ul = el('ul', { class: 'analysis-tiles' });
      for (const b of list) {
        // a position may hold more copies than the sets have (the warning above says so): none left, never fewer
        const n = Math.max(0, left.get(b.id) ?? 0);
        const desc = tileText(b.id, 0, this.t);
        const label = b.illustrative
          ? this.a('box.illustrativeLabel', { tile: b.id, description: desc })
          : this.a('box.label', { tile: b.id, description: desc, left: n, count: b.count });
        const btn = el('button', {
          type: 'button',
          class: `analysis-tile${n <= 0 ? ' empty' : ''}`,
          'data-action': 'pick',
          'data-tile': b.id,
          'data-key': `tile-${b.id}`,
          'aria-pressed': String(this.picked === b.id || (this.mode === 'play' && d.current === b.id)),
          'aria-label': label,
          title: label,
        });
        if (n <= 0) {
          btn.setAttribute('aria-disabled', 'true');
          btn.dataset.reason = issueText({ key: 'noCopies', params: { tile: b.id } }, this.t);
        }
        const pic = el('span', { 'aria-hidden': 'true' });
        tilePicture(pic, b.id, 0, 52);
        btn.append(
          pic,
          el('span', { 'aria-hidden': 'true' }, b.letter),
          el('span', { class: 'left', 'aria-hidden': 'true' }, Number.isFinite(n) ? `×${n}` : '∞'),
        );
        const li = el('li');
        li.append(btn);
        ul.append(li);
      }
      out.push(ul);
    }
    replaceKeepingFocus(this.parts.box!, out);
  }

  /**
   * "What fits here": for the empty frontier cell under the cursor (edit mode), the box's
   * tile kinds with copies left that fit there (the engine's `fittingTiles`), each with its
   * number of distinct fitting rotations and the copies left; kinds that would fit but
   * have no copy left are counted apart. A cell nothing fits is a dead spot.
   */
  private renderFits(): void {
    const d = this.doc;
    const panel = this.parts['fits-panel']!;
    const c = this.mode === 'edit' ? this.cursor : null;
    const b = this.game.board;
    const frontier =
      !!c &&
      !b.at(c.x, c.y) &&
      (b.tiles.length ? b.frontierCells().some(([x, y]) => x === c.x && y === c.y) : c.x === 0 && c.y === 0);
    const key = JSON.stringify([frontier && c, this.notation, d.current]);
    if (key === this.keys.fits) return;
    this.keys.fits = key;
    panel.hidden = !frontier || !c;
    if (!frontier || !c) {
      delete panel.dataset.fitsCell;
      replaceKeepingFocus(this.parts.fits!, []);
      return;
    }
    panel.dataset.fitsCell = `${c.x},${c.y}`;
    const box = boxTiles(d.modules).filter((t) => !t.illustrative);
    const fits = fittingTiles(
      b,
      c.x,
      c.y,
      box.map((t) => t.id),
    );
    const left = new Map(fits.map((f) => [f.id, copiesLeft(d, f.id)]));
    const usable = fits.filter((f) => left.get(f.id)! > 0);
    const gone = fits.length - usable.length;
    const copies = usable.reduce((n, f) => n + left.get(f.id)!, 0);
    const out: HTMLElement[] = [
      el(
        'p',
        { 'data-fits-summary': '' },
        usable.length
          ? this.a('fits.summary', {
              x: c.x,
              y: c.y,
              kinds: usable.length,
              copies: this.t('count.tiles', { count: copies }),
              count: usable.length,
            })
          : this.a('fits.dead', { x: c.x, y: c.y }),
      ),
    ];
    if (gone) out.push(el('p', { class: 'analysis-hint' }, this.a('fits.gone', { count: gone })));
    if (usable.length) {
      const ul = el('ul', { class: 'analysis-fits' });
      for (const f of usable) {
        const n = left.get(f.id)!;
        // rotations the editor refuses: they would complete a feature a figure stands on
        const refused = f.rotations
          .map((r) => completesOccupied(this.game, f.id, c.x, c.y, r))
          .filter((i): i is Issue => !!i);
        const item = this.a('fits.item', {
          tile: f.id,
          rotations: f.rotations.length,
          left: n,
          count: f.rotations.length,
        });
        const occupied = refused.length ? this.a(`fits.occupied.${refused[0]!.params!.feature}`) : '';
        const text = !refused.length
          ? item
          : refused.length === f.rotations.length
            ? this.a('fits.completesAll', { item, occupied })
            : this.a('fits.completesSome', { item, occupied, refused: refused.length, rotations: f.rotations.length });
        const li = el('li', {
          'data-fit-tile': f.id,
          'data-rotations': String(f.rotations.length),
          'data-left': String(n),
          'data-refused': refused.length ? String(refused.length) : undefined,
        });
        const btn = el('button', {
          type: 'button',
          class: 'analysis-tile',
          'data-action': 'pick-fit',
          'data-fit': f.id,
          'data-key': `fit-${f.id}`,
          'aria-pressed': String(this.picked === f.id),
          'aria-label': this.a('fits.pick', { item: text, description: tileText(f.id, 0, this.t) }),
          title: text,
        });
        const pic = el('span', { 'aria-hidden': 'true' });
        tilePicture(pic, f.id, 0, 44);
        btn.append(pic, el('span', { 'aria-hidden': 'true' }, text));
        li.append(btn);
        ul.append(li);
      }
      out.push(ul);
    }
    replaceKeepingFocus(this.parts.fits!, out);
  }

  private renderSelected(): void {
    const d = this.doc;
    this.parts['selected-panel']!.hidden = this.mode !== 'edit';
    const i = this.mode === 'edit' ? this.selected : null;
    const t = i !== null ? d.tiles[i] : undefined;
    const key = JSON.stringify([i, t, this.figurePlayer, this.figureKind, d.players, d.state, this.notation]);
    if (key === this.keys.selected) return;
    this.keys.selected = key;
    if (!t || i === null) {
      replaceKeepingFocus(this.parts.selected!, [el('p', {}, this.a('selected.none'))]);
      return;
    }
    const out: HTMLElement[] = [];
    const head = el('div', { class: 'analysis-hand' });
    const pic = el('span', { 'aria-hidden': 'true' });
    tilePicture(pic, t.tile, t.rotation, 56);
    head.append(
      pic,
      el('strong', {}, this.a('selected.title', { tile: t.tile, x: t.x, y: t.y, rotation: t.rotation })),
    );
    out.push(head);
    // who and what kind
    const pick = el('div', { class: 'analysis-buttons' });
    const pl = el('label', {}, this.a('selected.player') + ' ');
    const ps = el('select', { 'data-field': 'figure-player', 'data-key': 'figure-player' });
    d.players.forEach((p, j) => ps.append(el('option', { value: String(j) }, this.name(p))));
    ps.value = String(this.figurePlayer);
    pl.append(ps);
    const kl = el('label', {}, this.a('selected.kind') + ' ');
    const ks = el('select', { 'data-field': 'figure-kind', 'data-key': 'figure-kind' });
    for (const k of this.game.figureKinds.keys()) ks.append(el('option', { value: k }, this.figure(k)));
    ks.value = this.figureKind;
    kl.append(ks);
    pick.append(pl, kl);
    out.push(el('h3', { class: 'analysis-box-set' }, this.a('selected.add')), pick);
    const player = d.players[this.figurePlayer] ?? d.players[0]!;
    const adds = el('ul', { class: 'analysis-list' });
    for (const f of tileFeatures(t.tile, t.rotation)) {
      const r = addFigure(d, i, f.at, player, this.figureKind);
      const b = el(
        'button',
        { type: 'button', 'data-action': 'add-figure', 'data-at': f.at, 'data-key': `add-${f.at}` },
        this.a('selected.addOn', { role: roleText(f.kind, this.t), where: whereText(f, this.t) }),
      );
      if (!r.ok) {
        b.setAttribute('aria-disabled', 'true');
        b.dataset.reason = issueText(r.issue, this.t);
        b.title = b.dataset.reason;
      }
      const li = el('li');
      li.append(b);
      adds.append(li);
    }
    out.push(adds);
    out.push(el('h3', { class: 'analysis-box-set' }, this.a('selected.figures')));
    if (!t.figures.length) out.push(el('p', {}, this.a('selected.noFigures')));
    else {
      const ul = el('ul', { class: 'analysis-list' });
      t.figures.forEach((f, j) => {
        const feat = featureAtLoc(t.tile, t.rotation, f.at);
        const li = el('li');
        li.append(
          el(
            'button',
            { type: 'button', 'data-action': 'remove-figure', 'data-figure': String(j), 'data-key': `remove-${j}` },
            this.a('selected.remove', {
              player: this.name(f.player),
              kind: this.figure(f.kind),
              role: feat ? roleText(feat.kind, this.t) : '',
              where: feat ? whereText(feat, this.t) : f.at,
            }),
          ),
        );
        ul.append(li);
      });
      out.push(ul);
    }
    // places on this tile where a module holds figures (module state)
    for (const { module, field, place } of this.statePlaces())
      if (place.at[0] === t.x && place.at[1] === t.y) out.push(this.figureSelect(module, field, place, true));
    replaceKeepingFocus(this.parts.selected!, out);
  }

  /** A module's position state string (`<module>:state.<field>.<part>`); cells and tile ids worded for readers. */
  private stateText(module: string, field: string, part: string, o?: Record<string, unknown>): string {
    return this.t(`${module}:state.${field}.${part}`, plainParams(o, this.t, this.game?.board));
  }

  /** Every place the modules' figures fields name on the board, in module and field order. */
  private statePlaces(): { module: string; field: FiguresStateField; place: StatePlace }[] {
    return this.game.modules.flatMap((m) =>
      (m.state?.fields ?? []).flatMap((f) =>
        f.type === 'figures' ? f.places(this.game).map((place) => ({ module: m.id, field: f, place })) : [],
      ),
    );
  }

  /** The control of one place of a figures field: nobody, or a figure of a player and kind. */
  private figureSelect(module: string, f: FiguresStateField, place: StatePlace, here = false): HTMLElement {
    const d = this.doc;
    const [x, y] = place.at;
    const tile = d.tiles[tileIndexAt(d, x, y)]?.tile ?? '';
    const label = here
      ? this.stateText(module, f.id, 'here', { data: place.data ?? {} })
      : this.stateText(module, f.id, 'place', { data: place.data ?? {}, x, y, tile });
    const lab = el('label', {}, label + ' ');
    const s = el('select', {
      'data-field': 'state',
      'data-module': module,
      'data-state': f.id,
      'data-x': String(x),
      'data-y': String(y),
      'data-key': `state-${module}-${f.id}-${x},${y}${here ? '-here' : ''}`,
    });
    s.append(el('option', { value: '' }, this.a('state.nobody')));
    for (const p of d.players) {
      for (const k of this.game.figureKinds.keys()) {
        s.append(
          el(
            'option',
            { value: `${p}:${k}` },
            this.a('state.figure', { player: this.name(p), kind: figureName(k, this.game.modules, this.t) }),
          ),
        );
      }
    }
    const held = ((d.state[module]?.[f.id] ?? []) as StateFigure[]).find((o) => o.at[0] === x && o.at[1] === y);
    s.value = held ? `${held.player}:${held.kind}` : '';
    lab.append(s);
    const p = el('p');
    p.append(lab);
    return p;
  }

  /**
   * The modules' position state (`RuleModule.state`), each field with the control its type
   * describes: a player or nobody, a number in its range (a field that requires another
   * beside it, disabled without it), the figures at the places the module names.
   */
  private renderState(): void {
    const d = this.doc;
    const mods = this.game.modules.filter((m) => m.state);
    const key = JSON.stringify([d.modules, d.players, d.state, this.notation]);
    if (key === this.keys.state) return;
    this.keys.state = key;
    this.parts['state-panel']!.hidden = !mods.length;
    const out: HTMLElement[] = [];
    for (const m of mods) {
      const values = d.state[m.id] ?? {};
      // what the engine made of the position (a number worked out from the board)
      const worked = m.state!.get(this.game);
      const rows = new Map<string, HTMLElement>();
      for (const f of m.state!.fields) {
        const attrs = {
          'data-field': 'state',
          'data-module': m.id,
          'data-state': f.id,
          'data-key': `state-${m.id}-${f.id}`,
        };
        if (f.type === 'figures') {
          out.push(el('h3', { class: 'analysis-box-set' }, this.stateText(m.id, f.id, 'label')));
          const places = this.statePlaces().filter((p) => p.module === m.id && p.field === f);
          if (!places.length) out.push(el('p', {}, this.stateText(m.id, f.id, 'none')));
          for (const p of places) out.push(this.figureSelect(m.id, f, p.place));
          continue;
        }
        const label = el('label', {}, this.stateText(m.id, f.id, 'label') + ' ');
        if (f.type === 'player') {
          const s = el('select', attrs);
          s.append(el('option', { value: '' }, this.a('state.nobody')));
          for (const pl of d.players) s.append(el('option', { value: pl }, this.name(pl)));
          s.value = typeof values[f.id] === 'string' ? String(values[f.id]) : '';
          label.append(s);
        } else {
          const auto = f.optional ? this.stateText(m.id, f.id, 'auto') : '';
          const n = el('input', {
            ...attrs,
            type: 'number',
            min: String(f.min),
            max: String(f.max(this.game)),
            step: '1',
            placeholder: auto,
            value: typeof values[f.id] === 'number' ? String(values[f.id]) : '',
          });
          if (f.requires && values[f.requires] === undefined) n.disabled = true;
          else if (f.optional && values[f.id] === undefined && typeof worked[f.id] === 'number')
            n.placeholder = this.a('state.autoValue', { auto, value: worked[f.id] });
          label.append(n);
        }
        const row =
          (f.type === 'number' && f.requires && rows.get(f.requires)) || el('p', { class: 'analysis-buttons' });
        row.append(label);
        if (!out.includes(row)) out.push(row);
        rows.set(f.id, row);
      }
    }
    replaceKeepingFocus(this.parts.state!, out);
  }

  private renderFinal(): void {
    const f = this.final;
    const d = this.doc;
    const key = JSON.stringify([this.notation, f?.points, d.state]);
    if (key === this.keys.final) return;
    this.keys.final = key;
    const out: HTMLElement[] = [];
    if (!f || !f.events.length) {
      out.push(el('p', {}, this.a('final.none')));
      replaceKeepingFocus(this.parts.final!, out);
      return;
    }
    for (const p of d.players) {
      const mine = f.events.map((e, idx) => [e, idx] as const).filter(([e]) => e.receivers.includes(p));
      const h = el('p', { class: 'analysis-final-player' });
      h.append(
        this.meeple(p),
        ' ',
        this.a('final.player', { player: this.name(p), points: this.t('count.points', { count: f.points[p] ?? 0 }) }),
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
            explainEvent(e, this.t),
          ),
        );
      }
      out.push(ul);
    }
    replaceKeepingFocus(this.parts.final!, out);
  }

  private renderMoves(): void {
    const d = this.doc;
    const box = this.parts.moves!;
    if (!d.current) {
      this.moves = null;
      this.movesFor = '';
      if (this.keys.moves !== 'none') {
        this.keys.moves = 'none';
        box.replaceChildren(el('p', {}, this.a('moves.noTile')));
      }
      return;
    }
    if (this.movesFor !== this.notation) {
      this.movesFor = this.notation;
      this.moves = null;
      this.showAllMoves = false;
      this.computeMoves();
    }
    const list = this.moves;
    const key = JSON.stringify([this.notation, !!list, this.moveSort, this.showAllMoves]);
    if (key === this.keys.moves) return;
    this.keys.moves = key;
    if (!list) {
      box.replaceChildren(el('p', {}, '…'));
      return;
    }
    if (!list.length) {
      box.replaceChildren(el('p', {}, this.a('moves.none')));
      return;
    }
    const mover = d.players[d.player]!;
    const sorted = sortMoves(list, this.moveSort, mover);
    const shown = this.showAllMoves ? sorted : sorted.slice(0, MOVES_SHOWN);
    const table = el('table');
    const head = el('tr');
    const bar = el('div', {
      class: 'analysis-sort',
      role: 'group',
      'aria-label': this.a('moves.sortBy', { column: '' }).trim(),
    });
    const sortBtn = (label: string, by: string, player?: string) => {
      const active =
        this.moveSort.by === by && (by !== 'player' || (this.moveSort as { player?: string }).player === player);
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
            'aria-label': this.a('moves.sortBy', { column: label }),
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
    head.append(sortBtn(this.a('moves.place'), 'place'), el('th', { scope: 'col' }, this.a('moves.figure')));
    for (const p of d.players) head.append(sortBtn(this.name(p), 'player', p));
    head.append(sortBtn(this.a('moves.lead'), 'lead'), el('th', { scope: 'col' }, this.a('moves.try')));
    table.append(el('thead'), el('tbody'));
    table.tHead!.append(head);
    const words = this.moveWords(list, d.current);
    shown.forEach((m) => {
      const index = list.indexOf(m);
      const at = this.a('moves.at', { x: m.move.x, y: m.move.y, rotation: m.move.rotation });
      const what = words[index]!.label;
      const tr = el('tr', { 'data-move': JSON.stringify(m.move) });
      tr.append(this.cell(this.a('moves.place'), at), this.cell(this.a('moves.figure'), what));
      for (const p of d.players) tr.append(this.cell(this.name(p), signed(m.points[p] ?? 0), 'num'));
      const others = d.players.filter((p) => p !== mover).map((p) => m.points[p] ?? 0);
      tr.append(
        this.cell(
          this.a('moves.lead'),
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
          'aria-label': this.a('moves.tryLabel', { n: `${at}, ${what}` }),
        },
        this.a('moves.try'),
      );
      const td = el('td');
      td.append(go);
      tr.append(td);
      table.tBodies[0]!.append(tr);
    });
    const out: HTMLElement[] = [el('p', {}, this.a('moves.count', { count: list.length })), bar, table];
    if (shown.length < sorted.length) {
      out.push(
        el(
          'button',
          { type: 'button', 'data-action': 'more-moves', 'data-key': 'more-moves' },
          this.a('moves.more', { count: sorted.length }),
        ),
      );
    }
    replaceKeepingFocus(box, out);
  }

  private wordsFor: MoveScore[] | null = null;
  private wordsCache: ChoiceEntry[] = [];

  /** The figure and actions of every move in the table, in words (choices that read alike worded exactly). */
  private moveWords(list: MoveScore[], tile: string): ChoiceEntry[] {
    if (this.wordsFor !== list) {
      this.wordsFor = list;
      this.wordsCache = choiceEntries(
        list.map((m) => m.move),
        tile,
        this.t,
        this.game,
      );
    }
    return this.wordsCache;
  }

  /** Scores every move of the tile in hand a few at a time, so typing and tapping stay smooth. */
  private computeMoves(): void {
    const job = ++this.movesJob;
    const it = eachMoveScore(this.doc);
    const out: MoveScore[] = [];
    const step = () => {
      if (job !== this.movesJob) return;
      const until = performance.now() + 12;
      for (;;) {
        const n = it.next();
        if (n.done) {
          this.moves = out;
          this.keys.moves = '';
          this.renderMoves();
          return;
        }
        out.push(n.value);
        if (performance.now() > until) break;
      }
      setTimeout(step, 0);
    };
    step();
  }

  private renderShare(): void {
    const d = this.doc;
    const link = this.link();
    const line = summary({ players: d.players, scores: d.scores, final: this.final?.points ?? null }, this.t);
    const title = this.a('share.title');
    (this.parts.link as HTMLInputElement).value = link;
    this.parts['link-length']!.textContent = this.a('share.length', { count: link.length });
    this.root.querySelector<HTMLTextAreaElement>('[data-forum-snippet]')!.value = bbcode(link, title, line);
    this.root.querySelector<HTMLTextAreaElement>('[data-markdown-snippet]')!.value = markdown(link, title, line);
  }

  private renderText(): void {
    const key = this.notation + JSON.stringify(this.doc.state);
    if (key === this.keys.text) return;
    this.keys.text = key;
    this.parts.text!.replaceChildren(...positionLines(this.doc, this.t).map((l) => el('li', {}, l)));
  }

  private renderPlay(): void {
    const box = this.parts.choices!;
    const played = this.parts.played!;
    if (this.played && this.mode === 'play') {
      const ul = el('ul');
      for (const e of this.played) ul.append(el('li', {}, explainEvent(e, this.t)));
      played.replaceChildren(
        el('p', {}, this.a('play.played', { result: this.played.length ? '' : this.a('play.none') })),
        ...(this.played.length ? [ul] : []),
      );
      played.hidden = false;
    } else played.hidden = true;
    const c = this.ctl;
    if (this.mode !== 'play') {
      box.hidden = true;
      box.replaceChildren();
      return;
    }
    const d = this.doc;
    const mover = this.name(d.players[d.player]!);
    if (this.parts.status!.classList.contains('problem')) {
      /* keep the message saying why the last tap was refused */
    } else if (!c) {
      this.setStatus(this.a('play.noHand', { player: mover }));
    } else if (c.phase === 'tile') {
      const n = c.legalCells().length;
      if (!n) this.setStatus(this.a('play.noFit', { tile: c.game.current }), true);
      else if (c.selection) this.setStatus(this.a('play.place', usingTouch() ? { context: 'touch' } : undefined));
      else if (!c.cursor) this.setStatus(this.a('play.pick', { player: mover, tile: c.game.current, count: n }));
    } else if (c.phase === 'choose') this.setStatus(this.a('play.choose'));
    if (!c || c.phase !== 'choose') {
      box.hidden = true;
      box.replaceChildren();
      this.keys.choices = '';
      return;
    }
    const key = JSON.stringify(c.selection);
    if (key === this.keys.choices && !box.hidden) return;
    this.keys.choices = key;
    const entries = choiceEntries(c.choices(), c.game.current!, this.t, c.game);
    const items = choiceRadios(entries, 'analysis-choice', 0, (input) => {
      input.addEventListener('change', () => this.renderScene());
      input.addEventListener('keydown', (e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          this.confirmChoice();
        }
      });
    });
    const ok = el('button', { type: 'button', class: 'primary', 'data-action': 'confirm' }, this.a('play.confirm'));
    box.replaceChildren(el('legend', {}, this.a('play.legend')), ...items, ok);
    box.hidden = false;
  }

  // ---- sharing ----------------------------------------------------------------------------

  private async copy(field: HTMLInputElement | HTMLTextAreaElement): Promise<void> {
    try {
      await navigator.clipboard.writeText(field.value);
      this.setStatus(this.a('share.copied'));
    } catch {
      field.focus();
      field.select();
      this.setStatus(this.a('share.copyFailed'));
    }
  }

  private download(blob: Blob, name: string): void {
    const url = URL.createObjectURL(blob);
    const a = el('a', { href: url, download: name });
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10000);
  }

  private async downloadPng(): Promise<void> {
    const d = this.doc;
    const { boardPng } = await import('../board/picture');
    const f = this.final?.points ?? {};
    const caption = [
      this.a('title'),
      d.players.map((p, i) => `${this.name(p)} ${d.scores[i] ?? 0} (+${f[p] ?? 0})`).join(' · '),
    ];
    try {
      this.download(await boardPng(d, caption), 'rozbor-pozice.png');
    } catch (err) {
      this.setStatus(this.a('share.pngFailed'), true);
      console.warn(err);
    }
  }

  private downloadYaml(): void {
    const text = scenarioYaml(
      this.doc,
      { cs: getT('cs')('analysis.title'), en: getT('en')('analysis.title') },
      this.link(),
    );
    this.download(new Blob([text], { type: 'application/yaml' }), 'rozbor-pozice.yaml');
  }

  private async upload(input: HTMLInputElement): Promise<void> {
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    if (file.size > MAX_FILE) {
      this.showAlert(this.a('share.fileTooBig', { max: MAX_FILE / 1024 }));
      return;
    }
    let text: string;
    try {
      text = await file.text();
    } catch {
      this.showAlert(issueText({ key: 'fileBroken' }, this.t));
      return;
    }
    const { readScenarioFile } = await import('./upload');
    const r = readScenarioFile(text, file.name);
    if (!r.ok) {
      const problem = 'issue' in r ? issueText(r.issue, this.t) : r.problem;
      this.showAlert(this.a('share.fileProblem', { file: file.name, problem }));
      return;
    }
    this.mode = 'edit';
    this.resetTools();
    this.commit(r.doc);
    const warn = r.warnings.map((w: Issue) => issueText(w, this.t));
    this.showAlert([this.a('share.loaded', { file: file.name }), ...warn].join('\n'));
    // the line under the board speaks of the position now shown, not of the one before
    const tiles = r.doc.tiles.length;
    this.setStatus(
      tiles
        ? this.a('edit.loaded', { file: file.name, tiles: this.t('count.tiles', { count: tiles }) })
        : this.a('edit.cleared'),
    );
    this.refresh();
    this.view?.fit(true);
  }
}

/** The custom element: starts the board once it is in the page. */
class HpAnalysis extends HTMLElement {
  private app: AnalysisApp | null = null;

  connectedCallback(): void {
    if (this.app) return;
    try {
      this.app = new AnalysisApp(this);
    } catch (err) {
      const p = this.querySelector<HTMLElement>('[data-part="alert"]');
      if (p) {
        p.textContent = getT(this.dataset.lang ?? 'cs')('sandbox.failed');
        p.hidden = false;
      }
      console.warn(err);
    }
  }
}

if (!customElements.get('hp-analysis')) customElements.define('hp-analysis', HpAnalysis);
