/**
 * Turns the engine's structured events and facts into sentences through i18next, e.g.
 * "Město: 7 kartiček + 2 erby = 9 × 3 = 27 bodů → Červený". Used by the static example
 * text (build time) and by the sandbox's score panel, state line, choices and text list.
 * No rule is decided here: the numbers are the event's (its formula values), the wording
 * is the locale's; a module's events, facts and actions name their own i18next keys
 * (`<module id>:…`, strings in the module's folder), so nothing here knows any module.
 */
import type { TFunction } from 'i18next';
import type { ParkedFigure, StatusFact } from '../engine/module';
import type { ModuleAction, Move, ScoreEvent } from '../engine/types';

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
  const to =
    e.receivers.length > 1
      ? t('score.tie', { players: players(t, e.receivers) })
      : e.receivers.length === 1
        ? t('score.to', { players: players(t, e.receivers) })
        : t('score.nobody');
  if (e.type !== 'feature' || !e.feature) return explainModuleEvent(e, t, pts);
  const tiles = e.tiles ?? 0;
  const pennants = e.feature === 'city' ? (e.pennants ?? 0) : 0;
  let feature = t(`score.feature.${e.feature}`);
  if (e.phase === 'final') feature += ` (${t('score.final')})`;
  const mods = e.modifiers
    .filter((m) => m.id !== 'zero')
    .map((m) => t(`${m.module}:modifier.${m.id}`, { value: m.value ?? '', defaultValue: m.id }));
  if (mods.length) feature += ` [${mods.join(', ')}]`;
  // what is counted, and the points per counted unit (from the event's formula)
  const f = e.formula;
  const live = f && !f.zero ? f : undefined;
  let sum: string;
  let units: number;
  let rate: number | undefined;
  if (e.feature === 'field') {
    sum = t('count.cities', { count: e.cities ?? 0 });
    units = e.cities ?? 0;
    rate = live?.perCity;
  } else if (e.feature === 'monastery') {
    sum =
      e.phase === 'final'
        ? t('score.monasteryFinal', { neighbours: t('count.neighbours', { count: tiles - 1 }) })
        : t('count.tiles', { count: tiles });
    units = tiles;
    rate = live?.perTile;
  } else {
    sum = t('count.tiles', { count: tiles });
    units = tiles;
    rate = live?.perTile;
    if (pennants > 0) {
      sum += t('score.plus') + t('count.pennants', { count: pennants });
      units += pennants;
    }
  }
  if (f?.zero && units > 0) {
    const why = e.modifiers.map((m) => t(`${m.module}:zeroReason.${m.id}`, { defaultValue: '' })).find(Boolean);
    if (why) return `${t('score.zero', { feature, sum, reason: why })} ${to}`;
  }
  const bonus = live?.bonus ?? 0;
  if (live && pennants > 0 && live.perPennant !== live.perTile) {
    // tiles and pennants count differently: every product on its own
    const terms = [
      `${tiles} × ${live.perTile}`,
      `${pennants} × ${live.perPennant}`,
      ...(bonus ? [String(bonus)] : []),
    ].join(' + ');
    return `${t('score.lineTerms', { feature, sum, terms, points: pts })} ${to}`;
  }
  // additive bonuses (a bathhouse's value) come on top of the per-unit value
  const line =
    bonus && rate !== undefined && units > 0
      ? t('score.lineBonus', { feature, sum, units, factor: rate, bonus, points: pts })
      : rate !== undefined && rate > 1 && units > 0
        ? t('score.lineFactor', { feature, sum, units, factor: rate, points: pts })
        : t('score.line', { feature, sum, points: pts });
  return `${line} ${to}`;
}

/**
 * Wording of an event that a rule module adds (a symbol activated, an award changing
 * hands, a follower entering a bathhouse …): the event's own `key`, with the parameters
 * `player` / `playerDative` (from `data.player`, else the receivers), `players`, `points`
 * (absolute), `x`, `y` (from `data.at`) and the whole `data` (`{{data.size}}`); its
 * strings may nest the module's other keys. Events without a key get a generic line.
 */
function explainModuleEvent(e: ScoreEvent, t: TFunction, pts: string): string {
  const d = (e.data ?? {}) as Record<string, unknown>;
  const at = Array.isArray(d.at) ? (d.at as number[]) : [];
  const who = typeof d.player === 'string' ? t(`player.${d.player}`) : players(t, e.receivers);
  const whoDative = typeof d.player === 'string' ? t(`playerDative.${d.player}`) : who;
  const text = e.key
    ? t(e.key, {
        defaultValue: '',
        data: d,
        points: t('count.points', { count: Math.abs(e.points) }),
        players: players(t, e.receivers),
        player: who,
        playerDative: whoDative,
        x: at[0],
        y: at[1],
      })
    : '';
  const first =
    text || t('score.event.generic', { module: e.module ?? e.type, points: pts, players: players(t, e.receivers) });
  return first.charAt(0).toUpperCase() + first.slice(1);
}

/**
 * Wording of a fact a module reports beside the board (who holds an award, an extra
 * turn): the fact's key with `player` (the colour's name, from `data.player`) and `data`.
 * Empty when the key has no string.
 */
export function explainStatus(fact: StatusFact, t: TFunction): string {
  const d = fact.data;
  const player = typeof d.player === 'string' ? t(`player.${d.player}`) : '';
  return t(fact.key, { data: d, player, defaultValue: '' });
}

/**
 * Name of a figure kind, e.g. "velký družiník": the key `figure.<kind>` of the first
 * module that defines the kind, else the site's `sandbox.figure.<kind>`, else the id.
 * @param modules the game's modules in order (each with the figure kinds it defines)
 */
export function figureName(
  kind: string,
  modules: readonly { id: string; figures?: readonly { id: string }[] }[],
  t: TFunction,
): string {
  const owner = modules.find((m) => m.figures?.some((k) => k.id === kind));
  return t([...(owner ? [`${owner.id}:figure.${kind}`] : []), `sandbox.figure.${kind}`], { defaultValue: kind });
}

/**
 * "Červený družiník v lázeňském domě": a figure a module holds off the features, worded
 * by the key `<module>:parked.<place>` with `player` and `kind` (the figure's name).
 */
export function explainParked(f: ParkedFigure, colour: string, kind: string, t: TFunction): string {
  const player = t(`player.${colour}`);
  return t(`${f.module}:parked.${f.place}`, { player, kind, defaultValue: `${player} ${kind}` });
}

/**
 * Wording of a module action offered as a choice (a symbol used, a follower bought back,
 * which bathhouse …): the key `<module>:action.<type>`, in the context `meeple` when the
 * action places a figure (`action.<type>_meeple`). Tiles the action names are given by
 * where they lie from the tile being placed ("2 pole na severovýchod"), since the board
 * shows no coordinates: `from` (field `from`), `on` (`meeple.on`, accusative), `where`
 * (field `at`, a list of tiles, or `x`, `y`), and the figure's `at` and `kind`.
 * @param m the move the action belongs to
 * @param figure names a figure kind (see {@link figureName})
 */
export function describeAction(a: ModuleAction, t: TFunction, m: Move, figure: (kind: string) => string): string {
  const rel = (v: unknown, acc = false): string => {
    if (!Array.isArray(v) || v.length !== 2) return '';
    const dx = Number(v[0]) - m.x;
    const dy = Number(v[1]) - m.y;
    if (!dx && !dy) return t(acc ? 'sandbox.rel.hereAcc' : 'sandbox.rel.here');
    const dir = `${dy < 0 ? 'N' : dy > 0 ? 'S' : ''}${dx > 0 ? 'E' : dx < 0 ? 'W' : ''}`;
    return t(acc ? 'sandbox.rel.awayAcc' : 'sandbox.rel.away', {
      count: Math.max(Math.abs(dx), Math.abs(dy)),
      dir: t(`sandbox.rel.dir.${dir}`),
    });
  };
  const meeple = a.meeple as { on?: number[]; at?: string; kind?: string } | undefined;
  const vars = {
    from: rel(a.from),
    on: rel(meeple?.on, true),
    at: meeple?.at ? t(`sandbox.loc.${meeple.at}`) : '',
    kind: meeple?.kind ? figure(meeple.kind) : '',
    where: Array.isArray(a.at) ? (a.at as unknown[]).map((v) => rel(v)).join(', ') : rel([a.x, a.y]),
  };
  return t(`${a.module}:action.${a.type}`, {
    ...vars,
    ...(meeple ? { context: 'meeple' } : {}),
    defaultValue: `${a.module}: ${a.type}`,
  });
}

/**
 * Points gained per player as one line ("Získáno: Červený 27 bodů, Černý 0 bodů"), and
 * the scores after the move when `totals` is given. Negative numbers get a minus sign.
 * @param points map colour → points gained, in turn order
 * @param totals map colour → score now (points)
 */
export function explainTotals(points: Record<string, number>, t: TFunction, totals?: Record<string, number>): string {
  const list = (m: Record<string, number>) =>
    Object.entries(m)
      .map(([p, v]) => `${t(`player.${p}`)} ${t('count.points', { count: v }).replace(/^-/, '−')}`)
      .join(', ');
  const gained = t('score.gained', { list: list(points) });
  return totals ? `${gained}. ${t('score.total', { list: list(totals) })}` : gained;
}
