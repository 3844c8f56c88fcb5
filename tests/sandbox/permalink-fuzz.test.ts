/**
 * The sandbox's reading of an example permalink under 1,000 seeded hostile `?pozice=` values
 * (tests/helpers/permalinks.ts, the sequence the browser fuzz tries the start of): the link
 * reader never throws; a value that names the example is restored into that example's
 * controller (tests/sandbox/controller.test.ts builds it the same way), which either takes
 * it or is back at the example's start, and never throws.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import '../../src/engine/modules/index';
import { loadScenario } from '../../src/engine/loader';
import { exampleController } from '../helpers/examples';
import { readPermalink } from '../../src/sandbox/permalink';
import { restorePosition } from '../../src/sandbox/link';
import { hostileValues, ID, SOLUTION } from '../helpers/permalinks';

const file = `content/examples/lazne/${ID}.yaml`;
const loaded = loadScenario(readFileSync(file, 'utf8'), file);
if (!loaded.ok) throw new Error(file);
const s = loaded.scenario;

const controller = () => exampleController(s).c;

describe('hostile example permalinks', () => {
  it('1,000 values: read without throwing; those naming the example restore or fall back to its start', () => {
    // and the solution's move followed by a move that cannot follow it (taken back whole)
    const values = [...hostileValues(20240611, 1000), `${ID}~${SOLUTION}.9,9,0`, `${ID}~${SOLUTION}.s0,-1,1`];
    const problems: string[] = [];
    let named = 0;
    let restored = 0;
    for (const v of values) {
      const show = JSON.stringify(v.slice(0, 80));
      let link: ReturnType<typeof readPermalink>;
      try {
        link = readPermalink(`?pozice=${encodeURIComponent(v)}`);
      } catch (e) {
        problems.push(`${show}: the reader threw ${(e as Error).message}`);
        continue;
      }
      if (!link || link.example !== ID) continue;
      named++;
      const c = controller();
      const start = JSON.stringify([c.game.scores, c.game.board.tiles.length, c.phase, c.selection]);
      try {
        if (restorePosition(c, link.position)) restored++;
        else if (JSON.stringify([c.game.scores, c.game.board.tiles.length, c.phase, c.selection]) !== start)
          problems.push(`${show}: refused, but the example is not back at its start`);
        if (!['tile', 'choose', 'done'].includes(c.phase)) problems.push(`${show}: phase ${c.phase}`);
      } catch (e) {
        problems.push(`${show}: restoring threw ${(e as Error).message}`);
      }
    }
    expect(problems).toEqual([]);
    expect(named).toBeGreaterThan(300);
    expect(restored).toBeGreaterThan(0);
  });
});
