/**
 * PixiJS backend of the tile art: draws the shared drawing primitives (src/art/style.ts)
 * into a PixiJS v8 Graphics/Container. Tile space is 0..100; the caller scales.
 */
import { Container, Graphics, GraphicsContext, Sprite, Texture } from 'pixi.js';
import { BOARD_TEXT_SCALE, STYLE, type Prim } from '../../art/style';
import { TILE, type Scene } from './scene';

/** Labels drawn once per text, size, colour and resolution; a board has a handful. */
const labels = new Map<string, Texture>();

/**
 * A short bold label (a badge value, "20", "?") as a sprite centred on (x, y). Drawn with
 * the canvas 2D API rather than PixiJS's Text, whose layout and style code would add
 * about 11 KB (gzip) to the sandbox for a few glyphs.
 */
function label(text: string, x: number, y: number, size: number, fill: string, resolution: number): Sprite {
  const key = `${text}|${size}|${fill}|${resolution}`;
  let texture = labels.get(key);
  if (!texture) {
    const px = size * resolution;
    const font = `700 ${px}px system-ui, sans-serif`;
    const canvas = document.createElement('canvas');
    const ctx = canvas.getContext('2d')!;
    ctx.font = font;
    canvas.width = Math.ceil(ctx.measureText(text).width + px * 0.2);
    canvas.height = Math.ceil(px * 1.3);
    ctx.font = font; // resizing the canvas reset the context
    ctx.fillStyle = fill;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(text, canvas.width / 2, canvas.height / 2);
    texture = Texture.from(canvas);
    labels.set(key, texture);
  }
  const sprite = new Sprite(texture);
  sprite.anchor.set(0.5);
  sprite.scale.set(1 / resolution);
  sprite.position.set(x, y);
  return sprite;
}

/** A CSS colour for PixiJS (which parses hex, rgb() and names itself); `none` → no paint. */
function colour(c: string | undefined): string | undefined {
  if (!c || c === 'none' || c === 'transparent') return undefined;
  return c;
}

/** A text of a drawing: a {@link label} to place at `x, y`. */
interface LabelPart {
  text: string;
  x: number;
  y: number;
  size: number;
  fill: string;
  resolution: number;
}

/**
 * A drawing that can be shown any number of times: its graphics contexts (geometry and
 * styles, which PixiJS turns into triangles once per context, however many nodes show it)
 * and its labels, in drawing order.
 */
export type Drawing = readonly (GraphicsContext | LabelPart)[];

/**
 * The drawing of `prims` (tile space units), to show with {@link showDrawing}.
 * @param prims primitives in tile space
 * @param tilePx size of a tile on screen in pixels; primitives whose `lod` exceeds it are skipped
 */
export function primDrawing(prims: readonly Prim[], tilePx = 100): Drawing {
  const parts: (GraphicsContext | LabelPart)[] = [];
  let g = new GraphicsContext();
  parts.push(g);
  for (const p of prims) {
    if (p.lod && p.lod > tilePx) continue;
    const st = STYLE[p.role] ?? {};
    const fill = colour(p.fill ?? st.fill);
    const stroke = colour((p.type !== 'text' ? p.stroke : undefined) ?? st.stroke);
    const width = p.type !== 'text' ? (p.width ?? st.width ?? 1) : 0;
    if (p.type === 'text') {
      const size = p.size * BOARD_TEXT_SCALE;
      parts.push({ text: p.text, x: p.x, y: p.y, size, fill: fill ?? '#000', resolution: Math.max(2, tilePx / 50) });
      g = new GraphicsContext();
      parts.push(g);
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
  return parts;
}

/**
 * A new Container showing `drawing`: a Graphics on each of its contexts (shared with every
 * other node showing the same drawing, and left alone when the node is destroyed) and a
 * sprite per label.
 */
export function showDrawing(drawing: Drawing): Container {
  const c = new Container();
  for (const part of drawing)
    c.addChild(
      part instanceof GraphicsContext
        ? new Graphics(part)
        : label(part.text, part.x, part.y, part.size, part.fill, part.resolution),
    );
  return c;
}

/**
 * Draws `prims` into a new Container (tile space units), once: a drawing shown on many
 * nodes is made by {@link primDrawing} and shown by {@link showDrawing}.
 * @param prims primitives in tile space
 * @param tilePx size of a tile on screen in pixels; primitives whose `lod` exceeds it are skipped
 */
export function drawPrims(prims: readonly Prim[], tilePx = 100): Container {
  return showDrawing(primDrawing(prims, tilePx));
}

/**
 * One spot a tap picks at `[x, y]` (board units), radius `r`, line width `w`: `figure` a
 * white disc with a plus (a figure to place), `target` the same in gold (a figure placed on
 * another tile), `mark` a ring round a dot in the marks' colour (a feature to highlight).
 */
export function drawSpot(
  g: Graphics,
  x: number,
  y: number,
  r: number,
  w: number,
  look: 'figure' | 'target' | 'mark',
  colours: { gold: number; ink: number; mark: number },
): void {
  if (look === 'mark') {
    g.circle(x, y, r)
      .fill({ color: 0xffffff, alpha: 0.7 })
      .stroke({ color: colours.mark, width: w * 1.6 });
    g.circle(x, y, r * 0.32).fill({ color: colours.mark });
    return;
  }
  const target = look === 'target';
  const arm = r * 0.45;
  g.circle(x, y, r)
    .fill({ color: target ? colours.gold : 0xffffff, alpha: target ? 0.55 : 0.6 })
    .stroke({ color: target ? 0x7a5c00 : colours.ink, width: w });
  g.moveTo(x - arm, y)
    .lineTo(x + arm, y)
    .stroke({ color: colours.ink, width: w });
  g.moveTo(x, y - arm)
    .lineTo(x, y + arm)
    .stroke({ color: colours.ink, width: w });
}

/**
 * A reader's arrow from one point to another (world units): a line and a head in `colour`
 * over a white outline, kept clear of the two tiles' centres.
 */
export function drawArrow(g: Graphics, from: [number, number], to: [number, number], colour: number): void {
  const [x0, y0] = from;
  const [x1, y1] = to;
  const len = Math.hypot(x1 - x0, y1 - y0) || 1;
  const [ux, uy] = [(x1 - x0) / len, (y1 - y0) / len];
  const [tx, ty] = [x1 - ux * 14, y1 - uy * 14];
  const [bx, by] = [tx - ux * 26, ty - uy * 26];
  const head = [tx, ty, bx - uy * 14, by + ux * 14, bx + uy * 14, by - ux * 14];
  for (const [c, w] of [
    [0xffffff, 13],
    [colour, 7],
  ] as const) {
    g.moveTo(x0 + ux * 12, y0 + uy * 12)
      .lineTo(bx, by)
      .stroke({ color: c, width: w, cap: 'round' });
    g.poly(head, true)
      .fill({ color: c })
      .stroke({ color: c, width: c === colour ? 0 : 6 });
  }
}

const BLUE = 0x1b65c1;
const INK = 0x1a1a1a;
const RED = 0xb3261e;
const LAST = 0xe0701b;

/**
 * The cell marks of a scene (world units): the cells where the tile in hand fits (blue), each
 * player's last tile (its colour on a white band), the last move (orange), the placed tile being
 * edited (ink) and the keyboard cursor (red, crossed where the tile does not fit).
 */
export function cellMarks(s: Scene): Graphics {
  const marks = new Graphics();
  for (const c of s.cells) {
    const on = s.ghost && !s.ghost.placed && s.ghost.x === c.x && s.ghost.y === c.y;
    marks
      .rect(c.x * TILE + 4, c.y * TILE + 4, TILE - 8, TILE - 8)
      .fill({ color: BLUE, alpha: on ? 0 : 0.16 })
      .stroke({ color: BLUE, width: 3 });
  }
  // a player's tile: the player's colour on a white band (not to be taken for the cells where the tile fits)
  for (const m of s.playerMarks ?? [])
    marks
      .rect(m.x * TILE + 10, m.y * TILE + 10, TILE - 20, TILE - 20)
      .stroke({ color: 0xffffff, width: 8 })
      .rect(m.x * TILE + 10, m.y * TILE + 10, TILE - 20, TILE - 20)
      .stroke({ color: m.color, width: 4 });
  if (s.lastMove)
    marks.rect(s.lastMove.x * TILE + 3, s.lastMove.y * TILE + 3, TILE - 6, TILE - 6).stroke({ color: LAST, width: 5 });
  if (s.selected)
    marks.rect(s.selected.x * TILE + 2, s.selected.y * TILE + 2, TILE - 4, TILE - 4).stroke({ color: INK, width: 5 });
  if (s.cursor) {
    const c = s.cursor;
    marks.rect(c.x * TILE + 8, c.y * TILE + 8, TILE - 16, TILE - 16).stroke({ color: RED, width: 4 });
    // a cross where the tile in hand does not fit
    if (s.cells.length && !s.cells.some((f) => f.x === c.x && f.y === c.y) && !s.ghost)
      marks
        .moveTo(c.x * TILE + 25, c.y * TILE + 25)
        .lineTo(c.x * TILE + 75, c.y * TILE + 75)
        .stroke({ color: RED, width: 4 });
  }
  return marks;
}
