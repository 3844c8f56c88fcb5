/**
 * Turns the engine's structured score events into sentences through i18next, e.g.
 * "Město: 7 kartiček + 2 erby = 9 × 3 = 27 bodů → Červený". Used by the static example
 * text (build time) and by the sandbox's score panel. No rule is decided here: the
 * numbers are the event's, the wording is the locale's.
 */
import type { TFunction } from 'i18next';
import type { ScoreEvent } from '../engine/types';

function players(t: TFunction, list: string[]): string {
  const names = list.map((p) => t(`player.${p}`));
  if (names.length <= 1) return names.join('');
  return names.slice(0, -1).join(', ') + t('score.and') + names.at(-1);
}

/**
 * One sentence per event.
 * @param e a score event (feature scoring or a module's event such as an award)
 * @param t translation function of the reader's language
 */
export function explainEvent(e: ScoreEvent, t: TFunction): string {
  const pts = t('count.points', { count: e.points });
  const to = e.receivers.length > 1 ? t('score.tie', { players: players(t, e.receivers) })
    : e.receivers.length === 1 ? t('score.to', { players: players(t, e.receivers) }) : t('score.nobody');
  if (e.type !== 'feature' || !e.feature) return explainModuleEvent(e, t, pts);
  const tiles = e.tiles ?? 0;
  let feature = t(`score.feature.${e.feature}`);
  if (e.phase === 'final') feature += ` (${t('score.final')})`;
  const mods = e.modifiers
    .filter((m) => m.id !== 'zero')
    .map((m) => t(`score.modifier.${m.id}`, { value: m.value ?? '', defaultValue: m.id }));
  if (mods.length) feature += ` [${mods.join(', ')}]`;
  let sum: string;
  let units: number;
  if (e.feature === 'field') {
    sum = t('count.cities', { count: e.cities ?? 0 });
    units = e.cities ?? 0;
  } else if (e.feature === 'monastery') {
    sum = e.phase === 'final' ? t('score.monasteryFinal', { neighbours: t('count.neighbours', { count: tiles - 1 }) }) : t('count.tiles', { count: tiles });
    units = tiles;
  } else {
    sum = t('count.tiles', { count: tiles });
    units = tiles;
    if (e.feature === 'city' && (e.pennants ?? 0) > 0) {
      sum += t('score.plus') + t('count.pennants', { count: e.pennants });
      units += e.pennants ?? 0;
    }
  }
  if (e.points === 0 && units > 0) {
    const why = e.modifiers.map((m) => t(`score.zeroReason.${m.id}`, { defaultValue: '' })).find(Boolean);
    if (why) return `${t('score.zero', { feature, sum, reason: why })} ${to}`;
  }
  // additive bonuses (a bathhouse's value) come on top of the per-unit value
  const bonus = e.bonus ?? 0;
  const base = e.points - bonus;
  const factor = units > 0 ? base / units : 0;
  const line = bonus && Number.isInteger(factor) && units > 0
    ? t('score.lineBonus', { feature, sum, units, factor, bonus, points: pts })
    : Number.isInteger(factor) && factor > 1 && e.feature !== 'monastery'
      ? t('score.lineFactor', { feature, sum, units, factor, points: pts })
      : t('score.line', { feature, sum, points: pts });
  return `${line} ${to}`;
}

/**
 * Wording of an event that a rule module adds (an anniversary symbol, the King or Robber
 * Baron changing hands or scoring, a follower entering or leaving a bathhouse). The key is
 * `score.event.<module>.<type + variant>`; unknown events fall back to a generic line.
 */
function explainModuleEvent(e: ScoreEvent, t: TFunction, pts: string): string {
  const d = (e.data ?? {}) as Record<string, unknown>;
  const at = Array.isArray(d.at) ? (d.at as number[]) : [];
  const who = typeof d.player === 'string' ? t(`player.${d.player}`) : players(t, e.receivers);
  const whoDative = typeof d.player === 'string' ? t(`playerDative.${d.player}`) : who;
  let variant = e.type;
  if (e.module === 'anniversary-20' && e.type === 'symbol') variant = d.extraTurn ? 'symbolExtra' : d.activated ? 'symbolActivated' : 'symbolNotActivated';
  else if (e.module === 'king-robber-baron' && e.type === 'award') variant = e.phase === 'final' ? 'awardFinal' : 'awardTurn';
  else if (e.module === 'bathhouses' && e.type === 'bathhouse') variant = d.enter ? 'bathhouseEnter' : 'bathhouseSurrounded';
  const award = typeof d.award === 'string' ? d.award : '';
  const text = t(`score.event.${e.module ?? ''}.${variant}`, {
    defaultValue: '',
    points: t('count.points', { count: Math.abs(e.points) }),
    players: players(t, e.receivers),
    player: who,
    x: at[0], y: at[1],
    kind: typeof d.kind === 'string' ? t(`score.symbolKind.${d.kind}`, { defaultValue: d.kind }) : '',
    award: award ? t(`score.award.${award}`) : '',
    playerDative: whoDative,
    record: award ? t(`score.record.${award}`, { tiles: t('count.tiles', { count: Number(d.size ?? 0) }) }) : '',
    tiles: t('count.tiles', { count: Number(d.size ?? 0) }),
    things: award === 'king' ? t('count.completedCities', { count: Number(d.count ?? 0) }) : t('count.completedRoads', { count: Number(d.count ?? 0) }),
  });
  const first = text || t('score.event.generic', { module: e.module ?? e.type, points: pts, players: players(t, e.receivers) });
  return first.charAt(0).toUpperCase() + first.slice(1);
}

/**
 * Points gained per player as one line ("Získáno: Červený 27 bodů, Černý 0 bodů"), and
 * the scores after the move when `totals` is given. Negative numbers get a minus sign.
 * @param points map colour → points gained, in turn order
 * @param totals map colour → score now (points)
 */
export function explainTotals(points: Record<string, number>, t: TFunction, totals?: Record<string, number>): string {
  const list = (m: Record<string, number>) =>
    Object.entries(m).map(([p, v]) => `${t(`player.${p}`)} ${t('count.points', { count: v }).replace(/^-/, '−')}`).join(', ');
  const gained = t('score.gained', { list: list(points) });
  return totals ? `${gained}. ${t('score.total', { list: list(totals) })}` : gained;
}
