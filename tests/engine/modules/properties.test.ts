/**
 * Property tests with the expansion modules on: random full games with every
 * combination of modules run without an exception, figures are conserved
 * after every move (supply + board + bathhouses = the starting count), and
 * scores change only through score events (each move's events, the final
 * scoring's with the last move).
 * ENGINE_FC_RUNS sets the number of random games for longer runs.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Game, isEngineError, type ScoreEvent } from '../../../src/engine/index.js';
import { figuresInBathhouses } from '../../../src/engine/modules/bathhouses/index.js';
import { lcg } from '../../../bench/random-game.js';

const EXPANSIONS = ['inns-cathedrals', 'king-robber-baron', 'anniversary-20', 'bathhouses', 'traders-builders'];
const COLOURS = ['red', 'blue', 'green', 'yellow', 'black', 'pink'];

/** Every subset of the five expansions, plus the demo (alone and with the others). */
const COMBOS: string[][] = [];
for (let mask = 0; mask < 32; mask++) COMBOS.push(EXPANSIONS.filter((_, i) => mask & (1 << i)));
COMBOS.push(['demo'], ['demo', ...EXPANSIONS]);

/** Starting count of each figure kind per player. */
function startCounts(g: Game): Map<string, number> {
  return new Map([...g.figureKinds.values()].map((k) => [k.id, k.perPlayer]));
}

/** Throws when a player's figures (supply + board + bathhouses) differ from the start. */
function checkConservation(g: Game, start: Map<string, number>): void {
  const inBath = g.modules.some((m) => m.id === 'bathhouses') ? figuresInBathhouses(g) : [];
  const board = g.figuresOnBoard();
  for (let p = 0; p < g.players.length; p++) {
    for (const [kind, n] of start) {
      const total =
        g.available(p, kind) +
        board.filter((f) => f.player === p && f.kind === kind).length +
        inBath.filter((f) => f.player === p && f.kind === kind).length;
      if (total !== n) throw new Error(`${g.players[p]} ${kind}: ${total} figures, expected ${n} (turn ${g.turn})`);
    }
  }
}

/** Points per player index that score events hand out. */
function eventPoints(g: Game, events: readonly ScoreEvent[]): number[] {
  const out = g.players.map(() => 0);
  for (const e of events) for (const c of e.receivers) out[g.playerIndex(c)]! += e.points;
  return out;
}

/**
 * One random full game with `players` players, or fewer when the modules take
 * fewer (the engine's own limit: the demo game is for two); checks
 * conservation and the score events after every move.
 */
function play(modules: string[], players: number, seed: number): Game {
  let g = Game.create({ players: COLOURS.slice(0, players), modules, seed });
  while (isEngineError(g) && g.code === 'player.unknown' && players > 2)
    g = Game.create({ players: COLOURS.slice(0, --players), modules, seed });
  if (isEngineError(g)) throw new Error(`${g.code} ${g.path}`);
  const start = startCounts(g);
  const rnd = lcg(seed * 31 + 7);
  let guard = 0;
  while (!g.ended) {
    const moves = g.legalMoves();
    if (!moves.length) throw new Error('no legal move while the game is running');
    const before = [...g.scores];
    const r = g.apply(moves[Math.floor(rnd() * moves.length)]!);
    if (isEngineError(r)) throw new Error(`${r.code} ${r.path}`);
    checkConservation(g, start);
    const events = g.ended ? [...r.events, ...g.events.filter((e) => e.phase === 'final')] : r.events;
    const delta = g.scores.map((s, i) => s - before[i]!);
    if (JSON.stringify(eventPoints(g, events)) !== JSON.stringify(delta))
      throw new Error(`scores moved by ${delta}, the events hand out ${eventPoints(g, events)} (turn ${g.turn})`);
    if (++guard > 500) throw new Error('game does not end');
  }
  checkConservation(g, start);
  return g;
}

describe('random games with every combination of modules', () => {
  it('run to the end without an exception and conserve figures', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: COMBOS.length - 1 }),
        fc.integer({ min: 2, max: 6 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        (ci, n, seed) => {
          const modules = COMBOS[ci]!;
          const players = n === 6 && !modules.includes('inns-cathedrals') ? 5 : n;
          const g = play(modules, players, seed);
          expect(g.ended).toBe(true);
        },
      ),
      { numRuns: Number(process.env.ENGINE_FC_RUNS ?? 120) },
    );
  }, 120_000);

  it('every combination at least once', () => {
    for (const [i, modules] of COMBOS.entries()) {
      const g = play(modules, 2 + (i % 4), 1000 + i);
      expect(g.ended, modules.join('+')).toBe(true);
    }
  }, 120_000);

  it('with all expansions, the tiles of every set are placed', () => {
    const g = play(EXPANSIONS, 4, 77);
    const sets = new Set(g.board.tiles.map((t) => t.tile.id.split('.')[0]));
    for (const s of ['BASE', 'IC', 'KRB', 'A20', 'BATH', 'TB']) expect(sets.has(s), s).toBe(true);
  });
});
