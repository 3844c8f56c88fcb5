import { test, expect, type Browser, type Page } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { builtPages, hasExamples } from './helpers/dist';
import { LAZY_MODULES } from '../../src/engine/modules/lazy';

// JavaScript budgets, measured in the browser: every script response a page receives,
// compressed with gzip (level 6, as a static host does) — and the page's inline scripts.
// Text-only pages load no script file at all; a page with worked examples stays within
// 20 KB before a sandbox starts; the sandbox's own code (engine, PixiJS, controls) within
// 200 KB once the first board runs (issue 13; see the steps below).
const BEFORE_SANDBOX = 20 * 1024;
// The sandbox loads one language's strings (src/i18n/client.ts), the build minifies with
// terser, the hand box reuses the drawings the page already has, worked examples start on
// PixiJS's canvas renderer (no WebGL renderer, shaders or texture uploads to load), and the
// code that computes tile drawings (src/art/tile-build.ts: cities, roads, fields) is loaded
// only when a drawing from the build did not arrive (src/board/view/art-cache.ts ensureArt):
// 193.2 KB on a Czech page before the board kit, 200.4 KB after it, 205.6 KB with the
// bathhouse's spelled-out choices, places worded from tiles one can tell apart and the
// reader's marks on the board, 199.8 KB once the drawing code stayed behind, 200.0 KB with the
// words for a board of look-alikes ("nejjižnější kartičky E"), 201.6 KB with the move list's
// per-cell module tests (`movesVary`, about 0.5 KB of engine code; the bundler's chunks moved
// by as much again), 202.2 KB with choices and scoring lines that name a symbol's target
// feature, the side of a feature on a tile with two of its kind and whose lone follower
// enters a bathhouse, 203.6 KB once figure kinds are drawn and weighed as their modules declare
// and module state can hold counts per player; 197.6 KB once each set's rules, art and wording
// load only on the pages whose examples use it (src/engine/modules/lazy.ts, art-lazy.ts, the
// module strings of src/i18n/client.ts): a new set no longer adds to other sets' pages.
const SANDBOX = 200 * 1024;
const INLINE = 3 * 1024;

const gz = (b: Buffer | string): number => gzipSync(b, { level: 6 }).length;
const kb = (n: number): string => `${(n / 1024).toFixed(1)} KB`;
// forwarding pages at earlier addresses (Forward.astro: `data-forward`) move the reader on to
// the present page, which is measured at its own address
// the embed pages (one per example and language) load what their rules page does: the first
// one of each language is measured
const isEmbed = (p: { path: string }) => /^\/(cs\/vlozit|en\/embed)\//.test(p.path);
const pages = builtPages()
  .filter((p) => /^\/(cs|en)\//.test(p.path) && !p.path.endsWith('/404/') && !/<body[^>]*\sdata-forward=/.test(p.html))
  .filter(
    (p, i, all) => !isEmbed(p) || all.findIndex((q) => isEmbed(q) && q.path.slice(0, 4) === p.path.slice(0, 4)) === i,
  );

/** Records each JavaScript response (URL → gzip size of the body as received). */
function recordScripts(page: Page): { sizes: Map<string, number>; settle: () => Promise<void> } {
  const sizes = new Map<string, number>();
  const pending: Promise<unknown>[] = [];
  page.on('response', (r) => {
    const type = r.headers()['content-type'] ?? '';
    if (r.request().resourceType() !== 'script' && !/javascript/.test(type)) return;
    pending.push(
      r.body().then(
        (b) => sizes.set(new URL(r.url()).pathname, gz(b)),
        () => undefined,
      ),
    );
  });
  return { sizes, settle: async () => void (await Promise.all(pending)) };
}

const total = (m: Map<string, number>, skip: Set<string> = new Set()): number =>
  [...m].filter(([u]) => !skip.has(u)).reduce((a, [, n]) => a + n, 0);

async function inlineGzip(page: Page): Promise<number> {
  const texts = await page.evaluate(() =>
    [...document.querySelectorAll('script:not([src])')]
      .filter((s) => !(s as HTMLScriptElement).type || (s as HTMLScriptElement).type === 'module')
      .map((s) => s.textContent ?? ''),
  );
  return texts.length ? gz(texts.join('\n')) : 0;
}

// tool pages (the analysis board: `data-analysis`; free play: `data-free-play`; the trainer: `data-trainer`; a position's embed page: `data-embed-analysis`) are applications, neither text-only nor example pages
const tool = (html: string) => /\sdata-(analysis|free-play|trainer|embed-analysis)[\s>=]/.test(html);
const textOnly = pages.filter((p) => !hasExamples(p.html) && !tool(p.html));
const withExamples = pages.filter((p) => hasExamples(p.html));

test('there are text-only pages and pages with examples in both languages', () => {
  expect(textOnly.length).toBeGreaterThanOrEqual(4);
  expect(withExamples.filter((p) => p.path.startsWith('/en/')).length).toBeGreaterThanOrEqual(3);
});

/** Opens `path` in a fresh context (nothing from the cache unseen) and records its scripts. */
async function openFresh(browser: Browser, path: string) {
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  const rec = recordScripts(page);
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await rec.settle();
  return { ctx, page, rec };
}

// Every text-only page's HTML is read for script files and module preloads; the browser opens
// the Czech ones of each template (a page's English twin is built by the same template) and
// one tile page (tile pages share one template).
const tilePage = (path: string) => /^\/(cs\/karticky|en\/tiles)\/[^/]+\/$/.test(path);
const inBrowser = textOnly.filter(
  (p, i) => p.path.startsWith('/cs/') && (!tilePage(p.path) || i === textOnly.findIndex((q) => tilePage(q.path))),
);

test('text-only pages name no script file in their HTML', () => {
  for (const p of textOnly) {
    const scripts = [...p.html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]!);
    const allowed = /\/(hledat|search)\/$/.test(p.path) ? scripts.filter((f) => !f.startsWith('/pagefind/')) : scripts;
    expect(allowed, `${p.path} names script files`).toEqual([]);
    expect(/<link\b[^>]*rel="modulepreload"/.test(p.html), `${p.path} preloads a module`).toBe(false);
  }
  expect(inBrowser.filter((p) => tilePage(p.path)).length).toBe(1);
  expect(inBrowser.length).toBeGreaterThanOrEqual(5);
});

test("text-only pages load no script file (the layout's small inline script only; the search page Pagefind)", async ({
  browser,
}) => {
  test.setTimeout(30_000 + inBrowser.length * 3_000);
  for (const p of inBrowser) {
    const { ctx, page, rec } = await openFresh(browser, p.path);
    const files = [...rec.sizes.keys()];
    const allowed = /\/(hledat|search)\/$/.test(p.path) ? files.filter((f) => !f.startsWith('/pagefind/')) : files;
    expect(allowed, `${p.path} loads script files`).toEqual([]);
    expect(await inlineGzip(page), p.path).toBeLessThanOrEqual(INLINE);
    await ctx.close();
  }
});

test(`pages with examples: at most ${kb(BEFORE_SANDBOX)} of JavaScript (gzip) before a sandbox starts`, async ({
  browser,
}) => {
  // the Czech rules pages and one English page, one after another, each in a fresh context
  // (an English page loads the code of its Czech twin)
  test.setTimeout(90_000);
  const report: string[] = [];
  // every page with examples loads the same bootstrap: a page of each language in the browser
  const measured = withExamples.filter((p) => p.path === '/cs/hostince-a-katedraly/' || p.path === '/en/bathhouses/');
  expect(measured.length).toBe(2);
  for (const p of measured) {
    const { ctx, page, rec } = await openFresh(browser, p.path);
    await expect(page.locator('.sandbox-canvas'), `${p.path}: a sandbox started by itself`).toHaveCount(0);
    expect(rec.sizes.size, `${p.path}: the example bootstrap was not loaded`).toBeGreaterThan(0);
    const before = total(rec.sizes) + (await inlineGzip(page));
    report.push(`${p.path} ${kb(before)}`);
    const files = [...rec.sizes].map(([u, n]) => `${u} ${kb(n)}`).join(', ');
    expect(before, `${p.path}: ${files}`).toBeLessThanOrEqual(BEFORE_SANDBOX);
    await ctx.close();
  }
  console.log(`JS before a sandbox (gzip, incl. inline): ${report.join(', ')}`);
});

/** The optional sets whose code is a chunk of its own (modules/lazy.ts), named after the module. */
const SETS = Object.keys(LAZY_MODULES).filter((id) => id !== 'base');

// the largest set of modules' code a page loads (bathhouses with the base game), and a page of
// another set: each loads its own set's chunk and no other set's
for (const [path, own] of [
  ['/cs/lazne/', 'bathhouses'],
  ['/cs/hostince-a-katedraly/', 'inns-cathedrals'],
] as const) {
  test(`${path}: the sandbox's own JavaScript is at most ${kb(SANDBOX)} gzip`, async ({ page }) => {
    const rec = recordScripts(page);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await rec.settle();
    const before = new Set(rec.sizes.keys());
    const root = page.locator('hp-example').first();
    await root.locator('[data-action="solution"]').click();
    await expect(root).toHaveAttribute('data-points', /.+/, { timeout: 15_000 });
    await expect(root.locator('.sandbox-canvas canvas')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    await rec.settle();
    const added = [...rec.sizes].filter(([u]) => !before.has(u));
    const sandbox = total(rec.sizes, before);
    const list = added
      .sort((a, b) => b[1] - a[1])
      .map(([u, n]) => `${u.split('/').pop()} ${kb(n)}`)
      .join(', ');
    console.log(`${path}: sandbox JS ${kb(sandbox)} gzip: ${list}`);
    expect(added.length, 'the sandbox loaded no code').toBeGreaterThan(0);
    expect(sandbox, list).toBeLessThanOrEqual(SANDBOX);
    const setOf = (u: string) => SETS.find((id) => u.split('/').pop()!.startsWith(`${id}.`));
    const sets = new Set(added.map(([u]) => setOf(u)).filter((id) => id !== undefined));
    expect([...sets], `the sets whose code ${path} loaded`).toEqual([own]);
  });
}
