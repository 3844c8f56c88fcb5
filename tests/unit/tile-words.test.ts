/**
 * The tile pages' words for where each feature lies (src/site/tiles.ts, DESIGN 1.8): no two
 * fields of one tile read alike, and the bridge tile's corner fields are named by their corner
 * and open to a farmer.
 */
import { describe, expect, it, vi } from 'vitest';
import { getT } from '../../src/i18n';
import { tileCalled, tileFeatures } from '../../src/site/tiles';
import { describeTile } from '../../src/art/describe';
import { tileDef, type KnownTileDef } from '../../src/engine';
import { tileSets } from '../../src/art/sets';

// the catalogue's data module imports the site's navigation, which reads Astro's collections
vi.mock('astro:content', () => ({ getCollection: async () => [] }));

const langs = ['cs', 'en'] as const;

describe('tile pages: where each feature lies', () => {
  for (const lang of langs) {
    const t = getT(lang);
    it(`${lang}: the fields of every known tile are worded distinctly at every rotation`, () => {
      let tiles = 0;
      for (const set of tileSets())
        for (const def of set.tiles) {
          const fs = def.known ? tileFeatures(def.id, t) : undefined;
          if (!fs) continue;
          tiles++;
          for (let q = 0; q < 4; q++) {
            const words = fs.filter((f) => f.kind === 'field').map((f) => f.where[q]!);
            expect(new Set(words).size, `${def.id} at ${q * 90}°: ${words.join(' | ')}`).toBe(words.length);
          }
        }
      expect(tiles).toBeGreaterThan(50);
    });
  }

  it('KRB.01: four corner fields, each named by its corner (turning with the tile), each open to a farmer', () => {
    const cs = tileFeatures('KRB.01', getT('cs'))!.filter((f) => f.kind === 'field');
    expect(cs.map((f) => f.where[0])).toEqual([
      'v severovýchodním rohu',
      'v jihovýchodním rohu',
      'v jihozápadním rohu',
      'v severozápadním rohu',
    ]);
    expect(cs[0]!.where[1]).toBe('v jihovýchodním rohu');
    for (const f of cs) expect(f.figures.length).toBeGreaterThan(0);
    const en = tileFeatures('KRB.01', getT('en'))!.filter((f) => f.kind === 'field');
    expect(en[3]!.where[0]).toBe('in the north-west corner');
  });

  it('IC.I and KRB.02: fields on one side are told apart by their halves', () => {
    const t = getT('cs');
    const ici = tileFeatures('IC.I', t)!
      .filter((f) => f.kind === 'field')
      .map((f) => f.where[0]);
    expect(ici).toContain('u okraje: západ (severní půlka)');
    expect(ici).toContain('u okraje: západ (jižní půlka)');
    const krb = tileFeatures('KRB.02', t)!
      .filter((f) => f.kind === 'field')
      .map((f) => f.where[0]);
    expect(krb).toEqual([
      'u okraje: západ (severní půlka)',
      'u okraje: západ (jižní půlka)',
      'u okraje: jih (západní půlka)',
      'u okraje: jih (východní půlka)',
    ]);
  });
});

describe('the catalogue and tile pages name an inn and a cathedral as a thing, not as a scoring phrase', () => {
  it('filters and notes read "hostinec" / "katedrála" (the scoring lines say "s hostincem")', async () => {
    const { traitFilters } = await import('../../src/site/tiles');
    const { tileNotes } = await import('../../src/art/describe');
    const { allTileDefs } = await import('../../src/engine');
    for (const [lang, inn, cathedral] of [
      ['cs', 'hostinec', 'katedrála'],
      ['en', 'inn', 'cathedral'],
    ] as const) {
      const t = getT(lang);
      const labels = traitFilters(t).map((f) => f.label);
      expect(labels, lang).toContain(inn);
      expect(labels, lang).toContain(cathedral);
      const notes = allTileDefs()
        .filter((d) => d.set === 'IC' && d.known)
        .flatMap((d) => tileNotes(d, t));
      expect(notes, lang).toContain(inn);
      expect(notes, lang).toContain(cathedral);
    }
  });
});

describe('a bridge: which part runs over it and which under it', () => {
  const known = (id: string) => tileDef(id) as KnownTileDef;
  it('KRB.01: the north–south city over the bridge, the west–east city under it', () => {
    expect(describeTile(known('KRB.01'), 0, getT('cs'))).toBe(
      'město: sever, jih, přes most; město: východ, západ, pod mostem',
    );
    expect(describeTile(known('KRB.01'), 0, getT('en'))).toBe(
      'city: north, south, over a bridge; city: east, west, under a bridge',
    );
  });
  it('BATH.01: the west–east road over the bridge, the north–south road under it (tile page extras too)', () => {
    const cs = getT('cs');
    expect(describeTile(known('BATH.01'), 0, cs)).toMatch(
      /cesta: východ – západ, .*přes most; cesta: sever – jih, pod mostem$/,
    );
    const roads = tileFeatures('BATH.01', cs)!.filter((f) => f.kind === 'road');
    expect(roads.map((f) => f.extras.filter((x) => /most/.test(x)))).toEqual([['přes most'], ['pod mostem']]);
  });
  it('a river bridge: the road runs over it', () => {
    expect(describeTile(known('RIVER.K'), 0, getT('cs'))).toContain('cesta: východ – západ, přes most');
    expect(describeTile(known('RIVER.K'), 0, getT('cs'))).not.toContain('pod mostem');
  });
});

describe('tile pages: what a tile is called', () => {
  it('an award card is named as the card players hold, never as an illustrative tile without a letter', () => {
    const cs = getT('cs');
    const en = getT('en');
    expect(tileCalled('KRB.KING', cs)).toBe('Ve hře se jí říká kartička krále; na hrací plochu se nepřikládá.');
    expect(tileCalled('KRB.ROBBER', cs)).toContain('kartička loupeživého rytíře');
    expect(tileCalled('KRB.KING', en)).toBe('In play it is called the King card; it is never placed on the board.');
    for (const id of ['KRB.KING', 'KRB.ROBBER'])
      for (const t of [cs, en])
        expect(tileCalled(id, t)).not.toMatch(/ilustrační|bez písmene|illustrative|without a letter/);
  });
  it('a land tile keeps its name on the boards', () => {
    expect(tileCalled('KRB.01', getT('cs'))).toBe(
      'Na hracích plochách a v popisech tahů: kartička č. 1 ze sady Král a loupeživý rytíř.',
    );
  });
});
