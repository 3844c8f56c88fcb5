import { describe, expect, it } from 'vitest';
import { Game, getTile } from '../../../src/engine/index.js';
import { bathhouseAt, bathhouses } from '../../../src/engine/modules/bathhouses/index.js';
import { load, played, problems, score } from './helpers.js';
import { playMove, startScenario, type Scenario } from '../../../src/engine/scenario.js';

describe('bathhouses: tile data and setup (reference tiles.md §5)', () => {
  it('has the six tiles with their edges and values', () => {
    const ids = ['BATH.01', 'BATH.02', 'BATH.03', 'BATH.04', 'BATH.05', 'BATH.06'];
    expect(ids.map((id) => getTile(id)!.edgeString)).toEqual(['RRRR', 'FFRR', 'RFRF', 'CRRC', 'CFFC', 'CCFC']);
    const values = ids.map((id) =>
      getTile(id)!
        .features.map((f) => f.def.attrs?.bathhouse)
        .find((v) => v),
    );
    expect(values).toEqual([3, 4, 5, 3, 4, 5]);
  });

  it('uses 4 / 5 / 6 / 6 bathhouse tiles for 2 / 3 / 4 / 5 players', () => {
    const colours = ['red', 'blue', 'green', 'yellow', 'black'];
    for (const [n, want] of [
      [2, 4],
      [3, 5],
      [4, 6],
      [5, 6],
    ] as const) {
      for (const seed of [1, 2, 3]) {
        const g = Game.create({ players: colours.slice(0, n), modules: ['bathhouses'], seed }) as Game;
        expect([...g.pile, g.current!].filter((id) => id.startsWith('BATH.')).length, `${n} players`).toBe(want);
      }
    }
  });
});

// Bathhouse BATH.02 at [0,0] already surrounded by 8 tiles and free; red's lone
// knight on [1,-1] completes a city.
const surroundedFree = `
id: surrounded
title: { cs: t }
rules: [base, bathhouses]
players: [red, blue]
board:
  - { tile: BATH.02, at: [0, 0], rotation: 0 }
  - { tile: BASE.E, at: [0, -1], rotation: 0 }
  - { tile: BASE.E, at: [1, 0], rotation: 90 }
  - { tile: BASE.A, at: [0, 1], rotation: 180 }
  - { tile: BASE.A, at: [-1, 0], rotation: 270 }
  - { tile: BASE.E, at: [-1, -1], rotation: 0 }
  - { tile: BASE.E, at: [1, -1], rotation: 0, meeples: [ { player: red, at: N } ] }
  - { tile: BASE.E, at: [-1, 1], rotation: 180 }
  - { tile: BASE.E, at: [1, 1], rotation: 90 }
play: { player: blue, tile: BASE.E, at: [1, -2], rotation: 180 }
`;

describe('bathhouses: visits and release', () => {
  it('a follower sent into an already surrounded bathhouse stays there', () => {
    const g = played(surroundedFree);
    const h = bathhouseAt(g, 0, 0)!;
    expect(h.surrounded).toBe(true);
    expect(h.occupant).toEqual({ player: 0, kind: 'normal' });
    expect(g.available(0, 'normal')).toBe(6);
  });

  it('a follower in a bathhouse is listed among the parked figures of the game', () => {
    const g = played(surroundedFree);
    expect(g.parkedFigures()).toEqual([
      { player: 0, kind: 'normal', x: 0, y: 0, place: 'bathhouse', module: 'bathhouses' },
    ]);
    expect(g.figuresOnBoard().some((f) => f.player === 0)).toBe(false);
  });

  it('with no free bathhouse the lone follower returns to its owner', () => {
    const g = played(
      surroundedFree.replace(
        'rules: [base, bathhouses]',
        'rules: [base, bathhouses]\nbathhouses: [ { at: [0, 0], player: blue } ]',
      ),
    );
    expect(bathhouseAt(g, 0, 0)!.occupant).toEqual({ player: 1, kind: 'normal' });
    expect(g.available(0, 'normal')).toBe(7);
  });

  it('a large meeple can go into a bathhouse and comes back as a large meeple', () => {
    const yaml = surroundedFree
      .replace('rules: [base, bathhouses]', 'rules: [base, inns-cathedrals, bathhouses]')
      .replace('meeples: [ { player: red, at: N } ]', 'meeples: [ { player: red, at: N, kind: large } ]');
    const g = played(yaml);
    expect(bathhouseAt(g, 0, 0)!.occupant).toEqual({ player: 0, kind: 'large' });
    expect(g.available(0, 'large')).toBe(0);
  });

  it('the value counts only for completed features during play', () => {
    const r = score(`
id: value-end
title: { cs: t }
rules: [base, bathhouses]
players: [red, blue]
board:
  - { tile: BASE.A, at: [0, 0], rotation: 270, meeples: [ { player: red, at: E } ] }
  - { tile: BATH.03, at: [1, 0], rotation: 90 }
end: true
`);
    expect(r.points.red).toBe(2);
  });

  it('buying back needs an own follower in that bathhouse', () => {
    const ps = problems(`
id: buy
title: { cs: t }
rules: [base, bathhouses]
players: [red, blue]
bathhouses: [ { at: [1, 0], player: blue } ]
board:
  - { tile: BASE.D, at: [0, 0], rotation: 0 }
  - { tile: BATH.03, at: [1, 0], rotation: 90 }
play: { player: red, tile: BASE.U, at: [-1, 0], rotation: 90, buyBack: [1, 0] }
`);
    expect(ps.map((p) => p.code)).toContain('module.action');
  });

  it('a tile that surrounds a bathhouse offers no buy-back of it (its follower goes home free) and a scenario may not ask one', () => {
    const seven = surroundedFree
      .replace('rules: [base, bathhouses]', 'rules: [base, bathhouses]\nbathhouses: [ { at: [0, 0], player: red } ]')
      .replace('  - { tile: BASE.E, at: [1, 1], rotation: 90 }\n', '')
      .replace(', meeples: [ { player: red, at: N } ]', '');
    const eighth = seven.replace(
      'play: { player: blue, tile: BASE.E, at: [1, -2], rotation: 180 }',
      'play: { player: red, tile: BASE.E, at: [1, 1], rotation: 90 }',
    );
    const start = startScenario(load(eighth));
    const here = start.game.legalMoves().filter((m) => m.x === 1 && m.y === 1);
    expect(here.length).toBeGreaterThan(0);
    expect(here.some((m) => m.actions?.some((a) => a.type === 'buyBack'))).toBe(false);
    // elsewhere the same follower may be bought back
    expect(start.game.legalMoves().some((m) => m.actions?.some((a) => a.type === 'buyBack'))).toBe(true);
    const ps = problems(eighth.replace('at: [1, 1], rotation: 90 }', 'at: [1, 1], rotation: 90, buyBack: [0, 0] }'));
    expect(ps.map((p) => `${p.code} ${p.message}`).join()).toMatch(/module.action.*surrounds/);
    // the follower comes home free as the tile is laid
    const g = played(eighth);
    expect(bathhouseAt(g, 0, 0)!.occupant).toBeFalsy();
    expect(g.available(0, 'normal')).toBe(7);
  });

  it('reports a bathhouse entry on a tile without a bathhouse', () => {
    const ps = problems(`
id: nobath
title: { cs: t }
rules: [base, bathhouses]
players: [red, blue]
bathhouses: [ { at: [0, 0], player: red } ]
board:
  - { tile: BASE.D, at: [0, 0], rotation: 0 }
`);
    expect(ps.map((p) => p.path)).toContain('bathhouses[0].at');
  });

  it('tracks bathhouses placed during a game', () => {
    const g = Game.create({ players: ['red', 'blue'], modules: ['bathhouses'], seed: 11 }) as Game;
    while (!g.ended) g.apply(g.legalMoves()[0]!);
    const onBoard = g.board.tiles.filter((t) => t.tile.id.startsWith('BATH.')).length;
    expect(bathhouses(g).length).toBe(onBoard);
  });

  it('a bought-back follower can be placed even when the supply was empty', () => {
    const yaml = (buy: string) => `
id: last-follower
title: { cs: t }
rules: [base, bathhouses]
players: [red, blue]
bathhouses: [ { at: [1, 0], player: red } ]
board:
  - { tile: BASE.D, at: [0, 0], rotation: 0 }
  - { tile: BATH.03, at: [1, 0], rotation: 90 }
  - { tile: BASE.B, at: [0, 1], rotation: 0, meeples: [ { player: red, at: C }, { player: red, at: N } ] }
  - { tile: BASE.B, at: [1, 1], rotation: 0, meeples: [ { player: red, at: C }, { player: red, at: N } ] }
  - { tile: BASE.B, at: [2, 1], rotation: 0, meeples: [ { player: red, at: C }, { player: red, at: N } ] }
play: { player: red, tile: BASE.U, at: [-1, 0], rotation: 90, meeple: { at: W }${buy} }
`;
    expect(problems(yaml('')).map((p) => p.code)).toContain('figure.supply');
    expect(problems(yaml(', buyBack: [1, 0]'))).toEqual([]);
    expect(score(yaml(', buyBack: [1, 0]')).points.red).toBe(-5);
  });

  it('the active player orders simultaneous scorings: the first lone follower takes the only free bathhouse', () => {
    const yaml = (order: string) => `
id: order
title: { cs: t }
rules: [base, bathhouses]
players: [red, blue]
board:
  - { tile: BASE.E, at: [0, -1], rotation: 180, meeples: [ { player: blue, at: S } ] }
  - { tile: BASE.E, at: [0, 1], rotation: 0, meeples: [ { player: red, at: N } ] }
  - { tile: BATH.02, at: [-1, 0], rotation: 0 }
play: { player: red, tile: BASE.H, at: [0, 0], rotation: 0${order} }
`;
    expect(bathhouseAt(played(yaml('')), -1, 0)!.occupant!.player).toBe(1);
    expect(bathhouseAt(played(yaml(', scoreOrder: [ { on: [0, 0], at: S } ]')), -1, 0)!.occupant!.player).toBe(0);
    expect(score(yaml('')).points).toEqual({ red: 4, blue: 4 });
  });
});

/** JSON with sorted object keys: deep equality of moves regardless of key order. */
function key(m: unknown): string {
  const norm = (x: unknown): unknown =>
    Array.isArray(x)
      ? x.map(norm)
      : x && typeof x === 'object'
        ? Object.fromEntries(
            Object.keys(x)
              .sort()
              .map((k) => [k, norm((x as Record<string, unknown>)[k])]),
          )
        : x;
  return JSON.stringify(norm(m));
}

/** The scenario's position before its play, with the play's player and tile to move. */
function position(yaml: string): { g: Game; s: Scenario } {
  const s = load(yaml);
  return { g: startScenario(s).game, s };
}

// content/examples/lazne/lazne-vykoupeni.yaml ("Vykoupení družiníka", seed 004).
const buyBackYaml = (meeple = '  meeple: { at: W, kind: normal }\n') => `
id: t
title: { cs: t }
rules: [base, bathhouses]
players: [red, blue]
scores: { red: 2, blue: 0 }
bathhouses:
  - { at: [1, 0], player: red, kind: normal }
board:
  - { tile: BASE.D, at: [0, 0], rotation: 0 }
  - { tile: BATH.03, at: [1, 0], rotation: 90 }
play:
  player: red
  tile: BASE.U
  at: [-1, 0]
  rotation: 90
  buyBack: [1, 0]
${meeple}`;

describe('bathhouses: legal moves (buy back and place in the same turn)', () => {
  it('offers a buy-back with each figure placement, and the scenario move is one of them', () => {
    const { g, s } = position(buyBackYaml());
    const moves = g.legalMoves();
    const keys = moves.map(key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain(key(playMove(g, s)));
    const buy = { module: 'bathhouses', type: 'buyBack', x: 1, y: 0 };
    const here = moves.filter((m) => m.x === -1 && m.y === 0 && m.rotation === 90);
    const plain = here.filter((m) => !m.actions);
    const bought = here.filter((m) => m.actions?.length === 1 && key(m.actions[0]) === key(buy));
    // Every plain move (with or without a figure) also exists with the buy-back.
    expect(bought.map((m) => key({ ...m, actions: undefined }))).toEqual(
      plain.map((m) => key({ ...m, actions: undefined })),
    );
    expect(bought.some((m) => m.figure)).toBe(true);
    for (const m of moves) expect(g.check(m), key(m)).toBeUndefined();
  });

  it('offers figures that only the bought-back follower makes possible', () => {
    const { g, s } = position(buyBackYaml());
    while (g.available(0, 'normal') > 0) g.takeFigure(0, 'normal');
    const moves = g.legalMoves().filter((m) => m.x === -1 && m.y === 0 && m.rotation === 90);
    expect(moves.filter((m) => m.figure && !m.actions)).toEqual([]);
    const withFigure = moves.filter((m) => m.figure);
    expect(withFigure.length).toBeGreaterThan(0);
    for (const m of withFigure) expect(m.actions?.[0]).toMatchObject({ type: 'buyBack', x: 1, y: 0 });
    expect(moves.map(key)).toContain(key(playMove(g, s)));
    expect(g.apply(playMove(g, s))).not.toHaveProperty('code');
    expect(g.scores[0]).toBe(-3);
    expect(bathhouseAt(g, 1, 0)!.occupant).toBeNull();
  });

  it('offers each free bathhouse for a lone follower, and a play naming the default one is the plain move', () => {
    // content/examples/lazne/lazne-cesta-dva-domy.yaml: houses of 5 at [1,0] and 3 at [2,0].
    const yaml = (choice: string) => `
id: t
title: { cs: t }
rules: [base, bathhouses]
players: [red, blue]
board:
  - { tile: BASE.A, at: [0, 0], rotation: 270,
      meeples: [ { player: red, at: E, kind: normal } ] }
  - { tile: BATH.03, at: [1, 0], rotation: 90 }
  - { tile: BATH.01, at: [2, 0], rotation: 0 }
play:
  player: red
  tile: BASE.A
  at: [3, 0]
  rotation: 90
${choice}`;
    const { g, s } = position(yaml('  bathhouse: [[1, 0]]'));
    expect(playMove(g, s)).toEqual({ x: 3, y: 0, rotation: 90 });
    const here = g.legalMoves().filter((m) => m.x === 3 && m.y === 0 && m.rotation === 90 && !m.figure);
    expect(here.map(key).sort()).toEqual(
      [
        key({ x: 3, y: 0, rotation: 90 }),
        key({ x: 3, y: 0, rotation: 90, actions: [{ module: 'bathhouses', type: 'bathhouse', at: [[2, 0]] }] }),
      ].sort(),
    );
    const other = position(yaml('  bathhouse: [[2, 0]]'));
    expect(other.g.legalMoves().map(key)).toContain(key(playMove(other.g, other.s)));
    // Playing the choice: the road of 4 tiles scores 4 + 5 + 3 for its two
    // bathhouses, and red's follower goes into the house of 3 at [2, 0], not
    // the default house of 5 at [1, 0]; it stays out of red's supply.
    const after = played(yaml('  bathhouse: [[2, 0]]'));
    expect(after.events).toMatchObject([
      {
        type: 'feature',
        feature: 'road',
        completed: true,
        tiles: 4,
        bonus: 8,
        receivers: ['red'],
        points: 12,
        modifiers: [{ id: 'bathhouse', module: 'bathhouses', value: 8 }],
      },
      {
        type: 'bathhouse',
        module: 'bathhouses',
        data: { enter: true, at: [2, 0], player: 'red', kind: 'normal', value: 3 },
      },
    ]);
    expect(after.scores).toEqual([12, 0]);
    expect(bathhouses(after).map((h) => ({ at: [h.x, h.y], value: h.value, occupant: h.occupant }))).toEqual([
      { at: [1, 0], value: 5, occupant: null },
      { at: [2, 0], value: 3, occupant: { player: 0, kind: 'normal' } },
    ]);
    expect(after.available(0, 'normal')).toBe(6);
    expect(after.parkedFigures()).toEqual([
      { player: 0, kind: 'normal', x: 2, y: 0, place: 'bathhouse', module: 'bathhouses' },
    ]);
    // Without the choice the follower takes the house of 5.
    expect(bathhouseAt(played(yaml('')), 1, 0)!.occupant).toEqual({ player: 0, kind: 'normal' });
    expect(bathhouseAt(played(yaml('')), 2, 0)!.occupant).toBeNull();
  });
});
