import { getCollection, type CollectionEntry } from 'astro:content';
import type { Lang } from '../i18n';

/** Groups of pages in the sidebar and on the home page, in the order they are shown. */
export const PAGE_KINDS = ['base', 'expansion', 'game', 'reference'] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

export { TOOL_PAGES } from '../lib/tool-pages';

/** A heading as Astro's `render()` reports it. */
export interface Heading {
  depth: number;
  slug: string;
  text: string;
}

/** The headings a table of contents lists: h2 and h3, without the footnotes' heading. */
export function tocHeadings(headings: readonly Heading[]): Heading[] {
  return headings.filter((h) => h.depth >= 2 && h.depth <= 3 && h.slug !== 'footnote-label');
}

/** One rules page as the navigation sees it. */
export interface NavPage {
  slug: string;
  title: string;
  kind: PageKind;
  order: number;
  short?: string;
  description: string;
  /** Tile id drawn on the page's card (frontmatter `cardTile` of the Czech page). */
  cardTile?: string;
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
      return {
        slug,
        title: t.data.title,
        kind: t.data.kind,
        order: e.data.order,
        short: t.data.short,
        description: t.data.description,
        ...(e.data.cardTile ? { cardTile: e.data.cardTile } : {}),
        translated: local.has(slug),
      };
    })
    .sort((a, b) => a.order - b.order);
}

/**
 * The rules page a worked example belongs to: the page its scenario's `source` names
 * (`lazne#section`, the folder content/examples/<page>/), as the navigation of `lang` sees it.
 * @returns the page, or undefined when the source names none
 */
export async function examplePage(lang: Lang, source: string | undefined): Promise<NavPage | undefined> {
  const slug = (source ?? '').split('#')[0];
  return (await navPages(lang)).find((p) => p.slug === slug);
}
