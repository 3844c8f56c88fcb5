import type { Lang } from '../i18n';

/**
 * Pages that are tools rather than rules texts, listed after the rules pages in the sidebar
 * and on the home page. `title` and `text` are i18next keys; `paths` is the address of the
 * page in each language, without the language (the slugs differ by language); `cardTile`
 * the tile drawn on its home-page card.
 */
export const TOOL_PAGES = [
  {
    id: 'analysis',
    title: 'analysis.navTitle',
    text: 'analysis.homeText',
    paths: { cs: 'rozbor/', en: 'analysis/' },
    cardTile: 'BASE.D',
  },
  {
    id: 'play',
    title: 'play.navTitle',
    text: 'play.homeText',
    paths: { cs: 'hra/', en: 'play/' },
    cardTile: 'BASE.U',
  },
  {
    id: 'trainer',
    title: 'trainer.navTitle',
    text: 'trainer.homeText',
    paths: { cs: 'trenink/', en: 'training/' },
    cardTile: 'BASE.L',
  },
  {
    id: 'tiles',
    title: 'tiles.navTitle',
    text: 'tiles.homeText',
    paths: { cs: 'karticky/', en: 'tiles/' },
    cardTile: 'BASE.F',
  },
] as const satisfies readonly {
  id: string;
  title: string;
  text: string;
  paths: Record<Lang, string>;
  /** Tile drawn on the page's card on the home page. */
  cardTile: string;
}[];
