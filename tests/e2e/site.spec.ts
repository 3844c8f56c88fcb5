import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { readdirSync, existsSync, readFileSync } from 'node:fs';
import { pageHref } from '../../src/lib/page-paths';
import { builtPages, fileFor } from './helpers/dist';

const slugs = readdirSync('content/cs')
  .filter((f) => f.endsWith('.mdx'))
  .map((f) => f.replace(/\.mdx$/, ''));
// the tile catalogue and a few tile pages (tests/e2e/tiles.spec.ts checks them all)
const tilePages = ['/cs/karticky/', '/en/tiles/', '/cs/karticky/ic-k/', '/cs/karticky/bath-01/', '/en/tiles/krb-king/'];
const paths = [
  '/cs/',
  '/en/',
  '/cs/hledat/',
  ...slugs.map((s) => pageHref('cs', s)),
  ...slugs.map((s) => pageHref('en', s)),
  ...tilePages,
  // the scoring trainer (tests/e2e/trainer.spec.ts tests it in use)
  '/cs/trenink/',
  '/en/training/',
];

/** The `<main>` of the built Czech page `slug`. */
function mainOf(slug: string): string {
  const html = readFileSync(fileFor(pageHref('cs', slug))!, 'utf8');
  return html.slice(html.indexOf('<main'), html.lastIndexOf('</main>'));
}

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  return errors;
}

test('there are rules pages to test', () => {
  expect(slugs.length).toBeGreaterThanOrEqual(5);
});

// The rules text links the tiles it names to their pages (rehype-tile-links, given the ids by
// the site's configuration): pages that name tiles by their letters link them.
test('tile names in the rules text link to their tile pages (built pages)', () => {
  for (const path of ['/cs/hostince-a-katedraly/', '/cs/lazne/', '/cs/ikony/', '/en/bathhouses/']) {
    const page = builtPages().find((p) => p.path === path);
    expect(page, path).toBeDefined();
    const links = (page!.html.match(/<a [^>]*class="tile-link"[^>]*>/g) ?? []).filter((a) =>
      /href="\/(cs\/karticky|en\/tiles)\/[a-z0-9-]+\/"/.test(a),
    );
    expect(links.length, path).toBeGreaterThan(0);
  }
});

// Every page's static facts, read from the build: served, its language, one h1, a canonical
// address and a link title.
test('every page is built with its language, one h1, a canonical address and a link title', () => {
  const problems: string[] = [];
  for (const path of paths) {
    const file = fileFor(path);
    if (!file) {
      problems.push(`${path}: not built`);
      continue;
    }
    const html = readFileSync(file, 'utf8');
    const lang = /<html[^>]*\slang="([^"]*)"/.exec(html)?.[1];
    if (lang !== (path.startsWith('/en/') ? 'en' : 'cs')) problems.push(`${path}: lang ${lang}`);
    const h1 = (html.match(/<h1[\s>]/g) ?? []).length;
    if (h1 !== 1) problems.push(`${path}: ${h1} h1`);
    if (!/<link rel="canonical" href="https?:\/\//.test(html)) problems.push(`${path}: no canonical address`);
    if ((html.match(/<meta property="og:title"/g) ?? []).length !== 1) problems.push(`${path}: og:title`);
  }
  expect(problems).toEqual([]);
});

// In the browser, one page of each kind: a rules page with examples in each language, a text
// page, the home page, the tile catalogue and a tile page (the analysis board, free play, the
// trainer and the search page have axe checks of their own in use).
// (a rules page with examples: a11y.spec.ts checks the whole page with sandboxes running)
const witnesses = ['/cs/', pageHref('en', 'ikony'), '/en/tiles/', '/cs/karticky/ic-k/'];
for (const path of witnesses) {
  test(`page ${path} loads with lang, one h1, no console errors, no axe violations`, async ({ page }) => {
    const errors = collectErrors(page);
    const res = await page.goto(path);
    expect(res?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', path.startsWith('/en/') ? 'en' : 'cs');
    await expect(page.locator('h1')).toHaveCount(1);
    const axe = await new AxeBuilder({ page }).exclude('.pagefind-ui').analyze();
    expect(
      axe.violations.map(
        (v) =>
          `${v.id}: ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')}`,
      ),
    ).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('root redirects to the Czech home page at once, keeping the query and anchor, and replaces itself in history', async ({
  page,
}) => {
  await page.goto('/cs/lazne/');
  const before = await page.evaluate(() => history.length);
  await page.goto('/?q=x#rozsireni');
  await expect(page).toHaveURL(/\/cs\/\?q=x#rozsireni$/);
  // the redirect replaced the address: Back returns to the page before, not to / (which would bounce)
  expect(await page.evaluate(() => history.length)).toBe(before + 1);
  await page.goBack();
  await expect(page).toHaveURL(/\/cs\/lazne\/$/);
});

test('without JavaScript the root still leads to /cs/ (meta refresh), with a link', async ({ browser }) => {
  const ctx = await browser.newContext({ javaScriptEnabled: false });
  const page = await ctx.newPage();
  await page.goto('/');
  await expect(page).toHaveURL(/\/cs\/$/);
  await expect(page.locator('h1')).toHaveCount(1);
  await ctx.close();
});

test('an address without the trailing slash reaches its page, keeping query and fragment', async ({ page }) => {
  // as a static host does for an address it has no file for: it answers with /404.html
  // (the preview server answers such addresses itself, so the host is played here)
  const notFound = readFileSync('dist/404.html', 'utf8');
  await page.route(/\/(cs\/lazne|en\/training|cs\/no-such-page)(\?.*)?$/, (route) =>
    route.fulfill({ status: 404, contentType: 'text/html; charset=utf-8', body: notFound }),
  );
  await page.goto('/cs/lazne');
  await expect(page).toHaveURL(/\/cs\/lazne\/$/);
  await expect(page.locator('h1')).toContainText('Lázně');
  await page.goto('/en/training?modul=base#x');
  // (the trainer then names its random question in the address: the rule set and the fragment stay)
  await expect(page).toHaveURL(/\/en\/training\/\?modul=base(&[^#]*)?#x$/);
  await expect(page.locator('[data-trainer]')).toHaveCount(1);
  // an address that finds nothing either way ends on the not-found page, once
  await page.goto('/cs/no-such-page');
  await expect(page).toHaveURL(/\/cs\/no-such-page\/$/);
  await expect(page.locator('h1')).toHaveText('Stránka nenalezena');
});

test('/favicon.ico is an icon; the not-found pages answer in both languages', async ({ request, page }) => {
  const ico = await request.get('/favicon.ico');
  expect(ico.status()).toBe(200);
  const bytes = await ico.body();
  expect([...bytes.subarray(0, 4)]).toEqual([0, 0, 1, 0]); // ICO header: reserved 0, type 1 (icon)
  expect(bytes.readUInt16LE(4)).toBeGreaterThanOrEqual(2); // 16 and 32 px at least
  for (const [path, lang, text] of [
    ['/cs/404/', 'cs', 'Stránka nenalezena'],
    ['/en/404/', 'en', 'Page not found'],
  ]) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('h1')).toHaveText(text);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  }
  const missing = await page.goto('/cs/no-such-page/');
  expect(missing?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('Stránka nenalezena');
  await page.locator('.lang-switch a[hreflang="en"]').click();
  await expect(page).toHaveURL(/\/en\/404\/$/);
});

test('sidebar navigation, heading anchors and back button', async ({ page }) => {
  await page.goto('/cs/');
  const first = slugs.includes('hostince-a-katedraly') ? 'hostince-a-katedraly' : slugs[0];
  await page.locator(`.side-nav a[href="/cs/${first}/"]`).click();
  await expect(page).toHaveURL(new RegExp(`/cs/${first}/$`));
  const heading = page.locator('main h2[id]').first();
  const id = await heading.getAttribute('id');
  expect(id).toMatch(/^[a-z0-9-]+$/);
  await page
    .locator(`.toc a[href="#${id}"]`)
    .first()
    .click({ trial: false })
    .catch(async () => {
      await page.goto(`/cs/${first}/#${id}`);
    });
  await expect(page).toHaveURL(new RegExp(`#${id}$`));
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/cs\/$/);
});

test('every heading has a diacritic-free anchor and a copy link (built pages)', () => {
  for (const s of slugs) {
    const main = mainOf(s);
    const ids = [...main.matchAll(/<h[234]\b[^>]*\sid="([^"]*)"/g)].map((m) => m[1]!);
    expect(ids.length, s).toBeGreaterThan(0);
    for (const id of ids) expect(id, `${s}#${id}`).toMatch(/^[a-z0-9-]+$/);
    expect(new Set(ids).size, s).toBe(ids.length);
    expect(/<h2\b[^>]*>(?:(?!<\/h2>)[\s\S])*class="anchor-link"/.test(main), s).toBe(true);
  }
});

test('footnotes link both ways', async ({ page }) => {
  for (const s of slugs) {
    await page.goto(`/cs/${s}/`);
    const refs = page.locator('sup a[data-footnote-ref]');
    if ((await refs.count()) === 0) continue;
    const href = await refs.first().getAttribute('href');
    await refs.first().click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    const back = page.locator(`${href} a[data-footnote-backref]`).first();
    await expect(back).toBeVisible();
    return;
  }
  throw new Error('no page has footnotes');
});

test('language switch keeps the page and shows the untranslated notice', async ({ page }) => {
  const s = slugs[0];
  await page.goto(`/cs/${s}/`);
  await page.locator('.lang-switch a[hreflang="en"]').click();
  await expect(page).toHaveURL(new RegExp(`${pageHref('en', s)}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // a page without its English text shows the Czech one with a notice
  if (existsSync(`content/en/${s}.mdx`)) await expect(page.locator('.notice')).toHaveCount(0);
  else await expect(page.locator('.notice')).toBeVisible();
  await expect(page.locator('link[rel="alternate"][hreflang="cs"]')).toHaveAttribute('href', new RegExp(`/cs/${s}/$`));
  await page.locator('.lang-switch a[hreflang="cs"]').click();
  await expect(page).toHaveURL(new RegExp(`/cs/${s}/$`));
});

test('theme toggle switches to dark and is remembered', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/cs/');
  const bg = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const light = await bg();
  await page.locator('[data-theme-toggle]').click(); // system -> light
  await page.locator('[data-theme-toggle]').click(); // light -> dark
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await bg()).not.toBe(light);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('search finds a word typed without diacritics', async ({ page }) => {
  await page.goto('/cs/hledat/?q=katedrala');
  const result = page.locator('.pagefind-ui__result').first();
  await expect(result).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('.pagefind-ui__results')).toContainText(/katedrál/i);
});

/** Text of a page as written, outside code and the frame code to copy, split where a one-letter word ends a line. */
function lineEndingOneLetterWords(html: string): string[] {
  const text = html
    .replace(/<(script|style|code|pre|textarea)\b[\s\S]*?<\/\1>/g, '<x>')
    .replace(/&nbsp;|&#160;|&#xa0;/gi, '\u00a0');
  const bad: string[] = [];
  for (const m of text.matchAll(/>([^<]+)</g)) {
    const t = m[1]!;
    const p = /(^|\s)[ksvzouiaKSVZOUIA] (?=\S)/.exec(t);
    if (p) bad.push(t.slice(Math.max(0, p.index - 20), p.index + 20));
  }
  return bad;
}

test('one-letter prepositions do not end a line (built pages)', () => {
  for (const s of slugs) expect(lineEndingOneLetterWords(mainOf(s)), s).toEqual([]);
});

test('one-letter prepositions do not end a line in the Czech embed pages either', () => {
  const embeds = builtPages().filter((p) => p.path.startsWith('/cs/vlozit/'));
  expect(embeds.length).toBeGreaterThan(30);
  for (const p of embeds) expect(lineEndingOneLetterWords(p.html.slice(p.html.indexOf('<body'))), p.path).toEqual([]);
});

test.describe('narrow screen', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('the table of contents sits closed at the top of the article and lists the same headings', async ({ page }) => {
    await page.goto('/cs/hostince-a-katedraly/');
    await expect(page.locator('aside.toc')).toBeHidden();
    const toc = page.locator('details.toc-mobile');
    await expect(toc).toBeVisible();
    await expect(toc).not.toHaveAttribute('open', /.*/);
    const wide = await page.locator('aside.toc a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    const narrow = await toc.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(narrow).toEqual(wide);
    await toc.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(toc).toHaveAttribute('open', '');
    await toc.locator('a').nth(1).click();
    await expect(page).toHaveURL(new RegExp(`${narrow[1]}$`));
  });
});

test.describe('touch screen', () => {
  test.use({ viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true });

  test('footnote marks, back-links and heading anchors are at least 24 × 24 px', async ({ page }) => {
    await page.goto('/cs/hostince-a-katedraly/');
    for (const sel of ['sup a[data-footnote-ref]', 'a[data-footnote-backref]', 'main h2 .anchor-link']) {
      const sizes = await page
        .locator(sel)
        .evaluateAll((els) => els.map((e) => e.getBoundingClientRect()).map((r) => Math.min(r.width, r.height)));
      expect(sizes.length, sel).toBeGreaterThan(0);
      expect(Math.min(...sizes), sel).toBeGreaterThanOrEqual(24);
    }
  });
});

test('wide screen shows the side table of contents only', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/cs/hostince-a-katedraly/');
  await expect(page.locator('aside.toc')).toBeVisible();
  await expect(page.locator('details.toc-mobile')).toBeHidden();
});

test('search page: one search box, a count that reads right for any number, the term kept in the address', async ({
  page,
}) => {
  await page.goto('/cs/hledat/?q=katedrala');
  await expect(page.locator('.site-header .search-form')).toHaveCount(0);
  await expect(page.locator('.pagefind-ui__result').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('.pagefind-ui__message')).toHaveText(/^Počet výsledků pro „katedrala“: \d+$/);
  await page.locator('.pagefind-ui__search-input').fill('hostinec');
  await expect(page).toHaveURL(/\/cs\/hledat\/\?q=hostinec$/);
  await expect(page.locator('.pagefind-ui__message')).toHaveText(/„hostinec“/);
});

test("search snippets leave out the examples' generated lines", async ({ page }) => {
  await page.goto('/cs/hledat/?q=přikládá');
  await expect(page.locator('.pagefind-ui__message')).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('.pagefind-ui__results')).not.toContainText('Tah:');
});

test('robots.txt names the sitemap; rules pages link the previous and next page of the menu and say when they last changed', async ({
  page,
  request,
}) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap-index\.xml$/m);
  await page.goto('/cs/lazne/');
  // the side menu's order of rules pages, then this page's neighbours in it
  const menu = await page
    .locator('.side-nav section')
    .filter({ hasNot: page.locator('a[href$="/hra/"]') })
    .locator('a')
    .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).pathname));
  const i = menu.indexOf('/cs/lazne/');
  expect(i).toBeGreaterThan(0);
  await expect(page.locator('a[rel="prev"][data-page-turn]')).toHaveAttribute('href', menu[i - 1]!);
  if (i + 1 < menu.length)
    await expect(page.locator('a[rel="next"][data-page-turn]')).toHaveAttribute('href', menu[i + 1]!);
  const time = page.locator('.last-changed time');
  await expect(time).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
  await expect(page.locator('.last-changed')).toContainText('Naposledy upraveno');
  await page.locator('a[rel="prev"][data-page-turn]').click();
  await expect(page).toHaveURL(new RegExp(`${menu[i - 1]}$`));
});
