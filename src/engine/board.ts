/**
 * The board: placed tiles on a grid and their features tracked incrementally
 * with union–find (DESIGN 2). Each placed tile feature is a node; nodes joined
 * across matching edges share a root whose {@link FeatureGroup} carries the
 * open-end count, pennants, parts and figures.
 *
 * The board alone decides what a placement completes ({@link Board.completedBy},
 * {@link Board.isClosed}) and answers questions about the board after a
 * placement without copying it ({@link Board.lookahead},
 * {@link Board.occupiedFeatures}). Legal placements come from the frontier
 * (empty cells next to a tile), each keeping the edges its neighbours ask for.
 *
 * Coordinates: `x` grows to the east, `y` to the south (DESIGN 1.2).
 */
import { CENTRE, LOCATIONS, acrossHalf } from './locations.js';
import type { CompiledTile } from './tileset.js';
import type { FeatureKind, Location } from './tile-types.js';
import type { FeatureGroup, PlacedTile } from './types.js';

// Local copies of hot lookup tables (see locations.ts for their meaning).
const DX: readonly number[] = [0, 1, 0, -1];
const DY: readonly number[] = [-1, 0, 1, 0];
const ACROSS: readonly number[] = Array.from({ length: 13 }, (_, h) => (h >= 4 && h < 12 ? acrossHalf(h) : -1));
const LOC_NAMES: readonly Location[] = [...LOCATIONS];

/**
 * A feature that one placement completes ({@link Board.completedBy}): a city
 * or road left with no open end, or a monastery that gets its 8th surrounding
 * tile. Fields are never completed.
 */
export interface Completion {
  kind: FeatureKind;
  /**
   * Root node id the feature will have once the tile is placed (what
   * `board.find` returns for any of its nodes then).
   */
  root: number;
  /**
   * Roots (node ids, on the board as it is now) of the features already on the
   * board that it joins: for a city or road those the new tile connects to
   * (none when the tile closes it alone), for a monastery around the new tile
   * its own root, for the new tile's own monastery none.
   */
  roots: readonly number[];
  /** Indexes of the new tile's features that are part of it (none for a monastery around the tile). */
  features: readonly number[];
  /** Followers standing on it before the move's own figure (summed over the joined features; companions not counted, {@link Board.companionKinds}). */
  figures: number;
  /**
   * How a scenario (`scoreOrder`, the bathhouses' `order` action) names it: the
   * coordinates of a tile and a location on that tile in board orientation —
   * for a city or road the new tile and the first location (in code order N E
   * S W NNW … C) of its first feature in the completion; for a monastery its
   * tile and the monastery's first location (`C`).
   */
  x: number;
  y: number;
  at: Location;
}

/**
 * Read-only questions about tiles and features that both a {@link Board} and a
 * {@link Lookahead} (the board as it would be after a placement) answer, so
 * that one rule check can be asked of either. Node ids and groups are those of
 * {@link Board}.
 */
export interface FeatureView {
  /** The placed tile at `[x, y]`, if any. */
  at(x: number, y: number): PlacedTile | undefined;
  /** Node id of the feature at board location code `loc` of a placed tile, or -1. */
  nodeAt(p: PlacedTile, loc: number): number;
  /** Root node id of a node's feature. */
  find(node: number): number;
  /** The feature (group) a node belongs to. Read only. */
  group(node: number): FeatureGroup;
  /** City/road: no open end; monastery: 8 surrounding tiles; field: never. */
  isClosed(g: FeatureGroup): boolean;
  /** Every feature, one per root, in root order. */
  allGroups(): FeatureGroup[];
  /** Coordinates of a node's tile and the board locations its tile feature touches (code order). */
  nodeLocations(node: number): { x: number; y: number; locs: Location[] };
  /** Number of tiles among the 8 cells around `[x, y]` (diagonals count). */
  neighbourCount(x: number, y: number): number;
}

/**
 * Scratch state of a simulated placement (see Board.simulate): the new tile's
 * features (elements 0 … F−1) and the existing features they touch (elements
 * F …, by root) joined in a tiny union–find exactly as {@link Board.place}
 * would join them, with the counters of each.
 */
interface Sim {
  tile: CompiledTile;
  x: number;
  y: number;
  q: number;
  /** Node id the new tile's feature 0 would get. */
  nodeBase: number;
  /** Cell id of `[x, y]`, or -1 (then no tile is next to it). */
  cell: number;
  /** Number of elements. */
  n: number;
  /** Element → node id (a new tile's node, or an existing root). */
  id: Int32Array;
  up: Int32Array;
  parts: Int32Array;
  open: Int32Array;
  pennants: Int32Array;
  figures: Int32Array;
  /** 1 when scored as completed. */
  completed: Uint8Array;
  /** Unions in order, as (surviving element, joined element) pairs: `logN` numbers used. */
  log: Int32Array;
  logN: number;
}

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

/** Appends every element of `from` to `into` (no argument list as long as the array). */
function push<T>(into: T[], from: readonly T[]): void {
  for (let i = 0; i < from.length; i++) into.push(from[i]!);
}

/** Coordinates a board lookup accepts: integers within ±(MAX_COORD + 1) (a neighbour of the outermost tile). */
const LIMIT = MAX_COORD + 1;
/** A cell's key in the cell index: 16 bits per axis in one int32 (never -1 within ±LIMIT). */
function packCell(x: number, y: number): number {
  return ((x + 32768) << 16) | ((y + 32768) & 0xffff);
}
/**
 * Elements of a simulated placement: a tile's features (at most 13, one per
 * location) and the existing features they touch (at most 3 per side).
 */
const SIM_SIZE = 32;
/** Side of the dense window of cells around [0, 0] (a power of 2) and its half. */
const WINDOW = 64;
const WINDOW_HALF = 32;
/** Marks a free slot of the cell index. */
const FREE = -1;
/** The frontier's slot list is compacted once more than COMPACT_AT slots, and a quarter of them, are filled. */
const COMPACT_AT = 8;

/**
 * Placed tiles and their features (see the file comment). Read the public
 * arrays, change the board only with {@link Board.place} (and figures through
 * `Game.putFigure`).
 */
/** No companion figure kind (shared, never changed). */
const NO_COMPANIONS: ReadonlySet<string> = new Set();

export class Board implements FeatureView {
  /** Placed tiles by placement index. */
  readonly tiles: PlacedTile[] = [];
  /**
   * Figure kinds that are companions (FigureKindDef.companion: a builder, a pig), set by the game: they are no
   * followers, so {@link followers} and {@link Completion.figures} leave them out.
   */
  companionKinds: ReadonlySet<string> = NO_COMPANIONS;

  /** The followers standing on `g`: its figures but the companions ({@link companionKinds}). */
  followers(g: FeatureGroup): number {
    if (!this.companionKinds.size) return g.figures.length;
    let n = 0;
    for (const f of g.figures) if (!this.companionKinds.has(f.kind)) n++;
    return n;
  }
  /** Per node id: the root node id of its feature (always the root itself, see {@link find}). */
  readonly parent: number[] = [];
  /** Per node id: placement index of its tile, and feature index on that tile. */
  readonly nodeTile: number[] = [];
  readonly nodeFeature: number[] = [];
  /** Per node id: the feature when the node is a root, else undefined. */
  readonly groups: (FeatureGroup | undefined)[] = [];
  private stamp = 0;
  private marks: number[] = [];

  // Cell index: [x, y] → a small integer cell id. Cells exist for placed
  // tiles, for the frontier (empty cells next to a tile) and for the 8 cells
  // around each monastery tile. Cells within ±32 of [0, 0] are looked up in a
  // dense window, the others in open addressing over packed coordinates
  // (Int32Array keys, linear probing).
  private window = new Int32Array(WINDOW * WINDOW); // cell id + 1, 0: none (a new board needs no fill)
  private hashKeys = new Int32Array(256).fill(FREE);
  private hashCells = new Int32Array(256);
  private hashShift = 24;
  /** Cells in the hash (outside the window). */
  private hashed = 0;
  /** Per cell id: packed key, placement index (-1 while empty), frontier slot (-1 when none). */
  private cellKeyOf: number[] = [];
  private cellTile: number[] = [];
  private cellSlot: number[] = [];
  /** Per cell id: how many of its 8 surrounding cells hold a tile. */
  private cellAround: number[] = [];
  /** Per cell id, 4 entries (N E S W): placement index of the tile on that side, or -1. */
  private cellSide: number[] = [];
  /** Per cell id, 4 entries: node id of that tile's feature on the edge facing the cell, or -1. */
  private cellSideNode: number[] = [];
  /** Per cell id: monastery tiles among its 8 surrounding cells (surrounded ones included). */
  private cellMonasteries: number[] = [];
  /** Per empty cell id: monastery tiles next to it that have 7 neighbours (a tile here completes them). */
  private cellMonasteryDue: number[] = [];
  /** Per placement index: 1 when the tile has a monastery. */
  private tileMonastery: number[] = [];
  /** Per node id: kind of its feature. */
  private nodeKind: FeatureKind[] = [];
  /** Per empty cell id: what a tile there could close (see closingSides), or -1 when not known. */
  private cellClosing: number[] = [];
  /**
   * Per root node id of a city or road: the cells its open ends face (empty
   * when listed; filled cells are skipped). A placement that changes the
   * feature makes these cells' closingSides unknown.
   */
  private openCells: (number[] | undefined)[] = [];

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

  /**
   * An independent copy of the board: placed tiles, features (their parts, open ends,
   * pennants and figures, each figure a new object), the cell index and the frontier in
   * the same order, so that the copy lists placements and groups exactly as this board
   * does. Changing either board afterwards leaves the other as it was ({@link Game.copy}).
   */
  copy(): Board {
    const b = new Board();
    b.companionKinds = this.companionKinds;
    for (const p of this.tiles) b.tiles.push({ ...p });
    push(b.parent, this.parent);
    push(b.nodeTile, this.nodeTile);
    push(b.nodeFeature, this.nodeFeature);
    for (const g of this.groups)
      b.groups.push(g && { ...g, parts: [...g.parts], figures: g.figures.map((f) => ({ ...f })) });
    // tileCount's marks are only valid with the stamp they were made with
    b.stamp = this.stamp;
    b.marks = [...this.marks];
    b.window = this.window.slice();
    b.hashKeys = this.hashKeys.slice();
    b.hashCells = this.hashCells.slice();
    b.hashShift = this.hashShift;
    b.hashed = this.hashed;
    b.cellKeyOf = [...this.cellKeyOf];
    b.cellTile = [...this.cellTile];
    b.cellSlot = [...this.cellSlot];
    b.cellAround = [...this.cellAround];
    b.cellSide = [...this.cellSide];
    b.cellSideNode = [...this.cellSideNode];
    b.cellMonasteries = [...this.cellMonasteries];
    b.cellMonasteryDue = [...this.cellMonasteryDue];
    b.tileMonastery = [...this.tileMonastery];
    b.nodeKind = [...this.nodeKind];
    b.cellClosing = [...this.cellClosing];
    b.openCells = this.openCells.map((c) => c && [...c]);
    b.slotX = [...this.slotX];
    b.slotY = [...this.slotY];
    b.slotCell = [...this.slotCell];
    b.slotNeed = [...this.slotNeed];
    b.slotMask = [...this.slotMask];
    b.slotsFilled = this.slotsFilled;
    return b;
  }

  /** Cell id of `[x, y]` in the index, or -1 (no tile and not on the frontier). No range check. */
  private cellOf(x: number, y: number): number {
    const wx = x + WINDOW_HALF,
      wy = y + WINDOW_HALF;
    if (((wx | wy) & ~(WINDOW - 1)) === 0) return this.window[wx * WINDOW + wy]! - 1;
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
    for (let s = 0; s < 4; s++) {
      const t = this.tileIndexAt(x + DX[s]!, y + DY[s]!);
      this.cellSide.push(t);
      this.cellSideNode.push(t < 0 ? -1 : this.nodeAt(this.tiles[t]!, (s + 2) & 3));
    }
    this.cellMonasteries.push(0);
    this.cellMonasteryDue.push(0);
    this.cellClosing.push(-1);
    let around = 0;
    for (let dx = -1; dx <= 1; dx++)
      for (let dy = -1; dy <= 1; dy++) if ((dx || dy) && this.tileIndexAt(x + dx, y + dy) >= 0) around++;
    this.cellAround.push(around);
    const wx = x + WINDOW_HALF,
      wy = y + WINDOW_HALF;
    if (((wx | wy) & ~(WINDOW - 1)) === 0) this.window[wx * WINDOW + wy] = id + 1;
    else if (2 * ++this.hashed > this.hashKeys.length) this.rehash(this.hashKeys.length * 2);
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
    for (let id = 0; id < this.cellKeyOf.length; id++) {
      const k = this.cellKeyOf[id]!;
      const wx = (k >>> 16) - 32768 + WINDOW_HALF,
        wy = (k & 0xffff) - 32768 + WINDOW_HALF;
      if (((wx | wy) & ~(WINDOW - 1)) !== 0) this.insertKey(k, id);
    }
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

  /**
   * Root node id of a node's feature. `parent[n]` is always the root: a union
   * points every part of the smaller feature at the larger one's root.
   */
  find(n: number): number {
    return this.parent[n]!;
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
      if (o && o.tile.edges[o.q]![(s + 2) & 3] !== e[s]) out.push(s);
    }
    return out;
  }

  /**
   * The frontier: every empty cell next to at least one tile (within
   * ±{@link MAX_COORD}), as `[x, y]`, in the order the cells became frontier.
   * For displays that mark where a tile could go; move generation uses
   * {@link placements}.
   */
  frontierCells(): [number, number][] {
    const out: [number, number][] = [];
    for (let i = 0; i < this.slotCell.length; i++)
      if (this.slotCell[i]! >= 0) out.push([this.slotX[i]!, this.slotY[i]!]);
    return out;
  }

  /** True when at least one rotation of `tile` fits somewhere on the frontier. */
  canPlaceAnywhere(tile: CompiledTile): boolean {
    const words = tile.edgeWords,
      turns = tile.distinctTurns;
    const cells = this.slotCell,
      need = this.slotNeed,
      mask = this.slotMask;
    for (let i = 0; i < cells.length; i++) {
      if (cells[i]! < 0) continue;
      const m = mask[i]!,
        r = need[i]!;
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
    // Written by index and cut to length at the end: an array lent again and
    // again keeps its storage.
    let n = 0;
    const words = tile.edgeWords,
      turns = tile.distinctTurns;
    const cells = this.slotCell,
      need = this.slotNeed,
      mask = this.slotMask,
      xs = this.slotX,
      ys = this.slotY;
    for (let i = 0; i < cells.length; i++) {
      if (cells[i]! < 0) continue;
      const m = mask[i]!,
        r = need[i]!;
      for (let t = 0; t < turns.length; t++) {
        const q = turns[t]!;
        if ((words[q]! & m) === r) {
          out[n++] = xs[i]!;
          out[n++] = ys[i]!;
          out[n++] = q;
        }
      }
    }
    out.length = n;
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
      if (++this.slotsFilled > COMPACT_AT && 4 * this.slotsFilled > this.slotCell.length) this.compactFrontier();
    }
    for (const f of tile.features) {
      const n = nodeBase + f.index;
      this.parent.push(n);
      this.nodeTile.push(index);
      this.nodeFeature.push(f.index);
      this.nodeKind.push(f.kind);
      this.openCells.push(undefined);
      this.groups.push({
        root: n,
        kind: f.kind,
        parts: [n],
        open: f.sides,
        pennants: f.pennants,
        figures: [],
        completed: false,
      });
    }
    this.marks.push(0);
    const monastery = tile.hasMonastery;
    this.tileMonastery.push(monastery ? 1 : 0);
    for (let dx = -1; dx <= 1; dx++)
      for (let dy = -1; dy <= 1; dy++) {
        if (!dx && !dy) continue;
        const c = this.cellOf(x + dx, y + dy);
        if (c < 0) continue;
        const t = this.cellTile[c]!;
        if (++this.cellAround[c]! === 7 && t >= 0 && this.tileMonastery[t]) this.monasteryDue(x + dx, y + dy);
      }
    if (monastery) {
      for (let dx = -1; dx <= 1; dx++)
        for (let dy = -1; dy <= 1; dy++) {
          if (dx || dy) this.cellMonasteries[this.addCell(x + dx, y + dy)]!++;
        }
      if (this.cellAround[cell] === 7) this.monasteryDue(x, y);
    }
    const lf = tile.locFeature[q]!;
    const e = tile.edges[q]!;
    for (let s = 0; s < 4; s++) {
      const nx = x + DX[s]!,
        ny = y + DY[s]!;
      const os = (s + 2) & 3;
      let nc = this.cellOf(nx, ny);
      if (nc < 0) nc = this.addCell(nx, ny);
      this.cellSide[4 * nc + os] = index;
      this.cellSideNode[4 * nc + os] = lf[s]! < 0 ? -1 : nodeBase + lf[s]!;
      this.cellClosing[nc] = -1;
      const oi = this.cellTile[nc]!;
      if (oi < 0) {
        // Cells past ±MAX_COORD are no placements (a tile may lie on the last row).
        if (!onBoard(nx) || !onBoard(ny)) continue;
        // An empty neighbour: on the frontier now, and its side `os` must match edge `s`.
        const fa = lf[s]!;
        if (fa >= 0) {
          const k = tile.features[fa]!.kind;
          if (k === 'city' || k === 'road') (this.openCells[this.parent[nodeBase + fa]!] ??= []).push(nc);
        }
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
        this.slotNeed[ns] = (this.slotNeed[ns]! & ~(3 << (2 * os))) | (e[s]! << (2 * os));
        this.slotMask[ns] = this.slotMask[ns]! | (3 << (2 * os));
        continue;
      }
      const o = this.tiles[oi]!;
      const olf = o.tile.locFeature[o.q]!;
      const a = lf[s]!,
        b = olf[os]!;
      if (a >= 0 && b >= 0) {
        const ka = tile.features[a]!.kind;
        const r = this.union(nodeBase + a, o.nodeBase + b);
        if (ka === 'city' || ka === 'road') this.groups[r]!.open -= 2;
      }
      const h0 = 4 + 2 * s;
      for (let h = h0; h <= h0 + 1; h++) {
        const fa = lf[h]!,
          fb = olf[ACROSS[h]!]!;
        if (fa >= 0 && fb >= 0) this.union(nodeBase + fa, o.nodeBase + fb);
      }
    }
    // The new tile's cities and roads (and every feature they joined) have new
    // open ends: what a tile could close next to them must be worked out again.
    for (const f of tile.features) {
      if (f.kind !== 'city' && f.kind !== 'road') continue;
      const list = this.openCells[this.parent[nodeBase + f.index]!];
      if (list) for (const c of list) this.cellClosing[c] = -1;
    }
    return p;
  }

  /** The monastery tile at `[x, y]` has 7 neighbours: mark its one empty neighbour (whose cell exists) as completing it. */
  private monasteryDue(x: number, y: number): void {
    for (let dx = -1; dx <= 1; dx++)
      for (let dy = -1; dy <= 1; dy++) {
        const c = dx || dy ? this.cellOf(x + dx, y + dy) : -1;
        if (c >= 0 && this.cellTile[c]! < 0) this.cellMonasteryDue[c]!++;
      }
  }

  /** Join two nodes' groups (the smaller parts list into the larger, its nodes pointed at the new root); returns the root. */
  union(a: number, b: number): number {
    let ra = this.find(a),
      rb = this.find(b);
    if (ra === rb) return ra;
    let ga = this.groups[ra]!,
      gb = this.groups[rb]!;
    if (ga.parts.length < gb.parts.length) {
      const r = ra;
      ra = rb;
      rb = r;
      const g = ga;
      ga = gb;
      gb = g;
    }
    const parent = this.parent;
    for (const n of gb.parts) {
      parent[n] = ra;
      ga.parts.push(n);
    }
    for (const f of gb.figures) ga.figures.push(f);
    ga.open += gb.open;
    ga.pennants += gb.pennants;
    ga.completed = ga.completed || gb.completed;
    this.groups[rb] = undefined;
    const cells = this.openCells[rb];
    if (cells) {
      const into = this.openCells[ra];
      if (!into) this.openCells[ra] = cells;
      else for (const c of cells) if (this.cellTile[c]! < 0) into.push(c);
      this.openCells[rb] = undefined;
    }
    return ra;
  }

  /** Number of distinct tiles a group spans (a tile with two parts counts once). */
  tileCount(g: FeatureGroup): number {
    const s = ++this.stamp;
    let n = 0;
    for (const node of g.parts) {
      const t = this.nodeTile[node]!;
      if (this.marks[t] !== s) {
        this.marks[t] = s;
        n++;
      }
    }
    return n;
  }

  private readonly scratch: Sim = {
    tile: undefined as unknown as CompiledTile,
    x: 0,
    y: 0,
    q: 0,
    nodeBase: 0,
    cell: -1,
    n: 0,
    id: new Int32Array(SIM_SIZE),
    up: new Int32Array(SIM_SIZE),
    parts: new Int32Array(SIM_SIZE),
    open: new Int32Array(SIM_SIZE),
    pennants: new Int32Array(SIM_SIZE),
    figures: new Int32Array(SIM_SIZE),
    completed: new Uint8Array(SIM_SIZE),
    log: new Int32Array(2 * SIM_SIZE),
    logN: 0,
  };

  /**
   * Join the new tile's features with the features around `[x, y]` in a
   * scratch union–find, in the order and with the tie-breaks of
   * {@link place}, without touching the board. Fills and returns the board's
   * scratch {@link Sim} (valid until the next call). With `fields` false only
   * cities and roads are joined (enough for what the placement completes).
   */
  private simulate(tile: CompiledTile, x: number, y: number, q: number, fields = true): Sim {
    const sim = this.scratch;
    const fs = tile.features;
    const F = fs.length;
    sim.tile = tile;
    sim.x = x;
    sim.y = y;
    sim.q = q;
    sim.nodeBase = this.parent.length;
    sim.n = F;
    sim.logN = 0;
    for (let i = 0; i < F; i++) {
      sim.id[i] = sim.nodeBase + i;
      sim.up[i] = i;
      const f = fs[i]!;
      if (!fields && f.kind === 'field') continue; // never joined nor read
      sim.parts[i] = 1;
      sim.open[i] = f.sides;
      sim.pennants[i] = f.pennants;
      sim.figures[i] = 0;
      sim.completed[i] = 0;
    }
    const lf = tile.locFeature[q]!;
    const cell = this.cellOf(x, y);
    sim.cell = cell;
    for (let s = 0; cell >= 0 && s < 4; s++) {
      const oi = this.cellSide[4 * cell + s]!;
      if (oi < 0) continue;
      const o = this.tiles[oi]!;
      const olf = o.tile.locFeature[o.q]!;
      const a = lf[s]!,
        b = olf[(s + 2) & 3]!;
      if (a >= 0 && b >= 0 && (fields || fs[a]!.kind !== 'field')) {
        const r = this.simUnion(sim, a, this.simElement(sim, this.find(o.nodeBase + b)));
        const k = fs[a]!.kind;
        if (k === 'city' || k === 'road') sim.open[r]! -= 2;
      }
      if (!fields) continue;
      const h0 = 4 + 2 * s;
      for (let h = h0; h <= h0 + 1; h++) {
        const fa = lf[h]!,
          fb = olf[ACROSS[h]!]!;
        if (fa >= 0 && fb >= 0) this.simUnion(sim, fa, this.simElement(sim, this.find(o.nodeBase + fb)));
      }
    }
    return sim;
  }

  /** The element of an existing root in `sim`, added on first use. */
  private simElement(sim: Sim, root: number): number {
    for (let i = sim.tile.features.length; i < sim.n; i++) if (sim.id[i] === root) return i;
    const g = this.groups[root]!;
    const i = sim.n++;
    sim.id[i] = root;
    sim.up[i] = i;
    sim.parts[i] = g.parts.length;
    sim.open[i] = g.open;
    sim.pennants[i] = g.pennants;
    sim.figures[i] = this.followers(g);
    sim.completed[i] = g.completed ? 1 : 0;
    return i;
  }

  /** {@link union} on elements of `sim`: the element with more parts survives, `a`'s on a tie. */
  private simUnion(sim: Sim, a: number, b: number): number {
    let ra = simFind(sim, a),
      rb = simFind(sim, b);
    if (ra === rb) return ra;
    if (sim.parts[ra]! < sim.parts[rb]!) {
      const t = ra;
      ra = rb;
      rb = t;
    }
    sim.up[rb] = ra;
    sim.parts[ra]! += sim.parts[rb]!;
    sim.open[ra]! += sim.open[rb]!;
    sim.pennants[ra]! += sim.pennants[rb]!;
    sim.figures[ra]! += sim.figures[rb]!;
    sim.completed[ra]! |= sim.completed[rb]!;
    sim.log[sim.logN++] = ra;
    sim.log[sim.logN++] = rb;
    return ra;
  }

  /** The completions of a simulated placement (see {@link completedBy}). */
  private simCompletions(sim: Sim): Completion[] {
    const out: Completion[] = [];
    const { tile, x, y, q } = sim;
    const fs = tile.features;
    const F = fs.length;
    const lf = tile.locFeature[q]!;
    for (let i = 0; i < F; i++) {
      const k = fs[i]!.kind;
      if (k !== 'city' && k !== 'road') continue;
      const r = simFind(sim, i);
      if (sim.open[r] !== 0 || sim.completed[r]) continue;
      let first = true; // the feature is listed at its first part on the tile
      for (let j = 0; j < i && first; j++) if (simFind(sim, j) === r) first = false;
      if (!first) continue;
      const features: number[] = [];
      const roots: number[] = [];
      for (let j = 0; j < F; j++) if (simFind(sim, j) === r) features.push(j);
      for (let j = F; j < sim.n; j++) if (simFind(sim, j) === r) roots.push(sim.id[j]!);
      out.push({
        kind: k,
        root: sim.id[r]!,
        roots,
        features,
        figures: sim.figures[r]!,
        x,
        y,
        at: firstLocation(lf, i),
      });
    }
    // Monasteries in the core's scoring order: columns west to east, each north
    // to south, the new tile's own among them.
    const near = sim.cell >= 0 && this.cellMonasteries[sim.cell]! > 0;
    if (!near && !tile.hasMonastery) return out;
    for (let dx = -1; dx <= 1; dx++)
      for (let dy = -1; dy <= 1; dy++) {
        if (!dx && !dy) {
          for (let i = 0; i < F; i++) {
            if (fs[i]!.kind !== 'monastery' || this.neighbourCount(x, y) !== 8) continue;
            out.push({
              kind: 'monastery',
              root: sim.id[simFind(sim, i)]!,
              roots: [],
              features: [i],
              figures: 0,
              x,
              y,
              at: firstLocation(lf, i),
            });
          }
          continue;
        }
        const c = this.cellOf(x + dx, y + dy);
        const oi = c < 0 ? -1 : this.cellTile[c]!;
        if (oi < 0 || this.cellAround[c] !== 7) continue;
        const o = this.tiles[oi]!;
        for (const f of o.tile.features) {
          if (f.kind !== 'monastery') continue;
          const g = this.group(o.nodeBase + f.index);
          if (g.completed) continue;
          out.push({
            kind: 'monastery',
            root: g.root,
            roots: [g.root],
            features: [],
            figures: this.followers(g),
            x: o.x,
            y: o.y,
            at: firstLocation(o.tile.locFeature[o.q]!, f.index),
          });
        }
      }
    return out;
  }

  /**
   * Whether a tile placed on the empty cell `[x, y]` could complete a feature
   * that holds exactly one figure before the move's own figure: a city or road
   * on one of the cell's sides whose open ends all face the cell (its side bit
   * of the cell's closing sides) with one figure, or a monastery next to the
   * cell that has 7 neighbours (the cell is its last) with one figure. A quick,
   * conservative test for callers that only care about such completions (the
   * figures of the joined features add up, so a feature with one figure after
   * the placement needs one joined feature with exactly one): true may still
   * complete nothing, false means no completion by any tile here has
   * `figures === 1` ({@link Completion.figures}). A cell no tile touches: false.
   */
  mayCompleteWithOneFigure(x: number, y: number): boolean {
    const cell = this.cellOf(x, y);
    if (cell < 0) return false;
    let sides = 15; // a filled cell: every side
    if (this.cellTile[cell]! < 0) {
      sides = this.cellClosing[cell]!;
      if (sides < 0) sides = this.closingSides(cell);
    }
    for (let s = 0; s < 4; s++) {
      if (!((sides >> s) & 1)) continue;
      const n = this.cellSideNode[4 * cell + s]!;
      if (n < 0) continue;
      const k = this.nodeKind[n]!;
      if ((k === 'city' || k === 'road') && this.followers(this.groups[this.find(n)]!) === 1) return true;
    }
    if (this.cellMonasteryDue[cell]! > 0)
      for (let dx = -1; dx <= 1; dx++)
        for (let dy = -1; dy <= 1; dy++) {
          const c = dx || dy ? this.cellOf(x + dx, y + dy) : -1;
          const t = c < 0 ? -1 : this.cellTile[c]!;
          if (t < 0 || !this.tileMonastery[t] || this.cellAround[c] !== 7) continue;
          const o = this.tiles[t]!;
          for (const f of o.tile.features)
            if (f.kind === 'monastery' && this.followers(this.group(o.nodeBase + f.index)) === 1) return true;
        }
    return false;
  }

  /**
   * The features that placing `tile` at `[x, y]` turned `q` quarter turns would
   * complete, computed without changing (or copying) the board, in the order
   * the core scores them: the new tile's cities and roads (a feature that
   * several parts of the tile belong to counts once, at its first part), then
   * monasteries — those around the tile and the tile's own — column by column
   * from west to east, each from north to south. A city or road is completed
   * when the merged feature has no open end (open ends of the joined features
   * + the tile features' sides − 2 × the sides that meet a neighbour's); a
   * monastery when its tile has 8 surrounding tiles. Features already scored
   * as completed are left out. The cell must be empty; edges are not checked.
   */
  completedBy(tile: CompiledTile, x: number, y: number, q: number): readonly Completion[] {
    if (!this.mayComplete(tile, x, y, q)) return NO_COMPLETIONS;
    return this.directCompletions(tile, x, y, q) ?? this.simCompletions(this.simulate(tile, x, y, q, false));
  }

  /**
   * {@link completedBy} read straight off the cell's neighbours in the common
   * case: no monastery on or next to the tile, and no feature on the board that
   * two features of the tile both meet (so each city or road of the tile joins
   * only its own neighbours). Undefined otherwise (the simulation decides).
   */
  private directCompletions(tile: CompiledTile, x: number, y: number, q: number): readonly Completion[] | undefined {
    const cell = this.cellOf(x, y);
    if (cell < 0 || tile.hasMonastery || this.cellMonasteryDue[cell]! > 0 || this.cellMonasteries[cell]! > 0)
      return undefined;
    const lf = tile.locFeature[q]!;
    const roots = this.sideRoots;
    for (let s = 0; s < 4; s++) {
      roots[s] = -1;
      const fi = lf[s]!;
      if (fi < 0 || !((tile.cityRoadMask >> fi) & 1)) continue;
      if (this.cellSide[4 * cell + s]! < 0) continue;
      const n = this.cellSideNode[4 * cell + s]!;
      const k = n < 0 ? 'field' : this.nodeKind[n]!;
      if (k !== 'city' && k !== 'road') return undefined; // edges that do not match
      roots[s] = this.parent[n]!;
      for (let t = 0; t < s; t++) if (roots[t] === roots[s] && lf[t] !== fi) return undefined;
    }
    let out: Completion[] | undefined;
    const fs = tile.features;
    for (let fi = 0; fi < fs.length; fi++) {
      if (!((tile.cityRoadMask >> fi) & 1)) continue;
      const f = fs[fi]!;
      if (f.sides === 0) return undefined;
      let closed = true;
      for (let s = 0; s < 4 && closed; s++) {
        if (lf[s] !== fi) continue;
        const r = roots[s]!;
        if (r < 0) {
          closed = false;
          break;
        } // an open side
        const g = this.groups[r]!;
        let joins = 0;
        for (let t = 0; t < 4; t++) if (roots[t] === r) joins++;
        if (g.open !== joins || g.completed) closed = false;
      }
      if (!closed) continue;
      let figures = 0;
      let survivor = this.parent.length + fi; // the root the union sequence of place() leaves
      let parts = 1;
      const joined: number[] = [];
      for (let s = 0; s < 4; s++) {
        const r = roots[s]!;
        if (lf[s] !== fi || joined.includes(r)) continue;
        const g = this.groups[r]!;
        joined.push(r);
        figures += this.followers(g);
        if (parts < g.parts.length) survivor = r;
        parts += g.parts.length;
      }
      (out ??= []).push({
        kind: f.kind,
        root: survivor,
        roots: joined,
        features: [fi],
        figures,
        x,
        y,
        at: firstLocation(lf, fi),
      });
    }
    return out ?? NO_COMPLETIONS;
  }

  /**
   * A quick necessary test for {@link completedBy}: a monastery completes when
   * it is the tile's and the cell has 8 neighbours, or it lies next to the cell
   * with 7 neighbours (counted as tiles are placed). A city or road: the merged feature's open ends are the
   * tile features' sides that meet no tile plus the joined features' open ends
   * that the tile does not meet, so some city or road of the tile must meet a
   * tile on every side and every open end of each feature it joins. False
   * means {@link completedBy} is empty for this placement; true may still
   * complete nothing. A few lookups (the cell's closing sides are kept until
   * a placement changes them), no allocation.
   */
  private mayComplete(tile: CompiledTile, x: number, y: number, q: number): boolean {
    return ((this.completionTurns(tile, x, y) >> q) & 1) === 1;
  }

  /**
   * {@link mayComplete} for every rotation of `tile` at `[x, y]` at once: bit q
   * (0–3) set when the tile turned q quarter turns may complete something
   * there (all four when a monastery may complete, or when the cell is not an
   * empty cell next to a tile). For callers that ask every rotation of a cell.
   */
  completionTurns(tile: CompiledTile, x: number, y: number): number {
    const cell = this.cellOf(x, y);
    if (cell < 0 || this.cellTile[cell]! >= 0) return 15; // no neighbour, or not empty: let the simulation decide
    if ((tile.hasMonastery && this.cellAround[cell] === 8) || this.cellMonasteryDue[cell]! > 0) return 15;
    let sides = this.cellClosing[cell]!;
    if (sides < 0) sides = this.closingSides(cell);
    return tile.closeTurns[sides]!;
  }

  /**
   * For the empty cell `cell` on the board as it is: bit s (0 N … 3 W) when a
   * tile lies on side s and its feature there is a field, or a city or road
   * whose open ends all face this cell (so a tile here could close it). Kept
   * per cell until a placement next to it or one that changes such a city or
   * road (see openCells).
   */
  private closingSides(cell: number): number {
    const roots = this.sideRoots;
    let sides = 0;
    for (let s = 0; s < 4; s++) {
      roots[s] = -1;
      if (this.cellSide[4 * cell + s]! < 0) continue;
      const n = this.cellSideNode[4 * cell + s]!;
      const k = n < 0 ? 'field' : this.nodeKind[n]!;
      if (k === 'city' || k === 'road') roots[s] = this.parent[n]!;
      else sides |= 1 << s;
    }
    for (let s = 0; s < 4; s++) {
      const r = roots[s]!;
      if (r < 0) continue;
      let joins = 0;
      for (let t = 0; t < 4; t++) if (roots[t] === r) joins++;
      if (this.groups[r]!.open <= joins) sides |= 1 << s;
    }
    this.cellClosing[cell] = sides;
    return sides;
  }

  /** Scratch for {@link closingSides}: root of the city or road across each side, or -1. */
  private readonly sideRoots = [-1, -1, -1, -1];

  /**
   * The board as it would be after placing `tile` at `[x, y]` turned `q`
   * quarter turns, as a read-only {@link Lookahead} (nothing is copied: the
   * merged features are worked out from the few the tile touches). Figures
   * are those on the board now; the move's own figure is not included. The
   * cell must be empty; edges are not checked. The lookahead is valid until the
   * board changes.
   */
  lookahead(tile: CompiledTile, x: number, y: number, q: number): Lookahead {
    const sim = this.simulate(tile, x, y, q);
    return new Lookahead(this, sim, this.simCompletions(sim));
  }

  /**
   * Whether the tile feature `fi` of `tile` placed at `[x, y]`/`q` would belong
   * to a feature that already has a figure on it ({@link occupiedFeatures}).
   */
  joinsFigures(tile: CompiledTile, x: number, y: number, q: number, fi: number): boolean {
    return ((this.occupiedFeatures(tile, x, y, q) >>> fi) & 1) === 1;
  }

  /**
   * The tile features of `tile` placed at `[x, y]` turned `q` quarter turns
   * that would belong to a feature already holding a figure, as a bit mask
   * (bit i: feature i): those that meet an occupied feature across an edge,
   * and those joined to one through the tile's other features (a field that
   * runs round the new tile and meets two of its fields joins them). The rule
   * of the figure step: a follower goes only on a feature nobody occupies.
   * No allocation; edges are not checked.
   */
  occupiedFeatures(tile: CompiledTile, x: number, y: number, q: number): number {
    const edges = this.edgeScratch;
    return this.edgeFeatures(x, y, edges) ? this.occupiedByEdges(edges, tile, q) : 0;
  }

  /**
   * The features met across the edges of the empty cell `[x, y]`, for
   * {@link occupiedByEdges} (several rotations or tiles at one cell look at the
   * neighbours once): `edges[c]` for each edge location code c (0–11) of the
   * cell is the union–find root of the neighbour's feature there (-1: none),
   * `edges[12]` a bit per code whose feature holds a figure. `edges` holds at
   * least 13 numbers; valid until the board or a figure on it changes.
   * @returns whether any of those features holds a figure.
   */
  edgeFeatures(x: number, y: number, edges: Int32Array): boolean {
    const cell = this.cellOf(x, y);
    let taken = 0;
    for (let s = 0; s < 4; s++) {
      const oi = cell < 0 ? -1 : this.cellSide[4 * cell + s]!;
      if (oi < 0) {
        edges[s] = -1;
        edges[4 + 2 * s] = -1;
        edges[5 + 2 * s] = -1;
        continue;
      }
      const o = this.tiles[oi]!;
      const olf = o.tile.locFeature[o.q]!;
      for (let k = 0; k < 3; k++) {
        const c = k === 0 ? s : 3 + 2 * s + k; // the side, then its two halves
        const fb = olf[k === 0 ? (s + 2) & 3 : ACROSS[c]!]!;
        if (fb < 0) {
          edges[c] = -1;
          continue;
        }
        const r = this.parent[o.nodeBase + fb]!;
        edges[c] = r;
        if (this.groups[r]!.figures.length) taken |= 1 << c;
      }
    }
    edges[12] = taken;
    return taken !== 0;
  }

  /**
   * {@link occupiedFeatures} of `tile` turned `q` quarter turns at the cell
   * whose {@link edgeFeatures} are `edges`: features meeting a feature with a
   * figure, spread over the tile's features joined through a common neighbour
   * feature (a field that runs round the new tile and meets two of its fields
   * joins them). Bit mask (bit i: feature i); no allocation.
   */
  occupiedByEdges(edges: Int32Array, tile: CompiledTile, q: number): number {
    const taken = edges[12]!;
    if (!taken) return 0;
    const lf = tile.locFeature[q]!;
    const feats = this.occFeature,
      rs = this.occRoot;
    let n = 0;
    let occupied = 0;
    let shared = false; // some existing feature meets two features of the tile
    for (let c = 0; c < 12; c++) {
      const r = edges[c]!;
      if (r < 0) continue;
      const fa = lf[c]!;
      if (fa < 0) continue;
      if ((taken >>> c) & 1) occupied |= 1 << fa;
      for (let j = 0; j < n && !shared; j++) if (rs[j] === r && feats[j] !== fa) shared = true;
      feats[n] = fa;
      rs[n++] = r;
    }
    if (!shared || !occupied) return occupied;
    // Features of the tile that meet a common feature are one feature: spread
    // the occupied bits over the features joined that way until nothing changes.
    const byRoot = this.occMask;
    for (let i = 0; i < n; i++) {
      let m = 0;
      for (let j = 0; j < n; j++) if (rs[j] === rs[i]) m |= 1 << feats[j]!;
      byRoot[i] = m;
    }
    for (let changed = true; changed;) {
      changed = false;
      for (let i = 0; i < n; i++) {
        const m = byRoot[i]!;
        if (m & occupied && (m & ~occupied) !== 0) {
          occupied |= m;
          changed = true;
        }
      }
    }
    return occupied;
  }

  /** Scratch for {@link occupiedFeatures}: the cell's {@link edgeFeatures}. */
  private readonly edgeScratch = new Int32Array(13);
  /** Scratch for {@link occupiedByEdges}: per edge position met, the tile feature, the root across and the tile features meeting that root. */
  private readonly occFeature = new Int32Array(12);
  private readonly occRoot = new Int32Array(12);
  private readonly occMask = new Int32Array(12);

  /**
   * Whether a feature is closed: a city or road with no open end, a monastery
   * whose tile has 8 surrounding tiles (diagonals count); a field never is.
   * The board's one test of completion: the core scores a feature when a
   * placement closes it ({@link completedBy}), and modules ask this.
   */
  isClosed(g: FeatureGroup): boolean {
    if (g.kind === 'city' || g.kind === 'road') return g.open === 0;
    if (g.kind === 'monastery') return this.surrounded(g.parts[0]!);
    return false;
  }

  /** Number of tiles among the 8 around `[x, y]` (diagonals count). */
  neighbourCount(x: number, y: number): number {
    if (!(x >= -LIMIT && x <= LIMIT && y >= -LIMIT && y <= LIMIT) || (x | 0) !== x || (y | 0) !== y) return 0;
    const c = this.cellOf(x, y);
    if (c >= 0) return this.cellAround[c]!;
    let n = 0;
    for (let dx = -1; dx <= 1; dx++)
      for (let dy = -1; dy <= 1; dy++) {
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
    for (let c = 0; c < lf.length; c++) if (lf[c] === fi) locs.push(LOC_NAMES[c]!);
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

/** What most placements complete (shared; typed read-only, not frozen: frozen arrays are slower to iterate). */
const NO_COMPLETIONS: readonly Completion[] = [];

/** Root element of `e` in a simulated placement. */
function simFind(sim: Sim, e: number): number {
  while (sim.up[e] !== e) e = sim.up[e]!;
  return e;
}

/** The first board location (code order) of tile feature `fi` given its rotated location table; `C` when it has none. */
function firstLocation(lf: Int8Array, fi: number): Location {
  for (let c = 0; c < lf.length; c++) if (lf[c] === fi) return LOC_NAMES[c]!;
  return 'C';
}

/**
 * The board as it would be after one placement, answering the same read-only
 * questions as the board ({@link FeatureView}) without copying it: tiles are
 * the board's plus the new one ({@link placed}, with the placement index and
 * node ids the board would give it); features are the board's, except those
 * the new tile joins, which are merged in the order {@link Board.place} would
 * merge them (roots, order of parts and of figures as on a board with the
 * tile placed). Made by {@link Board.lookahead}; valid until the board
 * changes. Merged groups are copies: do not change them.
 */
export class Lookahead implements FeatureView {
  /** The new tile as it would lie on the board. */
  readonly placed: PlacedTile;
  /** What the placement completes ({@link Board.completedBy}). */
  readonly completions: readonly Completion[];
  private readonly board: Board;
  /** Element → node id, element → root element (see Sim). */
  private readonly ids: number[];
  private readonly roots: number[];
  /** Number of the new tile's features (elements 0 … features−1). */
  private readonly features: number;
  private readonly open: number[];
  private readonly pennants: number[];
  private readonly completed: boolean[];
  private readonly log: number[];
  private merged: Map<number, FeatureGroup> | undefined;

  /** Use {@link Board.lookahead}. */
  constructor(board: Board, sim: Sim, completions: Completion[]) {
    this.board = board;
    this.placed = { index: board.tiles.length, tile: sim.tile, x: sim.x, y: sim.y, q: sim.q, nodeBase: sim.nodeBase };
    this.completions = completions;
    this.features = sim.tile.features.length;
    this.ids = Array.from(sim.id.subarray(0, sim.n));
    this.roots = [];
    for (let e = 0; e < sim.n; e++) this.roots.push(simFind(sim, e));
    this.open = Array.from(sim.open.subarray(0, sim.n));
    this.pennants = Array.from(sim.pennants.subarray(0, sim.n));
    this.completed = Array.from(sim.completed.subarray(0, sim.n), (c) => c === 1);
    this.log = Array.from(sim.log.subarray(0, sim.logN));
  }

  /** The element of a node (a new tile's node, or a node of an existing feature the tile joins), or -1. */
  private element(node: number): number {
    const nb = this.placed.nodeBase;
    if (node >= nb) return node - nb < this.features ? node - nb : -1;
    const r = this.board.find(node);
    for (let e = this.features; e < this.ids.length; e++) if (this.ids[e] === r) return e;
    return -1;
  }

  /** The tile at `[x, y]` after the placement: the new one ({@link placed}) or the board's. */
  at(x: number, y: number): PlacedTile | undefined {
    return x === this.placed.x && y === this.placed.y ? this.placed : this.board.at(x, y);
  }

  /** Node id of the feature at board location code `loc` of a tile (the new tile's nodes start at `placed.nodeBase`), or -1. */
  nodeAt(p: PlacedTile, loc: number): number {
    return this.board.nodeAt(p, loc);
  }

  /** Root node id a node would have after the placement (as `board.find` would then return). */
  find(node: number): number {
    const e = this.element(node);
    return e < 0 ? this.board.find(node) : this.ids[this.roots[e]!]!;
  }

  /** The feature a node would belong to after the placement: the board's group, or a merged copy (read only). */
  group(node: number): FeatureGroup {
    const e = this.element(node);
    if (e < 0) return this.board.group(node);
    return this.mergedGroups().get(this.ids[this.roots[e]!]!)!;
  }

  /** {@link Board.isClosed} after the placement (a monastery counts the new tile among its neighbours). */
  isClosed(g: FeatureGroup): boolean {
    if (g.kind === 'city' || g.kind === 'road') return g.open === 0;
    if (g.kind === 'monastery') {
      const { x, y } = this.nodeLocations(g.parts[0]!);
      return this.neighbourCount(x, y) === 8;
    }
    return false;
  }

  /** Every feature after the placement, one per root, in the order the board with the tile placed would list them. */
  allGroups(): FeatureGroup[] {
    const merged = this.mergedGroups();
    const out: FeatureGroup[] = [];
    for (const g of this.board.groups) {
      if (!g) continue;
      const e = this.element(g.root);
      if (e < 0) out.push(g);
      else if (this.roots[e] === e) out.push(merged.get(g.root)!);
    }
    for (let e = 0; e < this.features; e++) if (this.roots[e] === e) out.push(merged.get(this.ids[e]!)!);
    return out;
  }

  /** Tile coordinates and board locations (code order) of a node, the new tile's nodes included. */
  nodeLocations(node: number): { x: number; y: number; locs: Location[] } {
    const p = this.placed;
    if (node < p.nodeBase) return this.board.nodeLocations(node);
    const lf = p.tile.locFeature[p.q]!;
    const locs: Location[] = [];
    for (let c = 0; c < lf.length; c++) if (lf[c] === node - p.nodeBase) locs.push(LOC_NAMES[c]!);
    return { x: p.x, y: p.y, locs };
  }

  /** Tiles among the 8 around `[x, y]` after the placement (the new tile counts for its neighbours). */
  neighbourCount(x: number, y: number): number {
    const p = this.placed;
    if (x === p.x && y === p.y) return this.board.neighbourCount(x, y);
    const dx = x - p.x,
      dy = y - p.y;
    return this.board.neighbourCount(x, y) + (dx >= -1 && dx <= 1 && dy >= -1 && dy <= 1 ? 1 : 0);
  }

  /** The merged groups by root id, built on first use by replaying the unions. */
  private mergedGroups(): Map<number, FeatureGroup> {
    if (this.merged) return this.merged;
    const b = this.board;
    const fs = this.placed.tile.features;
    const gs: FeatureGroup[] = [];
    for (let e = 0; e < this.ids.length; e++) {
      const id = this.ids[e]!;
      if (e < this.features) {
        const f = fs[e]!;
        gs.push({
          root: id,
          kind: f.kind,
          parts: [id],
          open: f.sides,
          pennants: f.pennants,
          figures: [],
          completed: false,
        });
      } else {
        const g = b.groups[id]!;
        gs.push({
          root: id,
          kind: g.kind,
          parts: [...g.parts],
          open: g.open,
          pennants: g.pennants,
          figures: [...g.figures],
          completed: g.completed,
        });
      }
    }
    for (let i = 0; i < this.log.length; i += 2) {
      const ga = gs[this.log[i]!]!,
        gb = gs[this.log[i + 1]!]!;
      for (const n of gb.parts) ga.parts.push(n);
      for (const f of gb.figures) ga.figures.push(f);
    }
    const merged = new Map<number, FeatureGroup>();
    for (let e = 0; e < gs.length; e++) {
      if (this.roots[e] !== e) continue;
      const g = gs[e]!;
      g.open = this.open[e]!;
      g.pennants = this.pennants[e]!;
      g.completed = this.completed[e]!;
      merged.set(g.root, g);
    }
    this.merged = merged;
    return merged;
  }
}
