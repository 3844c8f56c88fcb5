/**
 * What a position holds of the `bathhouses` state ({@link PositionStateHook}):
 * field `occupants`, the followers resting in bathhouses (figures at places:
 * the bathhouses on the board, place `bathhouse`, worded by
 * `state.occupants.label` / `.place` / `.here` / `.none`). In scenario files
 * the top-level `bathhouses: [{ at, player, kind }]`; in the position notation
 * the occupied bathhouses as `.`-separated `TILE-PLAYER[-KIND]` (tile index in
 * the notation's tile list, player index, figure kind unless `normal`),
 * sorted by tile: `bathhouses.3-0.7-1-large`.
 */
import { engineError } from '../../errors.js';
import type { PositionStateHook, StateFigure, StateValues } from '../../module.js';
import { bathhouseAt, bathhouses } from './houses.js';
import type { BathhousesFields } from './schema.js';

/** The module's position state hook ({@link RuleModule.state}). */
export const bathhouseState: PositionStateHook = {
  // Which bathhouses hold whose follower; the houses themselves and whether
  // they are surrounded follow from the board.
  fields: [
    {
      id: 'occupants',
      type: 'figures',
      place: 'bathhouse',
      places: (game) =>
        bathhouses(game)
          .map((h) => ({ at: [h.x, h.y] as const, data: { value: h.value } }))
          .sort((a, b) => a.at[1] - b.at[1] || a.at[0] - b.at[0]),
    },
  ],
  get(game) {
    // north to south, west to east: the same values whatever order the tiles were laid in
    const occupants: StateFigure[] = bathhouses(game)
      .flatMap((h) =>
        h.occupant
          ? [{ at: [h.x, h.y] as [number, number], player: game.players[h.occupant.player]!, kind: h.occupant.kind }]
          : [],
      )
      .sort((a, b) => a.at[1] - b.at[1] || a.at[0] - b.at[0]);
    const out: StateValues = {};
    if (occupants.length) out.occupants = occupants;
    return out;
  },
  set(game, values) {
    for (const f of (values.occupants ?? []) as StateFigure[]) {
      const h = bathhouseAt(game, f.at[0], f.at[1])!;
      const player = game.playerIndex(f.player);
      h.occupant = { player, kind: f.kind };
      game.takeFigure(player, f.kind);
    }
  },
  scenario: {
    // `bathhouses: [{ at: [x, y], player, kind }]` (./schema.ts), the followers already inside
    write(values) {
      const list = (values.occupants ?? []) as StateFigure[];
      return list.length
        ? { bathhouses: list.map((f) => ({ at: [f.at[0], f.at[1]], player: f.player, kind: f.kind })) }
        : {};
    },
    read(scenario) {
      const list = (scenario.bathhouses ?? []) as NonNullable<BathhousesFields['bathhouses']>;
      const values: StateValues = {};
      if (list.length) values.occupants = list.map((b) => ({ at: b.at, player: b.player, kind: b.kind ?? 'normal' }));
      return {
        values,
        path: (p) => p.replace(/^occupants/, 'bathhouses'),
      };
    },
  },
  notation: {
    // `TILE-PLAYER[-KIND]` per occupied bathhouse (tile index, player index, kind unless normal), by tile
    write(values, ctx) {
      const out = ((values.occupants ?? []) as StateFigure[])
        .map((f) => ({ tile: ctx.tileRef(f.at)!, f }))
        .sort((a, b) => a.tile - b.tile)
        .map(({ tile, f }) => `${tile}-${ctx.players.indexOf(f.player)}${f.kind === 'normal' ? '' : `-${f.kind}`}`);
      return out.length ? out.join('.') : undefined;
    },
    read(text, ctx) {
      const occupants: StateFigure[] = [];
      const entries = text.split('.');
      for (let j = 0; j < entries.length; j++) {
        const m = /^(\d{1,4})-(\d{1,2})(?:-([A-Za-z0-9][A-Za-z0-9-]*))?$/.exec(entries[j]!);
        if (!m) return engineError('notation.invalid', `[${j}]`);
        const at = ctx.tileAt(Number(m[1]));
        const player = ctx.players[Number(m[2])];
        if (!at) return engineError('state.invalid', `[${j}].tile`, { reason: 'tile', tile: Number(m[1]) });
        if (player === undefined) return engineError('player.unknown', `[${j}].player`, { player: Number(m[2]) });
        occupants.push({ at, player, kind: m[3] ?? 'normal' });
      }
      return {
        values: { occupants },
        path(p) {
          const m = /^occupants\[(\d+)\](?:\.(\w+))?$/.exec(p);
          if (!m) return '';
          return `[${m[1]}]${m[2] ? `.${m[2] === 'at' ? 'tile' : m[2]}` : ''}`;
        },
      };
    },
  },
};
