/**
 * Why a trainer answer is wrong (no DOM, no module named): the reader's numbers compared with
 * the engine's score events, naming the likely slip where one number fits it exactly — a tile
 * counted twice or left out, a pennant missed, a feature's bonus missed, the rate of a
 * completed feature used for an incomplete one (or a rule's rate ignored), a breakdown line
 * left out, points given to the wrong player, a tie's second winner forgotten. Everything is
 * read from the events' formula values (`tiles × perTile + pennants × perPennant + cities ×
 * perCity + bonus`, `zero`) and receivers; nothing here knows a rule of its own.
 */
import type { ScoreEvent } from '../engine';

/** The kinds of slip, each worded by `trainer.slip.<key>`. */
export type SlipKey =
  | 'owner'
  | 'tieMissed'
  | 'tieSplit'
  | 'pennantMissed'
  | 'bonusMissed'
  | 'tileTwice'
  | 'tileMissed'
  | 'rate'
  | 'lineMissed'
  | 'notReceiver';

/** A likely slip in one player's answer. */
export interface Slip {
  key: SlipKey;
  /** The colour whose answer it explains. */
  player: string;
  /** Index of the score event (the breakdown line, from 0) it concerns. */
  event: number;
  /** The reader's number minus the right one (points). */
  diff: number;
  /** `owner`: the colour the points were given to instead. */
  other?: string;
  /** `pennantMissed`: pennants left out. */
  pennants?: number;
  /** `rate`: the points per unit the answer used, the rule's, and the unit (a tile with its pennants, or a completed city of a field). */
  used?: number;
  right?: number;
  unit?: 'tile' | 'city';
}

/** Largest rate per unit tried as the one a reader may have used (`rate`). */
const MAX_RATE = 4;

/**
 * The likely slips of an answer: at most one per player whose number is wrong, and none for a
 * wrong number no single slip explains. Players are looked at in `players` order; a slip
 * between two players (`owner`: one event's points given to a player it does not pay and
 * taken from one it pays) explains both. Per player the first that fits, in this order:
 * `tieMissed` (a shared event's points left out by one of its winners), `tieSplit` (a shared
 * event's points divided among its winners, each of whom gets them all), `pennantMissed` (one
 * or more of a feature's pennants), `bonusMissed` (a feature's bonus), `tileTwice` and
 * `tileMissed` (one tile's points more or fewer), `rate` (a feature counted at another whole
 * rate per tile and pennant, or per completed city of a field, 1 to {@link MAX_RATE}, than the
 * rule's — the completed and incomplete rates confused, a rule's rate ignored), `lineMissed`
 * (an event it gets left out), `notReceiver` (an event it does not get counted), each over the
 * events in their order.
 * @param given the reader's points per colour (a colour missing counts as 0)
 * @param expected the engine's points per colour
 */
export function slipsOf(
  events: readonly ScoreEvent[],
  players: readonly string[],
  given: Readonly<Record<string, number>>,
  expected: Readonly<Record<string, number>>,
): Slip[] {
  const diff = (c: string) => (given[c] ?? 0) - (expected[c] ?? 0);
  const out: Slip[] = [];
  const done = new Set(players.filter((c) => diff(c) === 0));
  // one event's points given to a player it does not pay, taken from one it pays
  events.forEach((e, i) => {
    if (!e.points) return;
    for (const r of e.receivers)
      for (const o of players) {
        if (done.has(r) || done.has(o) || e.receivers.includes(o)) continue;
        if (diff(r) === -e.points && diff(o) === e.points) {
          out.push({ key: 'owner', player: r, event: i, diff: diff(r), other: o });
          out.push({ key: 'owner', player: o, event: i, diff: diff(o), other: r });
          done.add(r).add(o);
        }
      }
  });
  for (const c of players) {
    if (done.has(c)) continue;
    const slip = slipOfOne(events, c, diff(c));
    if (slip) out.push(slip);
  }
  return out.sort((a, b) => players.indexOf(a.player) - players.indexOf(b.player));
}

/** The first slip that explains `d` (the answer minus the right one) for player `c` alone. */
function slipOfOne(events: readonly ScoreEvent[], c: string, d: number): Slip | undefined {
  const mine = events.map((e, i) => ({ e, i })).filter(({ e }) => e.receivers.includes(c) && e.points !== 0);
  const at = (key: SlipKey, i: number, more: Partial<Slip> = {}): Slip => ({
    key,
    player: c,
    event: i,
    diff: d,
    ...more,
  });
  for (const { e, i } of mine) if (e.receivers.length > 1 && d === -e.points) return at('tieMissed', i);
  for (const { e, i } of mine) {
    const n = e.receivers.length;
    if (n > 1 && (d === Math.floor(e.points / n) - e.points || d === Math.ceil(e.points / n) - e.points))
      return at('tieSplit', i);
  }
  for (const { e, i } of mine) {
    const f = e.formula;
    if (!f || f.zero || !f.perPennant) continue;
    for (let k = 1; k <= (e.pennants ?? 0); k++)
      if (d === -k * f.perPennant) return at('pennantMissed', i, { pennants: k });
  }
  for (const { e, i } of mine)
    if (e.formula && !e.formula.zero && e.formula.bonus > 0 && d === -e.formula.bonus) return at('bonusMissed', i);
  for (const { e, i } of mine)
    if (e.formula && !e.formula.zero && e.formula.perTile > 0 && d === e.formula.perTile) return at('tileTwice', i);
  for (const { e, i } of mine)
    if (e.formula && !e.formula.zero && e.formula.perTile > 0 && d === -e.formula.perTile) return at('tileMissed', i);
  for (const { e, i } of events.map((e, i) => ({ e, i })).filter(({ e }) => e.receivers.includes(c))) {
    const rate = rateSlip(e, d);
    if (rate) return at('rate', i, rate);
  }
  for (const { e, i } of mine) if (d === -e.points) return at('lineMissed', i);
  for (const [i, e] of events.entries())
    if (!e.receivers.includes(c) && e.points !== 0 && e.receivers.length && d === e.points) return at('notReceiver', i);
  return undefined;
}

/**
 * Whether `d` is what a feature event's points become at another whole rate per unit: per
 * tile and pennant alike (a feature whose pennants count as its tiles do, or that has none),
 * or per completed city of a field. The bonus stays as it is (none where the rule scores the
 * feature 0).
 */
function rateSlip(e: ScoreEvent, d: number): Pick<Slip, 'used' | 'right' | 'unit'> | undefined {
  const f = e.formula;
  if (!f || e.type !== 'feature') return undefined;
  const tiles = e.tiles ?? 0;
  const pennants = e.pennants ?? 0;
  const cities = e.cities ?? 0;
  const unit = f.perCity > 0 ? 'city' : 'tile';
  if (unit === 'tile' && pennants > 0 && f.perPennant !== f.perTile && !f.zero) return undefined;
  const count = unit === 'city' ? cities : tiles + pennants;
  const right = f.zero ? 0 : unit === 'city' ? f.perCity : f.perTile;
  if (!count) return undefined;
  for (let used = 1; used <= MAX_RATE; used++) {
    if (used === right) continue;
    if (count * used + (f.zero ? 0 : f.bonus) - e.points === d) return { used, right, unit };
  }
  return undefined;
}
