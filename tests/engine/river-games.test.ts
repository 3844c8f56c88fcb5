/**
 * Free play with the river (`base,river`): seeded whole games of the computer players
 * end, and the river they lay is legal: every river tile continues the river (one water
 * line from the spring, no water side left open but the last), the lake closes it, and no
 * two bends in a row turn the same way.
 */
import { describe, expect, it } from 'vitest';
import { chooseMove, type BotLevel } from '../../src/engine/bots.js';
import { Game } from '../../src/engine/index.js';
import { turnOf, waterSides } from '../../src/engine/modules/river/index.js';
import type { PlacedTile } from '../../src/engine/types.js';

const DX = [0, 1, 0, -1];
const DY = [-1, 0, 1, 0];

/** The river tiles from the spring along the water, with the side each is entered by (-1 for the spring). */
function riverPath(g: Game): { p: PlacedTile; from: number; to: number }[] {
  const path: { p: PlacedTile; from: number; to: number }[] = [];
  let p = g.board.at(0, 0);
  let from = -1;
  while (p) {
    const sides = waterSides(p.tile, p.q);
    let to = -1;
    for (let s = 0; s < 4; s++) if ((sides >> s) & 1 && s !== from) to = s;
    path.push({ p, from, to });
    if (to < 0) break;
    const next = g.board.at(p.x + DX[to]!, p.y + DY[to]!);
    from = (to + 2) & 3;
    p = next;
  }
  return path;
}

function play(seed: number, levels: BotLevel[]): Game {
  const g = Game.create({ players: ['red', 'blue'], modules: ['base', 'river'], seed }) as Game;
  let turns = 0;
  while (!g.ended) {
    const moves = g.legalMoves();
    const i = chooseMove(g, levels[g.player]!, { seed: seed * 31 + turns });
    expect(i).toBeGreaterThanOrEqual(0);
    expect(i).toBeLessThan(moves.length);
    expect(g.apply(moves[i]!)).not.toHaveProperty('code');
    turns++;
  }
  return g;
}

function checkRiver(g: Game): void {
  const river = g.board.tiles.filter((t) => t.tile.id.startsWith('RIVER.'));
  // the river tiles are the first ones laid
  expect(g.board.tiles.slice(0, river.length)).toEqual(river);
  const path = riverPath(g);
  // every river tile lies on the one river from the spring
  expect(path.length).toBe(river.length);
  for (let i = 1; i < path.length; i++) {
    const { p, from, to } = path[i]!;
    const prev = path[i - 1]!;
    if (to < 0 || prev.from < 0) continue;
    const turn = turnOf(from, to);
    const prevTurn = turnOf(prev.from, prev.to);
    if (turn !== 0) expect(turn, `${p.tile.id} at [${p.x}, ${p.y}] turns as the bend before it`).not.toBe(prevTurn);
  }
  // no water side meets a tile without water (the board's edge check) and at most one is open
  let open = 0;
  for (const { p } of path) {
    const sides = waterSides(p.tile, p.q);
    for (let s = 0; s < 4; s++) if ((sides >> s) & 1 && !g.board.at(p.x + DX[s]!, p.y + DY[s]!)) open++;
  }
  expect(open).toBeLessThanOrEqual(1);
  if (river.some((t) => t.tile.id === 'RIVER.L')) expect(open).toBe(0);
}

describe('free play with the river', () => {
  it.each([1, 2, 3, 4, 5, 6])('seed %i: beginners play the whole game and lay a legal river', (seed) => {
    const g = play(seed, ['beginner', 'beginner']);
    expect(g.ended).toBe(true);
    checkRiver(g);
    // the twelve river tiles and the base game's 71 (its start copy is not used), less any set aside
    expect(g.board.tiles.length + g.setAside.length).toBe(12 + 71);
  });

  it('the advanced player against the beginner: a whole game, a legal river', () => {
    const g = play(11, ['advanced', 'beginner']);
    expect(g.ended).toBe(true);
    checkRiver(g);
    expect(g.board.tiles.filter((t) => t.tile.id.startsWith('RIVER.')).length).toBeGreaterThanOrEqual(10);
  });
});
