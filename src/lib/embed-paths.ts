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

/**
 * Height of the embedded frame the embed code asks for, in CSS pixels: what the page shows at
 * a phone's width. The frame tells the page framing it its real height
 * ({@link HEIGHT_MESSAGE}); the code's script takes it, so the frame never scrolls inside.
 */
export const EMBED_HEIGHT = { example: 900, analysis: 640 } as const;

/** The `type` of the message an embed page posts to the page framing it: `{ type, height }` (CSS pixels). */
export const HEIGHT_MESSAGE = 'hratelna-pravidla:height';

/**
 * The script the embed code carries after its frame: it sets each of our frames to the height
 * the frame posts ({@link HEIGHT_MESSAGE}), for messages from our own origin alone. A site that
 * drops scripts keeps the frame at its fixed height.
 * @param origin our site's origin (`https://…`), the only sender accepted
 */
export function heightScript(origin: string): string {
  const o = JSON.stringify(origin);
  return `<script>addEventListener("message",function(e){if(e.origin!==${o}||!e.data||e.data.type!=="${HEIGHT_MESSAGE}")return;for(var f of document.querySelectorAll("iframe"))if(f.contentWindow===e.source)f.style.height=Math.min(4000,Math.max(200,Number(e.data.height)||0))+"px"})</script>`;
}

const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The HTML a reader pastes into another site to show an embed page.
 * @param src the embed page's full address (with `?pozice=` for a position)
 * @param title the frame's accessible name (the example's or position's title)
 * @param height the frame's height in CSS pixels
 * @returns one `<iframe>` element, its attributes escaped (allowed to write the clipboard, so
 *   its copy buttons work), then the script that keeps its height ({@link heightScript})
 */
export function iframeCode(src: string, title: string, height: number): string {
  const frame = `<iframe src="${attr(src)}" title="${attr(title)}" width="100%" height="${height}" style="max-width:720px;border:0" loading="lazy" allow="clipboard-write"></iframe>`;
  let origin = '';
  try {
    origin = new URL(src).origin;
  } catch {
    return frame;
  }
  return `${frame}\n${heightScript(origin)}`;
}

/** How long an embed page waits for its scripts before it says they did not start (ms, a CSS animation delay). */
export const EMBED_STALL_MS = 6000;

/**
 * In an embed page's bundled script: marks the root (`data-scripts="started"`), which hides the
 * notice that the scripts did not start (`[data-embed-stalled]`, src/layouts/Embed.astro: its
 * style sheet shows it after {@link EMBED_STALL_MS} unless the root is marked). A frame with
 * `sandbox` and no `allow-scripts`, or a host that refuses the scripts to origin `null`,
 * leaves the root unmarked, and the reader learns what the framing page must allow.
 */
export function scriptsStarted(doc: Document = document): void {
  doc.documentElement.dataset.scripts = 'started';
}

/**
 * In an embed page: posts the page's height to the page framing it now and whenever it
 * changes ({@link HEIGHT_MESSAGE}); nothing when the page is not in a frame.
 */
export function postHeight(win: Window = window): void {
  if (win.parent === win) return;
  let last = 0;
  const send = () => {
    const h = Math.ceil(win.document.documentElement.getBoundingClientRect().height);
    if (h === last) return;
    last = h;
    win.parent.postMessage({ type: HEIGHT_MESSAGE, height: h }, '*');
  };
  new ResizeObserver(send).observe(win.document.documentElement);
  send();
}
