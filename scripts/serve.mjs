#!/usr/bin/env node
// `npm start` / `npm run preview`: serves the built site (dist/) the way a static host that
// reads Netlify-style `_headers` and `_redirects` files (Netlify, Cloudflare Pages and
// similar) serves it to readers:
// - the headers of every `_headers` rule whose path matches, a header named by several rules
//   joined with ", " (so a page's own Content-Security-Policy and framing rules apply);
// - `_redirects` first (old addresses of pages, 301), query kept; the browser keeps the `#…`;
// - an address without the site's trailing slash (`/cs/lazne`) is sent on (301) to `/cs/lazne/`;
// - every address is read once, decoded and normalised (`%2F`, `\\`, `//`, `.` and `..` resolved,
//   {@link requestPath}); redirects, headers and the file served all follow that one path, so a
//   redirect never leaves the site and a page gets its own headers under every address that
//   serves it (`/cs/hra/` and `/cs/hra/index.html` alike);
// - an unknown address gets the nearest not-found page: `/en/…` the English one
//   (`dist/en/404/index.html`), `/cs/…` the Czech one, anything else `dist/404.html`, with 404.
// Files are served by sirv (ETag, conditional GET, ranges, MIME types).
//
// Usage: node scripts/serve.mjs [--dir dist] [--host 127.0.0.1] [--port 4321] (PORT in the
// environment also sets the port).
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, posix, resolve } from 'node:path';
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
 * The path a request names, read once for everything the server does with it: the path part
 * of the raw request target (before `?` or `#`), percent-decoded (left as it is when the
 * escapes are malformed), `\\` read as `/` (as browsers read it), repeated slashes and `.`/`..`
 * segments resolved. The result always starts with exactly one `/`, never climbs above the
 * site's root, and keeps a trailing slash.
 * @param {string | undefined} target the request's target, e.g. `/cs/lazne/?x=1`
 * @returns {string} e.g. `/cs/lazne/`
 */
export function requestPath(target) {
  const raw = (target ?? '/').split(/[?#]/)[0] || '/';
  let path;
  try {
    path = decodeURIComponent(raw);
  } catch {
    path = raw;
  }
  return posix.normalize(`/${path.replace(/\\/g, '/')}`);
}

/**
 * A path as it goes into a `Location` header: each segment percent-encoded.
 * @param {string} path a path from {@link requestPath}
 * @returns {string}
 */
function encodePath(path) {
  return path.split('/').map(encodeURIComponent).join('/');
}

/**
 * Where a request should be sent instead of being served, if anywhere: an old address to its
 * page (`_redirects`), an address without the trailing slash to the one with it. The location
 * is always a path of this site (one leading `/`).
 * @param {string} dir the build folder
 * @param {Map<string, { to: string, status: number }>} redirects from {@link parseRedirects}
 * @param {string} path the request's path from {@link requestPath}
 * @param {string} search the query with its `?`, or ``
 * @returns {{ location: string, status: number } | undefined}
 */
export function redirectFor(dir, redirects, path, search) {
  const r = redirects.get(path) ?? (path.endsWith('/') ? undefined : redirects.get(`${path}/`));
  if (r) return { location: `${r.to}${r.to.includes('?') ? '' : search}`, status: r.status };
  if (!path.endsWith('/') && !/\.[A-Za-z0-9]+$/.test(path) && existsSync(join(dir, path, 'index.html')))
    return { location: `${encodePath(path)}/${search}`, status: 301 };
  return undefined;
}

/**
 * The file of the build a path names: the file itself, or a folder's `index.html` when the path
 * ends in `/`. Dot files and the host's own files (`_headers`, `_redirects`) are never served.
 * @param {string} dir the build folder
 * @param {string} path a path from {@link requestPath}
 * @returns {string | undefined} the file's path from the build folder's root, e.g. `/cs/hra/index.html`
 */
export function servedFile(dir, path) {
  const file = path.endsWith('/') ? `${path}index.html` : path;
  if (/\/\.|[?#\0]/.test(file) || file === '/_headers' || file === '/_redirects') return undefined;
  const abs = join(dir, file);
  return existsSync(abs) && statSync(abs).isFile() ? file : undefined;
}

/**
 * The address whose `_headers` rules a served file gets: a page's own address (`/cs/hra/` for
 * `/cs/hra/index.html`), so that a page has the same headers under every address serving it.
 * @param {string} file from {@link servedFile}
 * @returns {string}
 */
export function pageAddress(file) {
  return file.endsWith('/index.html') ? file.slice(0, -'index.html'.length) : file;
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
    const path = requestPath(req.url);
    const q = (req.url ?? '').indexOf('?');
    const search = q >= 0 ? (req.url ?? '').slice(q).split('#')[0] : '';
    const go = redirectFor(dir, redirects, path, search === '?' ? '' : search);
    if (go) {
      res.writeHead(go.status, { Location: go.location, 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(`${go.status} → ${go.location}\n`);
      return;
    }
    const file = servedFile(dir, path);
    for (const [k, v] of headersFor(rules, pageAddress(file ?? path))) res.setHeader(k, v);
    const notFound = () => {
      const page = notFoundFile(dir, path);
      res.statusCode = 404;
      // the not-found page's own policy (its rule is `/404.html` or `/<lang>/404/`)
      const served =
        page && page.endsWith('index.html') ? `/${page.slice(dir.length + 1, -'index.html'.length)}` : '/404.html';
      for (const [k, v] of headersFor(rules, served)) res.setHeader(k, v);
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(page ? readFileSync(page) : 'Not found\n');
    };
    if (!file) return notFound();
    // sirv serves exactly the file found here (its own lookup would read the address again)
    req.url = `${file.replace(/%/g, '%25')}${search}`;
    files(req, res, notFound);
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
