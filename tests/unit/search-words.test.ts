import { describe, expect, it } from 'vitest';
import { foldWord, queryFindsWords, startsSomeWord, wordKeys } from '../../src/lib/search-words';

// A small index: the words as scripts/search-words.mjs writes them (folded, sorted, once each).
const WORDS = [
  '01',
  'a',
  'a20',
  'd',
  'domu',
  'hostince',
  'hostinec',
  'katedraly',
  'lazenskeho',
  'lazni',
  'x',
  'y',
].sort();

describe('search: a query finds something only when each word starts an indexed word', () => {
  it('folds case and diacritics', () => {
    expect(foldWord('Lázeňského')).toBe('lazenskeho');
    expect(foldWord('KATEDRÁLA')).toBe('katedrala');
  });

  it('finds a prefix by binary search, at both ends of the list and between', () => {
    expect(startsSomeWord(WORDS, '0')).toBe(true);
    expect(startsSomeWord(WORDS, 'y')).toBe(true);
    expect(startsSomeWord(WORDS, 'hostin')).toBe(true);
    expect(startsSomeWord(WORDS, 'hostinc')).toBe(true);
    expect(startsSomeWord(WORDS, 'hostinx')).toBe(false);
    expect(startsSomeWord(WORDS, 'z')).toBe(false);
    expect(startsSomeWord(WORDS, '')).toBe(true);
    expect(startsSomeWord([], 'a')).toBe(false);
  });

  it('Czech words by their stems, with or without diacritics', () => {
    for (const q of ['katedrála', 'Katedrálou', 'hostince', 'hostincem', 'lázeňského domu', 'laznich', 'A20.D', '01'])
      expect(queryFindsWords(WORDS, q, 'cs'), q).toBe(true);
  });

  it('a word no indexed word starts with finds nothing, even when its first letters would', () => {
    // Pagefind would fall back to "x", "a", "hostin": the whole query must find nothing
    for (const q of ['xyzzyq', 'abcdef', 'hostinský', 'katedrála xyzzyq', 'kočka'])
      expect(queryFindsWords(WORDS, q, 'cs'), q).toBe(false);
    expect(queryFindsWords(WORDS, '   ', 'cs')).toBe(true);
  });

  it('English words lose at most their last three letters (the index is stemmed)', () => {
    expect(wordKeys('installations', 'en')).toEqual(['installati']);
    expect(wordKeys('inns', 'en')).toEqual(['inns']);
    expect(wordKeys('cathedrals', 'en')).toEqual(['cathedr']);
    expect(wordKeys('lázních', 'cs')).toEqual(['lazn']);
    expect(wordKeys('laznich', 'cs')).toEqual(['laznich', 'lazn']);
    expect(queryFindsWords(['cathedral', 'inn'], 'cathedrals', 'en')).toBe(true);
    expect(queryFindsWords(['cathedral', 'inn'], 'xyzzyq', 'en')).toBe(false);
  });
});
