/**
 * The imports of the project's source files, read with the TypeScript parser (comments and
 * strings are not imports), for the tests of import directions (import-directions.test.ts)
 * and of the engine's entries (tests/engine/entries.test.ts). Every import counts:
 * `import type`, `export … from`, side-effect imports, dynamic `import()`, `import('…').Type`,
 * `import.meta.glob` and the `new URL('…', import.meta.url)` of workers and data files; an
 * Astro component's frontmatter and `<script>` blocks are read as TypeScript.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';

/** The project's `src` folder (absolute path). */
export const SRC = resolve(import.meta.dirname, '..', '..', 'src');

/** One import of a file: the specifier as written, what it resolves to, and whether only types come in. */
export interface Import {
  spec: string;
  /** The absolute path of the file a relative specifier names (or the path as written when no file is there); undefined for a package. */
  target?: string;
  typeOnly: boolean;
  /** A dynamic `import()`: what it names loads only when the code runs it (its own chunk). */
  dynamic?: boolean;
}

/** Every `.ts`, `.mjs` and `.astro` file under `dir`, as absolute paths. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? sourceFiles(p) : /\.(ts|mjs|astro)$/.test(f) ? [p] : [];
  });
}

/** The code of a file: an Astro component's frontmatter and scripts, a module as it is. */
function codeOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  if (!file.endsWith('.astro')) return [text];
  const front = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '';
  return [front, ...[...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!)];
}

/** A relative specifier resolved to a file (`.js` written for `.ts`, folders to their index), or the path as written. */
export function resolveSpec(from: string, spec: string): string {
  const base = resolve(dirname(from), spec);
  const stem = base.replace(/\.js$/, '');
  for (const c of [base, `${stem}.ts`, `${base}.ts`, `${base}.mjs`, join(base, 'index.ts')]) {
    try {
      if (statSync(c).isFile()) return c;
    } catch {
      /* the next candidate */
    }
  }
  return base;
}

const parsed = new Map<string, Import[]>();

/** Every import of a file (relative ones resolved, packages by name); each file is parsed once. */
export function importsOf(file: string): Import[] {
  const known = parsed.get(file);
  if (known) return known;
  const out: Import[] = [];
  parsed.set(file, out);
  const add = (spec: string, typeOnly: boolean, dynamic = false) =>
    out.push(
      spec.startsWith('.') ? { spec, target: resolveSpec(file, spec), typeOnly, dynamic } : { spec, typeOnly, dynamic },
    );
  for (const code of codeOf(file)) {
    const sf = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
    const visit = (n: ts.Node): void => {
      if (ts.isImportDeclaration(n) && ts.isStringLiteral(n.moduleSpecifier)) {
        const c = n.importClause;
        const typeOnly =
          !!c &&
          (ts.isTypeOnlyImportOrExportDeclaration(c) ||
            (!c.name &&
              !!c.namedBindings &&
              ts.isNamedImports(c.namedBindings) &&
              c.namedBindings.elements.length > 0 &&
              c.namedBindings.elements.every((e) => e.isTypeOnly)));
        add(n.moduleSpecifier.text, typeOnly);
      } else if (ts.isExportDeclaration(n) && n.moduleSpecifier && ts.isStringLiteral(n.moduleSpecifier)) {
        add(n.moduleSpecifier.text, n.isTypeOnly);
      } else if (ts.isImportTypeNode(n) && ts.isLiteralTypeNode(n.argument) && ts.isStringLiteral(n.argument.literal)) {
        add(n.argument.literal.text, true);
      } else if (ts.isCallExpression(n)) {
        const arg = n.arguments[0];
        const callee = n.expression.getText(sf);
        if (
          arg &&
          ts.isStringLiteralLike(arg) &&
          (n.expression.kind === ts.SyntaxKind.ImportKeyword || callee === 'import.meta.glob')
        )
          add(arg.text, false, n.expression.kind === ts.SyntaxKind.ImportKeyword);
      } else if (ts.isNewExpression(n) && n.expression.getText(sf) === 'URL') {
        const [arg, base] = n.arguments ?? [];
        if (arg && ts.isStringLiteralLike(arg) && base?.getText(sf) === 'import.meta.url') add(arg.text, false);
      }
      ts.forEachChild(n, visit);
    };
    visit(sf);
  }
  return out;
}

/**
 * Every file reachable from `entry` through its imports (type imports included), each with
 * its imports. With `runtime`, only the imports that stay in the built code (type-only
 * imports are erased by the build, so a type derived from the zod schema costs a reader nothing).
 * With `eager`, only what loads with the entry itself: dynamic `import()`s are not followed.
 */
export function importGraph(entry: string, runtime = false, eager = false): Map<string, Import[]> {
  const graph = new Map<string, Import[]>();
  const visit = (file: string) => {
    if (graph.has(file)) return;
    const all = /\.(ts|mjs)$/.test(file) && statSync(file, { throwIfNoEntry: false })?.isFile() ? importsOf(file) : [];
    const imports = all.filter((i) => !(runtime && i.typeOnly) && !(eager && i.dynamic));
    graph.set(file, imports);
    for (const i of imports) if (i.target) visit(i.target);
  };
  visit(entry);
  return graph;
}
