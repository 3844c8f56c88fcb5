/**
 * Sharing a position: the permalink (`?pozice=<notation>`), a one-line summary (who leads,
 * what final scoring would give) and that line as a BBCode or Markdown forum post. The
 * notation and the notes in the link are URL-encoded, so nothing can break out of the `[url]`
 * tag or the Markdown link; the reader's words in the post (the title, the names in the
 * summary) are escaped ({@link bbcodeText}, {@link markdownText}), so the post says only what
 * the site means: no tag, image, link or HTML of the reader's.
 */
import type { TFunction } from 'i18next';
import { signed } from '../i18n/numbers';
import { tileName } from '../board/words/explain';
import { LINK_BASE_ROOM, MAX_LINK, notesQuery, seatLabel, type PositionNotes } from '../board/position/notes';

/** The query parameter that carries a position (DESIGN 1.6). */
export const POSITION_PARAM = 'pozice';

/** The query parameter that opens the position in play mode (`rezim=hra`); edit mode has none. */
export const MODE_PARAM = 'rezim';

/**
 * The address of the analysis page at `pageUrl` showing `notation`, with the reader's notes
 * (title, comment, names, marks: the board kit's `notesQuery`) after it, and `&rezim=hra`
 * when the position is shared in play mode.
 */
export function permalink(pageUrl: string, notation: string, notes?: PositionNotes, mode?: 'edit' | 'play'): string {
  const u = new URL(pageUrl);
  return `${u.origin}${u.pathname}${positionQuery(notation, notes, mode)}`;
}

/**
 * The query of a shared position: `?pozice=<notation>`, the notes, `&rezim=hra` in play mode;
 * empty without a notation. The permalink, the embed frame's address and the links to the
 * other language use it. With the page's address it stays within the longest link the site
 * writes ({@link MAX_LINK}): the notes give way (`notesQuery`).
 */
export function positionQuery(notation: string, notes?: PositionNotes, mode?: 'edit' | 'play'): string {
  if (!notation) return '';
  const head = `?${POSITION_PARAM}=${notation}`;
  const tail = mode === 'play' ? `&${MODE_PARAM}=hra` : '';
  return `${head}${notesQuery(notes, MAX_LINK - LINK_BASE_ROOM - head.length - tail.length)}${tail}`;
}

/** Whether a query string (`location.search`) asks for play mode ({@link MODE_PARAM}). */
export function playModeFromSearch(search: string): boolean {
  try {
    return new URLSearchParams(search).get(MODE_PARAM) === 'hra';
  } catch {
    return false;
  }
}

/** The position notation in a query string (`location.search`), or null when there is none. */
export function notationFromSearch(search: string): string | null {
  try {
    return new URLSearchParams(search).get(POSITION_PARAM);
  } catch {
    return null;
  }
}

/** Scores for the summary: totals now and what final scoring would add, per colour in turn order. */
export interface SummaryInput {
  players: readonly string[];
  scores: readonly number[];
  /** Points final scoring would add, per colour (null when unknown). */
  final: Record<string, number> | null;
  /** The reader's names and marks (a seat with a name is called "name (colour)"). */
  notes?: PositionNotes | undefined;
}

/**
 * One line: who leads now, then the totals if the game ended now, e.g. "Vede Červený s 12
 * body. Kdyby hra skončila teď: Červený 12 + 5 = 17, Modrý 9 + 9 = 18."
 */
export function summary(s: SummaryInput, t: TFunction): string {
  const name = (p: string) => seatLabel(s.notes, s.players.indexOf(p), t(`player.${p}`));
  const best = Math.max(...s.scores);
  const leaders = s.players.filter((_, i) => s.scores[i] === best);
  const lead =
    s.players.length === 0
      ? ''
      : leaders.length === s.players.length
        ? t('analysis.share.level', { points: t('count.points', { count: best }) })
        : leaders.length > 1
          ? t('analysis.share.leadTie', {
              players: leaders.map(name).join(', '),
              points: t('count.points', { count: best }),
            })
          : t('analysis.share.lead', { player: name(leaders[0]!), points: t('count.points', { count: best }) });
  if (!s.final) return lead;
  const list = s.players
    .map((p, i) => {
      const now = s.scores[i] ?? 0;
      const add = s.final![p] ?? 0;
      return `${name(p)} ${signed(now)} + ${signed(add)} = ${signed(now + add)}`;
    })
    .join(', ');
  return `${lead} ${t('analysis.share.ifEnded', { list })}`.trim();
}

/**
 * Whose turn it is and the tile in hand, for the picture and the embed page: "Na tahu:
 * Modrý, v ruce kartička E" ('' when no player is to move).
 * @param players colours in turn order
 * @param player index of the player to move
 * @param current the tile in hand (an engine tile id), or null
 * @param notes the reader's names (the player to move named "name (colour)")
 */
export function turnLine(
  players: readonly string[],
  player: number,
  current: string | null,
  t: TFunction,
  notes?: PositionNotes,
): string {
  const mover = players[player];
  if (!mover) return '';
  const turn = t('analysis.share.turn', { player: seatLabel(notes, player, t(`player.${mover}`)) });
  return current ? `${turn}, ${t('analysis.share.handTile', { tile: tileName(current, t) })}` : turn;
}

/**
 * Text as BBCode shows it literally: BBCode has no escape, so its brackets become the
 * full-width ones (U+FF3B, U+FF3D), which look alike and which no forum reads as a tag.
 */
export function bbcodeText(text: string): string {
  return text.replace(/\[/g, '\uff3b').replace(/\]/g, '\uff3d');
}

/**
 * Text as Markdown shows it literally: every character that could start markup within a
 * line (emphasis, code, a link or image, raw HTML, an entity, strike-through) escaped with a
 * backslash; line breaks become spaces. Brackets escaped, `(` and `!` start nothing.
 */
export function markdownText(text: string): string {
  return text.replace(/[\\`*_[\]<>&~]/g, '\\$&').replace(/\s*[\r\n]+\s*/g, ' ');
}

/**
 * A BBCode forum post: the linked title, then the summary, then `more` (the reader's comment, the lines of
 * final scoring), each on a line of its own, all escaped ({@link bbcodeText}), within {@link MAX_POST}.
 * @param link the permalink (URL-encoded, as {@link permalink} writes it)
 */
export function bbcode(link: string, title: string, line: string, more: readonly string[] = []): string {
  const head = `[url=${link.replace(/[[\]\s]/g, encodeURIComponent)}]${bbcodeText(title)}[/url] — ${bbcodeText(line)}`;
  return withinPost([head, ...more.map(bbcodeText)]);
}

/** The same post in Markdown, every line escaped ({@link markdownText}). */
export function markdown(link: string, title: string, line: string, more: readonly string[] = []): string {
  const head = `[${markdownText(title)}](${link.replace(/[()<>\s]/g, encodeURIComponent)}) — ${markdownText(line)}`;
  // a line of its own per item (two spaces end a Markdown line)
  return withinPost([head, ...more.map(markdownText)]).replace(/\n/g, '  \n');
}

/** The most characters of a forum post the board writes (a forum's own limit is higher; a post stays readable). */
export const MAX_POST = 3000;

/**
 * A post's lines, one per line, with as many of the lines after the first as fit in {@link MAX_POST} characters
 * (the link line always; a line that does not fit ends the post with "…").
 */
function withinPost(lines: readonly string[]): string {
  let out = lines[0] ?? '';
  for (const l of lines.slice(1)) {
    if (!l) continue;
    if (out.length + 1 + l.length > MAX_POST - 2) return `${out}\n…`;
    out += `\n${l}`;
  }
  return out;
}
