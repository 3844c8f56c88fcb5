/**
 * Tile and figure art: geometry as data (tile space 0..100, y south, rotations
 * in degrees clockwise) and the SVG backend. The PixiJS sandbox draws the same
 * primitives (`Prim`, styled by `STYLE`).
 */
export * from './style.js';
export {
  tileArt,
  rotateLoc,
  rotPrim,
  placeSpot,
  figureSpot,
  TILE_HINTS,
  ROAD_WIDTH,
  type TileArt,
  type FeatureArt,
  type TileHint,
  type Rotation,
  type Pt,
} from './tile.js';
export { meeplePrims, figureReach, FIGURE_R, PLAYER_COLORS, PLAYER_STYLE, type PlayerColor } from './meeple.js';
export { tileSets, tileSet, tileDef, isDrawable, isIllustrative } from './sets.js';
export {
  registerArt,
  placeRing,
  figureArt,
  drawsFigure,
  FEATURE_ATTRS,
  TILE_ATTRS,
  type ModuleArt,
  type FigureArt,
  type FeatureAttrArt,
  type TileAttrArt,
  type CityPaint,
  type RoadPaint,
  type TilePaint,
  type AttrWording,
  type KeepClear,
  type Draw,
} from './registry.js';
export {
  tileSvg,
  boardSvg,
  boardBounds,
  primsToSvg,
  meepleSvg,
  type BoardPosition,
  type BoardTile,
  type BoardMeeple,
  type FeatureRef,
  type BoardSvgOptions,
  type TileSvgOptions,
} from './svg.js';
