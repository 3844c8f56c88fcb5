/**
 * The downloaded scenario file and the upload read it back: a position holding every
 * module's position state (each field the modules declare: award holders and their sizes,
 * followers resting in bathhouses), scores, figures, the tile in hand and the player to
 * move goes out through `scenarioYaml` and comes back through the upload's reader
 * (`readScenarioFile`, the engine's own loader) as the same document; the engine scores the
 * file as final scoring now.
 */
import { describe, expect, it } from 'vitest';
import {
  addFigure,
  placeTile,
  setCurrent,
  setPlayerToMove,
  setScore,
  setStateFigure,
  setStateCount,
  setStateValue,
  type EditResult,
} from '../../src/analysis/edit';
import { handFromYaml, scenarioYaml } from '../../src/analysis/io';
import { notationOfSetup } from '../../src/engine/index';
import { finalScoring } from '../../src/analysis/scoring';
import { readScenarioFile } from '../../src/analysis/upload';
import { ALL_MODULES, evaluateScenario, buildSetup, emptySetup, type Setup } from '../../src/engine/index';
import { loadScenario } from '../../src/engine/loader';

function ok(r: EditResult): Setup {
  if (!r.ok) throw new Error(`refused: ${JSON.stringify(r.issue)}`);
  return r.doc;
}

/** Every module that plays with the base game (the standalone demo game aside), the base game first. */
const MODULES = ['base', ...ALL_MODULES.filter((m) => !m.standalone && m.id !== 'base').map((m) => m.id)];

/**
 * A position with a bathhouse, a completed city and road, followers, scores, a tile in hand,
 * the second player to move, and a value in every field of every module's state: each
 * player field held by a player, each number at the top of its range, each figures field
 * with a figure at each place.
 */
function fullPosition(): Setup {
  let d = emptySetup(MODULES, ['red', 'blue', 'green']);
  d = ok(placeTile(d, 'BASE.D', 0, 0, 0));
  d = ok(placeTile(d, 'BATH.03', 1, 0, 90));
  d = ok(placeTile(d, 'BASE.E', 0, -1, 180));
  d = ok(addFigure(d, 0, 'E', 'red', 'normal'));
  d = ok(addFigure(d, 0, 'SSE', 'green', 'large'));
  d = ok(setScore(d, 0, 12));
  d = ok(setScore(d, 2, 31));
  d = ok(setCurrent(d, 'BASE.V'));
  d = ok(setPlayerToMove(d, 1));
  for (const m of ALL_MODULES.filter((x) => d.modules.includes(x.id) && x.state)) {
    const fields = m.state!.fields;
    // holders first: a number may require one
    fields.forEach((f, i) => {
      if (f.type === 'player') d = ok(setStateValue(d, m.id, f.id, d.players[i % d.players.length]));
    });
    for (const f of fields) {
      const g = buildSetup(d).game!;
      if (f.type === 'number') d = ok(setStateValue(d, m.id, f.id, Math.min(f.max(g), f.min + 3)));
      if (f.type === 'counts')
        f.items.forEach((item, k) => (d = ok(setStateCount(d, m.id, f.id, d.players[k % 3]!, item, k + 1))));
      if (f.type === 'figures') {
        const places = f.places(g);
        expect(places.length, `${m.id}.${f.id} has a place in the position`).toBeGreaterThan(0);
        for (const p of places)
          d = ok(setStateFigure(d, m.id, f.id, p.at[0], p.at[1], { player: 'blue', kind: 'normal' }));
      }
    }
    for (const f of fields) expect(d.state[m.id]?.[f.id], `${m.id}.${f.id} is set`).toBeDefined();
  }
  return d;
}

describe('the scenario file round trip', () => {
  it('every module state field, figures, scores and the tile in hand come back through the upload', async () => {
    const d = fullPosition();
    const link = 'https://example.org/cs/rozbor/?pozice=x';
    const text = await scenarioYaml(d, { cs: 'Rozbor pozice', en: 'Position analysis' }, link);

    // comments at the top: the title, the permalink and the tile in hand with the player to move
    expect(text.split('\n').slice(0, 3)).toEqual([
      '# Rozbor pozice / Position analysis',
      `# ${link}`,
      '# hand: BASE.V blue',
    ]);
    expect(handFromYaml(text)).toEqual({ tile: 'BASE.V', player: 'blue' });
    // one line per board entry, figures included
    const entries = text.split('\n').filter((l) => l.startsWith('  - { tile: '));
    expect(entries.length).toBe(d.tiles.length);
    expect(entries[0]).toContain('meeples: [');
    expect(text).toMatch(/^end: true$/m);

    // a valid scenario (DESIGN 1.4) that scores what final scoring would add now
    const s = loadScenario(text, 'rozbor-pozice.yaml');
    if (!s.ok) throw new Error(JSON.stringify(s.problems));
    expect(evaluateScenario(s.scenario).points).toEqual(finalScoring(d)!.points);

    // the upload reads it back as the same position
    const back = readScenarioFile(text, 'rozbor-pozice.yaml');
    if (!back.ok) throw new Error(JSON.stringify(back));
    expect(back.warnings).toEqual([]);
    expect(back.doc).toEqual(d);
    expect(notationOfSetup(back.doc)).toBe(notationOfSetup(d));
  });

  it('an empty board, no tile in hand and titles that need quotes still make a file that reads back', async () => {
    const d = emptySetup();
    const text = await scenarioYaml(d, { cs: 'Rozbor: "pozice" #1', en: 'yes' }, '');
    expect(text).toMatch(/^board: \[\]$/m);
    expect(handFromYaml(text)).toEqual({ tile: null, player: 'red' });
    const s = loadScenario(text, 'prazdna.yaml');
    if (!s.ok) throw new Error(JSON.stringify(s.problems));
    expect(s.scenario.title).toEqual({ cs: 'Rozbor: "pozice" #1', en: 'yes' });
    const back = readScenarioFile(text, 'prazdna.yaml');
    if (!back.ok) throw new Error(JSON.stringify(back));
    expect(notationOfSetup(back.doc)).toBe(notationOfSetup(d));
  });
});

describe('hostile uploads', () => {
  it('a 200 KB deeply nested file is refused before the YAML parser, naming the limit', () => {
    const text = '{a: '.repeat(50000) + '1' + '}'.repeat(50000);
    expect(text.length).toBeGreaterThan(200_000);
    const r = readScenarioFile(text, 'hluboky.yaml');
    expect(r).toEqual({
      ok: false,
      problem: `(file): the file has ${text.length} characters; a scenario file may have at most 32768`,
    });
  });

  it('a nested file within the size limit is refused by its depth, an unknown tag by its name', () => {
    const deep = readScenarioFile('['.repeat(15000) + ']'.repeat(15000), 'hluboky.yaml');
    expect(!deep.ok && 'problem' in deep && deep.problem).toMatch(/^line 1: YAML: collections nest deeper than 64/);
    const tag = readScenarioFile('id: x\ntitle: !foo { cs: x }\n', 'znacka.yaml');
    expect(!tag.ok && 'problem' in tag && tag.problem).toMatch(/the tag !foo is not one a scenario file may use/);
  });
});
