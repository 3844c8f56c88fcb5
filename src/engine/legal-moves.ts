/**
 * The core's part of move generation ({@link Game.legalMoves} and its layers):
 * the figure kinds a turn may use, the moves at one legal placement (without
 * a figure, then one per feature of the tile a figure may take, base rules
 * "Umístění družiníka"), then each module's `moves` hook. Every module
 * variant (buy-backs, symbols, …) comes from the modules.
 */
import type { Game } from './game.js';
import { locationCode, locationName, rotateCode, type Rotation } from './locations.js';
import type { FigureKindDef, FigureQuery, RuleModule } from './module.js';
import type { Location } from './tile-types.js';
import type { CompiledTile } from './tileset.js';
import type { Move, PlacedTile } from './types.js';

/**
 * What {@link Game.legalMoves} needs per turn: kinds in the current player's
 * supply, modules with a figure veto, the `prepareMoves` result of each module
 * with a `moves` hook (in that order).
 */
export interface FigureChoice {
  kinds: FigureKindDef[];
  vetoes: readonly RuleModule[];
  prepared: unknown[];
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
  const prepared = prepare ? game.hooks.moves.map((m) => m.prepareMoves?.(game)) : [];
  return { kinds, vetoes: game.hooks.canPlaceFigure, prepared };
}

/** The core moves at a legal placement (no figure first, then each figure), then each module's `moves` hook. */
export function movesAt(game: Game, tile: CompiledTile, x: number, y: number, q: number, choice: FigureChoice): Move[] {
  let moves = coreMoves(game, tile, x, y, q, choice);
  const mods = game.hooks.moves;
  for (let i = 0; i < mods.length; i++) {
    const p = choice.prepared[i];
    // prepareMoves gave null: nothing to add this generation
    if (p !== null) moves = mods[i]!.moves!(game, moves, p);
  }
  return moves;
}

/** The move without a figure, then one per allowed figure (features in tile order, kinds in definition order). */
export function coreMoves(
  game: Game,
  tile: CompiledTile,
  x: number,
  y: number,
  q: number,
  choice: FigureChoice,
): Move[] {
  const rotation = (q * 90) as Rotation;
  const out: Move[] = [{ x, y, rotation }];
  if (!choice.kinds.length) return out;
  const names = firstLocations(tile)[q]!;
  let placed: PlacedTile | undefined;
  let occupied = -1; // bit mask of occupied tile features, worked out when first needed
  for (const f of tile.features) {
    const at = names[f.index];
    if (!at) continue;
    for (const k of choice.kinds) {
      if (!k.stands.includes(f.kind)) continue;
      if (occupied < 0) occupied = game.board.occupiedFeatures(tile, x, y, q) >>> 0;
      if ((occupied >>> f.index) & 1) break;
      if (choice.vetoes.length) {
        placed ??= { index: -1, tile, x, y, q, nodeBase: -1 };
        const query: FigureQuery = {
          player: game.player,
          kind: k.id,
          tile: placed,
          feature: f.index,
          def: f.def,
          loc: locationCode(at),
        };
        if (choice.vetoes.some((m) => m.canPlaceFigure!(game, query))) continue;
      }
      out.push({ x, y, rotation, figure: { at, kind: k.id } });
    }
  }
  return out;
}
