/**
 * The analysis board's link reader (`docFromNotation`, what the page does with a `?pozice=`
 * value) under 1,100 seeded hostile or broken values (tests/helpers/positions.ts: mutations
 * of real positions, junk, markup, huge numbers, two huge values) and the broken links the
 * board must refuse: never an exception; a refusal is a message key that both languages
 * word without the value's markup; a value it reads is a position whose notation reads
 * back to itself. The browser tries the first 150 on the page (tests/e2e/analysis.spec.ts).
 */
import { describe, expect, it } from 'vitest';
import { getT } from '../../src/i18n';
import { docFromNotation } from '../../src/analysis/io';
import { notationOfSetup } from '../../src/engine/index';
import { issueText } from '../../src/analysis/messages';
import { BAD_LINKS, hostileLinks } from '../helpers/positions';

const MARKUP = /<\s*(img|script|svg|iframe|style|b)\b/i;

describe('hostile position links', () => {
  it('1,100 values: each refused with a worded message or read into a position that reads back to itself', () => {
    const cs = getT('cs');
    const en = getT('en');
    const values = hostileLinks(1100);
    expect(values.length).toBe(1102);
    const problems: string[] = [];
    let refused = 0;
    for (const v of values) {
      let r: ReturnType<typeof docFromNotation>;
      try {
        r = docFromNotation(v);
      } catch (e) {
        problems.push(`${v.slice(0, 80)}: threw ${(e as Error).message}`);
        continue;
      }
      if (!r.ok) {
        refused++;
        for (const t of [cs, en]) {
          const text = issueText(r.issue, t);
          if (!text || /\{\{/.test(text) || MARKUP.test(text)) problems.push(`${v.slice(0, 80)}: message "${text}"`);
        }
      } else {
        const n = notationOfSetup(r.doc);
        const again = docFromNotation(n);
        if (!again.ok || notationOfSetup(again.doc) !== n)
          problems.push(`${v.slice(0, 80)}: read, but its notation does not`);
      }
    }
    expect(problems).toEqual([]);
    expect(refused).toBeGreaterThan(550);
  });

  it('the broken links are refused, never read', () => {
    for (const bad of BAD_LINKS) {
      const value = (() => {
        try {
          return decodeURIComponent(bad);
        } catch {
          return bad;
        }
      })();
      const r = docFromNotation(value);
      expect(r.ok, bad).toBe(false);
    }
  });
});
