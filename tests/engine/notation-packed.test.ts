/**
 * The packed position notation (version 3, src/engine/notation-packed.ts):
 * its format tables cover every registered tile, module, colour and figure
 * kind; a pinned text keeps the format from drifting; a position packed and
 * parsed is the position its version-2 text parses into (every worked
 * example before and after its play, positions of whole games played by the
 * engine's bots, every module combination of the examples and every other
 * one); hand-built bytes following the documented layout read as documented
 * and bad ones are refused with an EngineError at the field's path;
 * seeded mutations of packed texts are refused or read into a position that
 * packs back to itself (and readNotation into a game whose own position it is); a finished 72-tile base game with 20 figures takes
 * at most 300 characters.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ALL_MODULES,
  chooseMove,
  COLOURS,
  Game,
  gameFromPosition,
  getModule,
  isEngineError,
  makeNotation,
  MAX_POSITION_TILES,
  notationOf,
  packNotation,
  parseNotation,
  positionOf,
  readNotation,
  type BotLevel,
  type EngineError,
  type Position,
} from '../../src/engine/index.js';
import { loadScenario } from '../../src/engine/loader.js';
import {
  MAX_PACKED_PLAYERS,
  PACKED_COLOURS,
  packedFigureKindsNow,
  PACKED_MODULE_SETS,
  PACKED_MODULES,
  PACKED_TILE_IDS,
  packedTileList,
} from '../../src/engine/notation-packed.js';
import { packedFigureKinds } from '../../src/engine/modules/packed-tables.js';
import type { FigureKindDef, RuleModule } from '../../src/engine/module.js';
import { playScenario, startScenario, type Scenario } from '../../src/engine/scenario.js';

/** The whole vocabulary of figure kinds: every module's declarations. */
const PACKED_FIGURE_KINDS = packedFigureKinds(ALL_MODULES);
import { lcg } from '../../bench/random-game.js';
import { moduleCombinations } from './notation-helpers.js';

const root = join(import.meta.dirname, '..', '..', 'content', 'examples');

function yamlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return yamlFiles(p);
    return e.name.endsWith('.yaml') ? [p] : [];
  });
}

function scenario(file: string): Scenario {
  const r = loadScenario(readFileSync(file, 'utf8'), file);
  if (!r.ok) throw new Error(r.problems.map((p) => `${p.path}: ${p.message}`).join('; '));
  return r.scenario;
}

const parsed = (text: string): Position => {
  const p = parseNotation(text);
  if (isEngineError(p)) throw new Error(`${text}: ${p.code} ${p.path} ${JSON.stringify(p.params)}`);
  return p;
};

/**
 * The packed text of `p` parses into the position of its version-2 text, and
 * reads into the same game (the same version-2 notation, or the same refusal).
 */
function roundTrip(p: Position, what: string): string {
  const v2 = makeNotation(p);
  const v3 = packNotation(p);
  expect(v3, what).toMatch(/^3~[A-Za-z0-9_-]*$/);
  expect(parsed(v3), `${what}: ${v3}`).toEqual(parsed(v2));
  const a = readNotation(v2),
    b = readNotation(v3);
  const show = (g: Game | EngineError) => (isEngineError(g) ? `${g.code} ${g.path}` : notationOf(g));
  expect(show(b), `${what}: ${v3}`).toBe(show(a));
  return v3;
}

/** Plays a seeded game with the engine's bots; `each` sees the game after every move. */
function botGame(
  options: { players: string[]; modules: string[]; seed: number },
  levels: BotLevel[],
  each: (g: Game) => void,
): Game {
  const g = Game.create(options);
  if (isEngineError(g)) throw new Error(`${g.code} ${g.path}`);
  while (!g.ended) {
    const i = chooseMove(g, levels[g.player % levels.length]!, { seed: options.seed, width: 4, budgetMs: Infinity });
    const r = g.apply(g.legalMoves()[i]!);
    if (isEngineError(r)) throw new Error(`${r.code} ${r.path}`);
    each(g);
  }
  return g;
}

/** Bits most significant first, as the packed layout documents them (independent of the engine's writer). */
class Bits {
  bits: number[] = [];
  u(v: number, w: number): this {
    for (let i = w - 1; i >= 0; i--) this.bits.push(Math.floor(v / 2 ** i) % 2);
    return this;
  }
  ue(v: number, k = 0): this {
    const h = Math.floor(v / 2 ** k) + 1;
    const b = h.toString(2).length;
    return this.u(0, b - 1)
      .u(h, b)
      .u(v % 2 ** k, k);
  }
  se(v: number, k = 0): this {
    return this.ue(v < 0 ? -2 * v - 1 : 2 * v, k);
  }
  text(s: string): this {
    this.ue(s.length, 2);
    for (const c of s) this.ue(c.charCodeAt(0), 5);
    return this;
  }
  /** `3~` and base64url of the bits, filled up with zeros to a byte. */
  packed(): string {
    const bits = [...this.bits];
    while (bits.length % 8) bits.push(0);
    const bytes: number[] = [];
    for (let i = 0; i < bits.length; i += 8) bytes.push(parseInt(bits.slice(i, i + 8).join(''), 2));
    return `3~${Buffer.from(bytes).toString('base64url')}`;
  }
}

/** The head of a two-player base position (red, blue; no modules; no extra tile ids; the 24 base tiles known). */
const head = () => new Bits().ue(2, 1).ue(1).ue(2).ue(0, 1).ue(0).ue(24, 2);
/** One tile: BASE.D (code 3) at [0, 0], not turned. */
const oneTile = (b: Bits) => b.ue(1, 3).u(0, 1).se(0, 3).se(0, 3).ue(0, 2).ue(0).u(3, 5).u(0, 2);
/** Scores 3 and 1, red to move, nothing in hand, not over, no extra copies. */
const tail = (b: Bits) => b.se(3, 4).se(1, 4).u(0, 1).u(0, 1).u(0, 1).u(0, 1);

function refusal(text: string): string {
  const r = parseNotation(text);
  expect(isEngineError(r), `${text} was read`).toBe(true);
  const e = r as EngineError;
  expect(e.code).toBe('notation.invalid');
  return `${e.path} ${(e.params as { reason?: string } | undefined)?.reason ?? ''}`.trim();
}

describe('packed notation: format tables', () => {
  it('list every tile, module, colour and figure kind the engine registers, each once', () => {
    expect(new Set(PACKED_TILE_IDS).size).toBe(PACKED_TILE_IDS.length);
    for (const m of ALL_MODULES) {
      const mod = getModule(m.id)!;
      expect(PACKED_MODULE_SETS[m.id], m.id).toEqual((mod.tileSets ?? []).map((s) => s.id));
      if (m.id !== 'base') expect(PACKED_MODULES, m.id).toContain(m.id);
      for (const s of mod.tileSets ?? []) for (const t of s.tiles) expect(PACKED_TILE_IDS, m.id).toContain(t.id);
      for (const f of mod.figures ?? []) expect(PACKED_FIGURE_KINDS).toContain(f.id);
      for (const c of mod.colours ?? []) expect(PACKED_COLOURS).toContain(c);
    }
    for (const c of COLOURS) expect(PACKED_COLOURS).toContain(c);
    expect(packedTileList([])).toHaveLength(24);
    expect(packedTileList(['inns-cathedrals', 'unknown'])).toHaveLength(24 + 17);
  });

  it('figure kinds take their codes from their modules’ declarations; the codes links carry never change', () => {
    // frozen: links written now carry these codes (name code = code + 1)
    expect(PACKED_FIGURE_KINDS.slice(0, 2)).toEqual(['normal', 'large']);
    // with every module registered, the table the notation reads and writes is the whole one
    expect(packedFigureKindsNow()).toEqual(PACKED_FIGURE_KINDS);
    for (const m of ALL_MODULES)
      for (const k of m.figures ?? []) expect(PACKED_FIGURE_KINDS[k.code], `${m.id} ${k.id}`).toBe(k.id);
    expect(getModule('base')!.figures!.find((k) => k.id === 'normal')!.code).toBe(0);
    expect(new Set(PACKED_FIGURE_KINDS).size).toBe(PACKED_FIGURE_KINDS.length);
    // declarations that would make codes ambiguous are refused when the table is built
    const kind = (id: string, code: number): FigureKindDef => ({
      id,
      code,
      perPlayer: 1,
      stands: ['city'],
      strength: () => 1,
      value: 1,
    });
    const table = (...mods: [string, FigureKindDef[]][]) =>
      packedFigureKinds(mods.map(([id, figures]): RuleModule => ({ id, figures })));
    expect(table(['a', [kind('x', 0)]], ['b', [kind('y', 1), kind('x', 0)]])).toEqual(['x', 'y']);
    expect(() => table(['a', [kind('x', 0)]], ['b', [kind('y', 0)]])).toThrow(/code 0 is already x/);
    expect(() => table(['a', [kind('x', 0)]], ['b', [kind('x', 1)]])).toThrow(/code 1, elsewhere 0/);
    expect(() => table(['a', [kind('x', 0), kind('y', 2)]])).toThrow(/no figure kind has packed code 1/);
    expect(() => table(['a', [kind('x', -1)]])).toThrow(/not a whole number/);
    expect(() => table(['a', [kind('x', 0.5)]])).toThrow(/not a whole number/);
  });

  it('a pinned text: every known tile id by its code, rotations, figures, module state, scores, the hand', () => {
    const p: Position = {
      players: ['red', 'blue', 'orange'],
      // the tables as they were when the text was pinned: appended entries never change it
      modules: [...PACKED_MODULES.slice(0, 7), 'future'],
      tiles: [...PACKED_TILE_IDS.slice(0, 101), 'NEW.1'].map((id, i) => ({
        id,
        x: (i % 10) - 4,
        y: Math.floor(i / 10) - 3,
        rotation: ((i % 4) * 90) as 0 | 90 | 180 | 270,
      })),
      figures: [
        { tile: 0, at: 'N', player: 0, kind: 'normal' },
        { tile: 5, at: 'WNW', player: 2, kind: 'large' },
        { tile: 89, at: 'C', player: 1, kind: 'giant' },
      ],
      scores: [0, -7, 1234],
      current: 'BATH.03',
      player: 2,
      over: false,
      copies: true,
      state: { 'king-robber-baron': 'k1-2.r0-3', bathhouses: '3-0' },
    };
    const v3 = packNotation(p);
    expect(v3).toBe(
      '3~VOojySIEjiHIUpHQk1_2-r0_3ILrf_Qw4QqIYlSUJUkiFJLcyu6cohpG5-t_________________AgJBwTCgZDwjEgpFwzGg5HxDIhJJxTKhZLxjMhpNxzOh5PyDQiJRyTSiZTyjUipVyzWi5XzDYjJZzTajZbzjcjpdzzej5f0DgkJh0TikZj0jkkpl0zmk5n1DolJp1TqlZr1jslpt1zul5v2DwmJx2TygB7pIciSBI4lGoEa5Aq4kOgJtLEQ',
    );
    expect(parsed(v3)).toEqual(parsed(makeNotation(p)));
    // the example of src/engine/README.md
    const readme = '2~red_blue~~BASE.D~0.0.00~~0_0~0.BASE.U';
    expect(packNotation(parsed(readme))).toBe('3~ROnJREjJCDQA');
    expect(notationOf(readNotation('3~ROnJREjJCDQA') as Game)).toBe(readme);
  });
});

describe('packed notation: round trip', () => {
  const files = yamlFiles(root).sort();
  const combos = new Map<string, string[]>();

  it('finds the examples', () => {
    expect(files.length).toBeGreaterThan(30);
  });

  it.each(files.map((f) => relative(root, f)))('%s: before and after its play', (file) => {
    const s = scenario(join(root, file));
    const start = startScenario(s);
    const p = positionOf(start.game);
    combos.set(p.modules.join('+') || 'base', p.modules);
    roundTrip(p, `${file} (start)`);
    playScenario(start, s);
    roundTrip(positionOf(start.game), `${file} (played)`);
  });

  it('every module combination of the examples: whole bot games, every position', () => {
    // inns-cathedrals, king-robber-baron, anniversary-20, bathhouses, demo (each with base); and base alone
    expect(combos.size).toBeGreaterThanOrEqual(5);
    combos.set('base', []);
    let positions = 0;
    [...combos.values()].forEach((modules, k) => {
      const players = modules.includes('demo') ? ['red', 'blue'] : COLOURS.slice(0, 2 + (k % 3));
      botGame({ players, modules: ['base', ...modules], seed: 40 + k }, ['beginner', 'advanced'], (g) => {
        roundTrip(positionOf(g), `${modules.join('+')} seed ${40 + k}, turn ${g.turn}`);
        positions++;
      });
    });
    expect(positions).toBeGreaterThan(300);
  }, 120_000);

  it('every combination of the optional modules: a bot game each, every third position and the end', () => {
    let positions = 0;
    moduleCombinations().forEach((modules, k) => {
      const players = modules.includes('demo') ? ['red', 'blue'] : COLOURS.slice(0, 2 + (k % 4));
      let n = 0;
      const end = botGame({ players, modules, seed: 700 + k }, ['beginner'], (g) => {
        if (n++ % 3 === 0) {
          roundTrip(positionOf(g), `${modules.join('+')} seed ${700 + k}, turn ${g.turn}`);
          positions++;
        }
      });
      roundTrip(positionOf(end), `${modules.join('+')} seed ${700 + k}, end`);
    });
    expect(positions).toBeGreaterThan(400);
  }, 120_000);
});

describe('packed notation: the corner locations (codes 13–16, SW and NW after the escape 15)', () => {
  it('a farmer in each corner of the bridge tile packs and reads back', () => {
    const r = loadScenario(
      `
id: corners
title: { cs: t }
rules: [base, king-robber-baron]
players: [red, blue]
board:
  - { tile: KRB.01, at: [0, 0], rotation: 0,
      meeples: [ { player: red, at: NE }, { player: blue, at: SE }, { player: red, at: SW }, { player: blue, at: NW } ] }
`,
      'corners.yaml',
    );
    if (!r.ok) throw new Error(r.problems.map((p) => p.message).join('; '));
    const p = positionOf(startScenario(r.scenario).game);
    expect(p.figures.map((f) => f.at)).toEqual(['NE', 'SE', 'SW', 'NW']);
    const v3 = roundTrip(p, 'corners');
    expect(parsed(v3).figures.map((f) => f.at)).toEqual(['NE', 'SE', 'SW', 'NW']);
  });
});

describe('packed notation: length', () => {
  it('a finished 72-tile base game with 20 figures takes at most 300 characters (v2 vs v3 printed)', () => {
    const rows: string[] = [];
    let target = 0;
    for (const n of [2, 3, 4, 5])
      for (const seed of [1, 2, 3]) {
        const at: Record<number, [number, number]> = {};
        const g = botGame(
          { players: COLOURS.slice(0, n), modules: ['base'], seed },
          n === 2 ? ['advanced', 'beginner'] : ['beginner'],
          (g) => {
            const k = g.board.tiles.length;
            if (k === 10 || k === 61) at[k] = [notationOf(g).length, packNotation(positionOf(g)).length];
          },
        );
        const p = positionOf(g);
        const v3 = roundTrip(p, `base, ${n} players, seed ${seed}`);
        expect(v3.length).toBeLessThanOrEqual(300);
        if (p.tiles.length === 72 && p.figures.length >= 20) target++;
        rows.push(
          `${n} players, seed ${seed}: 10 tiles ${at[10]?.join(' → ')}; 61 tiles ${at[61]?.join(' → ')}; ` +
            `end ${p.tiles.length} tiles, ${p.figures.length} figures ${makeNotation(p).length} → ${v3.length}`,
        );
      }
    console.log(`notation length, version 2 → version 3 (characters):\n${rows.join('\n')}`);
    expect(target).toBeGreaterThan(0);
  }, 120_000);
});

describe('packed notation: the documented layout, and bad bytes', () => {
  it('hand-built bytes read as the layout says', () => {
    const text = tail(
      oneTile(head())
        .ue(1, 2)
        .ue(0)
        .ue(1) // one figure kind: normal
        .ue(0)
        .u(1, 4)
        .u(1, 1)
        .u(0, 0), // blue on tile 0, location E
    ).packed();
    const p = parsed(text);
    expect(p).toEqual(parsed('2~red_blue~~BASE.D~0.0.00~0E1~3_1~0'));
    expect(packNotation(p)).toBe(text);
  });

  it('refuses bad base64url, truncated, trailing and padded bytes', () => {
    const good = tail(oneTile(head()).ue(0, 2)).packed();
    expect(isEngineError(parseNotation(good))).toBe(false);
    expect(refusal('3~A')).toBe('bytes not base64url');
    expect(refusal('3~AB')).toBe('bytes not base64url'); // the unused bits of B are not zero
    expect(refusal(`${good}~`)).toBe('sections');
    expect(refusal('3~')).toBe('players truncated');
    const bytes = Buffer.from(good.slice(2), 'base64url');
    expect(refusal(`3~${Buffer.concat([bytes, Buffer.from([0])]).toString('base64url')}`)).toBe('bytes trailing bytes');
    const bits = tail(oneTile(head()).ue(0, 2)).bits.length;
    expect(bits % 8, 'the example leaves padding bits').not.toBe(0);
    expect(refusal(tail(oneTile(head()).ue(0, 2)).u(1, 1).packed())).toBe('bytes padding');
    // every shorter text is refused
    for (let i = 2; i < good.length; i++)
      expect(isEngineError(parseNotation(good.slice(0, i))), good.slice(0, i)).toBe(true);
  });

  it('refuses out-of-range indices and counts, names spelled out, figures out of order', () => {
    const fig = (b: Bits, loc: number, player = 0) => b.u(loc, 4).u(player, 1).u(0, 0);
    const cases: [Bits, string][] = [
      [new Bits().ue(MAX_PACKED_PLAYERS + 1, 1), 'players range'],
      [new Bits().ue(1, 1).ue(0).text('red'), 'players[0] spelled out'],
      [new Bits().ue(1, 1).ue(0).ue(0, 2), 'players[0] empty'],
      [new Bits().ue(1, 1).ue(7), 'players[0] range'],
      [new Bits().ue(2, 1).ue(1).ue(2).ue(1, 1).ue(0).text('base'), 'modules[0] base'],
      [
        new Bits().ue(2, 1).ue(1).ue(2).ue(2, 1).ue(4).u(1, 1).ue(0, 3).u(0, 6).ue(4).u(1, 1),
        'modules[1].state state twice',
      ],
      [new Bits().ue(2, 1).ue(1).ue(2).ue(0, 1).ue(0).ue(25, 2), 'kinds range'],
      [head().ue(MAX_POSITION_TILES, 3), 'tiles truncated'],
      [head().ue(MAX_POSITION_TILES + 1, 3), 'tiles range'],
      [head().ue(2 ** 30, 3), 'tiles range'],
      [head().ue(1, 3).u(0, 1).se(30001, 3), 'tiles[0].at range'],
      [head().ue(2, 3).u(0, 1).se(0, 3).se(30000, 3).ue(0, 2).ue(0).ue(0), 'tiles[1].at range'],
      [head().ue(1, 3).u(0, 1).se(0, 3).se(0, 3).ue(0, 2).ue(0).u(24, 5), 'tiles[0].id range'],
      [oneTile(head()).ue(13001, 2), 'figures range'],
      [oneTile(head()).ue(500, 2), 'figures truncated'],
      [fig(oneTile(head()).ue(1, 2).ue(0).ue(1).ue(1), 0), 'figures[0].tile range'],
      // 15 is followed by the code − 15: 15 + 2 = 17 is past the last corner (NW = 16)
      [oneTile(head()).ue(1, 2).ue(0).ue(1).ue(0).u(15, 4).ue(2), 'figures[0].at range'],
      [fig(fig(oneTile(head()).ue(2, 2).ue(0).ue(1).ue(0), 3).ue(0), 1), 'figures[1] order'],
      [oneTile(head()).ue(2, 2).ue(1).ue(1).ue(2).u(0, 16), 'figures.kinds[1] order'],
      [
        fig(
          oneTile(head())
            .ue(1, 2)
            .ue(0)
            .ue(PACKED_FIGURE_KINDS.length + 1),
          1,
        ),
        'figures.kinds[0] range',
      ],
      [oneTile(head()).ue(0, 2).se(1_000_001, 4), 'scores[0] range'],
      [oneTile(head()).ue(0, 2).se(0, 4).se(0, 4).u(0, 1).u(1, 1).u(30, 5), 'turn.tile range'],
      [new Bits().u(0, 41).u(1, 1), 'players range'],
    ];
    for (const [b, expected] of cases) expect(refusal(b.packed()), expected).toBe(expected);
    // three players: a player index of 3 (two bits) is out of range
    const three = () => new Bits().ue(3, 1).ue(1).ue(2).ue(3).ue(0, 1).ue(0).ue(24, 2);
    expect(refusal(oneTile(three()).ue(1, 2).ue(0).ue(1).ue(0).u(1, 4).u(3, 2).packed())).toBe(
      'figures[0].player range',
    );
    expect(refusal(oneTile(three()).ue(0, 2).se(0, 4).se(0, 4).se(0, 4).u(3, 2).packed())).toBe('turn.player range');
  });

  it("readNotation takes a packed position only when it is the game's own, however its bytes spell it", () => {
    const canonical = tail(oneTile(head()).ue(0, 2)).packed();
    expect(isEngineError(readNotation(canonical))).toBe(false);
    // the same position as a writer knowing only 20 of the 24 base tiles would spell it: read alike
    const short = tail(
      new Bits()
        .ue(2, 1)
        .ue(1)
        .ue(2)
        .ue(0, 1)
        .ue(0)
        .ue(20, 2)
        .ue(1, 3)
        .u(0, 1)
        .se(0, 3)
        .se(0, 3)
        .ue(0, 2)
        .ue(0)
        .u(3, 5)
        .u(0, 2)
        .ue(0, 2),
    ).packed();
    expect(parsed(short)).toEqual(parsed(canonical));
    expect(short).not.toBe(canonical);
    const g = readNotation(short);
    expect(isEngineError(g) ? g : packNotation(positionOf(g))).toBe(canonical);
    // a figure on a location other than the first of its feature: not the game's own position
    // (BASE.D's road is W–E: W is its first location)
    const figure = (loc: number) => tail(oneTile(head()).ue(1, 2).ue(0).ue(1).ue(0).u(loc, 4).u(0, 1)).packed();
    expect(isEngineError(readNotation(figure(3)))).toBe(false);
    expect(isEngineError(parseNotation(figure(1)))).toBe(false);
    const e = readNotation(figure(1)) as EngineError;
    expect(e.path).toBe('figures');
    expect(e.params).toMatchObject({ reason: 'not canonical', expected: figure(3) });
    // the copies flag where the tiles need none
    const copies = tail(oneTile(head()).ue(0, 2)).bits;
    copies[copies.length - 1] = 1;
    const flagged = Object.assign(new Bits(), { bits: copies }).packed();
    expect(parsed(flagged).copies).toBe(true);
    expect((readNotation(flagged) as EngineError).path).toBe('turn');
  });
});

describe('packed notation: fuzzing (seeded)', () => {
  it('3,000 mutated packed texts: each refused with an EngineError or read into a position that packs back to itself', () => {
    const seeds: string[] = [];
    for (const f of yamlFiles(root).sort()) seeds.push(packNotation(positionOf(startScenario(scenario(f)).game)));
    moduleCombinations().forEach((modules, k) => {
      const players = modules.includes('demo') ? ['red', 'blue'] : COLOURS.slice(0, 2 + (k % 4));
      const stop = 5 + ((k * 13) % 60);
      const g = Game.create({ players, modules, seed: 900 + k }) as Game;
      while (!g.ended && g.board.tiles.length < stop) g.apply(g.legalMoves()[chooseMove(g, 'beginner', { seed: k })]!);
      seeds.push(packNotation(positionOf(g)));
    });
    const rnd = lcg(31337);
    const int = (n: number) => Math.floor(rnd() * n);
    const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const stats = { refused: 0, read: 0, games: 0 };
    for (let i = 0; i < 3000; i++) {
      const seed = seeds[int(seeds.length)]!;
      let text: string;
      if (i % 2 === 0) {
        // characters of the text
        let s = seed.slice(2);
        const at = int(s.length + 1);
        const op = int(4);
        if (op === 0) s = s.slice(0, at) + B64[int(64)] + s.slice(at + 1);
        else if (op === 1) s = s.slice(0, at) + B64[int(64)] + s.slice(at);
        else if (op === 2) s = s.slice(0, at) + s.slice(at + 1);
        else s = s.slice(0, at);
        text = `3~${s}`;
      } else {
        // bits and bytes
        const b = [...Buffer.from(seed.slice(2), 'base64url')];
        const op = int(5);
        const at = int(b.length);
        if (op === 0)
          for (let k = 1 + int(3); k > 0; k--) {
            const j = int(b.length);
            b[j] = (b[j] ?? 0) ^ (1 << int(8));
          }
        else if (op === 1) b.splice(at, 0, int(256));
        else if (op === 2) b.splice(at, 1);
        else if (op === 3) b.splice(at, 0, ...b.slice(at, at + 1 + int(4)));
        else {
          const donor = [...Buffer.from(seeds[int(seeds.length)]!.slice(2), 'base64url')];
          const from = int(donor.length);
          b.splice(at, int(6), ...donor.slice(from, from + 1 + int(6)));
        }
        text = `3~${Buffer.from(b).toString('base64url')}`;
      }
      const p = parseNotation(text);
      if (isEngineError(p)) {
        expect(p.code, text).toBe('notation.invalid');
        stats.refused++;
      } else {
        stats.read++;
        expect(parsed(packNotation(p)), text).toEqual(p);
        gameFromPosition(p);
      }
      const g = readNotation(text);
      if (!isEngineError(g)) {
        stats.games++;
        // the game's own position, whatever the spelling of the bytes
        expect(parsed(packNotation(positionOf(g))), text).toEqual(p);
        g.legalMoves();
      }
    }
    console.log(`packed fuzzing: ${JSON.stringify(stats)}`);
    expect(stats.refused).toBeGreaterThan(1000);
    expect(stats.read).toBeGreaterThan(100);
    expect(stats.games).toBeGreaterThan(20);
  }, 120_000);
});
