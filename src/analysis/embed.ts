/**
 * The analysis position's embed page (issue 22): reads `?pozice=` (every notation version the
 * analysis board opens), draws the position as a picture (the board's SVG drawing,
 * src/board/position/picture.ts), says the points, whose turn it is and the tile in hand, and links
 * to the analysis board with the same position. A missing or broken position shows a
 * message in the frame (the analysis board's own wording of the problem), never a blank
 * frame. Everything is set as text or as an image address, never as markup.
 */
import { getT } from '../i18n';
import '../engine/modules/art';
import { isolate } from '../lib/text';
import { docFromNotation } from './io';
import { issueText } from './messages';
import { notationFromSearch, positionQuery, summary, turnLine } from './share';
import { finalScoring } from './scoring';
import { boardPicture } from '../board/position/picture';
import { hasNotes, notesFromQuery } from '../board/position/notes';

/**
 * Fills the embed root from the page's address.
 * @param root the element with `data-embed-analysis`: its `data-lang`, its parts
 *   `[data-part="message"|"picture"|"summary"|"turn"]` and the link `[data-part="open"]`
 *   (whose `href` is the analysis page; the position is added to it)
 */
export function showPosition(root: HTMLElement): void {
  const t = getT(root.dataset.lang ?? 'cs');
  const part = (name: string) => root.querySelector<HTMLElement>(`[data-part="${name}"]`)!;
  const message = part('message');
  const notation = notationFromSearch(location.search);
  const fail = (text: string) => {
    message.textContent = text;
    message.hidden = false;
    root.dataset.state = 'invalid';
  };
  if (!notation) return fail(t('embed.noPosition'));
  const read = docFromNotation(notation);
  if (!read.ok) return fail(t('embed.badPosition', { reason: issueText(read.issue, t) }));
  const d = read.doc;
  // the reader's title, comment, names and marks travel beside the position
  const notes = notesFromQuery(location.search, d.players.length);
  if (hasNotes(notes)) d.notes = notes;
  for (const [name, text] of [
    ['note-title', notes.title],
    ['note-comment', notes.comment],
  ] as const) {
    part(name).textContent = isolate(text);
    part(name).hidden = !text;
  }
  const open = part('open') as HTMLAnchorElement;
  open.href = `${open.getAttribute('href')}${positionQuery(encodeURIComponent(notation), d.notes)}`;
  const pic = boardPicture(d);
  const img = part('picture') as HTMLImageElement;
  img.src = URL.createObjectURL(new Blob([pic.svg], { type: 'image/svg+xml' }));
  img.width = pic.width;
  img.height = pic.height;
  // drawn up to one and a half times its size (a small position fills the frame's width less)
  img.style.maxWidth = `${Math.round(pic.width * 1.5)}px`;
  img.alt = t('embed.pictureLabel', { tiles: t('count.tiles', { count: d.tiles.length }) });
  img.hidden = false;
  const final = finalScoring(d);
  // a sum never breaks between its numbers ("12 + 5 = 17" stays on one line)
  part('summary').textContent = summary(
    { players: d.players, scores: d.scores, final: final?.points ?? null, notes: d.notes },
    t,
  ).replace(/ ([+=]) /g, '\u00a0$1\u00a0');
  part('turn').textContent = turnLine(d.players, d.player, d.current, t, d.notes);
  message.hidden = true;
  root.dataset.state = 'shown';
  root.dataset.position = notation;
}

const root = document.querySelector<HTMLElement>('[data-embed-analysis]');
if (root) {
  try {
    showPosition(root);
  } catch (err) {
    console.warn('embed: the position could not be shown', err);
    const m = root.querySelector<HTMLElement>('[data-part="message"]');
    if (m) {
      m.textContent = root.dataset.broken ?? '';
      m.hidden = false;
    }
    root.dataset.state = 'invalid';
  }
}
