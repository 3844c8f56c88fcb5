import { test, expect, type BrowserContext, type Page } from '@playwright/test';

// The site asks no other host for anything — no fonts, scripts, images, analytics or
// prefetches — on every kind of page, with boards started and the search used. Every
// request to another host is blocked and recorded; the test fails if anything tried.
const visits: { path: string; act?: 'board' | 'search' }[] = [
  { path: '/' },
  { path: '/cs/' },
  { path: '/en/' },
  { path: '/cs/zakladni-hra/' },
  { path: '/cs/hostince-a-katedraly/', act: 'board' },
  { path: '/en/bathhouses/', act: 'board' },
  { path: '/cs/ukazkova-hra/', act: 'board' },
  { path: '/cs/ikony/' },
  { path: '/en/icons-and-terms/' },
  { path: '/cs/hledat/?q=katedrala', act: 'search' },
  { path: '/en/search/?q=bathhouse', act: 'search' },
  { path: '/cs/404/' },
  { path: '/cs/no-such-page/' },
];

/**
 * Records every attempt to reach another host: requests (blocked here) and loads that the
 * page's Content-Security-Policy refused before they left the browser.
 */
async function watchForeign(page: Page, context: BrowserContext, own: string) {
  const foreign: string[] = [];
  const seen = new Set<string>();
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.host !== own) {
      foreign.push(`${page.url()} → ${route.request().resourceType()} ${url.href}`);
      return route.abort('blockedbyclient');
    }
    seen.add(url.pathname.split('/')[1] ?? '');
    return route.continue();
  });
  page.on('websocket', (ws) => foreign.push(`${page.url()} → websocket ${ws.url()}`));
  await page.exposeFunction('__foreignReport', (line: string) => foreign.push(line));
  await page.addInitScript(() => {
    // the policy comes twice, in the header and in the page's meta tag: each refuses the
    // same load, so a refused address is reported once
    const reported = new Set<string>();
    document.addEventListener('securitypolicyviolation', (e) => {
      if (reported.has(e.blockedURI)) return;
      reported.add(e.blockedURI);
      if (/^(https?|wss?):/.test(e.blockedURI) && new URL(e.blockedURI).host !== location.host) {
        (window as unknown as { __foreignReport: (s: string) => void }).__foreignReport(
          `${location.href} → refused by the policy: ${e.blockedURI}`,
        );
      }
    });
  });
  return { foreign, seen };
}

test('no page asks another host for anything, with boards started and the search used', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { foreign, seen } = await watchForeign(page, context, new URL(baseURL!).host);
  for (const { path, act } of visits) {
    await page.goto(path);
    if (act === 'board') {
      const root = page.locator('hp-example').first();
      await root.locator('[data-action="solution"]').click();
      await expect(root, path).toHaveAttribute('data-points', /.+/, { timeout: 15_000 });
      await expect(root.locator('.sandbox-canvas canvas')).toHaveCount(1);
    } else if (act === 'search') {
      await expect(page.locator('.pagefind-ui__result').first()).toBeVisible({ timeout: 15_000 });
    }
    await page.waitForLoadState('networkidle');
  }
  // the requests did go through the check: pages, the site's scripts and Pagefind
  expect([...seen]).toEqual(expect.arrayContaining(['cs', 'en', '_astro', 'pagefind']));
  expect(foreign).toEqual([]);
});

test('the check itself catches an image from another host, sent or refused by the policy', async ({
  browser,
  baseURL,
}) => {
  const own = new URL(baseURL!).host;
  const addImage = () => {
    const img = document.createElement('img');
    img.src = 'https://example.org/pixel.png';
    document.body.append(img);
  };
  for (const bypassCSP of [false, true]) {
    const context = await browser.newContext({ bypassCSP });
    const page = await context.newPage();
    const { foreign } = await watchForeign(page, context, own);
    await page.goto('/cs/');
    await page.evaluate(addImage);
    await expect.poll(() => foreign.length, `bypassCSP: ${bypassCSP}`).toBe(1);
    expect(foreign[0]).toContain(bypassCSP ? 'image https://example.org/pixel.png' : 'refused by the policy');
    await context.close();
  }
});
