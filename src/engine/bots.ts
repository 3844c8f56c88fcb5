/**
 * Computer players (pure TypeScript, no DOM: free play runs them in a Web Worker,
 * src/play/bot-worker.ts; vitest and `npm run bench -- --bots` run them directly). Every
 * rule question is the engine's: a bot only chooses among `Game.legalMoves()`.
 *
 * - `beginner`: a random legal move (seeded, so a test can repeat it).
 * - `advanced`: looks one move ahead with the engine. Every legal move gets a cheap rating
 *   (features it completes for the bot or for others, where its follower goes); the best
 *   few are then played on copies of the game (`Game.copy`), and each resulting
 *   position is valued as the bot's lead after the move, plus most of what final scoring
 *   would add now (the worth of the features its followers hold), plus a value per
 *   follower still in the supply that falls as the pile runs out (figure economy).
 */
import { isEngineError, type Game } from './game.js';
import { locationCode, quarterTurns } from './locations.js';
import { seededRandom } from './random.js';
import { getTile } from './tileset.js';
import type { Move } from './types.js';

/** The two levels of computer player. */
export type BotLevel = 'beginner' | 'advanced';

/** Options of {@link chooseMove}. */
export interface BotOptions {
  /** Seed of the bot's own random choices (ties, the beginner's move). */
  seed?: number;
  /** Most moves the advanced bot plays out on copies (default 16). */
  width?: number;
  /** Time budget in milliseconds for the play-outs (default 400); at least one is always made. */
  budgetMs?: number;
}

/** The mover's points minus the best other player's (points). */
function lead(scores: readonly number[], me: number): number {
  let best = -Infinity;
  for (let i = 0; i < scores.length; i++) if (i !== me && scores[i]! > best) best = scores[i]!;
  return scores[me]! - (best === -Infinity ? 0 : best);
}

/** Followers in the supply of player `me` (every figure kind counted, a large one as two). */
function supplyWorth(game: Game, me: number): number {
  let n = 0;
  for (const [kind, count] of game.supply[me]!) n += count * (kind === 'large' ? 2 : 1);
  return n;
}

/**
 * How good the position after a move is for player `me` (the game is changed: final
 * scoring is run on it). Points: the lead now, 0.7 × what final scoring would add to the
 * lead, and per follower in the supply a value that falls from 2.5 points to 0 as the pile
 * runs out.
 */
function value(after: Game, me: number, pileAtStart: number): number {
  const now = lead(after.scores, me);
  const figures = supplyWorth(after, me);
  const left = after.pile.length + (after.current ? 1 : 0);
  const perFigure = after.ended ? 0 : 2.5 * Math.min(1, left / Math.max(1, pileAtStart * 0.6));
  after.finish();
  const final = lead(after.scores, me);
  return now + 0.7 * (final - now) + perFigure * figures;
}

/**
 * Cheap rating of every move without playing it: completions that score for the mover
 * (its followers there, or its new follower on the tile's part) or for others, and a
 * small reward for placing a follower on a city, road or monastery.
 */
function quickRatings(game: Game, moves: readonly Move[]): number[] {
  const me = game.player;
  const tile = getTile(game.current!)!;
  const b = game.board;
  const perPlacement = new Map<string, number>();
  return moves.map((m) => {
    const key = `${m.x},${m.y},${m.rotation}`;
    let base = perPlacement.get(key);
    if (base === undefined) {
      base = 0;
      for (const c of b.completedBy(tile, m.x, m.y, quarterTurns(m.rotation))) {
        const strength = game.players.map(() => 0);
        for (const r of c.roots) for (const f of b.group(r).figures) strength[f.player]! += f.kind === 'large' ? 2 : 1;
        const max = Math.max(...strength);
        if (max === 0) continue;
        base += strength[me] === max ? 4 : -2;
      }
      perPlacement.set(key, base);
    }
    let r = base;
    if (m.figure) {
      const q = quarterTurns(m.rotation);
      const fi = tile.locFeature[q]?.[locationCode(m.figure.at)] ?? -1;
      const kind = fi >= 0 ? tile.features[fi]?.kind : undefined;
      r += kind === 'field' ? 0.5 : 1.5;
    }
    if (m.actions?.length) r += 0.5;
    return r;
  });
}

/**
 * The move a computer player makes now, as its index in `game.legalMoves()`.
 * @param game the game (not changed); its current player is the bot
 * @throws Error when the game has no legal move (it is over)
 */
export function chooseMove(game: Game, level: BotLevel, options: BotOptions = {}): number {
  const moves = game.legalMoves();
  if (!moves.length) throw new Error('no legal move: the game is over');
  const random = seededRandom((options.seed ?? 1) ^ Math.imul(game.turn + 1, 0x9e3779b1));
  if (level === 'beginner' || moves.length === 1) return Math.floor(random() * moves.length);
  const me = game.player;
  const quick = quickRatings(game, moves);
  const order = moves.map((_, i) => i).sort((a, b) => quick[b]! - quick[a]! || random() - 0.5);
  // the best-rated few, and each placement's move without a follower among them
  const width = options.width ?? 16;
  const picked: number[] = order.slice(0, width);
  const budget = options.budgetMs ?? 400;
  const start = Date.now();
  const pileAtStart = game.pile.length + game.history.length + 1;
  let best = picked[0]!;
  let bestValue = -Infinity;
  for (let k = 0; k < picked.length; k++) {
    if (k > 0 && Date.now() - start > budget) break;
    const i = picked[k]!;
    const g = game.copy();
    const r = g.apply(moves[i]!);
    if (isEngineError(r)) continue;
    const v = value(g, me, pileAtStart) + quick[i]! * 0.01;
    if (v > bestValue) {
      bestValue = v;
      best = i;
    }
  }
  return best;
}
