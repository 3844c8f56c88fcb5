/**
 * The modules' position state on the analysis board (`RuleModule.state`, engine README
 * "Position state"): each field with the control its type describes, worded by the
 * module's `state.<field>.*` strings. Nothing here names a module; a change goes through
 * `setStateValue` / `setStateFigure` / `setStateCount` (actions.ts), checked by the engine
 * like every edit.
 */
import type { CountsStateField, FiguresStateField, StateCounts, StateFigure, StatePlace } from '../engine';
import { el } from '../lib/dom';
import type { PanelView } from './context';
import { tileIndexAt } from '../engine';
import { replaceKeepingFocus } from './page';

/** A place a module's figures field names on the board, with its module and field. */
export interface StatePlaceOf {
  module: string;
  field: FiguresStateField;
  place: StatePlace;
}

/** Every place the modules' figures fields name on the board, in module and field order. */
export function statePlaces(app: PanelView): StatePlaceOf[] {
  const game = app.state.game;
  return game.modules.flatMap((m) =>
    (m.state?.fields ?? []).flatMap((f) =>
      f.type === 'figures' ? f.places(game).map((place) => ({ module: m.id, field: f, place })) : [],
    ),
  );
}

/**
 * The control of one place of a figures field: nobody, or a figure of a player and kind
 * (`value` `<colour>:<kind>`), in a paragraph with its label.
 * @param here worded for the selected tile's panel (the place is on that tile), else with its cell and tile
 */
export function figureSelect(
  app: PanelView,
  module: string,
  f: FiguresStateField,
  place: StatePlace,
  here = false,
): HTMLElement {
  const { page } = app;
  const { doc: d, game } = app.state;
  const [x, y] = place.at;
  const tile = d.tiles[tileIndexAt(d, x, y)]?.tile ?? '';
  const label = here
    ? page.stateText(module, f.id, 'here', { data: place.data ?? {} })
    : page.stateText(module, f.id, 'place', { data: place.data ?? {}, x, y, tile });
  const lab = el('label', {}, label + ' ');
  const s = el('select', {
    'data-field': 'state',
    'data-module': module,
    'data-state': f.id,
    'data-x': String(x),
    'data-y': String(y),
    'data-key': `state-${module}-${f.id}-${x},${y}${here ? '-here' : ''}`,
  });
  s.append(el('option', { value: '' }, page.a('state.nobody')));
  for (const p of d.players) {
    for (const k of game.figureKinds.keys()) {
      s.append(
        el('option', { value: `${p}:${k}` }, page.a('state.figure', { player: page.name(p), kind: page.figure(k) })),
      );
    }
  }
  const held = ((d.state[module]?.[f.id] ?? []) as StateFigure[]).find((o) => o.at[0] === x && o.at[1] === y);
  s.value = held ? `${held.player}:${held.kind}` : '';
  lab.append(s);
  const p = el('p');
  p.append(lab);
  return p;
}

/**
 * The controls of a counts field: a heading (`state.<id>.label`), then for each player a
 * row of one whole-number box per item (`state.<id>.item.<item>`, from 0 to the field's
 * `max`; an empty box is 0), each carrying `data-player` and `data-item`.
 */
export function countInputs(app: PanelView, module: string, f: CountsStateField): HTMLElement[] {
  const { page } = app;
  const d = app.state.doc;
  const values = (d.state[module]?.[f.id] ?? {}) as StateCounts;
  const out: HTMLElement[] = [el('h3', { class: 'analysis-box-set' }, page.stateText(module, f.id, 'label'))];
  for (const p of d.players) {
    const row = el('p', { class: 'analysis-buttons' }, page.name(p) + ': ');
    for (const item of f.items) {
      const n = values[p]?.[item] ?? 0;
      const input = el('input', {
        'data-field': 'state',
        'data-module': module,
        'data-state': f.id,
        'data-player': p,
        'data-item': item,
        'data-key': `state-${module}-${f.id}-${p}-${item}`,
        type: 'number',
        min: '0',
        max: f.max === undefined ? undefined : String(f.max),
        step: '1',
        placeholder: '0',
        value: n ? String(n) : '',
      });
      const label = el('label', {}, page.stateText(module, f.id, `item.${item}`) + ' ');
      label.append(input);
      row.append(label, ' ');
    }
    out.push(row);
  }
  return out;
}

/**
 * The state panel: every module's fields, each with the control its type describes: a
 * player or nobody, a number in its range (a field that requires another beside it,
 * disabled without it; an optional one shows what the engine works out from the board),
 * the figures at the places the module names, a count per player per item. Hidden when
 * no module has position state.
 */
export function renderState(app: PanelView): void {
  const { page } = app;
  const { doc: d, game, notation } = app.state;
  const mods = game.modules.filter((m) => m.state);
  const key = JSON.stringify([d.modules, d.players, d.state, notation]);
  if (key === page.keys.state) return;
  page.keys.state = key;
  page.part('state-panel').hidden = !mods.length;
  const out: HTMLElement[] = [];
  for (const m of mods) {
    const values = d.state[m.id] ?? {};
    // what the engine made of the position (a number worked out from the board)
    const worked = m.state!.get(game);
    const rows = new Map<string, HTMLElement>();
    for (const f of m.state!.fields) {
      const attrs = {
        'data-field': 'state',
        'data-module': m.id,
        'data-state': f.id,
        'data-key': `state-${m.id}-${f.id}`,
      };
      if (f.type === 'figures') {
        out.push(el('h3', { class: 'analysis-box-set' }, page.stateText(m.id, f.id, 'label')));
        const places = statePlaces(app).filter((p) => p.module === m.id && p.field === f);
        if (!places.length) out.push(el('p', {}, page.stateText(m.id, f.id, 'none')));
        for (const p of places) out.push(figureSelect(app, m.id, f, p.place));
        continue;
      }
      if (f.type === 'counts') {
        out.push(...countInputs(app, m.id, f));
        continue;
      }
      const label = el('label', {}, page.stateText(m.id, f.id, 'label') + ' ');
      if (f.type === 'player') {
        const s = el('select', attrs);
        s.append(el('option', { value: '' }, page.a('state.nobody')));
        for (const pl of d.players) s.append(el('option', { value: pl }, page.name(pl)));
        s.value = typeof values[f.id] === 'string' ? String(values[f.id]) : '';
        label.append(s);
      } else {
        const auto = f.optional ? page.stateText(m.id, f.id, 'auto') : '';
        const n = el('input', {
          ...attrs,
          type: 'number',
          min: String(f.min),
          max: String(f.max(game)),
          step: '1',
          placeholder: auto,
          value: typeof values[f.id] === 'number' ? String(values[f.id]) : '',
        });
        if (f.requires && values[f.requires] === undefined) n.disabled = true;
        else if (f.optional && values[f.id] === undefined && typeof worked[f.id] === 'number')
          n.placeholder = page.a('state.autoValue', { auto, value: worked[f.id] });
        label.append(n);
      }
      const row = (f.type === 'number' && f.requires && rows.get(f.requires)) || el('p', { class: 'analysis-buttons' });
      row.append(label);
      if (!out.includes(row)) out.push(row);
      rows.set(f.id, row);
    }
  }
  replaceKeepingFocus(page.part('state'), out);
}
