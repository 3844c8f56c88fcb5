import { test, expect } from '@playwright/test';
import { replay } from '../../src/play/record';
import { linkRecord } from './helpers/free-play';

// Free play's expert computer player: a game whose address names `pocitac-expert` starts and
// the expert makes its move (chosen in the worker), a legal one for the engine; the setup
// offers the level and its game link spells it.
const PAGE = '/cs/hra/';

test('pocitac-expert in the address: the game starts and the expert moves, then the person is on turn', async ({
  page,
}) => {
  // the expert thinks up to about a second per move, more on a loaded machine
  test.setTimeout(60_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(
    `${PAGE}?moduly=base,inns-cathedrals,king-robber-baron,bathhouses&hraci=pocitac-expert,clovek&seed=7`,
  );
  const root = page.locator('[data-free-play]');
  await expect(root).toHaveAttribute('data-state', 'playing');
  await expect(root).toHaveAttribute('data-moves', '1', { timeout: 20_000 });
  await expect(root).toHaveAttribute('data-phase', 'tile');
  await expect(page.locator('[data-part="players"] tr.to-move[data-player="blue"]')).toHaveCount(1);
  const rec = await linkRecord(page);
  expect(rec.seats.map((s) => s.kind)).toEqual(['expert', 'person']);
  expect(rec.moves).toHaveLength(1);
  const r = replay(rec);
  if ('key' in r) throw new Error(`the expert's move is not legal: ${r.key}`);
  expect(r.game.turn).toBe(1);
  expect(page.url()).toContain('hraci=pocitac-expert,clovek');
  expect(errors).toEqual([]);
});

test('the setup offers the expert level; two experts play on', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto(PAGE);
  const root = page.locator('[data-free-play]');
  await expect(root).toHaveAttribute('data-state', 'setup');
  const kinds = page.locator('.fp-seat [data-seat="kind"]');
  await expect(kinds).toHaveCount(2);
  await expect(kinds.nth(0).locator('option[value="expert"]')).toHaveText('počítač (expert)');
  await kinds.nth(0).selectOption('expert');
  await kinds.nth(1).selectOption('expert');
  await page.locator('input[data-setup="seed"]').fill('12');
  await page.locator('button[data-action="start"]').click();
  await expect(root).toHaveAttribute('data-state', 'playing');
  await expect
    .poll(async () => Number(await root.getAttribute('data-moves')), { timeout: 30_000 })
    .toBeGreaterThanOrEqual(2);
  const rec = await linkRecord(page);
  expect(rec.seats.map((s) => s.kind)).toEqual(['expert', 'expert']);
  expect(rec.seed).toBe(12);
  const r = replay(rec);
  if ('key' in r) throw new Error(`a move is not legal: ${r.key}`);
});
