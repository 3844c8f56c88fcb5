import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { evaluateScenario } from '../../src/engine/index.js';
import { loadScenario } from '../../src/engine/loader.js';

const dir = join(import.meta.dirname, '..', 'scenarios');
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.yaml'))
  .sort();

describe('public base rule cases (tests/scenarios)', () => {
  it('has the six cases of the issue', () => {
    expect(files.length).toBeGreaterThanOrEqual(6);
  });

  it.each(files)('%s', (file) => {
    const text = readFileSync(join(dir, file), 'utf8');
    const r = loadScenario(text, file);
    const expected = (text.match(/problems: \[(.*)\]/)?.[1] ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (expected.length) {
      expect(r.ok, file).toBe(false);
      if (!r.ok) expect(r.problems.map((p) => p.path)).toEqual(expected);
      return;
    }
    if (!r.ok) throw new Error(r.problems.map((p) => `${p.file}: ${p.path}: ${p.message}`).join('\n'));
    const res = evaluateScenario(r.scenario);
    expect(res.points, file).toEqual((r.scenario.expect as { points: unknown }).points);
  });
});

describe('scenario problems', () => {
  const base = (board: string, play = '') =>
    `id: t\ntitle: { cs: t }\nrules: [base]\nplayers: [red, blue]\nboard:\n${board}\n${play}`;
  const problems = (text: string) => {
    const r = loadScenario(text, 'x.yaml');
    return r.ok ? [] : r.problems.map((p) => `${p.path}: ${p.code}`);
  };

  it('unknown tile', () => {
    expect(problems(base('  - { tile: BASE.Z, at: [0, 0], rotation: 0 }'))).toEqual(['board[0].tile: tile.unknown']);
  });
  it('edges that do not match', () => {
    expect(
      problems(base('  - { tile: BASE.E, at: [0, 0], rotation: 0 }\n  - { tile: BASE.E, at: [0, -1], rotation: 0 }')),
    ).toEqual(['board[1]: edges.mismatch']);
  });
  it('a location the tile does not have', () => {
    expect(
      problems(base('  - { tile: BASE.E, at: [0, 0], rotation: 0, meeples: [ { player: red, at: C } ] }')),
    ).toEqual(['board[0].meeples[0].at: location.missing']);
  });
  it('a meeple on an occupied feature of the same tile', () => {
    expect(
      problems(
        base(
          '  - { tile: BASE.M, at: [0, 0], rotation: 0, meeples: [ { player: red, at: N }, { player: blue, at: E } ] }',
        ),
      ),
    ).toEqual(['board[0].meeples[1].at: figure.occupied']);
  });
  it('schema errors name the field path', () => {
    expect(
      problems(base('  - { tile: BASE.E, at: [0, 0], rotation: 45, meeples: [ { player: red, at: Q } ] }')),
    ).toEqual(['board[0].rotation: schema', 'board[0].meeples[0].at: schema']);
  });
  it('a play that is not legal', () => {
    const b = '  - { tile: BASE.E, at: [0, 0], rotation: 0 }';
    expect(problems(base(b, 'play: { player: red, tile: BASE.E, at: [0, -1], rotation: 0 }'))).toEqual([
      'play.at: edges.mismatch',
    ]);
    expect(problems(base(b, 'play: { player: red, tile: BASE.E, at: [5, 5], rotation: 0 }'))).toEqual([
      'play.at: placement.noNeighbour',
    ]);
    expect(problems(base(b, 'play: { player: red, tile: BASE.E, at: [0, 0], rotation: 0 }'))).toEqual([
      'play.at: cell.occupied',
    ]);
    expect(
      problems(base(b, 'play: { player: red, tile: BASE.E, at: [0, -1], rotation: 180, meeple: { at: C } }')),
    ).toEqual(['play.meeple.at: location.missing']);
  });
  it('unknown module', () => {
    expect(problems(base('  - { tile: BASE.E, at: [0, 0], rotation: 0 }').replace('[base]', '[base, nope]'))).toEqual([
      'rules[1]: module.unknown',
    ]);
  });
  it('yaml syntax errors are problems, not exceptions', () => {
    expect(loadScenario('id: [', 'y.yaml').ok).toBe(false);
  });
});
