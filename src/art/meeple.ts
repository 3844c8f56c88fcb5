/**
 * Meeple shapes in the six player colours. A normal meeple is about 20 tile
 * units wide (a fifth of a tile); a module's figure kind may be drawn at another
 * size with a thicker outline (its `FigureArt` in the art registry: the large
 * meeple of Inns & Cathedrals), and a farmer (a figure on a field) lies on its
 * back. The black figure has a light rim round its outline, so it stays visible
 * on a city's dark wall or a dark theme. Each colour also carries its own white
 * or dark mark (dot, square, triangle, diamond, cross, star), so players can be
 * told apart without colour.
 */
import { arc, flat, type Pt } from './geom.js';
import { figureArt } from './registry.js';
import type { PlayerColor } from './player-color.js';
import type { Prim } from './style.js';

export { PLAYER_COLORS, type PlayerColor } from './player-color.js';

/**
 * The room figure spots keep round a figure inside its feature and the tile, in units
 * of a 100-unit tile: a normal meeple is 20 units across and reaches 12 with its
 * outline and shadow; the tiles' figure anchors keep `big` (16) on their feature for a
 * figure drawn larger (a module's kind at about 1.5×), so where a feature is tight its
 * outline and shadow may reach a unit or two past it, over a neighbouring feature (how
 * far such a figure really reaches, which the tile's edge keeps, is its `FigureArt.reach`).
 */
export const FIGURE_R = { normal: 12, big: 16 } as const;

/**
 * How far the drawing of a figure of `kind` reaches from its centre, outline and shadow
 * included (tile units): its registered `FigureArt.reach`, else a normal follower's
 * {@link FIGURE_R}`.normal` × its scale (12 for a normal one).
 */
export function figureReach(kind: string): number {
  const fa = figureArt(kind);
  return fa.reach ?? FIGURE_R.normal * fa.scale;
}

/** Fill, outline and mark of each player colour; `mark` is the shape that tells colours apart without colour. */
export const PLAYER_STYLE: Record<
  PlayerColor,
  {
    fill: string;
    stroke: string;
    markFill: string;
    mark: 'dot' | 'square' | 'triangle' | 'diamond' | 'cross' | 'star';
    /** A light rim drawn round the outline, for a colour that would sink into dark ground. */
    rim?: string;
  }
> = {
  red: { fill: '#D7263D', stroke: '#7E1020', markFill: '#FFFFFF', mark: 'dot' },
  blue: { fill: '#1B65C1', stroke: '#0B3872', markFill: '#FFFFFF', mark: 'square' },
  green: { fill: '#2E9E44', stroke: '#145A22', markFill: '#FFFFFF', mark: 'triangle' },
  yellow: { fill: '#F2C80F', stroke: '#8A6D00', markFill: '#3A2A00', mark: 'diamond' },
  black: { fill: '#2B2B2B', stroke: '#000000', markFill: '#FFFFFF', mark: 'cross', rim: '#F3EBD9' },
  pink: { fill: '#E86FB0', stroke: '#8E2F66', markFill: '#FFFFFF', mark: 'star' },
};

/** Meeple silhouette around (0, 0), 20 units wide and tall, standing (head up). */
function silhouette(): Pt[] {
  const head = arc([0, -6.4], 3.7, Math.PI * 0.78, Math.PI * 2.22, 12);
  return [
    ...head,
    [3.4, -2.9],
    [9.2, -1.9],
    [10, -0.6],
    [9.6, 1.0],
    [4.4, 1.6],
    [7.8, 8.6],
    [8.2, 9.6],
    [7.4, 10],
    [2.6, 10],
    [0, 6.2],
    [-2.6, 10],
    [-7.4, 10],
    [-8.2, 9.6],
    [-7.8, 8.6],
    [-4.4, 1.6],
    [-9.6, 1.0],
    [-10, -0.6],
    [-9.2, -1.9],
    [-3.4, -2.9],
  ];
}

/**
 * The mark shape around (0, 0), about 4.4 units across: what tells a player's figures apart
 * without colour (a figure kind drawn by its module's own shape carries it too).
 */
export function markPts(mark: (typeof PLAYER_STYLE)[PlayerColor]['mark']): Pt[] {
  switch (mark) {
    case 'dot':
      return arc([0, 0], 2.2, 0, 2 * Math.PI, 14).slice(0, -1);
    case 'square':
      return [
        [-2, -2],
        [2, -2],
        [2, 2],
        [-2, 2],
      ];
    case 'triangle':
      return [
        [0, -2.6],
        [2.5, 1.8],
        [-2.5, 1.8],
      ];
    case 'diamond':
      return [
        [0, -2.7],
        [2.3, 0],
        [0, 2.7],
        [-2.3, 0],
      ];
    case 'cross':
      return [
        [-0.8, -2.5],
        [0.8, -2.5],
        [0.8, -0.8],
        [2.5, -0.8],
        [2.5, 0.8],
        [0.8, 0.8],
        [0.8, 2.5],
        [-0.8, 2.5],
        [-0.8, 0.8],
        [-2.5, 0.8],
        [-2.5, -0.8],
        [-0.8, -0.8],
      ];
    case 'star': {
      const out: Pt[] = [];
      for (let i = 0; i < 10; i++) {
        const a = -Math.PI / 2 + (i * Math.PI) / 5;
        const r = i % 2 ? 1.15 : 2.8;
        out.push([Math.cos(a) * r, Math.sin(a) * r]);
      }
      return out;
    }
  }
}

/**
 * Primitives of one figure centred at `at` (tile or board units), drawn as its kind's
 * registered art says ({@link figureArt}: the follower silhouette at the kind's scale and
 * outline, or the kind's own shape; a kind no module draws is a normal follower).
 * @param color player colour
 * @param kind figure kind id (`normal` and any kind a module declares)
 * @param lying the figure lies on its back, head to the west (a farmer, on a field)
 * @param scale extra scale (1 = sized for a 100-unit tile; a resting figure 0.7)
 * @returns the shadow, (for a colour with a rim) the rim, the body and the mark
 */
export function meeplePrims(at: Pt, color: PlayerColor, kind = 'normal', lying = false, scale = 1): Prim[] {
  const fa = figureArt(kind);
  if (fa.prims) return fa.prims(at, color, lying, scale);
  const st = PLAYER_STYLE[color] ?? PLAYER_STYLE.black;
  const s = fa.scale * scale;
  // a larger kind gets a bolder outline than its size alone gives
  const bold = fa.bold ?? 1;
  const tr = (p: Pt): Pt => {
    const [x, y] = lying ? [p[1], -p[0]] : p; // turn 90° anticlockwise: head to the west
    return [at[0] + x * s, at[1] + y * s * (lying ? 0.9 : 1)];
  };
  const body = silhouette().map(tr);
  const shadow = silhouette().map((p) => {
    const q = tr(p);
    return [q[0] + 1.1 * s, q[1] + 1.3 * s] as Pt;
  });
  const markAt: Pt = lying ? [0, 1.6] : [0, 1.6];
  const mk = markPts(st.mark).map((p) => tr([p[0] * 0.95 + markAt[0], p[1] * 0.95 + markAt[1]]));
  return figureBodyPrims(st, shadow, body, mk, (1.1 * bold + 2.3) * s, 1.1 * s * bold);
}

/**
 * The layers of a figure drawn in a player's style: its shadow, the rim (the colours that need
 * one), the body and the player's mark; `extra` (e.g. an abbot's belt) goes between the body
 * and the mark. Points in tile space.
 * @param st the player's style ({@link PLAYER_STYLE})
 * @param rimWidth the rim's stroke width; bodyWidth the body's outline width (tile units)
 */
export function figureBodyPrims(
  st: (typeof PLAYER_STYLE)[PlayerColor],
  shadow: Pt[],
  body: Pt[],
  mark: Pt[],
  rimWidth: number,
  bodyWidth: number,
  extra: Prim[] = [],
): Prim[] {
  const poly = (pts: Pt[], fill: string, stroke: string, width: number): Prim => ({
    type: 'poly',
    role: 'meeple',
    pts: flat(pts),
    closed: true,
    fill,
    stroke,
    width,
  });
  return [
    poly(shadow, 'rgba(0,0,0,0.28)', 'none', 0),
    ...(st.rim ? [poly(body, 'none', st.rim, rimWidth)] : []),
    poly(body, st.fill, st.stroke, bodyWidth),
    ...extra,
    { type: 'poly', role: 'meeple-mark', pts: flat(mark), closed: true, fill: st.markFill },
  ];
}
