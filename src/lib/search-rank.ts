/**
 * Which sections of a page the search page shows under it, and in what order. Pagefind's UI
 * keeps the three sections with the most matching words, in page order, so a long list that
 * merely names a term (what is in the box, the tile list) comes before the rule's own
 * section. Here the sections are ranked instead by, in turn: a heading that is the query
 * itself, in any form ("Katedrály" for „katedrála“, before "Katedrála v soupeřově městě");
 * how many of the query's words the section has (Pagefind finds a page that has them all,
 * anywhere on it: the section that has them all answers the question); its weighted matches,
 * a match in a heading counting as Pagefind weighs headings (h2 6, h3 5 …), text 1, the
 * reference sections' text 0.2 (src/site/rehype-search.mjs).
 */

/** The part of a Pagefind sub-result this ranking reads. */
export interface SearchSection {
  url: string;
  /** the section's heading */
  title?: string;
  weighted_locations?: readonly { weight: number; balanced_score?: number; location?: number }[];
  locations?: readonly number[];
}

/**
 * What the ranking knows of the query and the page.
 * - `key`: a word's search key, lower case and without diacritics: what the index is asked
 *   for it (its stem), or for a word of the page, what it would be asked as;
 * - `terms`: the keys of the query's words, in order;
 * - `words`: the page's text as Pagefind counts its words (a match's `location` is an index
 *   into it).
 */
export interface SearchQuery {
  key: (word: string) => string;
  terms: readonly string[];
  words: readonly string[];
}

/** The runs of letters and digits of a text, as the index splits words. */
const runs = (text: string): string[] => text.match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * The page's text split into words as Pagefind counts a match's location (on white space
 * other than U+FEFF, as its excerpts do).
 */
export function pageWords(content: string): string[] {
  return content.split(/[^\S\uFEFF]+/);
}

/** A section's score: the sum of its matches' weights (each at least 0). */
export function sectionScore(s: SearchSection): number {
  const w = s.weighted_locations;
  if (!w) return s.locations?.length ?? 0;
  return w.reduce((sum, l) => sum + Math.max(0, l.weight), 0);
}

/**
 * How many of the query's words the section has: a term counts when a matched word of the
 * section (a run of its letters and digits) is a form of it ({@link sameWord} of their keys).
 * Pagefind matched every word that starts with the term; a longer word of the same start
 * (hráč for hry, konečně for konec) is another word and does not count. 0 without locations.
 */
export function termsMatched(s: SearchSection, q: SearchQuery): number {
  const found = new Set<number>();
  for (const l of s.weighted_locations ?? [])
    for (const part of runs(q.words[l.location ?? -1] ?? '')) {
      const k = q.key(part);
      q.terms.forEach((t, i) => {
        if (sameWord(k, t)) found.add(i);
      });
    }
  return found.size;
}

/**
 * Whether two search keys are one word in two forms: equal, or one is the other and one more
 * letter (konec → kon, konce → konc; hostinec → hostin, hostince → hostin), so that a key cut
 * to a shorter start (hry → hr) still differs from another word's (hrady → hrad).
 */
export function sameWord(a: string, b: string): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return long.startsWith(short) && long.length - short.length <= 1 && short.length > 0;
}

/**
 * Whether the section's heading is the query itself: as many words as the query, each the
 * query's word in the same place in some form ({@link sameWord} of their keys).
 */
export function headingIsQuery(s: SearchSection, q: SearchQuery): boolean {
  const words = runs(s.title ?? '');
  return words.length === q.terms.length && words.every((w, i) => sameWord(q.key(w), q.terms[i]!));
}

/**
 * The sections to show for a page result, best first: the page's own top part (the
 * sub-result whose address is the page's, which Pagefind's UI shows as the result's text)
 * stays first when it leads the list, then at most `max` sections: with a query, a heading
 * that is the query ({@link headingIsQuery}) first, then more query words matched
 * ({@link termsMatched}) first; then by {@link sectionScore}; ties keep page order.
 * @param subs the result's `sub_results` in page order
 * @param pageUrl the result's address
 * @param max how many sections to keep besides the page's top part
 * @param query the query and the page's words; without it, by score alone
 */
export function bestSections<T extends SearchSection>(
  subs: readonly T[],
  pageUrl: string,
  max = 3,
  query?: SearchQuery,
): T[] {
  const root = subs[0]?.url === pageUrl ? subs[0] : undefined;
  const rest = (root ? subs.slice(1) : [...subs])
    .map((s, i) => ({
      s,
      i,
      named: query && headingIsQuery(s, query) ? 1 : 0,
      terms: query ? termsMatched(s, query) : 0,
      v: sectionScore(s),
    }))
    .sort((a, b) => b.named - a.named || b.terms - a.terms || b.v - a.v || a.i - b.i)
    .slice(0, max)
    .map((x) => x.s);
  return root ? [root, ...rest] : rest;
}
