/**
 * Scenario files generated from random legal games: a position reached by
 * random moves (random module combination, player count and seed) is written
 * as scenario YAML, loaded with loadScenario and evaluated; the points and the
 * scoring events must equal those of the game itself, for the next move (the
 * scenario's `play`, with final scoring when the game ends with it) and for
 * final scoring at that point (`end: true` without a play).
 *
 * Set ENGINE_FC_RUNS for longer runs (fast-check picks a new seed each run and
 * prints it on failure).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import {
  Game,
  evaluateScenario,
  isEngineError,
  locationName,
  type Move,
  type ScoreEvent,
} from '../../src/engine/index.js';
import { loadScenario } from '../../src/engine/loader.js';
import { bathhouses } from '../../src/engine/modules/bathhouses/index.js';
import { krbState } from '../../src/engine/modules/king-robber-baron/index.js';
import { lcg } from '../../bench/random-game.js';

const EXPANSIONS = ['inns-cathedrals', 'king-robber-baron', 'anniversary-20', 'bathhouses'];
const COLOURS = ['red', 'blue', 'green', 'yellow', 'black', 'pink'];
const RUNS = Number(process.env.ENGINE_FC_RUNS ?? 80);

/** The position of a game as a scenario object (DESIGN 1.4), before its next move. */
function scenarioOf(g: Game, id: string): Record<string, unknown> {
  const meeples = new Map<number, { player: string; at: string; kind: string }[]>();
  for (const f of g.figuresOnBoard()) {
    const list = meeples.get(f.tile) ?? [];
    list.push({ player: g.players[f.player]!, at: locationName(f.loc), kind: f.kind });
    meeples.set(f.tile, list);
  }
  const ids = g.modules.map((m) => m.id);
  const s: Record<string, unknown> = {
    id,
    title: { cs: id },
    rules: ids,
    players: g.players,
    scores: Object.fromEntries(g.players.map((c, i) => [c, g.scores[i]])),
    board: g.board.tiles.map((p) => ({
      tile: p.tile.id,
      at: [p.x, p.y],
      rotation: p.q * 90,
      ...(meeples.has(p.index) ? { meeples: meeples.get(p.index) } : {}),
    })),
  };
  if (ids.includes('king-robber-baron')) {
    const k = krbState(g);
    const awards: Record<string, unknown> = {};
    if (k.king.holder >= 0) awards.king = { player: g.players[k.king.holder], size: k.king.size };
    if (k.robber.holder >= 0) awards.robber = { player: g.players[k.robber.holder], size: k.robber.size };
    if (Object.keys(awards).length) s.awards = awards;
  }
  if (ids.includes('bathhouses')) {
    const inside = bathhouses(g)
      .filter((h) => h.occupant)
      .map((h) => ({ at: [h.x, h.y], player: g.players[h.occupant!.player], kind: h.occupant!.kind }));
    if (inside.length) s.bathhouses = inside;
  }
  return s;
}

/** A move as a scenario `play` (module actions included). */
function playOf(g: Game, move: Move): Record<string, unknown> {
  const play: Record<string, unknown> = {
    player: g.players[g.player],
    tile: g.current,
    at: [move.x, move.y],
    rotation: move.rotation,
  };
  if (move.figure) play.meeple = { at: move.figure.at, kind: move.figure.kind };
  for (const a of move.actions ?? []) {
    if (a.module === 'anniversary-20' && a.type === 'symbol')
      play.symbol = { from: a.from, ...(a.meeple ? { meeple: a.meeple } : {}) };
    else if (a.module === 'bathhouses' && a.type === 'buyBack') play.buyBack = [a.x, a.y];
    else if (a.module === 'bathhouses' && a.type === 'bathhouse') play.bathhouse = a.at;
    else if (a.module === 'bathhouses' && a.type === 'order') play.scoreOrder = a.features;
    else throw new Error(`no scenario field for action ${a.module}/${a.type}`);
  }
  return play;
}

/** What a scoring event says, without where it is drawn. */
const gist = (e: ScoreEvent) => ({
  type: e.type,
  feature: e.feature,
  phase: e.phase,
  points: e.points,
  receivers: [...e.receivers].sort(),
  tiles: e.tiles,
  data: e.data,
});

/** Load and evaluate scenario YAML; fails with the problems when invalid. */
function evaluate(yaml: string) {
  const r = loadScenario(yaml, 'generated.yaml');
  if (!r.ok) throw new Error(`${r.problems.map((p) => `${p.path}: ${p.message}`).join('; ')}\n${yaml}`);
  return evaluateScenario(r.scenario);
}

/** Replay a game's history into a fresh game (same options). */
function replay(g: Game): Game {
  const c = Game.create(g.options);
  if (isEngineError(c)) throw new Error(c.code);
  for (const m of g.history) {
    const r = c.apply(m);
    if (isEngineError(r)) throw new Error(r.code);
  }
  return c;
}

const points = (g: Game, before: number[]) =>
  Object.fromEntries(g.players.map((c, i) => [c, g.scores[i]! - before[i]!]));

describe('scenario files generated from random legal games', () => {
  it('position → YAML → loadScenario → evaluateScenario equals the game', () => {
    fc.assert(
      fc.property(
        fc.subarray(EXPANSIONS),
        fc.integer({ min: 2, max: 6 }),
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.integer({ min: 0, max: 110 }),
        (modules, n, seed, stopAt) => {
          const players = COLOURS.slice(0, n === 6 && !modules.includes('inns-cathedrals') ? 5 : n);
          const g = Game.create({ players, modules, seed });
          if (isEngineError(g)) throw new Error(g.code);
          const rnd = lcg(seed);
          const pick = () => {
            const moves = g.legalMoves();
            return moves[Math.floor(rnd() * moves.length)]!;
          };
          while (!g.ended && g.turn < stopAt) {
            const r = g.apply(pick());
            if (isEngineError(r)) throw new Error(`${r.code} ${r.path}`);
          }
          if (g.ended) return;
          const id = `gen-${seed}-${g.turn}`;
          const position = scenarioOf(g, id);

          // Final scoring now (end: true, no play) against a replayed copy.
          const copy = replay(g);
          const before = [...copy.scores];
          const finalEvents = copy.finish();
          const end = evaluate(stringify({ ...position, end: true }));
          expect(end.points).toEqual(points(copy, before));
          expect(end.events.map(gist)).toEqual(finalEvents.map(gist));

          // The next move as the scenario's play (and final scoring if it ends the game).
          const move = pick();
          const scenario = { ...position, play: playOf(g, move) };
          const start = [...g.scores];
          const from = g.events.length;
          const r = g.apply(move);
          if (isEngineError(r)) throw new Error(`${r.code} ${r.path}`);
          const res = evaluate(stringify({ ...scenario, end: g.ended }));
          expect(res.points).toEqual(points(g, start));
          expect(res.events.map(gist)).toEqual(g.events.slice(from).map(gist));
        },
      ),
      { numRuns: RUNS },
    );
  }, 60_000);
});
