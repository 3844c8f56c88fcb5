/**
 * Turns the engine's structured events and facts into sentences through i18next, e.g.
 * "Město: 7 kartiček + 2 erby = 9 × 3 = 27 bodů → Červený". Used by the static example
 * text (build time) and by the sandbox's score panel, state line, choices and text list.
 * No rule is decided here: the numbers are the event's (its formula values), the wording
 * is the locale's; a module's events, facts and actions name their own i18next keys
 * (`<module id>:…`, strings in the module's folder), so nothing here knows any module.
 */
import type { TFunction } from 'i18next';
import {
  type CompiledTile,
  type FeatureView,
  getTile,
  locationCode,
  quarterTurns,
  type Location,
  type ModuleAction,
  type Move,
  type ParkedFigure,
  type ScoreEvent,
  type StatusFact,
  tileDef,
} from '../../engine/core';
import { featureAtLoc, figureOwner, roleText, whereText } from './features';
import { mixesSets, placeWords, relativePlace, relativeTile, tellable, tileName, type TileLookup } from './places';

export { distinctLabels, exampleMoveLine, explainTotals, plainParams } from './explain-lines';
export {
  gameTileName,
  handTileName,
  placeWords,
  relativePlace,
  relativeTile,
  tileName,
  type TileLookup,
} from './places';

/** Names joined as a list ("Červený, Modrý a Zelený"). */
function joinNames(names: readonly string[], t: TFunction): string {
  if (names.length <= 1) return names.join('');
  return names.slice(0, -1).join(', ') + t('score.and') + names.at(-1);
}

/** Colours in the genitive ("modrého a červeného", "Blue and Red"), joined as a list. */
function genitives(list: readonly string[], t: TFunction): string {
  return joinNames(
    list.map((p) => t(`playerGenitive.${p}`, { defaultValue: p })),
    t,
  );
}

function players(t: TFunction, list: string[]): string {
  return joinNames(
    list.map((p) => t(`player.${p}`)),
    t,
  );
}

/**
 * Where the places an event names are worded from: `from`, the cell of the tile being
 * placed (a move's own frame, as its choices are worded: "na přikládané kartičce", "hned na
 * východě"; with `board` too, a tile neither next to it nor in line with it by its name, "na
 * kartičce E", when a reader can tell it apart), else tiles of `board` a reader can tell
 * apart ("na kartičce E", "na kartičce hned jižně od kartičky E"). Without either, cells are
 * worded from the start tile.
 */
export interface EventFrame {
  board?: TileLookup;
  from?: readonly [number, number];
  /** The id of the tile being placed at `from` (its features tell apart two of one kind). */
  fromTile?: string;
}

/**
 * A tile off the tile being placed that is neither next to it nor in line with it, by its
 * name when a reader can tell it apart on `board` ("E"): counting cells both ways ("1 pole
 * na východ a 6 polí na jih") is hard to follow. Undefined otherwise (the cells are counted).
 * @param placed the id of the tile being placed, which counts among the tiles it must not look like
 */
function farTileName(
  x: number,
  y: number,
  from: readonly [number, number],
  t: TFunction,
  board?: TileLookup,
  placed?: string | null,
): string | undefined {
  if (x === from[0] || y === from[1] || !board?.tiles) return undefined;
  const id = board.at(x, y)?.tile.id;
  if (!id) return undefined;
  const ids = [...board.tiles.map((p) => p.tile.id), ...(placed ? [placed] : [])];
  return tellable(id, ids) ? tileName(id, t, undefined, mixesSets(ids)) : undefined;
}

/** The tile at `[x, y]` as a place ("na přikládané kartičce", "na kartičce hned na východě", "na kartičce E", "na kartičce hned jižně od kartičky E"). */
function onTileWords(x: number, y: number, t: TFunction, frame: EventFrame): string {
  if (frame.from) {
    const [dx, dy] = [x - frame.from[0], y - frame.from[1]];
    const far = farTileName(x, y, frame.from, t, frame.board, frame.fromTile);
    if (far) return t('place.onNamed', { tile: far });
    return dx || dy ? t('place.onRelative', { place: relativePlace(dx, dy, t) }) : relativePlace(0, 0, t);
  }
  const board = frame.board;
  if (board?.tiles) {
    const id = board.at(x, y)?.tile.id;
    const ids = board.tiles.map((p) => p.tile.id);
    if (id && tellable(id, ids)) {
      return t('place.onNamed', { tile: tileName(id, t, undefined, mixesSets(ids)) });
    }
  }
  if (!board && x === 0 && y === 0) return t('place.onStart');
  return t('place.onTile', { place: placeWords(x, y, t, board) });
}

/**
 * Where a scored feature lies, as a place after its name: on the tile being placed when it
 * is a part, else on a part a reader can tell apart, else on the tile naming it (`at`).
 * '' without a frame, or for an event naming no tile.
 */
export function featurePlace(e: ScoreEvent, t: TFunction, frame?: EventFrame): string {
  if (!frame || (!frame.board && !frame.from)) return '';
  const parts = e.parts ?? [];
  const from = frame.from;
  const mine = from ? parts.find((p) => p.x === from[0] && p.y === from[1]) : undefined;
  if (mine) return onTileWords(mine.x, mine.y, t, frame) + sideWords(e, mine, frame, t);
  const board = frame.board;
  if (!from && board?.tiles) {
    const ids = board.tiles.map((p) => p.tile.id);
    const named = parts.find((p) => {
      const id = board.at(p.x, p.y)?.tile.id;
      return !!id && tellable(id, ids);
    });
    if (named) return onTileWords(named.x, named.y, t, frame) + sideWords(e, named, frame, t);
  }
  const at = e.at ? { x: e.at.x, y: e.at.y, locs: [e.at.loc] } : parts[0];
  return at ? onTileWords(at.x, at.y, t, frame) + sideWords(e, at, frame, t) : '';
}

/**
 * Where on its tile a part of the scored feature lies (" (sever)", " (jih – západ)"), when
 * that tile has another feature of the same kind (tile H's two cities), so that two lines
 * naming the same tile tell their features apart; '' otherwise, or when the tile is not known.
 */
function sideWords(
  e: ScoreEvent,
  part: { x: number; y: number; locs: readonly Location[] },
  frame: EventFrame,
  t: TFunction,
): string {
  if (!e.feature || !part.locs.length) return '';
  const from = frame.from;
  const placed = from && part.x === from[0] && part.y === from[1] ? frame.fromTile : undefined;
  const id = placed ?? frame.board?.at(part.x, part.y)?.tile.id;
  const tile = id ? getTile(id) : undefined;
  if (!tile || tile.features.filter((f) => f.kind === e.feature).length < 2) return '';
  return ` (${whereText({ kind: e.feature, at: part.locs[0]!, locs: [...part.locs] }, t)})`;
}

/**
 * The wording of one event: a scored feature's line, and after a turn's scoring who gets
 * the figures back ("… → Červený. Rytíř se vrací červenému hráči."), or a module event's
 * sentence. With a `frame`, a scored feature says where it lies ("Město na přikládané
 * kartičce: …") and a module event's places are worded in that frame.
 * @param e a score event (feature scoring or a module's event such as an award)
 * @param t translation function of the reader's language
 * @param frame where places are worded from ({@link EventFrame}); without it, no feature place and module events from the start tile
 */
export function explainEvent(e: ScoreEvent, t: TFunction, frame?: EventFrame): string {
  if (e.type !== 'feature' || !e.feature)
    return explainModuleEvent(e, t, t('count.points', { count: e.points }), frame ?? {});
  const line = featureLine(e, t, frame);
  const back = backWords(e, t);
  return back ? `${line}. ${back}` : line;
}

/**
 * "Rytíř se vrací červenému hráči." / "The knights go back to Red and Blue.": the figures
 * of a feature completed during a turn go back to their owners once it is scored (base
 * rules "Vyhodnocení"), all of them, winners of the majority or not, except those a module
 * keeps (`kept`, e.g. a lone follower entering a bathhouse: the module's event words that).
 * Figures of a kind a module declares are worded by its key `<module>:back.<kind>` when it has
 * one (a kind of its own need not be worded as a knight, thief or monk).
 * Empty for final scoring, for features without figures going back, and for kinds of
 * feature no role names.
 */
function backWords(e: ScoreEvent, t: TFunction): string {
  if (e.phase !== 'turn' || !e.completed || !e.feature) return '';
  const back = (e.figures ?? []).filter((f) => !f.kept);
  if (!back.length) return '';
  // the players who scored first (in the event's order), then the others as their figures come
  const owners = [...new Set([...e.receivers, ...back.map((f) => f.player)])].filter((p) =>
    back.some((f) => f.player === p),
  );
  const to = t('score.back.to', {
    players: joinNames(
      owners.map((p) => t(`playerDative.${p}`, { defaultValue: p })),
      t,
    ),
  });
  // figures of one kind a module declares may word their own return,
  // the key `<module>:back.<kind>`; otherwise the feature's role words it
  const kinds = [...new Set(back.map((f) => f.kind))];
  const owner = kinds.length === 1 ? figureOwner(kinds[0]!) : undefined;
  const own = owner ? t(`${owner.id}:back.${kinds[0]}`, { count: back.length, to, defaultValue: '' }) : '';
  return own || t(`score.back.${e.feature}`, { count: back.length, to, defaultValue: '' });
}

/** The line of a feature's scoring: what was counted, the sum and who gets the points. */
function featureLine(e: ScoreEvent, t: TFunction, frame?: EventFrame): string {
  const pts = t('count.points', { count: e.points });
  const to =
    e.receivers.length > 1
      ? t('score.tie', { players: players(t, e.receivers) })
      : e.receivers.length === 1
        ? t('score.to', { players: players(t, e.receivers) })
        : t('score.nobody');
  const tiles = e.tiles ?? 0;
  const pennants = e.feature === 'city' ? (e.pennants ?? 0) : 0;
  // a module may name the feature anew through one of its modifiers (`<module>:featureName.<id>`)
  const renamed = e.modifiers.map((m) => t(`${m.module}:featureName.${m.id}`, { defaultValue: '' })).find(Boolean);
  let feature = renamed || t(`score.feature.${e.feature!}`);
  const place = featurePlace(e, t, frame);
  if (place) feature += ` ${place}`;
  // what changes the points, worded as part of the feature ("s hostincem", "with an inn")
  const mods = e.modifiers
    .filter((m) => m.id !== 'zero')
    .map((m) =>
      t(`${m.module}:modifier.${m.id}`, {
        value: m.value ?? '',
        terms: (m.terms ?? [m.value ?? '']).join(' + '),
        n: m.count ?? 1,
        // a sum of values ("s lázeňskými domy 5 + 3"), or more than one of the thing ("se 2 hostinci")
        ...(m.terms && m.terms.length > 1 ? { context: 'sum' } : m.count && m.count > 1 ? { context: 'count' } : {}),
        defaultValue: m.id,
      }),
    );
  if (mods.length) feature += ` ${mods.join(', ')}`;
  if (e.phase === 'final') feature += ` (${t('score.final')})`;
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
    // an unfinished monastery counts itself and its neighbours (at the end, or when a rule scores it early)
    sum =
      e.phase === 'final' || !e.completed
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
 * `player` / `playerDative` / `playerGenitive` (the colour's name in that case, from
 * `data.player`, else the receivers), `previousGenitive` (from `data.previous`), `players`,
 * `points` (absolute), `place` (where the tile `data.at` lies, in the event's frame:
 * {@link placeWords} or, from the tile being placed, {@link relativePlace}), `onTile` (that
 * tile as a place: "na kartičce E", "na kartičce hned jižně od kartičky E", "na kartičce
 * hned na východě", "na přikládané kartičce"; without a frame "na startovní kartičce") and the
 * whole `data` (`{{data.size}}`); its strings may nest the module's other keys. Events
 * without a key get a generic line.
 */
function explainModuleEvent(e: ScoreEvent, t: TFunction, pts: string, frame: EventFrame): string {
  const d = (e.data ?? {}) as Record<string, unknown>;
  const at = Array.isArray(d.at) ? (d.at as number[]) : [];
  const colour = typeof d.player === 'string' ? d.player : undefined;
  const who = colour ? t(`player.${colour}`) : players(t, e.receivers);
  const text = e.key
    ? t(e.key, {
        defaultValue: '',
        data: d,
        points: t('count.points', { count: Math.abs(e.points) }),
        players: players(t, e.receivers),
        player: who,
        playerDative: colour ? t(`playerDative.${colour}`) : who,
        playerGenitive: colour ? t(`playerGenitive.${colour}`) : who,
        previousGenitive: typeof d.previous === 'string' ? t(`playerGenitive.${d.previous}`) : '',
        place:
          at.length !== 2
            ? ''
            : frame.from
              ? relativePlace(at[0]! - frame.from[0], at[1]! - frame.from[1], t)
              : placeWords(at[0]!, at[1]!, t, frame.board),
        onTile: at.length === 2 ? onTileWords(at[0]!, at[1]!, t, frame) : '',
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
  const owner = figureOwner(kind, modules);
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
 * The value a module's feature attribute has on the tile at `[x, y]` (a bathhouse's 3, 4
 * or 5): the first attribute the module lists in its `tileFilters` with `on: 'feature'`.
 */
function attrValue(module: string, x: number, y: number, game: ActionContext | undefined, m: Move): unknown {
  if (!game) return undefined;
  const mod = game.modules.find((d) => d.id === module);
  const attrs = (mod?.tileFilters ?? []).filter((f) => f.on === 'feature').map((f) => f.attr);
  if (!attrs.length) return undefined;
  const id = x === m.x && y === m.y ? game.current : game.board.at(x, y)?.tile.id;
  const def = id ? tileDef(id) : undefined;
  if (!def?.known) return undefined;
  for (const a of attrs) for (const f of def.features) if (f.attrs?.[a] !== undefined) return f.attrs[a];
  return undefined;
}

/**
 * The features an action names (`features: [{ on: [x, y], at }]`, e.g. an order of scoring)
 * by their kind and location ("město (jih)"; on another tile than the one being placed, with
 * where that tile lies: "cesta (východ) hned na západě"), each from the tile at its cell turned
 * as it lies; a feature that cannot be found is named by its location.
 */
function featureList(v: unknown, m: Move, t: TFunction, game?: ActionContext): string[] {
  if (!Array.isArray(v)) return [];
  const after = boardAfter(m, game);
  return v.map((f: { on?: unknown; at?: unknown }) => {
    const on = Array.isArray(f.on) ? f.on.map(Number) : [];
    const at = String(f.at ?? '') as Location;
    const here = on[0] === m.x && on[1] === m.y;
    const placed = here ? undefined : game?.board.at(on[0]!, on[1]!);
    const id = here ? game?.current : placed?.tile.id;
    const rotation = here ? m.rotation : (placed?.q ?? 0) * 90;
    const feature = id ? featureAtLoc(id, rotation, at) : undefined;
    const where = t(`sandbox.loc.${at}`, { defaultValue: at });
    // whose figures the feature holds once the move is played (which lone follower an order favours)
    const who = after && on.length === 2 ? holders(after, on, at, m, game!) : [];
    const inside = who.length
      ? `${where}; ${t('sandbox.heldBy', { count: who.length, players: players(t, who) })}`
      : where;
    const name = feature ? `${t(`sandbox.kind.${feature.kind}`, { defaultValue: feature.kind })} (${inside})` : where;
    return here || on.length < 2 ? name : `${name} ${placeFrom(on[0]!, on[1]!, m, t, game)}`;
  });
}

/**
 * A cell named from the tile move `m` places, as a phrase after a noun: a far tile a reader can
 * tell apart by its name ("na kartičce E"), else by counting cells ({@link relativePlace}).
 */
function placeFrom(x: number, y: number, m: Move, t: TFunction, game?: ActionContext): string {
  const far = farTileName(x, y, [m.x, m.y], t, game?.board, game?.current);
  return far ? t('sandbox.relPlace.named', { tile: far }) : relativePlace(x - m.x, y - m.y, t);
}

/** The board as it would be after move `m`'s placement, when the game can look ahead ({@link ActionContext}). */
function boardAfter(m: Move, game?: ActionContext): FeatureView | undefined {
  const tile = game?.current ? getTile(game.current) : undefined;
  if (!tile || !game?.board.lookahead || !game.players) return undefined;
  return game.board.lookahead(tile, m.x, m.y, quarterTurns(m.rotation));
}

/**
 * The owners (colours, in turn order) of the figures on the feature at location `at` of the
 * tile on cell `on` once move `m` is played (`view`: {@link boardAfter}): those there now,
 * joined through the new tile, and the move's own figure when it stands on that feature.
 */
function holders(view: FeatureView, on: number[], at: Location, m: Move, game: ActionContext): string[] {
  if (!game.players) return [];
  const p = view.at(on[0]!, on[1]!);
  const node = p ? view.nodeAt(p, locationCode(at)) : -1;
  if (node < 0) return [];
  const owners = new Set(view.group(node).figures.map((f) => f.player));
  const here = view.at(m.x, m.y);
  const own = m.figure && here ? view.nodeAt(here, locationCode(m.figure.at)) : -1;
  if (own >= 0 && game.player !== undefined && view.find(own) === view.find(node)) owners.add(game.player);
  return [...owners].sort((a, b) => a - b).map((i) => game.players![i]!);
}

/**
 * What {@link describeAction} may ask of the game: its modules, its board and the tile in
 * hand; a {@link Game} also gives the players (colours in turn order), the player to move
 * and a look at the board after a placement, with which an order of features names whose
 * figures each holds.
 */
export interface ActionContext {
  modules: readonly { id: string; tileFilters?: readonly { attr: string; on: 'feature' | 'tile' }[] }[];
  board: TileLookup & { lookahead?(tile: CompiledTile, x: number, y: number, q: number): FeatureView };
  current: string | null;
  players?: readonly string[];
  player?: number;
}

/**
 * Wording of a module action offered as a choice (a symbol used, a follower bought back,
 * which bathhouse …): the key `<module>:action.<type>`, in the context `meeple` when the
 * action places a figure (`action.<type>_meeple`). Tiles the action names are given by
 * where they lie from the tile being placed ({@link relativeTile}: "kartička 2 pole na jih"),
 * or, neither next to it nor in line with it, by name when a reader can tell them apart
 * ("kartička E"), since the board shows no coordinates: `from` (field `from`), `on` (`meeple.on`,
 * accusative), `where` (field `at`, a list of tiles, or `x`, `y`), and the figure's `at` and
 * `kind`; `value` is the value of the module's own feature attribute on the named tile (a
 * bathhouse's 3/4/5) when `game` is given.
 * @param m the move the action belongs to
 * @param figure names a figure kind (see {@link figureName})
 * @param game the game the move is offered in (modules, board, tile in hand)
 */
export function describeAction(
  a: ModuleAction,
  t: TFunction,
  m: Move,
  figure: (kind: string) => string,
  game?: ActionContext,
): string {
  const cell = (v: unknown): [number, number] | undefined =>
    Array.isArray(v) && v.length === 2 ? [Number(v[0]), Number(v[1])] : undefined;
  const rel = (v: unknown, acc = false): string => {
    const c = cell(v);
    if (!c) return '';
    // a far tile a reader can tell apart by its name, rather than by counting cells both ways
    const far = farTileName(c[0], c[1], [m.x, m.y], t, game?.board, game?.current);
    if (far) return t(acc ? 'sandbox.rel.namedAcc' : 'sandbox.rel.named', { tile: far });
    return relativeTile(c[0] - m.x, c[1] - m.y, t, acc);
  };
  const meeple = a.meeple as { on?: number[]; at?: string; kind?: string } | undefined;
  const cells = Array.isArray(a.at) ? (a.at as unknown[]) : [[a.x, a.y]];
  const named = cells.map(cell).find(Boolean) ?? cell(a.from);
  const value = named ? attrValue(a.module, named[0], named[1], game, m) : undefined;
  // Each named cell with its value and place ("5, hned na východě"), joined.
  const places = cells
    .map(cell)
    .filter((c): c is [number, number] => !!c)
    .map((c) =>
      t(`${a.module}:action.${a.type}Item`, {
        value: attrValue(a.module, c[0], c[1], game, m) ?? '',
        place: placeFrom(c[0], c[1], m, t, game),
        defaultValue: placeFrom(c[0], c[1], m, t, game),
      }),
    );
  // the feature a placed figure goes to, by its role ("rytíř ve městě"), read off the board
  const target = cell(meeple?.on);
  const lying = target && meeple?.at ? game?.board.at(target[0], target[1]) : undefined;
  const compiled = lying ? getTile(lying.tile.id) : undefined;
  const fi = compiled && meeple?.at ? compiled.locFeature[lying!.q]?.[locationCode(meeple.at)] : undefined;
  const feature = compiled && fi !== undefined && fi >= 0 ? compiled.features[fi] : undefined;
  const kindName = meeple?.kind ? figure(meeple.kind) : '';
  const vars = {
    count: Math.max(places.length, 1),
    from: rel(a.from),
    on: rel(meeple?.on, true),
    at: meeple?.at ? t(`sandbox.loc.${meeple.at}`) : '',
    kind:
      feature && kindName
        ? t('sandbox.figureRole', { kind: kindName, role: roleText(feature.kind, t, feature.def.attrs, meeple?.kind) })
        : kindName,
    where: cells
      .map((v) => rel(v))
      .filter(Boolean)
      .join(', '),
    value: value ?? '',
    places: places.join(t('sandbox.listAnd')),
    features: featureList(a.features, m, t, game).join(t('sandbox.listThen')),
    // whose figures the action moves (colours, in the order of `at`), in the genitive
    who: Array.isArray(a.players) ? genitives(a.players as string[], t) : '',
  };
  const context = meeple ? 'meeple' : Array.isArray(a.players) && a.players.length ? 'who' : undefined;
  return t(`${a.module}:action.${a.type}`, {
    ...vars,
    ...(context ? { context } : {}),
    defaultValue: `${a.module}: ${a.type}`,
  });
}
