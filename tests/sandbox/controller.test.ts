import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import '../../src/engine/modules/index';
import { evaluateScenario, startScenario, type Scenario, type ScenarioStep } from '../../src/engine/scenario';
import { loadScenario } from '../../src/engine/loader';
import { TurnController } from '../../src/board/turn/turn';
import { decodeMoves, encodeMoves } from '../../src/sandbox/position';
import { makePermalink, readPermalink } from '../../src/sandbox/permalink';
import { exampleController } from '../helpers/examples';

function scenario(file: string): Scenario {
  const r = loadScenario(readFileSync(file, 'utf8'), file);
  if (!r.ok) throw new Error(JSON.stringify(r.problems));
  return r.scenario;
}

/** The controller as the sandbox makes it, with the scenario's moves as the solution. */
function controllerFor(s: Scenario): { c: TurnController; solution: ScenarioStep['move'][] } {
  const { c, steps } = exampleController(s);
  return { c, solution: steps.map((p) => p.move) };
}

const CATHEDRAL = 'content/examples/hostince-a-katedraly/katedrala-27.yaml';

describe('sandbox controller', () => {
  it('plays the cathedral example by hand to 27 points, like the engine', () => {
    const s = scenario(CATHEDRAL);
    const { c, solution } = controllerFor(s);
    const m = solution[0]!;
    expect(c.phase).toBe('tile');
    expect(c.legalCells().some((cell) => cell.x === m.x && cell.y === m.y && cell.rotations.includes(m.rotation))).toBe(
      true,
    );
    expect(c.place()).toBe(false); // nothing selected yet
    expect(c.select(m.x, m.y)).toBe(true);
    while (c.selection!.rotation !== m.rotation) c.rotate();
    expect(c.place()).toBe(true);
    expect(c.phase).toBe('choose');
    const choice = c.choices().find((x) => JSON.stringify(x) === JSON.stringify(m));
    expect(choice).toBeDefined();
    c.confirm(choice!);
    expect(c.phase).toBe('done');
    expect(c.points).toEqual(evaluateScenario(s).points);
    expect(c.points).toEqual(s.expect!.points);
  });

  it('Enter before any arrow brings the cursor to the first legal cell and selects it, without putting the tile down', () => {
    const { c } = controllerFor(scenario(CATHEDRAL));
    const first = c.legalCells()[0]!;
    expect(c.cursor).toBeNull();
    expect(c.place()).toBe(false);
    expect(c.phase).toBe('tile');
    expect(c.cursor).toEqual({ x: first.x, y: first.y });
    expect(c.selection).toMatchObject({ x: first.x, y: first.y });
    expect(first.rotations).toContain(c.selection!.rotation);
    // the second Enter puts it down
    expect(c.place()).toBe(true);
    expect(c.phase).toBe('choose');
  });

  it('redo plays back what undo took back, step by step, to the same points; a new step drops it', () => {
    const s = scenario(CATHEDRAL);
    const { c, solution } = controllerFor(s);
    const m = solution[0]!;
    c.select(m.x, m.y);
    while (c.selection!.rotation !== m.rotation) c.rotate();
    c.place();
    c.confirm(c.choices().find((x) => JSON.stringify(x) === JSON.stringify(m))!);
    const points = c.points;
    expect(c.canRedo).toBe(false);
    expect(c.undo()).toBe(true); // the move
    expect(c.phase).toBe('choose');
    expect(c.undo()).toBe(true); // the tile put down
    expect(c.phase).toBe('tile');
    expect(c.selection).toMatchObject({ x: m.x, y: m.y });
    expect(c.canRedo).toBe(true);
    expect(c.redo()).toBe(true);
    expect(c.phase).toBe('choose');
    expect(c.redo()).toBe(true);
    expect(c.phase).toBe('done');
    expect(c.points).toEqual(points);
    expect(c.applied).toEqual([m]);
    expect(c.redo()).toBe(false);
    // taken back again, then a different cell: nothing left to play again
    c.undo();
    c.undo();
    c.undo();
    expect(c.canRedo).toBe(true);
    const other = c.legalCells().find((x) => x.x !== m.x || x.y !== m.y)!;
    expect(c.select(other.x, other.y)).toBe(true);
    expect(c.canRedo).toBe(false);
    expect(c.redo()).toBe(false);
  });

  it('rotation skips orientations that do not fit and never selects an illegal cell', () => {
    const { c } = controllerFor(scenario(CATHEDRAL));
    expect(c.select(50, 50)).toBe(false);
    const cell = c.legalCells()[0]!;
    c.select(cell.x, cell.y);
    const seen = new Set<number>();
    for (let i = 0; i < 8; i++) {
      c.rotate();
      seen.add(c.selection!.rotation);
    }
    expect([...seen].sort()).toEqual([...cell.rotations].sort());
  });

  it('undo walks back through move, placement and selection; reset restores the start', () => {
    const s = scenario(CATHEDRAL);
    const { c, solution } = controllerFor(s);
    const m = solution[0]!;
    const tilesAtStart = c.game.board.tiles.length;
    c.select(m.x, m.y);
    c.place();
    c.confirm(c.choices()[0]!);
    expect(c.game.board.tiles.length).toBe(tilesAtStart + 1);
    expect(c.undo()).toBe(true);
    expect(c.phase).toBe('choose');
    expect(c.points).toBeNull();
    expect(c.game.board.tiles.length).toBe(tilesAtStart);
    expect(c.undo()).toBe(true);
    expect(c.phase).toBe('tile');
    expect(c.selection).not.toBeNull();
    expect(c.undo()).toBe(true);
    expect(c.selection).toBeNull();
    expect(c.undo()).toBe(false);
    c.select(m.x, m.y);
    c.reset();
    expect(c.selection).toBeNull();
    expect(c.canUndo).toBe(false);
  });

  it('an extra turn puts the next tile in hand and points add up over both moves', () => {
    const file = 'content/examples/jubilejni-edice-20-let/tah-navic.yaml';
    const s = scenario(file);
    const { c, solution } = controllerFor(s);
    expect(solution.length).toBeGreaterThan(1);
    for (const m of solution) {
      c.select(m.x, m.y);
      c.selection = { x: m.x, y: m.y, rotation: m.rotation };
      c.place();
      c.confirm(m);
    }
    expect(c.phase).toBe('done');
    expect(c.points).toEqual(evaluateScenario(s).points);
  });
});

describe('permalink position', () => {
  it('round-trips moves, figure kinds and the selection', () => {
    const moves = [
      { x: 2, y: -1, rotation: 270 as const, figure: { at: 'NNE' as const, kind: 'large' } },
      { x: -3, y: 0, rotation: 0 as const },
    ];
    const text = encodeMoves(moves, { x: 1, y: 1, rotation: 90 }, 'choose');
    expect(text).toMatch(/^[0-9A-Za-z.,-]+$/);
    const d = decodeMoves(text)!;
    expect(d.moves).toEqual(moves);
    expect(d.selection).toEqual({ x: 1, y: 1, rotation: 90 });
    expect(d.placed).toBe(true);
  });
  it('rejects damaged or foreign text without throwing', () => {
    for (const bad of [
      '',
      '2.1,1,0',
      '1.a,b,c',
      '1.1,1,7',
      '1.1,1,0,XX',
      '1.s1,1,0.1,1,0',
      'x'.repeat(5000),
      '1.1,1,0,N,DROP TABLE',
    ]) {
      expect(decodeMoves(bad), bad).toBeNull();
    }
  });
  it('link format: example id and position in the query, anchor to the example', () => {
    const href = makePermalink('https://example.org/cs/lazne/?x=1#foo', 'lazne-navsteva', '1.0,1,0');
    expect(href).toBe('https://example.org/cs/lazne/?pozice=lazne-navsteva~1.0,1,0#priklad-lazne-navsteva'); // readable in a forum post
    expect(readPermalink(new URL(href).search)).toEqual({ example: 'lazne-navsteva', position: '1.0,1,0' });
    expect(readPermalink('?pozice=')).toBeNull();
    expect(readPermalink('')).toBeNull();
  });
});

describe('every worked example plays through the sandbox controller', () => {
  const root = 'content/examples';
  const { readdirSync, statSync } = require('node:fs') as typeof import('node:fs');
  const files = readdirSync(root)
    .filter((d) => statSync(`${root}/${d}`).isDirectory())
    .flatMap((d) =>
      readdirSync(`${root}/${d}`)
        .filter((f) => f.endsWith('.yaml'))
        .map((f) => `${root}/${d}/${f}`),
    );
  for (const file of files) {
    it(file, () => {
      const s = scenario(file);
      if (!s.play) {
        const c = new TurnController(() => startScenario(s), !!s.end, []);
        c.finishNow();
        expect(c.phase).toBe('done');
        expect(c.points).toEqual(evaluateScenario(s).points);
        return;
      }
      const { c, solution } = controllerFor(s);
      for (const m of solution) {
        expect(c.select(m.x, m.y), `${file}: cell [${m.x}, ${m.y}] not offered`).toBe(true);
        c.selection = { x: m.x, y: m.y, rotation: m.rotation };
        expect(c.place()).toBe(true);
        c.confirm(m);
      }
      expect(c.phase).toBe('done');
      expect(c.points).toEqual(evaluateScenario(s).points);
    });
  }
});
