/**
 * What each legal move of the tile in hand brings at once, for every board that tells a
 * reader which moves score (the analysis board's table of moves, free play's hint): every
 * move of `Game.legalMoves()` is played on a copy of the game (the game itself never
 * changes) and the points each player gains in that turn are read off (feature scorings,
 * payments, symbols: whatever the engine scores). Nothing here decides a rule.
 */
import { pointsSince, type Game, type Move, type ScoreEvent } from '../../engine/core';

/** One legal move of the tile in hand and what it scores at once. */
export interface MoveScore {
  move: Move;
  /** Points each player gains in this turn, by colour (every player, 0 included). */
  points: Record<string, number>;
  /** The turn's score events. */
  events: ScoreEvent[];
}

/**
 * The legal moves of the tile in hand for the player to move, one at a time with its
 * immediate points, in the engine's order (a page can spread the work over several frames).
 * A game without a tile in hand yields nothing.
 */
export function* eachMoveScore(game: Game): Generator<MoveScore, void, void> {
  if (!game.current) return;
  for (const move of game.legalMoves()) {
    const copy = game.copy();
    const before = [...copy.scores];
    const r = copy.apply(move);
    if ('code' in r) continue;
    yield { move, points: pointsSince(copy, before), events: r.events };
  }
}

/** The mover's points minus the most any other player gains in the same turn (points). */
export function moveLead(points: Readonly<Record<string, number>>, mover: string): number {
  const others = Object.entries(points)
    .filter(([p]) => p !== mover)
    .map(([, v]) => v);
  return (points[mover] ?? 0) - (others.length ? Math.max(...others) : 0);
}

/**
 * The best immediate moves of the tile in hand for the player to move: ranked by what each
 * gains the mover over the best other player in this turn ({@link moveLead}), then by the
 * mover's own points; the engine's order breaks ties.
 * @param limit how many moves to return
 * @returns at most `limit` moves, best first (none without a tile in hand)
 */
export function bestMoves(game: Game, limit: number): MoveScore[] {
  const mover = game.players[game.player]!;
  return [...eachMoveScore(game)]
    .map((m, i) => ({ m, i, lead: moveLead(m.points, mover) }))
    .sort((a, b) => b.lead - a.lead || (b.m.points[mover] ?? 0) - (a.m.points[mover] ?? 0) || a.i - b.i)
    .slice(0, limit)
    .map((x) => x.m);
}
