import { test, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { builtPages, fileFor, DIST } from './helpers/dist';

// Link check over the built site (Czech and English): every internal address in an href or
// src of every page, and every absolute address on the site's own host (canonical,
// alternate, OpenGraph, sitemap), must reach a built file; a `#fragment` must name an id on
// the page it reaches. No browser: it reads dist/ after the build.
const SITE = new URL(process.env.SITE_URL ?? 'https://hratelna-pravidla.cz');
const pages = builtPages();

/** Page text without script and style bodies (a JSON scenario is no link). */
function markup(html: string): string {
  return html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, (m) => m.replace(/>[\s\S]*<\//, '></'));
}

/** The ids (and legacy names) an anchor may point to. */
function anchorsOf(html: string): Set<string> {
  const out = new Set<string>();
  for (const m of markup(html).matchAll(/\s(?:id|name)="([^"]*)"/g)) out.add(decodeEntities(m[1]!));
  return out;
}

function decodeEntities(s: string): string {
  return s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

/** Every href / src / srcset address on a page, with the tag it came from. */
function linksOf(html: string): { tag: string; url: string }[] {
  const out: { tag: string; url: string }[] = [];
  for (const tag of markup(html).matchAll(/<([a-z][\w:-]*)\b([^>]*)>/gi)) {
    const name = tag[1]!.toLowerCase();
    for (const a of tag[2]!.matchAll(/\s(href|src|srcset|xlink:href|content|action)="([^"]*)"/gi)) {
      const attr = a[1]!.toLowerCase();
      const value = decodeEntities(a[2]!);
      // meta content is a link only for OpenGraph addresses
      if (attr === 'content' && !(name === 'meta' && /\sproperty="og:(url|image)"/.test(tag[2]!))) continue;
      const urls = attr === 'srcset' ? value.split(',').map((s) => s.trim().split(/\s+/)[0]!) : [value];
      for (const url of urls) if (url) out.push({ tag: `<${name} ${attr}>`, url });
    }
  }
  return out;
}

const anchorCache = new Map<string, Set<string>>();
function anchorsIn(file: string): Set<string> {
  let a = anchorCache.get(file);
  if (!a) anchorCache.set(file, (a = file.endsWith('.html') ? anchorsOf(readFileSync(file, 'utf8')) : new Set()));
  return a;
}

interface Counts {
  pages: number;
  links: number;
  internal: number;
  anchors: number;
}

/** Checks one address found on `from`; returns a problem or null, and counts what it checked. */
function check(from: string, url: string, counts: Counts): string | null {
  if (/^(mailto|tel|data|javascript|blob):/i.test(url)) return null;
  counts.links += 1;
  const base = new URL(from, SITE);
  let u: URL;
  try {
    u = new URL(url, base);
  } catch {
    return `unparsable address "${url}"`;
  }
  if (u.host !== SITE.host) return null; // other hosts: the no-other-host test keeps pages free of them
  counts.internal += 1;
  const file = fileFor(u.pathname);
  if (!file) {
    if (!u.pathname.endsWith('/') && fileFor(`${u.pathname}/`))
      return `${u.pathname} lacks the trailing slash the site uses`;
    return `${u.pathname} is not a built file`;
  }
  if (u.hash.length > 1) {
    counts.anchors += 1;
    const id = decodeURIComponent(u.hash.slice(1));
    if (!anchorsIn(file).has(id)) return `${u.pathname} has no id="${id}"`;
  }
  return null;
}

test('the build has Czech and English pages to check', () => {
  expect(pages.filter((p) => p.path.startsWith('/cs/')).length).toBeGreaterThanOrEqual(8);
  expect(pages.filter((p) => p.path.startsWith('/en/')).length).toBeGreaterThanOrEqual(8);
});

test('no broken internal link or anchor in dist (Czech and English)', () => {
  const counts: Counts = { pages: 0, links: 0, internal: 0, anchors: 0 };
  const broken: string[] = [];
  for (const p of pages) {
    counts.pages += 1;
    for (const { tag, url } of linksOf(p.html)) {
      const problem = check(p.path, url, counts);
      if (problem) broken.push(`${p.path}: ${tag} "${url}": ${problem}`);
    }
  }
  console.log(
    `link check: ${counts.pages} pages, ${counts.links} addresses, ${counts.internal} on the site, ${counts.anchors} with an anchor; ${broken.length} broken`,
  );
  expect(broken).toEqual([]);
  expect(counts.anchors).toBeGreaterThan(100);
});

test('every sitemap address is a built page, and no not-found page is listed', () => {
  const index = readFileSync(`${DIST}/sitemap-index.xml`, 'utf8');
  const maps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(maps.length).toBeGreaterThan(0);
  const urls = maps.flatMap((m) =>
    [...readFileSync(`${DIST}${m}`, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((x) => new URL(x[1]!)),
  );
  expect(urls.length).toBeGreaterThanOrEqual(16);
  for (const u of urls) {
    expect(u.host).toBe(SITE.host);
    expect(fileFor(u.pathname), u.pathname).not.toBeNull();
    expect(u.pathname).not.toMatch(/404/);
  }
});

test('the link check itself finds a broken anchor and a missing page', () => {
  const counts: Counts = { pages: 0, links: 0, internal: 0, anchors: 0 };
  expect(check('/cs/', '/cs/lazne/#no-such-heading', counts)).toMatch(/no id="no-such-heading"/);
  expect(check('/cs/', '/cs/no-such-page/', counts)).toMatch(/not a built file/);
  expect(check('/cs/', '/cs/lazne', counts)).toMatch(/trailing slash/);
  expect(check('/cs/', `${SITE.origin}/cs/lazne/`, counts)).toBeNull();
});

// Every tile drawing file an example names (`data-tile-art`, Example.astro; fetched by the
// sandbox, src/board/view/art-prefetch.ts) is in the build and holds the drawing of its tile.
test('the tile drawing files examples name exist and hold their tile', () => {
  const seen = new Set<string>();
  for (const p of pages)
    for (const m of p.html.matchAll(/data-tile-art="([^"]*)"/g))
      for (const url of m[1]!.split(' ').filter(Boolean)) seen.add(url);
  expect(seen.size).toBeGreaterThan(20);
  for (const url of seen) {
    const file = fileFor(url);
    expect(file, `${url}: no such file in ${DIST}`).toBeTruthy();
    const j = JSON.parse(readFileSync(file!, 'utf8')) as { id: string; art: { prims: unknown[] } };
    expect(j.id.replace('.', '-').toLowerCase(), url).toBe(
      url
        .split('/')
        .pop()!
        .replace(/\.json$/, ''),
    );
    expect(j.art.prims.length, url).toBeGreaterThan(1);
  }
});
