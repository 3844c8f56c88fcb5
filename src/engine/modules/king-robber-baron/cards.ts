/**
 * The award cards of `king-robber-baron` (tile attribute `award` of the tiles that
 * are not laid): the King, a gold crown over a walled city, and the Robber Baron, a
 * knight's helmet and sword over a road; and which card stands for an award holder
 * reported beside the board (status data `{ award, player, size }`). Kept apart from
 * ./art.ts so that a board loads the cards only when it shows one; listed in
 * ../cards.ts.
 */
import { arc, type Pt } from '../../../art/geom.js';
import { poly } from '../../../art/icons.js';
import type { ModuleCards } from '../../../art/cards.js';
import { PALETTE, type Prim } from '../../../art/style.js';

/** The card: an upright rounded rectangle with a double frame, in the 100 × 100 box. */
function cardFrame(): Prim[] {
  const round = (x0: number, y0: number, x1: number, y1: number, r: number): Pt[] => [
    ...arc([x1 - r, y0 + r], r, -Math.PI / 2, 0, 5),
    ...arc([x1 - r, y1 - r], r, 0, Math.PI / 2, 5),
    ...arc([x0 + r, y1 - r], r, Math.PI / 2, Math.PI, 5),
    ...arc([x0 + r, y0 + r], r, Math.PI, 1.5 * Math.PI, 5),
  ];
  return [
    poly('award-card', round(16, 3, 84, 97, 8)),
    {
      type: 'poly',
      role: 'award-card',
      pts: round(22, 9, 78, 91, 5).flat(),
      closed: true,
      fill: 'none',
      width: 1.2,
      lod: 40,
    },
  ];
}

/** The King: a gold crown with three jewels above a small walled city. */
function kingCard(): Prim[] {
  const crown: Pt[] = [
    [30, 56],
    [28, 30],
    [40, 43],
    [50, 24],
    [60, 43],
    [72, 30],
    [70, 56],
  ];
  const city: Pt[] = [[28, 84], ...arc([50, 84], 22, Math.PI, 2 * Math.PI, 14).slice(1, -1), [72, 84]];
  return [
    ...cardFrame(),
    poly('award-city', city),
    { type: 'poly', role: 'award-wall', pts: city.flat(), closed: false },
    poly('award-gold', crown),
    poly('award-gold', [
      [30, 56],
      [70, 56],
      [70, 63],
      [30, 63],
    ]),
    { type: 'circle', role: 'award-jewel', x: 50, y: 59.5, r: 2.6 },
    { type: 'circle', role: 'award-jewel', x: 39, y: 59.5, r: 2, fill: '#1B65C1' },
    { type: 'circle', role: 'award-jewel', x: 61, y: 59.5, r: 2, fill: '#1B65C1' },
    { type: 'circle', role: 'award-gold', x: 28, y: 29, r: 2.6 },
    { type: 'circle', role: 'award-gold', x: 50, y: 23, r: 2.8 },
    { type: 'circle', role: 'award-gold', x: 72, y: 29, r: 2.6 },
  ];
}

/** The Robber Baron: a knight's helmet with a red plume, a sword behind it, above a road. */
function robberCard(): Prim[] {
  const helmet: Pt[] = [
    [35, 64],
    [35, 40],
    ...arc([50, 40], 15, Math.PI, 2 * Math.PI, 12).slice(1, -1),
    [65, 40],
    [65, 64],
  ];
  return [
    ...cardFrame(),
    // a road across a field below, with its edges
    poly('award-field', [
      [22.5, 70],
      [77.5, 70],
      [77.5, 90.5],
      [22.5, 90.5],
    ]),
    poly('award-road', [
      [22.5, 85],
      [77.5, 85],
      [77.5, 76],
      [22.5, 76],
    ]),
    { type: 'poly', role: 'award-road-edge', pts: [22.5, 76, 77.5, 76], closed: false },
    { type: 'poly', role: 'award-road-edge', pts: [22.5, 85, 77.5, 85], closed: false },
    // the sword, slanting behind the helmet
    { type: 'poly', role: 'award-steel', pts: [29, 72, 71, 18], closed: false, width: 3.4, stroke: '#3A3F45' },
    { type: 'poly', role: 'award-steel', pts: [29, 72, 71, 18], closed: false, width: 1.6, stroke: '#D7DCE1' },
    poly('award-plume', [
      [50, 26],
      [58, 14],
      [66, 12],
      [62, 20],
      [54, 27],
    ]),
    poly('award-steel', helmet),
    // the visor slit and breathing holes
    poly('award-visor', [
      [38, 46],
      [62, 46],
      [62, 50],
      [38, 50],
    ]),
    { type: 'poly', role: 'award-visor', pts: [50, 27, 50, 64], closed: false, width: 1.2, lod: 40 },
    { type: 'circle', role: 'award-visor', x: 43, y: 57, r: 1.3, lod: 40 },
    { type: 'circle', role: 'award-visor', x: 57, y: 57, r: 1.3, lod: 40 },
    // the sword's hilt, in front of the helmet
    { type: 'poly', role: 'award-gold', pts: [24, 68, 34, 77], closed: false, width: 3.2 },
    { type: 'circle', role: 'award-gold', x: 27, y: 75, r: 2.4 },
  ];
}

export const cards: ModuleCards = {
  id: 'king-robber-baron',
  styles: {
    'award-card': { fill: '#F6EDDA', stroke: '#7A5A33', width: 2.4 },
    'award-gold': { fill: '#E0B21A', stroke: '#7A5C00', width: 1.4 },
    'award-jewel': { fill: '#C0533A', stroke: '#5A1E12', width: 0.8 },
    'award-city': { fill: PALETTE.city },
    'award-wall': { stroke: '#7A5A33', width: 2.4 },
    'award-steel': { fill: '#A9B2BC', stroke: '#3A3F45', width: 1.6 },
    'award-visor': { fill: '#2B2B2B', stroke: '#2B2B2B', width: 0.6 },
    'award-plume': { fill: '#D7263D', stroke: '#7E1020', width: 1 },
    'award-road': { fill: '#F2EBDD' },
    'award-field': { fill: PALETTE.field },
    'award-road-edge': { stroke: '#9C8F78', width: 1.4 },
  },
  attrs: {
    award: (value) => (value === 'king' ? kingCard() : robberCard()),
  },
  statusCard: (data) => (data['award'] === 'king' ? 'KRB.KING' : data['award'] === 'robber' ? 'KRB.ROBBER' : undefined),
};
