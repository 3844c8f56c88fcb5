import { describe, expect, it } from 'vitest';
import { pastedNotation } from '../../src/analysis/files';

const N = '2~red_blue~inns-cathedrals~BASE.A.U_IC.B~0.0.03112011~1E0~0_0~0.BASE.A';

describe('a pasted position', () => {
  it('is read from a link of any host and page, with or without a fragment', () => {
    expect(pastedNotation(`https://example.cz/cs/rozbor/?pozice=${N}`)).toBe(N);
    expect(pastedNotation(`http://127.0.0.1:4321/en/analysis/?x=1&pozice=${N}#board`)).toBe(N);
    expect(pastedNotation(`/cs/vlozit/rozbor/?pozice=${N}`)).toBe(N);
    expect(pastedNotation(`www.example.cz/cs/rozbor/?pozice=${N}`)).toBe(N);
  });

  it('is taken bare, without the spaces and line breaks a post put in', () => {
    expect(pastedNotation(N)).toBe(N);
    expect(pastedNotation(`  ${N.slice(0, 20)}\n${N.slice(20)} `)).toBe(N);
  });

  it('is empty for a link without a position and for blank text', () => {
    expect(pastedNotation('https://example.cz/cs/rozbor/')).toBe('');
    expect(pastedNotation('https://example.cz/cs/rozbor/?tahy=1')).toBe('');
    expect(pastedNotation('   ')).toBe('');
  });
});
