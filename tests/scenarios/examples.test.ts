/**
 * Every worked example (content/examples/<page>/<id>.yaml) through the engine.
 * A test per file, named by the file: it fails when the file is invalid or when
 * the engine's result differs from the file's `expect` (points, and the
 * optional module expectations documented in content/examples/README.md).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Game, evaluateScenario, getTile, locationCode, quarterTurns, type Scenario } from '../../src/engine/index.js';
import { loadScenario } from '../../src/engine/loader.js';
import { pointsSince, scenarioPlays, startScenario } from '../../src/engine/scenario.js';
import { awardHolder } from '../../src/engine/modules/king-robber-baron/index.js';
import { bathhouses } from '../../src/engine/modules/bathhouses/index.js';

const ROOT = join(__dirname, '../../content/examples');

function yamlFiles(dir: string): string[] {
  const out: string[] = [];
  for (const f of readdirSync(dir).sort()) {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) out.push(...yamlFiles(p));
    else if (f.endsWith('.yaml')) out.push(p);
  }
  return out;
}

interface ModuleExpect {
  points?: Record<string, number>;
  totals?: Record<string, number>;
  awards?: { king?: string | null; robber?: string | null };
  bathhouses?: { at: [number, number]; player: string }[];
  activated?: boolean;
  meeples?: { player: string; on: [number, number]; at: string; count: number }[];
  meepleOptions?: string[];
}

/**
 * Replays the scenario step by step, as the sandbox's solution does (the canonical moves of
 * `scenarioPlays`), to read the state the module expectations talk about.
 */
function replay(s: Scenario): { game: Game; options: Set<number> | null; points: Record<string, number> } {
  const start = startScenario(s);
  const g = start.game;
  let options: Set<number> | null = null;
  if (s.play) {
    const p = s.play;
    // Features of the played tile that a figure may take (by feature index).
    const tile = getTile(p.tile)!;
    const q = quarterTurns(p.rotation);
    options = new Set();
    for (const m of g.legalMoves()) {
      if (m.x !== p.at[0] || m.y !== p.at[1] || m.rotation !== p.rotation || !m.figure || m.actions) continue;
      options.add(tile.locFeature[q]![locationCode(m.figure.at)]!);
    }
    for (const step of scenarioPlays(g, s)) {
      g.setCurrent(step.tile);
      const r = g.apply(step.move);
      if ('code' in r) throw new Error(`${step.path}: ${r.code} ${r.path}`);
    }
  }
  if (s.end) g.finish();
  return { game: g, options, points: pointsSince(g, start.startScores) };
}

const files = yamlFiles(ROOT);

describe('worked examples (content/examples)', () => {
  it('finds the example files', () => {
    expect(files.length).toBeGreaterThanOrEqual(34);
  });

  for (const file of files) {
    const name = relative(ROOT, file);
    it(name, () => {
      const loaded = loadScenario(readFileSync(file, 'utf8'), name);
      if (!loaded.ok) {
        throw new Error(`${name} is not valid:\n${loaded.problems.map((p) => `  ${p.path}: ${p.message}`).join('\n')}`);
      }
      const s = loaded.scenario;
      const exp = (s.expect ?? {}) as ModuleExpect;
      expect(exp.points, `${name}: expect.points is missing`).toBeDefined();
      const res = evaluateScenario(s);
      for (const [c, v] of Object.entries(exp.points!)) {
        expect(res.points[c], `${name}: points of ${c}`).toBe(v);
      }
      for (const [c, v] of Object.entries(exp.totals ?? {})) {
        expect(res.totals[c], `${name}: total of ${c}`).toBe(v);
      }
      const { game, options, points } = replay(s);
      // The step-by-step replay must agree with evaluateScenario (and with what loadScenario reported).
      game.players.forEach((c, i) => expect(game.scores[i], `${name}: replay total of ${c}`).toBe(res.totals[c]));
      expect(points, `${name}: replay points`).toEqual(res.points);
      expect(loaded.result, `${name}: loadScenario's result`).toEqual(res);
      if (exp.awards) {
        for (const key of ['king', 'robber'] as const) {
          if (key in exp.awards) expect(awardHolder(game, key), `${name}: ${key}`).toBe(exp.awards[key] ?? null);
        }
      }
      if (exp.bathhouses) {
        const occupied = bathhouses(game)
          .filter((h) => h.occupant)
          .map((h) => ({ at: [h.x, h.y], player: game.players[h.occupant!.player] }));
        expect(occupied, `${name}: bathhouse occupants`).toEqual(
          exp.bathhouses.map((b) => ({ at: b.at, player: b.player })),
        );
      }
      if (exp.activated !== undefined) {
        const activated = res.events.some(
          (e) => e.type === 'symbol' && (e.data as { activated?: boolean })?.activated === true,
        );
        expect(activated, `${name}: symbol activated`).toBe(exp.activated);
      }
      for (const m of exp.meeples ?? []) {
        const t = game.board.at(m.on[0], m.on[1]);
        expect(t, `${name}: tile at [${m.on}]`).toBeDefined();
        const node = game.board.nodeAt(t!, locationCode(m.at));
        const n = game.board
          .group(node)
          .figures.filter((f) => f.node === node && game.players[f.player] === m.player).length;
        expect(n, `${name}: ${m.player} figures at [${m.on}] ${m.at}`).toBe(m.count);
      }
      if (exp.meepleOptions) {
        const tile = getTile(s.play!.tile)!;
        const q = quarterTurns(s.play!.rotation);
        const want = new Set(exp.meepleOptions.map((l) => tile.locFeature[q]![locationCode(l)]!));
        expect([...options!].sort(), `${name}: features a figure may take`).toEqual([...want].sort());
      }
    });
  }
});
