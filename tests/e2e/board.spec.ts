import { test, expect, type Page, type Locator } from '@playwright/test';
import { errorsOf } from './helpers/page-errors';

// The one board kit (src/board) on every page with a board: the same keys and the same key
// help everywhere, data-board and data-last-move (DESIGN 1.9), follower spots that are touch
// targets apart, tapping a spot keeps the board's focus and the page still, zoom about the
// tile being placed, the view following the keyboard cursor, and no frames while idle.

/** A board to try: how to open it with a tile in hand, its root and its canvas box. */
interface BoardCase {
  kind: 'example' | 'analysis' | 'play';
  open(page: Page): Promise<{ root: Locator; box: Locator }>;
}

const EXAMPLE_PAGE = '/cs/hostince-a-katedraly/';
const EXAMPLE = 'katedrala-27';

async function openExample(page: Page): Promise<{ root: Locator; box: Locator }> {
  await page.goto(EXAMPLE_PAGE);
  const root = page.locator(`[data-example="${EXAMPLE}"]`);
  await root.locator('[data-figure]').focus();
  await page.keyboard.press('Enter');
  const box = root.locator('[data-board="example"]');
  await expect(box.locator('canvas')).toBeVisible();
  await expect(root).toHaveAttribute('data-phase', 'tile');
  return { root, box };
}

async function openAnalysis(page: Page): Promise<{ root: Locator; box: Locator }> {
  await page.goto(EXAMPLE_PAGE);
  const href = await page.locator(`[data-example="${EXAMPLE}"] a[data-action="analyse"]`).getAttribute('href');
  await page.goto(href!);
  const root = page.locator('[data-analysis]');
  const box = page.locator('[data-board="analysis"]');
  await expect(box.locator('canvas')).toBeVisible();
  await page.locator('[data-action="mode-play"]').click();
  await expect(root).toHaveAttribute('data-phase', 'tile');
  // keys from the page itself, as a reader who has not clicked the board yet
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  return { root, box };
}

async function openPlay(page: Page): Promise<{ root: Locator; box: Locator }> {
  await page.goto('/cs/hra/?moduly=base,inns-cathedrals&hraci=clovek,clovek&seed=5');
  const root = page.locator('[data-free-play]');
  const box = page.locator('[data-board="play"]');
  await expect(box.locator('canvas')).toBeVisible();
  await expect(root).toHaveAttribute('data-phase', 'tile');
  return { root, box };
}

const BOARDS: BoardCase[] = [
  { kind: 'example', open: openExample },
  { kind: 'analysis', open: openAnalysis },
  { kind: 'play', open: openPlay },
];

const attr = async (l: Locator, name: string): Promise<string | null> => l.getAttribute(name);

/** Presses arrow keys (from the first press on) until the cursor rests on a cell where the tile fits with more than one rotation. */
async function selectTurnableCell(page: Page, root: Locator): Promise<void> {
  const path = ['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowLeft', 'ArrowUp', 'ArrowUp', 'ArrowRight', 'ArrowRight'];
  for (let i = 0; i < 24; i++) {
    await page.keyboard.press(path[i % path.length]!);
    const sel = await attr(root, 'data-selection');
    if (!sel) continue;
    await page.keyboard.press('r');
    const turned = await attr(root, 'data-selection');
    if (turned !== sel) {
      await page.keyboard.press('Shift+R');
      await expect(root).toHaveAttribute('data-selection', sel);
      return;
    }
  }
  throw new Error('no cell where the tile turns');
}

/** Where a cell lies inside the box, from the stage's data-cell-origin and data-cell-size (CSS pixels). */
async function cellRect(
  box: Locator,
  x: number,
  y: number,
): Promise<{ x0: number; y0: number; x1: number; y1: number }> {
  const [ox, oy] = (await attr(box, 'data-cell-origin'))!.split(',').map(Number) as [number, number];
  const size = Number(await attr(box, 'data-cell-size'));
  return { x0: ox + x * size, y0: oy + y * size, x1: ox + (x + 1) * size, y1: oy + (y + 1) * size };
}

async function insideBox(box: Locator, x: number, y: number): Promise<boolean> {
  const r = await cellRect(box, x, y);
  const b = (await box.boundingBox())!;
  const cx = (r.x0 + r.x1) / 2;
  const cy = (r.y0 + r.y1) / 2;
  return cx > 0 && cy > 0 && cx < b.width && cy < b.height;
}

for (const board of BOARDS) {
  test(`${board.kind}: the board's keys work from the first press, the same as on every board`, async ({ page }) => {
    test.setTimeout(60_000);
    const errors = errorsOf(page);
    const { root, box } = await board.open(page);
    await expect(box).toHaveAttribute('data-board', board.kind);
    await expect(box).not.toHaveAttribute('data-last-move', /./);
    const before = board.kind === 'analysis' ? await attr(root, 'data-position') : null;

    // arrows move the cursor at once (no click on the board first); R and Shift+R turn the tile
    await selectTurnableCell(page, root);
    const sel = (await attr(root, 'data-selection'))!;
    const [sx, sy] = sel.split(',').map(Number) as [number, number];

    // + zooms in about the tile being placed, 0 shows the whole board again
    const fitted = Number(await attr(box, 'data-cell-size'));
    await page.keyboard.press('+');
    await expect.poll(async () => Number(await attr(box, 'data-cell-size'))).toBeGreaterThan(fitted * 1.1);
    expect(await insideBox(box, sx, sy)).toBe(true);
    await page.keyboard.press('0');
    await expect.poll(async () => Number(await attr(box, 'data-cell-size'))).toBeCloseTo(fitted, 0);

    // Enter places, Escape takes the tile back into the hand, Enter places again
    await page.keyboard.press('Enter');
    await expect(root).toHaveAttribute('data-phase', 'choose');
    await page.keyboard.press('Escape');
    await expect(root).toHaveAttribute('data-phase', 'tile');
    await page.keyboard.press('Enter');
    await expect(root).toHaveAttribute('data-phase', 'choose');
    // Enter confirms the follower choice: the move is played and marked
    await page.keyboard.press('Enter');
    await expect(box).toHaveAttribute('data-last-move', `${sx},${sy}`);

    // Z takes the move back
    await page.keyboard.press('z');
    if (board.kind === 'analysis') await expect(root).toHaveAttribute('data-position', before!);
    else if (board.kind === 'play') await expect(root).toHaveAttribute('data-moves', '0');
    else await expect(root).not.toHaveAttribute('data-phase', 'done');
    await expect(box).not.toHaveAttribute('data-last-move', /./);
    // Y plays it back, on every board (the key help says so)
    await page.keyboard.press('y');
    await expect(box).toHaveAttribute('data-last-move', `${sx},${sy}`);
    if (board.kind === 'example') await expect(root).toHaveAttribute('data-phase', 'done');

    // one help text of the keys, the same on every board
    const help = page.locator('[data-board-keys]').first();
    await expect(help).toBeAttached();
    expect((await help.locator('dt').allTextContents()).map((k) => k.replace(/\s+/g, ' ').trim())).toEqual([
      '← / → / ↑ / ↓',
      'R / Shift+R',
      'Enter / mezerník',
      'Esc',
      'Z / Backspace / Ctrl+Z',
      'Y / Shift+Z / Ctrl+Y',
      '+ / −',
      '0',
    ]);
    expect(errors).toEqual([]);
  });

  // the kit draws every board; its idle loop is witnessed on the example's board
  if (board.kind !== 'example') continue;
  test(`${board.kind}: an idle board requests no animation frames`, async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __frames: number };
      w.__frames = 0;
      const raf = window.requestAnimationFrame.bind(window);
      window.requestAnimationFrame = (cb) => {
        w.__frames += 1;
        return raf(cb);
      };
    });
    const { root } = await board.open(page);
    await selectTurnableCell(page, root);
    // drawn: a few frames for the change, then nothing
    await page.waitForTimeout(600);
    const frames = () => page.evaluate(() => (window as unknown as { __frames: number }).__frames);
    const a = await frames();
    await page.waitForTimeout(1000);
    expect(await frames()).toBe(a);
    // a key press draws again, and then it is quiet again
    await page.keyboard.press('r');
    await expect.poll(frames).toBeGreaterThan(a);
    await page.waitForTimeout(600);
    const b = await frames();
    await page.waitForTimeout(1000);
    expect(await frames()).toBe(b);
  });
}

test('the trainer board says its kind', async ({ page }) => {
  await page.goto('/cs/trenink/?modul=base&otazka=konec&seed=3');
  await expect(page.locator('[data-trainer]')).toHaveAttribute('data-state', 'question');
  await expect(page.locator('[data-board="trainer"] svg')).toBeVisible();
});

test('example: a solution played marks its last tile', async ({ page }) => {
  await page.goto(EXAMPLE_PAGE);
  const root = page.locator(`[data-example="${EXAMPLE}"]`);
  await root.locator('[data-action="solution"]').click();
  await expect(root).toHaveAttribute('data-points', /./);
  await expect(root.locator('[data-board="example"]')).toHaveAttribute('data-last-move', /^-?\d+,-?\d+$/);
});

test('free play: a computer move is marked on the board', async ({ page }) => {
  await page.goto('/cs/hra/?moduly=base&hraci=pocitac,clovek&seed=11');
  const root = page.locator('[data-free-play]');
  await expect(root).toHaveAttribute('data-moves', '1', { timeout: 15_000 });
  await expect(page.locator('[data-board="play"]')).toHaveAttribute('data-last-move', /^-?\d+,-?\d+$/);
});

/** The follower spots the board shows now, in CSS pixels inside the box. */
async function spots(box: Locator): Promise<{ x: number; y: number; r: number }[]> {
  const s = await attr(box, 'data-spots');
  return (s ?? '')
    .split(';')
    .filter(Boolean)
    .map((p) => {
      const [x, y, r] = p.split(',').map(Number) as [number, number, number];
      return { x, y, r };
    });
}

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  // the spots come from the tile art (tests/art/figure-spots.test.ts checks every tile); on
  // the page, a board with bathhouse places (its tiles hold figures and houses side by side)
  for (const slug of ['lazne']) {
    test(`${slug}: follower spots are touch targets of 24 px at least, apart from each other`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.goto(`/cs/${slug}/`);
      const ids = await page
        .locator('[data-example]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-example')!));
      let checked = 0;
      for (const id of ids) {
        const root = page.locator(`[data-example="${id}"]`);
        const hint = root.locator('[data-action="hint"]');
        if (!(await hint.count())) continue;
        await hint.click();
        const box = root.locator('[data-board="example"]');
        await expect(box.locator('canvas')).toBeVisible();
        await expect(root).toHaveAttribute('data-phase', 'tile');
        await root.locator('[data-action="place"]').click();
        await expect(root).toHaveAttribute('data-phase', 'choose');
        const s = await spots(box);
        if (!s.length) continue;
        checked += 1;
        const b = (await box.boundingBox())!;
        for (const p of s) {
          expect(p.r * 2, `${id}: spot size`).toBeGreaterThanOrEqual(24);
          expect(p.x > 0 && p.y > 0 && p.x < b.width && p.y < b.height, `${id}: spot in view`).toBe(true);
        }
        for (let i = 0; i < s.length; i++)
          for (let j = i + 1; j < s.length; j++)
            expect(
              Math.hypot(s[i]!.x - s[j]!.x, s[i]!.y - s[j]!.y),
              `${id}: spots ${i} and ${j} apart`,
            ).toBeGreaterThanOrEqual(24);
      }
      expect(checked).toBeGreaterThan(0);
    });
  }

  test('tapping a follower spot ticks its choice, keeps the board focused and the page still', async ({ page }) => {
    await page.goto('/cs/hostince-a-katedraly/');
    const root = page.locator(`[data-example="${EXAMPLE}"]`);
    await root.locator('[data-action="hint"]').click();
    const box = root.locator('[data-board="example"]');
    await expect(box.locator('canvas')).toBeVisible();
    await root.locator('[data-action="place"]').click();
    await expect(root).toHaveAttribute('data-phase', 'choose');
    await box.scrollIntoViewIfNeeded();
    const s = await spots(box);
    expect(s.length).toBeGreaterThan(0);
    const y = await page.evaluate(() => scrollY);
    const bb = (await box.boundingBox())!;
    await page.touchscreen.tap(bb.x + s[0]!.x, bb.y + s[0]!.y);
    await expect
      .poll(() => root.locator('.sandbox-choices input[data-choices]:checked').getAttribute('data-move'))
      .toContain('"figure"');
    expect(await page.evaluate(() => scrollY)).toBe(y);
    await expect(box).toBeFocused();
  });
});

test('free play: clicking a follower spot keeps the board focused and the page still', async ({ page }) => {
  const { root, box } = await openPlay(page);
  await selectTurnableCell(page, root);
  await page.keyboard.press('Enter');
  await expect(root).toHaveAttribute('data-phase', 'choose');
  const s = await spots(box);
  expect(s.length).toBeGreaterThan(0);
  const y = await page.evaluate(() => scrollY);
  const bb = (await box.boundingBox())!;
  await page.mouse.click(bb.x + s[0]!.x, bb.y + s[0]!.y);
  await expect
    .poll(() => page.locator('[data-part="choices"] input[data-choices]:checked').getAttribute('value'))
    .not.toBe('0');
  expect(await page.evaluate(() => scrollY)).toBe(y);
  await expect(box).toBeFocused();
});

test('the view follows the keyboard cursor when zoomed in', async ({ page }) => {
  test.setTimeout(60_000);
  const { root, box } = await openPlay(page);
  await page.keyboard.press('ArrowRight');
  // about two cells across the box: a cursor two cells away from the centre would be out of view
  for (let i = 0; i < 3; i++) await page.keyboard.press('+');
  await page.waitForTimeout(400);
  for (const key of ['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowLeft', 'ArrowUp', 'ArrowUp']) {
    await page.keyboard.press(key);
    await page.waitForTimeout(250);
    const [cx, cy] = (await attr(root, 'data-cursor'))!.split(',').map(Number) as [number, number];
    expect(await insideBox(box, cx, cy), `cursor ${cx},${cy} after ${key}`).toBe(true);
  }
});

test('tiles are labelled on the board as the words name them; the labels switch off for every board and stay off', async ({
  page,
}) => {
  const errors = errorsOf(page);
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/cs/zakladni-hra/');
  const root = page.locator('[data-example="remiza-mesto-8"]');
  // the static picture above the board labels its tiles too
  const figure = await root
    .locator('svg')
    .first()
    .locator('[data-tile-label]')
    .evaluateAll((gs) => gs.map((g) => g.getAttribute('data-tile-label')));
  expect(figure).toEqual(['E', 'E', 'E']);
  // the reader plays the move: the live board labels its tiles
  await root.locator('[data-action="hint"]').click();
  await root.locator('[data-action="place"]').click();
  await root.locator('.sandbox-choices button.primary').click();
  await expect(root).toHaveAttribute('data-points', '{"red":8,"blue":8}');
  const box = root.locator('[data-board]');
  const labels = box.locator('[data-tile-label]');
  // three E on the board and the R just placed, each in its tile's top-left corner inside the box
  await expect(labels).toHaveCount(4);
  expect((await labels.allTextContents()).sort()).toEqual(['E', 'E', 'E', 'R']);
  await expect(box).toHaveAttribute('data-labels', 'on');
  const b = (await box.boundingBox())!;
  for (const l of await labels.all()) {
    const r = (await l.boundingBox())!;
    expect(r.x).toBeGreaterThanOrEqual(b.x);
    expect(r.y).toBeGreaterThanOrEqual(b.y);
    expect(r.x + r.width).toBeLessThanOrEqual(b.x + b.width);
  }
  // the words name the tile placed as the board labels it
  await expect(root.locator('.sandbox-score')).toContainText(/\bR\b/);
  // switched off: hidden here, and off on the next page too
  const toggle = box.locator('[data-action="labels"]');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await toggle.click();
  await expect(box).toHaveAttribute('data-labels', 'off');
  await expect(labels.first()).toBeHidden();
  await page.reload();
  await root.locator('[data-action="play"]').click();
  await expect(box.locator('[data-action="labels"]')).toHaveAttribute('aria-pressed', 'false');
  await expect(box.locator('[data-tile-label]').first()).toBeHidden();
  await box.locator('[data-action="labels"]').click();
  await expect(box.locator('[data-tile-label]').first()).toBeVisible();
  expect(errors).toEqual([]);
});
