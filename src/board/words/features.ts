/**
 * The features of a tile turned on the board, in words, for every board and its panels: the
 * features a figure can be named on, where one lies on its tile ("sever – východ"), the role
 * a figure takes there ("rytíř ve městě") and the tile's layout. Every word comes from the
 * locales; nothing here decides a rule.
 */
import type { TFunction } from 'i18next';
import {
  type Game,
  getModule,
  getTile,
  isLocation,
  type KnownTileDef,
  type Location,
  locationCode,
  locationName,
  moduleIds,
  rotateCode,
  tileDef,
} from '../../engine/core';
import type { FeatureMark } from '../view/scene';
import { describeTile } from '../../art/describe';
import { FEATURE_ATTRS } from '../../art/registry';

/** The order in which the locations of a feature are named: sides, centre, corners, then half-sides clockwise. */
const ORDER = ['N', 'E', 'S', 'W', 'C', 'NE', 'SE', 'SW', 'NW', 'NNW', 'NNE', 'ENE', 'ESE', 'SSE', 'SSW', 'WSW', 'WNW'];

/** A feature of a tile turned `rotation`: its kind, the location naming it and every location it touches (board orientation). */
export interface TileFeature {
  kind: string;
  at: Location;
  locs: Location[];
  /** The feature's module attributes (tile data), if any. */
  attrs?: Readonly<Record<string, unknown>>;
}

/** The features of a tile at a rotation that a figure can be named on (those with a location). */
export function tileFeatures(tileId: string, rotation: number): TileFeature[] {
  const t = getTile(tileId);
  if (!t) return [];
  const q = ((rotation / 90) | 0) & 3;
  return t.features
    .filter((f) => f.locs.length)
    .map((f) => {
      const locs = f.locs.map((c) => locationName(rotateCode(c, q)));
      return { kind: f.kind, at: locs[0]!, locs, ...(f.def.attrs ? { attrs: f.def.attrs } : {}) };
    });
}

/** The feature of a tile at a rotation that touches location `at`, if any. */
export function featureAtLoc(tileId: string, rotation: number, at: Location): TileFeature | undefined {
  // the feature the engine names by `at` (where two share the centre, the one the rules place on)
  const t = getTile(tileId);
  const fi = t && isLocation(at) ? t.locFeature[((rotation / 90) | 0) & 3]![locationCode(at)]! : -1;
  const named = fi >= 0 ? t!.features[fi]! : undefined;
  const list = tileFeatures(tileId, rotation);
  return (
    (named && list[t!.features.filter((f) => f.locs.length).indexOf(named)]) || list.find((f) => f.locs.includes(at))
  );
}

/**
 * Where a feature lies on its tile, in words ("sever – východ"): a city or road by its
 * sides, a field by the sides its halves lie on (a corner field by its corner), or with `exact` by every location it
 * touches ("sever, východní půlka – …"), for choices that would otherwise read alike. A
 * feature on all four sides (the field round a monastery, a city filling the tile) is said
 * to be so ("všechny strany") rather than listing them.
 */
export function whereText(f: TileFeature, t: TFunction, exact = false): string {
  const shown = exact
    ? [...f.locs]
    : f.kind === 'field'
      ? [...new Set(f.locs.map((l) => (l === 'C' || l.length === 2 ? l : l[0]!)))]
      : f.locs.filter((l) => l.length === 1);
  const list = (shown.length ? shown : [...f.locs]).sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b));
  if (!exact && ['N', 'E', 'S', 'W'].every((s) => list.includes(s as Location)) && list.every((l) => l.length === 1))
    return t('sandbox.loc.all');
  return list.map((l) => t(`sandbox.loc.${l}`)).join(' – ');
}

/** A module as far as its figure kinds go. */
interface FigureModule {
  id: string;
  figures?: readonly { id: string }[];
}

/**
 * The module that declares figure kind `kind`: the first of `modules` (a game's modules in
 * order; by default every registered one) whose figure kinds include it. Its locale words
 * the kind (`<module>:figure.<kind>`), its role and its return.
 */
export function figureOwner(kind: string, modules?: readonly FigureModule[]): FigureModule | undefined {
  const list = modules ?? moduleIds().map((id) => getModule(id)!);
  return list.find((m) => m.figures?.some((k) => k.id === kind));
}

/**
 * "rytíř ve městě" etc.: the role a figure takes on a feature kind; on a feature carrying a
 * module's attribute, that module's word when it has one (key `<module>:role.<attr>`).
 * @param attrs the feature's module attributes (tile data)
 * @param figure the figure kind taking the role, when known
 */
export function roleText(
  kind: string,
  t: TFunction,
  attrs?: Readonly<Record<string, unknown>>,
  figure?: string,
): string {
  // a feature a module marks as its own (a site it draws in place of a monastery) is worded by it
  for (const a of FEATURE_ATTRS) {
    if (!attrs?.[a.attr]) continue;
    const own = t(`${a.module}:role.${a.attr}`, { defaultValue: '' });
    if (own) return own;
  }
  // a module's own figure kind may word its role on a feature kind (the abbot "v klášteře",
  // not "mnich v klášteře"): key `<module>:role.<figure kind>.<feature kind>`
  const owner = figure ? figureOwner(figure) : undefined;
  const byFigure = owner ? t(`${owner.id}:role.${figure}.${kind}`, { defaultValue: '' }) : '';
  return byFigure || t(`sandbox.role.${kind}`, { defaultValue: kind });
}

/** A tile's layout in words at a rotation ('' when its layout is not known). */
export function tileText(id: string, rotation: number, t: TFunction): string {
  const d = tileDef(id);
  return d && d.known ? describeTile(d as KnownTileDef, rotation, t) : '';
}

/**
 * Every tile part of the feature a mark names on the board of `game`: one mark per tile the
 * feature spans (its first location there), the marked tile's first. A mark on no tile, or on
 * a location with no feature, gives just itself.
 * @param game the game whose board holds the feature
 */
export function featureParts(game: Game, m: FeatureMark): FeatureMark[] {
  const b = game.board;
  const p = b.at(m.x, m.y);
  const node = p ? b.nodeAt(p, locationCode(m.loc)) : -1;
  if (node < 0) return [m];
  const out: FeatureMark[] = [m];
  for (const n of b.group(node).parts) {
    const t = b.tiles[b.nodeTile[n]!]!;
    const f = t.tile.features[b.nodeFeature[n]!]!;
    if (!f.locs.length || (t.x === m.x && t.y === m.y)) continue;
    out.push({ x: t.x, y: t.y, loc: locationName(rotateCode(f.locs[0]!, t.q)) });
  }
  return out;
}
