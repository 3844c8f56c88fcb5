import { test, expect, type Page } from '@playwright/test';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { parse } from 'yaml';
import { offences } from '../helpers/plain-words';
import { recordFromQuery } from '../../src/play/record';
import { pageHref } from '../../src/lib/page-paths';

// What the site generates for a reader is worded for people (tests/helpers/plain-words.ts: no
// board coordinates, no internal tile or module ids, a real minus sign). Every example's
// generated words in both languages go through the wording functions in vitest
// (tests/sandbox/plain-words.test.ts); the browser witnesses what a page shows: one rules page
// per language with every example solved (the move line, score lines, choices, status, the
// text list and the result without JavaScript, all opened), free play between computer
// players, and the analysis board with a position from a worked example. The pages' own
// prose (an example's caption, tile tables) is written by hand and may name a tile by its
// catalogue id, as the tile pages do; it is left out.

/** The page's visible text with every disclosure (`<details>`) opened. */
async function visibleText(page: Page): Promise<string> {
  await page.evaluate(() => {
    for (const d of document.querySelectorAll('details')) d.open = true;
  });
  return page.evaluate(() => document.body.innerText);
}

for (const [lang, slug] of [
  ['cs', 'jubilejni-edice-20-let'],
  ['en', 'lazne'],
] as const) {
  {
    test(`${lang}/${slug}: solved examples are worded without coordinates or ids`, async ({ page }) => {
      test.setTimeout(120_000);
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      await page.goto(pageHref(lang, slug));
      await page.addStyleTag({ content: '.example-caption { display: none !important; }' });
      const examples = page.locator('[data-example]');
      const n = await examples.count();
      // before any interaction: the figure, the move line and the result without JavaScript
      const seen: string[] = [];
      for (let i = 0; i < n; i++) {
        const root = examples.nth(i);
        await root.evaluate((el) => {
          for (const d of el.querySelectorAll('details')) d.open = true;
        });
        seen.push(await root.innerText());
      }
      for (let i = 0; i < n; i++) {
        const root = examples.nth(i);
        await root.locator('[data-action="solution"]').click();
        await expect(root).toHaveAttribute('data-points', /.+/, { timeout: 15_000 });
        // what the live example shows now (a later example may put this one to sleep)
        await root.evaluate((el) => {
          for (const d of el.querySelectorAll('details')) d.open = true;
        });
        seen.push(await root.innerText());
      }
      expect(offences(seen.join('\n'))).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
}

for (const [path, modules] of [['/cs/hra/', 'base,inns-cathedrals,king-robber-baron,bathhouses']] as const) {
  test(`free play ${path} (${modules}): the board's texts name no coordinates or ids`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(`${path}?moduly=${modules}&hraci=pocitac,pocitac&seed=7`);
    const root = page.locator('[data-free-play]');
    await expect(root).toHaveAttribute('data-state', 'playing');
    // a few turns of the computer players: history lines, scores, the tile in hand
    for (let turn = 0; turn < 4; turn++) {
      await page.waitForTimeout(1_500);
      expect(offences(await visibleText(page))).toEqual([]);
    }
    // the computer players did play (the game link records their moves)
    const link = new URL(await page.locator('[data-game-link]').inputValue());
    const rec = recordFromQuery(link.search);
    expect(rec && 'moves' in rec ? rec.moves.length : 0).toBeGreaterThan(1);
  });
}

for (const [lang, path] of [['en', '/en/analysis/']] as const) {
  for (const slug of ['kral-a-loupezivy-rytir']) {
    test(`analysis board (${lang}) with a position of ${slug}: no coordinates or ids`, async ({ page }) => {
      await page.goto(pageHref(lang, slug));
      const href = await page.locator('a[data-action="analyse"]').first().getAttribute('href');
      const pos = new URL(href!, 'http://x').searchParams.get('pozice');
      await page.goto(`${path}?pozice=${pos}`);
      const root = page.locator('[data-analysis]');
      await expect(root).toHaveAttribute('data-position', /.+/);
      expect(offences(await visibleText(page))).toEqual([]);
    });
  }
}

test('a final scoring without a move is not reported as a scored move', async ({ page }) => {
  // worked examples with `end` and no `play` (read from the scenario files)
  const root = 'content/examples';
  const files = readdirSync(root)
    .filter((d) => statSync(`${root}/${d}`).isDirectory())
    .flatMap((d) => readdirSync(`${root}/${d}`).map((f) => ({ page: d, file: `${root}/${d}/${f}` })))
    .filter(({ file }) => file.endsWith('.yaml'))
    .map(({ page, file }) => ({
      page,
      s: parse(readFileSync(file, 'utf8')) as { id: string; end?: boolean; play?: unknown },
    }))
    .filter(({ s }) => s.end && !s.play);
  expect(files.length).toBeGreaterThan(0);
  for (const { page: slug, s } of files) {
    for (const [lang, moveDone, gameDone] of [
      ['cs', 'Tah je vyhodnocen', 'Hra je vyhodnocena'],
      ['en', 'The move is scored', 'The game has been scored'],
    ] as const) {
      await page.goto(pageHref(lang, slug));
      const ex = page.locator(`[data-example="${s.id}"]`);
      await ex.locator('[data-action="solution"]').click();
      await expect(ex).toHaveAttribute('data-points', /.+/);
      await expect(ex.locator('.sandbox-status')).toContainText(gameDone);
      await expect(ex.locator('.sandbox-status')).not.toContainText(moveDone);
    }
  }
});
