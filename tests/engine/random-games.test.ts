import { describe, expect, it } from 'vitest';
import { randomGame } from '../../bench/random-game.js';

describe('random full games', () => {
  it('10,000 random full base games run without an exception', () => {
    let tiles = 0;
    for (let i = 0; i < 10_000; i++) {
      const g = randomGame(i, i % 2 ? ['red', 'blue'] : ['red', 'blue', 'green', 'yellow', 'black']);
      expect(g.ended).toBe(true);
      tiles += g.board.tiles.length + g.setAside.length;
    }
    expect(tiles).toBe(720_000);
  }, 120_000);
});
