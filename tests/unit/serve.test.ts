import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { headersFor, parseHeaders, parseRedirects, requestPath, siteHandler } from '../../scripts/serve.mjs';
import { headersFile } from '../../src/site/security-headers.mjs';
import { MAX_LINK } from '../../src/board/position/notes';
import { redirectsText } from '../../src/site/redirects.mjs';
import { OLD_ADDRESSES, PAGE_PATHS_EN, SEARCH_PATHS, pageAt, pageHref, pagePath } from '../../src/lib/page-paths';
import { TOOL_PAGES } from '../../src/lib/tool-pages';

// `npm start`'s server (scripts/serve.mjs) on a small build folder of its own: the same
// `_headers` and `_redirects` rules a static host applies.
describe('the static server', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'serve-'));
    const file = (p: string, text: string) => {
      mkdirSync(join(dir, p, '..'), { recursive: true });
      writeFileSync(join(dir, p), text);
    };
    file('index.html', '<title>root</title>');
    file('404.html', '<title>root 404</title>');
    file('cs/index.html', '<title>cs home</title>');
    file('cs/lazne/index.html', '<title>lazne</title>');
    file('cs/404/index.html', '<title>cs 404</title>');
    file('en/404/index.html', '<title>en 404</title>');
    file('en/bathhouses/index.html', '<title>bathhouses</title>');
    file('app.js', 'x()');
    file(
      '_headers',
      "/*\n  X-Frame-Options: DENY\n  Content-Security-Policy: frame-ancestors 'none'\n\n/cs/lazne/\n  Content-Security-Policy: default-src 'self'\n\n/en/404/\n  X-Page: en-404\n",
    );
    file('_redirects', redirectsText([{ from: '/en/lazne/', to: '/en/bathhouses/' }]));
    server = createServer(siteHandler(dir));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));
  const get = (p: string) => fetch(`${base}${p}`, { redirect: 'manual' });

  it('serves pages with the headers of every matching rule, one header joined', async () => {
    const r = await get('/cs/lazne/');
    expect(r.status).toBe(200);
    expect(await r.text()).toContain('lazne');
    expect(r.headers.get('x-frame-options')).toBe('DENY');
    expect(r.headers.get('content-security-policy')).toBe("frame-ancestors 'none', default-src 'self'");
    expect((await get('/app.js')).headers.get('content-type')).toMatch(/javascript/);
  });

  it('sends an address without its slash, and an old address, on with the query', async () => {
    const a = await get('/cs/lazne?x=1');
    expect([a.status, a.headers.get('location')]).toEqual([301, '/cs/lazne/?x=1']);
    const b = await get('/en/lazne/?pozice=ab');
    expect([b.status, b.headers.get('location')]).toEqual([301, '/en/bathhouses/?pozice=ab']);
    const c = await get('/en/lazne');
    expect([c.status, c.headers.get('location')]).toEqual([301, '/en/bathhouses/']);
    // a file name is not a folder: no slash added
    expect((await get('/app.jsx')).status).toBe(404);
  });

  it("answers an unknown address with the not-found page of the address's language", async () => {
    const en = await get('/en/nothing-here/');
    expect(en.status).toBe(404);
    expect(await en.text()).toContain('en 404');
    expect(en.headers.get('x-page')).toBe('en-404');
    const cs = await get('/cs/nic');
    expect([cs.status, await cs.text()]).toEqual([404, '<title>cs 404</title>']);
    expect(await (await get('/xx.png')).text()).toContain('root 404');
    // the host's own files are not served
    expect((await get('/_headers')).status).toBe(404);
    expect((await get('/_redirects')).status).toBe(404);
  });

  it('reads the two files as hosts do', () => {
    const rules = parseHeaders('# c\n/*\n  A: 1\n/x/\n  a: 2\n  B: 3\n');
    expect(rules).toEqual([
      { path: '/*', headers: [['A', '1']] },
      {
        path: '/x/',
        headers: [
          ['a', '2'],
          ['B', '3'],
        ],
      },
    ]);
    expect([...headersFor(rules, '/x/')]).toEqual([
      ['A', '1, 2'],
      ['B', '3'],
    ]);
    expect([...headersFor(rules, '/y/')]).toEqual([['A', '1']]);
    expect(parseRedirects('/a /b\n/c /d 302\n# x\n').get('/c')).toEqual({ to: '/d', status: 302 });
  });
});

// Issue 36: an address that names another host must never come back as a redirect, and a page
// refuses framing under every address that serves it, as the build's own `_headers` says it.
describe('the static server and hostile addresses', () => {
  let server: Server;
  let base: string;
  let headersText = '';
  const PAGES = ['/', '/cs/', '/cs/hra/', '/cs/rozbor/', '/en/play/', '/cs/trenink/', '/cs/404/', '/cs/vlozit/x/'];
  const embed = (p: string) => p.startsWith('/cs/vlozit/');
  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'serve-'));
    for (const p of PAGES) {
      mkdirSync(join(dir, p), { recursive: true });
      writeFileSync(join(dir, p, 'index.html'), `<title>${p}</title>`);
    }
    writeFileSync(join(dir, '404.html'), '<title>root 404</title>');
    headersText = headersFile([
      ...PAGES.map((path) => ({ path, policy: "default-src 'self'", embed: embed(path) })),
      { path: '/404.html', policy: "default-src 'self'" },
    ]);
    writeFileSync(join(dir, '_headers'), headersText);
    server = createServer(siteHandler(dir));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));
  /** A raw request target, sent as it is (fetch would normalise `..`, `\\` and `//`). */
  const raw = (target: string) =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>(
      (ok, fail) => {
        const u = new URL(base);
        const req = request({ host: u.hostname, port: u.port, path: target, method: 'GET' }, (res) => {
          let body = '';
          res.on('data', (c) => (body += c));
          res.on('end', () => ok({ status: res.statusCode ?? 0, headers: res.headers, body }));
        });
        req.on('error', fail);
        req.end();
      },
    );

  it('reads every address once: decoded, backslashes as slashes, no dot segments, one leading slash', () => {
    expect(requestPath('/%2F127.0.0.1:4610%2F..%2Fcs')).toBe('/cs');
    expect(requestPath('/%5C127.0.0.1:4610%2F..%5Ccs?x')).toBe('/cs');
    expect(requestPath('//evil.example/../../cs/hra/')).toBe('/cs/hra/');
    expect(requestPath('/cs/%68ra/index.html')).toBe('/cs/hra/index.html');
    expect(requestPath('/cs/%E0%A4%A/')).toBe('/cs/%E0%A4%A/');
  });

  it('sends a redirect only to a path of this site', async () => {
    for (const target of [
      '/%2F127.0.0.1:4610%2F..%2Fcs',
      '/%5C127.0.0.1:4610%2F..%2Fcs',
      '/%5C%5C127.0.0.1:4610%5C..%5Ccs',
      '//127.0.0.1:4610/../cs',
      '/\\127.0.0.1:4610/../cs',
      '/%2F%2Fevil.example%2F..%2Fcs%2Fhra?x=1',
    ]) {
      const r = await raw(target);
      expect(r.status, target).toBe(301);
      const location = String(r.headers.location);
      expect(location, target).toMatch(/^\/(?![/\\])/);
      // a browser resolves it on this site's origin
      expect(new URL(location, 'http://site.example/a/').origin, target).toBe('http://site.example');
      expect(location, target).toMatch(/^\/cs\/(hra\/)?(\?x=1)?$/);
    }
  });

  it('opens the longest link the site writes', async () => {
    const path = '/cs/rozbor/?pozice=';
    const link = `${path}${'a'.repeat(MAX_LINK - 'https://hratelna-pravidla.cz'.length - path.length)}`;
    const r = await raw(link);
    expect([r.status, r.body]).toEqual([200, '<title>/cs/rozbor/</title>']);
  });

  it('gives a page its framing headers under every address that serves it, and the static host agrees', async () => {
    // a static host matches the `_headers` rules as they are, by exact path
    const rules = parseHeaders(headersText);
    for (const page of PAGES) {
      for (const address of [page, `${page}index.html`]) {
        const own = headersFor(rules, address);
        expect(own.get('Content-Security-Policy'), address).toContain(embed(page) ? 'frame-ancestors *' : "'none'");
        expect(own.get('X-Frame-Options'), address).toBe(embed(page) ? undefined : 'DENY');
      }
    }
    for (const page of PAGES) {
      const forms = [
        page,
        `${page}index.html`,
        `${page}./`,
        `/x/..${page}`,
        `/${page}`,
        `/${page.slice(1).replace(/\//g, '%2F')}`,
      ];
      if (page.length > 1) forms.push(`${page.slice(0, 2)}%${page.charCodeAt(2).toString(16)}${page.slice(3)}`);
      for (const form of forms) {
        const r = await raw(form);
        expect(r.status, form).toBe(200);
        expect(r.body, form).toBe(`<title>${page}</title>`);
        const csp = String(r.headers['content-security-policy']);
        if (embed(page)) {
          expect(csp, form).toContain('frame-ancestors *');
          expect(csp, form).not.toContain("frame-ancestors 'none'");
          expect(r.headers['x-frame-options'], form).toBeUndefined();
        } else {
          expect(csp, form).toContain("frame-ancestors 'none'");
          expect(r.headers['x-frame-options'], form).toBe('DENY');
        }
      }
    }
  });
});

describe('page addresses in each language', () => {
  const pages = readdirSync('content/cs').map((f) => f.replace(/\.mdx$/, ''));
  it('every rules page has one English address of its own, none taken twice or by a tool page', () => {
    expect(Object.keys(PAGE_PATHS_EN).sort()).toEqual([...pages].sort());
    const taken = [
      ...pages.map((p) => pagePath('en', p)),
      ...TOOL_PAGES.map((t) => t.paths.en),
      SEARCH_PATHS.en,
      ...pages.map((p) => `${p}/`),
    ];
    expect(new Set(taken).size).toBe(taken.length);
    for (const p of pages) {
      expect(pageAt('en', pagePath('en', p))).toBe(p);
      expect(pageAt('cs', pagePath('cs', p))).toBe(p);
      expect(pagePath('en', p)).toMatch(/^[a-z0-9-]+\/$/);
    }
    expect(pageHref('en', 'lazne', 'x')).toBe('/en/bathhouses/#x');
    expect(pageHref('cs', 'lazne')).toBe('/cs/lazne/');
  });

  it('every address published before leads to a page that exists now', () => {
    for (const p of pages) expect(OLD_ADDRESSES).toContainEqual({ from: `/en/${p}/`, to: pageHref('en', p) });
    expect(OLD_ADDRESSES).toContainEqual({ from: '/en/hledat/', to: '/en/search/' });
    const text = redirectsText(OLD_ADDRESSES);
    expect(text).toContain('/en/lazne/ /en/bathhouses/ 301\n/en/lazne /en/bathhouses/ 301');
  });
});
