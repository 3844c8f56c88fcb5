/**
 * Module `traders-builders` (reference tiles-river-abbot-traders.md §4 "Traders & Builders"):
 * goods to the player who completes a city, the goods majorities at the end (ties score
 * alike), the builder beside its owner's follower and its second tile (never a third; a
 * second tile after the first completed the feature), the pig beside a farmer (+1 per
 * completed city to its owner only), and the builder's double turn before a 20th
 * Anniversary extra turn.
 */
import { describe, expect, it } from 'vitest';
import { Game, isEngineError, notationOf, readNotation } from '../../../src/engine/index.js';
import { figuresInBathhouses } from '../../../src/engine/modules/bathhouses/index.js';
import { tokensOf, ID } from '../../../src/engine/modules/traders-builders/index.js';
import { load, played, problems, score } from './helpers.js';
import { startScenario } from '../../../src/engine/scenario.js';

const head = (rules = 'base, traders-builders') => `
id: tb
title: { cs: t }
rules: [${rules}]
players: [red, blue]
`;

// a road west–east: [0,0] and [1,0], red's follower on [0,0], red's builder on [1,0]
const ROAD = `
board:
  - { tile: BASE.U, at: [0, 0], rotation: 90, meeples: [ { player: red, at: W, kind: normal } ] }
  - { tile: BASE.U, at: [1, 0], rotation: 90, meeples: [ { player: red, at: E, kind: builder } ] }
`;

describe('traders-builders: the builder', () => {
  it('extending the builder road gives its owner a second tile, then the turn passes on', () => {
    const s = load(`${head()}${ROAD}play: { player: red, tile: BASE.U, at: [2, 0], rotation: 90 }\n`);
    const { game } = startScenario(s);
    const r = game.apply({ x: 2, y: 0, rotation: 90 });
    if (isEngineError(r)) throw new Error(r.code);
    expect(r.events.map((e) => e.key)).toContain(`${ID}:event.builder`);
    expect(game.player).toBe(0);
    expect(game.turnGrant).toBe(ID);
    expect(game.status()).toContainEqual({ key: `${ID}:status.secondTile`, data: { player: 'red' } });
    // the second tile extends the road again: no third tile
    game.setCurrent('BASE.U');
    const r2 = game.apply({ x: 3, y: 0, rotation: 90 });
    if (isEngineError(r2)) throw new Error(r2.code);
    expect(r2.events.map((e) => e.key)).not.toContain(`${ID}:event.builder`);
    expect(game.player).toBe(1);
    expect(game.turnGrant).toBe(null);
  });

  it('a tile that does not touch the builder road gives nothing', () => {
    const s = load(`${head()}${ROAD}play: { player: red, tile: BASE.B, at: [0, -1], rotation: 0 }\n`);
    const { game } = startScenario(s);
    expect(isEngineError(game.apply({ x: 0, y: -1, rotation: 0 }))).toBe(false);
    expect(game.player).toBe(1);
  });

  it('another player extending the road gives nobody a second tile', () => {
    const s = load(`${head()}${ROAD}play: { player: blue, tile: BASE.U, at: [2, 0], rotation: 90 }\n`);
    const { game } = startScenario(s);
    game.apply({ x: 2, y: 0, rotation: 90 });
    expect(game.player).toBe(0);
    expect(game.turnGrant).toBe(null);
  });

  it('goes only beside its owner’s follower: offered there, refused elsewhere', () => {
    const s = load(`${head()}
board:
  - { tile: BASE.U, at: [0, 0], rotation: 90, meeples: [ { player: red, at: W, kind: normal } ] }
  - { tile: BASE.U, at: [0, 2], rotation: 90, meeples: [ { player: blue, at: W, kind: normal } ] }
  - { tile: BASE.B, at: [0, 1], rotation: 0 }
play: { player: red, tile: BASE.U, at: [1, 0], rotation: 90 }
`);
    const { game } = startScenario(s);
    const builderMoves = game.legalMoves().filter((m) => m.figure?.kind === 'builder');
    // either end of red's road at [0, 0]; none on blue's road at [0, 2] or on a road of its own
    expect(builderMoves).toEqual([
      { x: 1, y: 0, rotation: 90, figure: { at: 'E', kind: 'builder' } },
      { x: -1, y: 0, rotation: 90, figure: { at: 'E', kind: 'builder' } },
    ]);
    expect(game.check({ x: 1, y: 2, rotation: 90, figure: { at: 'W', kind: 'builder' } })).toMatchObject({
      code: 'figure.forbidden',
    });
    // a normal follower may not join the occupied road
    expect(game.check({ x: 1, y: 0, rotation: 90, figure: { at: 'W', kind: 'normal' } })).toMatchObject({
      code: 'figure.occupied',
    });
  });

  it('a scenario may not show a builder without its owner’s follower on the feature', () => {
    expect(
      problems(`${head()}
board:
  - { tile: BASE.U, at: [0, 0], rotation: 90, meeples: [ { player: blue, at: W, kind: normal } ] }
  - { tile: BASE.U, at: [1, 0], rotation: 90, meeples: [ { player: red, at: E, kind: builder } ] }
`).map((p) => p.path),
    ).toEqual(['board[1].meeples[0].at']);
  });

  it('the builder counts for no majority and returns with the followers when the road is scored', () => {
    const g = played(`${head()}
board:
  - { tile: BASE.U, at: [0, 0], rotation: 90, meeples: [ { player: red, at: W, kind: normal } ] }
  - { tile: BASE.U, at: [1, 0], rotation: 90, meeples: [ { player: red, at: E, kind: builder } ] }
  - { tile: BASE.W, at: [-1, 0], rotation: 0 }
play: { player: red, tile: BASE.V, at: [2, 0], rotation: 0 }
`);
    // BASE.V turned 0: road S–W, so the road [−1..2] is closed at the village and open south
    expect(g.available(0, 'builder')).toBe(0);
  });
});

describe('traders-builders: goods', () => {
  // TB.Q: a wine city west–east; closed by two single-city tiles
  const CITY = `
board:
  - { tile: TB.Q, at: [0, 0], rotation: 0, meeples: [ { player: red, at: W, kind: normal } ] }
  - { tile: BASE.E, at: [-1, 0], rotation: 90 }
`;
  it('the player who completes a city takes its goods, whoever owns it', () => {
    const r = score(`${head()}${CITY}play: { player: blue, tile: BASE.E, at: [1, 0], rotation: 270 }\n`);
    expect(r.points).toEqual({ red: 6, blue: 0 });
    const g = played(`${head()}${CITY}play: { player: blue, tile: BASE.E, at: [1, 0], rotation: 270 }\n`);
    expect(tokensOf(g, 'blue')).toEqual({ wine: 1, grain: 0, cloth: 0 });
    expect(tokensOf(g, 'red')).toEqual({ wine: 0, grain: 0, cloth: 0 });
  });

  it('at the end the most tokens of a good score 10, each tied player alike', () => {
    const r = score(`${head()}
goods: { red: { wine: 2, cloth: 1 }, blue: { wine: 2 } }
board:
  - { tile: BASE.E, at: [0, 0], rotation: 0 }
play: { player: red, tile: BASE.E, at: [0, 1], rotation: 180 }
end: true
`);
    expect(r.points).toEqual({ red: 20, blue: 10 });
  });

  it('goods travel in the notation and come back', () => {
    const s = load(`${head()}
goods: { red: { wine: 2, cloth: 1 }, blue: { grain: 3 } }
board:
  - { tile: BASE.E, at: [0, 0], rotation: 0 }
play: { player: red, tile: BASE.E, at: [0, 1], rotation: 180 }
`);
    const { game } = startScenario(s);
    const text = notationOf(game);
    expect(text).toContain(`${ID}.0-2-0-1.1-0-3-0`);
    const back = readNotation(text);
    if (isEngineError(back)) throw new Error(back.code);
    expect(tokensOf(back, 'red')).toEqual({ wine: 2, grain: 0, cloth: 1 });
    expect(tokensOf(back, 'blue')).toEqual({ wine: 0, grain: 3, cloth: 0 });
  });
});

describe('traders-builders: the pig', () => {
  // a field south of a completed city (BASE.H: cities N and S, field between; closed by two BASE.E)
  const FIELD = (pig: string) => `
board:
  - { tile: BASE.E, at: [0, 0], rotation: 0, meeples: [ { player: red, at: SSW, kind: normal } ${pig} ] }
  - { tile: BASE.E, at: [0, -1], rotation: 180 }
  - { tile: BASE.E, at: [1, 0], rotation: 0, meeples: [ { player: blue, at: SSW, kind: normal } ] }
  - { tile: BASE.E, at: [1, -1], rotation: 180 }
`;
  it('adds 1 per completed city for its owner; a tied player without a pig gets 3', () => {
    const r = score(
      `${head()}${FIELD(', { player: red, at: SSE, kind: pig }')}play: { player: red, tile: BASE.B, at: [0, 1], rotation: 0 }\nend: true\n`,
    );
    // two completed cities border the one field: red 2 × 4, blue 2 × 3
    expect(r.points).toEqual({ red: 8, blue: 6 });
  });
  it('without the pig both score 3 per city', () => {
    const r = score(`${head()}${FIELD('')}play: { player: red, tile: BASE.B, at: [0, 1], rotation: 0 }\nend: true\n`);
    expect(r.points).toEqual({ red: 6, blue: 6 });
  });
});

describe('traders-builders with the other sets', () => {
  it('bathhouses: a follower with a builder beside it is still a lone follower; the builder goes home', () => {
    const s = load(`${head('base, bathhouses, traders-builders')}
board:
  - { tile: BASE.W, at: [-1, 0], rotation: 0 }
  - { tile: BASE.U, at: [0, 0], rotation: 90, meeples: [ { player: red, at: W, kind: normal } ] }
  - { tile: BASE.U, at: [1, 0], rotation: 90, meeples: [ { player: red, at: E, kind: builder } ] }
  - { tile: BATH.03, at: [0, -1], rotation: 90 }
play: { player: red, tile: BASE.W, at: [2, 0], rotation: 0 }
`);
    const { game } = startScenario(s);
    const r = game.apply(game.canonicalMove({ x: 2, y: 0, rotation: 0 }));
    if (isEngineError(r)) throw new Error(r.code);
    // the road of four tiles scores for red, the follower enters the bathhouse, the builder returns
    expect(r.events.find((e) => e.type === 'feature')).toMatchObject({ points: 4, receivers: ['red'] });
    expect(figuresInBathhouses(game)).toEqual([{ player: 0, kind: 'normal' }]);
    expect(game.available(0, 'builder')).toBe(1);
    expect(game.available(0, 'normal')).toBe(6);
    // the tile extended the builder's road before it was scored: the second tile follows
    expect(game.turnGrant).toBe(ID);
  });

  it('20th Anniversary symbols never put a builder or a pig, and the abbot taken back excludes them', () => {
    let symbolMoves = 0;
    for (const seed of [4, 9]) {
      const g = Game.create({
        players: ['red', 'blue', 'green'],
        modules: ['base', 'anniversary-20', 'abbot', 'traders-builders'],
        seed,
      });
      if (isEngineError(g)) throw new Error(g.code);
      let k = seed;
      while (!g.ended) {
        const moves = g.legalMoves();
        for (const m of moves)
          for (const a of m.actions ?? []) {
            const kind = (a as { meeple?: { kind: string } }).meeple?.kind;
            if (kind) symbolMoves++;
            expect(kind === 'builder' || kind === 'pig', JSON.stringify(a)).toBe(false);
            if (a.module === 'abbot') expect(m.figure).toBeUndefined();
          }
        k = (k * 1103515245 + 12345) >>> 0;
        g.apply(moves[k % moves.length]!);
      }
    }
    expect(symbolMoves).toBeGreaterThan(0);
  });
});

describe('traders-builders with the 20th Anniversary extra turn', () => {
  // red's road west–east with red's follower and builder; the extra-turn tile extends it and activates its symbol
  const BOTH = (extra: string) => `${head('base, anniversary-20, traders-builders')}
board:
  - { tile: BASE.U, at: [-1, 0], rotation: 90, meeples: [ { player: red, at: E, kind: builder } ] }
  - { tile: BASE.D, at: [0, 0], rotation: 0, meeples: [ { player: red, at: W, kind: normal } ] }
  - { tile: BASE.B, at: [1, -1], rotation: 0 }
play:
  player: red
  tile: A20.example-extra-turn
  at: [1, 0]
  rotation: 0
  symbol: { from: [1, 0] }
${extra}
`;
  it('the double turn is played first, then the extra turn, then the next player', () => {
    const s = load(BOTH(''));
    const { game } = startScenario(s);
    const r = game.apply({ x: 1, y: 0, rotation: 0 });
    if (isEngineError(r)) throw new Error(r.code);
    expect(game.grants).toEqual([ID, 'anniversary-20']);
    expect(game.turnGrant).toBe(ID);
    // told in the order they are played: the builder's tile first, the extra turn after it
    const keys = r.events.map((e) => e.key).filter((k) => k === `${ID}:event.builder` || k?.includes('extraTurn'));
    expect(keys).toEqual([`${ID}:event.builder`, 'anniversary-20:event.extraTurnAfter']);
    // the position between the turns travels in the notation, grants in order
    const back = readNotation(notationOf(game));
    if (isEngineError(back)) throw new Error(back.code);
    expect(back.grants).toEqual([ID, 'anniversary-20']);
    game.setCurrent('BASE.B');
    expect(isEngineError(game.apply({ x: 2, y: -1, rotation: 0 }))).toBe(false);
    expect(game.turnGrant).toBe('anniversary-20');
    expect(game.player).toBe(0);
    game.setCurrent('BASE.B');
    expect(isEngineError(game.apply({ x: 3, y: -1, rotation: 0 }))).toBe(false);
    expect(game.player).toBe(1);
    expect(game.grants).toEqual([]);
  });

  it('a scenario lists both further turns in order; a third is refused', () => {
    const two = `  extra:
    - { tile: BASE.B, at: [2, -1], rotation: 0 }
    - { tile: BASE.B, at: [3, -1], rotation: 0 }`;
    const g = played(BOTH(two));
    expect(g.history).toHaveLength(3);
    expect(g.player).toBe(1);
    const three = `${two}\n    - { tile: BASE.B, at: [4, -1], rotation: 0 }`;
    expect(problems(BOTH(three)).map((p) => p.path)).toEqual(['play.extra[2]']);
  });
});

describe('traders-builders: the worked examples', () => {
  it('hold at least 8 examples, and the goods each states are the goods the engine gives', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const dir = join(import.meta.dirname, '..', '..', '..', 'content', 'examples', 'kupci-a-stavitele');
    const files = readdirSync(dir).filter((f) => f.endsWith('.yaml'));
    expect(files.length).toBeGreaterThanOrEqual(8);
    let checked = 0;
    for (const f of files) {
      const s = load(readFileSync(join(dir, f), 'utf8'));
      const want = (s.expect as { goods?: Record<string, Record<string, number>> } | undefined)?.goods;
      if (!want) continue;
      const g = played(readFileSync(join(dir, f), 'utf8'));
      for (const colour of s.players)
        expect(tokensOf(g, colour), `${f} ${colour}`).toEqual({ wine: 0, grain: 0, cloth: 0, ...want[colour] });
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(2);
  });
});

describe('actions of a module that takes none', () => {
  it('are refused, never applied as nothing (the river, Traders & Builders)', () => {
    const s = load(`${head('base, river, traders-builders')}
board:
  - { tile: BASE.E, at: [0, 0], rotation: 0 }
play: { player: red, tile: BASE.E, at: [0, 1], rotation: 180 }
`);
    const { game } = startScenario(s);
    for (const module of ['river', ID])
      expect(game.check({ x: 0, y: 1, rotation: 180, actions: [{ module, type: 'anything' }] })).toMatchObject({
        code: 'module.action',
        path: 'actions[0]',
      });
    // the same move without the action is legal
    expect(game.check({ x: 0, y: 1, rotation: 180 })).toBeUndefined();
  });
});
