/**
 * What rule modules add to the tile art, collected in one place. A module that
 * draws something of its own keeps it in its folder (`src/engine/modules/<id>/art.ts`;
 * the list `src/engine/modules/art.ts` registers each with {@link registerArt}, so this
 * folder imports no module): role styles, shape hints for its tiles, and
 * painters for the feature attributes (`features`) and tile attributes (`tile`) its
 * tile data carries, plus how those attributes are worded in tile descriptions, and how
 * its figure kinds are drawn. The tile art (tile.ts), the figures (meeple.ts, figures.ts)
 * and the descriptions (describe.ts) only ask this registry; they name no module, no
 * attribute and no figure kind of one.
 *
 * Painters are pure: they return primitives in tile space (0..100, y south, rotation
 * 0; see style.ts) through `draw`, and never touch a DOM. The engine never imports
 * this file or a module's art file, so the rules stay free of drawing code. Code that
 * draws tiles or words them imports the list once (`import '…/engine/modules/art'`);
 * tests/unit/import-directions.test.ts checks that it does.
 */
import type { FeatureDef, KnownTileDef, Location, Side } from '../engine/core.js';
import type { Pt } from './geom.js';
import type { PlayerColor } from './player-color.js';
import type { Mask } from './raster.js';
import { STYLE, type Prim, type Role, type RoleStyle } from './style.js';

/** Shape hints for tiles whose look the feature data cannot express (coordinates at rotation 0). */
export interface TileHint {
  /** Replace the generic shape of the first city: the whole tile minus these field bays. */
  carve?: { side: Side; a: number; b: number; depth: number }[];
  /** An extra wall line (e.g. a spur from the city to a corner). */
  spur?: Pt[];
  /** Short non-road stubs from the village to the city gates. */
  stubs?: boolean;
  /** Depth of single-side city caps. */
  capDepth?: number;
  /** How far the wall of a two-side corner city bulges towards the open corner. */
  cornerBulge?: number;
  /**
   * The centre lines of the tile's lines (features of kind `line`), in the order the tile
   * lists them, when the generic route (straight between opposite sides, a quarter circle
   * round a corner, from a lone side to the middle) would run into something (a monastery).
   */
  lines?: Pt[][];
  /** Hints of module painters under their own names (e.g. where an icon goes). */
  [hint: string]: unknown;
}

/** A disc drawing must keep clear of: meeples and later icons stay out of it (tile units). */
export interface KeepClear {
  p: Pt;
  r: number;
}

/** Adds primitives (drawn in this order, above what came before) and the discs to keep clear. */
export type Draw = (prims: readonly Prim[], keepClear: readonly KeepClear[]) => void;

/** What a city painter is given, once for each city carrying its attribute. */
export interface CityPaint {
  def: KnownTileDef;
  hint: TileHint;
  feature: FeatureDef;
  /** The attribute's value on this city. */
  value: unknown;
  /** Cells of the city off its walls and off everything drawn so far (a 100 × 100 raster). */
  free: Mask;
  /** Distance of each cell of `free` to the nearest cell outside it (tile units). */
  clear: Float32Array;
  /** Centre of mass of `free`. */
  centroid: Pt;
  draw: Draw;
}

/** What a road painter is given, once per tile, with every road carrying its attribute. */
export interface RoadPaint {
  def: KnownTileDef;
  hint: TileHint;
  /** The roads carrying the attribute: feature, attribute value and centre line (tile space). */
  roads: { feature: FeatureDef; value: unknown; line: Pt[] }[];
  /**
   * A place beside a road for an icon: at fraction `t` (default 0.5) along `line`,
   * `off` units to the side nearer `prefer` (or the roomier side); returns the
   * icon centre and the road's direction there.
   */
  besideRoad(line: readonly Pt[], prefer: Pt | null, off: number, t?: number): { at: Pt; dir: Pt };
  draw: Draw;
}

/** What a tile painter is given for a tile carrying its tile attribute (after every feature icon). */
export interface TilePaint {
  def: KnownTileDef;
  hint: TileHint;
  /** The attribute's value on the tile. */
  value: unknown;
  /** Cells off every road (band + 2), wall (+ 2) and everything drawn so far (a fresh raster). */
  freeGround(): Mask;
  draw: Draw;
}

/** What a line painter is given, once for each line (feature of kind `line`) of its edge letter. */
export interface LinePaint {
  def: KnownTileDef;
  hint: TileHint;
  feature: FeatureDef;
  /** Its centre line (tile space, rotation 0), from its first side inwards; a line with one side ends inside the tile. */
  line: Pt[];
  draw: Draw;
}

/**
 * How the lines of one edge letter are drawn (e.g. water, `W`). The core routes each line
 * (or takes the tile hint's `lines`), keeps the fields apart along a band of `width`, draws
 * the line under the roads (a road marked `bridge` crosses it on a bridge) and asks `paint`
 * for the picture. A line takes no figure, so it has no anchor.
 */
export interface LineArt {
  /** Width of the band the line keeps free of fields (tile units). */
  width: number;
  /** Draws the line (its band, what is at its end). */
  paint(c: LinePaint): void;
}

/**
 * What a site painter is given: a `monastery`-kind feature carrying its attribute, drawn by
 * the module instead of the monastery building (the abbot's garden), once per such feature.
 */
export interface SitePaint {
  def: KnownTileDef;
  hint: TileHint;
  feature: FeatureDef;
  /** The attribute's value on the feature. */
  value: unknown;
  /** Cells off every road (band + 2), wall (+ 2) and everything drawn so far (a fresh raster). */
  freeGround(): Mask;
  draw: Draw;
}

/** What a site painter drew: the outline a highlight follows and where a figure on it stands (tile space). */
export interface SiteArt {
  outline: Pt[];
  anchor: Pt;
}

/** A translation function (i18next's `t`), as the wording hooks need it. */
export type Translate = (key: string | string[], options?: Record<string, unknown>) => string;

/** What a wording hook is given. */
export interface AttrWording {
  t: Translate;
  /** Where a location of the tile data (rotation 0) lies on the tile as it is shown. */
  turn(l: Location): Location;
}

/**
 * A feature attribute a module draws and words (the key in a feature's `attrs`, e.g. an
 * inn by a road). Without `text` / `note` the wording is the module's keys
 * `tile.<attr>` (with the context of the feature kind) and `note.<attr>`, given `value`.
 */
export interface FeatureAttrArt {
  /** Draws it in a city (before the city's pennants). */
  city?(c: CityPaint): void;
  /** Draws it by the roads that carry it. */
  roads?(c: RoadPaint): void;
  /**
   * Draws a `monastery`-kind feature that carries it in place of the monastery building
   * (which is then neither drawn nor cut out of the field): a site of the module's own,
   * such as a garden lying in its field.
   */
  monastery?(c: SitePaint): SiteArt;
  /** Words it in a tile description (`describeTile`); an empty string says nothing. */
  text?(value: unknown, c: AttrWording): string;
  /** Words it in a tile list's notes (`tileNotes`). */
  note?(value: unknown, c: AttrWording): string;
}

/**
 * A tile attribute a module draws and words (the key in a tile's `attrs`, e.g. a
 * printed symbol). Without `text` / `note` the wording is the module's keys
 * `tile.<attr>` and `note.<attr>` (context: the value when it is a string).
 */
export interface TileAttrArt {
  /** Draws it on the tile. */
  paint?(c: TilePaint): void;
  text?(value: unknown, c: AttrWording): string;
  note?(value: unknown, c: AttrWording): string;
}

/** Everything one module adds to the art (each part optional). */
export interface ModuleArt {
  /** The module's id: also the i18next namespace of its wording. */
  id: string;
  /** Styles of the roles its painters use (role names must not clash with other roles). */
  styles?: Readonly<Record<string, RoleStyle>>;
  /** Shape hints for tiles of its sets, by tile id. */
  hints?: Readonly<Record<string, TileHint>>;
  /** Feature attributes it draws / words, by attribute name, in drawing order. */
  features?: Readonly<Record<string, FeatureAttrArt>>;
  /** Tile attributes it draws / words, by attribute name. */
  tile?: Readonly<Record<string, TileAttrArt>>;
  /** How the lines (features of kind `line`) of its tiles are drawn, by their edge letter (`FeatureDef.edge`). */
  lines?: Readonly<Record<string, LineArt>>;
  /**
   * Places where figures the module holds off the features are drawn (`ParkedFigure.place`):
   * the role of the ring drawn under such a figure. The spot itself is the circle
   * primitive the module's painter marks with `place`.
   */
  places?: Readonly<Record<string, { ring: Role }>>;
  /**
   * How the figure kinds the module declares (`FigureKindDef.id` of its rules, e.g. a large
   * follower) are drawn, by kind id. A kind without an entry is drawn as a normal follower.
   */
  figures?: Readonly<Record<string, FigureArt>>;
}

/**
 * How one figure kind is drawn, standing on a feature or lying on a field (a farmer), in tile
 * units of a 100-unit tile. By default as the follower silhouette of meeple.ts at another size
 * (20 units wide at `scale` 1, with its player's colour, mark and shadow); `prims` draws a
 * shape of the kind's own instead.
 */
export interface FigureArt {
  /** Its lengths as a multiple of a normal follower's (1: 20 units wide), standing or lying. */
  scale: number;
  /**
   * How much thicker its outline is than its size alone makes it (default 1), so that a
   * larger figure reads as one at a glance.
   */
  bold?: number;
  /**
   * How far its drawing reaches from its centre, outline and shadow included (tile units;
   * default: a normal follower's `FIGURE_R.normal` × `scale`). Figure spots move it in from
   * the tile's edge by this much.
   */
  reach?: number;
  /**
   * A shape of its own (a builder, a pig, an abbot), replacing the follower silhouette.
   * @param at the figure's centre (tile or board units)
   * @param colour its player's colour
   * @param lying it lies on a field (as a farmer does)
   * @param scale extra scale the board asks for (1 on a feature; 0.7 resting off the features)
   * @returns primitives of the roles `meeple` and `meeple-mark`, shadow first
   */
  prims?(at: Pt, colour: PlayerColor, lying: boolean, scale: number): Prim[];
}

/** How a figure kind no module draws is drawn: a normal follower. */
const NORMAL_FIGURE: FigureArt = { scale: 1 };
const figures = new Map<string, FigureArt>();

/** A registered attribute: its name, the module that owns it and its art. */
export interface AttrEntry<A> {
  attr: string;
  module: string;
  art: A;
}

/** Every shape hint by tile id (all modules). */
export const TILE_HINTS: Record<string, TileHint> = {};
/** Registered feature attributes in module order. */
export const FEATURE_ATTRS: AttrEntry<FeatureAttrArt>[] = [];
/** Registered tile attributes in module order. */
export const TILE_ATTRS: AttrEntry<TileAttrArt>[] = [];
/**
 * How lines are drawn, by edge letter (all modules), with the module that draws them: it
 * also words them (its key `line.<edge letter>`, e.g. the name of the water).
 */
export const LINE_ARTS = new Map<string, LineArt & { module: string }>();
const places = new Map<string, { ring: Role }>();

/** Ids of the modules whose art is registered (each once). */
const REGISTERED_ART = new Set<string>();

/** Whether the art of module `id` is registered ({@link registerArt}). */
export function artRegistered(id: string): boolean {
  return REGISTERED_ART.has(id);
}

/**
 * Register one module's art (src/engine/modules/art.ts does it for every module that draws
 * something). Throws when it names an attribute, a role or a place another module already
 * did (a programming error, caught by the tests).
 */
export function registerArt(m: ModuleArt): void {
  // a module's art registers once: a page may import the whole list and load a set lazily too
  if (REGISTERED_ART.has(m.id)) return;
  REGISTERED_ART.add(m.id);
  const clash = (what: string, name: string) => new Error(`art of ${m.id}: ${what} ${name} is already registered`);
  for (const [role, style] of Object.entries(m.styles ?? {})) {
    if (role in STYLE) throw clash('role', role);
    STYLE[role] = style;
  }
  for (const [id, hint] of Object.entries(m.hints ?? {})) TILE_HINTS[id] = { ...TILE_HINTS[id], ...hint };
  for (const [attr, art] of Object.entries(m.features ?? {})) {
    if (FEATURE_ATTRS.some((a) => a.attr === attr)) throw clash('feature attribute', attr);
    FEATURE_ATTRS.push({ attr, module: m.id, art });
  }
  for (const [attr, art] of Object.entries(m.tile ?? {})) {
    if (TILE_ATTRS.some((a) => a.attr === attr)) throw clash('tile attribute', attr);
    TILE_ATTRS.push({ attr, module: m.id, art });
  }
  for (const [edge, art] of Object.entries(m.lines ?? {})) {
    if (LINE_ARTS.has(edge)) throw clash('line', edge);
    LINE_ARTS.set(edge, { ...art, module: m.id });
  }
  for (const [place, p] of Object.entries(m.places ?? {})) {
    if (places.has(place)) throw clash('place', place);
    places.set(place, p);
  }
  for (const [kind, f] of Object.entries(m.figures ?? {})) {
    if (figures.has(kind)) throw clash('figure kind', kind);
    figures.set(kind, f);
  }
}

/**
 * How figures of `kind` are drawn: the {@link FigureArt} a module registered for the kind,
 * else a normal follower's (scale 1, no extra outline) — for `normal` and for any kind no
 * module draws.
 */
export function figureArt(kind: string): FigureArt {
  return figures.get(kind) ?? NORMAL_FIGURE;
}

/** Whether a module registered how figures of `kind` are drawn (else they are drawn as `normal`). */
export function drawsFigure(kind: string): boolean {
  return figures.has(kind);
}

/** The role of the ring drawn under a figure held at `place`, if a module registered one. */
export function placeRing(place: string): Role | undefined {
  return places.get(place)?.ring;
}
