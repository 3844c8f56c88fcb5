import { describe, expect, it } from 'vitest';
import { Game, getTile, locationCode, tileDef, type Location } from '../../../src/engine/index.js';
import { krbState } from '../../../src/engine/modules/king-robber-baron/index.js';
import { played, problems, score } from './helpers.js';

describe('king-robber-baron: tile data (reference tiles.md §3)', () => {
  it('has 5 land tiles with the reference edges and two award tiles that are never placed', () => {
    const edges = ['KRB.01', 'KRB.02', 'KRB.03', 'KRB.04', 'KRB.05'].map((id) => getTile(id)!.edgeString);
    expect(edges).toEqual(['CCCC', 'CCRR', 'CFFF', 'CFFR', 'CRRR']);
    expect(getTile('KRB.KING')).toBeUndefined();
    expect(tileDef('KRB.ROBBER')).toBeDefined();
    const g = Game.create({ players: ['red', 'blue'], modules: ['king-robber-baron'], seed: 5 }) as Game;
    const ids = [...g.pile, g.current!];
    expect(ids.filter((id) => id.startsWith('KRB.')).sort()).toEqual([
      'KRB.01',
      'KRB.02',
      'KRB.03',
      'KRB.04',
      'KRB.05',
    ]);
  });
  it('KRB.01 has two separate cities', () => {
    expect(getTile('KRB.01')!.features.filter((f) => f.kind === 'city').length).toBe(2);
  });
});

describe("king-robber-baron: the bridge tile's corner fields (DESIGN 1.3 corners)", () => {
  // KRB.01 closes both its cities against four BASE.E; blue farms the field north of it.
  const bridge = (opts: { meeple: string; openEast?: boolean }) => `
id: corner
title: { cs: t }
rules: [base, king-robber-baron]
players: [red, blue]
board:
  - { tile: BASE.E, at: [0, -1], rotation: 180, meeples: [ { player: blue, at: N } ] }
  - { tile: BASE.E, at: [0, 1], rotation: 0 }
  - { tile: BASE.E, at: [-1, 0], rotation: 90 }
${opts.openEast ? '' : '  - { tile: BASE.E, at: [1, 0], rotation: 270 }'}
play: { player: red, tile: KRB.01, at: [0, 0], rotation: 0, meeple: { at: ${opts.meeple} } }
end: true
`;
  const farmEvents = (yaml: string) =>
    score(yaml).events.filter((e) => e.type === 'feature' && 'feature' in e && e.feature === 'field') as {
      receivers: string[];
      points: number;
      cities: number;
      parts: { x: number; y: number; locs: string[] }[];
    }[];

  it('names its four fields by their corners, each its own feature, and offers a farmer on each', () => {
    const t = getTile('KRB.01')!;
    const corners = ['NE', 'SE', 'SW', 'NW'].map((l) => t.locFeature[0]![locationCode(l as Location)]!);
    expect(new Set(corners).size).toBe(4);
    for (const fi of corners) expect(t.features[fi]!.kind).toBe('field');
    // turned a quarter clockwise, the north-west field lies in the north-east corner
    expect(t.locFeature[1]![locationCode('NE')]).toBe(t.locFeature[0]![locationCode('NW')]);
    const g = Game.create({ players: ['red', 'blue'], modules: ['king-robber-baron'], seed: 1 }) as Game;
    g.setCurrent('KRB.01');
    const p = g.placements()[0]!;
    const at = g.figureOptions(p).map((o) => o.at);
    expect(at).toEqual(expect.arrayContaining(['NE', 'SE', 'SW', 'NW']));
  });

  it('a farmer on a corner field scores 3 for each completed city it borders at the end', () => {
    const [blue, red] = farmEvents(bridge({ meeple: 'NE' }));
    expect(red).toMatchObject({ receivers: ['red'], points: 6, cities: 2, parts: [{ x: 0, y: 0, locs: ['NE'] }] });
    // the field above is not joined to the corner: blue keeps it alone, for the one city it borders
    expect(blue).toMatchObject({ receivers: ['blue'], points: 3, cities: 1 });
    // with the west–east city left open, the corner field borders one completed city
    const open = farmEvents(bridge({ meeple: 'SW', openEast: true }));
    expect(open.find((e) => e.receivers[0] === 'red')).toMatchObject({ points: 3, cities: 1 });
  });

  it('no two corner fields are one field: a lone farmer is not outnumbered by farmers in other corners', () => {
    // the bridge tile already down with three farmers; red closes the west–east city
    const e = farmEvents(`
id: corners
title: { cs: t }
rules: [base, king-robber-baron]
players: [red, blue]
board:
  - { tile: KRB.01, at: [0, 0], rotation: 0,
      meeples: [ { player: blue, at: NW }, { player: blue, at: SW }, { player: red, at: NE } ] }
  - { tile: BASE.E, at: [0, -1], rotation: 180 }
  - { tile: BASE.E, at: [0, 1], rotation: 0 }
  - { tile: BASE.E, at: [-1, 0], rotation: 90 }
play: { player: red, tile: BASE.E, at: [1, 0], rotation: 270 }
end: true
`);
    expect(e.map((x) => [x.receivers.join(), x.points, x.parts.map((p) => p.locs.join()).join()]).sort()).toEqual([
      ['blue', 6, 'NW'],
      ['blue', 6, 'SW'],
      ['red', 6, 'NE'],
    ]);
  });
});

describe('king-robber-baron: awards', () => {
  // One BASE.H closes a 2-tile city above it and a 3-tile city below it.
  const twoCities = (awards = '') => `
id: two-cities
title: { cs: t }
rules: [base, king-robber-baron]
players: [red, blue]
${awards}
board:
  - { tile: BASE.E, at: [0, -1], rotation: 180, meeples: [ { player: blue, at: S } ] }
  - { tile: BASE.F, at: [0, 1], rotation: 90 }
  - { tile: BASE.E, at: [0, 2], rotation: 0 }
play: { player: red, tile: BASE.H, at: [0, 0], rotation: 0 }
`;

  it('considers every city one tile completes: the larger one sets the record', () => {
    const g = played(twoCities());
    const s = krbState(g);
    expect(s.king).toEqual({ holder: 0, size: 3 });
  });

  it('a strictly larger city is needed to take the King', () => {
    expect(krbState(played(twoCities('awards: { king: { player: blue, size: 3 } }'))).king.holder).toBe(1);
    expect(krbState(played(twoCities('awards: { king: { player: blue, size: 2 } }'))).king).toEqual({
      holder: 0,
      size: 3,
    });
  });

  it('the village crossing splits roads and its stubs are no road: Robber Baron size 2', () => {
    const g = played(`
id: stubs
title: { cs: t }
rules: [base, inns-cathedrals, king-robber-baron]
players: [red, blue]
board:
  - { tile: BASE.A, at: [-1, 0], rotation: 270 }
  - { tile: BASE.A, at: [1, 0], rotation: 90 }
  - { tile: BASE.E, at: [0, -1], rotation: 180 }
play: { player: blue, tile: IC.I, at: [0, 0], rotation: 0 }
`);
    const s = krbState(g);
    expect(s.robber).toEqual({ holder: 1, size: 2 });
    expect(s.king).toEqual({ holder: 1, size: 2 });
  });

  it('without a holder nobody scores the award at the end', () => {
    const r = score(`
id: nobody
title: { cs: t }
rules: [base, king-robber-baron]
players: [red, blue]
board:
  - { tile: BASE.E, at: [0, 0], rotation: 0 }
  - { tile: BASE.E, at: [0, -1], rotation: 180 }
end: true
`);
    expect(r.points).toEqual({ red: 0, blue: 0 });
  });

  it('the holder counts completed cities whether occupied or not, and only completed ones', () => {
    const r = score(`
id: count
title: { cs: t }
rules: [base, king-robber-baron]
players: [red, blue]
awards: { king: blue }
board:
  - { tile: BASE.E, at: [0, 0], rotation: 0 }
  - { tile: BASE.E, at: [0, -1], rotation: 180 }
  - { tile: BASE.E, at: [1, 0], rotation: 0, meeples: [ { player: red, at: N } ] }
play: { player: red, tile: BASE.E, at: [1, -1], rotation: 180 }
end: true
`);
    // red: 4 for the city; blue (King kept: equal size 2) 2 cities at the end.
    expect(r.points).toEqual({ red: 4, blue: 2 });
  });

  it('reports an award holder who is not playing', () => {
    expect(problems(twoCities('awards: { king: green }')).map((p) => p.path)).toContain('awards.king');
  });
});

describe('king-robber-baron: status beside the board', () => {
  const yaml = `
id: t
title: { cs: t }
rules: [base, king-robber-baron]
players: [red, blue]
awards: { king: blue }
board:
  - { tile: BASE.E, at: [0, 0], rotation: 0 }
  - { tile: BASE.E, at: [0, -1], rotation: 180 }
  - { tile: BASE.E, at: [1, -1], rotation: 180,
      meeples: [ { player: red, at: S, kind: normal } ] }
  - { tile: BASE.F, at: [1, 0], rotation: 90 }
play:
  player: red
  tile: BASE.E
  at: [1, 1]
  rotation: 0
`;
  it('names the holder of each award and the size to beat', () => {
    const g = played(yaml);
    expect(g.status()).toEqual([
      { key: 'king-robber-baron:status.king', data: { award: 'king', player: 'red', size: 3 } },
    ]);
  });

  it('shows nothing before anybody holds an award, and both awards when held', () => {
    const g = Game.create({ players: ['red', 'blue'], modules: ['king-robber-baron'], seed: 3 });
    if ('code' in g) throw new Error(g.code);
    expect(g.status()).toEqual([]);
    krbState(g).king = { holder: 1, size: 4 };
    krbState(g).robber = { holder: 0, size: 2 };
    expect(g.status()).toEqual([
      { key: 'king-robber-baron:status.king', data: { award: 'king', player: 'blue', size: 4 } },
      { key: 'king-robber-baron:status.robber', data: { award: 'robber', player: 'red', size: 2 } },
    ]);
  });
});
