/**
 * The core's part of move generation ({@link Game.legalMoves} and its layers):
 * the figure kinds a turn may use, the moves at one legal placement (without
 * a figure, then one per feature of the tile a figure may take, base rules
 * "Umístění družiníka"), then each module's `moves` hook. Every module
 * variant (buy-backs, symbols, …) comes from the modules.
 *
 * What does not depend on the cell is worked out once per generation and
 * shared by every placement ({@link FigureChoice}): the kinds in the supply,
 * the modules' `prepareMoves`, and per rotation of the tile which (feature,
 * kind) pairs may take a figure at all ({@link FigureSlot}). At each
 * placement only the occupancy of the tile's features is asked of the board
 * (the neighbours read once per cell, {@link Board.edgeFeatures}) and the
 * vetoes of the modules.
 */
import { locationCode, locationName, rotateCode, type Rotation } from './locations.js';
import type { EngineError } from './errors.js';
import type { FigureKindDef, FigureQuery, GameView, RuleModule } from './module.js';
import type { Location } from './tile-types.js';
import type { CompiledTile } from './tileset.js';
import type { FeatureGroup, Move, PlacedTile, Placement } from './types.js';

/**
 * One figure the current tile may take whatever the cell: feature `feature`
 * of the tile (named by its first location after the rotation) and a figure
 * kind in the supply that stands on that feature's kind; `figure` is the
 * move's `figure` field, frozen and shared by every move that places it.
 */
export interface FigureSlot {
  /** Index of the tile feature. */
  feature: number;
  figure: Readonly<{ at: Location; kind: string }>;
}

/**
 * What {@link Game.legalMoves} needs per turn: kinds in the current player's
 * supply, modules with a figure veto, the modules whose `moves` hook takes
 * part and their `prepareMoves` results; filled as generation goes, the figure
 * slots of the tile per quarter turn ({@link figureSlots}) and the features
 * around the last cell asked ({@link coreMoves}).
 */
export interface FigureChoice {
  /** Kinds in the supply that go on an unoccupied feature. */
  kinds: FigureKindDef[];
  /** Companion kinds in the supply ({@link FigureKindDef.companion}): only beside one of the player's followers. */
  companions: FigureKindDef[];
  vetoes: readonly RuleModule[];
  /** Modules with a `moves` hook whose `prepareMoves` did not give null this generation, in module order. */
  modules: readonly RuleModule[];
  /** Their `prepareMoves` results, in the same order. */
  prepared: unknown[];
  /** The {@link RuleModule.movesVary} bits of {@link modules} at the cell last asked ({@link varyMasks}). */
  masks?: number[];
  /** The tile {@link slots} are for. */
  slotTile?: CompiledTile;
  /** slots[q]: the {@link FigureSlot}s of {@link slotTile} turned q quarter turns. */
  slots?: readonly FigureSlot[][];
  /** Set by generations over many placements: the neighbours' features are read once per cell ({@link edges}). */
  byCell?: boolean;
  /** {@link Board.edgeFeatures} of the cell [{@link edgesX}, {@link edgesY}]. */
  edges?: Int32Array;
  edgesX?: number;
  edgesY?: number;
}

/** No figure slot (shared, never changed). */
const NO_SLOTS: readonly FigureSlot[] = [];

/** Per tile: firstLocations(tile)[q][fi] = the name of feature fi's first location after q quarter turns ('' when it has none). */
const firstLocationCache = new WeakMap<CompiledTile, ('' | Location)[][]>();
function firstLocations(tile: CompiledTile): ('' | Location)[][] {
  let t = firstLocationCache.get(tile);
  if (!t) {
    t = [0, 1, 2, 3].map((q) =>
      tile.features.map((f) => (f.locs.length ? locationName(rotateCode(f.locs[0]!, q)) : '')),
    );
    firstLocationCache.set(tile, t);
  }
  return t;
}

/**
 * The figure kinds the current player has in the supply, in definition
 * order, the modules that may forbid a figure and (with `prepare`) the
 * modules whose `moves` hook takes part in this generation with what each
 * one's `prepareMoves` works out (null: the module adds nothing, left out).
 */
export function figureChoice(game: GameView, prepare = false): FigureChoice {
  const kinds: FigureKindDef[] = [];
  let companions: FigureKindDef[] = NO_KINDS;
  for (const k of game.figureKinds.values())
    if (game.available(game.player, k.id) > 0) {
      if (!k.companion) kinds.push(k);
      else (companions === NO_KINDS ? (companions = []) : companions).push(k);
    }
  const mods = game.hooks.moves;
  if (!prepare || !mods.length)
    return { kinds, companions, vetoes: game.hooks.canPlaceFigure, modules: NO_MODULES, prepared: [] };
  const modules: RuleModule[] = [];
  const prepared: unknown[] = [];
  for (let i = 0; i < mods.length; i++) {
    const p = mods[i]!.prepareMoves?.(game);
    if (p === null) continue;
    modules.push(mods[i]!);
    prepared.push(p);
  }
  return { kinds, companions, vetoes: game.hooks.canPlaceFigure, modules, prepared };
}

/** No figure kind (shared, never changed). */
const NO_KINDS: FigureKindDef[] = [];

/** No module's `moves` hook takes part (shared, never changed). */
const NO_MODULES: readonly RuleModule[] = [];

/**
 * A {@link FigureChoice} for the figure kinds named in `kinds` whatever the
 * current player's supply holds (in definition order; unknown ids are
 * skipped), with the modules' vetoes and the neighbours' features read once
 * per cell: for figures a turn makes available before the figure step (a
 * bathhouse buy-back). No module `prepareMoves` ({@link coreMoves} only).
 */
export function kindsChoice(game: GameView, kinds: readonly string[]): FigureChoice {
  const defs: FigureKindDef[] = [];
  const companions: FigureKindDef[] = [];
  for (const k of game.figureKinds.values()) if (kinds.includes(k.id)) (k.companion ? companions : defs).push(k);
  return {
    kinds: defs,
    companions,
    vetoes: game.hooks.canPlaceFigure,
    modules: NO_MODULES,
    prepared: [],
    byCell: true,
  };
}

/**
 * Slots per tile and kinds: slotCache.get(tile).get(key of the kinds)[q]. The
 * slots depend only on the tile and on the ids and `stands` of the kinds, so
 * they are worked out once per tile and set of kinds, for every game.
 */
const slotCache = new WeakMap<CompiledTile, Map<number | string, FigureSlot[][]>>();
/** A number per figure kind definition and its `stands` list (a new list, a new number). */
const kindNumbers = new WeakMap<FigureKindDef, { stands: readonly string[]; n: number }>();
let kindCount = 0;
/** The key of `kinds` in {@link slotCache}: their numbers in order (one kind: its number). */
function kindsKey(kinds: readonly FigureKindDef[]): number | string {
  let key: number | string = '';
  for (let i = 0; i < kinds.length; i++) {
    const k = kinds[i]!;
    let e = kindNumbers.get(k);
    if (!e || e.stands !== k.stands) kindNumbers.set(k, (e = { stands: k.stands, n: ++kindCount }));
    key = kinds.length === 1 ? e.n : `${key}${e.n},`;
  }
  return key;
}

/**
 * The {@link FigureSlot}s of `tile` for `choice`'s kinds, per quarter turn:
 * features in tile order (those with a location), for each the kinds in
 * definition order that stand on it. Kept in `choice` for the generation.
 */
export function figureSlots(choice: FigureChoice, tile: CompiledTile): readonly FigureSlot[][] {
  if (choice.slotTile === tile && choice.slots) return choice.slots;
  const slots = slotsOf(tile, choice.kinds);
  choice.slotTile = tile;
  choice.slots = slots;
  return slots;
}

/** The {@link FigureSlot}s of `tile` for figure kinds `kinds`, per quarter turn (cached per tile and kinds). */
function slotsOf(tile: CompiledTile, kinds: readonly FigureKindDef[]): FigureSlot[][] {
  let byKinds = slotCache.get(tile);
  if (!byKinds) slotCache.set(tile, (byKinds = new Map()));
  const key = kindsKey(kinds);
  let slots = byKinds.get(key);
  if (!slots) {
    const names = firstLocations(tile);
    slots = [0, 1, 2, 3].map((q) => {
      const out: FigureSlot[] = [];
      for (const f of tile.features) {
        const at = names[q]![f.index];
        if (!at) continue;
        for (const k of kinds)
          if (k.stands.includes(f.kind)) out.push({ feature: f.index, figure: Object.freeze({ at, kind: k.id }) });
      }
      return out;
    });
    byKinds.set(key, slots);
  }
  return slots;
}

/**
 * Whether tile feature `fi` of `tile` placed at `[x, y]` turned `q` quarter turns would belong to a feature where
 * `player` has a follower (a figure whose kind has strength > 0 on that feature kind): where a companion figure may
 * go ({@link FigureKindDef.companion}). The tile is not placed; its own figure is not counted.
 */
export function joinsOwnFollower(
  game: GameView,
  tile: CompiledTile,
  x: number,
  y: number,
  q: number,
  fi: number,
  player: number,
): boolean {
  const b = game.board;
  const own = (g: FeatureGroup) => hasFollowerOf(game, g, player);
  // a feature reaches the player's follower only through a neighbour's feature: none beside the cell, none joined
  const edges = (companionEdges ??= new Int32Array(13));
  b.edgeFeatures(x, y, edges);
  let beside = false;
  for (let c = 0; c < 12 && !beside; c++) if (edges[c]! >= 0 && own(b.group(edges[c]!))) beside = true;
  if (!beside) return false;
  const la = b.lookahead(tile, x, y, q);
  return own(la.group(la.placed.nodeBase + fi));
}

/**
 * Whether `player` has a follower on feature `g`: a figure whose kind counts in a majority there (strength > 0), the
 * figure a companion must stand beside ({@link FigureKindDef.companion}).
 */
export function hasFollowerOf(game: GameView, g: FeatureGroup, player: number): boolean {
  return g.figures.some((f) => f.player === player && (game.figureKinds.get(f.kind)?.strength(g.kind) ?? 0) > 0);
}

/** Scratch for {@link joinsOwnFollower}'s look at the cell's neighbours. */
let companionEdges: Int32Array | null = null;

/**
 * The moves placing a companion figure ({@link FigureKindDef.companion}) of `choice.companions` at a placement:
 * on each feature of the tile that would join a feature with a figure (`occupied`, bit per tile feature) where the
 * player has a follower ({@link joinsOwnFollower}), unless a module vetoes it; appended to `out` (returned).
 */
function pushCompanions(
  game: GameView,
  tile: CompiledTile,
  x: number,
  y: number,
  q: number,
  occupied: number,
  choice: FigureChoice,
  out: Move[],
): Move[] {
  if (!occupied) return out;
  const slots = slotsOf(tile, choice.companions)[q]!;
  const rotation = (q * 90) as Rotation;
  const own = new Map<number, boolean>();
  for (let i = 0; i < slots.length; i++) {
    const s = slots[i]!;
    if (!((occupied >>> s.feature) & 1)) continue;
    let mine = own.get(s.feature);
    if (mine === undefined) own.set(s.feature, (mine = joinsOwnFollower(game, tile, x, y, q, s.feature, game.player)));
    if (!mine || vetoed(game, tile, x, y, q, s, choice.vetoes)) continue;
    out.push({ x, y, rotation, figure: s.figure });
  }
  return out;
}

/** Whether a module forbids the figure of `s` at the placement ({@link RuleModule.canPlaceFigure}). */
function vetoed(
  game: GameView,
  tile: CompiledTile,
  x: number,
  y: number,
  q: number,
  s: FigureSlot,
  vetoes: readonly RuleModule[],
): boolean {
  if (!vetoes.length) return false;
  const query: FigureQuery = {
    player: game.player,
    kind: s.figure.kind,
    tile: { index: -1, tile, x, y, q, nodeBase: -1 },
    feature: s.feature,
    def: tile.features[s.feature]!.def,
    loc: locationCode(s.figure.at),
  };
  for (let v = 0; v < vetoes.length; v++) if (vetoes[v]!.canPlaceFigure!(game, query)) return true;
  return false;
}

/**
 * One array for placements (x, y, q triples, {@link Board.placementsFlat})
 * lent to move generation and given back when it is done, so that a turn's
 * generation allocates none; a generation that starts inside another (a
 * module asking for moves) gets a new one.
 */
let spare: number[] | null = [];
/** The spare placements array (emptied by its next use), or a new one when it is lent out. */
function lendPlacements(): number[] {
  const s = spare ?? [];
  spare = null;
  return s;
}
/** Gives an array from {@link lendPlacements} back. */
function returnPlacements(a: number[]): void {
  spare = a;
}

/** A scratch array for {@link Board.edgeFeatures} lent like {@link lendPlacements} (a typed array is slow to make every turn). */
let spareEdges: Int32Array | null = new Int32Array(13);
/** The spare edges array, or a new one when it is lent out. */
function lendEdges(): Int32Array {
  const e = spareEdges ?? new Int32Array(13);
  spareEdges = null;
  return e;
}

/**
 * The first refusal of the modules' placement rules ({@link RuleModule.placementRule})
 * for `tile` at `[x, y]` turned `q` quarter turns, whose edges fit; undefined when
 * every module allows it (always, in a game without such a rule).
 */
export function placementRuleError(
  game: GameView,
  tile: CompiledTile,
  x: number,
  y: number,
  q: number,
): EngineError | undefined {
  const rules = game.hooks.placementRule;
  for (let i = 0; i < rules.length; i++) {
    const e = rules[i]!.placementRule!(game, tile, x, y, q);
    if (e) return e;
  }
  return undefined;
}

/** `flat` (x, y, q triples whose edges fit) without the placements a module's rule refuses, in place; returns it. */
function ruledPlacements(game: GameView, tile: CompiledTile, flat: number[]): number[] {
  if (!game.hooks.placementRule.length) return flat;
  let n = 0;
  for (let i = 0; i < flat.length; i += 3) {
    if (placementRuleError(game, tile, flat[i]!, flat[i + 1]!, flat[i + 2]!)) continue;
    flat[n++] = flat[i]!;
    flat[n++] = flat[i + 1]!;
    flat[n++] = flat[i + 2]!;
  }
  flat.length = n;
  return flat;
}

/**
 * Whether `tile` can be placed anywhere on the game's board: its edges fit some
 * frontier cell and no module's placement rule refuses it there (the draw sets
 * aside a tile that cannot).
 */
export function canPlaceAnywhere(game: GameView, tile: CompiledTile): boolean {
  if (!game.hooks.placementRule.length) return game.board.canPlaceAnywhere(tile);
  const flat = ruledPlacements(game, tile, game.board.placementsFlat(tile, lendPlacements()));
  const any = flat.length > 0;
  returnPlacements(flat);
  return any;
}

/** {@link Game.placements} of `tile` (the current tile), appended to `out` (returned). */
export function placementsOf(game: GameView, tile: CompiledTile, out: Placement[]): Placement[] {
  const flat = ruledPlacements(game, tile, game.board.placementsFlat(tile, lendPlacements()));
  for (let i = 0; i < flat.length; i += 3)
    out.push({ x: flat[i]!, y: flat[i + 1]!, rotation: (flat[i + 2]! * 90) as Rotation });
  returnPlacements(flat);
  return out;
}

/**
 * {@link Game.legalMoves} for `tile` (the current tile), appended to `out`
 * (returned): the core's moves at every placement with the shared work done
 * once ({@link coreMovesAll}), each module's `moves` hook called only at the
 * placements where its {@link RuleModule.movesVary} says it may add
 * something (at every placement for a module without that test).
 */
export function allMoves(game: GameView, tile: CompiledTile, out: Move[]): Move[] {
  const choice = figureChoice(game, true);
  choice.byCell = true;
  const edges = (choice.edges = lendEdges());
  const flat = ruledPlacements(game, tile, game.board.placementsFlat(tile, lendPlacements()));
  coreMovesAll(game, tile, flat, choice, out);
  returnPlacements(flat);
  choice.edges = undefined; // the generation is over: the array goes back
  spareEdges = edges;
  return out;
}

/**
 * The core moves at every placement of `flat` (x, y, q triples, the cells'
 * rotations together), appended to `out`: the slots of each quarter turn
 * looked up once, the neighbours' features read once per cell, and the
 * occupancy asked only where the tile has a slot and some neighbour a figure.
 * With `choice.modules`, each placement's moves then go through their `moves`
 * hooks ({@link moduleMovesAt}).
 */
function coreMovesAll(
  game: GameView,
  tile: CompiledTile,
  flat: readonly number[],
  choice: FigureChoice,
  out: Move[],
): void {
  const bySlots = choice.kinds.length ? figureSlots(choice, tile) : undefined;
  const anySlot = !!bySlots && (bySlots[0]!.length || bySlots[1]!.length || bySlots[2]!.length || bySlots[3]!.length);
  const board = game.board;
  const edges = (choice.edges ??= new Int32Array(13));
  const vetoes = choice.vetoes;
  const companions = choice.companions.length > 0;
  let cx = NaN,
    cy = NaN,
    taken = false;
  // The cell whose module tests were last asked, and the union of their bits.
  let mx = NaN,
    my = NaN,
    vary = 0;
  const masks = choice.modules.length ? (choice.masks = []) : undefined;
  for (let i = 0; i < flat.length; i += 3) {
    const x = flat[i]!,
      y = flat[i + 1]!,
      q = flat[i + 2]!;
    const rotation = (q * 90) as Rotation;
    const start = out.length;
    out.push({ x, y, rotation });
    if (masks && (x !== mx || y !== my)) {
      vary = varyMasks(game, x, y, choice, masks);
      mx = x;
      my = y;
    }
    const slots = anySlot ? bySlots![q]! : NO_SLOTS;
    if (slots.length || companions) {
      if (x !== cx || y !== cy) {
        taken = board.edgeFeatures(x, y, edges);
        cx = x;
        cy = y;
      }
      const occupied = taken ? board.occupiedByEdges(edges, tile, q) : 0;
      if (vetoes.length) pushFigures(game, tile, x, y, q, slots, occupied, vetoes, out);
      else
        for (let j = 0; j < slots.length; j++) {
          const s = slots[j]!;
          if (!((occupied >>> s.feature) & 1)) out.push({ x, y, rotation, figure: s.figure });
        }
      if (companions && occupied) pushCompanions(game, tile, x, y, q, occupied, choice, out);
    }
    if (vary && (vary >> q) & 1) moduleMovesAt(game, q, choice, out, start);
  }
  choice.edgesX = cx;
  choice.edgesY = cy;
}

/**
 * The {@link RuleModule.movesVary} bits of each of `choice.modules` at the
 * cell `[x, y]` (15 for a module without the test), into `masks` in the same
 * order; returns their union.
 */
function varyMasks(game: GameView, x: number, y: number, choice: FigureChoice, masks: number[]): number {
  let any = 0;
  const modules = choice.modules;
  for (let i = 0; i < modules.length; i++) {
    const m = modules[i]!;
    const bits = m.movesVary ? m.movesVary(game, choice.prepared[i], x, y) : 15;
    masks[i] = bits;
    any |= bits;
  }
  return any;
}

/**
 * The modules' `moves` hooks over the moves of one placement (quarter turn
 * `q` of the cell {@link varyMasks} was last asked for), `out[start…]`
 * (replaced by the result): each of `choice.modules` whose bit q is set in
 * `choice.masks`, in module order. Nothing is copied when no module's bit is
 * set.
 */
function moduleMovesAt(game: GameView, q: number, choice: FigureChoice, out: Move[], start: number): void {
  let moves: Move[] | undefined;
  const masks = choice.masks!;
  const modules = choice.modules;
  for (let i = 0; i < modules.length; i++) {
    if (!((masks[i]! >> q) & 1)) continue;
    if (!moves) {
      moves = out.slice(start);
      out.length = start;
    }
    moves = modules[i]!.moves!(game, moves, choice.prepared[i]);
  }
  if (moves) for (let j = 0; j < moves.length; j++) out.push(moves[j]!);
}

/**
 * The core moves at a legal placement (no figure first, then each figure),
 * then the modules' `moves` hooks ({@link moduleMovesAt}).
 */
export function movesAt(
  game: GameView,
  tile: CompiledTile,
  x: number,
  y: number,
  q: number,
  choice: FigureChoice,
): Move[] {
  const moves = coreMoves(game, tile, x, y, q, choice, []);
  if (choice.modules.length && (varyMasks(game, x, y, choice, (choice.masks = [])) >> q) & 1)
    moduleMovesAt(game, q, choice, moves, 0);
  return moves;
}

/**
 * The move without a figure, then one per allowed figure (features in tile
 * order, kinds in definition order), appended to `out` (returned).
 */
export function coreMoves(
  game: GameView,
  tile: CompiledTile,
  x: number,
  y: number,
  q: number,
  choice: FigureChoice,
  out: Move[],
): Move[] {
  const rotation = (q * 90) as Rotation;
  out.push({ x, y, rotation });
  if (!choice.kinds.length && !choice.companions.length) return out;
  const slots = choice.kinds.length ? figureSlots(choice, tile)[q]! : NO_SLOTS;
  if (!slots.length && !choice.companions.length) return out;
  // Placements of one cell come together: in a generation over many
  // placements the neighbours' features are read once per cell.
  let occupied: number;
  if (choice.byCell) {
    let edges = choice.edges;
    if (!edges || choice.edgesX !== x || choice.edgesY !== y) {
      edges = choice.edges ??= new Int32Array(13);
      game.board.edgeFeatures(x, y, edges);
      choice.edgesX = x;
      choice.edgesY = y;
    }
    occupied = game.board.occupiedByEdges(edges, tile, q);
  } else occupied = game.board.occupiedFeatures(tile, x, y, q);
  pushFigures(game, tile, x, y, q, slots, occupied, choice.vetoes, out);
  return choice.companions.length ? pushCompanions(game, tile, x, y, q, occupied, choice, out) : out;
}

/**
 * The moves placing each of `slots` at a placement (x, y, q) whose features
 * in `occupied` (bit per tile feature) already hold a figure, skipping those
 * a module vetoes ({@link RuleModule.canPlaceFigure}); appended to `out` (returned).
 */
function pushFigures(
  game: GameView,
  tile: CompiledTile,
  x: number,
  y: number,
  q: number,
  slots: readonly FigureSlot[],
  occupied: number,
  vetoes: readonly RuleModule[],
  out: Move[],
): Move[] {
  const rotation = (q * 90) as Rotation;
  let placed: PlacedTile | undefined;
  for (let i = 0; i < slots.length; i++) {
    const s = slots[i]!;
    if ((occupied >>> s.feature) & 1) continue;
    if (vetoes.length) {
      placed ??= { index: -1, tile, x, y, q, nodeBase: -1 };
      const query: FigureQuery = {
        player: game.player,
        kind: s.figure.kind,
        tile: placed,
        feature: s.feature,
        def: tile.features[s.feature]!.def,
        loc: locationCode(s.figure.at),
      };
      let vetoed = false;
      for (let v = 0; v < vetoes.length && !vetoed; v++) vetoed = !!vetoes[v]!.canPlaceFigure!(game, query);
      if (vetoed) continue;
    }
    out.push({ x, y, rotation, figure: s.figure });
  }
  return out;
}
