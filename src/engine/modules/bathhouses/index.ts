/**
 * Module `bathhouses` (Lázně; seed 004, reference tiles.md §5).
 *
 * - Tiles BATH.01–06; only 4 / 5 / 6 of them (chosen at random) go into the
 *   pile for 2 / 3 / 4 or more players ("Příprava hry"; the table is in the
 *   reference).
 * - A road or city feature may carry `bathhouse: <value>` (3, 4 or 5). A road
 *   or city *completed during play* scores +value for each bathhouse in it
 *   ("3. Započítání bodů s lázeňským domem"); nothing extra at the end
 *   ("Závěrečné vyhodnocení", footnote 1).
 * - No figure may be placed *into* a bathhouse: it is not a feature, so figures
 *   only ever stand on the road or city around it.
 * - **Visit** ("Návštěva lázeňského domu po vyhodnocení"): after a feature
 *   completed during play is scored, if exactly one follower took part and a
 *   bathhouse is free, that follower must go into a free bathhouse of its
 *   owner's choice (scenario `play.bathhouse`; by default the highest value,
 *   then the lowest y, then the lowest x). Two or more followers (even of one
 *   player) all return normally. No free bathhouse: it returns normally. This
 *   holds for every player's follower, whoever placed the tile.
 * - **Release** ("Opuštění lázeňského domu" 1): when the 8th tile around a
 *   bathhouse tile is placed, its follower returns to its owner at once, for
 *   nothing. A follower put into an already surrounded bathhouse stays.
 * - **Buy back** (2): right after placing the tile, the player may pay the value
 *   of the bathhouse holding their follower (the score may go negative) and
 *   take it back; it can be placed in the same turn (scenario `play.buyBack`).
 * - Final scoring moves nobody into a bathhouse (footnote 4).
 * - Several features completed by one tile are scored in the order the active
 *   player chooses (scenario `play.scoreOrder`: features named by tile and
 *   location, first to score first; the rest follow in the core's order).
 *   Each entry must name a feature the move completes, once (`validateMove`).
 *
 * Events (wording in ./locales): `bathhouse` with key `bathhouses:event.enter`
 * (a lone follower goes in) or `…event.surrounded` (freed for nothing),
 * `payment` with `…event.payment` (bought back); data `{ at, player, … }`.
 * Parked figures: place `bathhouse`.
 *
 * State: {@link BathState}. What a position holds of it is the `state` hook
 * (`state.ts`): field `occupants`; in the position notation `TILE-PLAYER[-KIND]`
 * per occupied bathhouse.
 * Scenario fields: top-level `bathhouses: [{ at, player, kind }]`
 * (followers already inside), `play.buyBack: [x, y]`, `play.bathhouse: [[x, y], …]`,
 * `play.scoreOrder: [{ on: [x, y], at: N }, …]`.
 *
 * Files: `houses.ts` (the bathhouses on the board, the module state),
 * `actions.ts` (the move actions `buyBack`, `bathhouse`, `order`),
 * `lodging.ts` (where lone followers go, worked out before a move is
 * played), `moves.ts` (the legal moves it adds, canonical moves),
 * `validate.ts` (the checks of a move's actions), `state.ts` (position
 * state), `schema.ts` (scenario file fields, for the loader only), this file
 * (the module: turn hooks, scoring, scenario actions), `tiles.ts`, `art.ts`,
 * `locales/`.
 */
import type { GameView, RuleModule } from '../../module.js';
import type { ModuleAction, TurnInfo } from '../../types.js';
import { isLocation, locationCode } from '../../locations.js';
import { findAction, type BuyBackAction, type ChoiceAction, type OrderAction } from './actions.js';
import {
  bathhouseAt,
  bathhouses,
  bathhouseTileCount,
  ID,
  surroundedBy,
  type Bathhouse,
  type BathState,
} from './houses.js';
import { bathhouseMoves, canonicalMove, movesVary, prepareMoves, spelledMove } from './moves.js';
import type { BathhousesPlayFields } from './schema.js';
import { bathhouseState } from './state.js';
import { BATH } from './tiles.js';
import { validateMove } from './validate.js';
import { setPile } from '../../tile-helpers.js';

export {
  bathhouseAt,
  bathhouses,
  bathhouseTileCount,
  figuresInBathhouses,
  type Bathhouse,
  type BathState,
} from './houses.js';

/** Choices of bathhouses still to use this turn (consumed in scoring order). */
const pendingChoices = new WeakMap<TurnInfo, [number, number][]>();

/**
 * The follower in bathhouse `h` goes back to its owner's supply: for nothing
 * when the bathhouse is surrounded ("Opuštění lázeňského domu" 1; event
 * `bathhouse`, key `…event.surrounded`, no points) or bought back (2; event
 * `payment`, key `…event.payment`, minus the bathhouse's value).
 */
function release(game: GameView, h: Bathhouse, turn: TurnInfo, reason: 'surrounded' | 'buyBack'): void {
  const o = h.occupant!;
  h.occupant = null;
  game.returnFigure(o);
  game.addEvent(
    {
      type: reason === 'buyBack' ? 'payment' : 'bathhouse',
      phase: 'turn',
      module: ID,
      key: reason === 'buyBack' ? `${ID}:event.payment` : `${ID}:event.surrounded`,
      modifiers: [],
      receivers: reason === 'buyBack' ? [game.players[o.player]!] : [],
      points: reason === 'buyBack' ? -h.value : 0,
      data: { leave: reason, at: [h.x, h.y], player: game.players[o.player]!, value: h.value },
    },
    turn.events,
  );
}

/** The module `bathhouses` (see the top of this file). */
export const bathhousesModule: RuleModule = {
  parkedFigures(game) {
    return bathhouses(game).flatMap((h) =>
      h.occupant
        ? [{ player: h.occupant.player, kind: h.occupant.kind, x: h.x, y: h.y, place: 'bathhouse', module: ID }]
        : [],
    );
  },
  id: ID,
  requires: ['base'],
  tileSets: [BATH],
  tileFilters: [{ attr: 'bathhouse', on: 'feature' }],
  pile: () => setPile(BATH),
  adjustPile(game, pile) {
    const bath = game.shuffle(pile.filter((id) => id.startsWith('BATH.')));
    const keep = new Set(bath.slice(0, bathhouseTileCount(game.players.length)));
    const out: string[] = [];
    for (const id of pile) {
      if (!id.startsWith('BATH.') || keep.has(id)) out.push(id);
      keep.delete(id);
    }
    return out;
  },
  setup: (): BathState => ({ houses: [], scanned: 0 }),
  validateMove,
  returnsBeforeFigure(game, move, kind) {
    // A bought-back follower, and an own follower freed because this tile
    // completes the ring of 8 around its bathhouse, can be placed this turn.
    let n = 0;
    const buy = findAction<BuyBackAction>(move, 'buyBack');
    for (const h of bathhouses(game)) {
      if (h.occupant?.player !== game.player || h.occupant.kind !== kind) continue;
      if (buy && buy.x === h.x && buy.y === h.y) n++;
      else if (surroundedBy(game, h, move.x, move.y)) n++;
    }
    return n;
  },
  prepareMoves,
  movesVary,
  moves: bathhouseMoves,
  canonicalMove,
  spelledMove,
  afterTilePlaced(game, turn) {
    const houses = bathhouses(game);
    const p = turn.placed;
    for (const h of houses) {
      if (h.surrounded || Math.abs(h.x - p.x) > 1 || Math.abs(h.y - p.y) > 1) continue;
      if (game.board.neighbourCount(h.x, h.y) === 8) {
        h.surrounded = true;
        if (h.occupant) release(game, h, turn, 'surrounded');
      }
    }
    const buy = findAction<BuyBackAction>(turn.move, 'buyBack');
    if (buy) {
      const h = bathhouseAt(game, buy.x, buy.y);
      if (h?.occupant && h.occupant.player === turn.player) release(game, h, turn, 'buyBack');
    }
    const choice = findAction<ChoiceAction>(turn.move, 'bathhouse');
    if (choice) pendingChoices.set(turn, [...choice.at]);
  },
  orderCompletions(game, turn, groups) {
    const order = findAction<OrderAction>(turn.move, 'order');
    if (!order) return groups;
    const first: typeof groups = [];
    for (const f of order.features) {
      const t = game.board.at(f.on[0], f.on[1]);
      const code = t && isLocation(f.at) ? locationCode(f.at) : -1;
      const node = t && code >= 0 ? game.board.nodeAt(t, code) : -1;
      if (node < 0) continue;
      const g = game.board.group(node);
      if (groups.includes(g) && !first.includes(g)) first.push(g);
    }
    return [...first, ...groups.filter((g) => !first.includes(g))];
  },
  score(input, f) {
    if (input.phase !== 'turn' || !input.completed) return;
    if (input.kind !== 'road' && input.kind !== 'city') return;
    const terms: number[] = [];
    for (const p of input.parts) {
      const v = p.attrs?.bathhouse;
      if (typeof v === 'number') terms.push(v);
    }
    const bonus = terms.reduce((a, b) => a + b, 0);
    if (bonus) {
      f.bonus += bonus;
      f.modifiers.push({ id: 'bathhouse', module: ID, value: bonus, ...(terms.length > 1 ? { terms } : {}) });
    }
  },
  afterFeatureScored(game, turn, scored) {
    // the lone follower: a companion beside it (a builder, a pig) is no follower and goes home as usual
    const followers = scored.figures.filter((f) => !game.board.companionKinds.has(f.kind));
    if (followers.length !== 1) return;
    const free = bathhouses(game).filter((h) => !h.occupant);
    if (!free.length) return;
    const fig = followers[0]!;
    let target: Bathhouse | undefined;
    const wish = pendingChoices.get(turn);
    while (wish?.length && !target) {
      const [x, y] = wish.shift()!;
      target = free.find((h) => h.x === x && h.y === y);
    }
    target ??= [...free].sort((a, b) => b.value - a.value || a.y - b.y || a.x - b.x)[0]!;
    scored.keep(fig);
    target.occupant = { player: fig.player, kind: fig.kind };
    game.addEvent(
      {
        type: 'bathhouse',
        phase: 'turn',
        module: ID,
        key: `${ID}:event.enter`,
        modifiers: [],
        receivers: [],
        points: 0,
        data: {
          enter: true,
          at: [target.x, target.y],
          player: game.players[fig.player]!,
          kind: fig.kind,
          value: target.value,
        },
      },
      turn.events,
    );
  },
  state: bathhouseState,
  scenario: {
    actions(play) {
      const out: ModuleAction[] = [];
      const buy = play.buyBack as BathhousesPlayFields['buyBack'];
      if (buy) out.push({ module: ID, type: 'buyBack', x: buy[0], y: buy[1] });
      const ch = play.bathhouse as BathhousesPlayFields['bathhouse'];
      if (ch?.length) out.push({ module: ID, type: 'bathhouse', at: ch });
      const order = play.scoreOrder as BathhousesPlayFields['scoreOrder'];
      if (order?.length) out.push({ module: ID, type: 'order', features: order });
      return out.length ? out : undefined;
    },
    actionField(action, sub) {
      // `actions[i].at[1]` of a choice is `bathhouse[1]`; `actions[i].features[0]` is `scoreOrder[0]`.
      if (action.type === 'buyBack') return 'buyBack';
      if (action.type === 'bathhouse') return `bathhouse${sub.replace(/^\.at/, '')}`;
      if (action.type === 'order') return `scoreOrder${sub.replace(/^\.features/, '')}`;
      return '';
    },
  },
};
