/**
 * Final scoring tells a position in one way (base rules, "Závěrečné
 * vyhodnocení"): the same tiles laid in other orders give the same
 * final-scoring events, in the same order, with the same parts, figures and
 * locations. Every worked example and odd test scenario is scored at the end
 * with its board listed as written, reversed and shuffled (seeded).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { loadScenario } from '../../src/engine/loader.js';
import { gameFromPosition, isEngineError, positionOf, type ScoreEvent } from '../../src/engine/index.js';
import { playUntil } from './notation-helpers.js';

const repo = join(import.meta.dirname, '..', '..');
const dirs = [
  ...readdirSync(join(repo, 'content', 'examples'), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => join(repo, 'content', 'examples', d.name)),
  join(repo, 'tests', 'scenarios', 'odd'),
];
const files = dirs.flatMap((d) =>
  readdirSync(d)
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => join(d, f)),
);

/** A seeded shuffle (mulberry32), so that a failure repeats. */
function shuffled<T>(xs: readonly T[], seed: number): T[] {
  let a = seed >>> 0;
  const rnd = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** The final-scoring events of a scenario file's data with `end: true` and its board in `order`. */
function finalEvents(data: Record<string, unknown>, board: unknown[], file: string): ScoreEvent[] {
  const r = loadScenario(stringify({ ...data, board, end: true, expect: undefined }), file);
  if (!r.ok) throw new Error(`${file}: ${r.problems.map((p) => `${p.path}: ${p.message}`).join('; ')}`);
  return r.result.events.filter((e) => e.phase === 'final');
}

describe('final scoring does not depend on the order tiles were laid', () => {
  it('finds the scenarios', () => {
    expect(files.length).toBeGreaterThan(50);
  });

  let compared = 0;
  it.each(files.map((f) => [relative(repo, f), f] as const))('%s', (_, file) => {
    const data = parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    delete data.expect;
    const board = data.board as unknown[];
    const probe = loadScenario(stringify({ ...data, end: true }), file);
    if (!probe.ok) return; // a test scenario meant to be refused
    const written = finalEvents(data, board, file);
    for (const order of [[...board].reverse(), shuffled(board, 1), shuffled(board, 2), shuffled(board, 3)])
      expect(finalEvents(data, order, file)).toEqual(written);
    if (written.length > 1) compared++;
  });

  it('compares scenarios with several final-scoring events', () => {
    expect(compared).toBeGreaterThanOrEqual(2);
  });
});

describe('final scoring of played positions, their tiles listed in other orders', () => {
  const games = [
    { players: ['red', 'blue'], modules: ['base'], seed: 3 },
    { players: ['red', 'blue', 'green'], modules: ['base', 'inns-cathedrals'], seed: 11 },
    { players: ['red', 'blue'], modules: ['base', 'king-robber-baron', 'bathhouses'], seed: 5 },
  ];
  it.each(games.map((o) => [o.modules.join('+'), o] as const))('%s', (_, options) => {
    const { game } = playUntil(options, (_g, h) => h.length >= 40);
    const p = positionOf(game);
    const order = shuffled(
      p.tiles.map((_t, i) => i),
      options.seed,
    );
    const moved = {
      ...p,
      tiles: order.map((i) => p.tiles[i]!),
      figures: p.figures.map((f) => ({ ...f, tile: order.indexOf(f.tile) })),
    };
    const a = gameFromPosition(p);
    const b = gameFromPosition(moved);
    if (isEngineError(a) || isEngineError(b)) throw new Error('position refused');
    const ea = a.finish();
    expect(ea.filter((e) => e.type === 'feature').length).toBeGreaterThan(3);
    expect(b.finish()).toEqual(ea);
  });
});
