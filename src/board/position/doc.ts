/**
 * The position shown on the analysis board, as plain data the reader edits: rule modules,
 * players, scores, tiles with their figures, the modules' position state (the fields each
 * module declares, `RuleModule.state`), the tile in hand and the player to move.
 *
 * The engine stays the judge of every rule: a document becomes a game through the
 * scenario builder (`buildPosition`, the same code that checks worked examples, with the
 * modules' own scenario fields), and a game becomes a document again through what the
 * engine shows (`figuresOnBoard`) and what each module declares of its state
 * (`state.get`); nothing here names a module. Documents are immutable: every edit returns
 * a new one. The analysis board edits documents; the trainer draws its questions' positions
 * from them (`docFromGame`, `boardPosition` in picture.ts).
 */
import {
  buildPosition,
  Game,
  getModule,
  type Location,
  locationCode,
  locationName,
  type Problem,
  type Rotation,
  type RuleModule,
  type Scenario,
  scenarioStateFields,
  stateOf,
  type StateValues,
} from '../../engine/core';
import type { PositionNotes } from './notes';

/** A figure standing on a feature of a placed tile (location in board orientation). */
export interface DocFigure {
  /** Colour of its owner. */
  player: string;
  at: Location;
  /** Figure kind id (`normal`, `large`). */
  kind: string;
}

/** A tile on the board. */
export interface DocTile {
  tile: string;
  x: number;
  y: number;
  rotation: Rotation;
  figures: DocFigure[];
}

/** The whole position. */
export interface AnalysisDoc {
  /** Rule module ids, `base` first. */
  modules: string[];
  /** Colours in turn order. */
  players: string[];
  /** Points of each player, in turn order. */
  scores: number[];
  /** Tiles in placement order. */
  tiles: DocTile[];
  /**
   * Module state the position holds, by module id: the values of the fields each module
   * declares (`RuleModule.state`, e.g. award holders, followers resting off the
   * features); fields in their starting state are left out, and so are modules with none.
   */
  state: Record<string, StateValues>;
  /** The tile in hand, or null. */
  current: string | null;
  /** Index of the player to move. */
  player: number;
  /**
   * The reader's title, comment, player names and marks (notes.ts): no rule fact, so the
   * engine never sees them; absent when there are none.
   */
  notes?: PositionNotes;
}

/** An empty board for two players with the base game. */
export function emptyDoc(modules: string[] = ['base'], players: string[] = ['red', 'blue']): AnalysisDoc {
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

/**
 * The position a game starts from: the start tile on the centre cell, unturned, nothing else
 * (the analysis board's first position, as every game begins).
 */
export function startDoc(modules: string[] = ['base'], players: string[] = ['red', 'blue']): AnalysisDoc {
  const d = emptyDoc(modules, players);
  const start = startTileOf(d.modules);
  if (start) d.tiles.push({ tile: start, x: 0, y: 0, rotation: 0, figures: [] });
  return d;
}

/** Whether a position is just a start tile as a game begins (no other tile, no figure, no points). */
export function isStartDoc(d: AnalysisDoc): boolean {
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

/** A deep copy (documents hold only plain data). */
export function cloneDoc(d: AnalysisDoc): AnalysisDoc {
  return {
    modules: [...d.modules],
    players: [...d.players],
    scores: [...d.scores],
    tiles: d.tiles.map((t) => ({ ...t, figures: t.figures.map((f) => ({ ...f })) })),
    state: structuredClone(d.state),
    current: d.current,
    player: d.player,
    // notes are never changed in place: the copy shares them
    ...(d.notes ? { notes: d.notes } : {}),
  };
}

/** The index of the tile at `[x, y]`, or -1. */
export function tileIndexAt(d: AnalysisDoc, x: number, y: number): number {
  return d.tiles.findIndex((t) => t.x === x && t.y === y);
}

/**
 * The document as a scenario (DESIGN 1.4) without a play: what `buildPosition` reads and
 * what "download as example" writes. Module fields are written only for enabled modules.
 * @param end value of the scenario's `end` field (true: final scoring is its result)
 */
export function toScenario(d: AnalysisDoc, end = false): Scenario {
  const s: Record<string, unknown> = {
    id: 'rozbor-pozice',
    title: { cs: 'Rozbor pozice', en: 'Position analysis' },
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
  return s as unknown as Scenario;
}

/** Result of {@link buildGame}: the engine's game of the position, or the problems it found. */
export type Built = { game: Game; problems: [] } | { game: null; problems: Problem[] };

/**
 * The engine's game showing the document: the board, figures, scores and module state
 * checked by the scenario builder, then the tile in hand and the player to move.
 * Never throws.
 */
export function buildGame(d: AnalysisDoc): Built {
  const problems: Problem[] = [];
  let g: Game | undefined;
  try {
    g = buildPosition(toScenario(d), 'position', problems);
  } catch (err) {
    problems.push({ file: 'position', path: '', message: String(err), code: 'schema' });
  }
  if (!g || problems.length) return { game: null, problems };
  g.player = d.player >= 0 && d.player < d.players.length ? d.player : 0;
  g.setCurrent(d.current);
  return { game: g, problems: [] };
}

/** How many documents keep their game in {@link gameOfDoc}'s cache (a 72-tile game is some 100 KB). */
const KEPT_GAMES = 8;

/** The games of the documents used last, the most recent last (a document is never changed once made). */
const kept = new Map<AnalysisDoc, Built>();

/** Puts `d`'s result last in the cache, dropping the oldest beyond {@link KEPT_GAMES}. */
function keep(d: AnalysisDoc, b: Built): Built {
  kept.delete(d);
  kept.set(d, b);
  if (kept.size > KEPT_GAMES) kept.delete(kept.keys().next().value!);
  return b;
}

/**
 * The engine's game of a document, built once per document ({@link buildGame} the first
 * time, then the same result while the document is among the last {@link KEPT_GAMES} used):
 * opening a position, checking an edit, its notation, final scoring, the table of moves and
 * the text listing all read one game. The game is shared, so it is only read: whoever plays
 * or scores on it takes a copy (`Game.copy()`). The document must not change afterwards
 * (documents never do: every edit makes a new one). Never throws.
 */
export function gameOfDoc(d: AnalysisDoc): Built {
  const b = kept.get(d);
  return keep(d, b ?? buildGame(d));
}

/**
 * Records `game` as the game of `d` for {@link gameOfDoc}: a game that shows exactly the
 * document (the game it was read from, or the game of a document that differs only in its
 * notes). Neither may change afterwards.
 */
export function keepGame(d: AnalysisDoc, game: Game): void {
  keep(d, { game, problems: [] });
}

/**
 * A document of what a game shows: tiles in placement order, figures at the location they
 * were placed on, scores, the modules' position state (each module's `state.get`), the
 * tile in hand and the player to move.
 */
export function docFromGame(g: Game): AnalysisDoc {
  const tiles: DocTile[] = g.board.tiles.map((p) => ({
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
    modules: g.modules.map((m) => m.id),
    players: [...g.players],
    scores: [...g.scores],
    tiles,
    state: stateOf(g),
    current: g.current,
    player: g.player,
  };
}

/** Figures of a tile sorted the way the engine lists them (location, then player order). */
export function sortFigures(d: AnalysisDoc, figures: DocFigure[]): DocFigure[] {
  return [...figures].sort(
    (a, b) =>
      locationCode(a.at) - locationCode(b.at) ||
      d.players.indexOf(a.player) - d.players.indexOf(b.player) ||
      a.kind.localeCompare(b.kind),
  );
}
