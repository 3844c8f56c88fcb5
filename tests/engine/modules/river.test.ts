import { describe, expect, it } from 'vitest';
import { Game, fittingTiles, getTile, type KnownTileDef } from '../../../src/engine/index.js';
import { RIVER } from '../../../src/engine/modules/river/tiles.js';
import { turnOf, waterSides } from '../../../src/engine/modules/river/index.js';
import { startScenario } from '../../../src/engine/scenario.js';
import { load, problems, score } from './helpers.js';

/** reference tiles-river-abbot-traders.md §1: edges N E S W (W = water) and fields per tile. */
const REFERENCE: Record<string, [string, number]> = {
  A: ['RRWF', 2],
  B: ['CWRW', 4],
  C: ['CWCW', 2],
  D: ['WFWF', 2],
  E: ['CCWW', 2],
  F: ['WFWF', 2],
  G: ['WFFW', 2],
  H: ['FWRW', 3],
  I: ['RWWR', 3],
  J: ['FWWF', 2],
  K: ['WRWR', 4],
  L: ['WFFF', 1],
};

/** A river scenario: the spring at [0, 0], `board` lines after it, and a play. */
function riverYaml(board: string[], play: string): string {
  return [
    'id: river-test',
    'title: { cs: t }',
    'rules: [base, river]',
    'players: [red, blue]',
    'board:',
    '  - { tile: RIVER.A, at: [0, 0], rotation: 0 }',
    ...board.map((b) => `  - ${b}`),
    'play:',
    '  player: red',
    ...play.split('\n').map((l) => `  ${l}`),
  ].join('\n');
}

describe('river: tile data (reference §1)', () => {
  const tiles = RIVER.tiles as KnownTileDef[];
  it('has RIVER.A–L, one copy each, the spring as its start tile', () => {
    expect(tiles.map((t) => t.id)).toEqual(Object.keys(REFERENCE).map((l) => `RIVER.${l}`));
    expect(tiles.every((t) => t.count === 1)).toBe(true);
    expect(tiles.filter((t) => t.start).map((t) => t.id)).toEqual(['RIVER.A']);
  });

  it.each(Object.entries(REFERENCE))('RIVER.%s has the reference edges and fields', (letter, [edges, fields]) => {
    const t = getTile(`RIVER.${letter}`)!;
    expect(t.edgeString).toBe(edges);
    expect(t.features.filter((f) => f.kind === 'field')).toHaveLength(fields);
  });

  it('check sums: 22 water sides, 4 bends, 29 field segments, monasteries on H and L, a garden on J', () => {
    let water = 0,
      bends = 0;
    for (const t of tiles) {
      const sides = waterSides(getTile(t.id)!, 0);
      const n = [0, 1, 2, 3].filter((s) => (sides >> s) & 1).length;
      water += n;
      if (n === 2 && sides !== 0b0101 && sides !== 0b1010) bends++;
    }
    expect(water).toBe(22);
    expect(bends).toBe(4);
    expect(tiles.reduce((n, t) => n + t.features.filter((f) => f.kind === 'field').length, 0)).toBe(29);
    expect(tiles.filter((t) => t.features.some((f) => f.kind === 'monastery')).map((t) => t.id)).toEqual([
      'RIVER.H',
      'RIVER.L',
    ]);
    expect(tiles.filter((t) => t.deco?.some((d) => d.kind === 'garden')).map((t) => t.id)).toEqual(['RIVER.J']);
  });

  it('words turns: right, left, straight', () => {
    expect(turnOf(0, 3)).toBe(1); // in from the north, out to the west: heading south, turning right
    expect(turnOf(0, 1)).toBe(3);
    expect(turnOf(3, 1)).toBe(0);
  });
});

describe('river: water edges', () => {
  it('water meets only water: no base tile fits against the spring, a river tile does', () => {
    const s = load(riverYaml([], 'tile: RIVER.D\nat: [0, 1]\nrotation: 0'));
    const g = startScenario(s).game;
    const base = ['BASE.A', 'BASE.B', 'BASE.U', 'BASE.V', 'BASE.X', 'BASE.C'];
    expect(fittingTiles(g.board, 0, 1, base)).toEqual([]);
    expect(fittingTiles(g.board, 0, 1, ['RIVER.D']).map((f) => f.rotations)).toEqual([[0]]);
    // RIVER.D turned a quarter has fields north and south: no water may face a field
    expect(g.board.fits(getTile('RIVER.D')!, 0, 1, 1)).toBe(false);
  });

  it('no figure stands on the river; its other features take one', () => {
    const g = startScenario(load(riverYaml([], 'tile: RIVER.B\nat: [0, 1]\nrotation: 90'))).game;
    expect(g.check({ x: 0, y: 1, rotation: 90, figure: { at: 'N', kind: 'normal' } })).toMatchObject({
      code: 'figure.forbidden',
    });
    const options = g.figureOptions({ x: 0, y: 1, rotation: 90 }).map((o) => o.at);
    expect(options).not.toContain('N');
    expect(options).toContain('E'); // the city
    expect(options).toContain('W'); // the road over the bridge
  });

  it('the river separates fields: the two banks of a straight stay two fields', () => {
    const yaml = riverYaml([], 'tile: RIVER.D\nat: [0, 1]\nrotation: 0').replace(
      '{ tile: RIVER.A, at: [0, 0], rotation: 0 }',
      '{ tile: RIVER.F, at: [0, 0], rotation: 0 }',
    );
    const g = startScenario(load(yaml)).game;
    expect(g.apply({ x: 0, y: 1, rotation: 0 })).not.toHaveProperty('code');
    const b = g.board;
    const [f, d] = [b.at(0, 0)!, b.at(0, 1)!];
    const west = b.group(b.nodeAt(d, 10)); // WSW
    const east = b.group(b.nodeAt(d, 8)); // SSE
    expect(west).not.toBe(east);
    expect(b.group(b.nodeAt(f, 11))).toBe(west); // each bank goes on along the river
    expect(b.group(b.nodeAt(f, 6))).toBe(east);
  });

  it('the spring does not split its field (reading (a) of note A): both banks meet round it', () => {
    const g = startScenario(
      load(riverYaml(['{ tile: RIVER.D, at: [0, 1], rotation: 0 }'], 'tile: RIVER.F\nat: [0, 2]\nrotation: 0')),
    ).game;
    const b = g.board;
    const d = b.at(0, 1)!;
    expect(b.group(b.nodeAt(d, 10))).toBe(b.group(b.nodeAt(d, 8)));
  });
});

describe('river: setup (reference §4.1–2)', () => {
  it('the spring is the first tile, the ten others come next, the lake last of them; no base start tile', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const g = Game.create({ players: ['red', 'blue'], modules: ['base', 'river'], seed }) as Game;
      expect(g.board.tiles.map((t) => t.tile.id)).toEqual(['RIVER.A']);
      const order = [g.current!, ...[...g.pile].reverse()];
      expect(order).toHaveLength(71 + 11);
      expect(order.slice(0, 10).every((id) => id.startsWith('RIVER.') && id !== 'RIVER.L')).toBe(true);
      expect(order[10]).toBe('RIVER.L');
      expect(order.slice(11).some((id) => id.startsWith('RIVER.'))).toBe(false);
      expect(order.filter((id) => id === 'BASE.D')).toHaveLength(3);
    }
  });

  it('the river tiles come in another order with another seed', () => {
    const first = (seed: number) => {
      const g = Game.create({ players: ['red', 'blue'], modules: ['base', 'river'], seed }) as Game;
      return [g.current!, ...[...g.pile].reverse()].slice(0, 10).join();
    };
    expect(new Set([1, 2, 3, 4, 5, 6].map(first)).size).toBeGreaterThan(1);
  });

  it('base games are dealt as before: the start tile BASE.D and 71 tiles', () => {
    const g = Game.create({ players: ['red', 'blue'], modules: ['base'], seed: 3 }) as Game;
    expect(g.board.tiles.map((t) => t.tile.id)).toEqual(['BASE.D']);
    expect(g.pile.length + 1).toBe(71);
  });
});

describe('river: placement (reference §4.2–3)', () => {
  it('a river tile must continue the open end', () => {
    // RIVER.D west of the spring: its east side (field) meets the spring's west side (field), edges fit
    const g = startScenario(load(riverYaml([], 'tile: RIVER.D\nat: [0, 1]\nrotation: 0'))).game;
    expect(g.board.fits(getTile('RIVER.D')!, -1, 0, 0)).toBe(true);
    expect(g.check({ x: -1, y: 0, rotation: 0 })).toMatchObject({
      code: 'placement.illegal',
      path: 'at',
      params: { module: 'river', reason: 'continue', key: 'river:refusal.continue' },
    });
    expect(g.placements()).toEqual([{ x: 0, y: 1, rotation: 0 }]);
    expect(g.check({ x: 0, y: 1, rotation: 0 })).toBeUndefined();
  });

  // G at [0,1] turns right (south → west); a second right turn straight after it is refused.
  const bend = '{ tile: RIVER.G, at: [0, 1], rotation: 0 }';

  it('refuses a U-turn: two bends in a row the same way', () => {
    const p = problems(riverYaml([bend], 'tile: RIVER.E\nat: [-1, 1]\nrotation: 180'));
    expect(p).toHaveLength(1);
    expect(p[0]!.message).toMatch(/same way twice/);
    const g = startScenario(load(riverYaml([bend], 'tile: RIVER.E\nat: [-1, 1]\nrotation: 270'))).game;
    expect(g.check({ x: -1, y: 1, rotation: 180 })).toMatchObject({ params: { reason: 'uTurn' } });
    expect(g.placements()).toEqual([{ x: -1, y: 1, rotation: 270 }]);
  });

  it('allows the opposite bend, and the same bend after a straight', () => {
    expect(problems(riverYaml([bend], 'tile: RIVER.E\nat: [-1, 1]\nrotation: 270'))).toEqual([]);
    const straight = '{ tile: RIVER.D, at: [-1, 1], rotation: 90 }';
    expect(problems(riverYaml([bend, straight], 'tile: RIVER.E\nat: [-2, 1]\nrotation: 180'))).toEqual([]);
  });

  it('refuses the U-turn for any two bend tiles (I after J)', () => {
    // J turned so that water is N and E at [0,1]: south, then east = a left turn;
    // I at [1,1] must then turn right (east → south), not left (east → north).
    const j = '{ tile: RIVER.J, at: [0, 1], rotation: 270 }';
    expect(waterSides(getTile('RIVER.J')!, 3)).toBe(0b0011);
    const g = startScenario(load(riverYaml([j], 'tile: RIVER.I\nat: [1, 1]\nrotation: 90'))).game;
    expect(g.check({ x: 1, y: 1, rotation: 180 })).toMatchObject({ params: { reason: 'uTurn' } });
    const ok = g.placements();
    expect(ok.length).toBeGreaterThan(0);
    for (const p of ok) {
      const sides = waterSides(getTile('RIVER.I')!, p.rotation / 90);
      expect(sides & 0b1000).toBeTruthy(); // joins by its west side
      expect(sides & 0b0001).toBe(0); // never leaves by the north (left again)
    }
  });
});

describe('river: scoring is unchanged', () => {
  it('a road over the bridge scores its tiles; the river scores nothing', () => {
    // the spring's road leaves by the east; RIVER.K's road crosses the river
    const r = score(
      riverYaml(
        [
          '{ tile: RIVER.D, at: [0, 1], rotation: 0 }',
          '{ tile: BASE.U, at: [1, 0], rotation: 90, meeples: [ { player: red, at: E } ] }',
        ],
        'tile: BASE.V\nat: [2, 0]\nrotation: 0',
      ) + '\nend: true',
    );
    // final scoring: the open road spring–U–V, 3 tiles, 3 points for red
    expect(r.points.red).toBe(3);
    expect(r.events.every((e) => e.type !== 'feature' || e.feature !== 'line')).toBe(true);
  });

  it('a city on a river tile scores as usual when completed', () => {
    // RIVER.C turned a quarter at [0, 1]: the river runs north–south, cities east and west;
    // BASE.E turned to face west closes the east city: 2 tiles, 4 points for blue.
    const r = score(
      riverYaml(
        ['{ tile: RIVER.C, at: [0, 1], rotation: 90, meeples: [ { player: blue, at: E } ] }'],
        'tile: BASE.E\nat: [1, 1]\nrotation: 270',
      ),
    );
    expect(r.points).toEqual({ red: 0, blue: 4 });
  });
});
