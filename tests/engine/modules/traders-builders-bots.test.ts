/**
 * Free play with `base,inns-cathedrals,traders-builders` (issue "Done when"): four computer
 * players finish a seeded game with legal moves only, use the builder (and play its second
 * tiles) and the pig, collect goods, and the game's link (`recordQuery`) replays to the same
 * totals.
 */
import { describe, expect, it } from 'vitest';
import { chooseMove } from '../../../src/engine/bots.js';
import { totals } from '../../../src/play/session.js';
import { playIndex, recordFromQuery, recordQuery, replay, type GameRecord } from '../../../src/play/record.js';
import { tokensOf, ID } from '../../../src/engine/modules/traders-builders/index.js';

describe('computer players with Traders & Builders', () => {
  it('four of them finish a game, builders and pigs used, and the link replays to the same totals', () => {
    const rec: GameRecord = {
      modules: ['base', 'inns-cathedrals', 'traders-builders'],
      seats: ['red', 'blue', 'green', 'yellow'].map((colour) => ({ colour, kind: 'advanced', name: '' })),
      seed: 11,
      moves: [],
    };
    const r = replay(rec);
    if ('key' in r) throw new Error(r.key);
    const g = r.game;
    const seen = { builder: 0, pig: 0, secondTiles: 0, goods: 0, turns: 0 };
    while (!g.ended) {
      const i = chooseMove(g, 'advanced', { seed: 11, budgetMs: 40, width: 6 });
      const move = g.legalMoves()[i]!;
      if (move.figure?.kind === 'builder') seen.builder++;
      if (move.figure?.kind === 'pig') seen.pig++;
      if (g.turnGrant === ID) seen.secondTiles++;
      expect(playIndex(g, i)).not.toBeNull();
      rec.moves.push(i);
      seen.turns++;
    }
    seen.goods = g.players.reduce((n, c) => n + Object.values(tokensOf(g, c)).reduce((a, b) => a + b, 0), 0);
    expect(seen.builder).toBeGreaterThan(0);
    expect(seen.pig).toBeGreaterThan(0);
    expect(seen.secondTiles).toBeGreaterThan(0);
    expect(seen.goods).toBeGreaterThan(0);
    // more turns than tiles would need without second tiles: every tile was placed or set aside
    expect(g.pile).toHaveLength(0);
    // the link: written, read back and replayed, the same totals
    const back = recordFromQuery(`?${recordQuery(rec)}`);
    if (!back || 'key' in back) throw new Error('link not read');
    const again = replay(back);
    if ('key' in again) throw new Error(again.key);
    expect(again.game.ended).toBe(true);
    expect(totals(again.game)).toEqual(totals(g));
  }, 300_000);
});
