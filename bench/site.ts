/**
 * Site figures for `npm run bench` (after the engine figures; `npm run bench -- --site`
 * runs only these). Figures, not pass/fail; the aims come from the issue on the sandbox.
 *
 * 1. Builds the site into its own folder under the OS temp dir (`astro build --outDir`,
 *    then Pagefind), holding /tmp/astro.lock while Astro runs when that lock is usable, so
 *    it never touches dist/ and never races another build. `--dist DIR` measures an
 *    existing build instead (no build time then).
 * 2. Serves that folder with a small static server (node:http, gzip like a real host) on
 *    the first free port in 4450–4470.
 * 3. In Chromium (PLAYWRIGHT_CHROMIUM, else /usr/bin/chromium, else Playwright's own):
 *    - on every page, the JavaScript requested before any sandbox starts and, on pages
 *      with examples, the JavaScript added once the first example's sandbox starts;
 *      sizes are the gzip (node:zlib, level 6) of each response body actually received;
 *    - the sandbox's first interactive frame after a click on "Zahrát" for a few examples,
 *      10 runs each on a fresh page (new browser context, cold cache). `--query '?renderer=webgl'`
 *      appends a query to those pages (compare renderers); `--frames-only` skips the per-page JS.
 *    - a finished game's link to a usable analysis board (bench/analysis-open.ts; `--analysis-open`);
 *    - free play's expert computer player thinking in the page's worker (bench/expert-worker.ts;
 *      `--expert-worker-only` runs only this).
 * 4. Lighthouse on the home page and three rules pages (bench/lighthouse.ts), unless
 *    `--no-lighthouse`; `--lighthouse-runs N` runs each page N times (default 3).
 */
import { spawn, spawnSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { accessSync, constants, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, relative, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from '@playwright/test';
import { expertWorkerBench } from './expert-worker.js';
import { lighthouseBench } from './lighthouse.js';
import { analysisOpenBench } from './analysis-open.js';

const ROOT = resolve(import.meta.dirname, '..');
const LOCK = '/tmp/astro.lock';
const PORTS = [4450, 4470] as const;
const AIM_BEFORE_KB = 20;
const AIM_FRAME_MS = 300;
const RUNS = 10;
/** Representative examples: a mid-size city with a cathedral, bathhouses, a bigger end-of-game board. */
const EXAMPLES = [
  { page: '/cs/hostince-a-katedraly/', id: 'katedrala-27' },
  { page: '/cs/lazne/', id: 'lazne-mesto-bonus' },
  { page: '/cs/kral-a-loupezivy-rytir/', id: 'kral-a-rytir-konec' },
];
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** Strings only PixiJS's own code carries (its toString()s and banner). */
const PIXI_RE = /\[pixi\.js[/:]|PixiJS /;

const gz = (b: Buffer | string): number => gzipSync(b, { level: 6 }).length;
const kb = (n: number): string => `${(n / 1024).toFixed(1)} KB`;
const ms = (n: number): string => `${n.toFixed(0)} ms`;

// ---------------------------------------------------------------- build

interface Build {
  dist: string;
  astroMs: number;
  pagefindMs: number;
  lockWaitMs: number;
  temp: string | null;
}

function lockUsable(): boolean {
  if (spawnSync('flock', ['--version'], { stdio: 'ignore' }).status !== 0) return false;
  try {
    if (existsSync(LOCK)) accessSync(LOCK, constants.W_OK);
    else accessSync('/tmp', constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

/** Runs a command; resolves with the time (ms) from `marker` on stdout (or the start) to the end. */
function timed(cmd: string, args: string[], marker?: string): Promise<{ ms: number; wait: number }> {
  return new Promise((res, rej) => {
    const t0 = performance.now();
    let tStart = marker ? NaN : t0;
    let log = '';
    const p = spawn(cmd, args, {
      cwd: ROOT,
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    p.stdout.on('data', (d: Buffer) => {
      log += d;
      if (marker && Number.isNaN(tStart) && log.includes(marker)) tStart = performance.now();
    });
    p.stderr.on('data', (d: Buffer) => {
      log += d;
    });
    p.on('error', rej);
    p.on('close', (code) => {
      const t1 = performance.now();
      if (code !== 0) rej(new Error(`${cmd} ${args.join(' ')} exited with ${code}\n${log.slice(-3000)}`));
      else res({ ms: t1 - (Number.isNaN(tStart) ? t0 : tStart), wait: (Number.isNaN(tStart) ? t0 : tStart) - t0 });
    });
  });
}

async function build(): Promise<Build> {
  const temp = mkdtempSync(join(tmpdir(), 'hp-bench-site-'));
  const dist = join(temp, 'dist');
  const marker = '@@bench: lock held@@';
  // the marker is printed once the lock is held, so the build time excludes waiting for it
  const script = `echo '${marker}'; exec npx astro build --outDir "$0"`;
  const astro = lockUsable()
    ? await timed('flock', [LOCK, 'sh', '-c', script, dist], marker)
    : await timed('sh', ['-c', script, dist], marker);
  const pagefind = await timed('npx', ['pagefind', '--site', dist, '--silent']);
  return { dist, astroMs: astro.ms, pagefindMs: pagefind.ms, lockWaitMs: astro.wait, temp };
}

function walk(dir: string): { path: string; size: number }[] {
  const out: { path: string; size: number }[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) out.push(...walk(p));
    else if (e.isFile()) out.push({ path: p, size: statSync(p).size });
  }
  return out;
}

// ---------------------------------------------------------------- server

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESS = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.xml', '.txt', '.webmanifest']);

/** A static host: index.html for folders, gzip for text (compressed once, kept in memory). */
function serve(dir: string): Promise<{ server: Server; origin: string }> {
  const cache = new Map<string, { raw: Buffer; gzip: Buffer | null }>();
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    let file = join(dir, decodeURIComponent(url.pathname));
    if (!file.startsWith(dir)) {
      res.writeHead(403).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) {
      if (!url.pathname.endsWith('/')) {
        res.writeHead(301, { location: `${url.pathname}/${url.search}` }).end();
        return;
      }
      file = join(file, 'index.html');
    }
    if (!existsSync(file) || !statSync(file).isFile()) {
      const nf = join(dir, '404.html');
      res.writeHead(404, { 'content-type': TYPES['.html']! }).end(existsSync(nf) ? readFileSync(nf) : 'not found');
      return;
    }
    const ext = extname(file);
    let entry = cache.get(file);
    if (!entry) {
      const raw = readFileSync(file);
      entry = { raw, gzip: COMPRESS.has(ext) ? gzipSync(raw, { level: 6 }) : null };
      cache.set(file, entry);
    }
    const useGzip = entry.gzip && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const body = useGzip ? entry.gzip! : entry.raw;
    res.writeHead(200, {
      'content-type': TYPES[ext] ?? 'application/octet-stream',
      'content-length': body.length,
      'cache-control': 'no-cache',
      vary: 'accept-encoding',
      ...(useGzip ? { 'content-encoding': 'gzip' } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  return new Promise((res, rej) => {
    const tryPort = (port: number): void => {
      if (port > PORTS[1]) {
        rej(new Error(`no free port in ${PORTS[0]}–${PORTS[1]}`));
        return;
      }
      server.once('error', (e: NodeJS.ErrnoException) => (e.code === 'EADDRINUSE' ? tryPort(port + 1) : rej(e)));
      server.listen(port, '127.0.0.1', () => res({ server, origin: `http://127.0.0.1:${port}` }));
    };
    tryPort(PORTS[0]);
  });
}

// ---------------------------------------------------------------- browser

function chromiumPath(): string | undefined {
  if (process.env.PLAYWRIGHT_CHROMIUM) return process.env.PLAYWRIGHT_CHROMIUM;
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined; // else Playwright's bundled browser
}

interface Script {
  url: string;
  raw: number;
  gzip: number;
  pixi: boolean;
}

/** Records every JavaScript response of a page (body as received, decoded). */
function recordScripts(page: Page): { scripts: Map<string, Script>; settle: () => Promise<void> } {
  const scripts = new Map<string, Script>();
  const pending: Promise<void>[] = [];
  page.on('response', (r) => {
    const type = r.headers()['content-type'] ?? '';
    if (r.request().resourceType() !== 'script' && !/javascript/.test(type)) return;
    pending.push(
      r.body().then(
        (b) => {
          scripts.set(r.url(), { url: r.url(), raw: b.length, gzip: gz(b), pixi: PIXI_RE.test(b.toString('latin1')) });
        },
        () => undefined,
      ),
    );
  });
  return {
    scripts,
    settle: async () => {
      await Promise.all(pending);
    },
  };
}

/**
 * Installed before any page script: notes when a click on a `[data-action="play"]` control
 * is dispatched (first listener of the capture phase).
 */
const INIT = `
  // tsx compiles this file keeping function names (an __name helper call) also inside the
  // functions page.evaluate() sends to the page; the page needs a no-op helper of that name
  window.__name ??= (f) => f;
  window.__hpBench = { t0: null };
  addEventListener('click', (e) => {
    const t = e.target;
    if (window.__hpBench.t0 === null && t instanceof Element && t.closest('[data-action="play"]')) window.__hpBench.t0 = performance.now();
  }, true);
`;

/**
 * First interactive frame (written out in the output): from the click on "Zahrát" (t0,
 * above) until (1) the example's mount has finished — its `.sandbox-canvas canvas` is in
 * the page, render() has drawn the board into the scene and `aria-busy` is gone, so the
 * controls and the board's pointer handlers are live — then (2) the next animation frame
 * has run (PixiJS's ticker, requested earlier, draws the stage in that frame before our
 * callback), then (3) a task queued from that frame has started: the frame is out and the
 * main thread is free to take input. t1 is taken at (3).
 */
function armReady(page: Page, id: string): Promise<void> {
  return page.evaluate((id) => {
    const w = window as unknown as { __hpBench: { t0: number | null; ready?: Promise<unknown> } };
    const root = document.querySelector<HTMLElement>(`[data-example="${id}"]`);
    if (!root) throw new Error(`no example ${id}`);
    // scripts asked for from now on (the pointer's arrival over the example, just before the
    // click, already starts the sandbox's downloads) count as the sandbox's
    const armed = performance.now();
    w.__hpBench.ready = new Promise((resolve, reject) => {
      const mounted = (): boolean => !root.hasAttribute('aria-busy') && !!root.querySelector('.sandbox-canvas canvas');
      const mo = new MutationObserver(() => {
        if (w.__hpBench.t0 === null || !mounted()) return;
        mo.disconnect();
        const tMounted = performance.now();
        requestAnimationFrame(() => {
          const tFrame = performance.now();
          const ch = new MessageChannel();
          ch.port1.onmessage = () => {
            const t1 = performance.now();
            const t0 = w.__hpBench.t0!;
            const js = performance
              .getEntriesByType('resource')
              .filter((e) => e.startTime >= armed && /\.m?js(\?|$)/.test(e.name))
              .map((e) => (e as PerformanceResourceTiming).responseEnd - t0);
            resolve({
              t0,
              t1,
              mounted: tMounted - t0,
              frame: tFrame - t0,
              jsLoaded: js.length ? Math.max(...js) : 0,
              renderer: root.querySelector<HTMLElement>('.sandbox-canvas')?.dataset.renderer ?? '?',
            });
          };
          ch.port2.postMessage(0);
        });
      });
      mo.observe(root, { attributes: true, childList: true, subtree: true });
      setTimeout(() => reject(new Error(`sandbox of ${id} not ready after 20 s`)), 20_000);
    });
  }, id);
}

interface Frame {
  total: number;
  mounted: number;
  frame: number;
  jsLoaded: number;
  renderer: string;
}

async function waitReady(page: Page): Promise<Frame> {
  const r = await page.evaluate(
    () => (window as unknown as { __hpBench: { ready: Promise<Frame & { t0: number; t1: number }> } }).__hpBench.ready,
  );
  return { total: r.t1 - r.t0, mounted: r.mounted, frame: r.frame, jsLoaded: r.jsLoaded, renderer: r.renderer };
}

async function openPage(browser: Browser, url: string) {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await ctx.newPage();
  await page.addInitScript(INIT);
  const rec = recordScripts(page);
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await rec.settle();
  return { ctx, page, rec };
}

/** JavaScript on one page before any sandbox and once its first example's sandbox runs. */
async function pageJs(browser: Browser, origin: string, path: string) {
  const { ctx, page, rec } = await openPage(browser, origin + path);
  const before = [...rec.scripts.values()];
  const inline = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLScriptElement>('script:not([src])')]
      .filter((s) => !s.type || s.type === 'module' || s.type === 'text/javascript')
      .map((s) => s.textContent ?? ''),
  );
  const inlineGzip = inline.length ? gz(inline.join('\n')) : 0;
  const examples = await page.locator('hp-example[data-example]').count();
  const started = await page.locator('.sandbox-canvas').count();
  let after: Script[] = [];
  let renderer = '';
  if (examples > 0) {
    const id = (await page.locator('hp-example[data-example]').first().getAttribute('data-example'))!;
    await armReady(page, id);
    await page.locator(`[data-example="${id}"] [data-action="play"]`).click();
    renderer = (await waitReady(page)).renderer;
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    await rec.settle();
    after = [...rec.scripts.values()].filter((s) => !before.some((b) => b.url === s.url));
  }
  await ctx.close();
  return { path, before, inlineGzip, examples, startedBeforeClick: started, after, renderer };
}

/**
 * `hover`: the pointer rests on the example for HOVER_MS before the click, as a reader's
 * does; the example then prefetches the sandbox code and prepares its tile drawings.
 */
const HOVER_MS = 600;

async function frameRuns(
  browser: Browser,
  origin: string,
  page: string,
  id: string,
  query: string,
  hover = false,
): Promise<Frame[]> {
  const runs: Frame[] = [];
  for (let i = 0; i < RUNS; i++) {
    const { ctx, page: p } = await openPage(browser, origin + page + query);
    const play = p.locator(`[data-example="${id}"] [data-action="play"]`);
    await play.scrollIntoViewIfNeeded();
    await p.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    if (hover) {
      await p.locator(`[data-example="${id}"]`).hover();
      await p.waitForTimeout(HOVER_MS);
    }
    await armReady(p, id);
    await play.click();
    runs.push(await waitReady(p));
    await ctx.close();
  }
  return runs;
}

// ---------------------------------------------------------------- report

function quantile(xs: number[], q: number): number {
  const s = [...xs].sort((a, b) => a - b);
  if (q === 0.5) return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)]!; // nearest rank
}

const name = (url: string): string => decodeURIComponent(new URL(url).pathname.split('/').pop() ?? url);
const sum = (xs: Script[]): number => xs.reduce((a, s) => a + s.gzip, 0);
const pad = (s: string, n: number): string => s.padEnd(n);
const lpad = (s: string, n: number): string => s.padStart(n);

/** The build to measure: `--dist DIR` (an existing build, not rebuilt), else a fresh one (timed). */
async function siteBuild(argv: string[]): Promise<Build> {
  const distArg = argv.indexOf('--dist');
  let b: Build;
  if (distArg >= 0) {
    const dist = resolve(argv[distArg + 1] ?? '');
    if (!existsSync(join(dist, 'cs'))) throw new Error(`--dist ${dist}: not a built site`);
    b = { dist, astroMs: NaN, pagefindMs: NaN, lockWaitMs: 0, temp: null };
    console.log(`site: existing build ${dist} (not rebuilt)`);
  } else {
    b = await build();
    console.log(
      `build: astro build ${(b.astroMs / 1000).toFixed(1)} s + pagefind ${(b.pagefindMs / 1000).toFixed(1)} s = ${((b.astroMs + b.pagefindMs) / 1000).toFixed(1)} s` +
        `${b.lockWaitMs > 500 ? ` (after ${(b.lockWaitMs / 1000).toFixed(1)} s waiting for ${LOCK})` : ''}, into ${b.dist}`,
    );
  }
  return b;
}

/** Prints the build's sizes on disk (all, Pagefind's index, the site's JS chunks); returns its files. */
function diskSizes(dist: string): ReturnType<typeof walk> {
  const files = walk(dist);
  const total = files.reduce((a, f) => a + f.size, 0);
  const pf = files.filter((f) => relative(dist, f.path).startsWith(`pagefind${sep}`));
  const js = files
    .filter((f) => f.path.endsWith('.js') && !relative(dist, f.path).startsWith(`pagefind${sep}`))
    .map((f) => ({ ...f, gzip: gz(readFileSync(f.path)) }))
    .sort((x, y) => y.size - x.size);
  console.log(
    `dist: ${(total / 1024 / 1024).toFixed(2)} MB in ${files.length} files (Pagefind index ${(pf.reduce((a, f) => a + f.size, 0) / 1024 / 1024).toFixed(2)} MB); ` +
      `site JS ${kb(js.reduce((a, f) => a + f.size, 0))} raw, ${kb(js.reduce((a, f) => a + f.gzip, 0))} gzip in ${js.length} chunks`,
  );
  console.log('biggest JS chunks (raw / gzip):');
  for (const f of js.slice(0, 6))
    console.log(`  ${pad(relative(dist, f.path), 58)} ${lpad(kb(f.size), 9)} / ${lpad(kb(f.gzip), 8)}`);

  return files;
}

/** Prints the JavaScript each page (`/cs/…`, `/en/…`) loads before and after its first sandbox starts. */
async function pagesJs(browser: Browser, origin: string, dist: string, files: ReturnType<typeof walk>): Promise<void> {
  const pages = files
    .filter((f) => f.path.endsWith(`${sep}index.html`))
    .map((f) => `/${relative(dist, f.path).split(sep).slice(0, -1).join('/')}/`.replace(/\/+/g, '/'))
    .filter((p) => /^\/(cs|en)\//.test(p))
    .sort();
  if (pages.length)
    console.log(
      `\nJavaScript per page, gzip (node:zlib level 6) of the responses received; aim before any sandbox ≤ ${AIM_BEFORE_KB} KB`,
    );
  if (pages.length)
    console.log(
      `  ${pad('page', 32)} ${lpad('examples', 8)} ${lpad('before', 9)} ${lpad('+inline', 8)} ${lpad('+sandbox', 9)}  PixiJS`,
    );
  let worst = 0;
  const detail: Awaited<ReturnType<typeof pageJs>>[] = [];
  for (const p of pages) {
    const r = await pageJs(browser, origin, p);
    detail.push(r);
    const before = sum(r.before);
    if (r.examples) worst = Math.max(worst, before + r.inlineGzip);
    const pixiBefore = r.before.some((s) => s.pixi);
    const pixi = !r.examples
      ? pixiBefore
        ? 'LOADED WITHOUT A SANDBOX'
        : '-'
      : pixiBefore
        ? 'BEFORE the click (miss)'
        : r.after.some((s) => s.pixi)
          ? 'only after the click'
          : 'not seen';
    console.log(
      `  ${pad(p, 32)} ${lpad(String(r.examples), 8)} ${lpad(kb(before), 9)} ${lpad(kb(r.inlineGzip), 8)} ${lpad(r.examples ? kb(sum(r.after)) : '-', 9)}  ${pixi}` +
        `${r.startedBeforeClick ? '  (a sandbox started without a click!)' : ''}`,
    );
  }
  const sample = detail.find((d) => d.examples > 0);
  if (sample) {
    console.log(
      `  files before, ${sample.path}: ${sample.before.map((s) => `${name(s.url)} ${kb(s.gzip)}`).join(', ') || 'none'}`,
    );
    console.log(
      `  files added by the first sandbox (${sample.renderer}): ${sample.after
        .sort((x, y) => y.gzip - x.gzip)
        .map((s) => `${name(s.url)} ${kb(s.gzip)}${s.pixi ? ' [PixiJS]' : ''}`)
        .join(', ')}`,
    );
  }
  if (pages.length)
    console.log(
      `  worst page with examples before any sandbox: ${kb(worst)} incl. inline (aim ≤ ${AIM_BEFORE_KB} KB: ${worst <= AIM_BEFORE_KB * 1024 ? 'met' : 'MISSED'})`,
    );
}

/** Prints the first interactive frame of each representative example, cold and after hover. */
async function firstFrames(browser: Browser, origin: string, query: string): Promise<void> {
  console.log(
    `\nfirst interactive frame after the click on "Zahrát"${query ? ` (pages opened with ${query})` : ''}, ${RUNS} runs each on a fresh page (new context, cold cache); aim median ≤ ${AIM_FRAME_MS} ms`,
  );
  console.log(
    '  definition: t0 = the click event reaches the page (first capture listener); t1 = the example has mounted',
  );
  console.log('  (.sandbox-canvas canvas present, board drawn by render(), aria-busy removed: controls and board');
  console.log(
    '  handlers live), then the next requestAnimationFrame has run (PixiJS draws the stage in it) and then a task',
  );
  console.log(
    '  queued from that frame has started (frame out, main thread free for input). Columns: t1 − t0, and when',
  );
  console.log(
    '  the last JS chunk arrived (of those asked for once the pointer reached the example: 0 when the code was',
  );
  console.log(
    '  there before) and the mount ended (medians, ms after t0). Worked examples start on the canvas renderer.',
  );
  console.log(
    `  ${pad('example', 48)} ${lpad('median', 7)} ${lpad('p90', 7)} ${lpad('min', 6)} ${lpad('max', 6)} ${lpad('JS in', 7)} ${lpad('mounted', 8)}  renderer`,
  );
  for (const [hover, ex] of [...EXAMPLES.map((e) => [false, e] as const), ...EXAMPLES.map((e) => [true, e] as const)]) {
    if (hover && ex === EXAMPLES[0])
      console.log(
        `  after the pointer rested ${HOVER_MS} ms on the example (code prefetched, tile drawings prepared):`,
      );
    const runs = await frameRuns(browser, origin, ex.page, ex.id, query, hover);
    const t = runs.map((r) => r.total);
    const med = quantile(t, 0.5);
    console.log(
      `  ${pad(`${ex.page} ${ex.id}`, 48)} ${lpad(ms(med), 7)} ${lpad(ms(quantile(t, 0.9)), 7)} ${lpad(ms(Math.min(...t)), 6)} ${lpad(ms(Math.max(...t)), 6)} ` +
        `${lpad(
          ms(
            quantile(
              runs.map((r) => r.jsLoaded),
              0.5,
            ),
          ),
          7,
        )} ${lpad(
          ms(
            quantile(
              runs.map((r) => r.mounted),
              0.5,
            ),
          ),
          8,
        )}  ${runs[0]!.renderer}` +
        `${med <= AIM_FRAME_MS ? '' : '  (aim missed)'}`,
    );
  }
}

/** The site figures (see the file's head); `argv` the options after `--site`. */
export async function siteBench(argv: string[] = []): Promise<void> {
  const keep = argv.includes('--keep');
  const framesOnly = argv.includes('--frames-only');
  const queryArg = argv.indexOf('--query');
  const query = queryArg >= 0 ? (argv[queryArg + 1] ?? '') : '';
  console.log('\nsite bench');
  const b = await siteBuild(argv);
  const files = diskSizes(b.dist);

  const { server, origin } = await serve(b.dist);
  const executablePath = chromiumPath();
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    console.log(
      `browser: Chromium ${browser.version()} (${executablePath ?? 'Playwright bundled'}), served by node:http with gzip at ${origin}`,
    );
    const [expertOnly, openOnly] = ['--expert-worker-only', '--analysis-open'].map((o) => argv.includes(o));
    if (!framesOnly && !expertOnly && !openOnly) await pagesJs(browser, origin, b.dist, files);
    if (!expertOnly && !openOnly) await firstFrames(browser, origin, query);
    if (!expertOnly) await analysisOpenBench(browser, origin);
    if (!openOnly) await expertWorkerBench(browser, origin);
    if (!argv.includes('--no-lighthouse') && !expertOnly && !openOnly) {
      const runsArg = argv.indexOf('--lighthouse-runs');
      await lighthouseBench(origin, runsArg >= 0 ? Number(argv[runsArg + 1]) || 3 : 3, executablePath);
    }
  } finally {
    await browser.close();
    server.close();
    if (b.temp && !keep) rmSync(b.temp, { recursive: true, force: true });
    else if (b.temp) console.log(`kept ${b.dist}`);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  siteBench(process.argv.slice(2)).catch((e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  });
}
