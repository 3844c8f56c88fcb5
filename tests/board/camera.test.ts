/**
 * The board camera's decisions (src/board/view/camera.ts), on a stand-in for the pixi-viewport
 * Viewport: the follower spots pushed apart at any zoom, the choice's zoom centred on the tile
 * being placed, whether a grown position refits the view.
 */
import { describe, expect, it } from 'vitest';
import type { Viewport } from 'pixi-viewport';
import '../../src/engine/modules/art';
import '../../src/art/tile-build';
import { tileSets, isDrawable } from '../../src/art/sets';
import { artOf } from '../../src/board/view/art-cache';
import { focusChoice, keepInView, refits, spotAt, spread, MIN_TARGET } from '../../src/board/view/camera';
import { TILE, type Scene, type Spot } from '../../src/board/view/scene';

/** The part of a Viewport the camera reads and moves: a `w × h` CSS pixel screen at `scale`, centred on world `[x, y]`. */
function fakeViewport(w: number, h: number, scale: number, x: number, y: number): Viewport {
  const vp = {
    screenWidth: w,
    screenHeight: h,
    scale: { x: scale, y: scale, set: (v: number) => void ((vp.scale.x = v), (vp.scale.y = v)) },
    center: { x, y },
    get left() {
      return vp.center.x - w / 2 / vp.scale.x;
    },
    get top() {
      return vp.center.y - h / 2 / vp.scale.y;
    },
    moveCenter: (cx: number, cy: number) => void (vp.center = { x: cx, y: cy }),
  };
  return vp as unknown as Viewport;
}

/** The tiles with the most features (5 or more): the spots that have to make room for one another. */
const crowded = tileSets().flatMap((s) => s.tiles.filter((t) => isDrawable(t) && t.features.length >= 5));

describe('spread', () => {
  it('pushes the spots of every tile at least the given distance apart, from large tiles to tiles smaller than a spot', () => {
    let checked = 0;
    const close: string[] = [];
    for (const def of crowded) {
      const art = artOf(def.id, 0);
      if (!art) continue;
      // one spot per feature of the tile (a follower choice names a feature once), the tile at [2, −1]
      const seen = new Set<number | undefined>();
      const pts: [number, number][] = [];
      for (const [loc, a] of Object.entries(art.anchors)) {
        const f = art.featureAt[loc as keyof typeof art.featureAt];
        if (seen.has(f)) continue;
        seen.add(f);
        pts.push([2 * TILE + a[0], -TILE + a[1]]);
      }
      if (pts.length < 2) continue;
      const cells = pts.map(() => ({ x: 2, y: -1 }));
      // as the view spreads them (world units): spots of 26 px with 4 px between them, at 300
      // down to 10 px a tile; none may overlap another, at least 1 px must lie between them
      for (const px of [300, 150, 100, 75, 50, 38, 25, 15, 10]) {
        const min = ((MIN_TARGET + 4) / px) * TILE;
        const out = spread(pts, min, cells);
        const apart = ((MIN_TARGET + 1) / px) * TILE;
        for (let i = 0; i < out.length; i++)
          for (let j = i + 1; j < out.length; j++)
            if (Math.hypot(out[i]![0] - out[j]![0], out[i]![1] - out[j]![1]) < apart)
              close.push(`${def.id} spots ${i}, ${j} at ${px} px a tile`);
        checked++;
      }
    }
    expect(close).toEqual([]);
    expect(checked).toBeGreaterThan(50);
  });

  it('keeps the spots on their tile while the tile has room for them', () => {
    const out = spread(
      [
        [50, 20],
        [50, 22],
        [80, 50],
      ],
      30,
      [
        { x: 0, y: 0 },
        { x: 0, y: 0 },
        { x: 0, y: 0 },
      ],
    );
    for (const [x, y] of out) {
      expect(x).toBeGreaterThanOrEqual(15);
      expect(x).toBeLessThanOrEqual(85);
      expect(y).toBeGreaterThanOrEqual(15);
      expect(y).toBeLessThanOrEqual(85);
    }
  });
});

/** A scene of a tile being placed at `[gx, gy]` with its spots (and any on other tiles). */
function choiceScene(gx: number, gy: number, spots: Partial<Spot>[]): Scene {
  return {
    ghost: { tile: 'BASE.D', x: gx, y: gy, rotation: 0, placed: true },
    spots: spots.map((s) => ({ x: gx, y: gy, tile: 'BASE.D', rotation: 0, at: 'N', choice: 0, ...s })),
  } as unknown as Scene;
}

describe('focusChoice', () => {
  const roadCity = choiceScene(3, -2, [{ at: 'N' }, { at: 'E' }, { at: 'W' }, { at: 'NW' }, { at: 'S' }]);

  it('zooms in on the tile being placed and centres the view on it', () => {
    const vp = fakeViewport(332, 260, 0.5, 0, 0);
    expect(focusChoice(vp, roadCity, 4)).toBe(true);
    expect(vp.scale.x).toBeGreaterThan(0.5);
    expect(vp.center).toEqual({ x: 3.5 * TILE, y: -1.5 * TILE });
  });

  it('centres on the tile being placed, not between it and a target on another tile, and keeps the target in view', () => {
    const vp = fakeViewport(332, 260, 0.5, 0, 0);
    const s = choiceScene(0, 0, [{ at: 'N' }, { at: 'E' }, { x: 1, y: 0, tile: 'BASE.E', at: 'N', target: true }]);
    expect(focusChoice(vp, s, 4)).toBe(true);
    expect(vp.center).toEqual({ x: 0.5 * TILE, y: 0.5 * TILE });
    // the cell east of it lies wholly inside the view
    expect(vp.left + 332 / vp.scale.x).toBeGreaterThanOrEqual(2 * TILE);
  });

  it('a view already closer stays as close, centred on the tile; no choice, no move', () => {
    const vp = fakeViewport(332, 260, 2, 0, 0);
    expect(focusChoice(vp, roadCity, 4)).toBe(true);
    expect(vp.scale.x).toBe(2);
    expect(vp.center).toEqual({ x: 3.5 * TILE, y: -1.5 * TILE });
    expect(focusChoice(vp, { ...roadCity, spots: [] }, 4)).toBe(false);
  });
});

describe('refits', () => {
  it('a grown position refits the view until the reader zooms or pans by hand; the whole-board button and a new box size always fit', () => {
    expect(refits(true, false, false)).toBe(true);
    expect(refits(false, false, false)).toBe(false);
    expect(refits(true, false, true)).toBe(false);
    expect(refits(true, true, true)).toBe(true);
    expect(refits(false, true, true)).toBe(true);
  });
});

describe('keepInView', () => {
  it('pans a cell outside the view just into it and leaves a cell inside alone', () => {
    const vp = fakeViewport(300, 300, 1, 150, 150);
    expect(keepInView(vp, { x: 1, y: 1 })).toBe(false);
    expect(keepInView(vp, { x: 5, y: 1 })).toBe(true);
    expect(vp.left + 300).toBeGreaterThanOrEqual(6 * TILE);
    expect(vp.left).toBeLessThanOrEqual(5 * TILE);
  });
});

describe('the spot under a pointer (spotAt)', () => {
  it('the nearest spot within reach, else none', () => {
    const spots: [number, number][] = [
      [0, 0],
      [30, 0],
    ];
    expect(spotAt(spots, 20, 12, 0)).toBe(0);
    expect(spotAt(spots, 20, 18, 0)).toBe(1);
    expect(spotAt(spots, 20, 60, 0)).toBe(-1);
    expect(spotAt([], 20, 0, 0)).toBe(-1);
  });
});
