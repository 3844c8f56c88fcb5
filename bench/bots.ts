/**
 * `npm run bench -- --bots [N]`: free play's computer players against each other. N two-player
 * games (default 200) of the advanced level against the beginner, the advanced bot first in
 * turn in half of them, with the four fully known rule sets; prints the advanced level's win
 * rate (a tie is not a win) and the median and largest milliseconds per advanced move. Then the
 * trainer's question generation (every fully known rule set and question kind, ten seeds each,
 * warm): median, p90 and largest milliseconds per question.
 *
 * `--expert N` (default 40) adds N two-player games of the expert level against the advanced
 * one per module set (base, and the four fully known rule sets together), seats swapped every
 * game, each expert move within `--budget MS` (default the worker's, `EXPERT_BUDGET_MS`): win
 * rate, mean lead, median and p90 ms per expert move. `--expert 0` leaves them out.
 */
import { chooseMove, moduleChoices, type BotLevel, type BotOptions } from '../src/engine/index.js';
import { playIndex, replay } from '../src/play/record.js';
import { generateQuestion, isQuestionProblem, QUESTION_KINDS, trainerExpansions } from '../src/trainer/generate.js';

/** The two module sets the bench plays: the base game, and every fully known rule set together. */
function moduleSets(): string[][] {
  const playable = moduleChoices()
    .filter((m) => !m.unknown && !m.standalone)
    .map((m) => m.id);
  return [['base'], playable];
}

/** Plays the matches and prints one line per module set. */
export function botBench(games: number): void {
  for (const modules of moduleSets()) {
    let wins = 0;
    let ties = 0;
    const times: number[] = [];
    const t0 = performance.now();
    for (let i = 0; i < games; i++) {
      const adv = i % 2;
      const levels: BotLevel[] = adv ? ['beginner', 'advanced'] : ['advanced', 'beginner'];
      const r = replay({
        modules,
        seats: levels.map((kind, s) => ({ colour: s ? 'blue' : 'red', kind, name: '' })),
        seed: 1000 + i,
        moves: [],
      });
      if ('key' in r) throw new Error(`game refused: ${r.key}`);
      const g = r.game;
      while (!g.ended) {
        const level = levels[g.player]!;
        const s = performance.now();
        const idx = chooseMove(g, level, { seed: i });
        if (level === 'advanced') times.push(performance.now() - s);
        if (!playIndex(g, idx)) throw new Error('a bot chose an illegal move');
      }
      if (g.scores[adv]! > g.scores[1 - adv]!) wins++;
      else if (g.scores[adv] === g.scores[1 - adv]) ties++;
    }
    times.sort((a, b) => a - b);
    console.log(
      `${modules.join('+')}: advanced beat beginner in ${wins}/${games} games (${((100 * wins) / games).toFixed(1)} %, ${ties} ties); ` +
        `advanced move median ${times[times.length >> 1]!.toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms ` +
        `(${times.length} moves, ${((performance.now() - t0) / 1000).toFixed(0)} s)`,
    );
  }
}

/** Times the trainer's question generation and prints one line (milliseconds per question). */
export function questionBench(): void {
  const playable = trainerExpansions().filter((m) => m.unknown === 0);
  const run = (seeds: number[], times?: number[]) => {
    for (const m of playable)
      for (const kind of QUESTION_KINDS)
        for (const seed of seeds) {
          const t0 = performance.now();
          const q = generateQuestion({ expansion: m.id, kind, seed });
          times?.push(performance.now() - t0);
          if (isQuestionProblem(q)) throw new Error(`${m.id} ${kind} ${seed}: ${q.key}`);
        }
  };
  run([1, 2, 3]); // warm-up
  const times: number[] = [];
  run([1000, 1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008, 1009], times);
  times.sort((a, b) => a - b);
  const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!;
  console.log(
    `trainer questions: median ${q(0.5).toFixed(1)} ms, p90 ${q(0.9).toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms over ${times.length}`,
  );
}

/**
 * The expert level against the advanced one: `games` two-player games per module set (seeds
 * 5000 + i, the expert first in turn in the even games), each expert move with `budgetMs`.
 * Prints one line per module set: wins, ties, the expert's mean lead at the end (points) and
 * its ms per move (median, p90, largest).
 */
export function expertBench(games: number, budgetMs: number): void {
  for (const modules of moduleSets()) {
    let wins = 0;
    let ties = 0;
    let lead = 0;
    const times: number[] = [];
    const t0 = performance.now();
    for (let i = 0; i < games; i++) {
      const ex = i % 2;
      const levels: BotLevel[] = ex ? ['advanced', 'expert'] : ['expert', 'advanced'];
      const r = replay({
        modules,
        seats: levels.map((kind, s) => ({ colour: s ? 'blue' : 'red', kind, name: '' })),
        seed: 5000 + i,
        moves: [],
      });
      if ('key' in r) throw new Error(`game refused: ${r.key}`);
      const g = r.game;
      while (!g.ended) {
        const level = levels[g.player]!;
        const options: BotOptions = level === 'expert' ? { seed: i, budgetMs } : { seed: i };
        const s = performance.now();
        const idx = chooseMove(g, level, options);
        if (level === 'expert') times.push(performance.now() - s);
        if (!playIndex(g, idx)) throw new Error('a bot chose an illegal move');
      }
      const d = g.scores[ex]! - g.scores[1 - ex]!;
      lead += d;
      if (d > 0) wins++;
      else if (d === 0) ties++;
    }
    times.sort((a, b) => a - b);
    const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!;
    console.log(
      `${modules.join('+')}: expert beat advanced in ${wins}/${games} games (${((100 * wins) / games).toFixed(1)} %, ${ties} ties, ` +
        `mean lead ${(lead / games).toFixed(1)} points); budget ${budgetMs} ms, expert move median ${q(0.5).toFixed(0)} ms, ` +
        `p90 ${q(0.9).toFixed(0)} ms, max ${times.at(-1)!.toFixed(0)} ms (${times.length} moves, ${((performance.now() - t0) / 1000).toFixed(0)} s)`,
    );
  }
}
