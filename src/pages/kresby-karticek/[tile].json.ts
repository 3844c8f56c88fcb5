/**
 * Each drawable tile's drawing before rotation as JSON (`tileArtPath`): the data
 * `tileArtData` computes, written once at build time so that a worked example's board
 * fetches it while its code loads instead of computing it on the reader's first click
 * (src/board/art-prefetch.ts). The file is `{ "id": "BASE.A", "art": TileArtData }`.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import '../../engine';
import '../../engine/modules/art';
import { tileSets, isDrawable } from '../../art/sets';
import { tileArtData } from '../../art/tile';
import '../../art/tile-build';
import { tileSlug } from '../../site/tiles';

export const getStaticPaths: GetStaticPaths = () =>
  tileSets()
    .flatMap((s) => s.tiles)
    .filter(isDrawable)
    .map((def) => ({ params: { tile: tileSlug(def.id) }, props: { def } }));

export const GET: APIRoute = ({ props }) => {
  const { def } = props as { def: Parameters<typeof tileArtData>[0] };
  return new Response(JSON.stringify({ id: def.id, art: tileArtData(def) }), {
    headers: { 'Content-Type': 'application/json' },
  });
};
