/**
 * The analysis board's tile box holds the variants a module makes of its sets' tiles (the
 * abbot's garden copies), each after its printed tile with its own count, and only when the
 * module is on; a board tile of a name the box lacks stays counted as foreign.
 */
import { describe, expect, it } from 'vitest';
import { boxTiles } from '../../src/analysis/tilebox';

describe('tile box: variants of printed tiles', () => {
  it('lists a garden copy after its tile, with the copies that show the garden', () => {
    const box = boxTiles(['base', 'abbot']);
    const ids = box.map((b) => b.id);
    const e = ids.indexOf('BASE.E');
    expect(ids[e + 1]).toBe('BASE.E-garden');
    expect(box[e + 1]).toMatchObject({ set: 'BASE', count: 1, illustrative: false });
    expect(box[e]!.count).toBe(5);
    expect(ids.filter((id) => id.endsWith('-garden'))).toHaveLength(8);
  });

  it('holds none without the module, or in a game of its own (the demo)', () => {
    expect(boxTiles(['base']).some((b) => b.id.endsWith('-garden'))).toBe(false);
    expect(boxTiles(['base', 'inns-cathedrals']).some((b) => b.id.endsWith('-garden'))).toBe(false);
    expect(boxTiles(['demo', 'abbot']).some((b) => b.id.endsWith('-garden'))).toBe(false);
    expect(boxTiles(['base', 'inns-cathedrals', 'abbot']).filter((b) => b.id.endsWith('-garden'))).toHaveLength(10);
  });
});
