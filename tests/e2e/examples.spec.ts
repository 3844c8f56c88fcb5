import { test, expect } from '@playwright/test';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { parse } from 'yaml';

// Every scenario file is a worked example on its page: it is there, its `source` anchor
// exists, and playing the solution through the page's own control yields the points the
// rules text states (DESIGN 1.5 contract). Each example opens as a question first (issue 11):
// no move line, no dashed solution tile, the answer closed; the reader's own guess of the
// points is checked against the solution's points, wrong and right.
interface Scenario {
  id: string;
  source?: string;
  players: string[];
  play?: unknown;
  end?: boolean;
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
    // the question: the position before the move, the answer waits
    await expect(root.locator('[data-question]')).toBeVisible();
    await expect(root.locator('.example-move')).toBeHidden();
    await expect(root.locator('details[data-solution-details]')).not.toHaveAttribute('open', /.*/);
    expect(
      await root.locator('[data-figure] svg').innerHTML(),
      `${file}: the question shows the solution tile`,
    ).not.toContain('stroke-dasharray="8 5"');
    if (s.play) await expect(root.locator('[data-hand] svg')).toBeVisible();
    // a wrong guess, then the right one
    const expected = s.expect!.points!;
    const inputs = root.locator('input[data-guess-player]');
    await expect(inputs).toHaveCount(s.players.length);
    const first = s.players[0]!;
    await root.locator(`input[data-guess-player="${first}"]`).fill(String((expected[first] ?? 0) + 3));
    await root.locator('[data-action="check"]').click();
    await expect(root).toHaveAttribute('data-guessed', 'wrong');
    await expect(root.locator(`[data-guess-result] [data-player="${first}"]`)).toHaveAttribute(
      'data-guess-verdict',
      'wrong',
    );
    for (const p of s.players) await root.locator(`input[data-guess-player="${p}"]`).fill(String(expected[p] ?? 0));
    await root.locator('[data-action="check"]').click();
    await expect(root).toHaveAttribute('data-guessed', 'right');
    await expect(root.locator('[data-guess-verdict="wrong"]')).toHaveCount(0);
    await expect(root).not.toHaveAttribute('data-points', /.*/); // the guess does not start the sandbox
    // the solution: played, and the answer shown
    await root.locator('[data-action="solution"]').click();
    await expect(root).toHaveAttribute('data-points', /.+/, { timeout: 15_000 });
    const points = JSON.parse((await root.getAttribute('data-points'))!);
    expect(points, file).toEqual(expected);
    await expect(root.locator('details[data-solution-details]')).toHaveAttribute('open', /.*/);
    if (s.play) await expect(root.locator('.example-move')).toBeVisible();
    expect(errors).toEqual([]);
  });
}
