/**
 * Module `base`: the base game, 2nd/3rd edition rules with farmers.
 * - Tiles: BASE.A–X (72 with the start tile BASE.D).
 * - Figures: 7 normal meeples per player, on any feature (on a field it is a farmer).
 * - Scoring (base rules, "Scoring"): completed city 2 per tile + 2 per pennant;
 *   completed road 1 per tile; completed monastery 9 (itself + 8 neighbours).
 *   Final scoring: incomplete city 1 per tile + 1 per pennant, road 1 per tile,
 *   monastery 1 + neighbours; each field 3 per completed city it borders.
 */
import type { RuleModule } from '../../module.js';
import { BASE, BASE_START_TILE } from './tiles.js';
import { setPile } from '../../tile-helpers.js';

export const baseModule: RuleModule = {
  id: 'base',
  tileSets: [BASE],
  figures: [
    {
      id: 'normal',
      perPlayer: 7,
      stands: ['city', 'road', 'monastery', 'field'],
      strength: () => 1,
      value: 1,
      code: 0,
    },
  ],
  startTile: BASE_START_TILE,
  pile: () => setPile(BASE),
  score(input, f) {
    switch (input.kind) {
      case 'city':
        f.perTile = input.completed ? 2 : 1;
        f.perPennant = input.completed ? 2 : 1;
        break;
      case 'road':
      case 'monastery':
        f.perTile = 1;
        break;
      case 'field':
        f.perCity = 3;
        break;
    }
  },
};
