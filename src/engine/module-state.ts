/**
 * Module state a position holds ({@link PositionStateHook}, `RuleModule.state`):
 * the one check of a module's values against a position, and the values in
 * and out of games. The scenario loader (`buildPosition`) and the notation
 * reader (`gameFromPosition`) put values into games only through
 * {@link putState}; the notation writer and the analysis board read them
 * with {@link stateOf}. Names no module: every module's fields come from its
 * declaration.
 */
import { engineError, type EngineError } from './errors.js';
import type { Game } from './game.js';
import type { RuleModule, StateCounts, StateField, StateFigure, StateRead, StateValue, StateValues } from './module.js';

const isCoords = (v: unknown): v is [number, number] =>
  Array.isArray(v) && v.length === 2 && v.every((n) => Number.isSafeInteger(n));

/** A plain object (not null, not a list): the shape of a counts value and of each player's counts in it. */
const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * Problems of `values` for the fields `fields` in `game` (a game built from a
 * position, the module's state still the starting one), each with the path
 * of the value (`king`, `kingSize`, `occupants[1].at`):
 * `state.invalid` for a field the module does not declare (`reason: 'field'`),
 * a value of the wrong type (`'type'`), a number that is no integer from
 * `min` to `max` (`'range'`) or that lacks the field it requires
 * (`'requires'`), a figure at no place of the field (`'place'`), a count of an
 * item the field does not list (`'item'`, path `goods.red.silk`) or one that
 * is negative, not whole or above the field's `max` (`'range'` with `min` 0
 * and `max` when the field has one, path `goods.red.wine`);
 * `player.unknown` for a colour that is not playing (for counts, path
 * `goods.pink`); for figures `figure.kind` (unknown kind), `figure.occupied`
 * (a second figure at one place) and `figure.supply` (more figures than the
 * owner has left). Checks a figure's place, owner, kind, place taken and
 * supply in that order and reports the first of them; checks every count.
 */
export function checkState(
  game: Game,
  module: string,
  fields: readonly StateField[],
  values: StateValues,
): EngineError[] {
  const errors: EngineError[] = [];
  if (!values || typeof values !== 'object' || Array.isArray(values))
    return [engineError('state.invalid', '', { reason: 'type', module, expected: 'an object of fields' })];
  const ids = new Set(fields.map((f) => f.id));
  for (const k of Object.keys(values))
    if (!ids.has(k)) errors.push(engineError('state.invalid', k, { reason: 'field', field: k, module }));
  const taken = new Map<string, number>();
  for (const f of fields) {
    if (!Object.hasOwn(values, f.id)) continue;
    const v: unknown = values[f.id];
    if (v === undefined) continue;
    if (f.type === 'player') {
      if (typeof v !== 'string')
        errors.push(engineError('state.invalid', f.id, { reason: 'type', field: f.id, expected: 'a colour' }));
      else if (game.playerIndex(v) < 0) errors.push(engineError('player.unknown', f.id, { colour: v }));
    } else if (f.type === 'number') {
      const max = f.max(game);
      if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < f.min || v > max)
        errors.push(
          engineError('state.invalid', f.id, {
            reason: 'range',
            field: f.id,
            min: f.min,
            max,
            value: typeof v === 'number' ? v : String(v).slice(0, 40),
          }),
        );
      else if (f.requires && values[f.requires] === undefined)
        errors.push(engineError('state.invalid', f.id, { reason: 'requires', field: f.id, requires: f.requires }));
    } else if (f.type === 'counts') {
      if (!isRecord(v)) {
        errors.push(
          engineError('state.invalid', f.id, { reason: 'type', field: f.id, expected: 'counts per player and item' }),
        );
        continue;
      }
      const max = f.max ?? Number.MAX_SAFE_INTEGER;
      for (const [colour, counts] of Object.entries(v)) {
        const path = `${f.id}.${colour}`;
        if (game.playerIndex(colour) < 0) errors.push(engineError('player.unknown', path, { colour }));
        else if (!isRecord(counts))
          errors.push(engineError('state.invalid', path, { reason: 'type', field: f.id, expected: 'counts per item' }));
        else
          for (const [item, n] of Object.entries(counts)) {
            if (!f.items.includes(item))
              errors.push(engineError('state.invalid', `${path}.${item}`, { reason: 'item', field: f.id, item }));
            else if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 0 || n > max)
              errors.push(
                engineError('state.invalid', `${path}.${item}`, {
                  reason: 'range',
                  field: f.id,
                  min: 0,
                  ...(f.max !== undefined ? { max: f.max } : {}),
                  value: typeof n === 'number' ? n : String(n).slice(0, 40),
                }),
              );
          }
      }
    } else {
      if (!Array.isArray(v)) {
        errors.push(engineError('state.invalid', f.id, { reason: 'type', field: f.id, expected: 'a list of figures' }));
        continue;
      }
      const places = f.places(game);
      const used = new Set<string>();
      v.forEach((fig: Partial<StateFigure> | null, i) => {
        const path = `${f.id}[${i}]`;
        if (!fig || typeof fig !== 'object' || !isCoords(fig.at)) {
          errors.push(
            engineError('state.invalid', `${path}.at`, { reason: 'type', field: f.id, expected: 'coordinates [x, y]' }),
          );
          return;
        }
        const [x, y] = fig.at;
        const at = `${x}, ${y}`;
        const pi = typeof fig.player === 'string' ? game.playerIndex(fig.player) : -1;
        const kind = typeof fig.kind === 'string' ? fig.kind : '';
        if (!places.some((p) => p.at[0] === x && p.at[1] === y))
          errors.push(engineError('state.invalid', `${path}.at`, { reason: 'place', field: f.id, place: f.place, at }));
        else if (pi < 0) errors.push(engineError('player.unknown', `${path}.player`, { colour: String(fig.player) }));
        else if (!game.figureKinds.has(kind)) errors.push(engineError('figure.kind', `${path}.kind`, { kind }));
        else if (used.has(at)) errors.push(engineError('figure.occupied', `${path}.at`, { at }));
        else {
          const key = `${pi}:${kind}`;
          const n = taken.get(key) ?? 0;
          if (game.available(pi, kind) - n <= 0) errors.push(engineError('figure.supply', `${path}.kind`, { kind }));
          else {
            used.add(at);
            taken.set(key, n + 1);
          }
        }
      });
    }
  }
  return errors;
}

/**
 * The words of a `state.invalid` error's parameters (the error's path names the field):
 * `must be a whole number from 1 to 9`, `goods counts no item silk`, `no bathhouse at
 * [0, 0]` …; `describeError` (scenario.ts) words every other error.
 */
export function describeStateError(p: NonNullable<EngineError['params']>): string {
  if (p.reason === 'range')
    return p.max === undefined
      ? `must be a whole number of at least ${p.min}`
      : `must be a whole number from ${p.min} to ${p.max}`;
  if (p.reason === 'item') return `${p.field} counts no item ${p.item}`;
  if (p.reason === 'requires') return `only with a value of ${p.requires}`;
  if (p.reason === 'place') return `no ${p.place} at [${p.at}]`;
  if (p.reason === 'tile') return `no tile ${p.tile} in the position`;
  if (p.reason === 'field') return `${p.module} has no position state field ${p.field}`;
  if (p.reason === 'rule') return String(p.message ?? 'not a position of these rules');
  return `must be ${p.expected ?? 'a valid value'}`;
}

/** `base` and a relative path joined (`modules[1].state` + `[0].tile`; `` + `awards.king`). */
function joinPath(base: string, rel: string): string {
  if (!base) return rel;
  if (!rel) return base;
  return rel.startsWith('[') ? base + rel : `${base}.${rel}`;
}

/**
 * Check values read from a scenario file or the notation ({@link checkState},
 * then the module's own `check`) and, when nothing is wrong, put them into
 * `game` through the module's `set`. Errors carry the source's paths (`read.path`, under `base`).
 */
export function putState(game: Game, module: RuleModule, read: StateRead, base = ''): EngineError[] {
  const hook = module.state;
  if (!hook) return [];
  let errors = checkState(game, module.id, hook.fields, read.values);
  if (!errors.length && hook.check) errors = hook.check(game, read.values);
  if (errors.length) return errors.map((e) => ({ ...e, path: joinPath(base, read.path(e.path)) }));
  hook.set(game, read.values);
  return [];
}

/**
 * Values without the fields left in their starting state (an empty list of figures,
 * nothing counted); counts lose their zeros and the players left with none, so that
 * one state has one value. Anything else is kept as it is, for the check to judge.
 */
export function compactState(values: StateValues): StateValues {
  const out: StateValues = {};
  for (const [k, v] of Object.entries(values)) {
    const c = isRecord(v) ? compactCounts(v) : v;
    if (c !== undefined && !(Array.isArray(c) && c.length === 0) && !(isRecord(c) && !Object.keys(c).length))
      out[k] = c;
  }
  return out;
}

/** Counts without zeros, and without players left with none (other entries kept as they are). */
function compactCounts(v: StateCounts): StateCounts {
  const out: StateCounts = {};
  for (const [colour, counts] of Object.entries(v)) {
    if (!isRecord(counts)) {
      out[colour] = counts;
      continue;
    }
    const kept = Object.fromEntries(Object.entries(counts).filter(([, n]) => n !== 0));
    if (Object.keys(kept).length) out[colour] = kept;
  }
  return out;
}

/** The position state of every module of `game` that declares one and is not in its starting state, by module id. */
export function stateOf(game: Game): Record<string, StateValues> {
  const out: Record<string, StateValues> = {};
  for (const m of game.modules) {
    if (!m.state) continue;
    const v = compactState(m.state.get(game));
    if (Object.keys(v).length) out[m.id] = v;
  }
  return out;
}

/**
 * The scenario file fields of the position state `state` (by module id) of
 * the modules `modules` (ids, in order): each module's `scenario.write`.
 * Modules without state, or not in `modules`, add nothing.
 */
export function scenarioStateFields(
  modules: readonly RuleModule[],
  state: Readonly<Record<string, StateValues>>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const m of modules) {
    const v = Object.hasOwn(state, m.id) ? state[m.id] : undefined;
    if (m.state && v) Object.assign(out, m.state.scenario.write(compactState(v)));
  }
  return out;
}

/** The field `id` of a module's position state, if it declares one. */
export function stateField(module: RuleModule | undefined, id: string): StateField | undefined {
  return module?.state?.fields.find((f) => f.id === id);
}

/** The colours a module's values name (holders, owners of figures, players with something counted). */
export function stateColours(fields: readonly StateField[], values: StateValues): string[] {
  const out: string[] = [];
  for (const f of fields) {
    const v: StateValue | undefined = values[f.id];
    if (f.type === 'player' && typeof v === 'string') out.push(v);
    if (f.type === 'figures' && Array.isArray(v)) for (const fig of v) out.push(fig.player);
    if (f.type === 'counts' && isRecord(v))
      for (const [colour, counts] of Object.entries(v))
        if (isRecord(counts) && Object.values(counts).some((n) => n !== 0)) out.push(colour);
  }
  return out;
}

/** A copy of a module's values with every colour renamed by `rename` (a colour it does not map stays). */
export function recolourState(
  fields: readonly StateField[],
  values: StateValues,
  rename: (colour: string) => string,
): StateValues {
  const out: StateValues = { ...values };
  for (const f of fields) {
    const v = values[f.id];
    if (f.type === 'player' && typeof v === 'string') out[f.id] = rename(v);
    if (f.type === 'figures' && Array.isArray(v)) out[f.id] = v.map((fig) => ({ ...fig, player: rename(fig.player) }));
    if (f.type === 'counts' && isRecord(v))
      out[f.id] = Object.fromEntries(Object.entries(v).map(([colour, counts]) => [rename(colour), counts]));
  }
  return out;
}

/** A copy of a module's values without the figures held on the tile at `[x, y]`. */
export function stateWithoutTile(
  fields: readonly StateField[],
  values: StateValues,
  x: number,
  y: number,
): StateValues {
  const out: StateValues = { ...values };
  for (const f of fields) {
    const v = values[f.id];
    if (f.type === 'figures' && Array.isArray(v)) out[f.id] = v.filter((fig) => fig.at[0] !== x || fig.at[1] !== y);
  }
  return compactState(out);
}
