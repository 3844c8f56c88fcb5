/**
 * `npm run bench`: random full base games on one core (legal moves generated,
 * random choice, final scoring). Prints games per second and the median
 * milliseconds per game. Figures, not pass/fail.
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

const games = Number(process.argv[2] ?? 2000);
console.log(`engine bench (node ${process.version}, one core)`);
bench('base, 2 players', ['red', 'blue'], ['base'], games);
bench('base, 5 players', ['red', 'blue', 'green', 'yellow', 'black'], ['base'], games);
const ALL_EXPANSIONS = ['base', 'inns-cathedrals', 'king-robber-baron', 'anniversary-20', 'bathhouses'];
bench('all modules, 2 players', ['red', 'blue'], ALL_EXPANSIONS, games);
bench('all modules, 6 players', ['red', 'blue', 'green', 'yellow', 'black', 'pink'], ALL_EXPANSIONS, games);
