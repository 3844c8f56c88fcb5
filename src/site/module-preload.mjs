// `<link rel="modulepreload">` in the head of the pages whose script needs many chunks at once.
//
// A page's module script names its chunks only in its own `import` lines, so the browser asks
// for them once that script has arrived and been parsed, and asks for the chunks its code
// imports later (the board's view, PixiJS, its WebGL renderer) only once that code runs: a
// chain of three or four round trips before a board is drawn. The analysis board opened from a
// link waited so for some 60 chunks, then the view's, then the renderer's. With the preload
// links the browser asks for all of them as soon as it reads the head, beside the style sheets.
//
// The links are written after the build from Rollup's own chunk graph (no list of file names
// kept by hand): for each configured page script, every chunk it imports statically, directly
// or not, then the chunk of each module named as loaded later, with the chunks those import.
// Pages whose scripts are not configured (the worked examples, whose sandbox loads lazily on
// purpose) are left as they were.

import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { htmlFiles } from './html-files.mjs';

/**
 * The chunks to preload for one page script, from a Rollup bundle.
 * @param {Record<string, { type: string, fileName: string, isEntry?: boolean, imports?: string[], moduleIds?: string[] }>} bundle
 *   Rollup's output bundle (file name → chunk or asset)
 * @param {string} entry the end of the path of a module the page script's entry chunk holds (`src/analysis/app.ts`)
 * @param {readonly string[]} later ends of the paths of modules the script imports later (`src/board/view/view.ts`)
 * @returns {{ entry: string, preload: string[] } | null} the entry chunk's file name and the
 *   files to preload (its static imports first, in import order, then each later module's
 *   chunk with its imports), or null when no entry chunk holds `entry`
 */
export function preloadList(bundle, entry, later) {
  const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
  const holds = (c, m) => (c.moduleIds ?? []).some((id) => id.replaceAll('\\', '/').split('?')[0].endsWith(m));
  const main = chunks.find((c) => c.isEntry && holds(c, entry));
  if (!main) return null;
  const out = [];
  const add = (file) => {
    if (file === main.fileName || out.includes(file)) return;
    out.push(file);
    for (const i of bundle[file]?.imports ?? []) add(i);
  };
  for (const i of main.imports ?? []) add(i);
  for (const m of later) {
    const c = chunks.find((k) => holds(k, m));
    if (c) add(c.fileName);
  }
  return { entry: main.fileName, preload: out };
}

/**
 * A page with the preload links of its module scripts, before `</head>`.
 * @param {string} html a whole built page
 * @param {ReadonlyMap<string, readonly string[]>} lists entry chunk file name → files to preload
 * @returns {string} the page, unchanged when none of its scripts is in `lists` or it has its links already
 */
export function withPreloads(html, lists) {
  const files = [];
  for (const m of html.matchAll(/<script type="module" src="([^"]*\/)?(_astro\/[^"]+)"/g))
    for (const f of lists.get(m[2]) ?? []) {
      const href = `${m[1] ?? '/'}${f}`;
      if (!files.includes(href)) files.push(href);
    }
  if (!files.length || html.includes('rel="modulepreload"')) return html;
  const links = files.map((f) => `<link rel="modulepreload" href="${f}">`).join('');
  return html.replace('</head>', `${links}</head>`);
}

/**
 * Astro integration: preload links for the page scripts in `scripts`.
 * @param {{ scripts: Record<string, readonly string[]> }} options the end of the path of a
 *   module each page script's entry holds → ends of the paths of the modules it loads later
 */
export function modulePreload({ scripts }) {
  /** @type {Map<string, string[]>} entry chunk file name → files to preload */
  const lists = new Map();
  return {
    name: 'module-preload',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'module-preload-graph',
                apply: 'build',
                generateBundle(_options, bundle) {
                  for (const [entry, later] of Object.entries(scripts)) {
                    const l = preloadList(bundle, entry, later);
                    // the browser's chunks only (the server build has its own)
                    if (l && l.entry.startsWith('_astro/')) lists.set(l.entry, l.preload);
                  }
                },
              },
            ],
          },
        });
      },
      'astro:build:done': async ({ dir, logger }) => {
        let pages = 0;
        for (const f of await htmlFiles(fileURLToPath(dir))) {
          const html = await readFile(f, 'utf8');
          const out = withPreloads(html, lists);
          if (out === html) continue;
          await writeFile(f, out);
          pages += 1;
        }
        logger.info(`module preload links in ${pages} pages`);
      },
    },
  };
}
