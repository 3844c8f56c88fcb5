/**
 * Addresses of what the build writes per tile: its page in each language, and files the
 * same for both languages. Nothing heavy imported: browser code (the boards' drawing
 * prefetch) and the site's configuration (tile links in the text) use these as well.
 */
import type { Lang } from '../i18n';
import { TOOL_PAGES } from './tool-pages';

/** A tile id as a path segment, lower case: `IC.K` → `ic-k`, `KRB.01` → `krb-01`. */
export function tileSlug(id: string): string {
  return id.replace('.', '-').toLowerCase();
}

/** The address of a tile's own page: `/cs/karticky/ic-k/`. */
export function tileHref(lang: Lang, id: string): string {
  // looked up here, not at load: browser code that only fetches drawings carries no page list
  return `/${lang}/${TOOL_PAGES.find((p) => p.id === 'tiles')!.paths[lang]}${tileSlug(id)}/`;
}

/** The address of a tile's preview image for links (og:image, a 1200 × 630 PNG). */
export function tilePreviewPath(id: string): string {
  return `/nahled-karticky/${tileSlug(id)}.png`;
}

/** The address of a tile's drawing data (`src/pages/kresby-karticek/[tile].json.ts`). */
export function tileArtPath(id: string): string {
  return `/kresby-karticek/${tileSlug(id)}.json`;
}
