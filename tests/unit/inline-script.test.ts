/**
 * The inline scripts written from TypeScript functions (src/site/inline-script.ts): the text is a
 * script that calls the function with its arguments as JSON, and no argument can close the
 * `<script>` element; each function the pages inline is a whole script on its own.
 */
import { describe, expect, it } from 'vitest';
import { inlineScript } from '../../src/site/inline-script';
import { earlyPage } from '../../src/lib/early-page';
import { slashRedirect } from '../../src/lib/slash-redirect';
import { tileCatalogue } from '../../src/lib/tile-catalogue';
import { tileInspector } from '../../src/lib/tile-inspector';

describe('inline scripts', () => {
  it('call the function with its arguments, which cannot close the script element', () => {
    const seen: unknown[] = [];
    const text = inlineScript((a: string, b: { n: number }) => void seen.push(a, b), '</script><b>\u2028', { n: 2 });
    expect(text).not.toMatch(/<\/?[a-z]/i);
    expect(text).not.toContain('\u2028');
    new Function('seen', text)(seen);
    expect(seen).toEqual(['</script><b>\u2028', { n: 2 }]);
  });

  it("each page's inline script is a whole script", () => {
    for (const text of [
      inlineScript(earlyPage),
      inlineScript(slashRedirect),
      inlineScript(tileCatalogue, { set: 'sada', has: 'ma', letter: 'pismeno' }),
      inlineScript(tileInspector),
    ])
      expect(() => new Function(text)).not.toThrow();
  });

  it('the not-found page retries an address once with the trailing slash, keeping query and fragment', () => {
    const go = (pathname: string): string | null => {
      let to: string | null = null;
      const location = { pathname, search: '?a=1', hash: '#x', replace: (u: string) => (to = u) };
      new Function('location', inlineScript(slashRedirect))(location);
      return to;
    };
    expect(go('/cs/lazne')).toBe('/cs/lazne/?a=1#x');
    expect(go('/cs/lazne/')).toBeNull();
    expect(go('/obrazek.png')).toBeNull();
  });
});
