/**
 * The turn panel (src/board/turn/panel.ts), the one wiring of a turn that the worked examples,
 * free play and the analysis board's play mode configure: the keys' dispatch by phase (arrows
 * move the cursor while the tile is placed and step through the follower choices while one is
 * chosen; Enter puts the tile down, then confirms the ticked choice), the page's own commands,
 * taps, the choice list drawn once per placement (loaded when first needed where it is lazy)
 * and the turn's attributes on the root. The list's DOM code is a stand-in here: the panel
 * reaches the list only through it.
 */
import { describe, expect, it, vi } from 'vitest';
import { Game, type Move } from '../../src/engine';
import { TurnController } from '../../src/board/turn/turn';
import { TurnPanel, type ChoiceListCode, type TurnPanelSetup } from '../../src/board/turn/panel';
import { getT } from '../../src/i18n';

/** A person's first turn of a base game, as free play and the analysis board start one. */
function turn(): TurnController {
  const g = Game.create({ players: ['red', 'blue'], modules: ['base'], seed: 7 });
  if ('code' in g) throw new Error(g.code);
  return new TurnController(() => {
    const copy = g.copy();
    return { game: copy, startScores: [...copy.scores] };
  }, false);
}

/** The list's code as a stand-in: which choice is ticked, what was asked of it. */
function fakeList() {
  const list = {
    ticked: 0,
    drawn: 0,
    steps: [] as (readonly [number, number])[],
    /** The choices shown: the turn and placement, as the real list keeps them. */
    shown: '',
    renderChoiceList: (box: HTMLElement, c: TurnController | null) => {
      const key = c?.phase === 'choose' ? JSON.stringify(c.choices()) : '';
      box.hidden = !key;
      if (key === list.shown) return false;
      list.shown = key;
      if (!key) return false;
      list.drawn++;
      list.ticked = 0;
      list.count = c!.choices().length;
      return true;
    },
    count: 0,
    stepChoice: (_: HTMLElement, step: readonly [number, number]) => {
      list.steps.push(step);
      list.ticked = (list.ticked + (step[0] + step[1] > 0 ? 1 : -1) + list.count) % list.count;
      return list.ticked;
    },
    tickChoice: (_: HTMLElement, index: number) => (index < list.count ? ((list.ticked = index), {}) : null),
    tickedChoice: () => list.ticked,
  };
  return list;
}

/** A page around a turn: its root, board and choice box as plain objects, its hooks recorded. */
function page(c: TurnController | null, setup: Partial<TurnPanelSetup> = {}) {
  const list = fakeList();
  const played: Move[] = [];
  const root = { dataset: {} as Record<string, string> } as unknown as HTMLElement;
  const board = { focus: vi.fn() } as unknown as HTMLElement & { focus: ReturnType<typeof vi.fn> };
  let change: (() => void) | null = null;
  const choices = {
    hidden: true,
    replaceChildren: vi.fn(),
    addEventListener: (type: string, f: () => void) => void (type === 'change' && (change = f)),
  } as unknown as HTMLElement;
  const hooks = { refresh: vi.fn(), render: vi.fn() };
  const panel: TurnPanel = new TurnPanel({
    root,
    board,
    choices,
    list: list as ChoiceListCode,
    words: { t: getT('cs'), name: 'test-choice' },
    turn: () => c,
    play: (move) => void played.push(move),
    refresh: () => {
      hooks.refresh();
      panel.show();
    },
    render: hooks.render,
    ...setup,
  });
  return { panel, list, played, root, board, choices, hooks, change: () => change?.() };
}

describe('the turn panel', () => {
  it('arrows move the cursor while the tile is placed, and step through the choices while a follower is chosen', () => {
    const c = turn();
    const p = page(c);
    p.panel.show();
    expect(p.root.dataset).toEqual({ phase: 'tile' });
    expect(p.panel.command('right')).toBe(true);
    const first = c.legalCells()[0]!;
    // the first arrow puts the cursor on the first cell where the tile fits, and selects it there
    expect(p.root.dataset.cursor).toBe(`${first.x},${first.y}`);
    expect(p.root.dataset.selection).toBe(`${first.x},${first.y},${c.selection!.rotation}`);
    expect(p.panel.command('place')).toBe(true);
    expect(c.phase).toBe('choose');
    expect(p.root.dataset.phase).toBe('choose');
    expect(p.board.focus).toHaveBeenCalled();
    expect(p.list.drawn).toBe(1);
    expect(p.choices.hidden).toBe(false);
    expect(c.choices().length).toBeGreaterThan(1);
    // now the arrows go through the choices: the cursor stays, the board previews the choice
    const cursor = p.root.dataset.cursor;
    p.hooks.render.mockClear();
    expect(p.panel.command('down')).toBe(true);
    expect(p.list.steps).toEqual([[0, 1]]);
    expect(p.panel.ticked()).toBe(1);
    expect(c.cursor).toEqual({ x: first.x, y: first.y });
    expect(p.root.dataset.cursor).toBe(cursor);
    expect(p.hooks.render).toHaveBeenCalledTimes(1);
    // the list is drawn once per placement: a refresh keeps the reader's pick
    p.panel.show();
    expect(p.list.drawn).toBe(1);
    expect(p.panel.ticked()).toBe(1);
    // Enter confirms the ticked choice (not the first one)
    expect(p.panel.command('place')).toBe(true);
    expect(p.played).toEqual([c.choices()[1]]);
  });

  it('turns the tile, takes it back with Escape, and leaves the page its own commands', () => {
    const c = turn();
    const undo = vi.fn();
    const p = page(c, { commands: { undo, fit: () => false } });
    p.panel.command('right');
    const cell = c.legalCells().find((l) => l.rotations.length >= 2)!;
    p.panel.tapCell(cell.x, cell.y);
    const r0 = c.selection!.rotation;
    p.panel.command('rotate');
    const r1 = c.selection!.rotation;
    expect(r1).not.toBe(r0);
    p.panel.command('rotate-back');
    expect(c.selection!.rotation).toBe(r0);
    // a second tap on the cell turns the tile there
    p.panel.tapCell(cell.x, cell.y);
    expect(c.selection!.rotation).toBe(r1);
    p.panel.command('place');
    expect(c.phase).toBe('choose');
    expect(p.panel.command('cancel')).toBe(true);
    expect(c.phase).toBe('tile');
    expect(p.choices.hidden).toBe(true);
    expect(p.panel.command('cancel')).toBe(true);
    expect(c.selection).toBeNull();
    expect(p.root.dataset.selection).toBeUndefined();
    // nothing left to take back: Escape means nothing
    expect(p.panel.command('cancel')).toBe(false);
    // the page's commands are its own; one that means nothing now leaves the key
    expect(p.panel.command('undo')).toBe(true);
    expect(undo).toHaveBeenCalledTimes(1);
    expect(p.panel.command('fit')).toBe(false);
    expect(p.panel.command('zoom-in')).toBe(false);
    expect(p.panel.command('delete')).toBe(false);
  });

  it('a tapped cell where the tile does not go is the page’s to explain; a spot tap ticks its choice', () => {
    const c = turn();
    const refused = vi.fn();
    const p = page(c, { refused });
    p.panel.tapCell(50, 50);
    expect(refused).toHaveBeenLastCalledWith({ x: 50, y: 50 }, c);
    const cell = c.legalCells()[0]!;
    p.panel.tapCell(cell.x, cell.y);
    expect(refused).toHaveBeenLastCalledWith(null, c);
    p.panel.place();
    p.board.focus.mockClear();
    expect(p.panel.tapSpot(undefined)).toBe(false);
    expect(p.panel.tapSpot(1)).toBe(true);
    expect(p.panel.ticked()).toBe(1);
    expect(p.board.focus).toHaveBeenCalledTimes(1);
    // a choice ticked in the list (a click) previews it on the board
    p.hooks.render.mockClear();
    p.change();
    expect(p.hooks.render).toHaveBeenCalledTimes(1);
    p.panel.confirm();
    expect(p.played).toEqual([c.choices()[1]]);
  });

  it('without a turn: the turn’s keys mean nothing and the root carries no turn attributes', () => {
    const p = page(null);
    p.root.dataset.phase = 'tile';
    p.root.dataset.cursor = '0,0';
    p.panel.show();
    expect(p.root.dataset).toEqual({});
    for (const cmd of ['left', 'rotate', 'place', 'cancel'] as const) expect(p.panel.command(cmd)).toBe(false);
    expect(p.panel.place()).toBe(false);
    expect(p.hooks.refresh).not.toHaveBeenCalled();
  });

  it('a list loaded when first needed (a worked example) is loaded once and drawn when it arrives', async () => {
    const c = turn();
    const code = fakeList();
    const load = vi.fn(() => Promise.resolve(code as ChoiceListCode));
    const p = page(c, { list: load });
    expect(p.panel.ticked()).toBe(0);
    p.panel.command('right');
    p.panel.command('place');
    expect(c.phase).toBe('choose');
    expect(code.drawn).toBe(0);
    await p.panel.loadList();
    expect(code.drawn).toBe(1);
    await p.panel.loadList();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('the points gained are on the root once a move is played', () => {
    const c = turn();
    const p = page(c, { play: (m) => void c.confirm(m) });
    p.panel.command('right');
    p.panel.command('place');
    p.panel.command('place');
    p.panel.show();
    expect(p.root.dataset.phase).toBe('done');
    expect(JSON.parse(p.root.dataset.points!)).toEqual({ red: expect.any(Number), blue: 0 });
  });
});
