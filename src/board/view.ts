/**
 * The one PixiJS board of the site. It draws a {@link Scene} — plain data the page computes
 * from its position and the tool in use — with the project's tile and figure art, pans and
 * pinch-zooms with pixi-viewport (src/board/stage.ts), and reports taps as board cells or
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
 * Camera: the whole position is fitted when its bounds change; "+"/"−" zoom about the tile
 * being placed (or the cursor), and the view pans to keep the tile being placed and the
 * cursor in sight. The box carries `data-board` (the kind of page), `data-last-move`
 * (`x,y` of the last tile placed), `data-spots` (follower spots in CSS pixels: `x,y,r;…`),
 * and, from the stage, `data-cell-origin` and `data-cell-size`.
 */
// PixiJS without code built from strings: the pages' Content-Security-Policy has no 'unsafe-eval'
import 'pixi.js/unsafe-eval';
// Of PixiJS's browser extensions only the pointer events the board and pixi-viewport use
import 'pixi.js/events';
import { Container, Graphics } from 'pixi.js';
import { createStage } from './stage';
import { composeFigures, type TileFigure, type RestingFigure } from '../art/figures';
import type { PlayerColor } from '../art/meeple';
import type { Location } from '../engine/tile-types';
import type { Game } from '../engine/game';
import { locationCode, locationName, rotateCode } from '../engine/locations';
import { drawPrims } from './pixi-draw';
import { anchorOf, artOf } from './art-cache';
import { MIN_TARGET, fitBounds, focusChoice, keepInView, sceneBounds, spread } from './camera';
import { TILE, type BoardKind, type Cell, type FeatureMark, type Scene } from './scene';

export type { BoardKind, Cell, FeatureMark, PreviewFigure, Scene, Spot } from './scene';
export { TILE } from './scene';
export { MIN_TARGET } from './camera';
export { artOf, anchorOf, warmArt, takeArt } from './art-cache';

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
  /** Where an earlier view of the same board had the camera (a board scrolled out of sight and back). */
  camera?: BoardCamera;
}

/** The live board. */
export interface BoardView {
  render(scene: Scene): void;
  /** Zooms by `factor` (> 1 closer) about the tile being placed, else the cursor, else the view's centre. */
  zoom(factor: number): void;
  /** Shows the whole position (`force`: even if its bounds did not change). */
  fit(force?: boolean): void;
  /** Where the reader has the board now, to give to a later view of the same board. */
  camera(): BoardCamera;
  destroy(): void;
  /** Renderer in use (`webgl` or `canvas`), for diagnostics and tests. */
  readonly renderer: string;
}

const GOLD = 0xffd54a;
const BLUE = 0x1b65c1;
const INK = 0x1a1a1a;
const RED = 0xb3261e;
const LAST = 0xe0701b;

/**
 * Creates the PixiJS board inside `box`.
 * @throws when neither renderer can start (the callers show a message instead of the board)
 */
export async function createBoardView(box: HTMLElement, host: ViewHost, opts: BoardViewOptions): Promise<BoardView> {
  box.dataset.board = opts.kind;
  const minScale = opts.minScale ?? 0.05;
  const maxScale = 4;
  let size = '';
  let scene: Scene | null = null;
  const stage = await createStage(box, {
    minScale,
    maxScale,
    cell: TILE,
    prefer: opts.prefer ?? 'webgl',
    // the extensions the board uses are imported above (pointer events); the rest is not loaded
    manageImports: false,
    // the wheel over the tile being placed turns it
    wheel: (wx, wy, e) => {
      const g = scene?.ghost;
      if (!g || g.placed || Math.floor(wx / TILE) !== g.x || Math.floor(wy / TILE) !== g.y) return false;
      host.onWheelRotate(e.deltaY > 0 ? 1 : -1);
      return true;
    },
    // a new size (a phone turned, a window resized) shows the whole position again
    resized: (w, h) => {
      const now = `${w}x${h}`;
      if (size && now !== size) fit(true);
      size = now;
    },
  });
  const { app, vp, publish, requestRender } = stage;
  const layers = {
    tiles: new Container(),
    marks: new Container(),
    ghost: new Container(),
    highlight: new Container(),
    hover: new Container(),
    figures: new Container(),
    spots: new Container(),
  };
  for (const l of Object.values(layers)) vp.addChild(l);

  let fittedFor = opts.camera?.fitted ?? '';
  if (opts.camera) {
    vp.scale.set(opts.camera.scale);
    vp.moveCenter(opts.camera.x, opts.camera.y);
    publish();
  }

  /** Spot centres as drawn now (world units), after spreading. */
  let spotAt: [number, number][] = [];
  let spotR = 13;
  let hovered = -1;

  const spotUnder = (wx: number, wy: number): number => {
    let best = -1;
    let bestD = Infinity;
    spotAt.forEach(([x, y], i) => {
      const d = Math.hypot(x - wx, y - wy);
      if (d <= spotR + 2 / vp.scale.x && d < bestD) {
        best = i;
        bestD = d;
      }
    });
    return best;
  };

  vp.on('clicked', (e) => {
    if (!scene) return;
    const w = e.world;
    const i = spotUnder(w.x, w.y);
    if (i >= 0) host.onSpot(i);
    else host.onCell(Math.floor(w.x / TILE), Math.floor(w.y / TILE));
  });

  // hovering a spot outlines its feature
  const canvas = app.canvas;
  const onHover = (e: PointerEvent): void => {
    if (!scene || e.pointerType === 'touch') return;
    const r = canvas.getBoundingClientRect();
    const w = vp.toWorld(e.clientX - r.left, e.clientY - r.top);
    const i = spotUnder(w.x, w.y);
    if (i === hovered) return;
    hovered = i;
    drawHover();
    canvas.style.cursor = i >= 0 || scene.cells.length ? 'pointer' : '';
  };
  const onLeave = (): void => {
    if (hovered < 0) return;
    hovered = -1;
    drawHover();
  };
  canvas.addEventListener('pointermove', onHover);
  canvas.addEventListener('pointerleave', onLeave);

  const sprites = new Map<string, Container>();

  function tileNode(id: string, x: number, y: number, rotation: number): Container {
    const a = artOf(id, rotation);
    const node = a ? drawPrims(a.prims, 160) : new Container();
    if (!a)
      node.addChild(
        new Graphics().rect(0, 0, TILE, TILE).fill({ color: 0xeeeeee }).stroke({ color: 0x999999, width: 2 }),
      );
    node.position.set(x * TILE, y * TILE);
    return node;
  }

  function outline(
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
  function highlightFeature(game: Game, m: FeatureMark, g: Graphics): void {
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
            g.rect((p.x + dx) * TILE + 3, (p.y + dy) * TILE + 3, TILE - 6, TILE - 6).stroke({ color: GOLD, width: 6 });
        }
      outline(g, p.tile.id, p.q * 90, m.loc, p.x, p.y, GOLD);
      return;
    }
    for (const n of grp.parts) {
      const t = b.tiles[b.nodeTile[n]!]!;
      const f = t.tile.features[b.nodeFeature[n]!]!;
      if (!f.locs.length) continue;
      outline(g, t.tile.id, t.q * 90, locationName(rotateCode(f.locs[0]!, t.q)), t.x, t.y, GOLD);
    }
  }

  function drawHover(): void {
    for (const ch of layers.hover.removeChildren()) ch.destroy();
    const sp = scene && hovered >= 0 ? scene.spots[hovered] : undefined;
    if (sp) {
      const g = new Graphics();
      outline(g, sp.tile, sp.rotation, sp.at, sp.x, sp.y, GOLD);
      layers.hover.addChild(g);
    }
    requestRender();
  }

  /** Draws the spots at a size that stays a touch target at the current zoom, pushed apart. */
  function drawSpots(): void {
    for (const ch of layers.spots.removeChildren()) ch.destroy();
    const s = scene;
    if (!s) return;
    const scale = vp.scale.x;
    spotR = Math.max(13, MIN_TARGET / 2 / scale);
    const raw = s.spots.map((sp) => {
      const [ax, ay] = anchorOf(sp.tile, sp.rotation, sp.at);
      return [sp.x * TILE + ax, sp.y * TILE + ay] as [number, number];
    });
    spotAt = spread(raw, spotR * 2 + 4 / scale, s.spots);
    const g = new Graphics();
    const w = Math.max(2.5, 2 / scale);
    s.spots.forEach((sp, i) => {
      const [x, y] = spotAt[i]!;
      const arm = spotR * 0.45;
      g.circle(x, y, spotR)
        .fill({ color: sp.target ? GOLD : 0xffffff, alpha: sp.target ? 0.55 : 0.6 })
        .stroke({ color: sp.target ? 0x7a5c00 : INK, width: w });
      g.moveTo(x - arm, y)
        .lineTo(x + arm, y)
        .stroke({ color: INK, width: w });
      g.moveTo(x, y - arm)
        .lineTo(x, y + arm)
        .stroke({ color: INK, width: w });
    });
    layers.spots.addChild(g);
    const r = Math.round(spotR * scale * 10) / 10;
    box.dataset.spots = spotAt
      .map(([x, y]) => {
        const o = vp.toScreen(x, y);
        return `${Math.round(o.x * 10) / 10},${Math.round(o.y * 10) / 10},${r}`;
      })
      .join(';');
    if (!spotAt.length) delete box.dataset.spots;
  }
  let spotScale = 0;
  const respot = (): void => {
    if (scene?.spots.length && vp.scale.x !== spotScale) {
      spotScale = vp.scale.x;
      drawSpots();
    } else if (scene?.spots.length) drawSpots();
  };
  vp.on('zoomed-end', respot);
  vp.on('moved-end', respot);

  function fit(force = false): void {
    if (!scene) return;
    const b = sceneBounds(scene);
    const key = `${b.x0},${b.x1},${b.y0},${b.y1}`;
    if (key === fittedFor && !force) return;
    fittedFor = key;
    fitBounds(vp, b, minScale, maxScale);
    publish();
  }

  /** The cell the camera keeps in sight and zooms about: the tile being placed, else the cursor. */
  const focusCell = (): Cell | null => scene?.ghost ?? scene?.cursor ?? null;

  const view: BoardView = {
    renderer: app.renderer.name,
    render(s) {
      const hadSpots = !!scene?.spots.length;
      scene = s;
      const game = s.game;
      const b = game.board;
      const seen = new Set<string>();
      for (const p of b.tiles) {
        const key = `${p.tile.id}@${p.x},${p.y},${p.q}`;
        seen.add(key);
        if (!sprites.has(key)) {
          const n = tileNode(p.tile.id, p.x, p.y, p.q * 90);
          sprites.set(key, n);
          layers.tiles.addChild(n);
        }
      }
      for (const [key, n] of sprites) {
        if (!seen.has(key)) {
          n.destroy({ children: true });
          sprites.delete(key);
        }
      }
      for (const l of [layers.marks, layers.ghost, layers.highlight, layers.figures]) {
        for (const ch of l.removeChildren()) ch.destroy({ children: true });
      }
      const marks = new Graphics();
      for (const c of s.cells) {
        const on = s.ghost && !s.ghost.placed && s.ghost.x === c.x && s.ghost.y === c.y;
        marks
          .rect(c.x * TILE + 4, c.y * TILE + 4, TILE - 8, TILE - 8)
          .fill({ color: BLUE, alpha: on ? 0 : 0.16 })
          .stroke({ color: BLUE, width: 3 });
      }
      if (s.lastMove)
        marks
          .rect(s.lastMove.x * TILE + 3, s.lastMove.y * TILE + 3, TILE - 6, TILE - 6)
          .stroke({ color: LAST, width: 5 });
      if (s.selected)
        marks
          .rect(s.selected.x * TILE + 2, s.selected.y * TILE + 2, TILE - 4, TILE - 4)
          .stroke({ color: INK, width: 5 });
      if (s.cursor) {
        const c = s.cursor;
        marks.rect(c.x * TILE + 8, c.y * TILE + 8, TILE - 16, TILE - 16).stroke({ color: RED, width: 4 });
        // a cross where the tile in hand does not fit
        if (s.cells.length && !s.cells.some((f) => f.x === c.x && f.y === c.y) && !s.ghost)
          marks
            .moveTo(c.x * TILE + 25, c.y * TILE + 25)
            .lineTo(c.x * TILE + 75, c.y * TILE + 75)
            .stroke({ color: RED, width: 4 });
      }
      layers.marks.addChild(marks);
      if (s.ghost) {
        const gh = tileNode(s.ghost.tile, s.ghost.x, s.ghost.y, s.ghost.rotation);
        gh.alpha = s.ghost.placed ? 1 : 0.92;
        layers.ghost.addChild(gh);
        layers.ghost.addChild(
          new Graphics().rect(s.ghost.x * TILE, s.ghost.y * TILE, TILE, TILE).stroke({ color: INK, width: 5 }),
        );
      }
      const hl = new Graphics();
      for (const m of s.highlight) highlightFeature(game, m, hl);
      for (const pv of s.preview) outline(hl, pv.tile, pv.rotation, pv.at, pv.x, pv.y, BLUE);
      layers.highlight.addChild(hl);

      // figures: every tile's own, resting ones, and the previewed ones, through the art's composition
      const onTile = new Map<
        string,
        { tile: string; rotation: number; figures: TileFigure[]; resting: RestingFigure[] }
      >();
      const entry = (x: number, y: number, tile: string, rotation: number) => {
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
          layers.figures.addChild(n);
        }
      }
      if (s.lastMove) box.dataset.lastMove = `${s.lastMove.x},${s.lastMove.y}`;
      else delete box.dataset.lastMove;

      fit();
      if (s.spots.length && !hadSpots && focusChoice(vp, s, maxScale)) publish();
      // the tile being placed (or the cursor) stays in sight; while a follower is chosen the spots do
      const f = s.spots.length ? null : focusCell();
      if (f && keepInView(vp, f)) publish();
      hovered = -1;
      for (const ch of layers.hover.removeChildren()) ch.destroy();
      drawSpots();
      requestRender();
    },
    zoom(factor) {
      const to = Math.max(minScale, Math.min(maxScale, vp.scale.x * factor));
      const f = focusCell();
      if (!f) {
        vp.animate({ scale: to, time: 150, position: vp.center });
        return;
      }
      // the focus stays where it is on screen (or comes into the view when it was outside)
      const px = (f.x + 0.5) * TILE;
      const py = (f.y + 0.5) * TILE;
      const k = vp.scale.x / to;
      const cx = px + (vp.center.x - px) * k;
      const cy = py + (vp.center.y - py) * k;
      vp.animate({
        scale: to,
        time: 150,
        position: { x: cx, y: cy },
        callbackOnComplete: () => {
          if (keepInView(vp, f)) publish();
          drawSpots();
          requestRender();
        },
      });
      requestRender();
    },
    fit(force) {
      fit(force);
      drawSpots();
      requestRender();
    },
    camera() {
      return { scale: vp.scale.x, x: vp.center.x, y: vp.center.y, fitted: fittedFor };
    },
    destroy() {
      canvas.removeEventListener('pointermove', onHover);
      canvas.removeEventListener('pointerleave', onLeave);
      sprites.clear();
      stage.destroy();
    },
  };
  return view;
}
