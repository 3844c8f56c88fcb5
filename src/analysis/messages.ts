/**
 * Wording of {@link Issue}s (why an edit is refused, what is wrong with a link or a file)
 * in the reader's language. Parameters that name things (sides, edges, players, figure
 * kinds, features, locations, notation parts) are translated here, cells and tile ids
 * worded for readers (`plainParams`: no coordinates, no ids); the key is
 * `analysis.issue.<key>`.
 */
import type { TFunction } from 'i18next';
import type { Issue } from './edit';
import { plainParams } from '../board/explain';

const NAMED: Record<string, string> = {
  side: 'analysis.side',
  otherSide: 'analysis.sideTo',
  edge: 'analysis.edge',
  otherEdge: 'analysis.edge',
  player: 'player',
  kind: 'sandbox.figure',
  feature: 'analysis.feature',
  at: 'sandbox.loc',
  part: 'analysis.part',
};

/** One sentence saying what the issue is. */
export function issueText(issue: Issue, t: TFunction): string {
  const vars: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(issue.params ?? {})) {
    // `rule`: a module's own wording of a refusal, by its full key
    if (k === 'rule' && typeof v === 'string') vars[k] = t(v);
    else vars[k] = NAMED[k] && typeof v === 'string' ? t(`${NAMED[k]}.${v}`, { defaultValue: v }) : v;
  }
  const plain = plainParams(vars, t)!;
  return t(`analysis.issue.${issue.key}`, { ...plain, defaultValue: t('analysis.issue.invalid', plain) });
}
