/**
 * From a {@link Position} to a game ({@link gameFromPosition}): the field
 * shapes of a hand-made position, then the board and figures checked as a
 * scenario file's (`buildPosition`, with the notation's paths), the tile
 * sets and copies, the tile in hand, and the modules' state. Also whether a
 * position holds more copies of a tile than the sets have ({@link exceedsCopies}).
 */
import { onBoard } from './board.js';
import { engineError, type EngineError, type ErrorCode } from './errors.js';
import type { Game } from './game.js';
import { isLocation, quarterTurns } from './locations.js';
import type { RuleModule, StateNotationContext } from './module.js';
import { putState } from './module-state.js';
import { MAX_POSITION_TILES, MAX_SCORE, STATE_TEXT, type Position } from './notation-format.js';
import { buildPosition, type Problem, type Scenario } from './scenario.js';
import { getTile } from './tileset.js';

/**
 * Copies of each tile id in the tile sets of `modules` and of the variants these
 * modules make of them (a tile of no such set is missing); with a game of its own on ({@link RuleModule.standalone}), only
 * that game's sets: it is played with its own tiles only.
 */
function setCopies(modules: readonly RuleModule[], printed = new Map<string, string>()): Map<string, number> {
  const out = new Map<string, number>();
  const own = modules.filter((m) => m.standalone);
  const on = own.length ? own : modules;
  for (const m of on)
    for (const set of m.tileSets ?? []) for (const t of set.tiles) out.set(t.id, (out.get(t.id) ?? 0) + t.count);
  // Variants a module makes of these tiles (RuleModule.tileVariants): copies of their own.
  for (const m of on) {
    if (!m.tileVariants) continue;
    for (const n of on)
      for (const set of n.tileSets ?? [])
        for (const t of set.tiles)
          if (t.known)
            for (const v of m.tileVariants(t)) {
              out.set(v.id, (out.get(v.id) ?? 0) + v.count);
              printed.set(v.id, t.id);
            }
  }
  return out;
}

/**
 * Whether tile ids `ids` hold more copies of some tile than the modules' sets have; a variant
 * counts both as itself and as one of its printed tile's copies.
 */
export function exceedsCopies(modules: readonly RuleModule[], ids: readonly string[]): boolean {
  const printed = new Map<string, string>();
  const copies = setCopies(modules, printed);
  const seen = new Map<string, number>();
  const over = (id: string) => {
    const n = (seen.get(id) ?? 0) + 1;
    seen.set(id, n);
    return n > (copies.get(id) ?? 0);
  };
  // a variant's copies are some of its printed tile's copies (1 of the 5 BASE.E shows a garden)
  for (const id of ids) if (over(id) || (printed.has(id) && over(printed.get(id)!))) return true;
  return false;
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
    toMove: g.players[g.player] ?? '',
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
