import { test, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { builtPages, fileFor } from './helpers/dist';

// Link previews (issue 22): every page names a PNG og:image of the size it states, with a
// text for readers who do not see it; the file is a real PNG of that size in the build and
// the server sends it as image/png. Forwarding pages (earlier addresses) name none.
const meta = (html: string, prop: string): string | undefined =>
  new RegExp(`<meta property="${prop}" content="([^"]*)"`).exec(html)?.[1];

/** Width and height from a PNG's IHDR chunk, or null when the bytes are not a PNG. */
function pngSize(b: Buffer): { width: number; height: number } | null {
  const sig = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (b.length < 24 || sig.some((v, i) => b[i] !== v) || b.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}

// forwarding pages (earlier addresses) and embed pages (for frames, kept out of search engines) name none
const pages = builtPages().filter(
  (p) => /^\/(cs|en)\//.test(p.path) && !/<body[^>]*\sdata-(forward|embed)=/.test(p.html),
);

test('every page names a PNG preview of the size it states, with a text', () => {
  expect(pages.length).toBeGreaterThan(100);
  const images = new Set<string>();
  for (const p of pages) {
    const url = meta(p.html, 'og:image');
    expect(url, `${p.path}: og:image`).toMatch(/^https?:\/\/[^/]+\/.+\.png$/);
    expect(meta(p.html, 'og:image:type'), p.path).toBe('image/png');
    const alt = meta(p.html, 'og:image:alt') ?? '';
    expect(alt.length, `${p.path}: og:image:alt`).toBeGreaterThan(10);
    const file = fileFor(new URL(url!).pathname);
    expect(file, `${p.path}: ${url} is not in the build`).not.toBeNull();
    const size = pngSize(readFileSync(file!));
    expect(size, `${p.path}: ${url} is not a PNG`).not.toBeNull();
    expect(size, `${p.path}: ${url}`).toEqual({
      width: Number(meta(p.html, 'og:image:width')),
      height: Number(meta(p.html, 'og:image:height')),
    });
    expect(size).toEqual({ width: 1200, height: 630 });
    images.add(new URL(url!).pathname);
  }
  // the rules and tool pages have pictures of their own, in each language; tile pages one a tile
  for (const own of [
    '/nahled/cs/lazne.png',
    '/nahled/en/bathhouses.png',
    '/nahled/cs/rozbor.png',
    '/nahled/en/uvod.png',
  ])
    expect([...images]).toContain(own);
  expect([...images].filter((i) => i.startsWith('/nahled-karticky/')).length).toBeGreaterThan(40);
});

test('the previews differ from page to page and are served as PNG', async ({ request }) => {
  const cs = await request.get('/nahled/cs/lazne.png');
  expect(cs.status()).toBe(200);
  expect(cs.headers()['content-type']).toBe('image/png');
  const en = await request.get('/nahled/en/bathhouses.png');
  const ic = await request.get('/nahled/cs/hostince-a-katedraly.png');
  const bodies = await Promise.all([cs.body(), en.body(), ic.body()]);
  // the Czech and English pictures carry different titles, another page another tile
  expect(bodies[0]!.equals(bodies[1]!)).toBe(false);
  expect(bodies[0]!.equals(bodies[2]!)).toBe(false);
  for (const b of bodies) expect(pngSize(b)).toEqual({ width: 1200, height: 630 });
});

test('a preview opens in the browser as a drawn picture of its stated size', async ({ page }) => {
  // open a preview as an image and check that it is drawn (not blank): many colours
  await page.goto('/nahled/cs/lazne.png');
  const colours = await page.evaluate(async () => {
    const img = document.querySelector('img')!;
    await img.decode();
    const c = document.createElement('canvas');
    c.width = img.naturalWidth;
    c.height = img.naturalHeight;
    const g = c.getContext('2d')!;
    g.drawImage(img, 0, 0);
    const d = g.getImageData(0, 0, c.width, c.height).data;
    const seen = new Set<number>();
    for (let i = 0; i < d.length; i += 4 * 97) seen.add((d[i]! << 16) | (d[i + 1]! << 8) | d[i + 2]!);
    return { w: c.width, h: c.height, n: seen.size };
  });
  expect(colours.w).toBe(1200);
  expect(colours.h).toBe(630);
  expect(colours.n).toBeGreaterThan(20);
});
