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
 *
 * State: {@link BathState}. Scenario fields: top-level `bathhouses: [{ at, player, kind }]`
 * (followers already inside), `play.buyBack: [x, y]`, `play.bathhouse: [[x, y], …]`,
 * `play.scoreOrder: [{ on: [x, y], at: N }, …]`.
 */
import { z } from 'zod';
import { engineError, type EngineError } from '../../errors.js';
import type { Game, Move, ModuleAction, TurnInfo } from '../../game.js';
import { isLocation, locationCode } from '../../locations.js';
import type { RuleModule } from '../../module.js';
import { BATH } from '../../tiles/bath.js';

const ID = 'bathhouses';

/** One bathhouse on the board. */
export interface Bathhouse {
  /** Placement index of its tile. */
  tile: number;
  x: number;
  y: number;
  /** Points printed on its flag (3, 4 or 5). */
  value: number;
  /** Follower inside, or null when free. */
  occupant: { player: number; kind: string } | null;
  /** Already surrounded by 8 tiles (its free release has happened or is gone). */
  surrounded: boolean;
}

/** Module state: every bathhouse on the board (synchronised lazily with the board). */
export interface BathState {
  houses: Bathhouse[];
  /** Number of board tiles already scanned for bathhouses. */
  scanned: number;
}

/** The bathhouses of a game, after adding those on tiles placed since the last call. */
export function bathhouses(game: Game): Bathhouse[] {
  let s = game.moduleState[ID] as BathState | undefined;
  if (!s) {
    s = { houses: [], scanned: 0 };
    game.moduleState[ID] = s;
  }
  const tiles = game.board.tiles;
  for (; s.scanned < tiles.length; s.scanned++) {
    const p = tiles[s.scanned]!;
    for (const f of p.tile.features) {
      const v = f.def.attrs?.bathhouse;
      if (typeof v === 'number') {
        s.houses.push({ tile: p.index, x: p.x, y: p.y, value: v, occupant: null, surrounded: game.board.neighbourCount(p.x, p.y) === 8 });
      }
    }
  }
  return s.houses;
}

/** The bathhouse on the tile at `[x, y]`, if any. */
export function bathhouseAt(game: Game, x: number, y: number): Bathhouse | undefined {
  return bathhouses(game).find((h) => h.x === x && h.y === y);
}

/** Figures of each player sitting in bathhouses, by player index. */
export function figuresInBathhouses(game: Game): { player: number; kind: string }[] {
  return bathhouses(game).flatMap((h) => (h.occupant ? [h.occupant] : []));
}

/** Number of bathhouse tiles used for `players` players (reference tiles.md §5). */
export function bathhouseTileCount(players: number): number {
  return players <= 2 ? 4 : players === 3 ? 5 : 6;
}

interface BuyBackAction extends ModuleAction { type: 'buyBack'; x: number; y: number }
interface ChoiceAction extends ModuleAction { type: 'bathhouse'; at: [number, number][] }
interface OrderAction extends ModuleAction { type: 'order'; features: { on: [number, number]; at: string }[] }

function findAction<T extends ModuleAction>(move: Move, type: string): T | undefined {
  return move.actions?.find((a) => a.module === ID && a.type === type) as T | undefined;
}

/** Choices of bathhouses still to use this turn (consumed in scoring order). */
const pendingChoices = new WeakMap<TurnInfo, [number, number][]>();

function release(game: Game, h: Bathhouse, turn: TurnInfo, reason: 'surrounded' | 'buyBack'): void {
  const o = h.occupant!;
  h.occupant = null;
  game.supply[o.player]!.set(o.kind, game.available(o.player, o.kind) + 1);
  game.addEvent({
    type: reason === 'buyBack' ? 'payment' : 'bathhouse', phase: 'turn', module: ID,
    modifiers: [], receivers: reason === 'buyBack' ? [game.players[o.player]!] : [],
    points: reason === 'buyBack' ? -h.value : 0,
    data: { leave: reason, at: [h.x, h.y], player: game.players[o.player]!, value: h.value },
  }, turn.events);
}

const coords = z.tuple([z.number().int(), z.number().int()]);

export const bathhousesModule: RuleModule = {
  parkedFigures(game) {
    return bathhouses(game).flatMap((h) => (h.occupant
      ? [{ player: h.occupant.player, kind: h.occupant.kind, x: h.x, y: h.y, place: 'bathhouse', module: ID }]
      : []));
  },
  id: ID,
  requires: ['base'],
  tileSets: [BATH],
  pile() {
    const out: string[] = [];
    for (const t of BATH.tiles) for (let i = 0; i < t.count; i++) out.push(t.id);
    return out;
  },
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
  validateMove(game, move) {
    const a = findAction<BuyBackAction>(move, 'buyBack');
    if (!a) return undefined;
    const i = move.actions!.indexOf(a);
    const h = bathhouseAt(game, a.x, a.y);
    if (!h) return engineError('module.action', `actions[${i}]`, { message: `no bathhouse at [${a.x}, ${a.y}]` });
    if (!h.occupant || h.occupant.player !== game.player) {
      return engineError('module.action', `actions[${i}]`, { message: 'none of your followers is in that bathhouse' });
    }
    return undefined;
  },
  returnsBeforeFigure(game, move, kind) {
    // A bought-back follower, and an own follower freed because this tile
    // completes the ring of 8 around its bathhouse, can be placed this turn.
    let n = 0;
    const buy = findAction<BuyBackAction>(move, 'buyBack');
    for (const h of bathhouses(game)) {
      if (h.occupant?.player !== game.player || h.occupant.kind !== kind) continue;
      if (buy && buy.x === h.x && buy.y === h.y) n++;
      else if (!h.surrounded && Math.abs(h.x - move.x) <= 1 && Math.abs(h.y - move.y) <= 1
        && (h.x !== move.x || h.y !== move.y) && game.board.neighbourCount(h.x, h.y) === 7) n++;
    }
    return n;
  },
  moves(game, base) {
    // Buy-back variants: pay for a follower without placing a figure.
    if (!base.length) return base;
    const mine = bathhouses(game).filter((h) => h.occupant?.player === game.player);
    if (!mine.length) return base;
    const first = base[0]!;
    const out = [...base];
    for (const h of mine) out.push({ x: first.x, y: first.y, rotation: first.rotation, actions: [{ module: ID, type: 'buyBack', x: h.x, y: h.y }] });
    return out;
  },
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
    let bonus = 0;
    for (const p of input.parts) {
      const v = p.attrs?.bathhouse;
      if (typeof v === 'number') bonus += v;
    }
    if (bonus) {
      f.bonus += bonus;
      f.modifiers.push({ id: 'bathhouse', module: ID, value: bonus });
    }
  },
  afterFeatureScored(game, turn, scored) {
    if (scored.figures.length !== 1) return;
    const free = bathhouses(game).filter((h) => !h.occupant);
    if (!free.length) return;
    const fig = scored.figures[0]!;
    let target: Bathhouse | undefined;
    const wish = pendingChoices.get(turn);
    while (wish?.length && !target) {
      const [x, y] = wish.shift()!;
      target = free.find((h) => h.x === x && h.y === y);
    }
    target ??= [...free].sort((a, b) => b.value - a.value || a.y - b.y || a.x - b.x)[0]!;
    scored.keep(fig);
    target.occupant = { player: fig.player, kind: fig.kind };
    game.addEvent({
      type: 'bathhouse', phase: 'turn', module: ID, modifiers: [], receivers: [], points: 0,
      data: { enter: true, at: [target.x, target.y], player: game.players[fig.player]!, kind: fig.kind },
    }, turn.events);
  },
  scenario: {
    root: {
      bathhouses: z.array(z.object({
        at: coords,
        player: z.string(),
        kind: z.string().min(1).default('normal'),
      }).strict()).optional(),
    },
    play: {
      buyBack: coords.optional(),
      bathhouse: z.array(coords).optional(),
      scoreOrder: z.array(z.object({
        on: coords,
        at: z.enum(['N', 'E', 'S', 'W', 'NNW', 'NNE', 'ENE', 'ESE', 'SSE', 'SSW', 'WSW', 'WNW', 'C']),
      }).strict()).optional(),
    },
    apply(game, scenario) {
      const errors: EngineError[] = [];
      const list = (scenario.bathhouses ?? []) as { at: [number, number]; player: string; kind: string }[];
      bathhouses(game);
      list.forEach((b, i) => {
        const path = `bathhouses[${i}]`;
        const h = bathhouseAt(game, b.at[0], b.at[1]);
        const pi = game.playerIndex(b.player);
        if (!h) errors.push(engineError('module.action', `${path}.at`, { message: `no bathhouse at [${b.at.join(', ')}]` }));
        else if (pi < 0) errors.push(engineError('player.unknown', `${path}.player`, { colour: b.player }));
        else if (!game.figureKinds.has(b.kind)) errors.push(engineError('figure.kind', `${path}.kind`, { kind: b.kind }));
        else if (h.occupant) errors.push(engineError('figure.occupied', `${path}.at`, { at: b.at.join(', ') }));
        else if (game.available(pi, b.kind) <= 0) errors.push(engineError('figure.supply', `${path}.kind`, { kind: b.kind }));
        else {
          h.occupant = { player: pi, kind: b.kind };
          game.supply[pi]!.set(b.kind, game.available(pi, b.kind) - 1);
        }
      });
      return errors;
    },
    actions(play) {
      const out: ModuleAction[] = [];
      const buy = play.buyBack as [number, number] | undefined;
      if (buy) out.push({ module: ID, type: 'buyBack', x: buy[0], y: buy[1] });
      const ch = play.bathhouse as [number, number][] | undefined;
      if (ch?.length) out.push({ module: ID, type: 'bathhouse', at: ch });
      const order = play.scoreOrder as OrderAction['features'] | undefined;
      if (order?.length) out.push({ module: ID, type: 'order', features: order });
      return out.length ? out : undefined;
    },
  },
};
