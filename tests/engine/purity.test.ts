import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..', '..', 'src', 'engine');
const art = resolve(import.meta.dirname, '..', '..', 'src', 'art');
const ALLOWED_PACKAGES = new Set(['zod', 'yaml']);

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') ? [p] : [];
  });
}

/** A module's art (`modules/<id>/art.ts`) or the list of them (`modules/art.ts`): read by src/art only. */
const isArtFile = (rel: string) => /^modules[\\/]([^\\/]+[\\/])?art\.ts$/.test(rel);

function imports(text: string): string[] {
  return [...text.matchAll(/(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g)]
    .map((m) => m[1] ?? m[2] ?? m[3]!);
}

const all = files(root).filter((f) => !f.endsWith('cli.ts')).map((f) => relative(root, f));

describe('engine purity: no DOM, no Node APIs, nothing from outside src/engine', () => {
  it.each(all.filter((f) => !isArtFile(f)))('%s', (rel) => {
    const text = readFileSync(join(root, rel), 'utf8');
    for (const s of imports(text)) {
      if (s.startsWith('.')) {
        const target = resolve(join(root, rel, '..'), s);
        expect(target.startsWith(root), `${rel} imports ${s}`).toBe(true);
        // the rules never load drawing code: a module's art is collected by src/art
        expect(isArtFile(relative(root, target).replace(/\.js$/, '.ts')), `${rel} imports the art file ${s}`).toBe(false);
      } else {
        expect(ALLOWED_PACKAGES.has(s.split('/')[0]!), `${rel} imports package ${s}`).toBe(true);
      }
    }
    expect(/\b(window|document|process|require)\s*[.(]/.test(text), `${rel} uses a host global`).toBe(false);
  });
});

describe('module art files: pure geometry from src/art and src/engine only', () => {
  it.each(all.filter(isArtFile))('%s', (rel) => {
    const text = readFileSync(join(root, rel), 'utf8');
    for (const s of imports(text)) {
      expect(s.startsWith('.'), `${rel} imports package ${s}`).toBe(true);
      const target = resolve(join(root, rel, '..'), s);
      expect(target.startsWith(root + sep) || target.startsWith(art + sep), `${rel} imports ${s}`).toBe(true);
    }
    expect(/\b(window|document|process|require)\s*[.(]/.test(text), `${rel} uses a host global`).toBe(false);
  });
});
