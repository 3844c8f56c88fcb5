/**
 * `Game.copy()`: a real copy of the game state (board, features, figures, supplies, scores,
 * pile and RNG, module state), not a replay of the history. A copy equals the game replayed
 * from its moves, plays on exactly as that replay does, and playing either leaves the other
 * as it was.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Game, isEngineError, notationOf, startScenario, playScenario, pointsSince } from '../../src/engine/index.js';
import { loadScenario } from '../../src/engine/loader.js';
import { lcg } from '../../bench/random-game.js';
import { moduleCombinations } from './notation-helpers.js';

/** Everything a game holds, as text: two games with the same text are the same state. */
function state(g: Game): string {
  return JSON.stringify({
    position: notationOf(g),
    players: g.players,
    scores: g.scores,
    supply: g.supply.map((s) => [...s]),
    pile: g.pile,
    current: g.current,
    setAside: g.setAside,
    player: g.player,
    turn: g.turn,
    rng: g.rngState,
    ended: g.ended,
    events: g.events,
    history: g.history,
    moduleState: g.moduleState,
    // every feature with the tiles it spans, as scoring counts them
    groups: g.board.allGroups().map((f) => ({ ...f, tileCount: g.board.tileCount(f) })),
    frontier: g.board.frontierCells(),
    placed: g.board.tiles.map((t) => [t.index, t.tile.id, t.x, t.y, t.q, t.nodeBase]),
    moves: g.ended ? [] : g.legalMoves(),
    status: g.status(),
    parked: g.parkedFigures(),
  });
}

/** Plays random legal moves (from `rnd`) until the game ends or `turns` moves are played. */
function playOn(g: Game, rnd: () => number, turns = Infinity): void {
  for (let i = 0; i < turns && !g.ended; i++) {
    const moves = g.legalMoves();
    const r = g.apply(moves[Math.floor(rnd() * moves.length)]!);
    if (isEngineError(r)) throw new Error(`${r.code} ${r.path}`);
  }
}

const playable = moduleCombinations().filter((m) => !m.includes('demo'));
const players = ['red', 'blue', 'green'];

describe('Game.copy', () => {
  it.each(playable.filter((_, i) => i % 3 === 0).map((m) => [m.join('+'), m] as const))(
    '%s: a copy equals the replay of the history and plays on like it',
    (_, modules) => {
      for (const seed of [3, 41]) {
        const g = Game.create({ players, modules, seed }) as Game;
        const rnd = lcg(seed);
        playOn(g, rnd, 10 + (seed % 30));
        const copy = g.copy();
        const replay = Game.create(g.options) as Game;
        for (const m of g.history) replay.apply(m);
        expect(copy).not.toBe(g);
        expect(copy.board).not.toBe(g.board);
        expect(state(copy)).toBe(state(replay));
        expect(state(copy)).toBe(state(g));

        // the copy and the replay play the rest of the game alike; the game itself stays
        const before = state(g);
        const seedOn = seed * 7 + 1;
        playOn(copy, lcg(seedOn));
        playOn(replay, lcg(seedOn));
        expect(copy.ended).toBe(true);
        expect(state(copy)).toBe(state(replay));
        expect(state(g)).toBe(before);

        // and the game plays on without touching its copy
        const after = state(copy);
        playOn(g, lcg(seed + 99), 5);
        expect(state(copy)).toBe(after);
      }
    },
  );

  it('a copy of a finished game, and of a game set up by hand (a worked example)', () => {
    const g = Game.create({ players: ['red', 'blue'], modules: ['base', 'inns-cathedrals'], seed: 5 }) as Game;
    playOn(g, lcg(5));
    expect(state(g.copy())).toBe(state(g));

    const file = 'content/examples/lazne/lazne-vykoupeni.yaml';
    const loaded = loadScenario(readFileSync(file, 'utf8'), file);
    if (!loaded.ok) throw new Error(loaded.problems.map((p) => p.message).join('; '));
    const start = startScenario(loaded.scenario);
    const copy = { game: start.game.copy(), startScores: start.startScores };
    expect(state(copy.game)).toBe(state(start.game));
    const events = playScenario(copy, loaded.scenario);
    expect(pointsSince(copy.game, copy.startScores)).toEqual(loaded.result.points);
    // the original is still the position before the play, and plays to the same events
    expect(playScenario(start, loaded.scenario)).toEqual(events);
    expect(state(start.game)).toBe(state(copy.game));
  });
});
