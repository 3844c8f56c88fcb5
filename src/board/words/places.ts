/**
 * Where things lie, in words, for readers who see no coordinates: tile names (by letter,
 * with their set where a board mixes sets), cells named from a tile the reader can see and
 * tell apart on the board ({@link placeWords}), and cells named from the tile being placed
 * ({@link relativeTile}, {@link relativePlace}). Every word comes from the locales.
 *
 * The reference tile of {@link placeWords} is always a tile that lies on the board (never an
 * empty cell, never an unmarked "start tile" among look-alikes): the nearest tile whose name
 * no other tile on the board shares. A list of places uses one fixed reference
 * ({@link listAnchor}), so no two entries are worded from each other.
 */
import type { TFunction } from 'i18next';
import { getModule, moduleIds, tileDef, tileLetter } from '../../engine/core';
import { describeTile } from '../../art/describe';
import { FEATURE_ATTRS } from '../../art/registry';

/** Anything that answers "which tile lies here" (the engine's `Board`, a scenario's list of tiles). */
export interface TileLookup {
  at(x: number, y: number): { tile: { id: string }; q: number } | undefined;
  /** Every tile on the board, in the order laid (the engine's `Board.tiles`); reference tiles are chosen among them. */
  readonly tiles?: readonly { x: number; y: number; tile: { id: string } }[];
}

/** A tile used as the reference of a place: its cell and id. */
export interface Landmark {
  x: number;
  y: number;
  id: string;
  /**
   * When tiles like it lie on the board too: the side it is the outermost of them on ("the
   * northernmost tile E"), so the reader can still tell it apart.
   */
  most?: 'N' | 'E' | 'S' | 'W';
}

/** The side on which the tile at `p` lies outermost of all tiles with its id (alone there), if any. */
function outermost(
  p: { x: number; y: number; tile: { id: string } },
  all: readonly { x: number; y: number; tile: { id: string } }[],
): 'N' | 'E' | 'S' | 'W' | undefined {
  const like = all.filter((o) => o.tile.id === p.tile.id && (o.x !== p.x || o.y !== p.y));
  if (like.every((o) => o.y > p.y)) return 'N';
  if (like.every((o) => o.y < p.y)) return 'S';
  if (like.every((o) => o.x < p.x)) return 'E';
  if (like.every((o) => o.x > p.x)) return 'W';
  return undefined;
}

/**
 * A lookup over a list of tiles (a scenario's `board`, the analysis document's tiles).
 * @param entries tiles with their cell `[x, y]` and rotation in degrees
 */
export function lookupOf(entries: readonly { tile: string; x: number; y: number; rotation?: number }[]): TileLookup {
  const tiles = entries.map((e) => ({ x: e.x, y: e.y, tile: { id: e.tile } }));
  return {
    tiles,
    at: (x, y) => {
      const e = entries.find((p) => p.x === x && p.y === y);
      return e ? { tile: { id: e.tile }, q: Math.round((e.rotation ?? 0) / 90) & 3 } : undefined;
    },
  };
}

/** The counted cells and the direction words of one axis of an offset (`dx` east, `dy` south). */
function axes(dx: number, dy: number): { n: number; dir: 'N' | 'E' | 'S' | 'W' }[] {
  return [
    ...(dx ? [{ n: Math.abs(dx), dir: dx > 0 ? ('E' as const) : ('W' as const) }] : []),
    ...(dy ? [{ n: Math.abs(dy), dir: dy > 0 ? ('S' as const) : ('N' as const) }] : []),
  ];
}

/**
 * A tile named by where it lies from the tile being placed, exactly: "sousední kartička na
 * východě" (next to it), "kartička 2 pole na jih" (in a line), "kartička 1 pole na východ
 * a 2 pole na jih" (otherwise; east–west first), "přikládaná kartička" (the same cell).
 * Counts take the language's plural forms (1 pole, 2–4 pole, 5 polí).
 * @param dx cells to the east (negative: west); `dy` cells to the south (negative: north)
 * @param acc the accusative form (Czech "kartičku …"), for a tile that is the object
 */
export function relativeTile(dx: number, dy: number, t: TFunction, acc = false): string {
  const a = acc ? 'Acc' : '';
  const parts = axes(dx, dy);
  if (parts.length === 0) return t(`sandbox.rel.here${a}`);
  if (parts.length === 1) {
    const [p] = parts as [(typeof parts)[0]];
    if (p.n === 1) return t(`sandbox.rel.next${a}`, { dir: t(`sandbox.rel.at.${p.dir}`) });
    return t(`sandbox.rel.line${a}`, { cells: t('count.cells', { count: p.n }), dir: t(`sandbox.rel.to.${p.dir}`) });
  }
  const [x, y] = parts as [(typeof parts)[0], (typeof parts)[0]];
  return t(`sandbox.rel.both${a}`, {
    cellsX: t('count.cells', { count: x.n }),
    dirX: t(`sandbox.rel.to.${x.dir}`),
    cellsY: t('count.cells', { count: y.n }),
    dirY: t(`sandbox.rel.to.${y.dir}`),
  });
}

/**
 * A cell named by where it lies from the tile being placed, as an adverbial phrase that
 * follows a noun ("lázeňský dům 5, hned na východě"): "na přikládané kartičce" (the same
 * cell), "hned na východě" (next to it), "2 pole na jih" (in a line), "1 pole na východ
 * a 2 pole na jih" (otherwise; east–west first).
 * @param dx cells to the east (negative: west); `dy` cells to the south (negative: north)
 */
export function relativePlace(dx: number, dy: number, t: TFunction): string {
  const parts = axes(dx, dy);
  if (parts.length === 0) return t('sandbox.relPlace.here');
  if (parts.length === 1) {
    const [p] = parts as [(typeof parts)[0]];
    if (p.n === 1) return t('sandbox.relPlace.next', { dir: t(`sandbox.rel.at.${p.dir}`) });
    return t('sandbox.relPlace.line', { cells: t('count.cells', { count: p.n }), dir: t(`sandbox.rel.to.${p.dir}`) });
  }
  const [x, y] = parts as [(typeof parts)[0], (typeof parts)[0]];
  return t('sandbox.relPlace.both', {
    cellsX: t('count.cells', { count: x.n }),
    dirX: t(`sandbox.rel.to.${x.dir}`),
    cellsY: t('count.cells', { count: y.n }),
    dirY: t(`sandbox.rel.to.${y.dir}`),
  });
}

/** The tile set of a tile id (`BASE` of `BASE.E`). */
function setOf(id: string): string {
  return id.includes('.') ? id.slice(0, id.indexOf('.')) : '';
}

/** The name of a tile set in the reader's language ("Základní hra"), from the module that brings it; '' if none does. */
export function tileSetName(set: string, t: TFunction): string {
  const owner = moduleIds()
    .map((id) => getModule(id))
    .find((m) => m?.tileSets?.some((s) => s.id === set));
  return owner ? t(`${owner.id}:tileSet.${set}.name`, { defaultValue: '' }) : '';
}

/** Whether a tile has no letter or number of its own (an illustrative stand-in): its name tells it from no other. */
function nameless(id: string): boolean {
  return !tileLetter(id);
}

/**
 * Whether a reader can tell the tile `id` apart among the tiles `ids` (those on the board,
 * itself included) by its name: no other tile has its id, and it has a letter or number.
 */
export function tellable(id: string, ids: readonly string[]): boolean {
  return !nameless(id) && ids.filter((i) => i === id).length === 1;
}

/** Whether tiles of more than one set lie among `ids` (then tile names say their set). */
export function mixesSets(ids: Iterable<string>): boolean {
  return new Set([...ids].map(setOf)).size > 1;
}

/**
 * What sets a module's variant of a printed tile apart, in words ("se zahradou", "with a
 * garden"): for each module attribute on its features, the module's key
 * `<module>:variant.<attr>`; '' for a printed tile.
 */
function variantWords(def: ReturnType<typeof tileDef>, t: TFunction): string {
  if (!def?.known || !def.variantOf) return '';
  const words: string[] = [];
  for (const f of def.features)
    for (const a of FEATURE_ATTRS)
      if (f.attrs?.[a.attr]) words.push(t(`${a.module}:variant.${a.attr}`, { defaultValue: '' }));
  return [...new Set(words.filter(Boolean))].join(' ');
}

/**
 * The name of a tile for readers: its letter ("E"), its number ("č. 1") or, for an
 * illustrative stand-in without a letter, "bez písmene (ilustrační: …)"; never the id
 * with its set prefix. With `rotation`, the layout follows in brackets ("E (město: sever)"),
 * seen at that rotation; a tile whose layout is not known says so. With `withSet` (a board
 * or page with tiles of several sets), the set follows the letter ("A (Hostince a
 * katedrály)"). Used after the noun (Czech "kartička {{tile}}", "kartičku {{tile}}"), so it
 * suits every case.
 * @param id tile id (`SET.LETTER`, `SET.NN`, `SET.example-…`)
 * @param rotation degrees clockwise; omit for the name alone
 */
export function tileName(id: string, t: TFunction, rotation?: number, withSet = false): string {
  return nameOf(id, t, rotation, withSet, false);
}

/**
 * {@link tileName} of a tile in hand that the reader has yet to turn (a worked example's
 * question, the analysis board's text): its layout unturned, said to be before turning
 * ("E (město: sever; před otočením)"), so that it does not seem to contradict a solution
 * naming the sides as the tile lies once turned ("E (město: západ) …, otočenou o 270°").
 */
export function handTileName(id: string, t: TFunction, withSet = false): string {
  return nameOf(id, t, 0, withSet, true);
}

function nameOf(id: string, t: TFunction, rotation: number | undefined, withSet: boolean, before: boolean): string {
  const def = tileDef(id);
  // a module's variant of a printed tile (a copy showing a garden) is named by that tile
  const tail = tileLetter(id);
  const illustrative = !tail;
  const layout = def?.known && rotation !== undefined ? describeTile(def, rotation, t) : '';
  const description = layout && before ? t('tileName.before', { description: layout }) : layout;
  if (illustrative) {
    return description ? t('tileName.illustrativeWith', { description }) : t('tileName.illustrative');
  }
  let name = /^\d+$/.test(tail)
    ? t('tileName.number', { number: Number(tail) })
    : t('tileName.letter', { letter: tail });
  const variant = variantWords(def, t);
  if (variant) name = `${name} ${variant}`;
  const set = withSet ? tileSetName(setOf(id), t) : '';
  if (set) name = t('tileName.ofSet', { name, set });
  if (rotation === undefined) return name;
  if (!def?.known) return t('tileName.unknown', { name });
  return description ? t('tileName.with', { name, description }) : name;
}

/**
 * {@link tileName} of a tile in a game whose modules bring tiles of more than one set (the
 * letters and numbers repeat across sets: base E and Inns & Cathedrals E, King & Robber
 * Baron no. 1 and Bathhouses no. 1): the set follows the name; one set, the name alone.
 * @param game the game's modules (their `tileSets`)
 */
export function gameTileName(
  game: { modules: readonly { tileSets?: readonly unknown[] }[] },
  id: string,
  t: TFunction,
  rotation?: number,
): string {
  let sets = 0;
  for (const m of game.modules) sets += m.tileSets?.length ?? 0;
  return tileName(id, t, rotation, sets > 1);
}

/**
 * The tile a place at `[x, y]` is worded from: among the tiles on the board other than the
 * one at `[x, y]`, those a reader can tell apart by name ({@link tellable}: no other tile has
 * its id, and it has a letter or number), the nearest (fewest cells east–west plus north–south; in a straight line before a
 * diagonal; then in the order laid). When every tile has a look-alike, the nearest tile
 * all the same. Undefined when the board holds no other tile, or lists none (`tiles`).
 */
export function landmarkFor(x: number, y: number, board: TileLookup): Landmark | undefined {
  const tiles = (board.tiles ?? []).filter((p) => p.x !== x || p.y !== y);
  if (!tiles.length) return undefined;
  const ids = (board.tiles ?? []).map((p) => p.tile.id);
  const unique = tiles.filter((p) => tellable(p.tile.id, ids));
  const rank = (p: { x: number; y: number }) =>
    (Math.abs(p.x - x) + Math.abs(p.y - y)) * 2 + (p.x !== x && p.y !== y ? 1 : 0);
  if (unique.length) {
    const best = unique.reduce((a, b) => (rank(b) < rank(a) ? b : a));
    return { x: best.x, y: best.y, id: best.tile.id };
  }
  // every tile has a look-alike: the nearest one that is the outermost of its kind on a side
  const all = board.tiles ?? [];
  const told = tiles.flatMap((p) => {
    const most = outermost(p, all);
    return most ? [{ p, most }] : [];
  });
  if (!told.length) {
    const best = tiles.reduce((a, b) => (rank(b) < rank(a) ? b : a));
    return { x: best.x, y: best.y, id: best.tile.id };
  }
  const best = told.reduce((a, b) => (rank(b.p) < rank(a.p) ? b : a));
  return { x: best.p.x, y: best.p.y, id: best.p.tile.id, most: best.most };
}

/**
 * The one reference tile of a list of places (the analysis board's text listing, a worked
 * example's list of tiles): a tile no other tile looks like, nearest the middle of the
 * board; so every entry is worded from the same tile and none from another entry.
 * Undefined for a board without tiles (or without a `tiles` list).
 */
export function listAnchor(board: TileLookup): Landmark | undefined {
  const tiles = board.tiles ?? [];
  if (!tiles.length) return undefined;
  const xs = tiles.map((p) => p.x);
  const ys = tiles.map((p) => p.y);
  const cx = Math.round((Math.min(...xs) + Math.max(...xs)) / 2);
  const cy = Math.round((Math.min(...ys) + Math.max(...ys)) / 2);
  // the middle cell itself counts when a tile lies there
  const middle = tiles.find((p) => p.x === cx && p.y === cy);
  if (
    middle &&
    tellable(
      middle.tile.id,
      tiles.map((p) => p.tile.id),
    )
  )
    return { x: cx, y: cy, id: middle.tile.id };
  return landmarkFor(cx, cy, board);
}

/** Options of {@link placeWords}. */
export interface PlaceOptions {
  /** The reference tile, fixed (a list's {@link listAnchor}); otherwise {@link landmarkFor} chooses. */
  from?: Landmark;
  /** Name the reference tile with its set (a sentence that mixes sets); by default when the board mixes sets. */
  withSet?: boolean;
}

/**
 * Where a cell lies, as an adverbial phrase that fits any sentence unchanged: from a tile
 * on `board` that the reader can see and tell apart ({@link landmarkFor}) — "hned jižně od
 * kartičky E", "2 pole východně od kartičky F", "1 pole východně a 2 pole jižně od kartičky
 * V"; the landmark's set is said when the board mixes sets. The reference tile itself is
 * "na místě kartičky E"; a board with no other tile gives "uprostřed plochy".
 * Without a board (a sentence about a cell with no board to hand), from the start tile at
 * [0, 0] (DESIGN 1.2): "hned jižně od startovní kartičky".
 */
export function placeWords(x: number, y: number, t: TFunction, board?: TileLookup, opts: PlaceOptions = {}): string {
  let landmark = t('place.start');
  let ox = 0;
  let oy = 0;
  if (board?.tiles) {
    const mark = opts.from ?? landmarkFor(x, y, board);
    if (!mark) return t('place.alone');
    ox = mark.x;
    oy = mark.y;
    const tile = tileName(mark.id, t, undefined, opts.withSet ?? mixesSets(board.tiles.map((p) => p.tile.id)));
    landmark = mark.most ? t(`place.most.${mark.most}`, { tile }) : t('place.tile', { tile });
  } else if (board && !board.at(0, 0)) {
    // a lookup without its list of tiles: a neighbouring tile, else nothing to word from
    const near = (
      [
        [0, -1],
        [1, 0],
        [0, 1],
        [-1, 0],
      ] as const
    ).find(([dx, dy]) => board.at(x + dx, y + dy));
    if (!near) return t('place.alone');
    ox = x + near[0];
    oy = y + near[1];
    landmark = t('place.tile', { tile: tileName(board.at(ox, oy)!.tile.id, t) });
  }
  const parts = axes(x - ox, y - oy);
  if (parts.length === 0) return t('place.origin', { landmark });
  const dir = (d: string) => t(`place.dir.${d}`);
  if (parts.length === 1) {
    const [p] = parts as [(typeof parts)[0]];
    if (p.n === 1) return t('place.next', { dir: dir(p.dir), landmark });
    return t('place.line', { cells: t('count.cells', { count: p.n }), dir: dir(p.dir), landmark });
  }
  const [a, b] = parts as [(typeof parts)[0], (typeof parts)[0]];
  return t('place.both', {
    cellsX: t('count.cells', { count: a.n }),
    dirX: dir(a.dir),
    cellsY: t('count.cells', { count: b.n }),
    dirY: dir(b.dir),
    landmark,
  });
}

/** The words of a list of places on one board ({@link listWords}). */
export interface ListWords {
  /** Where the tile at `[x, y]` lies, from the list's one reference tile (which says it is that). */
  place(x: number, y: number): string;
  /** The tile at `[x, y]` as a place ("na kartičce E", "na kartičce 2 pole východně od kartičky E"). */
  onTile(x: number, y: number): string;
  /** A tile's name, with its set when the board mixes sets. */
  name(id: string): string;
}

/**
 * Words for a list of the tiles of `board` (a text listing of the position for screen
 * readers): every place worded from one reference tile ({@link listAnchor}), which its own
 * entry names as the reference ("(od ní se počítá poloha ostatních kartiček)"; a lone tile
 * lies "uprostřed plochy"), so no entry is worded from another entry and none from an
 * empty cell.
 */
export function listWords(board: TileLookup, t: TFunction): ListWords {
  const anchor = listAnchor(board);
  const withSet = mixesSets((board.tiles ?? []).map((p) => p.tile.id));
  const isAnchor = (x: number, y: number) => !!anchor && anchor.x === x && anchor.y === y;
  const name = (id: string) => tileName(id, t, undefined, withSet);
  const alone = (board.tiles ?? []).length < 2;
  return {
    name,
    place: (x, y) =>
      isAnchor(x, y)
        ? t(alone ? 'place.alone' : 'place.anchor')
        : placeWords(x, y, t, board, { from: anchor, withSet }),
    onTile: (x, y) =>
      isAnchor(x, y)
        ? t('place.onNamed', { tile: name(anchor!.id) })
        : t('place.onTile', { place: placeWords(x, y, t, board, { from: anchor, withSet }) }),
  };
}
