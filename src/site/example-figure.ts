/**
 * The position a worked example's static figure shows (`<BoardFigure>` in
 * Example.astro): the scenario's tiles with their figures, the move's tile with the
 * figure it places, the figures the move's module actions put on the board (an
 * anniversary symbol's second meeple: any action carrying `meeple: { on, at, kind }`),
 * and the figures a rule keeps off the features at the start (bathhouse visitors).
 * Built from the engine, so the figure and the sandbox start from the same position.
 */
import type { BoardMeeple, BoardPosition, BoardTile } from '../art/svg';
import type { PlayerColor } from '../art/meeple';
import { type Scenario, scenarioPlays, setupOfGame, startScenario } from '../engine';
import { boardPosition } from '../board/position/picture';

/** A figure a module action places on a board tile (e.g. `{ on: [1, -1], at: 'E', kind: 'normal' }`). */
interface ActionFigure {
  on: readonly [number, number];
  at: BoardMeeple['at'];
  kind?: string;
}

function actionFigure(a: Record<string, unknown>): ActionFigure | undefined {
  const m = a['meeple'] as Partial<ActionFigure> | undefined;
  return m && Array.isArray(m.on) && typeof m.at === 'string' ? (m as ActionFigure) : undefined;
}

/**
 * The static figure's position of a validated scenario.
 * @param s a scenario the examples collection has checked (`loadScenario`)
 * @returns tiles (with figures), the move (with its own figure and the figures its
 *   actions place on it) and `parked` figures, coordinates as in the scenario file
 * @throws Error naming the problems when the scenario is not valid, or when an action
 *   places a figure on a cell that holds no tile
 */
export function exampleFigure(s: Scenario): BoardPosition {
  const start = startScenario(s);
  // the position before the move, drawn as every other picture of a position is (figures, resting figures)
  const { tiles: placed, parked } = boardPosition(setupOfGame(start.game));
  const tiles = placed.map((t) => ({ ...t, meeples: [...(t.meeples ?? [])] }));
  const rest = parked?.length ? { parked } : {};
  const play = s.play;
  if (!play) return { tiles, ...rest };
  const player = play.player as PlayerColor;
  const move: BoardTile & { meeples: BoardMeeple[] } = {
    tile: play.tile,
    at: [play.at[0], play.at[1]] as const,
    rotation: play.rotation ?? 0,
    meeples: play.meeple ? [{ player, at: play.meeple.at, kind: play.meeple.kind }] : [],
  };
  const first = scenarioPlays(start.game, s)[0];
  for (const a of first?.move.actions ?? []) {
    const f = actionFigure(a);
    if (!f) continue;
    const on = [move, ...tiles].find((t) => t.at[0] === f.on[0] && t.at[1] === f.on[1]);
    if (!on) throw new Error(`scenario ${s.id}: a figure of the move goes to [${f.on.join(', ')}], where no tile lies`);
    on.meeples.push({ player, at: f.at, kind: f.kind ?? 'normal' });
  }
  return { tiles, move, ...rest };
}
