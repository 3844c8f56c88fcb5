/**
 * A module's variant of a printed tile (the abbot's garden copy `BASE.E-garden`) is named by
 * the printed tile's letter and what sets it apart ("E se zahradou"), never by its id, and
 * other tiles are placed by it like by any lettered tile.
 */
import { describe, expect, it } from 'vitest';
import { getT } from '../../src/i18n';
import { exampleMoveLine, tileName } from '../../src/board/words/explain';

describe('names of tile variants', () => {
  it('the printed letter, then what the module adds', () => {
    expect(tileName('BASE.E-garden', getT('cs'))).toBe('E se zahradou');
    expect(tileName('BASE.E-garden', getT('en'))).toBe('E with a garden');
    expect(tileName('BASE.E', getT('cs'))).toBe('E');
  });

  it('a move is placed from it as from any tile with a letter', () => {
    const board = [
      { tile: 'BASE.E-garden', at: [0, 0], rotation: 0 },
      { tile: 'BASE.E', at: [0, -1], rotation: 180 },
    ];
    const line = exampleMoveLine({ player: 'red', tile: 'BASE.B', at: [0, 1], rotation: 0 }, board, getT('cs'));
    expect(line).toContain('E se zahradou');
    expect(line).not.toMatch(/garden|ilustrační|bez písmene/);
  });
});
