import { test, expect, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';

mkdirSync('reports/screenshots', { recursive: true });

function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  return errors;
}

test('smoke', async ({ page }) => {
  const errors = errorsOf(page);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto('/cs/rozbor/?pozice=1~red_blue~base~BASE.D.0.0.0_BASE.U.1.0.1~1.E.1.normal~0_0~BASE.E~0');
  const root = page.locator('[data-analysis]');
  await expect(root).toHaveAttribute('data-position', /^1~/);
  await expect(root.locator('.analysis-canvas canvas')).toHaveCount(1);
  await page.waitForTimeout(800);
  await page.screenshot({ path: 'reports/screenshots/analysis-1440.png', fullPage: true });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.waitForTimeout(500);
  await page.screenshot({ path: 'reports/screenshots/analysis-360.png', fullPage: true });
  console.log(await root.getAttribute('data-position'), await root.getAttribute('data-final-points'));
  expect(errors).toEqual([]);
});
