import { test, expect } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { recordQuery, replay, type GameRecord } from '../../src/play/record';
import { positionAt } from '../../src/play/moves';
import { bestMoves } from '../../src/play/aids';
import { packNotation, positionOf } from '../../src/engine/notation';
import { chooseMove } from '../../src/engine/index';
import { linkRecord } from './helpers/free-play';

// Free play as players use it (DESIGN 1.9): new games dealt at random, the move list that
// replays (data-move-index, data-view-move, the analysis link at that move), a computer's move
// marked (data-last-move and its entry), names kept through a reload and for the next game,
// messages for bad addresses and bad saved games, the phone layout.
mkdirSync('reports/screenshots', { recursive: true });

const PAGE = '/cs/hra/';

/** A person-and-computer record with `n` moves chosen by the engine's beginner (the person to move after an even n). */
function played(n: number, seed = 12): GameRecord {
  const rec: GameRecord = {
    modules: ['base'],
    seats: [
      { colour: 'red', kind: 'person', name: '' },
      { colour: 'blue', kind: 'advanced', name: '' },
    ],
    seed,
    moves: [],
  };
  for (let i = 0; i < n; i++) {
    const r = replay(rec);
    if ('key' in r) throw new Error(r.key);
    rec.moves.push(chooseMove(r.game, 'beginner', { seed: i }));
  }
  return rec;
}

test.beforeEach(async ({ page }) => {
  page.on('dialog', (d) => void d.accept());
});

test('every new game is dealt anew: two fresh games get different seeds, each named in its link', async ({ page }) => {
  const seeds: number[] = [];
  for (let i = 0; i < 2; i++) {
    await page.goto(`${PAGE}?moduly=base&hraci=clovek,pocitac`);
    await expect(page.locator('[data-free-play]')).toHaveAttribute('data-state', 'playing');
    const rec = await linkRecord(page);
    await expect(page.locator('[data-part="seed"]')).toContainText(String(rec.seed));
    seeds.push(rec.seed);
  }
  expect(seeds[0]).not.toBe(seeds[1]);
  // "New game" from the setup deals anew too; "Again with the same tiles" keeps the seed
  await page.locator('button[data-action="new-game"]').click();
  await expect(page.locator('input[data-setup="seed"]')).toHaveValue('');
  await page.locator('button[data-action="start"]').click();
  const third = await linkRecord(page);
  expect(seeds).not.toContain(third.seed);
  await page.locator('button[data-action="again"]').click();
  expect((await linkRecord(page)).seed).toBe(third.seed);
});

test('the move list steps back and forth; the analysis link opens the position shown; End returns', async ({
  page,
}) => {
  const rec = played(6);
  await page.goto(`${PAGE}?${recordQuery(rec)}`);
  const root = page.locator('[data-free-play]');
  const canvas = page.locator('[data-part="canvas"]');
  await expect(root).toHaveAttribute('data-phase', 'tile');
  const entries = page.locator('[data-move-list] [data-move-index]');
  await expect(entries).toHaveCount(6);
  await expect(root).toHaveAttribute('data-view-move', '5');
  // each move in words, its player named
  await expect(entries.nth(0)).toContainText('Červený');
  await expect(entries.nth(1)).toContainText('Modrý');
  const cell = (i: number) => {
    const r = replay({ ...rec, moves: rec.moves.slice(0, i + 1) });
    if ('key' in r) throw new Error(r.key);
    return `${r.log[i]!.move.x},${r.log[i]!.move.y}`;
  };
  await expect(canvas).toHaveAttribute('data-last-move', cell(5));
  await page.locator('button[data-action="view-prev"]').click();
  await expect(root).toHaveAttribute('data-view-move', '4');
  await expect(canvas).toHaveAttribute('data-last-move', cell(4));
  const href = await page.locator('a[data-action="analyse"]').first().getAttribute('href');
  expect(href).toContain(`pozice=${packNotation(positionOf(positionAt(rec, 4)!))}`);
  // the keys in the list: ← back, Home the start, → on
  await entries.nth(4).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(root).toHaveAttribute('data-view-move', '3');
  await page.keyboard.press('Home');
  await expect(root).toHaveAttribute('data-view-move', '-1');
  await page.keyboard.press('ArrowRight');
  await expect(root).toHaveAttribute('data-view-move', '0');
  await expect(canvas).toHaveAttribute('data-last-move', cell(0));
  await entries.nth(2).click();
  await expect(root).toHaveAttribute('data-view-move', '2');
  // looking back changes nothing in the game; End returns to it and the person plays on
  expect((await linkRecord(page)).moves).toEqual(rec.moves);
  await page.keyboard.press('End');
  await expect(root).toHaveAttribute('data-view-move', '5');
  await expect(root).toHaveAttribute('data-phase', 'tile');
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.screenshot({ path: 'reports/screenshots/free-play-moves-wide.png' });
});

test("a computer's move is marked on the board and in the move list; undo and redo mirror each other", async ({
  page,
}) => {
  await page.goto(`${PAGE}?moduly=base&hraci=pocitac,clovek&seed=21&jmena=,Eva`);
  const root = page.locator('[data-free-play]');
  await expect(root).toHaveAttribute('data-moves', '1');
  await expect(root).toHaveAttribute('data-phase', 'tile');
  const rec = await linkRecord(page);
  const r = replay(rec);
  if ('key' in r) throw new Error(r.key);
  const m = r.log[0]!.move;
  await expect(page.locator('[data-part="canvas"]')).toHaveAttribute('data-last-move', `${m.x},${m.y}`);
  // the verb agrees with the colour ("Červený hráč"), the subject of every move line; never both forms
  await expect(page.locator('[data-move-index="0"]')).toContainText('Červený přiložil ');
  await expect(page.locator('[data-move-index="0"]')).not.toContainText('přiložil(a)');
  // the person's move, then undo takes it back and redo plays it again
  await page.locator('[data-part="canvas"]').focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(root).toHaveAttribute('data-phase', 'choose');
  await page.keyboard.press('Enter');
  // the computer answers, and it is the person's turn again
  await expect(root).toHaveAttribute('data-moves', '3');
  await expect(root).toHaveAttribute('data-phase', 'tile');
  // a person with a name of their own: the colour first, the name in brackets, the verb agreeing with the colour
  await expect(page.locator('[data-move-index="1"]')).toContainText(/Modrý \(\u2068?Eva\u2069?\) přiložil /);
  await expect(page.locator('[data-move-index="1"]')).not.toContainText('přiložil(a)');
  const after = (await linkRecord(page)).moves;
  await page.locator('button[data-action="undo"]').click();
  await expect(root).toHaveAttribute('data-moves', '1');
  await expect(page.locator('[data-move-list] [data-move-index]')).toHaveCount(1);
  await page.locator('button[data-action="redo"]').click();
  await expect(root).toHaveAttribute('data-moves', String(after.length));
  expect((await linkRecord(page)).moves).toEqual(after);
});

test('an emoji name survives a reload and is offered for the next game', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(`${PAGE}?nastaveni=base`);
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${PAGE}?nastaveni=base`);
  const family = '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}';
  // 31 grapheme clusters: the name keeps 30 whole ones
  const name = `${'Eva'.padEnd(29, '.')}${family}${family}`;
  await page.locator('.fp-seat').nth(0).locator('[data-seat="name"]').fill(name);
  await page.locator('.fp-seat').nth(1).locator('[data-seat="name"]').fill('\u05D3\u05E0\u05D4');
  await page.locator('button[data-action="start"]').click();
  const root = page.locator('[data-free-play]');
  await expect(root).toHaveAttribute('data-state', 'playing');
  const kept = `${'Eva'.padEnd(29, '.')}${family}`;
  expect((await linkRecord(page)).seats[0]!.name).toBe(kept);
  await page.reload();
  await expect(root).toHaveAttribute('data-state', 'playing');
  expect((await linkRecord(page)).seats.map((s) => s.name)).toEqual([kept, '\u05D3\u05E0\u05D4']);
  await expect(page.locator('[data-part="players"]')).toContainText(family);
  await page.locator('button[data-action="new-game"]').click();
  await expect(page.locator('.fp-seat').nth(0).locator('[data-seat="name"]')).toHaveValue(kept);
  expect(errors).toEqual([]);
});

test('bad addresses and saved games say what happened', async ({ page }) => {
  const alert = page.locator('[data-part="alert"]');
  const root = page.locator('[data-free-play]');
  const q = `${PAGE}?moduly=base&hraci=clovek,pocitac`;
  for (const seed of ['1e300', '9007199254740994', '-2147483648']) {
    await page.goto(`${q}&seed=${seed}`);
    await expect(alert).toContainText('číslo míchání');
    await expect(root).toHaveAttribute('data-state', 'setup');
  }
  await page.goto(`${q}&seed=2&tahy=0.1.%2A`);
  await expect(alert).toContainText('Tah č. 3');
  await page.goto(`${q}&seed=2&tahy=${Array(1001).fill('0').join('.')}`);
  await expect(alert).toContainText('1001 tahů');
  await expect(alert).not.toContainText('Tah č. 1 ');
  await page.goto(`${q}&seed=2&barvy=red,red`);
  await expect(alert).toContainText('seznam barev');
  // an illegal move: the game goes on from the move before it
  const rec = played(2);
  await page.goto(`${PAGE}?${recordQuery({ ...rec, moves: [rec.moves[0]!, 9999] })}`);
  await expect(alert).toContainText('pokračuje od tahu před ním');
  await expect(root).toHaveAttribute('data-state', 'playing');
  expect((await linkRecord(page)).moves[0]).toBe(rec.moves[0]);
  // a saved game with a seed or rules its own link would refuse is not loaded, and the page says so
  for (const bad of [{ seed: 1e300 }, { modules: ['base', 'anniversary-20'] }, { modules: ['demo'] }]) {
    // from a page without a game, so that no game in progress saves itself over it
    await page.goto('/cs/');
    await page.evaluate((r) => localStorage.setItem('hp-free-play', JSON.stringify(r)), { ...played(0), ...bad });
    await page.goto(PAGE);
    await expect(root).toHaveAttribute('data-state', 'setup');
    await expect(alert).toContainText('Uloženou hru');
  }
});

test('the hint lists the best immediate moves; the switch hides the aids and is kept', async ({ page }) => {
  const rec = played(10, 8);
  await page.goto(`${PAGE}?${recordQuery(rec)}`);
  const root = page.locator('[data-free-play]');
  await expect(root).toHaveAttribute('data-phase', 'tile');
  await page.locator('button[data-action="hint"]').click();
  const r = replay(rec);
  if ('key' in r) throw new Error(r.key);
  const best = bestMoves(r.game);
  const items = page.locator('[data-part="hint"] li');
  await expect(items).toHaveCount(best.length);
  // the first entry brings what the engine says the best move brings
  const gain = best[0]!.gain;
  await expect(items.first()).toContainText(new RegExp(`: ${gain} bod`));
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.screenshot({ path: 'reports/screenshots/free-play-hint-wide.png', fullPage: true });
  const aids = page.locator('input[data-setting="aids"]');
  await aids.uncheck();
  await expect(page.locator('[data-part="tiles"]')).toBeHidden();
  await expect(page.locator('button[data-action="what-if"]')).toBeHidden();
  await expect(page.locator('button[data-action="hint"]')).toBeHidden();
  await page.reload();
  await expect(root).toHaveAttribute('data-phase', 'tile');
  await expect(aids).not.toBeChecked();
  await expect(page.locator('[data-part="tiles"]')).toBeHidden();
  await aids.check();
  await expect(page.locator('[data-part="tiles"]')).toBeVisible();
});

test.describe('on a phone (360 × 740)', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('the board stays in sight while the panels scroll; the players table fits', async ({ page }) => {
    const rec = played(8, 5);
    await page.goto(`${PAGE}?${recordQuery(rec)}`);
    const root = page.locator('[data-free-play]');
    await expect(root).toHaveAttribute('data-phase', 'tile');
    await page.locator('[data-move-list]').scrollIntoViewIfNeeded();
    await page.locator('[data-move-index="3"]').tap();
    await expect(root).toHaveAttribute('data-view-move', '3');
    const board = (await page.locator('[data-part="canvas"]').boundingBox())!;
    expect(board.y).toBeGreaterThanOrEqual(0);
    expect(board.y + board.height).toBeLessThanOrEqual(740);
    await page.screenshot({ path: 'reports/screenshots/free-play-moves-phone.png' });
    const wrap = page.locator('[data-part="players"] table');
    await wrap.scrollIntoViewIfNeeded();
    const fits = await page
      .locator('[data-part="players"]')
      .evaluate((e) => e.querySelector('table')!.getBoundingClientRect().right <= e.getBoundingClientRect().right + 1);
    expect(fits).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: 'reports/screenshots/free-play-players-phone.png' });
  });
});

test('in a game with tiles of several sets every move and the tile in hand name their set; one set, no set', async ({
  page,
}) => {
  // letters and numbers repeat across sets (base E and Inns & Cathedrals E, no. 1 of King &
  // Robber Baron and of Bathhouses): the words say which one
  const rec: GameRecord = {
    modules: ['base', 'inns-cathedrals', 'king-robber-baron', 'bathhouses'],
    seats: [
      { colour: 'red', kind: 'person', name: '' },
      { colour: 'blue', kind: 'person', name: '' },
    ],
    seed: 5,
    moves: [],
  };
  for (let i = 0; i < 12; i++) {
    const r = replay(rec);
    if ('key' in r) throw new Error(r.key);
    rec.moves.push(chooseMove(r.game, 'beginner', { seed: i }));
  }
  await page.goto(`${PAGE}?${recordQuery(rec)}`);
  const entries = page.locator('[data-move-list] [data-move-index]');
  await expect(entries).toHaveCount(12);
  for (const text of await entries.allTextContents()) expect(text).toMatch(/přiložil\S* (č\. \d+|\S+) ze sady \p{Lu}/u);
  await expect(page.locator('[data-free-play]')).toContainText(/má v ruce kartičku \S+( č\. \d+)? ze sady \p{Lu}/u);
  // the base game alone: the letter is enough
  await page.goto(`${PAGE}?${recordQuery(played(4))}`);
  await expect(entries).toHaveCount(4);
  for (const text of await entries.allTextContents()) expect(text).not.toContain('ze sady');
});

test('a move that scores shows its points in the move list and as a badge on the board', async ({ page }) => {
  // seed 12: the computer's 8th move completes a city of its own for 5 points
  const rec: GameRecord = {
    modules: ['base'],
    seats: [
      { colour: 'red', kind: 'person', name: '' },
      { colour: 'blue', kind: 'advanced', name: '' },
    ],
    seed: 12,
    moves: [2, 0, 13, 4, 1, 23, 2, 0],
  };
  const r = replay(rec);
  if ('key' in r) throw new Error(r.key);
  const last = r.log[7]!;
  const points = last.events.reduce((n, e) => n + (e.receivers.includes('blue') ? e.points : 0), 0);
  expect(points).toBeGreaterThan(0);
  await page.goto(`${PAGE}?${recordQuery(rec)}`);
  const entries = page.locator('[data-move-list] [data-move-index]');
  await expect(entries).toHaveCount(8);
  await expect(entries.nth(7)).toContainText(`+${points} Modrý`);
  // moves that scored nothing say nothing of points
  for (let i = 0; i < 7; i++)
    if (!r.log[i]!.events.some((e) => e.points)) await expect(entries.nth(i)).not.toContainText('+');
  const badge = page.locator('[data-score-badge]');
  await expect(badge).toHaveCount(1);
  await expect(badge).toContainText(`+${points}`);
});
