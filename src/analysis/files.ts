/**
 * The analysis board's share and file actions: the permalink and the forum texts (BBCode,
 * Markdown) kept up to date, copying them, downloading the PNG picture and the scenario
 * file, and opening an uploaded scenario file ("Nahrát soubor"). The picture, the YAML
 * writer and the file reader are loaded when first used.
 */
import { getT } from '../i18n';
import { el } from '../lib/dom';
import type { AnalysisContext } from './context';
import type { Issue } from './edit';
import { scenarioYaml } from './io';
import { issueText } from './messages';
import { bbcode, markdown, permalink, summary } from './share';
import { embedAnalysisPath, EMBED_HEIGHT, iframeCode } from '../lib/embed-paths';
import { langOf } from '../i18n/core';

/** Largest scenario file read (bytes). */
export const MAX_FILE = 256 * 1024;

/** The permalink of the position shown (this page's address with `?pozice=`). */
export function link(app: AnalysisContext): string {
  return permalink(location.href, app.state.notation);
}

/** The link field, its length and the forum texts, for the position shown. */
export function renderShare(app: AnalysisContext): void {
  const { page, state } = app;
  const d = state.doc;
  const href = link(app);
  const line = summary({ players: d.players, scores: d.scores, final: state.final?.points ?? null }, page.t);
  const title = page.a('share.title');
  (page.part('link') as HTMLInputElement).value = href;
  page.part('link-length').textContent = page.a('share.length', { count: href.length });
  page.root.querySelector<HTMLTextAreaElement>('[data-forum-snippet]')!.value = bbcode(href, title, line);
  page.root.querySelector<HTMLTextAreaElement>('[data-markdown-snippet]')!.value = markdown(href, title, line);
  // the position's embed page for other sites' frames (issue 22), in the page's language
  const embed = new URL(embedAnalysisPath(langOf(document.documentElement.lang)), location.href);
  if (state.notation) embed.search = `?pozice=${state.notation}`;
  page.root.querySelector<HTMLTextAreaElement>('[data-embed-snippet]')!.value = iframeCode(
    embed.href,
    title,
    EMBED_HEIGHT.analysis,
  );
}

/** Copies a field's text to the clipboard; where the browser refuses, selects it for the reader to copy. */
export async function copyField(app: AnalysisContext, field: HTMLInputElement | HTMLTextAreaElement): Promise<void> {
  try {
    await navigator.clipboard.writeText(field.value);
    app.page.setStatus(app.page.a('share.copied'));
  } catch {
    field.focus();
    field.select();
    app.page.setStatus(app.page.a('share.copyFailed'));
  }
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

/** Downloads the board as a PNG (picture.ts) with the page's title and the scores above it. */
export async function downloadPng(app: AnalysisContext): Promise<void> {
  const { page, state } = app;
  const d = state.doc;
  const { boardPng } = await import('../board/picture');
  const f = state.final?.points ?? {};
  const caption = [
    page.a('title'),
    d.players.map((p, i) => `${page.name(p)} ${d.scores[i] ?? 0} (+${f[p] ?? 0})`).join(' · '),
  ];
  try {
    download(await boardPng(d, caption), 'rozbor-pozice.png');
  } catch (err) {
    page.setStatus(page.a('share.pngFailed'), true);
    console.warn(err);
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
    return;
  }
  state.mode = 'edit';
  state.resetTools();
  app.commit(r.doc);
  const warn = r.warnings.map((w: Issue) => issueText(w, page.t));
  page.showAlert([page.a('share.loaded', { file: file.name }), ...warn].join('\n'));
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
