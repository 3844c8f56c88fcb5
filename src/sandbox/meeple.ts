/**
 * Follower figures as drawing primitives (tile space units, centred on 0,0): the classic
 * meeple silhouette in the player's colour with a darker outline and the player's initial
 * in white, so colour is never the only signal. The large meeple is 1.4× the size; a
 * farmer lies on its side.
 */
import type { Prim } from '../art/style';

/** Player colours (art-style notes) and their outline shades and marks. */
export const PLAYER_STYLE: Record<string, { fill: string; stroke: string; mark: string }> = {
  red: { fill: '#D7263D', stroke: '#7D1020', mark: 'R' },
  blue: { fill: '#1B65C1', stroke: '#0B3470', mark: 'B' },
  green: { fill: '#2E9E44', stroke: '#145A22', mark: 'G' },
  yellow: { fill: '#F2C80F', stroke: '#7A6200', mark: 'Y' },
  black: { fill: '#2B2B2B', stroke: '#000000', mark: 'K' },
  pink: { fill: '#E86FB0', stroke: '#8A2A60', mark: 'P' },
};

// meeple outline, height 1 centred at 0,0 (x right, y down)
const SHAPE: [number, number][] = [
  [0, -0.5], [0.13, -0.46], [0.18, -0.34], [0.14, -0.22], [0.42, -0.12], [0.48, -0.02], [0.4, 0.04],
  [0.2, 0.02], [0.3, 0.42], [0.34, 0.5], [0.06, 0.5], [0, 0.3], [-0.06, 0.5], [-0.34, 0.5], [-0.3, 0.42],
  [-0.2, 0.02], [-0.4, 0.04], [-0.48, -0.02], [-0.42, -0.12], [-0.14, -0.22], [-0.18, -0.34], [-0.13, -0.46],
];

/**
 * @param colour player colour id (`red`, `blue`, …)
 * @param kind figure kind (`normal`, `large`, …)
 * @param lying draw lying down (farmer)
 * @returns primitives centred on (0, 0), about 24 tile units tall (34 for a large meeple)
 */
export function meeplePrims(colour: string, kind: string, lying = false): Prim[] {
  const st = PLAYER_STYLE[colour] ?? { fill: '#888888', stroke: '#222222', mark: '?' };
  const size = kind === 'large' ? 34 : 24;
  const pts: number[] = [];
  for (const [x, y] of SHAPE) {
    const [px, py] = lying ? [-y, x] : [x, y];
    pts.push(px * size, py * size);
  }
  return [
    { type: 'poly', role: 'meeple', pts, closed: true, fill: st.fill, stroke: st.stroke, width: 1.6 },
    { type: 'text', role: 'meeple-mark', x: lying ? -size * 0.12 : 0, y: lying ? 0 : size * 0.02, text: st.mark, size: size * 0.3, fill: colour === 'yellow' ? '#3D2E00' : '#FFFFFF' },
  ];
}
