import { describe, expect, it } from 'vitest';
import { previewPath, previewPng, previewSvg, PREVIEW_SIZE } from '../../src/site/link-preview';

const lines = (svg: string) => [...svg.matchAll(/font-weight="700">([^<]*)<\/text>/g)].map((m) => m[1]!);

describe('link previews', () => {
  it('name one file per page and language', () => {
    expect(previewPath('cs', 'lazne/')).toBe('/nahled/cs/lazne.png');
    expect(previewPath('en', '')).toBe('/nahled/en/uvod.png');
    expect(previewPath('cs', 'karticky/ic-k/')).toBe('/nahled/cs/karticky-ic-k.png');
  });

  it('draw the tile and the title, a long title in lines that keep a one-letter word with the next', () => {
    const svg = previewSvg('Hostince a katedrály', 'IC.K', 'cs');
    expect(svg).toContain('width="1200" height="630"');
    expect(svg).toContain('Hratelná pravidla Carcassonne');
    const l = lines(svg);
    expect(l.join(' ').replace(/\u00a0/g, ' ')).toBe('Hostince a katedrály');
    for (const line of l) expect(line).not.toMatch(/(^|\s)\p{L}$/u);
    const long = lines(
      previewSvg('Jubilejní edice 20 let s kartičkami, jejichž rozložení ještě neznáme', 'BASE.D', 'cs'),
    );
    expect(long.length).toBeLessThanOrEqual(3);
    expect(long.length).toBeGreaterThan(1);
  });

  it('draw an unknown tile as its label in a frame, never as an invented drawing', () => {
    const svg = previewSvg('Jubilejní edice 20 let', 'A20.B', 'cs');
    expect(svg).toMatch(/<rect x="70" y="80" width="470" height="470" fill="none"/);
    expect(svg).not.toContain('<svg x="70"');
  });

  it('turn into a PNG of the stated size', () => {
    const png = Buffer.from(previewPng(previewSvg('Lázně', 'BATH.06', 'cs')));
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([PREVIEW_SIZE.width, PREVIEW_SIZE.height]);
  });

  it('escape a title', () => {
    expect(previewSvg('Inns & <b>', 'BASE.D', 'en')).toContain('Inns &amp; &lt;b&gt;');
  });
});
