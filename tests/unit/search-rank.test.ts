import { describe, expect, it } from 'vitest';
import {
  bestSections,
  headingIsQuery,
  pageWords,
  sameWord,
  sectionScore,
  termsMatched,
} from '../../src/lib/search-rank';
import { czechStem } from '../../src/lib/search-term';
import { foldWord } from '../../src/lib/search-words';

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

describe('search: sections ranked by the query', () => {
  const key = (w: string) => foldWord(czechStem(w));
  /** A page of the given text; each section: its heading, its first word and how many words it has. */
  const page = (text: string) => pageWords(text);
  const query = (q: string, words: readonly string[]) => ({ key, terms: q.split(' ').map(key), words });
  /** A section of `words` from `from` to `to` (exclusive), matched where a word starts with one of `stems`. */
  const section = (
    url: string,
    title: string,
    words: readonly string[],
    from: number,
    to: number,
    stems: string[],
    heading = 5,
  ) => ({
    url,
    title,
    weighted_locations: words
      .slice(from, to)
      .map((w, i) => ({ w: foldWord(w), location: from + i }))
      .filter(({ w }) => stems.some((s) => w.replace(/^\P{L}+/u, '').startsWith(s)))
      .map(({ location }) => ({ location, weight: location === from ? heading : 1 })),
  });

  it('a heading that is the query in another form comes before a heading that merely contains it', () => {
    const words = page(
      'Hostince a katedrály úvod. Katedrály. Katedrála stojí uprostřed města. ' +
        'Katedrála v soupeřově městě. Katedrálu smíte přiložit i k soupeři: katedrála, katedrály, katedrálou.',
    );
    const stems = ['katedral'];
    const subs = [
      section('/p/', 'Hostince a katedrály', words, 0, 4, stems, 7),
      section('/p/#katedraly', 'Katedrály', words, 4, 9, stems, 6),
      section('/p/#katedrala-v-souperove-meste', 'Katedrála v soupeřově městě', words, 9, words.length, stems),
    ];
    // by weight alone the special case leads (5 + 4 against 6 + 1) …
    expect(sectionScore(subs[2]!)).toBeGreaterThan(sectionScore(subs[1]!));
    expect(bestSections(subs, '/p/').map((s) => s.url)[1]).toBe('/p/#katedrala-v-souperove-meste');
    // … the query puts the cathedral's own rules first
    for (const q of ['katedrála', 'Katedrálou', 'katedrály'])
      expect(
        bestSections(subs, '/p/', 3, query(q, words)).map((s) => s.url),
        q,
      ).toEqual(['/p/', '/p/#katedraly', '/p/#katedrala-v-souperove-meste']);
  });

  it('a section with every word of the query comes before better-weighted ones with fewer', () => {
    const words = page(
      'Katedrála v soupeřově městě. Katedrálu přiložte v závěru hry do soupeřova města: katedrála, katedrály. ' +
        'Závěrečné vyhodnocení hostince. Na konci hry cesta s hostincem, do konce hry nedokončená, hra. ' +
        'Závěrečné vyhodnocení katedrály. Město s katedrálami, které se do konce hry neuzavře, nedá nic.',
    );
    const q = query('katedrála konec hry', words);
    expect(q.terms).toEqual(['katedral', 'kon', 'hr']);
    const stems = q.terms;
    const at = (w: string) => words.indexOf(w);
    const subs = [
      section('/p/#katedrala-v-souperove-meste', 'Katedrála v soupeřově městě', words, 0, at('Závěrečné'), stems),
      section(
        '/p/#hostinec',
        'Závěrečné vyhodnocení hostince',
        words,
        at('Závěrečné'),
        words.lastIndexOf('Závěrečné'),
        stems,
      ),
      section(
        '/p/#katedrala',
        'Závěrečné vyhodnocení katedrály',
        words,
        words.lastIndexOf('Závěrečné'),
        words.length,
        stems,
      ),
    ];
    expect(subs.map((s) => termsMatched(s, q))).toEqual([2, 2, 3]);
    // a longer word of the same start is another word: „hradby“ is no form of „hry“, „konečně“ of „konec“
    const other = page('katedrály hradby konečně hráči');
    const all = { url: '/p/#o', weighted_locations: other.map((_, location) => ({ location, weight: 1 })) };
    expect(termsMatched(all, query('katedrála konec hry', other))).toBe(1);
    expect(termsMatched(all, query('hradba', other))).toBe(1);
    expect(sectionScore(subs[2]!)).toBeLessThan(sectionScore(subs[0]!));
    expect(bestSections(subs, '/x/', 3, q).map((s) => s.url)[0]).toBe('/p/#katedrala');
    // without the query, by weight
    expect(bestSections(subs, '/x/').map((s) => s.url)[0]).toBe('/p/#katedrala-v-souperove-meste');
  });

  it('one word in two forms: the same key or one letter more; a heading of other words is not the query', () => {
    expect(sameWord(key('konec'), key('konce'))).toBe(true);
    expect(sameWord(key('hra'), key('hry'))).toBe(true);
    expect(sameWord(key('hostinec'), key('hostince'))).toBe(true);
    expect(sameWord(key('hra'), key('hrady'))).toBe(false);
    expect(sameWord('', 'a')).toBe(false);
    const q = query('konec hry', []);
    expect(headingIsQuery({ url: '', title: 'Konce hry' }, q)).toBe(true);
    expect(headingIsQuery({ url: '', title: 'Konec hry a závěrečné vyhodnocení' }, q)).toBe(false);
    expect(headingIsQuery({ url: '', title: 'Hrady' }, query('hra', []))).toBe(false);
    expect(headingIsQuery({ url: '' }, q)).toBe(false);
  });
});
