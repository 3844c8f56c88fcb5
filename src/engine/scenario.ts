/**
 * Scenario files (DESIGN 1.4) once they are validated: building the position,
 * playing the scenario's moves, the points gained. No zod and no YAML here:
 * the sandbox imports this file and receives examples validated at build
 * time. Reading and checking a file (YAML, schema) is `loadScenario` in
 * `scenario-schema.ts`.
 *
 * - {@link startScenario}: scenario → `{ game, startScores }`, the position
 *   before the play with the play's tile in hand and its player to move.
 * - {@link scenarioPlays}: the moves the scenario shows (its `play`, then
 *   module follow-ups such as an extra turn).
 * - {@link playScenario}: plays them on a start (and final scoring if `end`).
 * - {@link pointsSince}: points gained by each colour since a start.
 * - {@link evaluateScenario}: all of it → `{ id, points, totals, events }`.
 */
import { Game } from './game.js';
import type { COLOURS } from './seats.js';
import type { Move, ScoreEvent } from './types.js';
import { engineError, type EngineError } from './errors.js';
import {
  locationCode,
  locationName,
  oppositeSide,
  SIDE_DX,
  SIDE_DY,
  quarterTurns,
  type Rotation,
} from './locations.js';
import { getModule } from './registry.js';
import { putState } from './module-state.js';
import { clip } from './clip.js';
import { errorWords } from './error-words.js';
import { islandProblems } from './islands.js';
import { companionMessage } from './move-check.js';
import { hasFollowerOf } from './legal-moves.js';
import { getTile, tileDef } from './tileset.js';
import type { Location } from './tile-types.js';
import type { z } from 'zod';
import type {
  boardMeepleSchema,
  boardTileSchema,
  expectSchema,
  playSchema,
  scenarioSchema,
} from './scenario-core-schema.js';
import type { Problem } from './scenario-problem.js';

/** A player colour (DESIGN 1.4 order: red blue green yellow black pink). */
export type Colour = (typeof COLOURS)[number];

/**
 * The fields of the rule modules in a scenario's `rules`, beside the core
 * ones (each module's `schema.ts`, validated by the loader), read by their
 * modules. The core names none of them.
 */
type ModuleFields = { [field: string]: unknown };

/**
 * A figure standing on a board tile: colour, location word (DESIGN 1.3),
 * figure kind (`normal`, `large`, …; `normal` when the file leaves it out).
 * The type is the loader's schema's output (`boardMeepleSchema` in
 * `scenario-core-schema.ts`), so that the two cannot drift apart; the import is a
 * type only, and code that plays validated scenarios loads no zod.
 */
export type ScenarioMeeple = z.output<typeof boardMeepleSchema>;

/**
 * A tile already on the table: tile id, `[x, y]` (x east, y south), rotation
 * in degrees clockwise, the figures on it (`boardTileSchema`).
 */
export type ScenarioTile = z.output<typeof boardTileSchema>;

/**
 * The move the example shows (`playSchema`). Module fields (`symbol`,
 * `extra`, `buyBack`, `bathhouse`, `scoreOrder`, content/examples/README.md)
 * sit beside the core ones and are read by their modules.
 */
export type ScenarioPlay = z.output<typeof playSchema> & ModuleFields;

/**
 * What the rules text states (`expectSchema`; read by tests and the build,
 * never by the engine): points gained by the play (and final scoring if
 * `end`) by colour, totals, problem paths, figures, figure options; module
 * fields beside them.
 */
export type ScenarioExpect = z.output<typeof expectSchema> & ModuleFields;

/**
 * A validated scenario file (DESIGN 1.4): what `loadScenario` returns and
 * the build embeds in a page for the sandbox; the output of the loader's
 * schema (`scenarioSchema`, the core fields) with the modules' fields beside
 * the core ones (`awards`, `bathhouses`, …). Defaults are filled in (`end`,
 * figure `kind`).
 */
export type Scenario = Omit<z.output<typeof scenarioSchema>, 'play' | 'expect'> & {
  play?: ScenarioPlay;
  expect?: ScenarioExpect;
} & ModuleFields;

export type { Problem } from './scenario-problem.js';

/** Result of {@link evaluateScenario}: points gained (all players), totals, events. */
export interface ScenarioResult {
  id: string;
  /** Points gained by each colour (0 included), in turn order: DESIGN 1.4 `points`. */
  points: Record<string, number>;
  /** Starting `scores` + points, by colour. */
  totals: Record<string, number>;
  events: ScoreEvent[];
}

/** The starting position of a scenario: the game and each player's total then (points, by player index). */
export interface ScenarioStart {
  game: Game;
  startScores: readonly number[];
}

/** One move a scenario shows: the tile placed, the move, and the field path it comes from (`play`, `play.extra`). */
export interface ScenarioStep {
  path: string;
  tile: string;
  move: Move;
}

export { QUOTE_MAX, clip } from './clip.js';

const EDGE_NAME = ['city', 'road', 'field', 'line'];

/**
 * Build the position of a scenario (board, starting scores, figures, module
 * fields), collecting problems: unknown modules, players, tiles, two tiles
 * on one cell, edges that do not match (base rules, zakladni-hra#prubeh-tahu
 * step 1), islands ({@link islandProblems}), figures the shared figure check refuses
 * ({@link Game.checkFigurePlacement}), two figures on one tile feature
 * unless a module allows it ({@link RuleModule.allowsTogether}), figures on
 * a completed feature (they would have been scored and returned), then, module
 * by module, its position state ({@link RuleModule.state}: the fields its
 * `scenario.read` finds, checked by `putState`) and its `scenario.apply`. Returns undefined when there are problems.
 * The player to move and the tile in hand are not set ({@link startScenario} sets them).
 */
export function buildPosition(s: Scenario, file: string, problems: Problem[]): Game | undefined {
  const push = (e: EngineError, path = e.path) => problems.push({ file, path, message: errorWords(e), code: e.code });
  for (let i = 0; i < s.rules.length; i++) {
    if (!getModule(s.rules[i]!)) push(engineError('module.unknown', `rules[${i}]`, { id: s.rules[i]! }));
  }
  if (problems.length) return undefined;
  const g = Game.create({ players: s.players, modules: s.rules, deal: false });
  if (!(g instanceof Game)) {
    push(g);
    return undefined;
  }
  for (const [c, v] of Object.entries(s.scores ?? {})) {
    const i = g.playerIndex(c);
    if (i < 0) push(engineError('player.unknown', `scores.${c}`, { colour: c }));
    else g.scores[i] = v!;
  }
  const placedAt = new Map<string, number>();
  const entries: ({ i: number } & ReturnType<Game['board']['place']>)[] = [];
  s.board.forEach((b, i) => {
    const def = tileDef(b.tile);
    const t = getTile(b.tile);
    if (!t) {
      const known = def && def.known ? 'is not a land tile' : def ? 'has an unknown layout' : '';
      problems.push({
        file,
        path: `board[${i}].tile`,
        message: known ? `tile ${b.tile} ${known}` : `unknown tile ${clip(b.tile)}`,
        code: 'tile.unknown',
      });
      return;
    }
    const key = `${b.at[0]},${b.at[1]}`;
    if (placedAt.has(key)) {
      problems.push({
        file,
        path: `board[${i}].at`,
        message: `board[${placedAt.get(key)}] already lies at [${key.replace(',', ', ')}]`,
        code: 'cell.occupied',
      });
      return;
    }
    placedAt.set(key, i);
    entries.push({ i, ...g.board.place(t, b.at[0], b.at[1], quarterTurns(b.rotation)) });
  });
  // Edges: report each mismatching pair once, on the later entry.
  for (const e of entries) {
    for (let s2 = 0; s2 < 4; s2++) {
      const o = g.board.at(e.x + SIDE_DX[s2]!, e.y + SIDE_DY[s2]!);
      if (!o) continue;
      const oe = entries.find((x) => x.index === o.index)!;
      if (oe.i > e.i) continue;
      const mine = e.tile.edges[e.q]![s2]!,
        theirs = o.tile.edges[o.q]![oppositeSide(s2)]!;
      if (mine !== theirs) {
        problems.push({
          file,
          path: `board[${e.i}]`,
          code: 'edges.mismatch',
          message: `${e.tile.id} edge ${locationName(s2)} (${EDGE_NAME[mine]}) does not match the ${locationName(oppositeSide(s2))} edge (${EDGE_NAME[theirs]}) of board[${oe.i}] ${o.tile.id} at [${o.x}, ${o.y}]`,
        });
      }
    }
  }
  islandProblems(entries, file, problems);
  // Figures: the shared check, then the occupancy rule of a position (one
  // figure per tile feature unless a module allows more).
  const placedFigures: { node: number; path: string; at: string }[] = [];
  const companions: { node: number; player: number; kind: string; path: string; at: string }[] = [];
  for (const e of entries) {
    const ms = s.board[e.i]!.meeples ?? [];
    ms.forEach((m, j) => {
      const path = `board[${e.i}].meeples[${j}]`;
      const pi = g.playerIndex(m.player);
      if (pi < 0) {
        push(engineError('player.unknown', `${path}.player`, { colour: m.player }));
        return;
      }
      const err = g.checkFigurePlacement(pi, m.kind, e, m.at);
      if (err) {
        push(err, `${path}.${err.path}`);
        return;
      }
      const code = locationCode(m.at);
      const node = e.nodeBase + e.tile.locFeature[e.q]![code]!;
      const here = g.board.group(node).figures.filter((x) => x.node === node);
      // a companion stands beside its owner's follower (checked below, once every figure stands)
      const companion = (k: string) => !!g.figureKinds.get(k)?.companion;
      const beside = companion(m.kind) || here.every((x) => companion(x.kind) && x.player === pi);
      if (
        here.length &&
        !beside &&
        !g.modules.some((mod) => mod.allowsTogether?.(g, here, { player: pi, kind: m.kind }))
      ) {
        push(engineError('figure.occupied', `${path}.at`, { at: m.at }));
        return;
      }
      g.putFigure(pi, m.kind, e, code);
      placedFigures.push({ node, path: `${path}.at`, at: m.at });
      if (companion(m.kind)) companions.push({ node, player: pi, kind: m.kind, path: `${path}.at`, at: m.at });
    });
  }
  for (const c of companions) {
    const grp = g.board.group(c.node);
    if (!hasFollowerOf(g, grp, c.player))
      push(engineError('figure.forbidden', c.path, { at: c.at, kind: c.kind, message: companionMessage(c.kind) }));
  }
  // A figure on a feature that is already complete would have been scored and
  // returned when the feature was completed: not a position of a game.
  const reported = new Set<number>();
  for (const f of placedFigures) {
    const grp = g.board.group(f.node);
    if (reported.has(grp.root) || !g.board.isClosed(grp)) continue;
    reported.add(grp.root);
    problems.push({
      file,
      path: f.path,
      code: 'figure.occupied',
      message: `the ${grp.kind} at ${f.at} is already completed, so its figures would have been scored and returned`,
    });
  }
  if (problems.length) return undefined;
  for (const m of g.modules) {
    if (m.state) for (const e of putState(g, m, m.state.scenario.read(s as Record<string, unknown>))) push(e);
    const errs = m.scenario?.apply?.(g, s as Record<string, unknown>) ?? [];
    for (const e of errs) push(e);
  }
  return problems.length ? undefined : g;
}

/** {@link buildPosition}, then the play's player to move and its tile in hand (problems at `play.player`, `play.tile`). */
function begin(s: Scenario, file: string, problems: Problem[]): ScenarioStart | undefined {
  const g = buildPosition(s, file, problems);
  if (!g) return undefined;
  const p = s.play;
  if (p) {
    const pi = g.playerIndex(p.player);
    if (pi < 0)
      problems.push({
        file,
        path: 'play.player',
        message: `player ${p.player} is not playing`,
        code: 'player.unknown',
      });
    else if (!getTile(p.tile))
      problems.push({
        file,
        path: 'play.tile',
        message: tileDef(p.tile)
          ? `tile ${p.tile} has an unknown layout or is not a land tile`
          : `unknown tile ${clip(p.tile)}`,
        code: 'tile.unknown',
      });
    if (problems.length) return undefined;
    g.player = pi;
    g.setCurrent(p.tile);
  }
  return { game: g, startScores: [...g.scores] };
}

/**
 * The starting position of a validated scenario: the board with its figures
 * and module state, the starting `scores`, and, when the scenario has a
 * `play`, its player to move and its tile in hand (`game.current`). One
 * call builds the position once; the CLI, the build, the sandbox and the
 * tests all start scenarios here.
 * @returns `{ game, startScores }`; `startScores` are the totals in points
 *   by player index before anything is played (for {@link pointsSince}).
 * @throws Error naming the problems when the scenario was not validated
 *   (`loadScenario`) and is invalid.
 */
export function startScenario(s: Scenario): ScenarioStart {
  const problems: Problem[] = [];
  const start = begin(s, s.id, problems);
  if (!start) throw new Error(`invalid scenario ${s.id}: ${problems.map((p) => `${p.path}: ${p.message}`).join('; ')}`);
  return start;
}

/**
 * Points gained by each player since `startScores` (totals by player index,
 * e.g. {@link ScenarioStart.startScores}): `{ colour: points }` in turn
 * order, 0 included; the object `npm run score` prints as `points` and the
 * sandbox writes to `data-points` (DESIGN 1.4, 1.5).
 */
export function pointsSince(game: Game, startScores: readonly number[]): Record<string, number> {
  const out: Record<string, number> = {};
  game.players.forEach((c, i) => {
    out[c] = game.scores[i]! - (startScores[i] ?? 0);
  });
  return out;
}

/** Each player's total in points now, `{ colour: points }` in turn order. */
export function totalsOf(game: Game): Record<string, number> {
  const out: Record<string, number> = {};
  game.players.forEach((c, i) => {
    out[c] = game.scores[i]!;
  });
  return out;
}

/**
 * Turn a scenario's `play` into a move, with module actions, in canonical form
 * for the position `g` ({@link Game.canonicalMove} with the play's tile): a
 * play that names the choice the rules make anyway (e.g. `symbol.from` of the
 * placed tile's own activated symbol, `bathhouse` naming the default house)
 * gives the same move as `legalMoves()` lists. `g` must be the scenario's
 * position before the play.
 */
export function playMove(g: Game, s: Scenario): Move {
  return g.canonicalMove(moveOf(g, s.play! as unknown as PlayLike), s.play!.tile);
}

/** The fields of a play (or a follow-up play) that make a move. */
interface PlayLike {
  at: [number, number];
  rotation: Rotation;
  meeple?: { at: Location; kind: string };
  [key: string]: unknown;
}

function moveOf(g: Game, p: PlayLike): Move {
  const move: Move = { x: p.at[0], y: p.at[1], rotation: p.rotation };
  if (p.meeple) move.figure = { at: p.meeple.at, kind: p.meeple.kind };
  const actions: NonNullable<Move['actions']> = [];
  for (const m of g.modules) {
    const a = m.scenario?.actions?.(p as Record<string, unknown>);
    if (a) actions.push(...a);
  }
  if (actions.length) move.actions = actions;
  return move;
}

/** A follow-up play with its move (as written) and the modules' checks. */
interface FollowUp extends ScenarioStep {
  check?(game: Game): EngineError | undefined;
}

/**
 * The follow-up plays the modules' `followUps` name, in order: a field holding a list of turns (`play.extra: [...]`,
 * a builder's second tile and then an extra turn) gives one play per item (`play.extra[1]`), and a field two modules
 * name (both grant bonus turns played as `play.extra`) is played once, allowed when any of their checks allows it
 * (the first refusal is reported).
 */
function followUps(g: Game, s: Scenario): FollowUp[] {
  const out: FollowUp[] = [];
  if (!s.play) return out;
  const checks = new Map<string, ((game: Game) => EngineError | undefined)[]>();
  for (const m of g.modules) {
    for (const f of m.scenario?.followUps?.(s.play as Record<string, unknown>) ?? []) {
      const items = Array.isArray(f.play) ? (f.play as Record<string, unknown>[]) : [f.play];
      items.forEach((play, i) => {
        const path = Array.isArray(f.play) ? `${f.path}[${i}]` : f.path;
        let list = checks.get(path);
        if (!list) {
          checks.set(path, (list = []));
          // Not canonicalised: the position of a follow-up is reached only after the plays before it.
          out.push({ tile: String(play.tile), move: moveOf(g, play as unknown as PlayLike), path });
        }
        if (f.check) list.push((game) => f.check!(game, path));
      });
    }
  }
  for (const step of out) {
    const list = checks.get(step.path)!;
    if (list.length)
      step.check = (game) => {
        let first: EngineError | undefined;
        for (const c of list) {
          const e = c(game);
          if (!e) return undefined;
          first ??= e;
        }
        return first;
      };
  }
  return out;
}

/**
 * The further plays of a scenario after `play` (module `followUps`, e.g. an
 * extra turn): tile id, move and field path of each, in order.
 */
export function followUpMoves(g: Game, s: Scenario): ScenarioStep[] {
  return followUps(g, s).map(({ tile, move, path }) => ({ tile, move, path }));
}

/**
 * Every move a validated scenario shows, in order: its `play` in canonical
 * form ({@link playMove}, one of `legalMoves()`), then the follow-ups
 * ({@link followUpMoves}). `g` is the starting position ({@link startScenario}).
 * Empty without a `play`. The sandbox plays these as the solution.
 */
export function scenarioPlays(g: Game, s: Scenario): ScenarioStep[] {
  if (!s.play) return [];
  return [{ path: 'play', tile: s.play.tile, move: playMove(g, s) }, ...followUpMoves(g, s)];
}

const MOVE_FIELD: Record<string, string> = {
  at: 'at',
  rotation: 'rotation',
  tile: 'tile',
  figure: 'meeple',
  'figure.at': 'meeple.at',
  'figure.kind': 'meeple.kind',
};

/**
 * The file's own field that an engine error about `move` (path in move terms:
 * `at`, `figure.at`, `actions[i].meeple.on`) names, under the play at `base`
 * (`play`, `play.extra`): module actions are traced back to the play field
 * they came from ({@link ScenarioExtension.actionField}).
 */
function fieldOf(g: Game, move: Move, path: string, base: string): string {
  const a = /^actions\[(\d+)\](.*)$/.exec(path);
  if (a) {
    const action = move.actions?.[Number(a[1])];
    const mod = action ? g.modules.find((m) => m.id === action.module) : undefined;
    const field = action ? mod?.scenario?.actionField?.(action, a[2]!) : undefined;
    return field ? `${base}.${field}` : base;
  }
  const f = MOVE_FIELD[path] ?? path;
  return f ? `${base}.${f}` : base;
}

/**
 * Play a scenario's moves as written on its start (problems name the
 * author's fields and locations), then final scoring when `end`.
 */
function playAll(start: ScenarioStart, s: Scenario, file: string, problems: Problem[]): ScoreEvent[] {
  const g = start.game;
  const events: ScoreEvent[] = [];
  const refuse = (e: EngineError, path: string) => {
    const msg =
      e.code === 'edges.mismatch' || e.code === 'placement.noNeighbour' || e.code === 'cell.occupied'
        ? `the play is not legal: ${errorWords(e)}`
        : errorWords(e);
    problems.push({ file, path, message: msg, code: e.code });
  };
  if (s.play) {
    const follow = followUps(g, s);
    // As written (not canonical), so that problems name the author's locations.
    const first: FollowUp = { path: 'play', tile: s.play.tile, move: moveOf(g, s.play as unknown as PlayLike) };
    for (const step of [first, ...follow]) {
      if (!getTile(step.tile)) {
        problems.push({
          file,
          path: `${step.path}.tile`,
          message: `unknown tile ${clip(step.tile)}`,
          code: 'tile.unknown',
        });
        return events;
      }
      const refused = step.check?.(g);
      if (refused) {
        problems.push({ file, path: refused.path, message: errorWords(refused), code: refused.code });
        return events;
      }
      g.setCurrent(step.tile);
      const r = g.apply(step.move);
      if ('code' in r) {
        refuse(r, fieldOf(g, step.move, r.path, step.path));
        return events;
      }
      events.push(...r.events);
    }
  }
  if (s.end) events.push(...g.finish());
  return events;
}

/**
 * Play a validated scenario on its start ({@link startScenario}): its
 * `play` and follow-ups as written, then final scoring when `end` is true.
 * Changes `start.game`. Returns the score events of all of it.
 * @throws Error naming the problems when the engine refuses a move (the
 *   scenario was not validated).
 */
export function playScenario(start: ScenarioStart, s: Scenario): ScoreEvent[] {
  const problems: Problem[] = [];
  const events = playAll(start, s, s.id, problems);
  if (problems.length)
    throw new Error(`invalid scenario ${s.id}: ${problems.map((p) => `${p.path}: ${p.message}`).join('; ')}`);
  return events;
}

/**
 * Check a scenario object against the rules (schema-valid input assumed:
 * `loadScenario` calls this after the schema): build the position, play the
 * moves, and on success the result. `file` names the file in problems.
 */
export function checkScenario(
  s: Scenario,
  file: string,
): { ok: true; result: ScenarioResult } | { ok: false; problems: Problem[] } {
  const problems: Problem[] = [];
  const start = begin(s, file, problems);
  if (!start) return { ok: false, problems };
  const events = playAll(start, s, file, problems);
  if (problems.length) return { ok: false, problems };
  return {
    ok: true,
    result: { id: s.id, points: pointsSince(start.game, start.startScores), totals: totalsOf(start.game), events },
  };
}

/**
 * Evaluate a validated scenario: build the board, play `play` (and its
 * follow-ups), run final scoring when `end` is true. `points` = points gained
 * by each player (0 included), `totals` = starting `scores` + points.
 * @throws Error naming the problems if the scenario was not checked by
 *   `loadScenario` and is invalid.
 */
export function evaluateScenario(s: Scenario): ScenarioResult {
  const r = checkScenario(s, s.id);
  if (!r.ok)
    throw new Error(`invalid scenario ${s.id}: ${r.problems.map((p) => `${p.path}: ${p.message}`).join('; ')}`);
  return r.result;
}
