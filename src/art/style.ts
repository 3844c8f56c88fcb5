/**
 * Drawing primitives and their styles, shared by every backend (SVG at build
 * time, PixiJS in the sandbox). Geometry is in tile space (0..100, y south);
 * stroke widths are in tile units too, so they scale with the tile.
 */

/**
 * What a primitive shows: a role of the core art, or one a module's art
 * registers with its style (src/art/registry.ts). The backend looks its colours
 * up in {@link STYLE}; a primitive may override them with its own `fill` / `stroke`.
 */
export type Role = CoreRole | (string & {});

/** The roles of the core art. */
export type CoreRole =
  | 'field'
  | 'field-edge'
  | 'grass'
  | 'city'
  | 'city-shade'
  | 'wall'
  | 'gate'
  | 'house'
  | 'house-roof'
  | 'road'
  | 'road-edge'
  | 'stub'
  | 'bridge'
  | 'bridge-shadow'
  | 'monastery'
  | 'monastery-roof'
  | 'pennant'
  | 'pennant-mark'
  | 'pond'
  | 'badge'
  | 'badge-text'
  | 'arrow'
  | 'glyph'
  | 'village-house'
  | 'village-roof'
  | 'village-square'
  | 'tree'
  | 'meeple'
  | 'meeple-mark'
  | 'highlight'
  | 'parked'
  | 'move-outline'
  | 'unknown';

/**
 * One drawing primitive.
 * - `poly`: `pts` is a flat list `[x0, y0, x1, y1, …]`; `closed` polygons are
 *   filled (and stroked when the style has a stroke), open ones are stroked only.
 * - `circle`: centre `x, y`, radius `r`.
 * - `text`: centred on `x, y` (middle of the glyphs), height `size`; text is
 *   never rotated with the tile (with a `pivot` it moves with its group, so a
 *   badge number stays on its badge).
 * `lod` is the smallest tile size in pixels at which the primitive is worth
 * drawing (detail such as grass or houses is dropped on small tiles).
 * `pivot` marks a primitive that stays upright when the tile turns: only its
 * pivot point moves with the rotation (pennants, houses, badges, grass).
 * `place` on a circle names a place where figures a module holds off the
 * features are drawn (its centre; see `ParkedFigure.place` in the engine).
 */
export type Prim =
  | {
      type: 'poly';
      role: Role;
      pts: number[];
      closed: boolean;
      lod?: number;
      fill?: string;
      stroke?: string;
      width?: number;
      dash?: number[];
      pivot?: [number, number];
    }
  | {
      type: 'circle';
      role: Role;
      x: number;
      y: number;
      r: number;
      lod?: number;
      fill?: string;
      stroke?: string;
      width?: number;
      pivot?: [number, number];
      place?: string;
    }
  | {
      type: 'text';
      role: Role;
      x: number;
      y: number;
      text: string;
      size: number;
      lod?: number;
      fill?: string;
      pivot?: [number, number];
    };

/** Fill colour, stroke colour and width (tile units) of a role; `undefined` = none. */
export interface RoleStyle {
  fill?: string;
  stroke?: string;
  width?: number;
  /** Fill opacity 0..1 (default 1). */
  alpha?: number;
}

/**
 * A text primitive's font size on the PixiJS board is its `size` × this (tile units; the
 * glyphs are drawn in a bold system font a little larger than the SVG's, which carry
 * their own `font-size`).
 */
export const BOARD_TEXT_SCALE = 1.35;

/** The palette of the core art (shared/notes/art-style.md); modules keep their own colours in their art. */
export const PALETTE = {
  field: '#8DBF5A',
  fieldEdge: '#7AAE4A',
  grass: '#6E9E40',
  city: '#D9B779',
  cityShade: '#C39A58',
  wall: '#7A5A33',
  road: '#F2EBDD',
  roadEdge: '#9C8F78',
  monasteryRoof: '#C0533A',
  monasteryWall: '#EFE3CF',
  pennant: '#2F5DA8',
  pond: '#5AA7D6',
  highlight: '#FFD54A',
  /** A reader's marks on a position (cells, features, arrows): a colour no player has. */
  mark: '#8E24AA',
  ink: '#3A2A1A',
  villageRoof: '#8A6E5A',
  tree: '#3F7A2E',
} as const;

/** Style of every role: the core roles here, the modules' added when their art is registered. */
export const STYLE: Record<Role, RoleStyle> = {
  field: { fill: PALETTE.field },
  'field-edge': { stroke: PALETTE.fieldEdge, width: 3 },
  grass: { stroke: PALETTE.grass, width: 0.8 },
  city: { fill: PALETTE.city },
  'city-shade': { fill: PALETTE.cityShade },
  wall: { stroke: PALETTE.wall, width: 3 },
  gate: { fill: PALETTE.wall, stroke: PALETTE.ink, width: 0.6 },
  house: { fill: '#F3E6CC', stroke: PALETTE.wall, width: 0.6 },
  'house-roof': { fill: '#B5673F', stroke: PALETTE.wall, width: 0.6 },
  road: { fill: PALETTE.road },
  'road-edge': { stroke: PALETTE.roadEdge, width: 1.6 },
  stub: { stroke: '#E2D6BE', width: 4.5 },
  bridge: { fill: '#B9A58A', stroke: PALETTE.ink, width: 1 },
  'bridge-shadow': { fill: '#000000', alpha: 0.3 },
  monastery: { fill: PALETTE.monasteryWall, stroke: PALETTE.ink, width: 1.2 },
  'monastery-roof': { fill: PALETTE.monasteryRoof, stroke: PALETTE.ink, width: 1.2 },
  pennant: { fill: PALETTE.pennant, stroke: '#FFFFFF', width: 1.2 },
  'pennant-mark': { fill: '#FFFFFF' },
  pond: { fill: PALETTE.pond, stroke: '#2F6F99', width: 1 },
  badge: { fill: '#FFFFFF', stroke: '#1F4F73', width: 1.4 },
  'badge-text': { fill: '#1F4F73' },
  arrow: { fill: '#241A08', stroke: '#FFFFFF', width: 1.8 },
  glyph: { fill: '#3D2E00', stroke: '#3D2E00', width: 1.4 },
  'village-house': { fill: '#F3E6CC', stroke: PALETTE.ink, width: 0.8 },
  'village-roof': { fill: PALETTE.villageRoof, stroke: PALETTE.ink, width: 0.8 },
  'village-square': { fill: '#E4D8BF', stroke: PALETTE.roadEdge, width: 1.2 },
  tree: { fill: PALETTE.tree, stroke: '#2A5A1E', width: 0.8 },
  meeple: { fill: '#888888', stroke: '#222222', width: 1.2 },
  'meeple-mark': { fill: '#FFFFFF' },
  highlight: { fill: PALETTE.highlight, alpha: 0.25, stroke: PALETTE.highlight, width: 3 },
  // the ring under a figure a module holds off the features, unless its module names its own
  parked: { fill: '#FFFFFF', stroke: PALETTE.ink, width: 1.4 },
  'move-outline': { stroke: '#1A1A1A', width: 2.5 },
  unknown: { fill: '#EEEEEE', stroke: '#999999', width: 1.5 },
};

/** Mark primitives as an upright group turning about `c` (see `Prim.pivot`). */
export function upright(prims: readonly Prim[], c: readonly [number, number]): Prim[] {
  return prims.map((p) => ({ ...p, pivot: [c[0], c[1]] }));
}
