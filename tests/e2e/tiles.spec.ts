import { test, expect, type Page, type Locator } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { mkdirSync, readFileSync } from 'node:fs';
import '../../src/engine/modules/index';
import { ALL_MODULES } from '../../src/engine/modules/index';
import { getTile } from '../../src/engine/tileset';
import { fittingTiles } from '../../src/engine/fits';
import { Game } from '../../src/engine/game';
import { buildPosition } from '../../src/engine/scenario';
import { makeNotation, positionOf, readNotation } from '../../src/engine/notation';
import type { TileDef } from '../../src/engine/tile-types';
import { errorsOf } from './helpers/page-errors';
import { cellPoint } from './helpers/analysis';
import { fileFor } from './helpers/dist';

// The tile catalogue and the tile pages (DESIGN 1.8), checked against the engine's tile
// sets: every kind listed, every known tile's features as the engine compiles them, the
// filters in the address (back button included), the links from the rules pages' tile
// lists, a tile page without JavaScript, and the analysis board's "what fits here" panel
// against the engine's fittingTiles.
mkdirSync('reports/screenshots', { recursive: true });

const SETS = ALL_MODULES.flatMap((m) => m.tileSets ?? []);
/** Stand-ins of worked examples are not tiles of a set (attrs.illustrative, ids with `.example-`). */
const standIn = (t: TileDef) => !!t.attrs?.['illustrative'] || t.id.includes('.example-');
const ALL = SETS.flatMap((s) => s.tiles.filter((t) => !standIn(t)));
const KNOWN = ALL.filter((t) => t.known);
const slug = (id: string) => id.replace('.', '-').toLowerCase();

/** Tile ids of the catalogue entries that are shown. */
async function visibleIds(root: Page | Locator): Promise<string[]> {
  return root.locator('[data-tile]:visible').evaluateAll((els) => els.map((e) => e.getAttribute('data-tile')!));
}

for (const [lang, path] of [
  ['cs', '/cs/karticky/'],
  ['en', '/en/tiles/'],
] as const) {
  test(`${path} lists every tile kind of every set, unknown ones marked, known ones linked to their page`, async ({
    page,
  }) => {
    const errors = errorsOf(page);
    await page.goto(path);
    const ids = await page.locator('[data-tile]').evaluateAll((els) => els.map((e) => e.getAttribute('data-tile')!));
    expect(ids).toEqual(ALL.map((t) => t.id));
    const unknown = await page
      .locator('[data-tile][data-unknown]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-tile')!));
    expect(unknown).toEqual(ALL.filter((t) => !t.known).map((t) => t.id));
    expect(unknown.length).toBeGreaterThan(0);
    for (const t of ALL) {
      const card = page.locator(`[data-tile="${t.id}"]`);
      const link = card.locator('a');
      if (t.known) await expect(link).toHaveAttribute('href', `/${lang}/${path.split('/')[2]}/${slug(t.id)}/`);
      else await expect(link).toHaveCount(0);
      await expect(card).toContainText(String(t.count));
    }
    await expect(page.locator('[data-filter-count]')).toContainText(String(ALL.length));
    expect(errors).toEqual([]);
  });
}

test('the sidebar and the home page link to the catalogue in both languages', async ({ page }) => {
  for (const [home, href] of [
    ['/cs/', '/cs/karticky/'],
    ['/en/', '/en/tiles/'],
  ] as const) {
    await page.goto(home);
    await expect(page.locator(`.side-nav a[href="${href}"]`)).toHaveCount(1);
    await page.locator(`main [data-tool="tiles"] a[href="${href}"]`).click();
    await expect(page).toHaveURL(href);
    await expect(page.locator('.side-nav a[aria-current="page"]')).toHaveAttribute('href', href);
  }
});

test('filters: set and features in the address, letter search, back and forward, a shared link', async ({ page }) => {
  const errors = errorsOf(page);
  await page.goto('/cs/karticky/');
  await expect.poll(() => visibleIds(page)).toEqual(ALL.map((t) => t.id));
  // a set
  await page.locator('[data-filter-set]').selectOption('IC');
  await expect(page).toHaveURL(/\?sada=IC$/);
  const ic = ALL.filter((t) => t.set === 'IC').map((t) => t.id);
  await expect.poll(() => visibleIds(page)).toEqual(ic);
  await expect(page.locator('[data-set-section="BASE"]')).toBeHidden();
  await expect(page.locator('[data-set-section="IC"] h2')).toBeVisible();
  // and a feature: the engine's tiles of that set with a feature carrying the inn attribute
  await page.locator('[data-filter-has="inn"]').check();
  await expect(page).toHaveURL(/\?sada=IC&ma=inn$/);
  const inns = KNOWN.filter((t) => t.set === 'IC' && t.known && t.features.some((f) => f.attrs?.['inn'])).map(
    (t) => t.id,
  );
  expect(inns.length).toBeGreaterThan(1);
  await expect.poll(() => visibleIds(page)).toEqual(inns);
  // and a monastery as well: both must hold
  await page.locator('[data-filter-has="monastery"]').check();
  await expect
    .poll(() => new Set(new URL(page.url()).searchParams.get('ma')?.split(',')))
    .toEqual(new Set(['inn', 'monastery']));
  const both = KNOWN.filter(
    (t) =>
      t.set === 'IC' &&
      t.known &&
      t.features.some((f) => f.attrs?.['inn']) &&
      t.features.some((f) => f.kind === 'monastery'),
  ).map((t) => t.id);
  await expect.poll(() => visibleIds(page)).toEqual(both);
  // back: the inn filter alone again, the checkbox follows
  await page.goBack();
  await expect(page).toHaveURL(/\?sada=IC&ma=inn$/);
  await expect(page.locator('[data-filter-has="monastery"]')).not.toBeChecked();
  await expect.poll(() => visibleIds(page)).toEqual(inns);
  await page.goBack();
  await expect.poll(() => visibleIds(page)).toEqual(ic);
  await page.goForward();
  await expect.poll(() => visibleIds(page)).toEqual(inns);
  // a link with the filter opens filtered; a letter finds that letter in every set
  await page.goto('/cs/karticky/?pismeno=k');
  await expect(page.locator('[data-filter-letter]')).toHaveValue('k');
  await expect.poll(() => visibleIds(page)).toEqual(ALL.filter((t) => t.id.split('.')[1] === 'K').map((t) => t.id));
  await page.locator('[data-filter-letter]').fill('');
  await page.locator('[data-filter-letter]').pressSequentially('01');
  await expect(page).toHaveURL(/\?pismeno=01$/);
  await expect.poll(() => visibleIds(page)).toEqual(ALL.filter((t) => t.id.split('.')[1] === '01').map((t) => t.id));
  // a whole id, as the tile pages' addresses write it
  await page.locator('[data-filter-letter]').fill('krb-king');
  await expect.poll(() => visibleIds(page)).toEqual(['KRB.KING']);
  // a number as boards and move lines write it ("č. 1"), without its zero, or after its set
  const ones = ALL.filter((t) => t.id.split('.')[1] === '01').map((t) => t.id);
  expect(ones.length).toBeGreaterThan(1);
  for (const typed of ['1', 'č. 1', '01']) {
    await page.locator('[data-filter-letter]').fill(typed);
    await expect.poll(() => visibleIds(page), typed).toEqual(ones);
  }
  for (const typed of ['BATH 1', 'bath.01', 'Bath-1']) {
    await page.locator('[data-filter-letter]').fill(typed);
    await expect.poll(() => visibleIds(page), typed).toEqual(['BATH.01']);
  }
  await page.locator('[data-filter-letter]').fill('IC K');
  await expect.poll(() => visibleIds(page)).toEqual(['IC.K']);
  // an address with a set or a filter the page does not have: left out, not an empty page
  await page.goto('/cs/karticky/?sada=NOPE&ma=nothing,inn');
  await expect(page.locator('[data-filter-set]')).toHaveValue('');
  await expect
    .poll(() => visibleIds(page))
    .toEqual(KNOWN.filter((t) => t.known && t.features.some((f) => f.attrs?.['inn'])).map((t) => t.id));
  // nothing matches: said so; clearing shows everything
  await page.goto('/cs/karticky/?sada=BATH&ma=monastery');
  await expect.poll(() => visibleIds(page)).toEqual([]);
  await expect(page.locator('[data-filter-none]')).toBeVisible();
  await page.locator('[data-filter-reset]').click();
  await expect(page).toHaveURL(/\/cs\/karticky\/$/);
  await expect.poll(async () => (await visibleIds(page)).length).toBe(ALL.length);
  await page.screenshot({ path: 'reports/screenshots/tiles-catalogue.png' });
  expect(errors).toEqual([]);
});

test('every known tile page is built with the features of the compiled tile and its own preview', () => {
  const problems: string[] = [];
  for (const t of KNOWN) {
    for (const base of ['/cs/karticky/', '/en/tiles/']) {
      const path = `${base}${slug(t.id)}/`;
      const file = fileFor(path);
      if (!file) {
        problems.push(`${path}: not built`);
        continue;
      }
      const html = readFileSync(file, 'utf8');
      const inspectors = html.split(`data-tile-inspector="${t.id}"`).length - 1;
      if (inspectors !== 1) problems.push(`${path}: ${inspectors} inspectors`);
      const features = [...html.matchAll(/<li data-feature="(\d+)" data-kind="([a-z]+)"/g)];
      const compiled = getTile(t.id);
      // a tile that is not a land tile (an award) has no features to stand on; a line (water)
      // takes no follower and is not listed
      const places = compiled ? compiled.features.filter((f) => f.kind !== 'line') : [];
      const want = places.map((f) => f.kind);
      if (JSON.stringify(features.map((m) => m[2])) !== JSON.stringify(want))
        problems.push(`${path}: features ${features.map((m) => m[2]).join(',')}, the engine has ${want.join(',')}`);
      if (features.some((m, i) => Number(m[1]) !== places[i]?.index))
        problems.push(`${path}: feature numbers out of order`);
      if (!new RegExp(`<meta property="og:image" content="[^"]*/nahled-karticky/${slug(t.id)}\\.png"`).test(html))
        problems.push(`${path}: preview image`);
    }
  }
  expect(problems).toEqual([]);
});

test('a tile page without JavaScript: the drawing, its features, links and rotation', async ({ browser }) => {
  const ctx = await browser.newContext({ javaScriptEnabled: false });
  const page = await ctx.newPage();
  // readable without JavaScript: drawing, features and the links are there
  await page.goto('/cs/karticky/ic-k/');
  await expect(page.locator('h1')).toHaveText('Kartička IC.K');
  // the name the boards give it, beside the code
  await expect(page.locator('[data-tile-called]')).toHaveText(
    'Na hracích plochách a v popisech tahů: kartička K ze sady Hostince a katedrály.',
  );
  await expect(page.locator('[data-view="0"] svg')).toBeVisible();
  await expect(page.locator('[data-view="1"]')).toBeHidden();
  await expect(page.locator('[data-feature]').first()).toBeVisible();
  await expect(page.locator('[data-feature="0"]')).toContainText(/katedrál/);
  await expect(page.locator('a[data-action="analyse"]')).toHaveAttribute('href', /^\/cs\/rozbor\/\?pozice=/);
  // the rotation radios work without a script (CSS shows the chosen drawing)
  await page.locator('[data-rot="1"]').check();
  await expect(page.locator('[data-view="1"] svg')).toBeVisible();
  await expect(page.locator('[data-view="0"]')).toBeHidden();
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: 'reports/screenshots/tile-page-nojs-narrow.png', fullPage: true });
  await ctx.close();
});

test('a tile page: hover and focus highlight a feature, buttons and the R key rotate, examples and analysis links work', async ({
  page,
}) => {
  const errors = errorsOf(page);
  await page.goto('/cs/karticky/base-d/');
  const insp = page.locator('[data-tile-inspector="BASE.D"]');
  const hl = (q: number, i: number) => insp.locator(`[data-view="${q}"] [data-hl="${i}"]`);
  await expect(hl(0, 1)).toHaveCSS('opacity', '0');
  await insp.locator('[data-feature="1"]').hover();
  await expect(hl(0, 1)).toHaveCSS('opacity', '1');
  await expect(hl(0, 0)).toHaveCSS('opacity', '0');
  await page.mouse.move(0, 0);
  await insp.locator('[data-feature="0"]').focus();
  await expect(hl(0, 0)).toHaveCSS('opacity', '1');
  // rotate: a button, then the keyboard
  await insp.locator('[data-turn="1"]').click();
  await expect(insp).toHaveAttribute('data-rotation', '90');
  await expect(insp.locator('[data-view="1"] svg')).toBeVisible();
  // the edges turn with the tile: the city (north at 0°) faces east at 90°
  await expect(insp.locator('[data-q="1"] [data-edge="E"]')).toContainText('město');
  await page.locator('h1').click();
  await page.keyboard.press('r');
  await expect(insp).toHaveAttribute('data-rotation', '180');
  await page.keyboard.press('Shift+R');
  await page.keyboard.press('Shift+R');
  await expect(insp).toHaveAttribute('data-rotation', '0');
  // where it appears: each link names an example on its rules page
  const links = page.locator('[data-example-link]');
  expect(await links.count()).toBeGreaterThan(0);
  const href = (await links.first().getAttribute('href'))!;
  await links.first().click();
  await expect(page).toHaveURL(href);
  await expect(page.locator(`#${href.split('#')[1]}`)).toBeVisible();
  // put on the analysis board: the engine reads the position, the tile is in hand
  await page.goto('/en/tiles/ic-k/');
  await page.locator('a[data-action="analyse"]').click();
  await expect(page).toHaveURL(/\/en\/analysis\/\?pozice=/);
  const root = page.locator('[data-analysis]');
  await expect(root).toHaveAttribute('data-position', /^\d+~/);
  const g = readNotation((await root.getAttribute('data-position'))!);
  expect(g instanceof Game && g.current).toBe('IC.K');
  expect(errors).toEqual([]);
});

test("the rules pages' tile lists link each known tile to its page", async ({ page }) => {
  for (const [path, lang, base] of [
    ['/cs/hostince-a-katedraly/', 'cs', 'karticky'],
    ['/en/king-and-robber-baron/', 'en', 'tiles'],
  ] as const) {
    await page.goto(path);
    const list = page.locator('[data-tile-set]').first();
    const set = (await list.getAttribute('data-tile-set'))!;
    const tiles = ALL.filter((t) => t.set === set);
    for (const t of tiles) {
      const link = list.locator(`[data-tile="${t.id}"] a[data-tile-link]`);
      if (t.known) await expect(link).toHaveAttribute('href', `/${lang}/${base}/${slug(t.id)}/`);
      else await expect(link).toHaveCount(0);
    }
    const first = tiles.find((t) => t.known)!;
    await list.locator(`[data-tile="${first.id}"] a[data-tile-link]`).click();
    await expect(page.locator(`[data-tile-inspector="${first.id}"]`)).toBeVisible();
  }
});

/** Notation of a base-game position with the given tiles. */
function position(board: [string, number, number, 0 | 90 | 180 | 270][]): string {
  const s = {
    id: 'x',
    title: { cs: 'x' },
    rules: ['base'],
    players: ['red', 'blue'],
    scores: { red: 0, blue: 0 },
    board: board.map(([tile, x, y, rotation]) => ({ tile, at: [x, y], rotation, meeples: [] })),
    end: false,
  };
  const problems: unknown[] = [];
  const g = buildPosition(s as never, 'x', problems as never);
  if (!g) throw new Error(JSON.stringify(problems));
  return makeNotation(positionOf(g));
}

/** Moves the analysis board's keyboard cursor to cell [x, y] with the arrow keys. */
async function cursorTo(page: Page, root: Locator, x: number, y: number): Promise<void> {
  await root.locator('[data-part="canvas"]').focus();
  for (let i = 0; i < 30 && (await root.getAttribute('data-cursor')) !== `${x},${y}`; i++) {
    const c = (await root.getAttribute('data-cursor'))?.split(',').map(Number);
    const key = !c
      ? 'ArrowRight'
      : c[0]! < x
        ? 'ArrowRight'
        : c[0]! > x
          ? 'ArrowLeft'
          : c[1]! < y
            ? 'ArrowDown'
            : 'ArrowUp';
    await page.keyboard.press(key);
  }
  await expect(root).toHaveAttribute('data-cursor', `${x},${y}`);
}

test('analysis board: "what fits here" on an empty frontier cell lists what the engine says, with copies left', async ({
  page,
}) => {
  const errors = errorsOf(page);
  // all four copies of BASE.D used up, so one kind that would fit has no copy left
  const pos = position([
    ['BASE.D', 0, 0, 0],
    ['BASE.D', 1, 0, 0],
    ['BASE.D', 2, 0, 0],
    ['BASE.D', -1, 0, 0],
    ['BASE.E', 0, -1, 180],
  ]);
  await page.goto(`/cs/rozbor/?pozice=${pos}`);
  const root = page.locator('[data-analysis]');
  await expect(root).toHaveAttribute('data-position', pos);
  await expect(page.locator('[data-part="canvas"]')).toHaveAttribute('data-cell-size', /\d/);
  const panel = page.locator('[data-part="fits-panel"]');
  await expect(panel).toBeHidden();
  const g = readNotation(pos) as Game;
  const base = SETS.find((s) => s.id === 'BASE')!.tiles;
  const used = new Map<string, number>();
  for (const t of g.board.tiles) used.set(t.tile.id, (used.get(t.tile.id) ?? 0) + 1);
  const left = (id: string) => base.find((t) => t.id === id)!.count - (used.get(id) ?? 0);
  for (const [x, y] of [
    [3, 0],
    [1, -1],
    [0, 1],
  ] as const) {
    await cursorTo(page, root, x, y);
    await expect(panel).toBeVisible();
    await expect(panel).toHaveAttribute('data-fits-cell', `${x},${y}`);
    const all = fittingTiles(
      g.board,
      x,
      y,
      base.map((t) => t.id),
    );
    const want = all.filter((f) => left(f.id) > 0).map((f) => [f.id, String(f.rotations.length), String(left(f.id))]);
    const got = await panel
      .locator('[data-fit-tile]')
      .evaluateAll((els) =>
        els.map((e) => [
          e.getAttribute('data-fit-tile'),
          e.getAttribute('data-rotations'),
          e.getAttribute('data-left'),
        ]),
      );
    expect(got).toEqual(want);
    if (x === 3) {
      // east of the row of BASE.D: BASE.D itself would fit but has no copy left
      expect(all.some((f) => f.id === 'BASE.D')).toBe(true);
      expect(got.some(([id]) => id === 'BASE.D')).toBe(false);
      await expect(panel).toContainText(/nezbývá/);
    }
  }
  expect((await new AxeBuilder({ page }).include('[data-part="fits-panel"]').analyze()).violations).toEqual([]);
  // picking a tile from the panel puts it on that cell, ready to place
  const first = panel.locator('[data-fit-tile] button').first();
  const id = (await panel.locator('[data-fit-tile]').first().getAttribute('data-fit-tile'))!;
  await first.click();
  await expect(root).toHaveAttribute('data-picked', id);
  await expect(root).toHaveAttribute('data-selection', /^0,1,/);
  // a taken cell shows no panel
  const p = await cellPoint(page, 0, 0);
  await page.mouse.click(p.x, p.y);
  await expect(root).toHaveAttribute('data-cursor', '0,0');
  await expect(panel).toBeHidden();
  await page.screenshot({ path: 'reports/screenshots/analysis-fits.png', fullPage: false });
  expect(errors).toEqual([]);
});

test('analysis board: a dead spot (city above and below, road left and right) says that nothing fits', async ({
  page,
}) => {
  const errors = errorsOf(page);
  const pos = position([
    ['BASE.E', 0, -1, 180],
    ['BASE.U', -1, 0, 90],
    ['BASE.U', 1, 0, 90],
    ['BASE.E', 0, 1, 0],
  ]);
  const g = readNotation(pos) as Game;
  const base = SETS.find((s) => s.id === 'BASE')!.tiles.map((t) => t.id);
  expect(fittingTiles(g.board, 0, 0, base)).toEqual([]);
  expect(fittingTiles(g.board, 0, 2, base).length).toBeGreaterThan(0);
  await page.goto(`/en/analysis/?pozice=${pos}`);
  const root = page.locator('[data-analysis]');
  await expect(root).toHaveAttribute('data-position', pos);
  await expect(page.locator('[data-part="canvas"]')).toHaveAttribute('data-cell-size', /\d/);
  await cursorTo(page, root, 0, 0);
  const panel = page.locator('[data-part="fits-panel"]');
  await expect(panel).toHaveAttribute('data-fits-cell', '0,0');
  await expect(panel.locator('[data-fit-tile]')).toHaveCount(0);
  await expect(panel.locator('[data-fits-summary]')).toContainText('dead spot');
  expect(errors).toEqual([]);
});

test("the bridge tile's page: four corner fields, each worded by its corner, open to a farmer", async ({ page }) => {
  await page.goto('/cs/karticky/krb-01/');
  const insp = page.locator('[data-tile-inspector="KRB.01"]');
  const fields = insp.locator('[data-feature][data-kind="field"]');
  await expect(fields).toHaveCount(4);
  const words = await fields.locator('.insp-where[data-q="0"]').allTextContents();
  expect(
    words.map((w) =>
      w
        .replace(/^\s*–\s*/, '')
        .replace(/\s+/g, ' ')
        .trim(),
    ),
  ).toEqual(['v severovýchodním rohu', 'v jihovýchodním rohu', 'v jihozápadním rohu', 'v severozápadním rohu']);
  for (const f of await fields.all()) {
    await expect(f).not.toContainText('Sem nesmí žádný družiník');
    await expect(f).not.toContainText('uprostřed kartičky');
    await expect(f.locator('.insp-who')).toHaveAttribute('data-figures', /normal/);
  }
  // fields on one side of a tile read differently (IC.I: two on the west, two on the east)
  await page.goto('/cs/karticky/ic-i/');
  const ici = await page
    .locator('[data-tile-inspector="IC.I"] [data-kind="field"] .insp-where[data-q="0"]')
    .allTextContents();
  expect(new Set(ici).size).toBe(ici.length);
});

test('a numbered tile page names the tile as the boards do ("kartička č. 1 ze sady Lázně"), in both languages', async ({
  page,
}) => {
  await page.goto('/cs/karticky/bath-01/');
  await expect(page.locator('[data-tile-called]')).toHaveText(
    'Na hracích plochách a v popisech tahů: kartička č. 1 ze sady Lázně.',
  );
  await page.goto('/en/tiles/bath-01/');
  await expect(page.locator('[data-tile-called]')).toContainText('tile no. 1 from the');
});

// A copy of a printed tile that a module tells apart (the garden copies of the Abbot) has a page
// of its own, and the two pages link each other; its garden is named and takes only the abbot.
test('a garden copy has its own page, linked from and to its printed tile (built pages)', () => {
  const read = (path: string) => readFileSync(fileFor(path)!, 'utf8');
  for (const [printed, copy] of [
    ['base-e', 'base-e-garden'],
    ['river-j', 'river-j-garden'],
  ] as const) {
    const copyHtml = read(`/cs/karticky/${copy}/`);
    expect(copyHtml).toMatch(new RegExp(`data-variant-of="[A-Z]+\\.[A-Z]"[^>]*><a href="/cs/karticky/${printed}/"`));
    expect(copyHtml).toMatch(/<strong[^>]*>Zahrada<\/strong>/);
    expect(copyHtml).toMatch(/data-figures="abbot"/);
    expect(read(`/cs/karticky/${printed}/`)).toMatch(new RegExp(`data-variants[^>]*><a href="/cs/karticky/${copy}/"`));
    expect(read(`/en/tiles/${copy}/`)).toMatch(/<strong[^>]*>Garden<\/strong>/);
  }
});
