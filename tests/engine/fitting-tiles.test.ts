/**
 * `fittingTiles` ("what fits here?") against the board's own placement list and
 * against the tiles' edges read side by side with the neighbours.
 */
import { describe, expect, it } from 'vitest';
import { ALL_MODULES, Game, fittingTiles, getTile, type Board } from '../../src/engine/index.js';
import { lcg } from '../../bench/random-game.js';

const KNOWN = ALL_MODULES.flatMap((m) => m.tileSets ?? [])
  .flatMap((s) => s.tiles)
  .filter((t) => getTile(t.id))
  .map((t) => t.id);
const DX = [0, 1, 0, -1];
const DY = [-1, 0, 1, 0];

/** Whether `id` turned `q` matches every neighbour of [x, y], read edge by edge. */
function matchesNeighbours(board: Board, id: string, x: number, y: number, q: number): boolean {
  const t = getTile(id)!;
  let touches = false;
  for (let s = 0; s < 4; s++) {
    const o = board.at(x + DX[s]!, y + DY[s]!);
    if (!o) continue;
    touches = true;
    if (o.tile.edges[o.q]![(s + 2) & 3] !== t.edges[q]![s]) return false;
  }
  return touches;
}

describe('fittingTiles', () => {
  it('lists, for every frontier cell of random games, exactly the placements the board offers', () => {
    let cells = 0;
    let dead = 0;
    for (let seed = 1; seed <= 4; seed++) {
      const g = Game.create({
        players: ['red', 'blue'],
        modules: ALL_MODULES.map((m) => m.id).filter((id) => id !== 'demo'),
        seed,
      }) as Game;
      const rnd = lcg(seed);
      for (let turn = 0; turn < 25 && !g.ended; turn++) {
        const moves = g.legalMoves();
        g.apply(moves[Math.floor(rnd() * moves.length)]!);
      }
      const byTile = new Map(KNOWN.map((id) => [id, g.board.placements(getTile(id)!)]));
      for (const [x, y] of g.board.frontierCells()) {
        cells++;
        const got = fittingTiles(g.board, x, y, KNOWN);
        const want = KNOWN.map((id) => ({
          id,
          rotations: byTile
            .get(id)!
            .filter(([px, py]) => px === x && py === y)
            .map(([, , q]) => q * 90),
        })).filter((e) => e.rotations.length > 0);
        expect(got).toEqual(want);
        for (const e of got)
          for (const r of e.rotations) expect(matchesNeighbours(g.board, e.id, x, y, r / 90)).toBe(true);
        if (!got.length) dead++;
      }
    }
    expect(cells).toBeGreaterThan(100);
    expect(dead).toBeLessThan(cells);
  });

  it('counts symmetric rotations once, skips repeated, unknown and award ids, and answers nothing for a taken cell', () => {
    const g = Game.create({
      players: ['red', 'blue'],
      modules: ['king-robber-baron', 'anniversary-20'],
      seed: 1,
    }) as Game;
    // the start tile (BASE.D, city north, road west–east) is at [0, 0]; south of it is a field edge
    const below = fittingTiles(g.board, 0, 1, ['BASE.B', 'BASE.B', 'BASE.C', 'KRB.KING', 'A20.A', 'NOPE.X']);
    expect(below.map((e) => e.id)).toEqual(['BASE.B']);
    // a monastery on fields only looks the same in every rotation
    expect(getTile('BASE.B')!.distinctTurns).toEqual([0]);
    expect(below[0]!.rotations).toEqual([0]);
    expect(fittingTiles(g.board, 0, 0, KNOWN)).toEqual([]);
    expect(fittingTiles(g.board, 5, 5, KNOWN)).toEqual([]);
  });

  it('on an empty board every kind fits the centre in each distinct rotation', () => {
    const g = Game.create({ players: ['red', 'blue'], seed: 1 }) as Game;
    const empty = new (g.board.constructor as new () => Board)();
    const all = fittingTiles(empty, 0, 0, KNOWN);
    expect(all.map((e) => e.id)).toEqual(KNOWN);
    for (const e of all) expect(e.rotations).toEqual(getTile(e.id)!.distinctTurns.map((q) => q * 90));
    expect(fittingTiles(empty, 1, 0, KNOWN)).toEqual([]);
  });
});
