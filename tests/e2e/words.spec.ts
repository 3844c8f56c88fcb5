import { test, expect, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { errorsOf } from './helpers/page-errors';

// Words that say what a choice does and where things lie, on the pages that show them: a
// bathhouse choice of a worked example names the house by its value and place (none is
// silent about the default); the trainer's breakdown lines name their place and light their
// feature on the board on hover, focus and tap; the language link keeps a random question.

interface Play {
  tile: string;
  at: [number, number];
  rotation: number;
}

async function selection(root: Locator): Promise<[number, number, number] | null> {
  const s = await root.getAttribute('data-selection');
  return s ? (s.split(',').map(Number) as [number, number, number]) : null;
}

/** Puts the scenario's tile down where and as its play does, by keyboard, up to the follower choice. */
async function toChoice(page: Page, slug: string, id: string): Promise<Locator> {
  const play = (parse(readFileSync(`content/examples/${slug}/${id}.yaml`, 'utf8')) as { play: Play }).play;
  await page.goto(`/cs/${slug}/`);
  const root = page.locator(`[data-example="${id}"]`);
  await root.locator('[data-figure]').focus();
  await page.keyboard.press('Enter');
  await expect(root).toHaveAttribute('data-phase', 'tile');
  for (let i = 0; i < 40; i++) {
    const c = (await root.getAttribute('data-cursor'))?.split(',').map(Number);
    const [tx, ty] = play.at;
    if (c && c[0] === tx && c[1] === ty) break;
    await page.keyboard.press(
      !c ? 'ArrowRight' : c[0]! < tx ? 'ArrowRight' : c[0]! > tx ? 'ArrowLeft' : c[1]! < ty ? 'ArrowDown' : 'ArrowUp',
    );
  }
  for (let i = 0; i < 4 && (await selection(root))![2] !== play.rotation; i++) await page.keyboard.press('r');
  expect(await selection(root)).toEqual([...play.at, play.rotation]);
  await page.keyboard.press('Enter');
  await expect(root).toHaveAttribute('data-phase', 'choose');
  // the choices' wording loads when a tile is first put down: the list is there once it has
  await expect(root.locator('.sandbox-choices label').first()).toBeVisible();
  return root;
}

test('a bathhouse choice asks the figure first, then the bathhouse, each house named by its value and where it lies', async ({
  page,
}) => {
  const errors = errorsOf(page);
  const root = await toChoice(page, 'lazne', 'lazne-cesta-dva-domy');
  const list = root.locator('.sandbox-choices');
  const heads = (await list.locator('label:has(input[data-choices])').allTextContents()).map((l) => l.trim());
  // each figure choice once: "bez družiníka" is one line, not one per bathhouse
  expect(heads.filter((h) => h === 'bez družiníka')).toHaveLength(1);
  expect(new Set(heads).size).toBe(heads.length);
  expect(heads.length).toBeGreaterThan(1);
  // the ticked figure's bathhouses come after it, in a list of their own; the other figures' lists are hidden
  const then = list.locator('.choice-then:visible');
  await expect(then).toHaveCount(1);
  await expect(then).toContainText('Co dál');
  const options = (await then.locator('label').allTextContents()).map((o) => o.trim());
  expect(options).toContain('osamělý družiník červeného hráče půjde do lázeňského domu 5, 2 pole na západ');
  expect(options).toContain('osamělý družiník červeného hráče půjde do lázeňského domu 3, hned na západě');
  for (const o of options) expect(o).toMatch(/do lázeňského domu [345], (hned na|\d pole na)/);
  // the line sits below its figure
  const [headBox, thenBox] = [
    await list.locator('label:has(input[data-choices]:checked)').boundingBox(),
    await then.boundingBox(),
  ];
  expect(thenBox!.y).toBeGreaterThan(headBox!.y + 8);
  // choosing the house 3 makes the ticked figure play that move, and the example's answer follows
  const checked = list.locator('input[data-choices]:checked');
  const before = await checked.getAttribute('data-move');
  await then.getByLabel(options.find((o) => o.includes('domu 3'))!).check();
  const move = JSON.parse((await checked.getAttribute('data-move'))!);
  expect(JSON.stringify(move)).not.toBe(before);
  expect(move.actions).toContainEqual(expect.objectContaining({ type: 'bathhouse', at: [[2, 0]] }));
  await list.locator('button.primary').click();
  await expect(root).toHaveAttribute('data-points', '{"red":12,"blue":0}');
  expect(errors).toEqual([]);
});

test("the trainer's breakdown lines say where they lie and light their feature on the board", async ({ page }) => {
  const errors = errorsOf(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/cs/trenink/?modul=base&otazka=tah&seed=42');
  const root = page.locator('[data-trainer]');
  await expect(root).toHaveAttribute('data-state', 'question');
  await root.locator('[data-action="check"]').click();
  await expect(root).toHaveAttribute('data-state', 'answered');
  const board = root.locator('[data-part="board"]');
  const lines = root.locator('[data-part="lines"] button.tr-line');
  expect(await lines.count()).toBeGreaterThan(0);
  // a move question's lines are worded from the tile being placed, as its choice is
  const first = lines.first();
  await expect(first).toContainText(/na přikládané kartičce|hned na|\d pole na/);
  await expect(board).not.toHaveAttribute('data-highlight', /./);
  const plain = await board.innerHTML();
  // hover
  await first.hover();
  await expect(board).toHaveAttribute('data-highlight', /^-?\d+,-?\d+,[A-Z]+/);
  expect(await board.innerHTML()).not.toBe(plain);
  await page.mouse.move(0, 0);
  await expect(board).not.toHaveAttribute('data-highlight', /./);
  // focus
  await first.focus();
  await expect(board).toHaveAttribute('data-highlight', /./);
  await first.blur();
  await expect(board).not.toHaveAttribute('data-highlight', /./);
  // tap keeps it lit, a second tap lets it go
  await first.click();
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  await page.mouse.move(0, 0);
  await page.locator('h1').first().click();
  await expect(board).toHaveAttribute('data-highlight', /./);
  await first.click();
  await expect(first).toHaveAttribute('aria-pressed', 'false');
  expect(errors).toEqual([]);
});

test('a final question is worded from tiles on its board, never from the start tile', async ({ page }) => {
  await page.goto('/cs/trenink/?modul=inns-cathedrals&otazka=konec&seed=7');
  const root = page.locator('[data-trainer]');
  await expect(root).toHaveAttribute('data-state', 'question');
  await root.locator('[data-action="check"]').click();
  const text = await root.locator('[data-part="lines"]').innerText();
  expect(text).toMatch(/na kartičce /);
  expect(text).not.toMatch(/startovní/);
});

test('the language link keeps a question chosen at random', async ({ page }) => {
  await page.goto('/cs/trenink/?modul=bathhouses&otazka=tah');
  const root = page.locator('[data-trainer]');
  await expect(root).toHaveAttribute('data-state', 'question');
  const seed = new URL(page.url()).searchParams.get('seed');
  expect(seed).toMatch(/^\d+$/);
  const board = await root.locator('[data-part="board"] svg').getAttribute('viewBox');
  await page.locator('[data-lang-link="en"]').click();
  await expect(page).toHaveURL(/\/en\/training\/\?/);
  await expect(page.locator('[data-trainer]')).toHaveAttribute('data-state', 'question');
  expect(new URL(page.url()).searchParams.get('seed')).toBe(seed);
  expect(await page.locator('[data-part="board"] svg').getAttribute('viewBox')).toBe(board);
});
