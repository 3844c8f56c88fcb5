import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..', '..', 'src', 'engine');
const ALLOWED_PACKAGES = new Set(['zod', 'yaml']);

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') ? [p] : [];
  });
}

describe('engine purity: no DOM, no Node APIs, nothing from outside src/engine', () => {
  it.each(files(root).filter((f) => !f.endsWith('cli.ts')).map((f) => relative(root, f)))('%s', (rel) => {
    const text = readFileSync(join(root, rel), 'utf8');
    const specs = [...text.matchAll(/(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g)]
      .map((m) => m[1] ?? m[2] ?? m[3]!);
    for (const s of specs) {
      if (s.startsWith('.')) {
        const target = resolve(join(root, rel, '..'), s);
        expect(target.startsWith(root), `${rel} imports ${s}`).toBe(true);
      } else {
        expect(ALLOWED_PACKAGES.has(s.split('/')[0]!), `${rel} imports package ${s}`).toBe(true);
      }
    }
    expect(/\b(window|document|process|require)\s*[.(]/.test(text), `${rel} uses a host global`).toBe(false);
  });
});
