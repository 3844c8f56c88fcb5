/**
 * Figure composition: where the figures of one placed tile stand and what they look like,
 * as primitives in tile space. Every board draws figures through this one function: the
 * SVG backend (static figures, pictures, previews) and the PixiJS board kit (src/board),
 * so a second knight in a city or a follower resting in a bathhouse looks the same on a
 * page, in a download and on a live board.
 */
import type { Location } from '../engine/core.js';
import type { Pt } from './geom.js';
import { meeplePrims, type PlayerColor } from './meeple.js';
import { drawsFigure } from './registry.js';
import type { Prim } from './style.js';
import { figureSpot, markBeside, placeMark, placeSpot, type TileArt } from './tile.js';

/** A figure standing on a feature of a tile: its player, location (board orientation, DESIGN 1.3) and kind. */
export interface TileFigure {
  player: PlayerColor;
  at: Location;
  /**
   * Figure kind id (`normal` when left out): drawn as its module's art registers it
   * (`ModuleArt.figures`); a kind no module draws is drawn as a normal figure.
   */
  kind?: string;
}

/** A figure resting on a tile but off its features (a bathhouse visitor): its player and the place holding it. */
export interface RestingFigure {
  player: PlayerColor;
  /** The place as `ParkedFigure.place` of the engine; without it, the first place the tile marks. */
  place?: string;
}

/**
 * What a figure is drawn as: its kind id standing on a feature (`normal`, or a kind a module
 * draws, e.g. `large`), `farmer` for a normal figure lying on a field, `<kind>-farmer` for
 * another kind lying there (`large-farmer`), or `parked` (small and ringed, off the
 * features). A kind no module draws looks `normal` (`farmer`). Boards write it as
 * `data-figure-kind`, which browser tests read.
 */
export type FigureLook = string;

/** The {@link FigureLook} of a figure of `kind`, standing or lying on a field. */
export function figureLook(kind: string, lying: boolean): FigureLook {
  const drawn = drawsFigure(kind) ? kind : 'normal';
  if (!lying) return drawn;
  return drawn === 'normal' ? 'farmer' : `${drawn}-farmer`;
}

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
 * feature and the tile ({@link figureSpot}); each is drawn as its kind's registered art says
 * (`ModuleArt.figures`: a larger kind at its scale and outline); a figure on a field lies
 * down (a farmer); a resting figure is drawn at 0.7× on a ring where the tile's art
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
    const kind = f.kind ?? 'normal';
    const at = figureSpot(art, f.at, here, kind);
    taken.set(fi, [...here, at]);
    const farmer = art.features[fi]!.kind === 'field';
    out.push({ player: f.player, look: figureLook(kind, farmer), at, prims: meeplePrims(at, f.player, kind, farmer) });
  }
  for (const f of resting) {
    const spot = placeSpot(art, f.place);
    const ring: Prim = { type: 'circle', role: spot.ring ?? 'parked', x: spot.at[0], y: spot.at[1], r: 13 };
    const mark = f.place ? placeMark(art.prims, f.place, markBeside(spot.at)) : [];
    out.push({
      player: f.player,
      look: 'parked',
      at: spot.at,
      prims: [ring, ...meeplePrims(spot.at, f.player, 'normal', false, 0.7), ...mark],
    });
  }
  return out;
}
