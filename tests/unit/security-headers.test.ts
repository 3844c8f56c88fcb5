import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import {
  headersFile,
  isEmbed,
  inlineScripts,
  pagePolicy,
  scriptHash,
  servedPath,
  withPolicyMeta,
} from '../../src/site/security-headers.mjs';

const page = (head: string, body = '') =>
  `<!DOCTYPE html><html><head><meta charset="utf-8"><title>x</title>${head}</head><body>${body}</body></html>`;

describe('security headers of the build', () => {
  it('hashes the inline scripts a browser runs, not JSON data or external scripts', () => {
    const html = page(
      '<script>var a = 1;</script><script type="module">import "/x.js";</script>',
      '<script type="application/json" data-scenario>{"a":1}</script><script src="/y.js"></script><script type="text/javascript">b()</script>',
    );
    expect(inlineScripts(html)).toEqual(['var a = 1;', 'import "/x.js";', 'b()']);
    const expected = `'sha256-${createHash('sha256').update('var a = 1;').digest('base64')}'`;
    expect(scriptHash('var a = 1;')).toBe(expected);
    expect(pagePolicy(html)).toContain(expected);
  });

  it('allows no inline script without a hash and never eval; WebAssembly only with Pagefind', () => {
    const plain = pagePolicy(page('<script>x()</script>'));
    const scriptSrc = plain.split('; ').find((d) => d.startsWith('script-src '));
    expect(scriptSrc).toMatch(/^script-src 'self' 'sha256-[^']+'$/);
    expect(plain).not.toContain('wasm-unsafe-eval');
    expect(pagePolicy(page('<script src="/pagefind/pagefind-ui.js"></script>'))).toContain(
      "script-src 'self' 'wasm-unsafe-eval'",
    );
    expect(plain).not.toContain('frame-ancestors');
  });

  it('puts the policy right after the charset, before any script', () => {
    const html = page('<script>x()</script>');
    const out = withPolicyMeta(html, "default-src 'self'");
    expect(out).toContain(
      `<meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="default-src 'self'">`,
    );
    expect(out.indexOf('Content-Security-Policy')).toBeLessThan(out.indexOf('<script'));
    expect(() => withPolicyMeta(out, "default-src 'self'")).toThrow(/already/);
  });

  it('names pages by the address a host serves them at and repeats each policy in _headers', () => {
    expect(servedPath('index.html')).toBe('/');
    expect(servedPath('cs/lazne/index.html')).toBe('/cs/lazne/');
    expect(servedPath('404.html')).toBe('/404.html');
    const text = headersFile([{ path: '/cs/', policy: "default-src 'self'" }]);
    expect(text).toMatch(/^\/\*\n {2}X-Content-Type-Options: nosniff$/m);
    expect(text).toContain(
      "/cs/\n  Content-Security-Policy: default-src 'self'; frame-ancestors 'none'\n  X-Frame-Options: DENY\n",
    );
  });

  it('lets any site frame the embed pages alone, and says nothing about frames for /*', () => {
    expect(isEmbed(page('', '<main data-embed="example"></main>'))).toBe(false);
    expect(isEmbed('<html><head></head><body class="e" data-embed="example"><p>x</p></body></html>')).toBe(true);
    expect(isEmbed('<html><head></head><body data-embedded="x"></body></html>')).toBe(false);
    const text = headersFile([
      { path: '/cs/', policy: "default-src 'self'" },
      { path: '/cs/vlozit/x/', policy: "default-src 'self'", embed: true },
    ]);
    expect(text).toContain("/cs/vlozit/x/\n  Content-Security-Policy: default-src 'self'; frame-ancestors *\n");
    expect(text).not.toMatch(/\/cs\/vlozit\/x\/\n[^\n]*\n {2}X-Frame-Options/);
    const all = text.split('\n\n')[0]!;
    expect(all).not.toContain('frame-ancestors');
    expect(all).not.toContain('X-Frame-Options');
  });
});
