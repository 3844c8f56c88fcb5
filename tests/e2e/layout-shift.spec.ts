import { test, expect, type Page } from '@playwright/test';
import { startSlowServer, type SlowServer } from './helpers/slow-server';

// Cumulative layout shift while a page loads over a slow connection: the page arrives in two
// parts (the header, menu and article; the footer and the scripts at the end once the
// browser has painted the first part), as on a slow phone connection. On a phone the side menu must be closed in that first paint —
// closing it later would push the article up by the menu's height (CLS 0.41 before).
// one page of each template: the home page, a rules page with examples, the search page, the
// tile catalogue with a filter, a tile page
const pages = ['/cs/', '/cs/hostince-a-katedraly/', '/cs/hledat/', '/cs/karticky/?sada=IC', '/cs/karticky/ic-k/'];

let server: SlowServer;
test.beforeAll(async () => {
  server = await startSlowServer();
});
test.afterAll(async () => {
  await server.close();
});

/** Loads `path` from the slow server; returns the page's CLS, whether it painted early, the menu state. */
async function measure(page: Page, path: string) {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number; __shifts: string[] };
    w.__cls = 0;
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node }[];
      })[]) {
        if (e.hadRecentInput) continue;
        w.__cls += e.value;
        w.__shifts.push(
          `${e.value.toFixed(3)} at ${e.startTime.toFixed(0)} ms: ${(e.sources ?? []).map((s) => (s.node as Element)?.tagName ?? '?').join(',')}`,
        );
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const loaded = page.goto(server.origin + path, { waitUntil: 'load' });
  // the rest of the page only once the browser has drawn frames with the article's heading
  const drawn = () =>
    !!document.querySelector('main h1') && performance.getEntriesByName('first-contentful-paint').length === 1;
  await expect.poll(() => page.evaluate(drawn).catch(() => false), { timeout: 9_000 }).toBe(true);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const painted = await page.evaluate(() => document.querySelectorAll('footer').length === 0);
  server.release();
  await loaded;
  await page.waitForTimeout(300);
  return page
    .evaluate(() => {
      const w = window as unknown as { __cls: number; __shifts: string[] };
      return {
        cls: w.__cls,
        shifts: w.__shifts,
        open: document.querySelector<HTMLDetailsElement>('details.side-nav')?.open,
      };
    })
    .then((r) => ({ ...r, painted }));
}

test.describe('phone', () => {
  test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  for (const path of pages) {
    test(`${path}: the menu is closed from the first paint, no layout shift`, async ({ page }) => {
      const r = await measure(page, path);
      // the test only means something if the browser painted before the rest of the page came
      expect(r.painted, 'first paint before the second part of the page').toBe(true);
      expect(r.open, 'side menu closed').toBe(false);
      expect(r.cls, r.shifts.join('\n')).toBeLessThan(0.01);
      await expect(page.locator('details.side-nav summary')).toBeVisible();
      await page.locator('details.side-nav summary').click();
      await expect(page.locator('details.side-nav nav')).toBeVisible();
    });
  }
});

test('wide screen: the menu is open from the first paint, no layout shift', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  for (const path of ['/cs/', '/cs/lazne/']) {
    const r = await measure(page, path);
    expect(r.painted).toBe(true);
    expect(r.open, path).toBe(true);
    expect(r.cls, `${path}\n${r.shifts.join('\n')}`).toBeLessThan(0.01);
    await expect(page.locator('details.side-nav nav a').first()).toBeVisible();
  }
});
