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
import type { Move } from '../engine/core';
import { describeAction, distinctLabels, exampleMoveLine, figureName, type ActionContext } from './explain';
import { featureAtLoc, roleText, whereText } from './features';

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
 * The radio buttons of a choice list, one `<label>` per entry holding an
 * `input[type=radio]` named `name` (its `value` the entry's index, `data-move` the move as
 * JSON, `data-key` `choice-<index>`) and the entry's wording; the entry `checked` is ticked.
 * @param each adds the page's own listeners to each input
 */
export function choiceRadios(
  entries: readonly ChoiceEntry[],
  name: string,
  checked: number,
  each?: (input: HTMLInputElement, entry: ChoiceEntry) => void,
): HTMLLabelElement[] {
  return entries.map((e) => {
    const label = document.createElement('label');
    const input = document.createElement('input');
    input.type = 'radio';
    input.name = name;
    input.value = String(e.index);
    input.dataset.move = JSON.stringify(e.move);
    input.dataset.key = `choice-${e.index}`;
    input.checked = e.index === checked;
    each?.(input, e);
    // "bez družiníka; osamělý družiník … půjde do lázeňského domu 4; pořadí vyhodnocení: …":
    // the figure first, what else the move chooses on a line of its own below it (the text
    // reads the same, the separator only hidden from sight)
    if (!e.label.startsWith(`${e.head}; `)) label.append(input, ' ', e.label);
    else {
      const detail = document.createElement('span');
      detail.className = 'choice-detail';
      const sep = document.createElement('span');
      sep.className = 'visually-hidden';
      sep.textContent = '; ';
      detail.append(sep, e.label.slice(e.head.length + 2));
      label.append(input, ' ', e.head, detail);
    }
    return label;
  });
}

/**
 * Ticks the next or previous radio button of a choice list (wrapping around), for the arrow
 * keys while a follower is chosen (src/board/keys.ts); focus stays where it is.
 * @param box the element holding the list's `input[type=radio]`
 * @param step the arrow's cell step (`arrowStep`): right or down is the next choice, left or up the previous
 * @returns the index of the choice ticked now, or −1 for an empty list
 */
export function stepChoice(box: HTMLElement, step: readonly [number, number]): number {
  const inputs = [...box.querySelectorAll<HTMLInputElement>('input[type=radio]')];
  if (!inputs.length) return -1;
  const dir = step[0] + step[1] > 0 ? 1 : -1;
  const i = (inputs.findIndex((x) => x.checked) + dir + inputs.length) % inputs.length;
  inputs[i]!.checked = true;
  return i;
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
