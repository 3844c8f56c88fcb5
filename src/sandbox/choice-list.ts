/**
 * The follower choice list of a worked example (phase `choose`): the board kit's radio
 * buttons (src/board/turn/choices.ts: the figure first, then what the modules add) with the
 * example's keys (Enter confirms, Backspace takes the tile back) and its confirm button.
 * Loaded with the choices' wording when a reader first plays (src/sandbox/sandbox.ts
 * `loadChoices`), never for the solution alone.
 */
import type { TFunction } from 'i18next';
import type { TurnController } from '../board/turn/turn';
import { choiceEntries, choiceRadios } from '../board/turn/choices';
import { el } from '../lib/dom';

export { stepChoice, tickChoice } from '../board/turn/choices';

/** What the list needs of its example. */
export interface ChoiceListHost {
  ctl: TurnController;
  t: TFunction;
  /** The example's id (the radio buttons' name). */
  id: string;
  /** Draws the board with choice `index` previewed. */
  preview(index: number): void;
  /** Does a control's action (`confirm`, `undo`). */
  act(action: string): Promise<void>;
  /** Gives the board the keyboard back. */
  focusBoard(): void;
}

/**
 * Fills `box` with the choices of the tile put down; the reader's pick stays when the same
 * choices are drawn again (the board came back into view, a redraw).
 */
export function renderChoiceList(box: HTMLElement, host: ChoiceListHost): void {
  const { ctl: c, t } = host;
  const key = JSON.stringify(c.choices());
  const kept =
    box.dataset.choicesFor === key
      ? Number(box.querySelector<HTMLInputElement>('input[data-choices]:checked')?.value ?? 0)
      : 0;
  box.dataset.choicesFor = key;
  const entries = choiceEntries(c.choices(), c.game.current ?? '', t, c.game);
  const items = choiceRadios(entries, `${host.id}-choice`, kept, t('sandbox.chooseThen'), (input) => {
    input.addEventListener('change', () => host.preview(Number(input.value)));
    input.addEventListener('keydown', (e) => {
      if (e.key === 'Enter') {
        e.preventDefault();
        void host.act('confirm');
      } else if (e.key === 'Backspace') {
        e.preventDefault();
        void host.act('undo').then(() => host.focusBoard());
      }
    });
  });
  const ok = el('button', { type: 'button', class: 'primary' }, t('sandbox.confirm'));
  ok.addEventListener('click', () => void host.act('confirm'));
  box.replaceChildren(el('legend', {}, t('sandbox.chooseLegend')), ...items, ok);
  box.hidden = false;
}
