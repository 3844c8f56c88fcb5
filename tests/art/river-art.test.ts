/**
 * The river's art and words: water is drawn as a band the fields keep clear of, the spring
 * and the lake are marked, a road crosses on a bridge, and a tile's description names the
 * river by the sides it leaves by.
 */
import { describe, expect, it } from 'vitest';
import '../../src/engine/modules/art';
import '../../src/art/tile-build';
import { describeTile } from '../../src/art/describe';
import { tileArt } from '../../src/art/tile';
import { getT } from '../../src/i18n';
import { tileDef, type KnownTileDef } from '../../src/engine/index';

const def = (id: string) => tileDef(id) as KnownTileDef;

describe('river art', () => {
  it('draws the water, the spring, the lake and the bridges', () => {
    const roles = (id: string) => new Set(tileArt(def(id), 0).prims.map((p) => p.role));
    for (const id of ['RIVER.A', 'RIVER.D', 'RIVER.L']) expect(roles(id).has('river'), id).toBe(true);
    expect(roles('RIVER.A').has('river-stone')).toBe(true); // the spring's ring of stones
    expect(roles('RIVER.D').has('river-stone')).toBe(false);
    for (const id of ['RIVER.B', 'RIVER.H', 'RIVER.K']) expect(roles(id).has('bridge'), id).toBe(true);
    expect(roles('RIVER.I').has('bridge')).toBe(false);
  });

  it('keeps figures off the spring and the lake', () => {
    for (const id of ['RIVER.A', 'RIVER.L']) {
      const art = tileArt(def(id), 0);
      const pond = art.keepClear.find((k) => k.r >= 12);
      expect(pond, id).toBeDefined();
      for (const a of Object.values(art.anchors))
        expect(Math.hypot(a![0] - pond!.p[0], a![1] - pond!.p[1])).toBeGreaterThan(pond!.r - 6);
    }
  });

  it('outlines the river as a feature of its own, apart from the fields either side', () => {
    const art = tileArt(def('RIVER.D'), 90);
    const line = art.features.find((f) => f.kind === 'line')!;
    expect(line.at.sort()).toEqual(['E', 'W']);
    expect(line.outline.length).toBe(1);
    expect(art.featureAt.NNW).not.toBe(art.featureAt.SSW); // the banks: two fields
  });
});

describe('river words', () => {
  it('names the river, its spring and its lake in a tile description, in both languages', () => {
    const cs = getT('cs');
    const en = getT('en');
    expect(describeTile(def('RIVER.A'), 0, cs)).toContain('řeka: jih, s pramenem');
    expect(describeTile(def('RIVER.L'), 180, cs)).toContain('řeka: jih, s jezerem');
    expect(describeTile(def('RIVER.K'), 0, cs)).toMatch(/řeka: sever – jih.*cesta: .*most/);
    expect(describeTile(def('RIVER.A'), 0, en)).toContain('river: south, with the spring');
  });
});

describe('river refusals on the analysis board', () => {
  it('says in words why the rules refuse a river tile that does not continue the river, or turns back', async () => {
    const { emptySetup, buildSetup } = await import('../../src/engine/index');
    const { placeTile, whyNotPlay } = await import('../../src/analysis/edit');
    const { issueText } = await import('../../src/analysis/messages');
    let r = placeTile(emptySetup(['base', 'river']), 'RIVER.A', 0, 0, 0);
    if (!r.ok) throw new Error('spring refused');
    r = placeTile(r.doc, 'RIVER.G', 0, 1, 0); // south, then west: a right turn
    if (!r.ok) throw new Error('bend refused');
    const g = buildSetup(r.doc).game!;
    const cs = getT('cs');
    const off = whyNotPlay(g, 'RIVER.D', -1, 0, 0)!;
    expect(issueText(off, cs)).toMatch(/musí navázat na volný konec řeky/);
    const back = whyNotPlay(g, 'RIVER.E', -1, 1, 180)!; // right again: a U-turn
    expect(issueText(back, cs)).toMatch(/nesmí zatočit dvakrát po sobě/);
    expect(issueText(back, getT('en'))).toMatch(/may not turn the same way twice/);
    expect(whyNotPlay(g, 'RIVER.E', -1, 1, 270)).toBeUndefined(); // left: allowed
  });
});
