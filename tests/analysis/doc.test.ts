import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { emptySetup, buildSetup, type Setup } from '../../src/engine/index';
import {
  addFigure,
  completesOccupied,
  fitCells,
  placeTile,
  removeFigure,
  removeTile,
  rotateTile,
  setCurrent,
  setModules,
  setPlayers,
  setScore,
  setStateFigure,
  setStateValue,
  whyNot,
  whyNotHere,
} from '../../src/analysis/edit';
import { docFromNotation, docFromScenario, scenarioYaml, handFromYaml } from '../../src/analysis/io';
import { notationOfSetup } from '../../src/engine/index';
import { copiesLeft, boxTiles, boxSets } from '../../src/analysis/tilebox';
import { finalScoring, moveScores, sortMoves } from '../../src/analysis/scoring';
import { evaluateScenario, buildPosition } from '../../src/engine/scenario';
import { loadScenario } from '../../src/engine/loader';
import { Game } from '../../src/engine/game';
import { makeNotation, positionOf } from '../../src/engine/notation';

function ok(r: { ok: true; doc: Setup } | { ok: false; issue: { key: string } }): Setup {
  if (!r.ok) throw new Error(`refused: ${JSON.stringify(r.issue)}`);
  return r.doc;
}

describe('tile box', () => {
  it('brings the sets of the modules; the demo game only its own', () => {
    expect(boxSets(['base', 'inns-cathedrals'])).toEqual(['BASE', 'IC']);
    expect(boxSets(['base', 'demo'])).toEqual(['DEMO']);
    expect(boxTiles(['base']).length).toBe(24);
    expect(boxTiles(['base']).reduce((n, t) => n + t.count, 0)).toBe(72);
  });
  it('counts copies on the board and in hand', () => {
    let d = emptySetup();
    expect(copiesLeft(d, 'BASE.D')).toBe(4);
    d = ok(placeTile(d, 'BASE.D', 0, 0, 0));
    d = ok(setCurrent(d, 'BASE.D'));
    expect(copiesLeft(d, 'BASE.D')).toBe(2);
    expect(copiesLeft(d, 'IC.A')).toBe(0);
  });
  it('refuses a copy more than the set has', () => {
    let d = emptySetup();
    d = ok(placeTile(d, 'BASE.C', 0, 0, 0)); // the only city-on-all-sides tile
    const r = placeTile(d, 'BASE.C', 1, 0, 0);
    expect(r.ok ? '' : r.issue.key).toBe('noCopies');
  });
});

describe('placing tiles', () => {
  it('marks every cell and rotation where a tile fits', () => {
    let d = ok(placeTile(emptySetup(), 'BASE.D', 0, 0, 0));
    const g = buildSetup(d).game!;
    const cells = fitCells(g, 'BASE.E');
    expect(cells.length).toBeGreaterThan(0);
    // BASE.E (a city cap) fits north of BASE.D's city side only facing south
    expect(cells.find((c) => c.x === 0 && c.y === -1)?.rotations).toEqual([180]);
    d = ok(placeTile(d, 'BASE.E', 0, -1, 180));
    expect(d.tiles.length).toBe(2);
  });
  it('says which side meets which when a tile does not fit', () => {
    const d = ok(placeTile(emptySetup(), 'BASE.D', 0, 0, 0));
    const g = buildSetup(d).game!;
    const why = whyNot(g, 'BASE.E', 0, -1, 0)!;
    expect(why.key).toBe('mismatchTurn');
    expect(why.params).toMatchObject({ side: 'S', edge: 'field', other: 'BASE.D', otherSide: 'N', otherEdge: 'city' });
    expect(whyNot(g, 'BASE.E', 5, 5, 0)!.key).toBe('noNeighbour');
    expect(whyNot(g, 'BASE.E', 0, 0, 0)!.key).toBe('cellTaken');
    const r = placeTile(d, 'BASE.E', 0, -1, 0);
    expect(r.ok).toBe(false);
  });
  it('does not lay a tile that would complete a feature a figure stands on (play mode does), and says so', () => {
    let d = ok(placeTile(emptySetup(), 'BASE.D', 0, 0, 0));
    // a city nobody stands on may be completed by hand
    expect(ok(placeTile(d, 'BASE.E', 0, -1, 180)).tiles.length).toBe(2);
    d = ok(addFigure(d, 0, 'N', 'red', 'normal'));
    const r = placeTile(d, 'BASE.E', 0, -1, 180);
    expect(r.ok ? null : r.issue).toEqual({
      key: 'completesOccupied',
      params: { tile: 'BASE.E', x: 0, y: -1, rotation: 180, feature: 'city', context: 'city' },
    });
    const g = buildSetup(d).game!;
    expect(completesOccupied(g, 'BASE.E', 0, -1, 180)?.key).toBe('completesOccupied');
    // the marked cells leave it out; the wrong rotation there is refused for the same reason
    expect(fitCells(g, 'BASE.E').find((c) => c.x === 0 && c.y === -1)).toBeUndefined();
    expect(whyNot(g, 'BASE.E', 0, -1, 0)!.key).toBe('mismatchTurn');
    expect(whyNotHere(g, 'BASE.E', 0, -1, 0)!.key).toBe('completesOccupied');
    // elsewhere the tile is laid as before
    expect(fitCells(g, 'BASE.E').find((c) => c.x === 0 && c.y === 1)?.rotations).toEqual([90, 180, 270]);
    expect(completesOccupied(g, 'BASE.E', 0, 1, 180)).toBeUndefined();
  });
  it('rotates a placed tile with its figures and removes one', () => {
    let d = ok(placeTile(emptySetup(), 'BASE.D', 0, 0, 0));
    d = ok(addFigure(d, 0, 'N', 'red', 'normal'));
    d = ok(rotateTile(d, 0));
    expect(d.tiles[0]!.rotation).toBe(90);
    expect(d.tiles[0]!.figures[0]!.at).toBe('E');
    d = ok(removeTile(d, 0));
    expect(d.tiles.length).toBe(0);
  });
});

describe('figures', () => {
  const base = () => {
    let d = ok(placeTile(emptySetup(['base', 'inns-cathedrals']), 'BASE.D', 0, 0, 0));
    d = ok(placeTile(d, 'BASE.E', 0, -1, 180));
    return d;
  };
  it('refuses a figure on a completed feature', () => {
    const r = addFigure(base(), 1, 'S', 'red', 'normal');
    expect(r.ok ? '' : r.issue.key).toBe('figureOnCompleted');
  });
  it('refuses a second figure on the same tile feature but allows one on a feature joined later', () => {
    let d = ok(placeTile(emptySetup(), 'BASE.D', 0, 0, 0));
    d = ok(addFigure(d, 0, 'E', 'red', 'normal'));
    const r = addFigure(d, 0, 'W', 'blue', 'normal');
    expect(r.ok ? '' : r.issue.key).toBe('figureTaken');
    d = ok(placeTile(d, 'BASE.U', 1, 0, 90));
    d = ok(addFigure(d, 1, 'E', 'blue', 'normal'));
    expect(d.tiles[1]!.figures).toEqual([{ player: 'blue', at: 'E', kind: 'normal' }]);
  });
  it('counts the supply: one large meeple each', () => {
    let d = base();
    d = ok(addFigure(d, 0, 'E', 'red', 'large'));
    const r = addFigure(d, 0, 'SSE', 'red', 'large');
    expect(r.ok ? '' : r.issue.key).toBe('figureSupply');
    d = ok(removeFigure(d, 0, 0));
    expect(d.tiles[0]!.figures).toEqual([]);
  });
  it('no farmers in the demo game', () => {
    const d = ok(placeTile(emptySetup(['base', 'demo']), 'DEMO.03', 0, 0, 0));
    const r = addFigure(d, 0, 'SSE', 'red', 'normal');
    expect(r.ok).toBe(false);
  });
});

describe('module state and players', () => {
  it('award holders and bathhouse occupants reach the engine', () => {
    let d = ok(placeTile(emptySetup(['base', 'king-robber-baron', 'bathhouses']), 'BASE.D', 0, 0, 0));
    d = ok(placeTile(d, 'BATH.03', 1, 0, 90));
    d = ok(setStateValue(d, 'king-robber-baron', 'king', 'blue'));
    d = ok(setStateValue(d, 'king-robber-baron', 'kingSize', 3));
    d = ok(setStateFigure(d, 'bathhouses', 'occupants', 1, 0, { player: 'red', kind: 'normal' }));
    const g = buildSetup(d).game!;
    expect(g.status()).toContainEqual({
      key: 'king-robber-baron:status.king',
      data: { award: 'king', player: 'blue', size: 3 },
    });
    expect(g.parkedFigures().map((f) => [f.x, f.y, g.players[f.player]])).toEqual([[1, 0, 'red']]);
    expect(finalScoring(d)!.points.blue).toBe(0); // no completed city: the King scores 0
  });
  it('players: 6 only with Inns & Cathedrals, colours follow their seat', () => {
    let d = emptySetup();
    expect(setPlayers(d, ['red', 'blue', 'green', 'yellow', 'black', 'pink']).ok).toBe(false);
    d = ok(setModules(d, ['base', 'inns-cathedrals']));
    d = ok(setPlayers(d, ['red', 'blue', 'green', 'yellow', 'black', 'pink']));
    d = ok(placeTile(d, 'BASE.D', 0, 0, 0));
    d = ok(addFigure(d, 0, 'N', 'pink', 'normal'));
    expect(setModules(d, ['base']).ok).toBe(false);
    d = ok(setPlayers(d, ['blue', 'red', 'green', 'yellow', 'black', 'pink']));
    expect(d.tiles[0]!.figures[0]!.player).toBe('pink');
    expect(d.players.slice(0, 2)).toEqual(['blue', 'red']);
    expect(setPlayers(d, ['red', 'blue']).ok).toBe(false); // pink has a figure
    d = ok(setScore(d, 5, 12));
    expect(setScore(d, 0, 1e9).ok).toBe(false);
  });
});

describe('notation', () => {
  it('round trip through the engine notation', () => {
    let d = ok(placeTile(emptySetup(), 'BASE.D', 0, 0, 0));
    d = ok(placeTile(d, 'BASE.U', 1, 0, 90));
    d = ok(addFigure(d, 1, 'E', 'blue', 'normal'));
    d = ok(setCurrent(d, 'BASE.E'));
    const n = notationOfSetup(d);
    const back = docFromNotation(n);
    expect(back.ok).toBe(true);
    if (back.ok) expect(notationOfSetup(back.doc)).toBe(n);
  });
  it('broken links name what is wrong and never throw', () => {
    for (const bad of [
      '',
      'x',
      '1~red_blue~base~~~0_0~~9',
      '1~red_red~base~~~0_0~~0',
      '1~red~base~~~0~~0',
      '1~red_blue~nope~~~0_0~~0',
      '1~red_blue~base~BASE.Z.0.0.0~~0_0~~0',
      '1~red_blue~base~BASE.D.0.0.0_BASE.E.0.-1.0~~0_0~~0',
      '1~red_blue~base~BASE.D.0.0.0_BASE.D.0.0.0~~0_0~~0',
      '1~red_blue~base~BASE.D.99999.0.0~~0_0~~0',
      '1~red_blue~base~BASE.D.0.0.0~0.N.0.normal_0.N.1.normal~0_0~~0',
      '%E0%A4%A',
      '1~<img src=x>~base~~~0~~0',
      '1~red_blue~base~BASE.D.0.0.0~0.N.0.giant~0_0~~0',
      'A'.repeat(30000),
    ]) {
      const r = docFromNotation(bad);
      expect(r.ok, bad.slice(0, 60)).toBe(false);
      if (!r.ok) expect(r.issue.key).toMatch(/^[a-zA-Z]+$/);
    }
  });
  it('over-count positions open with a warning', () => {
    const n = '1~red_blue~base~BASE.C.0.0.0_BASE.C.1.0.0~~0_0~~0';
    const r = docFromNotation(n);
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.warnings.map((w) => w.key)).toEqual(['overCount']);
  });
});

describe('scenario files', () => {
  it('every worked example opens, and its notation equals the engine position with the tile in hand', () => {
    for (const dir of readdirSync('content/examples', { withFileTypes: true }).filter((e) => e.isDirectory())) {
      for (const f of readdirSync(`content/examples/${dir.name}`)) {
        const file = `content/examples/${dir.name}/${f}`;
        const s = loadScenario(readFileSync(file, 'utf8'), file);
        if (!s.ok) throw new Error(file);
        const r = docFromScenario(s.scenario);
        expect(r.ok, file).toBe(true);
        if (!r.ok) continue;
        const g = buildPosition(s.scenario, file, [])!;
        if (s.scenario.play) {
          g.player = g.playerIndex(s.scenario.play.player);
          g.setCurrent(s.scenario.play.tile);
        }
        const n = makeNotation(positionOf(g));
        expect(notationOfSetup(r.doc), file).toBe(n);
        const again = docFromNotation(n);
        expect(again.ok, file).toBe(true);
      }
    }
  });
  it('the downloaded file scores, with end: true, what final scoring would add', async () => {
    let d = ok(placeTile(emptySetup(['base', 'inns-cathedrals', 'king-robber-baron']), 'BASE.D', 0, 0, 0));
    d = ok(placeTile(d, 'BASE.U', 1, 0, 90));
    d = ok(addFigure(d, 1, 'E', 'blue', 'large'));
    d = ok(addFigure(d, 0, 'N', 'red', 'normal'));
    d = ok(addFigure(d, 0, 'SSE', 'red', 'normal'));
    d = ok(setStateValue(d, 'king-robber-baron', 'robber', 'red'));
    d = ok(setScore(d, 0, 7));
    d = ok(setCurrent(d, 'BASE.V'));
    const text = await scenarioYaml(
      d,
      { cs: 'Rozbor pozice', en: 'Position analysis' },
      'https://example.org/cs/rozbor/?pozice=x',
    );
    const s = loadScenario(text, 'rozbor.yaml');
    if (!s.ok) throw new Error(JSON.stringify(s.problems));
    expect(evaluateScenario(s.scenario).points).toEqual(finalScoring(d)!.points);
    expect(handFromYaml(text)).toEqual({ tile: 'BASE.V', player: 'red' });
    const back = docFromScenario(s.scenario, handFromYaml(text));
    expect(back.ok && notationOfSetup(back.doc)).toBe(notationOfSetup(d));
  });
});

describe('scoring', () => {
  it('final scoring and the moves of the tile in hand', () => {
    let d = ok(placeTile(emptySetup(), 'BASE.D', 0, 0, 0));
    d = ok(addFigure(d, 0, 'N', 'red', 'normal'));
    d = ok(setCurrent(d, 'BASE.E'));
    const f = finalScoring(d)!;
    expect(f.points).toEqual({ red: 1, blue: 0 });
    const moves = moveScores(d);
    const g = buildSetup(d).game!;
    expect(moves.length).toBe(g.legalMoves().length);
    const best = sortMoves(moves, { by: 'player', player: 'red' }, 'red')[0]!;
    expect(best.points.red).toBe(4); // closing the city: 2 tiles × 2
    expect(g instanceof Game).toBe(true);
  });
});

describe('whole games', () => {
  function play(mods: string[], seed: number, players: string[]): Game {
    const g = Game.create({ players, modules: mods, seed }) as Game;
    while (!g.ended && g.current) {
      const ms = g.legalMoves();
      const withFig = ms.filter((m) => m.figure);
      const pool = withFig.length && g.random() < 0.6 ? withFig : ms;
      g.apply(pool[Math.floor(g.random() * pool.length)]!);
    }
    return g;
  }
  it('a finished base game and an all-module game open on the board and round-trip', () => {
    const all = ['base', 'inns-cathedrals', 'king-robber-baron', 'anniversary-20', 'bathhouses'];
    for (const [mods, players] of [
      [['base'], ['red', 'blue']],
      [all, ['red', 'blue', 'green', 'yellow', 'black', 'pink']],
    ] as const) {
      const g = play([...mods], 3, [...players]);
      const n = makeNotation(positionOf(g));
      const r = docFromNotation(n);
      if (!r.ok) throw new Error(JSON.stringify(r.issue));
      expect(r.warnings).toEqual([]);
      // the board edits a position: a finished game opens as the same position, not as over
      expect(notationOfSetup(r.doc)).toBe(n.replace(/_over$/, ''));
      expect(finalScoring(r.doc)).not.toBeNull();
    }
  });
});
