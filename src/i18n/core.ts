import i18next, { type i18n, type TFunction } from 'i18next';
import { signed } from './numbers';

/** Languages of the site; `cs` is the default and the fallback for missing strings. */
export const LANGS = ['cs', 'en'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'cs';

/** A strings file: nested keys, string values (arrays for lists). */
export type Strings = { [key: string]: string | string[] | Strings };

/** Strings of one or more languages: `{ cs: { translation: {…}, <module id>: {…} }, … }`. */
export type Resources = Partial<Record<Lang, Record<string, Strings>>>;

/** The page's language from any text: `cs` or `en`; anything else falls back to `cs`. */
export function langOf(lang: string | undefined): Lang {
  return (LANGS as readonly string[]).includes(lang ?? '') ? (lang as Lang) : DEFAULT_LANG;
}

/**
 * The module id and language of a module strings file path
 * (`…/modules/<module id>/locales/<lang>.json`), or undefined.
 */
export function moduleFile(path: string): { module: string; lang: string } | undefined {
  const m = /\/modules\/([^/]+)\/locales\/([^/]+)\.json$/.exec(path);
  return m ? { module: m[1]!, lang: m[2]! } : undefined;
}

/**
 * An i18next instance for language `lang` over `resources`, created
 * synchronously (the strings are already there). Plurals follow
 * Intl.PluralRules: Czech has one/few/many/other ("1 bod", "2 body", "5 bodů").
 * Module keys are written `<module id>:<key>` (each module's strings are the
 * namespace named by its id); strings may nest other keys (`$t(…)`) and use
 * the formatter `lowercase` (`{{player, lowercase}}`, a name inside a Czech
 * sentence), `minus` (`{{count, minus}}`: "−5" with the minus sign U+2212) and `turned`
 * (`{{rotation, turned(form: fem)}}`: a rotation in degrees clockwise worded by the string
 * `turn.<form>`, "otočená o 90°", or `turn.<form>_none` for 0° and full turns, "neotočená").
 * Missing strings fall back to `cs` when `resources` has it.
 */
export function createI18n(lang: Lang, resources: Resources): i18n {
  const ns = new Set<string>(['translation']);
  for (const r of Object.values(resources)) for (const k of Object.keys(r ?? {})) ns.add(k);
  const inst = i18next.createInstance();
  inst.init({
    lng: lang,
    resources,
    ns: [...ns],
    defaultNS: 'translation',
    fallbackLng: DEFAULT_LANG,
    supportedLngs: [...LANGS],
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  inst.services.formatter?.add('lowercase', (value: unknown) => String(value).toLowerCase());
  // a negative number with the minus sign U+2212 ("−5 bodů"), never a hyphen
  inst.services.formatter?.add('minus', (value: unknown) => signed(value as number | string));
  // a rotation in words, in the grammatical form the sentence needs ("neotočenou", "otočenou o 90°")
  inst.services.formatter?.add('turned', (value: unknown, lng: string | undefined, options: { form?: string }) => {
    const deg = ((Math.round(Number(value)) % 360) + 360) % 360;
    return inst.t(`turn.${options.form ?? 'fem'}`, { lng, deg, context: deg === 0 ? 'none' : undefined });
  });
  return inst;
}

/** The translation function of {@link createI18n}'s instance, fixed to `lang`. */
export function createT(lang: Lang, resources: Resources): TFunction {
  return createI18n(lang, resources).getFixedT(lang);
}
