/**
 * PixiJS drawing of the analysis board. It draws a {@link Scene} — plain data the page
 * computes from the position and the tool in use — with the project's tile and meeple art
 * (src/art through the sandbox's PixiJS backend), pans and pinch-zooms with pixi-viewport
 * as the sandbox does, and reports taps as board cells or figure spots. It decides
 * nothing: every rule question is the engine's, asked by the page.
 */
// PixiJS without code built from strings: the pages' Content-Security-Policy has no 'unsafe-eval'
import 'pixi.js/unsafe-eval';
import { Container, Graphics } from 'pixi.js';
import 'pixi.js/browser';
import { createStage } from '../board/stage';
import { figureSpot, markBeside, placeMark, placeSpot, tileArt, type TileArt } from '../art/tile';
import { STYLE } from '../art/style';
import { meeplePrims, type PlayerColor } from '../art/meeple';
import { tileDef } from '../engine/tileset';
import type { KnownTileDef, Location } from '../engine/tile-types';
import type { Game } from '../engine/game';
import { locationCode, locationName, rotateCode } from '../engine/locations';
import { drawPrims } from '../board/pixi-draw';

/** World units per tile. */
export const TILE = 100;

/** A feature to light up, named by a tile position and one of its locations (the whole feature is outlined). */
export interface FeatureMark {
  x: number;
  y: number;
  loc: Location;
}

/** A place a tap puts a figure (or picks a choice): on the tile at `[x, y]` at location `at`. */
export interface Spot {
  x: number;
  y: number;
  at: Location;
  /** Tile id and rotation drawn at `[x, y]` (the ghost tile or a placed one), for the anchor point. */
  tile: string;
  rotation: number;
}

/** Everything the board draws. */
export interface Scene {
  game: Game;
  /** Cells where the tile being placed fits. */
  cells: { x: number; y: number }[];
  /** The tile being placed, not yet on the board. */
  ghost: { tile: string; x: number; y: number; rotation: number } | null;
  /** Keyboard cursor (a cell). */
  cursor: { x: number; y: number } | null;
  /** The placed tile being edited. */
  selected: { x: number; y: number } | null;
  /** Tap targets for figures. */
  spots: Spot[];
  /** Features outlined (a final-scoring line, a move's feature). */
  highlight: FeatureMark[];
  /** A figure drawn on the ghost tile (the figure choice being previewed). */
  preview: { x: number; y: number; at: Location; tile: string; rotation: number; player: string; kind: string } | null;
}

/** Callbacks of the view. */
export interface ViewHost {
  /** A tap on a board cell (empty or not) away from any spot. */
  onCell(x: number, y: number): void;
  /** A tap on spot `index` of the scene. */
  onSpot(index: number): void;
  /** Mouse wheel over the ghost tile: turn it. */
  onWheelRotate(dir: 1 | -1): void;
}

/** The live board. */
export interface AnalysisView {
  render(scene: Scene): void;
  zoom(factor: number): void;
  /** Show the whole position (`force`: even if its bounds did not change). */
  fit(force?: boolean): void;
  destroy(): void;
  readonly renderer: string;
}

const artCache = new Map<string, TileArt | null>();

/** The drawing of a tile at a rotation (cached), or null when it cannot be drawn. */
export function artOf(id: string, rotation: number): TileArt | null {
  const key = `${id}@${rotation}`;
  if (!artCache.has(key)) {
    const def = tileDef(id);
    artCache.set(key, def && def.known && def.landTile !== false ? tileArt(def as KnownTileDef, rotation) : null);
  }
  return artCache.get(key)!;
}

/** Where a figure at `at` stands on a tile drawing (tile units). */
export function anchorOf(id: string, rotation: number, at: Location): [number, number] {
  const a = artOf(id, rotation)?.anchors[at];
  return a ? [a[0], a[1]] : [50, 50];
}

const SPOT_R = 13;

/** Creates the PixiJS board inside `box` (WebGL, else the canvas renderer). */
export async function createAnalysisView(box: HTMLElement, host: ViewHost): Promise<AnalysisView> {
  let size = '';
  const { app, vp, destroy, publish } = await createStage(box, {
    minScale: 0.05,
    maxScale: 4,
    cell: TILE,
    // the wheel over the tile being placed turns it
    wheel: (wx, wy, e) => {
      const g = scene?.ghost;
      if (!g || Math.floor(wx / TILE) !== g.x || Math.floor(wy / TILE) !== g.y) return false;
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
  const layers = {
    tiles: new Container(),
    marks: new Container(),
    ghost: new Container(),
    highlight: new Container(),
    figures: new Container(),
    spots: new Container(),
  };
  for (const l of Object.values(layers)) vp.addChild(l);

  let scene: Scene | null = null;
  vp.on('clicked', (e) => {
    if (!scene) return;
    const w = e.world;
    const i = scene.spots.findIndex((s) => {
      const [ax, ay] = anchorOf(s.tile, s.rotation, s.at);
      return Math.hypot(s.x * TILE + ax - w.x, s.y * TILE + ay - w.y) <= SPOT_R + 3;
    });
    if (i >= 0) host.onSpot(i);
    else host.onCell(Math.floor(w.x / TILE), Math.floor(w.y / TILE));
  });

  const sprites = new Map<string, Container>();
  let fittedFor = '';

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

  function figureNode(
    colour: string,
    kind: string,
    onField: boolean,
    x: number,
    y: number,
    at: [number, number],
    scale = 1,
  ): Container {
    const shape = onField ? 'farmer' : kind === 'large' ? 'large' : 'normal';
    const node = drawPrims(
      meeplePrims([0, 0], colour as PlayerColor, shape, onField && kind === 'large' ? 1.4 : 1),
      160,
    );
    node.scale.set(scale);
    node.position.set(x * TILE + at[0], y * TILE + at[1]);
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

  /** Outlines every tile part of the feature at a mark (a monastery: its 3 × 3 tiles). */
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
            g.rect((p.x + dx) * TILE + 3, (p.y + dy) * TILE + 3, TILE - 6, TILE - 6).stroke({
              color: 0xffd54a,
              width: 6,
            });
        }
      outline(g, p.tile.id, p.q * 90, m.loc, p.x, p.y, 0xffd54a);
      return;
    }
    for (const n of grp.parts) {
      const t = b.tiles[b.nodeTile[n]!]!;
      const f = t.tile.features[b.nodeFeature[n]!]!;
      if (!f.locs.length) continue;
      outline(g, t.tile.id, t.q * 90, locationName(rotateCode(f.locs[0]!, t.q)), t.x, t.y, 0xffd54a);
    }
  }

  function fit(force = false): void {
    if (!scene) return;
    const xs: number[] = [];
    const ys: number[] = [];
    for (const p of scene.game.board.tiles) {
      xs.push(p.x);
      ys.push(p.y);
    }
    for (const c of [...scene.cells, ...(scene.ghost ? [scene.ghost] : [])]) {
      xs.push(c.x);
      ys.push(c.y);
    }
    if (!xs.length) {
      xs.push(-1, 1);
      ys.push(-1, 1);
    }
    const x0 = Math.min(...xs),
      x1 = Math.max(...xs) + 1,
      y0 = Math.min(...ys),
      y1 = Math.max(...ys) + 1;
    const key = `${x0},${x1},${y0},${y1}`;
    if (key === fittedFor && !force) return;
    fittedFor = key;
    const pad = TILE * 0.3;
    vp.fit(true, (x1 - x0) * TILE + 2 * pad, (y1 - y0) * TILE + 2 * pad);
    vp.moveCenter(((x0 + x1) * TILE) / 2, ((y0 + y1) * TILE) / 2);
    publish();
  }

  const view: AnalysisView = {
    renderer: app.renderer.name,
    render(s) {
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
      for (const l of [layers.marks, layers.ghost, layers.highlight, layers.figures, layers.spots]) {
        for (const ch of l.removeChildren()) ch.destroy({ children: true });
      }
      const marks = new Graphics();
      for (const c of s.cells) {
        marks
          .rect(c.x * TILE + 4, c.y * TILE + 4, TILE - 8, TILE - 8)
          .fill({ color: 0x1b65c1, alpha: 0.16 })
          .stroke({ color: 0x1b65c1, width: 3 });
      }
      if (s.selected)
        marks
          .rect(s.selected.x * TILE + 2, s.selected.y * TILE + 2, TILE - 4, TILE - 4)
          .stroke({ color: 0x1a1a1a, width: 5 });
      if (s.cursor) {
        const c = s.cursor;
        marks.rect(c.x * TILE + 8, c.y * TILE + 8, TILE - 16, TILE - 16).stroke({ color: 0xb3261e, width: 4 });
      }
      layers.marks.addChild(marks);
      if (s.ghost) {
        const gh = tileNode(s.ghost.tile, s.ghost.x, s.ghost.y, s.ghost.rotation);
        gh.alpha = 0.92;
        layers.ghost.addChild(gh);
        layers.ghost.addChild(
          new Graphics().rect(s.ghost.x * TILE, s.ghost.y * TILE, TILE, TILE).stroke({ color: 0x1a1a1a, width: 5 }),
        );
      }
      const hl = new Graphics();
      for (const m of s.highlight) highlightFeature(game, m, hl);
      layers.highlight.addChild(hl);
      // figures on features; a second one on the same tile feature stands beside the first
      // (inside the feature and the tile: the art's figureSpot, as in the static figures)
      const per = new Map<string, [number, number][]>();
      for (const f of game.figuresOnBoard()) {
        const p = b.tiles[f.tile]!;
        const loc = locationName(f.loc);
        const a = artOf(p.tile.id, p.q * 90);
        const key = `${f.tile}:${f.node}`;
        const taken = per.get(key) ?? [];
        const spot = a ? figureSpot(a, loc, taken, f.kind === 'large') : anchorOf(p.tile.id, p.q * 90, loc);
        const pt: [number, number] = [spot[0], spot[1]];
        per.set(key, [...taken, pt]);
        const fi = p.tile.locFeature[p.q]?.[f.loc] ?? -1;
        const onField = fi >= 0 && p.tile.features[fi]!.kind === 'field';
        layers.figures.addChild(figureNode(game.players[f.player]!, f.kind, onField, p.x, p.y, pt));
      }
      // followers a rule keeps off the features (resting in a bathhouse): small and ringed,
      // where the tile's art marks their place, with that mark (the bathhouse's value) beside them
      for (const f of game.parkedFigures()) {
        const p = b.at(f.x, f.y);
        const a = p ? artOf(p.tile.id, p.q * 90) : null;
        const spot = a ? placeSpot(a, f.place) : { at: [50, 78] as const };
        const at: [number, number] = [spot.at[0], spot.at[1]];
        const st = STYLE[spot.ring ?? 'parked'] ?? STYLE.parked;
        layers.figures.addChild(
          new Graphics()
            .circle(f.x * TILE + at[0], f.y * TILE + at[1], 13)
            .fill({ color: st?.fill ?? '#FFFFFF', alpha: 0.9 })
            .stroke({ color: st?.stroke ?? '#000000', width: 2.5 }),
        );
        layers.figures.addChild(figureNode(game.players[f.player]!, f.kind, false, f.x, f.y, at, 0.7));
        const mark = a ? placeMark(a.prims, f.place, markBeside(at)) : [];
        if (mark.length) {
          const m = drawPrims(mark);
          m.position.set(f.x * TILE, f.y * TILE);
          layers.figures.addChild(m);
        }
      }
      if (s.preview) {
        const pv = s.preview;
        const a = artOf(pv.tile, pv.rotation);
        const fi = a?.featureAt[pv.at];
        const onField = fi !== undefined && a!.features[fi]!.kind === 'field';
        const g = new Graphics();
        outline(g, pv.tile, pv.rotation, pv.at, pv.x, pv.y, 0x1b65c1);
        layers.highlight.addChild(g);
        layers.figures.addChild(
          figureNode(pv.player, pv.kind, onField, pv.x, pv.y, anchorOf(pv.tile, pv.rotation, pv.at)),
        );
      }
      const spots = new Graphics();
      for (const sp of s.spots) {
        const [ax, ay] = anchorOf(sp.tile, sp.rotation, sp.at);
        spots
          .circle(sp.x * TILE + ax, sp.y * TILE + ay, SPOT_R)
          .fill({ color: 0xffffff, alpha: 0.45 })
          .stroke({ color: 0x1a1a1a, width: 2.5 });
        spots
          .moveTo(sp.x * TILE + ax - 6, sp.y * TILE + ay)
          .lineTo(sp.x * TILE + ax + 6, sp.y * TILE + ay)
          .stroke({ color: 0x1a1a1a, width: 2.5 });
        spots
          .moveTo(sp.x * TILE + ax, sp.y * TILE + ay - 6)
          .lineTo(sp.x * TILE + ax, sp.y * TILE + ay + 6)
          .stroke({ color: 0x1a1a1a, width: 2.5 });
      }
      layers.spots.addChild(spots);
      fit();
    },
    zoom(factor) {
      vp.animate({ scale: Math.max(0.05, Math.min(4, vp.scale.x * factor)), time: 150, position: vp.center });
    },
    fit(force) {
      fit(force);
    },
    destroy() {
      sprites.clear();
      destroy();
    },
  };
  return view;
}
