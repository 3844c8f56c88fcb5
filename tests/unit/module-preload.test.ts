/**
 * The analysis page's preload links (src/site/module-preload.mjs): read from Rollup's chunk
 * graph, the page script's static imports (directly or not) and each module it loads later
 * with that module's imports; written before `</head>` of the pages running that script only.
 */
import { describe, expect, it } from 'vitest';
import { preloadList, withPreloads } from '../../src/site/module-preload.mjs';

const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false) => ({
  type: 'chunk',
  fileName,
  moduleIds,
  imports,
  isEntry,
});

const BUNDLE = {
  '_astro/Page.js': chunk(
    '_astro/Page.js',
    ['/r/src/components/Page.astro?astro&type=script&index=0&lang.ts'],
    ['_astro/a.js', '_astro/b.js'],
    true,
  ),
  '_astro/a.js': chunk('_astro/a.js', ['/r/src/a.ts'], ['_astro/c.js']),
  '_astro/b.js': chunk('_astro/b.js', ['/r/src/b.ts'], ['_astro/c.js']),
  '_astro/c.js': chunk('_astro/c.js', ['/r/src/c.ts']),
  '_astro/view.js': chunk('_astro/view.js', ['/r/src/view.ts'], ['_astro/pixi.js', '_astro/a.js']),
  '_astro/pixi.js': chunk('_astro/pixi.js', ['/r/node_modules/pixi.js/lib/index.mjs']),
  '_astro/gl.js': chunk('_astro/gl.js', ['/r/node_modules/pixi.js/lib/gl/WebGLRenderer.mjs'], ['_astro/pixi.js']),
  '_astro/other.js': chunk('_astro/other.js', ['/r/src/other.ts'], [], true),
  'style.css': { type: 'asset', fileName: 'style.css' },
};

describe('module preload links', () => {
  it('lists the static imports, then each later module with its imports, each once, never the entry', () => {
    expect(
      preloadList(BUNDLE, 'src/components/Page.astro', ['src/view.ts', 'pixi.js/lib/gl/WebGLRenderer.mjs']),
    ).toEqual({
      entry: '_astro/Page.js',
      preload: ['_astro/a.js', '_astro/c.js', '_astro/b.js', '_astro/view.js', '_astro/pixi.js', '_astro/gl.js'],
    });
    // a module no chunk holds adds nothing; a script no entry holds has no list
    expect(preloadList(BUNDLE, 'src/components/Page.astro', ['src/gone.ts'])!.preload).toEqual([
      '_astro/a.js',
      '_astro/c.js',
      '_astro/b.js',
    ]);
    expect(preloadList(BUNDLE, 'src/components/Gone.astro', [])).toBeNull();
  });

  it('writes the links before </head> of the pages running the script, once', () => {
    const lists = new Map([['_astro/Page.js', ['_astro/a.js', '_astro/view.js']]]);
    const page =
      '<html><head><title>x</title></head><body><script type="module" src="/_astro/Page.js"></script></body></html>';
    const out = withPreloads(page, lists);
    expect(out).toBe(
      '<html><head><title>x</title><link rel="modulepreload" href="/_astro/a.js"><link rel="modulepreload" href="/_astro/view.js"></head><body><script type="module" src="/_astro/Page.js"></script></body></html>',
    );
    expect(withPreloads(out, lists)).toBe(out);
    const other = '<html><head></head><body><script type="module" src="/_astro/other.js"></script></body></html>';
    expect(withPreloads(other, lists)).toBe(other);
  });
});
