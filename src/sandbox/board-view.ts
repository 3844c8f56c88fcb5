/**
 * PixiJS v8 drawing of a sandbox board: placed tiles and followers (art from src/art),
 * the cells where the tile in hand fits, the tile being placed, follower locations to
 * choose from (hovering one lights up its feature), and the features counted by the last
 * scoring. Pan and pinch-zoom by pixi-viewport; the mouse wheel zooms only while the board
 * has keyboard focus (so the page keeps scrolling) and turns the tile when over it.
 */
import { Container, Graphics, Rectangle } from 'pixi.js';
// Of PixiJS's browser extensions only the pointer events the board and pixi-viewport use
// (app.init() is told not to import the whole set, which would be one more download;
// accessibility, DOM containers and filters are not used here).
import 'pixi.js/events';
// Shader and uniform code without `new Function`, so the board runs under a
// Content-Security-Policy without 'unsafe-eval' (src/lib/security-headers.mjs).
import 'pixi.js/unsafe-eval';
import { createStage } from '../board/stage';
import { figureSpot, markBeside, placeMark, placeSpot, tileArt, type Pt, type TileArt } from '../art/tile';
import { tileDef } from '../engine/tileset';
import type { KnownTileDef, Location } from '../engine/tile-types';
import type { Move, ScoreEvent } from '../engine/types';
import { locationName } from '../engine/locations';
import type { SandboxController } from '../board/controller';
import { drawPrims } from '../board/pixi-draw';
import { meeplePrims, type PlayerColor } from '../art/meeple';
import { STYLE } from '../art/style';

const T = 100; // world units per tile

/** What the view calls back into (the Sandbox). */
export interface ViewHost {
  onCellClick(x: number, y: number): void;
  onChoiceClick(index: number): void;
  onWheelRotate(dir: 1 | -1): void;
}

export interface BoardView {
  /** Redraws from the controller; `preview` is the follower choice to show in phase `choose`. */
  render(c: SandboxController, preview?: Move): void;
  /** Zooms about the centre of the view by `factor` (> 1 closer). */
  zoom(factor: number): void;
  /** Shows the whole position again (`force`: even if it did not change). */
  fit(force?: boolean): void;
  destroy(): void;
  /** Renderer in use (`webgl` or `canvas`), for diagnostics and tests. */
  readonly renderer: string;
  /** Where the reader has the board now (zoom and centre), to give to a later view of the same example. */
  camera(): BoardCamera;
}

/** A view's zoom (scale) and centre (world units), and the position it last fitted itself to. */
export interface BoardCamera {
  scale: number;
  x: number;
  y: number;
  fitted: string;
}

const artCache = new Map<string, TileArt>();

function art(id: string, rotation: number): TileArt | null {
  const key = `${id}@${rotation}`;
  let a = artCache.get(key);
  if (!a) {
    const def = tileDef(id);
    if (!def || !def.known) return null;
    a = tileArt(def as KnownTileDef, rotation);
    artCache.set(key, a);
  }
  return a;
}

/** Computes and caches the drawing of a tile at a rotation (no PixiJS work). */
export function warmArt(id: string, rotation: number): void {
  art(id, rotation);
}

/** Takes drawings the build made (art-prefetch.ts), so the board only turns those tiles. */
export { takeArt } from '../lib/tile-art-client';

/**
 * Creates the PixiJS application inside `box`: the canvas renderer (WebGL when it cannot
 * start), which draws a worked example's first frame sooner than WebGL — see `npm run bench`.
 * @param camera where an earlier view of the same example had the board (a board scrolled
 *   out of sight is freed and made again when it comes back): the reader's zoom and panning stay
 */
export async function createBoardView(box: HTMLElement, host: ViewHost, camera?: BoardCamera): Promise<BoardView> {
  let selectedCell: { x: number; y: number } | null = null;
  const { app, vp, destroy, publish } = await createStage(box, {
    minScale: 0.15,
    maxScale: 4,
    cell: T,
    manageImports: false,
    prefer: 'canvas',
    // the wheel over the tile being placed turns it
    wheel: (wx, wy, e) => {
      if (!selectedCell || Math.floor(wx / T) !== selectedCell.x || Math.floor(wy / T) !== selectedCell.y) return false;
      host.onWheelRotate(e.deltaY > 0 ? 1 : -1);
      return true;
    },
  });

  const layers = {
    tiles: new Container(),
    cells: new Container(),
    preview: new Container(),
    highlight: new Container(),
    figures: new Container(),
    markers: new Container(),
  };
  for (const l of Object.values(layers)) vp.addChild(l);

  let fittedFor = camera?.fitted ?? '';
  if (camera) {
    vp.scale.set(camera.scale);
    vp.moveCenter(camera.x, camera.y);
    publish();
  }
  let lastController: SandboxController | null = null;
  const tileSprites = new Map<string, Container>();

  function fit(c: SandboxController): void {
    const xs: number[] = [];
    const ys: number[] = [];
    for (const p of c.game.board.tiles) {
      xs.push(p.x);
      ys.push(p.y);
    }
    for (const cell of c.phase === 'tile' ? c.legalCells() : []) {
      xs.push(cell.x);
      ys.push(cell.y);
    }
    if (c.selection) {
      xs.push(c.selection.x);
      ys.push(c.selection.y);
    }
    if (!xs.length) return;
    const key = `${Math.min(...xs)},${Math.max(...xs)},${Math.min(...ys)},${Math.max(...ys)}`;
    if (key === fittedFor) return;
    fittedFor = key;
    const x0 = Math.min(...xs) * T - T * 0.3;
    const x1 = (Math.max(...xs) + 1) * T + T * 0.3;
    const y0 = Math.min(...ys) * T - T * 0.3;
    const y1 = (Math.max(...ys) + 1) * T + T * 0.3;
    vp.fit(true, x1 - x0, y1 - y0);
    vp.moveCenter((x0 + x1) / 2, (y0 + y1) / 2);
    publish();
  }

  function tileNode(id: string, x: number, y: number, rotation: number, alpha = 1): Container {
    const a = art(id, rotation);
    let node: Container;
    if (a) node = drawPrims(a.prims, 160);
    else {
      node = new Container();
      node.addChild(new Graphics().rect(0, 0, T, T).fill({ color: 0xeeeeee }).stroke({ color: 0x999999, width: 2 }));
    }
    node.position.set(x * T, y * T);
    node.alpha = alpha;
    return node;
  }

  function outlineOf(id: string, rotation: number, loc: string): number[][] {
    const a = art(id, rotation);
    if (!a) return [];
    const fi = a.featureAt[loc as keyof TileArt['featureAt']];
    return fi === undefined ? [] : a.features[fi]!.outline;
  }

  function drawHighlight(g: Graphics, x: number, y: number, polys: number[][], colour = 0xffd54a): void {
    for (const poly of polys) {
      const pts = poly.map((v, i) => v + (i % 2 === 0 ? x * T : y * T));
      g.poly(pts, true).fill({ color: colour, alpha: 0.35 }).stroke({ color: colour, width: 4, join: 'round' });
    }
  }

  /** Outlines of every tile part of the feature an event scored (the event lists its parts). */
  function highlightEvent(c: SandboxController, e: ScoreEvent, g: Graphics): void {
    const b = c.game.board;
    if (e.feature === 'monastery' && e.at) {
      // a monastery counts the tiles around it: frame each of them
      for (let dx = -1; dx <= 1; dx++)
        for (let dy = -1; dy <= 1; dy++) {
          if (b.at(e.at.x + dx, e.at.y + dy))
            g.rect((e.at.x + dx) * T + 3, (e.at.y + dy) * T + 3, T - 6, T - 6).stroke({ color: 0xffd54a, width: 5 });
        }
      return;
    }
    for (const part of e.parts ?? []) {
      const t = b.at(part.x, part.y);
      if (t && part.locs.length) drawHighlight(g, t.x, t.y, outlineOf(t.tile.id, t.q * 90, part.locs[0]!));
    }
  }

  function figureNode(
    colour: string,
    kind: string,
    feature: string,
    x: number,
    y: number,
    at: [number, number] | readonly [number, number],
  ): Container {
    const farmer = feature === 'field';
    const large = kind === 'large';
    const node = drawPrims(
      meeplePrims(
        [0, 0],
        colour as PlayerColor,
        farmer ? 'farmer' : large ? 'large' : 'normal',
        farmer && large ? 1.4 : 1,
      ),
      160,
    );
    node.position.set(x * T + at[0], y * T + at[1]);
    return node;
  }

  const view: BoardView = {
    renderer: app.renderer.name,
    render(c, preview) {
      lastController = c;
      const b = c.game.board;
      // placed tiles (kept between renders)
      const seen = new Set<string>();
      for (const p of b.tiles) {
        const key = `${p.tile.id}@${p.x},${p.y},${p.q}`;
        seen.add(key);
        if (!tileSprites.has(key)) {
          const n = tileNode(p.tile.id, p.x, p.y, p.q * 90);
          tileSprites.set(key, n);
          layers.tiles.addChild(n);
        }
      }
      for (const [key, n] of tileSprites)
        if (!seen.has(key)) {
          n.destroy({ children: true });
          tileSprites.delete(key);
        }

      for (const l of [layers.cells, layers.preview, layers.highlight, layers.figures, layers.markers]) {
        for (const ch of l.removeChildren()) ch.destroy({ children: true });
      }
      selectedCell = c.phase === 'tile' && c.selection ? { x: c.selection.x, y: c.selection.y } : null;

      // followers on the board; a second figure on the same feature stands beside the first,
      // inside the feature and the tile (the art's figureSpot, as in the static figures)
      const spots = new Map<string, Pt[]>();
      for (const f of c.game.figuresOnBoard()) {
        const p = b.tiles[f.tile]!;
        const loc = locationName(f.loc) as Location;
        const a = art(p.tile.id, p.q * 90);
        const key = `${f.tile}:${f.node}`;
        const taken = spots.get(key) ?? [];
        const pt = a ? figureSpot(a, loc, taken, f.kind === 'large') : ([50, 50] as Pt);
        spots.set(key, [...taken, pt]);
        const fi = p.tile.locFeature[p.q]?.[f.loc] ?? -1;
        const kind = fi >= 0 ? p.tile.features[fi]!.kind : '';
        layers.figures.addChild(figureNode(c.game.players[f.player]!, f.kind, kind, p.x, p.y, pt));
      }

      // followers a rule keeps off the features (e.g. resting in a bathhouse): small, ringed,
      // where the tile's art marks the place holding them, so they never look like a knight or a thief
      for (const f of c.game.parkedFigures()) {
        const p = b.at(f.x, f.y);
        const a = p ? art(p.tile.id, p.q * 90) : null;
        const spot = a ? placeSpot(a, f.place) : { at: [50, 78] as const };
        const at: [number, number] = [spot.at[0], spot.at[1]];
        const st = STYLE[spot.ring ?? 'parked'] ?? STYLE.parked;
        const ring = new Graphics()
          .circle(f.x * T + at[0], f.y * T + at[1], 13)
          .fill({ color: st.fill ?? '#FFFFFF', alpha: 0.9 })
          .stroke({ color: st.stroke ?? '#000000', width: 2.5 });
        layers.figures.addChild(ring);
        const node = figureNode(c.game.players[f.player]!, f.kind, '', f.x, f.y, at);
        node.scale.set(0.7);
        node.position.set(f.x * T + at[0], f.y * T + at[1]);
        layers.figures.addChild(node);
        // the place's own mark (a bathhouse's value) again, above and beside the figure
        const mark = a ? placeMark(a.prims, f.place, markBeside(at)) : [];
        if (mark.length) {
          const m = drawPrims(mark);
          m.position.set(f.x * T, f.y * T);
          layers.figures.addChild(m);
        }
      }

      const tile = c.game.current;
      if (c.phase === 'tile' && tile) {
        for (const cell of c.legalCells()) {
          const sel = c.selection && c.selection.x === cell.x && c.selection.y === cell.y;
          const g = new Graphics();
          g.rect(cell.x * T + 4, cell.y * T + 4, T - 8, T - 8)
            .fill({ color: 0x1b65c1, alpha: sel ? 0 : 0.18 })
            .stroke({ color: 0x1b65c1, width: 3 });
          g.eventMode = 'static';
          g.cursor = 'pointer';
          g.hitArea = new Rectangle(cell.x * T, cell.y * T, T, T);
          g.on('pointertap', () => host.onCellClick(cell.x, cell.y));
          layers.cells.addChild(g);
        }
      }
      if (c.phase === 'tile' && c.cursor && !c.selection) {
        const g = new Graphics()
          .rect(c.cursor.x * T + 2, c.cursor.y * T + 2, T - 4, T - 4)
          .stroke({ color: 0xb3261e, width: 4 });
        g.moveTo(c.cursor.x * T + 25, c.cursor.y * T + 25)
          .lineTo(c.cursor.x * T + 75, c.cursor.y * T + 75)
          .stroke({ color: 0xb3261e, width: 4 });
        layers.preview.addChild(g);
      }
      if (c.selection && tile && c.phase !== 'done') {
        const s = c.selection;
        layers.preview.addChild(tileNode(tile, s.x, s.y, s.rotation, c.phase === 'tile' ? 0.92 : 1));
        const frame = new Graphics().rect(s.x * T, s.y * T, T, T).stroke({ color: 0x1a1a1a, width: 5 });
        if (c.phase === 'tile') {
          frame.eventMode = 'static';
          frame.cursor = 'pointer';
          frame.hitArea = new Rectangle(s.x * T, s.y * T, T, T);
          frame.on('pointertap', () => host.onCellClick(s.x, s.y));
        }
        layers.preview.addChild(frame);
      }
      if (c.phase === 'choose' && c.selection && tile) {
        const s = c.selection;
        const a = art(tile, s.rotation);
        const choices = c.choices();
        const hl = new Graphics();
        layers.highlight.addChild(hl);
        choices.forEach((m, i) => {
          if (!m.figure || !a) return;
          const pt = a.anchors[m.figure.at as keyof TileArt['anchors']] ?? [50, 50];
          const same = choices.findIndex((o) => o.figure?.at === m.figure!.at);
          if (same !== i) return; // one marker per location; kinds are in the list
          const mk = new Graphics()
            .circle(s.x * T + pt[0], s.y * T + pt[1], 11)
            .fill({ color: 0xffffff, alpha: 0.25 })
            .stroke({ color: 0x1a1a1a, width: 2.5 });
          mk.eventMode = 'static';
          mk.cursor = 'pointer';
          mk.on('pointerover', () => {
            hl.clear();
            drawHighlight(hl, s.x, s.y, outlineOf(tile, s.rotation, m.figure!.at));
          });
          mk.on('pointerout', () => hl.clear());
          mk.on('pointertap', () => host.onChoiceClick(i));
          layers.markers.addChild(mk);
        });
        // choices that put a figure on another tile (an anniversary symbol): a dashed ring there
        choices.forEach((m, i) => {
          for (const act of m.actions ?? []) {
            const mp = act.meeple as { on?: [number, number]; at?: string } | undefined;
            if (!mp?.on || !mp.at) continue;
            const o = b.at(mp.on[0], mp.on[1]);
            const oa = o ? art(o.tile.id, o.q * 90) : null;
            if (!o || !oa) continue;
            const pt = oa.anchors[mp.at as keyof TileArt['anchors']] ?? [50, 50];
            const mk = new Graphics()
              .circle(o.x * T + pt[0], o.y * T + pt[1], 11)
              .fill({ color: 0xffd54a, alpha: 0.35 })
              .stroke({ color: 0x7a5c00, width: 2.5 });
            mk.eventMode = 'static';
            mk.cursor = 'pointer';
            mk.on('pointerover', () => {
              hl.clear();
              drawHighlight(hl, o.x, o.y, outlineOf(o.tile.id, o.q * 90, mp.at!));
            });
            mk.on('pointerout', () => hl.clear());
            mk.on('pointertap', () => host.onChoiceClick(i));
            layers.markers.addChild(mk);
          }
        });
        const show = preview ?? choices[0];
        const showMeeple = show?.actions
          ?.map((a) => a.meeple as { on?: [number, number]; at?: string; kind?: string } | undefined)
          .find((mp) => mp?.on && mp.at);
        if (showMeeple) {
          const o = b.at(showMeeple.on![0], showMeeple.on![1]);
          const oa = o ? art(o.tile.id, o.q * 90) : null;
          if (o && oa) {
            drawHighlight(hl, o.x, o.y, outlineOf(o.tile.id, o.q * 90, showMeeple.at!), 0x1b65c1);
            const pt = oa.anchors[showMeeple.at as keyof TileArt['anchors']] ?? [50, 50];
            const fi = oa.featureAt[showMeeple.at as keyof TileArt['featureAt']];
            layers.figures.addChild(
              figureNode(
                c.player,
                showMeeple.kind ?? 'normal',
                fi !== undefined ? oa.features[fi]!.kind : '',
                o.x,
                o.y,
                figureSpot(oa, showMeeple.at as Location, [pt], showMeeple.kind === 'large'),
              ),
            );
          }
        }
        if (show?.figure && a) {
          drawHighlight(hl, s.x, s.y, outlineOf(tile, s.rotation, show.figure.at), 0x1b65c1);
          const pt = figureSpot(a, show.figure.at as Location, [], show.figure.kind === 'large');
          const fi = a.featureAt[show.figure.at as keyof TileArt['featureAt']];
          layers.figures.addChild(
            figureNode(c.player, show.figure.kind, fi !== undefined ? a.features[fi]!.kind : '', s.x, s.y, pt),
          );
        }
      }
      if (c.phase === 'done' || c.events.length) {
        const g = new Graphics();
        for (const e of c.events) if (e.type === 'feature') highlightEvent(c, e, g);
        layers.highlight.addChild(g);
      }
      fit(c);
    },
    zoom(factor) {
      vp.animate({ scale: Math.max(0.15, Math.min(4, vp.scale.x * factor)), time: 150, position: vp.center });
    },
    fit(force) {
      if (force) fittedFor = '';
      if (lastController) fit(lastController);
    },
    camera() {
      return { scale: vp.scale.x, x: vp.center.x, y: vp.center.y, fitted: fittedFor };
    },
    destroy() {
      tileSprites.clear();
      destroy();
    },
  };
  return view;
}
