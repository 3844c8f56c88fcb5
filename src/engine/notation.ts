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
 * in placement order, no module state) is still read; version 3 is the
 * packed notation for short links (`notation-packed.ts`, {@link packNotation}:
 * `3~` and base64url of the same position in bits); any other version is
 * refused (`notation.invalid` at `version`).
 *
 * Validation is the scenario loader's ({@link buildPosition}): a parsed
 * position becomes the board description of a scenario file, so links and
 * scenario files refuse the same boards (two tiles on one cell, edges that do
 * not match, unknown tiles or figure kinds, figures on a location the tile
 * lacks, on an occupied or completed feature, more figures than a player has);
 * on top of that the tile copies, the tile in hand and the module state are
 * checked.
 *
 * Files: this one writes ({@link makeNotation}, {@link positionOf},
 * {@link notationOf}) and reads ({@link readNotation}); `notation-format.ts`
 * holds {@link Position}, the limits and the spelling of values,
 * `notation-parse.ts` the parser ({@link parseNotation}), `notation-game.ts`
 * the rules check that turns a position into a game ({@link gameFromPosition}),
 * `notation-packed.ts` the packed version 3 ({@link packNotation}).
 * Importers find all of it here.
 */
import { engineError, type EngineError } from './errors.js';
import { Game } from './game.js';
import { locationCode, locationName, quarterTurns, rotateCode, type Rotation } from './locations.js';
import type { StateNotationContext } from './module.js';
import { compactState } from './module-state.js';
import {
  byCell,
  DEFAULT_KIND,
  enc,
  encId,
  indexWidth,
  items,
  NOTATION_VERSION,
  SECTIONS,
  splitId,
  STATE_TEXT,
  writeIndex,
  type Position,
} from './notation-format.js';
import { exceedsCopies, gameFromPosition } from './notation-game.js';
import { packNotation, PACKED_VERSION } from './notation-packed.js';
import { parseNotation } from './notation-parse.js';

export {
  MAX_NOTATION_LENGTH,
  MAX_POSITION_TILES,
  MAX_SCORE,
  NOTATION_VERSION,
  type Position,
} from './notation-format.js';
export { gameFromPosition } from './notation-game.js';
export { packNotation, PACKED_VERSION } from './notation-packed.js';
export { parseNotation } from './notation-parse.js';

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
    toMove: g.players[g.player] ?? '',
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

/** The short notation of a game's position for links (version 3): `packNotation(positionOf(g))`. */
export function packedNotationOf(g: Game): string {
  return packNotation(positionOf(g));
}

/**
 * Read notation text into a game: {@link parseNotation}, then
 * {@link gameFromPosition}, then (version 2) the canonical check: the text
 * must be exactly what {@link notationOf} writes for the position, so that
 * one position has one text (`notation.invalid` at the first differing
 * section or item, e.g. `figures[1]`, with the canonical text in
 * `params.expected`); (version 3) the position read must be the game's own
 * ({@link positionOf}: figures on the first location of their feature, the
 * `copies` flag only when needed…; `notation.invalid` at the first differing
 * section, `players`, `modules`, `tiles`, `figures`, `scores` or `turn`, with
 * {@link packNotation}'s text in `params.expected`), but its bytes may spell
 * it otherwise than `packNotation` does now (a link written when fewer tile
 * ids were known keeps opening). Version-1 text is read without that check.
 * Never throws.
 */
export function readNotation(text: string): Game | EngineError {
  const p = parseNotation(text);
  if ('code' in p) return p;
  const g = gameFromPosition(p);
  if (!(g instanceof Game)) return g;
  if (text.startsWith(`${PACKED_VERSION}~`)) {
    const q = positionOf(g);
    const section = (x: Position): Record<string, unknown> => ({
      players: x.players,
      modules: [x.modules, Object.entries(x.state).sort()],
      tiles: x.tiles,
      figures: x.figures,
      scores: x.scores,
      turn: [x.player, x.current, x.over, x.copies],
    });
    const a = section(p),
      b = section(q);
    const path = Object.keys(a).find((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]));
    if (path === undefined) return g;
    return engineError('notation.invalid', path, { reason: 'not canonical', expected: packNotation(q).slice(0, 400) });
  }
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
