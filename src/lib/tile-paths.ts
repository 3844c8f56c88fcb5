/**
 * Addresses of files the build writes per tile, the same for both languages. No imports:
 * browser code (the boards' drawing prefetch) uses these as well as the build.
 */

/** A tile id as a path segment, lower case: `IC.K` → `ic-k`, `KRB.01` → `krb-01`. */
export function tileSlug(id: string): string {
  return id.replace('.', '-').toLowerCase();
}

/** The address of a tile's preview image for links (og:image). */
export function tilePreviewPath(id: string): string {
  return `/nahled-karticky/${tileSlug(id)}.svg`;
}

/** The address of a tile's drawing data (`src/pages/kresby-karticek/[tile].json.ts`). */
export function tileArtPath(id: string): string {
  return `/kresby-karticek/${tileSlug(id)}.json`;
}
