/**
 * A free-play game as plain data (no DOM): the rule modules, the seats (colour, person or
 * computer, name), the shuffle seed and the moves played, each move as its index in the
 * engine's `Game.legalMoves()` list at that turn. Replaying a record through the engine
 * gives the same game every time (the draw pile is the engine's seeded shuffle), so the
 * record is what the page keeps in localStorage and what the game link carries.
 *
 * Query words (DESIGN 1.7): `moduly=base,inns-cathedrals` (module ids), `hraci=clovek,pocitac`
 * (one entry per player: `clovek` a person, `pocitac` the computer at the advanced level,
 * `pocitac-zacatecnik` at the beginner level; colours in the DESIGN 1.4 order), `seed=7`,
 * optionally `tahy=` (the moves, base-36 indices joined by `.`), `jmena=` (names joined by
 * `,`, each URI-encoded) and `barvy=` (the colours, when they differ from that order).
 */
import {
  Game,
  getModule,
  isEngineError,
  seatLimits,
  unknownTiles,
  type EngineError,
  type Move,
  type ScoreEvent,
} from '../engine';

/** Who plays a seat: a person at the device, or the computer at one of two levels. */
export type SeatKind = 'person' | 'beginner' | 'advanced';

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
  key: 'modules' | 'players' | 'seed' | 'moves' | 'engine';
  params?: Record<string, string | number>;
}

/** Most moves a record may hold (no set here has more than a few hundred tiles). */
export const MAX_MOVES = 1000;

/** The person/computer words of the query, both ways. */
const KIND_WORD: Record<SeatKind, string> = { person: 'clovek', advanced: 'pocitac', beginner: 'pocitac-zacatecnik' };

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
    if (!r) return { key: 'moves', params: { at: i + 1 } };
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
  if (rec.seats.some((s) => s.name)) q.set('jmena', rec.seats.map((s) => encodeURIComponent(s.name)).join(','));
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
      return decodeURIComponent(n).slice(0, 30);
    } catch {
      return '';
    }
  });
  const seedText = q.get('seed') ?? '1';
  if (!/^-?\d{1,10}$/.test(seedText) || Math.abs(Number(seedText)) > 2 ** 31 - 1)
    return { key: 'seed', params: { seed: seedText.slice(0, 20) } };
  const moveText = q.get('tahy') ?? '';
  const parts = moveText ? moveText.split('.') : [];
  if (parts.length > MAX_MOVES || parts.some((p) => !/^[0-9a-z]{1,4}$/.test(p)))
    return { key: 'moves', params: { at: Math.max(1, parts.findIndex((p) => !/^[0-9a-z]{1,4}$/.test(p)) + 1) } };
  const colours = q.get('barvy')?.split(',') ?? lim.colours.slice(0, kinds.length);
  if (colours.length !== kinds.length || colours.some((c, i) => !lim.colours.includes(c) || colours.indexOf(c) !== i))
    return { key: 'players', params: { min: 2, max: lim.max } };
  return {
    modules,
    seats: kinds.map((kind, i) => ({ colour: colours[i]!, kind, name: names[i] ?? '' })),
    seed: Number(seedText),
    moves: parts.map((p) => parseInt(p, 36)),
  };
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
  const ok =
    Array.isArray(r.modules) &&
    r.modules.every((m) => typeof m === 'string' && getModule(m)) &&
    Array.isArray(r.seats) &&
    r.seats.every(
      (s) =>
        s &&
        typeof s === 'object' &&
        typeof (s as Seat).colour === 'string' &&
        ['person', 'beginner', 'advanced'].includes((s as Seat).kind) &&
        typeof (s as Seat).name === 'string',
    ) &&
    Number.isInteger(r.seed) &&
    Array.isArray(r.moves) &&
    r.moves.length <= MAX_MOVES &&
    r.moves.every((m) => Number.isInteger(m) && m >= 0);
  if (!ok) return null;
  return {
    modules: [...(r.modules as string[])],
    seats: (r.seats as Seat[]).map((s) => ({ colour: s.colour, kind: s.kind, name: s.name.slice(0, 30) })),
    seed: r.seed as number,
    moves: [...(r.moves as number[])],
  };
}

export type { EngineError };
