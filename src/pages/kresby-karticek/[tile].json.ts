/**
 * Each drawable tile's drawing (tile variants included) before rotation as JSON (`tileArtPath`): the data
 * `tileArtData` computes, written once at build time so that a worked example's board
 * fetches it while its code loads instead of computing it on the reader's first click
 * (src/board/view/art-prefetch.ts). The file is `{ "id": "BASE.A", "art": TileArtData }`.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { allTileDefs } from '../../engine';
import '../../engine/modules/art';
import { isDrawable } from '../../art/sets';
import { tileArtData } from '../../art/tile';
import '../../art/tile-build';
import { tileSlug } from '../../site/tiles';

// every registered tile: the sets' tiles and the variants modules make of them (a garden copy)
export const getStaticPaths: GetStaticPaths = () =>
  allTileDefs()
    .filter(isDrawable)
    .map((def) => ({ params: { tile: tileSlug(def.id) }, props: { def } }));

export const GET: APIRoute = ({ props }) => {
  const { def } = props as { def: Parameters<typeof tileArtData>[0] };
  return new Response(JSON.stringify({ id: def.id, art: tileArtData(def) }), {
    headers: { 'Content-Type': 'application/json' },
  });
};
