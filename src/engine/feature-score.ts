/**
 * Scoring features (base rules, "Vyhodnocení"): one feature's points from
 * the modules' `score` hooks, who receives them (majority of figure
 * strength; every tied player gets the full points) and the score event
 * that says so ({@link scoreFeature}: formula values, the feature's tile
 * parts, the figures that took part); and the features one turn completes,
 * scored in order, their figures returned or kept by a module
 * ({@link scoreCompletions}).
 */
import { MAX_COORD, type Completion } from './board.js';
import { locationName, rotateCode } from './locations.js';
import type { GameView, ScoreFormula, ScoreInput } from './module.js';
import type { FeatureDef } from './tile-types.js';
import type { FeatureGroup, Figure, ScoreEvent, TurnInfo } from './types.js';

/**
 * The features `groups` in board order, whatever order their tiles were
 * laid in: by the first of their tiles north to south, then west to east
 * (lowest `y`, then lowest `x`), then by the tile feature's index on that
 * tile. Final scoring scores features of one kind in this order, so that
 * a position gives its final-scoring events in one order (base rules,
 * "Závěrečné vyhodnocení").
 * @returns a new array; `groups` is left as it was.
 */
export function inBoardOrder(game: GameView, groups: readonly FeatureGroup[]): FeatureGroup[] {
  const b = game.board;
  // Each group's first part in board order, as one number: row, column, tile feature.
  const keys = new Float64Array(groups.length);
  for (let i = 0; i < groups.length; i++) {
    let best = Infinity;
    for (const n of groups[i]!.parts) {
      const t = b.tiles[b.nodeTile[n]!]!;
      const k = ((t.y + MAX_COORD + 1) * (2 * MAX_COORD + 3) + (t.x + MAX_COORD + 1)) * 64 + b.nodeFeature[n]!;
      if (k < best) best = k;
    }
    keys[i] = best;
  }
  const order = Array.from(groups.keys()).sort((p, q) => keys[p]! - keys[q]!);
  return order.map((i) => groups[i]!);
}

/**
 * Build the score event of a feature group (does not add points): base value
 * from the modules' `score` hooks, majority by figure strength; every tied
 * player receives the full points. The event carries the formula values and
 * the feature's tile parts, so that displays need neither divide the points
 * nor walk the board's features.
 */
export function scoreFeature(game: GameView, g: FeatureGroup, phase: 'turn' | 'final'): ScoreEvent {
  const b = game.board;
  const first = b.tiles[b.nodeTile[g.parts[0]!]!]!;
  let tiles: number;
  if (g.kind === 'monastery') tiles = 1 + b.neighbourCount(first.x, first.y);
  else tiles = b.tileCount(g);
  let cities = 0;
  if (g.kind === 'field') {
    const seen = new Set<number>();
    for (const n of g.parts) {
      const p = b.tiles[b.nodeTile[n]!]!;
      for (const ci of p.tile.features[b.nodeFeature[n]!]!.borders) {
        const cg = b.group(p.nodeBase + ci);
        if (cg.open === 0 && !seen.has(cg.root)) {
          seen.add(cg.root);
          cities++;
        }
      }
    }
  }
  const parts: FeatureDef[] = g.parts.map((n) => b.tiles[b.nodeTile[n]!]!.tile.features[b.nodeFeature[n]!]!.def);
  const completed = game.isComplete(g);
  const input: ScoreInput = {
    game,
    group: g,
    kind: g.kind,
    completed,
    phase,
    tiles,
    pennants: g.pennants,
    cities,
    parts,
  };
  const formula: ScoreFormula = { perTile: 0, perPennant: 0, perCity: 0, bonus: 0, zero: false, modifiers: [] };
  for (const m of game.hooks.score) m.score!(input, formula);
  const points = formula.zero
    ? 0
    : tiles * formula.perTile + g.pennants * formula.perPennant + cities * formula.perCity + formula.bonus;
  const strength = game.players.map(() => 0);
  for (const f of g.figures) strength[f.player]! += game.figureKinds.get(f.kind)?.strength(g.kind) ?? 0;
  const max = Math.max(...strength);
  const receivers = max > 0 ? game.players.filter((_, i) => strength[i] === max) : [];
  const loc = b.nodeLocations(g.parts[0]!);
  const { perTile, perPennant, perCity, bonus, zero } = formula;
  // Fields in this order (object spread of the optional ones is slow).
  const event = { type: 'feature', phase, feature: g.kind, completed, tiles, pennants: g.pennants } as ScoreEvent;
  if (g.kind === 'field') event.cities = cities;
  event.modifiers = formula.modifiers;
  if (formula.bonus && !formula.zero) event.bonus = formula.bonus;
  event.formula = { perTile, perPennant, perCity, bonus, zero };
  event.receivers = receivers;
  event.points = points;
  event.at = { x: loc.x, y: loc.y, loc: loc.locs[0] ?? 'C' };
  event.parts = g.parts.map((n) => {
    const t = b.tiles[b.nodeTile[n]!]!;
    return {
      x: t.x,
      y: t.y,
      locs: t.tile.features[b.nodeFeature[n]!]!.locs.map((c) => locationName(rotateCode(c, t.q))),
    };
  });
  event.figures = g.figures.map((f) => {
    const t = b.tiles[f.tile]!;
    return { player: game.players[f.player]!, kind: f.kind, x: t.x, y: t.y, loc: locationName(f.loc) };
  });
  if (phase === 'final') inBoardTerms(event);
  return event;
}

const cellOrder = (a: { x: number; y: number }, b: { x: number; y: number }) => a.y - b.y || a.x - b.x;
const textOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * A final-scoring event told in board terms rather than in the order its
 * feature grew: parts and figures north to south, then west to east (then
 * by location and colour), and `at` a location of the first part. The same
 * position then gives the same event however its tiles were laid.
 */
function inBoardTerms(event: ScoreEvent): void {
  const parts = event.parts!;
  // Parts of one cell are distinct tile features, whose locations differ: the
  // first location decides as the joined list would (',' sorts before letters).
  parts.sort(
    (a, b) => cellOrder(a, b) || textOrder(a.locs[0] ?? '', b.locs[0] ?? '') || textOrder(a.locs.join(), b.locs.join()),
  );
  event.figures!.sort(
    (a, b) => cellOrder(a, b) || textOrder(a.loc, b.loc) || textOrder(a.player, b.player) || textOrder(a.kind, b.kind),
  );
  const first = parts[0];
  if (first && event.feature !== 'monastery') event.at = { x: first.x, y: first.y, loc: first.locs[0] ?? 'C' };
}

/**
 * Score the features the turn's placement completed ({@link Board.completedBy},
 * asked before the tile was placed), in the order the modules' `orderCompletions`
 * give (default: the board's order), and return their figures (base rules
 * "Vyhodnocení": a completed feature is scored at once and its figures go
 * back to their owners) unless a module's `afterFeatureScored` keeps one;
 * a kept figure is marked `kept` in the feature's event, so that the event
 * tells which figures went back.
 */
export function scoreCompletions(game: GameView, turn: TurnInfo, completed: readonly Completion[]): void {
  const b = game.board;
  const p = turn.placed;
  let done: FeatureGroup[] = completed.map((c) =>
    b.group(c.features.length ? p.nodeBase + c.features[0]! : c.roots[0]!),
  );
  for (const m of game.hooks.orderCompletions) done = m.orderCompletions!(game, turn, done);
  for (const g of done) {
    g.completed = true;
    const event = scoreFeature(game, g, 'turn');
    if (event.receivers.length) game.addEvent(event, turn.events);
    const figures = g.figures;
    g.figures = [];
    const kept = new Set<Figure>();
    for (const m of game.hooks.afterFeatureScored) {
      m.afterFeatureScored!(game, turn, { group: g, event, figures, keep: (f) => kept.add(f) });
    }
    for (let i = 0; i < figures.length; i++) {
      const f = figures[i]!;
      if (!kept.has(f)) game.returnFigure(f);
      else if (event.figures?.[i]) event.figures[i]!.kept = true; // the event lists them in the same order
    }
  }
}
