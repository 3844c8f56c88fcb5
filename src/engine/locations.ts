/**
 * Locations on a tile and how rotation maps them (DESIGN 1.3).
 *
 * Numeric codes (used in hot paths): sides N=0 E=1 S=2 W=3; half-sides
 * NNW=4 NNE=5 ENE=6 ESE=7 SSE=8 SSW=9 WSW=10 WNW=11; centre C=12; corners
 * NE=13 SE=14 SW=15 NW=16 (a field filling a corner, touching no half-side).
 * Rotations are clockwise, in degrees (0, 90, 180, 270) in the public API and
 * in quarter turns (0..3) internally.
 */
import { CORNERS, LOCATIONS, type Corner, type Location, type Side } from './tile-types.js';

export { CORNERS, LOCATIONS };
export type { Corner, Location, Side };

/** A rotation in degrees clockwise (DESIGN 1.2). */
export type Rotation = 0 | 90 | 180 | 270;
export const ROTATIONS: readonly Rotation[] = [0, 90, 180, 270];

/** Number of location codes. */
export const LOC_COUNT = 17;
/** Code of the centre. */
export const CENTRE = 12;
/** Code of the first corner (NE); the corners are 13–16 clockwise. */
export const FIRST_CORNER = 13;

const INDEX: Record<string, number> = Object.fromEntries(LOCATIONS.map((l, i) => [l, i]));

/** Numeric code of a location name, or -1 when the text is not a location. */
export function locationCode(loc: string): number {
  const i = INDEX[loc];
  return i === undefined ? -1 : i;
}

/** Location name of a numeric code. */
export function locationName(code: number): Location {
  return LOCATIONS[code]!;
}

/** True when the text is one of the 17 location names. */
export function isLocation(text: string): text is Location {
  return INDEX[text] !== undefined;
}

/** Code of `code` after turning the tile `q` quarter turns clockwise. */
export function rotateCode(code: number, q: number): number {
  if (code < 4) return (code + q) & 3;
  if (code < 12) return 4 + ((code - 4 + 2 * q) & 7);
  if (code >= FIRST_CORNER) return FIRST_CORNER + ((code - FIRST_CORNER + q) & 3);
  return code;
}

/**
 * Where location `loc` (drawn at rotation 0) lies after rotating the tile
 * `rotation` degrees clockwise. Example: `rotateLocation('N', 90) === 'E'`,
 * `rotateLocation('NNW', 90) === 'ENE'`, `rotateLocation('NW', 90) === 'NE'`.
 */
export function rotateLocation(loc: Location, rotation: Rotation): Location {
  return locationName(rotateCode(locationCode(loc), rotation / 90));
}

/** Degrees → quarter turns; -1 when not 0/90/180/270. */
export function quarterTurns(rotation: number): number {
  return rotation === 0 ? 0 : rotation === 90 ? 1 : rotation === 180 ? 2 : rotation === 270 ? 3 : -1;
}

/** Side code across an edge: N↔S, E↔W. */
export function oppositeSide(side: number): number {
  return (side + 2) & 3;
}

/** Grid offsets [dx, dy] per side code (y grows to the south, DESIGN 1.2). */
export const SIDE_DX = [0, 1, 0, -1] as const;
export const SIDE_DY = [-1, 0, 1, 0] as const;

/** The two half-side codes of side `s`, in clockwise order. */
export function halvesOf(s: number): [number, number] {
  return [4 + 2 * s, 5 + 2 * s];
}

/**
 * The half-side across the edge from half-side `h`: NNW↔SSW, NNE↔SSE,
 * ENE↔WNW, ESE↔WSW.
 */
export function acrossHalf(h: number): number {
  const s = (h - 4) >> 1;
  const first = ((h - 4) & 1) === 0;
  const [g0, g1] = halvesOf(oppositeSide(s));
  return first ? g1 : g0;
}
