/**
 * A picture of the position: the board drawn by the SVG backend of the tile art (the same
 * drawing as the examples' static figures), with a strip of scores above it, turned into a
 * PNG in the browser (for "download picture"). The SVG part has no DOM and is tested alone.
 */
import '../engine/modules/art';
import { boardSvg, type BoardPosition } from '../art/svg';
import type { PlayerColor } from '../art/meeple';
import { getModule, type StateFigure } from '../engine';
import type { AnalysisDoc } from './doc';

/** The position as the SVG backend's board description. */
export function boardPosition(d: AnalysisDoc): BoardPosition {
  return {
    tiles: d.tiles.map((t) => ({
      tile: t.tile,
      at: [t.x, t.y] as const,
      rotation: t.rotation,
      meeples: t.figures.map((f) => ({
        player: f.player as PlayerColor,
        at: f.at,
        kind: f.kind === 'large' ? ('large' as const) : ('normal' as const),
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
export function pictureScale(d: AnalysisDoc, maxPx = 4000): number {
  if (!d.tiles.length) return 80;
  const xs = d.tiles.map((t) => t.x);
  const ys = d.tiles.map((t) => t.y);
  const cells = Math.max(Math.max(...xs) - Math.min(...xs) + 1, Math.max(...ys) - Math.min(...ys) + 1);
  return Math.max(8, Math.min(80, Math.floor(maxPx / (cells + 0.2))));
}

/** The board as an SVG string (an empty board: a small blank square). */
export function boardPicture(d: AnalysisDoc): { svg: string; width: number; height: number } {
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

/**
 * A PNG of the board with `caption` lines (scores) above it.
 * @returns the PNG as a Blob
 */
export async function boardPng(d: AnalysisDoc, caption: string[]): Promise<Blob> {
  const pic = boardPicture(d);
  const url = URL.createObjectURL(new Blob([pic.svg], { type: 'image/svg+xml' }));
  try {
    const img = new Image();
    img.decoding = 'async';
    await new Promise<void>((ok, bad) => {
      img.onload = () => ok();
      img.onerror = () => bad(new Error('board picture failed'));
      img.src = url;
    });
    const lineH = 26;
    const head = caption.length * lineH + 16;
    const width = Math.max(pic.width, 480);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = pic.height + head;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#FBFAF6';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.fillStyle = '#1F1D1A';
    ctx.font = '600 18px system-ui, sans-serif';
    caption.forEach((line, i) => ctx.fillText(line, 12, 28 + i * lineH, width - 24));
    ctx.drawImage(img, Math.floor((width - pic.width) / 2), head, pic.width, pic.height);
    return await new Promise<Blob>((ok, bad) =>
      canvas.toBlob((b) => (b ? ok(b) : bad(new Error('no PNG'))), 'image/png'),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}
