/**
 * PixiJS backend of the tile art: draws the shared drawing primitives (src/art/style.ts)
 * into a PixiJS v8 Graphics/Container. Tile space is 0..100; the caller scales.
 */
import { Container, Graphics, Text } from 'pixi.js';
import { STYLE, type Prim } from '../art/style';

/** A CSS colour for PixiJS (which parses hex, rgb() and names itself); `none` → no paint. */
function colour(c: string | undefined): string | undefined {
  if (!c || c === 'none' || c === 'transparent') return undefined;
  return c;
}

/**
 * Draws `prims` into a new Container (tile space units).
 * @param prims primitives in tile space
 * @param tilePx size of a tile on screen in pixels; primitives whose `lod` exceeds it are skipped
 */
export function drawPrims(prims: readonly Prim[], tilePx = 100): Container {
  const c = new Container();
  let g = new Graphics();
  c.addChild(g);
  for (const p of prims) {
    if (p.lod && p.lod > tilePx) continue;
    const st = STYLE[p.role] ?? {};
    const fill = colour(p.fill ?? st.fill);
    const stroke = colour((p.type !== 'text' ? p.stroke : undefined) ?? st.stroke);
    const width = p.type !== 'text' ? p.width ?? st.width ?? 1 : 0;
    if (p.type === 'text') {
      const txt = new Text({ text: p.text, style: { fontFamily: 'system-ui, sans-serif', fontSize: p.size * 1.35, fontWeight: '700', fill: fill ?? 0 } });
      txt.anchor.set(0.5);
      txt.position.set(p.x, p.y);
      txt.resolution = Math.max(2, tilePx / 50);
      c.addChild(txt);
      g = new Graphics();
      c.addChild(g);
      continue;
    }
    if (p.type === 'circle') {
      g.circle(p.x, p.y, p.r);
      if (fill !== undefined) g.fill({ color: fill, alpha: st.alpha ?? 1 });
      if (stroke !== undefined) g.stroke({ color: stroke, width });
      continue;
    }
    g.poly(p.pts, p.closed);
    if (p.closed && fill !== undefined) g.fill({ color: fill, alpha: st.alpha ?? 1 });
    if (stroke !== undefined) g.stroke({ color: stroke, width, join: 'round', cap: 'round' });
  }
  return c;
}
