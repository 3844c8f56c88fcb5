/**
 * Figure composition: where the figures of one placed tile stand and what they look like,
 * as primitives in tile space. Every board draws figures through this one function: the
 * SVG backend (static figures, pictures, previews) and the PixiJS board kit (src/board),
 * so a second knight in a city or a follower resting in a bathhouse looks the same on a
 * page, in a download and on a live board.
 */
import type { Location } from '../engine/index.js';
import type { Pt } from './geom.js';
import { LARGE_SCALE, meeplePrims, type MeepleKind, type PlayerColor } from './meeple.js';
import type { Prim } from './style.js';
import { figureSpot, markBeside, placeMark, placeSpot, type TileArt } from './tile.js';

/** A figure standing on a feature of a tile: its player, location (board orientation, DESIGN 1.3) and kind. */
export interface TileFigure {
  player: PlayerColor;
  at: Location;
  /** `large` for the large follower; any other kind is drawn as a normal figure. */
  kind?: string;
}

/** A figure resting on a tile but off its features (a bathhouse visitor): its player and the place holding it. */
export interface RestingFigure {
  player: PlayerColor;
  /** The place as `ParkedFigure.place` of the engine; without it, the first place the tile marks. */
  place?: string;
}

/**
 * What a figure is drawn as: `normal`, `large`, `farmer` (lying on a field), `large-farmer`
 * (a large farmer) or `parked` (small and ringed, off the features).
 */
export type FigureLook = 'normal' | 'large' | 'farmer' | 'large-farmer' | 'parked';

/** One composed figure: the look, the point it stands on and its primitives (tile space, 0–100). */
export interface ComposedFigure {
  player: PlayerColor;
  look: FigureLook;
  /** Centre of the figure in tile units. */
  at: Pt;
  prims: Prim[];
}

/**
 * Composes the figures of one placed tile, in the order given.
 *
 * A second figure on the same feature of the tile stands beside the first, inside the
 * feature and the tile ({@link figureSpot}); a figure on a field lies down (a farmer, the
 * large one LARGE_SCALE× as big); a resting figure is drawn at 0.7× on a ring where the tile's art
 * marks its place, with the place's own mark (a bathhouse's value) repeated beside it, so
 * that value stays readable.
 * @param art the tile's drawing at its rotation
 * @param figures figures on its features (board orientation)
 * @param resting figures resting off the features
 * @throws Error when a figure stands on a location the tile has no feature at
 */
export function composeFigures(
  art: TileArt,
  figures: readonly TileFigure[],
  resting: readonly RestingFigure[] = [],
): ComposedFigure[] {
  const out: ComposedFigure[] = [];
  const taken = new Map<number, Pt[]>();
  for (const f of figures) {
    const fi = art.featureAt[f.at];
    if (fi === undefined) throw new Error(`tile ${art.id} has no feature at ${f.at} for a figure`);
    const here = taken.get(fi) ?? [];
    const large = f.kind === 'large';
    const at = figureSpot(art, f.at, here, large);
    taken.set(fi, [...here, at]);
    const farmer = art.features[fi]!.kind === 'field';
    const kind: MeepleKind = farmer ? 'farmer' : large ? 'large' : 'normal';
    out.push({
      player: f.player,
      look: farmer && large ? 'large-farmer' : kind,
      at,
      prims: meeplePrims(at, f.player, kind, farmer && large ? LARGE_SCALE : 1),
    });
  }
  for (const f of resting) {
    const spot = placeSpot(art, f.place);
    const ring: Prim = { type: 'circle', role: spot.ring ?? 'parked', x: spot.at[0], y: spot.at[1], r: 13 };
    const mark = f.place ? placeMark(art.prims, f.place, markBeside(spot.at)) : [];
    out.push({
      player: f.player,
      look: 'parked',
      at: spot.at,
      prims: [ring, ...meeplePrims(spot.at, f.player, 'normal', 0.7), ...mark],
    });
  }
  return out;
}
