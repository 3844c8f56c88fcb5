/**
 * Content loader of the worked examples (`content/examples/<page>/<id>.yaml`, DESIGN 1.4).
 *
 * Each file is read and parsed once, by the engine's own loader (`loadScenario`: YAML,
 * schema with every module's fields, the position and the legality of the play), and its
 * `expect.points` compared with the engine's points. A file with a problem fails the build
 * with one line per problem, `FILE: PATH: MESSAGE`, as `npm run score` prints them. The
 * collection then holds validated scenarios (entry id = file name without `.yaml`), which
 * pages render and embed for the sandbox without checking them again.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Loader, LoaderContext } from 'astro/loaders';
import { loadScenario } from '../engine/loader';
import type { Problem, Scenario, ScenarioResult } from '../engine';

/** The example files under `dir`, `<page>/<id>.yaml`, sorted. */
function exampleFiles(dir: string): string[] {
  const out: string[] = [];
  for (const page of readdirSync(dir).sort()) {
    const p = join(dir, page);
    if (!statSync(p).isDirectory()) continue;
    for (const f of readdirSync(p).sort()) if (f.endsWith('.yaml')) out.push(join(p, f));
  }
  return out;
}

/**
 * Problems of a scenario's `expect.points` against the engine's points (DESIGN 1.4: what
 * the rules text states, checked by the build): a colour the engine does not score, or a
 * colour whose points differ (a colour left out of `expect.points` must gain 0).
 */
export function expectProblems(s: Scenario, result: ScenarioResult, file: string): Problem[] {
  const expected = s.expect?.points;
  if (!expected) return [];
  const differs =
    Object.keys(expected).some((p) => !(p in result.points)) ||
    Object.entries(result.points).some(([p, v]) => ((expected as Record<string, number>)[p] ?? 0) !== v);
  return differs
    ? [
        {
          file,
          path: 'expect.points',
          message: `the rules text says ${JSON.stringify(expected)}, the engine scores ${JSON.stringify(result.points)}`,
        },
      ]
    : [];
}

/**
 * The examples collection loader.
 * @param base folder of the example files, relative to the project root (`content/examples`)
 * @throws Error (fails the build) naming every problem of every invalid file, or two files
 *   with the same id
 */
export function examplesLoader(base: string): Loader {
  return {
    name: 'hp-examples',
    async load(ctx: LoaderContext): Promise<void> {
      const root = fileURLToPath(ctx.config.root);
      const dir = join(root, base);
      const sync = (): void => {
        const problems: string[] = [];
        const seen = new Map<string, string>();
        ctx.store.clear();
        for (const path of exampleFiles(dir)) {
          const file = relative(root, path);
          const id = path.replace(/^.*\//, '').replace(/\.yaml$/, '');
          const text = readFileSync(path, 'utf8');
          const r = loadScenario(text, file);
          const found = r.ok ? expectProblems(r.scenario, r.result, file) : r.problems;
          if (seen.has(id))
            found.push({ file, path: 'id', message: `another example file has the same name: ${seen.get(id)}` });
          seen.set(id, file);
          if (r.ok && r.scenario.id !== id)
            found.push({ file, path: 'id', message: `"${r.scenario.id}" differs from the file name "${id}"` });
          if (found.length || !r.ok) {
            for (const p of found) problems.push(`${p.file}: ${p.path || '(file)'}: ${p.message}`);
            continue;
          }
          ctx.store.set({
            id,
            data: r.scenario as unknown as Record<string, unknown>,
            filePath: file,
            digest: ctx.generateDigest(text),
          });
        }
        if (problems.length) throw new Error(`Invalid worked example:\n${problems.join('\n')}`);
      };
      sync();
      ctx.watcher?.add(dir);
      ctx.watcher?.on('all', (_event, changed) => {
        if (!changed.startsWith(dir) || !changed.endsWith('.yaml')) return;
        try {
          sync();
        } catch (e) {
          ctx.logger.error((e as Error).message);
        }
      });
    },
  };
}
