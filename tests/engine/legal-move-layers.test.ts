import { describe, expect, it } from 'vitest';
import { Game, getTile, type Move, type RuleModule } from '../../src/engine/index.js';
import { stringify } from 'yaml';
import { lcg } from '../../bench/random-game.js';
import { loadScenario } from '../../src/engine/scenario-schema.js';
import { buildPosition } from '../../src/engine/scenario.js';

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

  it('the complete list is the two-step path over every placement, in order, in games of every module combination', () => {
    // Every subset of the four expansions (with base), the demo alone and with
    // them; three seeds each, 2 to 4 players; the games follow the two-step
    // path's own choice (a placement, then one of its moves), so that positions
    // reached by either way of choosing are compared.
    const expansions = ALL.slice(1);
    const combos: string[][] = [];
    for (let mask = 0; mask < 16; mask++) combos.push(['base', ...expansions.filter((_, i) => mask & (1 << i))]);
    combos.push(['demo'], ['demo', ...expansions]);
    let moves = 0;
    let withActions = 0;
    let figures = 0;
    for (const [c, modules] of combos.entries()) {
      for (let seed = 1; seed <= 3; seed++) {
        const demo = modules.includes('demo');
        const players = demo ? ['red', 'blue'] : ['red', 'blue', 'green', 'yellow'].slice(0, 1 + seed);
        const g = Game.create({ players, modules, seed: 100 * c + seed }) as Game;
        expect('code' in g).toBe(false);
        const rnd = lcg(7 * c + seed);
        while (!g.ended) {
          const all = g.legalMoves();
          const places = g.placements();
          const layered: Move[] = [];
          for (const p of places) layered.push(...g.legalMovesAt(p));
          expect(all).toEqual(layered);
          // The core's figure options of each placement are its figure moves without module actions.
          const p = places[Math.floor(rnd() * places.length)]!;
          const here = g.legalMovesAt(p);
          expect(g.figureOptions(p)).toEqual(here.filter((m) => m.figure && !m.actions).map((m) => m.figure));
          moves += all.length;
          withActions += all.filter((m) => m.actions).length;
          figures += all.filter((m) => m.figure).length;
          g.apply(here[Math.floor(rnd() * here.length)]!);
        }
      }
    }
    expect(moves).toBeGreaterThan(100_000);
    expect(withActions).toBeGreaterThan(1_000); // module variants took part
    expect(figures).toBeGreaterThan(30_000);
  }, 120_000);

  it('occupied features from the edges read once per cell agree with the one-rotation question (random positions, all modules)', () => {
    let asked = 0;
    let occupied = 0;
    for (let seed = 1; seed <= 4; seed++) {
      const g = Game.create({ players: ['red', 'blue', 'green'], modules: ALL, seed }) as Game;
      const rnd = lcg(seed);
      while (!g.ended) {
        const tile = getTile(g.current!)!;
        const edgesAt = new Map<string, Int32Array>();
        for (const { x, y, rotation } of g.placements()) {
          // Read once per cell, then asked for each rotation that fits there.
          let edges = edgesAt.get(`${x},${y}`);
          if (!edges) {
            edges = new Int32Array(13);
            g.board.edgeFeatures(x, y, edges);
            edgesAt.set(`${x},${y}`, edges);
          }
          const q = rotation / 90;
          // The reference: the features as they would be after the placement (Board.lookahead).
          const after = g.board.lookahead(tile, x, y, q);
          let expected = 0;
          for (const f of tile.features)
            if (after.group(after.placed.nodeBase + f.index).figures.length) expected |= 1 << f.index;
          expect(g.board.occupiedByEdges(edges, tile, q)).toBe(expected);
          expect(g.board.occupiedFeatures(tile, x, y, q)).toBe(expected);
          asked++;
          if (expected) occupied++;
        }
        const all = g.legalMoves();
        g.apply(all[Math.floor(rnd() * all.length)]!);
      }
    }
    expect(asked).toBeGreaterThan(10_000);
    expect(occupied).toBeGreaterThan(1_000);
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

  it("a module's movesVary test only skips placements where its moves hook adds nothing (random games, all modules, 2 to 4 players)", () => {
    // The same list with every `moves` hook asked at every placement: the
    // modules' hooks wrapped without their quick test.
    let positions = 0;
    let varied = 0; // positions where some module changed the core's moves
    let buyBacks = 0;
    for (let seed = 1; seed <= 24; seed++) {
      const g = Game.create({
        players: ['red', 'blue', 'green', 'yellow'].slice(0, 2 + (seed % 3)),
        modules: ALL,
        seed,
      }) as Game;
      const hooks = g.hooks as { moves: readonly RuleModule[] };
      const tested = hooks.moves;
      expect(tested.some((m) => m.movesVary)).toBe(true);
      const everywhere = tested.map((m) => ({ ...m, movesVary: undefined }));
      const rnd = lcg(seed);
      while (!g.ended) {
        const all = g.legalMoves();
        hooks.moves = everywhere;
        const asked = g.legalMoves();
        hooks.moves = [];
        const core = g.legalMoves();
        hooks.moves = tested;
        expect(all).toEqual(asked);
        positions++;
        if (all.length !== core.length) varied++;
        if (all.some((m) => m.actions?.some((a) => a.type === 'buyBack'))) buyBacks++;
        g.apply(all[Math.floor(rnd() * all.length)]!);
      }
    }
    expect(positions).toBeGreaterThan(2000);
    expect(varied).toBeGreaterThan(100);
    expect(buyBacks).toBeGreaterThan(20);
  }, 60_000);
  it('"anywhere" symbol targets kept for the features a placement leaves alone agree with each placement asked alone (random positions, all modules)', () => {
    // The illustrative place-anywhere tile in hand at positions of random
    // games: the complete list (targets of untouched features kept across the
    // turn's placements) against legalMovesAt, which works them out afresh.
    let positions = 0;
    let targets = 0;
    let differing = 0; // positions where the placements' target lists are not all the same
    for (let seed = 1; seed <= 10; seed++) {
      const g = Game.create({ players: ['red', 'blue', 'green'].slice(0, 2 + (seed % 2)), modules: ALL, seed }) as Game;
      const rnd = lcg(seed);
      while (!g.ended) {
        if (g.turn % 3 === 0) {
          const h = g.copy();
          h.setCurrent('A20.example-anywhere');
          const all = h.legalMoves();
          const layered: Move[] = [];
          const lists = new Set<string>();
          for (const p of h.placements()) {
            const here = h.legalMovesAt(p);
            layered.push(...here);
            const mine = here.filter((m) => m.actions?.some((a) => 'meeple' in a));
            targets += mine.length;
            lists.add(JSON.stringify(mine.map((m) => m.actions)));
          }
          expect(all).toEqual(layered);
          positions++;
          if (lists.size > 1) differing++;
        }
        const moves = g.legalMoves();
        g.apply(moves[Math.floor(rnd() * moves.length)]!);
      }
    }
    expect(positions).toBeGreaterThan(200);
    expect(targets).toBeGreaterThan(10_000);
    expect(differing).toBeGreaterThan(100);
  }, 60_000);
  it('"anywhere" targets: a monastery the placement surrounds is completed there and free elsewhere in the same list', () => {
    // The monastery at [0, 0] has 7 neighbours; the place-anywhere tile laid at
    // [1, 1] (arrow west, onto [0, 1]) is its 8th, so there it takes no figure.
    const file = {
      id: 't',
      title: { cs: 't' },
      rules: ['base', 'anniversary-20'],
      players: ['red', 'blue'],
      board: [
        { tile: 'BASE.B', at: [0, 0], rotation: 0 },
        { tile: 'BASE.B', at: [0, -1], rotation: 0 },
        { tile: 'BASE.B', at: [-1, 0], rotation: 0 },
        { tile: 'BASE.B', at: [0, 1], rotation: 0 },
        { tile: 'BASE.E', at: [-1, -1], rotation: 0 },
        { tile: 'BASE.E', at: [1, -1], rotation: 0 },
        { tile: 'BASE.E', at: [-1, 1], rotation: 180 },
        { tile: 'BASE.A', at: [1, 0], rotation: 0 },
      ],
    };
    const r = loadScenario(stringify(file), 't.yaml');
    if (!r.ok) throw new Error(r.problems.map((p) => `${p.path}: ${p.message}`).join('; '));
    const g = buildPosition(r.scenario, 't.yaml', [])!;
    g.setCurrent('A20.example-anywhere');
    const all = g.legalMoves();
    const layered: Move[] = [];
    for (const p of g.placements()) layered.push(...g.legalMovesAt(p));
    expect(all).toEqual(layered);
    const onMonastery = (m: Move) =>
      m.actions?.some(
        (a) => 'meeple' in a && JSON.stringify((a as unknown as { meeple: { on: number[] } }).meeple.on) === '[0,0]',
      );
    const at = (x: number, y: number) => all.filter((m) => m.x === x && m.y === y && m.actions);
    expect(at(1, 1).length).toBeGreaterThan(3);
    expect(at(1, 1).some(onMonastery)).toBe(false);
    expect(at(2, 0).some(onMonastery)).toBe(true);
  });
});
