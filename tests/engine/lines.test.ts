/**
 * The core's lines (features of kind `line`, tile-types.ts), with a tile set of this test's
 * own: a line's sides carry its own edge letter and match only a line; no figure stands on
 * it; it is never scored; a line without its own letter is refused when the tile compiles.
 */
import { describe, expect, it } from 'vitest';
import { Board } from '../../src/engine/board.js';
import { compileTile, EDGE_LINE } from '../../src/engine/tileset.js';
import { field, line, road } from '../../src/engine/tile-helpers.js';
import type { KnownTileDef } from '../../src/engine/tile-types.js';

const tile = (id: string, features: KnownTileDef['features']): KnownTileDef => ({
  id,
  set: 'T',
  known: true,
  count: 1,
  features,
});

// a straight line north–south with a field each side, and a plain field tile
const STRAIGHT = compileTile(
  tile('T.LINE', [line(['N', 'S'], 'Q'), field(['NNW', 'WNW', 'WSW', 'SSW']), field(['NNE', 'ENE', 'ESE', 'SSE'])]),
);
const ROAD = compileTile(
  tile('T.ROAD', [road(['N', 'S']), field(['NNW', 'WNW', 'WSW', 'SSW']), field(['NNE', 'ENE', 'ESE', 'SSE'])]),
);

describe('lines', () => {
  it('carry their own edge letter and code', () => {
    expect(STRAIGHT.edgeString).toBe('QFQF');
    expect(STRAIGHT.edges[0]).toEqual([EDGE_LINE, 2, EDGE_LINE, 2]);
    expect(STRAIGHT.edges[1]).toEqual([2, EDGE_LINE, 2, EDGE_LINE]);
  });

  it('match only a line: not a road, not a field', () => {
    const b = new Board();
    b.place(STRAIGHT, 0, 0, 0);
    expect(b.fits(STRAIGHT, 0, 1, 0)).toBe(true);
    expect(b.fits(ROAD, 0, 1, 0)).toBe(false); // a road against the line
    expect(b.fits(STRAIGHT, 0, 1, 1)).toBe(false); // a field against the line
    expect(b.fits(STRAIGHT, 1, 0, 1)).toBe(false); // the line against a field
    expect(b.fits(STRAIGHT, 1, 0, 0)).toBe(true); // field against field, the lines side by side
  });

  it('join across a side into one feature that never closes', () => {
    const b = new Board();
    const a = b.place(STRAIGHT, 0, 0, 0);
    const c = b.place(STRAIGHT, 0, 1, 0);
    const g = b.group(b.nodeAt(a, 0));
    expect(b.group(b.nodeAt(c, 2))).toBe(g);
    expect(g.kind).toBe('line');
    expect(b.isClosed(g)).toBe(false);
    expect(b.completedBy(STRAIGHT, 0, -1, 0)).toEqual([]);
  });

  it('a line without its own letter is bad tile data, named by the tile', () => {
    expect(() => compileTile(tile('T.BAD', [{ kind: 'line', at: ['N', 'S'] }]))).toThrow(
      /T\.BAD: a line needs its own edge letter/,
    );
    expect(() => compileTile(tile('T.BAD2', [line(['N', 'S'], 'R')]))).toThrow(/T\.BAD2/);
  });
});
