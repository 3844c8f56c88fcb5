/**
 * Bathhouse choices say what they do (src/board/turn/choices.ts, the bathhouses module's
 * `spelledMove` and wording): a house is named by its value and where it lies from the tile
 * being placed; a move that names no house still says where the lone follower goes (the
 * module's default is never silent); an order of scoring names the features in order; a
 * road with two bathhouses shows their values as a sum.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getT } from '../../src/i18n';
import { loadScenario } from '../../src/engine/loader.js';
import '../../src/engine/modules/index';
import { playScenario, startScenario } from '../../src/engine/scenario';
import { choiceEntries, choiceText } from '../../src/board/turn/choices';
import { explainEvent, relativePlace } from '../../src/board/words/explain';
import type { Game, Move } from '../../src/engine';

const cs = getT('cs');
const en = getT('en');

function scenario(name: string) {
  const file = `content/examples/lazne/${name}.yaml`;
  const r = loadScenario(readFileSync(file, 'utf8'), file);
  if (!r.ok) throw new Error(JSON.stringify(r.problems));
  return r.scenario;
}

/** The position before the example's play, with its tile in hand, and the moves at the play's placement. */
function atPlay(name: string): { game: Game; tile: string; moves: Move[] } {
  const s = scenario(name);
  const { game } = startScenario(s);
  const play = s.play!;
  game.current = play.tile;
  const moves = game.legalMovesAt({ x: play.at[0]!, y: play.at[1]!, rotation: play.rotation as 0 });
  return { game, tile: play.tile, moves };
}

describe('a cell from the tile being placed, as a phrase after a noun', () => {
  it('reads "hned na východě", "2 pole na jih", "na přikládané kartičce"', () => {
    expect(relativePlace(1, 0, cs)).toBe('hned na východě');
    expect(relativePlace(0, 2, cs)).toBe('2 pole na jih');
    expect(relativePlace(0, 0, cs)).toBe('na přikládané kartičce');
    expect(relativePlace(-1, 2, cs)).toBe('1 pole na západ a 2 pole na jih');
    expect(relativePlace(-1, 0, en)).toBe('just to the west');
  });
});

describe('bathhouse choices say what they do', () => {
  it('every choice names the house by its value and place; none is silent about the default', () => {
    // BASE.A closes the road of red's lone robber; BATH.03 (5) lies 2 cells west, BATH.01 (3) next to the west.
    const { game, tile, moves } = atPlay('lazne-cesta-dva-domy');
    const entries = choiceEntries(moves, tile, cs, game);
    const bare = entries.filter((e) => !e.move.figure && !e.move.actions);
    expect(bare).toHaveLength(1);
    // the move naming no house: the default (the highest value) is said
    expect(bare[0]!.label).toBe(
      'bez družiníka; osamělý družiník červeného hráče půjde do lázeňského domu 5, 2 pole na západ',
    );
    const named = entries.filter((e) => !e.move.figure && e.move.actions);
    expect(named.map((e) => e.label)).toContain(
      'bez družiníka; osamělý družiník červeného hráče půjde do lázeňského domu 3, hned na západě',
    );
    const labels = entries.map((e) => e.label);
    expect(new Set(labels).size, labels.join(' | ')).toBe(labels.length);
    for (const l of labels) expect(l).toMatch(/lázeňského domu [345], /);
    expect(choiceText(bare[0]!.move, tile, en, game)).toBe(
      "no meeple; Red's lone meeple goes into bathhouse 5, 2 cells to the west",
    );
  });

  it('an order of scoring names the features, first to last', () => {
    // BASE.H closes two cities, each with a lone knight; only BATH.02 (4, next to the west) is free
    const { game, tile, moves } = atPlay('lazne-poradi-vyhodnoceni');
    const labels = choiceEntries(moves, tile, cs, game).map((e) => e.label);
    const bare = labels.filter((l) => l.startsWith('bez družiníka'));
    expect(bare.sort()).toEqual([
      // each city says whose lone knight it holds, so the reader sees whom the order favours
      'bez družiníka; osamělý družiník modrého hráče půjde do lázeňského domu 4, hned na západě; pořadí vyhodnocení: nejdřív město (jih; figurka: Modrý), pak město (sever; figurka: Červený)',
      'bez družiníka; osamělý družiník červeného hráče půjde do lázeňského domu 4, hned na západě; pořadí vyhodnocení: nejdřív město (sever; figurka: Červený), pak město (jih; figurka: Modrý)',
    ]);
    for (const l of labels) expect(l).not.toMatch(/zvolené pořadí|\(\d\)$/);
    const english = choiceEntries(moves, tile, en, game).map((e) => e.label);
    expect(
      english.some((l) => /first city \(north; meeple: Red\), then city \(south; meeple: Blue\)/.test(l)),
      JSON.stringify(english),
    ).toBe(true);
  });

  it('a road with two bathhouses shows the bonus as the sum of their values', () => {
    const s = scenario('lazne-cesta-dva-domy');
    const events = playScenario(startScenario(s), s);
    const road = events.find((e) => e.type === 'feature' && e.feature === 'road')!;
    expect(explainEvent(road, cs)).toContain('Cesta s lázeňskými domy 5 + 3 = +8:');
    expect(explainEvent(road, en)).toContain('Road with bathhouses 5 + 3 = +8:');
  });
});

describe('two features of one kind on one tile are told apart in the scoring lines', () => {
  it('tile H completes a city on the north and one on the south: each line says which', () => {
    const s = scenario('lazne-poradi-vyhodnoceni');
    const start = startScenario(s);
    const events = playScenario(start, s).filter((e) => e.type === 'feature' && e.feature === 'city');
    expect(events).toHaveLength(2);
    for (const [t, north, south] of [
      [cs, '(sever)', '(jih)'],
      [en, '(north)', '(south)'],
    ] as const) {
      // on the board after the move (the sandbox's frame) and from the tile being placed (the trainer's)
      for (const frame of [{ board: start.game.board }, { from: [0, 0] as const, fromTile: 'BASE.H' }]) {
        const lines = events.map((e) => explainEvent(e, t, frame));
        expect(new Set(lines).size, lines.join(' | ')).toBe(2);
        expect(lines.some((l) => l.includes(north)) && lines.some((l) => l.includes(south)), lines.join(' | ')).toBe(
          true,
        );
      }
    }
    // a tile with one city needs no side: the lines of a road and a city elsewhere stay as they were
    const one = playScenario(startScenario(scenario('lazne-mesto-bonus')), scenario('lazne-mesto-bonus'));
    for (const e of one.filter((x) => x.type === 'feature'))
      expect(explainEvent(e, cs, { board: start.game.board })).not.toMatch(/\((sever|jih)\)/);
  });
});

describe('a scoring line says which figures go back to their owners', () => {
  const lines = (name: string, t = cs) => {
    const s = scenario(name);
    const start = startScenario(s);
    return playScenario(start, s).map((e) => explainEvent(e, t, { board: start.game.board }));
  };

  it('a knight goes back when no bathhouse is free; two knights of one player go back together', () => {
    const bonus = lines('lazne-mesto-bonus');
    expect(bonus[0]).toMatch(/→ Červený\. Rytíř se vrací červenému hráči\.$/);
    const two = lines('lazne-dva-druzinici');
    expect(two[0]).toMatch(/Rytíři se vracejí červenému hráči\.$/);
    expect(lines('lazne-dva-druzinici', en)[0]).toMatch(/The knights go back to Red\.$/);
  });

  it('a lone knight that enters a bathhouse is not said to go back; the event marks it kept', () => {
    const s = scenario('lazne-navsteva');
    const events = playScenario(startScenario(s), s);
    const city = events.find((e) => e.type === 'feature')!;
    expect(city.figures).toEqual([expect.objectContaining({ player: 'red', kept: true })]);
    const text = lines('lazne-navsteva');
    expect(text[0]).not.toMatch(/vrací|vracejí/);
    expect(text[1]).toMatch(/^Červený družiník jde do lázeňského domu/);
  });

  it('final scoring says nothing of figures going back', () => {
    const s = scenario('lazne-konec-bez-bonusu');
    const start = startScenario(s);
    const finals = playScenario(start, s).filter((e) => e.phase === 'final');
    expect(finals.length).toBeGreaterThan(0);
    for (const e of finals) expect(explainEvent(e, cs)).not.toMatch(/vrací|vracejí/);
  });
});
