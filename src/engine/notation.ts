/**
 * Notation: a compact, versioned, URL-safe text of a position, for permalinks
 * and forum snippets. Version 1 layout (sections separated by `~`, items by
 * `_`, item fields by `.`):
 *
 *     1~red_blue~base~BASE.D.0.0.0_BASE.E.0.-1.2~1.S.0.normal~4_0~BASE.U~1
 *     │ players   modules tiles (id.x.y.quarterTurns)  figures       scores current tile, player to move
 *     version                                  (tileIndex.location.player.kind)
 *
 * Tile ids are percent-encoded when they hold characters outside
 * `A-Z a-z 0-9 . -`, e.g. `?` → `%3F`. Only characters unreserved in URLs appear
 * in the output (plus `%` escapes).
 */
import { engineError, type EngineError } from './errors.js';
import { Game } from './game.js';
import { isLocation, locationCode, locationName, quarterTurns, type Rotation } from './locations.js';
import { getTile } from './tileset.js';
import type { Location } from './tile-types.js';

/** A position: everything needed to resume a game view (not the draw pile). */
export interface Position {
  players: string[];
  modules: string[];
  /** Tiles in placement order; rotation in degrees. */
  tiles: { id: string; x: number; y: number; rotation: Rotation }[];
  /** `tile` is an index into `tiles`; `player` an index into `players`. */
  figures: { tile: number; at: Location; player: number; kind: string }[];
  /** Points per player, in player order. */
  scores: number[];
  /** Tile to place next, if any. */
  current: string | null;
  /** Index of the player to move. */
  player: number;
}

export const NOTATION_VERSION = 1;

const enc = (s: string) => encodeURIComponent(s).replace(/[!'()*~_]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase());

/** Write a position as notation text (version 1). */
export function makeNotation(p: Position): string {
  return [
    String(NOTATION_VERSION),
    p.players.map(enc).join('_'),
    p.modules.map(enc).join('_'),
    p.tiles.map((t) => `${enc(t.id)}.${t.x}.${t.y}.${t.rotation / 90}`).join('_'),
    p.figures.map((f) => `${f.tile}.${f.at}.${f.player}.${enc(f.kind)}`).join('_'),
    p.scores.join('_'),
    p.current === null ? '' : enc(p.current),
    String(p.player),
  ].join('~');
}

const INT = /^-?\d+$/;

/**
 * Parse notation text. Errors: `notation.invalid` with a path naming the
 * section (`version`, `tiles[3]`, `figures[0].at` …).
 */
export function parseNotation(text: string): Position | EngineError {
  const parts = text.split('~');
  const bad = (path: string) => engineError('notation.invalid', path);
  if (parts[0] !== String(NOTATION_VERSION)) return bad('version');
  if (parts.length !== 8) return bad('sections');
  const [, pl, mo, ti, fi, sc, cu, pm] = parts as [string, string, string, string, string, string, string, string];
  const list = (s: string) => (s === '' ? [] : s.split('_'));
  let players: string[], modules: string[];
  try {
    players = list(pl).map(decodeURIComponent);
    modules = list(mo).map(decodeURIComponent);
  } catch {
    return bad('players');
  }
  const tiles: Position['tiles'] = [];
  const ts = list(ti);
  for (let i = 0; i < ts.length; i++) {
    const f = ts[i]!.split('.');
    if (f.length < 4) return bad(`tiles[${i}]`);
    const q = f.pop()!, y = f.pop()!, x = f.pop()!;
    if (!INT.test(x) || !INT.test(y) || !/^[0-3]$/.test(q)) return bad(`tiles[${i}]`);
    let id: string;
    try { id = decodeURIComponent(f.join('.')); } catch { return bad(`tiles[${i}].id`); }
    tiles.push({ id, x: Number(x), y: Number(y), rotation: (Number(q) * 90) as Rotation });
  }
  const figures: Position['figures'] = [];
  const fs = list(fi);
  for (let i = 0; i < fs.length; i++) {
    const f = fs[i]!.split('.');
    if (f.length !== 4 || !INT.test(f[0]!) || !INT.test(f[2]!)) return bad(`figures[${i}]`);
    if (!isLocation(f[1]!)) return bad(`figures[${i}].at`);
    const tile = Number(f[0]), player = Number(f[2]);
    if (tile < 0 || tile >= tiles.length) return bad(`figures[${i}].tile`);
    if (player < 0 || player >= players.length) return bad(`figures[${i}].player`);
    let kind: string;
    try { kind = decodeURIComponent(f[3]!); } catch { return bad(`figures[${i}].kind`); }
    figures.push({ tile, at: f[1] as Location, player, kind });
  }
  const scores = list(sc).map(Number);
  if (scores.length !== players.length || scores.some((n) => !Number.isInteger(n))) return bad('scores');
  if (!INT.test(pm) || Number(pm) < 0 || Number(pm) >= Math.max(1, players.length)) return bad('player');
  let current: string | null;
  try { current = cu === '' ? null : decodeURIComponent(cu); } catch { return bad('current'); }
  return { players, modules, tiles, figures, scores, current, player: Number(pm) };
}

/** The position of a game (module state beyond figures and scores is not included in v1). */
export function positionOf(g: Game): Position {
  const figures: Position['figures'] = [];
  for (const f of g.figuresOnBoard()) figures.push({ tile: f.tile, at: locationName(f.loc), player: f.player, kind: f.kind });
  figures.sort((a, b) => a.tile - b.tile || locationCode(a.at) - locationCode(b.at) || a.player - b.player);
  return {
    players: [...g.players],
    modules: g.modules.map((m) => m.id),
    tiles: g.board.tiles.map((t) => ({ id: t.tile.id, x: t.x, y: t.y, rotation: (t.q * 90) as Rotation })),
    figures,
    scores: [...g.scores],
    current: g.current,
    player: g.player,
  };
}

/**
 * Rebuild a game showing a position (no draw pile: `autoDraw` is off).
 * Errors: `notation.invalid` for unknown tiles or locations, `module.unknown`,
 * `player.unknown`.
 */
export function gameFromPosition(p: Position): Game | EngineError {
  const g = Game.create({ players: p.players, modules: p.modules, deal: false });
  if (!(g instanceof Game)) return g;
  const placed = [];
  for (let i = 0; i < p.tiles.length; i++) {
    const t = p.tiles[i]!;
    const tile = getTile(t.id);
    if (!tile) return engineError('notation.invalid', `tiles[${i}].id`);
    placed.push(g.board.place(tile, t.x, t.y, quarterTurns(t.rotation)));
  }
  for (let i = 0; i < p.figures.length; i++) {
    const f = p.figures[i]!;
    const pt = placed[f.tile]!;
    if (g.board.nodeAt(pt, locationCode(f.at)) < 0) return engineError('notation.invalid', `figures[${i}].at`);
    g.putFigure(f.player, f.kind, pt, locationCode(f.at));
  }
  p.scores.forEach((s, i) => (g.scores[i] = s));
  g.player = p.player;
  g.setCurrent(p.current);
  return g;
}
