/**
 * The plain position (`src/engine/setup.ts`): a `Setup` goes through each of its pairs and
 * comes back the same — the game (`buildSetup` → `setupOfGame`), the notation
 * (`notationOfSetup` → `setupFromNotation`, both versions) and the scenario file
 * (`scenarioOfSetup` → `setupFromScenario`; the notation in its own tile order) — for every worked example's start and for
 * positions of random games of every module combination (module state included: bathhouse
 * visitors, award holders, goods counts); the game read back offers the same legal moves.
 * A link builds its game once, and a setup the engine refuses comes back as problems.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  buildSetup,
  Game,
  gameOfSetup,
  isEngineError,
  notationOfSetup,
  scenarioOfSetup,
  setupFromNotation,
  setupFromScenario,
  setupOfGame,
  startSetup,
  type Setup,
} from '../../src/engine/index.js';
import { loadScenario } from '../../src/engine/loader.js';
import { lcg } from '../../bench/random-game.js';
import { exampleFiles } from '../helpers/examples';
import { moduleCombinations, moveSet, playUntil } from './notation-helpers.js';

/** A setup's facts (no notes: the notation carries none) without the tiles' order and with each figure by tile, owner and kind (not its location on the feature). */
function byCell(d: Setup): unknown {
  const tiles = d.tiles
    .map((t) => ({ ...t, figures: t.figures.map((f) => `${f.player} ${f.kind}`).sort() }))
    .sort((a, b) => a.y - b.y || a.x - b.x);
  return { ...d, tiles, notes: undefined };
}

/** Every pair of the setup, asserted for one setup; returns the game it built. */
function roundTrips(d: Setup, label: string): Game {
  const built = buildSetup(d);
  if (!built.game) throw new Error(`${label}: ${JSON.stringify(built.problems[0])}`);
  // the game holds no notes: everything else comes back
  expect(setupOfGame(built.game), `${label}: game`).toEqual({ ...d, notes: undefined });
  for (const packed of [false, true]) {
    const text = notationOfSetup(d, packed);
    const back = setupFromNotation(text);
    if (isEngineError(back)) throw new Error(`${label}: ${text}: ${back.code} ${back.path}`);
    // the notation lists tiles north to south and names a figure by its feature's first
    // location: the same position, in the notation's order
    expect(byCell(back), `${label}: ${text}`).toEqual(byCell(d));
    expect(notationOfSetup(back, packed), `${label}: written again`).toBe(text);
    const g = gameOfSetup(back).game!;
    expect(moveSet(g), `${label}: moves after ${text}`).toEqual(moveSet(built.game));
  }
  const file = setupFromScenario(scenarioOfSetup(d), 'x', {
    tile: d.current,
    player: d.players[d.player] ?? null,
  });
  if (Array.isArray(file)) throw new Error(`${label}: ${JSON.stringify(file[0])}`);
  expect(file, `${label}: scenario file`).toEqual(d);
  return built.game;
}

describe('Setup round trips', () => {
  it.each(exampleFiles().map((f) => [f.file] as const))('the start of %s', (file) => {
    const r = loadScenario(readFileSync(file, 'utf8'), file);
    if (!r.ok) throw new Error(`${file}: ${r.problems[0]?.message}`);
    const d = setupFromScenario(r.scenario, file);
    if (Array.isArray(d)) throw new Error(`${file}: ${d[0]?.message}`);
    // the play's tile in hand and the play's player to move, as the examples open
    if (r.scenario.play) {
      expect(d.current).toBe(r.scenario.play.tile);
      expect(d.players[d.player]).toBe(r.scenario.play.player);
    }
    roundTrips(d, file);
  });

  it('positions of random games of every module combination, module state included', () => {
    let withState = 0;
    let checked = 0;
    moduleCombinations().forEach((modules, i) => {
      const players = modules.includes('demo') ? ['red', 'blue'] : ['red', 'blue', 'green'];
      const rnd = lcg(i * 31 + 7);
      playUntil({ players, modules, seed: 500 + i }, (g) => {
        if (rnd() < 0.08) {
          const d = setupOfGame(g);
          if (Object.keys(d.state).length) withState++;
          roundTrips(d, `${modules.join('+')} after ${g.board.tiles.length} tiles`);
          checked++;
        }
        return false;
      });
    });
    expect(checked).toBeGreaterThan(100);
    expect(withState).toBeGreaterThan(10);
  });

  it('a link builds its game once: the game read is the setup game', () => {
    const d = startSetup(['base'], ['red', 'blue']);
    const text = notationOfSetup({ ...d, current: 'BASE.D' });
    let creates = 0;
    const create = Game.create.bind(Game);
    Game.create = ((...a: Parameters<typeof Game.create>) => {
      creates++;
      return create(...a);
    }) as typeof Game.create;
    try {
      const back = setupFromNotation(text);
      if (isEngineError(back)) throw new Error(back.code);
      expect(gameOfSetup(back).game?.current).toBe('BASE.D');
      expect(creates).toBe(1);
    } finally {
      Game.create = create;
    }
  });

  it('the notes go through the scenario file: title, comment, names by seat, marks', () => {
    const d: Setup = {
      ...startSetup(['base'], ['red', 'blue', 'green']),
      current: 'BASE.U',
      player: 1,
      notes: {
        title: 'Kam s ní?',
        comment: 'Dva řádky\na druhý',
        names: ['Eva', '', 'Petr'],
        marks: {
          cells: [{ x: 1, y: 0 }],
          features: [{ x: 0, y: 0, loc: 'N' }],
          arrows: [{ from: { x: 0, y: 0 }, to: { x: 0, y: 1 } }],
        },
      },
    };
    const file = scenarioOfSetup(d);
    expect(file.title).toEqual({ cs: 'Kam s ní?', en: 'Kam s ní?' });
    expect(file.notes?.names).toEqual({ red: 'Eva', green: 'Petr' });
    expect(roundTrips(d, 'notes').players).toEqual(['red', 'blue', 'green']);
    // without notes the file gets the default title, which reads back as no notes at all
    const bare: Setup = { ...d, notes: undefined };
    expect(scenarioOfSetup(bare).notes).toBeUndefined();
    const back = setupFromScenario(scenarioOfSetup(bare), 'x', { tile: 'BASE.U', player: 'blue' });
    expect(back).toEqual(bare);
  });

  it('a setup the engine refuses gives its problems, never a game', () => {
    const d = startSetup();
    const bad: Setup = { ...d, tiles: [...d.tiles, { tile: 'BASE.D', x: 0, y: 0, rotation: 0, figures: [] }] };
    const b = buildSetup(bad);
    expect(b.game).toBeNull();
    expect(b.problems[0]?.path).toMatch(/^board\[1\]/);
    expect(notationOfSetup(bad)).toBe('');
    const file = setupFromScenario(scenarioOfSetup(bad), 'bad.yaml');
    expect(Array.isArray(file) && file[0]?.file).toBe('bad.yaml');
  });
});
