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
 * - `expert`: plans over the tiles left. The advanced bot's best few moves are compared on
 *   copies whose draw pile is reshuffled (the tiles left are public, their order is not), a
 *   few turns played on with the advanced bot as every player's policy, each position reached
 *   valued as above; the best mean wins ({@link chooseMove}, `expertMove`).
 */
import { isEngineError, type Game } from './game.js';
import { locationCode, quarterTurns } from './locations.js';
import { seededRandom } from './random.js';
import { getTile } from './tileset.js';
import type { Move } from './types.js';

/** The levels of computer player. */
export type BotLevel = 'beginner' | 'advanced' | 'expert';

/**
 * The expert's time budget per move in milliseconds (free play's worker and the bench use it):
 * its search starts no round of samples that would end past it, judged by the round before
 * (the first round always runs), so a move takes a little under it.
 */
export const EXPERT_BUDGET_MS = 800;

/** Options of {@link chooseMove}. */
export interface BotOptions {
  /** Seed of the bot's own random choices (ties, the beginner's move). */
  seed?: number;
  /** Most moves the advanced bot plays out on copies (default 16). */
  width?: number;
  /**
   * Time budget in milliseconds for the play-outs (default 400, the expert's {@link EXPERT_BUDGET_MS}); at least one
   * is always made (the expert: one round of samples).
   */
  budgetMs?: number;
  /** The expert: how many of the advanced bot's best moves it compares (default 6). */
  candidates?: number;
  /** The expert: turns played after each candidate before the position is valued (default 4). */
  depth?: number;
  /** The expert: most draw orders sampled (default 1000; the time budget usually ends it first). */
  samples?: number;
  /** The expert: moves the advanced policy looks at in its play-outs (default 4). */
  playoutWidth?: number;
}

/** The mover's points minus the best other player's (points). */
function lead(scores: readonly number[], me: number): number {
  let best = -Infinity;
  for (let i = 0; i < scores.length; i++) if (i !== me && scores[i]! > best) best = scores[i]!;
  return scores[me]! - (best === -Infinity ? 0 : best);
}

/**
 * Followers in the supply of player `me`: every figure counted at its kind's declared
 * worth (`FigureKindDef.value`, module.ts: a normal meeple 1, a large one 2).
 */
function supplyWorth(game: Game, me: number): number {
  let n = 0;
  for (const [kind, count] of game.supply[me]!) n += count * (game.figureKinds.get(kind)?.value ?? 1);
  return n;
}

/**
 * What the figures of player `me` standing on unscored features are worth beyond their features' points
 * (`FigureKindDef.boardWorth`, e.g. a builder's coming second tiles), in points; 0 in a game without such kinds.
 */
function boardWorth(game: Game, me: number): number {
  let worth = 0;
  for (const k of game.figureKinds.values()) if (k.boardWorth) worth = 1;
  if (!worth) return 0;
  let n = 0;
  for (const g of game.board.allGroups()) {
    if (g.completed) continue;
    for (const f of g.figures) if (f.player === me) n += game.figureKinds.get(f.kind)?.boardWorth ?? 0;
  }
  return n;
}

/**
 * How good the position after a move is for player `me` (the game is changed: final
 * scoring is run on it). Points: the lead now, 0.7 × what final scoring would add to the
 * lead, per follower in the supply a value that falls from 2.5 points to 0 as the pile
 * runs out, and what its figures on unscored features promise ({@link boardWorth}), falling alike.
 */
function value(after: Game, me: number, pileAtStart: number): number {
  const now = lead(after.scores, me);
  const figures = supplyWorth(after, me);
  const left = after.pile.length + (after.current ? 1 : 0);
  const share = Math.min(1, left / Math.max(1, pileAtStart * 0.6));
  const perFigure = after.ended ? 0 : 2.5 * share;
  const promised = after.ended ? 0 : share * boardWorth(after, me);
  after.finish();
  const final = lead(after.scores, me);
  return now + 0.7 * (final - now) + perFigure * figures + promised;
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
        // each figure weighs what the rules give it in a majority on this kind of feature
        for (const r of c.roots)
          for (const f of b.group(r).figures)
            strength[f.player]! += game.figureKinds.get(f.kind)?.strength(c.kind) ?? 0;
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

/** A move's index in `legalMoves()` with the advanced bot's value of it (points, the mover's view). */
interface Rated {
  index: number;
  value: number;
}

/**
 * The advanced bot's look-ahead: the `width` best moves by {@link quickRatings}, each played
 * on a copy of the game and valued by {@link value} (plus 0.01 × its quick rating), within
 * `budgetMs` (at least one is played).
 * @returns the moves played out with their values, in the order they were played (best quick rating first)
 */
function rateMoves(game: Game, moves: readonly Move[], random: () => number, width: number, budgetMs: number): Rated[] {
  const me = game.player;
  const quick = quickRatings(game, moves);
  const order = moves.map((_, i) => i).sort((a, b) => quick[b]! - quick[a]! || random() - 0.5);
  const picked = order.slice(0, width);
  const start = Date.now();
  const pileAtStart = game.pile.length + game.history.length + 1;
  const out: Rated[] = [];
  for (let k = 0; k < picked.length; k++) {
    if (k > 0 && Date.now() - start > budgetMs) break;
    const i = picked[k]!;
    const g = game.copy();
    const r = g.apply(moves[i]!);
    if (isEngineError(r)) continue;
    out.push({ index: i, value: value(g, me, pileAtStart) + quick[i]! * 0.01 });
  }
  return out;
}

/** The best of {@link rateMoves} (the first on a tie), or `fallback` when none could be played. */
function bestRated(rated: readonly Rated[], fallback: number): number {
  let best = fallback;
  let bestValue = -Infinity;
  for (const r of rated)
    if (r.value > bestValue) {
      bestValue = r.value;
      best = r.index;
    }
  return best;
}

/** A copy of `a` in an order drawn with `random` (Fisher–Yates). */
function shuffled<T>(a: readonly T[], random: () => number): T[] {
  const out = [...a];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const t = out[i]!;
    out[i] = out[j]!;
    out[j] = t;
  }
  return out;
}

/**
 * Plays `plies` turns (fewer when the game ends) on `g` with the advanced bot's look-ahead of
 * `width` moves as every player's policy, each from its own player's view.
 */
function playOut(g: Game, plies: number, width: number, random: () => number): void {
  for (let p = 0; p < plies && !g.ended; p++) {
    const moves = g.legalMoves();
    if (!moves.length) return;
    const i = moves.length === 1 ? 0 : bestRated(rateMoves(g, moves, random, width, Infinity), 0);
    if (isEngineError(g.apply(moves[i]!))) return;
  }
}

/**
 * The expert's choice: the advanced bot's best `candidates` moves are each played on copies
 * of the game whose draw pile is reshuffled (the tiles left are known, their order is not),
 * the same sampled orders for every candidate; `depth` further turns follow with the advanced
 * bot's look-ahead as every player's policy, and the position reached is valued as the
 * advanced bot values one (the bot's lead, 0.7 × what final scoring would add, followers in
 * the supply). The candidate with the best mean over the samples is played. Samples are drawn
 * in rounds (one order, every candidate) until `samples` rounds are made or the next would end
 * past `budgetMs`.
 */
function expertMove(real: Game, moves: readonly Move[], random: () => number, o: BotOptions): number {
  // the tiles left are known, their order is not: the bot sees them sorted
  const game = real.copy();
  game.pile.sort();
  const me = game.player;
  const pileAtStart = game.pile.length + game.history.length + 1;
  const budget = o.budgetMs ?? EXPERT_BUDGET_MS;
  const start = Date.now();
  const rated = rateMoves(game, moves, random, o.width ?? 16, budget / 4);
  rated.sort((a, b) => b.value - a.value);
  const cands = rated.slice(0, o.candidates ?? 6);
  if (cands.length <= 1) return cands[0]?.index ?? 0;
  const sums = cands.map(() => 0);
  const maxRounds = o.samples ?? 1000;
  let roundMs = 0;
  for (let round = 0; round < maxRounds; round++) {
    // no round that would end past the budget (judged by the last one); the first always runs
    const begun = Date.now();
    if (round > 0 && begun - start + roundMs > budget) break;
    const order = shuffled(game.pile, random);
    const seed = Math.floor(random() * 2 ** 31);
    for (let c = 0; c < cands.length; c++) {
      const g = game.copy();
      g.pile = [...order];
      if (isEngineError(g.apply(moves[cands[c]!.index]!))) {
        sums[c] = -Infinity;
        continue;
      }
      playOut(g, o.depth ?? 4, o.playoutWidth ?? 4, seededRandom(seed));
      sums[c]! += value(g, me, pileAtStart);
    }
    roundMs = Date.now() - begun;
  }
  let best = 0;
  for (let c = 1; c < cands.length; c++) if (sums[c]! > sums[best]!) best = c;
  return cands[best]!.index;
}

/**
 * The move a computer player makes now, as its index in `game.legalMoves()`.
 * `beginner` and `advanced` are described at the top of this file; `expert` plans over the
 * tiles left (see {@link BotOptions}: `candidates`, `depth`, `samples`, `playoutWidth`,
 * `budgetMs`). With a `samples` count that fits in the time budget the choice depends on the
 * position and the seed alone.
 * @param game the game (not changed); its current player is the bot
 * @throws Error when the game has no legal move (it is over)
 */
export function chooseMove(game: Game, level: BotLevel, options: BotOptions = {}): number {
  const moves = game.legalMoves();
  if (!moves.length) throw new Error('no legal move: the game is over');
  const random = seededRandom((options.seed ?? 1) ^ Math.imul(game.turn + 1, 0x9e3779b1));
  if (level === 'beginner' || moves.length === 1) return Math.floor(random() * moves.length);
  if (level === 'expert') return expertMove(game, moves, random, options);
  return bestRated(rateMoves(game, moves, random, options.width ?? 16, options.budgetMs ?? 400), 0);
}
