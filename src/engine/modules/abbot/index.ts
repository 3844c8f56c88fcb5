/**
 * Module `abbot` (Opat; C2/C3 base box; reference tiles-river-abbot-traders.md §2 and §4
 * "Abbot", sources in docs/sources.md "Opat").
 *
 * - Each player has one abbot (figure kind `abbot`, packed code 2). Instead of a normal
 *   follower it may be put on the monastery or the garden of the tile just placed (rule 1).
 * - Gardens: the copies of a tile whose picture shows a garden are a tile variant of their
 *   own, `<tile id>-garden` (`tiles.ts`), whose garden is a `monastery`-kind feature at `C`
 *   with the attribute `abbotGarden: true`. Only the abbot may stand on it (`canPlaceFigure`:
 *   `figure.forbidden` for every other kind). It is completed and scored exactly as a
 *   monastery: 9 points when it and its 8 neighbours lie, then the abbot returns; at the end
 *   1 per tile, its own and each neighbour (rule 2). Its score events carry the modifier
 *   `{ id: 'garden', module: 'abbot' }`, which names the feature a garden in the wording.
 *   `adjustPile` swaps those copies in the pile for their garden variant.
 * - Recall (rule 3): in the figure step of a later turn, instead of placing any figure, the
 *   player may take their abbot back and score at once what its monastery or garden is
 *   worth now: 1 + its neighbours. A move action `{ module: 'abbot', type: 'recall', x, y }`
 *   (the tile the abbot stands on) on a move without a figure; `moves` adds one per abbot
 *   of the player on the board to the placement's move without figure; the event is the
 *   feature's score event (phase `turn`, not completed) with the modifier
 *   `{ id: 'recall', module: 'abbot' }`, the abbot then goes back to its owner's supply.
 * - Scenario field: `play.abbot: { return: [x, y] }` (`schema.ts`).
 *
 * No state of its own: the abbots stand on the board, and the notation writes them as
 * figures of kind `abbot`; garden copies are tiles of their own ids.
 */
import { engineError } from '../../errors.js';
import { scoreFeature } from '../../feature-score.js';
import type { GameView, RuleModule } from '../../module.js';
import { tileDef } from '../../tileset.js';
import type { FeatureGroup, Figure, ModuleAction, Move, PlacedTile } from '../../types.js';
import type { AbbotPlayFields } from './schema.js';
import { gardenId, gardenVariants, isGarden } from './tiles.js';

export { gardenId, gardenVariants, isGarden, GARDEN_ATTR, GARDEN_SUFFIX } from './tiles.js';

/** The module id. */
export const ID = 'abbot';
/** The figure kind id of the abbot. */
export const ABBOT = 'abbot';

/** Take back one's abbot from the tile at `[x, y]` (Abbot rule 3), instead of placing a figure. */
export interface RecallAction extends ModuleAction {
  type: 'recall';
  x: number;
  y: number;
}

/** An abbot on the board: the figure, the feature it stands on and its tile. */
export interface PlacedAbbot {
  figure: Figure;
  group: FeatureGroup;
  tile: PlacedTile;
}

/**
 * The abbots of `player` on the board (on monasteries and gardens), in placement order.
 * @param player player index in turn order
 */
export function abbotsOf(game: GameView, player: number): PlacedAbbot[] {
  const b = game.board;
  const out: PlacedAbbot[] = [];
  for (const t of b.tiles) {
    if (!t.tile.hasMonastery) continue;
    for (const f of t.tile.features) {
      if (f.kind !== 'monastery') continue;
      const g = b.group(t.nodeBase + f.index);
      for (const fig of g.figures)
        if (fig.kind === ABBOT && fig.player === player) out.push({ figure: fig, group: g, tile: t });
    }
  }
  return out;
}

/** The recall action of a move, with its index in `move.actions`, if any. */
function recallOf(move: Move): { action: RecallAction; index: number } | undefined {
  const index = move.actions?.findIndex((a) => a.module === ID && a.type === 'recall') ?? -1;
  return index < 0 ? undefined : { action: move.actions![index] as RecallAction, index };
}

/** The abbot of the player to move on the tile at `[x, y]`, if any. */
function abbotAt(game: GameView, x: number, y: number): PlacedAbbot | undefined {
  return abbotsOf(game, game.player).find((a) => a.tile.x === x && a.tile.y === y);
}

/** The module `abbot` (see the top of this file). */
export const abbotModule: RuleModule = {
  id: ID,
  requires: ['base'],
  figures: [
    {
      id: ABBOT,
      perPlayer: 1,
      stands: ['monastery'],
      strength: (kind) => (kind === 'monastery' ? 1 : 0),
      value: 1,
      code: 2,
      // on the monastery or garden of the tile just placed, never put elsewhere by another module
      placedTileOnly: true,
    },
  ],
  tileVariants: gardenVariants,
  adjustPile(_game, pile) {
    // the copies showing a garden become the garden variant (the first ones; the pile is shuffled after)
    const left = new Map<string, number>();
    return pile.map((id) => {
      const v = tileDef(gardenId(id));
      if (!v || !v.known || v.variantOf !== id) return id;
      const n = left.get(id) ?? v.count;
      if (n <= 0) return id;
      left.set(id, n - 1);
      return v.id;
    });
  },
  canPlaceFigure(_game, q) {
    if (q.kind === ABBOT || !isGarden(q.def)) return undefined;
    return { code: 'figure.forbidden', message: `only the abbot may stand on a garden, not a ${q.kind} figure` };
  },
  score(input, f) {
    if (input.kind === 'monastery' && input.parts.some(isGarden)) f.modifiers.push({ id: 'garden', module: ID });
  },
  prepareMoves(game) {
    const mine = abbotsOf(game, game.player);
    return mine.length ? mine : null;
  },
  movesVary: () => 15,
  moves(game, base, prepared) {
    const mine = (prepared as PlacedAbbot[] | undefined) ?? abbotsOf(game, game.player);
    if (!mine.length) return base;
    const out = base.slice();
    for (const m of base) {
      if (m.figure || m.actions?.length) continue;
      for (const a of mine) {
        const action: RecallAction = { module: ID, type: 'recall', x: a.tile.x, y: a.tile.y };
        out.push({ x: m.x, y: m.y, rotation: m.rotation, actions: [action] });
      }
    }
    return out;
  },
  validateMove(game, move) {
    const odd = (move.actions ?? []).findIndex((a) => a.module === ID && a.type !== 'recall');
    if (odd >= 0) return engineError('module.action', `actions[${odd}]`, { message: 'the abbot knows no such action' });
    const r = recallOf(move);
    if (!r) return undefined;
    const path = `actions[${r.index}]`;
    const { x, y } = r.action;
    if (move.actions!.some((a, i) => i !== r.index && a.module === ID))
      return engineError('module.action', path, { message: 'the abbot can be taken back only once a turn' });
    // no figure at all that turn: neither on the tile placed nor through another module's
    // action (an action that puts a figure carries it as `meeple`, e.g. an anniversary symbol)
    if (move.figure || move.actions!.some((a) => (a as { meeple?: unknown }).meeple !== undefined))
      return engineError('module.action', path, {
        message: 'taking the abbot back replaces placing a figure: this move places one too',
      });
    if (!Number.isSafeInteger(x) || !Number.isSafeInteger(y) || !abbotAt(game, x, y))
      return engineError('module.action', path, { message: `none of your abbots stands on the tile at [${x}, ${y}]` });
    return undefined;
  },
  afterFigure(game, turn) {
    const r = recallOf(turn.move);
    if (!r) return;
    const a = abbotAt(game, r.action.x, r.action.y);
    if (!a) return;
    // worth what it would score at the end now (1 + neighbours), to its owner alone
    const event = scoreFeature(game, a.group, 'turn');
    event.modifiers = [...event.modifiers, { id: 'recall', module: ID }];
    event.receivers = [game.players[a.figure.player]!];
    event.figures = event.figures?.filter((f) => f.kind === ABBOT && f.player === event.receivers[0]);
    a.group.figures = a.group.figures.filter((f) => f !== a.figure);
    game.returnFigure(a.figure);
    game.addEvent(event, turn.events);
  },
  scenario: {
    actions(play) {
      const p = play as AbbotPlayFields;
      if (!p.abbot) return undefined;
      const [x, y] = p.abbot.return;
      return [{ module: ID, type: 'recall', x, y } satisfies RecallAction];
    },
    actionField: () => 'abbot.return',
  },
};
