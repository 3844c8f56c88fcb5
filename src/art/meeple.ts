/**
 * Meeple shapes in the six player colours. A normal meeple is about 20 tile
 * units wide (a fifth of a tile), the large meeple {@link LARGE_SCALE}× that with a
 * thicker outline (so it reads as the larger one at a glance), and a farmer (a
 * meeple on a field) lies on its back. The black figure has a light rim round its
 * outline, so it stays visible on a city's dark wall or a dark theme. Each colour also carries its own white
 * or dark mark (dot, square, triangle, diamond, cross, star), so players can be
 * told apart without colour.
 */
import { arc, flat, type Pt } from './geom.js';
import type { Prim } from './style.js';

/** Player colours, in turn order (DESIGN 1.4). */
export type PlayerColor = 'red' | 'blue' | 'green' | 'yellow' | 'black' | 'pink';
export const PLAYER_COLORS: readonly PlayerColor[] = ['red', 'blue', 'green', 'yellow', 'black', 'pink'];

/** How much larger the large meeple is drawn than a normal one (lengths; standing or lying). */
export const LARGE_SCALE = 1.55;

/**
 * The room figure spots keep round a figure inside its feature and the tile, in units
 * of a 100-unit tile: a normal meeple is 20 units across and reaches 12 with its
 * outline and shadow; the large meeple is {@link LARGE_SCALE}× that (standing, or
 * lying as a farmer) and keeps 16 on its feature, so where a feature is tight its
 * outline and shadow may reach a unit or two past it, over a neighbouring feature
 * ({@link LARGE_REACH} is how far it really reaches, which the tile's edge keeps).
 */
export const FIGURE_R = { normal: 12, large: 16 } as const;

/** How far the large meeple's drawing reaches from its centre, outline and shadow included (tile units). */
export const LARGE_REACH = 18;

/** Figure kinds the art can draw: `farmer` = a normal meeple lying down. */
export type MeepleKind = 'normal' | 'large' | 'farmer';

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

/** The mark shape around (0, 0), about 4.4 units across. */
function markPts(mark: (typeof PLAYER_STYLE)[PlayerColor]['mark']): Pt[] {
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
 * Primitives of one meeple centred at `at` (tile or board units).
 * @param color player colour
 * @param kind `normal`, `large` ({@link LARGE_SCALE}×, outline 1.5× as thick) or `farmer`
 *   (lying, head to the west)
 * @param scale extra scale (1 = sized for a 100-unit tile; a large farmer passes {@link LARGE_SCALE})
 * @returns the shadow, (for a colour with a rim) the rim, the body and the mark
 */
export function meeplePrims(at: Pt, color: PlayerColor, kind: MeepleKind = 'normal', scale = 1): Prim[] {
  const st = PLAYER_STYLE[color] ?? PLAYER_STYLE.black;
  const s = (kind === 'large' ? LARGE_SCALE : 1) * scale;
  // the large meeple (standing or lying) gets a bolder outline than its size alone gives
  const bold = kind === 'large' || scale >= LARGE_SCALE ? 1.5 : 1;
  const lying = kind === 'farmer';
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
  return [
    {
      type: 'poly',
      role: 'meeple',
      pts: flat(shadow),
      closed: true,
      fill: 'rgba(0,0,0,0.28)',
      stroke: 'none',
      width: 0,
    },
    ...(st.rim
      ? [
          {
            type: 'poly',
            role: 'meeple',
            pts: flat(body),
            closed: true,
            fill: 'none',
            stroke: st.rim,
            width: (1.1 * bold + 2.3) * s,
          } as Prim,
        ]
      : []),
    {
      type: 'poly',
      role: 'meeple',
      pts: flat(body),
      closed: true,
      fill: st.fill,
      stroke: st.stroke,
      width: 1.1 * s * bold,
    },
    { type: 'poly', role: 'meeple-mark', pts: flat(mk), closed: true, fill: st.markFill },
  ];
}
