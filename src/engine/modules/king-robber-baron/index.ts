/**
 * Module `king-robber-baron` (Král a loupeživý rytíř, first edition; seed 003,
 * reference tiles.md §3).
 *
 * - Tiles KRB.01–05 go into the pile; the award tiles KRB.KING and KRB.ROBBER
 *   are not land tiles and start beside the board.
 * - **King**: the player who places the tile that completes a city takes the
 *   King, whether or not they own the city ("Král"). It passes to a player who
 *   later completes a *strictly larger* city, measured in distinct tiles (a
 *   tile whose two city parts joined counts once; pennants and cathedrals do
 *   not matter; seed 003 footnote 1). An equal size does not take it.
 * - **Robber Baron**: the same for roads ("Loupeživý rytíř"); the length is the
 *   number of distinct tiles (a road with three ends counts all its tiles,
 *   footnote 7); IC.I's short stubs are not road features (footnote 6).
 * - Every feature one tile completes is considered, in scoring order.
 * - **End of game**: the King's holder scores 1 per completed city on the
 *   board, the Robber Baron's holder 1 per completed road (occupied or not).
 *
 * Events: `award` with keys `king-robber-baron:event.awardGained` (nobody held
 * the award; data `{ award, player, size }`), `…awardTaken` (it passes from
 * another player; data also `previous`, that player's colour) and `…awardFinal` (end of
 * game; data `{ award, count }`). Status: `king-robber-baron:status.king` /
 * `…status.robber` with `{ award, player, size }` (wording in ./locales).
 *
 * State (`game.moduleState['king-robber-baron']`): {@link KrbState}. What a
 * position holds of it is the `state` hook: fields `king`, `robber` (a player
 * or nobody) and `kingSize`, `robberSize` (the size to beat, 1 to every tile
 * of the game's sets; optional, only with a holder), worded by
 * `state.<field>.label` / `.auto`. In the position notation `kPLAYER-SIZE` for
 * the King and `rPLAYER-SIZE` for the Robber Baron (player index, size in
 * tiles), each only when someone holds it: `king-robber-baron.k0-4.r1-3`.
 * Scenario fields: top-level `awards: { king?: Holder, robber?: Holder }` where
 * a holder is a colour or `{ player: colour, size?: tiles }`; without `size`
 * the record to beat is the largest completed city (road) on the board (1
 * when there is none, so that any completed one beats it).
 */
import type { ScoreEvent } from '../../types.js';
import type { GameView, RuleModule, StateValues } from '../../module.js';
import { engineError } from '../../errors.js';
import type { KingRobberBaronFields } from './schema.js';
import { KRB } from './tiles.js';

const ID = 'king-robber-baron';

/** One award: who holds it (player index, -1 = nobody yet) and the size in tiles that won it. */
export interface Award {
  holder: number;
  size: number;
}

/** Module state: the King (cities) and the Robber Baron (roads). */
export interface KrbState {
  king: Award;
  robber: Award;
}

/** The module state of a game (created on first use if a scenario built the game by hand). */
export function krbState(game: GameView): KrbState {
  let s = game.moduleState[ID] as KrbState | undefined;
  if (!s) {
    s = { king: { holder: -1, size: 0 }, robber: { holder: -1, size: 0 } };
    game.moduleState[ID] = s;
  }
  return s;
}

/** Colour of an award's holder, or null. */
export function awardHolder(game: GameView, award: 'king' | 'robber'): string | null {
  const a = krbState(game)[award];
  return a.holder < 0 ? null : game.players[a.holder]!;
}

/**
 * Largest completed feature of a kind on the board, in distinct tiles (closed:
 * scored during play, or closed on a hand-built board; {@link Board.isClosed}).
 */
function largestCompleted(game: GameView, kind: 'city' | 'road'): number {
  let max = 0;
  for (const g of game.board.allGroups()) {
    if (g.kind === kind && game.board.isClosed(g)) max = Math.max(max, game.board.tileCount(g));
  }
  return max;
}

/**
 * An award holder as the module writes it into a scenario file: a colour, or
 * the colour and the size to beat in tiles (the schema's `awards.king` /
 * `.robber`, ./schema.ts, with colours as the position state holds them).
 */
type Holder = string | { player: string; size?: number };

const AWARDS = ['king', 'robber'] as const;
/** The position state field of each award's size to beat. */
const SIZE = { king: 'kingSize', robber: 'robberSize' } as const;

/** No city or road is larger than every tile of the game's sets (or of a constructed board). */
function mostTiles(game: GameView): number {
  let most = game.board.tiles.length;
  for (const m of game.modules) for (const set of m.tileSets ?? []) for (const t of set.tiles) most += t.count;
  return most;
}

export const kingRobberBaronModule: RuleModule = {
  id: ID,
  requires: ['base'],
  tileSets: [KRB],
  pile() {
    const out: string[] = [];
    for (const t of KRB.tiles) if (t.known && t.landTile !== false) for (let i = 0; i < t.count; i++) out.push(t.id);
    return out;
  },
  setup: () => ({ king: { holder: -1, size: 0 }, robber: { holder: -1, size: 0 } }) satisfies KrbState,
  afterFeatureScored(game, turn, scored) {
    const g = scored.group;
    if (g.kind !== 'city' && g.kind !== 'road') return;
    const award = g.kind === 'city' ? krbState(game).king : krbState(game).robber;
    const size = scored.event.tiles ?? game.board.tileCount(g);
    if (award.holder < 0 || size > award.size) {
      const changed = award.holder !== turn.player;
      const previous = award.holder < 0 ? undefined : game.players[award.holder];
      award.holder = turn.player;
      award.size = size;
      if (changed) {
        const e: ScoreEvent = {
          type: 'award',
          phase: 'turn',
          module: ID,
          // gained when nobody held the award before, taken when it passes from another player
          key: `${ID}:event.${previous ? 'awardTaken' : 'awardGained'}`,
          modifiers: [],
          receivers: [],
          points: 0,
          data: {
            award: g.kind === 'city' ? 'king' : 'robber',
            player: game.players[turn.player]!,
            size,
            ...(previous ? { previous } : {}),
          },
        };
        game.addEvent(e, turn.events);
      }
    }
  },
  status(game) {
    // Who holds each award and the size (distinct tiles) a later city / road must exceed.
    const s = krbState(game);
    return (['king', 'robber'] as const).flatMap((award) =>
      s[award].holder < 0
        ? []
        : [
            {
              key: `${ID}:status.${award}`,
              data: { award, player: game.players[s[award].holder]!, size: s[award].size },
            },
          ],
    );
  },
  endGame(game) {
    const s = krbState(game);
    let cities = 0;
    let roads = 0;
    for (const g of game.board.allGroups()) {
      if ((g.kind !== 'city' && g.kind !== 'road') || !game.board.isClosed(g)) continue;
      if (g.kind === 'city') cities++;
      else if (g.kind === 'road') roads++;
    }
    for (const [award, count, kind] of [
      [s.king, cities, 'king'],
      [s.robber, roads, 'robber'],
    ] as const) {
      if (award.holder < 0) continue;
      game.addEvent({
        type: 'award',
        phase: 'final',
        module: ID,
        key: `${ID}:event.awardFinal`,
        modifiers: [{ id: kind, module: ID }],
        receivers: [game.players[award.holder]!],
        points: count,
        data: { award: kind, count },
      });
    }
  },
  state: {
    // Who holds each award and the size (distinct tiles) a later city / road must exceed.
    fields: AWARDS.flatMap((award) => [
      { id: award, type: 'player' as const },
      { id: SIZE[award], type: 'number' as const, min: 1, max: mostTiles, optional: true, requires: award },
    ]),
    check(game, values) {
      // The record is the largest city (road) completed so far: one on the board that is
      // larger would have taken the award at its own size ("Král", "Loupeživý rytíř").
      return AWARDS.flatMap((award) => {
        const size = values[SIZE[award]];
        const kind = award === 'king' ? 'city' : 'road';
        const largest = largestCompleted(game, kind);
        if (typeof size !== 'number' || size >= largest) return [];
        const name = award === 'king' ? 'the King' : 'the Robber Baron';
        return [
          engineError('state.invalid', SIZE[award], {
            reason: 'rule',
            message: `${name}'s record must be at least ${largest} tiles: a completed ${kind} of ${largest} tiles lies on the board, and whoever completed it took ${name} at that size`,
          }),
        ];
      });
    },
    get(game) {
      const s = krbState(game);
      const out: StateValues = {};
      for (const award of AWARDS) {
        if (s[award].holder < 0) continue;
        out[award] = game.players[s[award].holder]!;
        out[SIZE[award]] = s[award].size;
      }
      return out;
    },
    set(game, values) {
      const s = krbState(game);
      for (const award of AWARDS) {
        const holder = values[award];
        if (typeof holder !== 'string') continue;
        const size = values[SIZE[award]];
        // Without a size the record is the largest completed city (road) on the board; a
        // holder of a board without one holds it against any completed one (1 tile).
        s[award] = {
          holder: game.playerIndex(holder),
          size:
            typeof size === 'number' ? size : Math.max(1, largestCompleted(game, award === 'king' ? 'city' : 'road')),
        };
      }
    },
    scenario: {
      // `awards: { king: colour | { player, size } }` (./schema.ts)
      write(values) {
        const awards: Record<string, Holder> = {};
        for (const award of AWARDS) {
          const player = values[award];
          const size = values[SIZE[award]];
          if (typeof player !== 'string') continue;
          awards[award] = typeof size === 'number' ? { player, size } : player;
        }
        return Object.keys(awards).length ? { awards } : {};
      },
      read(scenario) {
        const awards = (scenario.awards ?? {}) as NonNullable<KingRobberBaronFields['awards']>;
        const values: StateValues = {};
        for (const award of AWARDS) {
          const h = awards[award];
          if (h === undefined) continue;
          values[award] = typeof h === 'string' ? h : h.player;
          if (typeof h !== 'string' && h.size !== undefined) values[SIZE[award]] = h.size;
        }
        return {
          values,
          path(p) {
            const award = AWARDS.find((a) => p === a || p === SIZE[a]);
            if (!award) return `awards${p ? `.${p}` : ''}`;
            if (p === SIZE[award]) return `awards.${award}.size`;
            return typeof awards[award] === 'string' ? `awards.${award}` : `awards.${award}.player`;
          },
        };
      },
    },
    notation: {
      // `kPLAYER-SIZE` for the King, `rPLAYER-SIZE` for the Robber Baron, King first.
      write(values, ctx) {
        const out: string[] = [];
        for (const award of AWARDS) {
          const player = values[award];
          if (typeof player !== 'string') continue;
          out.push(`${award[0]}${ctx.players.indexOf(player)}-${values[SIZE[award]]}`);
        }
        return out.length ? out.join('.') : undefined;
      },
      read(text, ctx) {
        const values: StateValues = {};
        const entry: Record<string, number> = {};
        const entries = text.split('.');
        for (let j = 0; j < entries.length; j++) {
          const m = /^([kr])(\d{1,2})-(\d{1,6})$/.exec(entries[j]!);
          const award = m && (m[1] === 'k' ? 'king' : 'robber');
          if (!m || !award || award in entry) return engineError('notation.invalid', `[${j}]`);
          const player = ctx.players[Number(m[2])];
          if (player === undefined) return engineError('player.unknown', `[${j}].player`, { player: Number(m[2]) });
          entry[award] = j;
          values[award] = player;
          values[SIZE[award]] = Number(m[3]);
        }
        return {
          values,
          path(p) {
            const award = AWARDS.find((a) => p === a || p === SIZE[a]);
            if (!award || entry[award] === undefined) return '';
            return `[${entry[award]}].${p === award ? 'player' : 'size'}`;
          },
        };
      },
    },
  },
};
