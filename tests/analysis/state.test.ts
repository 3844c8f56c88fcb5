/**
 * Module state on the analysis board: the document keeps what each module declares
 * (`RuleModule.state`), edits it through `setStateValue` / `setStateFigure` with reasons
 * for refusals, carries it through the other edits (removing a tile, players, modules),
 * links (every notation version) and downloaded files.
 */
import { describe, expect, it } from 'vitest';
import {
  fitCells,
  placeTile,
  removeTile,
  setModules,
  setPlayers,
  setStateFigure,
  setStateValue,
  type EditResult,
} from '../../src/analysis/edit';
import { docFromNotation, docFromScenario, handFromYaml, scenarioYaml } from '../../src/analysis/io';
import { notationOfSetup } from '../../src/engine/index';
import { finalScoring } from '../../src/analysis/scoring';
import { positionLines } from '../../src/analysis/describe';
import { boardPosition } from '../../src/board/position/picture';
import { evaluateScenario, emptySetup, buildSetup, type Setup } from '../../src/engine/index';
import { loadScenario } from '../../src/engine/loader';
import { getT } from '../../src/i18n';

const KRB = 'king-robber-baron';
const BATH = 'bathhouses';

function ok(r: EditResult): Setup {
  if (!r.ok) throw new Error(`refused: ${JSON.stringify(r.issue)}`);
  return r.doc;
}
const refused = (r: EditResult) => (r.ok ? 'accepted' : r.issue.key);

/** BASE.E + BASE.E (a completed 2-tile city) and BATH.03 east of BASE.D, three players. */
function position(): Setup {
  let d = emptySetup(['base', 'inns-cathedrals', KRB, BATH], ['red', 'blue', 'green']);
  d = ok(placeTile(d, 'BASE.D', 0, 0, 0));
  d = ok(placeTile(d, 'BATH.03', 1, 0, 90));
  d = ok(placeTile(d, 'BASE.E', 0, -1, 180));
  return d;
}

describe('editing module state', () => {
  it('holders, sizes and figures at places reach the engine and come back from links and files', async () => {
    let d = position();
    d = ok(setStateValue(d, KRB, 'king', 'green'));
    expect(d.state).toEqual({ [KRB]: { king: 'green' } });
    // the size left out: the engine works it out from the board (the completed 2-tile city)
    expect(buildSetup(d).game!.status()[0]!.data).toMatchObject({ award: 'king', player: 'green', size: 2 });
    d = ok(setStateValue(d, KRB, 'kingSize', 5));
    d = ok(setStateFigure(d, BATH, 'occupants', 1, 0, { player: 'blue', kind: 'large' }));
    expect(d.state[BATH]).toEqual({ occupants: [{ at: [1, 0], player: 'blue', kind: 'large' }] });
    const g = buildSetup(d).game!;
    expect(g.parkedFigures().map((f) => [f.x, f.y, g.players[f.player], f.kind])).toEqual([[1, 0, 'blue', 'large']]);
    expect(g.available(1, 'large')).toBe(0);

    // link: the notation carries the state, and opens as the same document
    const n = notationOfSetup(d);
    expect(n).toMatch(/king-robber-baron\.k2-5/);
    const back = docFromNotation(n);
    if (!back.ok) throw new Error(JSON.stringify(back.issue));
    expect(back.doc.state).toEqual(d.state);
    expect(notationOfSetup(back.doc)).toBe(n);

    // downloaded file: scored to the same points as final scoring now, read back the same
    const text = await scenarioYaml(d, { cs: 'Rozbor', en: 'Analysis' }, '');
    expect(text).toContain('awards: { king: { player: green, size: 5 } }');
    expect(text).toContain('bathhouses:\n  - { at: [ 1, 0 ], player: blue, kind: large }');
    const s = loadScenario(text, 'rozbor.yaml');
    if (!s.ok) throw new Error(JSON.stringify(s.problems));
    expect(evaluateScenario(s.scenario).points).toEqual(finalScoring(d)!.points);
    expect(finalScoring(d)!.points.green).toBe(1); // the King: one completed city
    const file = docFromScenario(s.scenario, handFromYaml(text));
    if (!file.ok) throw new Error(JSON.stringify(file.issue));
    expect(file.doc.state).toEqual(d.state);

    // picture and text listing: the resting figure at its place, the holder's status
    expect(boardPosition(d).parked).toEqual([{ at: [1, 0], player: 'blue', kind: 'large', place: 'bathhouse' }]);
    const lines = positionLines(d, getT('cs'));
    expect(lines.some((l) => /Kartičku krále drží zelený/.test(l))).toBe(true);
    expect(lines.some((l) => /lázeňském domě/.test(l))).toBe(true);
    expect(lines.join('\n')).not.toMatch(/\b(sandbox|analysis|score)\.[a-z]/);
  });

  it('refuses with a reason: a player not playing, a number out of range, an empty supply, a module that is off', () => {
    let d = position();
    expect(refused(setStateValue(d, KRB, 'king', 'pink'))).toBe('playerUnknown');
    expect(refused(setStateValue(d, KRB, 'kingSize', 0))).toBe('stateRange');
    expect(refused(setStateValue(d, KRB, 'kingSize', 1e6))).toBe('stateRange');
    expect(refused(setStateValue(d, KRB, 'kingSize', 2.5))).toBe('stateRange');
    expect(refused(setStateValue(d, KRB, 'queen', 'red'))).toBe('moduleUnknown');
    expect(refused(setStateValue(emptySetup(), KRB, 'king', 'red'))).toBe('moduleUnknown');
    // a size needs its holder
    expect(refused(setStateValue(d, KRB, 'kingSize', 3))).toBe('stateRequires');
    // at no place (BASE.D holds no bathhouse), a place taken by the same figure is fine
    expect(refused(setStateFigure(d, BATH, 'occupants', 0, 0, { player: 'red', kind: 'normal' }))).toBe('moduleState');
    d = ok(setStateFigure(d, BATH, 'occupants', 1, 0, { player: 'red', kind: 'large' }));
    d = ok(setStateFigure(d, BATH, 'occupants', 1, 0, { player: 'red', kind: 'large' }));
    const cell = fitCells(buildSetup(d).game!, 'BATH.05')[0]!;
    let e = ok(placeTile(d, 'BATH.05', cell.x, cell.y, cell.rotations[0]!));
    const second = { player: 'red', kind: 'large' };
    expect(refused(setStateFigure(e, BATH, 'occupants', cell.x, cell.y, second))).toBe('stateSupply');
    e = ok(setStateFigure(e, BATH, 'occupants', 1, 0, null));
    expect(e.state).toEqual({});
  });

  it('clearing a holder clears its size; removing a tile frees its place; seats and modules carry the state', () => {
    let d = position();
    d = ok(setStateValue(d, KRB, 'robber', 'blue'));
    d = ok(setStateValue(d, KRB, 'robberSize', 4));
    d = ok(setStateValue(d, KRB, 'robber', undefined));
    expect(d.state).toEqual({});
    d = ok(setStateValue(d, KRB, 'king', 'green'));
    d = ok(setStateFigure(d, BATH, 'occupants', 1, 0, { player: 'blue', kind: 'normal' }));
    // green holds the King, blue rests in the bathhouse: neither seat may go away
    expect(refused(setPlayers(d, ['red', 'yellow']))).toBe('playerHasFigures');
    const swapped = ok(setPlayers(d, ['blue', 'red', 'black']));
    expect(swapped.state).toEqual({
      [KRB]: { king: 'black' },
      [BATH]: { occupants: [{ at: [1, 0], player: 'red', kind: 'normal' }] },
    });
    const bare = ok(
      removeTile(
        d,
        d.tiles.findIndex((t) => t.tile === 'BATH.03'),
      ),
    );
    expect(bare.state).toEqual({ [KRB]: { king: 'green' } });
    const noKrb = ok(setModules(d, ['base', 'inns-cathedrals', BATH]));
    expect(noKrb.state).toEqual({ [BATH]: d.state[BATH] });
  });

  it('every notation version ever written still opens, with its module state', () => {
    const v1 = docFromNotation('1~red_blue~base~BASE.D.0.0.0_BASE.U.1.0.1~1.E.1.normal~0_0~BASE.E~0');
    expect(v1.ok).toBe(true);
    if (v1.ok) expect(v1.doc.state).toEqual({});
    const krb = docFromNotation('2~red_blue~king-robber-baron.k1-4.r0-3~~~~0_0~0.BASE.U');
    if (!krb.ok) throw new Error(JSON.stringify(krb.issue));
    expect(krb.doc.state).toEqual({ [KRB]: { king: 'blue', kingSize: 4, robber: 'red', robberSize: 3 } });
    const bath = docFromNotation(
      '2~red_blue~inns-cathedrals_bathhouses.0-1-large.2-0~BASE.D_BATH.03.05~-1.0.22_0.0.0011~~0_0~0.BASE.U',
    );
    if (!bath.ok) throw new Error(JSON.stringify(bath.issue));
    expect(bath.doc.state).toEqual({
      [BATH]: {
        occupants: [
          { at: [0, -1], player: 'blue', kind: 'large' },
          { at: [1, 0], player: 'red', kind: 'normal' },
        ],
      },
    });
    // a state the position cannot hold is refused with a reason, never thrown
    const bad = docFromNotation('2~red_blue~king-robber-baron.k1-0~~~~0_0~0.BASE.U');
    expect(bad.ok).toBe(false);
  });
});
