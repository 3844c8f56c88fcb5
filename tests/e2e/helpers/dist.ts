/**
 * The built site as the browser tests see it: its HTML pages (read from dist/ after the
 * build that scripts/test.mjs runs before Playwright) and the addresses they are served at.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** The build to test (`HP_DIST` may name another build folder, e.g. to try a test on an older one). */
export const DIST = process.env.HP_DIST ?? 'dist';

/** One built HTML file: its path under dist/ and the address a host serves it at. */
export interface BuiltPage {
  file: string;
  path: string;
  html: string;
}

function walk(dir: string): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) out.push(...walk(p));
    else if (e.isFile()) out.push(p);
  }
  return out;
}

/** Every file under dist/ (relative paths with `/`). */
export function distFiles(): string[] {
  if (!existsSync(DIST)) throw new Error('no dist/: run `npm run build` first');
  return walk(DIST).map((f) => relative(DIST, f).split(sep).join('/'));
}

/** The address of a built file: `cs/lazne/index.html` → `/cs/lazne/`. */
export function servedPath(file: string): string {
  if (file === 'index.html') return '/';
  return file.endsWith('/index.html') ? `/${file.slice(0, -'index.html'.length)}` : `/${file}`;
}

/** Every built HTML page except Pagefind's own files. */
export function builtPages(): BuiltPage[] {
  return distFiles()
    .filter((f) => f.endsWith('.html') && !f.startsWith('pagefind/'))
    .sort()
    .map((file) => ({ file, path: servedPath(file), html: readFileSync(join(DIST, file), 'utf8') }));
}

/** The file a local address resolves to on a static host, or null if there is none. */
export function fileFor(pathname: string): string | null {
  let p: string;
  try {
    p = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const file = join(DIST, p.endsWith('/') ? `${p}index.html` : p);
  return existsSync(file) && statSync(file).isFile() ? file : null;
}

/** Rules pages (content/cs/*.mdx slugs) and whether a page shows worked examples. */
export const slugs = readdirSync('content/cs')
  .filter((f) => f.endsWith('.mdx'))
  .map((f) => f.replace(/\.mdx$/, ''));

/** Does the built page hold at least one worked example? */
export function hasExamples(html: string): boolean {
  return /<hp-example\b/.test(html);
}

/** One worked example as the build wrote it: its page, its id and its markup (`<hp-example …>…</hp-example>`). */
export interface BuiltExample {
  lang: 'cs' | 'en';
  slug: string;
  id: string;
  html: string;
}

/**
 * Every worked example on the built rules pages of `lang`, in page order. Reads dist/
 * (see {@link DIST}); an example's markup ends at its own closing tag (examples do not nest).
 */
export function builtExamples(
  lang: 'cs' | 'en',
  pageHref: (lang: 'cs' | 'en', slug: string) => string,
): BuiltExample[] {
  const out: BuiltExample[] = [];
  for (const slug of slugs) {
    const file = fileFor(pageHref(lang, slug));
    if (!file) throw new Error(`no built page for ${lang}/${slug}`);
    const html = readFileSync(file, 'utf8');
    for (const m of html.matchAll(/<hp-example\b[^>]*\bdata-example="([^"]+)"[\s\S]*?<\/hp-example>/g))
      out.push({ lang, slug, id: m[1]!, html: m[0] });
  }
  return out;
}
