/**
 * Module `abbot` (reference tiles-river-abbot-traders.md §2, §4 "Abbot"): the abbot on a
 * monastery or a garden, gardens only for the abbot, a garden completed (9 points), the
 * abbot taken back early (1 + neighbours, back to the supply, instead of a figure), final
 * scoring, garden copies in the pile, and nothing of it without the module.
 */
import { describe, expect, it } from 'vitest';
import {
  Game,
  getTile,
  isEngineError,
  notationOf,
  packNotation,
  positionOf,
  readNotation,
  type Move,
  type ScoreEvent,
} from '../../../src/engine/index.js';
import { played, problems, score } from './helpers.js';
import { lcg } from '../../../bench/random-game.js';
import { finalResult, moveSet, playUntil, replay } from '../notation-helpers.js';

/** A garden copy of BASE.E at [0, 0] (city north), red's abbot on it, and the tiles `more` around it. */
function gardenBoard(more: string, play: string, extra = ''): string {
  return `
id: garden
title: { cs: t }
rules: [base, abbot]
players: [red, blue]
board:
  - { tile: BASE.E-garden, at: [0, 0], rotation: 0, meeples: [ { player: red, at: C, kind: abbot } ] }
  - { tile: BASE.E, at: [0, -1], rotation: 180 }
${more}
play: ${play}
${extra}`;
}

// the eight tiles around [0, 0] but the south-east corner: cities face away from the garden
const SEVEN = `
  - { tile: BASE.B, at: [-1, -1], rotation: 0 }
  - { tile: BASE.B, at: [1, -1], rotation: 0 }
  - { tile: BASE.E, at: [-1, 0], rotation: 270 }
  - { tile: BASE.E, at: [1, 0], rotation: 90 }
  - { tile: BASE.B, at: [-1, 1], rotation: 0 }
  - { tile: BASE.E, at: [0, 1], rotation: 180 }`;

describe('abbot: tiles and setup', () => {
  it('a garden copy is its tile with a garden at C, a monastery-kind feature only the abbot uses', () => {
    const t = getTile('BASE.E-garden')!;
    expect(t.def.variantOf).toBe('BASE.E');
    expect(t.def.count).toBe(1);
    expect(t.edgeString).toBe(getTile('BASE.E')!.edgeString);
    const garden = t.features[t.locFeature[0]![12]!]!;
    expect(garden.kind).toBe('monastery');
    expect(garden.def.attrs).toEqual({ abbotGarden: true });
    expect(getTile('BASE.E')!.locFeature[0]![12]).toBe(-1); // the printed tile: a picture only
    // one garden copy of each of these base tiles, two in Inns & Cathedrals; none of BASE.A
    for (const id of ['E', 'H', 'I', 'M', 'N', 'R', 'U', 'V']) expect(getTile(`BASE.${id}-garden`), id).toBeDefined();
    expect(getTile('IC.B-garden')!.def.count).toBe(1);
    expect(getTile('IC.H-garden')).toBeDefined();
    expect(getTile('BASE.A-garden')).toBeUndefined();
    // every other fact of the printed tile carries over (A20.D's printed symbol)
    expect(getTile('A20.D-garden')!.def.attrs).toEqual(getTile('A20.D')!.def.attrs);
    expect(getTile('A20.D-garden')!.def.attrs?.symbol).toBeDefined();
  });

  it('the pile holds the garden copies in place of the printed ones, and one abbot per player', () => {
    const g = Game.create({ players: ['red', 'blue'], modules: ['base', 'abbot'], seed: 3 }) as Game;
    const all = [...g.pile, g.current!];
    expect(all.filter((id) => id.endsWith('-garden')).sort()).toEqual(
      ['E', 'H', 'I', 'M', 'N', 'R', 'U', 'V'].map((l) => `BASE.${l}-garden`),
    );
    expect(all.filter((id) => id === 'BASE.E')).toHaveLength(4);
    expect(all).toHaveLength(71);
    expect(g.available(0, 'abbot')).toBe(1);
    expect(g.available(1, 'abbot')).toBe(1);
    const ic = Game.create({
      players: ['red', 'blue'],
      modules: ['base', 'inns-cathedrals', 'abbot'],
      seed: 3,
    }) as Game;
    expect([...ic.pile, ic.current!].filter((id) => id.endsWith('-garden'))).toHaveLength(10);
  });

  it('without the module: no abbot, no garden copy, a garden stays a picture', () => {
    const g = Game.create({ players: ['red', 'blue'], modules: ['base'], seed: 3 }) as Game;
    expect([...g.pile, g.current!].some((id) => id.endsWith('-garden'))).toBe(false);
    expect(g.available(0, 'abbot')).toBe(0);
    for (const m of g.legalMoves()) expect(m.figure?.kind).not.toBe('abbot');
    const noModule = gardenBoard('', '{ player: blue, tile: BASE.B, at: [1, 0], rotation: 0 }').replace(
      'rules: [base, abbot]',
      'rules: [base]',
    );
    const p = problems(noModule);
    expect(p.map((x) => `${x.path}: ${x.message}`)).toContain('board[0].meeples[0].kind: unknown figure kind abbot');
    // a garden copy alone is no tile of the base game's sets either
    const tileOnly = problems(noModule.replace(', meeples: [ { player: red, at: C, kind: abbot } ]', ''));
    expect(tileOnly.map((x) => `${x.path}: ${x.message}`)).toEqual([
      'board[0].tile: the position cannot be written as notation: tile BASE.E-garden is in no tile set of these rules',
    ]);
  });
});

describe('abbot: placing it (rule 1)', () => {
  const base = (tile: string, rotation: number, meeple: string) => `
id: a
title: { cs: t }
rules: [base, abbot]
players: [red, blue]
board:
  - { tile: BASE.D, at: [0, 0], rotation: 0 }
play: { player: red, tile: ${tile}, at: [0, 1], rotation: ${rotation}, meeple: ${meeple} }
`;
  it('stands on the monastery of the tile just placed', () => {
    const g = played(base('BASE.B', 0, '{ at: C, kind: abbot }'));
    expect(g.available(0, 'abbot')).toBe(0);
    expect(g.available(0, 'normal')).toBe(7);
    const t = g.board.at(0, 1)!;
    expect(g.board.group(t.nodeBase + t.tile.locFeature[0]![12]!).figures.map((f) => f.kind)).toEqual(['abbot']);
  });

  it('stands on a garden; a normal follower may not', () => {
    const g = played(base('BASE.E-garden', 180, '{ at: C, kind: abbot }'));
    expect(g.available(0, 'abbot')).toBe(0);
    const p = problems(base('BASE.E-garden', 180, '{ at: C, kind: normal }'));
    expect(p).toHaveLength(1);
    expect(p[0]!.path).toBe('play.meeple.at');
    expect(p[0]!.message).toBe('only the abbot may stand on a garden, not a normal figure');
  });

  it('stands on nothing else (a city, a road, a field)', () => {
    for (const at of ['S', 'N'])
      expect(problems(base('BASE.E-garden', 180, `{ at: ${at}, kind: abbot }`)).length, at).toBe(1);
    expect(problems(base('BASE.B', 0, '{ at: N, kind: abbot }'))).toHaveLength(1);
  });

  it('legal moves offer the abbot on monasteries and gardens, and no normal follower on a garden', () => {
    const s = Game.create({ players: ['red', 'blue'], modules: ['base', 'abbot'], seed: 1 }) as Game;
    s.current = 'BASE.E-garden';
    const moves = s.legalMoves();
    const onC = moves.filter((m) => m.figure?.at === 'C');
    expect(onC.length).toBeGreaterThan(0);
    expect(onC.every((m) => m.figure!.kind === 'abbot')).toBe(true);
    expect(moves.filter((m) => m.figure?.kind === 'abbot').every((m) => m.figure!.at === 'C')).toBe(true);
  });
});

describe('abbot: a garden scores as a monastery (rule 2)', () => {
  it('completed: 9 points to the abbot’s owner, the abbot returns', () => {
    const yaml = gardenBoard(SEVEN, '{ player: blue, tile: BASE.B, at: [1, 1], rotation: 0 }');
    const r = score(yaml);
    expect(r.points).toEqual({ red: 9, blue: 0 });
    const e = r.events.find((x) => x.type === 'feature') as ScoreEvent;
    expect(e).toMatchObject({ feature: 'monastery', completed: true, tiles: 9, receivers: ['red'] });
    expect(e.modifiers).toContainEqual({ id: 'garden', module: 'abbot' });
    expect(played(yaml).available(0, 'abbot')).toBe(1);
  });

  it('at the end: 1 for its tile and 1 per neighbour', () => {
    const yaml = gardenBoard('', '{ player: blue, tile: BASE.B, at: [1, 0], rotation: 0 }', 'end: true');
    const r = score(yaml);
    expect(r.points).toEqual({ red: 3, blue: 0 });
    const e = r.events.find((x) => x.type === 'feature' && x.phase === 'final' && x.feature === 'monastery')!;
    expect(e.tiles).toBe(3);
    expect(e.modifiers).toContainEqual({ id: 'garden', module: 'abbot' });
  });
});

describe('abbot: taking it back (rule 3)', () => {
  it('scores 1 + neighbours at once and goes back to the supply, instead of a figure', () => {
    const yaml = gardenBoard(
      '  - { tile: BASE.E, at: [-1, 0], rotation: 270 }',
      '{ player: red, tile: BASE.B, at: [1, 0], rotation: 0, abbot: { return: [0, 0] } }',
    );
    const r = score(yaml);
    expect(r.points).toEqual({ red: 4, blue: 0 });
    const e = r.events[0]!;
    expect(e).toMatchObject({ type: 'feature', phase: 'turn', completed: false, tiles: 4, points: 4 });
    expect(e.modifiers).toEqual([
      { id: 'garden', module: 'abbot' },
      { id: 'recall', module: 'abbot' },
    ]);
    expect(e.figures).toEqual([{ player: 'red', kind: 'abbot', x: 0, y: 0, loc: 'C' }]);
    const g = played(yaml);
    expect(g.available(0, 'abbot')).toBe(1);
    const t = g.board.at(0, 0)!;
    expect(g.board.group(t.nodeBase + t.tile.locFeature[0]![12]!).figures).toEqual([]);
    // final scoring afterwards finds nobody there
    expect(score(yaml + 'end: true\n').points).toEqual({ red: 4, blue: 0 });
  });

  it('is refused with a figure placed the same turn, for another player’s abbot, or where none stands', () => {
    const two = gardenBoard(
      '',
      '{ player: red, tile: BASE.B, at: [1, 0], rotation: 0, meeple: { at: C }, abbot: { return: [0, 0] } }',
    );
    expect(problems(two).map((p) => p.path)).toEqual(['play.abbot.return']);
    const blue = gardenBoard('', '{ player: blue, tile: BASE.B, at: [1, 0], rotation: 0, abbot: { return: [0, 0] } }');
    expect(problems(blue).map((p) => p.path)).toEqual(['play.abbot.return']);
    const none = gardenBoard('', '{ player: red, tile: BASE.B, at: [1, 0], rotation: 0, abbot: { return: [0, -1] } }');
    expect(problems(none).map((p) => p.path)).toEqual(['play.abbot.return']);
  });

  it('legal moves offer it once per placement, and the game plays it', () => {
    const g = played(gardenBoard('', '{ player: red, tile: BASE.B, at: [1, 0], rotation: 0, meeple: { at: C } }'));
    // blue moves now; nothing to take back
    g.current = 'BASE.B';
    expect(g.legalMoves().some((m) => m.actions?.length)).toBe(false);
    g.player = 0;
    const moves = g.legalMoves();
    const recalls = moves.filter((m) => m.actions?.some((a) => a.module === 'abbot'));
    const plain = moves.filter((m) => !m.figure && !m.actions);
    expect(recalls.length).toBe(plain.length);
    const m = recalls.find((x) => x.x === -1 && x.y === 0) as Move;
    const res = g.apply(m);
    expect(isEngineError(res)).toBe(false);
    // 1 + neighbours [0,-1], [1,0], [-1,0]
    expect(g.scores[0]).toBe(4);
    expect(g.available(0, 'abbot')).toBe(1);
  });
});

describe('abbot: the position notation', () => {
  it('keeps a garden copy and an abbot standing on it', () => {
    const g = played(
      gardenBoard(
        SEVEN.split('\n').slice(0, 4).join('\n'),
        '{ player: blue, tile: BASE.B, at: [1, 0], rotation: 0, meeple: { at: C, kind: abbot } }',
      ),
    );
    const text = notationOf(g);
    const back = readNotation(text);
    if (isEngineError(back)) throw new Error(`${text}: ${back.code} ${back.path}`);
    expect(notationOf(back)).toBe(text);
    expect(back.board.at(0, 0)!.tile.id).toBe('BASE.E-garden');
    const kinds = back.board
      .allGroups()
      .flatMap((gr) => gr.figures)
      .map((f) => `${back.players[f.player]}:${f.kind}`)
      .sort();
    expect(kinds).toEqual(['blue:abbot', 'red:abbot']);
    expect(back.available(0, 'abbot')).toBe(0);
    // the packed notation of links too (the garden copy is spelled out, the abbot has its kind code)
    const packed = packNotation(positionOf(g));
    expect(packed.startsWith('3~')).toBe(true);
    const unpacked = readNotation(packed);
    if (isEngineError(unpacked)) throw new Error(`${packed}: ${unpacked.code} ${unpacked.path}`);
    expect(notationOf(unpacked)).toBe(text);
  });
});

describe('abbot: random games with other modules', () => {
  const combos = [
    ['base', 'abbot'],
    ['base', 'inns-cathedrals', 'bathhouses', 'abbot'],
  ];
  it.each(combos.map((m) => [m.join('+'), m] as const))(
    '%s: the notation keeps legal moves and final scoring; the list is the two-step path',
    (_, modules) => {
      let checked = 0;
      let recallMoves = 0;
      for (const seed of [5, 6]) {
        const options = { players: ['red', 'blue', 'green'].slice(0, 2 + (seed % 2)), modules: [...modules], seed };
        const rnd = lcg(seed);
        playUntil(options, (g, history) => {
          const moves = g.legalMoves();
          recallMoves += moves.filter((m) => m.actions?.some((a) => a.module === 'abbot')).length;
          if (rnd() < 0.2) {
            // the complete list is legalMovesAt over placements, in order
            expect(g.placements().flatMap((p) => g.legalMovesAt(p))).toEqual(moves);
            const text = notationOf(g);
            const back = readNotation(text);
            if (isEngineError(back)) throw new Error(`${text}: ${back.code} ${back.path}`);
            expect(notationOf(back)).toBe(text);
            expect(moveSet(back)).toEqual(moveSet(g));
            expect(finalResult(back)).toEqual(finalResult(replay(options, history)));
            checked++;
          }
          return false;
        });
      }
      expect(checked).toBeGreaterThan(10);
      expect(recallMoves).toBeGreaterThan(0);
    },
    60_000,
  );
});

describe('abbot: a garden where the tile names a field by C (IC.H)', () => {
  it('C names the garden; the inner field keeps no name, so no move puts a figure on it', () => {
    const t = getTile('IC.H-garden')!;
    const garden = t.features[t.locFeature[0]![12]!]!;
    expect(garden.def.attrs).toEqual({ abbotGarden: true });
    const field = t.features.find((f) => f.kind === 'field')!;
    expect(field.locs).toEqual([]);
    const g = Game.create({ players: ['red', 'blue'], modules: ['base', 'inns-cathedrals', 'abbot'], seed: 1 }) as Game;
    g.current = 'IC.H-garden';
    const onC = g.legalMoves().filter((m) => m.figure?.at === 'C');
    expect(onC.length).toBeGreaterThan(0);
    expect(onC.every((m) => m.figure!.kind === 'abbot')).toBe(true);
    // and every listed move is one the game accepts
    for (const m of onC.slice(0, 4)) expect(isEngineError(g.copy().apply(m))).toBe(false);
  });
});

describe('abbot: what other modules may not combine with it', () => {
  it("taking the abbot back refuses a figure another module's action would place in the same move", () => {
    const yaml = `id: t
title: { cs: t }
rules: [base, abbot, anniversary-20]
players: [red, blue]
board:
  - { tile: BASE.D, at: [0, 0], rotation: 0 }
  - { tile: BASE.F, at: [0, -1], rotation: 90 }
  - { tile: BASE.B, at: [1, -1], rotation: 0, meeples: [ { player: red, at: C, kind: abbot } ] }
play:
  player: red
  tile: A20.example-anywhere
  at: [1, 0]
  rotation: 270
  abbot: { return: [1, -1] }
  symbol: { from: [1, 0], meeple: { on: [0, 0], at: N } }
`;
    expect(
      problems(yaml)
        .map((p) => p.message)
        .join(' '),
    ).toMatch(/replaces placing a figure/);
  });

  it("a garden copy is one of its printed tile's copies: five BASE.E and the garden copy are too many", () => {
    const five = readNotation('2~red_blue~abbot~BASE.E.E-garden~0.0.100000000000~~0_0~0');
    expect(isEngineError(five) && five.params?.expected).toBe('0_copies');
    const river = readNotation('2~red_blue~river_abbot~RIVER.A.J-garden~0.0.00_1.0.13~~0_0~0.RIVER.J');
    expect(isEngineError(river) && river.params?.expected).toBe('0.RIVER.J_copies');
  });
});

describe('abbot: only on the tile just placed', () => {
  it('an anniversary symbol cannot put an abbot on another tile, nor does any listed move', () => {
    const yaml = `id: t
title: { cs: t }
rules: [base, abbot, anniversary-20]
players: [red, blue]
board:
  - { tile: BASE.D, at: [0, 0], rotation: 0 }
  - { tile: BASE.F, at: [0, -1], rotation: 90 }
  - { tile: BASE.B, at: [1, -1], rotation: 0 }
play:
  player: red
  tile: A20.example-anywhere
  at: [1, 0]
  rotation: 270
  symbol: { from: [1, 0], meeple: { on: [1, -1], at: C, kind: abbot } }
`;
    expect(
      problems(yaml)
        .map((p) => p.message)
        .join(' '),
    ).toMatch(/cannot place a abbot|cannot place an? abbot/);
    // seeded games: no listed move has a symbol put an abbot anywhere (seed 6 listed one at turn 59)
    for (const seed of [6, 7]) {
      const g = Game.create({ players: ['red', 'blue'], modules: ['base', 'anniversary-20', 'abbot'], seed }) as Game;
      let turn = 0;
      while (!g.ended) {
        const moves = g.legalMoves();
        for (const m of moves)
          for (const a of m.actions ?? [])
            expect((a as { meeple?: { kind?: string } }).meeple?.kind, `seed ${seed} turn ${turn}`).not.toBe('abbot');
        expect(g.apply(moves[(seed * 31 + turn * 7) % moves.length]!)).not.toHaveProperty('code');
        turn++;
      }
    }
  });
});

describe('abbot: actions it does not know', () => {
  it('a move with an abbot action other than taking it back is refused', () => {
    const g = Game.create({ players: ['red', 'blue'], modules: ['base', 'abbot'], seed: 1 }) as Game;
    const m = g.legalMoves().find((x) => !x.figure)!;
    const r = g.check({ ...m, actions: [{ module: 'abbot', type: 'foo' }] } as Move);
    expect(r?.code).toBe('module.action');
    expect(g.check(m)).toBeUndefined();
  });
});
