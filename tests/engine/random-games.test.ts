import { describe, expect, it } from 'vitest';
import { Game, type ScoreEvent } from '../../src/engine/index.js';
import { randomGame } from '../../bench/random-game.js';
import { figuresInBathhouses } from '../../src/engine/modules/bathhouses/index.js';

/** Games per test: 1,000 by default; `RANDOM_GAMES=10000 npx vitest run tests/engine/random-games.test.ts` for more. */
const GAMES = Math.max(1, Math.floor(Number(process.env.RANDOM_GAMES ?? 1000)) || 1000);
const ALL = ['base', 'inns-cathedrals', 'king-robber-baron', 'anniversary-20', 'bathhouses'];

/** Points every player received by the events, by player index. */
function pointsByEvents(g: Game): number[] {
  const out = g.players.map(() => 0);
  for (const e of g.events as ScoreEvent[]) for (const c of e.receivers) out[g.playerIndex(c)]! += e.points;
  return out;
}

/** Every figure of every player is in the supply, on the board or in a bathhouse. */
function figuresKept(g: Game): boolean {
  const held = new Map<string, number>();
  const count = (player: number, kind: string) =>
    held.set(`${player}:${kind}`, (held.get(`${player}:${kind}`) ?? 0) + 1);
  for (const f of g.figuresOnBoard()) count(f.player, f.kind);
  if (g.modules.some((m) => m.id === 'bathhouses')) for (const f of figuresInBathhouses(g)) count(f.player, f.kind);
  return g.players.every((_, p) =>
    [...g.figureKinds.values()].every((k) => g.available(p, k.id) + (held.get(`${p}:${k.id}`) ?? 0) === k.perPlayer),
  );
}

describe('random full games', () => {
  it(`${GAMES} random full base games run without an exception`, () => {
    let tiles = 0;
    for (let i = 0; i < GAMES; i++) {
      const g = randomGame(i, i % 2 ? ['red', 'blue'] : ['red', 'blue', 'green', 'yellow', 'black']);
      expect(g.ended).toBe(true);
      tiles += g.board.tiles.length + g.setAside.length;
      if (i % 50 === 0) {
        expect(g.scores).toEqual(pointsByEvents(g));
        expect(figuresKept(g)).toBe(true);
      }
    }
    expect(tiles).toBe(72 * GAMES);
  }, 600_000);

  it(`${GAMES} random full games with every expansion module run without an exception`, () => {
    for (let i = 0; i < GAMES; i++) {
      const players = i % 2 ? ['red', 'blue'] : ['red', 'blue', 'green', 'yellow', 'black', 'pink'];
      const fresh = Game.create({ players, modules: ALL, seed: i }) as Game;
      const dealt = fresh.pile.length + (fresh.current ? 1 : 0) + fresh.board.tiles.length;
      const g = randomGame(i, players, ALL);
      expect(g.ended).toBe(true);
      expect(g.board.tiles.length + g.setAside.length).toBe(dealt);
      expect(g.scores).toEqual(pointsByEvents(g));
      if (i % 20 === 0) expect(figuresKept(g)).toBe(true);
    }
  }, 600_000);
});
