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
    expect(czechStem('A20.D')).toBe('a20.d');
    expect(czechStem('27')).toBe('27');
  });

  it('a query keeps its words in order', () => {
    expect(czechSearchTerm('  lázeňský   dům ')).toBe('lázeňsk dům');
    expect(czechSearchTerm('katedrála v soupeřově městě')).toBe('katedrál v soupeřov měst');
    expect(czechSearchTerm('')).toBe('');
  });
});
