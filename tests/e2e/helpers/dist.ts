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
