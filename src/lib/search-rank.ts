/**
 * Which sections of a page the search page shows under it, and in what order. Pagefind's UI
 * keeps the three sections with the most matching words, in page order, so a long list that
 * merely names a term (what is in the box, the tile list) comes before the rule's own
 * section. Here the sections are ranked by their weighted matches instead: a match in a
 * section's heading counts as Pagefind weighs headings (h2 6, h3 5 …), text 1, the
 * reference sections' text 0.2 (src/site/rehype-search.mjs).
 */

/** The part of a Pagefind sub-result this ranking reads. */
export interface SearchSection {
  url: string;
  weighted_locations?: readonly { weight: number; balanced_score?: number }[];
  locations?: readonly number[];
}

/** A section's score: the sum of its matches' weights (each at least 0). */
export function sectionScore(s: SearchSection): number {
  const w = s.weighted_locations;
  if (!w) return s.locations?.length ?? 0;
  return w.reduce((sum, l) => sum + Math.max(0, l.weight), 0);
}

/**
 * The sections to show for a page result, best first: the page's own top part (the
 * sub-result whose address is the page's, which Pagefind's UI shows as the result's text)
 * stays first when it leads the list, then at most `max` sections by {@link sectionScore}
 * (ties keep page order).
 * @param subs the result's `sub_results` in page order
 * @param pageUrl the result's address
 */
export function bestSections<T extends SearchSection>(subs: readonly T[], pageUrl: string, max = 3): T[] {
  const root = subs[0]?.url === pageUrl ? subs[0] : undefined;
  const rest = (root ? subs.slice(1) : [...subs])
    .map((s, i) => ({ s, i, v: sectionScore(s) }))
    .sort((a, b) => b.v - a.v || a.i - b.i)
    .slice(0, max)
    .map((x) => x.s);
  return root ? [root, ...rest] : rest;
}
