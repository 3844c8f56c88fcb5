/**
 * Wording of {@link Issue}s (why an edit is refused, what is wrong with a link or a file)
 * in the reader's language. Parameters that name things (sides, edges, players, figure
 * kinds, features, locations, notation parts) are translated here, cells and tile ids
 * worded for readers (`plainParams`: no coordinates, no ids); the key is
 * `analysis.issue.<key>`, or for why a tile does not go on a cell (the board kit's
 * `REFUSAL_KEYS`, worded alike in free play) `board.refusal.<key>`.
 */
import type { TFunction } from 'i18next';
import type { Issue } from './edit';
import { REFUSAL_KEYS, refusalParams } from '../board/turn/refusal';

const NAMED: Record<string, string> = {
  player: 'player',
  kind: 'sandbox.figure',
  feature: 'analysis.feature',
  at: 'sandbox.loc',
  part: 'analysis.part',
};

/** One sentence saying what the issue is. */
export function issueText(issue: Issue, t: TFunction): string {
  const vars: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(issue.params ?? {}))
    vars[k] = NAMED[k] && typeof v === 'string' ? t(`${NAMED[k]}.${v}`, { defaultValue: v }) : v;
  const plain = refusalParams(vars, t);
  const key = REFUSAL_KEYS.has(issue.key) ? `board.refusal.${issue.key}` : `analysis.issue.${issue.key}`;
  return t(key, { ...plain, defaultValue: t('analysis.issue.invalid', plain) });
}
