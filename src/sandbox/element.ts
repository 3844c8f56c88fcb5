/**
 * `<hp-example>`: the root of a worked example (DESIGN 1.5). This small bootstrap is the
 * only script a rules page loads up front. The sandbox (engine, PixiJS, controls) is
 * imported on the reader's first interaction: a click or tap on the figure or on any of
 * its buttons, Enter or Space on the focused figure, or a permalink naming this example.
 */
import { readPermalink } from './permalink';
import { copyFieldText } from '../lib/dom';
import { tileArtFor } from '../board/view/art-prefetch';
import { STRINGS_BUNDLES } from '../i18n/bundles';
import { negatedText, parseWhole, signed } from '../i18n/numbers';

type SandboxModule = typeof import('./sandbox');
type Mount = SandboxModule['mountSandbox'];
let loading: Promise<SandboxModule> | null = null;

/**
 * Loads the sandbox module once for the whole page, and with it, at the same time, what
 * the sandbox would otherwise only ask for once its own code has run: the board view
 * (PixiJS), the canvas renderer PixiJS picks when the board starts, the page language's
 * strings file and the code that reads it (i18next). Each of those asked for only then
 * would be one more download after the first on every start.
 * A failure here is reported by the sandbox's own import of them.
 */
function loadModule(): Promise<SandboxModule> {
  if (!loading) {
    const lang = document.documentElement.lang;
    import('../board/view/view').catch(() => undefined);
    import('../board/view/canvas-renderer').catch(() => undefined);
    STRINGS_BUNDLES[lang === 'en' ? 'en' : 'cs']().catch(() => undefined);
    import('../i18n/client').catch(() => undefined);
    loading = import('./sandbox');
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}

function loadSandbox(): Promise<Mount> {
  return loadModule().then((m) => m.mountSandbox);
}

/**
 * "Vložit na web": copies the example's `<iframe>` code (the `<textarea>` beside the button)
 * to the clipboard and says so; where the browser refuses, selects the code for the reader
 * to copy. The messages are the button's `data-copied` and `data-copy-failed`.
 */
async function copyEmbedCode(button: HTMLElement): Promise<void> {
  const box = button.closest('[data-embed-code]');
  const field = box?.querySelector('textarea');
  const status = box?.querySelector<HTMLElement>('[data-embed-status]');
  if (!field || !status) return;
  status.textContent = (await copyFieldText(field)) ? (button.dataset.copied ?? '') : (button.dataset.copyFailed ?? '');
}

export class HpExample extends HTMLElement {
  private started = false;

  connectedCallback(): void {
    this.addEventListener('click', this.onClick);
    // A reader about to start the example (pointer over it, focus inside, a touch) gets
    // the sandbox code fetched and the example's tile drawings prepared in advance.
    for (const ev of ['pointerenter', 'focusin', 'touchstart'] as const) {
      this.addEventListener(ev, this.prefetch, { passive: true, once: true });
    }
    const figure = this.querySelector<HTMLElement>('[data-figure]');
    figure?.addEventListener('keydown', (e) => {
      if (!this.started && (e.key === 'Enter' || e.key === ' ')) {
        e.preventDefault();
        void this.start('play');
      }
    });
    setUpGuess(this);
    const link = readPermalink(location.search);
    if (link && link.example === this.dataset.example) {
      void this.start('permalink', link.position);
      this.scrollIntoView({ block: 'center' });
    }
  }

  private prefetch = (): void => {
    if (this.started) return;
    void tileArtFor(this);
    loadModule().then(
      (m) => m.warmUp(this),
      () => undefined,
    );
  };

  private onClick = (e: Event): void => {
    const target = e.target as Element;
    const copy = target.closest<HTMLElement>('[data-copy-embed]');
    if (copy) return void copyEmbedCode(copy);
    if (this.started) return;
    const control = target.closest<HTMLElement>('[data-action]');
    if (control?.matches('a[href]')) return; // a link (open in analysis) leaves the page as links do
    if (control?.closest('form[data-guess]')) return; // the guess form works without the sandbox
    if (control) {
      e.preventDefault();
      void this.start(control.dataset.action ?? 'play');
    } else if (target.closest('[data-figure]')) {
      void this.start('play');
    }
  };

  /** Replaces the static figure with the sandbox, then performs `action`. */
  async start(action: string, position?: string): Promise<void> {
    if (this.started) return;
    this.started = true;
    this.setAttribute('aria-busy', 'true');
    // the tiles' drawings arrive while the code does (the sandbox waits for both)
    void tileArtFor(this);
    try {
      const mount = await loadSandbox();
      await mount(this, { action, position });
    } catch (err) {
      this.started = false;
      const msg = this.querySelector<HTMLElement>('[data-sandbox-error]');
      if (msg) {
        msg.hidden = false;
      }
      console.warn('sandbox failed to start', err);
    } finally {
      this.removeAttribute('aria-busy');
    }
  }
}

if (!customElements.get('hp-example')) customElements.define('hp-example', HpExample);

/** The phrases Example.astro prepares for the guess check, in the page's language. */
interface GuessPhrases {
  players: Record<string, { right: string; wrong: string }>;
  empty: string;
  because: string;
  nothing: string;
  all: string;
  /** Said when the guess matches another legal move's points; `{{move}}` is that move in words. */
  other: string;
}

/** Another answer the question allows: the points of a legal move other than the example's, and that move in words. */
interface OtherOutcome {
  points: Record<string, number>;
  move: string;
  /** Per player, the verdict "right" with that move's points. */
  right: Record<string, string>;
}

/**
 * The reader's numbers (`{ colour: points }`, only the players answered) as one of the other
 * outcomes, when every answered number is what that move gives; undefined otherwise.
 */
export function matchingOutcome(
  guesses: Record<string, number>,
  outcomes: readonly OtherOutcome[],
): OtherOutcome | undefined {
  const answered = Object.entries(guesses);
  if (!answered.length) return undefined;
  return outcomes.find((o) => answered.every(([colour, v]) => (o.points[colour] ?? 0) === v));
}

/**
 * The reader's own answer before the solution (issue 11, "exercises first"): one number
 * per player, checked against the points the engine gave the example's solution at build
 * time (`data-expected` on the form, the same object as `data-points`). The question asks
 * where the tile goes, so numbers that another legal move of the tile on that cell gives
 * (`data-outcomes`, made by the engine at build time) are right too, and the move that
 * gives them is named (`data-guessed="other"`). Each wrong answer is explained by the
 * result's lines that gave that player points (the `<li>` of the solution's score events,
 * `data-receivers`). Works before the sandbox loads.
 */
function setUpGuess(root: HTMLElement): void {
  const form = root.querySelector<HTMLFormElement>('form[data-guess]');
  const out = form?.querySelector<HTMLElement>('[data-guess-result]');
  if (!form || !out) return;
  let expected: Record<string, number>;
  let phrases: GuessPhrases;
  let outcomes: OtherOutcome[];
  try {
    expected = JSON.parse(form.dataset.expected ?? '') as Record<string, number>;
    phrases = JSON.parse(form.dataset.phrases ?? '') as GuessPhrases;
    outcomes = JSON.parse(form.dataset.outcomes ?? '[]') as OtherOutcome[];
  } catch {
    return; // the form stays hidden
  }
  form.hidden = false;
  // phone keyboards in numeric mode often lack a minus sign: the ± button turns the guess's sign
  form.addEventListener('click', (e) => {
    const b = (e.target as HTMLElement).closest<HTMLElement>('[data-action="negate"]');
    const input = b?.parentElement?.querySelector<HTMLInputElement>('input[data-guess-player]');
    if (!input) return;
    input.value = negatedText(input.value);
    input.focus();
  });
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const lines = [...root.querySelectorAll<HTMLElement>('.example-events li[data-receivers]')];
    const rows: HTMLElement[] = [];
    let answered = 0;
    let wrong = 0;
    const guesses: Record<string, number> = {};
    for (const input of form.querySelectorAll<HTMLInputElement>('input[data-guess-player]')) {
      const colour = input.dataset.guessPlayer!;
      // a whole number with an optional sign (−, - or +); anything else is marked and left out
      const n = parseWhole(input.value);
      if (n === null && input.value.trim() !== '') input.setAttribute('aria-invalid', 'true');
      else input.removeAttribute('aria-invalid');
      if (phrases.players[colour] && n !== null) guesses[colour] = n;
    }
    // the example's own move first; else another legal move that gives exactly these numbers
    const own = Object.entries(guesses).every(([colour, v]) => (expected[colour] ?? 0) === v);
    const other = own ? undefined : matchingOutcome(guesses, outcomes);
    for (const input of form.querySelectorAll<HTMLInputElement>('input[data-guess-player]')) {
      const colour = input.dataset.guessPlayer!;
      const words = phrases.players[colour];
      if (!words || !(colour in guesses)) continue;
      answered++;
      const guess = guesses[colour]!;
      const right = other ? (other.points[colour] ?? 0) : (expected[colour] ?? 0);
      const li = document.createElement('li');
      li.dataset.guessVerdict = guess === right ? 'right' : 'wrong';
      li.dataset.player = colour;
      if (guess === right) li.textContent = other ? (other.right[colour] ?? words.right) : words.right;
      else {
        wrong++;
        li.textContent = words.wrong.replace('{{guess}}', () => signed(guess));
        const own = lines.filter((l) => l.dataset.receivers!.split(' ').includes(colour));
        const why = document.createElement('p');
        why.textContent = own.length ? phrases.because : phrases.nothing;
        li.append(' ', why);
        if (own.length) {
          const ul = document.createElement('ul');
          for (const l of own) {
            const item = document.createElement('li');
            item.textContent = l.textContent;
            ul.append(item);
          }
          li.append(ul);
        }
      }
      rows.push(li);
    }
    if (!answered) {
      const p = document.createElement('p');
      p.textContent = phrases.empty;
      out.replaceChildren(p);
      root.dataset.guessed = 'empty';
      return;
    }
    const list = document.createElement('ul');
    list.append(...rows);
    const parts: HTMLElement[] = [list];
    if (!wrong) {
      const p = document.createElement('p');
      // a function replacer: the move's words are text, `$&` and the like stay as they are
      p.textContent = other ? phrases.other.replace('{{move}}', () => other.move) : phrases.all;
      parts.push(p);
    }
    out.replaceChildren(...parts);
    root.dataset.guessed = wrong ? 'wrong' : other ? 'other' : 'right';
  });
}

/** A permalink naming an example that is not on this page gets a notice instead of silence. */
function checkPermalinkTarget(): void {
  const link = readPermalink(location.search);
  if (!link) return;
  const examples = [...document.querySelectorAll<HTMLElement>('hp-example')];
  if (examples.some((e) => e.dataset.example === link.example)) return;
  const text = examples[0]?.dataset.wrongLink;
  const main = document.querySelector('main');
  if (!text || !main) return;
  const p = document.createElement('p');
  p.className = 'notice';
  p.setAttribute('role', 'alert');
  // text, never markup; a function replacer, so `$&` and the like in the address stay as typed
  p.textContent = text.replace('{{id}}', () => shortened(link.example, MAX_ECHO));
  main.prepend(p);
}

/** At most this many characters of the address are repeated in the notice. */
const MAX_ECHO = 60;

/**
 * `text` without control and invisible formatting characters (a right-to-left override
 * could make the notice read differently), cut to `max` characters (whole code points)
 * with an ellipsis when longer.
 */
export function shortened(text: string, max: number): string {
  const chars = Array.from(text.replace(/[\p{Cc}\p{Cf}]/gu, ''));
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max - 1).join('')}…`;
}

/** Printed pages show every example's result. */
function openResultsForPrint(): void {
  for (const d of document.querySelectorAll<HTMLDetailsElement>('details.example-result')) d.open = true;
}

if (document.readyState === 'loading')
  document.addEventListener('DOMContentLoaded', checkPermalinkTarget, { once: true });
else checkPermalinkTarget();
window.addEventListener('beforeprint', openResultsForPrint);
