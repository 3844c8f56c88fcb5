/**
 * `npm run bench`: random full base games on one core (legal moves generated,
 * random choice, final scoring). Prints games per second and the median
 * milliseconds per game. Then the site figures (bench/site.ts: build, JavaScript per
 * page, the sandbox's first interactive frame). Figures, not pass/fail.
 *
 *   npm run bench                     engine, then site
 *   npm run bench -- --engine [N]     engine only (N games per line, default 2000)
 *   npm run bench -- --site [--dist DIR] [--keep]   site only (DIR: an existing build)
 */
import { randomGame } from './random-game.js';

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
      `${(tiles / games).toFixed(1)} tiles/game`,
  );
}

const args = process.argv.slice(2);
const siteOnly = args.includes('--site');
const engineOnly = args.includes('--engine');
const games = Number(args.find((a) => /^\d+$/.test(a)) ?? 2000);
if (!siteOnly) {
  console.log(`engine bench (node ${process.version}, one core)`);
  bench('base, 2 players', ['red', 'blue'], ['base'], games);
  bench('base, 5 players', ['red', 'blue', 'green', 'yellow', 'black'], ['base'], games);
  const ALL_EXPANSIONS = ['base', 'inns-cathedrals', 'king-robber-baron', 'anniversary-20', 'bathhouses'];
  bench('all modules, 2 players', ['red', 'blue'], ALL_EXPANSIONS, games);
  bench('all modules, 6 players', ['red', 'blue', 'green', 'yellow', 'black', 'pink'], ALL_EXPANSIONS, games);
}
if (!engineOnly) {
  const { siteBench } = await import('./site.js');
  await siteBench(args);
}
