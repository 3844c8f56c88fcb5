/**
 * The placed tiles of a board (src/board/view/view.ts): one node per tile, kept between
 * renders, every node of one tile kind at one rotation showing the same drawing. PixiJS
 * turns a graphics context into triangles once, however many nodes show it, so a finished
 * base game (72 tiles, some 47 kinds and rotations) is drawn from 47 contexts, not 72; the
 * tile in hand and the hint's tile share them too.
 */
import { Container, Graphics } from 'pixi.js';
import type { TileArt } from '../../art/tile';
import type { Game } from '../../engine/core';
import { artOf } from './art-cache';
import { primDrawing, showDrawing, type Drawing } from './pixi-draw';
import { TILE } from './scene';

/** Size of a tile on screen (pixels) whose detail the board's tile drawings keep (`Prim.lod`). */
const DETAIL_PX = 160;

/** Placed tiles' nodes in one layer, drawn from one shared drawing per tile kind and rotation. */
export class TileLayer {
  /** Placed tiles' nodes by `tile@x,y,q`. */
  private readonly nodes = new Map<string, Container>();
  /** The drawing of each tile kind at each rotation (its art, as the art cache keeps it). */
  private readonly drawings = new Map<TileArt, Drawing>();

  /** @param layer the container the placed tiles are drawn in */
  constructor(readonly layer: Container) {}

  /**
   * A node drawing tile `id` at `rotation` (degrees) in cell `[x, y]`, from the drawing it
   * shares with every tile of that kind and rotation; a grey square when the tile cannot be
   * drawn. The caller adds it to a layer (the placed tiles, the tile being placed, the hint).
   */
  node(id: string, x: number, y: number, rotation: number): Container {
    const a = artOf(id, rotation);
    let node: Container;
    if (a) {
      let d = this.drawings.get(a);
      if (!d) this.drawings.set(a, (d = primDrawing(a.prims, DETAIL_PX)));
      node = showDrawing(d);
    } else {
      node = new Container();
      node.addChild(
        new Graphics().rect(0, 0, TILE, TILE).fill({ color: 0xeeeeee }).stroke({ color: 0x999999, width: 2 }),
      );
    }
    node.position.set(x * TILE, y * TILE);
    return node;
  }

  /** Shows the tiles of `game`: new ones drawn, removed ones dropped, the rest kept. */
  sync(game: Game): void {
    const seen = new Set<string>();
    for (const p of game.board.tiles) {
      const key = `${p.tile.id}@${p.x},${p.y},${p.q}`;
      seen.add(key);
      if (!this.nodes.has(key)) {
        const n = this.node(p.tile.id, p.x, p.y, p.q * 90);
        this.nodes.set(key, n);
        this.layer.addChild(n);
      }
    }
    for (const [key, n] of this.nodes) {
      if (!seen.has(key)) {
        n.destroy({ children: true });
        this.nodes.delete(key);
      }
    }
  }

  /** How many drawings (tile kinds at a rotation) the layer has made so far. */
  get drawingCount(): number {
    return this.drawings.size;
  }

  /** Forgets the nodes and destroys the shared drawings (the stage destroys the nodes). */
  destroy(): void {
    this.nodes.clear();
    for (const d of this.drawings.values()) for (const part of d) if ('destroy' in part) part.destroy();
    this.drawings.clear();
  }
}
