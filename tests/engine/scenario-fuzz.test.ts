import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadScenario } from '../../src/engine/loader.js';
import { lcg } from '../../bench/random-game.js';

// Seeded fuzzing of the scenario loader on mutated copies of every worked
// example (random games with every module combination: modules/properties.test.ts;
// notation strings: notation-fuzz.test.ts). Bounded: a few seconds.

/** Worked example files (content/examples/<page>/*.yaml). */
function exampleFiles(): { name: string; text: string }[] {
  const root = join(import.meta.dirname, '../../content/examples');
  const out: { name: string; text: string }[] = [];
  for (const dir of readdirSync(root, { withFileTypes: true }))
    if (dir.isDirectory())
      for (const f of readdirSync(join(root, dir.name)))
        if (f.endsWith('.yaml')) out.push({ name: f, text: readFileSync(join(root, dir.name, f), 'utf8') });
  return out;
}

/** One seeded change to a scenario text: a line dropped, doubled or swapped, a number or a word changed, bytes cut or inserted. */
function mutate(text: string, rnd: () => number): string {
  const lines = text.split('\n');
  const pick = (n: number) => Math.floor(rnd() * n);
  const junk = [
    '-1',
    '1e309',
    '9007199254740993',
    'null',
    '[]',
    '{}',
    '~',
    '"',
    "'",
    '&a',
    '*a',
    ': :',
    '\t',
    '__proto__',
    'NaN',
    '💥',
  ];
  const i = pick(lines.length);
  switch (pick(8)) {
    case 0:
      lines.splice(i, 1);
      break;
    case 1:
      lines.splice(i, 0, lines[i]!);
      break;
    case 2: {
      const j = pick(lines.length);
      [lines[i], lines[j]] = [lines[j]!, lines[i]!];
      break;
    }
    case 3:
      lines[i] = lines[i]!.replace(/-?\d+/, () => String(pick(200) - 100));
      break;
    case 4:
      lines[i] = lines[i]!.replace(/[a-zA-Z]+/, junk[pick(junk.length)]!);
      break;
    case 5:
      lines[i] = lines[i]!.replace(/: .*/, `: ${junk[pick(junk.length)]}`);
      break;
    case 6: {
      const at = pick(text.length);
      return text.slice(0, at) + junk[pick(junk.length)] + text.slice(at + pick(4));
    }
    default:
      return text.slice(0, pick(text.length));
  }
  return lines.join('\n');
}

describe('fuzzing: the scenario loader on mutated worked examples', () => {
  it('every mutated file loads or gets problems naming the file, never an exception', () => {
    const files = exampleFiles();
    expect(files.length).toBeGreaterThan(30);
    const rnd = lcg(20261201);
    let refused = 0;
    let loaded = 0;
    const problems: string[] = [];
    for (let n = 0; n < 3000; n++) {
      const f = files[n % files.length]!;
      let text = f.text;
      for (let k = 1 + Math.floor(rnd() * 3); k > 0; k--) text = mutate(text, rnd);
      try {
        const r = loadScenario(text, f.name);
        if (r.ok) {
          loaded++;
          expect(Object.values(r.result.points).every((p) => Number.isSafeInteger(p))).toBe(true);
        } else {
          refused++;
          for (const p of r.problems) {
            // a problem of the whole file (empty, not a mapping) has no field to name; any other names one
            const whole = /empty|expected object/i.test(p.message);
            if (p.file !== f.name || !p.message || (!p.path && !whole))
              problems.push(`${f.name}: ${JSON.stringify(p)}`);
            if (/internal error|at .*\.ts:\d+/i.test(p.message)) problems.push(`${f.name}: ${p.message}`);
          }
        }
      } catch (e) {
        problems.push(`${f.name} (mutation ${n}): ${(e as Error).stack?.split('\n').slice(0, 3).join(' | ')}`);
      }
      if (problems.length > 10) break;
    }
    expect(problems).toEqual([]);
    // the mutations reach both outcomes
    expect(refused).toBeGreaterThan(500);
    expect(loaded).toBeGreaterThan(100);
  }, 120_000);
});
