import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Game, getTile } from '../../src/engine/index.js';

// Board.completions must agree with what actually happens when the tile is placed.
describe('Board.completions', () => {
  it('foresees every completion of random legal placements (all modules)', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 1e9 }), fc.integer({ min: 5, max: 60 }), (seed, turns) => {
      const g = Game.create({ players: ['red', 'blue'], modules: ['base', 'inns-cathedrals', 'king-robber-baron', 'bathhouses'], seed });
      if ('code' in g) throw new Error(g.code);
      for (let i = 0; i < turns && g.current; i++) {
        const moves = g.legalMoves();
        if (!moves.length) break;
        const m = moves[Math.floor(g.random() * moves.length)]!;
        const tile = getTile(g.current)!;
        const predicted = g.board.completions(tile, m.x, m.y, m.rotation / 90) > 0;
        const before = g.board.allGroups().filter((x) => x.kind !== 'field' && isClosed(g, x)).length;
        g.apply({ x: m.x, y: m.y, rotation: m.rotation });
        const after = g.board.allGroups().filter((x) => x.kind !== 'field' && isClosed(g, x)).length;
        expect(predicted, `turn ${i}`).toBe(after > before || closedNew(g, m.x, m.y));
      }
    }), { numRuns: 25 });
  });
});

function isClosed(g: Game, grp: ReturnType<Game['board']['allGroups']>[number]): boolean {
  if (grp.kind === 'monastery') {
    const t = g.board.tiles[g.board.nodeTile[grp.parts[0]!]!]!;
    return g.board.neighbourCount(t.x, t.y) === 8;
  }
  return grp.open === 0;
}

/** A feature of the new tile closed on its own (counted as new even when merges hide it). */
function closedNew(g: Game, x: number, y: number): boolean {
  const p = g.board.at(x, y)!;
  return p.tile.features.some((f) => {
    const grp = g.board.group(p.nodeBase + f.index);
    return (f.kind === 'city' || f.kind === 'road') && grp.open === 0;
  });
}
