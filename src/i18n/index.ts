import type { TFunction } from 'i18next';
import { createI18n, LANGS, langOf, moduleFile, type Lang, type Strings } from './core';
import cs from './locales/cs.json';
import en from './locales/en.json';
import csPages from './locales/pages.cs.json';
import enPages from './locales/pages.en.json';
import csSite from './locales/site.cs.json';
import enSite from './locales/site.en.json';
import csAnalysis from './locales/analysis.cs.json';
import enAnalysis from './locales/analysis.en.json';
import csTiles from './locales/tiles.cs.json';
import enTiles from './locales/tiles.en.json';

export { LANGS, DEFAULT_LANG, type Lang } from './core';

/**
 * Every rule module's own strings, found by their place: the folder
 * `src/engine/modules/<module id>/locales/<lang>.json` holds the wording of
 * that module's events, status facts, choices and tile descriptions. Each
 * module's strings form the i18next namespace named by its id, so the keys
 * the engine puts on events (`bathhouses:event.enter`) resolve as they are.
 */
const found = import.meta.glob<Strings>('../engine/modules/*/locales/*.json', { eager: true, import: 'default' });

/** Module namespaces by language: `{ cs: { bathhouses: {…}, … }, en: {…} }`. */
function moduleStrings(): Record<string, Record<string, Strings>> {
  const out: Record<string, Record<string, Strings>> = {};
  for (const [path, strings] of Object.entries(found)) {
    const f = moduleFile(path);
    if (f) (out[f.lang] ??= {})[f.module] = strings;
  }
  return out;
}

const modules = moduleStrings();

/** Ids of the modules that bring strings (each one an i18next namespace). */
export const MODULE_NAMESPACES: readonly string[] = [
  ...new Set(Object.values(modules).flatMap((m) => Object.keys(m))),
].sort();

/**
 * Every UI string, per language: the site's own (namespace `translation`, the
 * default; `pages.<lang>.json` holds keys the example sandbox does not load: what only
 * built pages use (an example's frame, the link to free play, the key help) and the
 * board kit's words for boards that load every string (`board.refusal`: why a tile does
 * not go on a cell, on the analysis board and in free play), merged in at the top; the page frame's
 * strings — menu, search, home page, footer —, the
 * analysis board's and the tile catalogue's live in their own files and appear
 * under the keys `site`, `analysis` and `tiles`, so that browser code loading
 * `<lang>.json` alone carries none of them; a tool page may add its own with
 * {@link addStrings}) and each module's (namespace = module id).
 */
export const resources = {
  cs: { ...modules.cs, translation: { ...cs, ...csPages, site: csSite, analysis: csAnalysis, tiles: csTiles } },
  en: { ...modules.en, translation: { ...en, ...enPages, site: enSite, analysis: enAnalysis, tiles: enTiles } },
} as const;

const cache = new Map<Lang, TFunction>();
const instances = new Map<Lang, ReturnType<typeof createI18n>>();

/**
 * Adds a tool page's own strings under `key` of the default namespace, merged into what is
 * there (e.g. the few strings every page's navigation needs), for instances made before and
 * after. Free play registers its strings so (src/play/strings.ts), so that pages without it,
 * and the sandbox, do not carry them.
 * @param strings the strings per language
 */
export function addStrings(key: string, strings: Record<Lang, Strings>): void {
  for (const l of LANGS) {
    const tr = resources[l].translation as unknown as Record<string, Strings>;
    tr[key] = { ...tr[key], ...strings[l] };
    instances.get(l)?.addResourceBundle(l, 'translation', { [key]: strings[l] }, true, true);
  }
}

/**
 * A translation function for one language with every string of the site
 * (see {@link createT}), for build-time code (Astro frontmatter) and the
 * analysis board. Browser code that needs one language only loads it with
 * `loadT` (./client), which keeps the other language out of its JavaScript.
 * @param lang `cs` or `en`; anything else falls back to `cs`
 */
export function getT(lang: string): TFunction {
  const l = langOf(lang);
  let t = cache.get(l);
  if (!t) {
    const inst = createI18n(l, resources as unknown as Record<Lang, Record<string, Strings>>);
    t = inst.getFixedT(l);
    cache.set(l, t);
    instances.set(l, inst);
  }
  return t;
}
