/**
 * Free play's expert computer player in the browser (part of `npm run bench -- --site`;
 * `--expert-worker-only` runs only this, with `--dist DIR` on an existing build): a game of
 * two experts with every fully known rule set, its first `moves` moves chosen in the page's
 * Web Worker. Prints the milliseconds per move as the worker measured them (free play's
 * `data-bot-ms`, the choice alone: median, p90, largest) and the main thread's long tasks
 * (PerformanceObserver `longtask`, over 50 ms) while the experts played: the page stays
 * responsive when there are none. Figures, not pass/fail.
 */
import type { Browser } from '@playwright/test';

const MODULES = 'base,inns-cathedrals,king-robber-baron,bathhouses';

/** Nearest-rank quantile `q` of `xs` (sorted ascending). */
const rank = (xs: readonly number[], q: number): number => xs[Math.min(xs.length - 1, Math.ceil(q * xs.length) - 1)]!;

/** Plays `moves` expert moves on `origin`'s free-play page and prints one line. */
export async function expertWorkerBench(browser: Browser, origin: string, moves = 24): Promise<void> {
  const page = await browser.newPage();
  try {
    await page.addInitScript(() => {
      const w = window as unknown as { longTasks: number[]; thought: number[] };
      w.longTasks = [];
      w.thought = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.longTasks.push(e.duration);
      }).observe({ type: 'longtask', buffered: false });
      // every thinking time the page is told, not only the last one
      new MutationObserver((records) => {
        for (const r of records) {
          const v = (r.target as HTMLElement).dataset.botMs;
          if (r.attributeName === 'data-bot-ms' && v) w.thought.push(Number(v));
        }
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-bot-ms'] });
    });
    await page.goto(`${origin}/cs/hra/?moduly=${MODULES}&hraci=pocitac-expert,pocitac-expert&seed=3`);
    const root = page.locator('[data-free-play]');
    await root.waitFor();
    // the page's own start is not the experts' play: long tasks counted from the first move on
    await page.waitForFunction(
      () => Number(document.querySelector('[data-free-play]')?.getAttribute('data-moves')) >= 1,
      null,
      {
        timeout: 60_000,
      },
    );
    await page.evaluate(() => ((window as unknown as { longTasks: number[] }).longTasks = []));
    const t0 = Date.now();
    await page.waitForFunction(
      (n) => Number(document.querySelector('[data-free-play]')?.getAttribute('data-moves')) >= n,
      moves + 1,
      { timeout: moves * 5_000, polling: 200 },
    );
    const wall = Date.now() - t0;
    const { thought, longTasks } = await page.evaluate(() => {
      const w = window as unknown as { longTasks: number[]; thought: number[] };
      return { thought: w.thought, longTasks: w.longTasks };
    });
    const times = thought.slice(1, moves + 1).sort((a, b) => a - b);
    const longest = longTasks.length ? Math.max(...longTasks) : 0;
    console.log(
      `free play, expert in the worker (${MODULES}, two experts): ${times.length} moves, ms per move median ${rank(times, 0.5)}, ` +
        `p90 ${rank(times, 0.9)}, max ${times.at(-1)}; main thread meanwhile: ${longTasks.length} long tasks (over 50 ms), ` +
        `longest ${longest.toFixed(0)} ms, in ${(wall / 1000).toFixed(0)} s`,
    );
  } finally {
    await page.close();
  }
}
