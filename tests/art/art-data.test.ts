import { describe, expect, it, vi } from 'vitest';
import '../../src/engine/modules/art';
import { tileSets, isDrawable } from '../../src/art/sets';
import type { KnownTileDef } from '../../src/engine/tile-types';

// The drawing data the build writes per tile (src/pages/kresby-karticek/[tile].json.ts) and
// a board in the browser takes instead of computing it: taken through JSON into a fresh
// copy of the art module, it must give exactly the drawing that module would compute.
const drawable: KnownTileDef[] = tileSets().flatMap((s) => s.tiles.filter(isDrawable));

async function freshArt(withBuilder = true) {
  vi.resetModules();
  const art = await import('../../src/art/tile');
  if (withBuilder) await import('../../src/art/tile-build');
  return art;
}

describe('tile drawing data (tileArtData / primeTileArt)', () => {
  it('taken through JSON, draws every tile at every rotation exactly as computing it does', async () => {
    const maker = await freshArt();
    const files = drawable.map((def) => JSON.stringify({ id: def.id, art: maker.tileArtData(def) }));
    const taker = await freshArt();
    expect(taker).not.toBe(maker);
    for (const file of files) {
      const { id, art } = JSON.parse(file) as { id: string; art: unknown };
      expect(taker.primeTileArt(id, art), id).toBe(true);
    }
    const computing = await freshArt();
    for (const def of drawable)
      for (const r of [0, 90, 180, 270])
        expect(taker.tileArt(def, r), `${def.id}@${r}`).toEqual(computing.tileArt(def, r));
  }, 60_000);

  it('is used when taken: the drawing comes from the data, not from the tile definition', async () => {
    const art = await freshArt();
    const def = drawable.find((d) => d.id === 'BASE.D')!;
    const data = JSON.parse(JSON.stringify(art.tileArtData(drawable.find((d) => d.id === 'BASE.A')!))) as unknown;
    const again = await freshArt();
    expect(again.primeTileArt('BASE.D', data)).toBe(true);
    expect(again.tileArt(def, 0).prims).toEqual(
      art.tileArt(
        drawable.find((d) => d.id === 'BASE.A')!,
        0,
      ).prims,
    );
  });

  it('refuses data of the wrong shape (the tile is then computed) and keeps a drawing already made', async () => {
    const art = await freshArt();
    const def = drawable.find((d) => d.id === 'BASE.U')!;
    const good = JSON.parse(JSON.stringify(art.tileArtData(def))) as Record<string, unknown>;
    const fresh = await freshArt();
    for (const bad of [
      null,
      1,
      'x',
      [],
      {},
      { ...good, prims: 'x' },
      { ...good, features: [{}] },
      { ...good, anchors: [] },
    ])
      expect(fresh.primeTileArt(def.id, bad), JSON.stringify(bad).slice(0, 40)).toBe(false);
    expect(fresh.tileArt(def, 90)).toEqual(art.tileArt(def, 90));
    expect(fresh.primeTileArt(def.id, good), 'already drawn').toBe(false);
  });
  it('without the code that computes drawings, a tile taken from a file draws and any other says it is not loaded', async () => {
    const maker = await freshArt();
    const [a, b] = [drawable[0]!, drawable[1]!];
    const data = JSON.parse(JSON.stringify(maker.tileArtData(a)));
    const bare = await freshArt(false);
    expect(bare.hasTileArt(a.id)).toBe(false);
    expect(bare.primeTileArt(a.id, data)).toBe(true);
    expect(bare.hasTileArt(a.id)).toBe(true);
    expect(bare.tileArt(a, 90).prims.length).toBeGreaterThan(0);
    expect(bare.hasTileArt(b.id)).toBe(false);
    expect(() => bare.tileArt(b, 0)).toThrow(/not loaded/);
    // loading it (as the board's ensureArt does when a file did not arrive) makes every tile drawable
    await import('../../src/art/tile-build');
    expect(bare.hasTileArt(b.id)).toBe(true);
    expect(bare.tileArt(b, 0)).toEqual(maker.tileArt(b, 0));
  });
});
