/**
 * The bathhouses on the board (module `bathhouses`): where they are, their
 * value, who rests in them, whether they are surrounded. The module state
 * ({@link BathState}) lists them and is brought up to date lazily from the
 * board's tiles ({@link bathhouses}).
 */
import type { GameView } from '../../module.js';
import type { CompiledTile } from '../../tileset.js';

/** The module id: key of its state, its actions and its wording namespace. */
export const ID = 'bathhouses';

/** One bathhouse on the board. */
export interface Bathhouse {
  /** Placement index of its tile. */
  tile: number;
  x: number;
  y: number;
  /** Points printed on its flag (3, 4 or 5). */
  value: number;
  /** Follower inside, or null when free. */
  occupant: { player: number; kind: string } | null;
  /** Already surrounded by 8 tiles (its free release has happened or is gone). */
  surrounded: boolean;
}

/** Module state: every bathhouse on the board (synchronised lazily with the board). */
export interface BathState {
  houses: Bathhouse[];
  /** Number of board tiles already scanned for bathhouses. */
  scanned: number;
}

/** The bathhouses of a game, after adding those on tiles placed since the last call. */
export function bathhouses(game: GameView): Bathhouse[] {
  let s = game.moduleState[ID] as BathState | undefined;
  if (!s) {
    s = { houses: [], scanned: 0 };
    game.moduleState[ID] = s;
  }
  const tiles = game.board.tiles;
  for (; s.scanned < tiles.length; s.scanned++) {
    const p = tiles[s.scanned]!;
    for (const f of p.tile.features) {
      const v = f.def.attrs?.bathhouse;
      if (typeof v === 'number') {
        s.houses.push({
          tile: p.index,
          x: p.x,
          y: p.y,
          value: v,
          occupant: null,
          surrounded: game.board.neighbourCount(p.x, p.y) === 8,
        });
      }
    }
  }
  return s.houses;
}

const houseValueCache = new WeakMap<CompiledTile, number[]>();

/** Values (points) of the bathhouses on a tile kind, one per feature that has one (cached per tile). */
export function houseValues(tile: CompiledTile): number[] {
  let v = houseValueCache.get(tile);
  if (!v) {
    v = [];
    for (const f of tile.features) if (typeof f.def.attrs?.bathhouse === 'number') v.push(f.def.attrs.bathhouse);
    houseValueCache.set(tile, v);
  }
  return v;
}

/** The bathhouse on the tile at `[x, y]`, if any. */
export function bathhouseAt(game: GameView, x: number, y: number): Bathhouse | undefined {
  return bathhouses(game).find((h) => h.x === x && h.y === y);
}

/**
 * Whether a tile placed at `[x, y]` is the 8th tile around bathhouse `h` ("Obklopení
 * lázeňského domu": its follower goes home free as the tile is laid, before any buy-back),
 * so that buying that follower back would pay for nothing.
 */
export function surroundedBy(game: GameView, h: Bathhouse, x: number, y: number): boolean {
  return (
    !h.surrounded &&
    Math.abs(h.x - x) <= 1 &&
    Math.abs(h.y - y) <= 1 &&
    (h.x !== x || h.y !== y) &&
    game.board.neighbourCount(h.x, h.y) === 7
  );
}

/** Figures of each player sitting in bathhouses, by player index. */
export function figuresInBathhouses(game: GameView): { player: number; kind: string }[] {
  return bathhouses(game).flatMap((h) => (h.occupant ? [h.occupant] : []));
}

/** Number of bathhouse tiles used for `players` players (reference tiles.md §5). */
export function bathhouseTileCount(players: number): number {
  return players <= 2 ? 4 : players === 3 ? 5 : 6;
}
