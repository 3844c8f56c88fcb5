import { describe, expect, it } from 'vitest';
import '../../src/engine/modules/art';
import { tileSets, isDrawable } from '../../src/art/sets';
import { tileArt, rotateLoc } from '../../src/art/tile';
import '../../src/art/tile-build';
import { PALETTE, STYLE } from '../../src/art/style';
import type { Prim } from '../../src/art/style';
import type { KnownTileDef } from '../../src/engine/tile-types';
import type { SymbolDef } from '../../src/engine/modules/anniversary-20/tiles';

const drawable: KnownTileDef[] = tileSets().flatMap((s) => s.tiles.filter(isDrawable));
const ROTS = [0, 90, 180, 270] as const;
/** Tile sizes in pixels at which the marks must be readable. */
const SIZES = [48, 64, 100, 200];

type Box = [number, number, number, number];

/** Approximate box of a bold digit string centred on its point. */
function textBox(p: Extract<Prim, { type: 'text' }>): Box {
  const hw = 0.32 * p.size * p.text.length;
  const hh = 0.37 * p.size;
  return [p.x - hw, p.y - hh, p.x + hw, p.y + hh];
}

function primBox(p: Prim): Box {
  if (p.type === 'text') return textBox(p);
  if (p.type === 'circle') return [p.x - p.r, p.y - p.r, p.x + p.r, p.y + p.r];
  const xs = p.pts.filter((_, i) => i % 2 === 0);
  const ys = p.pts.filter((_, i) => i % 2 === 1);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

const overlaps = (a: Box, b: Box) => a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];
const visible = (p: Prim, px: number) => !p.lod || px >= p.lod;

describe('badge and medal numbers', () => {
  for (const def of drawable) {
    const marks = tileArt(def, 0).prims.filter(
      (p) => p.type === 'text' && (p.role === 'badge-text' || p.role === 'medal-text'),
    );
    if (!marks.length) continue;
    it(`${def.id}: every number lies inside its disc and nothing drawn later covers it, at every rotation and size`, () => {
      for (const r of ROTS) {
        const prims = tileArt(def, r).prims;
        prims.forEach((t, i) => {
          if (t.type !== 'text' || (t.role !== 'badge-text' && t.role !== 'medal-text')) return;
          const discRole = t.role === 'badge-text' ? 'badge' : 'medal';
          const discs = prims
            .slice(0, i)
            .filter(
              (p): p is Extract<Prim, { type: 'circle' }> =>
                p.type === 'circle' && p.role === discRole && p.fill !== 'none',
            );
          expect(discs.length, `${def.id}@${r} "${t.text}" has a ${discRole} disc`).toBeGreaterThan(0);
          const disc = discs.reduce((a, b) =>
            Math.hypot(a.x - t.x, a.y - t.y) <= Math.hypot(b.x - t.x, b.y - t.y) ? a : b,
          );
          const [x0, y0, x1, y1] = textBox(t);
          for (const [cx, cy] of [
            [x0, y0],
            [x1, y0],
            [x0, y1],
            [x1, y1],
          ] as const) {
            expect(
              Math.hypot(cx - disc.x, cy - disc.y),
              `${def.id}@${r} "${t.text}" corner inside its disc (r ${disc.r})`,
            ).toBeLessThanOrEqual(disc.r);
          }
          for (const px of SIZES) {
            if (!visible(t, px) || !visible(disc, px)) continue;
            for (const later of prims.slice(i + 1)) {
              if (!visible(later, px)) continue;
              expect(
                overlaps(primBox(later), textBox(t)),
                `${def.id}@${r} ${px}px: "${t.text}" covered by a later ${later.role}`,
              ).toBe(false);
            }
          }
          // the number must be drawn whenever its disc is
          for (const px of SIZES)
            if (visible(disc, px))
              expect(visible(t, px), `${def.id}@${r} ${px}px "${t.text}" drawn with its disc`).toBe(true);
        });
      }
    });
  }
});

const UPRIGHT_ROLES = new Set([
  'monastery',
  'monastery-roof',
  'inn',
  'inn-roof',
  'pond',
  'cathedral',
  'cathedral-mark',
  'bathhouse',
  'badge',
  'badge-text',
  'village-house',
  'village-roof',
  'pennant',
  'pennant-mark',
  'glyph',
]);

describe('buildings and marks stay upright', () => {
  for (const def of drawable) {
    const base = tileArt(def, 0).prims;
    if (!base.some((p) => UPRIGHT_ROLES.has(p.role))) continue;
    it(`${def.id}: every building and mark keeps its shape (only moves) and stays inside the tile at every rotation`, () => {
      for (const r of ROTS) {
        const prims = tileArt(def, r).prims;
        expect(prims.length).toBe(base.length);
        prims.forEach((p, i) => {
          if (!UPRIGHT_ROLES.has(p.role)) return;
          const b = base[i]!;
          expect(p.pivot, `${def.id}@${r} ${p.role} is upright`).toBeDefined();
          const [bx0, by0, bx1, by1] = primBox(b);
          const [x0, y0, x1, y1] = primBox(p);
          expect(x1 - x0, `${def.id}@${r} ${p.role} width`).toBeCloseTo(bx1 - bx0, 1);
          expect(y1 - y0, `${def.id}@${r} ${p.role} height`).toBeCloseTo(by1 - by0, 1);
          // text extents are estimates; shapes must be inside the tile
          if (p.type !== 'text') {
            expect(x0, `${def.id}@${r} ${p.role} inside (x0)`).toBeGreaterThanOrEqual(0);
            expect(y0, `${def.id}@${r} ${p.role} inside (y0)`).toBeGreaterThanOrEqual(0);
            expect(x1, `${def.id}@${r} ${p.role} inside (x1)`).toBeLessThanOrEqual(100);
            expect(y1, `${def.id}@${r} ${p.role} inside (y1)`).toBeLessThanOrEqual(100);
          }
        });
      }
    });
  }
});

describe('feature outlines', () => {
  const inPoly = (x: number, y: number, o: number[]) => {
    let inside = false;
    for (let i = 0, j = o.length - 2; i < o.length; j = i, i += 2) {
      const xi = o[i]!,
        yi = o[i + 1]!,
        xj = o[j]!,
        yj = o[j + 1]!;
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    }
    return inside;
  };
  for (const def of drawable) {
    it(`${def.id}: no two features' highlight outlines overlap, at every rotation`, () => {
      for (const r of ROTS) {
        const art = tileArt(def, r);
        const both: string[] = [];
        for (let y = 0.53; y < 100; y += 1)
          for (let x = 0.47; x < 100; x += 1) {
            const hit = art.features.filter((f) => f.outline.some((o) => inPoly(x, y, o)));
            if (hit.length > 1)
              both.push(
                `[${x.toFixed(1)}, ${y.toFixed(1)}] in ${hit.map((f) => `${f.kind} ${f.index}`).join(' and ')}`,
              );
          }
        expect(both.length, `${def.id}@${r}: ${both.slice(0, 4).join('; ')}`).toBeLessThanOrEqual(12);
        // separate cities (caps meeting in a tile corner included) share at most a wall, never area
        const cities = both.filter((b) => /in city \d+ and city \d+$/.test(b));
        expect(cities, `${def.id}@${r}: cities overlap`).toEqual([]);
      }
    });
  }
});

describe('anniversary medal arrow', () => {
  const withSymbol = drawable.filter((d) => d.attrs?.symbol);
  const sideDist = (p: readonly [number, number], s: string) =>
    s === 'N' ? p[1] : s === 'S' ? 100 - p[1] : s === 'W' ? p[0] : 100 - p[0];
  const lum = (hex: string) => {
    const c = [1, 3, 5]
      .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
      .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * c[0]! + 0.7152 * c[1]! + 0.0722 * c[2]!;
  };
  const contrast = (a: string, b: string) => {
    const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
    return (x! + 0.05) / (y! + 0.05);
  };

  it('is drawn on A20.D and on the illustrative anniversary tiles', () => {
    expect(withSymbol.map((d) => d.id)).toEqual(
      expect.arrayContaining(['A20.D', 'A20.example-anywhere', 'A20.example-extra-turn']),
    );
  });

  it('is dark against grass, city and road, with a white rim', () => {
    for (const bg of [PALETTE.field, PALETTE.city, PALETTE.road])
      expect(contrast(STYLE.arrow.fill!, bg), bg).toBeGreaterThanOrEqual(4.5);
    expect(STYLE.arrow.stroke).toBe('#FFFFFF');
  });

  for (const def of withSymbol) {
    it(`${def.id}: the arrow tip is nearer the side it points to than any other side, at every rotation`, () => {
      for (const r of ROTS) {
        const prims = tileArt(def, r).prims;
        const arrows = prims.filter(
          (p): p is Extract<Prim, { type: 'poly' }> => p.type === 'poly' && p.role === 'arrow',
        );
        expect(arrows.length, `${def.id}@${r} one arrow`).toBe(1);
        const medal = prims.find(
          (p): p is Extract<Prim, { type: 'circle' }> => p.type === 'circle' && p.role === 'medal' && p.fill !== 'none',
        )!;
        expect(medal, `${def.id}@${r} medal`).toBeDefined();
        const pts: [number, number][] = [];
        for (let i = 0; i < arrows[0]!.pts.length; i += 2) pts.push([arrows[0]!.pts[i]!, arrows[0]!.pts[i + 1]!]);
        const tip = pts.reduce((a, b) =>
          Math.hypot(a[0] - medal.x, a[1] - medal.y) >= Math.hypot(b[0] - medal.x, b[1] - medal.y) ? a : b,
        );
        const side = rotateLoc((def.attrs!.symbol as SymbolDef).arrow, r / 90);
        const d = sideDist(tip, side);
        for (const other of ['N', 'E', 'S', 'W'].filter((s) => s !== side)) {
          expect(d, `${def.id}@${r}: tip [${tip}] nearer ${side} than ${other}`).toBeLessThan(sideDist(tip, other));
        }
        // and it points that way: the tip lies beyond the medal towards that side
        expect(sideDist(tip, side), `${def.id}@${r}: tip beyond the medal towards ${side}`).toBeLessThan(
          sideDist([medal.x, medal.y], side) - medal.r - 8,
        );
      }
    });

    it(`${def.id}: the arrow is large enough to read at 64 px, and medal and glyph keep clear of the tile edge`, () => {
      for (const r of ROTS) {
        const prims = tileArt(def, r).prims;
        const medal = prims.find(
          (p): p is Extract<Prim, { type: 'circle' }> => p.type === 'circle' && p.role === 'medal' && p.fill !== 'none',
        )!;
        const arrow = prims.find((p): p is Extract<Prim, { type: 'poly' }> => p.type === 'poly' && p.role === 'arrow')!;
        const pts: [number, number][] = [];
        for (let i = 0; i < arrow.pts.length; i += 2) pts.push([arrow.pts[i]!, arrow.pts[i + 1]!]);
        const far = Math.max(...pts.map((p) => Math.hypot(p[0] - medal.x, p[1] - medal.y)));
        // reaches at least 12 units (about 8 px at 64 px) beyond the medal rim
        expect(far - medal.r, `${def.id}@${r} arrow length beyond the medal`).toBeGreaterThanOrEqual(12);
        // and is at least 16 units (about 10 px at 64 px) wide across its direction
        const tip = pts.find((p) => Math.hypot(p[0] - medal.x, p[1] - medal.y) === far)!;
        const u = [(tip[0] - medal.x) / far, (tip[1] - medal.y) / far] as const;
        const across = pts.map((p) => (p[0] - medal.x) * -u[1] + (p[1] - medal.y) * u[0]);
        const wide = Math.max(...across) - Math.min(...across);
        expect(wide, `${def.id}@${r} arrow width`).toBeGreaterThanOrEqual(16);
        const discs = prims.filter(
          (p): p is Extract<Prim, { type: 'circle' }> =>
            p.type === 'circle' && (p.role === 'medal' || p.role === 'badge') && p.fill !== 'none',
        );
        for (const c of discs) {
          const gap = Math.min(c.x - c.r, c.y - c.r, 100 - c.x - c.r, 100 - c.y - c.r);
          expect(gap, `${def.id}@${r} ${c.role} disc clear of the edge`).toBeGreaterThanOrEqual(2);
        }
      }
    });
  }
});
