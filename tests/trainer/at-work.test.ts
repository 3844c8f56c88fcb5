/**
 * The trainer's questions show their rule set at work: a final question for an expansion has
 * tiles of that expansion's own sets on its board (a Bathhouses question, a bathhouse), and
 * a follower resting in a bathhouse leaves the house's value readable on the trainer's board.
 */
import { describe, expect, it } from 'vitest';
import { generateQuestion, isQuestionProblem, trainerExpansions, type Question } from '../../src/trainer/generate.js';
import { getModule } from '../../src/engine/registry.js';
import '../../src/engine/modules/art';
import { boardSvg } from '../../src/art/svg';
import { boardPosition } from '../../src/board/position/picture';
import { setupOfGame } from '../../src/engine/index';

const SEEDS = Array.from({ length: 60 }, (_, i) => i * 7 + 1);

function question(expansion: string, kind: 'move' | 'final', seed: number): Question {
  const q = generateQuestion({ expansion, kind, seed });
  if (isQuestionProblem(q)) throw new Error(`${expansion} ${kind} ${seed}: ${q.key}`);
  return q;
}

describe('final questions show their rule set at work', () => {
  const own = trainerExpansions().filter((m) => m.unknown === 0 && m.id !== 'base' && !m.standalone);
  it('has expansions with tile sets of their own to check', () => {
    expect(own.filter((m) => getModule(m.id)?.tileSets?.length).length).toBeGreaterThan(1);
  });
  for (const m of own) {
    const sets = (getModule(m.id)?.tileSets ?? []).map((s) => s.id);
    if (!sets.length) continue;
    it(`${m.id}: every final question's board holds a tile of its own sets (${sets.join(', ')})`, () => {
      for (const seed of SEEDS) {
        const q = question(m.id, 'final', seed);
        const ids = q.game.board.tiles.map((p) => p.tile.id);
        expect(
          ids.some((id) => sets.includes(id.split('.')[0]!)),
          `seed ${seed}: ${ids.join(' ')}`,
        ).toBe(true);
      }
    }, 60_000);
  }
});

describe("the trainer's board shows what a resting follower would hide", () => {
  it('a follower resting in a bathhouse is drawn with the house value beside it', () => {
    let checked = 0;
    for (let seed = 0; seed < 60 && checked < 2; seed++) {
      const q = question('bathhouses', 'final', seed);
      const parked = q.game.parkedFigures();
      if (!parked.length) continue;
      // the board as the trainer draws it (src/trainer/app.ts drawBoard)
      const svg = boardSvg(boardPosition(setupOfGame(q.game)), { px: 60, pad: 8 });
      const groups = [...svg.matchAll(/<g data-figure-player="[a-z]+" data-figure-kind="parked">(.*?)<\/g>/g)];
      expect(groups.length, `seed ${seed}`).toBe(parked.length);
      for (const [, inner] of groups) expect(inner, `seed ${seed}`).toMatch(/<text[^>]*>[345]<\/text>/);
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  }, 60_000);
});
