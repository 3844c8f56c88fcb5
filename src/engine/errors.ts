/**
 * Engine errors are data: a stable code, a path naming what is wrong (field
 * path in a scenario or move, e.g. `play.meeple.at`), and parameters. They never
 * carry prose for readers; the UI and the CLI turn them into sentences.
 */
export type ErrorCode =
  | 'tile.unknown' // no such tile id, or the tile's layout is not known
  | 'tile.notLand' // an award tile or other non-land tile
  | 'tile.set' // the tile belongs to no tile set of the position's rule modules
  | 'tile.copies' // more copies of the tile than the rule modules' tile sets hold
  | 'cell.occupied' // a tile already lies on these coordinates
  | 'rotation.invalid' // not 0/90/180/270
  | 'edges.mismatch' // a side does not match its neighbour
  | 'placement.noNeighbour' // the tile would touch no tile
  | 'placement.illegal' // the play is not a legal placement
  | 'location.missing' // the tile has no feature at that location
  | 'figure.kind' // unknown figure kind or not enabled
  | 'figure.forbidden' // this figure may not stand on this feature
  | 'figure.occupied' // the feature (after merging) already has a figure
  | 'figure.supply' // the player has no such figure left
  | 'player.unknown' // a colour that is not playing
  | 'game.over' // no move possible, the game has ended
  | 'module.unknown' // rule module id not registered
  | 'module.action' // a module refused an action
  | 'state.invalid' // a module state value outside its field's shape: an unknown field, a number out of range or without the field it requires, a figure at no place, a count of an unknown item or out of range
  | 'schema' // the scenario does not match the schema
  | 'notation.invalid'; // a notation string cannot be parsed

/** One engine error. `path` is a field path like `board[2].meeples[0].at` (may be empty). */
export interface EngineError {
  code: ErrorCode;
  path: string;
  params?: Readonly<Record<string, string | number | boolean>>;
}

/** Build an {@link EngineError}. */
export function engineError(code: ErrorCode, path = '', params?: EngineError['params']): EngineError {
  return params ? { code, path, params } : { code, path };
}

/** Type guard: is this value an {@link EngineError}? */
export function isEngineError(x: unknown): x is EngineError {
  return typeof x === 'object' && x !== null && 'code' in x && 'path' in x;
}
