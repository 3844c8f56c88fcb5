import { getCollection, render } from 'astro:content';
import { evaluateScenario, type Scenario, type ScoreEvent } from '../engine';
import { eventRuleKey } from '../board/words/rule-key';

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
 * Which page explains each module: the page with the fewest modules that include it; the
 * base game's rules are on the page of kind `base` (frontmatter), whether or not it has
 * worked examples.
 * @returns module id → page slug
 */
export async function modulePages(): Promise<Record<string, string>> {
  const pages = [...(await pageModules())].sort((a, b) => a[1].length - b[1].length || a[0].localeCompare(b[0]));
  const out: Record<string, string> = {};
  const basePage = (await getCollection('pages')).find((e) => e.id.startsWith('cs/') && e.data.kind === 'base');
  if (basePage) out.base = basePage.id.slice(3);
  for (const [page, mods] of pages) for (const m of mods) out[m] ??= page;
  return out;
}

/**
 * Where the rules state each kind of score event: for every event the worked examples
 * produce (evaluated by the engine), the `source` (`page#anchor`) of the first example that
 * shows it on the page of the event's module (the module of the event, else of its last
 * modifier). An anchor the page in `lang` does not have (a translated heading) is left out:
 * the link then names the page alone.
 * @returns {@link eventRuleKey} → `page#anchor` (or `page`)
 */
export async function ruleSections(lang: string): Promise<Record<string, string>> {
  const entries = await getCollection('pages');
  const anchors = new Map<string, Set<string>>();
  const has = async (page: string, anchor: string): Promise<boolean> => {
    if (!anchors.has(page)) {
      const entry = entries.find((e) => e.id === `${lang}/${page}`) ?? entries.find((e) => e.id === `cs/${page}`);
      anchors.set(page, new Set(entry ? (await render(entry)).headings.map((h) => h.slug) : []));
    }
    return anchors.get(page)!.has(anchor);
  };
  const pages = await modulePages();
  const all = (await getCollection('examples')).sort((a, b) => a.id.localeCompare(b.id));
  const out: Record<string, string> = {};
  for (const ex of all) {
    const sc = ex.data as unknown as Scenario;
    const source = (ex.data as { source?: string }).source;
    if (!source?.includes('#')) continue;
    let events: ScoreEvent[];
    try {
      events = evaluateScenario(sc).events;
    } catch {
      continue;
    }
    for (const e of events) {
      const module = e.module ?? e.modifiers.at(-1)?.module;
      if (!module || pages[module] !== source.split('#')[0]) continue;
      const key = eventRuleKey(e);
      if (out[key]) continue;
      const [page, anchor] = source.split('#') as [string, string];
      out[key] = (await has(page, anchor)) ? source : page;
    }
  }
  return out;
}
