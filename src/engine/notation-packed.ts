/**
 * Packed position notation, version 3: the whole {@link Position} as bits,
 * for short permalinks (`?pozice=3~…`). The text is `3~` followed by the
 * bytes below in base64url (`A-Z a-z 0-9 - _`, no `=` padding). A finished
 * 72-tile three-player base game with 21 figures takes about 165 characters
 * (version 2: about 500), a finished 100-tile game of every module about 250
 * (version 2: about 720). Version 2 (`notation.ts`) stays the canonical text
 * of a position on pages; this one is only for links.
 *
 * ## Byte layout (published: links written now must keep opening)
 *
 * One bit stream, most significant bit of each byte first, fields one after
 * another with no alignment; the last byte is filled up with zero bits.
 * Number codes:
 *
 * - `u(w)`: an unsigned integer in `w` bits (`w` = 0 writes nothing and
 *   reads 0). `width(n)`, the bits for an index below `n`, is 0 for n ≤ 1,
 *   else ⌈log₂ n⌉.
 * - `ue(k)`: an unsigned integer in Exp-Golomb code of order `k`: for
 *   `v`, let `h = (v >> k) + 1` with `b` binary digits; `b − 1` zero bits,
 *   then `h` in `b` bits, then the low `k` bits of `v`. (`ue(0)`: 0 → `1`,
 *   1 → `010`, 2 → `011`, 3 → `00100`.) At most 40 leading zeros.
 * - `se(k)`: a signed integer as `ue(k)` of its zigzag code (0, −1, 1, −2 …
 *   → 0, 1, 2, 3 …).
 * - `text`: a string: its length in UTF-16 code units `ue(2)` (1 to
 *   {@link MAX_PACKED_NAME}), then each code unit `ue(5)`.
 * - `name(V)`: a string that is usually one of the vocabulary `V`: `ue(0)`
 *   code `c`; `c = 0` is followed by the string as `text`, `c ≥ 1` is
 *   `V[c − 1]` (a string of `V` is always written by its code).
 *
 * The position, in order (P players, M modules, T tiles, F figures):
 *
 * 1. players: P `ue(1)`; P × `name(`{@link PACKED_COLOURS}`)`, in turn order.
 * 2. modules: M `ue(1)`; M × (`name(`{@link PACKED_MODULES}`)`, a state bit,
 *    and when it is 1 the module's state text: its length − 1 `ue(3)`, then
 *    each character `u(6)` as its index in `A-Z a-z 0-9 . -`). `base` is
 *    always on and never listed.
 * 3. tile kinds: E `ue(0)` ids outside the known list, E × `text` (sorted);
 *    then N `ue(2)`, how many ids of the known list the writer knew. A tile kind
 *    code is below E + N: codes below E are those ids, code E + i the i-th id
 *    of the known list. The known list of a position is
 *    {@link PACKED_TILE_IDS} (an append-only list, part of the format)
 *    filtered to the tile sets of `base` and of the position's modules
 *    ({@link PACKED_MODULE_SETS}); appending ids to it keeps older links
 *    reading, since codes below E + N do not move.
 * 4. tiles: T `ue(3)`; when T > 0, a mode bit:
 *    - 0 (cells all distinct): the bounding box's west column `se(3)`, the
 *      first tile's row `se(3)` (the northmost row) and the box's width − 1
 *      `ue(2)`; then each tile's cell as the number of empty cells skipped
 *      since the previous tile `ue(0)` (for the first tile: its column minus
 *      the west column), reading the box row by row, north to south and west
 *      to east.
 *    - 1 (two tiles on one cell: a position `gameFromPosition` refuses,
 *      written so that every parsed position packs): the first cell `se(3)`
 *      `se(3)`, then for each further tile its row minus the previous row
 *      `ue(0)` and, on the same row, its column minus the previous column
 *      `ue(0)`, on a new row its column `se(3)`.
 *    Then T × (kind code `u(width(E + N))`, rotation in quarter turns
 *    clockwise `u(2)`). Tiles are thereby in the notation's order (north to
 *    south, west to east), which figures and module state index.
 * 5. figures: F `ue(2)`; when F > 0, K − 1 `ue(0)` and the K figure kinds
 *    used, `name(`{@link packedFigureKindsNow}`)`, in ascending order; then F
 *    × (tile index minus the previous figure's `ue(0)` (the first: minus 0),
 *    location code `u(4)` (N E S W, NNW … WNW, C, NE, SE = 0 … 14; 15 is
 *    followed by `ue(0)` of the code − 15: SW = 15, NW = 16), player
 *    `u(width(P))`, kind `u(width(K))`), sorted by tile, location, player and
 *    kind as version 2 sorts them.
 * 6. scores: P × `se(4)` points.
 * 7. turn: the player to move `u(width(P))`; a bit for a tile in hand and
 *    then its kind code `u(width(E + N))`; the `over` bit; the `copies` bit.
 *
 * Reading checks the syntax and ranges only (as `parseNotation` does for
 * version 2) and gives the same {@link Position} as the version-2 text of
 * the same position; the rules are checked by `gameFromPosition`. Counts are
 * capped before anything is allocated (players {@link MAX_PACKED_PLAYERS},
 * modules {@link MAX_PACKED_MODULES}, tiles `MAX_POSITION_TILES`, figures 13
 * per tile, and never more items than the bits left could hold) and every
 * loop is bounded, so no input makes the reader run long or allocate much.
 */
import { MAX_COORD, onBoard } from './board.js';
import type { EngineError } from './errors.js';
import { LOC_COUNT, locationCode, locationName, quarterTurns, type Rotation } from './locations.js';
import { bad, byCell, MAX_POSITION_TILES, MAX_SCORE, splitId, type Position } from './notation-format.js';
// The format's frozen tables (tile ids, module ids and their tile sets, colours, figure
// kinds) name the modules, so they live beside the modules: src/engine/modules/packed-tables.ts.
import {
  PACKED_COLOURS,
  packedFigureKindsNow,
  PACKED_MODULES,
  PACKED_MODULE_SETS,
  PACKED_TILE_IDS,
} from './modules/packed-tables.js';
export { PACKED_COLOURS, packedFigureKindsNow, PACKED_MODULES, PACKED_MODULE_SETS, PACKED_TILE_IDS };

/** The version {@link packNotation} writes (the text starts with `3~`). */
export const PACKED_VERSION = 3;

/** Longest string (UTF-16 code units) a packed position spells out: a colour, module, tile or figure kind id. */
export const MAX_PACKED_NAME = 64;
/** Most players a packed position holds. */
export const MAX_PACKED_PLAYERS = 64;
/** Most modules a packed position lists. */
export const MAX_PACKED_MODULES = 64;
/** Longest module state text (characters) a packed position holds. */
export const MAX_PACKED_STATE = 1000;

/** The 64 characters of module state text, in code order. */
const STATE_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789.-';
/** base64url digits. */
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
/** Most leading zeros of an Exp-Golomb code (values stay below 2^41, exact in a double). */
const MAX_ZEROS = 40;

/**
 * The known tile list of a position with these modules (`base` is added):
 * {@link PACKED_TILE_IDS} filtered to the modules' sets, in list order.
 */
export function packedTileList(modules: readonly string[]): string[] {
  const sets = new Set<string>(PACKED_MODULE_SETS.base);
  for (const m of modules)
    for (const s of Object.hasOwn(PACKED_MODULE_SETS, m) ? PACKED_MODULE_SETS[m]! : []) sets.add(s);
  return PACKED_TILE_IDS.filter((id) => sets.has(splitId(id)[0]));
}

/** Bits of an index below `n`: 0 for n ≤ 1. */
function width(n: number): number {
  let w = 0;
  while (2 ** w < n) w++;
  return w;
}

/** A whole number ≥ 0 below 2^40 (anything else is clamped: the writer never throws). */
const nat = (v: number) => (Number.isFinite(v) && v > 0 ? Math.min(Math.floor(v), 2 ** MAX_ZEROS - 1) : 0);

/** Bits written most significant first. */
class BitWriter {
  private readonly out: number[] = [];
  private acc = 0;
  private n = 0;

  bit(b: number): void {
    this.acc = (this.acc << 1) | (b & 1);
    if (++this.n === 8) {
      this.out.push(this.acc);
      this.acc = 0;
      this.n = 0;
    }
  }

  u(v: number, w: number): void {
    const x = nat(v);
    for (let i = w - 1; i >= 0; i--) this.bit(Math.floor(x / 2 ** i) % 2);
  }

  ue(v: number, k: number): void {
    const x = nat(v);
    const h = Math.floor(x / 2 ** k) + 1;
    let b = 1;
    while (2 ** b <= h) b++;
    for (let i = 1; i < b; i++) this.bit(0);
    this.u(h, b);
    this.u(x % 2 ** k, k);
  }

  se(v: number, k: number): void {
    const x = Number.isFinite(v) ? Math.trunc(v) : 0;
    this.ue(x < 0 ? -2 * x - 1 : 2 * x, k);
  }

  text(s: string): void {
    this.ue(s.length, 2);
    for (let i = 0; i < s.length; i++) this.ue(s.charCodeAt(i), 5);
  }

  name(s: string, vocabulary: readonly string[]): void {
    const i = vocabulary.indexOf(s);
    this.ue(i + 1, 0);
    if (i < 0) this.text(s);
  }

  bytes(): number[] {
    while (this.n !== 0) this.bit(0);
    return this.out;
  }
}

/** A refusal inside the reader, turned into an {@link EngineError} by {@link parsePacked}. */
class Refusal {
  constructor(
    readonly path: string,
    readonly params: EngineError['params'],
  ) {}
}

/** Bits read most significant first; `path` names the field being read (for errors). */
class BitReader {
  private pos = 0;
  path = '';

  constructor(private readonly bytes: Uint8Array) {}

  /** Bits not read yet. */
  get left(): number {
    return this.bytes.length * 8 - this.pos;
  }

  refuse(reason: string, params: EngineError['params'] = {}, path = this.path): never {
    throw new Refusal(path, { reason, ...params });
  }

  bit(): number {
    if (this.pos >= this.bytes.length * 8) this.refuse('truncated');
    const b = (this.bytes[this.pos >> 3]! >> (7 - (this.pos & 7))) & 1;
    this.pos++;
    return b;
  }

  u(w: number): number {
    let v = 0;
    for (let i = 0; i < w; i++) v = v * 2 + this.bit();
    return v;
  }

  /** `ue(k)`, refused above `max`. */
  ue(k: number, max: number): number {
    let zeros = 0;
    while (this.bit() === 0) if (++zeros > MAX_ZEROS) this.refuse('range', { max });
    const h = 2 ** zeros + this.u(zeros);
    const v = (h - 1) * 2 ** k + this.u(k);
    if (v > max) this.refuse('range', { max });
    return v;
  }

  /** `se(k)`, refused beyond ±`max`. */
  se(k: number, max: number): number {
    const z = this.ue(k, 2 * max + 1);
    const v = z % 2 === 1 ? -(z + 1) / 2 : z / 2;
    if (Math.abs(v) > max) this.refuse('range', { max });
    return v;
  }

  text(): string {
    const n = this.ue(2, MAX_PACKED_NAME);
    if (n === 0) this.refuse('empty');
    let s = '';
    for (let i = 0; i < n; i++) s += String.fromCharCode(this.ue(5, 0xffff));
    return s;
  }

  name(vocabulary: readonly string[]): string {
    const c = this.ue(0, vocabulary.length);
    if (c > 0) return vocabulary[c - 1]!;
    const s = this.text();
    if (vocabulary.includes(s)) this.refuse('spelled out', { name: s });
    return s;
  }

  /** Check that only the zero bits filling the last byte are left. */
  end(): void {
    if (this.left >= 8) this.refuse('trailing bytes', { bytes: this.left >> 3 }, 'bytes');
    if (this.left > 0 && this.u(this.left) !== 0) this.refuse('padding', {}, 'bytes');
  }
}

/** The bytes in base64url, no padding. */
function toBase64url(bytes: readonly number[]): string {
  let s = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = bytes.length - i;
    const v = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    s += B64[(v >> 18) & 63]! + B64[(v >> 12) & 63]!;
    if (n > 1) s += B64[(v >> 6) & 63]!;
    if (n > 2) s += B64[v & 63]!;
  }
  return s;
}

/** Bytes of base64url text (no padding), or undefined: a character outside it, a stray last digit, unused bits not zero. */
function fromBase64url(s: string): Uint8Array | undefined {
  if (s.length % 4 === 1) return undefined;
  const out = new Uint8Array(Math.floor((s.length * 6) / 8));
  let acc = 0,
    n = 0,
    k = 0;
  for (let i = 0; i < s.length; i++) {
    const d = B64.indexOf(s[i]!);
    if (d < 0) return undefined;
    acc = ((acc << 6) | d) & 0xffff;
    n += 6;
    if (n >= 8) {
      n -= 8;
      out[k++] = (acc >> n) & 0xff;
    }
  }
  return (acc & ((1 << n) - 1)) === 0 ? out : undefined;
}

/** The version-2 figure order: tile, location code, player, kind. */
function byFigure(a: Position['figures'][number], b: Position['figures'][number]): number {
  return (
    a.tile - b.tile ||
    locationCode(a.at) - locationCode(b.at) ||
    a.player - b.player ||
    (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : 0)
  );
}

/**
 * Write a position as packed notation (version 3): `3~` and base64url of the
 * bytes described at the top of this file (about 150 characters for a
 * finished two-player 72-tile base game). Holds everything of `p`, so
 * that `parseNotation(packNotation(p))` is the position
 * `parseNotation(makeNotation(p))` gives: tiles are written north to south,
 * west to east whatever their order in `p` (figure indices follow them;
 * module state texts must already index that order, as `positionOf` writes
 * them), figures sorted, `base` left out of the modules, module state only
 * for listed modules. Expects a position of the {@link Position} shape with
 * its values in range (as `positionOf` and `parseNotation` give); never
 * throws, but out-of-range values are not kept (and a name longer than
 * {@link MAX_PACKED_NAME}, or more than {@link MAX_PACKED_PLAYERS} players or
 * {@link MAX_PACKED_MODULES} modules, gives text that is refused when read).
 */
export function packNotation(p: Position): string {
  const w = new BitWriter();
  const players = p.players ?? [];
  w.ue(players.length, 1);
  for (const c of players) w.name(c, PACKED_COLOURS);

  const modules = (p.modules ?? []).filter((id) => id !== 'base');
  w.ue(modules.length, 1);
  const stated = new Set<string>();
  for (const id of modules) {
    w.name(id, PACKED_MODULES);
    const st = stated.has(id) || !p.state || !Object.hasOwn(p.state, id) ? '' : p.state[id]!;
    stated.add(id);
    w.bit(st ? 1 : 0);
    if (!st) continue;
    w.ue(st.length - 1, 3);
    for (const ch of st) w.u(STATE_CHARS.indexOf(ch), 6);
  }

  const src = p.tiles ?? [];
  const order = src.map((_, i) => i).sort((a, b) => byCell(src[a]!, src[b]!) || a - b);
  const ref: number[] = [];
  order.forEach((old, k) => {
    ref[old] = k;
  });
  const tiles = order.map((i) => src[i]!);
  const known = packedTileList(modules);
  const knownAt = new Map(known.map((id, i) => [id, i]));
  const ids = tiles.map((t) => t.id);
  if (p.current !== null && p.current !== undefined) ids.push(p.current);
  const extras = [...new Set(ids.filter((id) => !knownAt.has(id)))].sort();
  const extraAt = new Map(extras.map((id, i) => [id, i]));
  w.ue(extras.length, 0);
  for (const id of extras) w.text(id);
  w.ue(known.length, 2);
  const kw = width(extras.length + known.length);
  const code = (id: string) => extraAt.get(id) ?? extras.length + knownAt.get(id)!;

  w.ue(tiles.length, 3);
  if (tiles.length) {
    const distinct = tiles.every((t, i) => i === 0 || byCell(tiles[i - 1]!, t) !== 0);
    w.bit(distinct ? 0 : 1);
    if (distinct) {
      const x0 = Math.min(...tiles.map((t) => t.x));
      const cols = Math.max(...tiles.map((t) => t.x)) - x0 + 1;
      const y0 = tiles[0]!.y;
      w.se(x0, 3);
      w.se(y0, 3);
      w.ue(cols - 1, 2);
      let prev = -1;
      for (const t of tiles) {
        const at = (t.y - y0) * cols + (t.x - x0);
        w.ue(at - prev - 1, 0);
        prev = at;
      }
    } else {
      w.se(tiles[0]!.x, 3);
      w.se(tiles[0]!.y, 3);
      for (let i = 1; i < tiles.length; i++) {
        const a = tiles[i - 1]!,
          t = tiles[i]!;
        w.ue(t.y - a.y, 0);
        if (t.y === a.y) w.ue(t.x - a.x, 0);
        else w.se(t.x, 3);
      }
    }
    for (const t of tiles) {
      w.u(code(t.id), kw);
      w.u(quarterTurns(t.rotation) & 3, 2);
    }
  }

  const figures = (p.figures ?? []).map((f) => ({ ...f, tile: ref[f.tile] ?? f.tile })).sort(byFigure);
  const kinds = [...new Set(figures.map((f) => f.kind))].sort();
  w.ue(figures.length, 2);
  if (figures.length) {
    w.ue(kinds.length - 1, 0);
    const vocabulary = packedFigureKindsNow();
    for (const k of kinds) w.name(k, vocabulary);
  }
  const pw = width(players.length);
  const fw = width(kinds.length);
  let prevTile = 0;
  for (const f of figures) {
    w.ue(f.tile - prevTile, 0);
    prevTile = f.tile;
    const loc = locationCode(f.at);
    w.u(Math.min(loc, 15), 4);
    if (loc >= 15) w.ue(loc - 15, 0);
    w.u(f.player, pw);
    w.u(kinds.indexOf(f.kind), fw);
  }

  for (let i = 0; i < players.length; i++) w.se(p.scores?.[i] ?? 0, 4);

  w.u(p.player, pw);
  const hand = p.current !== null && p.current !== undefined;
  w.bit(hand ? 1 : 0);
  if (hand) w.u(code(p.current!), kw);
  w.bit(p.over ? 1 : 0);
  w.bit(p.copies ? 1 : 0);
  return `${PACKED_VERSION}~${toBase64url(w.bytes())}`;
}

/**
 * Read the part after `3~` of packed notation into a position (syntax and
 * ranges only). Errors: `notation.invalid`, `params.reason` saying what is
 * wrong, at the path of the field being read: `bytes` (not base64url, bytes
 * left over, padding bits not zero), `players`, `players[i]`, `modules`,
 * `modules[i]`, `modules[i].state`, `kinds` (more known tiles than this
 * engine knows: a link from a newer one), `kinds[j]`, `tiles`,
 * `tiles[i].at`, `tiles[i].id`, `tiles[i].rotation`, `figures`,
 * `figures[i].tile`, `.at`, `.player`, `.kind`, `figures[i]` (out of
 * order), `scores[i]`, `turn.player`, `turn.tile`, `turn`. Reasons:
 * `truncated`, `range` (with `max`), `empty`, `spelled out` (a known name
 * written as text), `order`, `base` (base listed as a module), `state twice`.
 * Never throws.
 */
export function parsePacked(payload: string): Position | EngineError {
  const bytes = fromBase64url(payload);
  if (!bytes) return bad('bytes', { reason: 'not base64url' });
  const r = new BitReader(bytes);
  try {
    return readPosition(r);
  } catch (e) {
    if (e instanceof Refusal) return bad(e.path, e.params);
    throw e;
  }
}

function readPosition(r: BitReader): Position {
  r.path = 'players';
  const np = r.ue(1, MAX_PACKED_PLAYERS);
  const players: string[] = [];
  for (let i = 0; i < np; i++) {
    r.path = `players[${i}]`;
    players.push(r.name(PACKED_COLOURS));
  }

  r.path = 'modules';
  const nm = r.ue(1, MAX_PACKED_MODULES);
  const modules: string[] = [];
  const state: Record<string, string> = {};
  for (let i = 0; i < nm; i++) {
    r.path = `modules[${i}]`;
    const id = r.name(PACKED_MODULES);
    if (id === 'base') r.refuse('base');
    modules.push(id);
    if (!r.bit()) continue;
    r.path = `modules[${i}].state`;
    if (id in state) r.refuse('state twice');
    const n = r.ue(3, MAX_PACKED_STATE - 1) + 1;
    if (n * 6 > r.left) r.refuse('truncated');
    let st = '';
    for (let k = 0; k < n; k++) st += STATE_CHARS[r.u(6)]!;
    state[id] = st;
  }

  r.path = 'kinds';
  const ne = r.ue(0, MAX_POSITION_TILES + 1);
  const kinds: string[] = [];
  for (let j = 0; j < ne; j++) {
    r.path = `kinds[${j}]`;
    kinds.push(r.text());
  }
  r.path = 'kinds';
  const known = packedTileList(modules);
  const nk = r.ue(2, 2 ** MAX_ZEROS);
  if (nk > known.length) r.refuse('range', { max: known.length });
  kinds.push(...known.slice(0, nk));
  const kw = width(kinds.length);

  r.path = 'tiles';
  const nt = r.ue(3, MAX_POSITION_TILES);
  if (nt * 3 > r.left) r.refuse('truncated');
  const cells: [number, number][] = [];
  if (nt > 0) {
    const list = r.bit() === 1;
    const at = (i: number, x: number, y: number) => {
      if (!onBoard(x) || !onBoard(y)) r.refuse('range', { max: MAX_COORD }, `tiles[${i}].at`);
      cells.push([x, y]);
    };
    const span = 2 * MAX_COORD;
    r.path = 'tiles[0].at';
    if (!list) {
      const x0 = r.se(3, MAX_COORD);
      const y0 = r.se(3, MAX_COORD);
      const cols = r.ue(2, span) + 1;
      let prev = -1;
      for (let i = 0; i < nt; i++) {
        r.path = `tiles[${i}].at`;
        const cell = prev + 1 + r.ue(0, (span + 1) * (span + 1));
        at(i, x0 + (cell % cols), y0 + Math.floor(cell / cols));
        prev = cell;
      }
    } else {
      at(0, r.se(3, MAX_COORD), r.se(3, MAX_COORD));
      for (let i = 1; i < nt; i++) {
        r.path = `tiles[${i}].at`;
        const [px, py] = cells[i - 1]!;
        const dy = r.ue(0, span);
        at(i, dy === 0 ? px + r.ue(0, span) : r.se(3, MAX_COORD), py + dy);
      }
    }
  }
  const tiles: Position['tiles'] = [];
  for (let i = 0; i < nt; i++) {
    r.path = `tiles[${i}].id`;
    const id = kinds[r.u(kw)];
    if (id === undefined) r.refuse('range', { max: kinds.length - 1 });
    r.path = `tiles[${i}].rotation`;
    const [x, y] = cells[i]!;
    tiles.push({ id, x, y, rotation: (r.u(2) * 90) as Rotation });
  }

  r.path = 'figures';
  const nf = r.ue(2, MAX_POSITION_TILES * 13);
  if (nf * 5 > r.left) r.refuse('truncated');
  const figureKinds: string[] = [];
  if (nf > 0) {
    const nfk = r.ue(0, nf - 1) + 1;
    const vocabulary = packedFigureKindsNow();
    for (let j = 0; j < nfk; j++) {
      r.path = `figures.kinds[${j}]`;
      const k = r.name(vocabulary);
      if (j > 0 && !(figureKinds[j - 1]! < k)) r.refuse('order');
      figureKinds.push(k);
    }
  }
  const pw = width(players.length);
  const fw = width(figureKinds.length);
  const figures: Position['figures'] = [];
  let tile = 0;
  for (let i = 0; i < nf; i++) {
    r.path = `figures[${i}].tile`;
    tile += r.ue(0, MAX_POSITION_TILES);
    if (tile >= nt) r.refuse('range', { max: nt - 1 });
    r.path = `figures[${i}].at`;
    let loc = r.u(4);
    if (loc === 15) loc += r.ue(0, LOC_COUNT);
    if (loc >= LOC_COUNT) r.refuse('range', { max: LOC_COUNT - 1 });
    r.path = `figures[${i}].player`;
    const player = r.u(pw);
    if (player >= players.length) r.refuse('range', { max: players.length - 1 });
    r.path = `figures[${i}].kind`;
    const kind = figureKinds[r.u(fw)];
    if (kind === undefined) r.refuse('range', { max: figureKinds.length - 1 });
    const f = { tile, at: locationName(loc), player, kind };
    if (i > 0 && byFigure(figures[i - 1]!, f) > 0) r.refuse('order', {}, `figures[${i}]`);
    figures.push(f);
  }

  const scores: number[] = [];
  for (let i = 0; i < players.length; i++) {
    r.path = `scores[${i}]`;
    scores.push(r.se(4, MAX_SCORE));
  }

  r.path = 'turn.player';
  const player = r.u(pw);
  if (player >= players.length) r.refuse('range', { max: players.length - 1 });
  r.path = 'turn.tile';
  let current: string | null = null;
  if (r.bit()) {
    current = kinds[r.u(kw)] ?? null;
    if (current === null) r.refuse('range', { max: kinds.length - 1 });
  }
  r.path = 'turn';
  const over = r.bit() === 1;
  const copies = r.bit() === 1;
  r.end();
  return { players, modules, tiles, figures, scores, current, player, over, copies, state };
}
