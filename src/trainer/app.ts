/**
 * The scoring trainer's page script (loaded on demand by src/components/Trainer.astro, with
 * the engine): reads the question from the address (`?modul=…&otazka=tah|konec&seed=…`,
 * src/trainer/generate.ts), draws the position with the tile art's SVG board, asks for the
 * points of each player, then shows per player right or wrong, the expected points
 * (`data-expected`) and the engine's score events worded by the sandbox's `explainEvent`.
 * "Next question" and "New question" push a new address, so the back button returns to the
 * previous question; the streak of right answers is kept in localStorage.
 *
 * Reader input (the address, the answers, storage) never throws: a broken link shows its
 * problem and the choice of questions. Everything shown is set as text, except the board,
 * which is our own SVG built from engine data.
 */
import type { TFunction } from 'i18next';
import { loadT } from '../i18n/client';
import cs from '../i18n/locales/trainer.cs.json';
import en from '../i18n/locales/trainer.en.json';
import '../engine/modules/art';
import { boardBounds, boardSvg, meepleSvg, type BoardPosition, type FeatureRef } from '../art/svg';
import type { PlayerColor } from '../art/meeple';
import { boardPosition } from '../board/position/picture';
import { setupOfGame } from '../engine';
import { choiceLabel } from '../board/turn/choices';
import { tileText } from '../board/words/features';
import { explainEvent, explainStatus, type EventFrame } from '../board/words/explain';
import { eventParts, type FeatureMark } from '../board/view/scene';
import { el } from '../lib/dom';
import { negatedText, parseWhole } from '../i18n/numbers';
import { prepareArt } from '../board/view/tile-art-client';
import { slipsOf, type Slip } from './slips';
import {
  freshQuestion,
  generateQuestion,
  isQuestionProblem,
  specFromQuery,
  specQuery,
  type Question,
  type QuestionKind,
  type QuestionProblem,
  type QuestionSpec,
} from './generate';

/** localStorage key of the streak: `{ count, last, seen }` (`last`: the query of the last question answered; `seen`: the queries of the questions answered, newest last). */
const STORE = 'hp-trainer-streak';
/** Seeds of new questions are drawn below this (short links). */
const SEED_RANGE = 1_000_000;
/** Pixels per tile of the larger board (where the box is that wide). */
const LARGE_PX = 72;
/** Page width (CSS px) below which the larger board spans the page from edge to edge. */
const BLEED_BELOW = 640;

interface Streak {
  count: number;
  last: string;
  /** The queries of the questions already answered (at most {@link SEEN_MAX}), so that none counts twice. */
  seen: string[];
}
/** How many answered questions the streak remembers. */
const SEEN_MAX = 500;

class Trainer {
  private readonly parts: Record<string, HTMLElement> = {};
  private question: Question | null = null;
  private large = false;
  /** The features lit on the board: those of the breakdown line pointed at, focused or tapped. */
  private lit: FeatureMark[] = [];
  /** The breakdown line tapped (its features stay lit until it is tapped again), or −1. */
  private pinned = -1;

  constructor(
    private readonly root: HTMLElement,
    private readonly t: TFunction,
  ) {
    for (const e of root.querySelectorAll<HTMLElement>('[data-part]')) this.parts[e.dataset.part!] = e;
    this.wire();
    this.showStreak();
    void this.load(false);
  }

  private p(key: string, o?: Record<string, unknown>): string {
    return this.t(`trainer.${key}`, o);
  }

  private select(name: string): HTMLSelectElement {
    return this.root.querySelector<HTMLSelectElement>(`[data-setup="${name}"]`)!;
  }

  private wire(): void {
    const chosen = () => {
      const expansion = this.select('expansion').value;
      const kind = this.select('kind').value as QuestionKind;
      // kept at once: the menu's link brings the choice back even before its question is shown
      rememberChoice(expansion, kind);
      this.next(expansion, kind);
    };
    this.parts.setup!.addEventListener('submit', (ev) => {
      ev.preventDefault();
      chosen();
    });
    // choosing another rule set or kind asks a new question of it at once
    for (const name of ['expansion', 'kind']) this.select(name).addEventListener('change', chosen);
    this.parts.answer!.addEventListener('submit', (ev) => {
      ev.preventDefault();
      this.check();
    });
    this.root.querySelector('[data-action="next"]')!.addEventListener('click', () => {
      const q = this.question;
      if (q) this.next(q.expansion, q.kind);
    });
    this.root.querySelector('[data-action="zoom"]')!.addEventListener('click', (ev) => {
      this.large = !this.large;
      const b = ev.currentTarget as HTMLButtonElement;
      b.setAttribute('aria-pressed', String(this.large));
      b.textContent = this.p(this.large ? 'board.smaller' : 'board.larger');
      this.drawBoard();
    });
    addEventListener('popstate', () => void this.load(true));
    let frame = 0;
    addEventListener('resize', () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => this.drawBoard());
    });
  }

  /**
   * Shows a new question of a rule set and kind, one that does not turn on the same rule as
   * the question shown (generate.ts `freshQuestion`), and pushes its address.
   */
  private next(expansion: string, kind: QuestionKind): void {
    const q = this.question;
    const avoid = q && q.expansion === expansion && q.kind === kind ? q.topic : undefined;
    const start = performance.now();
    const made = freshQuestion({ expansion, kind }, avoid, Math.random);
    if (isQuestionProblem(made)) return this.go({ expansion, kind, seed: newSeed() });
    this.ready = { question: made, ms: performance.now() - start };
    this.go(made);
  }

  /** The question {@link next} made (and how long it took), shown when its address is loaded. */
  private ready: { question: Question; ms: number } | null = null;

  /** Shows the question `spec` and pushes its address. */
  private go(spec: QuestionSpec): void {
    history.pushState(null, '', `${location.pathname}?${specQuery(spec)}`);
    void this.load(true);
  }

  /** Counts the questions asked for, so that only the latest one is shown. */
  private loads = 0;

  /**
   * Reads the address and shows its question (a fresh one when the address names none),
   * once the drawings of the tiles on its board have come from the build (src/board/view/tile-art-client.ts).
   */
  private async load(focus: boolean): Promise<void> {
    const mine = ++this.loads;
    const read = specFromQuery(location.search);
    if (isQuestionProblem(read)) return this.problem(read);
    let spec: QuestionSpec;
    if (!read || read.seed === undefined) {
      // no question, or a rule set and kind without a seed: a random question of them, named in the address;
      // without either (the menu's link), the rule set and kind the reader chose last on this device
      const last = lastChoice();
      spec = {
        expansion: read?.expansion ?? last?.expansion ?? this.select('expansion').value,
        kind: read?.kind ?? last?.kind ?? (this.select('kind').value as QuestionKind),
        seed: newSeed(),
      };
      // a remembered set the menu no longer offers falls back to the form's own choice
      const offered = [...this.select('expansion').options].filter((o) => !o.disabled).map((o) => o.value);
      if (!offered.includes(spec.expansion)) spec.expansion = this.select('expansion').value;
      history.replaceState(null, '', `${location.pathname}?${specQuery(spec)}${location.hash}`);
    } else spec = read;
    const start = performance.now();
    const made = this.ready && specQuery(this.ready.question) === specQuery(spec) ? this.ready : null;
    this.ready = null;
    const q = made?.question ?? generateQuestion(spec);
    this.root.dataset.generationMs = (made?.ms ?? performance.now() - start).toFixed(1);
    if (isQuestionProblem(q)) return this.problem(q);
    await prepareArt([...q.game.board.tiles.map((p) => p.tile.id), ...(q.tile ? [q.tile] : [])]);
    if (mine === this.loads) this.show(q, focus);
  }

  private problem(pr: QuestionProblem): void {
    this.question = null;
    this.root.dataset.state = 'error';
    delete this.root.dataset.expected;
    const a = this.parts.alert!;
    a.textContent = this.p(`error.${pr.key}`, pr.params);
    a.hidden = false;
    for (const k of ['question', 'result', 'link-line', 'loading']) this.parts[k]!.hidden = true;
  }

  private show(q: Question, focus: boolean): void {
    this.question = q;
    this.lit = [];
    this.pinned = -1;
    delete this.parts.board!.dataset.litLine;
    const t = this.t;
    this.parts.alert!.hidden = true;
    this.parts.loading!.hidden = true;
    this.select('expansion').value = q.expansion;
    this.select('kind').value = q.kind;
    rememberChoice(q.expansion, q.kind);
    const g = q.game;
    if (q.kind === 'move') {
      this.parts.prompt!.textContent = this.p('question.move', { player: t(`player.${g.players[g.player]}`) });
      this.parts.detail!.textContent = this.p('question.moveDetail', {
        tile: tileText(q.tile!, q.move!.rotation, t),
        // worded as among the other choices of the placement (exact where two would read alike)
        choice: choiceLabel(q.move!, g.legalMovesAt(q.move!), q.tile!, t, g),
      });
      this.parts.detail!.hidden = false;
    } else {
      this.parts.prompt!.textContent = this.p('question.final');
      this.parts.detail!.hidden = true;
    }
    // the scores so far and what the modules report beside the board (award holders …)
    const facts = g
      .status()
      .map((f) => explainStatus(f, t))
      .filter(Boolean);
    this.parts.scores!.textContent = [
      this.p('question.scores', {
        scores: g.players.map((c, i) => `${t(`player.${c}`)} ${t('count.points', { count: g.scores[i] })}`).join(', '),
      }),
      ...facts.map((f) => (/[.!?]$/.test(f) ? f : `${f}.`)),
    ].join(' ');
    this.drawBoard();
    const inputs = this.parts.inputs!;
    inputs.replaceChildren(
      ...g.players.map((c) => {
        const id = `tr-answer-${c}`;
        const label = el('label', { for: id });
        const swatch = el('span', { class: 'tr-swatch-icon', 'aria-hidden': 'true' });
        swatch.innerHTML = meepleSvg(c as PlayerColor, 'normal', 20);
        label.append(swatch, t(`player.${c}`));
        // text with a numeric keyboard, and a ± button: phone keyboards in numeric mode often lack a minus sign
        const input = el('input', { id, type: 'text', inputmode: 'numeric', 'data-answer': c, autocomplete: 'off' });
        const negate = el(
          'button',
          {
            type: 'button',
            // a tap target for phones; a keyboard types the minus and tabs from field to field
            tabindex: '-1',
            'data-action': 'negate',
            'aria-label': this.p('answer.negate', { player: t(`player.${c}`) }),
          },
          '±',
        );
        negate.addEventListener('click', () => {
          input.value = negatedText(input.value);
          input.focus();
        });
        const wrap = el('span', { class: 'tr-input' });
        wrap.append(label, input, negate);
        return wrap;
      }),
    );
    this.parts.invalid!.hidden = true;
    this.parts.question!.hidden = false;
    this.parts.result!.hidden = true;
    this.root.querySelector<HTMLButtonElement>('[data-action="check"]')!.disabled = false;
    const link = this.root.querySelector<HTMLAnchorElement>('[data-question-link]')!;
    link.href = `${location.pathname}?${specQuery(q)}`;
    this.parts['link-line']!.hidden = false;
    delete this.root.dataset.expected;
    this.root.dataset.state = 'question';
    if (focus) this.root.querySelector<HTMLElement>('#tr-q-h')?.focus();
  }

  private drawBoard(): void {
    const q = this.question;
    if (!q) return;
    const pos: BoardPosition = boardPosition(setupOfGame(q.game));
    const m = q.move;
    const highlight: FeatureRef[] = this.lit.map((f) => ({ at: [f.x, f.y], location: f.loc }));
    const board: BoardPosition =
      m && q.tile
        ? {
            ...pos,
            highlight,
            move: {
              tile: q.tile,
              at: [m.x, m.y],
              rotation: m.rotation,
              meeples: m.figure
                ? [
                    {
                      player: q.game.players[q.game.player] as PlayerColor,
                      at: m.figure.at,
                      kind: m.figure.kind,
                    },
                  ]
                : [],
            },
          }
        : { ...pos, highlight };
    const label = this.p('question.board', { count: q.game.board.tiles.length });
    const b = this.parts.board!;
    b.classList.toggle('enlarged', this.large);
    b.setAttribute('aria-label', label);
    this.bleed(b);
    // the whole board in view (as wide as the box, at most 70 % of the window high); larger:
    // tiles of LARGE_PX, never wider than the box (the board is not cropped at the sides) nor
    // smaller than the whole board's view (its width in px is (columns + 0.16) × px with pad 8)
    const { x0, y0, x1, y1 } = boardBounds(board);
    const across = (b.clientWidth || 800) / (x1 - x0 + 1.16);
    const fit = Math.min(100, across, (0.7 * (innerHeight || 800)) / (y1 - y0 + 1.16));
    const px = this.large ? Math.max(fit, Math.min(LARGE_PX, across)) : fit;
    b.innerHTML = boardSvg(board, { label, px: Math.max(20, Math.floor(px)), pad: 8 });
    // for tests: the features lit (`x,y,location;…`)
    if (this.lit.length) b.dataset.highlight = this.lit.map((f) => `${f.x},${f.y},${f.loc}`).join(';');
    else delete b.dataset.highlight;
  }

  /**
   * The larger board on a narrow screen (below {@link BLEED_BELOW} px) spans the page from
   * edge to edge, so that its tiles are as large as the screen's width allows; otherwise it
   * keeps its box's width.
   */
  private bleed(b: HTMLElement): void {
    b.style.removeProperty('margin-left');
    b.style.removeProperty('width');
    const page = document.documentElement.clientWidth;
    const on = this.large && page > 0 && page < BLEED_BELOW;
    b.classList.toggle('bleed', on);
    if (!on) return;
    b.style.marginLeft = `${-b.getBoundingClientRect().left}px`;
    b.style.width = `${page}px`;
  }

  private check(): void {
    const q = this.question;
    if (!q) return;
    const given: Record<string, number> = {};
    for (const input of this.root.querySelectorAll<HTMLInputElement>('[data-answer]')) {
      const c = input.dataset.answer!;
      const text = input.value.trim();
      const n = parseWhole(text);
      if (text !== '' && (n === null || Math.abs(n) > 999_999)) {
        const inv = this.parts.invalid!;
        inv.textContent = this.p('answer.invalid', { player: this.t(`player.${c}`) });
        inv.hidden = false;
        input.focus();
        return;
      }
      given[c] = n ?? 0;
    }
    this.parts.invalid!.hidden = true;
    const right = q.players.every((c) => given[c] === q.expected[c]);
    this.count(q, right);
    const t = this.t;
    this.parts.verdict!.textContent = this.p(right ? 'result.allRight' : 'result.someWrong');
    this.parts.table!.replaceChildren(
      ...q.players.map((c) => {
        const ok = given[c] === q.expected[c];
        const tr = el('tr', { class: ok ? 'right' : 'wrong', 'data-player': c });
        tr.append(
          el('th', { scope: 'row' }, t(`player.${c}`)),
          el('td', { class: 'num' }, String(given[c])),
          el('td', { class: 'num' }, String(q.expected[c])),
          verdictCell(ok, this.p(ok ? 'result.right' : 'result.wrong')),
        );
        return tr;
      }),
    );
    // why a wrong number is wrong, where one slip explains it
    const slips = slipsOf(q.events, q.players, given, q.expected).filter((s) => s.key !== 'owner' || s.diff < 0);
    this.parts.slips!.replaceChildren(
      ...slips.map((s) => el('li', { 'data-slip': s.key, 'data-player': s.player }, this.slipText(q, s))),
    );
    this.parts.why!.hidden = !slips.length;
    this.parts.lines!.replaceChildren(
      ...(q.events.length ? this.breakdown(q) : [el('li', {}, this.p('result.nothing'))]),
    );
    // a move question's lines say where things lie from the tile being placed: say so once
    const frame = this.parts['lines-frame']!;
    frame.hidden = !q.move || !q.events.length;
    frame.textContent = frame.hidden ? '' : this.p('result.frame');
    this.root.querySelector<HTMLButtonElement>('[data-action="check"]')!.disabled = true;
    this.parts.result!.hidden = false;
    this.root.dataset.expected = JSON.stringify(q.expected);
    this.root.dataset.state = 'answered';
    this.root.querySelector<HTMLElement>('#tr-r-h')?.focus();
  }

  /** A slip worded: the player, how far off, the breakdown line it concerns and what the rule is. */
  private slipText(q: Question, s: Slip): string {
    const t = this.t;
    const e = q.events[s.event]!;
    const what = e.feature ? t(`score.feature.${e.feature}`).toLowerCase() : '';
    const where = this.p(what ? 'slip.lineOf' : 'slip.line', { line: s.event + 1, what });
    const points = (n: number) => t('count.points', { count: n });
    const diff = this.p(s.diff > 0 ? 'slip.more' : 'slip.less', { points: points(Math.abs(s.diff)) });
    const o = { player: t(`player.${s.player}`), other: s.other && t(`player.${s.other}`), where, diff };
    const pennants = s.pennants ? this.p('slip.pennants', { count: s.pennants }) : '';
    if (s.key !== 'rate') return this.p(`slip.${s.key}`, { ...o, pennants });
    const text = this.p(s.unit === 'city' ? 'slip.rateCity' : 'slip.rate', {
      ...o,
      used: points(s.used!),
      right: points(s.right!),
    });
    const hint = e.modifiers.length
      ? 'rateRule'
      : !e.completed && s.used! > s.right!
        ? 'rateIncomplete'
        : e.completed && s.used! < s.right!
          ? 'rateCompleted'
          : '';
    return hint ? `${text} ${this.p(`slip.${hint}`)}` : text;
  }

  /**
   * The breakdown: one line per score event, worded in the question's one frame (a move
   * question from the tile being placed, as its choice is; a final question from tiles one
   * can tell apart). A line whose event counted a feature is a button that lights the
   * feature on the board while pointed at or focused, and keeps it lit when tapped.
   */
  private breakdown(q: Question): HTMLLIElement[] {
    const frame: EventFrame = q.move
      ? { from: [q.move.x, q.move.y], fromTile: q.game.current ?? undefined, board: q.game.board }
      : { board: q.game.board };
    return q.events.map((e, i) => {
      const text = explainEvent(e, this.t, frame);
      const marks = eventParts(e);
      const li = el('li');
      if (!marks.length) {
        li.textContent = text;
        return li;
      }
      const b = el(
        'button',
        { type: 'button', class: 'tr-line', 'data-line': String(i), 'aria-pressed': 'false' },
        text,
      );
      const light = (on: boolean) => {
        if (!on && this.pinned >= 0) return this.light(this.pinned, eventParts(q.events[this.pinned]!));
        this.light(on ? i : -1, on ? marks : []);
      };
      b.addEventListener('pointerenter', () => light(true));
      b.addEventListener('pointerleave', () => light(false));
      b.addEventListener('focus', () => light(true));
      b.addEventListener('blur', () => light(false));
      b.addEventListener('click', () => {
        this.pinned = this.pinned === i ? -1 : i;
        for (const x of this.parts.lines!.querySelectorAll('button.tr-line'))
          x.setAttribute('aria-pressed', String(x === b && this.pinned === i));
        light(this.pinned === i);
      });
      li.append(b);
      return li;
    });
  }

  /** Lights `marks` (the features of breakdown line `line`, −1 for none) on the board. */
  private light(line: number, marks: FeatureMark[]): void {
    const key = (m: FeatureMark[]) => m.map((f) => `${f.x},${f.y},${f.loc}`).join(';');
    if (key(marks) === key(this.lit)) return;
    this.lit = marks;
    if (line >= 0) this.parts.board!.dataset.litLine = String(line);
    else delete this.parts.board!.dataset.litLine;
    this.drawBoard();
  }

  /** Counts an answer in the streak (a question answered before, e.g. reached again with the back button, does not count again). */
  private count(q: Question, right: boolean): void {
    const s = readStreak();
    const key = specQuery(q);
    if (s.last === key || s.seen.includes(key)) return;
    writeStreak({ count: right ? s.count + 1 : 0, last: key, seen: [...s.seen, key].slice(-SEEN_MAX) });
    this.showStreak();
  }

  private showStreak(): void {
    const n = readStreak().count;
    const e = this.root.querySelector<HTMLElement>('[data-streak]')!;
    e.dataset.streak = String(n);
    e.textContent = this.p('streak', { count: n });
  }
}

/** A table cell with ✓ or ✗ and the word (the word hidden on narrow screens, still read aloud). */
function verdictCell(ok: boolean, word: string): HTMLTableCellElement {
  const td = el('td');
  td.append(el('span', { 'aria-hidden': 'true' }, ok ? '✓' : '✗'), ' ', el('span', { class: 'tr-word' }, word));
  return td;
}

function newSeed(): number {
  return Math.floor(Math.random() * SEED_RANGE);
}

function readStreak(): Streak {
  try {
    const v = JSON.parse(localStorage.getItem(STORE) ?? 'null') as Partial<Streak> | null;
    const count = Number(v?.count);
    return {
      count: Number.isInteger(count) && count >= 0 ? count : 0,
      last: typeof v?.last === 'string' ? v.last : '',
      seen: Array.isArray(v?.seen) ? v.seen.filter((k): k is string => typeof k === 'string').slice(-SEEN_MAX) : [],
    };
  } catch {
    return { count: 0, last: '', seen: [] };
  }
}

function writeStreak(s: Streak): void {
  try {
    localStorage.setItem(STORE, JSON.stringify(s));
  } catch {
    // storage refused (private mode): the streak lives until the page is left
  }
}

/**
 * Starts the trainer in its root element (`[data-trainer]`, the frame of Trainer.astro).
 * @throws (the promise rejects) when the page's strings cannot be loaded
 */
export async function startTrainer(root: HTMLElement): Promise<void> {
  const t = await loadT(root.dataset.lang, { key: 'trainer', strings: { cs, en } });
  new Trainer(root, t);
}

/** Where the trainer keeps the rule set and kind chosen last (this device, localStorage). */
const LAST_KEY = 'trainer-choice';

/** The rule set and kind chosen last on this device, or null (none, or storage unavailable). */
function lastChoice(): { expansion: string; kind: QuestionKind } | null {
  try {
    const v = JSON.parse(localStorage.getItem(LAST_KEY) ?? 'null') as { expansion?: unknown; kind?: unknown } | null;
    if (!v || typeof v.expansion !== 'string' || (v.kind !== 'move' && v.kind !== 'final')) return null;
    return { expansion: v.expansion, kind: v.kind };
  } catch {
    return null;
  }
}

/** Keeps the rule set and kind of the question shown, for the next visit without a question in the address. */
function rememberChoice(expansion: string, kind: QuestionKind): void {
  try {
    localStorage.setItem(LAST_KEY, JSON.stringify({ expansion, kind }));
  } catch {
    /* storage unavailable: the default set next time */
  }
}
