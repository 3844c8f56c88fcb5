/**
 * The position as one plain, serialisable record ({@link Setup}): the rule modules, the
 * players, their scores, the tiles with the figures on them, the modules' position state,
 * the tile in hand, the player to move and the reader's notes. It is what the analysis board
 * edits, what its picture and the trainer draw, what a link and a scenario file carry; the
 * engine's {@link Game} is built from it and read back into it:
 *
 *     notation text ──setupFromNotation──▶ Setup ◀──setupOfGame── Game
 *     scenario file ──setupFromScenario──▶ Setup ──buildSetup──▶ Game (checked)
 *     Setup ──notationOfSetup──▶ text        Setup ──scenarioOfSetup──▶ scenario file
 *
 * The engine stays the judge of every rule: a setup becomes a game through the scenario
 * builder ({@link buildPosition}, the code that checks the worked examples, with each
 * module's own scenario fields), and a game becomes a setup through what the engine shows
 * (`figuresOnBoard`) and what each module declares of its state (`state.get`); nothing here
 * names a module. Setups are immutable by convention: an edit makes a new one, so a setup's
 * game is built once ({@link gameOfSetup}).
 */
import { Game } from './game.js';
import { locationCode, locationName, type Rotation } from './locations.js';
import type { RuleModule, StateValues } from './module.js';
import { scenarioStateFields, stateOf } from './module-state.js';
import { notationOf, packedNotationOf, readNotation } from './notation.js';
import { getModule } from './registry.js';
import { getTile } from './tileset.js';
import { buildPosition, type Problem, type Scenario } from './scenario.js';
import type { EngineError } from './errors.js';
import type { Location } from './tile-types.js';

/** A cell of the board (grid units; x grows to the east, y to the south). */
export interface Cell {
  x: number;
  y: number;
}

/** A feature named by a tile's cell and one of its locations (the whole feature is meant). */
export interface FeatureMark {
  x: number;
  y: number;
  loc: Location;
}

/** An arrow a reader draws from the centre of one cell to the centre of another. */
export interface Arrow {
  from: Cell;
  to: Cell;
}

/** A reader's marks on a position: highlighted cells (with or without a tile), features, arrows in the order drawn. */
export interface BoardMarks {
  cells: Cell[];
  features: FeatureMark[];
  arrows: Arrow[];
}

/**
 * What a reader adds to a position to talk about it: no rule fact, so no rule reads it and
 * the position notation does not carry it (links carry it beside the notation, scenario
 * files in their `notes` field).
 */
export interface PositionNotes {
  /** The position's title ('' for none). */
  title: string;
  /** A comment on the position ('' for none). */
  comment: string;
  /** Player names by seat (index in the position's players; '' for none). */
  names: string[];
  marks: BoardMarks;
}

/** A figure standing on a feature of a placed tile (location in board orientation). */
export interface SetupFigure {
  /** Colour of its owner. */
  player: string;
  at: Location;
  /** Figure kind id (`normal`, or a kind a module declares). */
  kind: string;
}

/** A tile on the board: its id, cell, rotation (degrees clockwise) and the figures on it. */
export interface SetupTile {
  tile: string;
  x: number;
  y: number;
  rotation: Rotation;
  figures: SetupFigure[];
}

/** A position (see the file's comment). */
export interface Setup {
  /** Rule module ids, `base` first. */
  modules: string[];
  /** Colours in turn order. */
  players: string[];
  /** Points of each player, in turn order. */
  scores: number[];
  /** Tiles in placement order. */
  tiles: SetupTile[];
  /**
   * Module state the position holds, by module id: the values of the fields each module
   * declares (`RuleModule.state`, e.g. award holders, followers resting off the features,
   * counts per player); fields in their starting state are left out, and so are modules with none.
   */
  state: Record<string, StateValues>;
  /** The tile in hand, or null. */
  current: string | null;
  /** Index of the player to move. */
  player: number;
  /** The reader's title, comment, player names and marks; absent when there are none. */
  notes?: PositionNotes;
}

/** Module ids with `base` first and no repeats (the order the engine runs them in). */
export function normaliseModules(modules: readonly string[]): string[] {
  return [...new Set(['base', ...modules])];
}

/** The registered modules of these ids, in order (unknown ids left out). */
export function modulesOf(ids: readonly string[]): RuleModule[] {
  return ids.flatMap((id) => {
    const m = getModule(id);
    return m ? [m] : [];
  });
}

/** An empty board (no tile at all) for these modules and players, nobody scored, the first player to move. */
export function emptySetup(modules: string[] = ['base'], players: string[] = ['red', 'blue']): Setup {
  return {
    modules: normaliseModules(modules),
    players: [...players],
    scores: players.map(() => 0),
    tiles: [],
    state: {},
    current: null,
    player: 0,
  };
}

/**
 * The start tile of a game with these modules: the last module that names one (the demo
 * game's own start tile over the base game's), as `Game.create` deals it.
 * @param modules module ids, `base` first
 * @returns a tile id, or null when no module names one
 */
export function startTileOf(modules: readonly string[]): string | null {
  let start: string | null = null;
  for (const m of modulesOf(normaliseModules(modules))) if (m.startTile) start = m.startTile;
  return start;
}

/** The position a game starts from: the start tile on the centre cell, unturned, nothing else. */
export function startSetup(modules: string[] = ['base'], players: string[] = ['red', 'blue']): Setup {
  const d = emptySetup(modules, players);
  const start = startTileOf(d.modules);
  if (start) d.tiles.push({ tile: start, x: 0, y: 0, rotation: 0, figures: [] });
  return d;
}

/** Whether a position is just a start tile as a game begins (no other tile, no figure, no points, no state). */
export function isStartSetup(d: Setup): boolean {
  const t = d.tiles[0];
  return (
    d.tiles.length === 1 &&
    !!t &&
    t.x === 0 &&
    t.y === 0 &&
    t.rotation === 0 &&
    t.figures.length === 0 &&
    t.tile === startTileOf(d.modules) &&
    d.scores.every((v) => v === 0) &&
    Object.keys(d.state).length === 0
  );
}

/** A deep copy (setups hold only plain data; the notes, never changed in place, are shared). */
export function cloneSetup(d: Setup): Setup {
  return {
    modules: [...d.modules],
    players: [...d.players],
    scores: [...d.scores],
    tiles: d.tiles.map((t) => ({ ...t, figures: t.figures.map((f) => ({ ...f })) })),
    state: JSON.parse(JSON.stringify(d.state)) as Setup['state'], // plain JSON data
    current: d.current,
    player: d.player,
    ...(d.notes ? { notes: d.notes } : {}),
  };
}

/** The index of the tile at `[x, y]`, or -1. */
export function tileIndexAt(d: Setup, x: number, y: number): number {
  return d.tiles.findIndex((t) => t.x === x && t.y === y);
}

/** Figures of a tile sorted the way the engine lists them (location, then player order, then kind). */
export function sortFigures(d: Setup, figures: readonly SetupFigure[]): SetupFigure[] {
  return [...figures].sort(
    (a, b) =>
      locationCode(a.at) - locationCode(b.at) ||
      d.players.indexOf(a.player) - d.players.indexOf(b.player) ||
      a.kind.localeCompare(b.kind),
  );
}

/** The title of a scenario file written for a setup without one (read back as no title). */
export const DEFAULT_TITLE = { cs: 'Rozbor pozice', en: 'Position analysis' } as const;

/**
 * The setup as a scenario file (DESIGN 1.4) without a play: what {@link buildPosition} reads
 * and what "download as example" writes. Module fields are written only for enabled modules,
 * each as its module writes them; the reader's notes become the file's title (when they give
 * one) and its `notes` field (comment, names by colour, marks; left out when empty).
 * @param end value of the scenario's `end` field (true: final scoring is its result)
 */
export function scenarioOfSetup(d: Setup, end = false): Scenario {
  const title = d.notes?.title;
  const s: Record<string, unknown> = {
    id: 'rozbor-pozice',
    title: title ? { cs: title, en: title } : { ...DEFAULT_TITLE },
    rules: [...d.modules],
    players: [...d.players],
    scores: Object.fromEntries(d.players.map((p, i) => [p, d.scores[i] ?? 0])),
    board: d.tiles.map((t) => ({
      tile: t.tile,
      at: [t.x, t.y],
      rotation: t.rotation,
      ...(t.figures.length ? { meeples: t.figures.map((f) => ({ player: f.player, at: f.at, kind: f.kind })) } : {}),
    })),
    end,
  };
  Object.assign(s, scenarioStateFields(modulesOf(d.modules), d.state));
  const notes = notesField(d);
  if (notes) s.notes = notes;
  return s as unknown as Scenario;
}

/** The `notes` field of a scenario file for a setup's notes (undefined when they hold nothing but a title). */
function notesField(d: Setup): Scenario['notes'] {
  const n = d.notes;
  if (!n) return undefined;
  const out: NonNullable<Scenario['notes']> = {};
  if (n.comment) out.comment = n.comment;
  const names = Object.fromEntries(d.players.flatMap((c, i) => (n.names[i] ? [[c, n.names[i]!]] : [])));
  if (Object.keys(names).length) out.names = names;
  const m = n.marks;
  if (m.cells.length) out.cells = m.cells.map((c) => [c.x, c.y]);
  if (m.features.length) out.features = m.features.map((f) => ({ at: [f.x, f.y], location: f.loc }));
  if (m.arrows.length) out.arrows = m.arrows.map((a) => ({ from: [a.from.x, a.from.y], to: [a.to.x, a.to.y] }));
  return Object.keys(out).length ? out : undefined;
}

/**
 * The reader's notes a scenario file holds, as they are written (no text cut, no title left
 * out: what a page keeps is its own choice): the file's Czech title, and its `notes` field's
 * comment, names by seat and marks; {@link DEFAULT_TITLE} is no title. Undefined for a file
 * with neither a title nor notes.
 */
function notesOfScenario(s: Scenario, players: readonly string[]): PositionNotes | undefined {
  const f = s.notes;
  const title = s.title.cs === DEFAULT_TITLE.cs ? '' : s.title.cs;
  if (!f && !title) return undefined;
  const names = players.map((c) => (f?.names as Record<string, string> | undefined)?.[c] ?? '');
  while (names.length && !names[names.length - 1]) names.pop();
  return {
    title,
    comment: f?.comment ?? '',
    names,
    marks: {
      cells: (f?.cells ?? []).map(([x, y]) => ({ x, y })),
      features: (f?.features ?? []).map((m) => ({ x: m.at[0], y: m.at[1], loc: m.location })),
      arrows: (f?.arrows ?? []).map((a) => ({ from: { x: a.from[0], y: a.from[1] }, to: { x: a.to[0], y: a.to[1] } })),
    },
  };
}

/** Result of {@link buildSetup}: the engine's game of the position, or the problems it found. */
export type Built = { game: Game; problems: [] } | { game: null; problems: Problem[] };

/**
 * The engine's game of a setup, built afresh: the board, figures, scores and module state
 * checked by the scenario builder (every rule a scenario file is held to), then the tile in
 * hand and the player to move. Never throws: what the engine refuses comes back as problems
 * (file `position`, paths of the scenario file, e.g. `board[3].meeples[0].at`).
 */
export function buildSetup(d: Setup): Built {
  const problems: Problem[] = [];
  let g: Game | undefined;
  try {
    g = buildPosition(scenarioOfSetup(d), 'position', problems);
  } catch (err) {
    problems.push({ file: 'position', path: '', message: String(err), code: 'schema' });
  }
  if (!g || problems.length) return { game: null, problems };
  g.player = d.player >= 0 && d.player < d.players.length ? d.player : 0;
  g.setCurrent(d.current);
  return { game: g, problems: [] };
}

/** How many setups keep their game in {@link gameOfSetup} (a 72-tile game is some 100 KB). */
const KEPT_GAMES = 8;

/** The games of the setups used last, the most recent last. */
const kept = new Map<Setup, Built>();

/** Puts `d`'s result last, dropping the oldest beyond {@link KEPT_GAMES}. */
function keep(d: Setup, b: Built): Built {
  kept.delete(d);
  kept.set(d, b);
  if (kept.size > KEPT_GAMES) kept.delete(kept.keys().next().value!);
  return b;
}

/**
 * The engine's game of a setup, built once per setup ({@link buildSetup} the first time, then
 * the same result while the setup is among the last {@link KEPT_GAMES} used). The game is
 * shared, so it is only read: whoever plays or scores on it takes a copy (`Game.copy()`). The
 * setup must not change afterwards (an edit makes a new one). Never throws.
 */
export function gameOfSetup(d: Setup): Built {
  return keep(d, kept.get(d) ?? buildSetup(d));
}

/**
 * Records `game` as the game of `d` for {@link gameOfSetup}: a game that shows exactly the
 * setup (the game it was read from, or the game of a setup that differs only in its notes).
 * Neither may change afterwards.
 */
export function keepGame(d: Setup, game: Game): void {
  keep(d, { game, problems: [] });
}

/**
 * The setup of what a game shows: tiles in placement order, figures at the location they
 * were placed on, scores, the modules' declared position state (each module's `state.get`),
 * the tile in hand and the player to move. Module state a module keeps without declaring it
 * (a `RuleModule.notation` hook's) is not part of a setup. Never throws.
 */
export function setupOfGame(g: Game): Setup {
  const tiles: SetupTile[] = g.board.tiles.map((p) => ({
    tile: p.tile.id,
    x: p.x,
    y: p.y,
    rotation: (p.q * 90) as Rotation,
    figures: [],
  }));
  const figs = [...g.figuresOnBoard()].sort(
    (a, b) => a.tile - b.tile || a.loc - b.loc || a.player - b.player || a.kind.localeCompare(b.kind),
  );
  for (const f of figs) {
    tiles[f.tile]?.figures.push({ player: g.players[f.player]!, at: locationName(f.loc), kind: f.kind });
  }
  return {
    modules: normaliseModules(g.modules.map((m) => m.id)),
    players: [...g.players],
    scores: [...g.scores],
    tiles,
    state: stateOf(g),
    current: g.current,
    player: g.player,
  };
}

/**
 * Read position notation (a link's `?pozice=`, any version {@link readNotation} reads) into
 * a setup, with the game it was read from kept as the setup's game ({@link gameOfSetup}
 * returns it without a second build) when the setup shows all of it: a finished game's text
 * (`_over`) gives the position before anything more is played, and a module's undeclared
 * state in the text (a `RuleModule.notation` hook's) is not kept, so then the setup's own game is
 * built when asked for. Never throws.
 * @returns the setup, or the notation's {@link EngineError} (`notation.invalid` and the
 *   scenario builder's codes, at the notation's paths)
 */
export function setupFromNotation(text: string): Setup | EngineError {
  const g = readNotation(text);
  if (!(g instanceof Game)) return g;
  const d = setupOfGame(g);
  const hooks = g.modules.some((m) => !m.state && m.notation?.write(g, (i) => i) !== undefined);
  if (!hooks) {
    g.ended = false;
    keepGame(d, g);
  }
  return d;
}

/**
 * The canonical notation of a setup (version 2, `notation.ts`; `packed`: the short version 3
 * of links), written from its game; '' when the engine refuses the setup.
 */
export function notationOfSetup(d: Setup, packed = false): string {
  const b = gameOfSetup(d);
  if (!b.game) return '';
  return packed ? packedNotationOf(b.game) : notationOf(b.game);
}

/**
 * Read a validated scenario file (DESIGN 1.4) into a setup: its position before the play,
 * with the play's tile in hand and the play's player to move (as the worked examples open);
 * a file without a play takes them from `hand` (what the analysis board writes beside a
 * file), a tile the engine does not know leaving the hand empty. The file's title and
 * `notes` field become the setup's notes, as written (a page cuts them to its limits). The
 * game built is kept as the setup's game ({@link gameOfSetup}). Never throws on a file the
 * schema passed.
 * @returns the setup, or the scenario builder's problems (file `file`)
 */
export function setupFromScenario(
  s: Scenario,
  file: string,
  hand?: { tile: string | null; player: string | null },
): Setup | Problem[] {
  const problems: Problem[] = [];
  const g = buildPosition(s, file, problems);
  if (!g || problems.length) return problems;
  const tile = s.play ? s.play.tile : (hand?.tile ?? null);
  const player = s.play ? s.play.player : (hand?.player ?? null);
  const pi = player ? g.players.indexOf(player) : -1;
  g.player = pi >= 0 ? pi : 0;
  g.setCurrent(tile && getTile(tile) ? tile : null);
  const d = setupOfGame(g);
  const notes = notesOfScenario(s, d.players);
  if (notes) d.notes = notes;
  keepGame(d, g);
  return d;
}
