import type { Lang, Strings } from './core';

/** What a language's strings file of the build holds (./strings.<lang>.ts). */
export interface StringsBundle {
  /** The site's own strings (namespace `translation`). */
  translation: Strings;
  /** A loader of each rule module's strings, by the path of its locale file. */
  modules: Record<string, () => Promise<Strings>>;
}

/**
 * Each language's strings for browser code, one file of the build per language. Kept
 * apart from `loadT` (./client), which needs i18next, so that a page's bootstrap can ask
 * for its language's file as soon as the reader starts an example, before i18next
 * has arrived (src/sandbox/element.ts).
 */
export const STRINGS_BUNDLES: Record<Lang, () => Promise<{ default: StringsBundle }>> = {
  cs: () => import('./strings.cs'),
  en: () => import('./strings.en'),
};
