/**
 * The board's placed tiles (src/board/view/tile-layer.ts): one shared graphics context per
 * tile kind and rotation, not one per placed tile (PixiJS turns each context into triangles
 * once, so a board of 72 tiles costs its distinct kinds and rotations), drawn exactly as the
 * tile's own drawing (src/board/view/pixi-draw.ts `drawPrims`), and kept when a node goes.
 */
import { describe, expect, it, vi } from 'vitest';
import { Game, isEngineError } from '../../src/engine';
import '../../src/art/tile-build';

// PixiJS reads the browser's user agent as it loads (Node 20 has no `navigator`)
vi.stubGlobal('navigator', { userAgent: 'node' });
const { Container, Graphics, GraphicsContext } = await import('pixi.js');
const { TileLayer } = await import('../../src/board/view/tile-layer');
const { drawPrims } = await import('../../src/board/view/pixi-draw');
const { artOf } = await import('../../src/board/view/art-cache');

/** A base game after `turns` moves (each the first legal one that places no figure, or the first). */
function playedGame(turns: number): Game {
  const g = Game.create({ players: ['red', 'blue'], modules: ['base'], seed: 3 });
  if (isEngineError(g)) throw new Error(g.code);
  for (let i = 0; i < turns && g.current; i++) {
    const moves = g.legalMoves();
    const r = g.apply(moves.find((m) => !m.figure) ?? moves[0]!);
    if (isEngineError(r)) throw new Error(r.code);
  }
  return g;
}

/** The graphics contexts a node draws with, in order. */
function contexts(node: InstanceType<typeof Container>): unknown[] {
  return node.children.filter((c) => c instanceof Graphics).map((c) => (c as InstanceType<typeof Graphics>).context);
}

describe('tile layer', () => {
  const game = playedGame(40);
  const placed = game.board.tiles;
  const kinds = new Set(placed.map((p) => `${p.tile.id}@${p.q}`));

  it('draws every placed tile from one shared context per tile kind and rotation', () => {
    // the game repeats kinds and rotations, so sharing shows
    expect(kinds.size).toBeLessThan(placed.length - 5);
    const tiles = new TileLayer(new Container());
    tiles.sync(game);
    const nodes = tiles.layer.children;
    expect(nodes).toHaveLength(placed.length);
    expect(tiles.drawingCount).toBe(kinds.size);
    const byKind = new Map<string, unknown[]>();
    const all = new Set<unknown>();
    placed.forEach((p, i) => {
      // nodes are added in the board's order, each at its cell
      expect([nodes[i]!.x, nodes[i]!.y]).toEqual([p.x * 100, p.y * 100]);
      const cs = contexts(nodes[i]!);
      expect(cs.length).toBeGreaterThan(0);
      for (const c of cs) all.add(c);
      const k = `${p.tile.id}@${p.q}`;
      const first = byKind.get(k);
      if (first) cs.forEach((c, j) => expect(c).toBe(first[j]));
      else byKind.set(k, cs);
    });
    // as many contexts as kinds and rotations (a base tile's drawing is one context), not one per tile
    expect(all.size).toBe(kinds.size);
    // the tile being placed shares them too
    const p = placed[3]!;
    const inHand = contexts(tiles.node(p.tile.id, 9, 9, p.q * 90));
    inHand.forEach((c, j) => expect(c).toBe(byKind.get(`${p.tile.id}@${p.q}`)![j]));
  });

  it('draws a tile exactly as its own drawing', () => {
    const tiles = new TileLayer(new Container());
    for (const p of placed.slice(0, 8)) {
      const shared = contexts(tiles.node(p.tile.id, 0, 0, p.q * 90)) as InstanceType<typeof GraphicsContext>[];
      const own = contexts(drawPrims(artOf(p.tile.id, p.q * 90)!.prims, 160)) as InstanceType<typeof GraphicsContext>[];
      expect(shared.map((c) => c.instructions.map((ins) => [ins.action, ins.data.style]))).toEqual(
        own.map((c) => c.instructions.map((ins) => [ins.action, ins.data.style])),
      );
      expect(shared.map((c) => c.bounds.rectangle)).toEqual(own.map((c) => c.bounds.rectangle));
    }
  });

  it('keeps the shared drawing when a tile goes, and destroys it with the layer', () => {
    const tiles = new TileLayer(new Container());
    tiles.sync(game);
    const gone = tiles.layer.children[5]!;
    const drawing = contexts(gone)[0] as InstanceType<typeof GraphicsContext>;
    tiles.sync(playedGame(0)); // back to the start tile alone
    expect(tiles.layer.children).toHaveLength(1);
    expect(gone.destroyed).toBe(true);
    expect(drawing.destroyed).toBe(false);
    tiles.destroy();
    expect(drawing.destroyed).toBe(true);
  });
});
