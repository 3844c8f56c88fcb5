/**
 * Module `demo`: the small two-player demo game (Ukázková hra; seed 002,
 * reference tiles.md §6).
 *
 * - 4 meeples per player (the kind `normal` is redefined with 4 copies) and
 *   **no farmers**: a meeple may stand on a city, road or monastery, never on a
 *   field ("Platí všechna pravidla základní hry kromě sedláků").
 * - Scoring as the seed lists it is the base scoring: road 1 per tile, city 2 per
 *   tile, monastery 9 when surrounded; at the end 1 per tile for roads and
 *   cities and 1 per tile for a monastery (itself + neighbours). The seed says
 *   nothing of pennants; since "all base rules apply except farmers", pennants
 *   count as in the base game (2 each in a completed city, 1 at the end). With
 *   no farmers there is no field scoring.
 * - Tiles: only the start tile kind DEMO.03 is known, so the pile holds only
 *   the known demo tiles (the others cannot be placed until their layouts are
 *   known; free play of the demo is not offered until then).
 * - Played with its own material only ("Herní materiál", "Příprava hry"): two
 *   players, red and blue, and the demo tiles. A move placing another tile
 *   is refused (`validateMove`, path `tile`); a scenario with other players
 *   or a board tile from another set is refused (`scenario.apply`).
 */
import { engineError, type EngineError } from '../../errors.js';
import type { RuleModule } from '../../module.js';
import { DEMO, DEMO_START_TILE } from './tiles.js';

/** Tile ids of the demo set (illustrative tiles included). */
const DEMO_TILES = new Set(DEMO.tiles.map((t) => t.id));

/** The colours of the demo box ("Herní materiál": four red and four blue meeples). */
const DEMO_COLOURS = ['red', 'blue'];

const NOT_DEMO_TILE = (id: string) => `the demo game is played with its own tiles only, and ${id} is not one of them`;

export const demoModule: RuleModule = {
  id: 'demo',
  requires: ['base'],
  standalone: true,
  onlyColours: DEMO_COLOURS,
  tileSets: [DEMO],
  figures: [
    {
      id: 'normal',
      perPlayer: 4,
      stands: ['city', 'road', 'monastery'],
      strength: () => 1,
      value: 1,
      code: 0,
    },
  ],
  startTile: DEMO_START_TILE,
  // No farmers, whatever the figure: another module's kinds (the large meeple)
  // may stand on fields elsewhere, never in the demo game.
  canPlaceFigure(_game, q) {
    return q.def.kind === 'field' ? 'figure.forbidden' : undefined;
  },
  validateMove(game) {
    const id = game.current;
    if (id && !DEMO_TILES.has(id)) return engineError('module.action', 'tile', { message: NOT_DEMO_TILE(id) });
    return undefined;
  },
  adjustPile(_game, pile) {
    // The demo is played with its own tiles only (every known copy, start included;
    // the core takes the start copy out).
    const out = pile.filter((id) => id.startsWith('DEMO.'));
    for (const t of DEMO.tiles) if (t.known) for (let i = 0; i < t.count; i++) out.push(t.id);
    return out;
  },
  scenario: {
    // Two players, red and blue ("Příprava hry"), and only demo tiles on the board.
    apply(game, scenario) {
      const errors: EngineError[] = [];
      const two = 'the demo game is for two players, red and blue';
      if (game.players.length !== 2) errors.push(engineError('module.action', 'players', { message: two }));
      else {
        game.players.forEach((c, i) => {
          if (!DEMO_COLOURS.includes(c)) errors.push(engineError('module.action', `players[${i}]`, { message: two }));
        });
      }
      const board = (scenario.board ?? []) as { tile: string }[];
      board.forEach((b, i) => {
        if (!DEMO_TILES.has(b.tile))
          errors.push(engineError('module.action', `board[${i}].tile`, { message: NOT_DEMO_TILE(b.tile) }));
      });
      return errors;
    },
  },
};
