import { readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..', '..', 'src', 'engine');

/**
 * Every file reachable from `entry` through static and dynamic relative imports
 * (`.ts` files, `index.ts` of folders), with the packages each imports.
 */
function importGraph(entry: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const resolveFile = (from: string, spec: string): string | undefined => {
    const base = resolve(join(from, '..'), spec).replace(/\.js$/, '');
    for (const c of [base, `${base}.ts`, join(base, 'index.ts')]) {
      try {
        if (statSync(c).isFile()) return c;
      } catch {
        /* next candidate */
      }
    }
    return undefined;
  };
  const visit = (file: string) => {
    if (out.has(file) || !file.endsWith('.ts')) return;
    // comments may name modules (`{@link …}`); only code imports count
    const text = readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '');
    const specs = [
      ...text.matchAll(
        /^\s*(?:import|export)\s(?!type\b)[^'"]*?from\s+['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s+['"]([^'"]+)['"]/gm,
      ),
    ].map((m) => m[1] ?? m[2] ?? m[3]!);
    const packages: string[] = [];
    out.set(file, packages);
    for (const s of specs) {
      if (!s.startsWith('.')) {
        packages.push(s);
        continue;
      }
      const target = resolveFile(file, s);
      if (target) visit(target);
    }
  };
  visit(entry);
  return out;
}

describe('what readers download: the sandbox imports no zod and no YAML parser', () => {
  const src = resolve(import.meta.dirname, '..', '..', 'src');
  it.each(['sandbox/element.ts', 'sandbox/sandbox.ts', 'board/turn/turn.ts'])('src/%s', (entry) => {
    const graph = importGraph(join(src, entry));
    expect(graph.size).toBeGreaterThan(1);
    expect([...graph.keys()].some((f) => f.endsWith('engine/scenario.ts')) || entry.endsWith('element.ts')).toBe(true);
    for (const [file, packages] of graph) {
      for (const p of packages)
        expect(['zod', 'yaml'].includes(p.split('/')[0]!), `${relative(root, file)} imports ${p}`).toBe(false);
    }
  });
});
