import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getT } from '../../src/i18n';
import { loadScenario } from '../../src/engine/loader.js';
import '../../src/engine/modules/index';
import { startScenario, playScenario } from '../../src/engine/scenario';
import {
  describeAction,
  exampleMoveLine,
  explainEvent,
  handTileName,
  explainTotals,
  placeWords,
  relativeTile,
  tileName,
  type TileLookup,
} from '../../src/board/words/explain';
import { signed } from '../../src/i18n/numbers';
import type { ScoreEvent } from '../../src/engine/types';
import { lookupOf } from '../../src/board/words/places';

const cs = getT('cs');
const en = getT('en');

/** The events a worked example's play gives (the scenario file as the site reads it). */
function eventsOf(file: string): ScoreEvent[] {
  const r = loadScenario(readFileSync(file, 'utf8'), file);
  if (!r.ok) throw new Error(JSON.stringify(r.problems));
  const start = startScenario(r.scenario);
  return playScenario(start, r.scenario);
}

describe('directions from the tile being placed', () => {
  it('names an offset exactly: both axes, in a line, next to it, the same cell', () => {
    expect(relativeTile(1, 2, cs)).toBe('kartička 1 pole na východ a 2 pole na jih');
    expect(relativeTile(1, 2, en)).toBe('the tile 1 cell east and 2 cells south');
    expect(relativeTile(0, 2, cs)).toBe('kartička 2 pole na jih');
    expect(relativeTile(0, -2, en)).toBe('the tile 2 cells to the north');
    expect(relativeTile(1, 0, cs)).toBe('sousední kartička na východě');
    expect(relativeTile(-1, 0, cs)).toBe('sousední kartička na západě');
    expect(relativeTile(0, 1, en)).toBe('the neighbouring tile to the south');
    expect(relativeTile(0, 0, cs)).toBe('přikládaná kartička');
    expect(relativeTile(-2, -1, cs)).toBe('kartička 2 pole na západ a 1 pole na sever');
  });

  it('uses the Czech plural forms of "pole" (1 pole, 2–4 pole, 5 polí) and the accusative when asked', () => {
    expect(relativeTile(0, 5, cs)).toBe('kartička 5 polí na jih');
    expect(relativeTile(4, 0, cs)).toBe('kartička 4 pole na východ');
    expect(relativeTile(5, 1, cs)).toBe('kartička 5 polí na východ a 1 pole na jih');
    expect(relativeTile(1, 0, cs, true)).toBe('sousední kartičku na východě');
    expect(relativeTile(0, 3, cs, true)).toBe('kartičku 3 pole na jih');
    expect(relativeTile(0, 0, cs, true)).toBe('přikládanou kartičku');
  });

  it('module actions name the tile they concern by that wording (no diagonal shortcut)', () => {
    const m = { x: 0, y: 0, rotation: 0 as const };
    const text = describeAction({ module: 'bathhouses', type: 'buyBack', x: 1, y: 2 }, cs, m, (k) => k);
    expect(text).toContain('1 pole na východ a 2 pole na jih');
    expect(text).not.toMatch(/jihovýchod/);
  });
});

describe('a far tile from the tile being placed: by its name when a reader can tell it apart', () => {
  const m = { x: 0, y: 0, rotation: 0 as const };
  const board = (...tiles: [string, number, number][]) => lookupOf(tiles.map(([tile, x, y]) => ({ tile, x, y })));
  it('module actions name a tile neither next to nor in line with the placed one by its letter, not by counting cells both ways', () => {
    const game = { modules: [], board: board(['BASE.D', 0, 1], ['BASE.E', 1, 6]), current: 'BASE.A' };
    const text = describeAction({ module: 'anniversary-20', type: 'symbol', from: [1, 6] }, cs, m, (k) => k, game);
    expect(text).toBe('použít symbol: kartička E');
    expect(text).not.toMatch(/pole na/);
    // a tile in line with the placed one keeps its short count
    const line = describeAction({ module: 'anniversary-20', type: 'symbol', from: [0, 1] }, cs, m, (k) => k, game);
    expect(line).toBe('použít symbol: sousední kartička na jihu');
  });
  it('a far tile that has a look-alike is counted, with no "o" before the count', () => {
    const game = { modules: [], board: board(['BASE.E', 0, 1], ['BASE.E', 1, 6]), current: 'BASE.A' };
    const text = describeAction({ module: 'anniversary-20', type: 'symbol', from: [1, 6] }, cs, m, (k) => k, game);
    expect(text).toBe('použít symbol: kartička 1 pole na východ a 6 polí na jih');
  });
  it("an event in a move's frame names a far tile the same way", () => {
    const e = {
      type: 'symbol',
      phase: 'turn',
      module: 'anniversary-20',
      key: 'anniversary-20:event.symbolActivated',
      modifiers: [],
      receivers: [],
      points: 0,
      data: { activated: true, kind: 'extra-turn', at: [1, 6], own: false },
    } as unknown as ScoreEvent;
    const frame = { from: [0, 0] as const, fromTile: 'BASE.A', board: board(['BASE.D', 0, 1], ['BASE.E', 1, 6]) };
    expect(explainEvent(e, cs, frame)).toMatch(/^Symbol „tah navíc“ na kartičce E je aktivován/);
    expect(explainEvent(e, en, frame)).toMatch(/symbol on tile E is activated/);
  });
});

describe('cells for readers: from the start tile or a neighbouring tile', () => {
  it('words a cell from the start tile', () => {
    expect(placeWords(2, 0, cs)).toBe('2 pole východně od startovní kartičky');
    expect(placeWords(0, 1, cs)).toBe('hned jižně od startovní kartičky');
    expect(placeWords(1, -2, cs)).toBe('1 pole východně a 2 pole severně od startovní kartičky');
    expect(placeWords(0, 0, cs)).toBe('na místě startovní kartičky');
    expect(placeWords(-5, 0, en)).toBe('5 cells west of the start tile');
  });

  it('words a cell from a neighbouring tile when no tile lies at the start cell', () => {
    const board: TileLookup = { at: (x, y) => (x === 3 && y === 0 ? { tile: { id: 'BASE.E' }, q: 0 } : undefined) };
    expect(placeWords(3, 1, cs, board)).toBe('hned jižně od kartičky E');
    expect(placeWords(3, 1, en, board)).toBe('just south of tile E');
  });
});

describe('tile names without ids', () => {
  it('names a tile by its letter or number, with its layout at a rotation', () => {
    expect(tileName('BASE.E', cs)).toBe('E');
    expect(tileName('BASE.E', cs, 0)).toBe('E (město: sever)');
    expect(tileName('BASE.E', en, 180)).toBe('E (city: south)');
    expect(tileName('KRB.01', cs)).toBe('č. 1');
  });

  it('a tile in hand the reader has yet to turn says its sides are before turning, as the move line names them once turned', () => {
    expect(handTileName('BASE.E', cs)).toBe('E (město: sever; před otočením)');
    expect(handTileName('BASE.E', en)).toBe('E (city: north; before turning)');
    expect(handTileName('IC.A', cs, true)).toMatch(/^A ze sady Hostince a katedrály \(.*; před otočením\)$/);
    // the question names the tile unturned, the solution as it lies: the two must not read as the same view
    const solution = exampleMoveLine(
      { player: 'red', tile: 'BASE.E', at: [2, 0], rotation: 270 },
      [{ tile: 'BASE.F', at: [1, 0] }],
      cs,
    );
    expect(solution).toContain('E (město: západ)');
    expect(handTileName('BASE.E', cs)).not.toBe('E (město: sever)');
  });

  it('names an illustrative stand-in by a description, never by its id', () => {
    const name = tileName('A20.example-anywhere', cs, 0);
    expect(name).toMatch(/^bez písmene \(ilustrační: /);
    expect(name).not.toMatch(/A20|example/);
  });

  it('the example move line has no coordinates and no ids', () => {
    const line = exampleMoveLine(
      { player: 'red', tile: 'BASE.E', at: [2, 0], rotation: 270 },
      [
        { tile: 'BASE.D', at: [0, 0] },
        { tile: 'BASE.F', at: [1, 0] },
      ],
      cs,
    );
    expect(line).toBe('Tah: Červený přikládá kartičku E (město: západ) hned východně od kartičky F, otočenou o 270°');
    expect(line).not.toMatch(/\[|BASE/);
  });
});

describe('rotations in words', () => {
  it('an unturned tile is "neotočená"/"neotočenou", never "otočená o 0°"; other turns keep their degrees', () => {
    expect(cs('sandbox.handLabel', { tile: 'E', rotation: 0 })).toBe('Kartička v ruce: E, neotočená');
    expect(cs('sandbox.handLabel', { tile: 'E', rotation: 360 })).toBe('Kartička v ruce: E, neotočená');
    expect(cs('sandbox.handLabel', { tile: 'E', rotation: 90 })).toBe('Kartička v ruce: E, otočená o 90°');
    expect(en('sandbox.handLabel', { tile: 'E', rotation: 0 })).toBe('Tile in hand: E, not rotated');
    expect(en('sandbox.handLabel', { tile: 'E', rotation: 180 })).toBe('Tile in hand: E, rotated 180°');
    const line = exampleMoveLine(
      { player: 'red', tile: 'BASE.E', at: [1, 0], rotation: 0 },
      [{ tile: 'BASE.D', at: [0, 0] }],
      cs,
    );
    expect(line).toMatch(/, neotočenou$/);
    expect(line).not.toMatch(/0°/);
  });
  it('the hand label of an example names the tile in the nominative', () => {
    expect(cs('example.handLabel', { name: 'A' })).toBe('Kartička v ruce: kartička A');
    expect(en('example.handLabel', { name: 'A' })).toBe('Tile in hand: tile A');
  });
});

describe('Czech grammar of generated sentences', () => {
  it('declines colours: genitive after "družiník" (the bathhouse release)', () => {
    const e: ScoreEvent = {
      type: 'bathhouse',
      phase: 'turn',
      module: 'bathhouses',
      key: 'bathhouses:event.surrounded',
      modifiers: [],
      receivers: [],
      points: 0,
      data: { leave: 'surrounded', at: [2, 0], player: 'red', value: 4 },
    };
    const text = explainEvent(e, cs);
    expect(text).toContain('družiník červeného hráče se vrací');
    expect(text).toContain('Lázeňský dům 4');
    expect(text).not.toMatch(/\[/);
  });

  it('the King is gained when nobody held it, taken from the previous holder otherwise', () => {
    const first = eventsOf('content/examples/kral-a-loupezivy-rytir/kral-prvni-mesto.yaml')
      .map((e) => explainEvent(e, cs))
      .join(' ');
    expect(first).toContain('Červený získává kartičku krále');
    expect(first).not.toContain('přebírá');
    const taken = eventsOf('content/examples/kral-a-loupezivy-rytir/kral-vetsi-mesto.yaml')
      .map((e) => explainEvent(e, cs))
      .join(' ');
    expect(taken).toContain('Červený přebírá kartičku krále od modrého');
    expect(
      eventsOf('content/examples/kral-a-loupezivy-rytir/kral-vetsi-mesto.yaml')
        .map((e) => explainEvent(e, en))
        .join(' '),
    ).toContain('Red takes the King from Blue');
  });

  it('negative numbers carry the minus sign U+2212', () => {
    expect(signed(-5)).toBe('−5');
    expect(signed(5)).toBe('5');
    expect(cs('count.points', { count: -5 })).toBe('−5 bodů');
    expect(en('count.points', { count: -1 })).toBe('−1 point');
    expect(explainTotals({ red: -5, blue: 0 }, cs)).toBe('Získáno: Červený −5 bodů, Modrý 0 bodů');
    // totals that differ from the points gained follow them; equal ones would repeat them
    expect(explainTotals({ red: 4, blue: 0 }, cs, { red: 9, blue: 3 })).toBe(
      'Získáno: Červený 4 body, Modrý 0 bodů. Stav bodů: Červený 9 bodů, Modrý 3 body',
    );
    expect(explainTotals({ red: 4, blue: 0 }, cs, { red: 4, blue: 0 })).toBe('Získáno: Červený 4 body, Modrý 0 bodů');
  });
});

describe('distinctLabels', () => {
  it('keeps distinct labels, gives shared ones their exact wording, then numbers', async () => {
    const { distinctLabels } = await import('../../src/board/words/explain');
    expect(distinctLabels(['a', 'b'], () => 'x')).toEqual(['a', 'b']);
    expect(distinctLabels(['bez', 'louka (východ)', 'louka (východ)'], (i) => `louka (východ ${i})`)).toEqual([
      'bez',
      'louka (východ 1)',
      'louka (východ 2)',
    ]);
    expect(distinctLabels(['m', 'm', 'n'], () => 'same')).toEqual(['same (1)', 'same (2)', 'n']);
  });
});

describe('a road with two inns says so, and scores as with one', () => {
  it('hostinec-dva-hostince-10: "se 2 hostinci" / "with 2 inns", 5 × 2 = 10; one inn keeps "s hostincem"', () => {
    const lines = (name: string, lang: 'cs' | 'en') => {
      const file = `content/examples/hostince-a-katedraly/${name}.yaml`;
      const r = loadScenario(readFileSync(file, 'utf8'), file);
      if (!r.ok) throw new Error(file);
      const start = startScenario(r.scenario);
      return playScenario(start, r.scenario).map((e) => explainEvent(e, getT(lang)));
    };
    const [two] = lines('hostinec-dva-hostince-10', 'cs');
    expect(two).toMatch(/^Cesta se 2 hostinci: 5 kartiček = 5 × 2 = 10 bodů/);
    expect(lines('hostinec-dva-hostince-10', 'en')[0]).toMatch(/^Road with 2 inns: 5 tiles = 5 × 2 = 10 points/);
    expect(lines('hostinec-cesta-10', 'cs')[0]).toMatch(/^Cesta s hostincem: /);
  });
});

describe('who gets figures back is named in the order of the scoring line', () => {
  it('velky-druzinik-8: Red scores with a large meeple, Black has a knight too: "červenému a černému hráči"', () => {
    const file = 'content/examples/hostince-a-katedraly/velky-druzinik-8.yaml';
    const r = loadScenario(readFileSync(file, 'utf8'), file);
    if (!r.ok) throw new Error(file);
    const start = startScenario(r.scenario);
    const [city] = playScenario(start, r.scenario);
    expect(explainEvent(city!, getT('cs'))).toMatch(/→ Červený\. Rytíři se vracejí červenému a černému hráči\.$/);
    expect(explainEvent(city!, getT('en'))).toMatch(/The knights go back to Red and Black\.$/);
  });
});
