/**
 * The trainer's questions vary (src/trainer/topics.ts, generate.ts): readers were asked the
 * same buy-back move four times in a row, because a rule set's most interesting event won
 * every search. A question's seed now draws its topic among those its search met, and "Next
 * question" (freshQuestion) never asks the same topic twice in a row where the rule set
 * offers another.
 */
import { describe, expect, it } from 'vitest';
import {
  freshQuestion,
  generateQuestion,
  isQuestionProblem,
  PLAYOUTS,
  SLOTS,
  trainerExpansions,
  type Question,
  type QuestionKind,
} from '../../src/trainer/generate.js';
import { pickByTopic, topicOf } from '../../src/trainer/topics.js';
import { seededRandom } from '../../src/engine/index.js';
import type { ScoreEvent } from '../../src/engine/types.js';

const playable = trainerExpansions()
  .filter((m) => m.unknown === 0)
  .map((m) => m.id);
const SEEDS = Array.from({ length: 40 }, (_, i) => i);

function question(expansion: string, kind: QuestionKind, seed: number): Question {
  const q = generateQuestion({ expansion, kind, seed });
  if (isQuestionProblem(q)) throw new Error(`${expansion} ${kind} ${seed}: ${q.key}`);
  return q;
}

/** How many questions of each topic, most first. */
function tally(qs: readonly Question[]): [string, number][] {
  const n = new Map<string, number>();
  for (const q of qs) n.set(q.topic, (n.get(q.topic) ?? 0) + 1);
  return [...n].sort((a, b) => b[1] - a[1]);
}

const feature = (kind: 'city' | 'road', points: number): ScoreEvent => ({
  type: 'feature',
  phase: 'turn',
  feature: kind,
  completed: true,
  modifiers: [],
  receivers: ['red'],
  points,
});

describe('topicOf', () => {
  it('a module event first, then a rule that changed a score, then the feature that gave the most', () => {
    const payment: ScoreEvent = {
      type: 'payment',
      phase: 'turn',
      modifiers: [],
      receivers: ['red'],
      points: -3,
      key: 'm:event.pay',
      module: 'm',
    };
    const inn = { ...feature('road', 6), modifiers: [{ id: 'inn', module: 'm' }] };
    expect(topicOf([feature('city', 4), payment])).toBe('event:m:event.pay');
    expect(topicOf([feature('city', 4), inn])).toBe('modifier:inn');
    expect(topicOf([feature('city', 4), feature('road', 5)])).toBe('feature:road');
    expect(topicOf([feature('city', 4), feature('road', 4)])).toBe('feature:city');
    expect(topicOf([])).toBe('none');
  });
});

describe('pickByTopic', () => {
  const c = (topic: string, score: number, own = false) => ({ topic, score, own });
  it('draws the topic evenly among those met, then the most interesting of it', () => {
    const met = [c('a', 5), c('b', 3), c('a', 9), c('b', 4)];
    expect(pickByTopic(met, 0.1)).toBe(2);
    expect(pickByTopic(met, 0.9)).toBe(3);
    expect(pickByTopic([c('a', 0)], 0.5)).toBe(-1);
  });
  it("gives the rule set's own topics the larger share when both sorts were met", () => {
    const met = [c('plain', 9), c('own', 2, true)];
    expect(pickByTopic(met, 0.5)).toBe(1);
    expect(pickByTopic(met, 0.95)).toBe(0);
  });
});

describe('questions of one rule set vary', () => {
  for (const id of playable)
    it(`${id}: move questions of 40 seeds turn on several rules, none on more than two thirds`, () => {
      const counts = tally(SEEDS.map((s) => question(id, 'move', s)));
      expect(counts.length, JSON.stringify(counts)).toBeGreaterThan(1);
      expect(counts[0]![1], JSON.stringify(counts)).toBeLessThanOrEqual((SEEDS.length * 2) / 3);
    }, 60_000);

  // (final questions: every late position of a play-out scores much the same features, so
  // theirs is a best effort; move questions are where readers met the same rule again and again)
  for (const kind of ['move'] as const)
    it(`"Next question" (${kind}) never asks the same topic twice in a row where the rule set offers another`, () => {
      for (const id of playable) {
        const offered = new Set(SEEDS.map((s) => question(id, kind, s).topic));
        if (offered.size < 2) continue;
        const draw = seededRandom(id.length * 7919 + (kind === 'move' ? 1 : 2));
        let last: string | undefined;
        const chain: string[] = [];
        for (let i = 0; i < 20; i++) {
          const q = freshQuestion({ expansion: id, kind }, last, draw);
          if (isQuestionProblem(q)) throw new Error(`${id}: ${q.key}`);
          expect(q.topic, `${id} ${kind}: ${chain.join(', ')}`).not.toBe(last);
          expect(q.seed).toBeLessThan(SLOTS * PLAYOUTS);
          // the question is the one its address names
          const again = question(id, kind, q.seed);
          expect([again.topic, again.move, again.expected, again.game.history]).toEqual([
            q.topic,
            q.move,
            q.expected,
            q.game.history,
          ]);
          chain.push(q.topic);
          last = q.topic;
        }
      }
    }, 120_000);
});
