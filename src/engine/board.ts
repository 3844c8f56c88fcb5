/**
 * The board: placed tiles on a grid and their features tracked incrementally
 * with union–find (DESIGN 2). Each placed tile feature is a node; nodes joined
 * across matching edges share a root whose {@link FeatureGroup} carries the
 * open-end count, pennants, parts and figures.
 *
 * Coordinates: `x` grows to the east, `y` to the south (DESIGN 1.2).
 */
import {
  CENTRE, SIDE_DX, SIDE_DY, acrossHalf, locationName, oppositeSide, rotateCode,
} from './locations.js';
import type { CompiledTile } from './tileset.js';
import type { Location } from './tile-types.js';
import type { FeatureGroup, PlacedTile } from './types.js';


// Local copies of hot lookup tables (see locations.ts for their meaning).
const DX: readonly number[] = [0, 1, 0, -1];
const DY: readonly number[] = [-1, 0, 1, 0];
const ACROSS: readonly number[] = Array.from({ length: 13 }, (_, h) => (h >= 4 && h < 12 ? acrossHalf(h) : -1));




/**
 * Largest coordinate (in absolute value) a tile may have: {@link cellKey} packs
 * a cell into one number and stays unique only within ±32767, neighbours of
 * the outermost tiles included.
 */
export const MAX_COORD = 30000;

/** Whether `v` is an integer coordinate within ±{@link MAX_COORD}. */
export function onBoard(v: number): boolean {
  return Number.isInteger(v) && v >= -MAX_COORD && v <= MAX_COORD;
}

/** Pack coordinates into one number key (unique for coordinates that are {@link onBoard}). */
export function cellKey(x: number, y: number): number {
  return (x + 32768) * 65536 + (y + 32768);
}
/** Unpack a {@link cellKey}. */
export function keyX(k: number): number {
  return Math.floor(k / 65536) - 32768;
}
export function keyY(k: number): number {
  return (k % 65536) - 32768;
}

export class Board {
  readonly tiles: PlacedTile[] = [];
  readonly cells = new Map<number, number>();
  /** Empty cells next to at least one tile, within ±{@link MAX_COORD}. */
  readonly frontier = new Set<number>();
  /** Union–find arrays indexed by node id. */
  readonly parent: number[] = [];
  readonly nodeTile: number[] = [];
  readonly nodeFeature: number[] = [];
  readonly groups: (FeatureGroup | undefined)[] = [];
  private stamp = 0;
  private marks: number[] = [];

  /** The placed tile at `[x, y]`, if any. */
  at(x: number, y: number): PlacedTile | undefined {
    const i = this.cells.get(cellKey(x, y));
    return i === undefined ? undefined : this.tiles[i];
  }

  /** Union–find root of a node (with path halving). */
  find(n: number): number {
    const p = this.parent;
    while (p[n] !== n) {
      p[n] = p[p[n]!]!;
      n = p[n]!;
    }
    return n;
  }

  /** The feature group of a node. */
  group(node: number): FeatureGroup {
    return this.groups[this.find(node)]!;
  }

  /** Node id of the feature at board location code `loc` of a placed tile, or -1. */
  nodeAt(p: PlacedTile, loc: number): number {
    const fi = p.tile.locFeature[p.q]![loc]!;
    return fi < 0 ? -1 : p.nodeBase + fi;
  }

  /**
   * Whether `tile` fits at `[x, y]` turned `q` quarter turns: the cell is empty,
   * every neighbour's edge matches, and (unless `isolatedOk`) there is at least
   * one neighbour.
   */
  fits(tile: CompiledTile, x: number, y: number, q: number, isolatedOk = false): boolean {
    if (this.cells.has(cellKey(x, y))) return false;
    const e = tile.edges[q]!;
    let n = 0;
    for (let s = 0; s < 4; s++) {
      const i = this.cells.get(cellKey(x + DX[s]!, y + DY[s]!));
      if (i === undefined) continue;
      const o = this.tiles[i]!;
      if (o.tile.edges[o.q]![((s + 2) & 3)] !== e[s]) return false;
      n++;
    }
    return n > 0 || isolatedOk;
  }

  /** Side codes where `tile` at `[x,y]`/`q` does not match an existing neighbour. */
  mismatches(tile: CompiledTile, x: number, y: number, q: number): number[] {
    const out: number[] = [];
    const e = tile.edges[q]!;
    for (let s = 0; s < 4; s++) {
      const o = this.at(x + DX[s]!, y + DY[s]!);
      if (o && o.tile.edges[o.q]![((s + 2) & 3)] !== e[s]) out.push(s);
    }
    return out;
  }

  /** True when at least one rotation of `tile` fits somewhere on the frontier. */
  canPlaceAnywhere(tile: CompiledTile): boolean {
    for (const k of this.frontier) {
      const x = keyX(k), y = keyY(k);
      for (const q of tile.distinctTurns) if (this.fits(tile, x, y, q)) return true;
    }
    return false;
  }

  /** Every legal placement `[x, y, q]` of `tile`, symmetric rotations not duplicated. */
  placements(tile: CompiledTile): [number, number, number][] {
    const out: [number, number, number][] = [];
    for (const k of this.frontier) {
      const x = keyX(k), y = keyY(k);
      for (const q of tile.distinctTurns) if (this.fits(tile, x, y, q)) out.push([x, y, q]);
    }
    return out;
  }

  /**
   * Put a tile on the board without checking edges (callers check with
   * {@link fits}) and join its features with the neighbours'. Works in any
   * placement order.
   * @returns the placed tile.
   */
  place(tile: CompiledTile, x: number, y: number, q: number): PlacedTile {
    const key = cellKey(x, y);
    const index = this.tiles.length;
    const nodeBase = this.parent.length;
    const p: PlacedTile = { index, tile, x, y, q, nodeBase };
    this.tiles.push(p);
    this.cells.set(key, index);
    this.frontier.delete(key);
    for (const f of tile.features) {
      const n = nodeBase + f.index;
      this.parent.push(n);
      this.nodeTile.push(index);
      this.nodeFeature.push(f.index);
      this.groups.push({ root: n, kind: f.kind, parts: [n], open: f.sides, pennants: f.pennants, figures: [], completed: false });
    }
    this.marks.push(0);
    const lf = tile.locFeature[q]!;
    for (let s = 0; s < 4; s++) {
      const nx = x + DX[s]!, ny = y + DY[s]!;
      const nk = cellKey(nx, ny);
      const oi = this.cells.get(nk);
      if (oi === undefined) {
        // Cells past ±MAX_COORD are no placements (a tile may lie on the last row).
        if (onBoard(nx) && onBoard(ny)) this.frontier.add(nk);
        continue;
      }
      const o = this.tiles[oi]!;
      const olf = o.tile.locFeature[o.q]!;
      const os = ((s + 2) & 3);
      const a = lf[s]!, b = olf[os]!;
      if (a >= 0 && b >= 0) {
        const ka = tile.features[a]!.kind;
        const r = this.union(nodeBase + a, o.nodeBase + b);
        if (ka === 'city' || ka === 'road') this.groups[r]!.open -= 2;
      }
      const h0 = 4 + 2 * s, h1 = h0 + 1;
      for (const h of [h0, h1]) {
        const fa = lf[h]!, fb = olf[ACROSS[h]!]!;
        if (fa >= 0 && fb >= 0) this.union(nodeBase + fa, o.nodeBase + fb);
      }
    }
    return p;
  }

  /** Join two nodes' groups (small parts list into large); returns the root. */
  union(a: number, b: number): number {
    let ra = this.find(a), rb = this.find(b);
    if (ra === rb) return ra;
    let ga = this.groups[ra]!, gb = this.groups[rb]!;
    if (ga.parts.length < gb.parts.length) {
      [ra, rb] = [rb, ra];
      [ga, gb] = [gb, ga];
    }
    this.parent[rb] = ra;
    for (const n of gb.parts) ga.parts.push(n);
    for (const f of gb.figures) ga.figures.push(f);
    ga.open += gb.open;
    ga.pennants += gb.pennants;
    ga.completed = ga.completed || gb.completed;
    this.groups[rb] = undefined;
    return ra;
  }

  /** Number of distinct tiles a group spans (a tile with two parts counts once). */
  tileCount(g: FeatureGroup): number {
    const s = ++this.stamp;
    let n = 0;
    for (const node of g.parts) {
      const t = this.nodeTile[node]!;
      if (this.marks[t] !== s) { this.marks[t] = s; n++; }
    }
    return n;
  }

  /**
   * How many cities, roads and monasteries placing `tile` at `[x, y]` turned `q` quarter
   * turns would complete, without changing the board. A cheap test for modules that must
   * foresee a move's scoring (e.g. the bathhouses' follower choices): per feature, open
   * ends after the merge = open ends of the distinct joined features + the feature's own
   * sides − 2 × the sides that meet a neighbour. Two features of the tile that join the
   * same feature count once.
   */
  completions(tile: CompiledTile, x: number, y: number, q: number): number {
    let count = 0;
    const closedRoots = new Set<number>();
    for (const f of tile.features) {
      if (f.kind !== 'city' && f.kind !== 'road') continue;
      const roots = new Set<number>();
      let open = 0;
      let sides = 0;
      let joined = 0;
      for (const c0 of f.locs) {
        const c = rotateCode(c0, q);
        if (c >= 4) continue;
        sides++;
        const o = this.at(x + SIDE_DX[c]!, y + SIDE_DY[c]!);
        if (!o) continue;
        joined++;
        const n = this.nodeAt(o, oppositeSide(c));
        if (n < 0) continue;
        const r = this.find(n);
        if (!roots.has(r)) {
          roots.add(r);
          open += this.groups[r]!.open;
        }
      }
      if (sides > 0 && open + sides - 2 * joined === 0) {
        // the same joined feature reached through two parts of the tile is one completion
        if ([...roots].some((r) => closedRoots.has(r))) continue;
        for (const r of roots) closedRoots.add(r);
        count++;
      }
    }
    for (let dx = -1; dx <= 1; dx++) for (let dy = -1; dy <= 1; dy++) {
      const o = dx || dy ? this.at(x + dx, y + dy) : undefined;
      if (o && o.tile.features.some((f) => f.kind === 'monastery') && this.neighbourCount(o.x, o.y) === 7) count++;
    }
    if (tile.features.some((f) => f.kind === 'monastery') && this.neighbourCount(x, y) === 8) count++;
    return count;
  }

  /** Number of tiles among the 8 around `[x, y]` (diagonals count). */
  neighbourCount(x: number, y: number): number {
    let n = 0;
    for (let dx = -1; dx <= 1; dx++) for (let dy = -1; dy <= 1; dy++) {
      if ((dx || dy) && this.cells.has(cellKey(x + dx, y + dy))) n++;
    }
    return n;
  }

  /** Every current feature group (one per union–find root). */
  allGroups(): FeatureGroup[] {
    const out: FeatureGroup[] = [];
    for (const g of this.groups) if (g) out.push(g);
    return out;
  }

  /** Placed tile and board location names that a node touches. */
  nodeLocations(node: number): { x: number; y: number; locs: Location[] } {
    const p = this.tiles[this.nodeTile[node]!]!;
    const fi = this.nodeFeature[node]!;
    const lf = p.tile.locFeature[p.q]!;
    const locs: Location[] = [];
    for (let c = 0; c < lf.length; c++) if (lf[c] === fi) locs.push(locationName(c));
    return { x: p.x, y: p.y, locs };
  }

  /** True when the monastery-like node's tile is surrounded by 8 tiles. */
  surrounded(node: number): boolean {
    const p = this.tiles[this.nodeTile[node]!]!;
    return this.neighbourCount(p.x, p.y) === 8;
  }

  /** Code of the centre location (re-exported for callers). */
  static readonly CENTRE = CENTRE;
}
