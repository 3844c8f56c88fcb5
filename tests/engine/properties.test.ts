import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  Game,
  gameFromPosition,
  isEngineError,
  makeNotation,
  parseNotation,
  positionOf,
  rotateLocation,
  type Location,
  type Position,
} from '../../src/engine/index.js';
import { lcg } from '../../bench/random-game.js';

const OPP: Record<string, Location> = {
  N: 'S',
  S: 'N',
  E: 'W',
  W: 'E',
  NNW: 'SSW',
  SSW: 'NNW',
  NNE: 'SSE',
  SSE: 'NNE',
  ENE: 'WNW',
  WNW: 'ENE',
  ESE: 'WSW',
  WSW: 'ESE',
};
const STEP: Record<string, [number, number]> = { N: [0, -1], E: [1, 0], S: [0, 1], W: [-1, 0] };
const sideOf = (l: Location) => l[0] as 'N' | 'E' | 'S' | 'W';

/** Play `steps` random legal moves. */
function playRandom(seed: number, steps: number, players = ['red', 'blue', 'green']): Game {
  const g = Game.create({ players, seed }) as Game;
  const rnd = lcg(seed + 7);
  for (let i = 0; i < steps && !g.ended; i++) {
    const ms = g.legalMoves();
    g.apply(ms[Math.floor(rnd() * ms.length)]!);
  }
  return g;
}

/** From-scratch flood fill over the tile data (rotated location names), independent of the union–find. */
function floodFill(g: Game) {
  const tiles = g.board.tiles;
  const byCell = new Map(tiles.map((t) => [`${t.x},${t.y}`, t]));
  const locsOf = (ti: number, fi: number) => {
    const t = tiles[ti]!;
    return t.tile.def.features[fi]!.at.map((l) => rotateLocation(l, (t.q * 90) as 0));
  };
  const featureAt = (ti: number, loc: Location) => {
    const t = tiles[ti]!;
    return t.tile.def.features.findIndex((_, fi) => locsOf(ti, fi).includes(loc));
  };
  const comp = new Map<string, number>();
  const comps: { parts: [number, number][]; open: number }[] = [];
  for (let ti = 0; ti < tiles.length; ti++) {
    for (let fi = 0; fi < tiles[ti]!.tile.features.length; fi++) {
      if (comp.has(`${ti}/${fi}`)) continue;
      const id = comps.length;
      const c = { parts: [] as [number, number][], open: 0 };
      comps.push(c);
      const stack: [number, number][] = [[ti, fi]];
      comp.set(`${ti}/${fi}`, id);
      while (stack.length) {
        const [a, b] = stack.pop()!;
        c.parts.push([a, b]);
        const t = tiles[a]!;
        const kind = t.tile.def.features[b]!.kind;
        for (const l of locsOf(a, b)) {
          if (l === 'C') continue;
          const [dx, dy] = STEP[sideOf(l)]!;
          const o = byCell.get(`${t.x + dx},${t.y + dy}`);
          if (!o) {
            if ((kind === 'city' || kind === 'road') && l.length === 1) c.open++;
            continue;
          }
          const of = featureAt(o.index, OPP[l]!);
          if (of < 0) continue;
          const key = `${o.index}/${of}`;
          if (!comp.has(key)) {
            comp.set(key, id);
            stack.push([o.index, of]);
          }
        }
      }
    }
  }
  return { comp, comps };
}

describe('properties (fast-check)', () => {
  it('incremental features equal a from-scratch flood fill on random legal boards', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 1, max: 71 }), (seed, steps) => {
        const g = playRandom(seed, steps);
        const b = g.board;
        const { comp, comps } = floodFill(g);
        const rootToComp = new Map<number, number>();
        const compToRoot = new Map<number, number>();
        for (const t of b.tiles) {
          for (let fi = 0; fi < t.tile.features.length; fi++) {
            const root = b.find(t.nodeBase + fi);
            const c = comp.get(`${t.index}/${fi}`)!;
            expect(rootToComp.get(root) ?? c).toBe(c);
            expect(compToRoot.get(c) ?? root).toBe(root);
            rootToComp.set(root, c);
            compToRoot.set(c, root);
          }
        }
        for (const [c, root] of compToRoot) {
          const grp = b.groups[root]!;
          const fc2 = comps[c]!;
          expect(grp.parts.length).toBe(fc2.parts.length);
          expect(b.tileCount(grp)).toBe(new Set(fc2.parts.map((p) => p[0])).size);
          if (grp.kind === 'city' || grp.kind === 'road') expect(grp.open).toBe(fc2.open);
          const pennants = fc2.parts.reduce(
            (n, [ti, fi]) => n + (b.tiles[ti]!.tile.def.features[fi]!.pennants ?? 0),
            0,
          );
          expect(grp.pennants).toBe(pennants);
        }
      }),
      { numRuns: 60 },
    );
  }, 30_000); // whole random games: seconds on a loaded machine

  it('meeples are conserved and base scores never decrease, through a whole game', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 2, max: 5 }), (seed, n) => {
        const players = ['red', 'blue', 'green', 'yellow', 'black'].slice(0, n);
        const g = Game.create({ players, seed }) as Game;
        const rnd = lcg(seed);
        const check = (prev: number[]) => {
          const onBoard = players.map(() => 0);
          for (const f of g.figuresOnBoard()) onBoard[f.player]!++;
          players.forEach((_, i) => expect(g.available(i, 'normal') + onBoard[i]!).toBe(7));
          g.scores.forEach((s, i) => expect(s).toBeGreaterThanOrEqual(prev[i]!));
        };
        while (!g.ended) {
          const prev = [...g.scores];
          const ms = g.legalMoves();
          const r = g.apply(ms[Math.floor(rnd() * ms.length)]!);
          expect(isEngineError(r)).toBe(false);
          check(prev);
        }
        expect(g.board.tiles.length + g.setAside.length).toBe(72);
      }),
      { numRuns: 40 },
    );
  }, 30_000);

  it('notation round-trips (text and position → game → position)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: 71 }), (seed, steps) => {
        const g = playRandom(seed, steps);
        const pos = positionOf(g);
        const text = makeNotation(pos);
        expect(text).toMatch(/^[A-Za-z0-9._~%-]+$/);
        const back = parseNotation(text) as Position;
        expect(back).toEqual(pos);
        const g2 = gameFromPosition(back) as Game;
        expect(isEngineError(g2)).toBe(false);
        expect(positionOf(g2)).toEqual(pos);
        expect(g2.board.allGroups().length).toBe(g.board.allGroups().length);
      }),
      { numRuns: 60 },
    );
  });

  it('notation round-trips arbitrary positions (tiles come back north to south, west to east)', () => {
    const arb = fc.record({
      players: fc.constant(['red', 'blue']),
      modules: fc.constantFrom([], ['inns-cathedrals'], ['anniversary-20', 'bathhouses']),
      tiles: fc.array(
        fc.record({
          id: fc.constantFrom('BASE.A', 'BASE.D', 'DEMO.example-city-three-roads', 'A20.D'),
          x: fc.integer({ min: -80, max: 80 }),
          y: fc.integer({ min: -80, max: 80 }),
          rotation: fc.constantFrom(0 as const, 90 as const, 180 as const, 270 as const),
        }),
        { minLength: 1, maxLength: 10 },
      ),
      figures: fc.constant([]),
      scores: fc.tuple(fc.integer({ min: -50, max: 300 }), fc.integer({ min: -50, max: 300 })),
      current: fc.option(fc.constantFrom('BASE.U', 'IC.K', 'BATH.01', 'A20.example-anywhere'), { nil: null }),
      player: fc.integer({ min: 0, max: 1 }),
      over: fc.boolean(),
      copies: fc.boolean(),
      state: fc.constant({}),
    });
    fc.assert(
      fc.property(arb, (p) => {
        const text = makeNotation(p as unknown as Position);
        const sorted = { ...p, tiles: [...p.tiles].sort((a, b) => a.y - b.y || a.x - b.x) };
        expect(parseNotation(text)).toEqual(sorted);
        expect(makeNotation(parseNotation(text) as Position)).toBe(text);
      }),
    );
  });

  it('undo gives back the game before the last move', () => {
    for (const seed of [1, 2, 3]) {
      const g = playRandom(seed, 20);
      const before = playRandom(seed, 19);
      const u = g.undo() as Game;
      expect(positionOf(u)).toEqual(positionOf(before));
      expect(u.current).toBe(before.current);
      expect(u.rngState).toBe(before.rngState);
    }
  });
});
