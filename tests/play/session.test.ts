/**
 * Free play's game in progress (src/play/session.ts): a record that does not replay is cut at
 * its first illegal move; undo takes back a person's last move with the computer's moves after
 * it, redo plays exactly that back, a move of one's own drops what undo took back; a game of
 * computers alone goes back one move at a time and waits.
 */
import { describe, expect, it } from 'vitest';
import { PlaySession, totals } from '../../src/play/session.js';
import type { GameRecord, SeatKind } from '../../src/play/record.js';

const record = (kinds: SeatKind[], moves: number[] = []): GameRecord => ({
  modules: ['base'],
  seats: kinds.map((kind, i) => ({ colour: ['red', 'blue', 'green'][i]!, kind, name: '' })),
  seed: 7,
  moves,
});

function open(rec: GameRecord): PlaySession {
  const { session, problem } = PlaySession.open(rec);
  expect(problem).toBeNull();
  return session!;
}

describe('free-play session', () => {
  it('cuts a record at its first move that is not legal, and says which', () => {
    const { session, problem } = PlaySession.open(record(['person', 'person'], [0, 0, 9999, 0]));
    expect(problem).toEqual({ key: 'illegal', params: { at: 3 } });
    expect(session!.rec.moves).toEqual([0, 0]);
    expect(session!.log.map((l) => l.turn)).toEqual([1, 2]);
    expect(PlaySession.open({ ...record(['person', 'person']), modules: ['nope'] }).session).toBeNull();
  });

  it("undo takes back the person's move with the computer's answer; redo plays exactly that back", () => {
    const s = open(record(['person', 'advanced']));
    expect(s.undoPoint()).toBe(-1);
    expect(s.play(0)).not.toBeNull();
    expect(s.play(1)).not.toBeNull();
    const position = JSON.stringify(totals(s.game));
    expect(s.undo()).toBe(true);
    expect(s.rec.moves).toEqual([]);
    expect(s.undone).toEqual({ moves: [0, 1], computer: true });
    expect(s.seatToMove()?.kind).toBe('person');
    expect(s.paused()).toBe(false);
    expect(s.redo()).toBe(true);
    expect(s.rec.moves).toEqual([0, 1]);
    expect(s.game.history.length).toBe(2);
    expect(JSON.stringify(totals(s.game))).toBe(position);
    expect(s.redo()).toBe(false);
    // a move of one's own drops what undo took back
    s.undo();
    s.play(2);
    expect(s.undone).toBeUndefined();
    expect(s.rec.moves).toEqual([2]);
  });

  it('a game of computers alone goes back one move at a time and waits until resumed', () => {
    const s = open(record(['beginner', 'advanced'], [0, 0, 0]));
    expect(s.undo()).toBe(true);
    expect(s.rec.moves).toEqual([0, 0]);
    expect(s.paused()).toBe(true);
    s.resume();
    expect(s.paused()).toBe(false);
    expect(s.play(-1)).toBeNull();
    expect(s.play(99999)).toBeNull();
    expect(s.rec.moves).toEqual([0, 0]);
  });
});
