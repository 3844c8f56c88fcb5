/**
 * What a reader adds to a position to talk about it (issue "Free play and the analysis
 * board", analysis board "Player names" and "Marks"): a title, a comment, the players'
 * names, and marks on the board — highlighted cells, highlighted features and arrows from
 * one cell to another. None of it is a rule fact: the engine never sees it, and the position
 * notation does not carry it. It travels beside the notation: in the permalink's query
 * (`nazev`, `komentar`, `jmena`, `znacky`), in the picture, in the scenario file's `notes`
 * field and in the forum snippet (the title is the link's text).
 *
 * The `znacky` word: items joined by `.`; a cell is `x_y`, a feature `x_y_LOC` (a location
 * of DESIGN 1.3 on the tile at that cell), an arrow `x_y~x_y` (from, to); grid units,
 * x to the east, y to the south. Every character is URL-safe, so the word needs no escaping.
 * Reading never throws: what it cannot read is left out.
 */
import { isLocation, type BoardMarks, type Location, type PositionNotes } from '../../engine/core';
import { cutEncoded, cutText, isolate } from '../../lib/text';
import type { Cell, FeatureMark } from './cell';

export type { Arrow, BoardMarks, PositionNotes } from '../../engine/core';

/** Most grapheme clusters of a title. */
export const MAX_TITLE = 80;
/** Most grapheme clusters of a comment. */
export const MAX_COMMENT = 500;
/** Most grapheme clusters of a player's name (as in free play). */
export const MAX_NAME = 30;
/** Most marks of each kind (cells, features, arrows). */
export const MAX_MARKS = 64;
/** Largest coordinate a mark may name either way (a board of every tile fits well within it). */
const MAX_COORD = 500;

/** No title, comment, names or marks. */
export function emptyNotes(): PositionNotes {
  return { title: '', comment: '', names: [], marks: { cells: [], features: [], arrows: [] } };
}

/** Whether the notes hold anything (a title, a comment, a name or a mark). */
export function hasNotes(n: PositionNotes | undefined): boolean {
  if (!n) return false;
  const m = n.marks;
  return !!(n.title || n.comment || n.names.some(Boolean) || m.cells.length || m.features.length || m.arrows.length);
}

/** A title, comment or name as kept: line breaks of a title or name made spaces, ends trimmed, cut to `max`. */
export function cleanText(text: unknown, max: number, multiline = false): string {
  const s = typeof text === 'string' ? text : '';
  const flat = multiline ? s.replace(/\r\n?/g, '\n').replace(/\n{3,}/g, '\n\n') : s.replace(/\s+/g, ' ');
  // control characters other than the line break are dropped
  // eslint-disable-next-line no-control-regex
  return cutText(flat.replace(/[\u0000-\u0009\u000B-\u001F\u007F]/g, '').trim(), max);
}

const cellWord = (c: Cell) => `${c.x}_${c.y}`;
const sameCell = (a: Cell, b: Cell) => a.x === b.x && a.y === b.y;

/** The marks as the `znacky` word ('' when there are none). */
export function marksWord(m: BoardMarks): string {
  return [
    ...m.cells.map(cellWord),
    ...m.features.map((f) => `${f.x}_${f.y}_${f.loc}`),
    ...m.arrows.map((a) => `${cellWord(a.from)}~${cellWord(a.to)}`),
  ].join('.');
}

function coord(s: string | undefined): number | null {
  if (s === undefined || !/^-?\d{1,4}$/.test(s)) return null;
  const n = Number(s);
  return Math.abs(n) <= MAX_COORD ? n : null;
}

function cellOf(s: string): Cell | null {
  const p = s.split('_');
  if (p.length !== 2) return null;
  const x = coord(p[0]);
  const y = coord(p[1]);
  return x === null || y === null ? null : { x, y };
}

/**
 * The marks of a `znacky` word; items it cannot read, repeats and items over
 * {@link MAX_MARKS} of a kind are left out (never throws).
 */
export function readMarks(word: unknown): BoardMarks {
  const m: BoardMarks = { cells: [], features: [], arrows: [] };
  if (typeof word !== 'string') return m;
  for (const item of word.slice(0, 8000).split('.')) {
    if (item.includes('~')) {
      const [a, b, ...rest] = item.split('~');
      const from = cellOf(a ?? '');
      const to = cellOf(b ?? '');
      if (rest.length || !from || !to || sameCell(from, to) || m.arrows.length >= MAX_MARKS) continue;
      if (!m.arrows.some((x) => sameCell(x.from, from) && sameCell(x.to, to))) m.arrows.push({ from, to });
      continue;
    }
    const p = item.split('_');
    if (p.length === 3) {
      const x = coord(p[0]);
      const y = coord(p[1]);
      const loc = p[2] ?? '';
      if (x === null || y === null || !isLocation(loc) || m.features.length >= MAX_MARKS) continue;
      if (!m.features.some((f) => f.x === x && f.y === y && f.loc === loc)) m.features.push({ x, y, loc });
      continue;
    }
    const c = cellOf(item);
    if (c && m.cells.length < MAX_MARKS && !m.cells.some((x) => sameCell(x, c))) m.cells.push(c);
  }
  return m;
}

/**
 * The longest link the site writes (characters, the whole address): 8,000, under the request
 * limits of common servers (nginx reads 8 KB of request line, Apache 8,190 bytes; Node, which
 * `npm start` serves with, answers 431 beyond 16 KB of headers). Every link of a position or
 * a game stays within it: the notes give way ({@link notesQuery}).
 */
export const MAX_LINK = 8000;

/** Room in {@link MAX_LINK} for the address before the query (origin and path; ours are under 60 characters). */
export const LINK_BASE_ROOM = 200;

function notesWords(n: PositionNotes): string[] {
  const out: string[] = [];
  if (n.title) out.push(`nazev=${encodeURIComponent(n.title)}`);
  if (n.comment) out.push(`komentar=${encodeURIComponent(n.comment)}`);
  if (n.names.some(Boolean)) out.push(`jmena=${n.names.map((s) => encodeURIComponent(s)).join(',')}`);
  const w = marksWord(n.marks);
  if (w) out.push(`znacky=${w}`);
  return out;
}

/**
 * The query words that carry the notes (after `pozice=`): `&nazev=…&komentar=…&jmena=…&znacky=…`,
 * each only when it has something; '' for empty notes. Names are joined by `,`, each
 * URI-encoded (as free play's `jmena`).
 * @param room most characters the words may take (the rest of {@link MAX_LINK}); when they
 *   would take more, the comment is cut first, then the title, the names, and last the marks
 *   are left out, so that the link always opens
 */
export function notesQuery(n: PositionNotes | undefined, room = Number.POSITIVE_INFINITY): string {
  if (!n) return '';
  const query = (x: PositionNotes) =>
    notesWords(x)
      .map((w) => `&${w}`)
      .join('');
  const size = (x: PositionNotes) => query(x).length;
  // room left for one word's value: what the other words take and the word's name given
  const left = (x: PositionNotes, blank: Partial<PositionNotes>, name: string) =>
    Math.max(0, room - size({ ...x, ...blank }) - name.length);
  let fit = n;
  if (size(fit) > room) fit = { ...fit, comment: cutEncoded(fit.comment, left(fit, { comment: '' }, '&komentar=')) };
  if (size(fit) > room) fit = { ...fit, title: cutEncoded(fit.title, left(fit, { title: '' }, '&nazev=')) };
  if (size(fit) > room) {
    const each = Math.floor(left(fit, { names: [] }, '&jmena=') / Math.max(1, fit.names.length)) - 1;
    fit = { ...fit, names: fit.names.map((s) => cutEncoded(s, Math.max(0, each))) };
  }
  if (size(fit) > room) fit = { ...fit, marks: { cells: [], features: [], arrows: [] } };
  return query(fit);
}

/** Decodes one URI-encoded name; a broken escape gives the text as it is. */
function decodeName(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/**
 * The notes of a query string (`location.search`, with or without `?`): texts cleaned and
 * cut, marks read by {@link readMarks}; anything unreadable is left out (never throws).
 * @param players how many seats the position has (names beyond them are dropped)
 */
export function notesFromQuery(search: string, players = 6): PositionNotes {
  const n = emptyNotes();
  let q: URLSearchParams;
  try {
    q = new URLSearchParams(search);
  } catch {
    return n;
  }
  n.title = cleanText(q.get('nazev'), MAX_TITLE);
  n.comment = cleanText(q.get('komentar'), MAX_COMMENT, true);
  // the names' word is read raw: each name is escaped on its own, so an escaped "," stays in its name
  const raw = search
    .replace(/^\?/, '')
    .split('&')
    .find((w) => w.startsWith('jmena='))
    ?.slice(6)
    .replace(/\+/g, ' ');
  if (raw)
    n.names = raw
      .split(',')
      .slice(0, players)
      .map((s) => cleanText(decodeName(s), MAX_NAME));
  while (n.names.length && !n.names[n.names.length - 1]) n.names.pop();
  n.marks = readMarks(q.get('znacky'));
  return n;
}

/** The notes with the cell mark at `c` added, or taken away when it is there. */
export function toggleCell(n: PositionNotes, c: Cell): PositionNotes {
  const has = n.marks.cells.some((x) => sameCell(x, c));
  const cells = has ? n.marks.cells.filter((x) => !sameCell(x, c)) : [...n.marks.cells, { x: c.x, y: c.y }];
  return { ...n, marks: { ...n.marks, cells: cells.slice(0, MAX_MARKS) } };
}

/**
 * The notes with the feature mark `f` added, or taken away when it is there.
 * @param same whether two marks name one feature (the caller knows the board); by default the same tile and location
 */
export function toggleFeature(
  n: PositionNotes,
  f: FeatureMark,
  same: (a: FeatureMark, b: FeatureMark) => boolean = (a, b) => a.x === b.x && a.y === b.y && a.loc === b.loc,
): PositionNotes {
  const has = n.marks.features.some((x) => same(x, f));
  const features = has
    ? n.marks.features.filter((x) => !same(x, f))
    : [...n.marks.features, { x: f.x, y: f.y, loc: f.loc as Location }];
  return { ...n, marks: { ...n.marks, features: features.slice(0, MAX_MARKS) } };
}

/** The notes with an arrow from `from` to `to` added, or taken away when it is there (no arrow from a cell to itself). */
export function toggleArrow(n: PositionNotes, from: Cell, to: Cell): PositionNotes {
  if (sameCell(from, to)) return n;
  const has = n.marks.arrows.some((a) => sameCell(a.from, from) && sameCell(a.to, to));
  const arrows = has
    ? n.marks.arrows.filter((a) => !(sameCell(a.from, from) && sameCell(a.to, to)))
    : [...n.marks.arrows, { from: { x: from.x, y: from.y }, to: { x: to.x, y: to.y } }];
  return { ...n, marks: { ...n.marks, arrows: arrows.slice(0, MAX_MARKS) } };
}

/**
 * The name shown for seat `i`: the reader's name with the colour's name ("Petr (Červený)"), or
 * the colour's name alone. The name is isolated ({@link isolate}): right-to-left letters or a
 * direction override in it never turn the numbers and words beside it around.
 */
export function seatLabel(n: PositionNotes | undefined, i: number, colourName: string): string {
  const name = n?.names[i];
  return name ? `${isolate(name)} (${colourName})` : colourName;
}
