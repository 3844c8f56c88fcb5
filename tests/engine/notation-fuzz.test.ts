/**
 * Fuzzing the position notation: 3,000 seeded mutations (notation-helpers.ts
 * `mutate`: characters, numbers, items, sections, words of the format) of the
 * notation of real positions — random games of every module combination at
 * random points, and every worked example's position. Each mutated text must
 * either be refused with an EngineError, or read (`readNotation`) into a game
 * whose notation is the text itself, whose `legalMoves()` and a move and
 * final scoring do not throw. The position parsed without the canonical check
 * (`parseNotation` + `gameFromPosition`) must give a game as safe, whose
 * notation reads back to itself. Never an exception.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  Game,
  gameFromPosition,
  isEngineError,
  notationOf,
  parseNotation,
  readNotation,
} from '../../src/engine/index.js';
import { loadScenario } from '../../src/engine/loader.js';
import { buildPosition } from '../../src/engine/scenario.js';
import { lcg } from '../../bench/random-game.js';
import { moduleCombinations, mutate, playUntil } from './notation-helpers.js';

const COLOURS = ['red', 'blue', 'green', 'yellow', 'black', 'pink'];
const examples = join(import.meta.dirname, '..', '..', 'content', 'examples');

/** Notation of real positions: 64 random-game positions and the worked examples. */
function seeds(): string[] {
  const out: string[] = [];
  const combos = moduleCombinations();
  const rnd = lcg(2024);
  for (let i = 0; i < 64; i++) {
    const steps = Math.floor(rnd() * 90);
    const modules = combos[i % combos.length]!;
    // the demo game is for two players (Game.create refuses more)
    const players = COLOURS.slice(0, modules.includes('demo') ? 2 : 2 + (i % 4));
    const { game } = playUntil({ players, modules, seed: 100 + i }, (_, h) => h.length >= steps);
    out.push(notationOf(game));
  }
  for (const dir of readdirSync(examples, { withFileTypes: true })) {
    if (!dir.isDirectory()) continue;
    for (const f of readdirSync(join(examples, dir.name)).filter((n) => n.endsWith('.yaml'))) {
      const r = loadScenario(readFileSync(join(examples, dir.name, f), 'utf8'), f);
      if (!r.ok) continue;
      const g = buildPosition(r.scenario, f, [])!;
      if (r.scenario.play) {
        g.player = g.playerIndex(r.scenario.play.player);
        g.setCurrent(r.scenario.play.tile);
      }
      out.push(notationOf(g));
    }
  }
  return out;
}

/** Use a game read from a mutated text the way a page would: moves, one move, final scoring. */
function exercise(g: Game): void {
  const moves = g.legalMoves();
  g.status();
  g.parkedFigures();
  if (moves.length) {
    const r = g.apply(moves[moves.length >> 1]!);
    expect(
      isEngineError(r) ? `${r.code} ${r.path} ${notationOf(g)} ${JSON.stringify(moves[moves.length >> 1])}` : false,
    ).toBe(false);
  }
  g.finish();
}

describe('notation fuzzing (seeded)', () => {
  it('3,000 mutated notations: each refused with an EngineError or read into a safe, canonical game', () => {
    const base = seeds();
    expect(base.length).toBeGreaterThan(90);
    const rnd = lcg(77);
    const stats = { total: 0, accepted: 0, lenient: 0, thrown: 0 };
    const thrown: string[] = [];
    for (let i = 0; i < 3000; i++) {
      const text = mutate(base[i % base.length]!, rnd, base[Math.floor(rnd() * base.length)]!);
      stats.total++;
      try {
        const g = readNotation(text);
        if (g instanceof Game) {
          stats.accepted++;
          expect(notationOf(g), text).toBe(text);
          exercise(g);
        } else {
          expect(typeof g.code, text).toBe('string');
          expect(typeof g.path, text).toBe('string');
        }
        const p = parseNotation(text);
        if (isEngineError(p)) continue;
        const g2 = gameFromPosition(p);
        if (!(g2 instanceof Game)) continue;
        stats.lenient++;
        const canon = notationOf(g2);
        const g3 = readNotation(canon);
        expect(isEngineError(g3), `${text} → ${canon}`).toBe(false);
        expect(notationOf(g3 as Game)).toBe(canon);
        exercise(g2);
      } catch (e) {
        if ((e as Error).name === 'AssertionError') throw e;
        stats.thrown++;
        thrown.push(`${text}: ${(e as Error).stack?.split('\n').slice(0, 3).join(' | ')}`);
      }
    }
    expect(thrown).toEqual([]);
    expect(stats.total).toBe(3000);
    // Enough of them are read to test the games read, not only the parser (about 250 when written).
    expect(stats.accepted).toBeGreaterThan(100);
  }, 60_000);
});
