/**
 * Free play's setup form (`[data-part="setup"]`, drawn by FreePlay.astro): the rule sets
 * (`[data-setup="module"]`), the number of players and one row per seat (colour, person or
 * computer level, name), the shuffle seed. The seats offered follow the chosen modules
 * (`seatLimits`: their colours and most players); submitting checks the seed and the colours
 * and hands a new {@link GameRecord} to the page.
 */
import type { TFunction } from 'i18next';
import { el } from '../lib/dom';
import { seatLimits } from '../engine';
import { cutName, randomSeed, validSeed, type GameRecord, type Seat, type SeatKind } from './record';

/** localStorage key of the seats (colour, kind, name) of the last game set up, offered again. */
const SEATS_STORE = 'hp-free-play-seats';

/** The seats kept from the last setup (an empty list when none or unreadable). */
function keptSeats(): Partial<Seat>[] {
  try {
    const x: unknown = JSON.parse(localStorage.getItem(SEATS_STORE) ?? '[]');
    return Array.isArray(x) ? x.filter((s): s is Partial<Seat> => !!s && typeof s === 'object').slice(0, 6) : [];
  } catch {
    return [];
  }
}

/** Keeps the seats for the next setup (storage unavailable: nothing kept, no error). */
function keepSeats(seats: Seat[]): void {
  try {
    localStorage.setItem(SEATS_STORE, JSON.stringify(seats));
  } catch {
    /* storage unavailable */
  }
}

/** What the setup form asks of the page. */
export interface SetupHost {
  /** Shows a message in the page's alert line (null: hides it). */
  alert(text: string | null): void;
  /** Starts the game the reader set up. */
  start(rec: GameRecord): void;
}

/** The setup form of one free-play page. */
export class SetupForm {
  /** The form element. */
  private readonly form: HTMLFormElement;
  /** The box holding one row (`.fp-seat`) per seat. */
  private readonly seats: HTMLElement;
  /** The note under the player count naming the most players the modules allow. */
  private readonly max: HTMLElement;

  /**
   * @param root the page's root (`[data-free-play]`), which holds the form's controls
   * @param parts the page's `[data-part]` elements by name (`setup`, `seats`, `max`)
   * @param t the page's strings
   * @param host the page: its alert line, and the game to start
   */
  constructor(
    private readonly root: HTMLElement,
    parts: Record<string, HTMLElement>,
    private readonly t: TFunction,
    private readonly host: SetupHost,
  ) {
    this.form = parts.setup as HTMLFormElement;
    this.seats = parts.seats!;
    this.max = parts.max!;
    this.form.addEventListener('submit', (e) => {
      e.preventDefault();
      this.submit();
    });
    this.form.addEventListener('change', (e) => {
      const t = e.target as HTMLElement;
      if (t.dataset.setup === 'module' || t.dataset.setup === 'count') this.renderSeats();
    });
  }

  private p(key: string, o?: Record<string, unknown>): string {
    return this.t(`play.${key}`, o);
  }

  /**
   * Fills the form: the modules and seats of `preset` (the game just left) and its seed, else
   * the modules the address preselects (`?nastaveni=`, a rules page's link) or the base game.
   */
  show(preset?: GameRecord): void {
    const q = new URLSearchParams(location.search).get('nastaveni');
    const mods = preset?.modules ?? (q ? q.split(',') : ['base']);
    for (const i of this.inputs('module'))
      if (!i.disabled || i.value === 'base') i.checked = mods.includes(i.value) || i.value === 'base';
    this.renderSeats(preset?.seats.map((s) => s.kind));
    // a new game is dealt anew: the seed is left empty (random) unless the reader types one
    this.inputs('seed')[0]!.value = '';
  }

  private inputs(kind: string): HTMLInputElement[] {
    return [...this.root.querySelectorAll<HTMLInputElement>(`[data-setup="${kind}"]`)];
  }

  private chosenModules(): string[] {
    return this.inputs('module')
      .filter((i) => i.checked)
      .map((i) => i.value);
  }

  /** The seat rows as the reader left them (values read from the form). */
  private seatValues(): { colour: string; kind: string; name: string }[] {
    return [...this.seats.querySelectorAll<HTMLElement>('.fp-seat')].map((s) => ({
      colour: s.querySelector<HTMLSelectElement>('[data-seat="colour"]')!.value,
      kind: s.querySelector<HTMLSelectElement>('[data-seat="kind"]')!.value,
      name: s.querySelector<HTMLInputElement>('[data-seat="name"]')!.value,
    }));
  }

  /**
   * Redraws one row per seat for the chosen modules, keeping what the reader chose in the rows
   * that stay (a colour the modules no longer offer falls back to the seat's own).
   * @param kinds the seats' kinds to show (a preset), else each row's own
   */
  private renderSeats(kinds?: SeatKind[]): void {
    const lim = seatLimits(this.chosenModules());
    const count = this.root.querySelector<HTMLSelectElement>('select[data-setup="count"]')!;
    for (const o of count.options) o.disabled = Number(o.value) > lim.max;
    if (kinds) count.value = String(kinds.length);
    if (Number(count.value) > lim.max) count.value = String(lim.max);
    this.max.textContent = this.p('setup.maxNote', { max: lim.max });
    const shown = this.seatValues();
    // the rows shown keep what the reader chose; the first setup offers the seats kept last time
    const kept = keptSeats();
    const old = shown.length
      ? shown
      : kept.map((k, i) => ({
          colour: typeof k.colour === 'string' ? k.colour : '',
          kind: typeof k.kind === 'string' ? k.kind : i === 0 ? 'person' : 'advanced',
          name: typeof k.name === 'string' ? cutName(k.name) : '',
        }));
    if (!kinds && !shown.length && kept.length >= 2 && kept.length <= lim.max) count.value = String(kept.length);
    const lab = (text: string, control: HTMLElement) => {
      const l = el('label', {}, `${text} `);
      l.append(control);
      return l;
    };
    const rows: HTMLElement[] = [];
    for (let i = 0; i < Number(count.value); i++) {
      const row = el('div', { class: 'fp-seat', role: 'group', 'aria-label': this.p('setup.seat', { n: i + 1 }) });
      row.append(el('strong', {}, this.p('setup.seat', { n: i + 1 })));
      const colour = el('select', { 'data-seat': 'colour' });
      for (const c of lim.colours) colour.append(el('option', { value: c }, this.t(`player.${c}`)));
      const prev = old[i];
      colour.value = prev && lim.colours.includes(prev.colour) ? prev.colour : lim.colours[i]!;
      const kind = el('select', { 'data-seat': 'kind' });
      for (const k of ['person', 'beginner', 'advanced', 'expert'])
        kind.append(el('option', { value: k }, this.p(`setup.${k}`)));
      kind.value = kinds?.[i] ?? prev?.kind ?? (i === 0 ? 'person' : 'advanced');
      if (!kind.value) kind.value = i === 0 ? 'person' : 'advanced';
      const name = el('input', {
        type: 'text',
        'data-seat': 'name',
        maxlength: '120',
        autocomplete: 'off',
        dir: 'auto',
      });
      name.value = prev?.name ?? '';
      row.append(lab(this.p('setup.colour'), colour), lab(this.p('setup.kind'), kind), lab(this.p('setup.name'), name));
      rows.push(row);
    }
    this.seats.replaceChildren(...rows);
  }

  /** Checks the form and starts its game; a bad seed or a colour chosen twice is said in the alert line. */
  private submit(): void {
    const seats = this.seatValues().map((s) => ({
      colour: s.colour,
      kind: s.kind as SeatKind,
      name: cutName(s.name.trim()),
    }));
    const text = this.inputs('seed')[0]!.value.trim();
    const seed = text === '' ? randomSeed() : Number(text);
    if (!validSeed(seed)) {
      this.host.alert(this.p('error.seed'));
      return;
    }
    if (new Set(seats.map((s) => s.colour)).size !== seats.length) {
      this.host.alert(this.p('error.colours'));
      return;
    }
    this.host.alert(null);
    keepSeats(seats);
    this.host.start({ modules: this.chosenModules(), seats, seed, moves: [] });
  }
}
