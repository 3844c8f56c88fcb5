/** The tile pictures of the analysis board's tile box, one SVG sprite (src/board/view/tile-sprite.ts). */
import type { APIRoute } from 'astro';
import '../engine';
import { tileSprite } from '../board/view/tile-sprite';
import '../engine/modules/art';

export const GET: APIRoute = () => new Response(tileSprite(), { headers: { 'Content-Type': 'image/svg+xml' } });
