/**
 * Module `river`: the River (Řeka) of the current base box (C3; the rules are
 * those of C2). Sources: Wikicarpedia "River" and its Czech page, papageek's
 * River page (docs/sources.md, "Řeka (the River)"); facts restated in
 * reference/tiles-river-abbot-traders.md §1 and §4.
 *
 * - Tiles: RIVER.A–L (tiles.ts). The river is a `line` feature with the edge
 *   letter `W`: water meets only water, no figure stands on it, it is never
 *   scored and it separates fields (the core's line mechanism, tile-types.ts).
 * - Setup (§4.1–2): the spring RIVER.A replaces the start tile (the base game's
 *   start copy is not used: the core takes one copy of every start tile named
 *   out of the pile); the other ten river tiles are shuffled and drawn before
 *   every other tile, the lake RIVER.L last of them (`arrangePile`).
 * - Placement (§4.2–3, `placementRule`): a river tile continues the river: one
 *   of its water sides meets the open water side on the board; and no U-turn:
 *   a bend may not turn the same way as a bend it directly continues (a
 *   straight tile between them allows it). Both are read off the board (the
 *   tile the new one continues and its water sides), so no state is kept.
 * - Figures (§4.4): on any other feature of a river tile, scored as usual.
 * - A river tile that fits nowhere is set aside like any tile (§4.6: the
 *   sources say nothing of it).
 */
import { engineError, type EngineError } from '../../errors.js';
import type { GameView, RuleModule } from '../../module.js';
import type { CompiledTile } from '../../tileset.js';
import { LAKE_TILE, RIVER, SPRING_TILE, WATER } from './tiles.js';
import { setPile } from '../../tile-helpers.js';

const ID = 'river';
/** Board steps per side N E S W (y grows to the south). */
const DX = [0, 1, 0, -1];
const DY = [-1, 0, 1, 0];

/**
 * Bit mask of the sides (bit 0 N … 3 W, board orientation) where `tile` turned
 * `q` quarter turns has water; 0 for a tile without a river.
 */
export function waterSides(tile: CompiledTile, q: number): number {
  const lf = tile.locFeature[q]!;
  let bits = 0;
  for (let s = 0; s < 4; s++) {
    const fi = lf[s]!;
    if (fi < 0) continue;
    const f = tile.features[fi]!;
    if (f.kind === 'line' && f.def.edge === WATER) bits |= 1 << s;
  }
  return bits;
}

/**
 * Which way the river turns on a tile it enters by side `from` and leaves by
 * side `to` (sides 0 N … 3 W): 1 to the right (clockwise), 3 to the left, 0
 * straight on (2 cannot happen: `from` ≠ `to`).
 */
export function turnOf(from: number, to: number): number {
  return (to - ((from + 2) & 3) + 4) & 3;
}

/** The one side in `bits` other than `side`, or -1 (a spring or a lake has one water side). */
function otherSide(bits: number, side: number): number {
  for (let s = 0; s < 4; s++) if (s !== side && (bits >> s) & 1) return s;
  return -1;
}

/** A refusal of this module: `placement.illegal` at `at`, worded by `river:refusal.<reason>`. */
function refusal(reason: 'continue' | 'uTurn', message: string): EngineError {
  return engineError('placement.illegal', 'at', { module: ID, reason, key: `${ID}:refusal.${reason}`, message });
}

/**
 * The river's placement rule (reference §4.2–3) for `tile` at `[x, y]` turned `q`
 * quarter turns, whose edges already fit: a tile with water must put one of its
 * water sides against water on the board (the open end: every other water side on
 * the board already meets water), and when both it and the tile it continues are
 * bends, they must turn opposite ways ("no U-turn"; a straight in between allows a
 * second turn the same way). Tiles without water are not concerned.
 * @returns undefined when allowed, else a `placement.illegal` refusal (`reason`
 *   `continue` or `uTurn`).
 */
export function riverPlacementRule(
  game: GameView,
  tile: CompiledTile,
  x: number,
  y: number,
  q: number,
): EngineError | undefined {
  const mine = waterSides(tile, q);
  if (!mine) return undefined;
  let entry = -1;
  for (let s = 0; s < 4 && entry < 0; s++) if ((mine >> s) & 1 && game.board.at(x + DX[s]!, y + DY[s]!)) entry = s;
  if (entry < 0) return refusal('continue', 'a river tile must continue the open end of the river');
  const exit = otherSide(mine, entry);
  if (exit < 0) return undefined;
  const turn = turnOf(entry, exit);
  if (turn === 0) return undefined;
  const prev = game.board.at(x + DX[entry]!, y + DY[entry]!)!;
  const prevSides = waterSides(prev.tile, prev.q);
  const prevOut = (entry + 2) & 3; // the side of the previous tile that faces this one
  const prevIn = otherSide(prevSides, prevOut);
  if (prevIn < 0 || turnOf(prevIn, prevOut) !== turn) return undefined;
  return refusal('uTurn', 'the river may not turn the same way twice in a row');
}

/** Whether a tile id is a river tile of this set. */
function isRiver(id: string): boolean {
  return id.startsWith('RIVER.');
}

/** The module `river` (see the top of this file). */
export const riverModule: RuleModule = {
  id: ID,
  requires: ['base'],
  tileSets: [RIVER],
  startTile: SPRING_TILE,
  pile: () => setPile(RIVER),
  // §4.1–2: the river tiles (the spring is on the table) come first, shuffled, the lake last of them.
  arrangePile(game, pile) {
    const rest = pile.filter((id) => !isRiver(id));
    const river = game.shuffle(pile.filter((id) => isRiver(id) && id !== LAKE_TILE));
    const lake = pile.filter((id) => id === LAKE_TILE);
    // the next tile drawn is the last element
    return [...rest, ...lake, ...river];
  },
  placementRule: riverPlacementRule,
};
