/**
 * A free-play game as plain data (no DOM): the rule modules, the seats (colour, person or
 * computer, name), the shuffle seed and the moves played, each move as its index in the
 * engine's `Game.legalMoves()` list at that turn. Replaying a record through the engine
 * gives the same game every time (the draw pile is the engine's seeded shuffle), so the
 * record is what the page keeps in localStorage and what the game link carries.
 *
 * Query words (DESIGN 1.7): `moduly=base,inns-cathedrals` (module ids), `hraci=clovek,pocitac`
 * (one entry per player: `clovek` a person, `pocitac` the computer at the advanced level,
 * `pocitac-zacatecnik` at the beginner level, `pocitac-expert` at the expert level; colours
 * in the DESIGN 1.4 order), `seed=7`,
 * optionally `tahy=` (the moves, base-36 indices joined by `.`), `jmena=` (names joined by
 * `,`, each URI-encoded) and `barvy=` (the colours, when they differ from that order).
 */
import {
  Game,
  getModule,
  isEngineError,
  seatLimits,
  unknownTiles,
  type BotLevel,
  type EngineError,
  type Move,
  type ScoreEvent,
} from '../engine';
import { cutEncoded, cutText } from '../lib/text';

/** Who plays a seat: a person at the device, or the computer at one of its levels. */
export type SeatKind = 'person' | BotLevel;

/** One player of a free-play game. `colour` is a DESIGN 1.4 colour; `name` may be empty. */
export interface Seat {
  colour: string;
  kind: SeatKind;
  name: string;
}

/** A whole game: setup, seed and moves (indices into `legalMoves()` turn by turn). */
export interface GameRecord {
  modules: string[];
  seats: Seat[];
  /** Shuffle seed (an integer). */
  seed: number;
  moves: number[];
}

/** One turn of a replayed game, for the scoring history. */
export interface TurnLog {
  /** Turn number from 1. */
  turn: number;
  /** Colour of the player who moved. */
  player: string;
  tile: string;
  move: Move;
  events: ScoreEvent[];
}

/** Why a record or a query cannot start a game (i18next key under `play.error.`, with params). */
export interface RecordProblem {
  /**
   * `illegal`: move `at` (from 1) is not legal (the game goes on from the move before it);
   * `moves`: the text of move `at` is not a move (`text`); `movesCount`: `count` moves, more
   * than `max`; `colours`: `barvy` is not one distinct colour per player of these modules.
   */
  key: 'modules' | 'players' | 'seed' | 'moves' | 'movesCount' | 'illegal' | 'colours' | 'engine';
  params?: Record<string, string | number>;
}

/** Most moves a record may hold (no set here has more than a few hundred tiles). */
export const MAX_MOVES = 1000;

/** Most characters (grapheme clusters: an emoji with its modifiers is one) a player's name keeps. */
export const MAX_NAME = 30;

/**
 * A player's name cut to {@link MAX_NAME} grapheme clusters (never inside an emoji or a
 * letter with its accents), lone surrogates dropped, so that the name always encodes.
 */
export function cutName(name: string): string {
  return cutText(name, MAX_NAME);
}

/** Whether a shuffle seed is one the game link accepts: an integer of at most 2^31 − 1 either way. */
export function validSeed(n: unknown): n is number {
  return typeof n === 'number' && Number.isSafeInteger(n) && Math.abs(n) <= 2 ** 31 - 1;
}

/** A new shuffle seed, drawn at random (0 … 2^31 − 1): every new game is dealt anew. */
export function randomSeed(): number {
  const a = new Uint32Array(1);
  if (typeof crypto !== 'undefined' && crypto.getRandomValues) crypto.getRandomValues(a);
  else a[0] = Math.floor(Math.random() * 2 ** 32);
  return a[0]! % 2 ** 31;
}

/**
 * Checks a record's setup the way the game link does (one check for the address and for
 * storage): modules known and playable, 2 to the modules' most players, one distinct colour
 * each of the modules' colours, the seed ({@link validSeed}), at most {@link MAX_MOVES} moves,
 * each a non-negative integer. The moves' legality is {@link replay}'s.
 * @returns the first problem, or null when the record may start a game
 */
export function checkRecord(rec: GameRecord): RecordProblem | null {
  for (const id of rec.modules) {
    if (!getModule(id) || unknownTiles(id)) return { key: 'modules', params: { id: id.slice(0, 40) } };
  }
  const lim = seatLimits(rec.modules);
  const n = rec.seats.length;
  if (n < 2 || n > lim.max) return { key: 'players', params: { min: 2, max: lim.max } };
  const colours = rec.seats.map((s) => s.colour);
  if (colours.some((c, i) => !lim.colours.includes(c) || colours.indexOf(c) !== i))
    return { key: 'colours', params: { list: colours.join(',').slice(0, 60), max: lim.max } };
  if (!validSeed(rec.seed)) return { key: 'seed', params: { seed: String(rec.seed).slice(0, 20) } };
  if (rec.moves.length > MAX_MOVES) return { key: 'movesCount', params: { count: rec.moves.length, max: MAX_MOVES } };
  const bad = rec.moves.findIndex((m) => !Number.isSafeInteger(m) || m < 0);
  if (bad >= 0) return { key: 'moves', params: { at: bad + 1, text: String(rec.moves[bad]).slice(0, 12) } };
  return null;
}

/**
 * Most characters of one name URI-encoded in a game link: six of them, the most moves and the
 * rest of the address stay within the longest link the site writes (`MAX_LINK`, board/position/notes.ts).
 */
export const MAX_NAME_IN_LINK = 400;

/** A name URI-encoded for `jmena=`, cut to {@link MAX_NAME_IN_LINK} characters (never a throw). */
function encodeName(name: string): string {
  return encodeURIComponent(cutEncoded(cutName(name), MAX_NAME_IN_LINK));
}

/** The person/computer words of the query, both ways. */
const KIND_WORD: Record<SeatKind, string> = {
  person: 'clovek',
  advanced: 'pocitac',
  beginner: 'pocitac-zacatecnik',
  expert: 'pocitac-expert',
};

/**
 * Starts the game of a record and plays its moves.
 * @returns the game (the next tile in hand, or ended) with one log entry per move, or a problem:
 *   `engine` (Game.create refused the setup, with the engine's `code`), `moves` (`at`: the first
 *   move index that is not in the list of legal moves)
 */
export function replay(rec: GameRecord): { game: Game; log: TurnLog[] } | RecordProblem {
  const g = Game.create({ players: rec.seats.map((s) => s.colour), modules: rec.modules, seed: rec.seed });
  if (isEngineError(g)) return { key: 'engine', params: { code: g.code, path: g.path } };
  const log: TurnLog[] = [];
  for (let i = 0; i < rec.moves.length; i++) {
    const r = playIndex(g, rec.moves[i]!);
    if (!r) return { key: 'illegal', params: { at: i + 1 } };
    log.push({ turn: i + 1, ...r });
  }
  return { game: g, log };
}

/**
 * Plays move number `index` of `game.legalMoves()`.
 * @returns what was played, or null when the index names no legal move (nothing changes)
 */
export function playIndex(game: Game, index: number): Omit<TurnLog, 'turn'> | null {
  const tile = game.current;
  const player = game.players[game.player]!;
  const move = tile ? game.legalMoves()[index] : undefined;
  if (!move || !tile) return null;
  const r = game.apply(move);
  if (isEngineError(r)) return null;
  const events = [...r.events];
  return { player, tile, move, events };
}

/** The record as query parameters (DESIGN 1.7 words), without the leading `?`. */
export function recordQuery(rec: GameRecord): string {
  const q = new URLSearchParams();
  q.set('moduly', rec.modules.join(','));
  q.set('hraci', rec.seats.map((s) => KIND_WORD[s.kind]).join(','));
  q.set('seed', String(rec.seed));
  if (rec.seats.some((s) => s.name)) q.set('jmena', rec.seats.map((s) => encodeName(s.name)).join(','));
  const lim = seatLimits(rec.modules);
  if (rec.seats.some((s, i) => s.colour !== lim.colours[i])) q.set('barvy', rec.seats.map((s) => s.colour).join(','));
  if (rec.moves.length) q.set('tahy', rec.moves.map((m) => m.toString(36)).join('.'));
  return q.toString().replace(/%2C/g, ',');
}

/**
 * Reads a record from a query string (`?moduly=…&hraci=…&seed=…[&tahy=…][&jmena=…]`).
 * @returns null when the query names no game (no `moduly` and no `hraci`), a problem for
 *   bad values, else a record whose moves are still to be checked by {@link replay}
 */
export function recordFromQuery(search: string): GameRecord | RecordProblem | null {
  const q = new URLSearchParams(search);
  const mods = q.get('moduly');
  const players = q.get('hraci');
  if (mods === null && players === null) return null;
  const modules = (mods ?? 'base').split(',').filter(Boolean);
  if (!modules.length) modules.push('base');
  for (const id of modules) {
    if (!getModule(id)) return { key: 'modules', params: { id: id.slice(0, 40) } };
    if (unknownTiles(id)) return { key: 'modules', params: { id } };
  }
  const words = (players ?? 'clovek,pocitac').split(',');
  const kinds: SeatKind[] = [];
  for (const w of words) {
    const k = (Object.keys(KIND_WORD) as SeatKind[]).find((x) => KIND_WORD[x] === w);
    if (!k) return { key: 'players', params: { word: w.slice(0, 40) } };
    kinds.push(k);
  }
  const lim = seatLimits(modules);
  if (kinds.length < 2 || kinds.length > lim.max) return { key: 'players', params: { min: 2, max: lim.max } };
  const names = (q.get('jmena') ?? '').split(',').map((n) => {
    try {
      return cutName(decodeURIComponent(n));
    } catch {
      return '';
    }
  });
  const seedText = q.get('seed');
  if (seedText !== null && !/^-?\d{1,10}$/.test(seedText))
    return { key: 'seed', params: { seed: seedText.slice(0, 20) } };
  const moveText = q.get('tahy') ?? '';
  const parts = moveText ? moveText.split('.') : [];
  if (parts.length > MAX_MOVES) return { key: 'movesCount', params: { count: parts.length, max: MAX_MOVES } };
  const bad = parts.findIndex((p) => !/^[0-9a-z]{1,4}$/.test(p));
  if (bad >= 0) return { key: 'moves', params: { at: bad + 1, text: parts[bad]!.slice(0, 12) } };
  const colours = q.get('barvy')?.split(',') ?? lim.colours.slice(0, kinds.length);
  if (colours.length !== kinds.length)
    return { key: 'colours', params: { list: colours.join(',').slice(0, 60), max: lim.max } };
  const rec: GameRecord = {
    modules,
    seats: kinds.map((kind, i) => ({ colour: colours[i]!, kind, name: names[i] ?? '' })),
    // no seed in the address: a new game, dealt anew (DESIGN 1.9)
    seed: seedText === null ? randomSeed() : Number(seedText),
    moves: parts.map((p) => parseInt(p, 36)),
  };
  return checkRecord(rec) ?? rec;
}

/** Where a record came from: the address (a game link) or the game kept in storage. */
export type RecordSource = 'link' | 'storage';

/**
 * The `play.*` key of a problem's message. A problem with `barvy` alone is a colours problem
 * (the setup's own `error.colours` is another text); a bad move of the game kept in storage is
 * not "in the link" and has words of its own (`error.illegalStored`).
 */
export function problemKey(pr: RecordProblem, from: RecordSource): string {
  if (pr.key === 'colours') return 'error.barvy';
  if (pr.key === 'illegal' && from === 'storage') return 'error.illegalStored';
  return `error.${pr.key}`;
}

/** Whether a value read back is a problem rather than a record. */
export function isProblem(x: GameRecord | RecordProblem | null): x is RecordProblem {
  return !!x && 'key' in x;
}

/**
 * Checks a record read from storage (any JSON) and returns it, or null when it is not one.
 * The moves are checked by {@link replay}.
 */
export function recordFromJson(x: unknown): GameRecord | null {
  if (!x || typeof x !== 'object') return null;
  const r = x as Record<string, unknown>;
  const kinds: readonly string[] = Object.keys(KIND_WORD);
  const ok =
    Array.isArray(r.modules) &&
    r.modules.every((m) => typeof m === 'string') &&
    Array.isArray(r.seats) &&
    r.seats.every(
      (s) => s && typeof s === 'object' && typeof (s as Seat).colour === 'string' && kinds.includes((s as Seat).kind),
    ) &&
    Array.isArray(r.moves);
  if (!ok) return null;
  const rec: GameRecord = {
    modules: [...(r.modules as string[])],
    // a name that is not text is dropped, never the game
    seats: (r.seats as Seat[]).map((s) => ({ colour: s.colour, kind: s.kind, name: cutName(s.name) })),
    seed: r.seed as number,
    moves: [...(r.moves as number[])],
  };
  return checkRecord(rec) ? null : rec;
}

export type { EngineError };
