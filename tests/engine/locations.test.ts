import { describe, expect, it } from 'vitest';
import { LOCATIONS, acrossHalf, getTile, locationCode, rotateLocation, type Location } from '../../src/engine/index.js';

describe('locations and rotation (DESIGN 1.3)', () => {
  it('rotating 90° clockwise moves every location one quarter on', () => {
    const table: Record<Location, Location> = {
      N: 'E',
      E: 'S',
      S: 'W',
      W: 'N',
      NNW: 'ENE',
      NNE: 'ESE',
      ENE: 'SSE',
      ESE: 'SSW',
      SSE: 'WSW',
      SSW: 'WNW',
      WSW: 'NNW',
      WNW: 'NNE',
      C: 'C',
      NE: 'SE',
      SE: 'SW',
      SW: 'NW',
      NW: 'NE',
    };
    for (const l of LOCATIONS) expect(rotateLocation(l, 90)).toBe(table[l]);
  });

  it('180 and 270 are repeated quarter turns; 0 is identity; four quarters return', () => {
    for (const l of LOCATIONS) {
      expect(rotateLocation(l, 0)).toBe(l);
      expect(rotateLocation(l, 180)).toBe(rotateLocation(rotateLocation(l, 90), 90));
      expect(rotateLocation(l, 270)).toBe(rotateLocation(rotateLocation(l, 180), 90));
      expect(rotateLocation(rotateLocation(l, 270), 90)).toBe(l);
    }
    expect(rotateLocation('N', 180)).toBe('S');
    expect(rotateLocation('NNW', 180)).toBe('SSE');
    expect(rotateLocation('NNW', 270)).toBe('WSW');
    expect(rotateLocation('NE', 180)).toBe('SW');
    expect(rotateLocation('NW', 270)).toBe('SW');
  });

  it('half-sides meet their mirror across an edge', () => {
    const pairs: [Location, Location][] = [
      ['NNW', 'SSW'],
      ['NNE', 'SSE'],
      ['ENE', 'WNW'],
      ['ESE', 'WSW'],
    ];
    for (const [a, b] of pairs) {
      expect(LOCATIONS[acrossHalf(locationCode(a))]).toBe(b);
      expect(LOCATIONS[acrossHalf(locationCode(b))]).toBe(a);
    }
  });

  it('a feature is named by any location it touches, after rotation', () => {
    const m = getTile('BASE.M')!; // city N+E at rotation 0
    const city = (q: number, l: Location) => m.locFeature[q]![locationCode(l)];
    expect(city(0, 'N')).toBe(city(0, 'E'));
    expect(city(1, 'E')).toBe(city(1, 'S'));
    expect(city(1, 'N')).not.toBe(city(1, 'E'));
    // on a side that is all field, the side letter names that field
    expect(city(0, 'S')).toBe(city(0, 'SSW'));
    const d = getTile('BASE.D')!;
    expect(d.locFeature[0]![locationCode('S')]).toBe(d.locFeature[0]![locationCode('SSE')]);
    expect(d.edges[1]).toEqual([1, 0, 1, 2]); // CRFR turned 90° → R C R F
  });
});
