import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import { playIndex, recordFromQuery, recordQuery, replay, type GameRecord } from '../../src/play/record';
import '../../src/engine/modules/index';
import { Game, isEngineError } from '../../src/engine/game';
import { notationOf, packNotation, positionOf } from '../../src/engine/notation';

/** The packed notation (version 3) free play's analysis link carries. */
const linkNotation = (g: Game): string => packNotation(positionOf(g));

// Free play (DESIGN 1.7) through its own controls: a game with four rule sets played to the
// end by computer players (from a game link of its last tiles), its final table checked against the engine's replay of the
// same seed and moves; reload continues; the game link replays to the same totals; a
// person's turn by keyboard, undo and redo; a phone (360 px, touch); setup from a rules page.
mkdirSync('reports/screenshots', { recursive: true });

const PAGE = '/cs/hra/';
const FOUR = 'base,inns-cathedrals,king-robber-baron,bathhouses';

/** The record in the page's game link, read by the engine's own reader. */
async function linkRecord(page: Page): Promise<GameRecord> {
  const link = await page.locator('[data-game-link]').inputValue();
  const rec = recordFromQuery(new URL(link).search);
  if (!rec || 'key' in rec) throw new Error(`bad game link ${link}`);
  return rec;
}

/** The engine's game for a record. */
function engineGame(rec: GameRecord) {
  const r = replay(rec);
  if ('key' in r) throw new Error(r.key);
  return r.game;
}

test.beforeEach(async ({ page }) => {
  page.on('dialog', (d) => void d.accept());
});

/**
 * A game of `modules` and `seed` played by the engine up to its last `left` tiles (each turn a
 * legal move picked by a fixed rule), as a game link's query: the page's computer players
 * (an advanced and a beginner) play the rest.
 */
function nearlyOver(modules: string, seed: number, left: number): string {
  const seats = [
    { colour: 'red', kind: 'advanced' as const, name: '' },
    { colour: 'blue', kind: 'beginner' as const, name: '' },
  ];
  const g = Game.create({ players: seats.map((s) => s.colour), modules: modules.split(','), seed });
  if (isEngineError(g)) throw new Error(g.code);
  const moves: number[] = [];
  while (g.current && g.pile.length >= left) {
    const n = g.legalMoves().length;
    const i = (moves.length * 7) % n;
    if (!playIndex(g, i)) throw new Error(`move ${i} of ${n}`);
    moves.push(i);
  }
  return recordQuery({ modules: modules.split(','), seats, seed, moves });
}

test('computer players play a four-module game to its end; final table, reload and link agree with the engine', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  // the game link of a game whose last tiles are still to play: the computers finish it
  await page.goto(`${PAGE}?${nearlyOver(FOUR, 7, 6)}`);
  const root = page.locator('[data-free-play]');
  await expect(root).toHaveAttribute('data-state', 'over', { timeout: 100_000 });
  const totals = JSON.parse((await root.getAttribute('data-final-totals'))!) as Record<string, number>;
  expect(Object.keys(totals)).toEqual(['red', 'blue']);

  const rec = await linkRecord(page);
  expect(rec.modules).toEqual(FOUR.split(','));
  expect(rec.seed).toBe(7);
  const g = engineGame(rec);
  expect(g.ended).toBe(true);
  expect(g.pile.length).toBe(0);
  const engineTotals = Object.fromEntries(g.players.map((p, i) => [p, g.scores[i]]));
  expect(totals).toEqual(engineTotals);
  // the final table: one row per player, its total the engine's, the columns adding up to it
  for (const colour of g.players) {
    const row = page.locator(`[data-final-table] tr[data-player="${colour}"]`);
    // negative numbers are shown with the minus sign U+2212
    const cells = (await row.locator('td').allTextContents()).map((c) => Number(c.replace('\u2212', '-')));
    expect(cells.at(-1)).toBe(engineTotals[colour]);
    expect(cells.slice(0, -1).reduce((a, b) => a + b, 0)).toBe(engineTotals[colour]);
  }
  // the history lists every scoring event of the engine's game
  await expect(page.locator('[data-part="history"] ul > li')).toHaveCount(g.events.length);
  // oldest first, numbered as the move list numbers moves (one numbering), final scoring last
  const turns = await page
    .locator('[data-part="history"] > li')
    .evaluateAll((lis) => lis.map((li) => li.firstChild?.textContent ?? ''));
  const numbers = turns.slice(0, -1).map((t) => Number(/^Tah (\d+)/.exec(t)?.[1]));
  expect(numbers.length).toBeGreaterThan(3);
  expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
  expect(turns.at(-1)).toMatch(/Závěrečné/);
  // each scored feature says where it lies, from tiles a reader can tell apart
  await expect(page.locator('[data-part="history"]')).toContainText(/(Město|Cesta|Klášter|Louka)\b[^:]* na kartičce /);
  await page.screenshot({ path: 'reports/screenshots/free-play-over-wide.png', fullPage: false });

  await page.reload();
  await expect(root).toHaveAttribute('data-state', 'over');
  expect(JSON.parse((await root.getAttribute('data-final-totals'))!)).toEqual(engineTotals);

  const link = await page.locator('[data-game-link]').inputValue();
  const other = await page.context().newPage();
  await other.goto(link);
  await expect(other.locator('[data-free-play]')).toHaveAttribute('data-state', 'over');
  expect(JSON.parse((await other.locator('[data-free-play]').getAttribute('data-final-totals'))!)).toEqual(
    engineTotals,
  );
  expect(errors).toEqual([]);
});

test("a person's turn by keyboard; the computer answers; reload continues; undo and redo", async ({ page }) => {
  // a long flow (two page loads, a computer's turn, undo and redo): 30 s ran out once on a loaded machine
  test.setTimeout(60_000);
  await page.goto(`${PAGE}?moduly=base,inns-cathedrals&hraci=clovek,pocitac&seed=3`);
  const root = page.locator('[data-free-play]');
  await expect(root).toHaveAttribute('data-state', 'playing');
  await expect(root).toHaveAttribute('data-phase', 'tile');
  const canvas = page.locator('[data-part="canvas"]');
  await canvas.focus();
  await page.keyboard.press('ArrowRight');
  await expect(root).toHaveAttribute('data-selection', /^-?\d+,-?\d+,\d+$/);
  const sel = (await root.getAttribute('data-selection'))!.split(',').map(Number);
  await page.keyboard.press('r');
  await page.keyboard.press('Enter');
  await expect(root).toHaveAttribute('data-phase', 'choose');
  await expect(page.locator('[data-part="choices"] input[data-choices]').first()).toBeChecked();
  await canvas.focus();
  await page.keyboard.press('Enter');
  // the person's move is in the record, then the computer moves and it is the person's turn again
  await expect(root).toHaveAttribute('data-moves', '2');
  await expect(root).toHaveAttribute('data-phase', 'tile');
  const rec = await linkRecord(page);
  const g = engineGame({ ...rec, moves: rec.moves.slice(0, 1) });
  expect([g.history[0]!.x, g.history[0]!.y]).toEqual([sel[0], sel[1]]);
  expect(g.history[0]!.figure).toBeUndefined();

  await page.reload();
  await expect(root).toHaveAttribute('data-moves', '2');
  expect((await linkRecord(page)).moves).toEqual(rec.moves);

  await page.locator('button[data-action="undo"]').click();
  await expect(root).toHaveAttribute('data-moves', '0');
  await expect(page.locator('button[data-action="redo"]')).toBeEnabled();
  // one redo plays back what the one undo took back: the person's move and the computer's answer
  await page.locator('button[data-action="redo"]').click();
  await expect(root).toHaveAttribute('data-moves', '2');
  expect((await linkRecord(page)).moves).toEqual(rec.moves);

  // what-if scoring leaves the game as it is
  await page.locator('button[data-action="what-if"]').click();
  await expect(page.locator('[data-part="what-if"]')).toContainText(/celkem/);
  await expect(root).toHaveAttribute('data-moves', '2');
  await expect(root).toHaveAttribute('data-state', 'playing');
  // the link to the analysis board holds the position (checked below, after "again")
  const analyseHref = await page.locator('a[data-action="analyse"]').first().getAttribute('href');
  // "again with the same tiles": the same setup and seed, no moves (the dialog is accepted)
  await page.locator('button[data-action="again"]').click();
  await expect(root).toHaveAttribute('data-moves', '0');
  const again = await linkRecord(page);
  expect([again.seed, again.modules, again.moves]).toEqual([3, rec.modules, []]);
  expect(engineGame(again).current).toBe(engineGame({ ...rec, moves: [] }).current);
  // the position opens on the analysis board
  const href = analyseHref;
  expect(href).toMatch(/^\/cs\/rozbor\/\?pozice=/);
  const pozice = new URL(href!, 'http://x').searchParams.get('pozice')!;
  expect(pozice).toBe(linkNotation(engineGame(rec)));
  await page.goto(href!);
  // the board shows the canonical notation (version 2) of that same position
  await expect(page.locator('[data-analysis]')).toHaveAttribute('data-position', notationOf(engineGame(rec)));
});

/**
 * A person's move by keyboard (the first cell offered, the tile as it first fits, no figure),
 * then the computer's answer: waits until the record holds `movesAfter` moves and the
 * person is on turn again.
 */
async function personMove(page: Page, movesAfter: number): Promise<void> {
  const root = page.locator('[data-free-play]');
  const canvas = page.locator('[data-part="canvas"]');
  await expect(root).toHaveAttribute('data-phase', 'tile');
  await canvas.focus();
  await page.keyboard.press('ArrowRight');
  await expect(root).toHaveAttribute('data-selection', /^-?\d+,-?\d+,\d+$/);
  await page.keyboard.press('Enter');
  await expect(root).toHaveAttribute('data-phase', 'choose');
  await canvas.focus();
  await page.keyboard.press('Enter');
  await expect(root).toHaveAttribute('data-moves', String(movesAfter));
  await expect(root).toHaveAttribute('data-phase', 'tile');
}

/** What the page keeps of the game: moves played, the game link, the address and the stored record. */
async function kept(
  page: Page,
): Promise<{ moves: string | null; link: string; address: string; stored: string | null }> {
  return {
    moves: await page.locator('[data-free-play]').getAttribute('data-moves'),
    link: await page.locator('[data-game-link]').inputValue(),
    address: page.url(),
    stored: await page.evaluate(() => localStorage.getItem('hp-free-play')),
  };
}

test("undo takes back the person's last move with the computer's answer, redo plays exactly that back; the computer waits for the person", async ({
  page,
}) => {
  // eight computer turns and many page checks: more than the default 30 s on a loaded machine
  test.setTimeout(90_000);
  await page.goto(`${PAGE}?moduly=base&hraci=clovek,pocitac&seed=9`);
  const root = page.locator('[data-free-play]');
  const undo = page.locator('button[data-action="undo"]');
  const redo = page.locator('button[data-action="redo"]');
  const status = page.locator('[data-part="status"]');
  const personOnTurn = page.locator('[data-part="players"] tr.to-move[data-player="red"]');
  await expect(root).toHaveAttribute('data-phase', 'tile');
  const start = await kept(page);
  expect(start.moves).toBe('0');
  await expect(undo).toBeDisabled();
  await expect(redo).toBeDisabled();

  await personMove(page, 2);
  const afterFirst = await kept(page);
  await personMove(page, 4);
  const afterSecond = await kept(page);
  const rec = await linkRecord(page);
  expect(rec.moves).toHaveLength(4);
  expect((recordFromQuery(new URL(afterFirst.link).search) as GameRecord).moves).toEqual(rec.moves.slice(0, 2));

  // one undo: the position before the person's last move (move 3 of 4), the person on turn
  await undo.click();
  await expect(root).toHaveAttribute('data-moves', '2');
  await expect(root).toHaveAttribute('data-phase', 'tile');
  await expect(personOnTurn).toHaveCount(1);
  expect(await kept(page)).toEqual(afterFirst);
  expect((await linkRecord(page)).moves).toEqual(rec.moves.slice(0, 2));
  const analyse = await page.locator('a[data-action="analyse"]').first().getAttribute('href');
  expect(new URL(analyse!, 'http://x').searchParams.get('pozice')).toBe(
    linkNotation(engineGame({ ...rec, moves: rec.moves.slice(0, 2) })),
  );
  // the page says what was taken back and how to go on
  await expect(status).toContainText('i s tím, co po něm zahrál počítač');
  await expect(status).toContainText('Na tahu je');
  await expect(page.locator('button[data-action="resume"]')).toBeHidden();
  // the computer does not move before the person does (it moves 250 ms after its turn begins)
  await page.waitForTimeout(1_500);
  await expect(root).toHaveAttribute('data-moves', '2');

  // redo: back where it was, the same record everywhere
  await expect(redo).toBeEnabled();
  await redo.click();
  await expect(root).toHaveAttribute('data-moves', '4');
  await expect(root).toHaveAttribute('data-phase', 'tile');
  expect(await kept(page)).toEqual(afterSecond);
  await expect(redo).toBeDisabled();
  await expect(status).not.toContainText('vrácen');

  // undo twice, redo twice: step for step, each position as it was reached in play
  await undo.click();
  await expect(root).toHaveAttribute('data-moves', '2');
  await undo.click();
  await expect(root).toHaveAttribute('data-moves', '0');
  expect(await kept(page)).toEqual(start);
  await expect(root).toHaveAttribute('data-phase', 'tile');
  await expect(undo).toBeDisabled();
  await redo.click();
  await expect(root).toHaveAttribute('data-moves', '2');
  expect(await kept(page)).toEqual(afterFirst);
  await redo.click();
  await expect(root).toHaveAttribute('data-moves', '4');
  expect(await kept(page)).toEqual(afterSecond);
  await expect(redo).toBeDisabled();

  // after an undo the person's own move goes on as usual: the computer answers, nothing left to redo
  await undo.click();
  await expect(root).toHaveAttribute('data-moves', '2');
  await personMove(page, 4);
  await expect(redo).toBeDisabled();
  await expect(status).not.toContainText('vrácen');
  expect((await linkRecord(page)).moves.slice(0, 2)).toEqual(rec.moves.slice(0, 2));
});

test('a game of computers alone: undo goes back one move at a time and the game waits, saying how to go on', async ({
  page,
}) => {
  await page.goto(`${PAGE}?moduly=base&hraci=pocitac-zacatecnik,pocitac-zacatecnik&seed=4`);
  const root = page.locator('[data-free-play]');
  const undo = page.locator('button[data-action="undo"]');
  const resume = page.locator('button[data-action="resume"]');
  await expect(root).toHaveAttribute('data-moves', /^([3-9]|\d{2,})$/, { timeout: 20_000 });
  await undo.click();
  const n = Number(await root.getAttribute('data-moves'));
  await undo.click();
  await expect(root).toHaveAttribute('data-moves', String(n - 1));
  await expect(resume).toBeVisible();
  await expect(page.locator('[data-part="status"]')).toContainText('Pokračovat ve hře');
  // the computers wait while undone moves wait
  await page.waitForTimeout(1_500);
  await expect(root).toHaveAttribute('data-moves', String(n - 1));
  await page.locator('button[data-action="redo"]').click();
  await expect(root).toHaveAttribute('data-moves', String(n));
  expect((await linkRecord(page)).moves).toHaveLength(n);
  await page.waitForTimeout(1_000);
  await expect(root).toHaveAttribute('data-moves', String(n));
  // "Continue the game" drops the move still undone, and the computers play on
  await resume.click();
  await expect(resume).toBeHidden();
  await expect.poll(async () => Number(await root.getAttribute('data-moves'))).toBeGreaterThan(n);
});

test('the hint lights its move on the board (data-hint), the reader steps through the best few, a move clears it', async ({
  page,
}) => {
  await page.goto(`${PAGE}?moduly=base&hraci=clovek,pocitac&seed=7`);
  const root = page.locator('[data-free-play]');
  await expect(root).toHaveAttribute('data-phase', 'tile');
  const box = page.locator('[data-board="play"]');
  await expect(box).not.toHaveAttribute('data-hint', /./);
  await page.locator('button[data-action="hint"]').click();
  await expect(box).toHaveAttribute('data-hint', /^-?\d+,-?\d+,(0|90|180|270)$/);
  const legal = engineGame(await linkRecord(page)).legalMoves();
  const shown = async () => (await box.getAttribute('data-hint'))!.split(',').map(Number);
  const first = await shown();
  expect(legal.some((m) => m.x === first[0] && m.y === first[1] && m.rotation === first[2])).toBe(true);
  const moves = page.locator('[data-part="hint"] button');
  expect(await moves.count()).toBeGreaterThan(1);
  await expect(moves.first()).toHaveAttribute('aria-pressed', 'true');
  await moves.nth(1).click();
  await expect(moves.nth(1)).toHaveAttribute('aria-pressed', 'true');
  const second = await shown();
  expect(legal.some((m) => m.x === second[0] && m.y === second[1] && m.rotation === second[2])).toBe(true);
  // the hint's text names the move the board shows: the second button's move differs from the first
  expect(await moves.nth(1).textContent()).not.toBe(await moves.first().textContent());
  // the person plays: the hint is gone from the board
  const canvas = page.locator('[data-part="canvas"]');
  await canvas.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(root).toHaveAttribute('data-phase', 'choose');
  await canvas.focus();
  await page.keyboard.press('Enter');
  await expect(root).toHaveAttribute('data-moves', '2');
  await expect(box).not.toHaveAttribute('data-hint', /./);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 800 }, hasTouch: true, isMobile: true });

  test('a turn by touch at 360 px, nothing wider than the screen', async ({ page }) => {
    await page.goto(`${PAGE}?moduly=base&hraci=clovek,pocitac&seed=5`);
    const root = page.locator('[data-free-play]');
    await expect(root).toHaveAttribute('data-phase', 'tile');
    // the tile in hand is drawn square beside its description, not squeezed by it
    const hand = (await page.locator('[data-part="hand"] svg').boundingBox())!;
    expect(Math.abs(hand.width - hand.height), `hand ${hand.width} × ${hand.height}`).toBeLessThanOrEqual(1);
    const box = page.locator('[data-part="canvas"]');
    await expect(box).toHaveAttribute('data-cell-size', /\d/);
    // while playing, the board is most of the screen (DESIGN 1.9: at least 55 % of its height)
    expect((await box.boundingBox())!.height).toBeGreaterThanOrEqual(0.55 * 800);
    const rec = await linkRecord(page);
    const move = engineGame(rec).legalMoves()[0]!;
    await box.scrollIntoViewIfNeeded();
    const [ox, oy] = (await box.getAttribute('data-cell-origin'))!.split(',').map(Number);
    const size = Number(await box.getAttribute('data-cell-size'));
    const b = (await box.boundingBox())!;
    await page.touchscreen.tap(b.x + ox! + (move.x + 0.5) * size, b.y + oy! + (move.y + 0.5) * size);
    await expect(root).toHaveAttribute('data-selection', new RegExp(`^${move.x},${move.y},`));
    await page.locator('button[data-action="place"]').tap();
    await expect(root).toHaveAttribute('data-phase', 'choose');
    await page.locator('button[data-action="confirm"]').tap();
    await expect(root).toHaveAttribute('data-moves', '2');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    await page.screenshot({ path: 'reports/screenshots/free-play-phone.png', fullPage: true });
  });
});

test('a rules page whose set has tiles of unknown layout offers no whole game and says why', async ({ page }) => {
  for (const [path, text] of [
    ['/cs/jubilejni-edice-20-let/', /Jubilejní\sedice\s20\slet:\szatím\snelze\shrát\s–\su\s14\skartiček/],
    ['/en/20th-anniversary-edition/', /cannot\sbe\splayed\syet:\sthe\slayout\sof\s14\sof\sits\stiles\sis\sunknown/],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('a[data-play-link]'), path).toHaveCount(0);
    await expect(page.locator('[data-play-unknown]'), path).toHaveText(text);
  }
  // a set that can be dealt keeps its link
  await page.goto('/cs/lazne/');
  await expect(page.locator('a[data-play-link]')).toHaveAttribute('href', /\/cs\/hra\/\?nastaveni=base,bathhouses$/);
  await expect(page.locator('[data-play-unknown]')).toHaveCount(0);
});

test('setup from a rules page: its modules preselected, the player limit from the modules, unknown sets explained', async ({
  page,
}) => {
  await page.goto('/cs/hostince-a-katedraly/');
  await page.locator('a[data-play-link]').click();
  const root = page.locator('[data-free-play]');
  await expect(root).toHaveAttribute('data-state', 'setup');
  await expect(page.locator('input[data-setup="module"][value="inns-cathedrals"]')).toBeChecked();
  await expect(page.locator('select[data-setup="count"] option[value="6"]')).toBeEnabled();
  await page.locator('input[data-setup="module"][value="inns-cathedrals"]').uncheck();
  await expect(page.locator('select[data-setup="count"] option[value="6"]')).toBeDisabled();
  // sets with unknown tiles cannot be chosen, and the page says why
  const disabled = page.locator('input[data-setup="module"]:disabled:not([value="base"])');
  expect(await disabled.count()).toBeGreaterThan(0);
  await expect(page.locator('[data-part="setup"] .fp-hint').first()).toContainText('neznáme');
  await page.locator('input[data-setup="module"][value="inns-cathedrals"]').check();
  await page.locator('select[data-setup="count"]').selectOption('3');
  await expect(page.locator('.fp-seat')).toHaveCount(3);
  await page.locator('.fp-seat').nth(0).locator('[data-seat="name"]').fill('Eva');
  await page.locator('input[data-setup="seed"]').fill('11');
  // two players of one colour: a message, no game
  await page.locator('.fp-seat').nth(1).locator('[data-seat="colour"]').selectOption('red');
  await page.locator('button[data-action="start"]').click();
  await expect(page.locator('[data-part="alert"]')).toBeVisible();
  await expect(root).toHaveAttribute('data-state', 'setup');
  await page.locator('.fp-seat').nth(1).locator('[data-seat="colour"]').selectOption('blue');
  await page.screenshot({ path: 'reports/screenshots/free-play-setup.png', fullPage: true });
  await page.locator('button[data-action="start"]').click();
  await expect(root).toHaveAttribute('data-state', 'playing');
  const rec = await linkRecord(page);
  expect(rec.modules).toEqual(['base', 'inns-cathedrals']);
  expect(rec.seed).toBe(11);
  expect(rec.seats.map((s) => s.name)).toEqual(['Eva', '', '']);
  await expect(page.locator('[data-part="seed"]')).toContainText('11');
  await page.screenshot({ path: 'reports/screenshots/free-play-wide.png' });
  // a new game asks first (the dialog is accepted here) and shows the setup again
  await page.locator('button[data-action="new-game"]').click();
  await expect(root).toHaveAttribute('data-state', 'setup');
});

test('a broken game link shows a message and the setup', async ({ page }) => {
  await page.goto(`${PAGE}?moduly=base,nic&hraci=clovek,pocitac`);
  await expect(page.locator('[data-free-play]')).toHaveAttribute('data-state', 'setup');
  await expect(page.locator('[data-part="alert"]')).toBeVisible();
});

test('no axe violations: the setup, a person choosing a figure, a finished game', async ({ page }) => {
  test.setTimeout(120_000);
  const axe = async () =>
    (await new AxeBuilder({ page }).include('[data-free-play]').analyze()).violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  // the English page is the same markup with other words
  for (const path of ['/cs/hra/']) {
    await page.goto(`${path}?nastaveni=base`);
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${path}?nastaveni=base`);
    const root = page.locator('[data-free-play]');
    await expect(root).toHaveAttribute('data-state', 'setup');
    expect(await axe()).toEqual([]);
    await page.goto(`${path}?moduly=base&hraci=clovek,pocitac&seed=2`);
    await page.locator('[data-part="canvas"]').focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(root).toHaveAttribute('data-phase', 'choose');
    expect(await axe()).toEqual([]);
  }
  await page.goto(`${PAGE}?${nearlyOver('base', 4, 3)}`);
  await expect(page.locator('[data-free-play]')).toHaveAttribute('data-state', 'over', { timeout: 100_000 });
  await expect(page.locator('button[data-action="what-if"]')).toBeDisabled();
  expect(await axe()).toEqual([]);
});
