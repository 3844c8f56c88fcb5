/**
 * Position notation version 2 (src/engine/notation.ts): the text format, what
 * a position must satisfy to be read (each problem a clear EngineError with a
 * path naming the section and item, never an exception), module state
 * (bathhouse occupants, King / Robber Baron, an extra turn), version 1, the
 * canonical text, and the length of the notation of finished games.
 */
import { describe, expect, it } from 'vitest';
import {
  Game,
  MAX_NOTATION_LENGTH,
  gameFromPosition,
  isEngineError,
  makeNotation,
  notationOf,
  parseNotation,
  positionOf,
  readNotation,
  type EngineError,
  type Position,
} from '../../src/engine/index.js';
import { randomGame } from '../../bench/random-game.js';
import { played } from './modules/helpers.js';
import { finalResult, moveSet } from './notation-helpers.js';

/** A base position with the start tile BASE.D at [0, 0] and BASE.U in hand; `over` replaces fields. */
function pos(over: Partial<Position> = {}): Position {
  return {
    players: ['red', 'blue'],
    modules: [],
    tiles: [{ id: 'BASE.D', x: 0, y: 0, rotation: 0 }],
    figures: [],
    scores: [0, 0],
    current: 'BASE.U',
    player: 0,
    over: false,
    copies: false,
    state: {},
    ...over,
  };
}

/** Read text and expect an error; returns `code path`. */
function refused(text: string): string {
  const r = readNotation(text);
  expect(isEngineError(r), `${text} was accepted`).toBe(true);
  return `${(r as EngineError).code} ${(r as EngineError).path}`;
}

/** Read a position written as notation; expect an error and return `code path`. */
const refusedPos = (p: Position) => refused(makeNotation(p));

function accepted(text: string): Game {
  const g = readNotation(text);
  if (isEngineError(g)) throw new Error(`${text}: ${g.code} ${g.path} ${JSON.stringify(g.params)}`);
  return g;
}

describe('notation version 2: format', () => {
  it('writes the sections: version, players, modules, tile kinds, tile rows, figures, scores, turn', () => {
    const p = pos({
      modules: ['inns-cathedrals'],
      tiles: [
        { id: 'BASE.D', x: 0, y: 0, rotation: 0 },
        { id: 'BASE.U', x: 1, y: 0, rotation: 90 },
        { id: 'BASE.E', x: 0, y: -1, rotation: 180 },
      ],
      figures: [
        { tile: 1, at: 'E', player: 1, kind: 'large' },
        { tile: 0, at: 'W', player: 0, kind: 'normal' },
      ],
      scores: [12, -3],
      current: 'IC.K',
      player: 1,
    });
    // Tiles north to south: BASE.E (kind 1, 180°) at [0, -1]; then BASE.D (kind 0), BASE.U (kind 2, 90°)
    // from x = 0. The figures follow their tiles: BASE.D is tile 1 of the notation, BASE.U tile 2.
    expect(makeNotation(p)).toBe('2~red_blue~inns-cathedrals~BASE.D.E.U~-1.0.12_0.0.0021~1W0_2E1.large~12_-3~1.IC.K');
    const g = accepted(makeNotation(p));
    expect(g.board.tiles.map((t) => [t.tile.id, t.x, t.y, t.q])).toEqual([
      ['BASE.E', 0, -1, 2],
      ['BASE.D', 0, 0, 0],
      ['BASE.U', 1, 0, 1],
    ]);
    expect(g.scores).toEqual([12, -3]);
    expect(g.player).toBe(1);
    expect(g.current).toBe('IC.K');
    expect(g.available(1, 'large')).toBe(0);
  });

  it('uses only URL-unreserved characters and reads back to the same position', () => {
    for (const seed of [1, 2]) {
      const g = randomGame(
        seed,
        ['red', 'blue', 'green'],
        ['base', 'inns-cathedrals', 'king-robber-baron', 'anniversary-20', 'bathhouses'],
      );
      const text = notationOf(g);
      expect(text).toMatch(/^[A-Za-z0-9._~-]+$/);
      expect(encodeURIComponent(text)).toBe(text);
      const back = parseNotation(text) as Position;
      expect(back).toEqual(positionOf(g));
      expect(notationOf(accepted(text))).toBe(text);
    }
  }, 60_000);

  it('gaps in a row start a new run; a board far from the origin works', () => {
    const p = pos({
      tiles: [
        { id: 'BASE.B', x: -30000, y: 30000, rotation: 0 },
        // one empty cell between them: the tile laid there would join them
        { id: 'BASE.B', x: -29998, y: 30000, rotation: 0 },
      ],
      current: null,
    });
    expect(makeNotation(p)).toBe('2~red_blue~~BASE.B~30000.-30000.00.-29998.00~~0_0~0');
    expect(accepted(makeNotation(p)).board.tiles.length).toBe(2);
  });

  it('flags a finished game and reads it as finished (final scoring not run again)', () => {
    const g = randomGame(5, ['red', 'blue'], ['base']);
    const text = notationOf(g);
    expect(text.endsWith('_over')).toBe(true);
    const back = accepted(text);
    expect(back.ended).toBe(true);
    expect(back.legalMoves()).toEqual([]);
    expect(back.finish()).toEqual([]);
    expect(back.scores).toEqual(g.scores);
  });
});

describe("notation: what a position must satisfy (the scenario loader's checks)", () => {
  it('two tiles on one cell, edges that do not match', () => {
    expect(
      refusedPos(
        pos({
          tiles: [
            { id: 'BASE.D', x: 0, y: 0, rotation: 0 },
            { id: 'BASE.U', x: 0, y: 0, rotation: 0 },
          ],
        }),
      ),
    ).toBe('cell.occupied tiles[1].at');
    // BASE.E's south side is field, BASE.D's north side city.
    expect(
      refusedPos(
        pos({
          tiles: [
            { id: 'BASE.D', x: 0, y: 0, rotation: 0 },
            { id: 'BASE.E', x: 0, y: -1, rotation: 0 },
          ],
        }),
      ),
    ).toBe('edges.mismatch tiles[1]');
  });

  it('coordinates beyond ±30000, rotations other than 0–3 quarter turns', () => {
    expect(refusedPos(pos({ tiles: [{ id: 'BASE.D', x: 30001, y: 0, rotation: 0 }] }))).toBe(
      'notation.invalid tiles[0].at',
    );
    expect(refused('2~red_blue~~BASE.D~0.0.04~~0_0~0')).toBe('notation.invalid tiles[0].rotation');
    expect(isEngineError(gameFromPosition(pos({ tiles: [{ id: 'BASE.D', x: 0, y: 1e9, rotation: 0 }] })))).toBe(true);
    expect(isEngineError(gameFromPosition(pos({ tiles: [{ id: 'BASE.D', x: 0, y: 0, rotation: 45 as 0 }] })))).toBe(
      true,
    );
  });

  it('unknown tiles, tiles that are not land tiles or have no known layout', () => {
    expect(refusedPos(pos({ tiles: [{ id: 'BASE.Z', x: 0, y: 0, rotation: 0 }] }))).toBe('tile.unknown tiles[0].id');
    expect(
      refusedPos(pos({ modules: ['king-robber-baron'], tiles: [{ id: 'KRB.KING', x: 0, y: 0, rotation: 0 }] })),
    ).toBe('tile.unknown tiles[0].id');
    expect(refusedPos(pos({ modules: ['anniversary-20'], tiles: [{ id: 'A20.A', x: 0, y: 0, rotation: 0 }] }))).toBe(
      'tile.unknown tiles[0].id',
    );
    // A kind index past the kinds list.
    expect(refused('2~red_blue~~BASE.D~0.0.10~~0_0~0')).toBe('notation.invalid tiles[0].id');
  });

  it('tiles of sets the modules do not bring, more copies than the sets hold', () => {
    expect(refusedPos(pos({ tiles: [{ id: 'IC.K', x: 0, y: 0, rotation: 0 }] }))).toBe('tile.set tiles[0].id');
    const threeA = pos({
      tiles: [0, 1, 2].map((x) => ({ id: 'BASE.A', x, y: 0, rotation: 0 as const })),
      current: null,
    });
    expect(refusedPos(threeA)).toBe('tile.copies tiles[2].id');
    // The flag admits a constructed position (the notation of such a game sets it).
    const g = accepted(makeNotation({ ...threeA, copies: true }));
    expect(notationOf(g)).toBe(makeNotation({ ...threeA, copies: true }));
    // Illustrative tiles have no copies in their set.
    expect(refusedPos(pos({ modules: ['anniversary-20'], current: 'A20.example-anywhere' }))).toBe(
      'tile.copies turn.tile',
    );
    expect(
      isEngineError(
        readNotation(makeNotation(pos({ modules: ['anniversary-20'], current: 'A20.example-anywhere', copies: true }))),
      ),
    ).toBe(false);
  });

  it('the tile in hand: known, placeable, in the sets, within the copies', () => {
    expect(refusedPos(pos({ current: 'IC.K' }))).toBe('tile.set turn.tile');
    expect(refusedPos(pos({ current: 'BASE.Z' }))).toBe('tile.unknown turn.tile');
    expect(refusedPos(pos({ modules: ['anniversary-20'], current: 'A20.B' }))).toBe('tile.unknown turn.tile');
    expect(refusedPos(pos({ modules: ['king-robber-baron'], current: 'KRB.ROBBER' }))).toBe('tile.unknown turn.tile');
    const fourD = [0, 1, 2, 3].map((x) => ({ id: 'BASE.D', x, y: 0, rotation: 0 as const }));
    expect(refusedPos(pos({ tiles: fourD, current: 'BASE.D' }))).toBe('tile.copies turn.tile');
    expect(refusedPos(pos({ over: true }))).toBe('notation.invalid turn');
  });

  it('figures: kind, location, feature kind, supply, occupied or completed features', () => {
    const f = (at: string, kind = 'normal', player = 0, tile = 0) => ({ tile, at: at as 'N', player, kind });
    expect(refusedPos(pos({ figures: [f('N', 'giant')] }))).toBe('figure.kind figures[0].kind');
    expect(refusedPos(pos({ figures: [f('N', 'large')] }))).toBe('figure.kind figures[0].kind'); // Inns & Cathedrals is off
    expect(refusedPos(pos({ figures: [f('C')] }))).toBe('location.missing figures[0].at');
    expect(refusedPos(pos({ modules: ['demo'], figures: [f('SSE')] }))).toBe('figure.forbidden figures[0].kind'); // no farmers
    expect(refusedPos(pos({ modules: ['inns-cathedrals'], figures: [f('N', 'large'), f('W', 'large')] }))).toBe(
      'figure.supply figures[1].kind',
    );
    const eight = pos({
      tiles: [0, 1, 2, 3, 4, 5, 6, 7].map((x) => ({ id: 'BASE.U', x, y: 0, rotation: 0 as const })),
      current: null,
      figures: [0, 1, 2, 3, 4, 5, 6, 7].map((t) => f('N', 'normal', 0, t)),
    });
    expect(refusedPos(eight)).toBe('figure.supply figures[7].kind');
    expect(refusedPos(pos({ figures: [f('N'), f('N', 'normal', 1)] }))).toBe('figure.occupied figures[1].at');
    // BASE.E turned 180° closes BASE.D's city: a figure there would have been scored and returned.
    const closed = pos({
      tiles: [
        { id: 'BASE.D', x: 0, y: 0, rotation: 0 },
        { id: 'BASE.E', x: 0, y: -1, rotation: 180 },
      ],
    });
    expect(refusedPos({ ...closed, figures: [f('N')] })).toBe('figure.occupied figures[0].at');
    expect(refusedPos(pos({ figures: [f('N', 'normal', 5)] }))).toBe('notation.invalid figures[0].player');
    expect(refusedPos(pos({ figures: [f('N', 'normal', 0, 3)] }))).toBe('notation.invalid figures[0].tile');
  });

  it('anniversary-20: two figures of one player on a tile feature (second meeple), not three, not of two players', () => {
    const f = (player: number) => ({ tile: 0, at: 'N' as const, player, kind: 'normal' });
    const mods = { modules: ['anniversary-20'] };
    expect(isEngineError(readNotation(makeNotation(pos({ ...mods, figures: [f(0), f(0)] }))))).toBe(false);
    expect(refusedPos(pos({ ...mods, figures: [f(0), f(0), f(0)] }))).toBe('figure.occupied figures[2].at');
    expect(refusedPos(pos({ ...mods, figures: [f(0), f(1)] }))).toBe('figure.occupied figures[1].at');
  });

  it('players, modules, scores, the player to move', () => {
    expect(refusedPos(pos({ players: ['red', 'red'] }))).toBe('player.unknown players[1]');
    expect(refusedPos(pos({ players: ['red', 'pink'] }))).toBe('player.unknown players[1]'); // pink needs Inns & Cathedrals
    expect(refusedPos(pos({ players: [], scores: [] }))).toMatch(/^notation.invalid turn.player$/);
    expect(refusedPos(pos({ modules: ['seafarers'] }))).toBe('module.unknown modules[0]');
    expect(refusedPos(pos({ scores: [2_000_000, 0] }))).toBe('notation.invalid scores[0]');
    expect(refused('2~red_blue~~BASE.D~0.0.00~~0~0')).toBe('notation.invalid scores');
    expect(refusedPos(pos({ player: 2 }))).toBe('notation.invalid turn.player');
    expect(refused('2~red_blue~~BASE.D~0.0.00~~0_0~0_again')).toBe('notation.invalid turn[1]');
  });

  it('length, characters, sections and versions', () => {
    expect(refused('2'.repeat(MAX_NOTATION_LENGTH + 1))).toBe('notation.invalid ');
    expect((readNotation('2'.repeat(MAX_NOTATION_LENGTH + 1)) as EngineError).params).toMatchObject({
      reason: 'length',
    });
    expect(refused('2~red blue~~~~~0_0~0')).toBe('notation.invalid ');
    expect(refused('2~red_blue~~BASE.D~0.0.00~~0_0')).toBe('notation.invalid sections');
    expect(refused('4~red_blue~~BASE.D~0.0.00~~0_0~0')).toBe('notation.invalid version');
    expect((readNotation('4~x') as EngineError).params).toMatchObject({ version: '4', supported: '1, 2, 3' });
    // version 3 is the packed notation (notation-packed.test.ts)
    expect(refused('3~red_blue~~BASE.D~0.0.00~~0_0~0')).toBe('notation.invalid sections');
    expect(refused('3~x')).toBe('notation.invalid bytes');
    expect(refused('')).toBe('notation.invalid version');
    expect(refused('2~red_blue~~BASE.%ZZ~0.0.00~~0_0~0')).toBe('notation.invalid kinds[0]');
    // Never an exception, whatever the input.
    for (const t of [undefined, null, 42, {}, []] as unknown as string[])
      expect(isEngineError(readNotation(t))).toBe(true);
    for (const p of [
      null,
      {},
      { ...pos(), tiles: null },
      { ...pos(), figures: [null] },
      { ...pos(), scores: ['1', 0] },
    ] as unknown as Position[]) {
      expect(isEngineError(gameFromPosition(p))).toBe(true);
    }
  });

  it('one position, one text: a non-canonical spelling names the first differing section and item', () => {
    const p = pos({
      figures: [
        { tile: 0, at: 'N', player: 0, kind: 'normal' },
        { tile: 0, at: 'W', player: 1, kind: 'normal' },
      ],
    });
    const text = makeNotation(p);
    expect(text).toBe('2~red_blue~~BASE.D~0.0.00~0N0_0W1~0_0~0.BASE.U');
    expect(accepted(text)).toBeInstanceOf(Game);
    const e = readNotation('2~red_blue~~BASE.D~0.0.00~0W1_0N0~0_0~0.BASE.U') as EngineError;
    expect(`${e.code} ${e.path}`).toBe('notation.invalid figures[0]');
    expect(e.params).toMatchObject({ reason: 'not canonical', expected: '0N0_0W1' });
    // A field named by its second location (BASE.D's field north of the road is WNW and ENE).
    expect(refused('2~red_blue~~BASE.D~0.0.00~0ENE0~0_0~0.BASE.U')).toBe('notation.invalid figures[0]');
    expect(refused('2~red_blue~~BASE.D~0.0.00~0N0.normal~0_0~0.BASE.U')).toBe('notation.invalid figures[0]');
    expect(refused('2~red_blue~base~BASE.D~0.0.00~~0_0~0.BASE.U')).toBe('notation.invalid modules[0]');
    expect(refused('2~red_blue~~BASE.D~0.0.00~~00_0~0.BASE.U')).toBe('notation.invalid scores[0]');
    expect(refused('2~red_blue~~BASE.D~0.0.00~~0_0~0.BASE.U_copies')).toBe('notation.invalid turn[1]');
    expect(refused('2~red_blue~~BASE.D.U~0.0.00~~0_0~0.BASE.U')).toBe('notation.invalid kinds[0]');
    expect(refused('2~red_blue~~BASE.B~0.0.00.1.00~~0_0~0')).toBe('notation.invalid tiles');
    // The same position, read without the canonical check, gives the canonical text.
    const lenient = gameFromPosition(
      parseNotation('2~red_blue~~BASE.D~0.0.00~0W1_0N0~0_0~0.BASE.U') as Position,
    ) as Game;
    expect(notationOf(lenient)).toBe(text);
  });
});

describe('notation: version 1 is still read', () => {
  it('reads a version-1 text and writes it as version 2', () => {
    const g = accepted('1~red_blue~base~BASE.D.0.0.0_BASE.U.1.0.1~0.N.0.normal~4_0~BASE.E~1');
    expect(notationOf(g)).toBe('2~red_blue~~BASE.D.U~0.0.0011~0N0~4_0~1.BASE.E');
    expect(refused('1~red_blue~base~BASE.D.0.0.0~0.C.0.normal~4_0~BASE.E~1')).toBe('location.missing figures[0].at');
    expect(refused('1~red_blue~base~BASE.D.0.0.0~0.Q.0.normal~4_0~BASE.E~1')).toBe('notation.invalid figures[0].at');
    expect(refused('1~red_blue~base~BASE.D.0.0.0~~4_0~BASE.E~2')).toBe('notation.invalid player');
  });
});

describe('notation: module state', () => {
  it('bathhouses: who sits in which bathhouse, with the supply that follows', () => {
    const base = pos({
      modules: ['inns-cathedrals', 'bathhouses'],
      tiles: [
        { id: 'BASE.D', x: 0, y: 0, rotation: 0 },
        { id: 'BATH.03', x: 1, y: 0, rotation: 90 },
        { id: 'BATH.05', x: 0, y: -1, rotation: 180 },
      ],
    });
    // Tile 0 is BATH.05 (the northernmost), tile 2 BATH.03.
    const text = makeNotation({ ...base, state: { bathhouses: '0-1-large.2-0' } });
    expect(text).toBe(
      '2~red_blue~inns-cathedrals_bathhouses.0-1-large.2-0~BASE.D_BATH.03.05~-1.0.22_0.0.0011~~0_0~0.BASE.U',
    );
    const g = accepted(text);
    expect(g.parkedFigures().map((f) => [f.player, f.kind, f.x, f.y])).toEqual([
      [1, 'large', 0, -1],
      [0, 'normal', 1, 0],
    ]);
    expect(g.available(1, 'large')).toBe(0);
    expect(g.available(0, 'normal')).toBe(6);
    expect(notationOf(g)).toBe(text);
    const bad = (state: string) => refusedPos({ ...base, state: { bathhouses: state } });
    expect(bad('1-0')).toBe('state.invalid modules[1].state[0].tile'); // BASE.D has no bathhouse
    expect(bad('2-0.2-1')).toBe('figure.occupied modules[1].state[1].tile');
    expect(bad('2-2')).toBe('player.unknown modules[1].state[0].player');
    expect(bad('2-0-giant')).toBe('figure.kind modules[1].state[0].kind');
    expect(bad('0-0-large.2-0-large')).toBe('figure.supply modules[1].state[1].kind');
    expect(bad('7-0')).toBe('state.invalid modules[1].state[0].tile'); // no tile 7
    expect(bad('x')).toBe('notation.invalid modules[1].state[0]');
    expect(refused(text.replace('0-1-large.2-0', '2-0.0-1-large'))).toBe('notation.invalid modules[1]');
  });

  it('king-robber-baron: holders and the size to beat', () => {
    const base = pos({ modules: ['king-robber-baron'] });
    const g = accepted(makeNotation({ ...base, state: { 'king-robber-baron': 'k1-4.r0-3' } }));
    expect(g.status()).toEqual([
      { key: 'king-robber-baron:status.king', data: { award: 'king', player: 'blue', size: 4 } },
      { key: 'king-robber-baron:status.robber', data: { award: 'robber', player: 'red', size: 3 } },
    ]);
    const bad = (state: string) => refusedPos({ ...base, state: { 'king-robber-baron': state } });
    expect(bad('k2-4')).toBe('player.unknown modules[0].state[0].player');
    expect(bad('k0-0')).toBe('state.invalid modules[0].state[0].size');
    expect(bad('k0-500')).toBe('state.invalid modules[0].state[0].size');
    expect(bad('k0-4.k1-5')).toBe('notation.invalid modules[0].state[1]');
    expect(bad('r0-3.k1-4')).toBe('notation.invalid modules[0]'); // King first
  });

  it('anniversary-20: an extra turn being played', () => {
    const s = `
id: t
title: { cs: t }
rules: [base, anniversary-20]
players: [red, blue]
board:
  - { tile: BASE.D, at: [0, 0], rotation: 0 }
  - { tile: BASE.A, at: [-1, 0], rotation: 270 }
  - { tile: BASE.B, at: [1, -1], rotation: 0 }
play: { player: red, tile: A20.example-extra-turn, at: [1, 0], rotation: 0, symbol: { from: [1, 0] } }
`;
    const g = played(s);
    g.setCurrent('BASE.U');
    const text = notationOf(g);
    expect(text).toContain('~anniversary-20.extra~');
    const back = accepted(text);
    expect(back.status()).toEqual([{ key: 'anniversary-20:status.extraTurn', data: { player: 'red' } }]);
    expect(back.player).toBe(0);
    expect(moveSet(back)).toEqual(moveSet(g));
    expect(refusedPos(pos({ modules: ['anniversary-20'], state: { 'anniversary-20': 'extra2' } }))).toBe(
      'notation.invalid modules[0].state',
    );
  });

  it('state for a module that keeps none, or that is not on, is refused', () => {
    expect(refusedPos(pos({ modules: ['inns-cathedrals'], state: { 'inns-cathedrals': 'x' } }))).toBe(
      'notation.invalid modules[0].state',
    );
    expect(refused('2~red_blue~base.x~BASE.D~0.0.00~~0_0~0')).toBe('notation.invalid modules[0].state');
    expect(isEngineError(gameFromPosition(pos({ state: { bathhouses: '0-0' } })))).toBe(true);
  });
});

describe('notation length', () => {
  it('a finished 72-tile base game and an all-module game (mean of 20 seeded two-player games)', () => {
    const mean = (modules: string[]) => {
      let sum = 0;
      for (let seed = 1; seed <= 20; seed++) sum += notationOf(randomGame(seed, ['red', 'blue'], modules)).length;
      return sum / 20;
    };
    const base = mean(['base']);
    const all = mean(['base', 'inns-cathedrals', 'king-robber-baron', 'anniversary-20', 'bathhouses']);
    // Measured when written: about 446 and 719 characters (version 1: about 1,226 and 1,666).
    expect(base).toBeLessThan(520);
    expect(all).toBeLessThan(820);
  }, 60_000);

  it('the final result of a finished game survives the round trip', () => {
    const g = randomGame(9, ['red', 'blue', 'green'], ['base', 'king-robber-baron', 'bathhouses']);
    const back = accepted(notationOf(g));
    expect(back.scores).toEqual(g.scores);
    expect(finalResult(back)).toEqual({ totals: g.scores, events: [] });
  });
});
