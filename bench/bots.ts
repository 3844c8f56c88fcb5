/**
 * `npm run bench -- --bots [N]`: free play's computer players against each other. N two-player
 * games (default 200) of the advanced level against the beginner, the advanced bot first in
 * turn in half of them, with the four fully known rule sets; prints the advanced level's win
 * rate (a tie is not a win) and the median and largest milliseconds per advanced move.
 */
import { chooseMove, type BotLevel } from '../src/play/bots.js';
import { moduleChoices, playIndex, replay } from '../src/play/record.js';

/** Plays the matches and prints one line per module set. */
export function botBench(games: number): void {
  const playable = moduleChoices()
    .filter((m) => !m.unknown && !m.standalone)
    .map((m) => m.id);
  for (const modules of [['base'], playable]) {
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
