import { getCollection, type CollectionEntry } from 'astro:content';
import type { Lang } from '../i18n';

/** One rules page as the navigation sees it. */
export interface NavPage {
  slug: string;
  title: string;
  kind: 'base' | 'expansion' | 'reference';
  order: number;
  short?: string;
  description: string;
  /** true when the page exists in the requested language (else the Czech text is shown) */
  translated: boolean;
}

/** Splits a collection id `cs/lazne` into language and slug. */
export function splitId(id: string): { lang: string; slug: string } {
  const [lang, ...rest] = id.split('/');
  return { lang, slug: rest.join('/') };
}

/**
 * All pages for a language, sorted by `order`: the Czech pages, each replaced by its
 * translation where one exists.
 */
export async function navPages(lang: Lang): Promise<NavPage[]> {
  const all = await getCollection('pages');
  const cs = all.filter((e) => splitId(e.id).lang === 'cs');
  const local = new Map(all.filter((e) => splitId(e.id).lang === lang).map((e) => [splitId(e.id).slug, e]));
  return cs
    .map((e: CollectionEntry<'pages'>) => {
      const slug = splitId(e.id).slug;
      const t = local.get(slug) ?? e;
      return { slug, title: t.data.title, kind: t.data.kind, order: e.data.order, short: t.data.short, description: t.data.description, translated: local.has(slug) };
    })
    .sort((a, b) => a.order - b.order);
}
