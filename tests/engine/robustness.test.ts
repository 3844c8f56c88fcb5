/**
 * Engine bugs found by trying to break it: module order and duplicates in a
 * rules list, far-away coordinates, figure kinds from one module meeting the
 * rules of another.
 */
import { describe, expect, it } from 'vitest';
import { Game, gameFromPosition, isEngineError, type Position } from '../../src/engine/index.js';
import { locationCode } from '../../src/engine/locations.js';
import { getTile } from '../../src/engine/tileset.js';
import { score, problems } from './modules/helpers.js';

const ROAD_TWO_INNS = (rules: string) => `
id: t
title: { cs: t }
rules: ${rules}
players: [red, blue]
board:
  - { tile: BASE.A, at: [-1, 0], rotation: 270 }
  - { tile: IC.B, at: [0, 0], rotation: 0, meeples: [ { player: red, at: W } ] }
  - { tile: IC.A, at: [1, 0], rotation: 0 }
play: { player: blue, tile: BASE.A, at: [1, 1], rotation: 180 }
`;

describe('rules lists', () => {
  it('base rules run first whatever the order of the list (inn road: 8, not 4)', () => {
    expect(score(ROAD_TWO_INNS('[base, inns-cathedrals]')).points).toEqual({ red: 8, blue: 0 });
    expect(score(ROAD_TWO_INNS('[inns-cathedrals, base]')).points).toEqual({ red: 8, blue: 0 });
    expect(score(ROAD_TWO_INNS('[inns-cathedrals]')).points).toEqual({ red: 8, blue: 0 });
  });

  it('a dealt demo game takes two players, red and blue; its positions only demo tiles, in hand too', () => {
    for (const players of [
      ['red', 'blue', 'green'],
      ['red', 'green'],
      ['yellow', 'blue'],
    ]) {
      const g = Game.create({ players, modules: ['demo'], seed: 1 });
      expect(isEngineError(g) && g.code, players.join()).toBe('player.unknown');
    }
    const g = Game.create({ players: ['blue', 'red'], modules: ['demo'], seed: 1 });
    expect(isEngineError(g)).toBe(false);
    const start = { players: ['red', 'blue'], tiles: [{ id: 'DEMO.03', x: 0, y: 0, rotation: 0 }], figures: [] };
    const position = (modules: string[], current: string) =>
      gameFromPosition({
        ...start,
        modules,
        scores: [0, 0],
        current,
        player: 0,
        over: false,
        copies: false,
        state: {},
      } as Position);
    for (const modules of [['demo'], ['demo', 'inns-cathedrals']]) {
      const r = position(modules, 'BASE.N');
      expect(isEngineError(r) && `${r.code} ${r.path}`, modules.join()).toBe('tile.set turn.tile');
    }
    expect(isEngineError(position(['inns-cathedrals'], 'BASE.N'))).toBe(true); // DEMO.03 on the board
  });

  it('demo listed before base keeps its 4 meeples and its ban on farmers', () => {
    const g = Game.create({ players: ['red', 'blue'], modules: ['demo', 'base'], seed: 1 });
    if (isEngineError(g)) throw new Error(g.code);
    expect(g.available(0, 'normal')).toBe(4);
    expect(
      problems(`
id: t
title: { cs: t }
rules: [demo, base]
players: [red, blue]
board:
  - { tile: DEMO.03, at: [0, 0], rotation: 0, meeples: [ { player: red, at: S } ] }
`).map((p) => p.path),
    ).toEqual(['board[0].meeples[0].kind']);
  });

  it('a module listed twice counts once (bathhouse bonus 5 once: 3 + 5 = 8)', () => {
    const yaml = (rules: string) => `
id: t
title: { cs: t }
rules: ${rules}
players: [red, blue]
board:
  - { tile: BASE.A, at: [0, -1], rotation: 0 }
  - { tile: BATH.03, at: [0, 0], rotation: 0, meeples: [ { player: red, at: N } ] }
play: { player: blue, tile: BASE.A, at: [0, 1], rotation: 180 }
`;
    expect(score(yaml('[base, bathhouses]')).points).toEqual({ red: 8, blue: 0 });
    expect(score(yaml('[base, bathhouses, bathhouses]')).points).toEqual({ red: 8, blue: 0 });
    const g = Game.create({ players: ['red', 'blue'], modules: ['inns-cathedrals', 'inns-cathedrals'], seed: 3 });
    if (isEngineError(g)) throw new Error(g.code);
    expect(g.modules.map((m) => m.id)).toEqual(['base', 'inns-cathedrals']);
    expect(g.pile.length + 1).toBe(71 + 18); // + the tile drawn
  });
});

describe('coordinates', () => {
  it('a move far away is refused and does not alias another cell', () => {
    const g = Game.create({ players: ['red', 'blue'], modules: ['base'], seed: 5 });
    if (isEngineError(g)) throw new Error(g.code);
    // [-1, 65536] packed into one number would be the start tile's cell [0, 0].
    for (const [x, y] of [
      [-1, 65536],
      [0, 1e300],
      [40000, 0],
    ] as const) {
      const r = g.check({ x, y, rotation: 0 });
      expect(r?.code, `${x},${y}`).toBe('placement.illegal');
      expect(r?.path).toBe('at');
    }
    expect(g.board.tiles.length).toBe(1);
  });

  it('a tile on the last row or column offers no placement beyond ±30000, and every move it offers plays', () => {
    const g = Game.create({ players: ['red', 'blue'], modules: ['base'], deal: false }) as Game;
    g.board.place(getTile('BASE.B')!, 30000, -30000, 0);
    g.setCurrent('BASE.B');
    const moves = g.legalMoves();
    expect([...new Set(moves.map((m) => `${m.x},${m.y}`))].sort()).toEqual(['29999,-30000', '30000,-29999']);
    for (const m of moves) expect(isEngineError(g.check(m))).toBe(false);
  });
});

describe('demo with inns & cathedrals', () => {
  it('no move puts any figure (the large meeple included) on a field', () => {
    const g = Game.create({ players: ['red', 'blue'], modules: ['demo', 'inns-cathedrals'], seed: 9 });
    if (isEngineError(g)) throw new Error(g.code);
    let large = 0;
    while (!g.ended) {
      const tile = getTile(g.current!)!;
      const moves = g.legalMoves();
      for (const m of moves) {
        if (!m.figure) continue;
        if (m.figure.kind === 'large') large++;
        const fi = tile.locFeature[m.rotation / 90]![locationCode(m.figure.at)]!;
        expect(tile.features[fi]!.kind, `${tile.id} ${m.figure.kind} ${m.figure.at}`).not.toBe('field');
      }
      const r = g.apply(moves[moves.length - 1]!);
      if (isEngineError(r)) throw new Error(r.code);
    }
    expect(large).toBeGreaterThan(0);
  });
});

describe('figures together on one tile feature in a scenario position', () => {
  const yaml = (rules: string, meeples: string) => `
id: t
title: { cs: t }
rules: ${rules}
players: [red, blue]
board:
  - { tile: BASE.E, at: [0, 0], rotation: 0, meeples: [ ${meeples} ] }
end: true
`;
  it('two of one player after a second meeple (anniversary): legal, both count', () => {
    expect(problems(yaml('[base, anniversary-20]', '{ player: red, at: N }, { player: red, at: N }'))).toEqual([]);
    expect(
      score(yaml('[base, anniversary-20]', '{ player: red, at: N }, { player: red, at: N }, { player: blue, at: S }'))
        .points,
    ).toEqual({ red: 1, blue: 0 });
  });
  it('two players, three figures, or no module that allows it: occupied', () => {
    expect(problems(yaml('[base]', '{ player: red, at: N }, { player: red, at: N }')).map((p) => p.path)).toEqual([
      'board[0].meeples[1].at',
    ]);
    expect(
      problems(yaml('[base, anniversary-20]', '{ player: red, at: N }, { player: blue, at: N }')).map((p) => p.path),
    ).toEqual(['board[0].meeples[1].at']);
    expect(
      problems(
        yaml('[base, anniversary-20]', '{ player: red, at: N }, { player: red, at: N }, { player: red, at: N }'),
      ).map((p) => p.path),
    ).toEqual(['board[0].meeples[2].at']);
  });
});
