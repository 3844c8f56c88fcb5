/**
 * Link previews (issue 22): the PNG picture a forum, a chat or a social site shows beside a
 * link to one of our pages (`og:image`). Each is 1200 × 630 px, drawn at build time from our
 * own tile art: the page's tile on the left, its title and the site's name on the right. The
 * SVG is made here and turned into PNG by resvg (`@resvg/resvg-js`), with the machine's own
 * fonts (sans-serif; DejaVu or Liberation on Debian).
 *
 * The endpoint that writes the files lists the pages that have one
 * (src/pages/nahled/[lang]/[page].png.ts); the layout names each page's file with
 * {@link previewPath} (src/layouts/Page.astro), and the browser tests check that every page's
 * og:image is in the build.
 */
import { Resvg } from '@resvg/resvg-js';
import '../engine';
import '../engine/modules/art';
import { tileSvg } from '../art/svg';
import { isDrawable, tileDef } from '../art/sets';
import { specialTileLabel } from '../art/describe';
import { getT, type Lang } from '../i18n';

/** The size of every preview, in pixels (what Facebook, Discord and the forum software ask for). */
export const PREVIEW_SIZE = { width: 1200, height: 630 } as const;

/** One page's preview: where the page is and what the picture shows. */
export interface LinkPreview {
  lang: Lang;
  /** the page's path without the language, e.g. `lazne/`, `` for the home page */
  path: string;
  /** the page's title, written on the picture */
  title: string;
  /** the tile drawn on the picture (an engine tile id, e.g. `BATH.06`) */
  tile: string;
}

/** The name of a page's preview file: its path with `/` as `-`, `uvod` for the home page. */
function fileName(path: string): string {
  const name = path.replace(/\/$/, '').replace(/\//g, '-');
  return name === '' ? 'uvod' : name;
}

/**
 * The address of a page's link preview: `/nahled/cs/lazne.png`, `/nahled/en/uvod.png`.
 * @param lang the page's language
 * @param path the page's path without the language (`lazne/`, `` for the home page)
 */
export function previewPath(lang: Lang, path: string): string {
  return `/nahled/${lang}/${fileName(path)}.png`;
}

/** The endpoint's route parameters for a preview (`[lang]/[page].png`). */
export function previewParams(p: LinkPreview): { lang: Lang; page: string } {
  return { lang: p.lang, page: fileName(p.path) };
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Breaks a title into lines that fit `width` px at `size` px (a sans-serif letter is taken as
 * 0.6 of the size wide); a word longer than a line keeps its line, a one-letter word
 * goes to the next line with the word after it.
 */
function wrap(text: string, size: number, width: number): string[] {
  const perLine = Math.max(4, Math.floor(width / (size * 0.6)));
  const lines: string[] = [];
  // a one-letter word (Czech "a", "v", "s" …) stays with the word after it, as in the pages' text
  for (const word of text
    .replace(/(^|\s)(\p{L})\s+/gu, '$1$2\u00a0')
    .split(/[ \t\n]+/)
    .filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && last.length + 1 + word.length <= perLine) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/**
 * The preview as SVG text (1200 × 630): a tile's drawing, a title in up to three lines
 * (smaller letters for a long title) and the site's name.
 * @param title the text written large
 * @param tile the tile id drawn on the left (an unknown tile is drawn as its label in a frame)
 * @param lang the language of the site's name
 */
export function previewSvg(title: string, tile: string, lang: Lang): string {
  const t = getT(lang);
  const def = tileDef(tile);
  const art =
    def && isDrawable(def)
      ? tileSvg(def, 0, { px: 470 }).replace('<svg ', '<svg x="70" y="80" ')
      : `<g><rect x="70" y="80" width="470" height="470" fill="none" stroke="#3a2a1a" stroke-width="6"/><text x="305" y="315" font-size="40" text-anchor="middle" fill="#3a2a1a">${esc(def ? specialTileLabel(def, t) : tile)}</text></g>`;
  const textWidth = 1200 - 620 - 60;
  let size = 76;
  let lines = wrap(title, size, textWidth);
  while (lines.length > 3 && size > 36) lines = wrap(title, (size -= 8), textWidth);
  const lead = size * 1.18;
  const top = 315 - ((lines.length - 1) * lead) / 2;
  const titleText = lines
    .map(
      (l, i) =>
        `<text x="620" y="${(top + i * lead).toFixed(0)}" font-size="${size}" font-weight="700">${esc(l)}</text>`,
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_SIZE.width}" height="${PREVIEW_SIZE.height}" viewBox="0 0 1200 630">` +
    `<rect width="1200" height="630" fill="#e9e4d8"/><rect y="598" width="1200" height="32" fill="#8dbf5a"/>${art}` +
    `<g font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" fill="#1f1d1a" dominant-baseline="central">${titleText}` +
    `<text x="620" y="540" font-size="30" fill="#5b564d">${esc(t('site.name'))}</text></g></svg>`
  );
}

/**
 * Turns a preview's SVG into PNG bytes at its own size.
 * @param svg SVG text with width and height set (e.g. from {@link previewSvg})
 * @returns the PNG file's bytes
 * @throws Error from resvg when the SVG cannot be read
 */
export function previewPng(svg: string): Uint8Array<ArrayBuffer> {
  const png = new Resvg(svg, { font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' } }).render().asPng();
  return new Uint8Array(png);
}
