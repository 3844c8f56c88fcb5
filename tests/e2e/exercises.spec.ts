import { test, expect } from '@playwright/test';

// A worked example as an exercise (issue 11): the question, a hint, the reader's own answer
// explained player by player, the solution; and the same answer without JavaScript.

test('an example played as an exercise: question, hint, own answer, solution', async ({ page }) => {
  await page.goto('/cs/hostince-a-katedraly/');
  const root = page.locator('[data-example="velky-druzinik-8"]');
  await expect(root.locator('[data-question]')).toContainText('kolik bodů');
  await expect(root.locator('[data-hint]')).toBeHidden();
  // a guess for red only, wrong: the verdict names the right number and the line that gives it
  await root.locator('input[data-guess-player="red"]').fill('6');
  await root.locator('input[data-guess-player="red"]').press('Enter');
  const red = root.locator('[data-guess-result] [data-player="red"]');
  await expect(red).toHaveAttribute('data-guess-verdict', 'wrong');
  await expect(red).toContainText('6');
  await expect(red).toContainText('8 bodů');
  await expect(red.locator('li')).toHaveCount(1);
  await expect(red.locator('li')).toContainText('8');
  await expect(root.locator('[data-guess-result] [data-player="black"]')).toHaveCount(0);
  // black scores nothing here: a wrong guess says so
  await root.locator('input[data-guess-player="black"]').fill('4');
  await root.locator('[data-action="check"]').click();
  await expect(root.locator('[data-guess-result] [data-player="black"]')).toContainText('nezíská nic');
  // the hint starts the board with the solution's cell and rotation selected
  await root.locator('[data-action="hint"]').click();
  await expect(root.locator('[data-hint]')).toBeVisible();
  const scenario = JSON.parse((await root.locator('script[data-scenario]').textContent())!);
  await expect(root).toHaveAttribute(
    'data-selection',
    `${scenario.play.at[0]},${scenario.play.at[1]},${scenario.play.rotation}`,
  );
  await expect(root.locator('.example-move')).toBeHidden();
  // the solution reveals the move, the page's explanation and plays the move
  await root.locator('[data-action="solution"]').click();
  await expect(root).toHaveAttribute('data-points', JSON.stringify({ red: 8, black: 0 }));
  await expect(root.locator('.example-move')).toBeVisible();
  await expect(root.locator('.example-caption')).toBeVisible();
  await expect(root.locator('.example-title')).toBeVisible();
});

test('an empty guess asks for a number; English pages ask in English', async ({ page }) => {
  await page.goto('/en/inns-and-cathedrals/');
  const root = page.locator('[data-example="katedrala-27"]');
  await expect(root.locator('[data-question]')).toContainText('how many points');
  await root.locator('[data-action="check"]').click();
  await expect(root).toHaveAttribute('data-guessed', 'empty');
  await expect(root.locator('[data-guess-result]')).toContainText('at least one player');
  await root.locator('input[data-guess-player="red"]').fill('27');
  await root.locator('[data-action="check"]').click();
  await expect(root.locator('[data-guess-result] [data-player="red"]')).toHaveText('Red: 27 points – right.');
});

test('without JavaScript the answer is behind a details element, and printing shows it', async ({ browser }) => {
  const ctx = await browser.newContext({ javaScriptEnabled: false });
  const page = await ctx.newPage();
  await page.goto('/cs/hostince-a-katedraly/');
  const root = page.locator('[data-example="katedrala-27"]');
  await expect(root.locator('form[data-guess]')).toBeHidden();
  await expect(root.locator('.example-move')).toBeHidden();
  await expect(root.locator('[data-solution-figure]')).toBeHidden();
  await root.locator('details[data-solution-details] summary').click();
  await expect(root.locator('.example-move')).toBeVisible();
  await expect(root.locator('[data-solution-figure] svg')).toBeVisible();
  expect(await root.locator('[data-solution-figure] svg').innerHTML()).toContain('stroke-dasharray="8 5"');
  await expect(root.locator('.example-points')).toContainText('27');
  await root.locator('details[data-solution-details] summary').click();
  await page.emulateMedia({ media: 'print' });
  await expect(root.locator('.example-move')).toBeVisible();
  await expect(root.locator('.example-points')).toBeVisible();
  await expect(root.locator('[data-figure]')).toBeHidden();
  await ctx.close();
});

// Two followers' places that read alike (two fields on one side, split by a road) would leave
// the reader guessing which is which: at the solution's cell of every example, each choice
// reads differently (and the status offers turning the tile only where that is possible).
// Several examples' boards run at once on a page; the oldest are freed.
for (const slug of [
  // every example's choices are told apart by the wording functions in vitest
  // (tests/sandbox/plain-words.test.ts); the page's own choice list on two pages here
  'lazne',
]) {
  test(`/cs/${slug}/: the follower choices at each solution's cell all read differently`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(`/cs/${slug}/`);
    const ids = await page
      .locator('hp-example[data-example]')
      .evaluateAll((els) =>
        els
          .filter((e) => JSON.parse(e.querySelector('script[data-scenario]')!.textContent!).play)
          .map((e) => (e as HTMLElement).dataset.example!),
      );
    expect(ids.length).toBeGreaterThan(0);
    let checked = 0;
    for (const id of ids) {
      const root = page.locator(`[data-example="${id}"]`);
      await root.locator('[data-action="hint"]').click();
      await expect(root).toHaveAttribute('data-selection', /.+/);
      // the status offers turning the tile only where it fits more than one way
      const turns = await root.locator('[data-action="rotate"]').isEnabled();
      await expect(root.locator('.sandbox-status')).toContainText(turns ? 'Otočit' : 'jen v jedné poloze');
      await root.locator('[data-action="place"]').click();
      await expect(root).toHaveAttribute('data-phase', /choose|done/);
      if ((await root.getAttribute('data-phase')) !== 'choose') continue;
      await expect(root.locator('.sandbox-choices label').first()).toBeVisible();
      const labels = await root.locator('.sandbox-choices label:has(input[data-choices])').allTextContents();
      expect(new Set(labels).size, `${id}: ${labels.join(' | ')}`).toBe(labels.length);
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });
}

test('an answer another legal move gives is right too, and the check names that move', async ({ page }) => {
  await page.goto('/cs/hostince-a-katedraly/');
  const root = page.locator('[data-example="hostinec-krizovatka"]');
  // the thief on the east road (closed too, by the inn too) gives red 4 instead of the example's 2
  await root.locator('input[data-guess-player="red"]').fill('4');
  await root.locator('input[data-guess-player="blue"]').fill('4');
  await root.locator('[data-action="check"]').click();
  await expect(root).toHaveAttribute('data-guessed', 'other');
  const result = root.locator('[data-guess-result]');
  await expect(result.locator('[data-player="red"]')).toHaveAttribute('data-guess-verdict', 'right');
  await expect(result.locator('[data-player="red"]')).toHaveText('Červený: 4 body – správně.');
  await expect(result.locator('[data-player="blue"]')).toHaveAttribute('data-guess-verdict', 'right');
  await expect(result).toContainText('jiný tah');
  await expect(result).toContainText('lupič');
  // the example's own answer is still right, without naming another move
  await root.locator('input[data-guess-player="red"]').fill('2');
  await root.locator('[data-action="check"]').click();
  await expect(root).toHaveAttribute('data-guessed', 'right');
  await expect(result).not.toContainText('jiný tah');
  // numbers no legal move gives stay wrong, measured against the example's move
  await root.locator('input[data-guess-player="red"]').fill('3');
  await root.locator('[data-action="check"]').click();
  await expect(root).toHaveAttribute('data-guessed', 'wrong');
  await expect(result.locator('[data-player="red"]')).toContainText('správně 2 body');
});

test('a bathhouse buy-back left out is another right answer (English)', async ({ page }) => {
  await page.goto('/en/bathhouses/');
  const root = page.locator('[data-example="lazne-vykoupeni"]');
  await root.locator('input[data-guess-player="red"]').fill('0');
  await root.locator('input[data-guess-player="blue"]').fill('0');
  await root.locator('[data-action="check"]').click();
  await expect(root).toHaveAttribute('data-guessed', 'other');
  await expect(root.locator('[data-guess-result]')).toContainText('another move');
  await root.locator('input[data-guess-player="red"]').fill('-5');
  await root.locator('[data-action="check"]').click();
  await expect(root).toHaveAttribute('data-guessed', 'right');
});

test('a negative guess: the ± button turns the sign, as a phone keyboard without a minus needs', async ({ page }) => {
  await page.goto('/cs/lazne/');
  const root = page.locator('[data-example="lazne-vykoupeni"]');
  const red = root.locator('input[data-guess-player="red"]');
  await red.fill('5');
  await root
    .locator('label', { has: page.locator('input[data-guess-player="red"]') })
    .locator('[data-action="negate"]')
    .click();
  await expect(red).toHaveValue('\u22125');
  await red.press('Enter');
  await expect(root.locator('[data-guess-result] [data-player="red"]')).toHaveAttribute('data-guess-verdict', 'right');
  // typed with a hyphen, as a desktop keyboard gives it, the same
  await red.fill('-5');
  await root.locator('[data-action="check"]').click();
  await expect(root.locator('[data-guess-result] [data-player="red"]')).toHaveAttribute('data-guess-verdict', 'right');
});
