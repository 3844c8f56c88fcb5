/**
 * `npm run bench`: random full base games on one core (legal moves generated,
 * random choice, final scoring). Prints games per second and the median
 * milliseconds per game, the all-module / base ratio, and the complete move
 * list's speed against the two-step path (CPU time, base and all modules; in
 * games each path plays by its own choices, and in the same games). Then the site figures (bench/site.ts: build, JavaScript per
 * page, the sandbox's first interactive frame). Figures, not pass/fail.
 *
 *   npm run bench                     engine, then site
 *   npm run bench -- --engine [N]     engine only (N games per line, default 2000)
 *   npm run bench -- --site [--dist DIR] [--keep] [--no-lighthouse]   site only (DIR: an existing build)
 *   npm run bench -- --bots [N] [--expert N2] [--budget MS] [--jobs J] [--sets base,all] [--expert-only]
 *                                     free play's computer players (N games per line, default 200; N2 games of the
 *                                     expert against the advanced level per line, default 40, MS its budget per move,
 *                                     default the worker's 800, over J processes, one per free core; `--sets` the
 *                                     module sets of the expert's lines; `--expert-only` leaves the other lines
 *                                     out) and the trainer's questions
 *   npm run bench -- --analysis-open [--dist DIR]   the analysis board: a finished game's link to a usable board
 *   npm run bench -- --links          a shared position's link length and picture size (10, 61 and 72 tiles)
 *   npm run bench -- --hostile        how long hostile scenario files and notation texts take to refuse
 *   npm run bench -- --engine --versus "COMMAND" [--rounds R] [--label "TEXT"]
 *                                     also our engine against another engine's program on random full base
 *                                     games, CPU time, a fresh process per engine per round (bench/versus.ts)
 *
 * The figures printed are also written to docs/benchmarks.md (the part that ran replaces its
 * own section there), with the machine they came from; `--no-write` leaves the file alone.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { lcg, randomGame, type MovePath } from './random-game.js';
import { EXPERT_BUDGET_MS, Game, type Move } from '../src/engine/index.js';

const DOC = new URL('../docs/benchmarks.md', import.meta.url);
/** Lines printed by the part running now (engine or site), kept for docs/benchmarks.md. */
let captured: string[] = [];
const print = console.log.bind(console);
console.log = (...args: unknown[]): void => {
  print(...args);
  captured.push(args.map(String).join(' '));
};

/** Where and when the figures came from. */
function machine(): string {
  const cpu = cpus();
  const load = loadavg()
    .map((l) => l.toFixed(1))
    .join(', ');
  return `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC · ${cpu[0]?.model ?? 'unknown CPU'} · ${cpu.length} cores · Node ${process.version} · load average ${load} at the end`;
}

/** Replaces (or adds) one part's section of docs/benchmarks.md with the lines just printed. */
function writeSection(
  part: 'engine' | 'site' | 'bots' | 'links' | 'hostile' | 'analysis',
  title: string,
  lines: string[],
): void {
  let doc: string;
  try {
    doc = readFileSync(DOC, 'utf8');
  } catch {
    doc = [
      '# Benchmarks',
      '',
      'Written by `npm run bench` (bench/run.ts): the latest figures of each part, with the machine',
      'they came from. Figures, not pass/fail; the machines are shared, so compare runs on the',
      'same machine and look at the load average.',
      '',
    ].join('\n');
  }
  const start = `<!-- bench:${part}:start -->`;
  const end = `<!-- bench:${part}:end -->`;
  const text = lines.join('\n').replace(/^\n+/, '').trimEnd();
  const body = [start, `## ${title}`, '', `Measured ${machine()}.`, '', '```', text, '```', end].join('\n');
  const i = doc.indexOf(start);
  const j = doc.indexOf(end);
  doc = i >= 0 && j > i ? doc.slice(0, i) + body + doc.slice(j + end.length) : `${doc.trimEnd()}\n\n${body}\n`;
  writeFileSync(DOC, doc.endsWith('\n') ? doc : `${doc}\n`);
}

function bench(label: string, players: string[], modules: string[], games: number): void {
  for (let i = 0; i < 200; i++) randomGame(1_000_000 + i, players, modules); // warm-up
  const times: number[] = [];
  let tiles = 0;
  const t0 = performance.now();
  for (let i = 0; i < games; i++) {
    const s = performance.now();
    const g = randomGame(i, players, modules);
    times.push(performance.now() - s);
    tiles += g.board.tiles.length;
  }
  const total = performance.now() - t0;
  times.sort((a, b) => a - b);
  const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!;
  console.log(
    `${label}: ${games} games, ${(games / (total / 1000)).toFixed(0)} games/s, ` +
      `median ${q(0.5).toFixed(3)} ms/game, p90 ${q(0.9).toFixed(3)} ms, p99 ${q(0.99).toFixed(3)} ms, ` +
      `${(tiles / games).toFixed(1)} tiles/game, ${((1000 * q(0.5)) / (tiles / games)).toFixed(1)} µs/tile (median game)`,
  );
}

/**
 * The speed ratio (all-module game / base game, 2 players) measured
 * fairly on a shared machine: one base game and one all-module game in turn,
 * `pairs` times, so that load from other processes falls on both alike;
 * prints each median (ms per game) and their ratio.
 */
function ratio(modules: string[], pairs: number): void {
  for (let i = 0; i < 200; i++) {
    randomGame(3_000_000 + i, ['red', 'blue'], ['base']); // warm-up
    randomGame(3_000_000 + i, ['red', 'blue'], modules);
  }
  const base: number[] = [];
  const all: number[] = [];
  for (let i = 0; i < pairs; i++) {
    let s = performance.now();
    randomGame(2_000_000 + i, ['red', 'blue'], ['base']);
    base.push(performance.now() - s);
    s = performance.now();
    randomGame(2_000_000 + i, ['red', 'blue'], modules);
    all.push(performance.now() - s);
  }
  const median = (t: number[]) => t.sort((a, b) => a - b)[t.length >> 1]!;
  const b = median(base);
  const a = median(all);
  console.log(
    `all modules / base, 2 players, ${pairs} games each taken in turn: median ${a.toFixed(3)} / ${b.toFixed(3)} ms = ${(a / b).toFixed(2)}×`,
  );
}

/** CPU milliseconds (user + system) that `f` takes: other processes' load does not count. */
function cpuMs(f: () => void): number {
  const c = process.cpuUsage();
  f();
  const d = process.cpuUsage(c);
  return (d.user + d.system) / 1000;
}

/**
 * The second ratio: random full games choosing from the complete list
 * (`legalMoves()`) against games choosing a placement, then one of its moves
 * (`placements()`, then `legalMovesAt`), same seeds, taken in turn (blocks of
 * 10 games, the order swapped every block), CPU time; prints each median (ms
 * per game) and the complete path's speed as a share of the two-step path's.
 */
function paths(label: string, modules: string[], pairs: number): void {
  const players = ['red', 'blue'];
  const run = (from: number, path: MovePath) => {
    for (let i = 0; i < 10; i++) randomGame(from + i, players, modules, path);
  };
  for (let i = 0; i < 20; i++) {
    run(4_000_000 + 10 * i, 'complete'); // warm-up
    run(4_000_000 + 10 * i, 'two-step');
  }
  const complete: number[] = [];
  const twoStep: number[] = [];
  for (let b = 0; b < Math.max(1, Math.round(pairs / 10)); b++) {
    const order: MovePath[] = b % 2 ? ['two-step', 'complete'] : ['complete', 'two-step'];
    for (const path of order)
      (path === 'complete' ? complete : twoStep).push(cpuMs(() => run(5_000_000 + 10 * b, path)) / 10);
  }
  const median = (t: number[]) => t.sort((a, b) => a - b)[t.length >> 1]!;
  const c = median(complete);
  const t = median(twoStep);
  console.log(
    `${label}: complete list / two-step path, ${complete.length * 10} games each in turn, CPU: median ${c.toFixed(3)} / ${t.toFixed(3)} ms = the complete list at ${(t / c).toFixed(2)}× the two-step's speed`,
  );
}

/**
 * The complete list's own cost on the same positions: the moves of `pairs`
 * random full games (complete path) are recorded, then the games are replayed
 * twice per block of 10, once asking `legalMoves()` before each move and once
 * `placements()` and `legalMovesAt` of one placement, the order swapped every
 * block; CPU time of the whole replay (the moves applied in both); prints the
 * medians (ms per game) and the complete path's speed as a share of the
 * two-step path's. Unlike {@link paths}, both play exactly the same games.
 * With `hooksOff`, a third replay asks `legalMoves()` with the modules'
 * `moves` hooks taken off the game (the core's list alone, module variants
 * left out): what those hooks cost the complete list, as a second line.
 */
function samePositions(label: string, modules: string[], pairs: number, hooksOff = false): void {
  const players = ['red', 'blue'];
  const blocks = Math.max(1, Math.round(pairs / 10));
  const record = (seed: number): Move[] => randomGame(seed, players, modules).history.slice();
  const games = Array.from({ length: blocks * 10 }, (_, i) => record(6_000_000 + i));
  type Way = MovePath | 'core';
  const replay = (b: number, way: Way) => {
    for (let i = 0; i < 10; i++) {
      const seed = 6_000_000 + 10 * b + i;
      const g = Game.create({ players, modules, seed }) as Game;
      const hooks = g.hooks as { moves: Game['hooks']['moves'] };
      const rnd = lcg(seed);
      for (const m of games[10 * b + i]!) {
        if (way === 'complete') g.legalMoves();
        else if (way === 'core') {
          const own = hooks.moves;
          hooks.moves = [];
          g.legalMoves();
          hooks.moves = own;
        } else {
          const places = g.placements();
          g.legalMovesAt(places[Math.floor(rnd() * places.length)]!);
        }
        g.apply(m);
      }
    }
  };
  const ways: Way[] = hooksOff ? ['complete', 'two-step', 'core'] : ['complete', 'two-step'];
  for (let b = 0; b < Math.min(blocks, 20); b++) for (const way of ways) replay(b, way); // warm-up
  const times = new Map<Way, number[]>(ways.map((w) => [w, []]));
  for (let b = 0; b < blocks; b++) {
    // each way first in turn
    const order = ways.map((_, k) => ways[(k + b) % ways.length]!);
    for (const way of order) times.get(way)!.push(cpuMs(() => replay(b, way)) / 10);
  }
  const median = (t: number[]) => t.sort((a, b) => a - b)[t.length >> 1]!;
  const c = median(times.get('complete')!);
  const t = median(times.get('two-step')!);
  console.log(
    `${label}, the same games: complete list / two-step path, ${blocks * 10} games each in turn, CPU: median ${c.toFixed(3)} / ${t.toFixed(3)} ms = the complete list at ${(t / c).toFixed(2)}× the two-step's speed`,
  );
  if (hooksOff) {
    const k = median(times.get('core')!);
    console.log(
      `${label}, the same games: complete list without the modules' moves hooks (no module variants) / two-step path, CPU: median ${k.toFixed(3)} / ${t.toFixed(3)} ms = ${(t / k).toFixed(2)}×; the hooks cost the complete list ${(c - k).toFixed(3)} ms per game`,
    );
  }
}

const args = process.argv.slice(2);
const siteOnly = args.includes('--site') || args.includes('--analysis-open');
const engineOnly = args.includes('--engine');
const botsOnly = args.includes('--bots');
const linksOnly = args.includes('--links');
const hostileOnly = args.includes('--hostile');
const write = !args.includes('--no-write');
/** The number after option `name` (`--expert 40`), or `fallback`. */
function optionNumber(name: string, fallback: number): number {
  const i = args.indexOf(name);
  const n = i >= 0 ? Number(args[i + 1]) : NaN;
  return Number.isFinite(n) && n >= 0 ? n : fallback;
}
const numberOf = new Set(
  ['--expert', '--budget', '--jobs', '--sets', '--versus', '--rounds', '--label']
    .map((o) => args.indexOf(o))
    .filter((i) => i >= 0)
    .map((i) => i + 1),
);
const games = Number(args.find((a, i) => /^\d+$/.test(a) && !numberOf.has(i)) ?? (botsOnly ? 200 : 2000));
if (botsOnly) {
  captured = [];
  console.log(`bot bench (node ${process.version}, one core)`);
  const { botBench, expertBench, questionBench } = await import('./bots.js');
  if (!args.includes('--expert-only')) botBench(games);
  const expertGames = optionNumber('--expert', 40);
  const sets = args.includes('--sets') ? args[args.indexOf('--sets') + 1]!.split(',') : ['base', 'all'];
  if (expertGames > 0)
    await expertBench(expertGames, optionNumber('--budget', EXPERT_BUDGET_MS), optionNumber('--jobs', 1), sets);
  questionBench();
  if (write) writeSection('bots', 'Free play: computer players', captured);
}
if (linksOnly) {
  captured = [];
  console.log('link bench');
  const { linkBench } = await import('./links.js');
  linkBench();
  if (write) writeSection('links', 'Analysis: link length and picture size', captured);
}
if (hostileOnly) {
  captured = [];
  console.log(`hostile input bench (node ${process.version}, one core)`);
  const { hostileBench } = await import('./hostile.js');
  hostileBench();
  if (write) writeSection('hostile', 'Loader and notation: hostile input', captured);
}
if (!siteOnly && !botsOnly && !linksOnly && !hostileOnly) {
  captured = [];
  console.log(`engine bench (node ${process.version}, one core)`);
  bench('base, 2 players', ['red', 'blue'], ['base'], games);
  bench('base, 5 players', ['red', 'blue', 'green', 'yellow', 'black'], ['base'], games);
  const ALL_EXPANSIONS = ['base', 'inns-cathedrals', 'king-robber-baron', 'anniversary-20', 'bathhouses'];
  bench('all modules, 2 players', ['red', 'blue'], ALL_EXPANSIONS, games);
  bench('all modules, 6 players', ['red', 'blue', 'green', 'yellow', 'black', 'pink'], ALL_EXPANSIONS, games);
  // every set a game can combine, Traders & Builders with its builder's second tiles and goods included
  const WITH_TRADERS = [...ALL_EXPANSIONS, 'river', 'abbot', 'traders-builders'];
  bench('all sets with Traders & Builders, 4 players', ['red', 'blue', 'green', 'yellow'], WITH_TRADERS, games);
  bench('base and Traders & Builders, 2 players', ['red', 'blue'], ['base', 'traders-builders'], games);
  ratio(ALL_EXPANSIONS, games);
  paths('base, 2 players', ['base'], games);
  paths('all modules, 2 players', ALL_EXPANSIONS, games);
  samePositions('base, 2 players', ['base'], games);
  samePositions('all modules, 2 players', ALL_EXPANSIONS, games, true);
  if (args.includes('--versus')) {
    const { versusBench } = await import('./versus.js');
    const label = args.includes('--label') ? args[args.indexOf('--label') + 1] : undefined;
    versusBench(
      args[args.indexOf('--versus') + 1]!,
      optionNumber('--rounds', 6),
      Math.max(1, Math.round(games / 10)),
      label,
    );
  }
  if (write) writeSection('engine', 'Engine: random full games', captured);
}
if (!engineOnly && !botsOnly && !linksOnly && !hostileOnly) {
  captured = [];
  const { siteBench } = await import('./site.js');
  await siteBench(args);
  if (write && args.includes('--analysis-open'))
    writeSection('analysis', 'Analysis board: a link to a usable board', captured);
  else if (write)
    writeSection('site', 'Site: build, size, JavaScript per page, first interactive frame, Lighthouse', captured);
}
if (write) print(`figures written to ${DOC.pathname}`);
