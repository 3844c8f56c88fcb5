import { test, expect, type Page } from '@playwright/test';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { builtPages, DIST } from './helpers/dist';

// Content-Security-Policy: every page carries a strict policy in a meta tag (the browser
// enforces it here, as on any host), _headers repeats it with the headers a meta tag
// cannot carry, and the boards, the theme button and the search all work under it
// without a single violation.
const pages = builtPages();

function metaPolicy(html: string): string | null {
  const m = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/i.exec(html);
  return m ? m[1]!.replace(/&quot;/g, '"') : null;
}

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

/** Inline scripts a browser runs (no src; no type, module or a JavaScript type). */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter((m) => !/\bsrc=/.test(m[1]!) && !/\btype="(?!module|text\/javascript)/.test(m[1]!))
    .map((m) => m[2]!);
}

/** Collects policy violations (DOM events and console reports) on every page the tab opens. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const found: string[] = [];
  page.on('console', (m) => {
    if (/Content[- ]Security[- ]Policy/i.test(m.text())) found.push(`console: ${m.text()}`);
  });
  await page.exposeFunction('__cspReport', (line: string) => found.push(line));
  await page.addInitScript(() => {
    const report = (window as unknown as { __cspReport: (s: string) => void }).__cspReport;
    document.addEventListener('securitypolicyviolation', (e) => {
      report(
        `${location.pathname}: ${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`,
      );
    });
  });
  return async () => {
    await page.waitForTimeout(100); // reports still on their way from the page
    return [...found];
  };
}

test('every page has a strict policy right after its charset, covering exactly its inline scripts', () => {
  expect(pages.length).toBeGreaterThanOrEqual(20);
  for (const p of pages) {
    const policy = metaPolicy(p.html);
    expect(policy, `${p.path}: no policy meta tag`).not.toBeNull();
    // a meta policy governs only what comes after it: charset first, then the policy
    expect(p.html.indexOf('Content-Security-Policy'), p.path).toBeLessThan(p.html.search(/<script\b/i) >>> 0);
    expect(p.html.slice(0, 200), p.path).toMatch(
      /<head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy"/,
    );
    const d = directives(policy!);
    const script = d.get('script-src')!;
    expect(script, p.path).toContain("'self'");
    expect(script, p.path).not.toContain("'unsafe-inline'");
    expect(script, p.path).not.toContain("'unsafe-eval'");
    expect(
      script.filter((s) => /^https?:|^\*/.test(s)),
      p.path,
    ).toEqual([]);
    expect(d.get('default-src'), p.path).toEqual(["'self'"]);
    expect(d.get('object-src'), p.path).toEqual(["'none'"]);
    expect(d.get('base-uri'), p.path).toEqual(["'self'"]);
    expect(d.has('frame-ancestors'), `${p.path}: frame-ancestors is ignored in a meta tag`).toBe(false);
    const hashes = inlineScripts(p.html).map((s) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`);
    expect(script.filter((s) => s.startsWith("'sha256-")).sort(), p.path).toEqual([...new Set(hashes)].sort());
    // WebAssembly only where the search index runs
    expect(script.includes("'wasm-unsafe-eval'"), p.path).toBe(p.html.includes('/pagefind/'));
  }
});

test('_headers: nosniff and referrer for all, each page its own policy and who may frame it (any site only for the embed pages)', () => {
  const text = readFileSync(`${DIST}/_headers`, 'utf8');
  const blocks = new Map<string, Map<string, string>>();
  let current: Map<string, string> | null = null;
  for (const line of text.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    if (!/^\s/.test(line)) blocks.set(line.trim(), (current = new Map()));
    else {
      const i = line.indexOf(':');
      current!.set(line.slice(0, i).trim().toLowerCase(), line.slice(i + 1).trim());
    }
  }
  const all = blocks.get('/*')!;
  expect(all.get('x-content-type-options')).toBe('nosniff');
  expect(all.get('referrer-policy')).toMatch(
    /^(strict-origin-when-cross-origin|no-referrer|same-origin|strict-origin)$/,
  );
  // framing is said page by page (a host joins every matching rule: a site-wide "no frames"
  // would hold the embed pages too)
  expect(all.has('x-frame-options')).toBe(false);
  expect(all.get('content-security-policy') ?? '').not.toContain('frame-ancestors');
  let embeds = 0;
  for (const p of pages) {
    const own = blocks.get(p.path);
    const embed = /<body[^>]*\sdata-embed[\s=>]/.test(p.html);
    embeds += embed ? 1 : 0;
    expect(embed, p.path).toBe(/^\/(cs\/vlozit|en\/embed)\//.test(p.path));
    expect(own?.get('content-security-policy'), `${p.path}: no rule in _headers`).toBe(
      `${metaPolicy(p.html)}; ${embed ? 'frame-ancestors *' : "frame-ancestors 'none'"}`,
    );
    expect(own?.get('x-frame-options'), p.path).toBe(embed ? undefined : 'DENY');
  }
  expect(embeds).toBeGreaterThan(60);
});

test('the policy is enforced: an inline script added to the page does not run', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/cs/lazne/');
  const ran = await page.evaluate(async () => {
    const w = window as unknown as { __injected?: boolean };
    const s = document.createElement('script');
    s.textContent = 'window.__injected = true';
    document.body.append(s);
    await new Promise((r) => setTimeout(r, 50));
    return w.__injected === true;
  });
  expect(ran).toBe(false);
  expect((await violations()).join('\n')).toMatch(/script-src/);
});

test('under the policy: a board starts and plays, the theme button works, no violation', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  const violations = await watchViolations(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/cs/hostince-a-katedraly/');
  const root = page.locator('[data-example="katedrala-27"]');
  await root.locator('[data-action="play"]').click();
  await expect(root.locator('.sandbox-canvas canvas')).toHaveCount(1);
  await expect(root).toHaveAttribute('data-phase', 'tile');
  await root.locator('[data-action="solution"]').click();
  await expect(root).toHaveAttribute('data-points', '{"red":27,"blue":0}');
  // a second board, drawn while the first is live
  const second = page.locator('[data-example="hostinec-cesta-10"]');
  await second.locator('[data-action="solution"]').click();
  await expect(second).toHaveAttribute('data-points', /.+/);
  // worked examples start on the canvas renderer
  await expect(root.locator('.sandbox-canvas')).toHaveAttribute('data-renderer', 'canvas');
  const toggle = page.locator('[data-theme-toggle]');
  await toggle.click();
  await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await violations()).toEqual([]);
  expect(errors).toEqual([]);
});

test('under the policy: a board on the WebGL renderer (the fallback, ?renderer=webgl) starts and plays, no violation', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  const violations = await watchViolations(page);
  await page.goto('/cs/hostince-a-katedraly/?renderer=webgl');
  const root = page.locator('[data-example="katedrala-27"]');
  await root.locator('[data-action="solution"]').click();
  await expect(root).toHaveAttribute('data-points', '{"red":27,"blue":0}');
  await expect(root.locator('.sandbox-canvas')).toHaveAttribute('data-renderer', 'webgl');
  expect(await violations()).toEqual([]);
  expect(errors).toEqual([]);
});

test('under the policy: the search finds results, no violation', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  const violations = await watchViolations(page);
  await page.goto('/cs/hledat/?q=katedrala');
  await expect(page.locator('.pagefind-ui__result').first()).toBeVisible({ timeout: 15_000 });
  await page.getByLabel('Hledaný výraz').fill('hostinec');
  await expect(page.locator('.pagefind-ui__message')).toHaveText(/„hostinec“/, { timeout: 15_000 });
  expect(await violations()).toEqual([]);
  expect(errors).toEqual([]);
});

test('under the policy: the English pages and the address / work, no violation', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/');
  await expect(page).toHaveURL(/\/cs\/$/);
  await page.goto('/en/bathhouses/');
  const first = page.locator('hp-example').first();
  await first.locator('[data-action="solution"]').click();
  await expect(first).toHaveAttribute('data-points', /.+/);
  await page.goto('/en/search/?q=bathhouse');
  await expect(page.locator('.pagefind-ui__result').first()).toBeVisible({ timeout: 15_000 });
  expect(await violations()).toEqual([]);
});
