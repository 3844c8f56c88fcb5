/**
 * Scenario files (DESIGN 1.4): one worked example each, in YAML.
 *
 * - {@link scenarioSchema}: the zod (v3) schema shared with the site's content
 *   collection. Unknown fields pass through, so files using module fields
 *   validate everywhere; {@link scenarioSchemaFor} adds the enabled modules'
 *   fields (RuleModule.scenario) and validates them strictly.
 * - {@link loadScenario}: text → scenario or problems `{file, path, message}`.
 * - {@link evaluateScenario}: scenario → `{id, points, totals, events}`.
 */
import { LineCounter, parseDocument } from 'yaml';
import { z } from 'zod';
import './modules/index.js';
import { MAX_COORD } from './board.js';
import { Game, COLOURS } from './game.js';
import type { Move, ScoreEvent } from './types.js';
import { engineError, type EngineError } from './errors.js';
import { locationCode, locationName, oppositeSide, SIDE_DX, SIDE_DY, quarterTurns } from './locations.js';
import { getModule, moduleIds } from './registry.js';
import { getTile, tileDef } from './tileset.js';
import type { Location } from './tile-types.js';

const colour = z.enum(COLOURS);
const location = z.enum(['N', 'E', 'S', 'W', 'NNW', 'NNE', 'ENE', 'ESE', 'SSE', 'SSW', 'WSW', 'WNW', 'C']);
const COORD_RANGE = `coordinate must be an integer from -${MAX_COORD} to ${MAX_COORD}`;
const coord = z.number().int(COORD_RANGE).min(-MAX_COORD, COORD_RANGE).max(MAX_COORD, COORD_RANGE);
const coords = z.tuple([coord, coord]);
const rotation = z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)], {
  errorMap: () => ({ message: 'rotation must be 0, 90, 180 or 270' }),
});
const figureKind = z.string().min(1).default('normal');

/** A meeple (any figure kind) standing on a board tile. */
export const boardMeepleSchema = z.object({ player: colour, at: location, kind: figureKind }).passthrough();

/** A tile already on the table. */
export const boardTileSchema = z.object({
  tile: z.string().min(1),
  at: coords,
  rotation,
  meeples: z.array(boardMeepleSchema).optional(),
}).passthrough();

/** The move the example shows. Modules add their action fields. */
export const playSchema = z.object({
  player: colour,
  tile: z.string().min(1),
  at: coords,
  rotation,
  meeple: z.object({ at: location, kind: figureKind }).passthrough().optional(),
}).passthrough();

/** The whole scenario file (DESIGN 1.4). Module fields pass through. */
export const scenarioSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be kebab-case'),
  title: z.object({ cs: z.string(), en: z.string().optional() }).passthrough(),
  rules: z.array(z.string().min(1)).min(1),
  players: z.array(colour).min(1),
  scores: z.record(colour, z.number().int()).optional(),
  board: z.array(boardTileSchema),
  play: playSchema.optional(),
  end: z.boolean().default(false),
  expect: z.object({ points: z.record(colour, z.number().int()).optional() }).passthrough().optional(),
  source: z.string().optional(),
}).passthrough();

export type Scenario = z.infer<typeof scenarioSchema>;

/**
 * The schema with the fields of the given modules (unknown module ids are
 * ignored here; {@link loadScenario} reports them).
 */
export function scenarioSchemaFor(moduleIds: readonly string[]): z.ZodType<Scenario> {
  let root: z.AnyZodObject = scenarioSchema;
  let play: z.AnyZodObject = playSchema;
  for (const id of moduleIds) {
    const ext = getModule(id)?.scenario;
    if (ext?.play) play = play.extend(ext.play);
    if (ext?.root) root = root.extend(ext.root);
  }
  return root.extend({ play: play.optional() }) as unknown as z.ZodType<Scenario>;
}

/** A problem with a scenario file: file name, field path (e.g. `board[2].meeples[0].at`), what is wrong. */
export interface Problem {
  file: string;
  path: string;
  message: string;
  /** Engine error code when the problem comes from the rules. */
  code?: string;
}

/** Result of {@link loadScenario}. */
export type LoadResult = { ok: true; scenario: Scenario } | { ok: false; problems: Problem[] };

/** Result of {@link evaluateScenario}: points gained (all players), totals, events. */
export interface ScenarioResult {
  id: string;
  points: Record<string, number>;
  totals: Record<string, number>;
  events: ScoreEvent[];
}

function pathText(path: readonly (string | number)[]): string {
  let s = '';
  for (const p of path) s += typeof p === 'number' ? `[${p}]` : s ? `.${p}` : p;
  return s;
}

/** Developer-facing wording of an engine error (CLI output). */
export function describeError(e: EngineError): string {
  const p = e.params ?? {};
  switch (e.code) {
    case 'tile.unknown': return `unknown tile ${p.id ?? ''}`.trim();
    case 'tile.notLand': return `${p.id} is not a land tile`;
    case 'cell.occupied': return `a tile already lies at [${p.x}, ${p.y}]`;
    case 'rotation.invalid': return `rotation must be 0, 90, 180 or 270`;
    case 'edges.mismatch': return p.message ? String(p.message) : `edge ${p.side ?? ''} does not match its neighbour`;
    case 'placement.noNeighbour': return 'the tile touches no tile on the board';
    case 'placement.illegal': return p.message ? String(p.message) : 'the play is not a legal placement';
    case 'location.missing': return `tile ${p.tile} has no feature at ${p.at}`;
    case 'figure.kind': return `unknown figure kind ${p.kind}`;
    case 'figure.forbidden': return `a ${p.kind} figure may not stand ${p.feature ? `on a ${p.feature}` : 'there'}`;
    case 'figure.occupied': return `the feature at ${p.at} is already occupied`;
    case 'figure.supply': return `the player has no ${p.kind} figure left`;
    case 'player.unknown':
      if (p.reason === 'repeated') return `colour ${p.colour} is listed twice`;
      if (p.reason === 'colour') return `colour ${p.colour} is not available with these rules`;
      if (p.colour) return `player ${p.colour} is not playing`;
      if (typeof p.count === 'number' && typeof p.max === 'number' && p.count > p.max) return `${p.count} players; these rules allow at most ${p.max}`;
      if (typeof p.count === 'number' && typeof p.min === 'number') return `${p.count} players; these rules need at least ${p.min}`;
      return 'wrong number of players';
    case 'game.over': return 'the game is over';
    case 'module.unknown': return `unknown rule module ${p.id}`;
    case 'module.action': return p.message ? String(p.message) : 'the module refused the action';
    case 'schema': return String(p.message ?? 'invalid');
    case 'notation.invalid': return 'invalid notation';
  }
}

const EDGE_NAME = ['city', 'road', 'field'];

/** Build the position of a scenario (board and module fields), collecting problems. */
export function buildPosition(s: Scenario, file: string, problems: Problem[]): Game | undefined {
  const push = (e: EngineError, path = e.path) => problems.push({ file, path, message: describeError(e), code: e.code });
  for (let i = 0; i < s.rules.length; i++) {
    if (!getModule(s.rules[i]!)) push(engineError('module.unknown', `rules[${i}]`, { id: s.rules[i]! }));
  }
  if (problems.length) return undefined;
  const g = Game.create({ players: s.players, modules: s.rules, deal: false });
  if (!(g instanceof Game)) { push(g); return undefined; }
  for (const [c, v] of Object.entries(s.scores ?? {})) {
    const i = g.playerIndex(c);
    if (i < 0) push(engineError('player.unknown', `scores.${c}`, { colour: c }));
    else g.scores[i] = v;
  }
  const placedAt = new Map<string, number>();
  const entries: ({ i: number } & ReturnType<Game['board']['place']>)[] = [];
  s.board.forEach((b, i) => {
    const def = tileDef(b.tile);
    const t = getTile(b.tile);
    if (!t) {
      const known = def && def.known ? 'is not a land tile' : def ? 'has an unknown layout' : '';
      problems.push({ file, path: `board[${i}].tile`, message: known ? `tile ${b.tile} ${known}` : `unknown tile ${b.tile}`, code: 'tile.unknown' });
      return;
    }
    const key = `${b.at[0]},${b.at[1]}`;
    if (placedAt.has(key)) {
      problems.push({ file, path: `board[${i}].at`, message: `board[${placedAt.get(key)}] already lies at [${key.replace(',', ', ')}]`, code: 'cell.occupied' });
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
      const mine = e.tile.edges[e.q]![s2]!, theirs = o.tile.edges[o.q]![oppositeSide(s2)]!;
      if (mine !== theirs) {
        problems.push({
          file, path: `board[${e.i}]`, code: 'edges.mismatch',
          message: `${e.tile.id} edge ${locationName(s2)} (${EDGE_NAME[mine]}) does not match the ${locationName(oppositeSide(s2))} edge (${EDGE_NAME[theirs]}) of board[${oe.i}] ${o.tile.id} at [${o.x}, ${o.y}]`,
        });
      }
    }
  }
  // Meeples.
  const placedFigures: { node: number; path: string; at: string }[] = [];
  for (const e of entries) {
    const ms = s.board[e.i]!.meeples ?? [];
    ms.forEach((m, j) => {
      const path = `board[${e.i}].meeples[${j}]`;
      const pi = g.playerIndex(m.player);
      if (pi < 0) { push(engineError('player.unknown', `${path}.player`, { colour: m.player })); return; }
      const code = locationCode(m.at);
      const fi = e.tile.locFeature[e.q]![code]!;
      if (fi < 0) { push(engineError('location.missing', `${path}.at`, { tile: e.tile.id, at: m.at })); return; }
      const fk = g.figureKinds.get(m.kind);
      if (!fk) { push(engineError('figure.kind', `${path}.kind`, { kind: m.kind })); return; }
      const f = e.tile.features[fi]!;
      if (!fk.stands.includes(f.kind)) { push(engineError('figure.forbidden', `${path}.kind`, { kind: m.kind, feature: f.kind })); return; }
      for (const mod of g.modules) {
        const c = mod.canPlaceFigure?.(g, { player: pi, kind: m.kind, tile: e, feature: fi, def: f.def, loc: code });
        if (c) { push(engineError(c, `${path}.at`, { at: m.at, kind: m.kind, feature: f.kind })); return; }
      }
      const node = e.nodeBase + fi;
      const here = g.board.group(node).figures.filter((x) => x.node === node);
      if (here.length && !g.modules.some((mod) => mod.allowsTogether?.(g, here, { player: pi, kind: m.kind }))) {
        push(engineError('figure.occupied', `${path}.at`, { at: m.at }));
        return;
      }
      if (g.available(pi, m.kind) <= 0) { push(engineError('figure.supply', `${path}.kind`, { kind: m.kind })); return; }
      g.putFigure(pi, m.kind, e, code);
      placedFigures.push({ node, path: `${path}.at`, at: m.at });
    });
  }
  // A figure on a feature that is already complete would have been scored and
  // returned when the feature was completed: not a position of a game.
  const reported = new Set<number>();
  for (const f of placedFigures) {
    const grp = g.board.group(f.node);
    if (reported.has(grp.root) || !g.board.isClosed(grp)) continue;
    reported.add(grp.root);
    problems.push({ file, path: f.path, code: 'figure.occupied', message: `the ${grp.kind} at ${f.at} is already completed, so its figures would have been scored and returned` });
  }
  if (problems.length) return undefined;
  for (const m of g.modules) {
    const errs = m.scenario?.apply?.(g, s as Record<string, unknown>) ?? [];
    for (const e of errs) push(e);
  }
  return problems.length ? undefined : g;
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
  rotation: 0 | 90 | 180 | 270;
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

/**
 * The further plays of a scenario after `play` (module `followUps`, e.g. an
 * extra turn): tile id, move and field path of each, in order.
 */
export function followUpMoves(g: Game, s: Scenario): { tile: string; move: Move; path: string }[] {
  const out: { tile: string; move: Move; path: string }[] = [];
  if (!s.play) return out;
  for (const m of g.modules) {
    for (const f of m.scenario?.followUps?.(s.play as Record<string, unknown>) ?? []) {
      // Not canonicalised: the position of a follow-up is reached only after the plays before it.
      out.push({ tile: String(f.play.tile), move: moveOf(g, f.play as unknown as PlayLike), path: f.path });
    }
  }
  return out;
}

const PLAY_PATH: Record<string, string> = { at: 'play.at', rotation: 'play.rotation', tile: 'play.tile', 'figure.at': 'play.meeple.at', 'figure.kind': 'play.meeple.kind' };

function playPath(p: string): string {
  if (PLAY_PATH[p]) return PLAY_PATH[p]!;
  return p ? `play.${p}` : 'play';
}

/** Build the position and play the move; returns the game or problems. */
function run(s: Scenario, file: string): { game?: Game; events: ScoreEvent[]; start: number[]; problems: Problem[] } {
  const problems: Problem[] = [];
  const g = buildPosition(s, file, problems);
  if (!g) return { events: [], start: [], problems };
  const start = [...g.scores];
  const events: ScoreEvent[] = [];
  if (s.play) {
    const p = s.play;
    const pi = g.playerIndex(p.player);
    if (pi < 0) problems.push({ file, path: 'play.player', message: `player ${p.player} is not playing`, code: 'player.unknown' });
    else if (!getTile(p.tile)) problems.push({ file, path: 'play.tile', message: tileDef(p.tile) ? `tile ${p.tile} has an unknown layout or is not a land tile` : `unknown tile ${p.tile}`, code: 'tile.unknown' });
    else {
      g.player = pi;
      g.setCurrent(p.tile);
      // As written (not canonical), so that problems name the author's locations.
      const move = moveOf(g, p as unknown as PlayLike);
      const r = g.apply(move);
      if ('code' in r) {
        const msg = r.code === 'edges.mismatch' || r.code === 'placement.noNeighbour' || r.code === 'cell.occupied'
          ? `the play is not legal: ${describeError(r)}` : describeError(r);
        problems.push({ file, path: playPath(r.path), message: msg, code: r.code });
      } else {
        events.push(...r.events);
        for (const f of followUpMoves(g, s)) {
          if (!getTile(f.tile)) {
            problems.push({ file, path: `${f.path}.tile`, message: `unknown tile ${f.tile}`, code: 'tile.unknown' });
            break;
          }
          g.setCurrent(f.tile);
          const r2 = g.apply(f.move);
          if ('code' in r2) {
            const sub = playPath(r2.path).replace(/^play/, f.path);
            problems.push({ file, path: sub, message: describeError(r2), code: r2.code });
            break;
          }
          events.push(...r2.events);
        }
      }
    }
  }
  if (problems.length) return { events, start, problems };
  if (s.end) events.push(...g.finish());
  return { game: g, events, start, problems };
}

/**
 * Fields that no schema of the scenario's modules knows (the shared schema lets
 * them pass): typos such as `meepel`, or fields of a module that is not in
 * `rules` (they would be silently ignored). Checked at the top level, in
 * `play`, in each `board` entry and in its `meeples`.
 */
function unknownFields(s: Scenario, rules: readonly string[], file: string): Problem[] {
  const out: Problem[] = [];
  const owner = (key: string, where: 'root' | 'play'): string | undefined =>
    moduleIds().find((id) => !rules.includes(id) && getModule(id)?.scenario?.[where]?.[key] !== undefined);
  const check = (obj: unknown, known: Set<string>, path: string, where?: 'root' | 'play') => {
    if (!obj || typeof obj !== 'object') return;
    for (const key of Object.keys(obj)) {
      if (known.has(key)) continue;
      const m = where && owner(key, where);
      out.push({
        file, path: path ? `${path}.${key}` : key, code: 'schema',
        message: m ? `field of rule module ${m}, which is not in rules` : 'unknown field',
      });
    }
  };
  const enabled = rules.map((id) => getModule(id)?.scenario);
  const root = new Set([...Object.keys(scenarioSchema.shape), ...enabled.flatMap((e) => Object.keys(e?.root ?? {}))]);
  const play = new Set([...Object.keys(playSchema.shape), ...enabled.flatMap((e) => Object.keys(e?.play ?? {}))]);
  const tileKeys = new Set(Object.keys(boardTileSchema.shape));
  const meepleKeys = new Set(Object.keys(boardMeepleSchema.shape));
  check(s, root, '', 'root');
  check(s.play, play, 'play', 'play');
  s.board.forEach((b, i) => {
    check(b, tileKeys, `board[${i}]`);
    (b.meeples ?? []).forEach((m, j) => check(m, meepleKeys, `board[${i}].meeples[${j}]`));
  });
  return out;
}

/**
 * Parse and check a scenario file: YAML syntax (problems at `line L, column C`),
 * the schema (with the fields of its modules; unknown fields and fields of
 * modules not in `rules` are problems), the position (known tiles, matching edges, meeples on existing
 * and unoccupied features) and the play's legality.
 * @param text YAML text.
 * @param fileName used in problems.
 */
export function loadScenario(text: string, fileName: string): LoadResult {
  const lines = new LineCounter();
  const doc = parseDocument(text, { prettyErrors: false, lineCounter: lines });
  if (doc.errors.length) {
    return {
      ok: false,
      problems: doc.errors.map((e) => {
        const at = lines.linePos(e.pos[0]);
        return { file: fileName, path: `line ${at.line}, column ${at.col}`, message: `YAML: ${e.message.split('\n')[0]}`, code: 'schema' };
      }),
    };
  }
  const data: unknown = doc.toJS();
  if (data === null || data === undefined) {
    return { ok: false, problems: [{ file: fileName, path: '', message: 'the file is empty', code: 'schema' }] };
  }
  const rules = (data as { rules?: unknown })?.rules;
  const ruleIds = Array.isArray(rules) ? rules.filter((r): r is string => typeof r === 'string') : [];
  const schema = scenarioSchemaFor(ruleIds);
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.error.issues.map((i) => ({ file: fileName, path: pathText(i.path), message: i.message, code: 'schema' })),
    };
  }
  const unknown = unknownFields(parsed.data, ruleIds, fileName);
  if (unknown.length) return { ok: false, problems: unknown };
  const r = run(parsed.data, fileName);
  if (r.problems.length) return { ok: false, problems: r.problems };
  return { ok: true, scenario: parsed.data };
}

/**
 * Evaluate a loaded scenario: build the board, play `play`, run final scoring
 * when `end` is true. `points` = points gained by each player (0 included),
 * `totals` = starting `scores` + points. Throws only if the scenario was not
 * checked by {@link loadScenario} and is invalid.
 */
export function evaluateScenario(s: Scenario): ScenarioResult {
  const r = run(s, s.id);
  if (!r.game) throw new Error(`invalid scenario ${s.id}: ${r.problems.map((p) => `${p.path}: ${p.message}`).join('; ')}`);
  const g = r.game;
  const points: Record<string, number> = {};
  const totals: Record<string, number> = {};
  g.players.forEach((c, i) => {
    points[c] = g.scores[i]! - r.start[i]!;
    totals[c] = g.scores[i]!;
  });
  return { id: s.id, points, totals, events: r.events };
}
