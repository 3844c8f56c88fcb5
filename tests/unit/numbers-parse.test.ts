/** Guess fields read a whole number with any minus a reader's keyboard gives (../src/i18n/numbers.ts). */
import { describe, expect, it } from 'vitest';
import { negatedText, parseWhole } from '../../src/i18n/numbers';

describe('guess fields', () => {
  it('read a whole number with a hyphen, a minus sign, an en dash or a plus', () => {
    expect(parseWhole('5')).toBe(5);
    expect(parseWhole(' -5 ')).toBe(-5);
    expect(parseWhole('\u22125')).toBe(-5);
    expect(parseWhole('\u2013 12')).toBe(-12);
    expect(parseWhole('+3')).toBe(3);
    expect(parseWhole('0')).toBe(0);
  });
  it('refuse what is no whole number', () => {
    for (const bad of ['', ' ', '-', '5.5', '1e3', 'abc', '--5', '5-', '1234567890'])
      expect(parseWhole(bad), bad).toBeNull();
  });
  it('turn the sign with the ± button', () => {
    expect(negatedText('5')).toBe('\u22125');
    expect(negatedText('\u22125')).toBe('5');
    expect(negatedText('-5')).toBe('5');
    expect(negatedText('')).toBe('\u2212');
    expect(parseWhole(negatedText(negatedText('7')))).toBe(7);
  });
});
