/**
 * The analysis page around the board: its parts (the elements marked `data-part` in
 * src/components/AnalysisBoard.astro), its strings, the status line under the board and
 * the message above it, and the helpers every panel draws with. Everything is set as text,
 * never as markup.
 */
import type { TFunction } from 'i18next';
import type { Game } from '../engine';
import { getT } from '../i18n';
import { figureName, plainParams } from '../board/words/explain';
import { el } from '../lib/dom';
import { isolate } from '../lib/text';
import type { PositionNotes } from '../board/position/notes';

/**
 * Replaces a container's children, giving focus back to the element with the same `data-key`.
 * Text the reader has typed into the focused field and not yet committed (its value differs
 * from the one it was drawn with) is carried into the new field, so that typing on while a
 * change of another field re-draws the panel loses nothing.
 */
export function replaceKeepingFocus(box: Element, nodes: Node[]): void {
  const active = document.activeElement;
  const key = active && box.contains(active) ? active.closest<HTMLElement>('[data-key]')?.dataset.key : undefined;
  const typed =
    (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) &&
    active.value !== active.defaultValue
      ? active.value
      : undefined;
  box.replaceChildren(...nodes);
  const next = key ? box.querySelector<HTMLElement>(`[data-key="${CSS.escape(key)}"]`) : null;
  next?.focus({ preventScroll: true });
  const field = next instanceof HTMLInputElement || next instanceof HTMLTextAreaElement ? next : null;
  if (field && typed !== undefined && field.type === (active as HTMLInputElement).type) {
    field.value = typed;
    // a value set by code is no edit to the browser: leaving the field would not say "change"
    // unless the reader types on, so the field says it itself then
    let edited = false;
    field.addEventListener('input', () => (edited = true), { once: true });
    field.addEventListener(
      'blur',
      () => {
        if (!edited && field.value !== field.defaultValue) field.dispatchEvent(new Event('change', { bubbles: true }));
      },
      { once: true },
    );
  }
  // the caret at the end of a text the reader goes on typing in
  if (field && (field instanceof HTMLTextAreaElement || field.type === 'text'))
    field.setSelectionRange(field.value.length, field.value.length);
}

/** The page's elements, strings and messages. */
export class AnalysisPage {
  /** The strings of the page's language (`data-lang` of the root, else the document's). */
  readonly t: TFunction;
  /** The page's parts by their `data-part` name (`canvas`, `status`, `alert`, the panels…). */
  readonly parts: Record<string, HTMLElement> = {};
  /**
   * What each panel was last drawn from (JSON, by panel name), so that a panel whose
   * content did not change is not drawn again (and keeps focus and scroll); emptied to draw
   * every panel again.
   */
  keys: Record<string, string> = {};

  /**
   * @param root the `<hp-analysis>` element
   * @param game the game shown (undefined before the first one is built), for the wording of cells and figures
   */
  constructor(
    readonly root: HTMLElement,
    private readonly game: () => Game | undefined,
    private readonly notes: () => PositionNotes | undefined = () => undefined,
  ) {
    this.t = getT(root.dataset.lang ?? document.documentElement.lang ?? 'cs');
    const t = this.t;
    // the reader's names in every sentence that names a player (a form of the colour, then the name)
    this.namedT = ((key: string | string[], o?: unknown) => {
      const m = typeof key === 'string' ? /^(player|playerDative|playerGenitive)\.([a-z]+)$/.exec(key) : null;
      const own = m ? this.seatName(m[2]!) : '';
      const text = (t as (k: string | string[], o?: unknown) => string)(key, o);
      return own ? `${text} (${own})` : text;
    }) as TFunction;
    for (const e of root.querySelectorAll<HTMLElement>('[data-part]')) this.parts[e.dataset.part!] = e;
  }

  /** The part named `name` (the page always has it). */
  part(name: string): HTMLElement {
    return this.parts[name]!;
  }

  /** An analysis string; cells and tile ids in its parameters are worded for readers ({@link plainParams}). */
  a(key: string, o?: Record<string, unknown>): string {
    return this.words(`analysis.${key}`, o);
  }

  /** Any string of the site (`key` with its namespace), its parameters worded as {@link a} words them. */
  words(key: string, o?: Record<string, unknown>): string {
    return this.t(key, plainParams(o, this.t, this.game()?.board));
  }

  /** The strings of {@link t} with the reader's names: "Červený (Eva)" wherever a sentence names a seat by its colour. */
  readonly namedT: TFunction;

  /** The name the reader gave the seat of `colour` (isolated for right-to-left text), or ''. */
  private seatName(colour: string): string {
    const i = this.game()?.players.indexOf(colour) ?? -1;
    const name = i >= 0 ? this.notes()?.names[i] : undefined;
    return name ? isolate(name) : '';
  }

  /** A player as the board's labels name them: the reader's name for the seat with its colour ("Eva (Červený)", as `seatLabel`), else the colour. */
  name(colour: string): string {
    const own = this.seatName(colour);
    return own ? `${own} (${this.colour(colour)})` : this.colour(colour);
  }

  /** A player colour's name alone ("Červený"), where the reader's name is shown beside it or edited. */
  colour(colour: string): string {
    return this.t(`player.${colour}`);
  }

  /** A figure kind's name ("velký družiník"), from the module that defines it first. */
  figure(kind: string): string {
    return figureName(kind, this.game()?.modules ?? [], this.t);
  }

  /** "7 družiníků", "1 velký družiník": a count of one figure kind, worded by its module when it has the string. */
  figureCount(kind: string, count: number): string {
    const owner = this.game()?.modules.find((m) => m.figures?.some((k) => k.id === kind));
    return this.t([...(owner ? [`${owner.id}:figureCount.${kind}`] : []), `analysis.count.${kind}`], {
      count,
      defaultValue: `${count}× ${this.figure(kind)}`,
    });
  }

  /** A module's position state string (`<module>:state.<field>.<part>`); cells and tile ids worded for readers. */
  stateText(module: string, field: string, part: string, o?: Record<string, unknown>): string {
    return this.t(`${module}:state.${field}.${part}`, plainParams(o, this.t, this.game()?.board));
  }

  /** Shows `text` in the message above the board, or hides the message (null or ''). */
  showAlert(text: string | null): void {
    const p = this.part('alert');
    p.textContent = text ?? '';
    p.hidden = !text;
  }

  /** A new reader action: the hint of the play mode may replace the last message again. */
  beginAction(): void {
    this.part('status').classList.remove('problem');
  }

  /** Sets the line under the board; `problem` marks it as the reason something was refused. */
  setStatus(text: string, problem = false): void {
    const p = this.part('status');
    p.textContent = text;
    p.classList.toggle('problem', problem);
  }

  /**
   * Says `text` in the share panel right under the control that asked (`near`: its row of
   * field and button), as well as on the line under the board: a reader who copied a link or
   * opened a pasted position far below the board sees the answer where they are.
   */
  shareNote(text: string, problem = false, near?: Element | null): void {
    this.setStatus(text, problem);
    const p = this.part('share-status');
    const row = near?.closest('.analysis-copy-row, .analysis-buttons');
    if (row && row.nextElementSibling !== p) row.after(p);
    p.textContent = text;
    p.classList.toggle('problem', problem);
    p.hidden = !text;
    // the answer is on the screen, also when the control that asked was at its very edge
    if (text && row) p.scrollIntoView({ block: 'nearest' });
  }

  /** Whether the line under the board says why the last action was refused. */
  get problemShown(): boolean {
    return this.part('status').classList.contains('problem');
  }

  /** A table cell with its column name (shown on phones, where rows become cards). */
  cell(label: string, content: HTMLElement | string, cls = ''): HTMLTableCellElement {
    const td = el('td', { class: cls || undefined });
    td.append(el('span', { class: 'label', 'aria-hidden': 'true' }, label), content);
    return td;
  }
}
