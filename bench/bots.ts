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

/**
 * One two-player game of computer players with `modules` dealt from `seed`: seat s plays at
 * `levels[s]`, each move with `options(level)`. Returns the final scores and the ms of each move of
 * the `timed` level.
 * @throws Error when the game is refused or a bot chooses an illegal move
 */
function match(
  modules: string[],
  levels: BotLevel[],
  seed: number,
  timed: BotLevel,
  options: (level: BotLevel) => BotOptions,
): { scores: number[]; times: number[] } {
  const r = replay({
    modules,
    seats: levels.map((kind, s) => ({ colour: s ? 'blue' : 'red', kind, name: '' })),
    seed,
    moves: [],
  });
  if ('key' in r) throw new Error(`game refused: ${r.key}`);
  const g = r.game;
  const times: number[] = [];
  while (!g.ended) {
    const level = levels[g.player]!;
    const s = performance.now();
    const idx = chooseMove(g, level, options(level));
    if (level === timed) times.push(performance.now() - s);
    if (!playIndex(g, idx)) throw new Error('a bot chose an illegal move');
  }
  return { scores: g.scores, times };
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
      const m = match(modules, adv ? ['beginner', 'advanced'] : ['advanced', 'beginner'], 1000 + i, 'advanced', () => ({
        seed: i,
      }));
      times.push(...m.times);
      if (m.scores[adv]! > m.scores[1 - adv]!) wins++;
      else if (m.scores[adv] === m.scores[1 - adv]) ties++;
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

/** One expert-against-advanced game's result: the expert's lead at the end (points) and its ms per move. */
export interface ExpertGame {
  lead: number;
  times: number[];
}

/**
 * Game `i` of the expert against the advanced level with `modules` (seed 5000 + i, the expert
 * first in turn when `i` is even), each expert move with `budgetMs`.
 */
export function expertGame(modules: string[], i: number, budgetMs: number): ExpertGame {
  const ex = i % 2;
  const m = match(modules, ex ? ['advanced', 'expert'] : ['expert', 'advanced'], 5000 + i, 'expert', (level) =>
    level === 'expert' ? { seed: i, budgetMs } : { seed: i },
  );
  return { lead: m.scores[ex]! - m.scores[1 - ex]!, times: m.times };
}

/**
 * Games `from`, `from + step`, … below `games` of {@link expertGame}, in child processes when
 * `jobs` > 1 (each its own core: the expert's budget is wall-clock time, so a job must not
 * share a core). Resolves with the results in game order.
 */
async function expertGames(modules: string[], games: number, budgetMs: number, jobs: number): Promise<ExpertGame[]> {
  if (jobs <= 1) return Array.from({ length: games }, (_, i) => expertGame(modules, i, budgetMs));
  const { spawn } = await import('node:child_process');
  const child = new URL('./expert-child.ts', import.meta.url).pathname;
  const parts = await Promise.all(
    Array.from(
      { length: jobs },
      (_, j) =>
        new Promise<[number, ExpertGame][]>((resolve, reject) => {
          const p = spawn(
            process.execPath,
            [...process.execArgv, child, modules.join(','), String(j), String(jobs), String(games), String(budgetMs)],
            { stdio: ['ignore', 'pipe', 'inherit'] },
          );
          let out = '';
          p.stdout.on('data', (d: Buffer) => (out += d));
          p.on('error', reject);
          p.on('close', (code) =>
            code === 0
              ? resolve(JSON.parse(out) as [number, ExpertGame][])
              : reject(new Error(`job ${j} ended ${code}`)),
          );
        }),
    ),
  );
  return parts
    .flat()
    .sort((a, b) => a[0] - b[0])
    .map(([, g]) => g);
}

/**
 * The expert level against the advanced one: `games` two-player games per module set in
 * `sets` ({@link moduleSets}: `base`, `all`), each expert move with `budgetMs`, over `jobs`
 * processes. Prints one line per module set: wins, ties, the expert's mean lead at the end
 * (points) and its ms per move (median, p90, largest).
 */
export async function expertBench(games: number, budgetMs: number, jobs = 1, sets = ['base', 'all']): Promise<void> {
  const [base, all] = moduleSets();
  for (const modules of sets.map((s) => (s === 'base' ? base! : all!))) {
    const t0 = performance.now();
    const results = await expertGames(modules, games, budgetMs, jobs);
    const wins = results.filter((r) => r.lead > 0).length;
    const ties = results.filter((r) => r.lead === 0).length;
    const lead = results.reduce((a, r) => a + r.lead, 0);
    const times = results.flatMap((r) => r.times).sort((a, b) => a - b);
    const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!;
    console.log(
      `${modules.join('+')}: expert beat advanced in ${wins}/${games} games (${((100 * wins) / games).toFixed(1)} %, ${ties} ties, ` +
        `mean lead ${(lead / games).toFixed(1)} points); budget ${budgetMs} ms, expert move median ${q(0.5).toFixed(0)} ms, ` +
        `p90 ${q(0.9).toFixed(0)} ms, max ${times.at(-1)!.toFixed(0)} ms (${times.length} moves, ${jobs} job${jobs > 1 ? 's' : ''}, ${((performance.now() - t0) / 1000).toFixed(0)} s)`,
    );
  }
}
