/**
 * What the engine says about a position: the points final scoring would add now ("if the
 * game ended now"), and every legal placement of the tile in hand with the points it would
 * bring at once to each player. Each question is answered on a copy of the document's game
 * (`gameOfSetup`, built once per document), so the position itself never changes.
 */
import type { Game, ScoreEvent } from '../engine';
import { gameOfSetup, type Setup } from '../engine';
import { eachMoveScore as movesOf, moveLead, type MoveScore } from '../board/turn/move-scores';

/** Final scoring of a position. */
export interface FinalScoring {
  events: ScoreEvent[];
  /** Points final scoring adds, per colour (every player, 0 included). */
  points: Record<string, number>;
  /** Totals after final scoring, per colour. */
  totals: Record<string, number>;
}

/** Points per colour between two score lists. */
function gained(
  players: readonly string[],
  before: readonly number[],
  after: readonly number[],
): Record<string, number> {
  return Object.fromEntries(players.map((p, i) => [p, (after[i] ?? 0) - (before[i] ?? 0)]));
}

/** Final scoring as if the game ended now; null when the engine does not accept the position. */
export function finalScoring(d: Setup): FinalScoring | null {
  const g = gameOfSetup(d).game;
  return g ? finalScoringOf(g.copy()) : null;
}

/**
 * What final scoring would add to `game` now (DESIGN 1.6 `data-final-points`). Scores the
 * game given, so pass a copy (`Game.copy()`) of a game that is still to be used.
 */
export function finalScoringOf(g: Game): FinalScoring {
  const before = [...g.scores];
  const events = g.finish();
  return {
    events,
    points: gained(g.players, before, g.scores),
    totals: Object.fromEntries(g.players.map((p, i) => [p, g.scores[i]!])),
  };
}

export type { MoveScore } from '../board/turn/move-scores';

/**
 * The legal moves of the tile in hand for the player to move, one at a time with its
 * immediate points (engine order; the board kit's `eachMoveScore` on the document's game).
 */
export function* eachMoveScore(d: Setup): Generator<MoveScore, void, void> {
  const g = gameOfSetup(d).game;
  if (g) yield* movesOf(g);
}

/** Every legal move of the tile in hand for the player to move, with its immediate points (engine order). */
export function moveScores(d: Setup): MoveScore[] {
  return [...eachMoveScore(d)];
}

/** Column a list of moves is sorted by: a player's points, the mover's lead over the best other player, or the place. */
export type MoveSort = { by: 'player'; player: string } | { by: 'lead' } | { by: 'place' };

/**
 * Moves sorted for the table: by points (highest first; ties by place), or by place
 * (north to south, west to east, then rotation).
 * @param mover colour of the player to move (for `lead`)
 */
export function sortMoves(list: readonly MoveScore[], sort: MoveSort, mover: string): MoveScore[] {
  const place = (a: MoveScore, b: MoveScore) =>
    a.move.y - b.move.y || a.move.x - b.move.x || a.move.rotation - b.move.rotation;
  const lead = (m: MoveScore) => moveLead(m.points, mover);
  const key = (m: MoveScore) =>
    sort.by === 'player' ? (m.points[sort.player] ?? 0) : sort.by === 'lead' ? lead(m) : 0;
  return [...list].sort((a, b) => (sort.by === 'place' ? place(a, b) : key(b) - key(a) || place(a, b)));
}
