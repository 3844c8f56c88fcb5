/**
 * Words that say where (src/board/words/places.ts, explain.ts): a cell is worded from a tile that
 * lies on the board and that no other tile there looks like, never from an empty cell; a
 * list of tiles is worded from one reference tile, so no two entries are worded from each
 * other; tile names say their set where tiles of several sets lie together; a score event
 * in a move's frame says where it lies from the tile being placed, as the move's choices do.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getT } from '../../src/i18n';
import { loadScenario } from '../../src/engine/loader.js';
import '../../src/engine/modules/index';
import { playScenario, startScenario } from '../../src/engine/scenario';
import { exampleMoveLine, explainEvent } from '../../src/board/words/explain';
import { landmarkFor, listWords, lookupOf, placeWords, tileName } from '../../src/board/words/places';

const cs = getT('cs');
const en = getT('en');

/** A board from `[tile, x, y]` entries. */
const board = (...tiles: [string, number, number][]) => lookupOf(tiles.map(([tile, x, y]) => ({ tile, x, y })));

describe('a cell is worded from a tile the reader can see and tell apart', () => {
  it('never from an empty cell: with no tile at the start cell, from a tile that lies there', () => {
    // nothing at [0, 0]; E lies at [3, 0]
    const b = board(['BASE.E', 3, 0], ['BASE.U', 4, 0]);
    expect(placeWords(3, 1, cs, b)).toBe('hned jižně od kartičky E');
    expect(placeWords(0, 1, cs, b)).not.toMatch(/startovní/);
    expect(placeWords(0, 1, cs, b)).toBe('3 pole západně a 1 pole jižně od kartičky E');
    expect(placeWords(3, 1, en, b)).toBe('just south of tile E');
  });

  it('where every tile has a look-alike, from the one that is outermost of its kind (never an E from an E alone)', () => {
    // three Es in a column: the one at [0, -1] is worded from the southernmost E (as near as the
    // northernmost, and laid first)
    const b = board(['BASE.E', 0, 0], ['BASE.E', 0, -1], ['BASE.E', 0, -2]);
    expect(landmarkFor(0, -1, b)).toEqual({ x: 0, y: 0, id: 'BASE.E', most: 'S' });
    expect(placeWords(0, -1, cs, b)).toBe('hned severně od nejjižnější kartičky E');
    expect(placeWords(0, -1, en, b)).toBe('just north of the southernmost tile E');
    // the middle E is never the reference: it is outermost on no side
    expect(landmarkFor(0, 1, b)).toEqual({ x: 0, y: 0, id: 'BASE.E', most: 'S' });
    // two Es side by side: each is worded from the other by its side
    const two = board(['BASE.E', 0, 0], ['BASE.E', 1, 0]);
    expect(placeWords(1, 0, cs, two)).toBe('hned východně od nejzápadnější kartičky E');
    expect(placeWords(0, 1, cs, two)).toBe('hned jižně od nejzápadnější kartičky E');
  });

  it('not from a tile that has a look-alike on the board (the start tile among other Ds)', () => {
    // two Ds (the start tile one of them) and a lone E
    const b = board(['BASE.D', 0, 0], ['BASE.D', 1, 0], ['BASE.E', 0, -1]);
    expect(landmarkFor(1, -1, b)).toEqual({ x: 0, y: -1, id: 'BASE.E' });
    expect(placeWords(1, -1, cs, b)).toBe('hned východně od kartičky E');
    expect(placeWords(1, 1, cs, b)).toBe('1 pole východně a 2 pole jižně od kartičky E');
    for (const [x, y] of [
      [2, 0],
      [0, 1],
      [-1, 0],
    ] as const)
      expect(placeWords(x, y, cs, b)).toMatch(/od kartičky E$/);
  });

  it('not from a tile without a letter (an illustrative stand-in): its name tells it from nothing', () => {
    const b = board(['DEMO.03', 0, 0], ['DEMO.example-monastery-road', 0, 1]);
    expect(placeWords(0, 2, cs, b)).toBe('2 pole jižně od kartičky č. 3');
  });

  it('the nearest such tile, in a straight line before a diagonal; the cell itself is never its own reference', () => {
    const b = board(['BASE.D', 0, 0], ['BASE.E', 1, 0], ['BASE.F', 1, 1]);
    // [2, 1]: F is next to it, E diagonal
    expect(placeWords(2, 1, cs, b)).toBe('hned východně od kartičky F');
    // the tile at [1, 0] itself is worded from another tile
    expect(placeWords(1, 0, cs, b)).toBe('hned východně od kartičky D');
  });

  it('a board with no other tile says "in the middle of the board"; without a board, the start tile as before', () => {
    expect(placeWords(0, 0, cs, board(['BASE.D', 0, 0]))).toBe('uprostřed plochy');
    expect(placeWords(0, 1, cs, board())).toBe('uprostřed plochy');
    expect(placeWords(0, 1, cs)).toBe('hned jižně od startovní kartičky');
  });
});

describe('a list of tiles is worded from one tile, never one entry from another', () => {
  it('every entry names the same reference tile, which says so itself; no circle', () => {
    // E and F next to each other: worded pairwise they would point at each other
    const b = board(['BASE.D', 0, 0], ['BASE.E', 1, 0], ['BASE.F', 2, 0], ['BASE.D', 3, 0]);
    const w = listWords(b, cs);
    const lines = b.tiles!.map((p) => `${w.name(p.tile.id)}: ${w.place(p.x, p.y)}`);
    // the reference tile: one no other tile looks like, nearest the middle (F; the Ds are alike)
    expect(lines).toEqual([
      'D: 2 pole západně od kartičky F',
      'E: hned západně od kartičky F',
      'F: (od ní se počítá poloha ostatních kartiček)',
      'D: hned východně od kartičky F',
    ]);
    expect(w.onTile(2, 0)).toBe('na kartičce F');
    expect(w.onTile(1, 0)).toBe('na kartičce hned západně od kartičky F');
    const wen = listWords(b, en);
    expect(wen.place(1, 0)).toBe('just west of tile F');
  });

  it('a lone tile lies in the middle of the board', () => {
    expect(listWords(board(['BASE.D', 0, 0]), cs).place(0, 0)).toBe('uprostřed plochy');
  });
});

describe('tile letters say their set where sets are mixed', () => {
  it('names the set after the letter, only when asked', () => {
    expect(tileName('BASE.A', cs)).toBe('A');
    expect(tileName('BASE.A', cs, undefined, true)).toBe('A ze sady Základní hra');
    expect(tileName('IC.A', cs, undefined, true)).toBe('A ze sady Hostince a katedrály');
    expect(tileName('IC.A', en, undefined, true)).toBe('A from the Inns & Cathedrals set');
  });

  it('a board of two sets names the reference tile with its set; a board of one set does not', () => {
    const mixed = board(['BASE.D', 0, 0], ['IC.A', 1, 0]);
    expect(placeWords(2, 0, cs, mixed)).toBe('hned východně od kartičky A ze sady Hostince a katedrály');
    expect(placeWords(2, 0, cs, board(['BASE.D', 0, 0], ['BASE.A', 1, 0]))).toBe('hned východně od kartičky A');
  });

  it("a worked example's move line never words the tile placed from a tile that looks like it", () => {
    const line = exampleMoveLine(
      { player: 'red', tile: 'BASE.E', at: [0, -1], rotation: 180 },
      [
        { tile: 'BASE.E', at: [0, 0] },
        { tile: 'BASE.F', at: [1, 0] },
      ],
      cs,
    );
    expect(line).toBe(
      'Tah: Červený přikládá kartičku E (město: jih) 1 pole západně a 1 pole severně od kartičky F, otočenou o 180°',
    );
  });

  it("a worked example's move line on a board of two sets names both tiles with their set", () => {
    const line = exampleMoveLine(
      { player: 'red', tile: 'IC.A', at: [1, 0], rotation: 0 },
      [{ tile: 'BASE.A', at: [0, 0] }],
      cs,
    );
    expect(line).toMatch(/^Tah: Červený přikládá kartičku A ze sady Hostince a katedrály \(/);
    expect(line).toContain('hned východně od kartičky A ze sady Základní hra');
  });
});

describe('score events in a frame say where they lie', () => {
  function scenario(file: string) {
    const r = loadScenario(readFileSync(file, 'utf8'), file);
    if (!r.ok) throw new Error(JSON.stringify(r.problems));
    return r.scenario;
  }

  it("in a move's frame: the feature on the tile being placed, the bathhouse from that tile (as its choices say)", () => {
    // BASE.A at [3, 0] closes the road; the lone robber goes into bathhouse 5 two cells west
    const s = scenario('content/examples/lazne/lazne-cesta-dva-domy.yaml');
    const events = playScenario(startScenario(s), s);
    const frame = { from: [3, 0] as const };
    const lines = events.map((e) => explainEvent(e, cs, frame));
    expect(lines[0]).toMatch(/^Cesta na přikládané kartičce s lázeňskými domy 5 \+ 3 = \+8: /);
    expect(lines.at(-1)).toBe('Červený družiník jde do lázeňského domu 5 na kartičce 2 pole na západ.');
    expect(explainEvent(events.at(-1)!, en, frame)).toMatch(/bathhouse 5 on the tile 2 cells to the west/);
    // without a frame the line is as before: no place for the feature
    expect(explainEvent(events[0]!, cs)).toMatch(/^Cesta s lázeňskými domy/);
  });

  it('on a board: a bathhouse is placed from a tile one can tell apart, never from the start tile', () => {
    // BASE.A lies at the start cell and again at [3, 0]: the start tile has a look-alike
    const s = scenario('content/examples/lazne/lazne-cesta-dva-domy.yaml');
    const start = startScenario(s);
    const events = playScenario(start, s);
    const enter = events.at(-1)!;
    expect(explainEvent(enter, cs)).toBe(
      'Červený družiník jde do lázeňského domu 5 na kartičce hned východně od startovní kartičky.',
    );
    expect(explainEvent(enter, cs, { board: start.game.board })).toBe(
      'Červený družiník jde do lázeňského domu 5 na kartičce č. 3 ze sady Lázně.',
    );
  });

  it("on a board: a feature on a tile no other tile looks like is named by that tile's letter", () => {
    const s = scenario('content/examples/lazne/lazne-navsteva.yaml');
    const start = startScenario(s);
    const events = playScenario(start, s);
    const city = events.find((e) => e.type === 'feature')!;
    // after the play two Es lie on the board: the city is named from a tile one can tell apart
    const text = explainEvent(city, cs, { board: start.game.board });
    expect(text).toMatch(/^Město na kartičce /);
    expect(text).not.toMatch(/startovní/);
  });
});
