import { test, expect, type Locator, type Page } from '@playwright/test';
import '../../src/engine/modules/index';
import { recordQuery, replay, type GameRecord } from '../../src/play/record';
import { ready, tapCell } from './helpers/analysis';
import { notation } from '../helpers/positions';

// What a board says in words is read beside the board: the move just played on the analysis
// board is worded where the sticky board does not cover it, and a cell a board refuses the
// tile in hand on says why when tapped (analysis board's play mode, free play).

const PAGE = '/cs/rozbor/';

/** The start tile with a red knight in its city, blue to move with BASE.E (a city cap) in hand. */
const IN_HAND = notation({ board: [['BASE.D', 0, 0, 0, [['red', 'N']]]], current: 'BASE.E', player: 1 });

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The words of the move just played lie whole inside the window and off the board's box. */
async function expectPlayedInSight(page: Page, root: Locator): Promise<void> {
  const played = root.locator('[data-part="played"]');
  await expect(played).toBeVisible();
  await expect(played).toContainText('Tah zahrán');
  // after the board took its new height and the page its scroll
  await page.waitForTimeout(300);
  const view = page.viewportSize()!;
  const box = (await played.boundingBox())!;
  const board = (await root.locator('[data-part="canvas"]').boundingBox())!;
  expect(box.y, 'top of the words').toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, 'foot of the words').toBeLessThanOrEqual(view.height);
  expect(box.height, 'the words have room').toBeGreaterThan(30);
  expect(overlap(box, board), `words ${JSON.stringify(box)} and board ${JSON.stringify(board)}`).toBe(false);
  // what lies at the words' middle is the words, not the board drawn over them
  const hit = await page.evaluate(
    ([x, y]) => !!document.elementFromPoint(x!, y!)?.closest('[data-part="played"]'),
    [box.x + box.width / 2, box.y + Math.min(box.height / 2, 12)],
  );
  expect(hit, 'the words are on top at their middle').toBe(true);
}

/** Plays the tile in hand by keyboard on the board in play mode: a cell, put down, no follower. */
async function playByKeys(page: Page, root: Locator): Promise<void> {
  await root.locator('[data-action="mode-play"]').click();
  await expect(root).toHaveAttribute('data-mode', 'play');
  await page.locator('[data-part="canvas"]').focus();
  await page.keyboard.press('Enter'); // the cursor comes to the first cell the tile goes on
  await expect(root).toHaveAttribute('data-selection', /./);
  await page.keyboard.press('Enter');
  await expect(root).toHaveAttribute('data-phase', 'choose');
  await page.keyboard.press('Enter');
  await expect(root.locator('[data-part="played"]')).toBeVisible();
}

// Defect: at 1366 × 768 the words of the move just played lay under the sticky board, a strip
// at the window's foot; played from the table of moves, they were out of sight altogether.
test.describe('desktop 1366 × 768', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('the move just played on the board is worded in sight, not under the board', async ({ page }) => {
    await page.goto(`${PAGE}?pozice=${IN_HAND}`);
    const root = await ready(page);
    await playByKeys(page, root);
    await expectPlayedInSight(page, root);
    await page.screenshot({ path: 'reports/screenshots/analysis-played-1366.png' });
  });

  test('a move played from the table of moves is worded in sight beside the board', async ({ page }) => {
    await page.goto(`${PAGE}?pozice=${IN_HAND}`);
    const root = await ready(page);
    const row = root.locator('[data-part="moves"] tbody tr').first();
    await row.locator('button[data-action="try-move"]').click();
    await expect(root).toHaveAttribute('data-mode', 'play');
    await expectPlayedInSight(page, root);
    // the board itself is in sight too, the tile just played framed on it
    const board = (await root.locator('[data-part="canvas"]').boundingBox())!;
    expect(board.y).toBeGreaterThanOrEqual(0);
    expect(board.y + board.height).toBeLessThanOrEqual(768);
  });
});

test.describe('phone 390 × 844', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the move just played is worded in sight under the board', async ({ page }) => {
    await page.goto(`${PAGE}?pozice=${IN_HAND}`);
    const root = await ready(page);
    const row = root.locator('[data-part="moves"] tbody tr').first();
    await row.locator('button[data-action="try-move"]').tap();
    await expectPlayedInSight(page, root);
    // the board is in sight above them, not scrolled off the window's top
    const board = (await root.locator('[data-part="canvas"]').boundingBox())!;
    expect(board.y).toBeGreaterThanOrEqual(0);
    await page.screenshot({ path: 'reports/screenshots/analysis-played-390.png' });
  });
});

test('play mode: a tap on a cell the tile does not go on says which side meets which', async ({ page }) => {
  await page.goto(`${PAGE}?pozice=${IN_HAND}`);
  const root = await ready(page);
  await root.locator('[data-action="mode-play"]').click();
  const status = root.locator('[data-part="status"]');
  // west of the start tile: the start tile's road meets the cell, and the city cap carries no road
  await tapCell(page, -1, 0);
  await expect(root).not.toHaveAttribute('data-selection', /./);
  await expect(status).toContainText(
    'nepasuje: její východní strana (louka) by přiléhala k západní straně sousední kartičky D (cesta)',
  );
  await expect(status).not.toContainText('{{');
});

// Defect: in free play a tap on a cell the tile in hand does not go on did nothing at all.
test('free play: a tap on a cell the tile does not go on says which side meets which', async ({ page }) => {
  // the first seed whose first tile goes on no rotation on some cell beside the start tile
  const seats = [
    { colour: 'red', kind: 'person' as const, name: '' },
    { colour: 'blue', kind: 'person' as const, name: '' },
  ];
  let found: { rec: GameRecord; x: number; y: number; ok: { x: number; y: number } } | undefined;
  for (let seed = 1; seed < 50 && !found; seed++) {
    const rec: GameRecord = { modules: ['base'], seats, seed, moves: [] };
    const r = replay(rec);
    if ('key' in r) throw new Error(r.key);
    const moves = r.game.legalMoves();
    const cell = [
      [0, -1],
      [1, 0],
      [0, 1],
      [-1, 0],
    ].find(([x, y]) => !moves.some((m) => m.x === x && m.y === y));
    if (cell) found = { rec, x: cell[0]!, y: cell[1]!, ok: moves[0]! };
  }
  expect(found).toBeDefined();
  const { rec, x, y, ok } = found!;
  await page.goto(`/cs/hra/?${recordQuery(rec)}`);
  const root = page.locator('[data-free-play]');
  await expect(root).toHaveAttribute('data-phase', 'tile');
  await expect(page.locator('[data-part="canvas"]')).toHaveAttribute('data-cell-size', /\d/);
  const status = page.locator('[data-part="status"]');
  await tapCell(page, x, y);
  await expect(status).toContainText(/nepasuje: její \S+ strana \((město|cesta|louka)\) by přiléhala k \S+ straně/);
  await expect(status).toContainText('kartičky D');
  await expect(status).not.toContainText('{{');
  // a cell it goes on takes the tile, and the line says what to do next
  await tapCell(page, ok.x, ok.y);
  await expect(root).toHaveAttribute('data-phase', 'tile');
  await expect(status).not.toContainText('nepasuje');
});
