import { describe, expect, it } from 'vitest';
import { Game, getTile, tileDef } from '../../../src/engine/index.js';
import { A20 } from '../../../src/engine/modules/anniversary-20/tiles.js';
import { buildPosition } from '../../../src/engine/scenario.js';
import { load, played, problems, score } from './helpers.js';

describe('anniversary-20: tile data (reference tiles.md §4)', () => {
  it('lists A–O, knows only D, and keeps illustrative tiles out of the pile', () => {
    const real = A20.tiles.filter((t) => !t.id.includes('.example-'));
    expect(real.map((t) => t.id.slice(4)).join('')).toBe('ABCDEFGHIJKLMNO');
    expect(real.filter((t) => t.known).map((t) => t.id)).toEqual(['A20.D']);
    expect(getTile('A20.D')!.edgeString).toBe('CRRC');
    for (const id of ['A20.example-anywhere', 'A20.example-extra-turn']) {
      const d = tileDef(id)!;
      expect(d.count).toBe(0);
      expect(d.attrs?.illustrative).toBe(true);
    }
    const g = Game.create({ players: ['red', 'blue'], modules: ['anniversary-20'], seed: 9 }) as Game;
    expect([...g.pile, g.current!].filter((id) => id.startsWith('A20.'))).toEqual(['A20.D']);
  });
});

// A20.example-anywhere at [0,0] points east at a monastery; A20.example-extra-turn at [-1,0]
// points east at the new tile: two symbols could be activated by one placement.
const twoSymbols = (symbol = '') => `
id: two-symbols
title: { cs: t }
rules: [base, anniversary-20]
players: [red, blue]
board:
  - { tile: BASE.B, at: [1, 0], rotation: 0 }
  - { tile: A20.example-extra-turn, at: [-1, 0], rotation: 90 }
play:
  player: red
  tile: A20.example-anywhere
  at: [0, 0]
  rotation: 0
${symbol}
`;

describe('anniversary-20: activation', () => {
  it('activates at most one symbol: by default the placed tile’s own', () => {
    const r = score(twoSymbols());
    const acts = r.events.filter((e) => e.type === 'symbol' && e.data?.activated === true);
    expect(acts.length).toBe(1);
    expect(acts[0]!.data!.kind).toBe('anywhere');
    expect(r.points.red).toBe(0);
  });

  it('choosing the board symbol leaves the own symbol unactivated: +2, and the extra turn follows', () => {
    const yaml = twoSymbols('  symbol: { from: [-1, 0] }');
    expect(score(yaml).points.red).toBe(2);
    const g = played(yaml);
    expect(g.player).toBe(0); // red moves again
  });

  it('an extra-turn symbol activated during the extra turn has no effect', () => {
    const g = played(`
id: no-third-turn
title: { cs: t }
rules: [base, anniversary-20]
players: [red, blue]
board:
  - { tile: BASE.D, at: [0, 0], rotation: 0 }
  - { tile: BASE.B, at: [1, -1], rotation: 0 }
  - { tile: BASE.B, at: [2, 1], rotation: 0 }
  - { tile: BASE.B, at: [2, 0], rotation: 0 }
play:
  player: red
  tile: A20.example-extra-turn
  at: [1, 0]
  rotation: 0
  extra: { tile: A20.example-extra-turn, at: [1, 1], rotation: 90 }
`);
    expect(g.player).toBe(1); // blue, not a third red turn
    expect(g.events.filter((e) => e.data?.extraTurn).length).toBe(1);
    expect(g.events.filter((e) => e.data?.activated === true).length).toBe(2);
  });
});

describe('anniversary-20: figure actions', () => {
  const anywhere = (target: string, extraBoard = '') => `
id: anywhere
title: { cs: t }
rules: [base, anniversary-20]
players: [red, blue]
board:
  - { tile: BASE.D, at: [0, 0], rotation: 0 }
  - { tile: BASE.F, at: [0, -1], rotation: 90 }
  - { tile: BASE.B, at: [1, -1], rotation: 0 }
${extraBoard}
play:
  player: red
  tile: A20.example-anywhere
  at: [1, 0]
  rotation: 270
  symbol: { from: [1, 0], meeple: ${target} }
`;

  it('places a figure on a field anywhere (fields count as uncompleted)', () => {
    const g = played(anywhere('{ on: [1, -1], at: N }'));
    const t = g.board.at(1, -1)!;
    expect(g.board.group(g.board.nodeAt(t, 0)).figures.length).toBe(1);
  });

  it('refuses a completed or an occupied feature', () => {
    const closed = problems(anywhere('{ on: [0, -1], at: N }', '  - { tile: BASE.E, at: [0, -2], rotation: 180 }'));
    expect(closed.map((p) => p.code)).toContain('module.action');
    const taken = problems(
      anywhere('{ on: [0, -1], at: N }').replace(
        '  - { tile: BASE.D, at: [0, 0], rotation: 0 }',
        '  - { tile: BASE.D, at: [0, 0], rotation: 0, meeples: [ { player: blue, at: N } ] }',
      ),
    );
    expect(taken.map((p) => p.code)).toContain('figure.occupied');
  });

  it('the symbol replaces the figure on the new tile', () => {
    const yaml = anywhere('{ on: [1, -1], at: N }').replace(
      '  rotation: 270\n',
      '  rotation: 270\n  meeple: { at: W }\n',
    );
    expect(problems(yaml).map((p) => p.code)).toContain('module.action');
  });

  it('second meeple needs an own figure at the target', () => {
    const yaml = `
id: second
title: { cs: t }
rules: [base, anniversary-20]
players: [red, blue]
board:
  - { tile: BASE.D, at: [0, 0], rotation: 0 }
  - { tile: BASE.E, at: [-1, -1], rotation: 180 }
  - { tile: BASE.U, at: [1, 0], rotation: 90, meeples: [ { player: blue, at: N } ] }
  - { tile: BASE.F, at: [1, -1], rotation: 0, meeples: [ { player: red, at: E } ] }
play:
  player: red
  tile: A20.D
  at: [-1, 0]
  rotation: 0
  symbol: { from: [-1, 0], meeple: { on: [1, 0], at: N } }
`;
    expect(problems(yaml).map((p) => p.code)).toContain('module.action');
    expect(problems(yaml.replace('on: [1, 0], at: N', 'on: [1, -1], at: E'))).toEqual([]);
  });

  it('random moves include symbol variants when a placement activates one', () => {
    const s = played(`
id: variants
title: { cs: t }
rules: [base, anniversary-20]
players: [red, blue]
board:
  - { tile: BASE.D, at: [0, 0], rotation: 0, meeples: [ { player: red, at: W } ] }
  - { tile: BASE.E, at: [-1, -1], rotation: 180 }
`);
    s.player = 0;
    s.setCurrent('A20.D');
    const moves = s.legalMoves().filter((m) => m.x === -1 && m.y === 0 && m.rotation === 0);
    expect(moves.some((m) => m.actions?.some((a) => a.type === 'symbol'))).toBe(true);
    for (const m of moves) expect(s.check(m)).toBeUndefined();
  });
});

describe('anniversary-20: status beside the board', () => {
  // content/examples/jubilejni-edice-20-let/tah-navic.yaml without the extra turn played.
  const yaml = (extra: string) => `
id: t
title: { cs: t }
rules: [base, anniversary-20]
players: [red, blue]
board:
  - { tile: BASE.D, at: [0, 0], rotation: 0 }
  - { tile: BASE.A, at: [-1, 0], rotation: 270 }
  - { tile: BASE.B, at: [1, -1], rotation: 0 }
play:
  player: red
  tile: A20.example-extra-turn
  at: [1, 0]
  rotation: 0
  meeple: { at: W, kind: normal }
  symbol:
    from: [1, 0]
${extra}`;
  it('shows the extra turn while it is to be played, and nothing after it', () => {
    const g = played(yaml(''));
    expect(g.player).toBe(0);
    expect(g.status()).toEqual([{ key: 'anniversary-20:status.extraTurn', data: { player: 'red' } }]);
    const after = played(yaml('  extra: { tile: BASE.A, at: [1, 1], rotation: 180 }'));
    expect(after.status()).toEqual([]);
  });

  it('shows nothing in a game without an extra turn', () => {
    const g = Game.create({ players: ['red', 'blue'], modules: ['anniversary-20'], deal: false });
    if ('code' in g) throw new Error(g.code);
    expect(g.status()).toEqual([]);
  });
});

describe('anniversary-20: the move list does not depend on the order the tiles were laid', () => {
  /** Legal moves of a scenario position (play player and tile set), as sorted JSON texts. */
  const moves = (yaml: string) => {
    const s = load(yaml);
    const g = buildPosition(s, s.id, [])!;
    g.player = g.playerIndex(s.play!.player);
    g.setCurrent(s.play!.tile);
    return g
      .legalMoves()
      .map((m) => JSON.stringify(m))
      .sort();
  };
  const scenario = (board: string[], play: string) => `
id: order
title: { cs: t }
rules: [base, anniversary-20]
players: [red, blue]
board:
${board.map((b) => `  - ${b}`).join('\n')}
play: ${play}
`;

  it('second meeple: beside each own figure of a feature, whichever tile it stands on', () => {
    // Red's two knights stand in one city on two tiles; A20.D points north at BASE.E.
    const board = [
      '{ tile: BASE.D, at: [0, 0], rotation: 0 }',
      '{ tile: BASE.E, at: [-1, -1], rotation: 180 }',
      '{ tile: BASE.U, at: [1, 0], rotation: 90 }',
      '{ tile: BASE.F, at: [1, -1], rotation: 0, meeples: [ { player: red, at: E } ] }',
      '{ tile: BASE.F, at: [2, -1], rotation: 0, meeples: [ { player: red, at: W } ] }',
    ];
    const play = '{ player: red, tile: A20.D, at: [-1, 0], rotation: 0 }';
    const list = moves(scenario(board, play));
    const beside = list
      .map((m) => JSON.parse(m))
      .filter((m) => m.x === -1 && m.y === 0 && m.rotation === 0 && m.actions)
      .map((m) => m.actions[0].meeple.on);
    expect(beside).toEqual([
      [1, -1],
      [2, -1],
    ]);
    expect(moves(scenario([...board].reverse(), play))).toEqual(list);
  });

  it('anywhere: one tile feature per feature, the northernmost then westernmost', () => {
    const board = [
      '{ tile: BASE.D, at: [0, 0], rotation: 0 }',
      '{ tile: BASE.F, at: [0, -1], rotation: 90 }',
      '{ tile: BASE.B, at: [1, -1], rotation: 0 }',
    ];
    const play = '{ player: red, tile: A20.example-anywhere, at: [1, 0], rotation: 270 }';
    const list = moves(scenario(board, play));
    const targets = list
      .map((m) => JSON.parse(m))
      .filter((m) => m.x === 1 && m.y === 0 && m.rotation === 270 && m.actions)
      .map((m) => m.actions[0].meeple);
    // The city of BASE.D and BASE.F is named on BASE.F, the northern tile, whatever the order.
    expect(targets.filter((t) => t.on[0] === 0 && t.at === 'N')).toEqual([{ on: [0, -1], at: 'N', kind: 'normal' }]);
    expect(moves(scenario([...board].reverse(), play))).toEqual(list);
  });
});

describe('anniversary-20: the symbol’s follower is told', () => {
  it('the second meeple placed by a symbol gets an event naming its player, feature and tile', async () => {
    const { readFileSync } = await import('node:fs');
    const { getT } = await import('../../../src/i18n/index.js');
    const { explainEvent } = await import('../../../src/board/words/explain.js');
    const r = score(readFileSync('content/examples/jubilejni-edice-20-let/druhy-druzinik-2a.yaml', 'utf8'));
    const meeple = r.events.find((e) => e.key === 'anniversary-20:event.symbolMeeple');
    expect(meeple?.data).toEqual(
      expect.objectContaining({ kind: 'second-meeple', player: 'red', feature: 'city', figure: 'normal' }),
    );
    expect(meeple!.points).toBe(0);
    expect(explainEvent(meeple!, getT('cs'))).toMatch(
      /^Díky symbolu „druhý družiník“ staví Červený druhého družiníka vedle svého: jako rytíře ve městě/,
    );
    expect(explainEvent(meeple!, getT('en'))).toMatch(
      /places a second meeple beside their own: as a knight in the city/,
    );
  });

  it("an activation says why: the new tile's arrow points at a tile, or the new tile fills the space a board arrow points to", async () => {
    const { readFileSync } = await import('node:fs');
    const { getT } = await import('../../../src/i18n/index.js');
    const { explainEvent } = await import('../../../src/board/words/explain.js');
    const activation = (file: string) =>
      score(readFileSync(`content/examples/jubilejni-edice-20-let/${file}.yaml`, 'utf8')).events.find(
        (e) => e.key === 'anniversary-20:event.symbolActivated',
      )!;
    const own = activation('tah-navic');
    expect(own.data).toEqual(expect.objectContaining({ kind: 'extra-turn', own: true }));
    expect(explainEvent(own, getT('cs'))).toMatch(
      /je aktivován: jeho šipka míří na kartičku, která už leží na plánu\.$/,
    );
    expect(explainEvent(own, getT('en'))).toMatch(/is activated: its arrow points at a tile already on the board\.$/);
    const board = activation('symbol-1c');
    expect(board.data).toEqual(expect.objectContaining({ own: false }));
    expect(explainEvent(board, getT('cs'))).toMatch(/je aktivován: nová kartička leží tam, kam míří jeho šipka\.$/);
    expect(explainEvent(board, getT('en'))).toMatch(/is activated: the new tile lies where its arrow points\.$/);
  });

  it('a follower placed anywhere replaces the usual placement: never worded as one more follower', async () => {
    const { readFileSync } = await import('node:fs');
    const { getT } = await import('../../../src/i18n/index.js');
    const { explainEvent } = await import('../../../src/board/words/explain.js');
    const r = score(readFileSync('content/examples/jubilejni-edice-20-let/kamkoli-2b.yaml', 'utf8'));
    const meeple = r.events.find((e) => e.key === 'anniversary-20:event.symbolMeeple');
    expect(meeple?.data).toEqual(expect.objectContaining({ kind: 'anywhere', player: 'red', feature: 'city' }));
    const cs = explainEvent(meeple!, getT('cs'));
    expect(cs).toMatch(
      /^Díky symbolu „družiník kamkoli“ staví Červený družiníka \(místo obvyklého umístění na novou kartičku\) na volné území: jako rytíře ve městě/,
    );
    expect(cs).not.toMatch(/dalšího|druhého/);
    const en = explainEvent(meeple!, getT('en'));
    expect(en).toMatch(/instead of the usual placement on the new tile\): as a knight in the city/);
    expect(en).not.toMatch(/one more|second/);
  });
});
