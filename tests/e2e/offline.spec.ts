import { test, expect, type Page } from '@playwright/test';
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { extname } from 'node:path';
import { fileFor } from './helpers/dist';

// The site offline (issue 22, DESIGN 1.10): one visit installs the service worker (/sw.js,
// every file of the build precached); then, with the network off, pages open by link in
// both languages, the search answers, a worked example plays, the analysis board starts and a
// game against the computer is dealt and answered. The manifest makes the site installable.
test.use({ serviceWorkers: 'allow' });

/** Waits until the service worker controls the page and has precached everything (its install finished). */
async function installed(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const t0 = performance.now();
    const reg = await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise<void>((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }),
      );
    return reg.active ? performance.now() - t0 : -1;
  });
}

test('after one visit the whole site works offline', async ({ page, context }) => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto('/cs/');
  const manifest = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifest).toBe('/manifest.webmanifest');
  const m = await (await page.request.get(manifest!)).json();
  expect(m).toMatchObject({ name: 'Hratelná pravidla Carcassonne', start_url: '/cs/', display: 'standalone' });
  expect(m.icons.length).toBeGreaterThan(0);
  const ms = await installed(page);
  console.log(`service worker installed and controlling after ${(ms / 1000).toFixed(1)} s`);
  expect(ms).toBeGreaterThanOrEqual(0);

  await context.setOffline(true);
  // pages by link, both languages
  for (const [link, heading] of [
    ['a[href="/cs/hostince-a-katedraly/"]', /Hostince/],
    ['a[href="/cs/lazne/"]', /Lázně/],
    ['a[data-lang-link="en"]', /Bathhouses/],
    ['a[href="/en/king-and-robber-baron/"]', /King/],
    ['a[href="/en/karticky/"], a[href="/en/tiles/"]', /[Tt]iles/],
  ] as const) {
    await page.locator(link).first().click();
    await expect(page.locator('h1')).toHaveText(heading);
  }
  // the search, offline
  await page.goto('/cs/hledat/?q=katedrala');
  await expect(page.locator('.pagefind-ui__result').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('.pagefind-ui__results')).toContainText(/katedrál/i);
  // a worked example plays its solution
  await page.goto('/cs/hostince-a-katedraly/');
  const example = page.locator('[data-example="katedrala-27"]');
  await example.locator('[data-action="solution"]').click();
  await expect(example).toHaveAttribute('data-points', JSON.stringify({ red: 27, blue: 0 }));
  // the analysis board starts with a position from its address
  await page.goto('/cs/rozbor/');
  await expect(page.locator('[data-analysis]')).toHaveAttribute('data-position', /^\d+~/);
  // a game against the computer: the computer's worker answers the person's move
  await page.goto('/cs/hra/?moduly=base&hraci=pocitac,clovek&seed=3');
  const play = page.locator('[data-free-play]');
  await expect(play).toHaveAttribute('data-state', 'playing');
  await expect(play).toHaveAttribute('data-moves', '1', { timeout: 20_000 });
  await expect(play).toHaveAttribute('data-phase', 'tile');
  expect(errors).toEqual([]);
});

/** A static server for dist/ whose /sw.js ends with a comment naming build `version` (a new build when it changes). */
function versionedServer(): Promise<{ origin: string; next: () => void; close: () => Promise<void> }> {
  let version = 1;
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const file = fileFor(path);
    if (!file) return void res.writeHead(404).end();
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    res.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' });
    const body = readFileSync(file);
    res.end(path === '/sw.js' ? `${body.toString('utf8')}\n// build ${version}\n` : body);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const addr = server.address();
      resolve({
        origin: `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`,
        next: () => void version++,
        close: () => new Promise((r) => server.close(() => r())),
      });
    }),
  );
}
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
};

test('a new version is offered quietly and takes over on request', async ({ page }) => {
  test.setTimeout(120_000);
  const server = await versionedServer();
  try {
    await page.goto(`${server.origin}/en/`);
    await installed(page);
    const notice = page.locator('[data-update-notice]');
    await expect(notice).toBeHidden();
    // the next build: the page offers it, and does not reload by itself
    server.next();
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
    await expect(notice).toBeVisible({ timeout: 60_000 });
    await expect(notice).toContainText('new version');
    const before = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    expect(before).toContain('/sw.js');
    await Promise.all([page.waitForEvent('load'), notice.locator('button').click()]);
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.locator('[data-update-notice]')).toBeHidden();
  } finally {
    await server.close();
  }
});
