/**
 * The lines of a tile's drawing (features of kind `line`, e.g. water; rotation 0): each
 * line's centre line and the painter its edge letter is drawn by. Part of tile.ts: the
 * core routes a line and keeps fields apart along it; the module that owns its edge letter
 * paints it (registry.ts `LineArt`).
 */
import type { Side } from '../engine/core.js';
import { bandPolygon, dedupe, dist, intersectLines, pointAt, polyLength, type Pt } from './geom.js';
import { LINE_ARTS, type LineArt, type TileHint } from './registry.js';
import { cornerArc, type Bridge } from './tile-roads.js';
import { HUB, ROAD_WIDTH, SIDE_MID, SIDE_Q, SIDES, subLine, type Indexed, type Sketch } from './tile-space.js';

/** A line's centre line at rotation 0 (tile space), and how it is drawn. */
export interface LineLine {
  /** Index of the line in the tile definition's `features`. */
  i: number;
  f: Indexed['f'];
  line: Pt[];
  /** The painter of its edge letter, if a module registered one. */
  art: LineArt | undefined;
}

/** Band width of a line whose edge letter no module draws (tile units). */
const DEFAULT_WIDTH = 10;

/**
 * Each line's centre line, in the order of the tile's features: the hint's own (`lines`),
 * else straight between two opposite sides, a quarter circle round the corner of two
 * neighbouring sides, or from a lone side to the middle of the tile.
 */
export function lineCentreLines(lines: readonly Indexed[], hint: TileHint): LineLine[] {
  return lines.map((l, k) => {
    const sides = SIDES.filter((s) => l.f.at.includes(s));
    let line: Pt[];
    const own = hint.lines?.[k];
    if (own) line = own.map((p) => [p[0], p[1]] as Pt);
    else if (sides.length === 2) {
      const [a, b] = sides as [Side, Side];
      line = (SIDE_Q[a] + 2) % 4 === SIDE_Q[b] ? [SIDE_MID[a], SIDE_MID[b]] : cornerArc(a, b);
    } else line = [SIDE_MID[sides[0] ?? 'S'], HUB];
    return { i: l.i, f: l.f, line: dedupe(line), art: LINE_ARTS.get(l.f.edge ?? '') };
  });
}

/** The width of the band a line keeps free of fields. */
export function lineWidth(l: LineLine): number {
  return l.art?.width ?? DEFAULT_WIDTH;
}

/**
 * Each line's outline (its band, for highlighting and a reader's marks) and anchors: a
 * point on the line some way in from each side it touches, and the feature's anchor half
 * way along. No figure stands on a line; the anchors only name where it is.
 * @param bridge the road crossing on a bridge and what it crosses (tile-roads.ts)
 */
export function lineAnchors(sk: Sketch, lineLines: readonly LineLine[], bridge: Bridge): void {
  for (const l of lineLines) {
    const L = polyLength(l.line);
    const w = lineWidth(l);
    // cut where a road crosses it on a bridge, as a road under a bridge is
    const h = bridge.crossing === l && bridge.over ? intersectLines(l.line, bridge.over.line) : null;
    const gap = ROAD_WIDTH / 2 + 1.4 + 1.3;
    sk.outlines.set(
      l.i,
      h
        ? [subLine(l.line, 0, Math.max(0.5, h.s - gap)), subLine(l.line, Math.min(L - 0.5, h.s + gap), L)].map((x) =>
            bandPolygon(x, w),
          )
        : [bandPolygon(l.line, w)],
    );
    for (const s of SIDES.filter((x) => l.f.at.includes(x))) {
      const fromStart = dist(l.line[0]!, SIDE_MID[s]) < 1;
      const along = Math.min(20, L * 0.5);
      sk.anchors[s] = pointAt(l.line, fromStart ? along : L - along).p;
    }
    sk.featAnchor.set(l.i, pointAt(l.line, L / 2).p);
  }
}
