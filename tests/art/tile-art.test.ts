import { describe, expect, it } from 'vitest';
import '../../src/engine/modules/art';
import { tileSets, isDrawable, tileDef } from '../../src/art/sets';
import { tileArt, rotateLoc } from '../../src/art/tile';
import '../../src/art/tile-build';
import { tileSvg, boardSvg } from '../../src/art/svg';
import { meeplePrims, PLAYER_COLORS } from '../../src/art/meeple';
import { inPolygon, type Pt } from '../../src/art/geom';
import type { KnownTileDef, Location } from '../../src/engine/tile-types';

const drawable: KnownTileDef[] = tileSets().flatMap((s) => s.tiles.filter(isDrawable));
const ROTS = [0, 90, 180, 270] as const;

function toPts(flat: number[]): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i < flat.length; i += 2) out.push([flat[i]!, flat[i + 1]!]);
  return out;
}

describe('tile art', () => {
  it('knows every set and has drawable tiles in each set with known tiles', () => {
    expect(tileSets().map((s) => s.id)).toEqual(['BASE', 'IC', 'KRB', 'A20', 'BATH', 'DEMO', 'RIVER', 'TB']);
    expect(drawable.length).toBeGreaterThan(50);
  });

  for (const def of drawable) {
    describe(def.id, () => {
      it('renders at every rotation without throwing, with finite coordinates inside the tile', () => {
        for (const r of ROTS) {
          const art = tileArt(def, r);
          expect(art.prims.length).toBeGreaterThan(1);
          for (const p of art.prims) {
            const xs = p.type === 'poly' ? p.pts : [p.x, p.y];
            for (const v of xs) {
              expect(Number.isFinite(v)).toBe(true);
              expect(v).toBeGreaterThanOrEqual(-5);
              expect(v).toBeLessThanOrEqual(105);
            }
          }
          const svg = tileSvg(def, r, { px: 48 });
          expect(svg.startsWith('<svg')).toBe(true);
          expect(svg).not.toContain('NaN');
        }
      });

      it('has an anchor inside the tile and inside its feature outline for every named location', () => {
        for (const r of ROTS) {
          const art = tileArt(def, r);
          for (const f of art.features) {
            expect(f.outline.length, `${def.id}@${r} feature ${f.index} (${f.kind}) has an outline`).toBeGreaterThan(0);
            for (const loc of f.at) {
              const a = art.anchors[loc];
              expect(a, `${def.id}@${r} anchor ${loc}`).toBeDefined();
              expect(a![0]).toBeGreaterThan(0);
              expect(a![0]).toBeLessThan(100);
              expect(a![1]).toBeGreaterThan(0);
              expect(a![1]).toBeLessThan(100);
              const inside = f.outline.some((o) => inPolygon(a!, toPts(o)));
              expect(inside, `${def.id}@${r} anchor ${loc} [${a}] inside its ${f.kind}`).toBe(true);
              expect(art.featureAt[loc]).toBe(f.index);
            }
          }
        }
      });

      it('draws each field as exactly the area its half-sides name (no two fields merged)', () => {
        const art = tileArt(def, 0);
        const fields = art.features.filter((f) => f.kind === 'field');
        // a field's anchor for a half-side must not lie in another field's outline
        for (const f of fields) {
          for (const loc of f.at) {
            const a = art.anchors[loc]!;
            for (const g of fields) {
              if (g === f) continue;
              const inOther = g.outline.some((o) => inPolygon(a, toPts(o)));
              expect(inOther, `${def.id}: ${loc} of field ${f.index} lies in field ${g.index}`).toBe(false);
            }
          }
        }
      });
    });
  }
});

describe('rotation', () => {
  it('moves a location clockwise', () => {
    expect(rotateLoc('N', 1)).toBe('E');
    expect(rotateLoc('NNW', 1)).toBe('ENE');
    expect(rotateLoc('W', 3)).toBe('S');
    expect(rotateLoc('C', 2)).toBe('C');
  });

  it('puts the anchor of N at rotation 90 on the east side', () => {
    const d = tileDef('BASE.E') as KnownTileDef; // city N
    const a0 = tileArt(d, 0).anchors.N!;
    const a90 = tileArt(d, 90).anchors.E!;
    // turned, its north side is all field: N names that field now (DESIGN 1.3)
    const t90 = tileArt(d, 90);
    expect(t90.features[t90.featureAt.N!]!.kind).toBe('field');
    expect(t90.anchors.N![1]).toBeLessThan(50);
    expect(a0[1]).toBeLessThan(40);
    expect(a90[0]).toBeGreaterThan(60);
    // exactly the rotated point
    expect(a90[0]).toBeCloseTo(100 - a0[1], 5);
    expect(a90[1]).toBeCloseTo(a0[0], 5);
  });

  it('rotates every anchor of every tile consistently', () => {
    for (const def of drawable) {
      const base = tileArt(def, 0);
      for (const r of [90, 180, 270] as const) {
        const art = tileArt(def, r);
        for (const [loc, p] of Object.entries(base.anchors) as [Location, Pt][]) {
          let q: Pt = p;
          for (let i = 0; i < r / 90; i++) q = [100 - q[1], q[0]];
          const moved = art.anchors[rotateLoc(loc, r / 90)]!;
          expect(moved[0]).toBeCloseTo(q[0], 5);
          expect(moved[1]).toBeCloseTo(q[1], 5);
        }
      }
    }
  });
});

describe('figures and boards', () => {
  it('draws meeples of every colour and kind', () => {
    for (const c of PLAYER_COLORS)
      for (const k of ['normal', 'large', 'unknown'])
        for (const lying of [false, true])
          // shadow, body, mark; the black figure also its light rim
          expect(meeplePrims([50, 50], c, k, lying).length).toBe(c === 'black' ? 4 : 3);
  });

  it('draws a board with meeples, a move and a highlight', () => {
    const svg = boardSvg(
      {
        tiles: [
          {
            tile: 'BASE.D',
            at: [0, 0],
            meeples: [
              { player: 'red', at: 'N' },
              { player: 'blue', at: 'SSE' },
            ],
          },
        ],
        move: { tile: 'BASE.E', at: [0, -1], rotation: 180, meeples: [{ player: 'green', at: 'S', kind: 'large' }] },
        highlight: { at: [0, 0], location: 'N' },
      },
      { label: 'Město na severu' },
    );
    expect(svg).toContain('role="img"');
    expect(svg).toContain('aria-label="Město na severu"');
    expect(svg).toContain('stroke-dasharray');
    expect(svg).toContain('#D7263D');
    expect(svg).toContain('#2E9E44');
  });

  it('refuses unknown tiles', () => {
    expect(() => boardSvg({ tiles: [{ tile: 'A20.A', at: [0, 0] }] })).toThrow();
  });
});
