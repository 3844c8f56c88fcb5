/**
 * Addresses of the embed pages (issue 22, DESIGN 1.10): a worked example or an analysis
 * position alone, for other sites to show in an `<iframe>`. Only these pages may be framed
 * (their root carries `data-embed`, which src/site/security-headers.mjs reads); every other
 * page keeps `frame-ancestors 'none'`. Nothing heavy imported: the analysis board's share
 * panel builds its embed code with these in the browser.
 */
import type { Lang } from '../i18n';

/** The embed folder of each language: `/cs/vlozit/`, `/en/embed/`. */
export const EMBED_PATHS: Record<Lang, string> = { cs: 'vlozit/', en: 'embed/' };

/** The analysis position's embed page under the embed folder: `/cs/vlozit/rozbor/`. */
export const EMBED_ANALYSIS: Record<Lang, string> = { cs: 'rozbor/', en: 'analysis/' };

/**
 * The embed page of a worked example: `/cs/vlozit/katedrala-27/`.
 * @param lang the page's language
 * @param id the example's id (its scenario file's name)
 */
export function embedExamplePath(lang: Lang, id: string): string {
  return `/${lang}/${EMBED_PATHS[lang]}${id}/`;
}

/** The embed page of an analysis position, without the `?pozice=` query: `/cs/vlozit/rozbor/`. */
export function embedAnalysisPath(lang: Lang): string {
  return `/${lang}/${EMBED_PATHS[lang]}${EMBED_ANALYSIS[lang]}`;
}

/** Height of the embedded frame the embed code asks for, in CSS pixels. */
export const EMBED_HEIGHT = { example: 620, analysis: 560 } as const;

const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The HTML a reader pastes into another site to show an embed page.
 * @param src the embed page's full address (with `?pozice=` for a position)
 * @param title the frame's accessible name (the example's or position's title)
 * @param height the frame's height in CSS pixels
 * @returns one `<iframe>` element, its attributes escaped
 */
export function iframeCode(src: string, title: string, height: number): string {
  return `<iframe src="${attr(src)}" title="${attr(title)}" width="100%" height="${height}" style="max-width:720px;border:0" loading="lazy"></iframe>`;
}
