/**
 * The worked examples' scenario files (content/examples/<page>/<id>.yaml), with the rules
 * page each belongs to, in a stable order: what the tests that go over every example read.
 */
import { readdirSync, statSync } from 'node:fs';
import '../../src/engine/modules/index';
import { scenarioPlays, startScenario, type Scenario, type ScenarioStep } from '../../src/engine/scenario';
import { TurnController } from '../../src/board/turn/turn';

/** The folder of the examples, relative to the project root (the tests run from there). */
export const EXAMPLES_ROOT = 'content/examples';

/** Every example file: its page's slug and its path (`content/examples/lazne/lazne-navsteva.yaml`). */
export function exampleFiles(): { page: string; file: string }[] {
  return readdirSync(EXAMPLES_ROOT)
    .filter((d) => statSync(`${EXAMPLES_ROOT}/${d}`).isDirectory())
    .sort()
    .flatMap((page) =>
      readdirSync(`${EXAMPLES_ROOT}/${page}`)
        .filter((f) => f.endsWith('.yaml'))
        .sort()
        .map((f) => ({ page, file: `${EXAMPLES_ROOT}/${page}/${f}` })),
    );
}

/**
 * A worked example's sandbox controller as the sandbox makes it: started by the engine
 * (`startScenario`), with the tiles its solution places; `steps` are the solution's moves
 * (`scenarioPlays`), each with the tile it places.
 */
export function exampleController(s: Scenario): { c: TurnController; steps: ScenarioStep[] } {
  const build = () => startScenario(s);
  const steps = scenarioPlays(build().game, s);
  const c = new TurnController(
    build,
    !!s.end,
    steps.map((p) => p.tile),
  );
  return { c, steps };
}
