/**
 * Sizes a newcomer can read (README "Layout"): no source file of src, bench or scripts over
 * {@link MAX_FILE_LINES} lines, except the tile data and the board's feature bookkeeping
 * ({@link LONG_FILES_ALLOWED}); no function, method or arrow function over
 * {@link MAX_FUNCTION_LINES} lines anywhere in them. Lines are counted as the file shows them
 * (comments and blank lines included), a function from its first line to its last.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..', '..');
const DIRS = ['src', 'bench', 'scripts'];
const MAX_FILE_LINES = 600;
const MAX_FUNCTION_LINES = 150;
/** Files allowed to be longer: tile data (one entry per tile kind) and src/engine/board.ts. */
const LONG_FILES_ALLOWED = [/^src\/engine\/board\.ts$/, /^src\/engine\/modules\/[^/]+\/tiles\.ts$/];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? sourceFiles(p) : /\.(ts|mjs)$/.test(f) && !f.endsWith('.d.ts') ? [p] : [];
  });
}

const files = DIRS.flatMap((d) => sourceFiles(join(ROOT, d))).map((p) => ({
  path: relative(ROOT, p),
  text: readFileSync(p, 'utf8'),
}));

/** Every function-like node of a file with its name (as far as one can be told) and its length in lines. */
function functionsOf(path: string, text: string): { name: string; lines: number }[] {
  const sf = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const out: { name: string; lines: number }[] = [];
  const line = (pos: number) => sf.getLineAndCharacterOfPosition(pos).line;
  const visit = (n: ts.Node): void => {
    if (ts.isFunctionLike(n) && 'body' in n && n.body) {
      const named = (n as { name?: ts.Node }).name;
      const parent = n.parent;
      const name = named
        ? named.getText(sf)
        : parent && ts.isVariableDeclaration(parent)
          ? parent.name.getText(sf)
          : parent && ts.isPropertyAssignment(parent)
            ? parent.name.getText(sf)
            : `(anonymous at line ${line(n.getStart(sf)) + 1})`;
      out.push({ name, lines: line(n.getEnd()) - line(n.getStart(sf)) + 1 });
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return out;
}

describe('sizes', () => {
  it(`no source file over ${MAX_FILE_LINES} lines outside the tile data and src/engine/board.ts`, () => {
    expect(files.length).toBeGreaterThan(100);
    const long = files
      .map((f) => ({ path: f.path, lines: f.text.split('\n').length - (f.text.endsWith('\n') ? 1 : 0) }))
      .filter((f) => f.lines > MAX_FILE_LINES && !LONG_FILES_ALLOWED.some((re) => re.test(f.path)))
      .map((f) => `${f.path}: ${f.lines} lines`);
    expect(long).toEqual([]);
  });

  it(`no function over ${MAX_FUNCTION_LINES} lines`, () => {
    const long = files.flatMap((f) =>
      functionsOf(f.path, f.text)
        .filter((fn) => fn.lines > MAX_FUNCTION_LINES)
        .map((fn) => `${f.path} ${fn.name}: ${fn.lines} lines`),
    );
    expect(long).toEqual([]);
  }, 60_000); // parsing every source file: a few seconds, more on a loaded machine

  it('the counter sees a long function and names it', () => {
    const body = Array.from({ length: MAX_FUNCTION_LINES }, (_, i) => `  const a${i} = ${i};`).join('\n');
    const found = functionsOf('x.ts', `export function big(): void {\n${body}\n}\nconst small = () => 1;\n`);
    expect(found).toEqual([
      { name: 'big', lines: MAX_FUNCTION_LINES + 2 },
      { name: 'small', lines: 1 },
    ]);
  });
});
