import type { Page } from '@playwright/test';

/**
 * Collects what a page reports as going wrong from now on: uncaught exceptions and
 * console errors, as text. The array fills while the test runs; compare it with `[]`.
 */
export function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return errors;
}
