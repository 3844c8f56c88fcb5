/**
 * The analysis board's time from a forum link to a usable board (`npm run bench -- --site`,
 * or alone with `npm run bench -- --analysis-open [--dist DIR]`): a finished two-player base
 * game (72 tiles, the advanced computer players, seed 7) as the packed `?pozice=` link the
 * board shares, opened on a fresh page (new browser context, cold cache) on a desktop window
 * (1440 × 900) and on a phone viewport (390 × 844, touch) with the CPU slowed 4× (Chromium's
 * `Emulation.setCPUThrottlingRate`). "Usable" is the first moment the root carries
 * `data-position` and the canvas box `data-cell-size` (the board drawn, taps land on cells),
 * read in the page against navigation start (`performance.now()`). Median and slowest of
 * `runs` per viewport, in milliseconds. Aims: ≤ 1 s desktop, ≤ 2.5 s phone.
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
 * `window.__usable`. A string, so that no helper of the bundler that runs the bench ends up in
 * the page.
 */
const ARM_USABLE = `(() => {
  const check = () => {
    if (window.__usable !== undefined) return;
    const root = document.querySelector('[data-analysis]');
    const canvas = document.querySelector('[data-part="canvas"]');
    if (root?.getAttribute('data-position') && canvas?.getAttribute('data-cell-size')) window.__usable = performance.now();
  };
  new MutationObserver(check).observe(document, { subtree: true, attributes: true, childList: true });
})();`;

/**
 * Opens the finished game's link `runs` times per view and prints median and slowest.
 * @returns the medians by view label (ms)
 */
export async function analysisOpenBench(browser: Browser, origin: string, runs = 5): Promise<Record<string, number>> {
  const link = `${origin}/cs/rozbor/?pozice=${finishedGameLink()}`;
  console.log(`\nanalysis board, a finished 72-tile game's link to a usable board (${runs} cold runs each):`);
  const out: Record<string, number> = {};
  for (const v of VIEWS) {
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const ctx = await browser.newContext({ viewport: v.viewport, isMobile: v.mobile, hasTouch: v.mobile });
      const page = await ctx.newPage();
      if (v.cpu > 1) {
        const cdp = await ctx.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: v.cpu });
      }
      await page.addInitScript({ content: ARM_USABLE });
      await page.goto(link);
      await page.waitForFunction(() => (window as unknown as { __usable?: number }).__usable !== undefined, null, {
        timeout: 60_000,
      });
      times.push(await page.evaluate(() => (window as unknown as { __usable: number }).__usable));
      await ctx.close();
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)]!;
    out[v.label] = median;
    console.log(
      `  ${v.label}: median ${median.toFixed(0)} ms, slowest ${times.at(-1)!.toFixed(0)} ms (aim ≤ ${v.aimMs} ms)`,
    );
  }
  return out;
}
