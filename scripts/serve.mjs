#!/usr/bin/env node
// `npm start` / `npm run preview`: serves the built site (dist/) the way a static host that
// reads Netlify-style `_headers` and `_redirects` files (Netlify, Cloudflare Pages and
// similar) serves it to readers:
// - the headers of every `_headers` rule whose path matches, a header named by several rules
//   joined with ", " (so a page's own Content-Security-Policy and framing rules apply);
// - `_redirects` first (old addresses of pages, 301), query kept; the browser keeps the `#…`;
// - an address without the site's trailing slash (`/cs/lazne`) is sent on (301) to `/cs/lazne/`;
// - an unknown address gets the nearest not-found page: `/en/…` the English one
//   (`dist/en/404/index.html`), `/cs/…` the Czech one, anything else `dist/404.html`, with 404.
// Files are served by sirv (ETag, conditional GET, ranges, MIME types).
//
// Usage: node scripts/serve.mjs [--dir dist] [--host 127.0.0.1] [--port 4321] (PORT in the
// environment also sets the port).
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';

/**
 * Reads a `_headers` file: blocks of a path line followed by indented `Name: value` lines.
 * A path may end in `*` (a prefix); comments start with `#`.
 * @param {string} text the file
 * @returns {{ path: string, headers: [string, string][] }[]} the rules in file order
 */
export function parseHeaders(text) {
  const rules = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ path: line.trim(), headers: [] });
    else if (rules.length) {
      const at = line.indexOf(':');
      if (at > 0) rules[rules.length - 1].headers.push([line.slice(0, at).trim(), line.slice(at + 1).trim()]);
    }
  }
  return rules;
}

/**
 * Reads a `_redirects` file: one `from to [status]` a line (status 301 when left out).
 * @param {string} text the file
 * @returns {Map<string, { to: string, status: number }>} by the exact `from` path
 */
export function parseRedirects(text) {
  const out = new Map();
  for (const line of text.split(/\r?\n/)) {
    const t = line.trim();
    if (!t || t.startsWith('#')) continue;
    const [from, to, status] = t.split(/\s+/);
    if (from && to) out.set(from, { to, status: Number(status ?? 301) || 301 });
  }
  return out;
}

/** Does a `_headers` rule's path match a request path? `*` at the end matches any rest. */
function matches(rule, path) {
  return rule.endsWith('*') ? path.startsWith(rule.slice(0, -1)) : rule === path;
}

/**
 * The headers a request path gets: every matching rule's, in file order; the same header
 * from several rules joined with ", " (as Cloudflare Pages does; two policies then both apply).
 * @param {{ path: string, headers: [string, string][] }[]} rules from {@link parseHeaders}
 * @param {string} path the request's path, e.g. `/cs/lazne/`
 * @returns {Map<string, string>} header name → value
 */
export function headersFor(rules, path) {
  const out = new Map();
  for (const r of rules) {
    if (!matches(r.path, path)) continue;
    for (const [k, v] of r.headers) {
      const key = [...out.keys()].find((n) => n.toLowerCase() === k.toLowerCase()) ?? k;
      out.set(key, out.has(key) ? `${out.get(key)}, ${v}` : v);
    }
  }
  return out;
}

/**
 * The not-found page for an address: the one of the address's language if the build has it.
 * @param {string} dir the build folder
 * @param {string} path the request's path
 * @returns {string | undefined} a file in `dir`
 */
export function notFoundFile(dir, path) {
  const lang = /^\/([a-z]{2})(\/|$)/.exec(path)?.[1];
  const own = lang ? join(dir, lang, '404', 'index.html') : undefined;
  if (own && existsSync(own)) return own;
  const root = join(dir, '404.html');
  return existsSync(root) ? root : undefined;
}

/**
 * Where a request should be sent instead of being served, if anywhere.
 * @param {string} dir the build folder
 * @param {Map<string, { to: string, status: number }>} redirects from {@link parseRedirects}
 * @param {string} path the request's decoded path
 * @param {string} search the query with its `?`, or ``
 * @returns {{ location: string, status: number } | undefined}
 */
export function redirectFor(dir, redirects, path, search) {
  const r = redirects.get(path) ?? (path.endsWith('/') ? undefined : redirects.get(`${path}/`));
  if (r) return { location: `${r.to}${r.to.includes('?') ? '' : search}`, status: r.status };
  if (!path.endsWith('/') && !/\.[A-Za-z0-9]+$/.test(path)) {
    const d = join(dir, path);
    if (d.startsWith(dir) && existsSync(join(d, 'index.html')) && statSync(d).isDirectory())
      return { location: `${path}/${search}`, status: 301 };
  }
  return undefined;
}

/**
 * A request handler for the build folder.
 * @param {string} dir the build folder (absolute)
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void}
 */
export function siteHandler(dir) {
  const read = (f) => (existsSync(join(dir, f)) ? readFileSync(join(dir, f), 'utf8') : '');
  const rules = parseHeaders(read('_headers'));
  const redirects = parseRedirects(read('_redirects'));
  const files = sirv(dir, { dev: false, etag: true, dotfiles: false });
  return (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let path;
    try {
      path = decodeURIComponent(url.pathname);
    } catch {
      path = url.pathname;
    }
    const go = redirectFor(dir, redirects, path, url.search);
    if (go) {
      res.writeHead(go.status, { Location: go.location, 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(`${go.status} → ${go.location}\n`);
      return;
    }
    for (const [k, v] of headersFor(rules, url.pathname)) res.setHeader(k, v);
    // the host's own files are read by the host, not served
    const hidden = path === '/_headers' || path === '/_redirects';
    (hidden ? (_q, _s, next) => next() : files)(req, res, () => {
      const page = notFoundFile(dir, path);
      res.statusCode = 404;
      // the not-found page's own policy (its rule is `/404.html` or `/<lang>/404/`)
      const served =
        page && page.endsWith('index.html') ? `/${page.slice(dir.length + 1, -'index.html'.length)}` : '/404.html';
      for (const [k, v] of headersFor(rules, served)) res.setHeader(k, v);
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(page ? readFileSync(page) : 'Not found\n');
    });
  };
}

function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = resolve(arg('dir', 'dist'));
  if (!existsSync(join(dir, 'index.html'))) {
    console.error(`serve: ${dir} has no index.html; build the site first (npm run build)`);
    process.exit(1);
  }
  const host = arg('host', '127.0.0.1');
  const port = Number(arg('port', process.env.PORT ?? '4321'));
  createServer(siteHandler(dir)).listen(port, host, () => {
    console.log(`Serving ${dir} at http://${host}:${port}/ (Ctrl+C stops)`);
  });
}
