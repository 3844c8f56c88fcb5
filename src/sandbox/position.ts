/**
 * Position part of a sandbox permalink: the moves the reader applied to the example's
 * starting position, then the tile in hand if it is on the board already.
 * Format (version 1, URL-safe): `1` then `.`-separated moves `x,y,r[,LOC[,kind]]` where r
 * is the rotation in quarter turns, then optionally `.s x,y,r` (selected cell) or
 * `.p x,y,r` (tile put down, follower not chosen yet). Example: `1.2,0,3,N` .
 * Module actions are not part of version 1: a move with actions is linked as the position
 * before it.
 */
import { isLocation, type Move, type Rotation } from '../engine/core';
import type { Phase, Selection } from '../board/turn/turn';

const VERSION = '1';
const INT = /^-?\d{1,4}$/;

/** Encodes applied moves and the current selection. */
export function encodeMoves(moves: readonly Move[], selection: Selection | null, phase: Phase): string {
  const parts = [VERSION];
  for (const m of moves) {
    if (m.actions?.length) break;
    const p = [m.x, m.y, m.rotation / 90].join(',');
    parts.push(m.figure ? `${p},${m.figure.at}${m.figure.kind === 'normal' ? '' : ',' + m.figure.kind}` : p);
  }
  if (selection && phase !== 'done')
    parts.push(`${phase === 'choose' ? 'p' : 's'}${selection.x},${selection.y},${selection.rotation / 90}`);
  return parts.join('.');
}

/** Decoded permalink position; null when the text is not a version-1 position. */
export interface DecodedPosition {
  moves: Move[];
  selection: Selection | null;
  placed: boolean;
}

function triple(a: string[]): { x: number; y: number; rotation: Rotation } | null {
  if (a.length < 3 || !INT.test(a[0]!) || !INT.test(a[1]!) || !/^[0-3]$/.test(a[2]!)) return null;
  return { x: Number(a[0]), y: Number(a[1]), rotation: (Number(a[2]) * 90) as Rotation };
}

/** Parses a position; never throws. */
export function decodeMoves(text: string): DecodedPosition | null {
  if (typeof text !== 'string' || text.length > 2000) return null;
  const parts = text.split('.');
  if (parts[0] !== VERSION) return null;
  const out: DecodedPosition = { moves: [], selection: null, placed: false };
  for (let i = 1; i < parts.length; i++) {
    const p = parts[i]!;
    if (p.startsWith('s') || p.startsWith('p')) {
      if (i !== parts.length - 1) return null;
      const t = triple(p.slice(1).split(','));
      if (!t) return null;
      out.selection = t;
      out.placed = p.startsWith('p');
      continue;
    }
    const a = p.split(',');
    const t = triple(a);
    if (!t || a.length > 5) return null;
    const move: Move = { ...t };
    if (a.length >= 4) {
      if (!isLocation(a[3]!)) return null;
      const kind = a[4] ?? 'normal';
      if (!/^[a-z-]{1,20}$/.test(kind)) return null;
      move.figure = { at: a[3]!, kind };
    }
    out.moves.push(move);
  }
  return out;
}
