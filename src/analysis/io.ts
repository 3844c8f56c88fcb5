/**
 * The analysis document in and out: the engine's position notation (permalinks,
 * `data-position`) and scenario files (download, upload).
 *
 * A document is the engine's plain position (`Setup`), read and written through the
 * engine's pairs (`setupFromNotation`/`notationOfSetup`, `setupFromScenario`/
 * `scenarioOfSetup`), so a new notation version with more module state needs no change
 * here; `parseNotation` is read only to word what a broken link gets wrong. Reading reader-supplied text never throws: a damaged or hostile
 * link gives an {@link Issue} that names what is wrong.
 */
import {
  Game,
  gameOfSetup,
  getModule,
  getTile,
  MAX_COORD,
  MAX_POSITION_TILES,
  parseNotation,
  type Rotation,
  type Scenario,
  type Setup,
  setupFromNotation,
  setupFromScenario,
  keepGame,
  normaliseModules,
  scenarioOfSetup,
} from '../engine';
import { checked, MAX_SCORE, MIN_PLAYERS, playerLimits, problemIssue, whyNot, type Issue } from './edit';
import { overCounts } from './tilebox';
import { getT } from '../i18n';
import {
  cleanText,
  hasNotes,
  marksWord,
  MAX_COMMENT,
  MAX_NAME,
  MAX_TITLE,
  readMarks,
  type PositionNotes,
} from '../board/position/notes';

/** Longest notation text read (a full game of every set is about 2,500 characters). */
export const MAX_NOTATION = 20000;
/** Most tiles a position may hold: the engine's limit (every known tile of every set is far fewer). */
export const MAX_TILES = MAX_POSITION_TILES;

/** A document read from outside, with warnings that do not stop it being shown (copies over the sets' counts). */
export type ReadResult = { ok: true; doc: Setup; warnings: Issue[] } | { ok: false; issue: Issue };

const NOTATION_PART: Record<string, string> = {
  sections: 'sections',
  players: 'players',
  scores: 'scores',
  player: 'player',
  current: 'current',
};

/**
 * The part of the notation a parse error path names (`tiles[3]` → tile 4); a tile's cell
 * beyond the limit the error names (`tiles[3].at`, `max`) is one too far from the centre.
 */
function notationIssue(path: string, params?: Record<string, unknown>): Issue {
  const m = /^(tiles|figures)\[(\d+)\](\.at)?/.exec(path);
  if (m?.[1] === 'tiles' && m[3] && typeof params?.max === 'number') {
    return { key: 'linkFar', params: { n: Number(m[2]) + 1, max: params.max } };
  }
  if (m) return { key: m[1] === 'tiles' ? 'linkTile' : 'linkFigure', params: { n: Number(m[2]) + 1 } };
  if (path === 'tiles' && typeof params?.max === 'number')
    return { key: 'linkTooManyTiles', params: { max: params.max } };
  // a version number this site does not read (a newer site's link?), else no notation at all
  if (path === 'version' && /^\d{1,6}$/.test(String(params?.version ?? '')))
    return { key: 'linkVersion', params: { version: String(params!.version), supported: String(params!.supported) } };
  if (path === 'version') return { key: 'linkNotNotation' };
  const part = NOTATION_PART[path.split(/[.[]/)[0] ?? ''] ?? 'other';
  return { key: 'linkPart', params: { part } };
}

/** Checks of a parsed position that the engine leaves to its callers: sizes and ranges. */
function limits(p: ReturnType<typeof parseNotation>): Issue | undefined {
  if ('code' in p) return notationIssue(p.path, p.params);
  if (p.tiles.length > MAX_TILES) return { key: 'linkTooManyTiles', params: { max: MAX_TILES } };
  const i = p.tiles.findIndex((t) => Math.abs(t.x) > MAX_COORD || Math.abs(t.y) > MAX_COORD);
  if (i >= 0) return { key: 'linkFar', params: { n: i + 1, max: MAX_COORD } };
  if (p.scores.some((s) => Math.abs(s) > MAX_SCORE)) return { key: 'scoreRange', params: { max: MAX_SCORE } };
  const j = p.tiles.findIndex((t) => !getTile(t.id));
  if (j >= 0) return { key: 'linkUnknownTile', params: { n: j + 1, tile: p.tiles[j]!.id.slice(0, 40) } };
  if (p.current !== null && !getTile(p.current))
    return { key: 'linkUnknownCurrent', params: { tile: p.current.slice(0, 40) } };
  return undefined;
}

/**
 * The first tile of `tiles` (in their order) that lies on a cell taken before or whose side
 * meets an earlier tile's side of another kind, as an issue naming both sides.
 */
function edgeIssue(
  players: readonly string[],
  modules: readonly string[],
  tiles: readonly { tile: string; x: number; y: number; rotation: number }[],
): Issue | undefined {
  const g0 = Game.create({ players: [...players], modules: [...modules], deal: false });
  if (!(g0 instanceof Game)) return undefined;
  const seen = new Set<string>();
  for (const t of tiles) {
    const k = `${t.x},${t.y}`;
    if (seen.has(k)) return { key: 'cellTwice', params: { tile: t.tile, x: t.x, y: t.y } };
    seen.add(k);
    const tile = getTile(t.tile);
    if (!tile) return undefined;
    const why = whyNot(g0, t.tile, t.x, t.y, t.rotation as Rotation);
    if (why && (why.key === 'mismatch' || why.key === 'mismatchTurn')) return { key: 'linkEdges', params: why.params! };
    g0.board.place(tile, t.x, t.y, t.rotation / 90);
  }
  return undefined;
}

/**
 * Checks of a document read from outside: players, the board's edges, then the engine's own
 * checks. With `game`, the document's game, kept with it already (`gameOfSetup` returns it):
 * it passed the engine's checks, so they are not made a second time.
 */
function validate(d: Setup, game?: Game): ReadResult {
  const lim = playerLimits(d.modules);
  if (d.players.length < MIN_PLAYERS || d.players.length > lim.max) {
    return { ok: false, issue: { key: 'playerCount', params: { min: MIN_PLAYERS, max: lim.max } } };
  }
  if (!game) {
    // edges, each mismatching pair named once, by the later tile
    const edges = edgeIssue(d.players, d.modules, d.tiles);
    if (edges) return { ok: false, issue: edges };
    const r = checked(d);
    if (!r.ok) return r;
  }
  const warnings: Issue[] = overCounts(d).map((o) => ({
    key: Number.isFinite(o.count) && o.count > 0 ? 'overCount' : 'notInSets',
    params: { tile: o.id, used: o.used, count: Number.isFinite(o.count) ? o.count : 0 },
  }));
  return { ok: true, doc: d, warnings };
}

/**
 * Read a position notation (the `?pozice=` value). Never throws; the text is never shown
 * as markup.
 */
export function docFromNotation(text: string): ReadResult {
  try {
    if (typeof text !== 'string' || text === '') return { ok: false, issue: { key: 'linkEmpty' } };
    if (text.length > MAX_NOTATION) return { ok: false, issue: { key: 'linkTooLong', params: { max: MAX_NOTATION } } };
    const p = parseNotation(text);
    const bad = limits(p);
    if (bad || 'code' in p) return { ok: false, issue: bad ?? { key: 'linkPart', params: { part: 'other' } } };
    if (new Set(p.modules).size !== p.modules.length) return { ok: false, issue: { key: 'moduleUnknown' } };
    const colours = playerLimits(p.modules).colours;
    if (new Set(p.players).size !== p.players.length || p.players.some((c) => !colours.includes(c))) {
      return { ok: false, issue: { key: 'linkColour' } };
    }
    // the engine reads the text into a setup; the game it was read from stays the setup's
    // game, so opening a link builds one game
    const d = setupFromNotation(text);
    if ('code' in d) {
      const g = d;
      const path = g.path;
      if (g.code === 'module.unknown') return { ok: false, issue: { key: 'moduleUnknown' } };
      if (g.code === 'edges.mismatch') {
        const tiles = p.tiles.map((t) => ({ tile: t.id, x: t.x, y: t.y, rotation: t.rotation }));
        const edges = edgeIssue(p.players, p.modules, tiles);
        if (edges) return { ok: false, issue: edges };
      }
      if (g.code === 'player.unknown') {
        return g.params?.reason === 'repeated' || g.params?.reason === 'colour'
          ? { ok: false, issue: { key: 'linkColour' } }
          : {
              ok: false,
              issue: { key: 'playerCount', params: { min: MIN_PLAYERS, max: playerLimits(p.modules).max } },
            };
      }
      return { ok: false, issue: notationIssue(path, g.params) };
    }
    return validate(d, gameOfSetup(d).game ?? undefined);
  } catch {
    return { ok: false, issue: { key: 'linkBroken' } };
  }
}

/**
 * The document of a loaded scenario: its position before the play, with the play's tile
 * in hand and the play's player to move (as the worked examples open on the board). A file
 * written by the analysis board also names its tile in hand and player to move in a
 * comment (see {@link scenarioYaml}); pass that comment's values as `hand`.
 */
export function docFromScenario(s: Scenario, hand?: { tile: string | null; player: string | null }): ReadResult {
  try {
    const read = setupFromScenario(s, 'file', hand);
    if (Array.isArray(read)) {
      const d0: Setup = {
        modules: normaliseModules(s.rules),
        players: [...s.players],
        scores: s.players.map(() => 0),
        tiles: s.board.map((b) => ({
          tile: b.tile,
          x: b.at[0],
          y: b.at[1],
          rotation: b.rotation,
          figures: (b.meeples ?? []).map((m) => ({ player: m.player, at: m.at, kind: m.kind })),
        })),
        // each module's state as the file gives it, so that a problem at one of its figures names that figure
        state: Object.fromEntries(
          normaliseModules(s.rules).flatMap((id) => {
            const st = getModule(id)?.state;
            try {
              return st ? [[id, st.scenario.read(s as unknown as Record<string, unknown>).values]] : [];
            } catch {
              return [];
            }
          }),
        ),
        current: null,
        player: 0,
      };
      return { ok: false, issue: problemIssue(d0, read[0] ?? { file: '', path: '', message: '' }) };
    }
    // a new document (the notes cut to the board's limits) showing the game the file was read into
    const d: Setup = { ...read, notes: keptNotes(read.notes) };
    if (!d.notes) delete d.notes;
    keepGame(d, gameOfSetup(read).game!);
    return validate(d, gameOfSetup(d).game ?? undefined);
  } catch {
    return { ok: false, issue: { key: 'fileBroken' } };
  }
}

/** Titles the analysis board writes when the reader gives none (they are no title of the reader's). */
function isDefaultTitle(title: string): boolean {
  return ['analysis.title', 'analysis.share.title'].some((k) => getT('cs')(k) === title || getT('en')(k) === title);
}

/**
 * The notes a file brought (the engine reads its title and `notes` field as written), as the
 * board keeps them: a title the board writes by default is no title, and every text and mark
 * list is cut to the board's limits. Undefined when nothing is left.
 */
function keptNotes(n: PositionNotes | undefined): PositionNotes | undefined {
  if (!n) return undefined;
  const title = n.title.trim();
  const kept: PositionNotes = {
    title: title && !isDefaultTitle(title) ? cleanText(title, MAX_TITLE) : '',
    comment: cleanText(n.comment, MAX_COMMENT, true),
    names: n.names.map((name) => cleanText(name, MAX_NAME)),
    marks: readMarks(marksWord(n.marks)),
  };
  while (kept.names.length && !kept.names[kept.names.length - 1]) kept.names.pop();
  return hasNotes(kept) ? kept : undefined;
}

/** The comment line of a downloaded scenario that keeps the tile in hand and the player to move. */
const HAND_COMMENT = /^# (?:hand|v ruce): (\S+) (\S+)\s*$/m;

/** The text of that comment for a document (without `#`): `hand: <tile or -> <colour or ->`. */
function handComment(d: Setup): string {
  return `hand: ${d.current ?? '-'} ${d.players[d.player] ?? '-'}`;
}

/** The tile in hand and player to move named by a downloaded scenario's comment, if any. */
export function handFromYaml(text: string): { tile: string | null; player: string | null } | undefined {
  const m = HAND_COMMENT.exec(text.slice(0, 4000));
  if (!m) return undefined;
  return { tile: m[1] === '-' ? null : m[1]!, player: m[2] === '-' ? null : m[2]! };
}

/** True for a non-empty list whose items are all objects (board entries, a module's figures): one line per item. */
function listOfObjects(v: unknown): boolean {
  return Array.isArray(v) && v.length > 0 && v.every((x) => !!x && typeof x === 'object' && !Array.isArray(x));
}

/**
 * The position as a scenario file (DESIGN 1.4) that `npm run score` accepts, with `end:
 * true` so that scoring it gives what final scoring would add now, written by the `yaml`
 * library (loaded on the first call, so the page does not carry it). Fields in the order
 * of the worked examples (id, title, rules, players, scores, the modules' own fields, board,
 * end); a list of objects (the board, a module's figures) one flow-style line per item,
 * every other list or object on one line; the title, the permalink and the tile in hand
 * in comments at the top. Scenarios have no field for a tile in hand outside a play, so
 * that comment (`# hand:` tile and colour, `-` for none) is what {@link handFromYaml}
 * reads back.
 * @param title the file's title in both languages
 * @param link the permalink of the position (written as a comment; none when empty)
 */
export async function scenarioYaml(d: Setup, title: { cs: string; en: string }, link: string): Promise<string> {
  const { Document, isCollection, isMap, isScalar } = await import('yaml');
  // the modules' own fields (their position state) come from scenarioOfSetup, each as its module writes it
  const { board, end, notes, ...head } = scenarioOfSetup(d, true) as unknown as Record<string, unknown>;
  const own = d.notes?.title;
  const fields: Record<string, unknown> = {
    ...head,
    title: own ? { cs: own, en: own } : { cs: title.cs, en: title.en },
    board,
    end,
    ...(notes ? { notes } : {}),
  };
  const doc = new Document(fields);
  doc.commentBefore = [
    own ? ` ${own.replace(/\s+/g, ' ')}` : ` ${title.cs} / ${title.en}`,
    ...(link ? [` ${link}`] : []),
    ` ${handComment(d)}`,
  ].join('\n');
  if (isMap(doc.contents)) {
    for (const { key, value } of doc.contents.items) {
      if (!isCollection(value)) continue;
      if (!listOfObjects(fields[isScalar(key) ? String(key.value) : ''])) value.flow = true;
      else for (const item of value.items) if (isCollection(item)) item.flow = true;
    }
  }
  // no line is folded: a board entry stays on one line however many figures it holds
  return doc.toString({ lineWidth: 0 });
}
