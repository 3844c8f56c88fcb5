import { describe, expect, it } from 'vitest';
import { Game, getTile, isEngineError, type EngineError } from '../../src/engine/index.js';

const newGame = (seed = 1) => Game.create({ players: ['red', 'blue'], seed }) as Game;

describe('game setup and turns', () => {
  it('deals the start tile at [0,0] and 71 tiles, seeded', () => {
    const g = newGame(5);
    expect(g.board.tiles.map((t) => [t.tile.id, t.x, t.y, t.q])).toEqual([['BASE.D', 0, 0, 0]]);
    expect(g.pile.length + (g.current ? 1 : 0)).toBe(71);
    const h = newGame(5);
    expect(h.current).toBe(g.current);
    expect(h.pile).toEqual(g.pile);
    expect(newGame(6).pile).not.toEqual(g.pile);
  });

  it('validates players and modules with error codes and paths', () => {
    expect(Game.create({ players: ['red'] })).toMatchObject({ code: 'player.unknown', path: 'players' });
    expect(Game.create({ players: ['red', 'red'] })).toMatchObject({ code: 'player.unknown', path: 'players[1]' });
    expect(Game.create({ players: ['red', 'blue', 'green', 'yellow', 'black', 'pink'] })).toMatchObject({
      code: 'player.unknown',
    });
    expect(Game.create({ players: ['red', 'blue'], modules: ['base', 'nope'] })).toMatchObject({
      code: 'module.unknown',
      path: 'modules[1]',
    });
  });

  it('legal moves are all accepted; illegal ones come back as codes and change nothing', () => {
    const g = newGame(3);
    const moves = g.legalMoves();
    expect(moves.length).toBeGreaterThan(0);
    for (const m of moves) expect(g.check(m)).toBeUndefined();
    const err = g.apply({ x: 0, y: 0, rotation: 0 }) as EngineError;
    expect(err).toEqual({ code: 'cell.occupied', path: 'at', params: { x: 0, y: 0 } });
    expect(g.apply({ x: 9, y: 9, rotation: 0 })).toMatchObject({ code: 'placement.noNeighbour' });
    expect(g.board.tiles.length).toBe(1);
    expect(g.turn).toBe(0);
  });

  it('placements do not repeat symmetric rotations', () => {
    const g = Game.create({ players: ['red', 'blue'], deal: false }) as Game;
    g.board.place(getTile('BASE.D')!, 0, 0, 0);
    const u = g.board.placements(getTile('BASE.U')!);
    // U (road N–S) fits E and W of the start tile's road twice as many ways as its 2 distinct rotations allow
    expect(new Set(u.map((p) => p.join(','))).size).toBe(u.length);
    expect(u.every(([, , q]) => q === 0 || q === 1)).toBe(true);
    expect(g.board.placements(getTile('BASE.C')!).map((p) => p.join(','))).toEqual(['0,-1,0']);
  });

  it('a feature joined to an occupied one through another feature of the new tile is occupied', () => {
    // BASE.U (road N–S) at [0,0]: its west and east fields both meet the field of
    // the monastery tile above; the east field also meets blue's farmer on BASE.E to
    // the east. After the placement all of it is one field, occupied by blue.
    const g = Game.create({ players: ['red', 'blue'], deal: false }) as Game;
    g.board.place(getTile('BASE.A')!, 0, -1, 0); // monastery, road S
    const east = g.board.place(getTile('BASE.E')!, 1, 0, 0); // city N, field E S W
    g.putFigure(1, 'normal', east, 7); // ESE: the field
    g.setCurrent('BASE.U');
    const u = getTile('BASE.U')!;
    expect(u.features.map((f) => [f.kind, g.board.joinsFigures(u, 0, 0, 0, f.index)])).toEqual([
      ['road', false],
      ['field', true],
      ['field', true],
    ]);
    expect(g.figureOptions({ x: 0, y: 0, rotation: 0 })).toEqual([{ at: 'N', kind: 'normal' }]);
    expect(g.check({ x: 0, y: 0, rotation: 0, figure: { at: 'WSW', kind: 'normal' } })).toMatchObject({
      code: 'figure.occupied',
      path: 'figure.at',
    });
    expect(g.check({ x: 0, y: 0, rotation: 0, figure: { at: 'N', kind: 'normal' } })).toBeUndefined();
  });

  it('ties: every tied player scores in full', () => {
    const g = Game.create({ players: ['red', 'blue'], deal: false }) as Game;
    const e1 = g.board.place(getTile('BASE.E')!, 0, 0, 0); // city N
    const e2 = g.board.place(getTile('BASE.E')!, 0, -2, 2); // city S
    g.putFigure(0, 'normal', e1, 0);
    g.putFigure(1, 'normal', e2, 2);
    g.setCurrent('BASE.G');
    const r = g.apply({ x: 0, y: -1, rotation: 90 });
    expect(isEngineError(r)).toBe(false);
    expect(g.scores).toEqual([6, 6]);
    if (!isEngineError(r))
      expect(r.events[0]).toMatchObject({ feature: 'city', tiles: 3, receivers: ['red', 'blue'], points: 6 });
    expect(g.available(0, 'normal')).toBe(7);
  });

  it('a game ends when the pile is empty and runs final scoring once', () => {
    const g = newGame(11);
    while (!g.ended) g.apply(g.legalMoves()[0]!);
    expect(g.current).toBeNull();
    expect(g.legalMoves()).toEqual([]);
    expect(g.apply({ x: 0, y: 0, rotation: 0 })).toMatchObject({ code: 'game.over' });
    expect(g.finish()).toEqual([]);
  });

  it('undo replays the history', () => {
    const g = newGame(2);
    const first = g.current;
    g.apply(g.legalMoves()[0]!);
    const u = g.undo() as Game;
    expect(u.current).toBe(first);
    expect(u.board.tiles.length).toBe(1);
    expect(newGame().undo()).toMatchObject({ code: 'game.over' });
  });
});
