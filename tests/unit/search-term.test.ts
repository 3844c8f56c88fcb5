import { describe, expect, it } from 'vitest';
import { czechSearchTerm, czechStem } from '../../src/lib/search-term';

describe('search: Czech query words cut to their stems', () => {
  it('every case and number of a rules term gives one stem that starts them all', () => {
    const forms: Record<string, string[]> = {
      katedrál: ['katedrála', 'katedrály', 'katedrálu', 'katedrálou', 'katedrálami', 'Katedrály'],
      hostin: ['hostinec', 'hostince', 'hostinci', 'hostincem', 'hostinců'],
      sedlá: ['sedláci', 'sedláky', 'sedlákem'],
      klášter: ['kláštera', 'klášteru', 'klášterem', 'kláštery'],
      lázeňsk: ['lázeňský', 'lázeňské', 'lázeňského', 'lázeňskými'],
      // a fleeting e (konec – konce) and a word of two consonants and an ending (hra – hry)
      kon: ['konec', 'konce', 'konci', 'koncem', 'konců'],
      hr: ['hra', 'hry', 'hru', 'hrou', 'hrám', 'hrách', 'hrami'],
      dom: ['domek', 'domku', 'domkem'],
    };
    for (const [stem, words] of Object.entries(forms)) {
      for (const w of words) {
        const s = czechStem(w);
        expect(stem.startsWith(s) || s.startsWith(stem), `${w} → ${s}`).toBe(true);
        // the stem still starts the word itself, so the typed word is always found
        expect(w.toLocaleLowerCase('cs').startsWith(s), `${w} → ${s}`).toBe(true);
      }
    }
  });

  it('short words, tile ids and numbers are asked as typed', () => {
    expect(czechStem('dům')).toBe('dům');
    expect(czechStem('cesta')).toBe('cest');
    expect(czechStem('erb')).toBe('erb');
    // a vowel before -ec keeps the word's four letters; two consonants only before an ending
    expect(czechStem('kočka')).toBe('kočk');
    expect(czechStem('hrad')).toBe('hrad');
    expect(czechStem('zzqq')).toBe('zzqq');
    expect(czechStem('A20.D')).toBe('a20.d');
    expect(czechStem('27')).toBe('27');
  });

  it('a query keeps its words in order', () => {
    expect(czechSearchTerm('  lázeňský   dům ')).toBe('lázeňsk dům');
    expect(czechSearchTerm('katedrála v soupeřově městě')).toBe('katedrál v soupeřov měst');
    expect(czechSearchTerm('katedrála konec hry')).toBe('katedrál kon hr');
    expect(czechSearchTerm('')).toBe('');
  });
});
