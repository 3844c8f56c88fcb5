/**
 * The analysis board's drawing: the scene of the position and the tool in use (the kit's
 * `Scene`: in play mode the turn's scene, `controllerScene`; in edit mode the cells the
 * picked tile fits, the tile tried on a cell or the previewed move of the table, the
 * cursor, the selected tile with the spots where a figure may be added, the lit features,
 * the last tile played), handed to the board kit's view, which is loaded after the page
 * opens (src/board/view/view.ts). A board that cannot be drawn leaves every panel working.
 */
import type { BoardView, Spot, ViewHost } from '../board/view/view';
import { controllerScene, plainScene, type Scene } from '../board/view/scene';
import { tileFeatures } from '../board/words/features';
import type { AnalysisBoardPart, AnalysisContext } from './context';
import { addFigure, fitCells } from './edit';
import { markSpots } from './marks';

/** The board drawing of the analysis page. */
export class AnalysisBoard implements AnalysisBoardPart {
  /** The kit's view once loaded; null before (and when the browser cannot draw it). */
  view: BoardView | null = null;
  /** Whether drawing failed once (the message is shown once). */
  private failed = false;
  /** The figure spots of the scene drawn last (`ViewHost.onSpot` gives an index into them). */
  spots: Spot[] = [];
  /** What `addable` was worked out for (notation, selected tile, figure player and kind, module state). */
  private addableFor = '';
  /** The spots of the selected tile where a figure of the chosen player and kind may be added. */
  private addable: Spot[] = [];

  constructor(private readonly app: AnalysisContext) {}

  /**
   * Loads the kit's view and the build's drawings of the tiles shown, then draws the board
   * into the canvas box and fits the position in it; a failure says so in the box.
   */
  async start(host: ViewHost): Promise<void> {
    const { page, state } = this.app;
    const box = page.part('canvas');
    try {
      // the drawings the build made of the tiles on the board and in hand (others are computed when chosen),
      // fetched while the view's code arrives and its renderer starts
      // (the game is read once the code has arrived: the page builds it meanwhile)
      const art = import('../board/view/tile-art-client').then(({ prepareArt }) => {
        const g = state.game;
        return prepareArt([...g.board.tiles.map((p) => p.tile.id), ...(g.current ? [g.current] : [])]);
      });
      const { createBoardView } = await import('../board/view/view');
      const view = await createBoardView(box, host, {
        kind: 'analysis',
        // the reader's name for a seat, else its colour
        playerName: (c) => state.doc.notes?.names[state.game.players.indexOf(c)] || page.t(`player.${c}`),
      });
      await art;
      this.view = view;
      box.querySelector('.analysis-loading')?.remove();
      this.render();
      this.view.fit(true);
      this.view.labelTiles(page.t('sandbox.tileLabels'));
    } catch (err) {
      this.failed = true;
      const p = box.querySelector('.analysis-loading');
      if (p) p.textContent = page.t('sandbox.noCanvas');
      console.warn(err);
    }
  }

  /** The scene of the state now. */
  scene(): Scene {
    const s = this.app.state;
    const lastMove = s.lastMove?.notation === s.notation ? s.lastMove.cell : null;
    const notes = s.doc.notes?.marks;
    if (s.mode === 'play') {
      const c = s.ctl;
      if (!c) return { ...plainScene(s.game), highlight: s.lit, lastMove, ...(notes ? { notes } : {}) };
      const scene = controllerScene(c, this.app.turn.ticked(), s.lit);
      return { ...scene, lastMove: scene.ghost ? null : lastMove, ...(notes ? { notes } : {}) };
    }
    const pm = s.previewMove;
    const cur = s.doc.current;
    const ghost =
      s.ghost && s.picked
        ? { tile: s.picked, ...s.ghost }
        : pm && cur
          ? { tile: cur, x: pm.x, y: pm.y, rotation: pm.rotation }
          : null;
    const preview =
      pm && cur && pm.figure
        ? [
            {
              x: pm.x,
              y: pm.y,
              at: pm.figure.at,
              tile: cur,
              rotation: pm.rotation,
              player: s.doc.players[s.doc.player]!,
              kind: pm.figure.kind,
            },
          ]
        : [];
    const sel = s.selected !== null ? s.doc.tiles[s.selected] : undefined;
    // with a mark tool: the tile whose feature is marked (its features as spots), or the cell an arrow leaves
    const marking = s.markTool ? (s.markTile !== null ? s.doc.tiles[s.markTile] : s.arrowFrom) : undefined;
    return {
      game: s.game,
      cells: s.picked ? fitCells(s.game, s.picked) : [],
      ghost,
      cursor: s.cursor && !s.ghost && (!sel || sel.x !== s.cursor.x || sel.y !== s.cursor.y) ? s.cursor : null,
      selected: marking ? { x: marking.x, y: marking.y } : sel ? { x: sel.x, y: sel.y } : null,
      spots: s.markTool ? markSpots(this.app) : sel ? this.addableSpots() : [],
      highlight: s.lit,
      preview,
      lastMove: ghost ? null : lastMove,
      ...(notes ? { notes } : {}),
    };
  }

  /** Where a figure of the chosen player and kind may go on the selected tile (worked out again only when that changed). */
  private addableSpots(): Spot[] {
    const s = this.app.state;
    const i = s.selected;
    if (i === null) return [];
    const key = `${s.notation}|${i}|${s.figurePlayer}|${s.figureKind}|${JSON.stringify(s.doc.state)}`;
    if (key === this.addableFor) return this.addable;
    const t = s.doc.tiles[i]!;
    const player = s.figureOwner();
    this.addable = tileFeatures(t.tile, t.rotation)
      .filter((f) => addFigure(s.doc, i, f.at, player, s.figureKind).ok)
      .map((f) => ({ x: t.x, y: t.y, at: f.at, tile: t.tile, rotation: t.rotation }));
    this.addableFor = key;
    return this.addable;
  }

  /** Draws the scene of the state now (and keeps its spots for taps); a failure is said once above the board. */
  render(): void {
    const scene = this.scene();
    this.spots = scene.spots;
    if (!this.view) return;
    try {
      this.view.render(scene);
    } catch (err) {
      if (!this.failed) this.app.page.showAlert(this.app.page.t('sandbox.noCanvas'));
      this.failed = true;
      console.warn(err);
    }
  }
}
