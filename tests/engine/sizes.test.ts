/**
 * Sizes a newcomer can read: no source file of the engine is longer than
 * 600 lines (tile data and the board's union–find, `board.ts`, aside) and no
 * function, method or arrow function in it is longer than 150 lines. Lines are
 * counted as an editor numbers them, comments included. A file or function
 * that grows past its limit is split by job (see the engine README's file
 * list), not let through here.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ENGINE = join(import.meta.dirname, '..', '..', 'src', 'engine');
const MAX_FILE_LINES = 600;
const MAX_FUNCTION_LINES = 150;
/** Files the file limit leaves out: tile data, and the board (one union–find over tile features). */
const LONG_FILES = [/^modules\/[^/]+\/tiles\.ts$/, /^board\.ts$/];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') ? [p] : [];
  });
}

/** Every function with a body in `file`: its name (or where it is) and its length in lines. */
function functions(file: string, text: string): { name: string; lines: number }[] {
  const src = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true);
  const out: { name: string; lines: number }[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = src.getLineAndCharacterOfPosition(node.getStart(src)).line;
      const end = src.getLineAndCharacterOfPosition(node.end).line;
      const name = node.name?.getText(src) ?? `function at line ${start + 1}`;
      out.push({ name, lines: end - start + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(src);
  return out;
}

describe('engine source sizes', () => {
  const all = files(ENGINE).map((f) => ({
    rel: relative(ENGINE, f).replaceAll('\\', '/'),
    text: readFileSync(f, 'utf8'),
  }));

  it('finds the engine sources', () => {
    expect(all.some((f) => f.rel === 'game.ts')).toBe(true);
    expect(all.some((f) => f.rel.startsWith('modules/'))).toBe(true);
  });

  it.each(all.map((f) => f.rel))(
    `%s: at most ${MAX_FILE_LINES} lines, functions at most ${MAX_FUNCTION_LINES}`,
    (rel) => {
      const { text } = all.find((f) => f.rel === rel)!;
      const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
      if (!LONG_FILES.some((re) => re.test(rel)))
        expect(lines, `${rel} has ${lines} lines`).toBeLessThanOrEqual(MAX_FILE_LINES);
      for (const f of functions(rel, text))
        expect(f.lines, `${rel}: ${f.name} has ${f.lines} lines`).toBeLessThanOrEqual(MAX_FUNCTION_LINES);
    },
  );
});
