/**
 * The tile catalogue's data (DESIGN 1.8: `/cs/karticky/`, `/en/tiles/`), read from the
 * engine and its modules at build time: every tile kind of every set, the filters a
 * reader can use, each known tile's features with what they carry and who may stand
 * on them, and a position with the tile in hand for the analysis board. Nothing here
 * names a module: set names, editions and filter wording are module locale keys
 * (`<module>:tileSet.<set>.name`, `…edition`, `<module>:filter.<attr>`), the filters
 * come from `RuleModule.tileFilters`, and who may stand where is the engine's
 * `Game.figureOptions`.
 */
import type { TFunction } from 'i18next';
import {
  ALL_MODULES,
  allTileDefs,
  type CompiledTile,
  type FeatureKind,
  type KnownTileDef,
  Game,
  getTile,
  type Location,
  locationCode,
  locationName,
  notationOf,
  rotateCode,
  type RuleModule,
  type Side,
  type TileDef,
  tileDef,
} from '../engine';
import '../engine/modules/art';
import { tileSets, isDrawable, isIllustrative } from '../art/sets';
import { cardName, featureExtras, lineName } from '../art/describe';
import { tileName } from '../board/words/places';
import { FEATURE_ATTRS } from '../art/registry';
import { roleText } from '../board/words/features';
import { TOOL_PAGES } from './nav';
import type { Lang } from '../i18n';
import { hasTilePage } from './tile-pages';

export { tileSlug, tilePreviewPath, tileArtPath, tileHref } from '../lib/tile-paths';

/** The catalogue's address in each language, without the language (`karticky/`, `tiles/`). */
export const TILES_PATHS = TOOL_PAGES.find((p) => p.id === 'tiles')!.paths;
const ANALYSIS_PATHS = TOOL_PAGES.find((p) => p.id === 'analysis')!.paths;

/** The query parameters of the catalogue's filters (the same in both languages). */
export const FILTER_PARAMS = { set: 'sada', has: 'ma', letter: 'pismeno' } as const;

/** The module that brings a tile set, if any. */
export function setModule(setId: string): RuleModule | undefined {
  return ALL_MODULES.find((m) => m.tileSets?.some((s) => s.id === setId));
}

/** A set's name and edition note in the reader's language, from its module's locale (the set id when missing). */
export function setWords(setId: string, t: TFunction): { name: string; edition: string } {
  const m = setModule(setId);
  if (!m) return { name: setId, edition: '' };
  return {
    name: t(`${m.id}:tileSet.${setId}.name`, { defaultValue: setId }),
    edition: t(`${m.id}:tileSet.${setId}.edition`, { defaultValue: '' }),
  };
}

/** A filter of the catalogue: its id (used in the address) and its label. */
export interface TileFilter {
  id: string;
  label: string;
}

const CORE_FILTERS = ['city', 'road', 'monastery', 'pennant'] as const;
const PICTURE_FILTERS = ['garden', 'picture'] as const;

/**
 * The "what a tile has" filters, in the order offered: city, road, monastery, pennant,
 * then every module's `tileFilters` in module order (worded by `<module>:filter.<attr>`),
 * then garden and any picture (the tiles' decorations).
 */
export function traitFilters(t: TFunction): TileFilter[] {
  return [
    ...CORE_FILTERS.map((id) => ({ id, label: t(`tiles.trait.${id}`) })),
    ...ALL_MODULES.flatMap((m) =>
      (m.tileFilters ?? []).map((f) => ({ id: f.attr, label: t(`${m.id}:filter.${f.attr}`) })),
    ),
    ...PICTURE_FILTERS.map((id) => ({ id, label: t(`tiles.trait.${id}`) })),
  ];
}

/**
 * The filter ids a tile matches (see {@link traitFilters}). A tile whose layout is
 * unknown matches only what its data says (its pictures, a tile attribute), never a
 * guessed feature.
 */
export function tileTraits(def: TileDef): string[] {
  const out: string[] = [];
  const features = def.known ? def.features : [];
  for (const k of ['city', 'road', 'monastery'] as const) if (features.some((f) => f.kind === k)) out.push(k);
  if (features.some((f) => (f.pennants ?? 0) > 0)) out.push('pennant');
  for (const m of ALL_MODULES)
    for (const f of m.tileFilters ?? []) {
      const has = f.on === 'tile' ? !!def.attrs?.[f.attr] : features.some((x) => !!x.attrs?.[f.attr]);
      if (has) out.push(f.attr);
    }
  const deco = def.deco ?? [];
  if (deco.some((d) => d.kind === 'garden')) out.push('garden');
  if (deco.length) out.push('picture');
  return out;
}

/** One entry of the catalogue. */
export interface CatalogueEntry {
  def: TileDef;
  id: string;
  set: string;
  /** The letter or number after the set (`K` of `IC.K`). */
  letter: string;
  /** `tile`: drawn; `special`: known but not a land tile (an award); `unknown`: layout not known. */
  kind: 'tile' | 'special' | 'unknown';
  /** Filter ids it matches. */
  traits: string[];
  /** It has a page of its own (every known tile). */
  page: boolean;
}

/**
 * Ids of every tile with a page of its own: each catalogue entry that has one, then each
 * variant a module makes of a printed tile (a copy showing a garden, `BASE.E-garden`), which
 * lies in no set and so is no catalogue entry; its page is reached from its printed tile's.
 */
export function tilePageList(): string[] {
  const pages = catalogueEntries().filter((e) => e.page);
  return [...pages.map((e) => e.id), ...tileVariants().map((d) => d.id)];
}

/** Every registered variant of a printed tile ({@link KnownTileDef.variantOf}). */
function tileVariants(): KnownTileDef[] {
  return allTileDefs().filter((d): d is KnownTileDef => d.known && d.variantOf !== undefined);
}

/** Ids of the variants of printed tile `id` (a garden copy), for a link from its page. */
export function variantsOf(id: string): string[] {
  return tileVariants()
    .filter((d) => d.variantOf === id)
    .map((d) => d.id);
}

/**
 * Every tile kind of every set, in the engine's module order and each set's order; the
 * illustrative stand-ins of worked examples (not tiles of a set) are left out.
 */
export function catalogueEntries(): CatalogueEntry[] {
  return tileSets().flatMap((s) =>
    s.tiles
      .filter((d) => !isIllustrative(d))
      .map((d) => ({
        def: d,
        id: d.id,
        set: s.id,
        letter: d.id.slice(d.id.indexOf('.') + 1),
        kind: isDrawable(d) ? ('tile' as const) : d.known ? ('special' as const) : ('unknown' as const),
        traits: tileTraits(d),
        page: hasTilePage(d),
      })),
  );
}

/**
 * The line under a tile page's title saying what the tile is called where it is used: for a
 * land tile, its name on the boards and in move lines ("kartička E ze sady Základní hra");
 * for a card that is never laid (an award), what players call it ("kartička krále"), never
 * the words of an illustrative stand-in.
 */
export function tileCalled(id: string, t: TFunction): string {
  const def = tileDef(id);
  const name = def?.known && def.landTile === false ? cardName(def, t) : '';
  return name
    ? t('tiles.page.calledCard', { name })
    : t('tiles.page.called', { name: tileName(id, t, undefined, true) });
}

/** The modules a game needs to hold a set's tiles: its module (and what it requires). */
function gameModules(setId: string, id = ''): string[] {
  const m = setModule(setId);
  if (!m) return [];
  // a variant of a printed tile (a garden copy) is played with the module that makes it
  const printed = getTile(id)?.def.variantOf;
  const def = printed ? getTile(printed)?.def : undefined;
  const makers = def ? ALL_MODULES.filter((x) => x.tileVariants?.(def).some((v) => v.id === id)).map((x) => x.id) : [];
  return [...(m.requires ?? []), m.id, ...makers];
}

/**
 * A two-player game of the tile's own modules (start tile on the board) with the tile
 * in hand, or undefined when the tile cannot be placed (layout unknown, not a land tile).
 */
export function gameWithTile(id: string): Game | undefined {
  const tile = getTile(id);
  if (!tile) return undefined;
  const g = Game.create({ players: ['red', 'blue'], modules: gameModules(id.slice(0, id.indexOf('.')), id), seed: 1 });
  if ('code' in g) return undefined;
  g.setCurrent(id);
  return g;
}

/** The analysis board with the tile in hand (start tile on the board): `/cs/rozbor/?pozice=…`. */
export function analyseHref(lang: Lang, id: string): string | undefined {
  const g = gameWithTile(id);
  return g ? `/${lang}/${ANALYSIS_PATHS[lang]}?pozice=${notationOf(g)}` : undefined;
}

/** One feature of a known tile as the inspector shows it. */
export interface FeatureInfo {
  /** Index in the tile's feature list. */
  index: number;
  kind: FeatureKind;
  /** Where the feature lies, in words, after q quarter turns (index q). */
  where: string[];
  /** What it carries: pennants, the modules' attributes (an inn, a cathedral, a bathhouse's value). */
  extras: string[];
  /** Figure kinds that may stand on it when the tile is laid (the engine's figure options), in the modules' order. */
  figures: string[];
  /** Its name when a module's attribute makes it a site of its own (a garden: "Zahrada"), else none. */
  label?: string;
  /** The role a figure takes there ("mnich v klášteře", an abbot's "v zahradě"). */
  role: string;
}

const SIDE_ORDER: Side[] = ['N', 'E', 'S', 'W'];

/** The locations of `at` after q quarter turns, in code order (sides, half-sides clockwise, centre, corners). */
function turned(at: readonly Location[], q: number): Location[] {
  return at
    .map((l) => rotateCode(locationCode(l), q))
    .sort((a, b) => a - b)
    .map(locationName);
}

/** The sides a feature touches (a field by its half-sides) after q quarter turns, clockwise from north. */
function sidesOf(at: readonly Location[], q: number): Side[] {
  const out = new Set<Side>();
  for (const l of turned(at, q)) if (l.length !== 2 && l !== 'C') out.add(l[0] as Side);
  return SIDE_ORDER.filter((s) => out.has(s));
}

/**
 * Where a feature lies, in words, after q quarter turns (DESIGN 1.3 locations): a city or
 * road by its sides, a field by the sides its halves lie on, a corner field by its corner,
 * a monastery or a field touching no side in the middle. `exact` words a field by each
 * half-side ("západ (severní půlka)"), for tiles whose fields would otherwise read alike.
 */
function whereWords(f: CompiledTile['features'][number], q: number, t: TFunction, exact: boolean): string {
  const locs = turned(f.def.at, q);
  const corner = locs.find((l) => l.length === 2);
  if (f.kind === 'field' && corner) return t(`tiles.where.corner.${corner}`);
  const sides = sidesOf(f.def.at, q);
  if (f.kind === 'monastery' || !sides.length) return t('tiles.where.centre');
  if (f.kind === 'field' && exact) {
    const halves = locs.filter((l) => l.length === 3);
    return t('tiles.where.halves', {
      halves: halves.map((h) => t(`tiles.where.half.${h}`)).join(', '),
      count: halves.length,
    });
  }
  return t(`tiles.where.${f.kind === 'field' ? 'field' : 'sides'}`, {
    sides: sides.map((s) => t(`tile.side.${s}`)).join(', '),
    count: sides.length,
  });
}

/**
 * The figure kinds the engine lets a player put on each feature of the tile: the tile
 * laid at its first legal placement beside the start tile of a game of its own modules
 * (`Game.figureOptions`, module vetoes included). Indexed by feature; empty lists when
 * the tile has no legal placement there.
 */
function figuresByFeature(tile: CompiledTile): string[][] {
  const out: string[][] = tile.features.map(() => []);
  const g = gameWithTile(tile.id);
  const p = g?.placements()[0];
  if (!g || !p) return out;
  const q = p.rotation / 90;
  for (const o of g.figureOptions(p)) {
    const fi = tile.locFeature[q]![locationCode(o.at)]!;
    if (fi >= 0 && !out[fi]!.includes(o.kind)) out[fi]!.push(o.kind);
  }
  return out;
}

/**
 * The features of a known land tile (the engine's compiled tile: one entry per feature,
 * in its order) with where they lie, what they carry and who may stand there.
 * @returns undefined for a tile the engine cannot place
 */
export function tileFeatures(id: string, t: TFunction): FeatureInfo[] | undefined {
  const tile = getTile(id);
  if (!tile) return undefined;
  const figures = figuresByFeature(tile);
  // Fields whose short words (their sides) repeat on this tile are worded by their halves.
  const short = tile.features.map((f) => whereWords(f, 0, t, false));
  const exact = tile.features.map(
    (f, i) =>
      f.kind === 'field' && short.some((w, j) => j !== i && w === short[i] && tile.features[j]!.kind === 'field'),
  );
  // a line (water) takes no follower: the inspector lists the places one may take
  return tile.features
    .filter((f) => f.kind !== 'line')
    .map((f) => {
      const where = [0, 1, 2, 3].map((q) => whereWords(f, q, t, exact[f.index]!));
      const extras: string[] = [];
      if (f.pennants) extras.push(t('tile.note.pennants', { count: f.pennants }));
      extras.push(...featureExtras(f.def, tile.def, t));
      // a module's site (a garden) is named and its role worded by that module
      const own = FEATURE_ATTRS.filter((a) => f.def.attrs?.[a.attr]).map((a) =>
        t(`${a.module}:featureName.${a.attr}`, { defaultValue: '' }),
      );
      const label = own.find(Boolean);
      const role = roleText(f.kind, t, f.def.attrs, figures[f.index]!.length === 1 ? figures[f.index]![0] : undefined);
      return {
        index: f.index,
        kind: f.kind,
        where,
        extras,
        figures: figures[f.index]!,
        role,
        ...(label ? { label } : {}),
      };
    });
}

/**
 * Edge letters in words after q quarter turns: `[{ side: 'N', edge: 'city', words: 'město' }, …]`;
 * a side with a line (water) has `edge: 'line'` and the line's own name ({@link lineName}).
 */
export function tileEdges(
  id: string,
  q: number,
  t: TFunction,
): { side: Side; edge: 'city' | 'road' | 'field' | 'line'; words: string }[] {
  const tile = getTile(id);
  if (!tile) return [];
  const names = ['city', 'road', 'field', 'line'] as const;
  return SIDE_ORDER.map((side, s) => {
    const edge = names[tile.edges[q]![s]!]!;
    const fi = tile.locFeature[q]![s]!;
    const words = edge === 'line' && fi >= 0 ? lineName(tile.features[fi]!.def, t) : t(`tiles.edge.${edge}`);
    return { side, edge, words };
  });
}
