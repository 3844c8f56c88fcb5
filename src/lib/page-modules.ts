import { getCollection } from 'astro:content';

/**
 * The rule modules each rules page is about, from its worked examples: the modules every
 * example on the page switches on (`rules`, `base` included). Pages without examples are
 * missing from the map. Nothing here names a module; the examples say it.
 * @returns page slug → module ids in the order of the first example
 */
export async function pageModules(): Promise<Map<string, string[]>> {
  const all = await getCollection('examples');
  const byPage = new Map<string, string[][]>();
  for (const e of all) {
    const page = /examples\/([^/]+)\//.exec(e.filePath ?? '')?.[1];
    const rules = (e.data as { rules?: string[] }).rules;
    if (!page || !rules) continue;
    const list = byPage.get(page) ?? [];
    list.push([...new Set(['base', ...rules])]);
    byPage.set(page, list);
  }
  const out = new Map<string, string[]>();
  for (const [page, lists] of byPage)
    out.set(
      page,
      lists[0]!.filter((m) => lists.every((l) => l.includes(m))),
    );
  return out;
}

/**
 * Which page explains each module: the page with the fewest modules that include it (the
 * base rules: the page about `base` alone).
 * @returns module id → page slug
 */
export async function modulePages(): Promise<Record<string, string>> {
  const pages = [...(await pageModules())].sort((a, b) => a[1].length - b[1].length || a[0].localeCompare(b[0]));
  const out: Record<string, string> = {};
  for (const [page, mods] of pages) for (const m of mods) out[m] ??= page;
  return out;
}
