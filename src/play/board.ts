/**
 * Free play's board: the kit's view (src/board/view/view.ts, loaded lazily with the build's tile
 * drawings and the facts' cards) drawing the game's scene: the position with the last tile
 * placed framed, and on a person's turn the turn controller's scene (cells, the tile being
 * placed, follower spots). Taps on cells and follower spots and the wheel go to the page.
 */
import type { TFunction } from 'i18next';
import type { Game } from '../engine';
import type { TurnController } from '../board/turn/turn';
import type { BoardView, Scene, Spot } from '../board/view/view';
import { controllerScene, plainScene } from '../board/view/scene';
import { eventBadges } from '../board/view/badges';
import { roundMarks } from './moves';
import type { TurnLog } from './record';
import { loadCardPainter } from '../board/words/facts';
import { refusalText, whyNotPlay } from '../board/turn/refusal';

/** What the board asks of the page. */
export interface PlayBoardHost {
  /** The scene to draw now (null: no game). */
  scene(): Scene | null;
  /** A tap on a board cell. */
  onCell(x: number, y: number): void;
  /** A tap on a follower spot: the index of the choice it stands for (the scene's `Spot.choice`). */
  onSpot(choice: number | undefined): void;
  /** The mouse wheel over the tile being placed: turn it (1 clockwise, −1 counter-clockwise). */
  onWheelRotate(dir: 1 | -1): void;
  /** The name a player goes by (the reader's names for the seats), for the score badges. */
  name(colour: string): string;
}

/**
 * The scene of a free-play position: the game's tiles with the last tile placed framed, and on
 * a person's turn the turn controller's scene (no frame while the tile is being placed).
 * @param moves the moves played (the first tile, the start tile, is never framed)
 * @param c the controller of a person's turn, if it is one
 * @param checked the index of the follower choice ticked now
 */
export function playScene(game: Game, moves: number, c: TurnController | null, checked: number): Scene {
  // the last tile placed in the game (tiles lie in the order they were placed; the first is the start tile)
  const tiles = game.board.tiles;
  const last = moves && tiles.length > 1 ? tiles[tiles.length - 1]! : null;
  const base: Scene = { ...plainScene(game), lastMove: last ? { x: last.x, y: last.y } : null };
  if (!c) return base;
  const s = controllerScene(c, checked, []);
  return { ...s, lastMove: s.ghost ? null : base.lastMove };
}

/**
 * The board of a free-play page: a move of the history shown (`view`: its tiles, its tile
 * framed, what it scored), else the game now (the turn's scene on a person's turn); each
 * player's last tile of the round marked; what the last move scored as badges until the next
 * tile is placed; the cells where the tile fits only with the aids on; the hint's move lit.
 * @param s the game, its record and its turn log
 * @param o the move shown (null: the game now) and its position, the person's turn, the
 *   follower choice ticked, whether the aids are shown and the hint's move
 */
export function freePlayScene(
  s: { game: Game; log: readonly TurnLog[]; rec: { seats: readonly unknown[]; moves: readonly unknown[] } },
  o: {
    view: number | null;
    shown: Game | null;
    ctl: TurnController | null;
    checked: number;
    aids: boolean;
    hint: { x: number; y: number; rotation: number } | null;
  },
): Scene {
  const seats = s.rec.seats.length;
  if (o.view !== null && o.shown) {
    const last = s.log[o.view];
    return {
      ...plainScene(o.shown),
      lastMove: last ? { x: last.move.x, y: last.move.y } : null,
      playerMarks: roundMarks(s.log, seats, o.view),
      badges: last ? eventBadges(last.events, last.move) : [],
    };
  }
  const scene = playScene(s.game, s.rec.moves.length, o.ctl, o.checked);
  const last = s.log[s.log.length - 1];
  const badges =
    scene.badges?.length || scene.ghost || !last ? (scene.badges ?? []) : eventBadges(last.events, last.move);
  return {
    ...scene,
    cells: o.aids ? scene.cells : [],
    playerMarks: roundMarks(s.log, seats, s.log.length - 1),
    badges,
    ...(o.hint ? { hint: o.hint } : {}),
  };
}

/** The live board of a free-play page. */
export class PlayBoard {
  /** The view once started (null before, or when the browser cannot draw it). */
  private view: BoardView | null = null;
  /** Whether the view was asked to start (it starts once). */
  private started = false;
  /** The follower spots of the scene drawn last (a tap names one by its index). */
  private spots: Spot[] = [];

  /**
   * @param box the canvas box (`[data-part="canvas"]`, `data-board="play"`), holding a `.fp-loading` note until the view runs
   * @param t the page's strings
   * @param host the page: the scene to draw, what taps on cells and spots and the wheel do
   */
  constructor(
    private readonly box: HTMLElement,
    private readonly t: TFunction,
    private readonly host: PlayBoardHost,
  ) {}

  /** Starts the view once: PixiJS, the build's drawings of the game's tiles and the facts' cards. */
  async start(game: () => Game | null): Promise<void> {
    if (this.started) return;
    this.started = true;
    const box = this.box;
    try {
      const [{ createBoardView }, { prepareArt }] = await Promise.all([
        import('../board/view/view'),
        import('../board/view/tile-art-client'),
        // the cards of the facts beside the board come with the board's art
        loadCardPainter(),
      ]);
      // the drawings the build made: the tiles on the table first, those still in the pile as they come
      const g = game();
      if (g) await prepareArt([...g.board.tiles.map((p) => p.tile.id), ...(g.current ? [g.current] : [])], g.pile);
      this.view = await createBoardView(
        box,
        {
          onCell: (x, y) => this.host.onCell(x, y),
          onSpot: (i) => this.host.onSpot(this.spots[i]?.choice),
          onWheelRotate: (dir) => this.host.onWheelRotate(dir),
        },
        { kind: 'play', playerName: (c) => this.host.name(c) },
      );
      box.querySelector('.fp-loading')?.remove();
      this.render();
      this.view.fit(true);
      this.view.labelTiles(this.t('sandbox.tileLabels'));
    } catch (err) {
      const p = box.querySelector('.fp-loading');
      if (p) p.textContent = this.t('sandbox.noCanvas');
      console.warn(err);
    }
  }

  /** Draws the page's scene now (keeping its follower spots for taps). */
  render(): void {
    const s = this.host.scene();
    this.spots = s?.spots ?? [];
    if (!s || !this.view) return;
    try {
      this.view.render(s);
    } catch (err) {
      console.warn(err);
    }
  }

  /** Zooms by `factor` (> 1 closer) about the tile being placed. */
  zoom(factor: number): void {
    this.view?.zoom(factor);
  }

  /** Shows the whole position. */
  fit(): void {
    this.view?.fit(true);
  }
}

/**
 * Why the tile in hand does not go on `cell` turned as the hand holds it, in words (which
 * side meets which, no neighbour, a module's rule: the board kit's refusal, as on the
 * analysis board), or '' when nothing refuses it there.
 */
export function refusalLine(c: TurnController, cell: { x: number; y: number }, t: TFunction): string {
  const tile = c.game.current;
  const why = tile ? whyNotPlay(c.game, tile, cell.x, cell.y, c.handRotation) : undefined;
  return why ? refusalText(why, t, c.game.board) : '';
}
