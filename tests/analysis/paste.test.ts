import { describe, expect, it } from 'vitest';
import { iframeSrc, MAX_PASTE, pastedNotation, postLink } from '../../src/analysis/files';
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

  // issue 36: two regular expressions backtracked quadratically (a 1 MB paste held the tab 10.8 s)
  it('reads any text of the longest length read in a few milliseconds, and refuses longer text unread', () => {
    const hostile = [
      '](((',
      '](',
      '[url=',
      '<iframe ',
      '<iframe src="',
      "<iframe src='x",
      '[url=](',
      ' \t'.repeat(3) + 'a',
    ];
    let slowest = 0;
    for (const unit of hostile) {
      const text = unit.repeat(Math.ceil(MAX_PASTE / unit.length)).slice(0, MAX_PASTE);
      const start = performance.now();
      const r = pastedNotation(text);
      const ms = performance.now() - start;
      slowest = Math.max(slowest, ms);
      expect(r.tooLong, unit).toBeUndefined();
      // linear reading takes a few ms; the quadratic one took over 100 ms at this length
      expect(ms, `${JSON.stringify(unit.slice(0, 20))}: ${ms.toFixed(1)} ms`).toBeLessThan(25);
    }
    console.info(`slowest paste of ${MAX_PASTE} characters: ${slowest.toFixed(1)} ms`);
    const start = performance.now();
    expect(pastedNotation('](('.repeat(400_000))).toEqual({ notation: '', search: '', link: false, tooLong: true });
    expect(performance.now() - start).toBeLessThan(20);
    // what is within the limit is still read
    expect(notation(`${'x'.repeat(MAX_PASTE - 200)} [url=https://e.cz/cs/rozbor/?pozice=${N}]a[/url]`)).toBe(N);
  });

  it('finds the link of a post or a frame in time linear in the text, far beyond the longest paste', () => {
    const n = 400_000;
    for (const [unit, read] of [
      ['](((', postLink],
      ['[url=', postLink],
      ['[url=](', postLink],
      ['<iframe ', iframeSrc],
      ['<iframe src="', iframeSrc],
    ] as const) {
      const text = unit.repeat(n / unit.length);
      const start = performance.now();
      read(text);
      const ms = performance.now() - start;
      // a quadratic reading takes seconds here
      expect(ms, `${unit}: ${ms.toFixed(1)} ms`).toBeLessThan(100);
    }
    expect(postLink('a[url=/x?pozice=1]b[/url]')).toBe('/x?pozice=1');
    expect(postLink('[a](/y?pozice=2)')).toBe('/y?pozice=2');
    expect(iframeSrc("<p><IFRAME width=3 src='/z?a=1&amp;b'></iframe>")).toBe('/z?a=1&amp;b');
  });
});
