import { test, expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { hostileValues, ID } from '../helpers/permalinks';

// Seeded fuzzing of example permalinks in the browser: 120 hostile `?pozice=` values
// (markup, script URLs, huge and broken numbers, broken percent escapes, control and
// right-to-left characters, very long text, near-valid positions) on one loaded page. For
// each value the address is replaced (history.replaceState) and the page's own code reads
// it as on a fresh load: when the value names the page's example, a fresh copy of that
// example connects and its sandbox starts from the permalink; otherwise the bootstrap
// module runs again and shows its "example not on this page" notice. No page error, no
// element or handler from the address, the notice repeats at most 60 characters, every
// started sandbox reaches a phase, and the boards still play afterwards. FUZZ_SEED picks
// another sequence (printed, so that a failure can be replayed). Every value is tried; the
// time it took is printed, not asserted (speed is measured by `npm run bench`), and the
// test's own timeout is only a guard against a hang.
const SEED = Number(process.env.FUZZ_SEED ?? 20240611);
/**
 * How many values the page tries (vitest tries 1,000 of the same sequence on the sandbox's
 * link reader and controller, tests/sandbox/permalink-fuzz.test.ts).
 */
const COUNT = 120;
/** A guard against a hang, far above the ~8 s the loop takes on a 2-core machine. */
const HANG_GUARD_MS = 120_000;
const SLUG = 'lazne';
const PAGE = `/cs/${SLUG}/`;
const expected = (
  parse(readFileSync(`content/examples/${SLUG}/${ID}.yaml`, 'utf8')) as { expect: { points: Record<string, number> } }
).expect.points;

function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  return errors;
}

test(`${COUNT} hostile permalinks (seed ${SEED}): no page error, nothing injected, boards still play`, async ({
  page,
}) => {
  test.setTimeout(HANG_GUARD_MS + 30_000);
  const errors = pageErrors(page);
  const values = hostileValues(SEED, COUNT);
  await page.goto(PAGE);
  const bootstrap = await page.locator('script[type="module"][src*="/_astro/"]').first().getAttribute('src');
  expect(bootstrap).toBeTruthy();

  const result = await page.evaluate(
    async ({ values, id, bootstrap }) => {
      const w = window as unknown as { __fuzzHit?: number };
      const original = document.querySelector<HTMLElement>(`hp-example[data-example="${id}"]`)!;
      const template = original.outerHTML;
      const main = document.querySelector('main')!;
      // the copies live off screen: once a copy has started, its board is put to sleep (the
      // sandbox frees the renderer of boards far from view), so no finished board keeps drawing
      const offscreen = document.createElement('div');
      offscreen.style.cssText = 'position:absolute;left:0;top:-100000px;width:40rem';
      document.body.append(offscreen);
      const wrong = original.dataset.wrongLink!;
      const maxNotice = Array.from(wrong.replace('{{id}}', '')).length + 60;
      const problems: string[] = [];
      const show = (v: string) => JSON.stringify(v.slice(0, 80));
      const t0 = performance.now();
      let done = 0;
      let started = 0;
      let notices = 0;
      /** Resolves once a started example has finished mounting (or after 5 s). */
      const settled = (el: HTMLElement): Promise<void> =>
        new Promise((resolve) => {
          const ready = () => !el.hasAttribute('aria-busy');
          if (ready()) return resolve();
          const mo = new MutationObserver(() => {
            if (ready()) {
              mo.disconnect();
              resolve();
            }
          });
          mo.observe(el, { attributes: true });
          setTimeout(() => {
            mo.disconnect();
            resolve();
          }, 5000);
        });
      let last: HTMLElement | null = null;
      for (const value of values) {
        // now and then the text goes into the address unescaped, as typed into the address bar
        // (which drops tabs and line breaks; Chrome blocks every later request of a page whose
        // address had them removed next to a "<", a guard against dangling markup)
        const raw = done % 7 === 3;
        const text = raw ? value.replace(/[\t\n\r]/g, '') : encodeURIComponent(value);
        try {
          history.replaceState(null, '', `${location.pathname}?renderer=canvas&pozice=${text}`);
        } catch {
          history.replaceState(null, '', `${location.pathname}?renderer=canvas&pozice=${encodeURIComponent(value)}`);
        }
        const named = new URLSearchParams(location.search).get('pozice')?.split('~')[0] === id;
        if (named) {
          // the example as on a fresh load: its static markup connects and reads the address
          const box = document.createElement('div');
          box.innerHTML = template;
          const copy = box.firstElementChild as HTMLElement;
          copy.removeAttribute('id');
          last?.remove();
          offscreen.append(copy);
          last = copy;
          if (!copy.hasAttribute('aria-busy') && !copy.classList.contains('is-live')) {
            problems.push(`no sandbox started for ${show(value)}`);
          } else {
            started += 1;
            await settled(copy);
            if (!copy.dataset.phase) problems.push(`sandbox without a phase for ${show(value)}`);
            const err = copy.querySelector<HTMLElement>('.sandbox-error:not([hidden])');
            if ((err?.textContent ?? '').length > 200) problems.push(`long sandbox message for ${show(value)}`);
          }
        } else {
          // the bootstrap once more, as on a fresh load: the notice for an example not on the page
          await import(/* @vite-ignore */ `${bootstrap}?fuzz=${done}`);
          for (const n of main.querySelectorAll(':scope > p.notice[role="alert"]')) {
            notices += 1;
            const len = Array.from(n.textContent ?? '').length;
            if (n.children.length) problems.push(`notice holds elements for ${show(value)}`);
            if (len > maxNotice) problems.push(`notice of ${len} characters for ${show(value)}`);
            n.remove();
          }
        }
        if (document.querySelector('[data-fuzz-injected]') || w.__fuzzHit)
          problems.push(`markup injected by ${show(value)}`);
        done += 1;
      }
      return { done, started, notices, problems, ms: performance.now() - t0 };
    },
    { values, id: ID, bootstrap: bootstrap! },
  );
  console.log(
    `fuzz (seed ${SEED}): ${result.done} hostile permalinks in ${(result.ms / 1000).toFixed(1)} s, ` +
      `${result.started} sandboxes started from them, ${result.notices} notices`,
  );
  expect(result.problems).toEqual([]);
  expect(errors).toEqual([]);
  expect(result.done).toBe(COUNT);
  expect(result.started).toBeGreaterThan(COUNT * 0.3);
  expect(result.notices).toBeGreaterThan(COUNT * 0.2);

  // the boards still work: the last fuzzed copy and the page's own example
  await page.evaluate(() => history.replaceState(null, '', location.pathname));
  await page.evaluate(() => {
    const copies = document.querySelectorAll('body > div > hp-example');
    document.querySelector('main')!.append(copies[copies.length - 1]!);
  });
  const copy = page.locator(`main > hp-example[data-example="${ID}"]`);
  await copy.scrollIntoViewIfNeeded();
  await copy.locator('[data-action="solution"]').click();
  await expect(copy).toHaveAttribute('data-points', JSON.stringify(expected));
  const original = page.locator(`#priklad-${ID}`);
  await original.locator('[data-action="solution"]').click();
  await expect(original).toHaveAttribute('data-points', JSON.stringify(expected));
  await expect(original.locator('.sandbox-canvas canvas')).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('a hostile example id in the address: the notice shows at most 60 characters of it as text', async ({ page }) => {
  const errors = pageErrors(page);
  const id = `<img src=x data-fuzz-injected onerror=alert(1)>${'x'.repeat(200)}\u202e`;
  await page.goto(`${PAGE}?pozice=${encodeURIComponent(id)}`);
  const notice = page.locator('main > p.notice[role="alert"]');
  await expect(notice).toHaveCount(1);
  const text = (await notice.textContent())!;
  expect(text).toContain('<img src=x data-fuzz-injected');
  expect(text).toContain('…');
  expect(text).not.toContain('\u202e');
  const echoed = text.slice(text.indexOf('<img'), text.indexOf('…') + 1);
  expect(Array.from(echoed).length).toBe(60);
  await expect(page.locator('[data-fuzz-injected]')).toHaveCount(0);
  // a short id is repeated whole, `$&` as typed
  await page.goto(`${PAGE}?pozice=${encodeURIComponent('$&-nic')}`);
  await expect(page.locator('main > p.notice')).toContainText('„$&-nic“');
  expect(errors).toEqual([]);
});

test('hostile permalinks opened as real page loads (WebGL board): a message and a playable start', async ({ page }) => {
  const errors = pageErrors(page);
  const values = hostileValues(SEED + 1, 400)
    .filter((v) => v.startsWith(`${ID}~`))
    .slice(0, 4);
  expect(values.length).toBe(4);
  for (const v of values) {
    await page.goto(`${PAGE}?pozice=${encodeURIComponent(v)}`);
    const root = page.locator(`[data-example="${ID}"]`);
    await expect(root).toHaveAttribute('data-phase', /tile|choose|done/);
    await expect(root.locator('.sandbox-canvas canvas')).toHaveCount(1);
    await expect(page.locator('[data-fuzz-injected]')).toHaveCount(0);
  }
  const root = page.locator(`[data-example="${ID}"]`);
  await root.locator('[data-action="solution"]').click();
  await expect(root).toHaveAttribute('data-points', JSON.stringify(expected));
  expect(errors).toEqual([]);
});
