import { test, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIST } from './helpers/dist';
import { headingsOf } from '../../src/site/cross-anchors.mjs';
import { OLD_ADDRESSES, pageHref } from '../../src/lib/page-paths';

// Addresses as readers type and share them, served by `npm start` (scripts/serve.mjs): without
// the trailing slash, unknown, and the English pages' earlier (Czech-named) addresses.

test('an address without its trailing slash reaches its page, query kept', async ({ page }) => {
  for (const [asked, lands, h1] of [
    ['/cs', '/cs/', 'Hratelná pravidla'],
    ['/cs/hostince-a-katedraly', '/cs/hostince-a-katedraly/', 'Hostince a katedrály'],
    ['/en/bathhouses?x=1', '/en/bathhouses/?x=1', 'Bathhouses'],
    ['/cs/karticky/ic-k', '/cs/karticky/ic-k/', 'K'],
  ] as const) {
    const r = await page.goto(asked);
    expect(r?.status(), asked).toBe(200);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(lands);
    await expect(page.locator('h1')).toContainText(h1);
  }
});

test("an unknown address shows the site's not-found page in its language, with the way on", async ({ page }) => {
  for (const [asked, lang, text] of [
    ['/cs/tahle-stranka-neni/', 'cs', 'Stránka nenalezena'],
    ['/nic', 'cs', 'Stránka nenalezena'],
    ['/en/no-such-page/', 'en', 'Page not found'],
  ] as const) {
    const r = await page.goto(asked);
    expect(r?.status(), asked).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('h1')).toHaveText(text);
    const links = page.locator('[data-not-found-pages] a');
    expect(await links.count()).toBeGreaterThanOrEqual(7);
    await expect(links.first()).toHaveAttribute('href', lang === 'en' ? '/en/base-game/' : '/cs/zakladni-hra/');
  }
  await page.locator('[data-not-found-pages] a', { hasText: 'Bathhouses' }).click();
  await expect(page).toHaveURL(/\/en\/bathhouses\/$/);
});

test('every address published earlier answers 301 to its page, which exists', async ({ request }) => {
  for (const { from, to } of OLD_ADDRESSES) {
    for (const asked of [from, from.slice(0, -1)]) {
      const r = await request.get(asked, { maxRedirects: 0 });
      expect(r.status(), asked).toBe(301);
      expect(r.headers()['location'], asked).toBe(to);
    }
    expect((await request.get(to)).status(), to).toBe(200);
  }
});

test("an earlier English address lands on the same section, by either language's anchor", async ({ page }) => {
  const cs = headingsOf(readFileSync(join(DIST, 'cs/lazne/index.html'), 'utf8'));
  const en = headingsOf(readFileSync(join(DIST, 'en/bathhouses/index.html'), 'utf8'));
  const n = Math.min(5, cs.length - 1);
  for (const id of [en[n]!.id, cs[n]!.id]) {
    await page.goto(`/en/lazne/?pozice=x#${id}`);
    await expect(page).toHaveURL(new RegExp(`/en/bathhouses/\\?pozice=x#${id}$`));
    await expect(page.locator(`h${en[n]!.level}#${en[n]!.id}`)).toBeInViewport();
  }
});

test('a forwarding page (for hosts without redirects) moves on with query and anchor', async ({ page }) => {
  // the file itself, as a host that ignores `_redirects` serves it at /en/lazne/
  await page.goto('/en/lazne/index.html?q=1#top');
  await expect(page).toHaveURL(/\/en\/bathhouses\/\?q=1#top$/);
  await expect(page.locator('h1')).toHaveText('Bathhouses');
  const html = readFileSync(join(DIST, 'en/lazne/index.html'), 'utf8');
  expect(html).toContain('<meta name="robots" content="noindex">');
  expect(html).toMatch(/<link rel="canonical" href="[^"]*\/en\/bathhouses\/">/);
  // and it is no page for search engines
  const sitemap = readFileSync(join(DIST, 'sitemap-0.xml'), 'utf8');
  expect(sitemap).toContain('/en/bathhouses/</loc>');
  expect(sitemap).not.toContain('/en/lazne/</loc>');
});

test('English pages link to English addresses: menu, page turns, language switch', async ({ page }) => {
  await page.goto(pageHref('cs', 'lazne'));
  await page.locator('.lang-switch a[hreflang="en"]').click();
  await expect(page).toHaveURL(/\/en\/bathhouses\/$/);
  const hrefs = await page.locator('a[href^="/en/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
  const old = OLD_ADDRESSES.map((o) => o.from);
  expect(hrefs.filter((h) => old.some((o) => h.startsWith(o)))).toEqual([]);
  await expect(page.locator('a[data-page-turn="next"]')).toHaveAttribute('href', /^\/en\/[a-z0-9-]+\/$/);
});
