/**
 * Whether a query can find anything: every word of it must start some word of the search
 * index (the list `scripts/search-words.mjs` writes at build time, /search-words/<lang>.json).
 * Pagefind alone never says "nothing": a word it does not know is cut from the end until
 * what is left starts some indexed word, down to one letter ("xyzzyq" finds the "x" of
 * "[x, y]"), so the search page asks this first and shows its own "nothing found" when it
 * is false (src/lib/search-page.ts).
 */
import { ENDINGS, czechStem } from './search-term';

/** Lower case without diacritics (as the word list is written, and as Pagefind matches "laznich" to "lázní"). */
export function foldWord(text: string): string {
  return text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
}

/**
 * The parts of one typed word of which an indexed word must start with one. Czech: its stem
 * ({@link czechStem}, the form the index is asked), and the stem of the word typed without
 * diacritics ("laznich" → "lazn", which starts "lazni"). English (Pagefind stems the English
 * index and the query): the word without its last three letters, at least four letters kept,
 * so that "installations" still meets "installation"; short words whole.
 * @param word one word as typed
 * @param lang the page's language ("cs" or "en")
 * @returns folded ({@link foldWord}), one or two
 */
export function wordKeys(word: string, lang: string): string[] {
  const w = foldWord(word);
  if (lang === 'cs') {
    const a = foldWord(czechStem(word));
    const b = czechStem(w, FOLDED_ENDINGS);
    return a === b ? [a] : [a, b];
  }
  return [w.length > 4 ? w.slice(0, Math.max(4, w.length - 3)) : w];
}

/** {@link ENDINGS} without diacritics, longest first, once each. */
const FOLDED_ENDINGS = [...new Set(ENDINGS.map(foldWord))].sort((a, b) => b.length - a.length);

/**
 * Whether some word of `words` (sorted, folded) starts with `prefix`: a binary search for
 * the first word not before it.
 */
export function startsSomeWord(words: readonly string[], prefix: string): boolean {
  let lo = 0,
    hi = words.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (words[mid]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo < words.length && words[lo]!.startsWith(prefix);
}

/**
 * Whether the query `term` can find a page: each of its words ({@link wordKeys}; within one
 * word, each run of letters and digits, as the index splits "A20.D") starts some word of
 * `words`. An empty query is true (nothing to refuse).
 * @param words the index's words, sorted and folded
 * @param term the query as typed
 * @param lang the page's language
 */
export function queryFindsWords(words: readonly string[], term: string, lang: string): boolean {
  const found = (key: string) => (key.match(/[\p{L}\p{N}]+/gu) ?? []).every((part) => startsSomeWord(words, part));
  for (const w of term.trim().split(/\s+/).filter(Boolean)) if (!wordKeys(w, lang).some(found)) return false;
  return true;
}
