import { test, expect, type Page, type Locator } from '@playwright/test';
import '../../src/engine/modules/art';
import { tileArt } from '../../src/art/tile';
import '../../src/art/tile-build';
import { BOARD_TEXT_SCALE, type Prim } from '../../src/art/style';
import { tileDef, type KnownTileDef } from '../../src/engine';
import '../../src/engine/modules/index';
import { Game, isEngineError } from '../../src/engine/game';
import { playIndex, recordQuery } from '../../src/play/record';

// The boards on a phone (issue 11): a vertical swipe over a board scrolls the page, a
// sideways drag moves the board, taps place and turn the tile, the instructions speak of
// taps, and the example with its controls fits a 360 px wide screen.
test.use({ viewport: { width: 360, height: 800 }, hasTouch: true, isMobile: true });

/** A one-finger swipe by (dx, dy) CSS pixels from the centre of `box`, as raw touch events the browser turns into a gesture. */
async function swipe(page: Page, box: Locator, dx: number, dy: number): Promise<void> {
  const b = (await box.boundingBox())!;
  const x = b.x + b.width / 2;
  const y = b.y + b.height / 2;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let i = 1; i <= 12; i++) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: x + (dx * i) / 12, y: y + (dy * i) / 12 }],
    });
    await page.waitForTimeout(16);
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

const origin = async (box: Locator): Promise<[number, number]> =>
  (await box.getAttribute('data-cell-origin'))!.split(',').map(Number) as [number, number];

/** Centre of board cell [x, y] in page coordinates, from the board's published geometry. */
async function cellCentre(box: Locator, x: number, y: number): Promise<[number, number]> {
  const b = (await box.boundingBox())!;
  const [ox, oy] = await origin(box);
  const size = Number(await box.getAttribute('data-cell-size'));
  return [b.x + ox + (x + 0.5) * size, b.y + oy + (y + 0.5) * size];
}

/** Waits until the board's zoom (`data-cell-size`) has stopped changing and returns it. */
async function settledSize(box: Locator): Promise<number> {
  let last = -1;
  await expect
    .poll(async () => {
      const now = Number(await box.getAttribute('data-cell-size'));
      const same = now === last;
      last = now;
      return same;
    })
    .toBe(true);
  return last;
}

/** CSS pixels a tile of an example's picture (before the example starts): its drawing has 100 units a tile. */
const pictureTile = (root: Locator): Promise<number> =>
  root
    .locator('[data-figure] svg')
    .evaluate((s: SVGSVGElement) => (s.getBoundingClientRect().width * 100) / s.viewBox.baseVal.width);

test('a worked example on a phone: fits, taps turn the tile, swipes scroll the page or move the board', async ({
  page,
}) => {
  test.setTimeout(60_000);
  // an example whose solution cell takes the tile in two rotations
  await page.goto('/cs/lazne/');
  const root = page.locator('[data-example="lazne-obklopeni"]');
  await root.locator('[data-action="hint"]').tap();
  const box = root.locator('.sandbox-canvas');
  await expect(box).toHaveAttribute('data-cell-size', /\d/, { timeout: 15_000 });
  await expect(root).toHaveAttribute('data-selection', /.+/);
  // nothing wider than the screen: no scrolling back and forth
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  for (const b of await root.locator('button, input, canvas').all()) {
    const r = await b.boundingBox();
    if (!r) continue;
    expect(r.x, await b.evaluate((e) => e.outerHTML.slice(0, 80))).toBeGreaterThanOrEqual(0);
    expect(r.x + r.width).toBeLessThanOrEqual(360.5);
  }
  // touch instructions, not keys and the wheel
  await expect(root.locator('.sandbox-status')).toContainText('klepnutím');
  await expect(root.locator('.sandbox-status')).not.toContainText('klávesou');
  // a tap on the selected cell turns the tile
  const [sx, sy, rot] = (await root.getAttribute('data-selection'))!.split(',').map(Number) as [number, number, number];
  await box.scrollIntoViewIfNeeded();
  const [cx, cy] = await cellCentre(box, sx, sy);
  await page.touchscreen.tap(cx, cy);
  await expect(root).not.toHaveAttribute('data-selection', `${sx},${sy},${rot}`);
  await expect(root).toHaveAttribute('data-selection', new RegExp(`^${sx},${sy},`));
  // a vertical swipe over the board scrolls the page and leaves the board where it was
  await page.evaluate(() => window.scrollBy(0, -200));
  const before = await page.evaluate(() => window.scrollY);
  const o1 = await origin(box);
  await swipe(page, box, 0, -200);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before + 100);
  expect(await origin(box)).toEqual(o1);
  // a sideways drag moves the board, not the page (read the page's place once the swipe's scroll has come to rest)
  let y = -1;
  await expect
    .poll(async () => {
      const now = await page.evaluate(() => window.scrollY);
      const rest = now === y;
      y = now;
      return rest;
    })
    .toBe(true);
  await swipe(page, box, -120, 0);
  await expect.poll(async () => (await origin(box))[0]).toBeLessThan(o1[0] - 40);
  expect(await page.evaluate(() => [window.scrollX, window.scrollY])).toEqual([0, y]);
});

for (const [what, path, sel] of [
  ['analysis board', '/cs/rozbor/', '.analysis-canvas'],
  ['free play', '/cs/hra/?moduly=base&hraci=clovek,pocitac&seed=7', '.fp-canvas'],
] as const) {
  test(`a vertical swipe over the ${what} scrolls the page`, async ({ page }) => {
    await page.goto(path);
    const box = page.locator(sel);
    await expect(box).toHaveAttribute('data-cell-size', /\d/, { timeout: 15_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await box.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    const o1 = await origin(box);
    await swipe(page, box, 0, -200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before + 80);
    expect(await origin(box)).toEqual(o1);
  });
}

test('the header takes under a quarter of the first screen: name, language, theme and search in two rows', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of ['/cs/lazne/', '/en/bathhouses/', '/cs/rozbor/']) {
    await page.goto(path);
    const header = (await page.locator('.site-header').boundingBox())!;
    expect(header.height, path).toBeLessThan(740 * 0.25);
    // the theme button shows its symbol, is a full touch target and keeps its words as its name
    const theme = page.locator('[data-theme-toggle]');
    const box = (await theme.boundingBox())!;
    expect(Math.min(box.width, box.height), path).toBeGreaterThanOrEqual(44);
    await expect(theme).toHaveAccessibleName(path.startsWith('/cs/') ? /Barevný režim/ : /Colours/);
    // the search box sits beside it, nothing sticks out sideways
    const search = (await page.locator('.site-header .search-form').boundingBox())!;
    expect(Math.abs(search.y - box.y), path).toBeLessThan(4);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBe(360);
  }
});

test('worked examples on a phone open with tiles of at least 44 px and as large as their picture, bathhouse numbers of at least 11 px; Whole board shows all', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // the bathhouse's number as the board draws it: its text size (tile units) × the board's text scale
  const badge = tileArt(tileDef('BATH.01') as KnownTileDef, 0).prims.find(
    (p): p is Extract<Prim, { type: 'text' }> => p.type === 'text' && p.role === 'badge-text',
  )!;
  expect(badge).toBeDefined();
  await page.goto('/cs/lazne/');
  const ids = await page
    .locator('[data-example]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-example')!));
  expect(ids.length).toBeGreaterThan(4);
  let cramped = 0;
  for (const id of ids) {
    const root = page.locator(`[data-example="${id}"]`);
    await root.scrollIntoViewIfNeeded();
    const picture = await pictureTile(root);
    await root.locator('[data-action="hint"]').tap();
    const box = root.locator('.sandbox-canvas');
    await expect(box, id).toHaveAttribute('data-cell-size', /\d/, { timeout: 15_000 });
    const cell = await settledSize(box);
    expect(cell, `${id}: tile size`).toBeGreaterThanOrEqual(44);
    expect(cell, `${id}: tile size against the picture's ${picture} px`).toBeGreaterThanOrEqual(picture - 0.5);
    expect((cell * badge.size * BOARD_TEXT_SCALE) / 100, `${id}: bathhouse number size`).toBeGreaterThanOrEqual(11);
    // the tile being placed is on screen
    const [sx, sy] = (await root.getAttribute('data-selection'))!.split(',').map(Number) as [number, number];
    const [cx, cy] = await cellCentre(box, sx, sy);
    const b = (await box.boundingBox())!;
    expect(cx, `${id}: the tile in hand is in view`).toBeGreaterThan(b.x);
    expect(cx).toBeLessThan(b.x + b.width);
    expect(cy).toBeGreaterThan(b.y);
    expect(cy).toBeLessThan(b.y + b.height);
    // "Celá plocha" shows it all: smaller tiles where it opened at its smallest tile (the position larger than the box)
    await root.locator('[data-action="fit"]').tap();
    const whole = await settledSize(box);
    expect(whole, id).toBeLessThanOrEqual(cell + 0.01);
    if (whole < cell - 0.5) cramped++;
  }
  expect(cramped).toBeGreaterThan(0);
});

test('free play on a phone: the turn buttons stay in sight over the panels, Enter twice puts the tile down, the choices and their confirm button can be reached', async ({
  page,
}) => {
  await page.goto('/cs/hra/');
  const root = page.locator('[data-free-play]');
  await page.locator('button[data-action="start"]').click();
  await expect(root).toHaveAttribute('data-state', 'playing');
  const inView = async (l: Locator) => {
    const b = (await l.boundingBox())!;
    return b.y >= 0 && b.y + b.height <= 800;
  };
  const rotate = page.locator('button[data-action="rotate"]');
  const canvas = page.locator('[data-part="canvas"]');
  // scrolled down into the panels beside the board, the tile's buttons and the board are still on the screen
  await page.evaluate(() => window.scrollBy(0, 300));
  await expect(page.locator('#fp-track-h, #fp-tiles-h').first()).toBeInViewport();
  expect(await inView(rotate)).toBe(true);
  expect(await inView(page.locator('button[data-action="place"]'))).toBe(true);
  expect(await inView(canvas)).toBe(true);
  // the first Enter of a turn selects a cell (no arrow key needed), the second puts the tile down
  await canvas.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('button[data-action="place"]')).toBeEnabled();
  await expect(page.locator('[data-part="choices"]')).toBeHidden();
  await page.keyboard.press('Enter');
  const choices = page.locator('[data-part="choices"]');
  await expect(choices).toBeVisible();
  // the line over the board says the tile is down and a figure is being chosen
  await expect(page.locator('[data-part="hand"]')).toContainText('pokládá kartičku');
  const confirm = choices.locator('button').last();
  await confirm.scrollIntoViewIfNeeded();
  expect(await inView(confirm)).toBe(true);
  await confirm.click();
  await expect(page.locator('[data-part="moves"] li')).toHaveCount(1);
});

test('after a follower choice zoomed in, the played move shows the whole scored road again', async ({ page }) => {
  test.setTimeout(60_000);
  // BASE.A at [3, 0] closes the road from [0, 0]: four tiles in a row, the first holding the robber
  await page.goto('/cs/lazne/');
  const root = page.locator('[data-example="lazne-cesta-dva-domy"]');
  await root.locator('[data-action="hint"]').tap();
  const box = root.locator('.sandbox-canvas');
  await expect(root).toHaveAttribute('data-selection', /^3,0,/, { timeout: 15_000 });
  await box.scrollIntoViewIfNeeded();
  // the whole board (on a phone the example opens with the picture's large tiles, the road a drag away)
  await root.locator('[data-action="fit"]').tap();
  const fitted = await settledSize(box);
  await root.locator('button[data-action="place"]').tap();
  const choices = root.locator('[data-choices-for]');
  await expect(choices).toBeVisible();
  // the choice zooms in on the tile being placed (its follower spots large enough to tap)
  await expect.poll(async () => Number(await box.getAttribute('data-cell-size'))).toBeGreaterThan(fitted * 1.2);
  const zoomed = Number(await box.getAttribute('data-cell-size'));
  await choices.locator('button').last().tap();
  await expect(root).toHaveAttribute('data-points', /"red":12/);
  // then the whole road, cells [0, 0] to [3, 0], lies inside the board again (the zoom is undone)
  const b = (await box.boundingBox())!;
  const inside = async (): Promise<boolean> => {
    const size = Number(await box.getAttribute('data-cell-size'));
    const [west, cy] = await cellCentre(box, 0, 0);
    const [east] = await cellCentre(box, 3, 0);
    return (
      west - size / 2 >= b.x - 1 &&
      east + size / 2 <= b.x + b.width + 1 &&
      cy - size / 2 >= b.y - 1 &&
      cy + size / 2 <= b.y + b.height + 1
    );
  };
  await expect.poll(inside).toBe(true);
  expect(Number(await box.getAttribute('data-cell-size'))).toBeLessThan(zoomed);
});

test('a touch screen gets touch instructions, not the mouse and keyboard ones', async ({ page }) => {
  await page.goto('/cs/karticky/base-e/');
  const lead = page.locator('.insp-right p').first();
  await expect(lead.locator('.only-touch')).toBeVisible();
  await expect(lead.locator('.only-touch')).toContainText('Klepněte');
  await expect(lead.locator('.only-mouse')).toBeHidden();
  await expect(lead).not.toContainText('myší', { useInnerText: true });
  // a worked example, once live, says how to play it with a finger
  await page.goto('/cs/opat/');
  const example = page.locator('[data-example="opat-zahrada-9"]');
  await example.locator('[data-action="play"]').click();
  const keys = example.locator('[data-board-keys]');
  await expect(keys.locator('summary .only-touch')).toBeVisible();
  await expect(keys.locator('summary .only-mouse')).toBeHidden();
  await keys.locator('summary').click();
  await expect(keys.locator('p.only-touch')).toContainText('klepnutím vyberete pole');
});

/**
 * A base game of two people at one phone after `turns` moves, as a game link's query: each a
 * legal move without a figure picked by a fixed rule (so that the players still have theirs).
 */
function gameAfter(turns: number, seed: number): string {
  const seats = [
    { colour: 'red', kind: 'person' as const, name: '' },
    { colour: 'blue', kind: 'person' as const, name: '' },
  ];
  const g = Game.create({ players: ['red', 'blue'], modules: ['base'], seed });
  if (isEngineError(g)) throw new Error(g.code);
  const moves: number[] = [];
  while (moves.length < turns) {
    const all = g.legalMoves();
    const bare = all.filter((m) => !m.figure);
    const i = all.indexOf(bare[(moves.length * 7) % bare.length]!);
    if (!playIndex(g, i)) throw new Error(`move ${i}`);
    moves.push(i);
  }
  return recordQuery({ modules: ['base'], seats, seed, moves });
}

/** The follower spots the board publishes (`data-spots`: centre and radius in CSS pixels). */
async function spotsOf(box: Locator): Promise<[number, number, number][]> {
  const raw = (await box.getAttribute('data-spots')) ?? '';
  return raw ? raw.split(';').map((s) => s.split(',').map(Number) as [number, number, number]) : [];
}

test.describe('a 390 × 844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("free play keeps the reader's zoom from move to move; the whole board button fits again", async ({ page }) => {
    await page.goto(`/cs/hra/?${gameAfter(14, 11)}`);
    const root = page.locator('[data-free-play]');
    const box = page.locator('[data-part="canvas"]');
    await expect(root).toHaveAttribute('data-phase', 'tile');
    const fitted = await settledSize(box);
    await box.focus();
    await page.keyboard.press('+');
    await settledSize(box);
    await page.keyboard.press('+');
    const zoomed = await settledSize(box);
    expect(zoomed).toBeGreaterThan(fitted * 1.4);
    for (const moves of ['15', '16']) {
      // a cell, the tile put down, no follower: the board grows, the reader's zoom stays
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      await expect(root).toHaveAttribute('data-phase', 'choose');
      await page.locator('button[data-action="confirm"]').tap();
      await expect(root).toHaveAttribute('data-moves', moves);
      expect(await settledSize(box)).toBe(zoomed);
      // the tile just placed is in sight
      const [lx, ly] = (await box.getAttribute('data-last-move'))!.split(',').map(Number) as [number, number];
      const [cx, cy] = await cellCentre(box, lx, ly);
      const b = (await box.boundingBox())!;
      expect(cx).toBeGreaterThan(b.x);
      expect(cx).toBeLessThan(b.x + b.width);
      expect(cy).toBeGreaterThan(b.y);
      expect(cy).toBeLessThan(b.y + b.height);
      await box.focus();
    }
    await page.locator('button[data-action="fit"]').tap();
    await expect.poll(() => settledSize(box)).toBeLessThan(zoomed);
  });

  test("a swipe that scrolls the page is not the reader's zoom: free play's next move still fits the board", async ({
    page,
    context,
  }) => {
    await page.goto(`/cs/hra/?${gameAfter(14, 11)}`);
    const root = page.locator('[data-free-play]');
    const box = page.locator('[data-part="canvas"]');
    await expect(root).toHaveAttribute('data-phase', 'tile');
    await settledSize(box);
    await box.evaluate((b) => b.scrollIntoView({ block: 'end' }));
    const before = await page.evaluate(() => window.scrollY);
    await swipe(page, box, 0, -150);
    await expect.poll(() => page.evaluate(() => window.scrollY)).not.toBe(before);
    await box.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.locator('button[data-action="confirm"]').tap();
    await expect(root).toHaveAttribute('data-moves', '15');
    await settledSize(box);
    // the same position opened afresh is fitted: the board after the swipe and the move shows it the same way
    const fresh = await context.newPage();
    await fresh.goto(await page.locator('[data-game-link]').inputValue());
    const freshBox = fresh.locator('[data-part="canvas"]');
    await expect(fresh.locator('[data-free-play]')).toHaveAttribute('data-moves', '15');
    await settledSize(freshBox);
    expect(await box.getAttribute('data-cell-origin')).toBe(await freshBox.getAttribute('data-cell-origin'));
    expect(await box.getAttribute('data-cell-size')).toBe(await freshBox.getAttribute('data-cell-size'));
  });

  test('free play late in a game: the follower spots are at least 24 px and never overlap, at any zoom', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.goto(`/cs/hra/?${gameAfter(52, 3)}`);
    const root = page.locator('[data-free-play]');
    const box = page.locator('[data-part="canvas"]');
    await expect(root).toHaveAttribute('data-phase', 'tile');
    await settledSize(box);
    await box.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(root).toHaveAttribute('data-phase', 'choose');
    const sizes = new Set<number>();
    // the choice's own zoom, then the reader zooms out step by step, shows the whole board, zooms in
    for (const key of ['', ...'-----------0+++++++++'.split('')]) {
      if (key) await page.keyboard.press(key);
      const size = await settledSize(box);
      sizes.add(size);
      const spots = await spotsOf(box);
      expect(spots.length, `spots at ${size} px a tile`).toBeGreaterThanOrEqual(3);
      for (const [i, [x, y, r]] of spots.entries()) {
        expect(2 * r, `spot ${i} at ${size} px a tile`).toBeGreaterThanOrEqual(24);
        for (const [j, [x2, y2, r2]] of spots.entries())
          if (j > i)
            expect(Math.hypot(x2 - x, y2 - y), `spots ${i} and ${j} at ${size} px a tile`).toBeGreaterThanOrEqual(
              r + r2,
            );
      }
    }
    expect(Math.min(...sizes)).toBeLessThan(12);
    expect(Math.max(...sizes)).toBeGreaterThan(200);
  });

  test('a worked example: tiles at least as large as its picture; placing centres the board on the placed tile', async ({
    page,
  }) => {
    await page.goto('/cs/lazne/');
    for (const id of ['lazne-mesto-bonus', 'lazne-navsteva', 'lazne-dva-druzinici']) {
      const root = page.locator(`[data-example="${id}"]`);
      await root.scrollIntoViewIfNeeded();
      const picture = await pictureTile(root);
      await root.locator('[data-action="hint"]').tap();
      const box = root.locator('.sandbox-canvas');
      await expect(root).toHaveAttribute('data-selection', /.+/, { timeout: 15_000 });
      expect(await settledSize(box), id).toBeGreaterThanOrEqual(picture - 0.5);
      const [sx, sy] = (await root.getAttribute('data-selection'))!.split(',').map(Number) as [number, number];
      await root.locator('button[data-action="place"]').tap();
      await expect(root.locator('[data-choices-for]')).toBeVisible();
      const size = await settledSize(box);
      const [cx, cy] = await cellCentre(box, sx, sy);
      const b = (await box.boundingBox())!;
      expect(Math.abs(cx - (b.x + b.width / 2)), `${id}: across`).toBeLessThan(size * 0.1);
      expect(Math.abs(cy - (b.y + b.height / 2)), `${id}: down`).toBeLessThan(size * 0.1);
    }
  });
});
