import type { TFunction } from 'i18next';
import { createT, langOf, moduleFile, type Lang, type Strings } from './core';
import { STRINGS_BUNDLES as bundles } from './bundles';

const loading = new Map<string, Promise<TFunction>>();

/**
 * A translation function for the page's language with the site's strings and the strings of
 * the rule modules `modules` (all of them when not given) in that language only (see
 * {@link createT}), for browser code such as the example sandbox, so that a page carries one
 * language and the wording of its own sets (every key exists in both languages:
 * tests/unit/i18n.test.ts). The page frame's, the analysis board's, the catalogue's and free
 * play's strings are not loaded. Loaded once per language, extra strings and set of modules.
 * @param lang `cs` or `en`; anything else falls back to `cs`
 * @param extra a tool page's own strings of each language, added under `extra.key` of the
 *   default namespace (e.g. the trainer's `trainer.*`); one set of extra strings per key
 * @param modules ids of the rule modules whose wording is needed (a worked example's sets);
 *   ids without strings of their own are skipped
 * @throws (the promise rejects with) the loading error when a strings file
 *   cannot be fetched; a later call tries again
 */
export function loadT(
  lang: string | undefined,
  extra?: { key: string; strings: Record<Lang, Strings> },
  modules?: readonly string[],
): Promise<TFunction> {
  const l = langOf(lang);
  const id = `${l}:${extra?.key ?? ''}:${modules ? [...modules].sort().join(',') : '*'}`;
  let p = loading.get(id);
  if (!p) {
    p = bundles[l]().then(async ({ default: b }) => {
      const translation = extra ? { ...b.translation, [extra.key]: extra.strings[l] } : b.translation;
      const res: Record<string, Strings> = { translation };
      const wanted = Object.entries(b.modules).flatMap(([path, load]) => {
        const f = moduleFile(path);
        return f && (!modules || modules.includes(f.module)) ? [{ module: f.module, load }] : [];
      });
      const strings = await Promise.all(wanted.map((w) => w.load()));
      wanted.forEach((w, i) => (res[w.module] = strings[i]!));
      return createT(l, { [l]: res });
    });
    p.catch(() => loading.delete(id));
    loading.set(id, p);
  }
  return p;
}
