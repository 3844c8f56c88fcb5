/**
 * The position notation's format (see `notation.ts` for the text itself):
 * the {@link Position} it holds, its version and limits, and how it spells
 * values: sections, the alphabet of tile kind indexes, percent escapes of
 * ids, the characters module state text may use. Shared by the writer
 * (`notation.ts`), the parser (`notation-parse.ts`) and the position check
 * (`notation-game.ts`).
 */
import { engineError, type EngineError } from './errors.js';
import type { Rotation } from './locations.js';
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
export const MAX_POSITION_TILES = 250;
/** Largest score (in absolute value) a position may hold. */
export const MAX_SCORE = 1_000_000;

/** The sections of version 2 text, in order (separated by `~`). */
export const SECTIONS = ['version', 'players', 'modules', 'kinds', 'tiles', 'figures', 'scores', 'turn'] as const;
/** The digits of a tile kind index, base 62. */
export const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** What a module's state text may hold (`A-Z a-z 0-9 . -`). */
export const STATE_TEXT = /^[A-Za-z0-9.-]+$/;
/** The figure kind a figure item leaves out. */
export const DEFAULT_KIND = 'normal';

/** Percent-encode everything but `A-Z a-z 0-9 -` (a dot separates fields, so it is escaped too). */
export const enc = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*~_.]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase());

/** Decode a percent-encoded field; undefined when the escapes are broken or the result is empty. */
export function dec(s: string): string | undefined {
  try {
    const d = decodeURIComponent(s);
    return d === '' ? undefined : d;
  } catch {
    return undefined;
  }
}

/** Set and name of a tile id (`BASE.D` → `BASE`, `D`), split at the first dot. */
export function splitId(id: string): [string, string] {
  const i = id.indexOf('.');
  return i < 0 ? [id, ''] : [id.slice(0, i), id.slice(i + 1)];
}

/** A tile id percent-encoded part by part (`BASE.D`). */
export const encId = (id: string) => splitId(id).map(enc).join('.');

/** Characters per kind index for a kind list of `n` ids. */
export function indexWidth(n: number): number {
  let w = 1;
  for (let cap = ALPHABET.length; cap < n; cap *= ALPHABET.length) w++;
  return w;
}

/** Kind index `i` in `w` digits of {@link ALPHABET}. */
export function writeIndex(i: number, w: number): string {
  let s = '';
  for (let k = 0; k < w; k++) {
    s = ALPHABET[i % ALPHABET.length]! + s;
    i = Math.floor(i / ALPHABET.length);
  }
  return s;
}

/** Tiles north to south, then west to east. */
export function byCell(a: { x: number; y: number }, b: { x: number; y: number }): number {
  return a.y - b.y || a.x - b.x;
}

/** An integer as the notation writes one (coordinates, scores). */
export const INT = /^-?\d{1,7}$/;
/** A version-2 figure item: tile index, location, player index, optional `.KIND`. */
export const FIGURE = /^(\d{1,4})(NNW|NNE|ENE|ESE|SSE|SSW|WSW|WNW|NE|SE|SW|NW|N|E|S|W|C)(\d{1,2})(?:\.([^.]+))?$/;

/** A `notation.invalid` error at `path`. */
export function bad(path: string, params?: EngineError['params']): EngineError {
  return engineError('notation.invalid', path, params);
}

/** Items of a section (`_`-separated); an empty section has none. */
export const items = (s: string) => (s === '' ? [] : s.split('_'));
