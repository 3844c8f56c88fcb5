/**
 * Why a board refuses the tile in hand on a cell, in data and in words: the cell is taken,
 * it touches no tile, which side of the tile meets which side of which neighbour, or a
 * module's placement rule (the river going on from its open end). The analysis board's
 * editor and play mode and free play ask it when a reader taps or moves the cursor onto a
 * cell the tile does not go on; every rule question goes to the engine (`Board.fits`,
 * `Game.check`). Wording: `board.refusal.*` (pages.<lang>.json: the boards that load the
 * site's whole strings, not the worked examples' sandbox).
 */
import type { TFunction } from 'i18next';
import { type Game, getTile, type Rotation } from '../../engine/core';
import { plainParams } from '../words/explain-lines';
import type { TileLookup } from '../words/places';

/** A refusal: a key under `board.refusal` and its parameters (cells `x`, `y`, tile ids, sides, edges). */
export interface Refusal {
  key: string;
  params?: Record<string, string | number>;
}

/**
 * The keys {@link whyNot} and {@link whyNotPlay} give for a known tile, worded by
 * {@link refusalText} (`tileUnknown`, an id the engine does not know, comes only from a link
 * or a file: the app that reads them words it).
 */
export const REFUSAL_KEYS: ReadonlySet<string> = new Set([
  'cellTaken',
  'noNeighbour',
  'mismatch',
  'mismatchTurn',
  'ruleRefused',
]);

const SIDE_DX = [0, 1, 0, -1];
const SIDE_DY = [-1, 0, 1, 0];
const SIDE = ['N', 'E', 'S', 'W'] as const;
const EDGE = ['city', 'road', 'field', 'line'] as const;
const ROTATIONS: Rotation[] = [0, 90, 180, 270];

/**
 * Why `tileId` turned `rotation` (degrees clockwise) does not fit at `[x, y]`: the cell is
 * taken (`cellTaken`), which of its sides meets which side of which neighbour, the first
 * mismatch clockwise from north (`mismatchTurn` when another rotation fits the cell,
 * `mismatch` when none does), or it touches no tile (`noNeighbour`); `tileUnknown` for an id
 * the engine does not know. Undefined when it fits (and on an empty board).
 */
export function whyNot(game: Game, tileId: string, x: number, y: number, rotation: Rotation): Refusal | undefined {
  const t = getTile(tileId);
  if (!t) return { key: 'tileUnknown', params: { tile: tileId } };
  const b = game.board;
  const here = b.at(x, y);
  if (here) return { key: 'cellTaken', params: { x, y, tile: here.tile.id } };
  if (!b.tiles.length) return undefined;
  const q = rotation / 90;
  for (let s = 0; s < 4; s++) {
    const o = b.at(x + SIDE_DX[s]!, y + SIDE_DY[s]!);
    if (!o) continue;
    const mine = t.edges[q]![s]!;
    const theirs = o.tile.edges[o.q]![(s + 2) & 3]!;
    if (mine !== theirs) {
      const other = ROTATIONS.some((r) => b.fits(t, x, y, r / 90));
      return {
        key: other ? 'mismatchTurn' : 'mismatch',
        params: {
          tile: tileId,
          x,
          y,
          rotation,
          side: SIDE[s]!,
          edge: EDGE[mine]!,
          other: o.tile.id,
          ox: o.x,
          oy: o.y,
          otherSide: SIDE[(s + 2) & 3]!,
          otherEdge: EDGE[theirs]!,
        },
      };
    }
  }
  if (!b.fits(t, x, y, q)) return { key: 'noNeighbour', params: { x, y } };
  return undefined;
}

/**
 * Why the rules refuse `tileId` turned `rotation` at `[x, y]` in play: {@link whyNot}, or a
 * module's placement rule (`ruleRefused`, `rule` the i18next key of the module's wording).
 * Undefined when the placement is legal.
 */
export function whyNotPlay(game: Game, tileId: string, x: number, y: number, rotation: Rotation): Refusal | undefined {
  const why = whyNot(game, tileId, x, y, rotation);
  if (why || game.ended || !game.board.tiles.length) return why;
  const g = game.copy();
  g.setCurrent(tileId);
  const e = g.check({ x, y, rotation });
  const rule = e?.code === 'placement.illegal' ? e.params?.['key'] : undefined;
  return typeof rule === 'string' ? { key: 'ruleRefused', params: { tile: tileId, x, y, rotation, rule } } : undefined;
}

/** Parameters worded by their own strings: the tile's side, the neighbour's side, what lies along each. */
const NAMED: Record<string, string> = {
  side: 'board.refusal.side',
  otherSide: 'board.refusal.sideTo',
  edge: 'board.refusal.edge',
  otherEdge: 'board.refusal.edge',
};

/**
 * Parameters of a refusal (or of a message sharing its words) ready for a sentence: sides and
 * edges in words, a module's rule by its own key (`rule`), cells and tile ids as
 * `plainParams` words them. Other parameters pass unchanged.
 * @param board the board the cells lie on (its landmarks name the places)
 */
export function refusalParams(
  params: Record<string, string | number> | undefined,
  t: TFunction,
  board?: TileLookup,
): Record<string, unknown> {
  const vars: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(params ?? {})) {
    if (k === 'rule' && typeof v === 'string') vars[k] = t(v);
    else vars[k] = NAMED[k] && typeof v === 'string' ? t(`${NAMED[k]}.${v}`, { defaultValue: v }) : v;
  }
  return plainParams(vars, t, board)!;
}

/**
 * One sentence saying why the board refuses a tile there ("Kartička E sem nepasuje: její
 * jižní strana (louka) by přiléhala k severní straně sousední kartičky D (město)…").
 * @param board the board the cells lie on (its landmarks name the places)
 */
export function refusalText(r: Refusal, t: TFunction, board?: TileLookup): string {
  return t(`board.refusal.${r.key}`, refusalParams(r.params, t, board));
}
