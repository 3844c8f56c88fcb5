/**
 * Hostile example permalinks (`?pozice=<example id>~<position>`): a seeded sequence of
 * markup, script addresses, huge and broken numbers, broken percent escapes, control and
 * right-to-left characters, very long text and near-valid positions, for the sandbox's
 * link reader (tests/sandbox/permalink-fuzz.test.ts) and the page (tests/e2e/fuzz.spec.ts).
 * The same seed gives the same sequence.
 */

/** The example the values aim at, on /cs/lazne/. */
export const ID = 'lazne-mesto-bonus';
/** The solution's move as a permalink position (x, y, quarter turns). */
export const SOLUTION = '1.-1,0,1';

/** mulberry32: a small seeded generator, the same sequence for the same seed. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Markup that would show if the address ever reached innerHTML or an attribute. */
const PAYLOADS = [
  '<img src=x data-fuzz-injected onerror="window.__fuzzHit=1">',
  '"><svg data-fuzz-injected onload="window.__fuzzHit=1">',
  "'><b data-fuzz-injected>x</b>",
  '</p><script data-fuzz-injected>window.__fuzzHit=1</script>',
  '<iframe data-fuzz-injected src="javascript:parent.__fuzzHit=1">',
  'javascript:window.__fuzzHit=1',
  '{{id}}{{constructor}}__proto__',
  "$&$`$'$$",
  '<style data-fuzz-injected>*{display:none}</style>',
  '&lt;b data-fuzz-injected&gt;',
];
const ODD = [
  '\u202e',
  '\u200b',
  '\u0000',
  '\n',
  '\t',
  '%',
  '%E0%A4%A',
  '%00',
  '%2',
  '~',
  '~~',
  '#',
  '&',
  '?',
  '=',
  '+',
  ' ',
  '\ud83c\udff0',
  'Ⅻ',
  '٣',
  '-0',
  '1e9',
  'NaN',
  'Infinity',
];
const LOCS = ['N', 'E', 'S', 'W', 'C', 'NNE', 'x', '', 'NN', 'c'];

export function hostileValues(seed: number, n: number): string[] {
  const r = rng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
  const int = (): string =>
    pick([
      '0',
      '1',
      '-1',
      '2',
      '3',
      '4',
      '99',
      '-9999',
      '10000',
      '2147483648',
      '1.5',
      '',
      '0x1',
      ' 1',
      '01',
      '9'.repeat(1 + Math.floor(r() * 30)),
    ]);
  const move = (): string =>
    [
      int(),
      int(),
      pick(['0', '1', '2', '3', '4', '-1', '']),
      ...(r() < 0.5 ? [pick(LOCS)] : []),
      ...(r() < 0.2 ? [pick(['large', 'normal', 'x'.repeat(30), 'ABC'])] : []),
    ].join(',');
  const position = (): string => {
    const parts = [pick(['1', '1', '1', '0', '2', '', 'v1'])];
    const moves = Math.floor(r() * (r() < 0.1 ? 400 : 6));
    for (let i = 0; i < moves; i++) parts.push(move());
    if (r() < 0.4) parts.push(`${pick(['s', 'p', 'q', ''])}${move()}`);
    if (r() < 0.1) parts.splice(Math.floor(r() * parts.length), 0, pick(['s1,1,1', 'p0,0,0']));
    return parts.join(pick(['.', '.', '.', ',', '..']));
  };
  const junk = (len: number): string => {
    let s = '';
    while (s.length < len)
      s += r() < 0.3 ? pick(ODD) : r() < 0.1 ? pick(PAYLOADS) : String.fromCharCode(32 + Math.floor(r() * 0x250));
    return s;
  };
  /** The real solution's permalink with one character changed, dropped or doubled. */
  const nearValid = (): string => {
    const v = `${ID}~${SOLUTION}`;
    const i = Math.floor(r() * v.length);
    const k = r();
    return k < 0.33
      ? v.slice(0, i) + pick(ODD) + v.slice(i + 1)
      : k < 0.66
        ? v.slice(0, i) + v.slice(i + 1)
        : v.slice(0, i) + v[i] + v.slice(i);
  };
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const k = r();
    // about 40 % name the example (its sandbox starts from a hostile position), the rest
    // name a hostile example (the page's notice)
    if (k < 0.22) out.push(`${ID}~${position()}`);
    else if (k < 0.3) out.push(`${ID}~${r() < 0.5 ? pick(PAYLOADS) : junk(1 + Math.floor(r() * 80))}`);
    else if (k < 0.4) out.push(nearValid());
    else if (k < 0.65) out.push(`${pick(PAYLOADS)}${r() < 0.5 ? `~${position()}` : ''}`);
    else if (k < 0.94) out.push(junk(1 + Math.floor(r() * (r() < 0.2 ? 3000 : 120))));
    else out.push(pick(['', '~', `~${ID}`, ` ${ID}`, `${ID.toUpperCase()}~1`, `${ID}~`, `${ID}~1`]));
  }
  return out;
}
