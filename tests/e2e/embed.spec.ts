import { test, expect } from '@playwright/test';
// the engine with every module registered: the packed notation's figure kinds come from them
import { packNotation, parseNotation, type Position } from '../../src/engine/index';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EMBED_HEIGHT, iframeCode } from '../../src/lib/embed-paths';

// Embed pages (issue 22, DESIGN 1.10): a worked example or an analysis position alone, which
// other sites may show in a frame; every other page refuses to be framed.
const EXAMPLE = '/cs/vlozit/katedrala-27/';

test('an example alone: the live board, the result, a link back to the example on its page', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(EXAMPLE);
  await expect(page.locator('body')).toHaveAttribute('data-embed', 'example');
  await expect(page.locator('h1')).toHaveCount(1);
  // the heading names the page, not the answer
  await expect(page.locator('h1')).toHaveText('Hostince a katedrály: příklad');
  await expect(page.locator('.site-header, nav.side-nav')).toHaveCount(0);
  const back = page.locator('[data-embed-back]');
  await expect(back).toHaveAttribute('href', '/cs/hostince-a-katedraly/#priklad-katedrala-27');
  // links open in the top window, out of the frame
  expect(await page.evaluate(() => document.querySelector('base')?.target)).toBe('_top');
  const root = page.locator('[data-example="katedrala-27"]');
  await root.locator('[data-action="solution"]').click();
  await expect(root).toHaveAttribute('data-points', '{"red":27,"blue":0}');
  await expect(root.locator('.sandbox-canvas canvas')).toHaveCount(1);
  // the link back lands on the example on its rules page
  await back.click();
  await expect(page).toHaveURL(/\/cs\/hostince-a-katedraly\/#priklad-katedrala-27$/);
  await expect(page.locator('#priklad-katedrala-27')).toBeInViewport();
  expect(errors).toEqual([]);
});

test('the English embed links to the English page', async ({ page }) => {
  await page.goto('/en/embed/katedrala-27/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('[data-embed-back]')).toHaveAttribute(
    'href',
    '/en/inns-and-cathedrals/#priklad-katedrala-27',
  );
});

test('framed by another site: the embed page shows and plays, a rules page is refused', async ({ page, baseURL }) => {
  // another site: a server of its own on another port of this machine (another origin; a
  // page the browser takes for one from the internet may not frame a local address at all)
  const forum = createServer((_, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><title>Fórum</title><p>Jak se počítá katedrála?</p>
      <iframe id="embed" src="${baseURL}${EXAMPLE}" width="700" height="620"></iframe>
      <iframe id="page" src="${baseURL}/cs/lazne/" width="700" height="300"></iframe>`);
  });
  await new Promise<void>((ok) => forum.listen(0, '127.0.0.1', ok));
  const other = `http://127.0.0.1:${(forum.address() as AddressInfo).port}`;
  expect(new URL(other).origin).not.toBe(new URL(baseURL!).origin);
  await page.goto(`${other}/tema-1`);
  const embed = page.frameLocator('#embed');
  await expect(embed.locator('body')).toHaveAttribute('data-embed', 'example', { timeout: 15_000 });
  const root = embed.locator('[data-example="katedrala-27"]');
  await root.locator('[data-action="solution"]').click();
  await expect(root).toHaveAttribute('data-points', '{"red":27,"blue":0}');
  // the rules page says frame-ancestors 'none' (and X-Frame-Options: DENY): the browser shows nothing of it
  // (Chromium puts an error page in the frame instead: its "refused to connect" page, or an
  // empty one in the headless shell)
  const refusedFrame = await (await page.locator('#page').elementHandle())!.contentFrame();
  await expect.poll(() => refusedFrame!.url()).toMatch(/^chrome-error:/);
  await expect(page.frameLocator('#page').locator('article[data-page]')).toHaveCount(0);
  const head = await page.request.get('/cs/lazne/');
  expect(head.headers()['x-frame-options']).toBe('DENY');
  expect(head.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  const own = await page.request.get(EXAMPLE);
  expect(own.headers()['x-frame-options']).toBeUndefined();
  expect(own.headers()['content-security-policy']).toContain('frame-ancestors *');
  expect(own.headers()['content-security-policy']).not.toContain("frame-ancestors 'none'");
  forum.close();
});

test("the embed code's frame takes the height its page needs, on a phone's width and a wide one", async ({
  page,
  baseURL,
}) => {
  // the frame code a reader copies (with its script), on another site's page
  const code = iframeCode(`${baseURL}${EXAMPLE}`, 'Příklad', EMBED_HEIGHT.example);
  const forum = createServer((req, res) => {
    const w = req.url?.includes('wide') ? 720 : 340;
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><meta name="viewport" content="width=device-width"><title>Fórum</title><div style="width:${w}px">${code}</div>`,
    );
  });
  await new Promise<void>((ok) => forum.listen(0, '127.0.0.1', ok));
  const other = `http://127.0.0.1:${(forum.address() as AddressInfo).port}`;
  const heights: number[] = [];
  for (const kind of ['narrow', 'wide']) {
    await page.goto(`${other}/${kind}`);
    const frame = page.locator('iframe');
    await expect(page.frameLocator('iframe').locator('body')).toHaveAttribute('data-embed', 'example', {
      timeout: 15_000,
    });
    // the frame's own page is as tall as the frame: nothing scrolls inside it
    await expect
      .poll(async () => {
        const box = (await frame.boundingBox())!.height;
        const inner = await page
          .frameLocator('iframe')
          .locator('html')
          .evaluate((h) => h.scrollHeight);
        return Math.abs(box - inner) <= 2 && box !== EMBED_HEIGHT.example;
      })
      .toBe(true);
    heights.push((await frame.boundingBox())!.height);
  }
  // the narrow frame needs more height than the wide one
  expect(heights[0]).toBeGreaterThan(heights[1]!);
  forum.close();
});

test('?motiv= sets the colours of the embed, otherwise the reader setting holds', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(`${EXAMPLE}?motiv=tmavy`);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const dark = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await page.goto(`${EXAMPLE}?motiv=svetly`);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(dark);
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.goto(EXAMPLE);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('"Vložit na web" on an example gives the frame code of its embed page', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/cs/hostince-a-katedraly/');
  const root = page.locator('[data-example="katedrala-27"]');
  const box = root.locator('[data-embed-code]');
  await box.locator('summary').click();
  const code = await box.locator('textarea').inputValue();
  expect(code).toMatch(
    /^<iframe src="https?:\/\/[^"]+\/cs\/vlozit\/katedrala-27\/" title="[^"]+" width="100%" height="\d+"/,
  );
  await box.locator('[data-copy-embed]').click();
  await expect(box.locator('[data-embed-status]')).toHaveText('Kód je ve schránce.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  // copying does not start the board
  await expect(root.locator('.sandbox-canvas canvas')).toHaveCount(0);
  const src = new URL(/src="([^"]+)"/.exec(code)![1]!);
  const res = await page.request.get(src.pathname);
  expect(res.status()).toBe(200);
});

test('an analysis position alone: the picture, the points and the turn, a link to the analysis board', async ({
  page,
}) => {
  await page.goto('/cs/hostince-a-katedraly/');
  const href = await page.locator('[data-example="katedrala-27"] [data-action="analyse"]').getAttribute('href');
  const notation = new URL(href!, 'http://x').searchParams.get('pozice')!;
  await page.goto(`/cs/vlozit/rozbor/?pozice=${notation}`);
  const root = page.locator('[data-embed-analysis]');
  await expect(root).toHaveAttribute('data-state', 'shown');
  await expect(page.locator('body')).toHaveAttribute('data-embed', 'analysis');
  const img = root.locator('[data-part="picture"]');
  await expect(img).toBeVisible();
  expect(await img.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(100);
  await expect(img).toHaveAttribute('alt', /kartič/);
  await expect(root.locator('[data-part="turn"]')).toContainText('Na tahu: Červený');
  await expect(root.locator('[data-part="summary"]')).toContainText('Kdyby hra skončila teď');
  await expect(root.locator('[data-part="message"]')).toBeHidden();
  const open = root.locator('[data-part="open"]');
  await expect(open).toHaveAttribute('href', `/cs/rozbor/?pozice=${encodeURIComponent(notation)}`);
  await open.click();
  await expect(page.locator('[data-analysis]')).toHaveAttribute('data-position', notation);
});

test('a broken or missing position says so in the frame, never a blank one', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto('/cs/vlozit/rozbor/?pozice=2~xx');
  const root = page.locator('[data-embed-analysis]');
  await expect(root).toHaveAttribute('data-state', 'invalid');
  await expect(root.locator('[data-part="message"]')).toContainText('Pozici z adresy se nepodařilo otevřít');
  await expect(root.locator('[data-part="picture"]')).toBeHidden();
  await page.goto('/en/embed/analysis/');
  await expect(root).toHaveAttribute('data-state', 'invalid');
  await expect(root.locator('[data-part="message"]')).toContainText('no ?pozice=');
  expect(errors).toEqual([]);
});

test('the analysis board gives the frame code of its position', async ({ page }) => {
  await page.goto('/cs/hostince-a-katedraly/');
  const href = await page.locator('[data-example="katedrala-27"] [data-action="analyse"]').getAttribute('href');
  await page.goto(href!);
  const analysis = page.locator('[data-analysis]');
  await expect(analysis).toHaveAttribute('data-position', /.+/);
  const notation = await analysis.getAttribute('data-position');
  const code = await page.locator('[data-embed-snippet]').inputValue();
  // the packed notation (version 3) of the position shown
  expect(code).toContain(`/cs/vlozit/rozbor/?pozice=${packNotation(parseNotation(notation!) as Position)}"`);
  expect(code).toMatch(/^<iframe src="http:\/\/127\.0\.0\.1:\d+\/cs\/vlozit\/rozbor\/\?pozice=/);
});

/** A page of another site on a port of its own (another origin) holding the given frames. */
async function otherSite(body: string): Promise<{ url: string; close: () => void }> {
  const server = createServer((_, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><title>Fórum</title>${body}`);
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/tema`, close: () => server.close() };
}

// issue 36: `_headers` rules match exact paths, so `/cs/hra/index.html` and the like were
// served without framing headers and ran inside a hostile frame
test('every page but the embeds refuses a frame under each address that serves it', async ({ page, baseURL }) => {
  const addresses = [
    '/cs/hra/index.html',
    '/cs/rozbor/index.html',
    '/en/play/index.html',
    '/cs/trenink/index.html',
    '/cs/index.html',
    '/cs/404/index.html',
    '/cs/./lazne/',
    '/cs/%6Cazne/',
    '/cs/lazne/index.html',
  ];
  for (const a of addresses) {
    const r = await page.request.get(a, { maxRedirects: 0 });
    expect(r.status(), a).toBe(200);
    expect(r.headers()['x-frame-options'], a).toBe('DENY');
    expect(r.headers()['content-security-policy'], a).toContain("frame-ancestors 'none'");
  }
  const embedFile = await page.request.get(`${EXAMPLE}index.html`);
  expect(embedFile.headers()['content-security-policy']).toContain('frame-ancestors *');
  expect(embedFile.headers()['x-frame-options']).toBeUndefined();
  const forum = await otherSite(
    addresses.map((a, i) => `<iframe id="f${i}" src="${baseURL}${a}" width="300" height="100"></iframe>`).join(''),
  );
  await page.goto(forum.url);
  for (let i = 0; i < addresses.length; i++) {
    const frame = await (await page.locator(`#f${i}`).elementHandle())!.contentFrame();
    await expect.poll(() => frame!.url(), { message: addresses[i] }).toMatch(/^chrome-error:/);
  }
  forum.close();
});

// issue 36: "jmena=%E2%80%AEEva,Jan" turned "Zelený 6 + 10 = 16" into "61 = 01 + 6 ýneleZ"
test("a reader's name with a direction override turns only itself around, in the embed and the analysis board", async ({
  page,
}) => {
  await page.goto('/cs/hostince-a-katedraly/');
  const href = await page.locator('[data-example="katedrala-27"] [data-action="analyse"]').getAttribute('href');
  const notation = new URL(href!, 'http://x').searchParams.get('pozice')!;
  /** Whether "Červený" after the name reads left to right on screen (its first letter left of its last). */
  const readsOn = (selector: string) =>
    page.locator(selector).evaluate((el) => {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const i = n.textContent!.indexOf('Červený');
        if (i < 0) continue;
        const x = (k: number) => {
          const r = document.createRange();
          r.setStart(n!, k);
          r.setEnd(n!, k + 1);
          return r.getBoundingClientRect().left;
        };
        return x(i) < x(i + 6);
      }
      return null;
    });
  await page.goto(`/cs/vlozit/rozbor/?pozice=${notation}&jmena=%E2%80%AEEva,Jan&nazev=%E2%80%AEKam`);
  const root = page.locator('[data-embed-analysis]');
  await expect(root).toHaveAttribute('data-state', 'shown');
  expect(await readsOn('[data-embed-analysis] [data-part="turn"]')).toBe(true);
  expect(await readsOn('[data-embed-analysis] [data-part="summary"]')).toBe(true);
  await page.goto(`/cs/rozbor/?pozice=${notation}&jmena=%E2%80%AEEva,Jan`);
  await expect(page.locator('[data-analysis]')).toHaveAttribute('data-position', /.+/);
  expect(await readsOn('[data-analysis] [data-part="players"]')).toBe(true);
});

// issue 36: in <iframe sandbox="allow-scripts"> the scripts load from origin null
test('in a sandboxed frame the embeds work, and a frame without scripts says what it needs', async ({
  page,
  baseURL,
}) => {
  await page.goto('/cs/hostince-a-katedraly/');
  const href = await page.locator('[data-example="katedrala-27"] [data-action="analyse"]').getAttribute('href');
  const notation = new URL(href!, 'http://x').searchParams.get('pozice')!;
  const forum = await otherSite(`
    <iframe id="none" sandbox="" src="${baseURL}${EXAMPLE}" width="400" height="600"></iframe>
    <iframe id="example" sandbox="allow-scripts" src="${baseURL}${EXAMPLE}" width="400" height="600"></iframe>
    <iframe id="analysis" sandbox="allow-scripts" src="${baseURL}/cs/vlozit/rozbor/?pozice=${notation}" width="400" height="600"></iframe>`);
  // side by side in view: a browser does not run the animations of a frame out of view
  await page.goto(forum.url);
  const analysis = page.frameLocator('#analysis').locator('[data-embed-analysis]');
  await expect(analysis).toHaveAttribute('data-state', 'shown', { timeout: 15_000 });
  const root = page.frameLocator('#example').locator('[data-example="katedrala-27"]');
  await root.locator('[data-action="solution"]').click();
  await expect(root).toHaveAttribute('data-points', '{"red":27,"blue":0}', { timeout: 15_000 });
  await expect(page.frameLocator('#example').locator('[data-embed-stalled]')).toBeHidden();
  // no scripts at all: the frame says what it needs
  await expect(page.frameLocator('#none').locator('[data-embed-stalled]')).toBeVisible({ timeout: 10_000 });
  await expect(page.frameLocator('#none').locator('[data-embed-stalled]')).toContainText('allow-scripts');
  await expect(page.frameLocator('#example').locator('[data-embed-stalled]')).toBeHidden();
  forum.close();
});

test('an embed whose scripts are refused says what the framing page must allow', async ({ page }) => {
  await page.route('**/_astro/*.js', (r) => r.abort());
  await page.goto(EXAMPLE);
  const stalled = page.locator('[data-embed-stalled]');
  await expect(stalled).toBeHidden();
  await expect(stalled).toBeVisible({ timeout: 10_000 });
  await expect(stalled).toContainText('allow-scripts');
});
