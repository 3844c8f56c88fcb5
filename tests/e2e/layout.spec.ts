import { test, expect } from '@playwright/test';
import { readdirSync, mkdirSync } from 'node:fs';

// Every page at a phone width and a wide desktop, light and dark: no horizontal scrolling
// of the page itself, and a screenshot in reports/screenshots/ to look at.
const slugs = readdirSync('content/cs')
  .filter((f) => f.endsWith('.mdx'))
  .map((f) => f.replace(/\.mdx$/, ''));
// the tile catalogue and two tile pages (a drawn tile with many features, an award card)
const tilePages = ['/cs/karticky/', '/cs/karticky/base-l/', '/en/tiles/krb-robber/'];
const widths = [360, 1440];
const schemes = ['light', 'dark'] as const;
mkdirSync('reports/screenshots', { recursive: true });

for (const width of widths) {
  for (const scheme of schemes) {
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
