/**
 * Every scenario in content/examples plays a move the engine itself offers:
 * for each scenario with a `play`, the move built from it (`playMove`) and the
 * move of each follow-up play (`followUpMoves`, e.g. an extra turn) is among
 * `game.legalMoves()` of the position it is played in (deep equality after
 * sorting object keys). The sandbox offers the reader exactly `legalMoves()`,
 * so a missing move would make an example impossible to play by hand.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Move } from '../../src/engine/index.js';
import { loadScenario } from '../../src/engine/loader.js';
import { scenarioPlays, startScenario } from '../../src/engine/scenario.js';

const root = join(import.meta.dirname, '..', '..', 'content', 'examples');

function yamlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return yamlFiles(p);
    return e.name.endsWith('.yaml') ? [p] : [];
  });
}

/** JSON with object keys sorted (arrays keep their order). */
export function canonical(v: unknown): string {
  const norm = (x: unknown): unknown => {
    if (Array.isArray(x)) return x.map(norm);
    if (x && typeof x === 'object') {
      return Object.fromEntries(
        Object.keys(x)
          .sort()
          .filter((k) => (x as Record<string, unknown>)[k] !== undefined)
          .map((k) => [k, norm((x as Record<string, unknown>)[k])]),
      );
    }
    return x;
  };
  return JSON.stringify(norm(v));
}

const files = yamlFiles(root).sort();

describe('scenario moves are legal moves (content/examples)', () => {
  it('finds the examples', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it.each(files.map((f) => relative(root, f)))('%s', (file) => {
    const r = loadScenario(readFileSync(join(root, file), 'utf8'), file);
    if (!r.ok) throw new Error(r.problems.map((p) => `${p.path}: ${p.message}`).join('; '));
    const s = r.scenario;
    if (!s.play) return;
    const g = startScenario(s).game;
    const expectIn = (move: Move, what: string) => {
      const legal = g.legalMoves();
      const keys = legal.map(canonical);
      expect(new Set(keys).size, `${what}: duplicate legal moves`).toBe(keys.length);
      expect(keys, `${what}: ${canonical(move)} is not among the ${legal.length} legal moves`).toContain(
        canonical(move),
      );
    };
    for (const step of scenarioPlays(g, s)) {
      g.setCurrent(step.tile);
      expectIn(step.move, step.path);
      const r2 = g.apply(step.move);
      if ('code' in r2) throw new Error(r2.code);
    }
  });
});
