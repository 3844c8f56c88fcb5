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
 * Largest coordinate (in absolute value) a tile may have: {@link cellKey} and
 * the board's cell index pack a cell into 16 bits per axis and stay unique
 * only within ±32767, neighbours of the outermost tiles included.
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
/** Unpack the x coordinate of a {@link cellKey}. */
export function keyX(k: number): number {
  return Math.floor(k / 65536) - 32768;
}
/** Unpack the y coordinate of a {@link cellKey}. */
export function keyY(k: number): number {
  return (k % 65536) - 32768;
}

/** Coordinates a board lookup accepts: integers within ±(MAX_COORD + 1) (a neighbour of the outermost tile). */
const LIMIT = MAX_COORD + 1;
/** A cell's key in the cell index: 16 bits per axis in one int32 (never -1 within ±LIMIT). */
function packCell(x: number, y: number): number {
  return ((x + 32768) << 16) | ((y + 32768) & 0xffff);
}
/** Marks a free slot of the cell index. */
const FREE = -1;
/** Frontier slots filled since the last compaction, beyond which the slot list is compacted. */
const COMPACT_AT = 64;

export class Board {
  readonly tiles: PlacedTile[] = [];
  /** Union–find arrays indexed by node id. */
  readonly parent: number[] = [];
  readonly nodeTile: number[] = [];
  readonly nodeFeature: number[] = [];
  readonly groups: (FeatureGroup | undefined)[] = [];
  private stamp = 0;
  private marks: number[] = [];

  // Cell index: open addressing over packed coordinates (Int32Array keys,
  // linear probing) → a small integer cell id. Cells exist for placed tiles
  // and for the frontier (empty cells next to a tile).
  private hashKeys = new Int32Array(256).fill(FREE);
  private hashCells = new Int32Array(256);
  private hashShift = 24;
  /** Per cell id: packed key, placement index (-1 while empty), frontier slot (-1 when none). */
  private cellKeyOf: number[] = [];
  private cellTile: number[] = [];
  private cellSlot: number[] = [];
  /** Per cell id of a placed tile: how many of its 8 surrounding cells hold a tile. */
  private cellAround: number[] = [];

  // Frontier: empty cells next to at least one tile, in the order they became
  // frontier (slots of filled cells are skipped until the next compaction).
  // Each slot keeps the edge codes its neighbours require, 2 bits per side
  // (see CompiledTile.edgeWords) and a mask of the sides that have a neighbour.
  private slotX: number[] = [];
  private slotY: number[] = [];
  private slotCell: number[] = [];
  private slotNeed: number[] = [];
  private slotMask: number[] = [];
  private slotsFilled = 0;

  /** Cell id of `[x, y]` in the index, or -1 (no tile and not on the frontier). No range check. */
  private cellOf(x: number, y: number): number {
    const k = packCell(x, y);
    const keys = this.hashKeys;
    const mask = keys.length - 1;
    let i = Math.imul(k, 0x9e3779b1) >>> this.hashShift;
    for (;;) {
      const h = keys[i]!;
      if (h === k) return this.hashCells[i]!;
      if (h === FREE) return -1;
      i = (i + 1) & mask;
    }
  }

  /** Cell id of `[x, y]`, created (empty, off the frontier) when missing. */
  private addCell(x: number, y: number): number {
    const found = this.cellOf(x, y);
    if (found >= 0) return found;
    const id = this.cellKeyOf.length;
    const k = packCell(x, y);
    this.cellKeyOf.push(k);
    this.cellTile.push(-1);
    this.cellSlot.push(-1);
    this.cellAround.push(0);
    if (2 * this.cellKeyOf.length > this.hashKeys.length) this.rehash(this.hashKeys.length * 2);
    else this.insertKey(k, id);
    return id;
  }

  private insertKey(k: number, id: number): void {
    const keys = this.hashKeys;
    const mask = keys.length - 1;
    let i = Math.imul(k, 0x9e3779b1) >>> this.hashShift;
    while (keys[i] !== FREE) i = (i + 1) & mask;
    keys[i] = k;
    this.hashCells[i] = id;
  }

  private rehash(size: number): void {
    this.hashKeys = new Int32Array(size).fill(FREE);
    this.hashCells = new Int32Array(size);
    this.hashShift = 32 - Math.log2(size);
    for (let id = 0; id < this.cellKeyOf.length; id++) this.insertKey(this.cellKeyOf[id]!, id);
  }

  /** Placement index of the tile at `[x, y]`, or -1. No range check. */
  private tileIndexAt(x: number, y: number): number {
    const c = this.cellOf(x, y);
    return c < 0 ? -1 : this.cellTile[c]!;
  }

  /** The placed tile at `[x, y]`, if any (undefined for coordinates that are not integers within ±30001). */
  at(x: number, y: number): PlacedTile | undefined {
    if (!(x >= -LIMIT && x <= LIMIT && y >= -LIMIT && y <= LIMIT) || (x | 0) !== x || (y | 0) !== y) return undefined;
    const i = this.tileIndexAt(x, y);
    return i < 0 ? undefined : this.tiles[i];
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
    if (!(x >= -LIMIT && x <= LIMIT && y >= -LIMIT && y <= LIMIT) || (x | 0) !== x || (y | 0) !== y) return false;
    const c = this.cellOf(x, y);
    if (c < 0) return isolatedOk; // no tile there and none around it
    if (this.cellTile[c]! >= 0) return false;
    const slot = this.cellSlot[c]!;
    if (slot < 0) return isolatedOk;
    return (tile.edgeWords[q]! & this.slotMask[slot]!) === this.slotNeed[slot]!;
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
    const words = tile.edgeWords, turns = tile.distinctTurns;
    const cells = this.slotCell, need = this.slotNeed, mask = this.slotMask;
    for (let i = 0; i < cells.length; i++) {
      if (cells[i]! < 0) continue;
      const m = mask[i]!, r = need[i]!;
      for (let t = 0; t < turns.length; t++) if ((words[turns[t]!]! & m) === r) return true;
    }
    return false;
  }

  /**
   * Every legal placement of `tile` as `[x, y, q]` (q in quarter turns),
   * symmetric rotations not duplicated, frontier cells in the order they
   * became frontier, rotations ascending.
   */
  placements(tile: CompiledTile): [number, number, number][] {
    const flat = this.placementsFlat(tile, []);
    const out: [number, number, number][] = [];
    for (let i = 0; i < flat.length; i += 3) out.push([flat[i]!, flat[i + 1]!, flat[i + 2]!]);
    return out;
  }

  /**
   * {@link placements} without an array per placement: `out` is emptied and
   * filled with `x, y, q` triples (3 numbers per placement, same order).
   * @returns `out`.
   */
  placementsFlat(tile: CompiledTile, out: number[]): number[] {
    out.length = 0;
    const words = tile.edgeWords, turns = tile.distinctTurns;
    const cells = this.slotCell, need = this.slotNeed, mask = this.slotMask;
    for (let i = 0; i < cells.length; i++) {
      if (cells[i]! < 0) continue;
      const m = mask[i]!, r = need[i]!;
      for (let t = 0; t < turns.length; t++) {
        const q = turns[t]!;
        if ((words[q]! & m) === r) out.push(this.slotX[i]!, this.slotY[i]!, q);
      }
    }
    return out;
  }

  /** Drop filled frontier slots, keeping the order of the others. */
  private compactFrontier(): void {
    let j = 0;
    const cells = this.slotCell;
    for (let i = 0; i < cells.length; i++) {
      const c = cells[i]!;
      if (c < 0) continue;
      if (i !== j) {
        cells[j] = c;
        this.slotX[j] = this.slotX[i]!;
        this.slotY[j] = this.slotY[i]!;
        this.slotNeed[j] = this.slotNeed[i]!;
        this.slotMask[j] = this.slotMask[i]!;
        this.cellSlot[c] = j;
      }
      j++;
    }
    cells.length = j;
    this.slotX.length = j;
    this.slotY.length = j;
    this.slotNeed.length = j;
    this.slotMask.length = j;
    this.slotsFilled = 0;
  }

  /**
   * Put a tile on the board without checking edges (callers check with
   * {@link fits}) and join its features with the neighbours'. Works in any
   * placement order.
   * @returns the placed tile.
   */
  place(tile: CompiledTile, x: number, y: number, q: number): PlacedTile {
    const cell = this.addCell(x, y);
    const index = this.tiles.length;
    const nodeBase = this.parent.length;
    const p: PlacedTile = { index, tile, x, y, q, nodeBase };
    this.tiles.push(p);
    this.cellTile[cell] = index;
    const slot = this.cellSlot[cell]!;
    if (slot >= 0) {
      this.slotCell[slot] = -1;
      this.cellSlot[cell] = -1;
      if (++this.slotsFilled > COMPACT_AT && 2 * this.slotsFilled > this.slotCell.length) this.compactFrontier();
    }
    for (const f of tile.features) {
      const n = nodeBase + f.index;
      this.parent.push(n);
      this.nodeTile.push(index);
      this.nodeFeature.push(f.index);
      this.groups.push({ root: n, kind: f.kind, parts: [n], open: f.sides, pennants: f.pennants, figures: [], completed: false });
    }
    this.marks.push(0);
    let around = 0;
    for (let dx = -1; dx <= 1; dx++) for (let dy = -1; dy <= 1; dy++) {
      if (!dx && !dy) continue;
      const c = this.cellOf(x + dx, y + dy);
      if (c >= 0 && this.cellTile[c]! >= 0) {
        this.cellAround[c]!++;
        around++;
      }
    }
    this.cellAround[cell] = around;
    const lf = tile.locFeature[q]!;
    const e = tile.edges[q]!;
    for (let s = 0; s < 4; s++) {
      const nx = x + DX[s]!, ny = y + DY[s]!;
      const os = ((s + 2) & 3);
      let nc = this.cellOf(nx, ny);
      const oi = nc < 0 ? -1 : this.cellTile[nc]!;
      if (oi < 0) {
        // An empty neighbour: on the frontier now, and its side `os` must match edge `s`.
        if (nc < 0) nc = this.addCell(nx, ny);
        let ns = this.cellSlot[nc]!;
        if (ns < 0) {
          ns = this.slotCell.length;
          this.cellSlot[nc] = ns;
          this.slotCell.push(nc);
          this.slotX.push(nx);
          this.slotY.push(ny);
          this.slotNeed.push(0);
          this.slotMask.push(0);
        }
        this.slotNeed[ns] = (this.slotNeed[ns]! & ~(3 << 2 * os)) | (e[s]! << 2 * os);
        this.slotMask[ns] = this.slotMask[ns]! | (3 << 2 * os);
        continue;
      }
      const o = this.tiles[oi]!;
      const olf = o.tile.locFeature[o.q]!;
      const a = lf[s]!, b = olf[os]!;
      if (a >= 0 && b >= 0) {
        const ka = tile.features[a]!.kind;
        const r = this.union(nodeBase + a, o.nodeBase + b);
        if (ka === 'city' || ka === 'road') this.groups[r]!.open -= 2;
      }
      const h0 = 4 + 2 * s;
      for (let h = h0; h <= h0 + 1; h++) {
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
    if (!(x >= -LIMIT && x <= LIMIT && y >= -LIMIT && y <= LIMIT) || (x | 0) !== x || (y | 0) !== y) return 0;
    const c = this.cellOf(x, y);
    if (c >= 0 && this.cellTile[c]! >= 0) return this.cellAround[c]!;
    let n = 0;
    for (let dx = -1; dx <= 1; dx++) for (let dy = -1; dy <= 1; dy++) {
      if ((dx || dy) && this.tileIndexAt(x + dx, y + dy) >= 0) n++;
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
