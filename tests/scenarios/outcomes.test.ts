/**
 * Exercises grade what they ask (issue 21): a worked example's question asks where the tile
 * in hand goes and how many points each player gets, so the answer check must know every
 * result a legal move of that tile on the example's cell gives. For every example, every
 * legal move there (each rotation, each follower choice, each module variant) is played on
 * its own copy of the position here, independently of `answerOutcomes`, and its points must
 * be one of the outcomes the page's check accepts; the example's own points come first.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isEngineError, type Scenario } from '../../src/engine/index.js';
import { loadScenario } from '../../src/engine/loader.js';
import { pointsSince, startScenario } from '../../src/engine/scenario.js';
import { answerOutcomes } from '../../src/engine/outcomes.js';

const ROOT = join(__dirname, '../../content/examples');
const files = (function walk(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((f) => {
      const p = join(dir, f);
      return statSync(p).isDirectory() ? walk(p) : f.endsWith('.yaml') ? [p] : [];
    });
})(ROOT);

function scenarioOf(file: string): Scenario {
  const r = loadScenario(readFileSync(file, 'utf8'), file);
  if (!r.ok) throw new Error(JSON.stringify(r.problems));
  return r.scenario;
}
const byId = (id: string) => scenarioOf(files.find((f) => f.endsWith(`/${id}.yaml`))!);

describe('every legal move on the example cell is an accepted answer', () => {
  it('finds the examples', () => expect(files.length).toBeGreaterThan(30));
  for (const file of files) {
    it(relative(ROOT, file), () => {
      const s = scenarioOf(file);
      const outcomes = answerOutcomes(s);
      if (!s.play) return expect(outcomes).toEqual([]);
      expect(outcomes[0]!.solution).toBe(true);
      expect(outcomes[0]!.points).toEqual(s.expect!.points);
      expect(outcomes.filter((o) => o.solution)).toHaveLength(1);
      const accepted = new Set(outcomes.map((o) => JSON.stringify(o.points)));
      expect(accepted.size).toBe(outcomes.length);
      const { game, startScores } = startScenario(s);
      let played = 0;
      for (const rotation of [0, 90, 180, 270] as const)
        for (const move of game.legalMovesAt({ x: s.play.at[0], y: s.play.at[1], rotation })) {
          const g = game.copy();
          expect(isEngineError(g.apply(move))).toBe(false);
          if (g.player === game.player && !g.ended) continue; // a turn with a follow-up (an extra turn)
          if (s.end) g.finish();
          played++;
          expect(accepted, JSON.stringify(move)).toContain(JSON.stringify(pointsSince(g, startScores)));
        }
      expect(played + ('extra' in s.play ? 1 : 0)).toBeGreaterThan(0);
    });
  }
});

describe('the answers the old check refused', () => {
  const others = (id: string) =>
    answerOutcomes(byId(id))
      .filter((o) => !o.solution)
      .map((o) => o.points);
  it('hostinec-krizovatka: the thief on the east road gives red 4', () => {
    expect(byId('hostinec-krizovatka').expect!.points).toEqual({ red: 2, blue: 4 });
    expect(others('hostinec-krizovatka')).toContainEqual({ red: 4, blue: 4 });
  });
  it('velky-sedlak-9: a knight on the placed tile closes a 2-tile city for blue (+4)', () => {
    expect(others('velky-sedlak-9')).toContainEqual({ red: 9, blue: 4 });
  });
  it('lazne-vykoupeni: the buy-back is optional', () => {
    expect(byId('lazne-vykoupeni').expect!.points).toEqual({ red: -5, blue: 0 });
    expect(others('lazne-vykoupeni')).toContainEqual({ red: 0, blue: 0 });
  });
});
