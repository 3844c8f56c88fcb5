/**
 * Islands of tiles in a position (scenario files and, through
 * `buildPosition`, the notation and the analysis board): {@link islandProblems}.
 */
import { SIDE_DX, SIDE_DY } from './locations.js';
import type { Problem } from './scenario-problem.js';

/**
 * Islands: every tile is laid beside one already on the table (base rules,
 * zakladni-hra#prubeh-tahu step 1), so a position's tiles form one group
 * joined side by side, or groups that one tile laid on an empty cell would
 * join (a worked example leaves out the cell its play fills; the
 * notation's position before the play has the same tiles, so files and
 * links agree). `entries` are the placed board entries (`i`: index in
 * `board`); otherwise the largest group (the earliest entry on a tie) is
 * the table, and each other group is one problem (`placement.noNeighbour`)
 * naming its first entry and cell.
 */
export function islandProblems(
  entries: readonly { i: number; x: number; y: number }[],
  file: string,
  problems: Problem[],
) {
  if (entries.length < 2) return;
  const at = new Map<string, number>();
  entries.forEach((e, k) => at.set(`${e.x},${e.y}`, k));
  const group = Array.from({ length: entries.length }, () => -1);
  const groups: number[][] = [];
  for (let k = 0; k < entries.length; k++) {
    if (group[k]! >= 0) continue;
    const members = [k];
    group[k] = groups.length;
    for (let j = 0; j < members.length; j++) {
      const e = entries[members[j]!]!;
      for (let side = 0; side < 4; side++) {
        const n = at.get(`${e.x + SIDE_DX[side]!},${e.y + SIDE_DY[side]!}`);
        if (n !== undefined && group[n]! < 0) {
          group[n] = groups.length;
          members.push(n);
        }
      }
    }
    groups.push(members);
  }
  if (groups.length < 2) return;
  // A worked example may leave out the cell its play fills (the play joins the tiles around
  // it): tiles that one tile laid on an empty cell would join are one table.
  for (const e of entries)
    for (let side = 0; side < 4; side++) {
      const x = e.x + SIDE_DX[side]!,
        y = e.y + SIDE_DY[side]!;
      if (at.has(`${x},${y}`)) continue;
      const touched = new Set<number>();
      for (let s2 = 0; s2 < 4; s2++) {
        const n = at.get(`${x + SIDE_DX[s2]!},${y + SIDE_DY[s2]!}`);
        if (n !== undefined) touched.add(group[n]!);
      }
      if (touched.size === groups.length) return;
    }
  // groups are found in entry order, so the first of equal size holds the earliest entry
  const table = groups.reduce((best, g) => (g.length > best.length ? g : best));
  const first = entries[table[0]!]!;
  for (const g of groups) {
    if (g === table) continue;
    const e = entries[Math.min(...g)]!;
    problems.push({
      file,
      path: `board[${e.i}]`,
      code: 'placement.noNeighbour',
      message: `the tile at [${e.x}, ${e.y}]${g.length > 1 ? ` (with ${g.length - 1} more beside it)` : ''} is not joined to the other tiles (board[${first.i}] at [${first.x}, ${first.y}]), nor would one more tile join them: every tile is laid beside one already on the table`,
    });
  }
}
