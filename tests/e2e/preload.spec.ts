import { test, expect } from '@playwright/test';
import { ready } from './helpers/analysis';

// The analysis board asks for every chunk it needs before it is usable from its page's head
// (`<link rel="modulepreload">`, src/site/module-preload.mjs), instead of one wave after
// another (the page's chunks, then the board view's and PixiJS's, then the WebGL renderer's);
// the worked examples' pages keep loading their sandbox lazily and get no such links.

for (const path of ['/cs/rozbor/', '/en/analysis/'])
  test(`${path}: every script the board needs is preloaded from the head`, async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto(path);
    await ready(page);
    // the links the page is served with (the bundler's loader adds its own as it imports)
    const html = await (await page.request.get(path)).text();
    const head = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]!);
    expect(html.indexOf('modulepreload')).toBeLessThan(html.indexOf('</head>'));
    const entry = await page.locator('script[type="module"][src]').getAttribute('src');
    // the board view, PixiJS's WebGL renderer, the build's drawings' client and the tile labels among them
    for (const name of ['view', 'WebGLRenderer', 'tile-art-client', 'labels'])
      expect(head.some((h) => h.startsWith(`/_astro/${name}.`))).toBe(true);
    const late = [...new Set(scripts)].filter((s) => s !== entry && !head.includes(s));
    expect(late).toEqual([]);
  });

test('worked examples and other pages get no preload links', async ({ request }) => {
  for (const path of ['/cs/zakladni-hra/', '/en/bathhouses/', '/cs/hra/', '/cs/trenink/', '/cs/'])
    expect(await (await request.get(path)).text(), path).not.toContain('modulepreload');
});
