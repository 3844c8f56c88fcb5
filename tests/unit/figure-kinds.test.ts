/**
 * A module declares its figure kinds completely (rules: `FigureKindDef` with its
 * strength, worth to the computer players and packed code; art: `ModuleArt.figures`),
 * so no code outside the module's folder names a kind of its own: no file under src
 * outside `src/engine/modules/<id>/` holds the id of a figure kind that a module other
 * than `base` declares as a quoted string (`'large'`, `"large-farmer"`, `` `x.large` ``),
 * comments aside. The kinds are read from the module list (src/engine/modules/index.ts).
 * A string that is exactly the id of a module declaring the kind (`'abbot'`: module and kind
 * share the name, DESIGN 1.2) names the module, which registry files must list.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_MODULES } from '../../src/engine/modules/index';

const SRC = join(import.meta.dirname, '..', '..', 'src');
const MODULES = join(SRC, 'engine', 'modules');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : /\.(ts|mjs|astro|json)$/.test(f) ? [p] : [];
  });
}

/** The kinds base declares (anyone may name those), and every other kind with the modules that declare it. */
const baseKinds = new Set((ALL_MODULES.find((m) => m.id === 'base')?.figures ?? []).map((k) => k.id));
const owners = new Map<string, string[]>();
for (const m of ALL_MODULES)
  for (const k of m.figures ?? []) if (!baseKinds.has(k.id)) owners.set(k.id, [...(owners.get(k.id) ?? []), m.id]);

/** The file without comments (line, block and HTML comments). */
const strip = (s: string) =>
  s
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

/**
 * The quoted strings of a file that name figure kind `kind`: strings of id characters only
 * (no spaces: prose such as "too large" is not a kind) with the kind as one of their parts
 * split at `-`, `.` and `:` (`large`, `large-farmer`, `figure.large`).
 */
function naming(text: string, kind: string, moduleIds: readonly string[] = []): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/(['"`])([\w.:-]*)\1/g))
    if (m[2]!.split(/[-.:]/).includes(kind) && !moduleIds.includes(m[2]!)) out.push(`${m[1]}${m[2]}${m[1]}`);
  return out;
}

describe('no code outside a module’s folder names a figure kind of that module', () => {
  const all = files(SRC);

  it('the module list declares kinds beyond base’s, and each names its kind in its own folder', () => {
    expect(baseKinds.has('normal')).toBe(true);
    expect(owners.size).toBeGreaterThan(0);
    // the check finds what it looks for: each owner's folder names its kind
    for (const [kind, mods] of owners)
      for (const id of mods) {
        const own = all.filter((f) => f.startsWith(join(MODULES, id) + sep));
        expect(
          own.some((f) => naming(strip(readFileSync(f, 'utf8')), kind).length > 0),
          `${id} names ${kind}`,
        ).toBe(true);
      }
  });

  it.each(all.map((f) => relative(SRC, f)))('src/%s', (rel) => {
    const file = join(SRC, rel);
    const text = strip(readFileSync(file, 'utf8'));
    const found: string[] = [];
    for (const [kind, mods] of owners) {
      if (mods.some((id) => file.startsWith(join(MODULES, id) + sep))) continue;
      found.push(...naming(text, kind, mods).map((q) => `${q} (a figure kind of ${mods.join(', ')})`));
    }
    expect(found, `src/${rel} names a module's figure kind; ask the module's declaration instead`).toEqual([]);
  });
});
