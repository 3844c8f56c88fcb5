import i18next, { type TFunction } from 'i18next';
import cs from './locales/cs.json';
import en from './locales/en.json';
import csAnalysis from './locales/analysis.cs.json';
import enAnalysis from './locales/analysis.en.json';

/** Languages of the site; `cs` is the default and the fallback for missing strings. */
export const LANGS = ['cs', 'en'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'cs';

/**
 * Every UI string, per language (i18next resources, namespace `translation`). The analysis
 * board's strings live in their own files and appear under the key `analysis`.
 */
export const resources = {
  cs: { translation: { ...cs, analysis: csAnalysis } },
  en: { translation: { ...en, analysis: enAnalysis } },
} as const;

const cache = new Map<Lang, TFunction>();

/**
 * A translation function for one language. One i18next instance per language, created
 * synchronously (inline resources), so it works in Astro frontmatter at build time and in
 * browser code alike, and no page can switch another page's language.
 * Plurals follow Intl.PluralRules: Czech has one/few/many/other ("1 bod", "2 body", "5 bodů").
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
      fallbackLng: DEFAULT_LANG,
      supportedLngs: [...LANGS],
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    t = inst.getFixedT(l);
    cache.set(l, t);
  }
  return t;
}
