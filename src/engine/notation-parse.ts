/**
 * Reading notation text into a {@link Position} (syntax and ranges only; the
 * rules are `gameFromPosition`'s, in `notation-game.ts`): version 2, the
 * older version 1, and the packed version 3 (`notation-packed.ts`).
 */
import { MAX_COORD, onBoard } from './board.js';
import type { EngineError } from './errors.js';
import { isLocation, type Rotation } from './locations.js';
import {
  ALPHABET,
  bad,
  dec,
  DEFAULT_KIND,
  FIGURE,
  indexWidth,
  INT,
  items,
  MAX_NOTATION_LENGTH,
  MAX_POSITION_TILES,
  MAX_SCORE,
  NOTATION_VERSION,
  SECTIONS,
  splitId,
  STATE_TEXT,
  type Position,
} from './notation-format.js';
import { PACKED_VERSION, parsePacked } from './notation-packed.js';
import type { Location } from './tile-types.js';

/**
 * Parse notation text (version 2, the older version 1, or the packed version
 * 3 of `packNotation`: `3~` and base64url) into a position.
 * Only the syntax is checked here (and numbers against their ranges); the
 * rules are checked by {@link gameFromPosition}. Errors: `notation.invalid`
 * with a path naming the section and item: `version`, `sections`,
 * `players[1]`, `modules[0]`, `kinds[0]`, `tiles`, `tiles[3].id`,
 * `tiles[3].at`, `figures[0]`, `figures[0].tile`, `figures[0].player`,
 * `figures[0].kind`, `scores`, `scores[1]`, `turn`, `turn.player`,
 * `turn.tile`, `turn[1]`; path `''` for text longer than
 * {@link MAX_NOTATION_LENGTH} or with characters outside the notation's.
 * Version 3 is read by `parsePacked` (its paths: `bytes`, `kinds`, the same
 * sections as above; `sections` when a `~` follows the payload) and gives the
 * position the version-2 text of the same position gives. Never throws.
 */
export function parseNotation(text: string): Position | EngineError {
  if (typeof text !== 'string') return bad('', { reason: 'type' });
  if (text.length > MAX_NOTATION_LENGTH)
    return bad('', { reason: 'length', length: text.length, max: MAX_NOTATION_LENGTH });
  const odd = text.search(/[^A-Za-z0-9._~%-]/);
  if (odd >= 0) return bad('', { reason: 'character', at: odd });
  const parts = text.split('~');
  if (parts[0] === '1') return parseV1(text);
  if (parts[0] === String(PACKED_VERSION)) {
    if (parts.length !== 2) return bad('sections', { count: parts.length, expected: 2 });
    return parsePacked(parts[1]!);
  }
  if (parts[0] !== String(NOTATION_VERSION))
    return bad('version', { version: parts[0]!.slice(0, 12), supported: '1, 2, 3' });
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
