/**
 * Each known tile's preview image for links (og:image of its page, `tilePreviewPath`):
 * a 1200 × 630 PNG drawn at build time from our own tile art (turned from SVG by resvg,
 * src/site/link-preview.ts), with the tile id and its set's name. One image serves both languages, so the text is the id and the set (Czech
 * name, the site's default language).
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import '../../engine';
import '../../engine/modules/art';
import { tileSvg } from '../../art/svg';
import { isDrawable, tileDef } from '../../art/sets';
import { specialTileLabel } from '../../art/describe';
import { getT } from '../../i18n';
import { tilePageList, setWords, tileSlug } from '../../site/tiles';
import { previewPng } from '../../site/link-preview';

export const getStaticPaths: GetStaticPaths = () =>
  tilePageList().map((id) => ({ params: { tile: tileSlug(id) }, props: { id } }));

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const GET: APIRoute = ({ props }) => {
  const id = (props as { id: string }).id;
  const def = tileDef(id)!;
  const t = getT('cs');
  const set = setWords(def.set, t).name;
  const art = isDrawable(def)
    ? tileSvg(def, 0, { px: 510 }).replace('<svg ', '<svg x="60" y="60" ')
    : `<g><rect x="60" y="60" width="510" height="510" fill="none" stroke="#3a2a1a" stroke-width="6"/><text x="315" y="315" font-size="40" text-anchor="middle" dominant-baseline="central" fill="#3a2a1a">${esc(specialTileLabel(def, t))}</text></g>`;
  const body = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630"><rect width="1200" height="630" fill="#e9e4d8"/>${art}<g font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" fill="#1f1d1a"><text x="640" y="250" font-size="${id.length > 8 ? 64 : 120}" font-weight="700">${esc(id)}</text><text x="640" y="330" font-size="44">${esc(set)}</text><text x="640" y="520" font-size="32" fill="#5b564d">${esc(t('site.name'))}</text></g></svg>`;
  return new Response(previewPng(body), { headers: { 'Content-Type': 'image/png' } });
};
