import type { SandboxController } from './controller';
import type { FeatureMark, Scene, Spot } from '../analysis/board-view';

/**
 * The board scene of a turn played through the sandbox controller, for the
 * analysis board's play mode and free play: the cells the tile in hand fits
 * (while a cell is chosen), the ghost tile and the keyboard cursor, one tap
 * spot per location a figure of the chosen placement may take, and the figure
 * of choice `checked` (index into `c.choices()`) drawn on the ghost tile.
 * @param c the controller of the turn
 * @param checked the index of the figure choice being previewed (the checked radio button; 0 if none)
 * @param highlight features to outline
 */
export function controllerScene(c: SandboxController, checked: number, highlight: FeatureMark[]): Scene {
  const tile = c.game.current;
  const sel = c.selection;
  const spots: Spot[] = [];
  let preview: Scene['preview'] = null;
  if (c.phase === 'choose' && sel && tile) {
    const seen = new Set<string>();
    const choices = c.choices();
    for (const m of choices) {
      if (!m.figure || seen.has(m.figure.at)) continue;
      seen.add(m.figure.at);
      spots.push({ x: sel.x, y: sel.y, at: m.figure.at, tile, rotation: sel.rotation });
    }
    const m = choices[checked];
    if (m?.figure) {
      preview = {
        x: sel.x,
        y: sel.y,
        at: m.figure.at,
        tile,
        rotation: sel.rotation,
        player: c.player,
        kind: m.figure.kind,
      };
    }
  }
  return {
    game: c.game,
    cells: c.phase === 'tile' ? c.legalCells() : [],
    ghost: sel && tile ? { tile, ...sel } : null,
    cursor: c.phase === 'tile' && c.cursor && !c.selection ? c.cursor : null,
    selected: null,
    spots,
    highlight,
    preview,
  };
}
