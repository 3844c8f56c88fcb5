import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import { generateQuestion, isQuestionProblem, specFromQuery, type Question } from '../../src/trainer/generate';

// The scoring trainer (README "Scoring trainer"): a question from its address, answered once
// right (the points worked out here by the engine: the question's move replayed on a copy of
// its position, or final scoring run) and once wrong; the breakdown; the next question and the
// back button; the question's link; both languages; a broken link; a phone; axe.
mkdirSync('reports/screenshots', { recursive: true });

/** The question of the page's address and the engine's points for it (score differences on a copy). */
function engineAnswer(url: string): { q: Question; points: Record<string, number> } {
  const spec = specFromQuery(new URL(url).search);
  if (!spec || 'key' in spec || spec.seed === undefined) throw new Error(`no question in ${url}`);
  const q = generateQuestion(spec);
  if (isQuestionProblem(q)) throw new Error(q.key);
  const g = q.game.copy();
  const before = [...g.scores];
  if (q.kind === 'move') g.apply(q.move!);
  else g.finish();
  return { q, points: Object.fromEntries(g.players.map((c, i) => [c, g.scores[i]! - before[i]!])) };
}

async function answer(page: Page, points: Record<string, number>): Promise<void> {
  for (const [c, v] of Object.entries(points)) await page.locator(`[data-answer="${c}"]`).fill(String(v));
  await page.locator('[data-action="check"]').click();
  await expect(page.locator('[data-trainer]')).toHaveAttribute('data-state', 'answered');
}

async function axe(page: Page): Promise<string[]> {
  const r = await new AxeBuilder({ page }).include('[data-trainer]').analyze();
  return r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('cleared')) {
      localStorage.removeItem('hp-trainer-streak');
      sessionStorage.setItem('cleared', '1');
    }
  });
});

test('a move question answered right, the next one wrong; streak, back button and link', async ({ page, context }) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  // the page runs under the site's Content-Security-Policy without a violation
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) errors.push(m.text());
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/cs/trenink/?modul=inns-cathedrals&otazka=tah&seed=42');
  const root = page.locator('[data-trainer]');
  await expect(root).toHaveAttribute('data-state', 'question');
  const first = engineAnswer(page.url());
  await expect(page.locator('[data-answer]')).toHaveCount(first.q.players.length);
  // every input is labelled with its player's name
  for (const c of first.q.players) await expect(page.locator(`[data-answer="${c}"]`)).toHaveAccessibleName(/\S/);
  await expect(page.locator('[data-part="board"] svg')).toBeVisible();
  const board = await page.locator('[data-part="board"]').innerHTML();
  await page.screenshot({ path: 'reports/screenshots/trainer-cs-question-1280.png', fullPage: true });
  expect(await axe(page)).toEqual([]);

  await answer(page, first.points);
  expect(JSON.parse((await root.getAttribute('data-expected'))!)).toEqual(first.points);
  await expect(page.locator('[data-part="table"] tr.right')).toHaveCount(first.q.players.length);
  await expect(page.locator('[data-part="lines"] li')).toHaveCount(Math.max(1, first.q.events.length));
  // a move question's lines are worded from the tile being placed, and the page says so
  if (first.q.events.length)
    await expect(page.locator('[data-part="lines-frame"]')).toContainText('od přikládané kartičky');
  else await expect(page.locator('[data-part="lines-frame"]')).toBeHidden();
  await expect(page.locator('[data-streak]')).toHaveAttribute('data-streak', '1');
  await expect(page.locator('#tr-r-h')).toBeFocused();
  await page.screenshot({ path: 'reports/screenshots/trainer-cs-answered-1280.png', fullPage: true });
  expect(await axe(page)).toEqual([]);

  // next question: a new address, answered wrong
  const firstUrl = page.url();
  await page.locator('[data-action="next"]').click();
  await expect(root).toHaveAttribute('data-state', 'question');
  expect(page.url()).not.toBe(firstUrl);
  const second = engineAnswer(page.url());
  const wrong = { ...second.points, [second.q.players[0]!]: second.points[second.q.players[0]!]! + 1 };
  await answer(page, wrong);
  expect(JSON.parse((await root.getAttribute('data-expected'))!)).toEqual(second.points);
  await expect(page.locator(`[data-part="table"] tr.wrong[data-player="${second.q.players[0]}"]`)).toHaveCount(1);
  await expect(page.locator('[data-streak]')).toHaveAttribute('data-streak', '0');

  // back: the first question again, as it was
  await page.goBack();
  expect(page.url()).toBe(firstUrl);
  await expect(root).toHaveAttribute('data-state', 'question');
  expect(await page.locator('[data-part="board"]').innerHTML()).toBe(board);
  // answered again (right this time), it does not count a second time: the streak stays 0
  await answer(page, first.points);
  await expect(page.locator('[data-part="table"] tr.right')).toHaveCount(first.q.players.length);
  await expect(page.locator('[data-streak]')).toHaveAttribute('data-streak', '0');

  // its link opens the same question in a new page
  const href = await page.locator('[data-question-link]').getAttribute('href');
  const other = await context.newPage();
  await other.setViewportSize({ width: 1280, height: 900 });
  await other.goto(href!);
  await expect(other.locator('[data-trainer]')).toHaveAttribute('data-state', 'question');
  expect(await other.locator('[data-part="board"]').innerHTML()).toBe(board);
  await expect(other.locator('[data-part="prompt"]')).toHaveText(
    (await page.locator('[data-part="prompt"]').textContent())!,
  );

  // the language link keeps the question
  const shape = (html: string) => html.replace(/aria-label="[^"]*"/g, '');
  await page.locator('[data-lang-link="en"]').click();
  await expect(page).toHaveURL(/\/en\/training\/\?/);
  await expect(page.locator('[data-trainer]')).toHaveAttribute('data-state', 'question');
  expect(shape(await page.locator('[data-part="board"]').innerHTML())).toBe(shape(board));
  await expect(page.locator('[data-part="prompt"]')).toContainText('How many points');
  expect(errors).toEqual([]);
});

test('English: a final-scoring question by keyboard, breakdown in English', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/en/training/?modul=king-robber-baron&otazka=konec&seed=7');
  const root = page.locator('[data-trainer]');
  await expect(root).toHaveAttribute('data-state', 'question');
  await expect(page.locator('[data-part="prompt"]')).toContainText('final scoring');
  const { q, points } = engineAnswer(page.url());
  await page.screenshot({ path: 'reports/screenshots/trainer-en-question-1280.png', fullPage: true });
  // keyboard only: type each answer, Tab to the next field, Enter submits
  await page.locator(`[data-answer="${q.players[0]}"]`).focus();
  for (const c of q.players) {
    await expect(page.locator(`[data-answer="${c}"]`)).toBeFocused();
    await page.keyboard.type(String(points[c]));
    if (c !== q.players.at(-1)) await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Enter');
  await expect(root).toHaveAttribute('data-state', 'answered');
  expect(JSON.parse((await root.getAttribute('data-expected'))!)).toEqual(points);
  await expect(page.locator('#tr-r-h')).toHaveText('Breakdown');
  await expect(page.locator('[data-part="verdict"]')).toContainText('Right');
  await page.screenshot({ path: 'reports/screenshots/trainer-en-answered-1280.png', fullPage: true });
  expect(await axe(page)).toEqual([]);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  // Next question by keyboard
  await page.locator('[data-action="next"]').focus();
  await page.keyboard.press('Enter');
  await expect(root).toHaveAttribute('data-state', 'question');
});

test('a broken link says what is wrong and the choice still works; rule sets with unknown tiles are disabled', async ({
  page,
}) => {
  await page.goto('/cs/trenink/?modul=nic&otazka=tah&seed=1');
  const root = page.locator('[data-trainer]');
  await expect(root).toHaveAttribute('data-state', 'error');
  await expect(page.locator('[role="alert"][data-part="alert"]')).toContainText('nic');
  await page.goto('/cs/trenink/?modul=base&otazka=tah&seed=abc');
  await expect(page.locator('[data-part="alert"]')).toContainText('abc');
  await expect(page.locator('select[data-setup="expansion"] option[disabled]')).not.toHaveCount(0);
  await expect(page.locator('.tr-setup .tr-hint')).not.toHaveCount(0);
  await page.locator('select[data-setup="kind"]').selectOption('final');
  await page.locator('[data-action="new"]').click();
  await expect(root).toHaveAttribute('data-state', 'question');
  expect(new URL(page.url()).searchParams.get('otazka')).toBe('konec');
  await expect(page.locator('[data-part="alert"]')).toBeHidden();
});

test('a phone (360 × 800): nothing wider than the screen, answered', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 800 });
  // the English page is the same markup (its keyboard journey: 'English: a final-scoring question')
  for (const [path, lang] of [['/cs/trenink/?modul=bathhouses&otazka=tah&seed=3', 'cs']] as const) {
    await page.goto(path);
    const root = page.locator('[data-trainer]');
    await expect(root).toHaveAttribute('data-state', 'question');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const box = await page.locator('[data-part="board"] svg').boundingBox();
    expect(box!.width).toBeLessThanOrEqual(360);
    await page.screenshot({ path: `reports/screenshots/trainer-${lang}-question-360.png`, fullPage: true });
    // the larger board is larger, and spans the screen's width without being cropped
    const zoom = page.locator('[data-action="zoom"]');
    await zoom.click();
    await expect(zoom).toHaveAttribute('aria-pressed', 'true');
    const large = await page.locator('[data-part="board"] svg').boundingBox();
    expect(large!.width).toBeGreaterThan(box!.width);
    expect(large!.x).toBeGreaterThanOrEqual(0);
    expect(large!.x + large!.width).toBeLessThanOrEqual(360);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await zoom.click();
    await expect(zoom).toHaveAttribute('aria-pressed', 'false');
    const { points } = engineAnswer(page.url());
    await answer(page, points);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: `reports/screenshots/trainer-${lang}-answered-360.png`, fullPage: true });
    expect(await axe(page)).toEqual([]);
  }
});

test('without a question in the address, one is chosen and named in the address', async ({ page }) => {
  await page.goto('/en/training/');
  await expect(page.locator('[data-trainer]')).toHaveAttribute('data-state', 'question');
  const spec = specFromQuery(new URL(page.url()).search);
  expect(spec && !('key' in spec) && spec.expansion).toBe('base');
  // the time each question took to make, for the record (the first one includes the engine's warm-up)
  const root = page.locator('[data-trainer]');
  const times = [Number(await root.getAttribute('data-generation-ms'))];
  for (const kind of ['move', 'final', 'move', 'final', 'move', 'final']) {
    await page.locator('select[data-setup="kind"]').selectOption(kind);
    await page.locator('[data-action="new"]').click();
    await expect(root).toHaveAttribute('data-state', 'question');
    times.push(Number(await root.getAttribute('data-generation-ms')));
  }
  console.log(`question generation in the browser (ms): ${times.join(', ')}`);
  for (const ms of times) expect(ms).toBeGreaterThanOrEqual(0);
});

test('an address without a seed gives a random question of its rule set and kind, named in the address', async ({
  page,
}) => {
  await page.goto('/cs/trenink/?modul=inns-cathedrals&otazka=konec');
  const root = page.locator('[data-trainer]');
  await expect(root).toHaveAttribute('data-state', 'question');
  const params = new URL(page.url()).searchParams;
  expect(params.get('modul')).toBe('inns-cathedrals');
  expect(params.get('otazka')).toBe('konec');
  expect(params.get('seed')).toMatch(/^\d+$/);
  await expect(page.locator('[data-part="alert"]')).toBeHidden();
  await expect(page.locator('select[data-setup="expansion"]')).toHaveValue('inns-cathedrals');
});

test('choosing another rule set asks a question of it at once, and the menu link comes back to it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/cs/trenink/?modul=base&otazka=tah&seed=3');
  const root = page.locator('[data-trainer]');
  await expect(root).toHaveAttribute('data-state', 'question');
  await page.locator('select[data-setup="expansion"]').selectOption('bathhouses');
  await expect(page).toHaveURL(/modul=bathhouses/);
  await expect(root).toHaveAttribute('data-state', 'question');
  const seed = new URL(page.url()).searchParams.get('seed');
  expect(seed).not.toBe('3');
  // the menu's link names no set: the one chosen last comes back
  await page.goto('/cs/trenink/');
  await expect(root).toHaveAttribute('data-state', 'question');
  await expect(page).toHaveURL(/modul=bathhouses/);
  await expect(page.locator('select[data-setup="expansion"]')).toHaveValue('bathhouses');
});

test('the larger board on a phone (390 × 844) lies within the screen: as wide as it, not cropped', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/cs/trenink/?modul=bathhouses&otazka=tah&seed=3');
  await expect(page.locator('[data-trainer]')).toHaveAttribute('data-state', 'question');
  const svg = page.locator('[data-part="board"] svg');
  const before = (await svg.boundingBox())!;
  await page.locator('[data-action="zoom"]').click();
  const board = page.locator('[data-part="board"]');
  await board.scrollIntoViewIfNeeded();
  const box = (await svg.boundingBox())!;
  // the canvas box lies within the viewport's width, larger than before, and nothing of it
  // hides behind a scroll (the board's box neither scrolls nor clips it)
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(box.width).toBeGreaterThan(before.width);
  expect(box.width).toBeGreaterThan(390 * 0.9);
  const inner = await board.evaluate((b) => [b.scrollWidth - b.clientWidth, b.scrollHeight - b.clientHeight]);
  expect(inner).toEqual([0, 0]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'reports/screenshots/trainer-cs-larger-390.png' });
});

test('a wrong answer says why: a pennant left out is named, with its breakdown line', async ({ page }) => {
  // the desktop project's viewport; base game, seed 11: a completed city with a pennant for one player
  await page.goto('/cs/trenink/?modul=base&otazka=tah&seed=11');
  const root = page.locator('[data-trainer]');
  await expect(root).toHaveAttribute('data-state', 'question');
  const { q, points } = engineAnswer(page.url());
  const i = q.events.findIndex((e) => (e.pennants ?? 0) > 0 && e.completed && e.receivers.length === 1);
  expect(i).toBeGreaterThanOrEqual(0);
  const e = q.events[i]!;
  const owner = e.receivers[0]!;
  await answer(page, { ...points, [owner]: points[owner]! - e.formula!.perPennant });
  await expect(page.locator(`[data-part="table"] tr.wrong[data-player="${owner}"]`)).toHaveCount(1);
  const why = page.locator('[data-part="slips"] li');
  await expect(why).toHaveCount(1);
  await expect(why).toHaveAttribute('data-slip', 'pennantMissed');
  await expect(why).toHaveAttribute('data-player', owner);
  await expect(why).toContainText(`řádku ${i + 1} rozpisu (město)`);
  await expect(why).toContainText('erb');
  await expect(page.locator('[data-part="why"]')).toBeVisible();
  await page.screenshot({ path: 'reports/screenshots/trainer-cs-why-1280.png', fullPage: true });
  expect(await axe(page)).toEqual([]);
  // a right answer says no why
  await page.locator('[data-action="next"]').click();
  await expect(root).toHaveAttribute('data-state', 'question');
  await answer(page, engineAnswer(page.url()).points);
  await expect(page.locator('[data-part="why"]')).toBeHidden();
});
