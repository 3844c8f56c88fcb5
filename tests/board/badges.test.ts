/**
 * The score badges' data (src/board/view/badges.ts `eventBadges`) from real scorings: every worked
 * example's play gives one badge per player it gave points, with the points the example states.
 */
import { describe, expect, it } from 'vitest';
import { eventBadges } from '../../src/board/view/badges';
import type { ScoreEvent } from '../../src/engine/index.js';
import { exampleFiles } from '../helpers/examples';
import { loadScenario } from '../../src/engine/loader.js';
import { readFileSync } from 'node:fs';

describe('eventBadges', () => {
  it("sums a player's events into one badge on the first feature that gave points; nothing for 0", () => {
    const city: ScoreEvent = {
      type: 'feature',
      phase: 'turn',
      feature: 'city',
      modifiers: [],
      receivers: ['red', 'blue'],
      points: 8,
      at: { x: 1, y: 0, loc: 'N' },
    };
    const road: ScoreEvent = { ...city, feature: 'road', receivers: ['red'], points: 3, at: { x: 2, y: 1, loc: 'E' } };
    const none: ScoreEvent = { ...city, receivers: ['green'], points: 0 };
    const award: ScoreEvent = { type: 'award', phase: 'turn', modifiers: [], receivers: ['green'], points: 5 };
    expect(eventBadges([none, city, road, award], { x: 4, y: 4 })).toEqual([
      { player: 'red', points: 11, at: { x: 1, y: 0, loc: 'N' } },
      { player: 'blue', points: 8, at: { x: 1, y: 0, loc: 'N' } },
      { player: 'green', points: 5, at: { x: 4, y: 4, loc: 'C' } },
    ]);
    expect(eventBadges([none])).toEqual([]);
    // an event without a place and no fallback gives no badge rather than one nowhere
    expect(eventBadges([award])).toEqual([]);
  });

  it("every worked example: one badge per player the example's points name, with those points", () => {
    let checked = 0;
    for (const { file } of exampleFiles()) {
      const loaded = loadScenario(readFileSync(file, 'utf8'), file);
      if (!loaded.ok || !loaded.scenario.play) continue;
      const s = loaded.scenario;
      const [x, y] = loaded.scenario.play.at;
      const expected = Object.entries(s.expect?.points ?? {}).filter(([, n]) => n !== 0);
      const badges = eventBadges(loaded.result.events, { x, y });
      expect(Object.fromEntries(badges.map((b) => [b.player, b.points])), s.id).toEqual(Object.fromEntries(expected));
      checked++;
    }
    expect(checked).toBeGreaterThan(30);
  });
});
