/**
 * Free play kept in storage (src/play/share.ts) when one game is open in two tabs: each tab is
 * a module instance of its own over one localStorage. Issue 36: the last tab to move
 * overwrote the stored game without a word; a saved game's bad move said "in the link".
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { Game } from '../../src/engine/game.js';
import { problemKey, type GameRecord } from '../../src/play/record.js';
import { getT } from '../../src/i18n';
import '../../src/play/strings';

type ShareModule = typeof import('../../src/play/share');

const storage = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (k: string) => storage.get(k) ?? null,
  setItem: (k: string, v: string) => void storage.set(k, v),
  removeItem: (k: string) => void storage.delete(k),
});
vi.stubGlobal('location', { origin: 'https://example.cz', pathname: '/cs/hra/', search: '' });
vi.stubGlobal('history', { state: null, replaceState: () => {} });
vi.stubGlobal('document', { querySelectorAll: () => [] });
afterAll(() => vi.unstubAllGlobals());

/** A page root as shareRecord sees it: the game link field, no other links. */
const root = () => {
  const link = { value: '' };
  return { querySelector: () => link, querySelectorAll: () => [] } as unknown as HTMLElement;
};

/** One browser tab: a fresh instance of the page's storage module. */
async function tab(): Promise<ShareModule> {
  vi.resetModules();
  return import('../../src/play/share');
}

const game = (moves: number[]): GameRecord => ({
  modules: ['base'],
  seats: [
    { colour: 'red', kind: 'person', name: '' },
    { colour: 'blue', kind: 'person', name: '' },
  ],
  seed: 5,
  moves,
});
const engine = Game.create({ players: ['red', 'blue'], modules: ['base'], seed: 5 }) as Game;

describe('one game in two tabs', () => {
  it('tells the tab that overwrites moves of the other tab, and hands back their link', async () => {
    storage.clear();
    const a = await tab();
    const b = await tab();
    // both tabs open the stored game after two moves
    storage.set('hp-free-play', JSON.stringify(game([0, 1])));
    expect(a.storedRecord().record?.moves).toEqual([0, 1]);
    expect(b.storedRecord().record?.moves).toEqual([0, 1]);
    // tab A plays on: nothing of another tab is lost
    expect(a.shareRecord(root(), game([0, 1, 2]), engine)).toBeNull();
    expect(a.shareRecord(root(), game([0, 1, 2, 3]), engine)).toBeNull();
    // tab B plays another move: A's moves would be lost, so B hands back A's game
    const other = b.shareRecord(root(), game([0, 1, 4]), engine);
    expect(other).toBe('https://example.cz/cs/hra/?moduly=base&hraci=clovek,clovek&seed=5&tahy=0.1.2.3');
    expect(JSON.parse(storage.get('hp-free-play')!).moves).toEqual([0, 1, 4]);
    // B's next move loses nothing more; A's next move hands back B's game in turn
    expect(b.shareRecord(root(), game([0, 1, 4, 0]), engine)).toBeNull();
    expect(a.shareRecord(root(), game([0, 1, 2, 3, 0]), engine)).toContain('tahy=0.1.4.0');
  });

  it('says nothing when a tab continues the stored game or starts another one', async () => {
    storage.clear();
    const a = await tab();
    expect(a.shareRecord(root(), game([0]), engine)).toBeNull();
    const b = await tab();
    // a second tab opened from the game's link continues it
    expect(b.shareRecord(root(), game([0, 1]), engine)).toBeNull();
    // a different game (another seed) replaces the stored one, as a new game does
    const c = await tab();
    expect(c.shareRecord(root(), { ...game([]), seed: 6 }, engine)).toBeNull();
    expect(a.losesMoves(game([0, 1]), game([0]))).toBe(true);
    expect(a.losesMoves(game([0, 1]), game([0, 1, 2]))).toBe(false);
    expect(a.losesMoves(game([0, 1]), { ...game([0]), seed: 9 })).toBe(false);
  });

  it("words a bad move of the saved game as the saved game's, not the link's", () => {
    const t = getT('cs');
    const illegal = { key: 'illegal' as const, params: { at: 3 } };
    expect(t(`play.${problemKey(illegal, 'link')}`, illegal.params)).toContain('v odkazu');
    const stored = t(`play.${problemKey(illegal, 'storage')}`, illegal.params);
    expect(stored).toBe('Tah č. 3 uložené hry není podle pravidel; hra pokračuje od tahu před ním.');
    expect(getT('en')(`play.${problemKey(illegal, 'storage')}`, illegal.params)).toMatch(/^Move 3 of the saved game/);
    expect(problemKey({ key: 'colours' }, 'link')).toBe('error.barvy');
  });
});
