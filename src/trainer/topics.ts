/**
 * What a trainer question is about (no DOM, no module named): its topic, read from the score
 * events alone, and the draw among the topics a search met. Readers asked the same kind of
 * question again and again (a rule set's most interesting event won every search), so a
 * question's seed now draws which topic it asks, among those its play-out offers.
 */
import type { ScoreEvent } from '../engine';

/**
 * The topic of a question, from its score events: the first module event (a module's own
 * scoring or payment, `event:<key or type>`), else the first rule that changed a feature's
 * score (`modifier:<id>`), else the kind of the feature that gave the most points
 * (`feature:<kind>`, the first of equals); `none` when there is no event.
 * Two questions with the same topic turn on the same rule.
 */
export function topicOf(events: readonly ScoreEvent[]): string {
  const own = events.find((e) => e.type !== 'feature');
  if (own) return `event:${own.key ?? own.type}`;
  const mod = events.flatMap((e) => e.modifiers)[0];
  if (mod) return `modifier:${mod.id}`;
  let top: ScoreEvent | undefined;
  for (const e of events) if (e.feature && (!top || e.points > top.points)) top = e;
  return top ? `feature:${top.feature}` : 'none';
}

/** A candidate question met by a search: its topic, whether the rule set's module took part, its interest score. */
export interface TopicCandidate {
  topic: string;
  /** The rule set's own module took part (the `expansion` trait). */
  own: boolean;
  score: number;
}

/** Share of draws that go to the topics where the rule set's own module takes part, when both sorts were met. */
export const OWN_SHARE = 0.7;

/**
 * Chooses one candidate by the draw `aim` (a number in [0, 1) drawn from the question's seed):
 * first the topic, evenly among the topics met (those where the rule set's own module takes
 * part get {@link OWN_SHARE} of the draws when both sorts were met), then the most interesting
 * candidate of that topic (the first met of equals). Topics are taken in the order first met,
 * so the same search and draw give the same choice.
 * @returns the index into `candidates` of the choice, or −1 when no candidate has a score above 0
 */
export function pickByTopic(candidates: readonly TopicCandidate[], aim: number): number {
  const order: string[] = [];
  const own = new Set<string>();
  for (const c of candidates) {
    if (c.score <= 0) continue;
    if (!order.includes(c.topic)) order.push(c.topic);
    if (c.own) own.add(c.topic);
  }
  if (!order.length) return -1;
  const mine = order.filter((t) => own.has(t));
  const rest = order.filter((t) => !own.has(t));
  let topic: string;
  if (!mine.length || !rest.length) topic = order[Math.min(order.length - 1, Math.floor(aim * order.length))]!;
  else if (aim < OWN_SHARE) topic = mine[Math.min(mine.length - 1, Math.floor((aim / OWN_SHARE) * mine.length))]!;
  else topic = rest[Math.min(rest.length - 1, Math.floor(((aim - OWN_SHARE) / (1 - OWN_SHARE)) * rest.length))]!;
  let best = -1;
  candidates.forEach((c, i) => {
    if (c.topic === topic && c.score > 0 && (best < 0 || c.score > candidates[best]!.score)) best = i;
  });
  return best;
}
