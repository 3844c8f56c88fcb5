import { test, expect } from '@playwright/test';
import { readdirSync, mkdirSync } from 'node:fs';

// Every page at a phone width (dark) and a wide desktop (light): no horizontal scrolling of
// the page itself (the colour scheme changes no size), and a screenshot in
// reports/screenshots/ to look at.
const slugs = readdirSync('content/cs')
  .filter((f) => f.endsWith('.mdx'))
  .map((f) => f.replace(/\.mdx$/, ''));
// the tile catalogue and two tile pages (a drawn tile with many features, an award card)
const tilePages = ['/cs/karticky/', '/cs/karticky/base-l/', '/en/tiles/krb-robber/'];
const views = [
  [360, 'dark'],
  [1440, 'light'],
] as const;
mkdirSync('reports/screenshots', { recursive: true });

for (const [width, scheme] of views) {
  {
    test(`layout at ${width}px, ${scheme}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme: scheme });
      for (const path of ['/cs/', ...slugs.map((s) => `/cs/${s}/`), ...tilePages]) {
        await page.goto(path);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} overflows by ${overflow}px`).toBeLessThanOrEqual(0);
        const name = (path.replace(/\//g, '_').replace(/^_|_$/g, '') || 'home') + `-${width}-${scheme}.png`;
        await page.screenshot({ path: `reports/screenshots/${name}`, fullPage: false });
      }
    });
  }
}
