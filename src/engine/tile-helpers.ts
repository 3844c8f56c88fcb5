/** Small constructors that keep the tile tables short and readable. */
import type { Attrs, Corner, FeatureDef, HalfSide, Location, RoadEnd, Side, TileSetDef } from './tile-types.js';

/** City touching the given sides, with optional pennants and attributes. */
export function city(at: Side[], pennants = 0, attrs?: Attrs): FeatureDef {
  return { kind: 'city', at, ...(pennants ? { pennants } : {}), ...(attrs ? { attrs } : {}) };
}
/** Road through the given sides; `end` when it ends on this tile (one side). */
export function road(at: Side[], end?: RoadEnd, attrs?: Attrs): FeatureDef {
  return { kind: 'road', at, ...(end ? { end } : {}), ...(attrs ? { attrs } : {}) };
}
/** Field over the given half-sides (or `C`, a corner or none when enclosed), bordering the cities named by a side. */
export function field(at: (HalfSide | 'C' | Corner)[], borders: Side[] = [], attrs?: Attrs): FeatureDef {
  return { kind: 'field', at: at as Location[], ...(borders.length ? { borders } : {}), ...(attrs ? { attrs } : {}) };
}
/** Monastery in the centre. */
export function monastery(attrs?: Attrs): FeatureDef {
  return { kind: 'monastery', at: ['C'], ...(attrs ? { attrs } : {}) };
}
/**
 * A line (kind `line`, see `FeatureKind`): no figure, never scored, separates fields;
 * `at` the sides it leaves the tile by, `edge` the letter those sides carry (`W`, water).
 */
export function line(at: Side[], edge: string, attrs?: Attrs): FeatureDef {
  return { kind: 'line', at, edge, ...(attrs ? { attrs } : {}) };
}
/** All eight half-sides. */
export const ALL_HALVES: HalfSide[] = ['NNW', 'NNE', 'ENE', 'ESE', 'SSE', 'SSW', 'WSW', 'WNW'];

/**
 * A set's pile: every copy of each of its tiles whose layout is known (a module's `pile`
 * hook), start copies included (the game takes the start tile out).
 */
export function setPile(set: TileSetDef): string[] {
  const out: string[] = [];
  for (const t of set.tiles) if (t.known) for (let i = 0; i < t.count; i++) out.push(t.id);
  return out;
}
