/**
 * Position notation: a compact, versioned, URL-safe text of a position, for
 * the analysis board's and free play's links (`?pozice=<notation>`, DESIGN
 * 1.6) and forum snippets. Version 2, sections separated by `~`, items by `_`:
 *
 *     2~red_blue~king-robber-baron.k1-2~BASE.D.E.U~-1.0.12_0.0.0021~1W0_2E1~12_3~1.BASE.U
 *     │ players  modules (+ state)      tile kinds  tiles (rows)       figures scores turn
 *     version
 *
 * (Blue holds the King for a 2-tile city; BASE.E turned 180° lies at
 * [0, -1], BASE.D at [0, 0] and BASE.U turned 90° at [1, 0]; red stands on
 * BASE.D's road, blue on BASE.U's; red has 12 points, blue 3; blue is to
 * place a BASE.U.)
 *
 * - `players`: colours in turn order.
 * - `modules`: rule module ids in the game's order, `base` left out (it is
 *   always on, first); a module with state writes it after a dot
 *   (`bathhouses.3-0`; its position state through `RuleModule.state`, checked
 *   by `putState` as scenario files are, other state through its
 *   {@link NotationHook}).
 * - `kinds`: the distinct tile ids on the board, sorted, grouped by set:
 *   `BASE.D.E.U_IC.K` = BASE.D, BASE.E, BASE.U, IC.K. A tile names its kind by
 *   its index in this list, one character of `0-9 A-Z a-z` (two when the list
 *   is longer than 62).
 * - `tiles`: rows from north to south, `y.x.TILES[.x.TILES…]`: a run of tiles
 *   from column `x` eastwards, each tile its kind index and its rotation in
 *   quarter turns (`10` = kind 1 at rotation 0, `21` = kind 2 turned 90°).
 *   The tile list of the position (figures and module state index it) is this
 *   order: north to south, west to east.
 * - `figures`: `TILE LOCATION PLAYER[.KIND]` (`3NNW1.large`: on tile 3, field
 *   half-side NNW, player 1, a large meeple; the kind is left out for
 *   `normal`); the location is the first location of the figure's feature
 *   (as `legalMoves` names it); sorted by tile, location, player, kind.
 * - `scores`: points per player, in turn order.
 * - `turn`: `PLAYER[.TILE]`, the player to move and the tile in hand (if any),
 *   then the flags `_over` (the game has ended, final scoring included in the
 *   scores) and `_copies` (the board and the tile in hand hold more copies of
 *   some tile than the modules' tile sets have: a constructed position, e.g. a
 *   worked example with illustrative tiles; without the flag such a position
 *   is refused).
 *
 * Only `A-Z a-z 0-9 . - _ ~` appear (plus `%` escapes in ids that would hold
 * other characters; no id of the engine's tile sets does). The text of a
 * position is canonical: {@link readNotation} accepts only the text that
 * {@link notationOf} writes for the position it describes. Version 1 (tiles
 * in placement order, no module state) is still read; any other version is
 * refused (`notation.invalid` at `version`).
 *
 * Validation is the scenario loader's ({@link buildPosition}): a parsed
 * position becomes the board description of a scenario file, so links and
 * scenario files refuse the same boards (two tiles on one cell, edges that do
 * not match, unknown tiles or figure kinds, figures on a location the tile
 * lacks, on an occupied or completed feature, more figures than a player has);
 * on top of that the tile copies, the tile in hand and the module state are
 * checked here.
 */
import { MAX_COORD, onBoard } from './board.js';
import { engineError, type EngineError, type ErrorCode } from './errors.js';
import { Game } from './game.js';
import { isLocation, locationCode, locationName, quarterTurns, rotateCode, type Rotation } from './locations.js';
import type { RuleModule, StateNotationContext } from './module.js';
import { compactState, putState } from './module-state.js';
import { buildPosition, type Problem, type Scenario } from './scenario.js';
import { getTile } from './tileset.js';
import type { Location } from './tile-types.js';

/** A position: everything needed to resume a game view (not the draw pile). */
export interface Position {
  /** Colours in turn order. */
  players: string[];
  /** Rule module ids as the game orders them; `base` (always on, first) is left out. */
  modules: string[];
  /**
   * Tiles; rotation in degrees. {@link positionOf} lists them north to south,
   * west to east (the notation's order); any order is read.
   */
  tiles: { id: string; x: number; y: number; rotation: Rotation }[];
  /**
   * Figures on features. `tile` is an index into `tiles`; `at` a location of
   * the feature (the first one in canonical positions); `player` an index
   * into `players`; `kind` a figure kind id (`normal`, `large`).
   */
  figures: { tile: number; at: Location; player: number; kind: string }[];
  /** Points per player, in player order (integers, at most ±{@link MAX_SCORE}). */
  scores: number[];
  /** Tile to place next, if any. */
  current: string | null;
  /** Index of the player to move. */
  player: number;
  /** The game has ended: final scoring is done (and in `scores`); no tile in hand. */
  over: boolean;
  /**
   * The tiles (board and hand) may hold more copies of a tile than the
   * modules' tile sets have (a constructed position); otherwise refused.
   */
  copies: boolean;
  /** Module state texts by module id ({@link NotationHook}); no entry for a starting state. */
  state: Record<string, string>;
}

/** The version {@link makeNotation} writes. */
export const NOTATION_VERSION = 2;
/** Longest notation text read (characters); a 72-tile game needs about 300. */
export const MAX_NOTATION_LENGTH = 6000;
/** Most tiles a position may hold. */
export const MAX_POSITION_TILES = 1000;
/** Largest score (in absolute value) a position may hold. */
export const MAX_SCORE = 1_000_000;

const SECTIONS = ['version', 'players', 'modules', 'kinds', 'tiles', 'figures', 'scores', 'turn'] as const;
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const STATE_TEXT = /^[A-Za-z0-9.-]+$/;
const DEFAULT_KIND = 'normal';

/** Percent-encode everything but `A-Z a-z 0-9 -` (a dot separates fields, so it is escaped too). */
const enc = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*~_.]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase());

/** Decode a percent-encoded field; undefined when the escapes are broken or the result is empty. */
function dec(s: string): string | undefined {
  try {
    const d = decodeURIComponent(s);
    return d === '' ? undefined : d;
  } catch {
    return undefined;
  }
}

/** Set and name of a tile id (`BASE.D` → `BASE`, `D`), split at the first dot. */
function splitId(id: string): [string, string] {
  const i = id.indexOf('.');
  return i < 0 ? [id, ''] : [id.slice(0, i), id.slice(i + 1)];
}

const encId = (id: string) => splitId(id).map(enc).join('.');

/** Characters per kind index for a kind list of `n` ids. */
function indexWidth(n: number): number {
  let w = 1;
  for (let cap = ALPHABET.length; cap < n; cap *= ALPHABET.length) w++;
  return w;
}

function writeIndex(i: number, w: number): string {
  let s = '';
  for (let k = 0; k < w; k++) {
    s = ALPHABET[i % ALPHABET.length]! + s;
    i = Math.floor(i / ALPHABET.length);
  }
  return s;
}

/** Tiles north to south, then west to east. */
function byCell(a: { x: number; y: number }, b: { x: number; y: number }): number {
  return a.y - b.y || a.x - b.x;
}

/**
 * Write a position as notation text (version 2). Tiles are written north to
 * south, west to east, whatever their order in `p` (figure indices follow
 * them; module state texts must already index that order, as
 * {@link positionOf} writes them). Never throws.
 */
export function makeNotation(p: Position): string {
  const order = p.tiles.map((_, i) => i).sort((a, b) => byCell(p.tiles[a]!, p.tiles[b]!) || a - b);
  const ref: number[] = [];
  order.forEach((old, k) => {
    ref[old] = k;
  });
  const tiles = order.map((i) => p.tiles[i]!);
  const kinds = [...new Set(tiles.map((t) => t.id))].sort();
  const w = indexWidth(kinds.length);
  const kindIndex = new Map(kinds.map((id, i) => [id, writeIndex(i, w)]));
  const groups: string[] = [];
  let set: string | undefined;
  for (const id of kinds) {
    const [s, name] = splitId(id);
    if (s === set) groups[groups.length - 1] += `.${enc(name)}`;
    else groups.push(`${enc(s)}.${enc(name)}`);
    set = s;
  }
  const rows: string[] = [];
  for (let i = 0; i < tiles.length;) {
    const y = tiles[i]!.y;
    let row = String(y);
    while (i < tiles.length && tiles[i]!.y === y) {
      let x = tiles[i]!.x;
      row += `.${x}.`;
      do {
        const t = tiles[i]!;
        row += kindIndex.get(t.id)! + String(quarterTurns(t.rotation));
        i++;
        x++;
      } while (i < tiles.length && tiles[i]!.y === y && tiles[i]!.x === x);
    }
    rows.push(row);
  }
  const figures = p.figures
    .map((f) => ({ ...f, tile: ref[f.tile] ?? f.tile }))
    .sort(
      (a, b) =>
        a.tile - b.tile ||
        locationCode(a.at) - locationCode(b.at) ||
        a.player - b.player ||
        (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : 0),
    )
    .map((f) => `${f.tile}${f.at}${f.player}${f.kind === DEFAULT_KIND ? '' : `.${enc(f.kind)}`}`);
  const turn = [`${p.player}${p.current === null ? '' : `.${encId(p.current)}`}`];
  if (p.over) turn.push('over');
  if (p.copies) turn.push('copies');
  return [
    String(NOTATION_VERSION),
    p.players.map(enc).join('_'),
    p.modules
      .filter((id) => id !== 'base')
      .map((id) => (p.state[id] ? `${enc(id)}.${p.state[id]}` : enc(id)))
      .join('_'),
    groups.join('_'),
    rows.join('_'),
    figures.join('_'),
    p.scores.join('_'),
    turn.join('_'),
  ].join('~');
}

const INT = /^-?\d{1,7}$/;
const FIGURE = /^(\d{1,4})(NNW|NNE|ENE|ESE|SSE|SSW|WSW|WNW|N|E|S|W|C)(\d{1,2})(?:\.([^.]+))?$/;

function bad(path: string, params?: EngineError['params']): EngineError {
  return engineError('notation.invalid', path, params);
}

/** Items of a section (`_`-separated); an empty section has none. */
const items = (s: string) => (s === '' ? [] : s.split('_'));

/**
 * Parse notation text (version 2, or the older version 1) into a position.
 * Only the syntax is checked here (and numbers against their ranges); the
 * rules are checked by {@link gameFromPosition}. Errors: `notation.invalid`
 * with a path naming the section and item: `version`, `sections`,
 * `players[1]`, `modules[0]`, `kinds[0]`, `tiles`, `tiles[3].id`,
 * `tiles[3].at`, `figures[0]`, `figures[0].tile`, `figures[0].player`,
 * `figures[0].kind`, `scores`, `scores[1]`, `turn`, `turn.player`,
 * `turn.tile`, `turn[1]`; path `''` for text longer than
 * {@link MAX_NOTATION_LENGTH} or with characters outside the notation's.
 * Never throws.
 */
export function parseNotation(text: string): Position | EngineError {
  if (typeof text !== 'string') return bad('', { reason: 'type' });
  if (text.length > MAX_NOTATION_LENGTH)
    return bad('', { reason: 'length', length: text.length, max: MAX_NOTATION_LENGTH });
  const odd = text.search(/[^A-Za-z0-9._~%-]/);
  if (odd >= 0) return bad('', { reason: 'character', at: odd });
  const parts = text.split('~');
  if (parts[0] === '1') return parseV1(text);
  if (parts[0] !== String(NOTATION_VERSION))
    return bad('version', { version: parts[0]!.slice(0, 12), supported: '1, 2' });
  if (parts.length !== SECTIONS.length) return bad('sections', { count: parts.length, expected: SECTIONS.length });
  const [, pl, mo, ki, ti, fi, sc, tu] = parts as [string, string, string, string, string, string, string, string];

  const players: string[] = [];
  const pls = items(pl);
  for (let i = 0; i < pls.length; i++) {
    const c = dec(pls[i]!);
    if (c === undefined) return bad(`players[${i}]`);
    players.push(c);
  }

  const modules: string[] = [];
  const state: Record<string, string> = {};
  const mos = items(mo);
  for (let i = 0; i < mos.length; i++) {
    const m = mos[i]!;
    const dot = m.indexOf('.');
    const id = dec(dot < 0 ? m : m.slice(0, dot));
    if (id === undefined) return bad(`modules[${i}]`);
    if (dot >= 0) {
      const st = m.slice(dot + 1);
      if (!STATE_TEXT.test(st) || id in state) return bad(`modules[${i}].state`);
      state[id] = st;
    }
    modules.push(id);
  }

  const kinds: string[] = [];
  const kis = items(ki);
  for (let i = 0; i < kis.length; i++) {
    const f = kis[i]!.split('.');
    const set = dec(f[0]!);
    if (set === undefined || f.length < 2) return bad(`kinds[${i}]`);
    for (const n of f.slice(1)) {
      const name = dec(n);
      if (name === undefined) return bad(`kinds[${i}]`);
      kinds.push(`${set}.${name}`);
    }
  }
  const w = indexWidth(kinds.length);

  const tiles: Position['tiles'] = [];
  for (const row of items(ti)) {
    const f = row.split('.');
    const at = tiles.length;
    if (f.length < 3 || f.length % 2 === 0 || !INT.test(f[0]!)) return bad(`tiles[${at}]`);
    const y = Number(f[0]);
    for (let j = 1; j < f.length; j += 2) {
      const run = f[j + 1]!;
      if (!INT.test(f[j]!) || run.length === 0 || run.length % (w + 1) !== 0) return bad(`tiles[${tiles.length}]`);
      let x = Number(f[j]);
      for (let k = 0; k < run.length; k += w + 1) {
        const path = `tiles[${tiles.length}]`;
        if (tiles.length >= MAX_POSITION_TILES) return bad('tiles', { max: MAX_POSITION_TILES });
        let idx = 0;
        for (let c = 0; c < w; c++) {
          const d = ALPHABET.indexOf(run[k + c]!);
          if (d < 0) return bad(`${path}.id`);
          idx = idx * ALPHABET.length + d;
        }
        const id = kinds[idx];
        const q = '0123'.indexOf(run[k + w]!);
        if (id === undefined) return bad(`${path}.id`);
        if (q < 0) return bad(`${path}.rotation`);
        if (!onBoard(x) || !onBoard(y)) return bad(`${path}.at`, { max: MAX_COORD });
        tiles.push({ id, x, y, rotation: (q * 90) as Rotation });
        x++;
      }
    }
  }

  const figures: Position['figures'] = [];
  const fis = items(fi);
  for (let i = 0; i < fis.length; i++) {
    const m = FIGURE.exec(fis[i]!);
    if (!m) return bad(`figures[${i}]`);
    const tile = Number(m[1]),
      player = Number(m[3]);
    if (tile >= tiles.length) return bad(`figures[${i}].tile`);
    if (player >= players.length) return bad(`figures[${i}].player`);
    const kind = m[4] === undefined ? DEFAULT_KIND : dec(m[4]);
    if (kind === undefined) return bad(`figures[${i}].kind`);
    figures.push({ tile, at: m[2] as Location, player, kind });
  }

  const scs = items(sc);
  if (scs.length !== players.length) return bad('scores', { count: scs.length, players: players.length });
  const scores: number[] = [];
  for (let i = 0; i < scs.length; i++) {
    const n = Number(scs[i]);
    if (!INT.test(scs[i]!) || Math.abs(n) > MAX_SCORE) return bad(`scores[${i}]`, { max: MAX_SCORE });
    scores.push(n);
  }

  const tus = items(tu);
  if (!tus.length) return bad('turn');
  const head = tus[0]!;
  const dot = head.indexOf('.');
  const pm = dot < 0 ? head : head.slice(0, dot);
  if (!/^\d{1,2}$/.test(pm) || Number(pm) >= players.length) return bad('turn.player');
  let current: string | null = null;
  if (dot >= 0) {
    const [s, n] = splitId(head.slice(dot + 1));
    const set = dec(s),
      name = dec(n);
    if (set === undefined || name === undefined) return bad('turn.tile');
    current = `${set}.${name}`;
  }
  let over = false,
    copies = false;
  for (let i = 1; i < tus.length; i++) {
    if (tus[i] === 'over' && !over && !copies) over = true;
    else if (tus[i] === 'copies' && !copies) copies = true;
    else return bad(`turn[${i}]`);
  }
  return { players, modules, tiles, figures, scores, current, player: Number(pm), over, copies, state };
}

/**
 * Version 1 (`1~players~modules~id.x.y.q_…~tile.loc.player.kind_…~scores~current~player`):
 * tiles in placement order, no module state; tile copies were never checked,
 * so such positions read as `copies`.
 */
function parseV1(text: string): Position | EngineError {
  const parts = text.split('~');
  if (parts.length !== 8) return bad('sections', { count: parts.length, expected: 8 });
  const [, pl, mo, ti, fi, sc, cu, pm] = parts as [string, string, string, string, string, string, string, string];
  const players: string[] = [],
    modules: string[] = [];
  for (const [list, out, name] of [
    [pl, players, 'players'],
    [mo, modules, 'modules'],
  ] as const) {
    const xs = items(list);
    for (let i = 0; i < xs.length; i++) {
      const d = dec(xs[i]!);
      if (d === undefined) return bad(`${name}[${i}]`);
      out.push(d);
    }
  }
  const tiles: Position['tiles'] = [];
  const ts = items(ti);
  if (ts.length > MAX_POSITION_TILES) return bad('tiles', { max: MAX_POSITION_TILES });
  for (let i = 0; i < ts.length; i++) {
    const f = ts[i]!.split('.');
    if (f.length < 4) return bad(`tiles[${i}]`);
    const q = f.pop()!,
      y = f.pop()!,
      x = f.pop()!;
    if (!INT.test(x) || !INT.test(y) || !/^[0-3]$/.test(q)) return bad(`tiles[${i}]`);
    if (!onBoard(Number(x)) || !onBoard(Number(y))) return bad(`tiles[${i}].at`, { max: MAX_COORD });
    const id = dec(f.join('.'));
    if (id === undefined) return bad(`tiles[${i}].id`);
    tiles.push({ id, x: Number(x), y: Number(y), rotation: (Number(q) * 90) as Rotation });
  }
  const figures: Position['figures'] = [];
  const fs = items(fi);
  for (let i = 0; i < fs.length; i++) {
    const f = fs[i]!.split('.');
    if (f.length !== 4 || !/^\d{1,4}$/.test(f[0]!) || !/^\d{1,2}$/.test(f[2]!)) return bad(`figures[${i}]`);
    if (!isLocation(f[1]!)) return bad(`figures[${i}].at`);
    const tile = Number(f[0]),
      player = Number(f[2]);
    if (tile >= tiles.length) return bad(`figures[${i}].tile`);
    if (player >= players.length) return bad(`figures[${i}].player`);
    const kind = dec(f[3]!);
    if (kind === undefined) return bad(`figures[${i}].kind`);
    figures.push({ tile, at: f[1] as Location, player, kind });
  }
  const scs = items(sc);
  if (scs.length !== players.length || scs.some((s) => !INT.test(s) || Math.abs(Number(s)) > MAX_SCORE))
    return bad('scores');
  if (!/^\d{1,2}$/.test(pm) || Number(pm) >= players.length) return bad('player');
  const current = cu === '' ? null : dec(cu);
  if (current === undefined) return bad('current');
  return {
    players,
    modules: modules.filter((m) => m !== 'base'),
    tiles,
    figures,
    scores: scs.map(Number),
    current,
    player: Number(pm),
    over: false,
    copies: true,
    state: {},
  };
}

/**
 * Copies of each tile id in the tile sets of `modules` (a tile of no such set
 * is missing); with a game of its own on ({@link RuleModule.standalone}), only
 * that game's sets: it is played with its own tiles only.
 */
function setCopies(modules: readonly RuleModule[]): Map<string, number> {
  const out = new Map<string, number>();
  const own = modules.filter((m) => m.standalone);
  for (const m of own.length ? own : modules)
    for (const set of m.tileSets ?? []) for (const t of set.tiles) out.set(t.id, (out.get(t.id) ?? 0) + t.count);
  return out;
}

/** Whether tile ids `ids` hold more copies of some tile than the modules' sets have. */
function exceedsCopies(modules: readonly RuleModule[], ids: readonly string[]): boolean {
  const copies = setCopies(modules);
  const seen = new Map<string, number>();
  for (const id of ids) {
    const n = (seen.get(id) ?? 0) + 1;
    seen.set(id, n);
    if (n > (copies.get(id) ?? 0)) return true;
  }
  return false;
}

/**
 * The position of a game: tiles north to south and west to east, figures by
 * the first location of their feature, module state from each module's
 * position state (`state.notation.write` of `state.get`) or
 * {@link NotationHook.write}. Throws only when a module writes state text
 * with characters the notation does not allow (a programming error).
 */
export function positionOf(g: Game): Position {
  const order = g.board.tiles.map((t) => t.index).sort((a, b) => byCell(g.board.tiles[a]!, g.board.tiles[b]!));
  const ref: number[] = [];
  order.forEach((placement, k) => {
    ref[placement] = k;
  });
  const figures: Position['figures'] = [];
  for (const f of g.figuresOnBoard()) {
    const t = g.board.tiles[f.tile]!;
    const feature = t.tile.features[t.tile.locFeature[t.q]![f.loc]!];
    const first = feature?.locs[0];
    const at = first === undefined ? locationName(f.loc) : locationName(rotateCode(first, t.q));
    figures.push({ tile: ref[f.tile]!, at, player: f.player, kind: f.kind });
  }
  figures.sort(
    (a, b) =>
      a.tile - b.tile ||
      locationCode(a.at) - locationCode(b.at) ||
      a.player - b.player ||
      (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : 0),
  );
  const tiles = order.map((i) => {
    const t = g.board.tiles[i]!;
    return { id: t.tile.id, x: t.x, y: t.y, rotation: (t.q * 90) as Rotation };
  });
  const state: Record<string, string> = {};
  const refAt = new Map<string, number>();
  order.forEach((placement, k) => {
    const t = g.board.tiles[placement]!;
    refAt.set(`${t.x},${t.y}`, k);
  });
  const ctx: StateNotationContext = {
    players: g.players,
    tileRef: (at) => refAt.get(`${at[0]},${at[1]}`),
    tileAt: (k) => {
      const t = g.board.tiles[order[k] ?? -1];
      return t ? [t.x, t.y] : undefined;
    },
  };
  for (const m of g.modules) {
    const text = m.state
      ? m.state.notation.write(compactState(m.state.get(g)), ctx)
      : m.notation?.write(g, (placement) => ref[placement]!);
    if (text === undefined) continue;
    if (!STATE_TEXT.test(text))
      throw new Error(`module ${m.id} wrote notation state outside [A-Za-z0-9.-]: ${JSON.stringify(text)}`);
    state[m.id] = text;
  }
  const ids = tiles.map((t) => t.id);
  if (g.current !== null) ids.push(g.current);
  return {
    players: [...g.players],
    modules: g.modules.map((m) => m.id).filter((id) => id !== 'base'),
    tiles,
    figures,
    scores: [...g.scores],
    current: g.current,
    player: g.player,
    over: g.ended,
    copies: exceedsCopies(g.modules, ids),
    state,
  };
}

/** The canonical notation of a game's position: `makeNotation(positionOf(g))`. */
export function notationOf(g: Game): string {
  return makeNotation(positionOf(g));
}

const isInt = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n);

/** Field types and ranges of a position handed in directly (not parsed). */
function checkShape(p: Position): EngineError | undefined {
  const inv = (path: string) => engineError('notation.invalid', path);
  if (!p || typeof p !== 'object') return inv('');
  if (!Array.isArray(p.players) || p.players.some((c) => typeof c !== 'string')) return inv('players');
  if (!Array.isArray(p.modules) || p.modules.some((m) => typeof m !== 'string')) return inv('modules');
  if (!Array.isArray(p.tiles)) return inv('tiles');
  if (p.tiles.length > MAX_POSITION_TILES) return inv('tiles');
  for (let i = 0; i < p.tiles.length; i++) {
    const t = p.tiles[i];
    if (!t || typeof t.id !== 'string') return inv(`tiles[${i}].id`);
    if (!onBoard(t.x) || !onBoard(t.y)) return inv(`tiles[${i}].at`);
    if (quarterTurns(t.rotation) < 0) return inv(`tiles[${i}].rotation`);
  }
  if (!Array.isArray(p.figures)) return inv('figures');
  for (let i = 0; i < p.figures.length; i++) {
    const f = p.figures[i];
    if (!f || !isInt(f.tile) || f.tile < 0 || f.tile >= p.tiles.length) return inv(`figures[${i}].tile`);
    if (typeof f.at !== 'string' || !isLocation(f.at)) return inv(`figures[${i}].at`);
    if (!isInt(f.player) || f.player < 0 || f.player >= p.players.length) return inv(`figures[${i}].player`);
    if (typeof f.kind !== 'string' || f.kind === '') return inv(`figures[${i}].kind`);
  }
  if (!Array.isArray(p.scores) || p.scores.length !== p.players.length) return inv('scores');
  for (let i = 0; i < p.scores.length; i++)
    if (!isInt(p.scores[i]) || Math.abs(p.scores[i]!) > MAX_SCORE) return inv(`scores[${i}]`);
  if (p.current !== null && typeof p.current !== 'string') return inv('turn.tile');
  if (!isInt(p.player) || p.player < 0 || p.player >= p.players.length) return inv('turn.player');
  if (p.state !== undefined && (!p.state || typeof p.state !== 'object')) return inv('modules');
  for (const v of Object.values(p.state ?? {})) if (typeof v !== 'string' || !STATE_TEXT.test(v)) return inv('modules');
  return undefined;
}

/**
 * A scenario loader problem as an engine error with the notation's paths:
 * `board[i].tile` → `tiles[i].id`, `board[i]…` → `tiles[i]…`,
 * `board[i].meeples[j]…` → `figures[k]…`, `rules[i]` → `modules[i]`,
 * `scores.red` → `scores[0]`; the loader's wording goes to `params.message`.
 */
function fromProblem(pr: Problem, p: Position, meeples: number[][]): EngineError {
  let path = pr.path;
  const b = /^board\[(\d+)\](?:\.meeples\[(\d+)\])?(.*)$/.exec(path);
  if (b) {
    const i = Number(b[1]);
    if (b[2] !== undefined) path = `figures[${meeples[i]?.[Number(b[2])] ?? 0}]${b[3]}`;
    else path = `tiles[${i}]${b[3] === '.tile' ? '.id' : b[3]}`;
  } else if (path.startsWith('rules')) path = path.replace(/^rules/, 'modules');
  else if (path.startsWith('scores.')) path = `scores[${p.players.indexOf(path.slice(7))}]`;
  const code = (pr.code ?? 'notation.invalid') as ErrorCode;
  return engineError(code, path, { message: pr.message.replace(/board\[/g, 'tiles[') });
}

/**
 * Rebuild a game showing a position (no draw pile: `autoDraw` is off), or the
 * first thing wrong with it. The board and figures are validated by the
 * scenario loader's {@link buildPosition} (as if the position were a scenario
 * file), so the errors are its codes with notation paths:
 * `cell.occupied`/`edges.mismatch` (`tiles[i]…`), `tile.unknown`
 * (`tiles[i].id`), `location.missing`, `figure.kind`, `figure.forbidden`,
 * `figure.occupied` (also a figure on a completed feature), `figure.supply`
 * (more figures than the player has) at `figures[k]…`, `module.unknown`
 * (`modules[i]`), `player.unknown` (`players[i]`, or `players` for the count).
 * Then: `tile.set` (a tile of no set of the modules, `tiles[i].id` or
 * `turn.tile`), `tile.copies` (more copies than the sets have, unless
 * `copies`), `tile.unknown` (`turn.tile`: the tile in hand cannot be placed),
 * `notation.invalid` (`turn`: a tile in hand when the game is over; field
 * types and ranges of a hand-made position), and the modules' state errors
 * (`modules[i].state…`). Never throws.
 */
export function gameFromPosition(position: Position): Game | EngineError {
  const shape = checkShape(position);
  if (shape) return shape;
  // Positions written by hand may leave out the flags and the module state.
  const p: Position = {
    ...position,
    over: position.over === true,
    copies: position.copies === true,
    state: position.state ?? {},
  };
  // The board description a scenario file would give (DESIGN 1.4).
  const meeples: number[][] = p.tiles.map(() => []);
  p.figures.forEach((f, k) => meeples[f.tile]!.push(k));
  const scenario = {
    id: 'position',
    title: { cs: '' },
    end: false,
    rules: p.modules,
    players: p.players,
    scores: Object.fromEntries(p.players.map((c, i) => [c, p.scores[i]!])),
    board: p.tiles.map((t, i) => ({
      tile: t.id,
      at: [t.x, t.y],
      rotation: t.rotation,
      meeples: meeples[i]!.map((k) => {
        const f = p.figures[k]!;
        return { player: p.players[f.player]!, at: f.at, kind: f.kind };
      }),
    })),
  } as unknown as Scenario;
  const problems: Problem[] = [];
  const g = buildPosition(scenario, '', problems);
  if (!g) return fromProblem(problems[0] ?? { file: '', path: '', message: 'invalid position' }, p, meeples);

  const copies = setCopies(g.modules);
  const count = new Map<string, number>();
  const checkTile = (id: string, path: string): EngineError | undefined => {
    const has = copies.get(id);
    if (has === undefined) return engineError('tile.set', path, { id });
    const n = (count.get(id) ?? 0) + 1;
    count.set(id, n);
    if (n > has && !p.copies) return engineError('tile.copies', path, { id, copies: has });
    return undefined;
  };
  for (let i = 0; i < p.tiles.length; i++) {
    const e = checkTile(p.tiles[i]!.id, `tiles[${i}].id`);
    if (e) return e;
  }
  if (p.current !== null) {
    if (p.over) return engineError('notation.invalid', 'turn', { reason: 'a tile in hand when the game is over' });
    if (!getTile(p.current)) return engineError('tile.unknown', 'turn.tile', { id: p.current });
    const e = checkTile(p.current, 'turn.tile');
    if (e) return e;
  }
  g.player = p.player;
  g.setCurrent(p.current);

  for (const id of Object.keys(p.state)) {
    const i = p.modules.indexOf(id);
    const path = i < 0 ? 'modules' : `modules[${i}]`;
    const m = g.modules.find((x) => x.id === id);
    if (!m) return engineError('module.unknown', path, { id });
    if (!m.notation && !m.state)
      return engineError('notation.invalid', `${path}.state`, { id, reason: 'the module keeps no state' });
  }
  // The board holds the tiles in the notation's order: a tile index is a placement index.
  const ctx: StateNotationContext = {
    players: g.players,
    tileRef: (at) => g.board.at(at[0], at[1])?.index,
    tileAt: (k) => {
      const t = Number.isSafeInteger(k) ? g.board.tiles[k] : undefined;
      return t ? [t.x, t.y] : undefined;
    },
  };
  for (const m of g.modules) {
    const text = p.state[m.id];
    if (text === undefined) continue;
    const path = `modules[${p.modules.indexOf(m.id)}].state`;
    if (m.state) {
      const read = m.state.notation.read(text, ctx);
      if ('code' in read)
        return { ...read, path: read.path.startsWith('[') || !read.path ? path + read.path : `${path}.${read.path}` };
      const errors = putState(g, m, read, path);
      if (errors.length) return errors[0]!;
    } else if (m.notation) {
      const e = m.notation.read(g, text, path);
      if (e) return e;
    }
  }
  if (p.over) g.ended = true;
  return g;
}

/**
 * Read notation text into a game: {@link parseNotation}, then
 * {@link gameFromPosition}, then (version 2) the canonical check: the text
 * must be exactly what {@link notationOf} writes for the position, so that
 * one position has one text (`notation.invalid` at the first differing
 * section or item, e.g. `figures[1]`, with the canonical text in
 * `params.expected`). Version-1 text is read without that check. Never throws.
 */
export function readNotation(text: string): Game | EngineError {
  const p = parseNotation(text);
  if ('code' in p) return p;
  const g = gameFromPosition(p);
  if (!(g instanceof Game)) return g;
  if (!text.startsWith(`${NOTATION_VERSION}~`)) return g;
  const canon = notationOf(g);
  if (canon === text) return g;
  const a = text.split('~'),
    b = canon.split('~');
  const s = a.findIndex((x, i) => x !== b[i]);
  const name = SECTIONS[s] ?? 'sections';
  const ia = items(a[s] ?? ''),
    ib = items(b[s] ?? '');
  const j = ia.findIndex((x, k) => x !== ib[k]);
  const path = name === 'tiles' || name === 'version' || j < 0 ? name : `${name}[${j}]`;
  return engineError('notation.invalid', path, { reason: 'not canonical', expected: (b[s] ?? '').slice(0, 200) });
}
