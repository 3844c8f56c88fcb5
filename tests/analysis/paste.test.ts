import { describe, expect, it } from 'vitest';
import { pastedNotation } from '../../src/analysis/files';
import { iframeCode } from '../../src/lib/embed-paths';
import { bbcode, markdown } from '../../src/analysis/share';

const N = '2~red_blue~inns-cathedrals~BASE.A.U_IC.B~0.0.03112011~1E0~0_0~0.BASE.A';
const notation = (text: string) => pastedNotation(text).notation;

describe('a pasted position', () => {
  it('is read from a link of any host and page, with or without a fragment', () => {
    expect(notation(`https://example.cz/cs/rozbor/?pozice=${N}`)).toBe(N);
    expect(notation(`http://127.0.0.1:4321/en/analysis/?x=1&pozice=${N}#board`)).toBe(N);
    expect(notation(`/cs/vlozit/rozbor/?pozice=${N}`)).toBe(N);
    expect(notation(`www.example.cz/cs/rozbor/?pozice=${N}`)).toBe(N);
  });

  it('is taken bare, without the spaces and line breaks a post put in', () => {
    expect(notation(N)).toBe(N);
    expect(notation(`  ${N.slice(0, 20)}\n${N.slice(20)} `)).toBe(N);
  });

  it("is read from the board's own frame code and forum posts, with the notes beside it", () => {
    const src = `https://example.cz/cs/vlozit/rozbor/?pozice=${N}&nazev=Kam&znacky=1_1`;
    const frame = pastedNotation(iframeCode(src, 'Rozbor', 560));
    expect(frame).toEqual({ notation: N, search: `?pozice=${N}&nazev=Kam&znacky=1_1`, link: true });
    expect(notation(bbcode(src, 'Kam', 'Vede Modrý'))).toBe(N);
    expect(notation(markdown(src, 'Kam', 'Vede Modrý'))).toBe(N);
  });

  it('is empty for a link without a position (said apart from blank text)', () => {
    expect(pastedNotation('https://example.cz/cs/rozbor/')).toEqual({ notation: '', search: '', link: true });
    expect(pastedNotation('https://example.cz/cs/vlozit/hostinec-krizovatka/').link).toBe(true);
    expect(notation('https://example.cz/cs/rozbor/?tahy=1')).toBe('');
    expect(pastedNotation('   ')).toEqual({ notation: '', search: '', link: false });
  });
});
