import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { builtPages, hasExamples } from './helpers/dist';

// Accessibility beyond the static pages (site.spec.ts runs axe on a page of each kind as
// loaded): axe on a page of each module's sandbox markup once a sandbox runs, on the search page with results
// (Pagefind's own markup included), and names that match what the reader sees.
// the embed pages show one example each, the same as on its rules page: one per language is checked
const isEmbed = (p: { path: string }) => /^\/(cs\/vlozit|en\/embed)\//.test(p.path);
const withExamples = builtPages()
  .filter((p) => /^\/(cs|en)\//.test(p.path) && hasExamples(p.html))
  .filter(
    (p, i, all) => !isEmbed(p) || all.findIndex((q) => isEmbed(q) && q.path.slice(0, 4) === p.path.slice(0, 4)) === i,
  );

/** axe's violations on the page, or only inside `within` (a selector). */
async function axe(page: Page, within?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  if (within) builder.include(within);
  const r = await builder.analyze();
  return r.violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
}

test('there are pages with examples in both languages', () => {
  expect(withExamples.filter((p) => p.path.startsWith('/cs/')).length).toBeGreaterThanOrEqual(5);
  expect(withExamples.filter((p) => p.path.startsWith('/en/')).length).toBeGreaterThanOrEqual(5);
});

/**
 * The sandboxes checked running: bathhouse choices, the symbols in English, and the embed
 * page (the King's and the Robber Baron's status shows in the whole-page check below). Every
 * page's sandbox is built by the same component; its markup per module is what differs.
 */
const RUNNING = ['/cs/lazne/', '/en/20th-anniversary-edition/'];
const running = withExamples.filter((p) => RUNNING.includes(p.path) || (isEmbed(p) && p.path.startsWith('/cs/')));

test('the sandboxes checked running are built pages', () => {
  expect(running.map((p) => p.path).filter((p) => !p.includes('/vlozit/'))).toEqual([...RUNNING].sort());
  expect(running.length).toBe(RUNNING.length + 1);
});

for (const p of running) {
  test(`${p.path}: no axe violations in a running sandbox (its controls, choices, score and text list)`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.goto(p.path);
    const root = page.locator('hp-example').first();
    const id = await root.getAttribute('data-example');
    const scope = `[data-example="${id}"]`;
    await root.locator('[data-action="play"]').click();
    await expect(root.locator('.sandbox-canvas canvas')).toHaveCount(1);
    await expect(root).toHaveAttribute('data-phase', 'tile');
    // the solution's tile put down: the controls and the follower choices
    await root.locator('[data-action="solution"]').click();
    await expect(root).toHaveAttribute('data-points', /.+/);
    await root.locator('[data-action="undo"]').click();
    await expect(root).toHaveAttribute('data-phase', 'choose');
    await expect(root.locator('.sandbox-choices input[data-choices]').first()).toBeVisible();
    expect(await axe(page, scope)).toEqual([]);
    // played out: the score panel and the text list of the board
    await root.locator('.sandbox-choices button').click();
    await expect(root).toHaveAttribute('data-phase', 'done');
    await root.locator('.sandbox-text summary').click();
    // worded once opened: a line per tile
    await expect(root.locator('.sandbox-text li').first()).toBeVisible();
    expect(await axe(page, scope)).toEqual([]);
  });
}

test('the whole page with two sandboxes running: no axe violations (ids, landmarks, names across the page)', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto('/cs/kral-a-loupezivy-rytir/');
  for (const root of await page
    .locator('hp-example')
    .all()
    .then((all) => all.slice(0, 2))) {
    await root.locator('[data-action="solution"]').click();
    await expect(root).toHaveAttribute('data-points', /.+/);
  }
  await expect(page.locator('.sandbox-canvas canvas')).toHaveCount(2);
  expect(await axe(page)).toEqual([]);
});

for (const [path, term] of [
  ['/cs/hledat/', 'katedrala'],
  ['/en/search/', 'bathhouse'],
] as const) {
  test(`${path} with results: no axe violations, the search box has a visible label`, async ({ page }) => {
    await page.goto(`${path}?q=${term}`);
    await expect(page.locator('.pagefind-ui__result').first()).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('.pagefind-ui__result-excerpt').first()).toBeVisible();
    const label = page.locator('label.search-label');
    await expect(label).toBeVisible();
    const box = page.getByLabel((await label.innerText()).trim(), { exact: true });
    await expect(box).toHaveClass(/pagefind-ui__search-input/);
    await expect(box).toHaveValue(term);
    expect(await axe(page)).toEqual([]);
  });
}

test('the theme button is named by the text it shows, in every mode and both languages', async ({ page }) => {
  for (const path of ['/cs/', '/en/bathhouses/']) {
    await page.goto(path);
    const button = page.locator('[data-theme-toggle]');
    const seen = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const visible = (await button.locator('.theme-toggle-text').innerText()).trim();
      seen.add(visible);
      // the accessible name is exactly the visible text (WCAG 2.5.3, label in name)
      await expect(page.getByRole('button', { name: visible, exact: true })).toHaveCount(1);
      expect(await button.getAttribute('aria-label')).toBeNull();
      await button.click();
    }
    expect(seen.size, `${path}: three modes, three texts`).toBe(3);
  }
});
