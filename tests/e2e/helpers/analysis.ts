/** What the analysis board's browser tests share: waiting for the board, tapping a cell, a download. */
import { expect, type Locator, type Page } from '@playwright/test';

/** The analysis root once the board has its position and its cells have a size. */
export async function ready(page: Page): Promise<Locator> {
  const root = page.locator('[data-analysis]');
  await expect(root).toHaveAttribute('data-position', /^\d+~/);
  await expect(page.locator('[data-part="canvas"]')).toHaveAttribute('data-cell-size', /\d/);
  return root;
}

/** Page coordinates of the centre of board cell [x, y]. */
export async function cellPoint(page: Page, x: number, y: number): Promise<{ x: number; y: number }> {
  const canvas = page.locator('[data-part="canvas"]');
  await canvas.scrollIntoViewIfNeeded();
  await page.waitForTimeout(50);
  const box = (await canvas.boundingBox())!;
  const [ox, oy] = (await canvas.getAttribute('data-cell-origin'))!.split(',').map(Number);
  const size = Number(await canvas.getAttribute('data-cell-size'));
  return { x: box.x + ox! + (x + 0.5) * size, y: box.y + oy! + (y + 0.5) * size };
}

/** Taps (or clicks) the centre of board cell [x, y]. */
export async function tapCell(page: Page, x: number, y: number, touch = false): Promise<void> {
  const p = await cellPoint(page, x, y);
  if (touch) await page.touchscreen.tap(p.x, p.y);
  else await page.mouse.click(p.x, p.y);
}

/** Clicks the button of `action` and saves the download under reports/downloads/`name`; returns the path. */
export async function download(page: Page, action: string, name: string): Promise<string> {
  const [dl] = await Promise.all([page.waitForEvent('download'), page.locator(`[data-action="${action}"]`).click()]);
  const path = `reports/downloads/${name}`;
  await dl.saveAs(path);
  return path;
}
