/**
 * The follower choice of a turn, worded once for every board: the worked examples, the
 * analysis board (its choices and its table of moves), free play and the trainer's move
 * line. A choice is one of the engine's moves for the tile placed (`Move`, as the turn
 * controller or `legalMoves` give it): no figure, a figure on a feature, module actions.
 *
 * Figure kinds are named by the module that defines them first (`<module>:figure.<kind>`,
 * "velký družiník"), then by the site's strings; module actions by the module's own
 * `action.<type>` strings ({@link describeAction}). Choices of one placement that read
 * alike (two fields on one side of a tile) get their exact wording ({@link distinctLabels}).
 */
import type { TFunction } from 'i18next';
import type { Move } from '../../engine/core';
import { describeAction, distinctLabels, exampleMoveLine, figureName, type ActionContext } from '../words/explain';
import { featureAtLoc, roleText, whereText } from '../words/features';
import { el } from '../../lib/dom';
import type { ChoiceListCode, ChoiceListWords } from './panel';
import type { TurnController } from './turn';

/**
 * What the wording of a choice may ask of the game (an engine `Game` is one): its modules,
 * each with the figure kinds it defines (their names) and its tile filters (the value an
 * action names), its board and the tile in hand (the tiles an action names).
 */
export interface ChoiceGame extends ActionContext {
  modules: readonly (ActionContext['modules'][number] & { figures?: readonly { id: string }[] })[];
  /** The move with the modules' default choices written out (`Game.spelledMove`), so the wording says them. */
  spelledMove?(m: Move): Move;
}

/** The heads of a choice list ({@link choiceRadios}): one radio each per figure choice. */
const HEADS = 'input[type=radio][data-choices]';

/** The head radio ticked in a choice list: its `value` is the index of the move chosen. */
export const CHOSEN = `${HEADS}:checked`;

/** One entry of a choice list. */
export interface ChoiceEntry {
  /** The entry's place in the list of moves given (a radio button's value). */
  index: number;
  /** The move this choice plays. */
  move: Move;
  /** The choice in words, distinct from the other choices of the same placement. */
  label: string;
  /** The start of {@link label} that names the figure ("bez družiníka" …); what follows it after "; " are the module's choices. */
  head: string;
}

/**
 * One move's figure and module actions in words ("velký družiník – rytíř ve městě (sever)",
 * "bez družiníka"); with `exact`, a feature is named by every location it touches. With a
 * `game` that spells out moves, what the modules choose by default is said too ("bez
 * družiníka; osamělý družiník půjde do lázeňského domu 5, hned na východě"): nothing a move
 * does goes unsaid.
 * @param tile the id of the tile the move places
 * @param game the game the move is offered in (figure names, module wording); without it
 *   figure kinds are named by the site's strings alone
 */
export function choiceText(m: Move, tile: string, t: TFunction, game?: ChoiceGame, exact = false): string {
  return choiceParts(m, tile, t, game, exact).join('; ');
}

/** {@link choiceText} as its parts: the figure (or "bez družiníka"), then each action. */
function choiceParts(m: Move, tile: string, t: TFunction, game?: ChoiceGame, exact = false): string[] {
  const figure = (kind: string) => figureName(kind, game?.modules ?? [], t);
  const parts: string[] = [];
  const spelled = game?.spelledMove ? game.spelledMove(m) : m;
  if (m.figure) {
    const f = featureAtLoc(tile, m.rotation, m.figure.at);
    parts.push(
      t('sandbox.choiceFigure', {
        kind: figure(m.figure.kind),
        feature: f ? roleText(f.kind, t, f.attrs, m.figure.kind) : '',
        where: f ? whereText(f, t, exact) : t(`sandbox.loc.${m.figure.at}`),
      }),
    );
  }
  // "no follower" only when no action places one elsewhere (a symbol's follower)
  if (!m.figure && !spelled.actions?.some((a) => a.meeple)) parts.push(t('sandbox.choiceNone'));
  for (const a of spelled.actions ?? []) parts.push(describeAction(a, t, m, figure, game));
  return parts;
}

/**
 * The choice list of `moves`, in their order: each with its wording, which is exact where
 * two moves of the same placement (cell and rotation) would read alike.
 * @param tile the id of the tile the moves place
 * @param game the game the moves are offered in (see {@link choiceText})
 */
export function choiceEntries(moves: readonly Move[], tile: string, t: TFunction, game?: ChoiceGame): ChoiceEntry[] {
  const parts = moves.map((m) => choiceParts(m, tile, t, game));
  const labels = parts.map((p) => p.join('; '));
  const groups = new Map<string, number[]>();
  moves.forEach((m, i) => {
    const key = `${m.x},${m.y},${m.rotation}`;
    const g = groups.get(key);
    if (g) g.push(i);
    else groups.set(key, [i]);
  });
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    const words = distinctLabels(
      group.map((i) => labels[i]!),
      (j) => (parts[group[j]!] = choiceParts(moves[group[j]!]!, tile, t, game, true)).join('; '),
    );
    group.forEach((i, j) => (labels[i] = words[j]!));
  }
  return moves.map((move, index) => ({ index, move, label: labels[index]!, head: parts[index]![0]! }));
}

/**
 * The wording of `move` as it reads among the other choices of its placement (`among`, e.g.
 * `game.legalMovesAt(move)`): exact where another choice would read alike. A move not in
 * `among` gets its plain wording.
 */
export function choiceLabel(move: Move, among: readonly Move[], tile: string, t: TFunction, game?: ChoiceGame): string {
  const key = JSON.stringify(move);
  const entry = choiceEntries(among, tile, t, game).find((e) => JSON.stringify(e.move) === key);
  return entry?.label ?? choiceText(move, tile, t, game);
}

/**
 * The radio buttons of a choice list, one question at a time: one `<label>` per distinct
 * figure choice (the entries' {@link ChoiceEntry.head}: "bez družiníka", "družiník – ve městě
 * (sever)"), holding an `input[type=radio]` named `name` whose `value` is the index of the
 * entry it plays now, `data-move` that move as JSON, `data-key` `choice-<index of its first
 * entry>` and `data-choices` the indices of every entry with that head. What the modules add
 * is asked after the figure: where a head has several entries (a bathhouse to go to, an
 * order of scoring, a buy-back), a second group of radios below the ticked head
 * (`.choice-then`, titled `then`; each `data-option` holding its move) lists what the entries
 * add, and choosing there makes the head's radio play that entry (its `value` and
 * `data-move` change, and it fires `change`). Only the heads carry `data-choices`: the
 * radio ticked among them ({@link CHOSEN}) is the move chosen. A head with one entry
 * shows what it adds on a line of its own below the figure (`.choice-detail`). The entry
 * `checked` is ticked (its head, and its line in the second group).
 * @param then the second group's title ("Co dál", "And then")
 * @param each adds the page's own listeners to each input (the entry given is the one it
 *   plays at first; read `input.value` for the one it plays when the change comes)
 * @returns the labels and second groups, in order, to put in the list's box
 */
export function choiceRadios(
  entries: readonly ChoiceEntry[],
  name: string,
  checked: number,
  then: string,
  each?: (input: HTMLInputElement, entry: ChoiceEntry) => void,
): HTMLElement[] {
  const groups = new Map<string, ChoiceEntry[]>();
  for (const e of entries) {
    const g = groups.get(e.head);
    if (g) g.push(e);
    else groups.set(e.head, [e]);
  }
  const out: HTMLElement[] = [];
  const detail = (e: ChoiceEntry) => (e.label.startsWith(`${e.head}; `) ? e.label.slice(e.head.length + 2) : e.label);
  for (const group of groups.values()) {
    const entry = group.find((e) => e.index === checked) ?? group[0]!;
    const label = document.createElement('label');
    const input = document.createElement('input');
    input.type = 'radio';
    input.name = name;
    input.dataset.key = `choice-${group[0]!.index}`;
    input.dataset.choices = group.map((e) => e.index).join(',');
    playsEntry(input, entry);
    input.checked = entry.index === checked;
    // the list is in its box by the time a reader ticks another figure
    input.addEventListener('change', () => showThens(label.parentElement!));
    each?.(input, entry);
    out.push(label);
    if (group.length === 1 && !entry.label.startsWith(`${entry.head}; `)) {
      label.append(input, ' ', entry.label);
      continue;
    }
    if (group.length === 1) {
      // "bez družiníka; osamělý družiník … půjde do lázeňského domu 4": the figure first, what
      // else the move does on a line of its own below it (the text reads the same)
      const line = document.createElement('span');
      line.className = 'choice-detail';
      const sep = document.createElement('span');
      sep.className = 'visually-hidden';
      sep.textContent = '; ';
      line.append(sep, detail(entry));
      label.append(input, ' ', entry.head, line);
      continue;
    }
    label.append(input, ' ', entry.head);
    const box = document.createElement('div');
    box.className = 'choice-then';
    box.hidden = !input.checked;
    box.setAttribute('role', 'radiogroup');
    const title = document.createElement('span');
    title.id = `${name}-then-${group[0]!.index}`;
    title.className = 'choice-then-title';
    title.textContent = then;
    box.setAttribute('aria-labelledby', title.id);
    box.append(title);
    for (const e of group) {
      const line = document.createElement('label');
      const option = document.createElement('input');
      option.type = 'radio';
      option.name = title.id;
      option.value = String(e.index);
      option.dataset.option = JSON.stringify(e.move);
      option.checked = e === entry;
      option.addEventListener('change', () => {
        plays(input, option);
        input.checked = true;
        input.dispatchEvent(new Event('change', { bubbles: true }));
      });
      // Enter and Backspace do there what they do on the figure's radio (confirm, take back)
      option.addEventListener('keydown', (k) => {
        if (k.key !== 'Enter' && k.key !== 'Backspace') return;
        k.preventDefault();
        input.dispatchEvent(new KeyboardEvent('keydown', { key: k.key, bubbles: true, cancelable: true }));
      });
      line.append(option, ' ', detail(e));
      box.append(line);
    }
    out.push(box);
  }
  return out;
}

/** Makes a head's radio play `entry` (its value and move). */
function playsEntry(input: HTMLInputElement, entry: ChoiceEntry): void {
  input.value = String(entry.index);
  input.dataset.move = JSON.stringify(entry.move);
}

/** Makes a head's radio play the entry of `option`, one of its second question's radios. */
function plays(input: HTMLInputElement, option: HTMLInputElement): void {
  input.value = option.value;
  input.dataset.move = option.dataset.option ?? '';
}

/**
 * Ticks the radio of a choice list (made by {@link choiceRadios}) that plays entry `index`,
 * choosing that entry in its head's second group where it has one, as a tap on a follower spot
 * does; the page's `change` listeners are not called.
 * @param box the element holding the list
 * @returns the radio ticked, or null when no head holds that entry
 */
export function tickChoice(box: HTMLElement, index: number): HTMLInputElement | null {
  for (const input of box.querySelectorAll<HTMLInputElement>(HEADS)) {
    if (!input.dataset.choices!.split(',').includes(String(index))) continue;
    input.checked = true;
    const then = input.closest('label')?.nextElementSibling;
    const option = then?.classList.contains('choice-then')
      ? then.querySelector<HTMLInputElement>(`input[value="${index}"]`)
      : null;
    if (option) {
      option.checked = true;
      plays(input, option);
    }
    showThens(box);
    return input;
  }
  return null;
}

/**
 * Ticks the next or previous radio button of a choice list (wrapping around), for the arrow
 * keys while a follower is chosen (src/board/turn/keys.ts); focus stays where it is.
 * @param box the element holding the list's `input[type=radio]`
 * @param step the arrow's cell step (`arrowStep`): right or down is the next choice, left or up the previous
 * @returns the place in the list of the radio ticked now (its `value` is the entry it plays), or −1 for an empty list
 */
export function stepChoice(box: HTMLElement, step: readonly [number, number]): number {
  const inputs = [...box.querySelectorAll<HTMLInputElement>(HEADS)];
  if (!inputs.length) return -1;
  const dir = step[0] + step[1] > 0 ? 1 : -1;
  const i = (inputs.findIndex((x) => x.checked) + dir + inputs.length) % inputs.length;
  inputs[i]!.checked = true;
  showThens(box);
  return i;
}

/** The index of the entry the ticked head radio of a choice list plays ({@link CHOSEN}); 0 when none is ticked. */
export function tickedChoice(box: HTMLElement): number {
  return Number(box.querySelector<HTMLInputElement>(CHOSEN)?.value ?? 0);
}

/** The turn whose choices a list's box shows ({@link renderChoiceList}). */
const shown = new WeakMap<HTMLElement, TurnController>();

/**
 * Brings the choice list in `box` in line with turn `c` (see `ChoiceListCode.renderChoiceList`
 * in panel.ts): while a follower is chosen, its legend, the radio buttons ({@link choiceRadios},
 * the first choice ticked) and a confirm button (`data-action="confirm"`), drawn anew only for
 * another turn or other choices (the box's `data-choices-for`: the JSON of the moves listed);
 * otherwise the box emptied and hidden, `board` taking the keyboard when it was in the list.
 * @returns whether the list was drawn anew
 */
export function renderChoiceList(
  box: HTMLElement,
  c: TurnController | null,
  w: ChoiceListWords,
  board: HTMLElement,
): boolean {
  if (c?.phase !== 'choose') {
    // the list goes with the keyboard in it (confirmed, taken back): the board takes it
    if (box.contains(document.activeElement)) board.focus({ preventScroll: true });
    box.hidden = true;
    box.replaceChildren();
    shown.delete(box);
    delete box.dataset.choicesFor;
    return false;
  }
  const moves = c.choices();
  const key = JSON.stringify(moves);
  if (shown.get(box) === c && box.dataset.choicesFor === key && !box.hidden) return false;
  shown.set(box, c);
  box.dataset.choicesFor = key;
  const entries = choiceEntries(moves, c.game.current ?? '', w.t, c.game);
  const { t } = w;
  const ok = el(
    'button',
    { type: 'button', class: w.button ?? 'primary', 'data-action': 'confirm' },
    w.confirm ?? t('sandbox.confirm'),
  );
  const then = t('sandbox.chooseThen');
  box.replaceChildren(
    el('legend', {}, w.legend ?? t('sandbox.chooseLegend')),
    ...choiceRadios(entries, w.name, 0, then),
    ok,
  );
  box.hidden = false;
  return true;
}

/** The choice list's code as the turn panel takes it (src/board/turn/panel.ts). */
export const choiceList: ChoiceListCode = { renderChoiceList, stepChoice, tickChoice, tickedChoice };

/** Shows the second group of the ticked head only (see {@link choiceRadios}). */
function showThens(box: HTMLElement): void {
  for (const then of box.querySelectorAll<HTMLElement>('.choice-then'))
    then.hidden = !then.previousElementSibling?.querySelector<HTMLInputElement>('input')?.checked;
}

/**
 * A whole move of a worked example in words: its move line (the player, the tile with its
 * layout, the cell from a tile the reader sees, the rotation; {@link exampleMoveLine}) and
 * its choice ({@link choiceText}: the follower and module actions, or none). Used where the
 * answer check names the move that gives the points the reader typed.
 * @param player the colour of the player to move
 * @param tile the id of the tile in hand
 * @param move one of the engine's moves for that tile (board coordinates, degrees clockwise)
 * @param board the scenario's `board` entries (tile ids and cells)
 * @param game the position the move is played in (figure names, module wording)
 */
export function exampleMoveWords(
  player: string,
  tile: string,
  move: Move,
  board: readonly { tile: string; at: readonly number[]; rotation?: number }[],
  t: TFunction,
  game?: ChoiceGame,
): string {
  const line = exampleMoveLine({ player, tile, at: [move.x, move.y], rotation: move.rotation }, board, t, true);
  return `${line}; ${choiceText(move, tile, t, game)}`;
}
