/**
 * The analysis board builds the engine's game of a position once: opening a link reads the
 * game the notation was read into and keeps it with the document, an edit keeps the game it
 * checked, and the notation, final scoring, the text listing and the table of moves all read
 * that one game (`gameOfSetup` in src/engine/setup.ts). Counted on `Game.create`, which every
 * build goes through (the scenario builder, the notation reader, the edge check of a file);
 * a copy (`Game.copy`) is no build.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Game, makeNotation, packNotation, positionOf } from '../../src/engine';
import { buildPosition } from '../../src/engine/scenario';
import { loadScenario } from '../../src/engine/loader';
import { buildSetup, gameOfSetup } from '../../src/engine/index';
import { docFromNotation, docFromScenario, handFromYaml, scenarioYaml } from '../../src/analysis/io';
import { notationOfSetup } from '../../src/engine/index';
import { fitCells, placeTile, rotateTile } from '../../src/analysis/edit';
import { eachMoveScore, finalScoring } from '../../src/analysis/scoring';
import { positionLines } from '../../src/analysis/describe';
import { AnalysisState } from '../../src/analysis/state';
import { getT } from '../../src/i18n';
import { notesFromQuery } from '../../src/board/position/notes';
import { cutText } from '../../src/lib/text';

afterEach(() => {
  vi.restoreAllMocks();
});

/** A two-player base game played with each turn's first legal move: `turns` turns, or to its end. */
function playedGame(turns = Infinity): Game {
  const g = Game.create({ players: ['red', 'blue'], modules: ['base'], seed: 11 });
  if (!(g instanceof Game)) throw new Error(g.code);
  for (let i = 0; i < turns && !g.ended; i++) {
    const r = g.apply(g.legalMoves()[0]!);
    if ('code' in r) throw new Error(r.code);
  }
  return g;
}

/** How many games `run` builds (calls of `Game.create`). */
function builds(run: () => void): number {
  const spy = vi.spyOn(Game, 'create');
  try {
    run();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

/** What the page does with the position after opening it or after an edit (refresh.ts, without the DOM). */
function showPosition(s: AnalysisState): void {
  s.sync();
  positionLines(s.doc, getT('cs')); // the text listing
  eachMoveScore(s.doc).next(); // the table of moves starts scoring
}

/** Opens a link as the page does: the notation read into a document, the document opened and shown. */
function openLink(s: AnalysisState, link: string): void {
  const r = docFromNotation(link);
  if (!r.ok) throw new Error(r.issue.key);
  s.open(r.doc);
  showPosition(s);
}

describe('one game per position', () => {
  it('opening a link builds the game once, and an edit builds it once', () => {
    const link = packNotation(positionOf(playedGame(30)));
    const s = new AnalysisState();
    expect(builds(() => openLink(s, link))).toBe(1);
    expect(s.final?.points).toEqual(finalScoring(s.doc)?.points);
    const tile = s.doc.current!;
    const tiles = s.doc.tiles.length;
    const fit = fitCells(s.game, tile)[0]!;
    expect(
      builds(() => {
        const r = placeTile(s.doc, tile, fit.x, fit.y, fit.rotations[0]!);
        if (!r.ok) throw new Error(r.issue.key);
        s.commit(r.doc);
        showPosition(s);
      }),
    ).toBe(1);
    expect(s.doc.tiles.length).toBe(tiles + 1);
    // turning the tile just laid: one game for the position turned
    expect(
      builds(() => {
        const r = rotateTile(s.doc, s.doc.tiles.length - 1);
        if (r.ok) s.commit(r.doc);
        showPosition(s);
      }),
    ).toBeLessThanOrEqual(1);
    // undo goes back to a position whose game is kept
    expect(
      builds(() => {
        s.undo();
        showPosition(s);
      }),
    ).toBe(0);
  });

  it('a finished game opens once too, as a position (no game over: a document has none)', () => {
    const g = playedGame();
    expect(g.ended).toBe(true);
    const link = packNotation(positionOf(g));
    const s = new AnalysisState();
    expect(builds(() => openLink(s, link))).toBe(1);
    // the position shown is the document's, as a game built from it again shows it
    expect(s.notation).toBe(makeNotation(positionOf(buildSetup(s.doc).game!)));
    expect(s.notation).not.toBe(makeNotation(positionOf(g)));
    expect(s.game.ended).toBe(false);
  });

  it('opening a downloaded file builds the game once, its tile in hand kept', async () => {
    const s0 = new AnalysisState();
    openLink(s0, packNotation(positionOf(playedGame(20))));
    const text = await scenarioYaml(s0.doc, { cs: 'Rozbor', en: 'Analysis' }, '');
    const file = loadScenario(text, 'rozbor.yaml');
    if (!file.ok) throw new Error(file.problems[0]?.message);
    const s = new AnalysisState();
    expect(
      builds(() => {
        const r = docFromScenario(file.scenario, handFromYaml(text));
        if (!r.ok) throw new Error(r.issue.key);
        s.open(r.doc);
        showPosition(s);
      }),
    ).toBe(1);
    expect(s.notation).toBe(s0.notation);
  });

  it('the game a link is read into is the game its document builds (every worked example, module state included)', () => {
    let n = 0;
    for (const dir of readdirSync('content/examples', { withFileTypes: true }).filter((e) => e.isDirectory())) {
      for (const f of readdirSync(`content/examples/${dir.name}`)) {
        const file = `content/examples/${dir.name}/${f}`;
        const s = loadScenario(readFileSync(file, 'utf8'), file);
        if (!s.ok) throw new Error(file);
        const g = buildPosition(s.scenario, file, [])!;
        if (s.scenario.play) {
          g.player = g.playerIndex(s.scenario.play.player);
          g.setCurrent(s.scenario.play.tile);
        }
        const r = docFromNotation(packNotation(positionOf(g)));
        expect(r.ok, file).toBe(true);
        if (!r.ok) continue;
        const kept = gameOfSetup(r.doc).game!;
        const built = buildSetup(r.doc).game!;
        expect(makeNotation(positionOf(kept)), file).toBe(makeNotation(positionOf(built)));
        expect(notationOfSetup(r.doc), file).toBe(makeNotation(positionOf(built)));
        expect(kept.status(), file).toEqual(built.status());
        expect(finalScoring(r.doc)?.points, file).toEqual(finalPoints(built));
        n++;
      }
    }
    expect(n).toBeGreaterThan(50);
  }, 60_000);
});

/** Points final scoring adds to a copy of `g`, per colour. */
function finalPoints(g: Game): Record<string, number> {
  const c = g.copy();
  const before = [...c.scores];
  c.finish();
  return Object.fromEntries(c.players.map((p, i) => [p, c.scores[i]! - before[i]!]));
}

describe('the notes of a link', () => {
  it('starts no grapheme segmenter for texts within their length (its first use costs some 40 ms)', () => {
    const Original = Intl.Segmenter;
    let made = 0;
    const intl = Intl as { Segmenter: typeof Intl.Segmenter };
    intl.Segmenter = class extends Original {
      constructor(...args: ConstructorParameters<typeof Original>) {
        super(...args);
        made++;
      }
    };
    try {
      notesFromQuery('?pozice=x&nazev=Z%C3%A1v%C4%9Br&jmena=Ann', 2);
      expect(cutText('krátký', 6)).toBe('krátký');
      expect(made).toBe(0);
      // a text longer than its limit is still cut by clusters, never inside one
      expect(cutText('👍🏽👍🏽👍🏽', 2)).toBe('👍🏽👍🏽');
      expect(made).toBe(1);
    } finally {
      intl.Segmenter = Original;
    }
  });
});
