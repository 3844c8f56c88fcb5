/**
 * `npm run bench -- --versus "COMMAND"`: our engine against another engine on
 * random full base games (2 players, a move drawn from the complete legal
 * list each turn, final scoring), CPU time. COMMAND is run as `COMMAND FROM N`
 * and must play N games seeded FROM, FROM+1, … after a warm-up of its own and
 * print one JSON line with `cpuMsPerGame` (CPU milliseconds per game, every
 * thread of its process counted); our side is the same program in
 * TypeScript (`bench/versus.ts --ours FROM N`). Each round starts one fresh
 * process per engine, the order swapped every round, so that load from other
 * processes falls on both alike; prints each round, the medians and their
 * ratio. No other engine's code is in this project: the command is whatever
 * the measuring machine has built; `--label "TEXT"` names it in the output.
 */
import { execFileSync } from 'node:child_process';
import { randomGame } from './random-game.js';

/** One engine's figure for one round: CPU milliseconds per game. */
interface RoundFigure {
  cpuMsPerGame: number;
}

/** Runs `command FROM N` (split on spaces) and reads its JSON line. */
function runCommand(command: string, from: number, n: number): RoundFigure {
  const [file, ...args] = command.split(' ').filter(Boolean);
  const out = execFileSync(file!, [...args, String(from), String(n)], { encoding: 'utf8' });
  const line = out.trim().split('\n').pop()!;
  const figure = JSON.parse(line) as RoundFigure;
  if (!(figure.cpuMsPerGame > 0)) throw new Error(`${command}: no cpuMsPerGame in ${line}`);
  return figure;
}

/** Our side in a child process: games FROM … FROM+N−1 after 1,000 warm-up games (the JIT settles); prints its JSON line. */
export function oursChild(from: number, n: number): void {
  for (let i = 0; i < 1000; i++) randomGame(9_000_000 + i);
  const c0 = process.cpuUsage();
  let turns = 0;
  for (let i = 0; i < n; i++) turns += randomGame(from + i).history.length;
  const c = process.cpuUsage(c0);
  console.log(JSON.stringify({ engine: 'ours', cpuMsPerGame: (c.user + c.system) / 1000 / n, turns: turns / n }));
}

/**
 * `rounds` rounds of `games` games per engine (a fresh process each), the
 * seeds of round r starting at 1 + r × games; prints each round and the
 * medians' ratio (how many times faster our engine is).
 */
export function versusBench(command: string, rounds: number, games: number, label = command): void {
  const self = `${process.execPath} --import tsx ${new URL('./versus.ts', import.meta.url).pathname} --ours`;
  const ours: number[] = [];
  const theirs: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const from = 1 + r * games;
    const order = r % 2 ? ['theirs', 'ours'] : ['ours', 'theirs'];
    for (const who of order) {
      const f = runCommand(who === 'ours' ? self : command, from, games);
      (who === 'ours' ? ours : theirs).push(f.cpuMsPerGame);
    }
    console.log(
      `  round ${r + 1}: ours ${ours[r]!.toFixed(3)} ms/game, other ${theirs[r]!.toFixed(3)} ms/game (CPU, ${games} games each)`,
    );
  }
  const median = (t: number[]) => [...t].sort((a, b) => a - b)[t.length >> 1]!;
  const o = median(ours);
  const t = median(theirs);
  console.log(
    `random full base games against ${label}: median ${o.toFixed(3)} / ${t.toFixed(3)} ms per game (CPU) = ours ${(t / o).toFixed(1)}× faster`,
  );
}

if (process.argv[2] === '--ours') oursChild(Number(process.argv[3]), Number(process.argv[4]));
