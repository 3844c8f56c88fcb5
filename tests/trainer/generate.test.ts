/**
 * The scoring trainer's questions (src/trainer/generate.ts): a question is the same for the
 * same rule set, kind and seed; its move is one of the engine's legal moves in its position;
 * its expected points are what the engine scores there (read from the scores, not from the
 * events the generator kept); the questions show what makes scoring interesting; every rule
 * set with known tiles gives questions, and the others a clear problem.
 */
import { describe, expect, it } from 'vitest';
import {
  generateQuestion,
  interest,
  isQuestionProblem,
  QUESTION_KINDS,
  specFromQuery,
  specQuery,
  trainerExpansions,
  type Question,
  type QuestionKind,
} from '../../src/trainer/generate.js';
import { ALL_MODULES } from '../../src/engine/index.js';
import { notationOf } from '../../src/engine/notation.js';
import { isEngineError } from '../../src/engine/game.js';
import type { ScoreEvent } from '../../src/engine/types.js';
import { randomGame } from '../../bench/random-game.js';

const playable = trainerExpansions().filter((m) => m.unknown === 0);
const SEEDS = [0, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144];

function question(expansion: string, kind: QuestionKind, seed: number): Question {
  const q = generateQuestion({ expansion, kind, seed });
  if (isQuestionProblem(q)) throw new Error(`${expansion} ${kind} ${seed}: ${q.key}`);
  return q;
}

/** What the engine gives each player from the question's position: the move applied or final scoring run on a copy. */
function engineAnswer(q: Question): Record<string, number> {
  const g = q.game.copy();
  const before = [...g.scores];
  if (q.kind === 'move') {
    const r = g.apply(q.move!);
    if (isEngineError(r)) throw new Error(`illegal move: ${r.code}`);
  } else g.finish();
  return Object.fromEntries(g.players.map((c, i) => [c, g.scores[i]! - before[i]!]));
}

const sample = new Map<string, Question[]>();
for (const m of playable)
  for (const kind of QUESTION_KINDS)
    sample.set(
      `${m.id} ${kind}`,
      SEEDS.map((s) => question(m.id, kind, s)),
    );

describe('rule sets', () => {
  it('the engine offers rule sets with known tiles, and some with unknown ones', () => {
    expect(playable.length).toBeGreaterThanOrEqual(4);
    expect(playable.map((m) => m.id)).toContain('base');
    expect(trainerExpansions().some((m) => m.unknown > 0)).toBe(true);
  });
  it('a rule set with unknown tiles gives a problem, not a question', () => {
    for (const m of trainerExpansions().filter((x) => x.unknown > 0)) {
      const q = generateQuestion({ expansion: m.id, kind: 'move', seed: 1 });
      expect(isQuestionProblem(q) && q.key).toBe('unknownTiles');
    }
    expect(isQuestionProblem(generateQuestion({ expansion: 'no-such', kind: 'move', seed: 1 }))).toBe(true);
  });
  it('every playable rule set gives questions of both kinds, with its own module in the game', () => {
    for (const [key, qs] of sample) {
      expect(qs.length, key).toBe(SEEDS.length);
      for (const q of qs)
        expect(
          q.game.modules.map((m) => m.id),
          key,
        ).toContain(q.expansion);
    }
  });
});

describe('determinism', () => {
  it('the same rule set, kind and seed give the same question', () => {
    for (const m of playable)
      for (const kind of QUESTION_KINDS)
        for (const seed of [4, 77]) {
          const a = question(m.id, kind, seed);
          const b = question(m.id, kind, seed);
          expect(notationOf(b.game)).toBe(notationOf(a.game));
          expect(b.move).toEqual(a.move);
          expect(b.expected).toEqual(a.expected);
        }
  });
  it('different seeds give different positions', () => {
    for (const [key, qs] of sample) expect(new Set(qs.map((q) => notationOf(q.game))).size, key).toBe(qs.length);
  });
});

describe('legality and the expected points', () => {
  it("a move question's move is one of the engine's legal moves in its position, before the move", () => {
    for (const m of playable)
      for (const q of sample.get(`${m.id} move`)!) {
        expect(q.game.ended).toBe(false);
        expect(q.game.current).toBe(q.tile);
        const legal = q.game.legalMoves().map((x) => JSON.stringify(x));
        expect(legal).toContain(JSON.stringify(q.move));
        expect(legal[q.moveIndex!]).toBe(JSON.stringify(q.move));
      }
  });
  it('the expected points are what the engine scores (score differences), every player listed', () => {
    for (const [key, qs] of sample)
      for (const q of qs) {
        expect(Object.keys(q.expected).sort(), key).toEqual([...q.game.players].sort());
        expect(q.expected, `${key} seed ${q.seed}`).toEqual(engineAnswer(q));
      }
  });
  it('the events shown are the engine events of the move or of final scoring', () => {
    for (const [key, qs] of sample)
      for (const q of qs.slice(0, 4)) {
        const g = q.game.copy();
        const events = q.kind === 'move' ? (g.apply(q.move!) as { events: ScoreEvent[] }).events : g.finish();
        expect(q.events, key).toEqual(events);
        expect(
          q.events.every((e) => e.phase === (q.kind === 'move' ? 'turn' : 'final')),
          key,
        ).toBe(true);
      }
  });
});

describe('interesting questions', () => {
  it('in every question some event gives a player points (a payment may take them back)', () => {
    for (const [key, qs] of sample)
      for (const q of qs) {
        expect(q.traits, key).toContain('scores');
        expect(
          q.events.some((e) => e.points > 0 && e.receivers.length > 0),
          key,
        ).toBe(true);
      }
  });
  it("an expansion's questions mostly involve its own module (events, modifiers or figure kinds) where it can", () => {
    for (const [key, qs] of sample) {
      if (key.startsWith('base ')) continue;
      // final questions only for modules that take part in final scoring of whole random games
      const id = key.split(' ')[0]!;
      const ownEvents = [1, 2, 3].flatMap((seed) =>
        randomGame(seed, ['red', 'blue', 'green'], [id]).events.filter(
          (e) => e.module === id || e.modifiers.some((m) => m.module === id),
        ),
      );
      const atEnd = ownEvents.some((e) => e.phase === 'final');
      if (key.endsWith(' final') && !atEnd) continue;
      // a module that changes no scoring (the river: where tiles go, not what they score)
      // takes part in no event and brings no figure kind of its own
      const figures = ALL_MODULES.find((m) => m.id === id)?.figures?.length ?? 0;
      if (!ownEvents.length && !figures) continue;
      const own = qs.filter(
        (q) =>
          q.events.some((e) => e.module === q.expansion || e.modifiers.some((m) => m.module === q.expansion)) ||
          q.traits.includes('figureKind'),
      );
      expect(own.length, key).toBeGreaterThanOrEqual(Math.ceil(qs.length * 0.6));
    }
  });
  it('final questions often have features held by several players and shared majorities', () => {
    const finals = [...sample].filter(([k]) => k.endsWith(' final')).flatMap(([, qs]) => qs);
    const contested = finals.filter((q) =>
      q.events.some((e) => new Set((e.figures ?? []).map((f) => f.player)).size > 1),
    );
    const shared = finals.filter((q) => q.events.some((e) => e.receivers.length > 1 && e.points > 0));
    expect(contested.length).toBeGreaterThanOrEqual(finals.length / 2);
    expect(shared.length).toBeGreaterThanOrEqual(finals.length / 5);
  });
  it('interest reads ties, contests, modifiers and module events from events alone', () => {
    const feature: ScoreEvent = {
      type: 'feature',
      phase: 'turn',
      feature: 'city',
      modifiers: [],
      receivers: ['red'],
      points: 8,
      figures: [{ player: 'red', kind: 'normal', x: 0, y: 0, loc: 'N' }],
    };
    expect(interest([], 'base').score).toBe(0);
    expect(interest([{ ...feature, points: 0 }], 'base').score).toBe(0);
    expect(interest([feature], 'base').traits).toEqual(['scores']);
    const tie = {
      ...feature,
      receivers: ['red', 'blue'],
      figures: [...feature.figures!, { ...feature.figures![0]!, player: 'blue' }],
    };
    expect(interest([tie], 'base').traits).toEqual(expect.arrayContaining(['shared', 'contested']));
    expect(interest([tie], 'base').score).toBeGreaterThan(interest([feature], 'base').score);
    const mod = { ...feature, modifiers: [{ id: 'x', module: 'some-module' }] };
    expect(interest([mod], 'some-module').traits).toEqual(expect.arrayContaining(['modifier', 'expansion']));
    expect(interest([mod], 'other').traits).not.toContain('expansion');
    const award: ScoreEvent = {
      type: 'award',
      phase: 'final',
      modifiers: [],
      receivers: ['blue'],
      points: 3,
      module: 'm',
    };
    expect(interest([feature, award], 'm').traits).toEqual(
      expect.arrayContaining(['moduleEvent', 'several', 'expansion']),
    );
  });
});

describe('the address', () => {
  it('names a question both ways', () => {
    for (const m of playable)
      for (const kind of QUESTION_KINDS) {
        const spec = { expansion: m.id, kind, seed: 123456 };
        expect(specFromQuery(`?${specQuery(spec)}`)).toEqual(spec);
      }
    expect(specFromQuery('')).toBeNull();
    // without a seed the rule set and kind stand; the trainer draws the seed
    expect(specFromQuery('?modul=inns-cathedrals&otazka=konec')).toEqual({
      expansion: 'inns-cathedrals',
      kind: 'final',
      seed: undefined,
    });
  });
  it('a broken address gives a problem with its key', () => {
    const key = (s: string) => {
      const r = specFromQuery(s);
      return r && 'key' in r ? r.key : r;
    };
    expect(key('?modul=nope&otazka=tah&seed=1')).toBe('expansion');
    expect(key('?modul=base&otazka=hmm&seed=1')).toBe('kind');
    expect(key('?modul=base&otazka=tah&seed=-4')).toBe('seed');
    expect(key('?modul=base&otazka=tah&seed=99999999999')).toBe('seed');
    const unknown = trainerExpansions().find((m) => m.unknown > 0)!;
    expect(key(`?modul=${unknown.id}&otazka=konec&seed=1`)).toBe('unknownTiles');
  });
});
