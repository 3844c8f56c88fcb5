/**
 * Compiled tiles: tile data (./tiles) turned into lookup tables per rotation,
 * and the registry of every tile set the enabled modules contribute.
 */
import { CENTRE, LOC_COUNT, isLocation, locationCode, locationName, rotateCode } from './locations.js';
import type { FeatureDef, FeatureKind, KnownTileDef, TileDef, TileSetDef } from './tile-types.js';

/** Edge codes per side: 0 city, 1 road, 2 field, 3 a line's side (it matches only a line's side). */
export const EDGE_CITY = 0;
export const EDGE_ROAD = 1;
export const EDGE_FIELD = 2;
export const EDGE_LINE = 3;
const EDGE_LETTER = ['C', 'R', 'F'];

/** One feature of a compiled tile. */
export interface CompiledFeature {
  /** Index in the tile's feature list. */
  index: number;
  kind: FeatureKind;
  def: FeatureDef;
  /** Location codes at rotation 0. */
  locs: readonly number[];
  /** Number of side midpoints (N E S W) it touches: open ends of a city/road. */
  sides: number;
  pennants: number;
  /** Fields: indexes of the city features it borders. */
  borders: readonly number[];
}

/** A tile kind ready for play. */
export interface CompiledTile {
  id: string;
  def: KnownTileDef;
  features: readonly CompiledFeature[];
  /** edges[q][side]: edge code after q quarter turns ({@link EDGE_CITY} … {@link EDGE_LINE}). */
  edges: readonly (readonly number[])[];
  /**
   * edgeWords[q]: the four edge codes after q quarter turns packed into one
   * number, 2 bits per side (`edges[q][s] << 2·s`, N in the lowest bits); the
   * board compares a whole tile against a cell's neighbours with one mask.
   */
  edgeWords: readonly number[];
  /** Bit mask of the city and road features (bit i: feature i), the ones a placement may complete. */
  cityRoadMask: number;
  /** The tile has a monastery. */
  hasMonastery: boolean;
  /**
   * mayClose[q·16 + s]: 1 when, turned q quarter turns, some city or road of
   * the tile has all its sides among the side bits `s` (bit 0 N … 3 W), i.e.
   * could be closed by neighbours that can close exactly those sides.
   */
  mayClose: Uint8Array;
  /** closeTurns[s]: bit q set when mayClose[q·16 + s] is 1 (the quarter turns that may close something with side bits `s`). */
  closeTurns: Uint8Array;
  /** locFeature[q][loc]: feature index at board location `loc` after q quarter turns, or -1. */
  locFeature: readonly Int8Array[];
  /** Quarter turns that give distinct placements (symmetric ones dropped). */
  distinctTurns: readonly number[];
  /** Edge letters at rotation 0, e.g. `CRFR` (a line's side its own letter, e.g. `CWRW`). */
  edgeString: string;
}

function compileFeature(def: FeatureDef, index: number, all: readonly FeatureDef[], id: string): CompiledFeature {
  const locs = def.at.map((l) => {
    const c = locationCode(l);
    if (c < 0) throw new Error(`tile data ${id}: bad location ${l}`);
    return c;
  });
  if (def.kind === 'line' && !(typeof def.edge === 'string' && /^[A-Z]$/.test(def.edge) && !'CRF'.includes(def.edge)))
    throw new Error(`tile data ${id}: a line needs its own edge letter (one capital letter other than C, R, F)`);
  const borders = (def.borders ?? []).map((s) => {
    const i = all.findIndex((f) => f.kind === 'city' && f.at.includes(s));
    if (i < 0) throw new Error(`tile data ${id}: field borders no city at ${s}`);
    return i;
  });
  return {
    index,
    kind: def.kind,
    def,
    locs,
    sides: locs.filter((c) => c < 4).length,
    pennants: def.pennants ?? 0,
    borders,
  };
}

/**
 * A tile's own attributes as text after `q` quarter turns: every string in
 * them that is a location name (tile data is at rotation 0, e.g. the side a
 * printed arrow points to) is turned with the tile, so a tile whose
 * attributes name a side has four distinct rotations.
 */
function turnedAttrs(attrs: Readonly<Record<string, unknown>> | undefined, q: number): string {
  if (!attrs) return '';
  return JSON.stringify(attrs, (_key, v: unknown) =>
    typeof v === 'string' && isLocation(v) ? locationName(rotateCode(locationCode(v), q)) : v,
  );
}

/** Compile one known tile. Throws on malformed tile data (a programming error, caught by tests). */
export function compileTile(def: KnownTileDef): CompiledTile {
  const features = def.features.map((f, i) => compileFeature(f, i, def.features, def.id));
  const base = new Int8Array(LOC_COUNT).fill(-1);
  for (const f of features) {
    for (const c of f.locs) {
      if (base[c] !== -1 && c !== CENTRE) throw new Error(`tile data ${def.id}: location ${c} used twice`);
      base[c] = f.index;
    }
  }
  // DESIGN 1.3: on a side that is all field, the side letter names that field.
  for (let s = 0; s < 4; s++) {
    const h0 = base[4 + 2 * s]!,
      h1 = base[5 + 2 * s]!;
    if (base[s] === -1 && h0 >= 0 && h0 === h1) base[s] = h0;
  }
  const edges0 = [0, 1, 2, 3].map((s) => {
    const fi = base[s]!;
    if (fi < 0) return EDGE_FIELD;
    const k = features[fi]!.kind;
    return k === 'city' ? EDGE_CITY : k === 'road' ? EDGE_ROAD : k === 'line' ? EDGE_LINE : EDGE_FIELD;
  });
  const letters0 = [0, 1, 2, 3].map((s) =>
    edges0[s] === EDGE_LINE ? features[base[s]!]!.def.edge! : EDGE_LETTER[edges0[s]!]!,
  );
  const edges: number[][] = [];
  const locFeature: Int8Array[] = [];
  for (let q = 0; q < 4; q++) {
    edges.push([0, 1, 2, 3].map((s) => edges0[(s - q + 4) & 3]!));
    const lf = new Int8Array(LOC_COUNT).fill(-1);
    for (let c = 0; c < LOC_COUNT; c++) if (base[c]! >= 0) lf[rotateCode(c, q)] = base[c]!;
    locFeature.push(lf);
  }
  // Symmetry: a rotation is redundant when every location holds an equivalent
  // feature with the same partition as an earlier rotation, and the tile's own
  // attributes (with the locations they name turned) are the same.
  const sig = (q: number): string => {
    const lf = locFeature[q]!;
    const order = new Map<number, number>();
    const parts: string[] = [];
    for (let c = 0; c < LOC_COUNT; c++) {
      const fi = lf[c]!;
      if (fi < 0) {
        parts.push('-');
        continue;
      }
      if (!order.has(fi)) order.set(fi, order.size);
      const f = features[fi]!;
      parts.push(
        `${order.get(fi)}:${f.kind}:${f.pennants}:${f.def.end ?? ''}:${JSON.stringify(f.def.attrs ?? {})}:${f.borders
          .map((b) =>
            [...features[b]!.locs]
              .map((x) => rotateCode(x, q))
              .sort()
              .join('.'),
          )
          .sort()
          .join('/')}`,
      );
    }
    const unlocated = features
      .filter((f) => f.locs.length === 0)
      .map((f) => f.kind)
      .join(',');
    return parts.join('|') + '#' + unlocated + '#' + turnedAttrs(def.attrs, q);
  };
  const seen = new Set<string>();
  const distinctTurns: number[] = [];
  for (let q = 0; q < 4; q++) {
    const s = sig(q);
    if (!seen.has(s)) {
      seen.add(s);
      distinctTurns.push(q);
    }
  }
  const edgeWords = edges.map((e) => e[0]! | (e[1]! << 2) | (e[2]! << 4) | (e[3]! << 6));
  let cityRoadMask = 0;
  for (const f of features) if (f.kind === 'city' || f.kind === 'road') cityRoadMask |= 1 << f.index;
  const hasMonastery = features.some((f) => f.kind === 'monastery');
  const mayClose = new Uint8Array(64);
  for (let q = 0; q < 4; q++) {
    const lf = locFeature[q]!;
    for (let sides = 0; sides < 16; sides++) {
      let blocked = 0; // features with a side outside `sides`
      for (let side = 0; side < 4; side++) if (lf[side]! >= 0 && !((sides >> side) & 1)) blocked |= 1 << lf[side]!;
      mayClose[q * 16 + sides] = (cityRoadMask & ~blocked) !== 0 ? 1 : 0;
    }
  }
  const closeTurns = new Uint8Array(16);
  for (let sides = 0; sides < 16; sides++)
    for (let q = 0; q < 4; q++) closeTurns[sides]! |= mayClose[q * 16 + sides]! << q;
  return {
    id: def.id,
    def,
    features,
    edges,
    edgeWords,
    cityRoadMask,
    hasMonastery,
    mayClose,
    closeTurns,
    locFeature,
    distinctTurns,
    edgeString: letters0.join(''),
  };
}

const tileDefs = new Map<string, TileDef>();
const compiled = new Map<string, CompiledTile>();

/**
 * A maker of tile variants ({@link RuleModule.tileVariants} in module.ts): given a known
 * tile of a set, the variants of it a module's rules read (each a known tile with an id of
 * its own and `variantOf` set), or none.
 */
export type TileVariantMaker = (def: KnownTileDef) => readonly KnownTileDef[];
const variantMakers: TileVariantMaker[] = [];

function addVariants(def: TileDef, make: TileVariantMaker): void {
  if (!def.known || def.variantOf !== undefined) return;
  for (const v of make(def)) if (!tileDefs.has(v.id)) tileDefs.set(v.id, v);
}

/**
 * Register a tile set (idempotent: a set already registered is ignored), and the variants
 * every registered maker makes of its tiles.
 */
export function registerTileSet(set: TileSetDef): void {
  for (const t of set.tiles) {
    if (tileDefs.has(t.id)) continue;
    tileDefs.set(t.id, t);
    for (const make of variantMakers) addVariants(t, make);
  }
}

/**
 * Register a maker of tile variants: the variants it makes of every tile registered so far
 * and of every tile registered later become known tile ids ({@link getTile}). Idempotent
 * for one function.
 */
export function registerTileVariants(make: TileVariantMaker): void {
  if (variantMakers.includes(make)) return;
  variantMakers.push(make);
  // entries added while iterating (the variants) are visited too and skipped by addVariants
  for (const t of tileDefs.values()) addVariants(t, make);
}

/** The tile definition of an id, if registered (known or unknown). */
export function tileDef(id: string): TileDef | undefined {
  return tileDefs.get(id);
}

/**
 * The letter or number a tile is printed with (`E`, `03`): a module's variant of a printed
 * tile (a copy showing a garden) has that tile's; '' for a tile without one of its own (an
 * illustrative stand-in, `attrs.illustrative`).
 */
export function tileLetter(id: string): string {
  const def = tileDefs.get(id);
  const printed = def?.known && def.variantOf ? def.variantOf : id;
  const tail = printed.includes('.') ? printed.slice(printed.indexOf('.') + 1) : printed;
  return !def?.attrs?.['illustrative'] && /^(?:[A-Z]{1,2}\d?|\d+)$/.test(tail) ? tail : '';
}

/** Every registered tile definition, in registration order. */
export function allTileDefs(): TileDef[] {
  return [...tileDefs.values()];
}

/**
 * The compiled tile for an id, or undefined if the id is not registered, its
 * layout is unknown (`known: false`) or it is not a land tile.
 */
export function getTile(id: string): CompiledTile | undefined {
  let t = compiled.get(id);
  if (t) return t;
  const def = tileDefs.get(id);
  if (!def || !def.known || def.landTile === false) return undefined;
  t = compileTile(def);
  compiled.set(id, t);
  return t;
}
