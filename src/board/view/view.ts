/**
 * The one PixiJS board of the site. It draws a {@link Scene} — plain data the page computes
 * from its position and the tool in use — with the project's tile and figure art, pans and
 * pinch-zooms with pixi-viewport (src/board/view/stage.ts), and reports taps as board cells or
 * figure spots. It decides nothing: every rule question is the engine's, asked by the page.
 *
 * Worked examples, the analysis board and free play draw through it, so a reader meets the
 * same board, the same marks and the same touch targets everywhere:
 * - placed tiles (kept between renders), figures through the art's one figure composition
 *   (src/art/figures.ts: a second figure beside the first, farmers lying, resting figures
 *   ringed with their place's value beside them);
 * - the cells where the tile in hand fits, the tile being placed, the keyboard cursor (a
 *   cross where the tile does not fit), the placed tile being edited, the last move;
 * - follower spots: at least {@link MIN_TARGET} CSS pixels across at any zoom and pushed
 *   apart until they do not overlap; hovering one outlines its feature;
 * - highlighted features (a scoring line, the features just scored) and the previewed figure.
 *
 * Camera: the whole position is fitted when its bounds change, until the reader zooms or moves
 * the board by hand (a growing board then keeps the reader's zoom); "+"/"−" zoom about the tile
 * being placed (or the cursor); the view pans to keep the tile being placed, the cursor or the
 * last move in sight. The box carries `data-board` (the kind of page), `data-last-move`
 * (`x,y` of the last tile placed), `data-spots` (follower spots in CSS pixels: `x,y,r;…`),
 * and, from the stage, `data-cell-origin` and `data-cell-size`.
 */
// PixiJS without code built from strings: the pages' Content-Security-Policy has no 'unsafe-eval'
import 'pixi.js/unsafe-eval';
// Of PixiJS's browser extensions only the pointer events the board and pixi-viewport use
import 'pixi.js/events';
import { Container, Graphics } from 'pixi.js';
import { createStage, type Stage } from './stage';
import { composeFigures, type TileFigure, type RestingFigure } from '../../art/figures';
import type { PlayerColor } from '../../art/meeple';
import { PALETTE } from '../../art/style';
import { type Game, type Location, locationCode, locationName, rotateCode } from '../../engine/core';
import { cellMarks, drawArrow, drawPrims, drawSpot } from './pixi-draw';
import { TileLayer } from './tile-layer';
import { BadgeLayer } from './badges';
import { anchorOf, artOf } from './art-cache';
import * as cam from './camera';
import { TILE, type BoardKind, type Cell, type FeatureMark, type Scene } from './scene';

export type { BoardKind, Cell, FeatureMark, PreviewFigure, Scene, Spot } from './scene';
export { TILE } from './scene';
export { MIN_TARGET } from './camera';
export { artOf, anchorOf, ensureArt, warmArt, takeArt } from './art-cache';

/** Callbacks of the view. */
export interface ViewHost {
  /** A tap on a board cell (empty or not) away from any spot. */
  onCell(x: number, y: number): void;
  /** A tap on spot `index` of the scene. */
  onSpot(index: number): void;
  /** Mouse wheel over the tile being placed: turn it (1 clockwise, −1 counter-clockwise). */
  onWheelRotate(dir: 1 | -1): void;
}

/** A view's zoom (scale) and centre (world units), and the bounds it last fitted itself to. */
export interface BoardCamera {
  scale: number;
  x: number;
  y: number;
  fitted: string;
}

/** Options of {@link createBoardView}. */
export interface BoardViewOptions {
  kind: BoardKind;
  /** Renderer tried first (worked examples: `canvas`, which starts sooner; see stage.ts). */
  prefer?: 'canvas' | 'webgl';
  /** Smallest zoom (default 0.05). */
  minScale?: number;
  /**
   * Smallest tile, in CSS pixels, the whole-position fit goes down to (default none): a
   * larger position is then shown with the tile being placed in view (worked examples on a phone).
   */
  fitMinCell?: number;
  /** Where an earlier view of the same board had the camera (a board scrolled out of sight and back). */
  camera?: BoardCamera;
  /** Words a player's colour on the score badges (default: the colour's id); free play gives the reader's names. */
  playerName?: (colour: string) => string;
}

/** The live board. */
export interface BoardView {
  render(scene: Scene): void;
  /** Zooms by `factor` (> 1 closer) about the tile being placed, else the cursor, else the view's centre. */
  zoom(factor: number): void;
  /** Shows the whole position (`force`: even when its bounds did not change or the reader zoomed by hand; `whole`: below the board's smallest fitted tile if need be, and at later fits until one without). */
  fit(force?: boolean, whole?: boolean): void;
  /** Where the reader has the board now, to give to a later view of the same board. */
  camera(): BoardCamera;
  /** Labels the board's tiles from now on (labels.ts, loaded now), with a switch in its corner worded `name` ("Popisky"). */
  labelTiles(name: string): void;
  destroy(): void;
  /** Renderer in use (`webgl` or `canvas`), for diagnostics and tests. */
  readonly renderer: string;
}

const GOLD = 0xffd54a;
const BLUE = 0x1b65c1;
const INK = 0x1a1a1a;
/** The reader's marks: the art's mark colour. */
const MARK = Number.parseInt(PALETTE.mark.slice(1), 16);
const MAX_SCALE = 4;
/** The hint's frame: a green that reads on fields, cities and roads alike. */
const HINT = 0x0f8a3c;

/** The figures of one tile to compose: the tile drawn there and its figures. */
interface TileFigures {
  tile: string;
  rotation: number;
  figures: TileFigure[];
  resting: RestingFigure[];
}

/** The live board: a stage, its layers and the scene last drawn. */
class PixiBoard implements BoardView {
  readonly renderer: string;
  private scene: Scene | null = null;
  private readonly layers = {
    tiles: new Container(),
    marks: new Container(),
    ghost: new Container(),
    highlight: new Container(),
    hover: new Container(),
    figures: new Container(),
    notes: new Container(),
    spots: new Container(),
  };
  /** Placed tiles, one shared drawing per tile kind and rotation (tile-layer.ts). */
  private readonly tiles = new TileLayer(this.layers.tiles);
  private fittedFor: string;
  /** The reader zoomed or moved the board by hand since the last fit ({@link cam.refits}); before a drag (a page scroll undoes it). */
  private byHand = false;
  private wasByHand = false;
  /** The reader asked for the whole board: fits go below the smallest fitted tile ({@link BoardViewOptions.fitMinCell}). */
  private whole = false;
  /** The view (centre in world units, scale) before a choice zoomed in on its spots ({@link render}). */
  private beforeChoice?: cam.SavedView;
  /** Spot centres as drawn now (world units, after spreading) and their radius. */
  private spotAt: [number, number][] = [];
  private spotR = 13;
  private hovered = -1;
  private readonly minScale: number;
  private readonly fitMinCell: number;
  private readonly badges: BadgeLayer;
  /** The tile labels, once their code has arrived (labels.ts). */
  private labels?: import('./labels').LabelLayer;

  constructor(
    private readonly box: HTMLElement,
    private readonly stage: Stage,
    private readonly host: ViewHost,
    opts: BoardViewOptions,
  ) {
    const { app, vp } = stage;
    this.renderer = app.renderer.name;
    this.minScale = opts.minScale ?? 0.05;
    this.fitMinCell = opts.fitMinCell ?? 0;
    for (const l of Object.values(this.layers)) vp.addChild(l);
    this.badges = new BadgeLayer(box, opts.playerName ?? ((c) => c), (wx, wy) => vp.toScreen(wx, wy));
    // the badges and the tile labels follow the board while it pans and zooms
    for (const ev of ['moved', 'zoomed'] as const) vp.on(ev, () => (this.badges.place(), this.labels?.refresh()));
    this.fittedFor = opts.camera?.fitted ?? '';
    if (opts.camera) {
      vp.scale.set(opts.camera.scale);
      vp.moveCenter(opts.camera.x, opts.camera.y);
      stage.publish();
    }
    vp.on('clicked', (e) => {
      if (!this.scene) return;
      const i = this.spotUnder(e.world.x, e.world.y);
      if (i >= 0) host.onSpot(i);
      else host.onCell(Math.floor(e.world.x / TILE), Math.floor(e.world.y / TILE));
    });
    // the spots keep their size on screen at every zoom
    for (const ev of ['zoomed-end', 'moved-end'] as const) vp.on(ev, () => this.drawSpots());
    for (const ev of ['drag-start', 'pinch-start', 'wheel-start'] as const) vp.on(ev, () => this.byReader());
    vp.on('drag-cancel', () => (this.byHand = this.wasByHand));
    app.canvas.addEventListener('pointermove', this.onHover);
    app.canvas.addEventListener('pointerleave', this.onLeave);
  }

  private destroyed = false;
  private labelling?: Promise<void>;
  /** The wheel over the tile being placed turns it (the stage asks before the page scrolls). */
  wheel(wx: number, wy: number, e: WheelEvent): boolean {
    const g = this.scene?.ghost;
    if (!g || g.placed || Math.floor(wx / TILE) !== g.x || Math.floor(wy / TILE) !== g.y) return false;
    this.host.onWheelRotate(e.deltaY > 0 ? 1 : -1);
    return true;
  }

  private spotUnder(wx: number, wy: number): number {
    return cam.spotAt(this.spotAt, this.spotR + 2 / this.stage.vp.scale.x, wx, wy);
  }

  /** Hovering a spot outlines its feature. */
  private readonly onHover = (e: PointerEvent): void => {
    if (!this.scene || e.pointerType === 'touch') return;
    const canvas = this.stage.app.canvas;
    const r = canvas.getBoundingClientRect();
    const w = this.stage.vp.toWorld(e.clientX - r.left, e.clientY - r.top);
    const i = this.spotUnder(w.x, w.y);
    if (i === this.hovered) return;
    this.hovered = i;
    this.drawHover();
    canvas.style.cursor = i >= 0 || this.scene.cells.length ? 'pointer' : '';
  };

  private readonly onLeave = (): void => {
    if (this.hovered < 0) return;
    this.hovered = -1;
    this.drawHover();
  };

  /** Outlines the feature at `loc` of the tile drawn at `[x, y]`. */
  private outline(
    g: Graphics,
    id: string,
    rotation: number,
    loc: Location,
    x: number,
    y: number,
    colour: number,
  ): void {
    const a = artOf(id, rotation);
    const fi = a?.featureAt[loc];
    if (!a || fi === undefined) return;
    for (const poly of a.features[fi]!.outline) {
      const pts = poly.map((v, i) => v + (i % 2 === 0 ? x * TILE : y * TILE));
      g.poly(pts, true).fill({ color: colour, alpha: 0.35 }).stroke({ color: colour, width: 4, join: 'round' });
    }
  }

  /** Outlines every tile part of the feature at a mark (a monastery: its 3 × 3 tiles too). */
  private highlightFeature(game: Game, m: FeatureMark, g: Graphics, colour = GOLD): void {
    const b = game.board;
    const p = b.at(m.x, m.y);
    if (!p) return;
    const node = b.nodeAt(p, locationCode(m.loc));
    if (node < 0) return;
    const grp = b.group(node);
    if (grp.kind === 'monastery') {
      for (let dx = -1; dx <= 1; dx++)
        for (let dy = -1; dy <= 1; dy++) {
          if (b.at(p.x + dx, p.y + dy))
            g.rect((p.x + dx) * TILE + 3, (p.y + dy) * TILE + 3, TILE - 6, TILE - 6).stroke({
              color: colour,
              width: 6,
            });
        }
      this.outline(g, p.tile.id, p.q * 90, m.loc, p.x, p.y, colour);
      return;
    }
    for (const n of grp.parts) {
      const t = b.tiles[b.nodeTile[n]!]!;
      const f = t.tile.features[b.nodeFeature[n]!]!;
      if (!f.locs.length) continue;
      this.outline(g, t.tile.id, t.q * 90, locationName(rotateCode(f.locs[0]!, t.q)), t.x, t.y, colour);
    }
  }

  private drawHover(): void {
    for (const ch of this.layers.hover.removeChildren()) ch.destroy();
    const sp = this.scene && this.hovered >= 0 ? this.scene.spots[this.hovered] : undefined;
    if (sp) {
      const g = new Graphics();
      this.outline(g, sp.tile, sp.rotation, sp.at, sp.x, sp.y, GOLD);
      this.layers.hover.addChild(g);
    }
    this.stage.requestRender();
  }

  /** Draws the spots at a size that stays a touch target at the current zoom, pushed apart; publishes `data-spots`. */
  private drawSpots(): void {
    for (const ch of this.layers.spots.removeChildren()) ch.destroy();
    const s = this.scene;
    const vp = this.stage.vp;
    if (!s) return;
    const scale = vp.scale.x;
    this.spotR = Math.max(13, cam.MIN_TARGET / 2 / scale);
    // a feature mark's spot moves off a figure standing at its anchor, which stays in sight
    const held = new Set<string>();
    if (s.spots.some((sp) => sp.mark))
      for (const f of s.game.figuresOnBoard()) {
        const p = s.game.board.tiles[f.tile]!;
        const [ax, ay] = anchorOf(p.tile.id, p.q * 90, locationName(f.loc));
        held.add(`${Math.round(p.x * TILE + ax)},${Math.round(p.y * TILE + ay)}`);
      }
    const raw = s.spots.map((sp) => {
      const [ax, ay] = anchorOf(sp.tile, sp.rotation, sp.at);
      const x = sp.x * TILE + ax,
        y = sp.y * TILE + ay;
      if (!sp.mark || !held.has(`${Math.round(x)},${Math.round(y)}`)) return [x, y] as [number, number];
      const [dx, dy] = [TILE / 2 - ax, TILE / 2 - ay]; // towards the tile's middle (south from it)
      const d = Math.hypot(dx, dy) > 1 ? Math.hypot(dx, dy) : 0;
      return [x + (d ? dx / d : 0) * this.spotR * 2, y + (d ? dy / d : 1) * this.spotR * 2] as [number, number];
    });
    this.spotAt = cam.spread(raw, this.spotR * 2 + 4 / scale, s.spots);
    const g = new Graphics();
    const w = Math.max(2.5, 2 / scale);
    const r = this.spotR;
    s.spots.forEach((sp, i) => {
      const [x, y] = this.spotAt[i]!;
      drawSpot(g, x, y, r, w, sp.mark ? 'mark' : sp.target ? 'target' : 'figure', { gold: GOLD, ink: INK, mark: MARK });
    });
    this.layers.spots.addChild(g);
    const rpx = Math.round(r * scale * 10) / 10;
    if (!this.spotAt.length) delete this.box.dataset.spots;
    else
      this.box.dataset.spots = this.spotAt
        .map(([x, y]) => {
          const o = vp.toScreen(x, y);
          return `${Math.round(o.x * 10) / 10},${Math.round(o.y * 10) / 10},${rpx}`;
        })
        .join(';');
    this.stage.requestRender();
  }

  /** Cells where the tile fits, the last move, the selected tile, the cursor; the tile being placed. */
  private drawMarks(s: Scene): void {
    const marks = cellMarks(s);
    this.layers.marks.addChild(marks);
    // the hint's move: the tile in hand drawn faintly where and as the hint would place it
    if (s.hint && !s.ghost && s.game.current) {
      const hn = this.tiles.node(s.game.current, s.hint.x, s.hint.y, s.hint.rotation);
      hn.alpha = 0.6;
      const { x, y } = s.hint;
      const frame = new Graphics()
        .rect(x * TILE + 2, y * TILE + 2, TILE - 4, TILE - 4)
        .stroke({ color: 0xffffff, width: 10 })
        .rect(x * TILE + 2, y * TILE + 2, TILE - 4, TILE - 4)
        .stroke({ color: HINT, width: 6 });
      this.layers.ghost.addChild(hn, frame);
    }
    if (s.ghost) {
      const gh = this.tiles.node(s.ghost.tile, s.ghost.x, s.ghost.y, s.ghost.rotation);
      gh.alpha = s.ghost.placed ? 1 : 0.92;
      this.layers.ghost.addChild(gh);
      this.layers.ghost.addChild(
        new Graphics().rect(s.ghost.x * TILE, s.ghost.y * TILE, TILE, TILE).stroke({ color: INK, width: 5 }),
      );
    }
    const hl = new Graphics();
    for (const m of s.highlight) this.highlightFeature(s.game, m, hl);
    for (const pv of s.preview) this.outline(hl, pv.tile, pv.rotation, pv.at, pv.x, pv.y, BLUE);
    this.layers.highlight.addChild(hl);
  }

  /**
   * The reader's marks (Scene.notes): cells tinted and framed, features outlined, arrows
   * above the figures, all in the mark colour; `data-marks` on the box counts them
   * ("cells,features,arrows") for tests and readers of the page.
   */
  private drawNotes(s: Scene): void {
    const m = s.notes;
    if (!m || !(m.cells.length || m.features.length || m.arrows.length)) {
      delete this.box.dataset.marks;
      return;
    }
    const g = new Graphics();
    for (const c of m.cells)
      g.rect(c.x * TILE + 4, c.y * TILE + 4, TILE - 8, TILE - 8)
        .fill({ color: MARK, alpha: 0.22 })
        .stroke({ color: MARK, width: 5 });
    for (const f of m.features) this.highlightFeature(s.game, f, g, MARK);
    for (const a of m.arrows)
      drawArrow(
        g,
        [a.from.x * TILE + TILE / 2, a.from.y * TILE + TILE / 2],
        [a.to.x * TILE + TILE / 2, a.to.y * TILE + TILE / 2],
        MARK,
      );
    this.layers.notes.addChild(g);
    this.box.dataset.marks = `${m.cells.length},${m.features.length},${m.arrows.length}`;
  }

  /** Every tile's figures, resting ones and the previewed ones, through the art's one figure composition. */
  private drawFigures(s: Scene): void {
    const game = s.game;
    const b = game.board;
    const onTile = new Map<string, TileFigures>();
    const entry = (x: number, y: number, tile: string, rotation: number): TileFigures => {
      const k = `${x},${y}`;
      let e = onTile.get(k);
      if (!e) onTile.set(k, (e = { tile, rotation, figures: [], resting: [] }));
      return e;
    };
    for (const f of game.figuresOnBoard()) {
      const p = b.tiles[f.tile]!;
      entry(p.x, p.y, p.tile.id, p.q * 90).figures.push({
        player: game.players[f.player] as PlayerColor,
        at: locationName(f.loc),
        kind: f.kind,
      });
    }
    for (const f of game.parkedFigures()) {
      const p = b.at(f.x, f.y);
      if (!p) continue;
      entry(p.x, p.y, p.tile.id, p.q * 90).resting.push({
        player: game.players[f.player] as PlayerColor,
        ...(f.place ? { place: f.place } : {}),
      });
    }
    for (const pv of s.preview)
      entry(pv.x, pv.y, pv.tile, pv.rotation).figures.push({
        player: pv.player as PlayerColor,
        at: pv.at,
        kind: pv.kind,
      });
    for (const [k, e] of onTile) {
      const a = artOf(e.tile, e.rotation);
      if (!a) continue;
      const [x, y] = k.split(',').map(Number) as [number, number];
      let figs;
      try {
        figs = composeFigures(a, e.figures, e.resting);
      } catch {
        continue; // a figure the drawing has no place for: the text list still names it
      }
      for (const f of figs) {
        const n = drawPrims(f.prims, 160);
        n.position.set(x * TILE, y * TILE);
        this.layers.figures.addChild(n);
      }
    }
  }

  render(s: Scene): void {
    const vp = this.stage.vp;
    const hadSpots = !!this.scene?.spots.length;
    this.scene = s;
    this.tiles.sync(s.game);
    for (const l of [
      this.layers.marks,
      this.layers.ghost,
      this.layers.highlight,
      this.layers.figures,
      this.layers.notes,
    ])
      for (const ch of l.removeChildren()) ch.destroy({ children: true });
    this.drawMarks(s);
    this.drawFigures(s);
    this.drawNotes(s);
    if (s.lastMove) this.box.dataset.lastMove = `${s.lastMove.x},${s.lastMove.y}`;
    else delete this.box.dataset.lastMove;
    if (s.hint) this.box.dataset.hint = `${s.hint.x},${s.hint.y},${s.hint.rotation}`;
    else delete this.box.dataset.hint;
    const refit = this.fitScene();
    if (s.spots.length && !hadSpots) {
      // a choice (a follower, a feature to mark) zooms in on its spots; the view before is kept
      this.beforeChoice = cam.zoomForChoice(vp, s, MAX_SCALE);
      if (this.beforeChoice) this.stage.publish();
    } else if (hadSpots && !s.spots.length && this.beforeChoice) {
      // the choice is over (move played or taken back, mark made): the view comes back, so
      // that what was scored is seen, unless the position was fitted anew
      if (!refit) cam.restoreView(vp, this.beforeChoice);
      this.beforeChoice = undefined;
      this.stage.publish();
    }
    // the tile being placed (or the cursor, or the last move) stays in sight; while a follower is chosen the spots do
    const f = s.spots.length ? null : (this.focusCell() ?? s.lastMove);
    if (f && cam.keepInView(vp, f)) this.stage.publish();
    this.hovered = -1;
    for (const ch of this.layers.hover.removeChildren()) ch.destroy();
    this.drawSpots();
    this.labels?.show(s.game);
    this.badges.showOn(s.badges ?? [], s.game.board, TILE);
  }

  /** Shows the whole position (and the tile being placed) when its bounds changed and the reader kept off the zoom (`force`: in any case); whether it did. */
  private fitScene(force = false, whole = false): boolean {
    if (!this.scene) return false;
    const b = cam.sceneBounds(this.scene);
    const key = `${b.x0},${b.x1},${b.y0},${b.y1}`;
    const grew = key !== this.fittedFor;
    this.fittedFor = key;
    if (!cam.refits(grew, force, this.byHand)) return false;
    this.byHand = false;
    if (force) this.whole = whole; // a whole board stays whole as the position changes
    cam.fitBounds(this.stage.vp, b, this.minScale, MAX_SCALE, this.whole ? 0 : this.fitMinCell);
    const f = this.focusCell();
    if (f) cam.keepInView(this.stage.vp, f);
    this.stage.publish();
    return true;
  }

  /** The cell the camera keeps in sight and zooms about: the tile being placed, else the cursor. */
  private focusCell(): Cell | null {
    return this.scene?.ghost ?? this.scene?.cursor ?? null;
  }

  /** The reader moved or zoomed the view: a choice keeps it, a growing position no longer refits it. */
  private byReader(): void {
    this.wasByHand = this.byHand;
    this.beforeChoice = undefined;
    this.byHand = true;
  }

  zoom(factor: number): void {
    this.byReader();
    const vp = this.stage.vp;
    const to = Math.max(this.minScale, Math.min(MAX_SCALE, vp.scale.x * factor));
    cam.zoomAbout(vp, to, this.focusCell(), (moved) => {
      if (moved) this.stage.publish();
      this.drawSpots();
    });
    this.stage.requestRender();
  }

  fit(force?: boolean, whole = false): void {
    this.beforeChoice = undefined;
    this.fitScene(force, whole);
    this.drawSpots();
  }

  labelTiles(name: string): void {
    this.labelling ??= import('./labels').then((m) => {
      if (!this.destroyed) (this.labels = new m.LabelLayer(this.box, name, this.stage.vp, TILE)).show(this.scene?.game);
    });
  }

  camera(): BoardCamera {
    const vp = this.stage.vp;
    return { scale: vp.scale.x, x: vp.center.x, y: vp.center.y, fitted: this.fittedFor };
  }

  destroy(): void {
    this.stage.app.canvas.removeEventListener('pointermove', this.onHover);
    this.stage.app.canvas.removeEventListener('pointerleave', this.onLeave);
    this.destroyed = true;
    this.labels?.destroy();
    this.badges.destroy();
    this.stage.destroy();
    this.tiles.destroy();
  }
}

/**
 * Creates the PixiJS board inside `box` and sets `data-board` on it.
 * @throws when neither renderer can start (the callers show a message instead of the board)
 */
export async function createBoardView(box: HTMLElement, host: ViewHost, opts: BoardViewOptions): Promise<BoardView> {
  box.dataset.board = opts.kind;
  let board: PixiBoard | null = null;
  let size = '';
  const stage = await createStage(box, {
    minScale: opts.minScale ?? 0.05,
    maxScale: MAX_SCALE,
    cell: TILE,
    prefer: opts.prefer ?? 'webgl',
    // the extensions the board uses are imported above (pointer events); the rest is not loaded
    manageImports: false,
    wheel: (wx, wy, e) => board?.wheel(wx, wy, e) ?? false,
    resized: (w, h) => {
      const now = `${w}x${h}`;
      // a new size of the box (a phone turned, a window resized) shows the whole position again
      if (size && now !== size) board?.fit(true);
      size = now;
    },
  });
  board = new PixiBoard(box, stage, host, opts);
  return board;
}
