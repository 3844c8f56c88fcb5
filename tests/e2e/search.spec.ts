import { test, expect, type Page } from '@playwright/test';

// The search page (Pagefind): a rule's own section comes first for its term, and footnote
// markers stay out of the index (src/site/rehype-search.mjs, src/lib/search-rank.ts).

/** Each result on the page: its title and the titles and excerpts of the sections shown under it. */
async function results(page: Page, q: string) {
  await page.goto(`/cs/hledat/?q=${encodeURIComponent(q)}`);
  await expect(page.locator('.pagefind-ui__result').first()).toBeVisible({ timeout: 15_000 });
  // each result first shows a placeholder (". . ."), then its page's fragment once loaded
  await expect(page.locator('.pagefind-ui__result .pagefind-ui__loading')).toHaveCount(0, { timeout: 15_000 });
  return page.locator('.pagefind-ui__result').evaluateAll((rs) => {
    // the pages' typography binds short words with no-break spaces: compare plain text
    const text = (e: Element, sel: string) => (e.querySelector(sel)?.textContent ?? '').replace(/\s+/g, ' ').trim();
    return rs.map((r) => ({
      title: text(r, '.pagefind-ui__result-title'),
      excerpt: text(r, '.pagefind-ui__result-excerpt'),
      sections: [...r.querySelectorAll('.pagefind-ui__result-nested')].map((n) => ({
        title: text(n, '.pagefind-ui__result-title'),
        excerpt: text(n, '.pagefind-ui__result-excerpt'),
      })),
    }));
  });
}

test('"katedrála" lists the cathedral\'s own rules first, before a special case and the lists', async ({ page }) => {
  const rs = await results(page, 'katedrála');
  expect(rs[0]!.title).toBe('Hostince a katedrály');
  const titles = rs[0]!.sections.map((s) => s.title);
  // the section that defines the cathedral, before the question of one in an opponent's city
  expect(titles[0], JSON.stringify(titles)).toBe('Katedrály');
  const special = titles.indexOf('Katedrála v soupeřově městě');
  if (special >= 0) expect(special).toBeGreaterThan(0);
  for (const t of titles) expect(t).not.toMatch(/Herní materiál|Seznam kartiček/);
});

test('"katedrála konec hry" finds the final scoring of a cathedral city, its words in other forms', async ({
  page,
}) => {
  // the page says „do konce hry“ and „katedrálami“, not „konec“ and „katedrála“; the words
  // stand in different sentences of the section
  const rs = await results(page, 'katedrála konec hry');
  expect(rs[0]!.title, JSON.stringify(rs.map((r) => r.title))).toBe('Hostince a katedrály');
  const first = rs[0]!.sections[0]!;
  expect(first.title, JSON.stringify(rs[0]!.sections)).toBe('Závěrečné vyhodnocení katedrály');
  expect(first.excerpt).toMatch(/katedrálami, které se do konce/);
  // „hra“ and „konci“ find it too
  const other = await results(page, 'katedrálou konci hra');
  expect(other[0]!.title).toBe('Hostince a katedrály');
  expect(other[0]!.sections.map((s) => s.title)).toContain('Závěrečné vyhodnocení katedrály');
});

test('the sections shown for "hostinec" and "lázeňský dům" are their rules, not the tile list', async ({ page }) => {
  for (const [q, page0, own] of [
    ['hostinec', 'Hostince a katedrály', /hostin/i],
    ['lázeňský dům', 'Lázně', /lázeňsk/i],
  ] as const) {
    const rs = await results(page, q);
    expect(rs[0]!.title, q).toBe(page0);
    expect(rs[0]!.sections[0]!.title, q).toMatch(own);
    for (const s of rs[0]!.sections) expect(s.title, q).not.toBe('Seznam kartiček');
  }
});

test('snippets carry no footnote numbers; the footnote markers are out of the index', async ({ page, request }) => {
  // the intro of Inns & Cathedrals has a footnote right after "Carcassonne."
  const rs = await results(page, 'rozšíření Carcassonne');
  const texts = rs.flatMap((r) => [r.excerpt, ...r.sections.map((s) => s.excerpt)]);
  expect(texts.length).toBeGreaterThan(0);
  for (const t of texts) expect(t, t).not.toMatch(/\p{L}[.,;:]?\s\d{1,2}\s+\p{Lu}/u);
  // every footnote marker and back link on the rules pages is ignored by the index
  for (const path of ['/cs/hostince-a-katedraly/', '/cs/kral-a-loupezivy-rytir/', '/en/inns-and-cathedrals/']) {
    const html = await (await request.get(path)).text();
    const refs = html.match(/<sup[^>]*><a [^>]*data-footnote-ref/g) ?? [];
    expect(refs.length, path).toBeGreaterThan(0);
    for (const r of refs) expect(r, path).toContain('data-pagefind-ignore');
    for (const b of html.match(/<a [^>]*data-footnote-backref[^>]*>/g) ?? [])
      expect(b, path).toContain('data-pagefind-ignore');
  }
});

test('a Czech word in another case finds the pages that use the term in any form; the message keeps the word typed', async ({
  page,
}) => {
  // "sedláky" (accusative plural) is on one page only; the base game speaks of "sedlák", "sedláci"
  const rs = await results(page, 'sedláky');
  const titles = rs.map((r) => r.title);
  expect(titles).toContain('Základní hra');
  expect(titles.length).toBeGreaterThan(3);
  await expect(page.locator('.pagefind-ui__message')).toContainText('„sedláky“');
  // "kláštera" (genitive) finds the base game's monastery rules too
  const ks = await results(page, 'kláštera');
  expect(ks.map((r) => r.title)).toContain('Základní hra');
});

test('a word that starts no indexed word finds nothing, typed or linked, in both languages', async ({
  page,
  request,
}) => {
  // Pagefind alone would fall back to the longest start of the word that some page has
  // ("xyzzyq" finds the "x" of "[x, y]"); the word list of the index (scripts/search-words.mjs)
  // says it first. Inflected and unaccented words still find their pages.
  const cs = (await (await request.get('/search-words/cs.json')).json()) as string[];
  expect(cs).toContain('katedraly');
  expect(cs).toEqual([...cs].sort());
  for (const q of ['xyzzyq', 'zzqq', 'kočka', 'katedrála xyzzyq']) {
    await page.goto(`/cs/hledat/?q=${encodeURIComponent(q)}`);
    await expect(page.locator('.pagefind-ui__message')).toHaveText(`Pro „${q}“ jsme nic nenašli.`, { timeout: 15_000 });
    await expect(page.locator('.pagefind-ui__result')).toHaveCount(0);
  }
  // typed into the box
  await page.locator('#search-input').fill('abcdef');
  await expect(page.locator('.pagefind-ui__message')).toHaveText('Pro „abcdef“ jsme nic nenašli.', { timeout: 15_000 });
  await expect(page.locator('.pagefind-ui__result')).toHaveCount(0);
  for (const [q, title] of [
    ['laznich', 'Lázně'],
    ['lázeňského domu', 'Lázně'],
    ['katedrálou', 'Hostince a katedrály'],
  ] as const) {
    const rs = await results(page, q);
    expect(
      rs.map((r) => r.title),
      q,
    ).toContain(title);
  }
  await page.goto('/en/search/?q=xyzzyq');
  await expect(page.locator('.pagefind-ui__message')).toHaveText('No results for “xyzzyq”.', { timeout: 15_000 });
  await expect(page.locator('.pagefind-ui__result')).toHaveCount(0);
  await page.goto('/en/search/?q=cathedrals');
  await expect(page.locator('.pagefind-ui__result').first()).toBeVisible({ timeout: 15_000 });
});
