import { test, expect } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIST } from './helpers/dist';
import { headingsOf } from '../../src/site/cross-anchors.mjs';
import { pageHref } from '../../src/lib/page-paths';

// Both languages' heading ids on both pages (src/site/cross-anchors.mjs): a section keeps its
// place when the reader switches language, and a shared link works whichever language it
// was copied from.
const RULES = ['hostince-a-katedraly', 'jubilejni-edice-20-let', 'kral-a-loupezivy-rytir', 'lazne', 'ukazkova-hra'];
const file = (lang: 'cs' | 'en', slug: string) => join(DIST, pageHref(lang, slug).slice(1), 'index.html');
const page = (lang: 'cs' | 'en', slug: string) => readFileSync(file(lang, slug), 'utf8');
const ids = (html: string) => new Set([...html.matchAll(/\sid="([^"]*)"/g)].map((m) => m[1]!));

test('every heading id of a translated page is an id on the other language page too', () => {
  let pairs = 0;
  for (const slug of RULES) {
    if (!existsSync(file('en', slug))) continue;
    const cs = page('cs', slug);
    const en = page('en', slug);
    const hc = headingsOf(cs);
    const he = headingsOf(en);
    expect(
      he.map((h) => h.level),
      `${slug}: the same heading levels`,
    ).toEqual(hc.map((h) => h.level));
    expect(hc.length, slug).toBeGreaterThan(5);
    const onEn = ids(en);
    const onCs = ids(cs);
    expect(
      hc.filter((h) => !onEn.has(h.id)).map((h) => h.id),
      `${slug}: Czech ids missing in English`,
    ).toEqual([]);
    expect(
      he.filter((h) => !onCs.has(h.id)).map((h) => h.id),
      `${slug}: English ids missing in Czech`,
    ).toEqual([]);
    pairs++;
  }
  expect(pairs).toBe(RULES.length);
});

test('the language switch lands on the same section by its own id and keeps the query', async ({ page: p }) => {
  const slug = 'lazne';
  const cs = headingsOf(page('cs', slug));
  const en = headingsOf(page('en', slug));
  const n = Math.min(6, cs.length - 1);
  await p.goto(`/cs/${slug}/?pozice=x#${cs[n]!.id}`);
  await p.locator('.lang-switch a[hreflang="en"]').click();
  // the English page's own id for the section, not the Czech one
  await expect(p).toHaveURL(new RegExp(`${pageHref('en', slug)}\\?pozice=x#${en[n]!.id}$`));
  await expect(p.locator(`h${en[n]!.level}#${en[n]!.id}`)).toBeInViewport();
  // and back: the Czech id again
  await p.goto(pageHref('en', slug, en[n]!.id));
  await p.locator('.lang-switch a[hreflang="cs"]').click();
  await expect(p).toHaveURL(new RegExp(`/cs/${slug}/#${cs[n]!.id}$`));
  await expect(p.locator(`h${cs[n]!.level}#${cs[n]!.id}`)).toBeInViewport();
  // an address that came with the other language's id switches back to this page's own
  await p.goto(`/cs/${slug}/#${en[n]!.id}`);
  await p.locator('.lang-switch a[hreflang="en"]').click();
  await expect(p).toHaveURL(new RegExp(`#${en[n]!.id}$`));
});

test('without a section in the address, the language switch keeps the place the reader scrolled to', async ({
  page: p,
}) => {
  const slug = 'lazne';
  const cs = headingsOf(page('cs', slug));
  const en = headingsOf(page('en', slug));
  const n = Math.min(5, cs.length - 1);
  await p.goto(`/cs/${slug}/`);
  // scrolled so that the n-th heading is just at the top
  await p
    .locator(`h${cs[n]!.level}#${cs[n]!.id}`)
    .evaluate((h) =>
      window.scrollTo({ top: h.getBoundingClientRect().top + window.scrollY - 10, behavior: 'instant' }),
    );
  // the reader stops there, then goes up to the language link
  await p.waitForTimeout(1200);
  await p.locator('.lang-switch a[hreflang="en"]').click();
  await expect(p).toHaveURL(new RegExp(`${pageHref('en', slug)}#${en[n]!.id}$`));
  // at the top of the page: no section
  await p.goto(`/cs/${slug}/`);
  await p.locator('.lang-switch a[hreflang="en"]').click();
  await expect(p).toHaveURL(new RegExp(`${pageHref('en', slug)}$`));
});
