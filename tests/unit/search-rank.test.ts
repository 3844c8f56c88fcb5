import { describe, expect, it } from 'vitest';
import { bestSections, sectionScore } from '../../src/lib/search-rank';

const sec = (url: string, weights: number[]) => ({ url, weighted_locations: weights.map((weight) => ({ weight })) });

describe('search: the sections shown under a page result', () => {
  it('ranks by weighted matches: a heading match beats a long low-weighted list', () => {
    const page = '/cs/p/';
    const subs = [
      sec(page, [1]),
      sec('/cs/p/#herni-material', [0.2, 0.2, 0.2, 0.2]),
      sec('/cs/p/#katedraly', [1, 1]),
      sec('/cs/p/#otazky', [1]),
      sec('/cs/p/#katedrala-v-souperove-meste', [5, 1]),
      sec('/cs/p/#seznam-karticek', [0.2, 0.2, 0.2]),
    ];
    expect(bestSections(subs, page).map((s) => s.url)).toEqual([
      page,
      '/cs/p/#katedrala-v-souperove-meste',
      '/cs/p/#katedraly',
      '/cs/p/#otazky',
    ]);
    expect(sectionScore(subs[1]!)).toBeCloseTo(0.8);
  });

  it('keeps page order on ties, takes at most three, and leaves a page without its own part alone', () => {
    const subs = [sec('/a/#x', [1]), sec('/a/#y', [1]), sec('/a/#z', [2]), sec('/a/#w', [1])];
    expect(bestSections(subs, '/a/').map((s) => s.url)).toEqual(['/a/#z', '/a/#x', '/a/#y']);
    expect(bestSections([], '/a/')).toEqual([]);
    // without weights, the number of matches
    expect(sectionScore({ url: '/a/', locations: [1, 2, 3] })).toBe(3);
  });
});
