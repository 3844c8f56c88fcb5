/**
 * Module `traders-builders` (Kupci a stavitelé; C2/C3; reference tiles-river-abbot-traders.md
 * §3 and §4 "Traders & Builders", sources in docs/sources.md "Kupci a stavitelé").
 *
 * - **Tiles** TB.A–TB.X (`tiles.ts`), one copy each, into the pile. A city with a goods symbol
 *   carries the feature attribute `goods` (`wine`, `grain`, `cloth`).
 * - **Goods** (rule 1): when a city is completed during play, the player who placed the tile
 *   takes one token per symbol in it, whoever owns the city and even if nobody does
 *   (`afterFeatureScored`; an event per good taken, key `traders-builders:event.goods`, data
 *   `{ player, good, count }`, 0 points). **End** (rule 2): for each good, every player holding the most
 *   tokens of it scores 10; nobody scores a good nobody holds (`endGame`; key
 *   `…event.goodsMajority`, data `{ good, count }`).
 * - **Builder** (rule 3), figure kind `builder` (packed code 3), one per player: a companion
 *   ({@link FigureKindDef.companion}: the core puts it only on a road or city of the tile just
 *   placed where its owner already has a follower, and it counts for no majority). When its
 *   owner's tile extends the road or city it stands on, the owner plays a second tile straight
 *   after the turn (`grantTurn`, before any other bonus turn: a 20th Anniversary extra turn
 *   waits until the double turn is over); never a third: the second tile gives none. The
 *   builder returns with the followers when its feature is scored; a second tile is still
 *   played when the first completed the feature. Event `…event.builder` (0 points).
 * - **Pig** (rule 4), figure kind `pig` (packed code 4), one per player: a companion on a field
 *   of the tile just placed where its owner has a farmer. At the end, when its owner scores
 *   that field, they get 1 point more per completed city (4 instead of 3; a tied player without
 *   a pig gets 3): an event of its own after the feature scoring (`…event.pig`, data
 *   `{ cities, at }`).
 * - Neither figure may be put by another module's action on a tile other than the one placed
 *   (`placedTileOnly`): a 20th Anniversary symbol puts only figures that can own a feature.
 *
 * State: the goods tokens per player (a `counts` field `goods`) and whether the coming turn is
 * the builder's second tile (a `player` field `secondTile`: the player to move, or nobody).
 * Scenario fields (`schema.ts`): `goods: { red: { wine: 1 } }` (tokens held before the play),
 * `play.extra` (the builder's second tile, as a further turn), `expect.goods` (tokens after).
 * Notation: `PLAYER-WINE-GRAIN-CLOTH` per player holding tokens, `.`-separated, then `.b` when
 * the builder's second tile is to be played (`traders-builders.0-1-0-2.b`).
 */
import { engineError, type EngineError } from '../../errors.js';
import { scoreFeature } from '../../feature-score.js';
import { compactState } from '../../module-state.js';
import type { GameView, RuleModule, StateCounts, StateValues } from '../../module.js';
import { setPile } from '../../tile-helpers.js';
import type { FeatureGroup, TurnInfo } from '../../types.js';
import type { TradersBuildersFields } from './schema.js';
import { GOODS, GOODS_ATTR, TB, goodsOf, type Good } from './tiles.js';

export { GOODS, TB, type Good } from './tiles.js';

/** The module id. */
export const ID = 'traders-builders';
/** The figure kind of the builder. */
export const BUILDER = 'builder';
/** The figure kind of the pig. */
export const PIG = 'pig';
/** Points for the most tokens of one good at the end (rule 2). */
export const GOODS_MAJORITY_POINTS = 10;

/** Per-game state: the goods tokens each player holds (colour → good → count; zeros left out). */
export interface TradersBuildersState {
  goods: StateCounts;
}

/** The module state of a game (created on first use if a game was built by hand). */
export function tbState(game: GameView): TradersBuildersState {
  let s = game.moduleState[ID] as TradersBuildersState | undefined;
  if (!s) {
    s = { goods: {} };
    game.moduleState[ID] = s;
  }
  return s;
}

/** The goods tokens `colour` holds, every good listed (0 when none). */
export function tokensOf(game: GameView, colour: string): Record<Good, number> {
  const held = tbState(game).goods[colour] ?? {};
  return Object.fromEntries(GOODS.map((g) => [g, held[g] ?? 0])) as Record<Good, number>;
}

/** The goods symbols on the parts of a city (one per part that carries one, tiles.ts {@link goodsOf}). */
function cityGoods(group: FeatureGroup, game: GameView): Record<Good, number> {
  const out = Object.fromEntries(GOODS.map((g) => [g, 0])) as Record<Good, number>;
  const b = game.board;
  for (const n of group.parts) {
    const good = goodsOf(b.tiles[b.nodeTile[n]!]!.tile.features[b.nodeFeature[n]!]!.def);
    if (good) out[good]++;
  }
  return out;
}

/** Whether the builder of `player` stands on a road or city the tile just placed is part of. */
function extendsOwnBuilder(game: GameView, turn: TurnInfo): boolean {
  const p = turn.placed;
  for (const f of p.tile.features) {
    if (f.kind !== 'road' && f.kind !== 'city') continue;
    const g = game.board.group(p.nodeBase + f.index);
    if (g.figures.some((x) => x.kind === BUILDER && x.player === turn.player)) return true;
  }
  return false;
}

const GOODS_FIELD = { id: 'goods', type: 'counts', items: GOODS, max: 20 } as const;
const SECOND_TILE_FIELD = { id: 'secondTile', type: 'player' } as const;

/** A copy of counts sharing nothing with them. */
function copyCounts(c: StateCounts): StateCounts {
  return Object.fromEntries(Object.entries(c).map(([colour, held]) => [colour, { ...held }]));
}

/** The goods values of a state (colour → good → count). */
const countsOf = (values: StateValues) => (values.goods ?? {}) as StateCounts;

/** Refuses a scenario's `play.extra` when the turn before gives no builder's second tile. */
function secondTileRefused(game: GameView, path: string): EngineError | undefined {
  if (game.turnGrant === ID) return undefined;
  return engineError('module.action', path, {
    message: "the play before extends no road or city with the mover's builder, so there is no second tile",
  });
}

/** The module `traders-builders` (see the top of this file). */
export const tradersBuildersModule: RuleModule = {
  id: ID,
  requires: ['base'],
  tileSets: [TB],
  tileFilters: [{ attr: GOODS_ATTR, on: 'feature' }],
  pile: () => setPile(TB),
  figures: [
    {
      id: BUILDER,
      perPlayer: 1,
      stands: ['road', 'city'],
      strength: () => 0,
      // in the supply worth less than a follower; on the board the second tiles it promises
      value: 0.4,
      boardWorth: 4,
      code: 3,
      placedTileOnly: true,
      companion: true,
    },
    {
      id: PIG,
      perPlayer: 1,
      stands: ['field'],
      strength: () => 0,
      // its points come from final scoring, which the computer players already look at
      value: 0.4,
      code: 4,
      placedTileOnly: true,
      companion: true,
    },
  ],
  setup: (): TradersBuildersState => ({ goods: {} }),
  afterTilePlaced(game, turn) {
    // decided as the tile is laid, before figure and scoring (a tile that completes the feature still
    // counts); the second tile of a double turn gives no third (rule 3: never a chain)
    if (game.turnGrant === ID || !extendsOwnBuilder(game, turn)) return;
    // granted before any bonus turn another module grants later in this turn (the double turn comes first)
    game.grantTurn(ID, true);
    game.addEvent(
      {
        type: 'builder',
        phase: 'turn',
        module: ID,
        key: `${ID}:event.builder`,
        modifiers: [],
        receivers: [],
        points: 0,
        data: { player: game.players[turn.player]! },
      },
      turn.events,
    );
  },
  afterFeatureScored(game, turn, scored) {
    if (scored.group.kind !== 'city') return;
    const got = cityGoods(scored.group, game);
    if (!GOODS.some((g) => got[g])) return;
    const colour = game.players[turn.player]!;
    const held = (tbState(game).goods[colour] ??= {});
    for (const good of GOODS) {
      if (!got[good]) continue;
      held[good] = (held[good] ?? 0) + got[good];
      game.addEvent(
        {
          type: 'goods',
          phase: 'turn',
          module: ID,
          key: `${ID}:event.goods`,
          modifiers: [],
          receivers: [],
          points: 0,
          data: { player: colour, good, count: got[good] },
        },
        turn.events,
      );
    }
  },
  endGame(game) {
    // the pig: +1 per completed city to its owner when they score its field (rule 4)
    for (const g of game.board.allGroups()) {
      if (g.kind !== 'field' || !g.figures.some((f) => f.kind === PIG)) continue;
      const event = scoreFeature(game, g, 'final');
      if (!event.cities) continue;
      const owners = new Set(g.figures.filter((f) => f.kind === PIG).map((f) => game.players[f.player]!));
      for (const colour of event.receivers) {
        if (!owners.has(colour)) continue;
        game.addEvent({
          type: 'pig',
          phase: 'final',
          module: ID,
          key: `${ID}:event.pig`,
          feature: 'field',
          modifiers: [],
          receivers: [colour],
          points: event.cities,
          at: event.at,
          data: { cities: event.cities },
        });
      }
    }
    // goods: the most tokens of each good scores 10, every tied player (rule 2)
    const s = tbState(game);
    for (const good of GOODS) {
      const counts = game.players.map((c) => s.goods[c]?.[good] ?? 0);
      const most = Math.max(0, ...counts);
      if (!most) continue;
      game.addEvent({
        type: 'goods',
        phase: 'final',
        module: ID,
        key: `${ID}:event.goodsMajority`,
        modifiers: [],
        receivers: game.players.filter((_, i) => counts[i] === most),
        points: GOODS_MAJORITY_POINTS,
        data: { good, count: most },
      });
    }
  },
  status(game) {
    if (game.ended) return [];
    const out = [];
    if (game.turnGrant === ID)
      out.push({ key: `${ID}:status.secondTile`, data: { player: game.players[game.player]! } });
    for (const colour of game.players) {
      const held = tokensOf(game, colour);
      if (GOODS.some((g) => held[g])) out.push({ key: `${ID}:status.goods`, data: { player: colour, ...held } });
    }
    return out;
  },
  state: {
    fields: [GOODS_FIELD, SECOND_TILE_FIELD],
    get(game) {
      const out: StateValues = { goods: copyCounts(tbState(game).goods) };
      if (game.grants.includes(ID)) out.secondTile = game.players[game.player]!;
      return compactState(out);
    },
    set(game, values) {
      tbState(game).goods = copyCounts(countsOf(values));
      const who = values.secondTile;
      if (typeof who !== 'string') return;
      // the builder's second tile is played by the player named, who is then to move
      game.player = Math.max(0, game.playerIndex(who));
      if (!game.grants.includes(ID)) game.grantTurn(ID, true);
    },
    scenario: {
      write: (values) => ({
        ...(values.goods ? { goods: values.goods } : {}),
        ...(values.secondTile ? { secondTile: values.secondTile } : {}),
      }),
      read: (scenario) => {
        const { goods, secondTile } = scenario as TradersBuildersFields;
        const values: StateValues = {};
        if (goods) values.goods = goods as StateCounts;
        if (secondTile) values.secondTile = secondTile;
        return { values, path: (p) => p };
      },
    },
    notation: {
      write(values, ctx) {
        const all = countsOf(values);
        const out = ctx.players.flatMap((colour, i) => {
          const held = all[colour];
          return held && GOODS.some((g) => held[g]) ? [[i, ...GOODS.map((g) => held[g] ?? 0)].join('-')] : [];
        });
        if (values.secondTile !== undefined) out.push('b');
        return out.length ? out.join('.') : undefined;
      },
      read(text, ctx) {
        const all: StateCounts = {};
        const entries = text.split('.');
        const values: StateValues = {};
        const order: string[] = [];
        for (let j = 0; j < entries.length; j++) {
          if (entries[j] === 'b' && j === entries.length - 1) {
            // the builder's second tile: the player to move plays it
            values.secondTile = ctx.toMove;
            continue;
          }
          const m = /^(\d{1,2})-(\d{1,2})-(\d{1,2})-(\d{1,2})$/.exec(entries[j]!);
          if (!m) return engineError('notation.invalid', `[${j}]`);
          const colour = ctx.players[Number(m[1])];
          if (colour === undefined || colour in all)
            return engineError('player.unknown', `[${j}].player`, { player: Number(m[1]) });
          all[colour] = { wine: Number(m[2]), grain: Number(m[3]), cloth: Number(m[4]) };
          order.push(colour);
        }
        if (Object.keys(all).length) values.goods = all;
        return {
          values: compactState(values),
          // `goods.red.wine` → `[0].wine`: the entry of that player
          path(p) {
            const m = /^goods\.([^.]+)(?:\.(\w+))?$/.exec(p);
            const j = m ? order.indexOf(m[1]!) : -1;
            if (p === 'secondTile') return `[${entries.length - 1}]`;
            return j < 0 ? '' : `[${j}]${m![2] ? `.${m![2]}` : ''}`;
          },
        };
      },
    },
  },
  scenario: {
    followUps(play) {
      return play.extra
        ? [{ path: 'play.extra', play: play.extra as Record<string, unknown>, check: secondTileRefused }]
        : [];
    },
  },
};
