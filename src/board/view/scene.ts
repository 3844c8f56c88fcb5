/**
 * The scene a board draws (src/board/view/view.ts): plain data a page computes from its position
 * and the tool in use, and the builders every page shares — a game's tiles alone, the
 * scene of a turn played through the turn controller, the features a scoring counted.
 * No PixiJS here: pages import this module with their own code and the view only later.
 */
import type { TurnController } from '../turn/turn';
import type { Game, Location, ModuleAction, ScoreEvent } from '../../engine/core';
import type { BoardMarks } from '../position/notes';
import type { Cell, FeatureMark } from '../position/cell';
import { eventBadges, type ScoreBadge } from './badges';

export type { Cell, FeatureMark } from '../position/cell';

/** World units per tile. */
export const TILE = 100;

/** The kind of page a board is on (`data-board`, DESIGN 1.9). */
export type BoardKind = 'example' | 'analysis' | 'play' | 'trainer';

/** A place a tap puts a figure (or picks a choice): on the tile at `[x, y]` at location `at`. */
export interface Spot {
  x: number;
  y: number;
  at: Location;
  /** Tile id and rotation (degrees) drawn at `[x, y]` (the tile being placed or a placed one), for the anchor point. */
  tile: string;
  rotation: number;
  /** A spot on another tile than the one being placed (an anniversary symbol's target): drawn gold. */
  target?: boolean;
  /** In a turn's scene: the index of the follower choice a tap on this spot picks. */
  choice?: number;
  /** A spot that marks a feature (the analysis board's marks, no figure): drawn in the mark colour, a ring and a dot, not a plus. */
  mark?: boolean;
}

/** A figure drawn for a choice being previewed (not yet on the board). */
export interface PreviewFigure {
  x: number;
  y: number;
  at: Location;
  tile: string;
  rotation: number;
  player: string;
  kind: string;
}

/** Everything the board draws. */
export interface Scene {
  game: Game;
  /** Cells where the tile being placed fits. */
  cells: Cell[];
  /** The tile being placed, not yet on the board (`placed`: waiting for the follower choice, drawn opaque). */
  ghost: { tile: string; x: number; y: number; rotation: number; placed?: boolean } | null;
  /** Keyboard cursor (a cell). */
  cursor: Cell | null;
  /** The placed tile being edited. */
  selected: Cell | null;
  /** Tap targets for figures. */
  spots: Spot[];
  /** Features outlined (a final-scoring line, the features just scored). */
  highlight: FeatureMark[];
  /** Figures drawn for the choice being previewed (on the tile being placed or another one). */
  preview: PreviewFigure[];
  /** The cell of the last tile placed (`data-last-move`), framed on the board. */
  lastMove: Cell | null;
  /** Tiles outlined in a player's colour (free play: each player's last tile of the round; `color` 0xRRGGBB). */
  playerMarks?: (Cell & { color: number })[];
  /** A reader's marks on the position (the analysis board's notes, ../position/notes.ts), drawn in the mark colour. */
  notes?: BoardMarks;
  /** Points the last move gave, one badge per player at its feature ([data-score-badge], badges.ts). */
  badges?: ScoreBadge[];
  /** A move the page suggests (free play's hint): the cell framed and the turn drawn, `data-hint` on the box. */
  hint?: { x: number; y: number; rotation: number };
}

/** A scene of a game's tiles and figures alone (nothing to place, no marks). */
export function plainScene(game: Game): Scene {
  return {
    game,
    cells: [],
    ghost: null,
    cursor: null,
    selected: null,
    spots: [],
    highlight: [],
    preview: [],
    lastMove: null,
  };
}

/**
 * The features a list of score events counted, as marks for {@link Scene.highlight}: each
 * feature event's first tile part (the view outlines the whole feature from it), a
 * monastery by its own tile (the view frames its 3 × 3 tiles too).
 */
export function eventMarks(events: readonly ScoreEvent[]): FeatureMark[] {
  const out: FeatureMark[] = [];
  for (const e of events) {
    if (e.type !== 'feature') continue;
    if (e.feature === 'monastery' && e.at) out.push({ x: e.at.x, y: e.at.y, loc: 'C' });
    else {
      const part = e.parts?.find((p) => p.locs.length);
      if (part) out.push({ x: part.x, y: part.y, loc: part.locs[0] as Location });
    }
  }
  return out;
}

/**
 * Every tile part of the feature a score event counted, one mark per tile (for boards that
 * outline a feature tile by tile, as the SVG board does): a feature event's parts by their
 * first location, a monastery by its own tile's centre. Empty for other events.
 */
export function eventParts(e: ScoreEvent): FeatureMark[] {
  if (e.type !== 'feature') return [];
  if (e.feature === 'monastery') return e.at ? [{ x: e.at.x, y: e.at.y, loc: 'C' }] : [];
  const out: FeatureMark[] = [];
  for (const p of e.parts ?? []) {
    const loc = p.locs[0];
    if (loc && !out.some((m) => m.x === p.x && m.y === p.y && m.loc === loc)) out.push({ x: p.x, y: p.y, loc });
  }
  return out;
}

/** A figure a module action puts on another tile (`{ meeple: { on: [x, y], at, kind } }`), if the action is one. */
function actionFigure(a: ModuleAction): { on: [number, number]; at: Location; kind?: string } | null {
  const mp = (a as { meeple?: unknown }).meeple as { on?: [number, number]; at?: string; kind?: string } | undefined;
  return mp?.on && mp.at ? { on: mp.on, at: mp.at as Location, ...(mp.kind ? { kind: mp.kind } : {}) } : null;
}

/**
 * The board scene of a turn played through the turn controller, for every board with a
 * turn (worked examples, the analysis board's play mode, free play): the cells the tile in
 * hand fits (while a cell is chosen), the tile being placed and the keyboard cursor; while
 * a follower is chosen, one tap spot per location a figure of the placement may take (and
 * per figure a module action puts on another tile, e.g. an anniversary symbol's target),
 * each naming the first choice it picks, and the figures of choice `checked` drawn where
 * they would stand; the features the last scoring counted and a badge of the points each
 * player got; the last tile placed.
 * @param c the controller of the turn
 * @param checked the index into `c.choices()` of the choice being previewed (the checked radio button)
 * @param highlight features to outline besides those the turn's scoring counted
 */
export function controllerScene(c: TurnController, checked: number, highlight: FeatureMark[] = []): Scene {
  const tile = c.game.current;
  const sel = c.selection;
  const spots: Spot[] = [];
  const preview: PreviewFigure[] = [];
  if (c.phase === 'choose' && sel && tile) {
    const seen = new Set<string>();
    const choices = c.choices();
    choices.forEach((m, i) => {
      if (m.figure && !seen.has(m.figure.at)) {
        seen.add(m.figure.at);
        spots.push({ x: sel.x, y: sel.y, at: m.figure.at, tile, rotation: sel.rotation, choice: i });
      }
      for (const a of m.actions ?? []) {
        const f = actionFigure(a);
        const p = f ? c.game.board.at(f.on[0], f.on[1]) : null;
        if (!f || !p || seen.has(`${f.on}:${f.at}`)) continue;
        seen.add(`${f.on}:${f.at}`);
        spots.push({ x: p.x, y: p.y, at: f.at, tile: p.tile.id, rotation: p.q * 90, target: true, choice: i });
      }
    });
    const m = choices[checked] ?? choices[0];
    if (m?.figure)
      preview.push({
        x: sel.x,
        y: sel.y,
        at: m.figure.at,
        tile,
        rotation: sel.rotation,
        player: c.player,
        kind: m.figure.kind,
      });
    for (const a of m?.actions ?? []) {
      const f = actionFigure(a);
      const p = f ? c.game.board.at(f.on[0], f.on[1]) : null;
      if (f && p)
        preview.push({
          x: p.x,
          y: p.y,
          at: f.at,
          tile: p.tile.id,
          rotation: p.q * 90,
          player: c.player,
          kind: f.kind ?? 'normal',
        });
    }
  }
  const last = c.applied[c.applied.length - 1];
  return {
    game: c.game,
    cells: c.phase === 'tile' ? c.legalCells() : [],
    ghost: sel && tile && c.phase !== 'done' ? { tile, ...sel, placed: c.phase === 'choose' } : null,
    cursor: c.phase === 'tile' && c.cursor && !c.selection ? c.cursor : null,
    selected: null,
    spots,
    highlight: [...highlight, ...(c.phase === 'done' || c.events.length ? eventMarks(c.events) : [])],
    preview,
    lastMove: c.phase === 'choose' && sel ? null : last ? { x: last.x, y: last.y } : null,
    badges: c.phase === 'done' || c.events.length ? eventBadges(c.events, last) : [],
  };
}
