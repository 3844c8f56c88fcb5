/**
 * The link preview of each page (og:image): a 1200 × 630 PNG drawn at build time
 * (src/site/link-preview.ts), at `/nahled/<lang>/<page>.png`.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { previewParams, previewPng, previewSvg, type LinkPreview } from '../../../site/link-preview';
import { getT, LANGS } from '../../../i18n';
import { navPages } from '../../../site/nav';
import { TOOL_PAGES } from '../../../lib/tool-pages';
import { pagePath, SEARCH_PATHS } from '../../../lib/page-paths';

/**
 * Every page with its own preview, in both languages: the home page, the rules pages (their
 * `cardTile`), the tool pages (`TOOL_PAGES[].cardTile`) and the search page. Tile pages have
 * their own (src/pages/nahled-karticky/); the not-found pages use the site's `/og.png`.
 */
async function linkPreviews(): Promise<LinkPreview[]> {
  const out: LinkPreview[] = [];
  for (const lang of LANGS) {
    const t = getT(lang);
    out.push({ lang, path: '', title: t('site.tagline'), tile: 'BASE.D' });
    for (const p of await navPages(lang))
      out.push({ lang, path: pagePath(lang, p.slug), title: p.title, tile: p.cardTile ?? 'BASE.D' });
    for (const p of TOOL_PAGES) out.push({ lang, path: p.paths[lang], title: t(p.title), tile: p.cardTile });
    out.push({ lang, path: SEARCH_PATHS[lang], title: t('site.searchPage'), tile: 'BASE.E' });
  }
  return out;
}

export const getStaticPaths: GetStaticPaths = async () =>
  (await linkPreviews()).map((p) => ({ params: previewParams(p), props: { preview: p } }));

export const GET: APIRoute = ({ props }) => {
  const p = (props as { preview: LinkPreview }).preview;
  return new Response(previewPng(previewSvg(p.title, p.tile, p.lang)), { headers: { 'Content-Type': 'image/png' } });
};
