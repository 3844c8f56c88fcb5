/**
 * Contact sheet of every tile of every known set at 48, 100 and 200 px (plus
 * all four rotations at 100 px and a few boards), written as HTML and
 * screenshotted with the system Chromium to /tmp/tiles-*.png.
 *
 *   npx tsx scripts/tile-sheet.ts [--theme=dark] [--only=SET] [--ids=BASE.A,IC.D] [--tag=name]
 *
 * `--ids` draws only those tiles (all rotations at 48, 64, 100 and 200 px) into
 * /tmp/tiles[-dark]-<tag or "ids">.png, for a close look.
 */
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import '../src/engine/index.js';
import '../src/engine/modules/art.js';
import { tileSets, isDrawable, isIllustrative } from '../src/art/sets.js';
import { tileSvg, boardSvg, meepleSvg } from '../src/art/svg.js';
import { PLAYER_COLORS } from '../src/art/meeple.js';

const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const dark = args.get('theme') === 'dark';
const only = args.get('only');
const ids = args.get('ids')?.split(',');
const tag = args.get('tag') ?? 'ids';

const sections: { name: string; html: string }[] = [];
if (ids) {
  const rows = ids.map(
    (id) =>
      `<div class="cell wide"><b>${id}</b>${[48, 64, 100, 200].map((px) => `<div class="rots">${[0, 90, 180, 270].map((r) => tileSvg(id, r, { px })).join('')}</div>`).join('')}</div>`,
  );
  sections.push({ name: tag, html: `<h2>${tag}</h2><div class="grid">${rows.join('')}</div>` });
}
for (const set of ids ? [] : tileSets()) {
  if (only && set.id !== only) continue;
  const rows: string[] = [];
  for (const t of set.tiles) {
    if (!isDrawable(t)) {
      rows.push(
        `<div class="cell unknown"><b>${t.id}</b><span>${t.known ? 'award tile' : 'unknown'} ×${t.count}</span></div>`,
      );
      continue;
    }
    const ill = isIllustrative(t) ? ' <i>illustrative</i>' : '';
    rows.push(
      `<div class="cell"><b>${t.id}</b>${ill}<div class="sizes">${tileSvg(t, 0, { px: 48 })}${tileSvg(t, 0, { px: 100 })}${tileSvg(t, 0, { px: 200 })}</div>` +
        `<div class="rots">${[0, 90, 180, 270].map((r) => tileSvg(t, r, { px: 64 })).join('')}</div></div>`,
    );
  }
  sections.push({ name: set.id, html: `<h2>${set.id}</h2><div class="grid">${rows.join('')}</div>` });
}

const pairs = [
  ['BASE.F', 'BASE.G'],
  ['BASE.M', 'BASE.N'],
  ['BASE.S', 'BASE.T'],
  ['IC.K', 'BASE.C'],
  ['BASE.H', 'BASE.I'],
  ['BASE.M', 'IC.P'],
  ['IC.G', 'BASE.E'],
];
const pairHtml = `<h2>Pairs that differ in a detail</h2><div class="grid">${pairs.map(([a, b]) => `<div class="cell pair"><b>${a} | ${b}</b><div class="sizes">${tileSvg(a!, 0, { px: 48 })}${tileSvg(b!, 0, { px: 48 })}<span style="width:12px"></span>${tileSvg(a!, 0, { px: 100 })}${tileSvg(b!, 0, { px: 100 })}</div></div>`).join('')}</div>`;
const extra =
  pairHtml +
  `<h2>Meeples and boards</h2><div class="meeples">${PLAYER_COLORS.map((c) => meepleSvg(c, 'normal', 40) + meepleSvg(c, 'large', 56) + meepleSvg(c, 'normal', 40, undefined, true)).join(' ')}</div>
<div class="boards">${boardSvg(
    {
      tiles: [
        {
          tile: 'BASE.D',
          at: [0, 0],
          meeples: [
            { player: 'red', at: 'N' },
            { player: 'blue', at: 'SSE' },
          ],
        },
        { tile: 'BASE.N', at: [1, 0], rotation: 270, meeples: [{ player: 'green', at: 'E', kind: 'large' }] },
        { tile: 'BASE.A', at: [0, 1], rotation: 180, meeples: [{ player: 'yellow', at: 'C' }] },
        {
          tile: 'IC.L',
          at: [-1, 0],
          rotation: 90,
          meeples: [
            { player: 'black', at: 'S' },
            { player: 'pink', at: 'W' },
          ],
        },
      ],
      move: { tile: 'BASE.E', at: [1, 1], rotation: 90, meeples: [{ player: 'red', at: 'E' }] },
      highlight: [
        { at: [0, 0], location: 'N' },
        { at: [1, 0], location: 'W' },
        { at: [0, 0], location: 'SSW' },
        { at: [-1, 0], location: 'S' },
      ],
    },
    { label: 'Ukázka', px: 160 },
  )}</div>`;

const bg = dark ? '#1b1d22' : '#ffffff';
const fg = dark ? '#eee' : '#222';
const html = `<!doctype html><meta charset="utf-8"><style>
body{font:12px system-ui,sans-serif;background:${bg};color:${fg};margin:12px;--board-bg:${dark ? '#2a2d34' : '#EFEBE2'};--grid:${dark ? 'rgba(255,255,255,.15)' : 'rgba(0,0,0,.15)'}}
.grid{display:flex;flex-wrap:wrap;gap:10px}.cell{border:1px solid #8884;padding:4px;width:372px}
.sizes,.rots{display:flex;gap:6px;align-items:flex-end}.rots{margin-top:4px}.wide{width:auto}.unknown{width:160px;height:60px;border-style:dashed}.pair{width:auto}
svg{display:block}.meeples{display:flex;flex-wrap:wrap;gap:6px;align-items:center}
</style>${sections.map((s) => s.html).join('')}${ids ? '' : extra}`;

const file = '/tmp/tile-sheet.html';
writeFileSync(file, html);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  const page = await browser.newPage({ viewport: { width: 1600, height: 900 } });
  await page.goto('file://' + file);
  const theme = dark ? '-dark' : '';
  await page.screenshot({ path: `/tmp/tiles${theme}-all.png`, fullPage: true });
  // one shot per section, so each stays readable
  const h2 = await page.locator('h2').all();
  for (const h of h2) {
    const name = (await h.textContent())!.split(' ')[0]!.toLowerCase();
    const box = await h.evaluate((el) => {
      const n = el.nextElementSibling as HTMLElement;
      const a = el.getBoundingClientRect();
      const b = n.getBoundingClientRect();
      return { x: 0, y: a.top + window.scrollY, width: 1600, height: b.bottom - a.top + 8 };
    });
    await page.screenshot({ path: `/tmp/tiles${theme}-${name}.png`, clip: box, fullPage: true });
  }
  if (!ids) await page.locator('.boards').screenshot({ path: `/tmp/tiles${theme}-board.png` });
  console.log('wrote', file, 'and /tmp/tiles' + theme + '-*.png');
} finally {
  await browser.close();
}
