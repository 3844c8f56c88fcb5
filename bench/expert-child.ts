/**
 * One job of `npm run bench -- --bots --jobs N` (bench/bots.ts `expertGames`): plays the
 * expert-against-advanced games `from`, `from + step`, … below `games` and prints their
 * results as JSON (`[index, {lead, times}]` pairs) on standard output.
 * Arguments: modules (comma-separated), from, step, games, budget (ms).
 */
import { expertGame } from './bots.js';

const [modules, from, step, games, budget] = process.argv.slice(2);
const out: [number, ReturnType<typeof expertGame>][] = [];
for (let i = Number(from); i < Number(games); i += Number(step))
  out.push([i, expertGame(modules!.split(','), i, Number(budget))]);
process.stdout.write(JSON.stringify(out));
