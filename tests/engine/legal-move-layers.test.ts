import { describe, expect, it } from 'vitest';
import { Game, getTile, type Move } from '../../src/engine/index.js';
import { lcg } from '../../bench/random-game.js';

// Game.placements / figureOptions / legalMovesAt are layers of legalMoves:
// the whole list is legalMovesAt over placements, in that order.

const ALL = ['base', 'inns-cathedrals', 'king-robber-baron', 'anniversary-20', 'bathhouses'];

describe('legal moves in layers', () => {
  it('legalMoves is legalMovesAt over placements; figureOptions are the core figure moves (random positions, all modules)', () => {
    let positions = 0;
    let figures = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const g = Game.create({
        players: ['red', 'blue', 'green'].slice(0, 2 + (seed % 2)),
        modules: seed % 3 ? ALL : ['base'],
        seed,
      }) as Game;
      const rnd = lcg(seed);
      while (!g.ended) {
        positions++;
        const all = g.legalMoves();
        const places = g.placements();
        const tile = getTile(g.current!)!;
        expect(places).toEqual(g.board.placements(tile).map(([x, y, q]) => ({ x, y, rotation: q * 90 })));
        const layered: Move[] = [];
        for (const p of places) {
          const here = g.legalMovesAt(p);
          expect(here).toContainEqual(p); // the move without a figure (module variants may come first)
          const options = g.figureOptions(p);
          figures += options.length;
          expect(options).toEqual(here.filter((m) => m.figure && !m.actions).map((m) => m.figure));
          layered.push(...here);
        }
        expect(layered).toEqual(all);
        g.apply(all[Math.floor(rnd() * all.length)]!);
      }
    }
    expect(positions).toBeGreaterThan(900);
    expect(figures).toBeGreaterThan(10_000);
  }, 60_000);

  it('an illegal placement has no figure options and no moves', () => {
    const g = Game.create({ players: ['red', 'blue'], seed: 3 }) as Game;
    expect(g.figureOptions({ x: 0, y: 0, rotation: 0 })).toEqual([]); // the start tile's cell
    expect(g.legalMovesAt({ x: 9, y: 9, rotation: 0 })).toEqual([]); // no neighbour
    expect(g.legalMovesAt({ x: 0, y: -1, rotation: 45 as never })).toEqual([]);
  });

  it('figureOptions with named kinds ignores the supply, not the rules', () => {
    const g = Game.create({ players: ['red', 'blue'], seed: 3 }) as Game;
    const p = g.placements()[0]!;
    const options = g.figureOptions(p);
    expect(options.length).toBeGreaterThan(0);
    while (g.available(0, 'normal') > 0) g.takeFigure(0, 'normal');
    expect(g.figureOptions(p)).toEqual([]);
    expect(g.figureOptions(p, ['normal'])).toEqual(options);
    expect(g.legalMovesAt(p)).toEqual([p]);
  });
});
