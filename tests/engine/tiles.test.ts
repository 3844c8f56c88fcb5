import { describe, expect, it } from 'vitest';
import { deriveEdges, getTile, type KnownTileDef } from '../../src/engine/index.js';
import { BASE } from '../../src/engine/modules/base/tiles.js';

/** reference/tiles.md §1: id → [count, edges N E S W]. */
const REFERENCE: Record<string, [number, string]> = {
  A: [2, 'FFRF'],
  B: [4, 'FFFF'],
  C: [1, 'CCCC'],
  D: [4, 'CRFR'],
  E: [5, 'CFFF'],
  F: [2, 'FCFC'],
  G: [1, 'FCFC'],
  H: [3, 'CFCF'],
  I: [2, 'CFFC'],
  J: [3, 'CRRF'],
  K: [3, 'CFRR'],
  L: [3, 'CRRR'],
  M: [2, 'CCFF'],
  N: [3, 'CCFF'],
  O: [2, 'CRRC'],
  P: [3, 'CRRC'],
  Q: [1, 'CCFC'],
  R: [3, 'CCFC'],
  S: [2, 'CCRC'],
  T: [1, 'CCRC'],
  U: [8, 'RFRF'],
  V: [9, 'FFRR'],
  W: [4, 'FRRR'],
  X: [1, 'RRRR'],
};

const tiles = BASE.tiles as KnownTileDef[];

describe('BASE tile data against reference/tiles.md', () => {
  it('has the 24 letters A–X in order', () => {
    expect(tiles.map((t) => t.id)).toEqual(Object.keys(REFERENCE).map((l) => `BASE.${l}`));
  });

  it.each(Object.entries(REFERENCE))('BASE.%s has the reference count and edges', (letter, [count, edges]) => {
    const t = tiles.find((x) => x.id === `BASE.${letter}`)!;
    expect(t.known).toBe(true);
    expect(t.count).toBe(count);
    expect(deriveEdges(t)).toBe(edges);
    expect(getTile(t.id)!.edgeString).toBe(edges);
  });

  it('totals 72 tiles, one start tile (a D), 10 pennants, 6 monasteries', () => {
    const sum = (f: (t: KnownTileDef) => number) => tiles.reduce((n, t) => n + t.count * f(t), 0);
    expect(sum(() => 1)).toBe(72);
    expect(tiles.filter((t) => t.start).map((t) => [t.id, t.start])).toEqual([['BASE.D', 1]]);
    expect(sum((t) => t.features.reduce((n, f) => n + (f.pennants ?? 0), 0))).toBe(10);
    expect(sum((t) => t.features.filter((f) => f.kind === 'monastery').length)).toBe(6);
  });

  it('has 44 city tiles with 49 city segments and 45 road tiles with 62 road segments', () => {
    const count = (kind: string) => [
      tiles.reduce((n, t) => n + (t.features.some((f) => f.kind === kind) ? t.count : 0), 0),
      tiles.reduce((n, t) => n + t.count * t.features.filter((f) => f.kind === kind).length, 0),
    ];
    expect(count('city')).toEqual([44, 49]);
    expect(count('road')).toEqual([45, 62]);
  });

  it('every half-side of a non-city side belongs to exactly one field, and city sides have none', () => {
    for (const t of tiles) {
      const edges = deriveEdges(t);
      const halves = ['NNW', 'NNE', 'ENE', 'ESE', 'SSE', 'SSW', 'WSW', 'WNW'] as const;
      halves.forEach((h, i) => {
        const side = edges[Math.floor(i / 2)];
        const n = t.features.filter((f) => f.kind === 'field' && f.at.includes(h)).length;
        expect([t.id, h, n]).toEqual([t.id, h, side === 'C' ? 0 : 1]);
      });
    }
  });

  it('fields name the cities they border (reference "→c")', () => {
    const borders = (id: string) =>
      getTile(id)!
        .features.filter((f) => f.kind === 'field')
        .map((f) => f.borders.length);
    expect(borders('BASE.D')).toEqual([1, 0]);
    expect(borders('BASE.H')).toEqual([2]);
    expect(borders('BASE.I')).toEqual([2]);
    expect(borders('BASE.L')).toEqual([1, 0, 0]);
    expect(borders('BASE.S')).toEqual([1, 1]);
    expect(borders('BASE.X')).toEqual([0, 0, 0, 0]);
  });

  it('roads end where the reference says', () => {
    const ends = (id: string) =>
      getTile(id)!
        .features.filter((f) => f.kind === 'road')
        .map((f) => f.def.end ?? '–');
    expect(ends('BASE.A')).toEqual(['monastery']);
    expect(ends('BASE.D')).toEqual(['–']);
    expect(ends('BASE.L')).toEqual(['village', 'village', 'village']);
    expect(ends('BASE.S')).toEqual(['city']);
    expect(ends('BASE.X')).toEqual(['village', 'village', 'village', 'village']);
  });

  it('drops symmetric rotations', () => {
    const turns = (l: string) => getTile(`BASE.${l}`)!.distinctTurns.length;
    expect([turns('B'), turns('C'), turns('X')]).toEqual([1, 1, 1]);
    expect([turns('U'), turns('F'), turns('G'), turns('H')]).toEqual([2, 2, 2, 2]);
    expect([turns('A'), turns('D'), turns('E'), turns('I'), turns('V'), turns('W')]).toEqual([4, 4, 4, 4, 4, 4]);
  });
});
