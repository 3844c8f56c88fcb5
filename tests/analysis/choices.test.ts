/**
 * The follower choice of a turn is worded once (src/board/turn/choices.ts) for every board. On
 * the analysis board: the choices of a placement all read differently (two fields on one
 * side of a tile get their exact wording), in play mode and in the table of moves; figure
 * kinds are named by their module ("velký družiník", never the kind id "large"), in the
 * choices, the table and the text listing.
 */
import { describe, expect, it } from 'vitest';
import { getT } from '../../src/i18n';
import { buildSetup, emptySetup, type Setup } from '../../src/engine/index';
import { addFigure, placeTile, setCurrent, type EditResult } from '../../src/analysis/edit';
import { moveScores } from '../../src/analysis/scoring';
import { positionLines } from '../../src/analysis/describe';
import { choiceEntries, choiceLabel, choiceText } from '../../src/board/turn/choices';

const cs = getT('cs');
const en = getT('en');

function ok(r: EditResult): Setup {
  if (!r.ok) throw new Error(`refused: ${JSON.stringify(r.issue)}`);
  return r.doc;
}

/**
 * BASE.D at the start (city north, road west–east), BASE.S (a city on three sides, a road
 * with a field on each side of it) in hand: east of BASE.D, turned 90°, its road meets
 * BASE.D's and both of its fields lie on the west side only.
 */
function fieldsAlike(modules = ['base']): Setup {
  const d = ok(placeTile(emptySetup(modules), 'BASE.D', 0, 0, 0));
  return ok(setCurrent(d, 'BASE.S'));
}

describe('choices of one placement read differently on the analysis board', () => {
  it('two fields on the south side: each named by its half-side (play mode)', () => {
    const g = buildSetup(fieldsAlike()).game!;
    const moves = g.legalMovesAt({ x: 1, y: 0, rotation: 90 });
    const farmers = moves.filter((m) => m.figure?.at === 'WNW' || m.figure?.at === 'WSW');
    expect(farmers).toHaveLength(2);
    // the short wording of the two is the same: that is what the list must not show
    expect(choiceText(farmers[0]!, 'BASE.S', cs, g)).toBe(choiceText(farmers[1]!, 'BASE.S', cs, g));
    for (const [t, north, south] of [
      [cs, 'západ, severní půlka', 'západ, jižní půlka'],
      [en, 'west, northern half', 'west, southern half'],
    ] as const) {
      const entries = choiceEntries(moves, 'BASE.S', t, g);
      expect(entries.map((e) => e.move)).toEqual(moves);
      expect(entries.map((e) => e.index)).toEqual(moves.map((_, i) => i));
      const labels = entries.map((e) => e.label);
      expect(new Set(labels).size, labels.join(' | ')).toBe(labels.length);
      const byAt = (at: string) => entries.find((e) => e.move.figure?.at === at)!.label;
      expect(byAt('WNW')).toContain(north);
      expect(byAt('WSW')).toContain(south);
      // a choice nothing else reads like keeps its short wording
      expect(entries[0]!.label).toBe(t('sandbox.choiceNone'));
    }
  });

  it('a field on all four sides (round a monastery) is said to be on all sides, not by a list of the four', () => {
    const g = buildSetup(ok(setCurrent(ok(placeTile(emptySetup(['base']), 'BASE.D', 0, 0, 0)), 'BASE.B'))).game!;
    const moves = g.legalMovesAt({ x: 0, y: 1, rotation: 0 });
    const farmer = moves.find((m) => m.figure && m.figure.at !== 'C')!;
    for (const [t, all, list] of [
      [cs, 'sedlák na louce (všechny strany)', 'sever – východ – jih – západ'],
      [en, '(all sides)', 'north – east – south – west'],
    ] as const) {
      const text = choiceText(farmer, 'BASE.B', t, g);
      expect(text).toContain(all);
      expect(text).not.toContain(list);
    }
  });

  it('the table of moves: within every placement the moves read differently', () => {
    const d = fieldsAlike();
    const g = buildSetup(d).game!;
    const list = moveScores(d).map((m) => m.move);
    expect(list.length).toBeGreaterThan(4);
    const entries = choiceEntries(list, 'BASE.S', cs, g);
    const seen = new Map<string, Set<string>>();
    for (const e of entries) {
      const key = `${e.move.x},${e.move.y},${e.move.rotation}`;
      const labels = seen.get(key) ?? new Set<string>();
      expect(labels.has(e.label), `${key}: ${e.label}`).toBe(false);
      labels.add(e.label);
      seen.set(key, labels);
    }
    // where the two fields read alike, the table too names each by its half-side
    const wnw = entries.find((e) => e.move.figure?.at === 'WNW' && e.move.x === 1 && e.move.rotation === 90);
    expect(wnw!.label).toContain('západ, severní půlka');
  });

  it("the trainer's move line words the move as among the choices of its placement", () => {
    const g = buildSetup(fieldsAlike()).game!;
    const moves = g.legalMovesAt({ x: 1, y: 0, rotation: 90 });
    const wsw = moves.find((m) => m.figure?.at === 'WSW')!;
    expect(choiceLabel(wsw, moves, 'BASE.S', cs, g)).toContain('západ, jižní půlka');
    const none = moves.find((m) => !m.figure)!;
    expect(choiceLabel(none, moves, 'BASE.S', cs, g)).toBe(cs('sandbox.choiceNone'));
  });
});

describe('figure kinds are named by the module that brings them', () => {
  const d = () => {
    let doc = ok(placeTile(emptySetup(['base', 'inns-cathedrals']), 'BASE.D', 0, 0, 0));
    doc = ok(addFigure(doc, 0, 'N', 'blue', 'large')); // red, to move, keeps a large meeple
    return ok(setCurrent(doc, 'BASE.S'));
  };

  it('choices and the table of moves say "velký družiník", never "large"', () => {
    const doc = d();
    const g = buildSetup(doc).game!;
    const list = moveScores(doc).map((m) => m.move);
    const large = list.filter((m) => m.figure?.kind === 'large');
    expect(large.length).toBeGreaterThan(0);
    for (const [t, name] of [
      [cs, 'velký družiník'],
      [en, 'large meeple'],
    ] as const) {
      for (const e of choiceEntries(list, 'BASE.S', t, g).filter((x) => x.move.figure?.kind === 'large')) {
        expect(e.label).toContain(name);
        if (t === cs) expect(e.label).not.toMatch(/\blarge\b/);
      }
    }
  });

  it('the text listing says "velký družiník"', () => {
    const lines = positionLines(d(), cs).join('\n');
    expect(lines).toContain('velký družiník');
    expect(lines).not.toMatch(/\blarge\b/);
  });
});

describe('a symbol that places a follower on another tile', () => {
  it('names the feature the follower goes to, and does not start with "no follower"', () => {
    // the worked example kamkoli-2b: the place-anywhere tile east of the start tile puts a
    // knight into the city of the tile north of the start tile
    let d = ok(placeTile(emptySetup(['base', 'anniversary-20']), 'BASE.D', 0, 0, 0));
    d = ok(placeTile(d, 'BASE.F', 0, -1, 90));
    d = ok(placeTile(d, 'BASE.B', 1, -1, 0));
    const g = buildSetup(ok(setCurrent(d, 'A20.example-anywhere'))).game!;
    const meeple = (m: { actions?: readonly object[] }) =>
      m.actions?.map((a) => (a as { meeple?: { on: number[]; at: string } }).meeple).find(Boolean);
    const moves = g.legalMovesAt({ x: 1, y: 0, rotation: 270 }).filter((m) => meeple(m));
    expect(moves.length).toBeGreaterThan(1);
    const city = moves.find((m) => meeple(m)!.on.join() === '0,-1' && meeple(m)!.at === 'N')!;
    expect(choiceText(city, 'A20.example-anywhere', cs, g)).toMatch(
      /^symbol .*: družiník – rytíř ve městě na kartičku/,
    );
    expect(choiceText(city, 'A20.example-anywhere', en, g)).toContain(en('sandbox.role.city'));
    for (const m of moves) {
      const text = choiceText(m, 'A20.example-anywhere', cs, g);
      expect(text).not.toContain(cs('sandbox.choiceNone'));
      expect(text, text).toMatch(/rytíř|lupič|sedlák|mnich/);
    }
  });
});
