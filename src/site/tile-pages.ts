/**
 * Which tiles have a page of their own in the catalogue (DESIGN 1.8): every tile of a set
 * whose layout is known, except the plainly labelled stand-ins of worked examples. Used by
 * the catalogue (./tiles.ts) and by the site's configuration, which links tile names in the
 * rules text to these pages (src/site/rehype-tile-links.mjs), so it imports nothing that
 * needs Astro.
 */
import type { TileDef } from '../engine';
// every set registered: the site's configuration asks for these ids before any page loads
import '../engine';
import { tileSets, isIllustrative } from '../art/sets';

/** True for a tile the catalogue lists and gives a page (known layout, not a stand-in). */
export function hasTilePage(def: TileDef): boolean {
  return def.known && !isIllustrative(def);
}

/** Ids of every tile with a page, in set order. */
export function tilePageIds(): string[] {
  return tileSets().flatMap((s) => s.tiles.filter(hasTilePage).map((d) => d.id));
}
