/**
 * The score track as an SVG string built from numbers only (no reader text in it), shared by
 * free play (drawn in the browser after every turn) and the rules pages (drawn at build time
 * next to a worked example, `ScoreTrack.astro`). No DOM: the caller puts the string into an
 * element (`innerHTML`, Astro's `set:html`) that carries the accessible label.
 *
 * The track has the spaces 0–49 in five rows of ten (every fifth space shaded). A player's
 * figure stands on the score modulo 50; from 50 points on, a score tile (Inns & Cathedrals
 * "Bodovací kartičky") lies by the figure showing 50, 100, … (the points the track no longer
 * shows). A negative score (a bathhouse buy-back paid with fewer points than it costs)
 * stands on 0 with a tag showing the score ("−3"), so that the track never reads 0 for it.
 */

/** Marker colour of each player colour (DESIGN 1.4 colours), as CSS colours. */
export const PLAYER_SWATCH: Readonly<Record<string, string>> = {
  red: '#d62f2f',
  blue: '#2f5fd6',
  green: '#2f9e44',
  yellow: '#f2c230',
  black: '#222222',
  pink: '#e76fb4',
};

/** Side of one space of the track, in SVG units. */
const CELL = 28;

/** One player's figure on the track. */
export interface TrackMarker {
  /** Player colour (`red`, `blue`, …); an unknown colour is drawn grey. */
  colour: string;
  /** The player's total in points. */
  score: number;
}

/**
 * The space a score stands on and the value of the score tile lying by it.
 * @param score total points (negative: space 0, no tile)
 * @returns `space` 0–49 and `card` 0 (no tile), 50, 100, …
 */
export function trackPlace(score: number): { space: number; card: number } {
  const s = Math.max(0, Math.floor(score));
  return { space: s % 50, card: Math.floor(s / 50) * 50 };
}

/**
 * The score track with one figure per marker (the marker's index in `markers` is its seat:
 * figures on one space stand side by side, three to a row).
 * @param markers the figures, in seat order
 * @returns an `<svg>` element as a string, `aria-hidden` (label it on its container);
 *   the viewBox is 280 × 140 units, scaled by CSS
 */
export function scoreTrackSvg(markers: readonly TrackMarker[]): string {
  const parts: string[] = [];
  for (let n = 0; n < 50; n++) {
    const x = (n % 10) * CELL;
    const y = Math.floor(n / 10) * CELL;
    parts.push(
      `<rect x="${x + 1}" y="${y + 1}" width="${CELL - 2}" height="${CELL - 2}" rx="3" fill="${n % 5 === 0 ? '#efe3c2' : '#f7f1e1'}" stroke="#8a7a55"/>`,
      `<text x="${x + 3}" y="${y + 10}" font-size="8" fill="#5a4a2a">${n}</text>`,
    );
  }
  markers.forEach((m, i) => {
    const { space, card } = trackPlace(m.score);
    const x = (space % 10) * CELL + 7 + (i % 3) * 7;
    const y = Math.floor(space / 10) * CELL + 14 + Math.floor(i / 3) * 7;
    parts.push(
      `<circle cx="${x}" cy="${y}" r="4.5" fill="${PLAYER_SWATCH[m.colour] ?? '#888'}" stroke="#fff" stroke-width="1"/>`,
    );
    // Under the figure (the space's number stays readable); for the second row of seats above it.
    const top = i < 3 ? y + 5.5 : y - 13;
    if (card) {
      parts.push(
        `<rect x="${x - 7}" y="${top}" width="14" height="7.5" rx="1" fill="#fff" stroke="#333" stroke-width="0.6"/>`,
        `<text x="${x}" y="${top + 6}" font-size="6" font-weight="700" text-anchor="middle" fill="#222">${card}</text>`,
      );
    } else if (m.score < 0) {
      // Below zero: a dashed tag with the score itself (a typographic minus).
      parts.push(
        `<rect x="${x - 7}" y="${top}" width="14" height="7.5" rx="1" fill="#fff" stroke="#b02020" stroke-width="0.6" stroke-dasharray="1.5 1"/>`,
        `<text x="${x}" y="${top + 6}" font-size="6" font-weight="700" text-anchor="middle" fill="#b02020" data-negative="">−${Math.abs(m.score)}</text>`,
      );
    }
  });
  return `<svg viewBox="0 0 ${CELL * 10} ${CELL * 5}" aria-hidden="true">${parts.join('')}</svg>`;
}
