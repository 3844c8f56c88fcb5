import { describe, expect, it } from 'vitest';
import { Board, Game, getTile, type CompiledTile, type FeatureGroup, type Move } from '../../src/engine/index.js';
import { lcg } from '../../bench/random-game.js';

// Board.completedBy and Board.lookahead answer "what would this placement do"
// without placing the tile. Here the truth comes from a copy of the board (made
// in the test) with the tile really placed, and from what the game then scores.

const ALL = ['base', 'inns-cathedrals', 'king-robber-baron', 'anniversary-20', 'bathhouses'];

/** A copy of `b` built by placing its tiles in order, with its figures and completed flags. */
function copyOf(b: Board): Board {
  const c = new Board();
  for (const p of b.tiles) c.place(p.tile, p.x, p.y, p.q);
  for (const g of b.allGroups()) {
    for (const f of g.figures) c.group(f.node).figures.push(f);
    if (g.completed) c.group(g.root).completed = true;
  }
  return c;
}

/** First board location (code order) of a node's tile feature, as completions name it. */
function firstLoc(b: Board, node: number): { x: number; y: number; at: string } {
  const { x, y, locs } = b.nodeLocations(node);
  return { x, y, at: locs[0] ?? 'C' };
}

/**
 * What placing `tile` completes, read off a copy with the tile placed: the new
 * tile's closed cities/roads (once each, at their first part), then monasteries
 * column by column west to east, north to south, leaving out features already
 * scored.
 */
function truth(b: Board, tile: CompiledTile, x: number, y: number, q: number) {
  const c = copyOf(b);
  const p = c.place(tile, x, y, q);
  const out: {
    kind: string;
    root: number;
    roots: number[];
    features: number[];
    figures: number;
    x: number;
    y: number;
    at: string;
  }[] = [];
  const describe = (g: FeatureGroup, node: number) => ({
    kind: g.kind,
    root: g.root,
    roots: [...new Set(g.parts.filter((n) => n < p.nodeBase).map((n) => b.find(n)))].sort((m, n) => m - n),
    features: g.parts
      .filter((n) => n >= p.nodeBase)
      .map((n) => n - p.nodeBase)
      .sort((m, n) => m - n),
    figures: g.figures.length,
    ...firstLoc(c, node),
  });
  const seen = new Set<number>();
  for (const f of tile.features) {
    const g = c.group(p.nodeBase + f.index);
    if ((g.kind !== 'city' && g.kind !== 'road') || !c.isClosed(g) || g.completed || seen.has(g.root)) continue;
    seen.add(g.root);
    out.push(describe(g, p.nodeBase + f.index));
  }
  for (let dx = -1; dx <= 1; dx++)
    for (let dy = -1; dy <= 1; dy++) {
      const o = c.at(x + dx, y + dy);
      if (!o) continue;
      for (const f of o.tile.features) {
        const g = c.group(o.nodeBase + f.index);
        if (f.kind === 'monastery' && c.isClosed(g) && !g.completed) out.push(describe(g, o.nodeBase + f.index));
      }
    }
  return { copy: c, placed: p, completions: out };
}

/** Every group of a board or lookahead as plain data, for deep comparison. */
function groupsData(groups: FeatureGroup[]) {
  return groups.map((g) => ({
    root: g.root,
    kind: g.kind,
    parts: g.parts,
    open: g.open,
    pennants: g.pennants,
    figures: g.figures,
    completed: g.completed,
  }));
}

describe('Board.completedBy and Board.lookahead', () => {
  it('foresee exactly what a real placement on a copy of the board completes and merges (thousands of random placements, all modules)', () => {
    const setups: [string[], string[]][] = [
      [['red', 'blue'], ALL],
      [['red', 'blue', 'green', 'yellow', 'black', 'pink'], ALL],
      [
        ['red', 'blue', 'green'],
        ['base', 'bathhouses'],
      ],
      [['red', 'blue'], ['base']],
    ];
    let placements = 0;
    let completions = 0;
    let monasteries = 0;
    let merged = 0;
    let lone = 0;
    const problems: string[] = [];
    const same = (a: unknown, b: unknown, what: string) => {
      if (problems.length < 10 && JSON.stringify(a) !== JSON.stringify(b))
        problems.push(`${what}: ${JSON.stringify(a)} ≠ ${JSON.stringify(b)}`);
    };
    for (let seed = 1; seed <= 32; seed++) {
      const [players, modules] = setups[seed % setups.length]!;
      const g = Game.create({ players, modules, seed }) as Game;
      const rnd = lcg(seed * 7919);
      while (!g.ended) {
        const tile = getTile(g.current!)!;
        const spots = g.board.placements(tile);
        const moves = g.legalMoves();
        const move: Move = moves[Math.floor(rnd() * moves.length)]!;
        // Per turn: the move played, a random placement, and one next to a
        // monastery that lacks one neighbour (completions of monasteries are rare).
        const tries = [
          [move.x, move.y, move.rotation / 90] as [number, number, number],
          spots[Math.floor(rnd() * spots.length)]!,
        ];
        const nearMonastery = spots.find(([x, y]) =>
          g.board.tiles.some(
            (o) =>
              Math.abs(o.x - x) <= 1 &&
              Math.abs(o.y - y) <= 1 &&
              o.tile.features.some((f) => f.kind === 'monastery') &&
              g.board.neighbourCount(o.x, o.y) === 7,
          ),
        );
        if (nearMonastery) tries.push(nearMonastery);
        for (const [x, y, q] of tries) {
          placements++;
          const at = `seed ${seed} turn ${g.turn} ${tile.id} at ${x},${y} q${q}`;
          const t = truth(g.board, tile, x, y, q);
          const predicted = g.board.completedBy(tile, x, y, q);
          same(
            predicted.map((c) => ({ ...c, roots: [...c.roots].sort((m, n) => m - n) })),
            t.completions,
            `${at}: completedBy`,
          );
          completions += predicted.length;
          // A completion with exactly one figure is always announced by the quick test.
          if (t.completions.some((c) => c.figures === 1)) {
            lone++;
            same(g.board.mayCompleteWithOneFigure(x, y), true, `${at}: mayCompleteWithOneFigure`);
          }
          monasteries += predicted.filter((c) => c.kind === 'monastery').length;
          const look = g.board.lookahead(tile, x, y, q);
          same(look.completions, predicted, `${at}: lookahead.completions`);
          same(look.placed, t.placed, `${at}: placed`);
          same(groupsData(look.allGroups()), groupsData(t.copy.allGroups()), `${at}: allGroups`);
          const nodes = Array.from({ length: t.copy.parent.length }, (_, n) => n);
          same(
            nodes.map((n) => look.find(n)),
            nodes.map((n) => t.copy.find(n)),
            `${at}: find`,
          );
          same(
            nodes.map((n) => look.isClosed(look.group(n))),
            nodes.map((n) => t.copy.isClosed(t.copy.group(n))),
            `${at}: isClosed`,
          );
          same(
            nodes.map((n) => look.nodeLocations(n)),
            nodes.map((n) => t.copy.nodeLocations(n)),
            `${at}: nodeLocations`,
          );
          for (const f of tile.features) {
            const cg = t.copy.group(t.placed.nodeBase + f.index);
            same(g.board.joinsFigures(tile, x, y, q, f.index), cg.figures.length > 0, `${at}: joinsFigures ${f.index}`);
            if (cg.parts.length > 1) merged++;
          }
          const around: number[][] = [];
          for (let dx = -2; dx <= 2; dx++) for (let dy = -2; dy <= 2; dy++) around.push([x + dx, y + dy]);
          same(
            around.map(([ax, ay]) => look.neighbourCount(ax!, ay!)),
            around.map(([ax, ay]) => t.copy.neighbourCount(ax!, ay!)),
            `${at}: neighbourCount`,
          );
          same(
            around.map(([ax, ay]) => look.at(ax!, ay!)?.index ?? -1),
            around.map(([ax, ay]) => t.copy.at(ax!, ay!)?.index ?? -1),
            `${at}: at`,
          );
        }
        // What the game then scores: exactly the features foreseen for the played move.
        const foreseen = g.board.completedBy(tile, move.x, move.y, move.rotation / 90);
        const before = new Set(
          g.board
            .allGroups()
            .filter((x) => x.completed)
            .map((x) => x.root),
        );
        const r = g.apply(move);
        if ('code' in r) throw new Error(`${r.code} ${r.path}`);
        const scored = g.board
          .allGroups()
          .filter((x) => x.completed && !before.has(x.root))
          .map((x) => x.root)
          .sort((m, n) => m - n);
        same(
          scored,
          [...new Set(foreseen.map((c) => c.root))].sort((m, n) => m - n),
          `seed ${seed} turn ${g.turn}: scored`,
        );
        for (const c of foreseen)
          same(g.board.isClosed(g.board.groups[c.root]!), true, `seed ${seed} turn ${g.turn}: closed`);
      }
    }
    expect(problems).toEqual([]);
    expect(placements).toBeGreaterThan(5000);
    expect(completions).toBeGreaterThan(500);
    expect(monasteries).toBeGreaterThan(15);
    expect(merged).toBeGreaterThan(5000);
    expect(lone).toBeGreaterThan(50);
  }, 120_000);

  it('counts a feature that two parts of the new tile close together once (a road loop through a junction)', () => {
    // A road from [-1,0] E round to [0,1] N; the junction BASE.W at [0,0] joins both
    // ends with its W and S arms (two features of the tile): one completed road.
    const g = Game.create({ players: ['red', 'blue'], deal: false }) as Game;
    const b = g.board;
    const v = getTile('BASE.V')!; // road S–W
    b.place(v, -1, 0, 3); // road E–S
    b.place(v, -1, 1, 2); // road N–E
    const end = b.place(v, 0, 1, 1); // road W–N
    g.putFigure(0, 'normal', end, 0);
    const w = getTile('BASE.W')!;
    expect(b.fits(w, 0, 0, 0)).toBe(true);
    const road = b.find(b.nodeAt(end, 0));
    expect(b.completedBy(w, 0, 0, 0)).toEqual([
      { kind: 'road', root: road, roots: [road], features: [1, 2], figures: 1, x: 0, y: 0, at: 'S' },
    ]);
    for (const [x, y, q] of b.placements(w)) {
      const t = truth(b, w, x, y, q);
      expect(b.completedBy(w, x, y, q).map((c) => ({ ...c, roots: [...c.roots].sort((m, n) => m - n) }))).toEqual(
        t.completions,
      );
    }
    g.setCurrent('BASE.W');
    const r = g.apply({ x: 0, y: 0, rotation: 0 });
    expect(r).toMatchObject({
      events: [{ feature: 'road', completed: true, tiles: 4, receivers: ['red'], points: 4 }],
    });
  });

  it('isClosed: city and road without open ends, monastery with 8 neighbours, never a field', () => {
    const g = Game.create({ players: ['red', 'blue'], deal: false }) as Game;
    const b = g.board;
    const e1 = b.place(getTile('BASE.E')!, 0, 0, 0); // city N
    b.place(getTile('BASE.E')!, 0, -1, 2); // city S: closes the city
    const city = b.group(b.nodeAt(e1, 0));
    expect(city.kind).toBe('city');
    expect(b.isClosed(city)).toBe(true);
    expect(g.isComplete(city)).toBe(true);
    const m = b.place(getTile('BASE.B')!, 5, 5, 0); // monastery
    const monastery = b.group(b.nodeAt(m, 12));
    expect(b.isClosed(monastery)).toBe(false);
    for (let dx = -1; dx <= 1; dx++)
      for (let dy = -1; dy <= 1; dy++) if (dx || dy) b.place(getTile('BASE.B')!, 5 + dx, 5 + dy, 0);
    expect(b.isClosed(monastery)).toBe(true);
    const field = b.group(b.nodeAt(m, 4));
    expect(field.kind).toBe('field');
    expect(b.isClosed(field)).toBe(false);
  });
});
