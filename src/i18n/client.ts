import type { TFunction } from 'i18next';
import { createT, langOf, moduleFile, type Lang, type Strings } from './core';

/**
 * The site's strings files, loaded on demand (each its own small file in the
 * build): `./locales/<lang>.json` and every module's `locales/<lang>.json`.
 * The analysis board's strings are not among them (it uses ./index).
 */
const site = import.meta.glob<Strings>('./locales/{cs,en}.json', { import: 'default' });
const moduleFiles = import.meta.glob<Strings>('../engine/modules/*/locales/*.json', { import: 'default' });

const loading = new Map<Lang, Promise<TFunction>>();

/**
 * A translation function for the page's language with the site's and the rule
 * modules' strings of that language only (see {@link createT}), for browser
 * code such as the example sandbox, so that a page carries one language (every
 * key exists in both: tests/unit/i18n.test.ts). Loaded once per language.
 * @param lang `cs` or `en`; anything else falls back to `cs`
 * @throws (the promise rejects with) the loading error when a strings file
 *   cannot be fetched; a later call tries again
 */
export function loadT(lang: string | undefined): Promise<TFunction> {
  const l = langOf(lang);
  let p = loading.get(l);
  if (!p) {
    p = (async () => {
      const own = site[`./locales/${l}.json`];
      const parts = Object.entries(moduleFiles)
        .map(([path, load]) => ({ file: moduleFile(path), load }))
        .filter((m) => m.file?.lang === l);
      const [translation, ...mods] = await Promise.all([own ? own() : {}, ...parts.map((m) => m.load())]);
      const res: Record<string, Strings> = { translation: translation as Strings };
      parts.forEach((m, i) => (res[m.file!.module] = mods[i]!));
      return createT(l, { [l]: res });
    })();
    p.catch(() => loading.delete(l));
    loading.set(l, p);
  }
  return p;
}
