/**
 * Edits of an analysis document. Each returns a new document or an {@link Issue} saying
 * why the edit is refused (in data: a message key and its parameters, worded by
 * messages.ts). Rules are the engine's: a tile must match every neighbour and touch one,
 * a figure must come from the supply, stand where its kind may, and not join an occupied
 * tile feature or stand on a completed one. Every edit ends with the engine rebuilding
 * the whole position, so nothing it would reject gets through.
 */
import {
  compactState,
  type Game,
  getModule,
  getTile,
  type Location,
  locationCode,
  MAX_COORD,
  type Problem,
  recolourState,
  rotateLocation,
  type Rotation,
  stateColours,
  stateField,
  type StateCounts,
  type StateField,
  type StateFigure,
  type StateValue,
  type StateValues,
  stateWithoutTile,
  buildSetup,
  cloneSetup,
  gameOfSetup,
  isStartSetup,
  normaliseModules,
  startTileOf,
  sortFigures,
  tileIndexAt,
  type Setup,
  type SetupTile,
} from '../engine';
import { boxTiles, copiesLeft } from './tilebox';
import { featureAtLoc } from '../board/words/features';
import { whyNot } from '../board/turn/refusal';

// why a tile does not fit a cell is the board kit's (free play asks it too)
export { whyNot, whyNotPlay } from '../board/turn/refusal';

/** Why something is refused or worth a warning: a message key under `analysis.issue` and its parameters. */
export interface Issue {
  key: string;
  params?: Record<string, string | number>;
}

/** Outcome of an edit. */
export type EditResult = { ok: true; doc: Setup } | { ok: false; issue: Issue };

const ROTATIONS: Rotation[] = [0, 90, 180, 270];

function fail(key: string, params?: Issue['params']): EditResult {
  return { ok: false, issue: params ? { key, params } : { key } };
}

/** The rotations of `tileId` that fit at `[x, y]` on the game's board (all four on an empty board). */
export function rotationsAt(game: Game, tileId: string, x: number, y: number): Rotation[] {
  const t = getTile(tileId);
  if (!t || game.board.at(x, y)) return [];
  if (!game.board.tiles.length) return [...ROTATIONS];
  return ROTATIONS.filter((r) => game.board.fits(t, x, y, r / 90));
}

/**
 * Every cell where the editor lays `tileId`, with the rotations it takes there (every
 * rotation, also those that look the same as another, so any rotation of a worked example
 * can be rebuilt): the tile fits, and it completes no feature a figure stands on
 * ({@link completesOccupied}; such a move is played under the rules). On an empty board:
 * the centre `[0, 0]`.
 */
export function fitCells(game: Game, tileId: string): { x: number; y: number; rotations: Rotation[] }[] {
  const t = getTile(tileId);
  if (!t) return [];
  if (!game.board.tiles.length) return [{ x: 0, y: 0, rotations: [...ROTATIONS] }];
  const out: { x: number; y: number; rotations: Rotation[] }[] = [];
  for (const [x, y] of game.board.frontierCells()) {
    const rotations = ROTATIONS.filter(
      (r) => game.board.fits(t, x, y, r / 90) && !completesOccupied(game, tileId, x, y, r),
    );
    if (rotations.length) out.push({ x, y, rotations });
  }
  return out.sort((a, b) => a.y - b.y || a.x - b.x);
}

/**
 * Why the editor does not lay `tileId` turned `rotation` at `[x, y]` although it fits: it
 * would complete a city, road or monastery that a figure stands on. In a game that feature
 * is scored at once and its figures go back to their owners, so the position with the
 * figure still standing would be no position of a game; the move is played in play mode.
 * The issue names the feature (`feature`, and `context` for the wording of its kind).
 * Undefined when the placement completes nothing occupied (or does not fit: see {@link whyNot}).
 */
export function completesOccupied(
  game: Game,
  tileId: string,
  x: number,
  y: number,
  rotation: Rotation,
): Issue | undefined {
  const t = getTile(tileId);
  const b = game.board;
  if (!t || !b.tiles.length || b.at(x, y) || !b.fits(t, x, y, rotation / 90)) return undefined;
  const done = b.completedBy(t, x, y, rotation / 90).find((c) => c.figures > 0);
  if (!done) return undefined;
  return { key: 'completesOccupied', params: { tile: tileId, x, y, rotation, feature: done.kind, context: done.kind } };
}

/**
 * Why the editor refuses to lay `tileId` turned `rotation` at `[x, y]`: it does not fit
 * ({@link whyNot}) or it would complete an occupied feature ({@link completesOccupied}).
 * A rotation that does not fit where every rotation that does would complete an occupied
 * feature gets that reason, not the advice to turn the tile.
 */
export function whyNotHere(game: Game, tileId: string, x: number, y: number, rotation: Rotation): Issue | undefined {
  const why = whyNot(game, tileId, x, y, rotation);
  const t = getTile(tileId);
  if (why?.key === 'mismatchTurn' && t) {
    const others = ROTATIONS.filter((r) => game.board.fits(t, x, y, r / 90)).map((r) =>
      completesOccupied(game, tileId, x, y, r),
    );
    if (others.every(Boolean)) return others[0];
  }
  return why ?? completesOccupied(game, tileId, x, y, rotation);
}

/** The issue of the first problem the engine found in a document. */
export function problemIssue(d: Setup, p: Problem): Issue {
  const m = /^board\[(\d+)\](?:\.meeples\[(\d+)\])?/.exec(p.path);
  const t = m ? d.tiles[Number(m[1])] : undefined;
  const f = t && m?.[2] !== undefined ? t.figures[Number(m[2])] : undefined;
  const where: Record<string, string | number> = t ? { tile: t.tile, x: t.x, y: t.y } : {};
  if (f) {
    const feature = featureAtLoc(t!.tile, t!.rotation, f.at)?.kind;
    Object.assign(where, { player: f.player, at: f.at, kind: f.kind }, feature ? { feature } : {});
  }
  // a figure of a module's position state (`<field>[i]`, e.g. a follower in a bathhouse): its player, kind and tile
  const sm = m ? null : /^[A-Za-z]\w*\[(\d+)\]/.exec(p.path);
  if (sm) {
    const i = Number(sm[1]);
    const fig = Object.values(d.state)
      .flatMap((values) => Object.values(values).filter((v): v is StateFigure[] => Array.isArray(v)))
      .map((list) => list[i])
      .find((x) => x !== undefined);
    if (fig) {
      const on = d.tiles[tileIndexAt(d, fig.at[0], fig.at[1])];
      Object.assign(where, { player: fig.player, kind: fig.kind, x: fig.at[0], y: fig.at[1], tile: on?.tile ?? '' });
    }
  }
  switch (p.code) {
    case 'tile.unknown':
      return { key: 'tileUnknown', params: { tile: t?.tile ?? '' } };
    case 'cell.occupied':
      return { key: 'cellTwice', params: where };
    case 'edges.mismatch':
      return { key: 'edges', params: where };
    case 'location.missing':
      return { key: 'locationMissing', params: where };
    case 'figure.kind':
      return { key: 'figureKind', params: where };
    case 'figure.forbidden':
      return { key: 'figureForbidden', params: where };
    case 'figure.occupied':
      if (!f) return { key: 'placeTaken', params: where };
      return { key: onClosed(d, t!, f.at) ? 'figureOnCompleted' : 'figureTaken', params: where };
    case 'figure.supply':
      return { key: f ? 'figureSupply' : 'stateSupply', params: where };
    case 'player.unknown':
      return { key: 'playerUnknown' };
    case 'module.unknown':
      return { key: 'moduleUnknown' };
    case 'module.action':
      return { key: 'moduleState', params: { path: p.path } };
    case 'state.invalid':
      return { key: 'moduleState', params: { path: p.path } };
    case 'placement.noNeighbour':
      // a tile no longer joined to the rest (the board would fall apart)
      return t ? { key: 'islands', params: where } : { key: 'invalid', params: { path: p.path } };
    default:
      return { key: 'invalid', params: { path: p.path } };
  }
}

/**
 * Whether the feature at location `at` of tile `t` is closed on the board of document `d`
 * without its figures (the engine refuses a figure there: it would have been scored and
 * returned), as opposed to one already taken by another figure.
 */
function onClosed(d: Setup, t: SetupTile, at: Location): boolean {
  const bare = cloneSetup(d);
  for (const x of bare.tiles) x.figures = [];
  bare.state = {};
  const g = buildSetup(bare).game; // made for this question alone: not kept
  const i = d.tiles.indexOf(t);
  const placed = g?.board.tiles[i];
  if (!g || !placed) return false;
  const node = g.board.nodeAt(placed, locationCode(at));
  return node >= 0 && g.board.isClosed(g.board.group(node));
}

/** The document if the engine accepts it (its game kept with it: `gameOfSetup`), else the issue of its first problem. */
export function checked(d: Setup): EditResult {
  const b = gameOfSetup(d);
  if (b.game) return { ok: true, doc: d };
  return { ok: false, issue: problemIssue(d, b.problems[0]!) };
}

function gameOf(d: Setup): Game | null {
  return gameOfSetup(d).game;
}

/**
 * Put a tile from the box on the board.
 * Refused when no copy is left, the coordinates are out of range, the tile does not fit, or
 * it would complete a feature a figure stands on ({@link completesOccupied}).
 */
export function placeTile(d: Setup, tile: string, x: number, y: number, rotation: Rotation): EditResult {
  if (!getTile(tile) || !boxTiles(d.modules).some((b) => b.id === tile)) return fail('tileNotInSets', { tile });
  if (copiesLeft(d, tile) <= 0) return fail('noCopies', { tile });
  if (!Number.isInteger(x) || !Number.isInteger(y) || Math.abs(x) > MAX_COORD || Math.abs(y) > MAX_COORD) {
    return fail('farAway', { max: MAX_COORD });
  }
  const g = gameOf(d);
  if (!g) return checked(d);
  const why = whyNotHere(g, tile, x, y, rotation);
  if (why) return { ok: false, issue: why };
  const n = cloneSetup(d);
  n.tiles.push({ tile, x, y, rotation, figures: [] });
  return checked(n);
}

/** Take a tile off the board with its figures, also those a module holds on it (module state). */
export function removeTile(d: Setup, index: number): EditResult {
  const t = d.tiles[index];
  if (!t) return fail('noTile');
  const n = cloneSetup(d);
  n.tiles.splice(index, 1);
  n.state = mapState(n, (fields, v) => stateWithoutTile(fields, v, t.x, t.y));
  return checked(n);
}

/**
 * Turn a placed tile to the next rotation (clockwise, or back with `dir = -1`) in which it
 * still matches its neighbours and its figures still stand legally; figures turn with it.
 */
export function rotateTile(d: Setup, index: number, dir: 1 | -1 = 1): EditResult {
  const t = d.tiles[index];
  if (!t) return fail('noTile');
  // Board.mismatches reads only the neighbours: the position's own game answers as it stands
  const g = gameOf(d);
  let first: Issue | undefined;
  for (let step = 1; step < 4; step++) {
    const rotation = ((((t.rotation + dir * 90 * step) % 360) + 360) % 360) as Rotation;
    const tile = getTile(t.tile);
    if (g && tile && g.board.mismatches(tile, t.x, t.y, rotation / 90).length) continue;
    const n = cloneSetup(d);
    const turn = ((((rotation - t.rotation) % 360) + 360) % 360) as Rotation;
    n.tiles[index] = {
      ...t,
      rotation,
      figures: t.figures.map((f) => ({ ...f, at: rotateLocation(f.at, turn) })),
    };
    const r = checked(n);
    if (r.ok) return r;
    first ??= r.issue;
  }
  return { ok: false, issue: first ?? { key: 'noOtherRotation', params: { tile: t.tile } } };
}

/**
 * Put a figure of `player` (colour) of `kind` on the feature at location `at` of the tile at
 * `index`. Refused with a reason: no such feature, the kind may not stand there, none left
 * in the supply, the feature is completed, or a figure already stands on this tile's part
 * of it (a second figure on a feature joined later is fine).
 */
export function addFigure(d: Setup, index: number, at: Location, player: string, kind: string): EditResult {
  const t = d.tiles[index];
  if (!t) return fail('noTile');
  const pi = d.players.indexOf(player);
  if (pi < 0) return fail('playerUnknown');
  const g = gameOf(d);
  if (!g) return checked(d);
  const placed = g.board.tiles[index]!;
  const node = g.board.nodeAt(placed, locationCode(at));
  const where = { tile: t.tile, x: t.x, y: t.y, at, player, kind };
  if (node < 0) return fail('locationMissing', where);
  const fk = g.figureKinds.get(kind);
  if (!fk) return fail('figureKind', where);
  const grp = g.board.group(node);
  if (!fk.stands.includes(grp.kind)) return fail('figureForbidden', { ...where, feature: grp.kind });
  if (g.isComplete(grp)) return fail('figureOnCompleted', { ...where, feature: grp.kind });
  if (g.available(pi, kind) <= 0) return fail('figureSupply', where);
  const n = cloneSetup(d);
  n.tiles[index]!.figures = sortFigures(n, [...n.tiles[index]!.figures, { player, at, kind }]);
  const r = checked(n);
  if (!r.ok && (r.issue.key === 'figureTaken' || r.issue.key === 'figureForbidden')) {
    return fail(r.issue.key === 'figureTaken' ? 'figureTaken' : 'figureForbidden', { ...where, feature: grp.kind });
  }
  return r;
}

/** Take figure `figure` (index in the tile's list) off the tile at `index`. */
export function removeFigure(d: Setup, index: number, figure: number): EditResult {
  if (!d.tiles[index]?.figures[figure]) return fail('noFigure');
  const n = cloneSetup(d);
  n.tiles[index]!.figures.splice(figure, 1);
  return checked(n);
}

/** The document's module state with `f` applied to each module's values (fields of modules without state dropped). */
function mapState(d: Setup, f: (fields: readonly StateField[], values: StateValues) => StateValues): Setup['state'] {
  const out: Setup['state'] = {};
  for (const [id, v] of Object.entries(d.state)) {
    const hook = getModule(id)?.state;
    if (!hook || !d.modules.includes(id)) continue;
    const next = compactState(f(hook.fields, v));
    if (Object.keys(next).length) out[id] = next;
  }
  return out;
}

/**
 * Set the field `field` of module `module`'s position state (`RuleModule.state`): a colour
 * or a number, or `undefined` for its starting state (nobody; an optional number worked out
 * from the board). Clearing a field clears the fields that require it. Refused with a
 * reason: a colour that is not playing, a number out of the field's range or without the
 * field it requires, a module that is off; everything else the engine checks.
 */
export function setStateValue(d: Setup, module: string, field: string, value: string | number | undefined): EditResult {
  const m = getModule(module);
  const f = stateField(m, field);
  if (!m?.state || !f || !d.modules.includes(module) || f.type === 'figures' || f.type === 'counts')
    return fail('moduleUnknown');
  const g = gameOf(d);
  if (!g) return checked(d);
  if (value !== undefined) {
    if (f.type === 'player' && (typeof value !== 'string' || !d.players.includes(value))) return fail('playerUnknown');
    if (f.type === 'number') {
      const max = f.max(g);
      if (typeof value !== 'number' || !Number.isInteger(value) || value < f.min || value > max)
        return fail('stateRange', { min: f.min, max });
      if (f.requires && d.state[module]?.[f.requires] === undefined) return fail('stateRequires');
    }
  }
  const n = cloneSetup(d);
  const v: StateValues = { ...n.state[module] };
  if (value === undefined) {
    delete v[field];
    for (const other of m.state.fields) if (other.type === 'number' && other.requires === field) delete v[other.id];
  } else v[field] = value as StateValue;
  n.state[module] = compactState(v);
  if (!Object.keys(n.state[module]).length) delete n.state[module];
  return checked(n);
}

/**
 * Put a figure of `player` (colour) of `kind` at the place `[x, y]` of the figures field
 * `field` of module `module` (e.g. a follower into a bathhouse), or empty the place (null).
 * Refused with a reason: a colour that is not playing, no such figure left in the supply;
 * everything else the engine checks.
 */
export function setStateFigure(
  d: Setup,
  module: string,
  field: string,
  x: number,
  y: number,
  figure: { player: string; kind: string } | null,
): EditResult {
  const m = getModule(module);
  const f = stateField(m, field);
  if (!m?.state || !f || !d.modules.includes(module) || f.type !== 'figures') return fail('moduleUnknown');
  const old = ((d.state[module]?.[field] ?? []) as StateFigure[]).filter((o) => o.at[0] !== x || o.at[1] !== y);
  const next: StateFigure[] = [...old];
  if (figure) {
    if (!d.players.includes(figure.player)) return fail('playerUnknown');
    const g = gameOf(d);
    const own = ((d.state[module]?.[field] ?? []) as StateFigure[]).some(
      (o) => o.at[0] === x && o.at[1] === y && o.player === figure.player && o.kind === figure.kind,
    );
    if (g && !own && g.available(d.players.indexOf(figure.player), figure.kind) <= 0) {
      return fail('stateSupply', { ...figure, x, y, tile: d.tiles[tileIndexAt(d, x, y)]?.tile ?? '' });
    }
    next.push({ at: [x, y], player: figure.player, kind: figure.kind });
    next.sort((a, b) => a.at[1] - b.at[1] || a.at[0] - b.at[0]);
  }
  const n = cloneSetup(d);
  n.state[module] = compactState({ ...n.state[module], [field]: next });
  if (!Object.keys(n.state[module]).length) delete n.state[module];
  return checked(n);
}

/**
 * Set how many of `item` player `player` (colour) holds in the counts field `field` of
 * module `module` (e.g. goods tokens): a whole number from 0 to the field's `max`; 0
 * leaves the item out (a player with nothing counted is left out too). Refused with a
 * reason: a colour that is not playing (`playerUnknown`), an item the field does not
 * list or a module that is off (`moduleUnknown`), a count that is not a whole number in
 * range (`stateRange`, or `stateCount` when the field has no `max`); everything else the
 * engine checks.
 */
export function setStateCount(
  d: Setup,
  module: string,
  field: string,
  player: string,
  item: string,
  count: number,
): EditResult {
  const m = getModule(module);
  const f = stateField(m, field);
  if (!m?.state || !f || !d.modules.includes(module) || f.type !== 'counts' || !f.items.includes(item))
    return fail('moduleUnknown');
  if (!d.players.includes(player)) return fail('playerUnknown');
  if (!Number.isSafeInteger(count) || count < 0 || (f.max !== undefined && count > f.max))
    return f.max === undefined ? fail('stateCount') : fail('stateRange', { min: 0, max: f.max });
  const old = (d.state[module]?.[field] ?? {}) as StateCounts;
  const next: StateCounts = { ...old, [player]: { ...old[player], [item]: count } };
  const n = cloneSetup(d);
  n.state[module] = compactState({ ...n.state[module], [field]: next });
  if (!Object.keys(n.state[module]).length) delete n.state[module];
  return checked(n);
}

/** Make `tile` the tile in hand (null: empty hand). */
export function setCurrent(d: Setup, tile: string | null): EditResult {
  const n = cloneSetup(d);
  n.current = null;
  if (tile !== null) {
    if (!getTile(tile) || !boxTiles(d.modules).some((b) => b.id === tile)) return fail('tileNotInSets', { tile });
    if (copiesLeft(n, tile) <= 0) return fail('noCopies', { tile });
    n.current = tile;
  }
  return checked(n);
}

/** Who moves next (index in turn order). */
export function setPlayerToMove(d: Setup, index: number): EditResult {
  if (!Number.isInteger(index) || index < 0 || index >= d.players.length) return fail('playerUnknown');
  const n = cloneSetup(d);
  n.player = index;
  return checked(n);
}

/** Largest score a player may be given (keeps numbers readable in links). */
export const MAX_SCORE = 9999;

/** Set a player's points. */
export function setScore(d: Setup, index: number, points: number): EditResult {
  if (!Number.isInteger(points) || Math.abs(points) > MAX_SCORE) return fail('scoreRange', { max: MAX_SCORE });
  if (index < 0 || index >= d.players.length) return fail('playerUnknown');
  const n = cloneSetup(d);
  n.scores[index] = points;
  return checked(n);
}

/** Players allowed with these modules: colours and the largest number. */
export function playerLimits(modules: readonly string[]): { colours: string[]; max: number } {
  const colours = ['red', 'blue', 'green', 'yellow', 'black'];
  let max = 5;
  for (const id of normaliseModules(modules)) {
    const m = getModule(id);
    for (const c of m?.colours ?? []) if (!colours.includes(c)) colours.push(c);
    max = Math.max(max, m?.maxPlayers ?? 0);
  }
  return { colours, max };
}

/** Fewest players the board allows. */
export const MIN_PLAYERS = 2;

/**
 * Switch rule modules. Refused when a tile on the board or in hand belongs to a set the new
 * modules do not bring, a figure kind would be gone, or there are more players than they
 * allow. The position state of a module switched off is dropped.
 */
export function setModules(d: Setup, modules: readonly string[]): EditResult {
  const mods = normaliseModules(modules);
  for (const id of mods) if (!getModule(id)) return fail('moduleUnknown');
  // a board that holds only the start tile gets the new game's start tile (the demo game's own)
  if (isStartSetup(d) && startTileOf(mods) !== d.tiles[0]!.tile) {
    const start = startTileOf(mods);
    d = { ...cloneSetup(d), tiles: start ? [{ tile: start, x: 0, y: 0, rotation: 0, figures: [] }] : [] };
  }
  const box = new Set(boxTiles(mods).map((b) => b.id));
  const stray = [...d.tiles.map((t) => t.tile), ...(d.current ? [d.current] : [])].find((id) => !box.has(id));
  if (stray) return fail('tileNotInModules', { tile: stray });
  const lim = playerLimits(mods);
  if (d.players.length > lim.max) return fail('tooManyPlayers', { max: lim.max });
  const badColour = d.players.find((p) => !lim.colours.includes(p));
  if (badColour) return fail('colourNotAllowed', { player: badColour });
  const n = cloneSetup(d);
  n.modules = mods;
  n.state = mapState(n, (_, v) => v);
  const r = checked(n);
  if (!r.ok && r.issue.key === 'figureKind') return fail('figureKindGone', r.issue.params);
  return r;
}

/**
 * Set the players (colours in turn order). A seat keeps its score and its figures, which
 * change colour with it (also in module state); a seat that goes away must have no figure
 * on the board and be named by no module state (a figure a module holds, an award).
 */
export function setPlayers(d: Setup, players: readonly string[]): EditResult {
  const lim = playerLimits(d.modules);
  if (players.length < MIN_PLAYERS || players.length > lim.max) {
    return fail('playerCount', { min: MIN_PLAYERS, max: lim.max });
  }
  if (new Set(players).size !== players.length) return fail('colourTwice');
  const bad = players.find((p) => !lim.colours.includes(p));
  if (bad) return fail('colourNotAllowed', { player: bad });
  for (let i = players.length; i < d.players.length; i++) {
    const c = d.players[i]!;
    const used =
      d.tiles.some((t) => t.figures.some((f) => f.player === c)) ||
      Object.entries(d.state).some(([id, v]) => stateColours(getModule(id)?.state?.fields ?? [], v).includes(c));
    if (used) return fail('playerHasFigures', { player: c });
  }
  const map = new Map(d.players.map((c, i) => [c, players[i]] as const));
  const n = cloneSetup(d);
  n.players = [...players];
  n.scores = players.map((_, i) => d.scores[i] ?? 0);
  for (const t of n.tiles) for (const f of t.figures) f.player = map.get(f.player) ?? f.player;
  for (const t of n.tiles) t.figures = sortFigures(n, t.figures);
  n.state = mapState(n, (fields, v) => recolourState(fields, v, (c) => map.get(c) ?? c));
  if (n.player >= players.length) n.player = 0;
  return checked(n);
}
