import { test, expect, type Page, type Locator } from '@playwright/test';
import { readFileSync, mkdirSync } from 'node:fs';
import { parse } from 'yaml';
import { errorsOf } from './helpers/page-errors';

// The sandbox through its own controls: keyboard-only play of one example per module,
// permalinks (round trip and broken ones), and pictures of the board at two zoom levels.
mkdirSync('reports/screenshots', { recursive: true });

interface Play {
  player: string;
  tile: string;
  at: [number, number];
  rotation: number;
  meeple?: { at: string; kind: string };
}
function scenario(page: string, id: string): { play: Play; expect: { points: Record<string, number> } } {
  return parse(readFileSync(`content/examples/${page}/${id}.yaml`, 'utf8'));
}

async function cursor(root: Locator): Promise<[number, number] | null> {
  const s = await root.getAttribute('data-cursor');
  return s ? (s.split(',').map(Number) as [number, number]) : null;
}

/** Arrow key that brings the keyboard cursor one step closer to [tx, ty]. */
async function stepTowards(page: Page, root: Locator, tx: number, ty: number): Promise<boolean> {
  const c = await cursor(root);
  if (c && c[0] === tx && c[1] === ty) return false;
  await page.keyboard.press(
    !c ? 'ArrowRight' : c[0] < tx ? 'ArrowRight' : c[0] > tx ? 'ArrowLeft' : c[1] < ty ? 'ArrowDown' : 'ArrowUp',
  );
  return true;
}

async function selection(root: Locator): Promise<[number, number, number] | null> {
  const s = await root.getAttribute('data-selection');
  return s ? (s.split(',').map(Number) as [number, number, number]) : null;
}

/** Plays the scenario's move with the keyboard only; returns the root. */
async function playByKeyboard(page: Page, slug: string, id: string): Promise<Locator> {
  const s = scenario(slug, id);
  await page.goto(`/cs/${slug}/`);
  const root = page.locator(`[data-example="${id}"]`);
  await root.locator('[data-figure]').focus();
  await page.keyboard.press('Enter');
  const board = root.locator('.sandbox-canvas');
  await expect(board).toBeFocused();
  await expect(root).toHaveAttribute('data-phase', 'tile');
  const [tx, ty] = s.play.at;
  for (let i = 0; i < 40 && (await stepTowards(page, root, tx, ty)); i++);
  expect((await selection(root))?.slice(0, 2)).toEqual([tx, ty]);
  for (let i = 0; i < 4 && (await selection(root))![2] !== s.play.rotation; i++) await page.keyboard.press('r');
  expect((await selection(root))![2]).toBe(s.play.rotation);
  await page.keyboard.press('Enter');
  await expect(root).toHaveAttribute('data-phase', 'choose');
  await expect(root.locator('.sandbox-choices input[data-choices]').first()).toBeVisible();
  const wanted = s.play.meeple ? { at: s.play.meeple.at, kind: s.play.meeple.kind } : undefined;
  const radios = root.locator('.sandbox-choices input[data-choices]');
  const n = await radios.count();
  for (let i = 0; i < n; i++) {
    const move = JSON.parse(
      (await root.locator('.sandbox-choices input[data-choices]:checked').getAttribute('data-move'))!,
    );
    if (JSON.stringify(move.figure) === JSON.stringify(wanted)) break;
    await page.keyboard.press('ArrowDown');
  }
  const chosen = JSON.parse(
    (await root.locator('.sandbox-choices input[data-choices]:checked').getAttribute('data-move'))!,
  );
  expect(chosen.figure).toEqual(wanted);
  await page.keyboard.press('Enter');
  await expect(root).toHaveAttribute('data-phase', 'done');
  return root;
}

// every example's board takes the same keys (board.spec.ts); by keyboard alone here the two
// whose turns hold a module's own choices (a bathhouse, a symbol's target)
const keyboardCases: [string, string, string][] = [
  ['bathhouses', 'lazne', 'lazne-mesto-bonus'],
  ['anniversary-20', 'jubilejni-edice-20-let', 'symbol-1a'],
];

for (const [module, slug, id] of keyboardCases) {
  test(`keyboard only: ${module} example ${id} scores as the rules say`, async ({ page }) => {
    const errors = errorsOf(page);
    const root = await playByKeyboard(page, slug, id);
    const points = JSON.parse((await root.getAttribute('data-points'))!);
    expect(points).toEqual(scenario(slug, id).expect.points);
    await expect(root.locator('.sandbox-score')).toContainText(/bod/);
    expect(errors).toEqual([]);
  });
}

test('undo and reset through the buttons', async ({ page }) => {
  await page.goto('/cs/hostince-a-katedraly/');
  const root = page.locator('[data-example="katedrala-27"]');
  await root.locator('[data-action="solution"]').click();
  await expect(root).toHaveAttribute('data-points', '{"red":27,"blue":0}');
  await root.locator('[data-action="undo"]').click();
  await expect(root).toHaveAttribute('data-phase', 'choose');
  await expect(root).not.toHaveAttribute('data-points', /./);
  await root.locator('[data-action="reset"]').click();
  await expect(root).toHaveAttribute('data-phase', 'tile');
  await expect(root).not.toHaveAttribute('data-selection', /./);
});

test('a scoring move shows one badge per player on the board, inside the canvas box, until the move is taken back', async ({
  page,
}) => {
  await page.goto('/cs/zakladni-hra/');
  const root = page.locator('[data-example="remiza-mesto-8"]');
  await root.locator('[data-action="solution"]').click();
  await expect(root).toHaveAttribute('data-points', '{"red":8,"blue":8}');
  const badges = root.locator('[data-score-badge]');
  await expect(badges).toHaveCount(2);
  const texts = (await badges.allTextContents()).map((t) => t.replace(/[\u2068\u2069]/g, ''));
  expect(texts.sort()).toEqual(['+8 Modrý', '+8 Červený']);
  const box = (await root.locator('[data-board]').boundingBox())!;
  for (const b of await badges.all()) {
    const r = (await b.boundingBox())!;
    expect(r.x).toBeGreaterThanOrEqual(box.x);
    expect(r.y).toBeGreaterThanOrEqual(box.y);
    expect(r.x + r.width).toBeLessThanOrEqual(box.x + box.width);
    expect(r.y + r.height).toBeLessThanOrEqual(box.y + box.height);
  }
  await root.locator('[data-action="undo"]').click();
  await expect(root).toHaveAttribute('data-phase', 'choose');
  await expect(badges).toHaveCount(0);
});

test('permalink round trip restores the position', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const s = scenario('hostince-a-katedraly', 'katedrala-27');
  await page.goto('/cs/hostince-a-katedraly/');
  const root = page.locator('[data-example="katedrala-27"]');
  await root.locator('[data-action="play"]').click();
  await expect(root).toHaveAttribute('data-phase', 'tile');
  await root.locator('.sandbox-canvas').focus();
  // reach the solution cell and put the tile down, then copy the link
  for (let i = 0; i < 40 && (await stepTowards(page, root, s.play.at[0], s.play.at[1])); i++);
  while ((await selection(root))![2] !== s.play.rotation) await page.keyboard.press('r');
  await page.keyboard.press('Enter');
  await expect(root).toHaveAttribute('data-phase', 'choose');
  await root.locator('[data-action="link"]').click();
  await expect(page).toHaveURL(/pozice=katedrala-27/);
  const href = page.url();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(href);

  const again = await context.newPage();
  const errors = errorsOf(again);
  await again.goto(href);
  const root2 = again.locator('[data-example="katedrala-27"]');
  await expect(root2).toHaveAttribute('data-phase', 'choose');
  await expect(root2).toHaveAttribute('data-selection', `${s.play.at[0]},${s.play.at[1]},${s.play.rotation}`);
  await expect(root2.locator('.sandbox-error')).toBeHidden();
  await root2.locator('.sandbox-choices button').click();
  await expect(root2).toHaveAttribute('data-points', JSON.stringify(s.expect.points));
  expect(errors).toEqual([]);
});

// every hostile permalink is read by the sandbox's reader and controller in vitest
// (tests/sandbox/permalink-fuzz.test.ts); two of them on the page here
for (const bad of ['1.s99,99,0']) {
  test(`broken permalink "${bad}" shows a message and the example's start`, async ({ page }) => {
    const errors = errorsOf(page);
    await page.goto(`/cs/hostince-a-katedraly/?pozice=katedrala-27~${bad}#priklad-katedrala-27`);
    const root = page.locator('[data-example="katedrala-27"]');
    await expect(root.locator('.sandbox-error')).toBeVisible();
    await expect(root.locator('.sandbox-error')).toContainText(/odkaz/i);
    await expect(root).toHaveAttribute('data-phase', 'tile');
    await expect(root.locator('.sandbox-canvas canvas')).toHaveCount(1);
    // still playable
    await root.locator('[data-action="solution"]').click();
    await expect(root).toHaveAttribute('data-points', '{"red":27,"blue":0}');
    expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
  });
}

test('the board is drawn and can be zoomed', async ({ page }) => {
  await page.goto('/cs/hostince-a-katedraly/');
  const root = page.locator('[data-example="hostinec-cesta-10"]');
  await root.locator('[data-action="solution"]').click();
  const canvas = root.locator('.sandbox-canvas');
  await expect(canvas.locator('canvas')).toHaveCount(1);
  await page.waitForTimeout(300);
  const before = await canvas.screenshot({ path: 'reports/screenshots/sandbox-zoom-1.png' });
  expect(before.length).toBeGreaterThan(3_000); // a blank canvas compresses to about 1 KB
  // a plain wheel scrolls the page, not the board
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  const y0 = await page.evaluate(() => scrollY);
  await page.mouse.wheel(0, 300);
  await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(y0);
  await canvas.scrollIntoViewIfNeeded();
  const before2 = await canvas.screenshot();
  for (let i = 0; i < 3; i++) await root.locator('[data-action="zoom-in"]').click();
  await page.waitForTimeout(400);
  const after = await canvas.screenshot({ path: 'reports/screenshots/sandbox-zoom-2.png' });
  expect(after.equals(before2)).toBe(false);
  await root.locator('[data-action="fit"]').click();
  await page.waitForTimeout(400);
});

test('tile lists draw every known tile of each set', async ({ page }) => {
  for (const [slug, set] of [
    ['zakladni-hra', 'BASE'],
    ['hostince-a-katedraly', 'IC'],
    ['kral-a-loupezivy-rytir', 'KRB'],
    ['lazne', 'BATH'],
  ]) {
    await page.goto(`/cs/${slug}/`);
    const list = page.locator(`[data-tile-set="${set}"]`).first();
    await expect(list, `${slug}: tile list ${set}`).toBeVisible();
    const svgs = await list.locator('svg').count();
    expect(svgs, `${slug}: drawn tiles of ${set}`).toBeGreaterThanOrEqual(set === 'BASE' ? 24 : set === 'IC' ? 17 : 5);
    await list.screenshot({ path: `reports/screenshots/tiles-${set}.png` });
  }
});

// The drawings of an example's tiles come from the build (src/pages/kresby-karticek/), fetched
// as the sandbox's code loads; without them the board computes the same drawings itself.
test("an example's board fetches its tiles' drawings from the build, and draws the same without them", async ({
  browser,
}) => {
  const shots: Buffer[] = [];
  for (const blocked of [false, true]) {
    const ctx = await browser.newContext({ viewport: { width: 1000, height: 800 } });
    const page = await ctx.newPage();
    const asked: string[] = [];
    await page.route('**/kresby-karticek/**', async (r) => {
      asked.push(new URL(r.request().url()).pathname);
      if (blocked) await r.abort();
      else await r.continue();
    });
    await page.goto('/cs/hostince-a-katedraly/');
    const root = page.locator('[data-example="katedrala-27"]');
    const listed = (await root.getAttribute('data-tile-art'))!.split(' ');
    expect(listed.length, 'the example lists its tiles').toBeGreaterThan(1);
    await root.locator('[data-action="solution"]').click();
    await expect(root).toHaveAttribute('data-points', '{"red":27,"blue":0}');
    expect([...new Set(asked)].sort()).toEqual([...listed].sort());
    if (!blocked)
      for (const url of listed) {
        const file = (await (await page.request.get(url)).json()) as { id: string; art: { prims: unknown[] } };
        expect(file.art.prims.length, url).toBeGreaterThan(1);
      }
    const canvas = root.locator('.sandbox-canvas');
    await canvas.scrollIntoViewIfNeeded();
    await page.waitForTimeout(400);
    shots.push(await canvas.screenshot());
    await ctx.close();
  }
  expect(shots[0]!.length).toBeGreaterThan(3_000);
  expect(shots[1]!.equals(shots[0]!), 'the computed drawing differs from the fetched one').toBe(true);
});

// A board far out of view is freed and made again when the reader comes back: what they had
// chosen and where they had the board must still be there.
test('scrolled out of view and back: the follower choice and the zoom stay', async ({ page }) => {
  await page.goto('/cs/hostince-a-katedraly/');
  const root = page.locator('[data-example="hostinec-cesta-10"]');
  await root.locator('[data-action="play"]').click();
  const board = root.locator('.sandbox-canvas');
  await expect(board.locator('canvas')).toHaveCount(1);
  const s = scenario('hostince-a-katedraly', 'hostinec-cesta-10');
  await root.evaluate((r, [x, y]) => {
    const box = r.querySelector<HTMLElement>('.sandbox-canvas')!;
    const [ox, oy] = box.dataset.cellOrigin!.split(',').map(Number);
    const size = Number(box.dataset.cellSize);
    const b = box.getBoundingClientRect();
    const at = { clientX: b.left + ox! + (x! + 0.5) * size, clientY: b.top + oy! + (y! + 0.5) * size };
    const canvas = box.querySelector('canvas')!;
    for (const type of ['pointerdown', 'pointerup'])
      canvas.dispatchEvent(new PointerEvent(type, { ...at, bubbles: true, pointerId: 1, isPrimary: true }));
  }, s.play.at);
  await expect(root).toHaveAttribute('data-selection', new RegExp(`^${s.play.at[0]},${s.play.at[1]},`));
  await root.locator('[data-action="place"]').click();
  await expect(root).toHaveAttribute('data-phase', 'choose');
  const radios = root.locator('.sandbox-choices input[data-choices]');
  await expect(radios.first()).toBeVisible();
  const last = (await radios.count()) - 1;
  expect(last).toBeGreaterThan(0);
  await radios.nth(last).check();
  await root.locator('[data-action="zoom-in"]').click();
  await expect.poll(async () => Number(await board.getAttribute('data-cell-size'))).toBeGreaterThan(0);
  await page.waitForTimeout(400);
  const size = await board.getAttribute('data-cell-size');
  // far down the page the board is freed ...
  await page.evaluate(() => scrollTo(0, document.body.scrollHeight));
  await expect(board.locator('canvas')).toHaveCount(0);
  // ... and made again on the way back
  await root.scrollIntoViewIfNeeded();
  await expect(board.locator('canvas')).toHaveCount(1);
  await expect(radios.nth(last)).toBeChecked();
  await expect(board).toHaveAttribute('data-cell-size', size!);
  await root.locator('.sandbox-choices button.primary').click();
  await expect(root).toHaveAttribute('data-phase', 'done');
});
