/**
 * Every worked example's generated words, in both languages, are worded for people
 * (tests/helpers/plain-words.ts: no coordinates, no internal ids, a minus sign): the
 * sandbox's wording functions run on every example as a reader meets it: the status line
 * and the tile in hand at the start, the follower choices at the solution's cell (each
 * reading differently from the others), the move
 * line, then after the solution the status, every scoring line and the total, the facts the
 * modules report, and the text list of the board, before and after. The browser sweeps a
 * page in each language (tests/e2e/plain-words.spec.ts); the built pages' own example
 * markup is read in tests/e2e/examples.spec.ts.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import '../../src/engine/modules/index';
import { loadScenario } from '../../src/engine/loader';
import type { Scenario } from '../../src/engine/scenario';
import { choiceEntries } from '../../src/board/turn/choices';
import { exampleMoveLine, explainStatus, tileName } from '../../src/board/words/explain';
import { scoreWords, statusText } from '../../src/sandbox/panels';
import { textListWords } from '../../src/sandbox/text-list';
import { getT } from '../../src/i18n';
import { offences } from '../helpers/plain-words';
import { exampleController, exampleFiles } from '../helpers/examples';

const files = exampleFiles().map((e) => e.file);

function scenario(file: string): Scenario {
  const r = loadScenario(readFileSync(file, 'utf8'), file);
  if (!r.ok) throw new Error(file);
  return r.scenario;
}

/** Everything the sandbox words for `s`, played through its solution, in language `lang`. */
function wordsOf(s: Scenario, lang: 'cs' | 'en'): string[] {
  const t = getT(lang);
  const { c, steps } = exampleController(s);
  const seen: string[] = [];
  const facts = () => c.game.status().map((f) => explainStatus(f, t));
  seen.push(statusText(c, t), ...textListWords(c, t), ...facts());
  if (c.tileInHand) seen.push(tileName(c.tileInHand, t, 0));
  if (s.play) seen.push(exampleMoveLine(s.play, s.board, t), exampleMoveLine(s.play, s.board, t, true));
  for (const step of steps) {
    // the follower choices where the solution puts its tile
    if (c.select(step.move.x, step.move.y)) {
      c.selection = { ...c.selection!, rotation: step.move.rotation };
      if (c.place()) {
        const labels = choiceEntries(c.choices(), c.game.current ?? '', t, c.game).map((e) => e.label);
        // two choices that read alike would leave the reader guessing which is which
        if (new Set(labels).size !== labels.length) seen.push(`choices read alike: ${labels.join(' | ')} [0, 0]`);
        seen.push(statusText(c, t), ...labels);
        c.undo();
      }
    }
    c.confirm(step.move);
  }
  if (!steps.length && s.end) c.finishNow();
  const w = scoreWords(c, t, s.expect?.points);
  seen.push(statusText(c, t), ...(w ? [...w.events, w.total, w.other ?? ''] : []), ...facts(), ...textListWords(c, t));
  return seen.filter(Boolean);
}

describe('generated words of every worked example', () => {
  it('the rule catches what it is meant to catch', () => {
    expect(offences('Tah: Červený přikládá kartičku BASE.O na pole [1, -2]')).toHaveLength(3);
    expect(offences('Kartička v ruce: A20.?extra-turn')).toHaveLength(1);
    expect(offences('Červený platí -5 bodů')).toHaveLength(1);
    expect(offences('Červený platí −5 bodů; kartička E 2 pole na jih; 2–4 hráči')).toEqual([]);
  });

  for (const lang of ['cs', 'en'] as const) {
    it(`${lang}: no coordinates, ids or hyphens for minus in ${files.length} examples`, () => {
      expect(files.length).toBeGreaterThanOrEqual(30);
      const bad: string[] = [];
      for (const file of files) {
        const words = wordsOf(scenario(file), lang);
        expect(words.length, file).toBeGreaterThan(3);
        bad.push(...offences(words.join('\n')).map((o) => `${file}: ${o}`));
      }
      expect(bad).toEqual([]);
    }, 30_000); // every example's words, some 4 s alone: more on a loaded machine
  }
});
