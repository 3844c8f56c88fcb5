/**
 * The analysis board's notes (issue "Free play and the analysis board": player names, marks,
 * a title and a comment): made on the board, they survive link → picture → file → link, and
 * the embed shows them. On a desktop and a phone viewport.
 */
import { test, expect, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import '../../src/engine/modules/index';
import { loadScenario } from '../../src/engine/loader';
import { notation } from '../helpers/positions';
import { download, ready, tapCell } from './helpers/analysis';
import { errorsOf } from './helpers/page-errors';

const PAGE = '/cs/rozbor/';
const TITLE = 'Kam s rytířem?';
const COMMENT = 'Modrý může uzavřít město.\nČervený ne.';
const NAME = 'Petr, ml. 👩🏽‍🚀';
const NAME2 = 'Jana';
/** A reader's text as the site shows it among its own words: isolated (src/lib/text.ts). */
const iso = (text: string) => `\u2068${text}\u2069`;

/** Pixels of the picture in the mark colour (#8E24AA, within a small tolerance), counted in the page. */
async function markPixels(page: Page, png: Buffer): Promise<number> {
  return page.evaluate(async (b64) => {
    const bytes = Uint8Array.from(atob(b64), (ch) => ch.charCodeAt(0));
    const bmp = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const c = new OffscreenCanvas(bmp.width, bmp.height);
    const g = c.getContext('2d')!;
    g.drawImage(bmp, 0, 0);
    const d = g.getImageData(0, 0, bmp.width, bmp.height).data;
    let n = 0;
    for (let i = 0; i < d.length; i += 4)
      if (Math.abs(d[i]! - 0x8e) < 14 && Math.abs(d[i + 1]! - 0x24) < 14 && Math.abs(d[i + 2]! - 0xaa) < 14) n++;
    return n;
  }, png.toString('base64'));
}

/** Makes one mark of each kind, a title, a comment and a name on the start position. */
async function makeNotes(page: Page, root: Locator, touch: boolean): Promise<void> {
  const tap = async (l: Locator) => (touch ? l.tap() : l.click());
  // typed as a reader types: into the first name, then straight on into the second one (the
  // panels drawn again after the first change must leave the focus in the second field)
  const name0 = root.locator('input[data-field="name"][data-seat="0"]');
  const name1 = root.locator('input[data-field="name"][data-seat="1"]');
  if (touch) await name0.tap();
  else await name0.click();
  await page.keyboard.type(NAME);
  if (touch) await name1.tap();
  else await name1.click();
  // the first name is taken (the panel drawn again) while the focus stays in the second field
  await expect(root.locator('[data-part="link"]')).toHaveValue(/&jmena=Petr/);
  await expect(name1).toBeFocused();
  await page.keyboard.type(NAME2);
  await page.keyboard.press('Tab');
  await expect(name1).toHaveValue(NAME2);
  await expect(root.locator('[data-part="link"]')).toHaveValue(/&jmena=[^&]+,Jana(&|$)/);
  await root.locator('[data-field="note-title"]').fill(TITLE);
  await root.locator('[data-field="note-title"]').press('Tab');
  // the comment typed and, without leaving the field, a marking tool chosen: the text is kept
  await root.locator('[data-field="note-comment"]').fill(COMMENT);
  await tap(root.locator('input[data-field="mark-tool"][value="cell"]'));
  await expect(root.locator('[data-field="note-comment"]')).toHaveValue(COMMENT);
  await expect(root.locator('[data-part="link"]')).toHaveValue(/&nazev=.+&komentar=.+&jmena=/);

  // the start tile alone fills the board: zoom out to reach its neighbours
  for (let i = 0; i < 3; i++) await tap(root.locator('button[data-action="zoom-out"]'));
  await tapCell(page, 1, 0, touch);
  await expect(root).toHaveAttribute('data-marks', '1,0,0');
  await expect(page.locator('[data-part="canvas"]')).toHaveAttribute('data-marks', '1,0,0');

  // a feature: the tile first, then one of its features (from the list under the tools)
  await tap(root.locator('input[data-field="mark-tool"][value="feature"]'));
  await tapCell(page, 0, 0, touch);
  const city = root.locator('[data-part="mark-features"] button', { hasText: 'město' });
  await expect(city).toBeVisible();
  // the board offers the tile's features as spots too (a ring in the marks' colour, not a figure's "+")
  await expect(page.locator('[data-part="canvas"]')).toHaveAttribute('data-spots', /;/);
  await page
    .locator('[data-part="canvas"]')
    .screenshot({ path: `reports/screenshots/analysis-mark-spots${touch ? '-phone' : ''}.png` });
  await tap(city);
  await expect(root).toHaveAttribute('data-marks', '1,1,0');

  await tap(root.locator('input[data-field="mark-tool"][value="arrow"]'));
  await tapCell(page, 0, 0, touch);
  await tapCell(page, -1, 0, touch);
  await expect(root).toHaveAttribute('data-marks', '1,1,1');
  await expect(page.locator('[data-part="canvas"]')).toHaveAttribute('data-marks', '1,1,1');
  await expect(root.locator('[data-part="status"]')).toContainText(
    'Nakreslena šipka z políčka uprostřed plochy na políčko hned západně od kartičky D',
  );

  // undo and redo take the last mark away and back
  await tap(root.locator('button[data-action="undo"]'));
  await expect(root).toHaveAttribute('data-marks', '1,1,0');
  await tap(root.locator('button[data-action="redo"]'));
  await expect(root).toHaveAttribute('data-marks', '1,1,1');
  await tap(root.locator('input[data-field="mark-tool"][value=""]'));
}

for (const phone of [false, true]) {
  test.describe(phone ? 'phone' : 'desktop', () => {
    test.use(
      phone
        ? { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true }
        : { viewport: { width: 1400, height: 900 } },
    );

    test('names, marks, title and comment survive link → picture → file → link, and the embed shows them', async ({
      page,
      context,
    }) => {
      test.setTimeout(120_000);
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const errors = errorsOf(page);
      await page.goto(PAGE);
      const root = await ready(page);
      const plainPng = readFileSync(await download(page, 'download-png', `plain-${phone}.png`));
      await makeNotes(page, root, phone);

      // the forum snippet: the title is the link's text, the name stands in the summary
      const link = await root.locator('[data-part="link"]').inputValue();
      expect(link).toMatch(/\?pozice=3~[^&]+&nazev=.+&komentar=.+&jmena=.+&znacky=1_0\.0_0_N\.0_0~-1_0$/);
      await expect(root.locator('[data-forum-snippet]')).toHaveValue(
        new RegExp(`^\\[url=[^\\]]+\\]${iso(TITLE).replace('?', '\\?')}\\[/url\\] — Všichni mají 0 bodů\\.`),
      );
      await expect(root.locator('[data-forum-snippet]')).toHaveValue(new RegExp(`teď: ${iso(NAME)} \\(Červený\\) `));
      // the comment follows, on lines of its own
      await expect(root.locator('[data-forum-snippet]')).toHaveValue(/\nModrý může uzavřít město\.\nČervený ne\./);
      expect(page.url()).toBe(link);

      // the picture: the marks in their colour, the comment and footer under the board
      const png = readFileSync(await download(page, 'download-png', `notes-${phone}.png`));
      expect(png.readUInt32BE(16)).toBeGreaterThanOrEqual(1200);
      expect(png.readUInt32BE(20)).toBeGreaterThan(plainPng.readUInt32BE(20));
      expect(await markPixels(page, plainPng)).toBe(0);
      expect(await markPixels(page, png)).toBeGreaterThan(2000);

      // the file: npm run score's loader takes it, and it holds the notes
      const yamlPath = await download(page, 'download-yaml', `notes-${phone}.yaml`);
      const text = readFileSync(yamlPath, 'utf8');
      const loaded = loadScenario(text, yamlPath);
      expect(loaded.ok ? [] : loaded.problems).toEqual([]);
      if (loaded.ok) {
        expect(loaded.scenario.title.cs).toBe(TITLE);
        expect(loaded.scenario.notes).toEqual({
          comment: COMMENT,
          names: { red: NAME, blue: NAME2 },
          cells: [[1, 0]],
          features: [{ at: [0, 0], location: 'N' }],
          arrows: [{ from: [0, 0], to: [-1, 0] }],
        });
      }

      // the link opens them again, in a new page
      const again = await context.newPage();
      await again.goto(link);
      const root2 = await ready(again);
      await expect(root2).toHaveAttribute('data-marks', '1,1,1');
      await expect(root2.locator('[data-field="note-title"]')).toHaveValue(TITLE);
      await expect(root2.locator('[data-field="note-comment"]')).toHaveValue(COMMENT);
      await expect(root2.locator('input[data-field="name"][data-seat="0"]')).toHaveValue(NAME);
      await expect(root2.locator('input[data-field="name"][data-seat="1"]')).toHaveValue(NAME2);
      await expect(root2.locator('[data-part="players"]')).toContainText(`${iso(NAME)} (Červený)`);

      // the file opens them on a bare board
      await again.goto(PAGE);
      const root3 = await ready(again);
      await expect(root3).toHaveAttribute('data-marks', '0,0,0');
      await root3.locator('input[data-action="upload"]').setInputFiles(yamlPath);
      await expect(root3).toHaveAttribute('data-marks', '1,1,1');
      await expect(root3.locator('[data-field="note-title"]')).toHaveValue(TITLE);
      await expect(root3.locator('[data-part="link"]')).toHaveValue(link);

      // the embed code's frame shows the title, the comment and the marked picture
      const code = await root.locator('[data-embed-snippet]').inputValue();
      const src = /src="([^"]+)"/.exec(code)![1]!.replace(/&amp;/g, '&');
      await again.goto(src);
      await expect(again.locator('[data-part="note-title"]')).toHaveText(iso(TITLE));
      await expect(again.locator('[data-part="note-comment"]')).toHaveText(iso(COMMENT));
      await expect(again.locator('[data-part="turn"]')).toContainText(`${iso(NAME)} (Červený)`);
      await expect(again.locator('[data-part="open"]')).toHaveAttribute('href', /&znacky=1_0\.0_0_N\.0_0~-1_0$/);

      await page.screenshot({ path: `reports/screenshots/analysis-notes-${phone ? 'phone' : 'desktop'}.png` });
      await again.close();
      expect(errors).toEqual([]);
    });
  });
}

test('a feature mark spot on a feature with a figure moves off the figure, which stays in sight', async ({ page }) => {
  // the red large meeple stands in the city of the tile north of the hole; the same board without it
  const link = (figures: string) =>
    `${PAGE}?pozice=2~red_black~inns-cathedrals~BASE.E.F~-1.0.02_0.-2.0110.1.03~${figures}~0_0~1.BASE.R`;
  const spots = async (figures: string) => {
    await page.goto(link(figures));
    const root = await ready(page);
    await root.locator('input[data-field="mark-tool"][value="feature"]').check();
    await tapCell(page, 0, -1);
    await expect(root.locator('[data-part="mark-features"] button', { hasText: 'město' })).toBeVisible();
    const attr = await page.locator('[data-part="canvas"]').getAttribute('data-spots');
    return attr!.split(';').map((s) => s.split(',').map(Number) as [number, number, number]);
  };
  const bare = await spots('1E1_3W1');
  const held = await spots('0S0.large_1E1_3W1');
  expect(held).toHaveLength(bare.length);
  // on the bare board a spot sits on the city's anchor, where the figure stands on the other board
  const moved = bare.filter(([x, y, r]) => !held.some(([hx, hy]) => Math.hypot(hx - x, hy - y) < r / 2));
  expect(moved, JSON.stringify({ bare, held })).toHaveLength(1);
  const [cx, cy, r] = moved[0]!;
  for (const [hx, hy] of held) expect(Math.hypot(hx - cx, hy - cy)).toBeGreaterThanOrEqual(r);
});

test('a broken notes word in the link loses nothing else: the position opens, unreadable marks are left out', async ({
  page,
}) => {
  const errors = errorsOf(page);
  await page.goto(PAGE);
  const root = await ready(page);
  const pos = await root.getAttribute('data-position');
  await page.goto(
    `${PAGE}?pozice=${pos}&znacky=1_1.x_y.0_0_QQ.2_2~2_2.3_3~4_4&jmena=%E0%A4%A&nazev=${'a'.repeat(200)}`,
  );
  const again = await ready(page);
  await expect(again).toHaveAttribute('data-position', pos!);
  await expect(again).toHaveAttribute('data-marks', '1,0,1');
  await expect(again.locator('[data-field="note-title"]')).toHaveValue('a'.repeat(80));
  await expect(again.locator('input[data-field="name"][data-seat="0"]')).toHaveValue('%E0%A4%A');
  expect(errors).toEqual([]);
});

test("text put into the next field at once, before the last field's change is drawn, is kept", async ({ page }) => {
  const errors = errorsOf(page);
  await page.goto(PAGE);
  const root = await ready(page);
  const name0 = root.locator('input[data-field="name"][data-seat="0"]');
  const name1 = root.locator('input[data-field="name"][data-seat="1"]');
  await name0.click();
  await page.keyboard.type('Petr');
  // a paste into the next field in the same instant as the focus moves: no wait for the re-draw
  await name1.evaluate((e: HTMLInputElement) => {
    e.focus();
    e.value = 'Jana';
    e.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertFromPaste' }));
  });
  await expect(root.locator('[data-part="link"]')).toHaveValue(/&jmena=Petr/);
  await expect(name1).toBeFocused();
  await expect(name1).toHaveValue('Jana');
  await page.keyboard.press('Tab');
  await expect(root.locator('[data-part="link"]')).toHaveValue(/&jmena=Petr,Jana(&|$)/);
  expect(errors).toEqual([]);
});

test.describe('where the reader is', () => {
  test('desktop: the box, the players and the scoring lines beside the board; the board stays in view beside them', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto(PAGE);
    const root = await ready(page);
    const canvas = (await page.locator('[data-part="canvas"]').boundingBox())!;
    for (const part of ['box', 'players', 'final', 'moves']) {
      const box = (await root.locator(`[data-part="${part}"]`).boundingBox())!;
      expect(box.x, part).toBeGreaterThanOrEqual(canvas.x + canvas.width);
    }
    // scrolled to the final scoring lines, the board is still on the screen beside them
    await root.locator('[data-part="final"]').scrollIntoViewIfNeeded();
    await expect(root.locator('[data-part="final"]')).toBeInViewport();
    await expect(page.locator('[data-part="canvas"]')).toBeInViewport({ ratio: 0.9 });
  });

  test('phone: the board stays at the top of the screen while the panels under it scroll', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(PAGE);
    const root = await ready(page);
    for (const part of ['box', 'marks', 'final']) {
      await root.locator(`[data-part="${part}"]`).scrollIntoViewIfNeeded();
      await expect(root.locator(`[data-part="${part}"]`)).toBeInViewport();
      const c = (await page.locator('[data-part="canvas"]').boundingBox())!;
      expect(c.y, part).toBeGreaterThanOrEqual(-1);
      expect(c.y + c.height, part).toBeLessThanOrEqual(740 / 2 + 80);
    }
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
  });
});

test("the reader's names stand wherever a player is named: the final scoring lines and the players' labels", async ({
  page,
}) => {
  // red's knight in an open city: final scoring gives red points
  const pos = notation({ board: [['BASE.E', 0, 0, 0, [['red', 'N']]]] });
  await page.goto(`/cs/rozbor/?pozice=${pos}&jmena=Eva,Jan`);
  const root = await ready(page);
  const final = root.locator('[data-part="final"]');
  // the line of the city: the colour, then the name (isolated for right-to-left names)
  await expect(final).toContainText('→ Červený (\u2068Eva\u2069)');
  // each seat's total: the name, then the colour
  await expect(final).toContainText('\u2068Jan\u2069 (Modrý)');
});
