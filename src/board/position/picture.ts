/**
 * A picture of the position: the board drawn by the SVG backend of the tile art (the same
 * drawing as the examples' static figures), with a strip of scores, whose turn it is and the
 * tile in hand above it, turned into a PNG in the browser ("download picture", "copy
 * picture", "share"). The SVG part has no DOM and is tested alone.
 */
import { boardSvg, tileSvg, type BoardPosition } from '../../art/svg';
import type { PlayerColor } from '../../art/meeple';
import { isDrawable } from '../../art/sets';
import { gameOfSetup, getModule, tileDef, type Setup, type StateFigure } from '../../engine/core';
import { featureParts } from '../words/features';
import { isolate } from '../../lib/text';
import { tileLabels } from '../view/labels';

/**
 * The reader's marks (the document's notes) as the SVG backend draws them: a marked feature
 * becomes one mark per tile it spans (so the whole feature is tinted, as on the live board).
 */
function marksOf(d: Setup): BoardPosition['marks'] {
  const m = d.notes?.marks;
  if (!m || !(m.cells.length || m.features.length || m.arrows.length)) return undefined;
  const game = m.features.length ? gameOfSetup(d).game : null;
  const parts = m.features.flatMap((f) => (game ? featureParts(game, f) : [f]));
  return {
    cells: m.cells.map((c) => [c.x, c.y] as const),
    features: parts.map((f) => ({ at: [f.x, f.y] as const, location: f.loc })),
    arrows: m.arrows.map((a) => ({ from: [a.from.x, a.from.y] as const, to: [a.to.x, a.to.y] as const })),
  };
}

/** The position as the SVG backend's board description (with the reader's marks, when it has any). */
export function boardPosition(d: Setup): BoardPosition {
  const marks = marksOf(d);
  return {
    ...(marks ? { marks } : {}),
    labels: tileLabels(d.tiles.map((t) => ({ id: t.tile, x: t.x, y: t.y }))),
    tiles: d.tiles.map((t) => ({
      tile: t.tile,
      at: [t.x, t.y] as const,
      rotation: t.rotation,
      meeples: t.figures.map((f) => ({
        player: f.player as PlayerColor,
        at: f.at,
        kind: f.kind,
      })),
    })),
    // figures the modules hold off the features (their figures fields), drawn at their place
    parked: Object.entries(d.state).flatMap(([id, values]) =>
      (getModule(id)?.state?.fields ?? []).flatMap((f) =>
        f.type === 'figures' && Array.isArray(values[f.id])
          ? (values[f.id] as StateFigure[]).map((fig) => ({
              at: [fig.at[0], fig.at[1]] as const,
              player: fig.player as PlayerColor,
              kind: fig.kind,
              place: f.place,
            }))
          : [],
      ),
    ),
  };
}

/** Pixels per tile in the picture, smaller for large boards so the picture stays under `maxPx` wide and high. */
export function pictureScale(d: Setup, maxPx = 4000): number {
  if (!d.tiles.length) return 80;
  const m = d.notes?.marks;
  const cells = [...d.tiles, ...(m?.cells ?? []), ...(m?.arrows ?? []).flatMap((a) => [a.from, a.to])];
  return scaleFor(cells, maxPx);
}

function scaleFor(all: readonly { x: number; y: number }[], maxPx: number): number {
  const xs = all.map((t) => t.x);
  const ys = all.map((t) => t.y);
  const cells = Math.max(Math.max(...xs) - Math.min(...xs) + 1, Math.max(...ys) - Math.min(...ys) + 1);
  return Math.max(8, Math.min(80, Math.floor(maxPx / (cells + 0.2))));
}

/** The board as an SVG string (an empty board: a small blank square). */
export function boardPicture(d: Setup): { svg: string; width: number; height: number } {
  const px = pictureScale(d);
  if (!d.tiles.length) {
    return {
      svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${px * 2}" height="${px * 2}"><rect width="100%" height="100%" fill="#EFEBE2"/></svg>`,
      width: px * 2,
      height: px * 2,
    };
  }
  const svg = boardSvg(boardPosition(d), { px, grid: false, pad: 8 });
  const m = /width="([\d.]+)" height="([\d.]+)"/.exec(svg);
  return { svg, width: Math.ceil(Number(m?.[1] ?? 100)), height: Math.ceil(Number(m?.[2] ?? 100)) };
}

/** What a picture of the position shows beside the board. */
export interface PictureParts {
  /** lines of text above the board (the title, the scores) */
  caption: string[];
  /** one more line: whose turn it is and the tile in hand */
  turn?: string;
  /** the tile in hand, drawn at the right of the text (a known tile id), or null */
  hand?: string | null;
  /** the word under the tile in hand ("v ruce") */
  handLabel?: string;
  /** the reader's comment, written under the board (wrapped; line breaks kept) */
  comment?: string;
  /** the last line, small: the site's name and address */
  footer?: string;
  /** the picture's least width in pixels (a post's picture: 1200) */
  minWidth?: number;
}

/** Characters of a comment line at the picture's base width (17 px type, about 9 px a character). */
const COMMENT_CHARS = 9.2;

/** `text` broken into lines of at most `chars` characters, at spaces where it can (its own line breaks kept). */
export function wrapLines(text: string, chars: number): string[] {
  const out: string[] = [];
  for (const para of text.split('\n')) {
    let line = '';
    for (const word of para.split(/\s+/)) {
      if (!word) continue;
      let w = word;
      while (w.length > chars) {
        if (line) out.push(line);
        line = '';
        out.push(w.slice(0, chars));
        w = w.slice(chars);
      }
      if (!line) line = w;
      else if (line.length + 1 + w.length <= chars) line += ` ${w}`;
      else {
        out.push(line);
        line = w;
      }
    }
    out.push(line);
  }
  while (out.length && !out[out.length - 1]) out.pop();
  return out;
}

/** The least width of the picture in pixels, fit for a forum post or a chat. */
export const PICTURE_MIN_WIDTH = 1200;

/**
 * Where the parts of a picture go (no DOM: the bench measures sizes with it): the text lines,
 * the band above the board (`head`, units), the picture's width in units and the scale that
 * makes it at least `minWidth` px wide, and the PNG's size in pixels.
 * @param pic the board's drawing ({@link boardPicture}), in units (1 unit = 1 px at scale 1)
 * @param withHand whether the tile in hand is drawn
 */
export function pictureLayout(
  pic: { width: number; height: number },
  parts: PictureParts,
  withHand: boolean,
): {
  lines: string[];
  lineH: number;
  handBox: number;
  head: number;
  /** the comment's lines under the board */
  notes: string[];
  /** the band under the board (units): the comment, the footer and a margin */
  foot: number;
  width: number;
  scale: number;
  pixels: { width: number; height: number };
} {
  const lines = [...parts.caption, ...(parts.turn ? [parts.turn] : [])];
  const lineH = 26;
  const handBox = withHand ? 80 : 0;
  // the tile in hand with its word under it
  const head = Math.max(lines.length * lineH + 16, handBox ? handBox + 34 : 0);
  const width = Math.max(pic.width, 480);
  const scale = Math.max(1, (parts.minWidth ?? PICTURE_MIN_WIDTH) / width);
  const notes = parts.comment ? wrapLines(parts.comment, Math.floor((width - 24) / COMMENT_CHARS)) : [];
  const foot = 12 + notes.length * 24 + (notes.length ? 8 : 0) + (parts.footer ? 22 : 0);
  return {
    lines,
    lineH,
    handBox,
    head,
    notes,
    foot,
    width,
    scale,
    pixels: { width: Math.round(width * scale), height: Math.round((pic.height + head + foot) * scale) },
  };
}

function loadSvg(svg: string): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  const img = new Image();
  img.decoding = 'async';
  return new Promise<HTMLImageElement>((ok, bad) => {
    img.onload = () => ok(img);
    img.onerror = () => bad(new Error('board picture failed'));
    img.src = url;
  }).finally(() => URL.revokeObjectURL(url));
}

/**
 * A PNG of the board with the caption lines, whose turn it is and the tile in hand above it,
 * at least `minWidth` px wide (the board's drawing is vector art, so it is drawn at that size
 * rather than enlarged).
 * @returns the PNG as a Blob, with its size in pixels
 * @throws Error when the browser cannot draw the SVG or make the PNG
 */
export async function boardPng(d: Setup, parts: PictureParts): Promise<{ blob: Blob; width: number; height: number }> {
  const pic = boardPicture(d);
  const handDef = parts.hand ? tileDef(parts.hand) : undefined;
  const [img, hand] = await Promise.all([
    loadSvg(pic.svg),
    isDrawable(handDef) ? loadSvg(tileSvg(handDef, 0, { px: 72 })) : null,
  ]);
  const box = pictureLayout(pic, parts, !!hand);
  const { lines, lineH, handBox, head, notes, foot, width, scale } = box;
  const canvas = document.createElement('canvas');
  canvas.width = box.pixels.width;
  canvas.height = box.pixels.height;
  const ctx = canvas.getContext('2d')!;
  ctx.scale(scale, scale);
  ctx.fillStyle = '#FBFAF6';
  ctx.fillRect(0, 0, width, pic.height + head + foot);
  ctx.fillStyle = '#1F1D1A';
  lines.forEach((line, i) => {
    // the title larger, the rest as the text of the page
    ctx.font = i === 0 ? '700 19px system-ui, sans-serif' : '500 16px system-ui, sans-serif';
    ctx.fillText(line, 12, 28 + i * lineH, width - 24 - handBox);
  });
  if (hand) {
    ctx.drawImage(hand, width - handBox - 4, 8, handBox - 8, handBox - 8);
    if (parts.handLabel) {
      ctx.font = '500 14px system-ui, sans-serif';
      ctx.textAlign = 'center';
      ctx.fillText(parts.handLabel, width - handBox / 2 - 4, handBox + 20, handBox);
      ctx.textAlign = 'start';
    }
  }
  ctx.drawImage(img, Math.floor((width - pic.width) / 2), head, pic.width, pic.height);
  const y0 = head + pic.height + 12;
  ctx.font = '400 17px system-ui, sans-serif';
  // the reader's words isolated: a direction override in them turns nothing else around
  notes.forEach((line, i) => ctx.fillText(isolate(line), 12, y0 + 18 + i * 24, width - 24));
  if (parts.footer) {
    ctx.font = '400 13px system-ui, sans-serif';
    ctx.fillStyle = '#5F5A50';
    ctx.fillText(parts.footer, 12, head + pic.height + foot - 10, width - 24);
  }
  const blob = await new Promise<Blob>((ok, bad) =>
    canvas.toBlob((b) => (b ? ok(b) : bad(new Error('no PNG'))), 'image/png'),
  );
  return { blob, width: canvas.width, height: canvas.height };
}
