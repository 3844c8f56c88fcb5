// Content-Security-Policy and security headers for the static build.
//
// After the build every HTML page gets a <meta http-equiv="Content-Security-Policy"> right
// after its charset, with `script-src 'self'` plus the SHA-256 hash of each inline script
// of that very page (the theme and menu script in the head, the layout's script, the search
// page's set-up), so no inline script runs unless it was built here, and nothing may build
// code from strings (no 'unsafe-eval'; PixiJS runs with `pixi.js/unsafe-eval`, which avoids
// `new Function`). Pages that load Pagefind also allow 'wasm-unsafe-eval', which lets the
// search index's WebAssembly compile and nothing else.
//
// Images may be data: URLs (Pagefind's stylesheet draws its search icon as one).
// Styles keep 'unsafe-inline': the tile drawings carry style attributes (fill and stroke
// from the site colours), TileList sets sizes in style attributes and PixiJS and Pagefind
// set inline styles; a hash cannot cover style attributes.
//
// A meta policy cannot say who may frame the page, so `dist/_headers` (read by Netlify,
// Cloudflare Pages and similar hosts) repeats each page's policy with `frame-ancestors
// 'none'` and `X-Frame-Options: DENY`, and adds nosniff, a referrer policy and a permissions
// policy for every file. The embed pages (root `data-embed`, src/layouts/Embed.astro) alone
// say `frame-ancestors *`: other sites may show them in a frame. Framing is therefore said
// per page, never for `/*`: a host joins every rule that matches an address, and a site-wide
// `frame-ancestors 'none'` would keep the embeds out of every frame too. Rules match exact
// paths, so each page's rule is written for each address that serves it (`/cs/hra/` and
// `/cs/hra/index.html`); scripts/serve.mjs gives a file the rules of its page's address.
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { htmlFiles } from './html-files.mjs';

/** Headers every response gets, in `_headers` order. */
export const COMMON_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/**
 * Files that pages load as CORS requests (module scripts and their chunks, the tile drawings),
 * readable by any origin: an embed page in a frame with `sandbox="allow-scripts"` runs with
 * origin `null`, and without this header its scripts would be refused and the frame never
 * start. The files are public and read without credentials.
 */
export const CORS_PATHS = ['/_astro/*', '/kresby-karticek/*'];

/** What only a header can carry (ignored, with a console message, in a meta policy): who may frame a page. */
export const HEADER_ONLY_DIRECTIVES = "frame-ancestors 'none'";

/** The same for an embed page, which any site may frame. */
export const EMBED_DIRECTIVES = 'frame-ancestors *';

/**
 * Whether a built page is an embed page, which other sites may frame: its `<body>` carries
 * `data-embed` (src/layouts/Embed.astro).
 * @param {string} html a whole HTML document
 * @returns {boolean}
 */
export function isEmbed(html) {
  return /<body\b[^>]*\sdata-embed[\s=>]/i.test(html);
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * The inline scripts of a page that a browser would run: `<script>` elements without `src`
 * whose type is absent, empty, `module` or a JavaScript MIME type (JSON data blocks are not
 * run and need no hash).
 * @param {string} html a whole HTML document
 * @returns {string[]} each script's text exactly as written between the tags
 */
export function inlineScripts(html) {
  const out = [];
  for (const m of html.matchAll(INLINE_SCRIPT)) {
    const attrs = m[1];
    if (/\bsrc\s*=/i.test(attrs)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attrs)?.[1]?.toLowerCase() ?? '';
    if (type && type !== 'module' && !/^(text|application)\/(x-)?(java|ecma)script$/.test(type)) continue;
    out.push(m[2]);
  }
  return out;
}

/**
 * The CSP source expression for one inline script: `'sha256-…'` of its UTF-8 text.
 * @param {string} text the script's text
 * @returns {string}
 */
export function scriptHash(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The policy of one page as a meta tag may carry it.
 * @param {string} html the page
 * @returns {string} directives joined by `; `
 */
export function pagePolicy(html) {
  const hashes = [...new Set(inlineScripts(html).map(scriptHash))].sort();
  const wasm = /\/pagefind\//.test(html) ? ["'wasm-unsafe-eval'"] : [];
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...wasm, ...hashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:", // blob: the analysis board draws its PNG from an SVG blob
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * Puts the policy into the page's head, right after the charset (before any script).
 * @param {string} html the page, without a policy
 * @param {string} policy from {@link pagePolicy}
 * @returns {string}
 */
export function withPolicyMeta(html, policy) {
  if (/<meta\s+http-equiv\s*=\s*["']?content-security-policy/i.test(html)) throw new Error('page has a policy already');
  const tag = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/"/g, '&quot;')}">`;
  const charset = /<meta\s+charset\s*=\s*["']?[\w-]+["']?\s*\/?>/i.exec(html);
  if (charset)
    return html.slice(0, charset.index + charset[0].length) + tag + html.slice(charset.index + charset[0].length);
  const head = /<head\b[^>]*>/i.exec(html);
  if (!head) throw new Error('page without <head>');
  return html.slice(0, head.index + head[0].length) + tag + html.slice(head.index + head[0].length);
}

/**
 * The address a host serves a built HTML file at: `cs/lazne/index.html` → `/cs/lazne/`,
 * `404.html` → `/404.html`.
 * @param {string} file path relative to the build folder
 */
export function servedPath(file) {
  const p = file.split(sep).join('/');
  if (p === 'index.html') return '/';
  if (p.endsWith('/index.html')) return `/${p.slice(0, -'index.html'.length)}`;
  return `/${p}`;
}

/**
 * Every address a static host serves a page at, for its rules in `_headers`: `_headers` rules
 * match exact paths, so a page's folder address (`/cs/hra/`) and its file's own address
 * (`/cs/hra/index.html`) each need the page's rule, or the file's address would be served
 * without the page's framing headers.
 * @param {string} path the page's address from {@link servedPath}
 * @returns {string[]} e.g. `['/cs/hra/', '/cs/hra/index.html']`
 */
export function pageAddresses(path) {
  return path.endsWith('/') ? [path, `${path}index.html`] : [path];
}

/**
 * The `_headers` file: the common headers for every path, then each page's policy with who
 * may frame it (no one; any site for an embed page) under each of its addresses
 * ({@link pageAddresses}).
 * @param {{ path: string; policy: string; embed?: boolean }[]} pages
 * @returns {string}
 */
export function headersFile(pages) {
  const lines = ['# Generated by the build (src/site/security-headers.mjs); the same policies are in each page.', '/*'];
  for (const [k, v] of Object.entries(COMMON_HEADERS)) lines.push(`  ${k}: ${v}`);
  // a site-wide policy that only restricts plugins and <base>; a host that joins it with a
  // page's own policy enforces both
  lines.push(`  Content-Security-Policy: object-src 'none'; base-uri 'self'`);
  for (const path of CORS_PATHS) lines.push('', path, '  Access-Control-Allow-Origin: *');
  for (const p of [...pages].sort((a, b) => a.path.localeCompare(b.path))) {
    for (const address of pageAddresses(p.path)) {
      lines.push(
        '',
        address,
        `  Content-Security-Policy: ${p.policy}; ${p.embed ? EMBED_DIRECTIVES : HEADER_ONLY_DIRECTIVES}`,
      );
      if (!p.embed) lines.push('  X-Frame-Options: DENY');
    }
  }
  return `${lines.join('\n')}\n`;
}

/** Astro integration: a policy meta tag in every built page and `_headers` beside them. */
export function securityHeaders() {
  return {
    name: 'security-headers',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const pages = [];
        for (const f of await htmlFiles(root)) {
          const html = await readFile(f, 'utf8');
          const policy = pagePolicy(html);
          await writeFile(f, withPolicyMeta(html, policy));
          pages.push({ path: servedPath(relative(root, f)), policy, embed: isEmbed(html) });
        }
        await writeFile(join(root, '_headers'), headersFile(pages));
        logger.info(`Content-Security-Policy in ${pages.length} pages and _headers`);
      },
    },
  };
}
