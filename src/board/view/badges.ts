/**
 * The score badges on a board (DESIGN 1.9): after a move that scores, one badge per player
 * who received points, "+4 Červený", at the feature that gave them, over the canvas. They are
 * elements of the page (`[data-score-badge]`, text a reader and a test can read) in a layer
 * inside the canvas box, moved with the board as it pans and zooms; the view replaces them at
 * each render, so they stay until the scene no longer holds them (the next move). Their look,
 * in the player's colour, is the site's style sheet's (src/styles/global.css).
 */
import type { ScoreEvent } from '../../engine/core';
import type { FeatureMark } from '../position/cell';
import { anchorOf } from './art-cache';

/** One badge: who, how many points, and the feature it stands on (a tile and a location). */
export interface ScoreBadge {
  /** The receiver's colour. */
  player: string;
  /** Points the move gave this player (the sum of its events; may be negative). */
  points: number;
  /** The feature the badge stands on: the first one that gave the player points. */
  at: FeatureMark;
}

/**
 * The badges of a move's score events: one per receiver, with the sum of what every event
 * gave that receiver, placed on the first feature that gave it (events without a place stand
 * on `fallback`, the tile just placed, if given). Players whose events sum to nothing get no
 * badge; nor does anyone when no event gave points.
 * @param events the score events of one move (its turn scoring and, at the end, final scoring)
 * @param fallback where events without a feature stand (e.g. the cell of the last tile placed)
 */
export function eventBadges(events: readonly ScoreEvent[], fallback?: { x: number; y: number }): ScoreBadge[] {
  const out: ScoreBadge[] = [];
  for (const e of events) {
    if (!e.points) continue;
    const at: FeatureMark | undefined = e.at
      ? { x: e.at.x, y: e.at.y, loc: e.at.loc }
      : fallback
        ? { x: fallback.x, y: fallback.y, loc: 'C' }
        : undefined;
    for (const player of e.receivers) {
      const had = out.find((b) => b.player === player);
      if (had) had.points += e.points;
      else if (at) out.push({ player, points: e.points, at });
    }
  }
  return out.filter((b) => b.points !== 0);
}

/** Where a badge is drawn: its place on the board in world units (the view converts them). */
export interface PlacedBadge {
  badge: ScoreBadge;
  /** World coordinates of the feature's anchor. */
  wx: number;
  wy: number;
}

/**
 * The badge layer of one canvas box: an element over the canvas that holds the badges and
 * moves them when the board's camera moves ({@link BadgeLayer.place}).
 */
export class BadgeLayer {
  private readonly layer: HTMLElement;
  private placed: PlacedBadge[] = [];
  private readonly nodes: HTMLElement[] = [];

  /**
   * @param box the canvas box (`data-board`); the layer is appended to it
   * @param name words a player's colour for the badge (`Červený`, a reader's name in free play)
   * @param toScreen world coordinates → CSS pixels inside the box
   */
  constructor(
    box: HTMLElement,
    private readonly name: (colour: string) => string,
    private readonly toScreen: (wx: number, wy: number) => { x: number; y: number },
  ) {
    this.layer = document.createElement('div');
    this.layer.className = 'board-badges';
    // the score panel beside the board says the same in words; the badges are its picture
    this.layer.setAttribute('aria-hidden', 'true');
    if (getComputedStyle(box).position === 'static') box.style.position = 'relative';
    box.append(this.layer);
  }

  /**
   * Shows `badges` on `board` (cells of `cell` world units), each at its feature's anchor in
   * the tile's drawing; a badge whose tile or feature is not there is left out.
   */
  showOn(
    badges: readonly ScoreBadge[],
    board: { at(x: number, y: number): { tile: { id: string }; q: number } | undefined },
    cell: number,
  ): void {
    this.show(
      badges.flatMap((badge) => {
        const p = board.at(badge.at.x, badge.at.y);
        const a = p ? anchorOf(p.tile.id, p.q * 90, badge.at.loc) : null;
        return a ? [{ badge, wx: badge.at.x * cell + a[0], wy: badge.at.y * cell + a[1] }] : [];
      }),
    );
  }

  /** Shows these badges (and removes the others). */
  show(badges: readonly PlacedBadge[]): void {
    const key = (b: PlacedBadge) => `${b.badge.player}:${b.badge.points}:${b.wx},${b.wy}`;
    if (badges.length === this.placed.length && badges.every((b, i) => key(b) === key(this.placed[i]!))) return;
    this.placed = [...badges];
    for (const n of this.nodes.splice(0)) n.remove();
    for (const { badge } of this.placed) {
      const n = document.createElement('span');
      n.dataset.scoreBadge = '';
      n.dataset.player = badge.player;
      // the name isolated: a reader's name written right to left cannot turn the points around
      n.textContent = `${badge.points > 0 ? '+' : '−'}${Math.abs(badge.points)} \u2068${this.name(badge.player)}\u2069`;
      this.layer.append(n);
      this.nodes.push(n);
    }
    this.place();
  }

  /**
   * Puts each badge just above its feature's anchor as the camera shows it now (clear of a
   * figure standing there), kept inside the box; badges on one place stack upwards. Called
   * after each render and whenever the camera moves.
   */
  place(): void {
    const w = this.layer.clientWidth;
    const h = this.layer.clientHeight;
    const used = new Map<string, number>();
    this.placed.forEach((p, i) => {
      const n = this.nodes[i]!;
      // the bottom of the badge a figure's height (about 16 world units) above the anchor
      const s = this.toScreen(p.wx, p.wy - 16);
      const k = `${p.wx},${p.wy}`;
      const row = used.get(k) ?? 0;
      used.set(k, row + 1);
      const bw = n.offsetWidth;
      const bh = n.offsetHeight;
      const x = Math.max(2, Math.min(w - bw - 2, s.x - bw / 2));
      const y = Math.max(2, Math.min(h - bh - 2, s.y - bh - row * (bh + 2)));
      n.style.transform = `translate(${Math.round(x)}px, ${Math.round(y)}px)`;
    });
  }

  /** Removes the layer. */
  destroy(): void {
    this.layer.remove();
  }
}
