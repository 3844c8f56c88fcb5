import { test, expect } from '@playwright/test';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { parse } from 'yaml';

// Every scenario file is a worked example on its page: it is there, its `source` anchor
// exists, and playing the solution through the page's own control yields the points the
// rules text states (DESIGN 1.5 contract).
interface Scenario {
  id: string;
  source?: string;
  expect?: { points?: Record<string, number> };
}
const root = 'content/examples';
const files = readdirSync(root)
  .filter((d) => statSync(`${root}/${d}`).isDirectory())
  .flatMap((page) =>
    readdirSync(`${root}/${page}`)
      .filter((f) => f.endsWith('.yaml'))
      .map((f) => ({ page, file: `${root}/${page}/${f}` })),
  );

test('there are worked examples', () => {
  expect(files.length).toBeGreaterThanOrEqual(30);
});

for (const { page: slug, file } of files) {
  const s = parse(readFileSync(file, 'utf8')) as Scenario;
  test(`example ${s.id} (${file}) plays to the stated points`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(`/cs/${slug}/`);
    const root = page.locator(`[data-example="${s.id}"]`);
    await expect(root, `${file}: no <Example id="${s.id}"> on /cs/${slug}/`).toHaveCount(1);
    if (s.source) {
      const [srcPage, anchor] = s.source.split('#');
      expect(srcPage, `${file}: source page`).toBe(slug);
      if (anchor) await expect(page.locator(`[id="${anchor}"]`), `${file}: source anchor #${anchor}`).toHaveCount(1);
    }
    await root.locator('[data-action="solution"]').click();
    await expect(root).toHaveAttribute('data-points', /.+/, { timeout: 15_000 });
    const points = JSON.parse((await root.getAttribute('data-points'))!);
    expect(points, file).toEqual(s.expect?.points);
    expect(errors).toEqual([]);
  });
}
