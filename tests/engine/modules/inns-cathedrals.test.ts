import { describe, expect, it } from 'vitest';
import { Game, getTile, isEngineError } from '../../../src/engine/index.js';
import { IC } from '../../../src/engine/modules/inns-cathedrals/tiles.js';
import { problems, score } from './helpers.js';

describe('inns-cathedrals: tile data (reference tiles.md §2)', () => {
  const EDGES: Record<string, string> = {
    'IC.A': 'FFRR',
    'IC.B': 'FRFR',
    'IC.C': 'FRRR',
    'IC.D': 'FRFR',
    'IC.E': 'RRRR',
    'IC.F': 'CRFC',
    'IC.G': 'FFFC',
    'IC.H': 'CCCC',
    'IC.I': 'CRCR',
    'IC.J': 'CFRF',
    'IC.K': 'CCCC',
    'IC.L': 'CRRC',
    'IC.M': 'CFRR',
    'IC.N': 'CFRC',
    'IC.O': 'CCFC',
    'IC.P': 'CFCC',
    'IC.Q': 'RCRC',
  };
  it('has 18 tiles with the reference edges', () => {
    expect(IC.tiles.reduce((n, t) => n + t.count, 0)).toBe(18);
    for (const t of IC.tiles) expect(getTile(t.id)!.edgeString, t.id).toBe(EDGES[t.id]);
  });
  it('has 6 inn tiles, 2 cathedrals, 3 pennants and 1 monastery', () => {
    const feats = IC.tiles.flatMap((t) => (t.known ? t.features.map((f) => ({ f, n: t.count })) : []));
    const innTiles = IC.tiles.filter((t) => t.known && t.features.some((f) => f.attrs?.inn));
    expect(innTiles.map((t) => t.id)).toEqual(['IC.A', 'IC.B', 'IC.C', 'IC.L', 'IC.M', 'IC.N']);
    expect(feats.filter(({ f }) => f.attrs?.cathedral).reduce((n, x) => n + x.n, 0)).toBe(2);
    expect(feats.reduce((n, { f, n: c }) => n + (f.pennants ?? 0) * c, 0)).toBe(3);
    expect(feats.filter(({ f }) => f.kind === 'monastery').length).toBe(1);
  });
  it('puts the IC.C inn on the W and E roads only', () => {
    const c = getTile('IC.C')!;
    const inn = c.features.filter((f) => f.kind === 'road').map((f) => [f.def.at.join(''), !!f.def.attrs?.inn]);
    expect(inn).toEqual([
      ['E', true],
      ['S', false],
      ['W', true],
    ]);
  });
});

describe('inns-cathedrals: scoring', () => {
  it('two cathedrals in one city still multiply by 3 once (8 tiles = 24)', () => {
    const r = score(`
id: two-cathedrals
title: { cs: t }
rules: [base, inns-cathedrals]
players: [red, blue]
board:
  - { tile: IC.K, at: [0, 0], rotation: 0 }
  - { tile: IC.K, at: [1, 0], rotation: 0 }
  - { tile: BASE.E, at: [0, -1], rotation: 180, meeples: [ { player: red, at: S } ] }
  - { tile: BASE.E, at: [0, 1], rotation: 0 }
  - { tile: BASE.E, at: [-1, 0], rotation: 90 }
  - { tile: BASE.E, at: [1, -1], rotation: 180 }
  - { tile: BASE.E, at: [1, 1], rotation: 0 }
play: { player: blue, tile: BASE.E, at: [2, 0], rotation: 270 }
`);
    expect(r.points).toEqual({ red: 24, blue: 0 });
  });

  it('an incomplete road without an inn still scores 1 per tile at the end', () => {
    const r = score(`
id: plain-road-end
title: { cs: t }
rules: [base, inns-cathedrals]
players: [red, blue]
board:
  - { tile: BASE.A, at: [0, 0], rotation: 270, meeples: [ { player: red, at: E } ] }
  - { tile: BASE.U, at: [1, 0], rotation: 90 }
end: true
`);
    expect(r.points.red).toBe(2 + 0); // road 2 tiles; the unoccupied monastery scores nobody
  });

  it('a large monk alone on a completed monastery scores 9, not 18', () => {
    const around = [
      [-1, -1],
      [0, -1],
      [1, -1],
      [-1, 0],
      [1, 0],
      [-1, 1],
      [0, 1],
    ]
      .map(([x, y]) => `  - { tile: BASE.B, at: [${x}, ${y}], rotation: 0 }`)
      .join('\n');
    const r = score(`
id: large-monk
title: { cs: t }
rules: [base, inns-cathedrals]
players: [red, blue]
board:
  - { tile: BASE.B, at: [0, 0], rotation: 0, meeples: [ { player: red, at: C, kind: large } ] }
${around}
play: { player: blue, tile: BASE.B, at: [1, 1], rotation: 0 }
`);
    expect(r.points).toEqual({ red: 9, blue: 0 });
  });

  it('each player has exactly one large meeple', () => {
    const ps = problems(`
id: two-large
title: { cs: t }
rules: [base, inns-cathedrals]
players: [red, blue]
board:
  - { tile: BASE.E, at: [0, 0], rotation: 0, meeples: [ { player: red, at: N, kind: large } ] }
play: { player: red, tile: BASE.B, at: [1, 0], rotation: 0, meeple: { at: C, kind: large } }
`);
    expect(ps.map((p) => p.code)).toContain('figure.supply');
    const g = Game.create({ players: ['red', 'blue'], modules: ['inns-cathedrals'] });
    expect(isEngineError(g)).toBe(false);
    expect((g as Game).available(0, 'large')).toBe(1);
    expect((g as Game).available(0, 'normal')).toBe(7);
  });

  it('the large meeple is not available without the module', () => {
    const ps = problems(`
id: no-large
title: { cs: t }
rules: [base]
players: [red, blue]
board:
  - { tile: BASE.E, at: [0, 0], rotation: 0, meeples: [ { player: red, at: N, kind: large } ] }
`);
    expect(ps.map((p) => p.code)).toContain('figure.kind');
  });

  it('allows a sixth player in pink', () => {
    const six = ['red', 'blue', 'green', 'yellow', 'black', 'pink'];
    expect(isEngineError(Game.create({ players: six, modules: ['inns-cathedrals'] }))).toBe(false);
    expect(isEngineError(Game.create({ players: six, modules: [] }))).toBe(true);
  });

  it('puts the 18 IC tiles into the pile', () => {
    const g = Game.create({ players: ['red', 'blue'], modules: ['inns-cathedrals'], seed: 3 }) as Game;
    const ids = [...g.pile, g.current!];
    expect(ids.filter((id) => id.startsWith('IC.')).length).toBe(18);
  });
});
