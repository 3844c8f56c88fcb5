/**
 * The core's part of move generation ({@link Game.legalMoves} and its layers):
 * the figure kinds a turn may use, the moves at one legal placement (without
 * a figure, then one per feature of the tile a figure may take, base rules
 * "Umístění družiníka"), then each module's `moves` hook. Every module
 * variant (buy-backs, symbols, …) comes from the modules.
 *
 * What does not depend on the cell is worked out once per generation and
 * shared by every placement ({@link FigureChoice}): the kinds in the supply,
 * the modules' `prepareMoves`, and per rotation of the tile which (feature,
 * kind) pairs may take a figure at all ({@link FigureSlot}). At each
 * placement only the occupancy of the tile's features is asked of the board
 * (one {@link Board.occupiedFeatures} call) and the vetoes of the modules.
 */
import type { Game } from './game.js';
import { locationCode, locationName, rotateCode, type Rotation } from './locations.js';
import type { FigureKindDef, FigureQuery, RuleModule } from './module.js';
import type { Location } from './tile-types.js';
import type { CompiledTile } from './tileset.js';
import type { Move, PlacedTile } from './types.js';

/**
 * One figure the current tile may take whatever the cell: feature `feature`
 * of the tile (named by its first location `at` after the rotation) and a
 * figure kind in the supply that stands on that feature's kind.
 */
export interface FigureSlot {
  /** Index of the tile feature. */
  feature: number;
  /** First location of the feature, in board orientation. */
  at: Location;
  /** Figure kind id. */
  kind: string;
}

/**
 * What {@link Game.legalMoves} needs per turn: kinds in the current player's
 * supply, modules with a figure veto, the `prepareMoves` result of each module
 * with a `moves` hook (in that order), and the figure slots of the tile per
 * quarter turn (filled by {@link figureSlots} when first asked).
 */
export interface FigureChoice {
  kinds: FigureKindDef[];
  vetoes: readonly RuleModule[];
  prepared: unknown[];
  /** The tile the slots are for. */
  slotTile?: CompiledTile;
  /** slots[q]: {@link FigureSlot}s of {@link slotTile} turned q quarter turns. */
  slots?: (readonly FigureSlot[] | undefined)[];
}

/** Per tile: firstLocations(tile)[q][fi] = the name of feature fi's first location after q quarter turns ('' when it has none). */
const firstLocationCache = new WeakMap<CompiledTile, ('' | Location)[][]>();
function firstLocations(tile: CompiledTile): ('' | Location)[][] {
  let t = firstLocationCache.get(tile);
  if (!t) {
    t = [0, 1, 2, 3].map((q) =>
      tile.features.map((f) => (f.locs.length ? locationName(rotateCode(f.locs[0]!, q)) : '')),
    );
    firstLocationCache.set(tile, t);
  }
  return t;
}

/**
 * The figure kinds the current player has in the supply, in definition
 * order, the modules that may forbid a figure and (with `prepare`) what each
 * module's `prepareMoves` works out for this generation.
 */
export function figureChoice(game: Game, prepare = false): FigureChoice {
  const kinds: FigureKindDef[] = [];
  for (const k of game.figureKinds.values()) if (game.available(game.player, k.id) > 0) kinds.push(k);
  const mods = game.hooks.moves;
  const prepared: unknown[] = [];
  if (prepare) for (let i = 0; i < mods.length; i++) prepared.push(mods[i]!.prepareMoves?.(game));
  return { kinds, vetoes: game.hooks.canPlaceFigure, prepared };
}

/**
 * The {@link FigureSlot}s of `tile` turned `q` quarter turns for `choice`'s
 * kinds: features in tile order (those with a location), for each the kinds in
 * definition order that stand on it. Worked out once per generation and
 * rotation, kept in `choice`.
 */
export function figureSlots(choice: FigureChoice, tile: CompiledTile, q: number): readonly FigureSlot[] {
  if (choice.slotTile !== tile || !choice.slots) {
    choice.slotTile = tile;
    choice.slots = [undefined, undefined, undefined, undefined];
  }
  let out = choice.slots[q];
  if (out) return out;
  const slots: FigureSlot[] = [];
  const names = firstLocations(tile)[q]!;
  for (const f of tile.features) {
    const at = names[f.index];
    if (!at) continue;
    for (const k of choice.kinds) if (k.stands.includes(f.kind)) slots.push({ feature: f.index, at, kind: k.id });
  }
  choice.slots[q] = out = slots;
  return out;
}

/** Whether some module's `moves` hook takes part in this generation (its `prepareMoves` did not give null). */
export function modulesAddMoves(game: Game, choice: FigureChoice): boolean {
  const mods = game.hooks.moves;
  for (let i = 0; i < mods.length; i++) if (choice.prepared[i] !== null) return true;
  return false;
}

/** The core moves at a legal placement (no figure first, then each figure), then each module's `moves` hook. */
export function movesAt(game: Game, tile: CompiledTile, x: number, y: number, q: number, choice: FigureChoice): Move[] {
  let moves = coreMoves(game, tile, x, y, q, choice, []);
  const mods = game.hooks.moves;
  for (let i = 0; i < mods.length; i++) {
    const p = choice.prepared[i];
    // prepareMoves gave null: nothing to add this generation
    if (p !== null) moves = mods[i]!.moves!(game, moves, p);
  }
  return moves;
}

/**
 * The move without a figure, then one per allowed figure (features in tile
 * order, kinds in definition order), appended to `out` (returned).
 */
export function coreMoves(
  game: Game,
  tile: CompiledTile,
  x: number,
  y: number,
  q: number,
  choice: FigureChoice,
  out: Move[],
): Move[] {
  const rotation = (q * 90) as Rotation;
  out.push({ x, y, rotation });
  if (!choice.kinds.length) return out;
  const slots = figureSlots(choice, tile, q);
  if (!slots.length) return out;
  const occupied = game.board.occupiedFeatures(tile, x, y, q);
  const vetoes = choice.vetoes;
  let placed: PlacedTile | undefined;
  for (let i = 0; i < slots.length; i++) {
    const s = slots[i]!;
    if ((occupied >>> s.feature) & 1) continue;
    if (vetoes.length) {
      placed ??= { index: -1, tile, x, y, q, nodeBase: -1 };
      const query: FigureQuery = {
        player: game.player,
        kind: s.kind,
        tile: placed,
        feature: s.feature,
        def: tile.features[s.feature]!.def,
        loc: locationCode(s.at),
      };
      let vetoed = false;
      for (let v = 0; v < vetoes.length && !vetoed; v++) vetoed = !!vetoes[v]!.canPlaceFigure!(game, query);
      if (vetoed) continue;
    }
    out.push({ x, y, rotation, figure: { at: s.at, kind: s.kind } });
  }
  return out;
}
