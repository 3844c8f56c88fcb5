/**
 * Where free play keeps its game (DESIGN 1.7): the record in localStorage (a reload continues
 * it) and in the address (replaced, not pushed), the link `[data-game-link]` that replays it,
 * the analysis board's link to the position, and the language links that keep the game.
 * Storage or an address the browser refuses is no error: the link still holds the game.
 * Two tabs of one game each keep their own moves: when the other tab has stored moves this
 * tab's game does not contain, {@link shareRecord} hands them back (as a link) before it
 * stores this tab's game, so that the reader is told and nothing is lost.
 */
import type { Game } from '../engine';
import { packedNotationOf } from '../engine';
import { recordFromJson, recordQuery, type GameRecord } from './record';

/** localStorage key of the game in progress. */
const STORE = 'hp-free-play';

/** What this tab last read from or wrote to storage (the JSON text): another tab's writes differ from it. */
let known: string | null = null;

/**
 * Whether storing `rec` would lose moves of the stored game `other`: the same game (rule sets,
 * players, seed) with moves that are not all at the start of `rec`'s (another tab played on).
 * A different game, or one `rec` continues, loses nothing.
 */
export function losesMoves(other: GameRecord, rec: GameRecord): boolean {
  const same =
    other.seed === rec.seed &&
    other.modules.join() === rec.modules.join() &&
    other.seats.map((s) => `${s.colour}:${s.kind}`).join() === rec.seats.map((s) => `${s.colour}:${s.kind}`).join();
  return same && (other.moves.length > rec.moves.length || other.moves.some((m, i) => rec.moves[i] !== m));
}

/**
 * The game kept in storage.
 * @returns the record (its moves still to be checked by `replay`), or null when none is kept;
 *   `broken` when something is kept that is not a game record
 */
export function storedRecord(): { record: GameRecord | null; broken: boolean } {
  try {
    const text = localStorage.getItem(STORE);
    known = text;
    if (!text) return { record: null, broken: false };
    const record = recordFromJson(JSON.parse(text));
    return { record, broken: !record };
  } catch {
    return { record: null, broken: false };
  }
}

/** Forgets the kept game: storage, and the game's query in the address. */
export function forgetRecord(): void {
  try {
    localStorage.removeItem(STORE);
    known = null;
  } catch {
    /* storage unavailable */
  }
  history.replaceState(history.state, '', location.pathname);
}

/**
 * Keeps the game so far and puts its link everywhere the page shows one: storage, the address,
 * `[data-game-link]`, the analysis links (`a[data-action="analyse"]` inside `root`: the position
 * given, the one shown) and the page's language links (`[data-lang-link]`: the same game in the other language).
 * @returns the link of the game another tab had stored, when storing this one loses moves of
 *   it ({@link losesMoves}); null otherwise
 */
export function shareRecord(root: HTMLElement, rec: GameRecord, game: Game): string | null {
  const query = recordQuery(rec);
  let displaced: string | null = null;
  try {
    const text = JSON.stringify(rec);
    const stored = localStorage.getItem(STORE);
    if (stored && stored !== known && stored !== text) {
      const other = recordFromJson(JSON.parse(stored));
      if (other && losesMoves(other, rec)) displaced = `${location.origin}${location.pathname}?${recordQuery(other)}`;
    }
    localStorage.setItem(STORE, text);
    known = text;
  } catch {
    /* storage unavailable: the link still holds the game */
  }
  try {
    history.replaceState(history.state, '', `${location.pathname}?${query}`);
  } catch {
    /* an address the browser refuses */
  }
  (root.querySelector('[data-game-link]') as HTMLInputElement).value =
    `${location.origin}${location.pathname}?${query}`;
  for (const analyse of root.querySelectorAll<HTMLAnchorElement>('a[data-action="analyse"]')) {
    analyse.dataset.base ??= analyse.getAttribute('href') ?? '';
    // the packed notation: a 72-tile game in under 300 characters
    analyse.href = `${analyse.dataset.base}?pozice=${packedNotationOf(game)}`;
  }
  for (const a of document.querySelectorAll<HTMLAnchorElement>('[data-lang-link]')) {
    a.dataset.base ??= a.getAttribute('href') ?? '';
    a.setAttribute('href', `${a.dataset.base}?${query}`);
  }
  return displaced;
}
