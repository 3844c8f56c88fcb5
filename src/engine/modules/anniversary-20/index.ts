/**
 * Module `anniversary-20` (Jubilejní edice 20 let; seed 001, reference tiles.md §4).
 *
 * Symbols are tile attributes `symbol: { kind, arrow }` (arrow = the side it
 * points to at rotation 0). Kinds: `second-meeple`, `anywhere`, `extra-turn`.
 *
 * - **Activation** ("1. Přiložení kartičky"): a symbol is activated when its tile
 *   is placed with the arrow pointing at a neighbouring tile, or when any tile
 *   is placed against the side a board symbol's arrow points to. At most one
 *   symbol is activated per turn; when several could be, the player chooses
 *   (`symbol.from` in a scenario; by default the placed tile's own symbol,
 *   otherwise the first board symbol clockwise from north).
 * - A placed symbol tile whose symbol is **not** activated gives its placer
 *   2 points, also when the placement activates another tile's symbol
 *   ("Shrnutí").
 * - **second-meeple** ("2. Umístění družiníka"): instead of placing a figure on
 *   the new tile, add one of your figures beside one of your own figures
 *   anywhere on the board (same tile and feature); at most 2 together.
 * - **anywhere**: instead of placing a figure on the new tile, place one of your
 *   figures on any unoccupied, uncompleted feature anywhere on the board (a
 *   field always counts as uncompleted; a feature the new tile completes is
 *   completed).
 * - **extra-turn** ("4. Tah navíc"): after this turn the same player takes one
 *   full extra turn; an extra-turn symbol activated during the extra turn has
 *   no effect (no third turn in a row). The other symbols work in it.
 *
 * Events: `{ type: 'symbol', module: 'anniversary-20', key, data: { activated,
 * kind, at: [x, y] } }` — with 2 points to the placer when its own symbol is not
 * activated; keys `anniversary-20:event.symbolActivated`, `…symbolNotActivated`,
 * `…extraTurn` (wording in ./locales). Status: `anniversary-20:status.extraTurn`.
 *
 * Scenario positions may show two figures of one player on one tile feature
 * (after a second meeple; `allowsTogether`), never three or of two players.
 *
 * State between turns: whether the coming turn is an extra turn
 * (the game's {@link GameView.grants}, `grantTurn`); the position notation writes it as
 * `anniversary-20.extra` (`notation` hook).
 *
 * Scenario fields: `play.symbol: { from: [x, y], meeple?: { on: [x, y], at, kind } }`
 * and `play.extra: { tile, at, rotation, meeple? }` (the extra turn).
 */
import type { Board, FeatureView } from '../../board.js';
import type { FeatureGroup } from '../../types.js';
import { engineError, type EngineError } from '../../errors.js';
import type { Move, ModuleAction, TurnInfo } from '../../types.js';
import { SIDE_DX, SIDE_DY, isLocation, locationCode, oppositeSide, quarterTurns, rotateCode } from '../../locations.js';
import type { GameView, RuleModule } from '../../module.js';
import { getTile, type CompiledTile } from '../../tileset.js';
import type { Location } from '../../tile-types.js';
import type { Anniversary20PlayFields } from './schema.js';
import { A20, type SymbolDef } from './tiles.js';
import { setPile } from '../../tile-helpers.js';

const ID = 'anniversary-20';

/** A symbol that a placement activates: the tile carrying it and its kind. */
export interface Activation {
  x: number;
  y: number;
  kind: string;
  /** true when the symbol is on the tile being placed. */
  own: boolean;
}

/** Per-game state of the module. */
export interface AnniversaryState {
  /** Symbol activated in the last turn, or null. (Whether a turn is an extra turn is the game's {@link GameView.turnGrant}.) */
  last: Activation | null;
}

/** The action a scenario or a move carries to use an activated symbol. */
export interface SymbolAction extends ModuleAction {
  module: typeof ID;
  type: 'symbol';
  /** Coordinates of the symbol tile to activate. */
  from: [number, number];
  /** Figure placed by second-meeple / anywhere instead of the usual one. */
  meeple?: { on: [number, number]; at: Location; kind: string };
}

function state(game: GameView): AnniversaryState {
  let s = game.moduleState[ID] as AnniversaryState | undefined;
  if (!s) {
    s = { last: null };
    game.moduleState[ID] = s;
  }
  return s;
}

/** Cells that board symbols point at, kept per board (a fast pre-check for move generation). */
const targetCache = new WeakMap<Board, { scanned: number; cells: number[] }>();

/** Cells ({@link cellId}) that the symbols on the board point at (a few: one per symbol tile). */
function arrowTargets(game: GameView): number[] {
  const b = game.board;
  let c = targetCache.get(b);
  if (!c) {
    c = { scanned: 0, cells: [] };
    targetCache.set(b, c);
  }
  for (; c.scanned < b.tiles.length; c.scanned++) {
    const p = b.tiles[c.scanned]!;
    const sym = symbolOf(p.tile);
    if (!sym) continue;
    const side = arrowSide(sym, p.q);
    c.cells.push(cellId(p.x + SIDE_DX[side]!, p.y + SIDE_DY[side]!));
  }
  return c.cells;
}

/** A tile kind's symbol (cached per tile: tile data objects differ in shape). */
const symbolCache = new WeakMap<CompiledTile, SymbolDef | null>();
function symbolOf(tile: CompiledTile): SymbolDef | undefined {
  let s = symbolCache.get(tile);
  if (s === undefined) {
    s = (tile.def.attrs?.symbol as SymbolDef | undefined) ?? null;
    symbolCache.set(tile, s);
  }
  return s ?? undefined;
}

/** A cell as one small integer (16 bits per axis; coordinates are within ±30001). */
function cellId(x: number, y: number): number {
  return ((x + 32768) << 16) | ((y + 32768) & 0xffff);
}

/** Board side code (0 N … 3 W) a tile's symbol arrow points to after `q` quarter turns. */
function arrowSide(sym: SymbolDef, q: number): number {
  return rotateCode(locationCode(sym.arrow), q);
}

/**
 * Symbols that placing `tile` at `[x, y]` turned `q` quarter turns would
 * activate, on `board` (before the tile is placed): its own symbol first, then
 * board symbols clockwise from north.
 */
export function activations(board: Board, tile: CompiledTile, x: number, y: number, q: number): Activation[] {
  const out: Activation[] = [];
  const own = symbolOf(tile);
  if (own) {
    const s = arrowSide(own, q);
    if (board.at(x + SIDE_DX[s]!, y + SIDE_DY[s]!)) out.push({ x, y, kind: own.kind, own: true });
  }
  for (let s = 0; s < 4; s++) {
    const o = board.at(x + SIDE_DX[s]!, y + SIDE_DY[s]!);
    if (!o) continue;
    const sym = symbolOf(o.tile);
    if (sym && arrowSide(sym, o.q) === oppositeSide(s)) out.push({ x: o.x, y: o.y, kind: sym.kind, own: false });
  }
  return out;
}

/** `m` with `action` appended to its actions (built field by field: object spread is slow here). */
function withAction(m: Move, action: ModuleAction): Move {
  const out: Move = { x: m.x, y: m.y, rotation: m.rotation };
  if (m.figure) out.figure = m.figure;
  out.actions = m.actions ? [...m.actions, action] : [action];
  return out;
}

/** The symbol action of a move, if any. */
function symbolAction(move: Move): SymbolAction | undefined {
  return move.actions?.find((a): a is SymbolAction => a.module === ID && a.type === 'symbol');
}

/** The activation a move uses: the one its action names, else the default (own symbol first). */
function chosen(cands: Activation[], action: SymbolAction | undefined): Activation | undefined {
  if (action) return cands.find((c) => c.x === action.from[0] && c.y === action.from[1]);
  return cands[0];
}

/**
 * Check a symbol action's figure target on `board`: the board as it is (a
 * second meeple joins a figure already there) or as it would be after the
 * placement (`anywhere`: a feature the new tile joins to an occupied one is
 * occupied, one it completes is completed; {@link Board.lookahead}). First
 * the shared figure check ({@link Game.checkFigurePlacement}: location, kind,
 * supply, module vetoes), then the symbol's own occupancy rule ("Umístění
 * družiníka"): second-meeple beside one own figure, at most two together;
 * anywhere on an unoccupied, uncompleted feature.
 * @returns an error (path `actions[i].meeple…`) or undefined.
 */
function checkTarget(
  game: GameView,
  board: FeatureView,
  kind: string,
  a: SymbolAction,
  path: string,
): EngineError | undefined {
  const m = a.meeple;
  if (!m) return undefined;
  const t = board.at(m.on[0], m.on[1]);
  if (!t) return engineError('module.action', `${path}.meeple.on`, { message: `no tile at [${m.on.join(', ')}]` });
  const only = game.figureKinds.get(m.kind)?.placedTileOnly;
  if (only)
    return engineError('module.action', `${path}.meeple.kind`, { message: `a symbol cannot place a ${m.kind}` });
  const err = game.checkFigurePlacement(game.player, m.kind, t, m.at);
  if (err) return { ...err, path: `${path}.meeple.${err.path}` };
  const node = board.nodeAt(t, locationCode(m.at));
  const g = board.group(node);
  if (kind === 'second-meeple') {
    const here = g.figures.filter((f) => f.node === node);
    if (!here.some((f) => f.player === game.player)) {
      return engineError('module.action', `${path}.meeple`, {
        message: 'no own figure stands there to add a second one',
      });
    }
    if (here.length >= 2)
      return engineError('module.action', `${path}.meeple`, { message: 'at most two figures may stand together' });
  } else if (kind === 'anywhere') {
    if (g.figures.length) return engineError('figure.occupied', `${path}.meeple.at`, { at: m.at });
    if (board.isClosed(g))
      return engineError('module.action', `${path}.meeple`, { message: 'the feature is completed' });
  } else {
    return engineError('module.action', `${path}.meeple`, { message: `a ${kind} symbol places no figure` });
  }
  return undefined;
}

/** The `symbol` field of a play as a validated scenario holds it (./schema.ts). */
type SymbolField = NonNullable<Anniversary20PlayFields['symbol']>;

/** Scenario `symbol` field → module action. */
function toAction(sym: SymbolField | undefined): ModuleAction[] | undefined {
  if (!sym) return undefined;
  const a: SymbolAction = { module: ID, type: 'symbol', from: sym.from, ...(sym.meeple ? { meeple: sym.meeple } : {}) };
  return [a];
}

/**
 * Whether the turn just played gives the extra turn a scenario's `play.extra`
 * shows ("Tah navíc"; one symbol per turn, "Přiložení kartičky"): an error
 * at `play.extra` when no extra-turn symbol was activated, or when the turn
 * used another symbol instead.
 */
function extraTurnRefused(game: GameView, path: string): EngineError | undefined {
  const s = state(game);
  if (game.turnGrant === ID) return undefined;
  const last = s.last;
  const message = !last
    ? 'the play activates no extra-turn symbol, so there is no extra turn'
    : last.kind !== 'extra-turn'
      ? `one symbol per turn: the play uses the ${last.kind} symbol of the tile at [${last.x}, ${last.y}], so it gives no extra turn`
      : 'an extra-turn symbol activated during an extra turn has no effect';
  return engineError('module.action', path, { message });
}

/** What the `moves` hook needs for every placement of one turn ({@link RuleModule.prepareMoves}). */
interface Prepared {
  tile: CompiledTile;
  /** The tile to place carries a symbol. */
  own: boolean;
  /** Cells board symbols point at ({@link cellId}). */
  targets: number[];
  /** Second-meeple targets on the board as it is (the same for every placement), once asked. */
  second?: NonNullable<SymbolAction['meeple']>[];
  /** Anywhere targets of the board's features that a placement leaves as they are ({@link targetsFor}), filled as asked. */
  anywhere?: Map<FeatureGroup, NonNullable<SymbolAction['meeple']>[]>;
}

/** A figure a symbol may place (a `symbol` action's `meeple`). */
type Target = NonNullable<SymbolAction['meeple']>;

/**
 * The figures a `kind` symbol may place on `board` (the board as it is for a
 * second meeple, the board after the placement for `anywhere`): one per
 * feature and figure kind in the current player's supply, on the player's
 * first figure there (second meeple) or the feature's first part (anywhere),
 * named by the first location of that tile feature; only those
 * {@link checkTarget} accepts. Features in board order (a feature the
 * placement joins where the board lists its first part, the new tile's own
 * ones last), kinds in definition order.
 *
 * `known` (anywhere only) keeps, for the generation, the targets of each city,
 * road and field of the board as it is: one the placement does not touch is
 * the same feature after it (same figures, same open ends), so its targets
 * hold for every placement of the turn. A monastery is asked every time (the
 * new tile may be its eighth neighbour).
 */
function targetsFor(
  game: GameView,
  board: FeatureView,
  kind: 'second-meeple' | 'anywhere',
  known?: Map<FeatureGroup, Target[]>,
): Target[] {
  const out: Target[] = [];
  // Second meeple: only features with figures (read in place, no list of every feature).
  const groups = kind === 'second-meeple' ? game.board.groups : board.allGroups();
  for (const g of groups) {
    if (!g || (kind === 'second-meeple' && !g.figures.length)) continue;
    const keep = known && g.kind !== 'monastery' && game.board.groups[g.root] === g;
    let list = keep ? known.get(g) : undefined;
    if (!list) {
      list = groupTargets(game, board, kind, g);
      if (keep) known.set(g, list);
    }
    for (let i = 0; i < list.length; i++) out.push(list[i]!);
  }
  return out;
}

/**
 * {@link targetsFor} of one feature `g` of `board`. Each node is one tile
 * feature of `g`, and each kind is asked once per node, so no target repeats.
 */
function groupTargets(
  game: GameView,
  board: FeatureView,
  kind: 'second-meeple' | 'anywhere',
  g: FeatureGroup,
): Target[] {
  const out: Target[] = [];
  // Second meeple: beside each own figure of the feature (each tile
  // feature once). Anywhere: one tile feature per feature, the
  // northernmost, then westernmost — not the union–find's first part,
  // so that the list does not depend on the order the tiles were laid.
  let nodes: number[];
  if (kind === 'second-meeple') {
    nodes = [];
    for (const f of g.figures) if (f.player === game.player && !nodes.includes(f.node)) nodes.push(f.node);
  } else {
    // An occupied or completed feature takes no figure (checkTarget): skip the search for its part.
    if (g.figures.length) return out;
    const n = representative(board, g);
    nodes = n >= 0 ? [n] : [];
  }
  for (const node of nodes) {
    const { x, y, locs } = board.nodeLocations(node);
    if (!locs.length) continue;
    for (const fk of game.figureKinds.values()) {
      if (fk.placedTileOnly || game.available(game.player, fk.id) <= 0) continue;
      const meeple = { on: [x, y] as [number, number], at: locs[0]!, kind: fk.id };
      if (checkTarget(game, board, kind, { module: ID, type: 'symbol', from: [0, 0], meeple }, '')) continue;
      out.push(meeple);
    }
  }
  return out;
}

/** The turn's {@link Prepared}; null when no placement can activate a symbol (no tile, or no symbol on it or on the board). */
function prepare(game: GameView): Prepared | null {
  const tile = game.current ? getTile(game.current) : undefined;
  if (!tile) return null;
  const own = !!symbolOf(tile);
  const targets = arrowTargets(game);
  return own || targets.length ? { tile, own, targets } : null;
}

export const anniversary20Module: RuleModule = {
  id: ID,
  requires: ['base'],
  tileSets: [A20],
  tileFilters: [{ attr: 'symbol', on: 'tile' }],
  pile: () => setPile(A20),
  setup: (): AnniversaryState => ({ last: null }),
  // A position after "second meeple": two figures of one player on one tile feature.
  allowsTogether(_game, here, next) {
    return here.length === 1 && here[0]!.player === next.player;
  },
  validateMove(game, move) {
    const a = symbolAction(move);
    if (!a) return undefined;
    const i = move.actions!.indexOf(a);
    const path = `actions[${i}]`;
    const tile = game.current ? getTile(game.current) : undefined;
    if (!tile) return undefined;
    const q = quarterTurns(move.rotation);
    const cands = activations(game.board, tile, move.x, move.y, q);
    const act = chosen(cands, a);
    if (!act)
      return engineError('module.action', `${path}.from`, { message: 'this placement does not activate that symbol' });
    if (a.meeple) {
      if (act.kind !== 'second-meeple' && act.kind !== 'anywhere') {
        return engineError('module.action', `${path}.meeple`, { message: `a ${act.kind} symbol places no figure` });
      }
      if (move.figure)
        return engineError('module.action', `${path}.meeple`, {
          message: 'the symbol replaces the figure on the new tile',
        });
      // A second figure joins an existing one: the merge with the new tile cannot
      // change that, so the current board suffices. "Anywhere" must be judged
      // after the merge (occupied or completed through the new tile).
      const board = act.kind === 'second-meeple' ? game.board : game.board.lookahead(tile, move.x, move.y, q);
      return checkTarget(game, board, act.kind, a, path);
    }
    return undefined;
  },
  prepareMoves(game) {
    return prepare(game);
  },
  movesVary(_game, prepared, x, y) {
    // Only placements that activate a symbol: the tile's own, or one on the
    // board whose arrow points at the cell.
    const prep = prepared as Prepared;
    return prep.own || prep.targets.includes(cellId(x, y)) ? 15 : 0;
  },
  moves(game, base, prepared) {
    // Symbol variants only for placements that activate a symbol: the tile's
    // own, or one on the board whose arrow points at the cell.
    if (!base.length) return base;
    const prep = prepared === undefined ? prepare(game) : (prepared as Prepared | null);
    if (!prep) return base;
    const { tile } = prep;
    const first = base[0]!;
    if (!prep.own && !prep.targets.includes(cellId(first.x, first.y))) return base;
    const cands = activations(game.board, tile, first.x, first.y, quarterTurns(first.rotation));
    if (!cands.length) return base;
    const out = [...base];
    const bare: Move = { x: first.x, y: first.y, rotation: first.rotation };
    let after: FeatureView | undefined;
    for (const c of cands) {
      // Choosing another symbol than the default one, with every move of the
      // placement (figure on the new tile or not); naming the default symbol
      // would only repeat the plain moves (see canonicalMove).
      if (c !== cands[0]) {
        for (const m of base) out.push(withAction(m, { module: ID, type: 'symbol', from: [c.x, c.y] }));
      }
      if (c.kind === 'second-meeple') {
        // The same targets for every placement of the turn: worked out once.
        for (const meeple of (prep.second ??= targetsFor(game, game.board, 'second-meeple'))) {
          out.push(withAction(bare, { module: ID, type: 'symbol', from: [c.x, c.y], meeple }));
        }
      } else if (c.kind === 'anywhere') {
        const board = (after ??= game.board.lookahead(tile, first.x, first.y, quarterTurns(first.rotation)));
        for (const meeple of targetsFor(game, board, 'anywhere', (prep.anywhere ??= new Map()))) {
          out.push(withAction(bare, { module: ID, type: 'symbol', from: [c.x, c.y], meeple }));
        }
      }
    }
    return out;
  },
  canonicalMove(game, move) {
    // A symbol action without a figure that names the symbol chosen by
    // default (the placed tile's own, else the first clockwise from north)
    // plays the same turn as no action at all.
    const a = symbolAction(move);
    const tile = game.current ? getTile(game.current) : undefined;
    if (!a || !tile || game.board.at(move.x, move.y)) return move;
    if (a.meeple) {
      // The figure is listed at the first location of its tile feature.
      const t = game.board.at(a.meeple.on[0], a.meeple.on[1]);
      const node = t && isLocation(a.meeple.at) ? game.board.nodeAt(t, locationCode(a.meeple.at)) : -1;
      const at = node >= 0 ? game.board.nodeLocations(node).locs[0] : undefined;
      if (!at || at === a.meeple.at) return move;
      return { ...move, actions: move.actions!.map((x) => (x === a ? { ...a, meeple: { ...a.meeple!, at } } : x)) };
    }
    const first = activations(game.board, tile, move.x, move.y, quarterTurns(move.rotation))[0];
    if (!first || first.x !== a.from[0] || first.y !== a.from[1]) return move;
    const actions = move.actions!.filter((x) => x !== a);
    const out: Move = { ...move, actions };
    if (!actions.length) delete out.actions;
    return out;
  },
  status(game) {
    return game.turnGrant === ID && !game.ended
      ? [{ key: `${ID}:status.extraTurn`, data: { player: game.players[game.player]! } }]
      : [];
  },
  afterTilePlaced(game, turn) {
    const s = state(game);
    s.last = null;
    // Activations are judged on the board before this tile; they look only at
    // the neighbours, which the placement did not change.
    const p = turn.placed;
    // Only a tile with a symbol, or one on a cell a board arrow points at, can activate one.
    const cands =
      symbolOf(p.tile) || arrowTargets(game).includes(cellId(p.x, p.y))
        ? activations(game.board, p.tile, p.x, p.y, p.q)
        : [];
    const act = chosen(cands, symbolAction(turn.move));
    s.last = act ?? null;
    const own = symbolOf(p.tile);
    if (act) {
      game.addEvent(
        {
          type: 'symbol',
          phase: 'turn',
          module: ID,
          key: `${ID}:event.symbolActivated`,
          modifiers: [],
          receivers: [],
          points: 0,
          data: { activated: true, kind: act.kind, at: [act.x, act.y], own: act.own },
        },
        turn.events,
      );
    }
    if (own && !(act && act.own)) {
      game.addEvent(
        {
          type: 'symbol',
          phase: 'turn',
          module: ID,
          key: `${ID}:event.symbolNotActivated`,
          modifiers: [{ id: 'symbol-not-activated', module: ID, value: 2 }],
          receivers: [game.players[turn.player]!],
          points: 2,
          data: { activated: false, kind: own.kind, at: [p.x, p.y], own: true },
        },
        turn.events,
      );
    }
  },
  afterFigure(game, turn) {
    const s = state(game);
    const a = symbolAction(turn.move);
    if (!s.last || !a?.meeple) return;
    if (s.last.kind !== 'second-meeple' && s.last.kind !== 'anywhere') return;
    const t = game.board.at(a.meeple.on[0], a.meeple.on[1])!;
    const code = locationCode(a.meeple.at);
    game.putFigure(turn.player, a.meeple.kind, t, code);
    // Say where the symbol's follower went (points 0: nobody scores by it).
    const feature = t.tile.features[t.tile.locFeature[t.q]![code]!]?.kind;
    game.addEvent(
      {
        type: 'symbol',
        phase: 'turn',
        module: ID,
        key: `${ID}:event.symbolMeeple`,
        modifiers: [],
        receivers: [],
        points: 0,
        data: { kind: s.last.kind, player: game.players[turn.player]!, figure: a.meeple.kind, feature, at: [t.x, t.y] },
      },
      turn.events,
    );
  },
  endTurn(game, turn: TurnInfo) {
    const s = state(game);
    // no third turn in a row, and never two extra turns waiting (a builder's second tile may come between)
    if (s.last?.kind === 'extra-turn' && game.turnGrant !== ID && !game.grants.includes(ID)) {
      // another module's bonus turn granted this turn (a builder's second tile) is played first
      const after = game.grants.length > (game.turnGrant ? 1 : 0);
      game.grantTurn(ID);
      game.addEvent(
        {
          type: 'symbol',
          phase: 'turn',
          module: ID,
          key: after ? `${ID}:event.extraTurnAfter` : `${ID}:event.extraTurn`,
          modifiers: [],
          receivers: [],
          points: 0,
          data: { extraTurn: true, player: game.players[turn.player]! },
        },
        turn.events,
      );
    }
  },
  notation: {
    // Only a waiting extra turn outlives a turn (`last` is set afresh when a tile is placed).
    write: (game) => (game.grants.includes(ID) ? 'extra' : undefined),
    read(game, text, path) {
      if (text !== 'extra') return engineError('notation.invalid', path);
      if (!game.grants.includes(ID)) game.grantTurn(ID);
      return undefined;
    },
  },
  scenario: {
    actions(play) {
      return toAction(play.symbol as SymbolField | undefined);
    },
    // Errors about a symbol action (`actions[i].meeple.at`) name `symbol.meeple.at`.
    actionField: (_action, sub) => `symbol${sub}`,
    followUps(play) {
      return play.extra
        ? [{ path: 'play.extra', play: play.extra as Record<string, unknown>, check: extraTurnRefused }]
        : [];
    },
  },
};

/**
 * The tile feature of `g` that an "anywhere" move names: the one on the
 * northernmost, then westernmost tile among those that can be named by a
 * location (lowest feature index on a tile with two parts); -1 when none can.
 */
function representative(board: FeatureView, g: FeatureGroup): number {
  let best = -1;
  let bx = 0,
    by = 0;
  for (const n of g.parts) {
    const { x, y, locs } = board.nodeLocations(n);
    if (!locs.length) continue;
    if (best < 0 || y < by || (y === by && (x < bx || (x === bx && n < best)))) {
      best = n;
      bx = x;
      by = y;
    }
  }
  return best;
}
