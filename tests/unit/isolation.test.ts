/**
 * Test files share their worker's module graph (vitest.config.ts), so a file that registers a
 * test-only rule module or figure art, stubs a global or mocks a module must be listed there to
 * run alone: otherwise what it changes would reach the files after it.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const CHANGES_SHARED_STATE = /\b(registerModule|registerArt)\(|vi\.(mock|stubGlobal|stubEnv)\(|process\.chdir\(/;

function testFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? testFiles(p) : p.endsWith('.test.ts') ? [p] : [];
  });
}

describe('test isolation', () => {
  it('every test file that changes shared state runs in a module graph of its own', () => {
    const config = readFileSync('vitest.config.ts', 'utf8');
    const isolated = [...config.matchAll(/'(tests\/[^']+\.test\.ts)'/g)].map((m) => m[1]);
    const changing = testFiles('tests').filter((f) => {
      const text = readFileSync(f, 'utf8');
      // a helper the file imports that registers something counts as the file's own change
      const helpers = [...text.matchAll(/from '(\.\.?\/[^']+)'/g)]
        .map((m) => join(f, '..', `${m[1]}.ts`))
        .filter((h) => h.startsWith('tests/') && statSync(h, { throwIfNoEntry: false })?.isFile());
      return [text, ...helpers.map((h) => readFileSync(h, 'utf8'))].some((t) => CHANGES_SHARED_STATE.test(t));
    });
    expect(changing.filter((f) => !isolated.includes(f))).toEqual([]);
    expect(isolated.length).toBeGreaterThan(0);
  });
});
