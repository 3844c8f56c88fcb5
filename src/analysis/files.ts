/**
 * The analysis board's share and file actions: the permalink and the forum texts (BBCode,
 * Markdown, the embed frame) kept up to date, copying them, the PNG picture (downloaded,
 * copied to the clipboard or handed to the phone's share sheet) and the scenario
 * file, and opening an uploaded scenario file ("Nahrát soubor"). The picture, the YAML
 * writer and the file reader are loaded when first used.
 */
import { getT } from '../i18n';
import { copyFieldText, el } from '../lib/dom';
import { isolate } from '../lib/text';
import type { AnalysisContext } from './context';
import type { Issue } from './edit';
import { docFromNotation, MAX_NOTATION, scenarioYaml } from './io';
import { issueText } from './messages';
import { bbcode, markdown, notationFromSearch, permalink, positionQuery, summary, turnLine } from './share';
import { hasNotes, notesFromQuery, seatLabel } from '../board/position/notes';
import { explainEvent } from '../board/words/explain';
import { embedAnalysisPath, EMBED_HEIGHT, iframeCode } from '../lib/embed-paths';
import { langOf } from '../i18n/core';

/** Largest scenario file read (bytes). */
export const MAX_FILE = 256 * 1024;

/** The permalink of the position shown (this page's address with `?pozice=`, the packed notation). */
export function link(app: AnalysisContext): string {
  return permalink(location.href, app.state.shared, app.state.doc.notes, app.state.mode);
}

/** The link field, its length and the forum texts, for the position shown. */
export function renderShare(app: AnalysisContext): void {
  const { page, state } = app;
  const d = state.doc;
  const href = link(app);
  const line = summary(
    { players: d.players, scores: d.scores, final: state.final?.points ?? null, notes: d.notes },
    page.t,
  );
  const title = titleOf(app);
  (page.part('link') as HTMLInputElement).value = href;
  page.part('link-length').textContent = page.a('share.length', { count: href.length });
  // the reader's comment, then what final scoring would give now, line by line
  const more = [
    ...(d.notes?.comment ? [d.notes.comment] : []),
    ...(state.final?.events ?? []).map((e) => explainEvent(e, page.namedT, { board: state.game.board })),
  ];
  page.root.querySelector<HTMLTextAreaElement>('[data-forum-snippet]')!.value = bbcode(href, title, line, more);
  page.root.querySelector<HTMLTextAreaElement>('[data-markdown-snippet]')!.value = markdown(href, title, line, more);
  // "Sdílet" where the system has a share sheet that takes pictures
  const share = page.root.querySelector<HTMLButtonElement>('[data-action="share"]');
  if (share) share.hidden = !canSharePicture();
  // the position's embed page for other sites' frames (issue 22), in the page's language
  const embed = new URL(embedAnalysisPath(langOf(document.documentElement.lang)), location.href);
  if (state.shared) embed.search = positionQuery(state.shared, d.notes);
  page.root.querySelector<HTMLTextAreaElement>('[data-embed-snippet]')!.value = iframeCode(
    embed.href,
    title,
    EMBED_HEIGHT.analysis,
  );
}

/** The position's title: the reader's own, else the page's ("Rozbor pozice z Carcassonne"). */
function titleOf(app: AnalysisContext): string {
  const own = app.state.doc.notes?.title;
  return own ? isolate(own) : app.page.a('share.title');
}

/** Copies a field's text to the clipboard; where the browser refuses, selects it for the reader to copy. */
export async function copyField(app: AnalysisContext, field: HTMLInputElement | HTMLTextAreaElement): Promise<void> {
  const copied = await copyFieldText(field);
  app.page.shareNote(copied ? app.page.a('share.copied') : app.page.a('share.copyFailed'), !copied, field);
}

/** The row of the picture and file buttons (where their answers are said). */
function pictureButtons(app: AnalysisContext): Element | null {
  return app.page.root.querySelector('[data-action="copy-image"]');
}

/** Offers `blob` as a download named `name`. */
function download(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = el('a', { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10000);
}

/**
 * The picture of the position shown (picture.ts): the page's title, the scores with what
 * final scoring would add, whose turn it is and the tile in hand, at least 1200 px wide. Its
 * size is kept on the root (`data-picture-size`, `1200x…`) and said in the status line.
 */
async function picture(app: AnalysisContext): Promise<Blob | null> {
  const { page, state } = app;
  const d = state.doc;
  const { boardPng } = await import('../board/position/picture');
  const f = state.final?.points ?? {};
  const turn = turnLine(d.players, d.player, d.current, page.t, d.notes);
  try {
    const png = await boardPng(d, {
      caption: [
        d.notes?.title ? isolate(d.notes.title) : page.a('title'),
        page.a('share.pictureScores'),
        d.players
          .map((p, i) => {
            const now = d.scores[i] ?? 0;
            const add = f[p] ?? 0;
            return `${seatLabel(d.notes, i, page.colour(p))} ${now} + ${add} = ${now + add}`;
          })
          .join(' · '),
      ],
      ...(turn ? { turn } : {}),
      hand: d.current,
      handLabel: page.a('share.pictureHand'),
      ...(d.notes?.comment ? { comment: d.notes.comment } : {}),
      footer: `${page.t('site.name')} · ${location.host}`,
    });
    page.root.dataset.pictureSize = `${png.width}x${png.height}`;
    return png.blob;
  } catch (err) {
    page.shareNote(page.a('share.pngFailed'), true, pictureButtons(app));
    console.warn(err);
    return null;
  }
}

/** Downloads the picture of the position as a PNG file. */
export async function downloadPng(app: AnalysisContext): Promise<void> {
  const blob = await picture(app);
  if (blob) download(blob, 'rozbor-pozice.png');
}

/**
 * "Kopírovat obrázek": puts the picture on the clipboard as PNG; where the browser refuses,
 * says so and points to the download.
 */
export async function copyImage(app: AnalysisContext): Promise<void> {
  const { page } = app;
  try {
    const made = picture(app).then((b) => b ?? Promise.reject(new Error('no picture')));
    // the item is made at once (Safari needs the click's own turn) and waits for the PNG
    await navigator.clipboard.write([new ClipboardItem({ 'image/png': made })]);
    page.shareNote(page.a('share.imageCopied'), false, pictureButtons(app));
  } catch (err) {
    page.shareNote(page.a('share.imageCopyFailed'), true, pictureButtons(app));
    console.warn(err);
  }
}

/** Whether the browser can hand a picture to the system's share sheet (phones, some desktops). */
export function canSharePicture(): boolean {
  try {
    const probe = new File([new Uint8Array(1)], 'rozbor-pozice.png', { type: 'image/png' });
    return typeof navigator.share === 'function' && !!navigator.canShare?.({ files: [probe] });
  } catch {
    return false;
  }
}

/** "Sdílet": hands the picture, the title, the summary and the permalink to the share sheet. */
export async function sharePicture(app: AnalysisContext): Promise<void> {
  const { page, state } = app;
  const blob = await picture(app);
  if (!blob) return;
  const d = state.doc;
  try {
    await navigator.share({
      files: [new File([blob], 'rozbor-pozice.png', { type: 'image/png' })],
      title: titleOf(app),
      text: summary(
        { players: d.players, scores: d.scores, final: state.final?.points ?? null, notes: d.notes },
        page.t,
      ),
      url: link(app),
    });
  } catch (err) {
    // the reader closing the share sheet is no failure
    if ((err as DOMException)?.name !== 'AbortError')
      page.shareNote(page.a('share.shareFailed'), true, pictureButtons(app));
  }
}

/** Downloads the position as a scenario file (io.ts `scenarioYaml`), titled in both languages, with its permalink. */
export async function downloadYaml(app: AnalysisContext): Promise<void> {
  const title = { cs: getT('cs')('analysis.title'), en: getT('en')('analysis.title') };
  const text = await scenarioYaml(app.state.doc, title, link(app));
  download(new Blob([text], { type: 'application/yaml' }), 'rozbor-pozice.yaml');
}

/**
 * Opens the scenario file chosen in `input` (at most {@link MAX_FILE} bytes, read by the
 * engine's loader, upload.ts) as a new undoable position in edit mode; a file that cannot
 * be read says why above the board and leaves the position as it was.
 */
export async function upload(app: AnalysisContext, input: HTMLInputElement): Promise<void> {
  const { page, state } = app;
  const file = input.files?.[0];
  input.value = '';
  if (!file) return;
  if (file.size > MAX_FILE) {
    page.showAlert(page.a('share.fileTooBig', { max: MAX_FILE / 1024 }));
    page.shareNote(page.a('share.fileTooBig', { max: MAX_FILE / 1024 }), true, input);
    return;
  }
  let text: string;
  try {
    text = await file.text();
  } catch {
    page.showAlert(issueText({ key: 'fileBroken' }, page.t));
    return;
  }
  const { readScenarioFile } = await import('./upload');
  const r = readScenarioFile(text, file.name);
  if (!r.ok) {
    const problem = 'issue' in r ? issueText(r.issue, page.t) : r.problem;
    page.showAlert(page.a('share.fileProblem', { file: file.name, problem }));
    page.shareNote(page.a('share.fileProblem', { file: file.name, problem }), true, input);
    return;
  }
  state.mode = 'edit';
  state.resetTools();
  app.commit(r.doc);
  const warn = r.warnings.map((w: Issue) => issueText(w, page.t));
  page.showAlert([page.a('share.loaded', { file: file.name }), ...warn].join('\n'));
  page.shareNote(page.a('share.loaded', { file: file.name }), false, input);
  // the line under the board speaks of the position now shown, not of the one before
  const tiles = r.doc.tiles.length;
  page.setStatus(
    tiles
      ? page.a('edit.loaded', { file: file.name, tiles: page.t('count.tiles', { count: tiles }) })
      : page.a('edit.cleared'),
  );
  app.refresh();
  app.board.view?.fit(true);
}

/** Longest text the paste field reads (characters): the longest notation read, {@link MAX_NOTATION}. */
export const MAX_PASTE = MAX_NOTATION;

/** A position read from pasted text, see {@link pastedNotation}. */
export interface PastedPosition {
  /** The notation found ('' when none). */
  notation: string;
  /** The query the notation came in, with its `?` ('' when none). */
  search: string;
  /** Whether the text was a link (so an empty notation means a link without a position). */
  link: boolean;
  /** Set when the text is longer than {@link MAX_PASTE}: nothing of it was read. */
  tooLong?: true;
}

/**
 * The `src` of the first `<iframe …>` tag in a text, as written (`&amp;` not undone); linear in
 * the text's length: no regular expression runs over more than one tag.
 * @returns undefined when no frame tag with a quoted `src` is there
 */
export function iframeSrc(text: string): string | undefined {
  for (const part of text.split('<')) {
    if (!/^iframe[\s>]/i.test(part)) continue;
    const end = part.indexOf('>');
    const tag = end >= 0 ? part.slice(0, end) : part;
    const src = /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(tag);
    if (src) return src[1] ?? src[2];
  }
  return undefined;
}

/**
 * The link of a forum post's first BBCode `[url=…]` or Markdown `](…)`; linear in the text's
 * length: a link's text stops at the next bracket, so no attempt reads past the next one.
 * @param text a post without spaces
 * @returns undefined when the text holds no such link
 */
export function postLink(text: string): string | undefined {
  const m = /\[url=([^[\]]+)\]|\]\(([^()]+)\)/.exec(text);
  return m ? (m[1] ?? m[2] ?? '') : undefined;
}

/**
 * The position in what a reader pasted: a link with `?pozice=` (any page, any host: only the
 * position and the notes beside it are read), the board's own frame code (`<iframe src=…>`,
 * its `&amp;` undone), a forum post holding such a link, or a bare notation. Spaces and line
 * breaks a forum or chat put in are dropped. Text over {@link MAX_PASTE} characters is not
 * read at all (`tooLong`); the reading is linear in the text's length.
 * @returns the notation and the query it came in ('' when none), or `notation: ''` with
 *   `link: true` when the text is a link without a position (a rules page, an example's frame)
 */
export function pastedNotation(text: string): PastedPosition {
  if (text.length > MAX_PASTE) return { notation: '', search: '', link: false, tooLong: true };
  const src = iframeSrc(text);
  const t = (src ?? text).replace(/&amp;/g, '&').replace(/\s+/g, '');
  if (!t) return { notation: '', search: '', link: false };
  const u = postLink(t) ?? t;
  const q = u.indexOf('?');
  if (/^[a-z][a-z0-9+.-]*:|^\/|^www\./i.test(u) || q >= 0) {
    const search = q >= 0 ? u.slice(q).replace(/#.*$/, '') : '';
    const notation = search ? (notationFromSearch(search) ?? '') : '';
    return { notation, search: notation ? search : '', link: true };
  }
  return { notation: u, search: '', link: false };
}

/**
 * "Vložit pozici": opens the position pasted into the field (a link or a notation) as a new
 * undoable position; one that cannot be read says why above the board and leaves the
 * position as it was.
 */
export function openPasted(app: AnalysisContext, input: HTMLInputElement): void {
  const { page, state } = app;
  const refuse = (text: string) => {
    input.setAttribute('aria-invalid', 'true');
    page.shareNote(text, true, input);
  };
  const pasted = pastedNotation(input.value);
  if (pasted.tooLong) {
    refuse(page.a('share.pasteTooLong', { max: MAX_PASTE }));
    return;
  }
  if (!pasted.notation) {
    refuse(pasted.link ? page.a('share.pasteNoPosition') : page.a('share.pasteEmpty'));
    return;
  }
  const r = docFromNotation(pasted.notation);
  if (!r.ok) {
    refuse(page.a('share.pasteProblem', { problem: issueText(r.issue, page.t) }));
    return;
  }
  const notes = notesFromQuery(pasted.search, r.doc.players.length);
  const doc = hasNotes(notes) ? { ...r.doc, notes } : r.doc;
  state.resetTools();
  app.commit(doc);
  input.removeAttribute('aria-invalid');
  const warn = r.warnings.map((w: Issue) => issueText(w, page.t));
  const tiles = page.t('count.tiles', { count: doc.tiles.length });
  page.showAlert(warn.length ? warn.join('\n') : null);
  page.shareNote(page.a('share.pasteLoaded', { tiles }), false, input);
  input.value = '';
  app.refresh();
  app.board.view?.fit(true);
}
