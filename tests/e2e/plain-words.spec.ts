import { test, expect, type Page } from '@playwright/test';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { parse } from 'yaml';
import { slugs } from './helpers/dist';
import { recordFromQuery } from '../../src/play/record';
import { pageHref } from '../../src/lib/page-paths';

// What the site generates for a reader is worded for people: no board coordinates
// ("[2, -1]"), no internal tile or module ids ("BASE.O", "A20.example-anywhere",
// "KRB.01"), and negative numbers with a real minus sign (U+2212). Checked on every rules
// page in both languages after every worked example has been solved (the move line, score
// lines, choices, status, the text list and the result without JavaScript, all opened), on
// free play between computer players and on the analysis board with a position from a
// worked example. The pages' own prose (an example's caption, tile tables) is written by
// hand and may name a tile by its catalogue id, as the tile pages do; it is left out.

const COORDS = /\[\s*[-−]?\d+\s*,\s*[-−]?\d+\s*\]/;
const IDS = /\b(?:BASE|IC|A20|DEMO|KRB|BATH)\.[\w?-]+/;
// an ASCII hyphen right before a number, where a minus sign belongs ("-5", "(-3)")
const HYPHEN_MINUS = /(?:^|[\s(:=×+])-\d/m;

/** The page's visible text with every disclosure (`<details>`) opened. */
async function visibleText(page: Page): Promise<string> {
  await page.evaluate(() => {
    for (const d of document.querySelectorAll('details')) d.open = true;
  });
  return page.evaluate(() => document.body.innerText);
}

/** Lines of `text` that break a rule, with the rule's name, for a readable failure. */
function offences(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split('\n')) {
    if (COORDS.test(line)) out.push(`coordinates: ${line.trim()}`);
    if (IDS.test(line)) out.push(`internal id: ${line.trim()}`);
    if (HYPHEN_MINUS.test(line)) out.push(`hyphen for minus: ${line.trim()}`);
  }
  return out;
}

test('the checks catch what they are meant to catch', () => {
  expect(offences('Tah: Červený přikládá kartičku BASE.O na pole [1, -2]')).toHaveLength(3);
  expect(offences('Kartička v ruce: A20.?extra-turn')).toHaveLength(1);
  expect(offences('Červený platí -5 bodů')).toHaveLength(1);
  expect(offences('Červený platí −5 bodů; kartička E 2 pole na jih; 2–4 hráči')).toEqual([]);
});

for (const lang of ['cs', 'en'] as const) {
  for (const slug of slugs) {
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

for (const [path, modules] of [
  ['/cs/hra/', 'base,inns-cathedrals,king-robber-baron,bathhouses'],
  ['/en/play/', 'base,inns-cathedrals,king-robber-baron,bathhouses'],
  ['/cs/hra/', 'base,inns-cathedrals'],
] as const) {
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

for (const [lang, path] of [
  ['cs', '/cs/rozbor/'],
  ['en', '/en/analysis/'],
] as const) {
  for (const slug of ['lazne', 'kral-a-loupezivy-rytir', 'jubilejni-edice-20-let', 'ukazkova-hra']) {
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
