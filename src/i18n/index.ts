import i18next, { type TFunction } from 'i18next';
import cs from './locales/cs.json';
import en from './locales/en.json';
import csAnalysis from './locales/analysis.cs.json';
import enAnalysis from './locales/analysis.en.json';

/** Languages of the site; `cs` is the default and the fallback for missing strings. */
export const LANGS = ['cs', 'en'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'cs';

type Strings = { [key: string]: string | string[] | Strings };

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
    const m = /\/modules\/([^/]+)\/locales\/([^/]+)\.json$/.exec(path);
    if (!m) continue;
    (out[m[2]!] ??= {})[m[1]!] = strings;
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
 * default; the analysis board's strings live in their own files and appear under the
 * key `analysis`; a tool page may add its own with {@link addStrings}) and each module's
 * (namespace = module id).
 */
export const resources = {
  cs: { ...modules.cs, translation: { ...cs, analysis: csAnalysis } },
  en: { ...modules.en, translation: { ...en, analysis: enAnalysis } },
} as const;

const cache = new Map<Lang, TFunction>();
const instances = new Map<Lang, ReturnType<typeof i18next.createInstance>>();

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
 * A translation function for one language. One i18next instance per language, created
 * synchronously (inline resources), so it works in Astro frontmatter at build time and in
 * browser code alike, and no page can switch another page's language.
 * Plurals follow Intl.PluralRules: Czech has one/few/many/other ("1 bod", "2 body", "5 bodů").
 * Module keys are written `<module id>:<key>`; strings may nest other keys (`$t(…)`) and
 * use the formatter `lowercase` (`{{player, lowercase}}`, a name inside a Czech sentence).
 * @param lang `cs` or `en`; anything else falls back to `cs`
 */
export function getT(lang: string): TFunction {
  const l: Lang = (LANGS as readonly string[]).includes(lang) ? (lang as Lang) : DEFAULT_LANG;
  let t = cache.get(l);
  if (!t) {
    const inst = i18next.createInstance();
    inst.init({
      lng: l,
      resources,
      ns: ['translation', ...MODULE_NAMESPACES],
      defaultNS: 'translation',
      fallbackLng: DEFAULT_LANG,
      supportedLngs: [...LANGS],
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    inst.services.formatter?.add('lowercase', (value: unknown) => String(value).toLowerCase());
    t = inst.getFixedT(l);
    cache.set(l, t);
    instances.set(l, inst);
  }
  return t;
}
