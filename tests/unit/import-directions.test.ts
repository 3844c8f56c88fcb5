/**
 * The folders of src import each other in one direction only (README "Layout", DESIGN 2):
 *
 *   engine ← art ← module art ← board ← apps (sandbox, analysis, play, trainer) ← components, layouts, pages
 *
 * with i18n beside the art (it reads the modules' locale files), lib (browser helpers) below
 * the board, and site (build-time plugins) beside the apps. Every import counts: `import type`,
 * `export … from`, dynamic `import()`, `import('…').Type`, `import.meta.glob` and the
 * `new URL('…', import.meta.url)` of workers and data files (./imports.ts reads them). The
 * test fails on a cycle between files (type and dynamic imports too), an import against the direction, an import of an app by another app (what two
 * apps need lives in the board kit or the engine), a cycle between folders, code outside the
 * engine that imports the engine other than through its entries (`index.ts` for the browser,
 * `loader.ts` for scenario files, the module art lists `modules/art.ts` and
 * `modules/cards.ts`, the modules' `locales/`), code that draws or words tiles without the
 * module art list that registers every module's art, and lint rules (.oxlintrc.json) that
 * say otherwise. There are no exceptions. A new folder of src needs its place in
 * {@link MAY_IMPORT} and its override in .oxlintrc.json first.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SRC, importsOf, sourceFiles, type Import } from './imports';

const APPS = ['sandbox', 'analysis', 'play', 'trainer'] as const;
const BELOW_APPS = ['engine', 'art', 'module-art', 'i18n', 'lib', 'board'];

/** Folder → the folders its files may import (besides their own). */
const MAY_IMPORT: Readonly<Record<string, readonly string[]>> = {
  engine: [],
  art: ['engine'],
  // src/engine/modules/<id>/art.ts and cards.ts, and their lists modules/art.ts, art-lazy.ts, modules/cards.ts
  'module-art': ['engine', 'art'],
  i18n: ['engine'],
  lib: ['engine', 'art', 'i18n'],
  board: ['engine', 'art', 'module-art', 'i18n', 'lib'],
  ...Object.fromEntries(APPS.map((a) => [a, BELOW_APPS])),
  site: BELOW_APPS,
  styles: [],
  layouts: [...BELOW_APPS, 'site', 'styles'],
  components: [...BELOW_APPS, ...APPS, 'site', 'layouts', 'styles'],
  pages: [...BELOW_APPS, ...APPS, 'site', 'layouts', 'components', 'styles'],
};

/** Files directly in src, by the folder they count as. */
const ROOT_FILES: Readonly<Record<string, string>> = { 'content.config.ts': 'site' };

/** What code outside the engine may import of it (paths in src/engine). */
const ENGINE_ENTRIES = [
  'index.ts',
  'core.ts',
  'loader.ts',
  'modules/art.ts',
  'modules/art-lazy.ts',
  'modules/cards.ts',
];
/** Files of src/art whose drawings or words depend on the registered module art (figures: the modules' figure kinds). */
const NEEDS_MODULE_ART = [
  'registry.ts',
  'tile.ts',
  'svg.ts',
  'describe.ts',
  'style.ts',
  'index.ts',
  'meeple.ts',
  'figures.ts',
];

/** The folder a file of src counts as (see {@link MAY_IMPORT}). */
function folderOf(file: string): string {
  const parts = relative(SRC, file).split('/');
  if (parts.length === 1) return ROOT_FILES[parts[0]!] ?? `(src/${parts[0]})`;
  if (parts[0] === 'engine' && parts[1] === 'modules' && /^(art|art-lazy|cards)\.ts$/.test(parts.at(-1)!))
    return 'module-art';
  return parts[0]!;
}

interface Edge {
  from: string;
  to: string;
  imp: Import & { target: string };
  fromFolder: string;
  toFolder: string;
}

const files = sourceFiles(SRC);
const edges: Edge[] = files.flatMap((from) =>
  importsOf(from)
    .filter((imp): imp is Import & { target: string } => !!imp.target?.startsWith(`${SRC}/`))
    .map((imp) => ({ from, to: imp.target, imp, fromFolder: folderOf(from), toFolder: folderOf(imp.target) })),
);
const rel = (f: string) => relative(SRC, f);
const show = (e: Edge) => `src/${rel(e.from)} imports '${e.imp.spec}'${e.imp.typeOnly ? ' (types)' : ''}`;

describe('import directions between the folders of src', () => {
  it('finds the imports (the parser sees type imports, dynamic imports, globs and workers)', () => {
    const kinds = (file: string) => edges.filter((e) => rel(e.from) === file).map((e) => rel(e.to));
    expect(edges.length).toBeGreaterThan(300);
    expect(edges.some((e) => e.imp.typeOnly && e.fromFolder !== e.toFolder)).toBe(true);
    expect(kinds('i18n/index.ts')).toContain('engine/modules/*/locales/*.json');
    expect(kinds('play/computer.ts')).toContain('play/bot-worker.ts');
    expect(kinds('sandbox/element.ts').length).toBeGreaterThan(2);
  });

  it('every folder of src has its place in the directions', () => {
    const unknown = [...new Set(files.map(folderOf))].filter((f) => !(f in MAY_IMPORT));
    expect(unknown, 'add the folder to MAY_IMPORT').toEqual([]);
  });

  it('no import goes against the direction, and no app imports another', () => {
    const wrong = edges
      .filter((e) => e.fromFolder !== e.toFolder && !MAY_IMPORT[e.fromFolder]?.includes(e.toFolder))
      .map(show);
    expect(wrong).toEqual([]);
  });

  it('no cycle between folders, type imports included', () => {
    const next = new Map<string, Set<string>>();
    for (const e of edges)
      if (e.fromFolder !== e.toFolder) {
        if (!next.has(e.fromFolder)) next.set(e.fromFolder, new Set());
        next.get(e.fromFolder)!.add(e.toFolder);
      }
    // a folder is on a cycle when it reaches itself
    const reaches = (a: string, b: string, seen = new Set<string>()): boolean =>
      [...(next.get(a) ?? [])].some((n) => n === b || (!seen.has(n) && (seen.add(n), reaches(n, b, seen))));
    const cyclic = [...next.keys()].filter((f) => reaches(f, f));
    const through = (f: string) =>
      edges.filter((e) => e.fromFolder === f && e.toFolder !== f && reaches(e.toFolder, f)).map(show);
    expect(cyclic.flatMap(through)).toEqual([]);
  });

  it('no cycle between files, type imports and dynamic imports included', () => {
    const next = new Map<string, string[]>();
    for (const e of edges) next.set(e.from, [...(next.get(e.from) ?? []), e.to]);
    // Tarjan's strongly connected components: a component of two files or more is a cycle
    let counter = 0;
    const index = new Map<string, number>();
    const low = new Map<string, number>();
    const stack: string[] = [];
    const onStack = new Set<string>();
    const cycles: string[][] = [];
    const visit = (v: string): void => {
      index.set(v, counter);
      low.set(v, counter++);
      stack.push(v);
      onStack.add(v);
      for (const w of next.get(v) ?? []) {
        if (!index.has(w)) {
          visit(w);
          low.set(v, Math.min(low.get(v)!, low.get(w)!));
        } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
      }
      if (low.get(v) !== index.get(v)) return;
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(`src/${rel(w)}`);
      } while (w !== v);
      if (component.length > 1) cycles.push(component.sort());
    };
    for (const f of files) if (!index.has(f)) visit(f);
    expect(cycles).toEqual([]);
  });

  it('code outside the engine imports it only through its entries', () => {
    const wrong = edges
      .filter((e) => e.fromFolder !== 'engine' && e.fromFolder !== 'module-art')
      .filter((e) => e.toFolder === 'engine' || e.toFolder === 'module-art')
      .filter((e) => {
        const inEngine = relative(join(SRC, 'engine'), e.to);
        return !ENGINE_ENTRIES.includes(inEngine) && !inEngine.startsWith('modules/*/locales/');
      })
      .map(show);
    expect(wrong).toEqual([]);
  });

  it('code that draws or words tiles registers every module art (src/engine/modules/art.ts)', () => {
    const art = join(SRC, 'art');
    const list = join(SRC, 'engine', 'modules', 'art.ts');
    const lazy = join(SRC, 'engine', 'modules', 'art-lazy.ts');
    const cards = join(SRC, 'engine', 'modules', 'cards.ts');
    // the board kit draws with the art its app registered: every app's entry registers every
    // module's art, a worked example the art of its own sets (art-lazy.ts)
    const entries = ['analysis/app.ts', 'analysis/embed.ts', 'play/app.ts', 'trainer/app.ts'];
    const unregistered = entries.filter((f) => !edges.some((e) => rel(e.from) === f && e.to === list));
    expect(unregistered).toEqual([]);
    expect(edges.some((e) => rel(e.from) === 'sandbox/sandbox.ts' && e.to === lazy && !e.imp.typeOnly)).toBe(true);
    const missing = files
      .filter((f) => folderOf(f) !== 'art' && folderOf(f) !== 'module-art' && folderOf(f) !== 'board')
      .filter((f) => {
        const own = edges.filter((e) => e.from === f);
        const draws = own.some(
          (e) => !e.imp.typeOnly && dirname(e.to) === art && NEEDS_MODULE_ART.includes(relative(art, e.to)),
        );
        return draws && !own.some((e) => e.to === list);
      })
      .map((f) => `src/${rel(f)}`);
    expect(missing).toEqual([]);
    // the cards come from their list (which registers them), never from src/art/cards.ts directly
    const direct = edges
      .filter((e) => e.to === join(art, 'cards.ts') && folderOf(e.from) !== 'art' && e.from !== cards)
      .filter((e) => !e.imp.typeOnly || folderOf(e.from) !== 'module-art')
      .map(show);
    expect(direct).toEqual([]);
  });

  it('the lint rules (.oxlintrc.json, no-restricted-imports per folder) say the same', () => {
    type Override = { files: string[]; rules: Record<string, [string, { patterns: { group: string[] }[] }]> };
    const lint = JSON.parse(readFileSync(join(SRC, '..', '.oxlintrc.json'), 'utf8')) as { overrides: Override[] };
    const folders = Object.keys(MAY_IMPORT).filter((f) => f !== 'module-art');
    for (const folder of folders.filter((f) => f !== 'styles')) {
      const glob = folder === 'engine' ? 'src/engine/**/*.ts' : `src/${folder}/**`;
      const rule = lint.overrides.find((o) => o.files.includes(glob))?.rules['no-restricted-imports'];
      expect(rule, `an override for ${glob}`).toBeDefined();
      const groups = rule![1].patterns.flatMap((p) => p.group);
      const forbidden = folders.filter(
        (f) => f !== folder && groups.includes(`**/${f}`) && groups.includes(`**/${f}/**`),
      );
      expect(forbidden, folder).toEqual(folders.filter((f) => f !== folder && !MAY_IMPORT[folder]!.includes(f)));
      if (folder === 'engine') continue;
      // the engine's files past its entries, and the module art lists where the direction forbids them
      const reopened = groups.filter((g) => g.startsWith('!**/engine/') && !g.endsWith('.*')).map((g) => g.slice(11));
      expect(groups, folder).toContain('**/engine/**');
      expect(reopened, folder).toEqual(
        ENGINE_ENTRIES.filter((e) => MAY_IMPORT[folder]!.includes('module-art') || !e.startsWith('modules/')).map((e) =>
          e.replace(/\.ts$/, ''),
        ),
      );
    }
  });
});
