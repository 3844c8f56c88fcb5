/**
 * The search page (src/components/SearchPage.astro): Pagefind's search box (its UI script,
 * `/pagefind/pagefind-ui.js`, loaded before this as a classic script, defines `PagefindUI`) with
 * the page's wording of its strings (`data-translations` on `#search`, JSON), labelled by the
 * visible label above it; `?q=` searches at once and follows what is typed, so a search can be
 * shared. Each result's sections are ranked by the query (./search-rank.ts: a heading that is the
 * query, then the most of its words, then the best-weighted); a
 * Czech query is asked by its words' stems (./search-term.ts); a query with a word that starts
 * no indexed word finds nothing (./search-words.ts), where Pagefind would match a part of it.
 */
import { bestSections, pageWords, type SearchSection } from './search-rank';
import { czechSearchTerm, czechStem } from './search-term';
import { foldWord, queryFindsWords, wordKeys } from './search-words';

/**
 * What the index is asked for a query that can find nothing: a letter no indexed word starts
 * with, so that Pagefind's fallback (the longest start of a word that some page has) finds
 * nothing either, and its "nothing found" line shows the query as typed.
 */
const NOTHING = 'ʘ';

/** The part of Pagefind's UI this page uses. */
interface PagefindUi {
  triggerSearch(term: string): void;
}

/** The part of a Pagefind result this page changes. */
interface PagefindResult {
  url: string;
  /** the page's indexed text, whose words the matches' locations count */
  content?: string;
  meta?: { url?: string };
  sub_results?: SearchSection[];
}

declare const PagefindUI: new (options: {
  element: string;
  showSubResults: boolean;
  showImages: boolean;
  translations: Record<string, string>;
  processResult: (r: PagefindResult) => PagefindResult;
  processTerm?: (term: string) => string;
}) => PagefindUi;

window.addEventListener('DOMContentLoaded', () => {
  const root = document.querySelector<HTMLElement>('#search')!;
  let translations: Record<string, string> = {};
  try {
    translations = JSON.parse(root.dataset.translations ?? '{}') as Record<string, string>;
  } catch {
    /* Pagefind's own English words */
  }
  const lang = document.documentElement.lang === 'cs' ? 'cs' : 'en';
  // a word's search key: Czech by its stem, English as src/lib/search-words.ts meets Pagefind's stems
  const key = (w: string): string => (lang === 'cs' ? foldWord(czechStem(w)) : wordKeys(w, 'en')[0]!);
  // the query last asked, by which the sections of its results are ranked
  let terms: string[] = [];
  const processResult = (r: PagefindResult): PagefindResult => {
    const query = r.content === undefined ? undefined : { key, terms, words: pageWords(r.content) };
    if (r.sub_results) r.sub_results = bestSections(r.sub_results, r.meta?.url ?? r.url, 3, query);
    return r;
  };
  // The index's words (scripts/search-words.mjs); until they have come, queries go as they are.
  let words: readonly string[] | undefined;
  const loaded = fetch(`/search-words/${lang}.json`)
    .then((r) => (r.ok ? r.json() : undefined))
    .then((w: unknown) => {
      if (Array.isArray(w)) words = w as string[];
    })
    .catch(() => undefined);
  const processTerm = (term: string): string => {
    terms = term.split(/\s+/).filter(Boolean).map(key);
    if (words && !queryFindsWords(words, term, lang)) return NOTHING;
    // Czech words are asked by their stems (the index stems no Czech); the page shows the words typed
    return lang === 'cs' ? czechSearchTerm(term) : term;
  };
  const ui = new PagefindUI({
    element: '#search',
    showSubResults: true,
    showImages: false,
    translations,
    processResult,
    processTerm,
  });
  // Pagefind's box has only a placeholder: the visible label above it names it
  const input = root.querySelector('.pagefind-ui__search-input');
  if (input) input.id = 'search-input';
  const q = new URLSearchParams(location.search).get('q');
  // a shared search waits for the word list (at most 3 s) so that it is judged like a typed one
  if (q) void Promise.race([loaded, new Promise((done) => setTimeout(done, 3000))]).then(() => ui.triggerSearch(q));
  // keep ?q= in the address in step with the search box, so a search can be shared
  const remember = (term: string): void => {
    const url = new URL(location.href);
    if (term) url.searchParams.set('q', term);
    else url.searchParams.delete('q');
    if (url.href !== location.href) history.replaceState(history.state, '', url);
  };
  root.addEventListener('input', (e) => {
    const t = e.target as HTMLInputElement | null;
    if (t?.matches?.('.pagefind-ui__search-input')) remember(t.value.trim());
  });
  root.addEventListener('click', (e) => {
    const t = e.target as Element | null;
    if (t?.closest?.('.pagefind-ui__search-clear')) remember('');
  });
});
