/**
 * Whether a move is legal for the current tile ({@link Game.check}): the
 * placement (base rules "Přiložení kartičky": coordinates on the board, a
 * free cell, every edge matching, touching a tile), its figure (base rules
 * "Umístění družiníka" (and the modules' placement rules, {@link RuleModule.placementRule}):
 * {@link Game.checkFigurePlacement}, then nobody in the
 * joined feature), its actions' modules, then each module's `validateMove`.
 * Nothing changes; errors carry the move's field paths. And the one check
 * that a figure kind may stand on a feature ({@link checkFigurePlacement}),
 * which moves, scenario positions and modules share.
 */
import { MAX_COORD, onBoard } from './board.js';
import { engineError, type EngineError } from './errors.js';
import { isLocation, locationCode, locationName, quarterTurns, rotateCode } from './locations.js';
import type { GameView } from './module.js';
import type { Location } from './tile-types.js';
import { joinsOwnFollower, placementRuleError } from './legal-moves.js';
import { getTile, type CompiledTile } from './tileset.js';
import type { Move, PlacedTile } from './types.js';

/**
 * Check a move for the current tile without changing anything.
 * @returns undefined when legal, else an error with the move field path
 *   (`rotation`, `at`, `figure.at`, `figure.kind`, `actions[i]`).
 */
export function checkMove(game: GameView, move: Move): EngineError | undefined {
  if (game.ended) return engineError('game.over');
  const tile = game.current ? getTile(game.current) : undefined;
  if (!tile) return engineError('tile.unknown', 'tile', { id: game.current ?? '' });
  const q = quarterTurns(move.rotation);
  if (q < 0) return engineError('rotation.invalid', 'rotation', { rotation: move.rotation });
  const b = game.board;
  if (!onBoard(move.x) || !onBoard(move.y)) {
    return engineError('placement.illegal', 'at', {
      message: `coordinates must be integers from -${MAX_COORD} to ${MAX_COORD}`,
    });
  }
  if (b.at(move.x, move.y)) return engineError('cell.occupied', 'at', { x: move.x, y: move.y });
  if (!b.tiles.length || !b.fits(tile, move.x, move.y, q)) {
    const bad = b.mismatches(tile, move.x, move.y, q);
    if (bad.length) return engineError('edges.mismatch', 'at', { side: locationName(bad[0]!) });
    if (b.tiles.length) return engineError('placement.noNeighbour', 'at');
  }
  if (b.tiles.length) {
    const refused = placementRuleError(game, tile, move.x, move.y, q);
    if (refused) return refused;
  }
  if (move.figure) {
    const err = checkTurnFigure(game, tile, move.x, move.y, q, move.figure.at, move.figure.kind, game.player, move);
    if (err) return err;
  }
  for (let i = 0; i < (move.actions?.length ?? 0); i++) {
    const a = move.actions![i]!;
    const owner = game.modules.find((m) => m.id === a.module);
    if (!owner) return engineError('module.unknown', `actions[${i}].module`, { id: a.module });
    // a module that checks no actions takes none: its name on an action would be applied as nothing
    if (!owner.validateMove)
      return engineError('module.action', `actions[${i}]`, { message: `the ${a.module} module takes no actions` });
  }
  for (const m of game.hooks.validateMove) {
    const e = m.validateMove!(game, move);
    if (e) return e;
  }
  return undefined;
}

/**
 * Figure checks for the figure of a move on its new tile: the shared
 * {@link checkFigurePlacement} (paths `figure.at` / `figure.kind`), then the
 * occupancy rule of a turn (base rules, zakladni-hra#prubeh-tahu step 2:
 * nobody may stand anywhere in the joined feature). With `move`, figures
 * that modules return to the supply earlier in the same turn
 * ({@link RuleModule.returnsBeforeFigure}) count as available.
 */
function checkTurnFigure(
  game: GameView,
  tile: CompiledTile,
  x: number,
  y: number,
  q: number,
  at: string,
  kind: string,
  player: number,
  move?: Move,
): EngineError | undefined {
  let spare = 0;
  if (move) for (const m of game.hooks.returnsBeforeFigure) spare += m.returnsBeforeFigure!(game, move, kind);
  const placed: PlacedTile = { index: -1, tile, x, y, q, nodeBase: -1 };
  const err = game.checkFigurePlacement(player, kind, placed, at, spare);
  if (err) return { ...err, path: `figure.${err.path}` };
  const fi = tile.locFeature[q]![locationCode(at as Location)]!;
  if (game.figureKinds.get(kind)?.companion) {
    // a companion goes only beside one of its owner's followers (FigureKindDef.companion)
    if (joinsOwnFollower(game, tile, x, y, q, fi, player)) return undefined;
    return engineError('figure.forbidden', 'figure.at', { at, kind, message: companionMessage(kind) });
  }
  if (game.wouldBeOccupied(tile, x, y, q, fi)) return engineError('figure.occupied', 'figure.at', { at });
  return undefined;
}

/** Why a companion figure of `kind` is refused (developer-facing, quoted by scenario problems). */
export function companionMessage(kind: string): string {
  return `a ${kind} goes only on a feature where its owner already has a follower`;
}

/**
 * The one check that a figure may stand on a feature, whoever else stands
 * there: {@link Game.checkFigurePlacement} (its rule and errors are
 * documented there).
 */
export function checkFigurePlacement(
  game: GameView,
  player: number,
  kind: string,
  placed: PlacedTile,
  at: string,
  spare = 0,
): EngineError | undefined {
  const tile = placed.tile;
  const code = isLocation(at) ? locationCode(at) : -1;
  const fi = code < 0 ? -1 : tile.locFeature[placed.q]![code]!;
  if (fi < 0) return engineError('location.missing', 'at', { tile: tile.id, at });
  const fk = game.figureKinds.get(kind);
  if (!fk) return engineError('figure.kind', 'kind', { kind });
  const f = tile.features[fi]!;
  if (!fk.stands.includes(f.kind)) return engineError('figure.forbidden', 'kind', { kind, feature: f.kind });
  if (game.available(player, kind) + spare <= 0) return engineError('figure.supply', 'kind', { kind });
  for (const m of game.hooks.canPlaceFigure) {
    const c = m.canPlaceFigure!(game, { player, kind, tile: placed, feature: fi, def: f.def, loc: code });
    if (c)
      return typeof c === 'string'
        ? engineError(c, 'at', { at, kind, feature: f.kind })
        : engineError(c.code, 'at', { at, kind, feature: f.kind, message: c.message });
  }
  return undefined;
}

/**
 * {@link Game.canonicalMove}: `move` for tile `tile` in `game`'s position with the figure named by the first
 * location of its feature, then every module's {@link RuleModule.canonicalMove} in module order (an empty action
 * list dropped). The move is not checked; `game.current` is `tile` while the modules look and is restored after.
 */
export function canonicalMoveOf(game: GameView, move: Move, tile: string | null): Move {
  const saved = game.current;
  game.current = tile;
  try {
    let m = move;
    // A figure is listed at the first location of its feature.
    const t = tile ? getTile(tile) : undefined;
    const q = quarterTurns(m.rotation);
    if (m.figure && t && q >= 0 && isLocation(m.figure.at)) {
      const fi = t.locFeature[q]![locationCode(m.figure.at)]!;
      const f = fi >= 0 ? t.features[fi] : undefined;
      if (f?.locs.length) m = { ...m, figure: { ...m.figure, at: locationName(rotateCode(f.locs[0]!, q)) } };
    }
    for (const mod of game.modules) if (mod.canonicalMove) m = mod.canonicalMove(game, m);
    if (m.actions && !m.actions.length) {
      const { actions: _drop, ...rest } = m;
      m = rest;
    }
    return m;
  } finally {
    game.current = saved;
  }
}
