import type { TFunction } from 'i18next';
import { createT, langOf, moduleFile, type Lang, type Strings } from './core';
import { STRINGS_BUNDLES as bundles } from './bundles';

const loading = new Map<string, Promise<TFunction>>();

/**
 * A translation function for the page's language with the site's and the rule
 * modules' strings of that language only (see {@link createT}), for browser
 * code such as the example sandbox, so that a page carries one language (every
 * key exists in both: tests/unit/i18n.test.ts). The page frame's, the analysis
 * board's, the catalogue's and free play's strings are not loaded. Loaded
 * once per language.
 * @param lang `cs` or `en`; anything else falls back to `cs`
 * @param extra a tool page's own strings of each language, added under `extra.key` of the
 *   default namespace (e.g. the trainer's `trainer.*`); one set of extra strings per key
 * @throws (the promise rejects with) the loading error when the strings file
 *   cannot be fetched; a later call tries again
 */
export function loadT(
  lang: string | undefined,
  extra?: { key: string; strings: Record<Lang, Strings> },
): Promise<TFunction> {
  const l = langOf(lang);
  const id = extra ? `${l}:${extra.key}` : l;
  let p = loading.get(id);
  if (!p) {
    p = bundles[l]().then(({ default: b }) => {
      const translation = extra ? { ...b.translation, [extra.key]: extra.strings[l] } : b.translation;
      const res: Record<string, Strings> = { translation };
      for (const [path, strings] of Object.entries(b.modules)) {
        const f = moduleFile(path);
        if (f) res[f.module] = strings;
      }
      return createT(l, { [l]: res });
    });
    p.catch(() => loading.delete(id));
    loading.set(id, p);
  }
  return p;
}
