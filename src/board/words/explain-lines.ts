/**
 * Lines of the board kit's wording that stand on their own (explain.ts re-exports them): distinct labels for
 * choices that read alike, a worked example's move line, the points a move gained, and message parameters made
 * readable.
 */
import type { TFunction } from 'i18next';
import { tileDef } from '../../engine/core';
import { signed } from '../../i18n/numbers';
import { lookupOf, mixesSets, placeWords, tileName, type TileLookup } from './places';

/**
 * The labels of a list of choices, made distinct for a reader: a label that several choices
 * share (two fields on one side of a tile, split by a road, both read "sedlák na louce
 * (východ)") is replaced by that choice's exact wording (every half-side named), and
 * labels still alike get a number, "(1)", "(2)", in list order.
 * @param labels the short labels, one per choice
 * @param exact the exact wording of choice `i`
 */
export function distinctLabels(labels: readonly string[], exact: (i: number) => string): string[] {
  const count = (xs: readonly string[]) =>
    xs.reduce((m, x) => m.set(x, (m.get(x) ?? 0) + 1), new Map<string, number>());
  const short = count(labels);
  const out = labels.map((l, i) => (short.get(l)! > 1 ? exact(i) : l));
  const again = count(out);
  const seen = new Map<string, number>();
  return out.map((l) => {
    if (again.get(l)! < 2) return l;
    const n = (seen.get(l) ?? 0) + 1;
    seen.set(l, n);
    return `${l} (${n})`;
  });
}

/**
 * The move line of a worked example ("Tah: Červený přikládá kartičku E (město: západ) hned
 * východně od kartičky F, otočenou o 270°"): the tile by its letter and layout at
 * the rotation played, the cell by {@link placeWords} on the scenario's board.
 * @param play the scenario's `play` (player colour, tile id, `at` [x, y], rotation)
 * @param board the scenario's `board` entries (tile ids and cells)
 * @param bare without the leading "Tah:" (a move inside a sentence)
 */
export function exampleMoveLine(
  play: { player: string; tile: string; at: readonly number[]; rotation: number },
  board: readonly { tile: string; at: readonly number[]; rotation?: number }[],
  t: TFunction,
  bare = false,
): string {
  // the tile placed counts among the tiles a reference must not look like ("E hned severně od kartičky E")
  const lookup = lookupOf([
    ...board.map((e) => ({ tile: e.tile, x: e.at[0]!, y: e.at[1]!, rotation: e.rotation })),
    { tile: play.tile, x: play.at[0]!, y: play.at[1]!, rotation: play.rotation },
  ]);
  const mixed = mixesSets([play.tile, ...board.map((e) => e.tile)]);
  return t(bare ? 'example.moveBare' : 'example.move', {
    player: t(`player.${play.player}`),
    tile: tileName(play.tile, t, play.rotation, mixed),
    place: placeWords(play.at[0]!, play.at[1]!, t, lookup, { withSet: mixed }),
    rotation: play.rotation,
  });
}

/**
 * Points gained per player as one line ("Získáno: Červený 27 bodů, Černý 0 bodů"), and
 * the scores after the move when `totals` is given and differs from the points gained.
 * Negative numbers get a minus sign.
 * @param points map colour → points gained, in turn order
 * @param totals map colour → score now (points)
 */
export function explainTotals(points: Record<string, number>, t: TFunction, totals?: Record<string, number>): string {
  const list = (m: Record<string, number>) =>
    Object.entries(m)
      .map(([p, v]) => `${t(`player.${p}`)} ${signed(t('count.points', { count: v }))}`)
      .join(', ');
  const gained = t('score.gained', { list: list(points) });
  // totals equal to the points gained (every score started at 0) would say the same twice
  const same = totals && Object.entries(totals).every(([p, v]) => points[p] === v);
  return totals && !same ? `${gained}. ${t('score.total', { list: list(totals) })}` : gained;
}

/**
 * Message parameters made readable (for strings that once showed `[x, y]` and tile ids):
 * numeric `x`, `y` add `place` ({@link placeWords}), numeric `ox`, `oy` add `otherPlace`,
 * and tile ids in `tile` / `other` become their names ({@link tileName}). Other
 * parameters pass unchanged; the input is not modified.
 * @param board the board the cells belong to (landmarks when [0, 0] is empty)
 */
export function plainParams(
  o: Record<string, unknown> | undefined,
  t: TFunction,
  board?: TileLookup,
): Record<string, unknown> | undefined {
  if (!o) return o;
  const out: Record<string, unknown> = { ...o };
  if (typeof o.x === 'number' && typeof o.y === 'number') out.place = placeWords(o.x, o.y, t, board);
  if (typeof o.ox === 'number' && typeof o.oy === 'number') out.otherPlace = placeWords(o.ox, o.oy, t, board);
  for (const k of ['tile', 'other']) {
    const v = o[k];
    if (typeof v === 'string' && v && tileDef(v)) out[k] = tileName(v, t);
  }
  return out;
}
