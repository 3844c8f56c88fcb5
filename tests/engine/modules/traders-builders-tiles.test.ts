/**
 * The tile set of Traders & Builders (TB.A … TB.X) against reference
 * tiles-river-abbot-traders.md §3 (the table) and §5 (the check sums), and its art: every
 * tile draws, each goods symbol stands in the city that carries it, the builder and the pig
 * have shapes of their own. The tiles are compiled and drawn from the set's data directly
 * (`compileTile`, `tileArt`), so this file registers nothing and runs whether or not the
 * rules module is in the module list.
 */
import { describe, expect, it } from 'vitest';
import '../../../src/engine/modules/art';
import '../../../src/art/tile-build';
import { compileTile, type CompiledTile } from '../../../src/engine/tileset.js';
import type { KnownTileDef, Side } from '../../../src/engine/tile-types.js';
import { GOODS, TB, goodsOf, type Good } from '../../../src/engine/modules/traders-builders/tiles.js';
import { GOODS_R, GOODS_ROLE, goodsPrims } from '../../../src/engine/modules/traders-builders/art.js';
import { gardenVariants } from '../../../src/engine/modules/abbot/tiles.js';
import { tileArt } from '../../../src/art/tile';
import { inPolygon, type Pt } from '../../../src/art/geom';
import { meeplePrims } from '../../../src/art/meeple';
import { describeTile, tileNotes } from '../../../src/art/describe';
import { getT } from '../../../src/i18n';

const tiles = TB.tiles as KnownTileDef[];
const def = (letter: string) => tiles.find((t) => t.id === `TB.${letter}`)!;
const compiled = new Map<string, CompiledTile>(tiles.map((t) => [t.id, compileTile(t)]));
const tile = (letter: string) => compiled.get(`TB.${letter}`)!;

/**
 * Reference §3, per letter: the edges N E S W, the goods and the fields, each written as its
 * half-sides (`inner` for none) and after `>` the cities it borders, each named by one side of
 * that city (`-` for none).
 */
const REFERENCE: Record<string, [string, Good | '', string[]]> = {
  A: ['CRFF', '', ['ENE>N', 'ESE SSE SSW WSW WNW>N']],
  B: ['RRRR', '', ['WNW NNW>-', 'NNE ENE>-', 'ESE SSE>-', 'SSW WSW>-']],
  C: ['CFRR', '', ['WNW>N', 'WSW SSW>-', 'ENE ESE SSE>N']],
  D: ['CCRC', 'grain', ['SSW>N W', 'SSE>N']],
  E: ['FCRC', 'grain', ['NNW NNE>W', 'SSW>W', 'SSE>W']],
  F: ['CFRC', 'grain', ['SSW>N', 'SSE ESE ENE>N']],
  G: ['CFFC', 'grain', ['ENE ESE SSE SSW>N']],
  H: ['CCFC', 'grain', ['SSE SSW>N']],
  I: ['CFRC', 'grain', ['SSW>N', 'SSE>N', 'ENE ESE>N']],
  J: ['FRRR', '', ['WNW NNW NNE ENE>-', 'ESE SSE>-', 'SSW WSW>-']],
  K: ['CCRF', 'cloth', ['SSE>N', 'SSW WSW WNW>N']],
  L: ['CCRC', 'cloth', ['SSW>N W', 'SSE>N']],
  M: ['CCCC', 'cloth', ['inner>N E S']],
  N: ['CCFC', 'cloth', ['SSE SSW>W', 'inner>W N']],
  O: ['CRRC', 'cloth', ['ENE>N', 'ESE>N', 'SSE>N', 'SSW>N']],
  P: ['FCCC', 'wine', ['NNW NNE>W', 'inner>W S']],
  Q: ['FCFC', 'wine', ['NNW NNE>W', 'SSE SSW>W']],
  R: ['RCRC', 'wine', ['NNW>W', 'NNE>W', 'SSE>W', 'SSW>W']],
  S: ['FCRC', 'wine', ['NNW NNE>W', 'SSW>W', 'SSE>W']],
  T: ['CFFC', 'wine', ['ENE ESE SSE SSW>N']],
  U: ['CRRC', 'wine', ['ENE>N', 'ESE SSE>N', 'SSW>N']],
  V: ['CCRC', 'wine', ['SSW>N', 'SSE>N']],
  W: ['CRFC', 'wine', ['ENE>N', 'ESE>N', 'SSE SSW>N']],
  X: ['CCCC', 'wine', ['inner>N E']],
};
const LETTERS = Object.keys(REFERENCE);

/** Sum over the tiles (one copy each) of what `f` counts on a tile. */
const sum = (f: (t: KnownTileDef) => number) => tiles.reduce((n, t) => n + t.count * f(t), 0);
const ofKind = (t: KnownTileDef, kind: string) => t.features.filter((f) => f.kind === kind);
const isInner = (f: KnownTileDef['features'][number]) => f.kind === 'field' && !f.at.some((l) => l.length === 3);
const lettersWith = (p: (t: KnownTileDef) => boolean) => tiles.filter(p).map((t) => t.id.slice(3));

describe('TB tile data against reference §3', () => {
  it('has the 24 letters A–X in order, one known copy each, no start tile', () => {
    expect(TB.id).toBe('TB');
    expect(tiles.map((t) => t.id)).toEqual(LETTERS.map((l) => `TB.${l}`));
    for (const t of tiles) expect([t.id, t.set, t.known, t.count, t.start ?? 0]).toEqual([t.id, 'TB', true, 1, 0]);
  });

  it.each(LETTERS)('TB.%s has the edges N E S W of the table (compiled tile)', (letter) => {
    expect(tile(letter).edgeString).toBe(REFERENCE[letter]![0]);
  });

  it.each(LETTERS)('TB.%s has the fields of the table, each bordering the cities its →c names', (letter) => {
    const t = tile(letter);
    const cityAt = (s: string) => t.features.findIndex((f) => f.kind === 'city' && f.def.at.includes(s as Side));
    const got = t.features
      .filter((f) => f.kind === 'field')
      .map((f) => {
        const halves = f.def.at.filter((l) => l.length === 3);
        return { halves: halves.length ? [...halves].sort() : ['inner'], borders: [...f.borders].sort() };
      });
    const want = REFERENCE[letter]![2].map((w) => {
      const [h, b] = w.split('>') as [string, string];
      return {
        halves: h.split(' ').sort(),
        borders: b === '-' ? [] : b.split(' ').map(cityAt).sort(),
      };
    });
    expect(want.flatMap((w) => w.borders)).not.toContain(-1);
    const key = (x: { halves: string[] }) => x.halves.join(',');
    expect([...got].sort((a, b) => key(a).localeCompare(key(b)))).toEqual(
      [...want].sort((a, b) => key(a).localeCompare(key(b))),
    );
  });

  it('every half-side of a side that is not a city lies in exactly one field, a city side in none', () => {
    for (const t of tiles) {
      const edges = tile(t.id.slice(3)).edgeString;
      ['NNW', 'NNE', 'ENE', 'ESE', 'SSE', 'SSW', 'WSW', 'WNW'].forEach((h, i) => {
        const n = t.features.filter((f) => f.kind === 'field' && f.at.includes(h as never)).length;
        expect([t.id, h, n]).toEqual([t.id, h, edges[Math.floor(i / 2)] === 'C' ? 0 : 1]);
      });
    }
  });
});

describe('TB check sums (reference §5)', () => {
  it('24 tiles', () => {
    expect(sum(() => 1)).toBe(24);
  });

  it('goods: 20 symbols on 20 tiles, wine 9 (P–X), grain 6 (D–I), cloth 5 (K–O), none on A B C J', () => {
    const symbols = (t: KnownTileDef) => t.features.filter((f) => goodsOf(f)).length;
    expect(sum(symbols)).toBe(20);
    expect(tiles.every((t) => symbols(t) <= 1)).toBe(true);
    const letters = (g: Good) => lettersWith((t) => t.features.some((f) => goodsOf(f) === g));
    expect(letters('wine')).toEqual('P Q R S T U V W X'.split(' '));
    expect(letters('grain')).toEqual('D E F G H I'.split(' '));
    expect(letters('cloth')).toEqual('K L M N O'.split(' '));
    expect(lettersWith((t) => symbols(t) === 0)).toEqual(['A', 'B', 'C', 'J']);
    for (const l of LETTERS) expect(def(l).features.map(goodsOf).find(Boolean) ?? '', l).toBe(REFERENCE[l]![1]);
    // only a city carries goods, and only with a known value
    for (const t of tiles)
      for (const f of t.features) if (f.attrs?.['goods'] !== undefined) expect([t.id, f.kind]).toEqual([t.id, 'city']);
    expect(GOODS).toEqual(['wine', 'grain', 'cloth']);
    expect(goodsOf({ kind: 'city', at: ['N'], attrs: { goods: 'gold' } })).toBeUndefined();
    expect(goodsOf({ kind: 'road', at: ['N'], attrs: { goods: 'wine' } })).toBeUndefined();
  });

  it('cities: 22 tiles, 29 segments; roads: 16 tiles, 23 segments', () => {
    const count = (kind: string) => [sum((t) => (ofKind(t, kind).length ? 1 : 0)), sum((t) => ofKind(t, kind).length)];
    expect(count('city')).toEqual([22, 29]);
    expect(count('road')).toEqual([16, 23]);
    expect(lettersWith((t) => !ofKind(t, 'city').length)).toEqual(['B', 'J']);
  });

  it('fields: 24 tiles, 56 segments, 4 of them inner (M N P X), named by the centre', () => {
    expect(sum((t) => (ofKind(t, 'field').length ? 1 : 0))).toBe(24);
    expect(sum((t) => ofKind(t, 'field').length)).toBe(56);
    expect(sum((t) => t.features.filter(isInner).length)).toBe(4);
    expect(lettersWith((t) => t.features.some(isInner))).toEqual(['M', 'N', 'P', 'X']);
    for (const t of tiles) for (const f of t.features.filter(isInner)) expect(f.at).toEqual(['C']);
  });

  it('1 monastery (J, ending three roads), no pennants', () => {
    expect(lettersWith((t) => ofKind(t, 'monastery').length > 0)).toEqual(['J']);
    expect(sum((t) => ofKind(t, 'monastery').length)).toBe(1);
    expect(ofKind(def('J'), 'road').map((f) => f.end)).toEqual(['monastery', 'monastery', 'monastery']);
    expect(sum((t) => t.features.reduce((n, f) => n + (f.pennants ?? 0), 0))).toBe(0);
  });

  it('gardens are pictures on K and U, and the abbot makes one garden copy of each', () => {
    expect(lettersWith((t) => (t.deco ?? []).some((d) => d.kind === 'garden'))).toEqual(['K', 'U']);
    const variants = tiles.flatMap((t) => gardenVariants(t));
    expect(variants.map((v) => [v.id, v.count, v.variantOf])).toEqual([
      ['TB.K-garden', 1, 'TB.K'],
      ['TB.U-garden', 1, 'TB.U'],
    ]);
    // the copy keeps the goods
    expect(variants.every((v) => v.features.some((f) => goodsOf(f)))).toBe(true);
  });
});

describe('TB special tiles', () => {
  it('D and L: the goods and the road belong to the N+E city; the W city is separate and bare', () => {
    for (const l of ['D', 'L']) {
      const t = tile(l);
      const ne = t.features.find((f) => f.kind === 'city' && f.def.at.includes('N'))!;
      const w = t.features.find((f) => f.kind === 'city' && f.def.at.includes('W'))!;
      expect(ne.def.at).toEqual(['N', 'E']);
      expect(w.def.at).toEqual(['W']);
      expect(ne.index).not.toBe(w.index);
      expect(goodsOf(ne.def)).toBe(l === 'D' ? 'grain' : 'cloth');
      expect(goodsOf(w.def)).toBeUndefined();
      expect(ofKind(t.def, 'road')).toEqual([{ kind: 'road', at: ['S'], end: 'city' }]);
    }
  });

  it('B: two roads that do not meet (W–E over N–S on a bridge), four separate fields', () => {
    const t = tile('B');
    const at = (l: string) => t.locFeature[0]![['N', 'E', 'S', 'W'].indexOf(l)]!;
    expect(at('N')).toBe(at('S'));
    expect(at('W')).toBe(at('E'));
    expect(at('N')).not.toBe(at('W'));
    const roads = t.features.filter((f) => f.kind === 'road');
    expect(roads.map((f) => [f.def.at, f.def.attrs?.['bridge']])).toEqual([
      [['W', 'E'], true],
      [['N', 'S'], true],
    ]);
    const fields = t.features.filter((f) => f.kind === 'field');
    expect(fields.length).toBe(4);
    expect(fields.every((f) => f.def.at.length === 2)).toBe(true);
  });

  it('C: the W road crosses over the S road on a bridge and ends at a cottage; three fields', () => {
    const roads = ofKind(def('C'), 'road');
    expect(roads.map((f) => [f.at, f.end, f.attrs?.['bridge']])).toEqual([
      [['W'], 'house', true],
      [['S'], 'city', true],
    ]);
    expect(ofKind(def('C'), 'field').length).toBe(3);
  });
});

/** Points of a flat outline. */
function toPts(flat: readonly number[]): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i < flat.length; i += 2) out.push([flat[i]!, flat[i + 1]!]);
  return out;
}

describe('TB art', () => {
  for (const t of tiles) {
    it(`${t.id} draws at every rotation, each location's figure spot inside its feature`, () => {
      for (const r of [0, 90, 180, 270]) {
        const art = tileArt(t, r);
        for (const p of art.prims)
          for (const v of p.type === 'poly' ? p.pts : [p.x, p.y]) {
            expect(Number.isFinite(v)).toBe(true);
            expect(v).toBeGreaterThanOrEqual(-5);
            expect(v).toBeLessThanOrEqual(105);
          }
        for (const f of art.features) {
          expect(f.outline.length, `${t.id}@${r} feature ${f.index}`).toBeGreaterThan(0);
          for (const loc of f.at) {
            const a = art.anchors[loc]!;
            expect(a, `${t.id}@${r} ${loc}`).toBeDefined();
            expect(
              f.outline.some((o) => inPolygon(a, toPts(o))),
              `${t.id}@${r} ${loc} inside its ${f.kind}`,
            ).toBe(true);
          }
        }
      }
    });
  }

  it('draws no two fields of a tile as one (a field’s spots lie in no other field)', () => {
    for (const t of tiles) {
      const art = tileArt(t, 0);
      const fields = art.features.filter((f) => f.kind === 'field');
      for (const f of fields)
        for (const loc of f.at)
          for (const g of fields)
            if (g !== f)
              expect(
                g.outline.some((o) => inPolygon(art.anchors[loc]!, toPts(o))),
                `${t.id} ${loc}`,
              ).toBe(false);
    }
  });

  it('draws one goods symbol, in its own shape, on the free ground of the city that carries it', () => {
    for (const t of tiles) {
      const good = t.features.map(goodsOf).find(Boolean);
      for (const r of [0, 90]) {
        const art = tileArt(t, r);
        // a bold symbol at every size, covered from 64 px by the detailed one on a badge of its own
        const badges = art.prims.filter((p) => p.role === 'goods-badge' && !p.lod);
        expect(badges.length, t.id).toBe(good ? 1 : 0);
        expect(art.prims.filter((p) => p.role === 'goods-badge' && p.lod === 64).length, t.id).toBe(good ? 1 : 0);
        for (const g of GOODS)
          expect(
            art.prims.some((p) => p.role === GOODS_ROLE[g]),
            `${t.id} ${g}`,
          ).toBe(g === good);
        if (!good) continue;
        const b = badges[0]!;
        const c: Pt = b.type === 'circle' ? [b.x, b.y] : [0, 0];
        const own = t.features.findIndex((f) => goodsOf(f));
        for (const f of art.features) {
          const inside = f.outline.some((o) => inPolygon(c, toPts(o)));
          expect(inside, `${t.id}@${r}: the symbol in feature ${f.index} (${f.kind})`).toBe(f.index === own);
        }
        // the figures keep clear of it
        expect(art.keepClear.some((k) => Math.hypot(k.p[0] - c[0], k.p[1] - c[1]) < 1)).toBe(true);
      }
    }
  });

  it('tells the three goods apart by shape and colour, small and large', () => {
    const look = (g: Good, large: boolean) =>
      goodsPrims([50, 50], g)
        .filter((p) => p.role !== 'goods-badge' && !!p.lod === large)
        .map((p) => `${p.type}:${p.role}`)
        .join(' ');
    for (const large of [false, true]) expect(new Set(GOODS.map((g) => look(g, large))).size).toBe(3);
    // within the badge: the detailed badge covers the bold symbol
    for (const g of GOODS)
      for (const p of goodsPrims([50, 50], g)) {
        const pts = p.type === 'poly' ? toPts(p.pts) : p.type === 'circle' ? [[p.x, p.y] as Pt] : [];
        for (const q of pts) expect(Math.hypot(q[0] - 50, q[1] - 50), `${g} ${p.role}`).toBeLessThanOrEqual(GOODS_R);
      }
    expect(new Set(Object.values(GOODS_ROLE)).size).toBe(3);
  });

  it('draws the bridges of B and C and the cottage of C', () => {
    for (const l of ['B', 'C'])
      expect(
        tileArt(def(l), 0).prims.some((p) => p.role === 'bridge'),
        l,
      ).toBe(true);
    const roles = (l: string) => tileArt(def(l), 0).prims.filter((p) => p.role === 'village-roof').length;
    expect(roles('C')).toBe(1);
    expect(roles('B')).toBe(0);
  });

  it('draws the garden copies with the garden in the field the reference names', () => {
    const [k] = gardenVariants(def('K'));
    const [u] = gardenVariants(def('U'));
    const gardenAt = (v: KnownTileDef) => {
      const art = tileArt(v, 0);
      return art.features[art.features.length - 1]!.anchor;
    };
    const fieldOf = (v: KnownTileDef, p: Pt) => {
      const art = tileArt(v, 0);
      return art.features.find((f) => f.kind === 'field' && f.outline.some((o) => inPolygon(p, toPts(o))))?.at;
    };
    expect(fieldOf(k!, gardenAt(k!))).toEqual(['SSW', 'WSW', 'WNW']);
    expect(fieldOf(u!, gardenAt(u!))).toEqual(['ESE', 'SSE']);
  });
});

describe('TB figures', () => {
  const box = (prims: ReturnType<typeof meeplePrims>) => {
    const body = prims.find((p) => p.type === 'poly' && p.role === 'meeple' && p.closed && p.fill?.startsWith('#'))!;
    const pts = body.type === 'poly' ? toPts(body.pts) : [];
    const xs = pts.map((p) => p[0]);
    const ys = pts.map((p) => p[1]);
    return { w: Math.max(...xs) - Math.min(...xs), h: Math.max(...ys) - Math.min(...ys) };
  };

  it('the builder is a taller figure than a follower, in its player’s colour with the mark', () => {
    for (const c of ['red', 'black'] as const) {
      const b = meeplePrims([50, 50], c, 'builder');
      expect(box(b).h).toBeGreaterThan(box(meeplePrims([50, 50], c, 'normal')).h + 4);
      expect(b.some((p) => p.role === 'meeple-mark')).toBe(true);
      expect(b.some((p) => p.type === 'poly' && p.fill === (c === 'red' ? '#D7263D' : '#2B2B2B'))).toBe(true);
    }
    expect(meeplePrims([50, 50], 'red', 'builder')).not.toEqual(meeplePrims([50, 50], 'blue', 'builder'));
  });

  it('the pig is wider than tall and stands on its legs on a field too, with its player’s mark', () => {
    const standing = meeplePrims([50, 50], 'green', 'pig');
    const lying = meeplePrims([50, 50], 'green', 'pig', true);
    expect(lying).toEqual(standing);
    expect(box(standing).w).toBeGreaterThan(box(standing).h * 1.3);
    expect(standing.some((p) => p.role === 'meeple-mark')).toBe(true);
  });
});

describe('TB words', () => {
  it('names the goods of a city in a tile description and in the tile notes, in both languages', () => {
    const cs = getT('cs');
    const en = getT('en');
    expect(describeTile(def('D'), 0, cs)).toContain('město: sever, východ, zboží: obilí');
    expect(describeTile(def('P'), 0, en)).toContain('goods: wine');
    expect(tileNotes(def('K'), cs)).toContain('symbol zboží: látka');
    expect(describeTile(def('C'), 0, cs)).toContain('končí u chalupy');
    expect(describeTile(def('A'), 0, en)).not.toContain('goods');
  });
});
