/**
 * Rule modules that exist only in the tests, each with one counts field as its position
 * state ({@link countsModule}); `test-goods` (registered on import) counts the goods
 * tokens (`wine`, `grain`, `cloth`, at most 9 of each) every player holds. It proves the `counts` field type end to
 * end without a real module using it: its `set` / `get` keep the values in the module's
 * state, its scenario fields are `goods: { red: { wine: 2 } }`, and its notation text is
 * one `.`-separated entry per player holding something, `PLAYER-WINE-GRAIN-CLOTH`
 * (player index, then a count per item in the field's order), by player: `0-2-0-1.1-0-0-3`.
 */
import { engineError } from '../../src/engine/errors.js';
import { compactState } from '../../src/engine/module-state.js';
import type { CountsStateField, RuleModule, StateCounts, StateValues } from '../../src/engine/module.js';
import { registerModule } from '../../src/engine/registry.js';

export const GOODS_ID = 'test-goods';
export const GOODS: CountsStateField = { id: 'goods', type: 'counts', items: ['wine', 'grain', 'cloth'], max: 9 };

/**
 * A test-only module `id` whose position state is the one counts field `field`, kept in
 * its state as `{ [field.id]: counts }`; scenario fields `{ [field.id]: counts }`; notation
 * `PLAYER-COUNT-COUNT…` per player holding something (a count per item in the field's
 * order), `.`-separated, by player. Not registered: {@link registerModule} it.
 */
export function countsModule(id: string, field: CountsStateField): RuleModule {
  const counts = (values: StateValues) => (values[field.id] ?? {}) as StateCounts;
  return {
    id,
    requires: ['base'],
    setup: (): Record<string, StateCounts> => ({ [field.id]: {} }),
    state: {
      fields: [field],
      get(game) {
        const own = game.moduleState[id] as Record<string, StateCounts>;
        return compactState({ [field.id]: structuredClone(own[field.id]!) });
      },
      set(game, values) {
        (game.moduleState[id] as Record<string, StateCounts>)[field.id] = structuredClone(counts(values));
      },
      scenario: {
        write: (values) => (values[field.id] ? { [field.id]: values[field.id] } : {}),
        read: (scenario) => ({
          values: scenario[field.id] ? { [field.id]: scenario[field.id] as StateCounts } : {},
          path: (p) => p,
        }),
      },
      notation: {
        write(values, ctx) {
          const all = counts(values);
          const out = ctx.players.flatMap((colour, i) => {
            const held = all[colour];
            return held && field.items.some((item) => held[item])
              ? [[i, ...field.items.map((item) => held[item] ?? 0)].join('-')]
              : [];
          });
          return out.length ? out.join('.') : undefined;
        },
        read(text, ctx) {
          const all: StateCounts = {};
          const entries = text.split('.');
          const shape = new RegExp(`^(\\d{1,2})((?:-\\d{1,4}){${field.items.length}})$`);
          for (let j = 0; j < entries.length; j++) {
            const m = shape.exec(entries[j]!);
            if (!m) return engineError('notation.invalid', `[${j}]`);
            const colour = ctx.players[Number(m[1])];
            if (colour === undefined) return engineError('player.unknown', `[${j}].player`, { player: Number(m[1]) });
            const n = m[2]!.slice(1).split('-').map(Number);
            all[colour] = Object.fromEntries(field.items.map((item, k) => [item, n[k]!]));
          }
          const order = Object.keys(all);
          return {
            values: compactState({ [field.id]: all }),
            // `goods.red.wine` → `[0].wine`: the entry of that player
            path(p) {
              const m = /^[^.]+\.([^.]+)(?:\.(\w+))?$/.exec(p);
              const j = m ? order.indexOf(m[1]!) : -1;
              return j < 0 ? '' : `[${j}]${m![2] ? `.${m![2]}` : ''}`;
            },
          };
        },
      },
    },
  };
}

/** The goods module: wine, grain and cloth, at most 9 of each, per player. */
export const goodsModule = countsModule(GOODS_ID, GOODS);

registerModule(goodsModule);
