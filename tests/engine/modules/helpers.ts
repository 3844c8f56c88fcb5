/** Helpers for module rule tests: scenarios written inline as YAML. */
import { evaluateScenario, type Game, type Scenario, type ScenarioResult } from '../../../src/engine/index.js';
import { loadScenario } from '../../../src/engine/loader.js';
import { playScenario, startScenario, type Problem } from '../../../src/engine/scenario.js';

/** Load an inline scenario; throws with the problems when it is invalid. */
export function load(yaml: string): Scenario {
  const r = loadScenario(yaml, 'inline.yaml');
  if (!r.ok) throw new Error(r.problems.map((p) => `${p.path}: ${p.message}`).join('; '));
  return r.scenario;
}

/** Problems of an invalid inline scenario (empty when valid). */
export function problems(yaml: string): Problem[] {
  const r = loadScenario(yaml, 'inline.yaml');
  return r.ok ? [] : r.problems;
}

/** Evaluate an inline scenario (points, totals, events). */
export function score(yaml: string): ScenarioResult {
  return evaluateScenario(load(yaml));
}

/** Start the scenario, play the play (and follow-ups, and final scoring) and return the game. */
export function played(yaml: string): Game {
  const s = load(yaml);
  const start = startScenario(s);
  playScenario(start, s);
  return start.game;
}
