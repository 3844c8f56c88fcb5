/**
 * The analysis board's time from a forum link to a usable board (`npm run bench -- --site`,
 * or alone with `npm run bench -- --analysis-open [--dist DIR]`): a finished two-player base
 * game (72 tiles, the advanced computer players, seed 7) as the packed `?pozice=` link the
 * board shares, opened on a fresh page (new browser context, cold cache) on a desktop window
 * (1440 × 900) and on a phone viewport (390 × 844, touch) with the CPU slowed 4× (Chromium's
 * `Emulation.setCPUThrottlingRate`). "Usable" is the first moment the root carries
 * `data-position` and the canvas box `data-cell-size` (the board laid out, taps land on cells),
 * read in the page against navigation start (`performance.now()`). "Drawn" is when the frame
 * after that has been painted (two animation frames later: the first board frame draws every
 * tile, which a reader waits for as well, though no attribute marks it). Median and slowest of
 * `runs` per viewport, in milliseconds. Aims (usable): ≤ 1 s desktop, ≤ 2.5 s phone.
 */
import type { Browser } from '@playwright/test';
import { chooseMove, packNotation, positionOf } from '../src/engine/index.js';
import { playIndex } from '../src/play/record.js';
import { advancedBaseGame } from './links.js';

/** The finished game's packed notation (72 tiles). */
export function finishedGameLink(): string {
  const g = advancedBaseGame();
  while (!g.ended) if (!playIndex(g, chooseMove(g, 'advanced', { seed: 7 }))) throw new Error('illegal move');
  return packNotation(positionOf(g));
}

interface View {
  label: string;
  viewport: { width: number; height: number };
  mobile: boolean;
  /** CPU slow-down factor (1 = none). */
  cpu: number;
  aimMs: number;
}

const VIEWS: View[] = [
  { label: 'desktop 1440 × 900', viewport: { width: 1440, height: 900 }, mobile: false, cpu: 1, aimMs: 1000 },
  { label: 'phone 390 × 844, CPU 4× slower', viewport: { width: 390, height: 844 }, mobile: true, cpu: 4, aimMs: 2500 },
];

/**
 * Records, in the page, when the board first becomes usable (ms after navigation start), in
 * `window.__usable`, and when the next frame has been painted, in `window.__drawn` (the board's
 * frame loop asks for its frame before this script's first animation frame, so the second one
 * comes after the board's first frame is on screen). A string, so that no helper of the
 * bundler that runs the bench ends up in the page.
 */
const ARM_USABLE = `(() => {
  const check = () => {
    if (window.__usable !== undefined) return;
    const root = document.querySelector('[data-analysis]');
    const canvas = document.querySelector('[data-part="canvas"]');
    if (root?.getAttribute('data-position') && canvas?.getAttribute('data-cell-size')) {
      window.__usable = performance.now();
      requestAnimationFrame(() => requestAnimationFrame(() => (window.__drawn = performance.now())));
    }
  };
  new MutationObserver(check).observe(document, { subtree: true, attributes: true, childList: true });
})();`;

/** Median and slowest of `times` (ms), sorted in place. */
function spread(times: number[]): { median: number; slowest: number } {
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)]!, slowest: times.at(-1)! };
}

/**
 * Opens the finished game's link `runs` times per view and prints median and slowest, of the
 * usable board and of its first frame drawn.
 * @returns the medians of the usable board by view label (ms)
 */
export async function analysisOpenBench(browser: Browser, origin: string, runs = 5): Promise<Record<string, number>> {
  const link = `${origin}/cs/rozbor/?pozice=${finishedGameLink()}`;
  console.log(`\nanalysis board, a finished 72-tile game's link to a usable board (${runs} cold runs each):`);
  const out: Record<string, number> = {};
  for (const v of VIEWS) {
    const times: number[] = [];
    const drawn: number[] = [];
    for (let i = 0; i < runs; i++) {
      const ctx = await browser.newContext({ viewport: v.viewport, isMobile: v.mobile, hasTouch: v.mobile });
      const page = await ctx.newPage();
      if (v.cpu > 1) {
        const cdp = await ctx.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: v.cpu });
      }
      await page.addInitScript({ content: ARM_USABLE });
      await page.goto(link);
      await page.waitForFunction(() => (window as unknown as { __drawn?: number }).__drawn !== undefined, null, {
        timeout: 60_000,
      });
      const [usable, painted] = await page.evaluate(() => {
        const w = window as unknown as { __usable: number; __drawn: number };
        return [w.__usable, w.__drawn];
      });
      times.push(usable!);
      drawn.push(painted!);
      await ctx.close();
    }
    const u = spread(times);
    const d = spread(drawn);
    out[v.label] = u.median;
    console.log(
      `  ${v.label}: median ${u.median.toFixed(0)} ms, slowest ${u.slowest.toFixed(0)} ms (aim ≤ ${v.aimMs} ms); ` +
        `first frame drawn: median ${d.median.toFixed(0)} ms, slowest ${d.slowest.toFixed(0)} ms`,
    );
  }
  return out;
}
