/**
 * What a worked example's question can be answered with. The question asks where the tile
 * in hand goes and how many points each player gets; the example shows one move, but the
 * rules may allow other moves of that tile on the same cell (another rotation, another
 * follower, a bathhouse buy-back left out, …) that score differently. The answer check must
 * accept each of them and say which move gives which points (issue 21, "Exercises grade
 * what they ask").
 */
import { isEngineError, type Game } from './game';
import { playMove, playScenario, pointsSince, startScenario, type Scenario } from './scenario';
import type { Rotation } from './locations';
import type { Move } from './types';

/** One result the legal moves of the tile in hand on the example's cell can give. */
export interface AnswerOutcome {
  /** Points gained by each player (`{ colour: points }`, turn order, 0 included), final scoring included when the scenario ends the game. */
  points: Record<string, number>;
  /** The moves giving these points (the first one is the example's own move when `solution`). */
  moves: Move[];
  /** Whether the example's own move (with its follow-up plays) gives these points. */
  solution: boolean;
}

const ROTATIONS: readonly Rotation[] = [0, 90, 180, 270];

/**
 * Every distinct outcome of the legal moves of a validated scenario's `play` tile on the
 * `play.at` cell, in every rotation, with every figure choice and module variant
 * ({@link Game.legalMovesAt}). The example's own outcome comes first, worked out with its
 * follow-up plays (e.g. an extra turn) as the scenario states them. A move after which the
 * same player must play again (a turn not finished: the extra turn of another move is not
 * known) gives no outcome. With `end: true`, each move is followed by final scoring. Empty
 * when the scenario has no `play` (a final-scoring question has one answer).
 * @throws Error when the scenario was not validated and is invalid ({@link startScenario}).
 */
export function answerOutcomes(s: Scenario): AnswerOutcome[] {
  if (!s.play) return [];
  const { game, startScores } = startScenario(s);
  const solution = playMove(game, s);
  const key = (m: Move) => JSON.stringify(m);
  const own = key(solution);
  const out: AnswerOutcome[] = [{ points: solutionPoints(s), moves: [solution], solution: true }];
  const byPoints = new Map<string, AnswerOutcome>([[JSON.stringify(out[0]!.points), out[0]!]]);
  const [x, y] = s.play.at;
  for (const rotation of ROTATIONS) {
    for (const move of game.legalMovesAt({ x, y, rotation })) {
      if (key(move) === own) continue;
      const points = movePoints(game, startScores, move, !!s.end);
      if (!points || points === 'unfinished') continue;
      const k = JSON.stringify(points);
      const known = byPoints.get(k);
      if (known) known.moves.push(move);
      else {
        const o: AnswerOutcome = { points, moves: [move], solution: false };
        byPoints.set(k, o);
        out.push(o);
      }
    }
  }
  return out;
}

/** The points of the scenario's own plays (and final scoring), on a fresh start. */
function solutionPoints(s: Scenario): Record<string, number> {
  const start = startScenario(s);
  playScenario(start, s);
  return pointsSince(start.game, start.startScores);
}

/**
 * The points `move` gains on a copy of `game` (then final scoring when `end`), or
 * `'unfinished'` when the same player is to play again (a turn with a follow-up), or
 * undefined when the engine refuses the move.
 */
function movePoints(
  game: Game,
  startScores: readonly number[],
  move: Move,
  end: boolean,
): Record<string, number> | 'unfinished' | undefined {
  const g = game.copy();
  const r = g.apply(move);
  if (isEngineError(r)) return undefined;
  if (!g.ended && g.players.length > 1 && g.player === game.player) return 'unfinished';
  if (end) g.finish();
  return pointsSince(g, startScores);
}
