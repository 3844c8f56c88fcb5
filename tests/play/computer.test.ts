/**
 * Free play's computer seats (src/play/computer.ts) with a stand-in worker and fake timers:
 * the move is asked for at once and played only when the pause before it is over, `skip`
 * ends the pause, and an answer that comes after the game moved on is dropped.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ComputerPlayers } from '../../src/play/computer.js';
import type { GameRecord, Seat } from '../../src/play/record.js';
import type { PlaySession } from '../../src/play/session.js';

/** The stand-in worker: keeps what the page sent and answers when the test says so. */
class FakeWorker {
  static last: FakeWorker | null = null;
  readonly sent: { id: number; level: string }[] = [];
  private readonly listeners: ((e: { data: unknown }) => void)[] = [];
  constructor() {
    FakeWorker.last = this;
  }
  addEventListener(type: string, f: (e: { data: unknown }) => void): void {
    if (type === 'message') this.listeners.push(f);
  }
  removeEventListener(_type: string, f: (e: { data: unknown }) => void): void {
    const i = this.listeners.indexOf(f);
    if (i >= 0) this.listeners.splice(i, 1);
  }
  postMessage(m: { id: number; level: string }): void {
    this.sent.push(m);
  }
  answer(id: number, index: number): void {
    for (const f of this.listeners.slice()) f({ data: { id, index } });
  }
}

/** A session stand-in: the expert to move against a person, `moves` moves played. */
function session(moves: number[]): PlaySession {
  const seats: Seat[] = [
    { colour: 'red', kind: 'person', name: '' },
    { colour: 'blue', kind: 'expert', name: '' },
  ];
  const rec: GameRecord = { modules: ['base'], seats, seed: 3, moves };
  return { rec, seatToMove: () => seats[1]!, paused: () => false } as unknown as PlaySession;
}

describe('computer seats', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('window', globalThis);
    vi.stubGlobal('Worker', FakeWorker);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks the worker at once and plays the answer when the pause is over', () => {
    const s = session([1]);
    const played: number[] = [];
    const c = new ComputerPlayers({ session: () => s, play: (i) => played.push(i), failed: () => played.push(-1) });
    c.schedule();
    const w = FakeWorker.last!;
    expect(w.sent).toHaveLength(1);
    expect(w.sent[0]!.level).toBe('expert');
    w.answer(w.sent[0]!.id, 4); // the worker was quicker than the pause
    expect(played).toEqual([]);
    vi.advanceTimersByTime(2000);
    expect(played).toEqual([4]);
  });

  it('skip ends the pause: a late answer is played as it comes', () => {
    const s = session([]);
    const played: number[] = [];
    const c = new ComputerPlayers({ session: () => s, play: (i) => played.push(i), failed: () => played.push(-1) });
    c.schedule();
    expect(c.skip()).toBe(true);
    expect(c.skip()).toBe(false);
    expect(played).toEqual([]);
    const w = FakeWorker.last!;
    w.answer(w.sent[0]!.id, 2);
    expect(played).toEqual([2]);
  });

  it('drops an answer that comes after the game moved on', () => {
    let s = session([0]);
    const played: number[] = [];
    const c = new ComputerPlayers({ session: () => s, play: (i) => played.push(i), failed: () => played.push(-1) });
    c.schedule();
    const w = FakeWorker.last!;
    const first = w.sent[0]!.id;
    s = session([0, 5]); // a move was played meanwhile
    vi.advanceTimersByTime(2000);
    w.answer(first, 3);
    expect(played).toEqual([]);
    c.schedule();
    c.cancel(); // the game is left for the setup
    w.answer(w.sent[1]!.id, 1);
    vi.advanceTimersByTime(2000);
    expect(played).toEqual([]);
  });
});
