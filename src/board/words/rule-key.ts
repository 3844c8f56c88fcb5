import type { ScoreEvent } from '../../engine/core';

/**
 * The key a score event's rule is looked up by (the build maps keys to the rules section of a
 * worked example showing such an event, src/site/page-modules.ts `ruleSections`; free play's
 * history links each event there): a feature scoring by its feature kind and modifiers
 * (`f:city:inns-cathedrals.cathedral`), a module's event by its wording key (`m:<key>`).
 */
export function eventRuleKey(e: ScoreEvent): string {
  if (e.type === 'feature')
    return `f:${e.feature}:${e.modifiers
      .map((m) => `${m.module}.${m.id}`)
      .sort()
      .join(',')}`;
  return `m:${e.key ?? `${e.module}.${e.type}`}`;
}
