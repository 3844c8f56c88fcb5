import { describe, expect, it } from 'vitest';
import { Game, getTile, tileDef } from '../../../src/engine/index.js';
import { problems } from './helpers.js';

describe('demo', () => {
  it('gives each player 4 meeples and starts with DEMO.03; only known demo tiles are drawn', () => {
    const g = Game.create({ players: ['red', 'blue'], modules: ['demo'], seed: 1 }) as Game;
    expect(g.available(0, 'normal')).toBe(4);
    expect(g.board.at(0, 0)!.tile.id).toBe('DEMO.03');
    expect([...g.pile, g.current].filter(Boolean).every((id) => id!.startsWith('DEMO.'))).toBe(true);
    expect(getTile('DEMO.03')!.edgeString).toBe('CRFR');
    expect(tileDef('DEMO.01')!.known).toBe(false);
    expect(tileDef('DEMO.example-monastery-road')!.attrs?.illustrative).toBe(true);
  });

  it('has no farmers', () => {
    const ps = problems(`
id: farmer
title: { cs: t }
rules: [base, demo]
players: [red, blue]
board:
  - { tile: DEMO.03, at: [0, 0], rotation: 0 }
play: { player: red, tile: DEMO.example-monastery-road, at: [0, 1], rotation: 0, meeple: { at: W } }
`);
    expect(ps.map((p) => p.code)).toContain('figure.forbidden');
  });

  it('is refused beside another module with a start tile of its own (the river), whatever the order', () => {
    for (const modules of [
      ['demo', 'river'],
      ['river', 'demo'],
    ]) {
      const g = Game.create({ players: ['red', 'blue'], modules });
      expect(g instanceof Game, modules.join('+')).toBe(false);
      if (g instanceof Game) continue;
      expect(g.code).toBe('module.unknown');
      expect(g.path).toBe('modules');
      expect([g.params?.id, g.params?.startsWith].sort()).toEqual(['demo', 'river']);
    }
    // each alone starts on its own tile
    expect((Game.create({ players: ['red', 'blue'], modules: ['river'] }) as Game).board.at(0, 0)!.tile.id).toBe(
      'RIVER.A',
    );
    const ps = problems(`
id: two-starts
title: { cs: t }
rules: [base, demo, river]
players: [red, blue]
board:
  - { tile: DEMO.03, at: [0, 0], rotation: 0 }
`);
    expect(ps.map((p) => p.code)).toContain('module.unknown');
  });
});
