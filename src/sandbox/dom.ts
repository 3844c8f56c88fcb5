/**
 * The controls and panels a worked example gets when its sandbox starts (Example.astro drew
 * the static figure and the solution and hint buttons): the button row (rotate, place, undo,
 * reset, the hint and solution buttons the page drew, link, zoom), the canvas box, the tile
 * in hand and status line, the module facts, the follower choices, the score (aria-live), an
 * error line and the text list of the position. The static figure stays for printing.
 */
import type { TFunction } from 'i18next';
import { el } from '../lib/dom';

/**
 * The parts of a live example by name: each button by its `data-action` (`rotate`, `place`,
 * `undo`, `reset`, `solution`, `link`, `zoom-in`, `zoom-out`, `fit`), and `canvasBox`,
 * `status`, `hand`, `state` (module facts), `choices`, `score`, `error`, `list` (the text list)
 * and `controls` (the button row, whose clicks are the page's to handle).
 */
export type SandboxParts = Record<string, HTMLElement>;

/**
 * Builds the live example's DOM inside `root`, replacing the static figure (kept for print).
 * @param id the scenario id (the status line's and the choices' element ids)
 */
export function buildSandboxDom(root: HTMLElement, id: string, t: TFunction): SandboxParts {
  const parts: SandboxParts = {};
  const stage = root.querySelector<HTMLElement>('[data-stage]')!;
  const controls = root.querySelector<HTMLElement>('.example-controls')!;
  const solution = root.querySelector<HTMLButtonElement>('[data-action="solution"]')!;
  const hint = root.querySelector<HTMLButtonElement>('[data-action="hint"]');
  root.querySelector('[data-action="play"]')?.remove();
  const btn = (action: string, label: string, key?: string): HTMLButtonElement => {
    const b = el('button', { type: 'button', 'data-action': action }, label);
    if (key) b.setAttribute('aria-keyshortcuts', key);
    parts[action] = b;
    return b;
  };
  const zoom = el('span', { class: 'example-zoom' });
  zoom.append(btn('zoom-in', '+', '+'), btn('zoom-out', '−', '-'), btn('fit', t('sandbox.fit')));
  controls.replaceChildren(
    btn('rotate', t('sandbox.rotate'), 'R'),
    btn('place', t('sandbox.place'), 'Enter'),
    btn('undo', t('sandbox.undo'), 'Z'),
    btn('reset', t('sandbox.reset')),
    ...(hint ? [hint] : []),
    solution,
    btn('link', t('sandbox.link')),
    // the zoom buttons stay together on one line when the row wraps (a phone)
    zoom,
  );
  parts['zoom-in']!.setAttribute('aria-label', t('sandbox.zoomIn'));
  parts['zoom-out']!.setAttribute('aria-label', t('sandbox.zoomOut'));
  parts.solution = solution;
  const canvasBox = el('div', {
    class: 'sandbox-canvas',
    tabindex: '0',
    role: 'group',
    'aria-label': t('sandbox.boardLabel'),
    'aria-describedby': `${id}-status`,
  });
  const status = el('p', { class: 'sandbox-status', id: `${id}-status` });
  const hand = el('div', { class: 'sandbox-hand' });
  const statusRow = el('div', { class: 'sandbox-status-row' });
  statusRow.append(hand, status);
  const choices = el('fieldset', { class: 'sandbox-choices', hidden: '' });
  const score = el('div', { class: 'sandbox-score', 'aria-live': 'polite', role: 'status' });
  const state = el('p', { class: 'sandbox-state' });
  const error = el('p', { class: 'sandbox-error', role: 'alert', hidden: '' });
  const list = el('details', { class: 'sandbox-text' });
  list.append(el('summary', {}, t('sandbox.textList')), el('ul', {}));
  const figure = stage.querySelector<HTMLElement>('[data-figure]');
  stage.replaceChildren(error, canvasBox, statusRow, state, choices, score, list);
  // the static figure stays for printing (print styles show it instead of the canvas)
  if (figure) {
    figure.removeAttribute('tabindex');
    figure.removeAttribute('role');
    figure.classList.add('print-only');
    stage.append(figure);
  }
  Object.assign(parts, { controls, canvasBox, status, hand, state, choices, score, error, list });
  root.classList.add('is-live');
  return parts;
}
