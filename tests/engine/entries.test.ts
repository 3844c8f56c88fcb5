/**
 * The engine's two entries (src/engine/README.md): `index.ts` for every reader's browser,
 * whose import graph holds nothing outside src/engine (type imports included) and, in what
 * the build keeps (type-only imports are erased: the scenario types are derived from the
 * schema), no zod, no YAML parser, no package at all; and `loader.ts` for scenario files, the one way to
 * zod and YAML. The boards that readers open (worked examples, free play and its computer
 * players' worker, the trainer) reach the engine through the browser entry and so carry
 * neither.
 */
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SRC, importGraph, importsOf } from '../unit/imports';
import { ALL_MODULES } from '../../src/engine/index.js';

const ENGINE = join(SRC, 'engine');
const inEngine = (f: string) => relative(ENGINE, f);
/** The packages a graph imports, by name (`zod`, `yaml`, `pixi.js`, …). */
const packagesOf = (graph: Map<string, { spec: string; target?: string }[]>) =>
  new Set(
    [...graph.values()]
      .flat()
      .filter((i) => !i.target)
      .map((i) => (i.spec.startsWith('@') ? i.spec.split('/').slice(0, 2).join('/') : i.spec.split('/')[0]!)),
  );

describe("the engine's browser entry (src/engine/index.ts)", () => {
  const graph = importGraph(join(ENGINE, 'index.ts'));
  const runtime = importGraph(join(ENGINE, 'index.ts'), true);

  it('reaches the whole engine: game, scenarios, notation, module state, computer players, every module', () => {
    const files = [...graph.keys()].map(inEngine);
    for (const f of ['game.ts', 'scenario.ts', 'notation.ts', 'module-state.ts', 'bots.ts', 'random.ts'])
      expect(files).toContain(f);
    expect(files).toContain('modules/index.ts');
    expect(files.filter((f) => /^modules\/[^/]+\/index\.ts$/.test(f)).length).toBeGreaterThanOrEqual(6);
  });

  it('imports no package at run time (no zod, no YAML parser) and nothing outside the engine, type imports included', () => {
    expect([...packagesOf(runtime)]).toEqual([]);
    const outside = [...graph.keys()].filter((f) => inEngine(f).startsWith('..'));
    expect(outside.map((f) => relative(SRC, f))).toEqual([]);
  });

  it('reaches none of the schema files at run time (the loader entry brings them)', () => {
    const schema = [...runtime.keys()]
      .map(inEngine)
      .filter((f) => /(^|\/)(scenario-schema|scenario-fields|schemas?)\.ts$/.test(f));
    expect(schema).toEqual([]);
  });
});

describe("the engine's loader entry (src/engine/loader.ts)", () => {
  it('is where zod and the YAML parser come in', () => {
    const packages = packagesOf(importGraph(join(ENGINE, 'loader.ts')));
    expect(packages.has('zod')).toBe(true);
    expect(packages.has('yaml')).toBe(true);
  }, 30_000);
});

describe('the boards readers open reach the engine through its browser entry only', () => {
  it.each(['sandbox/sandbox.ts', 'play/app.ts', 'play/bot-worker.ts', 'trainer/app.ts', 'board/turn/turn.ts'])(
    'src/%s: no zod, no YAML parser, no loader entry',
    (entry) => {
      const graph = importGraph(join(SRC, entry), true);
      expect(graph.has(join(ENGINE, 'index.ts')) || graph.has(join(ENGINE, 'core.ts'))).toBe(true);
      expect(graph.has(join(ENGINE, 'loader.ts'))).toBe(false);
      const packages = packagesOf(graph);
      expect(packages.has('zod')).toBe(false);
      expect(packages.has('yaml')).toBe(false);
    },
    30_000, // parsing every file of the graph: a second or two, more on a loaded machine
  );
});

describe('a worked example loads only the rule modules and art of its own sets', () => {
  const eager = importGraph(join(SRC, 'sandbox', 'sandbox.ts'), true, true);
  const files = [...eager.keys()].map(inEngine);

  it("the sandbox's own code reaches the engine through core.ts, no module and no module art", () => {
    expect(files).toContain('core.ts');
    expect(files).not.toContain('index.ts');
    expect(files).not.toContain('modules/index.ts');
    expect(files).not.toContain('modules/art.ts');
    expect(files.filter((f) => /^modules\/[^/]+\//.test(f))).toEqual([]);
  }, 30_000);

  it('every module and every module art is one dynamic import away (a chunk of its own)', () => {
    const lazy = importsOf(join(ENGINE, 'modules', 'lazy.ts')).filter((i) => i.dynamic);
    const art = importsOf(join(ENGINE, 'modules', 'art-lazy.ts')).filter((i) => i.dynamic);
    expect(lazy.map((i) => i.spec).sort()).toEqual(ALL_MODULES.map((m) => `./${m.id}/index.js`).sort());
    const withArt = importsOf(join(ENGINE, 'modules', 'art.ts'))
      .map((i) => /^\.\/([^/]+)\/art\.js$/.exec(i.spec)?.[1])
      .filter((id): id is string => !!id);
    expect(art.map((i) => i.spec).sort()).toEqual(withArt.map((id) => `./${id}/art.js`).sort());
  });
});
