/**
 * A position survives the notation: random games for every combination of
 * rule modules (base always on), and at random points of each game the
 * position goes through its notation (`notationOf` → `readNotation`). The
 * game read back must offer the same legal moves (compared as sets of
 * canonical JSON) and give the same final scoring (`finish()` on a copy of
 * the played game — replayed from its moves — against `finish()` on the game
 * read back), and its notation must be the text it was read from. The test
 * also counts positions whose module state is in play (bathhouse occupants,
 * award holders) so that it keeps testing them.
 */
import { describe, expect, it } from 'vitest';
import { isEngineError, notationOf, readNotation, type Game, type Move } from '../../src/engine/index.js';
import { lcg } from '../../bench/random-game.js';
import { finalResult, moduleCombinations, moveSet, playUntil, replay } from './notation-helpers.js';

const COLOURS = ['red', 'blue', 'green', 'yellow', 'black', 'pink'];

describe('notation round trip keeps legal moves and final scoring (random games, every module combination)', () => {
  const combos = moduleCombinations();
  const total = { positions: 0, finals: 0, bathhouse: 0, award: 0 };
  it.each(combos.map((m) => [m.join('+'), m] as const))(
    '%s',
    (_, modules) => {
      const counts = { positions: 0, finals: 0, bathhouse: 0, award: 0 };
      for (let game = 0; game < 2; game++) {
        const seed = 1000 * combos.findIndex((c) => c === modules) + game;
        // the demo game is for red and blue only (its module refuses other positions)
        const players = modules.includes('demo')
          ? ['red', 'blue']
          : COLOURS.slice(0, 2 + ((seed + game) % (modules.includes('inns-cathedrals') ? 5 : 4)));
        const options = { players, modules, seed };
        const rnd = lcg(seed * 7 + 1);
        const finalAt = Math.floor(rnd() * 72);
        const { game: end, history } = playUntil(options, (g, moves) => {
          if (rnd() < 0.15 || moves.length === finalAt) check(g, moves, moves.length === finalAt);
          return false;
        });
        check(end, history, true);

        function check(g: Game, moves: readonly Move[], final: boolean) {
          const at = moves.length;
          const text = notationOf(g);
          const back = readNotation(text);
          if (isEngineError(back)) throw new Error(`${text}: ${back.code} ${back.path} ${JSON.stringify(back.params)}`);
          counts.positions++;
          if (/~[^~]*bathhouses\./.test(text)) counts.bathhouse++;
          if (/king-robber-baron\./.test(text)) counts.award++;
          expect(notationOf(back), `${text} (step ${at})`).toBe(text);
          expect(moveSet(back), `${text} (step ${at})`).toEqual(moveSet(g));
          if (final) {
            counts.finals++;
            const copy = replay(options, moves);
            expect(finalResult(back), `${text} (step ${at})`).toEqual(finalResult(copy));
          }
        }
      }
      expect(counts.positions).toBeGreaterThan(modules.includes('demo') ? 1 : 10); // the demo pile holds one tile
      for (const k of Object.keys(total) as (keyof typeof total)[]) total[k] += counts[k];
    },
    60_000,
  );

  it('the positions checked hold module state: bathhouse occupants, award holders', () => {
    expect(total.positions).toBeGreaterThan(400);
    expect(total.finals).toBeGreaterThan(50);
    expect(total.bathhouse).toBeGreaterThan(20);
    expect(total.award).toBeGreaterThan(50);
    // No extra-turn tile is in any pile (only an illustrative one exists): notation.test.ts checks that state.
  });
});
