import type { Lang } from '../i18n';
import englishPaths from '../../content/page-paths.json' with { type: 'json' };

/**
 * The addresses of the rules pages in each language. A page is known by its Czech slug (the
 * file name in `content/cs/`, the `source:` of scenario files, `data-page`); the Czech
 * address is that slug, the English one is listed in `content/page-paths.json` (beside the pages). Every address once published keeps
 * working: {@link OLD_ADDRESSES} lists where the earlier ones now lead.
 */
export const PAGE_PATHS_EN: Readonly<Record<string, string>> = englishPaths;

/** The search page's address in each language, without the language. */
export const SEARCH_PATHS: Readonly<Record<Lang, string>> = { cs: 'hledat/', en: 'search/' };

/**
 * A rules page's path in a language, without the language: `lazne/`, `bathhouses/`.
 * @param lang the address's language
 * @param page the page's Czech slug (`lazne`)
 * @returns the path with its trailing slash; a page without an English address keeps its slug
 */
export function pagePath(lang: Lang, page: string): string {
  return `${lang === 'en' ? (PAGE_PATHS_EN[page] ?? page) : page}/`;
}

/**
 * A rules page's address: `/en/bathhouses/#scoring`.
 * @param lang the address's language
 * @param page the page's Czech slug
 * @param anchor a section id, without `#`
 */
export function pageHref(lang: Lang, page: string, anchor?: string): string {
  return `/${lang}/${pagePath(lang, page)}${anchor ? `#${anchor}` : ''}`;
}

/**
 * The Czech slug of the page at a path, the inverse of {@link pagePath}.
 * @param lang the address's language
 * @param path `bathhouses` or `bathhouses/`
 * @returns the Czech slug, or undefined when no page has that path
 */
export function pageAt(lang: Lang, path: string): string | undefined {
  const p = path.replace(/\/$/, '');
  if (lang === 'cs') return p in PAGE_PATHS_EN ? p : undefined;
  return Object.keys(PAGE_PATHS_EN).find((k) => PAGE_PATHS_EN[k] === p);
}

/**
 * Addresses published before the English pages had English addresses, and where they lead
 * now (a `_redirects` line and a forwarding page each): `/en/lazne/` → `/en/bathhouses/`,
 * `/en/hledat/` → `/en/search/`. A section's `#…` travels with the reader.
 */
export const OLD_ADDRESSES: readonly { from: string; to: string }[] = [
  ...Object.entries(PAGE_PATHS_EN).map(([cs, en]) => ({ from: `/en/${cs}/`, to: `/en/${en}/` })),
  { from: '/en/hledat/', to: `/en/${SEARCH_PATHS.en}` },
];
