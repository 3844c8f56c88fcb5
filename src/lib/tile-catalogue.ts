/**
 * The tile catalogue's filters (src/components/TileCatalogue.astro): set, what a tile has and
 * letter, kept in the address (`?sada=IC&ma=inn,city&pismeno=k`). The address is read when the
 * page is parsed and on back/forward, the entries that do not match are hidden, and each
 * change is written to the history. Runs inline right after the catalogue (`inlineScript`,
 * see src/site/inline-script.ts), so that a filtered address is filtered in the first paint.
 */

/** The filters' query words (src/lib/tiles.ts `FILTER_PARAMS`). */
export interface FilterParams {
  set: string;
  has: string;
  letter: string;
}

/**
 * Wires the filters of the page's `[data-tile-catalogue]` and shows what the address asks for.
 * Uses nothing but its parameter and the browser (it is written into the page as its source).
 */
export function tileCatalogue(P: FilterParams): void {
  interface Filters {
    set: string;
    has: string[];
    letter: string;
  }
  const root = document.querySelector<HTMLElement>('[data-tile-catalogue]')!;
  const form = root.querySelector<HTMLFormElement>('[data-tile-filters]')!;
  const set = form.querySelector<HTMLSelectElement>('[data-filter-set]')!;
  const letter = form.querySelector<HTMLInputElement>('[data-filter-letter]')!;
  const boxes = [...form.querySelectorAll<HTMLInputElement>('[data-filter-has]')];
  const cards = [...root.querySelectorAll<HTMLElement>('[data-tile]')];
  const count = form.querySelector<HTMLElement>('[data-filter-count]')!;
  const none = form.querySelector<HTMLElement>('[data-filter-none]')!;
  const read = (): Filters => {
    const q = new URLSearchParams(location.search);
    let has = (q.get(P.has) || '').split(',').filter(Boolean);
    for (const v of q.getAll(P.has)) for (const x of v.split(',')) if (x && !has.includes(x)) has.push(x);
    // an address may name filters this page does not have: they are left out
    const known = boxes.map((b) => b.value);
    has = has.filter((h) => known.includes(h));
    return { set: q.get(P.set) || '', has, letter: (q.get(P.letter) || '').trim() };
  };
  const show = (s: Filters): void => {
    set.value = s.set;
    if (set.value !== s.set) set.value = '';
    s.set = set.value;
    letter.value = s.letter;
    for (const b of boxes) b.checked = s.has.includes(b.value);
    const l = s.letter.toLowerCase();
    // A number without its leading zeros ("1" is tile 01); "č. 1" as boards and move lines
    // write it; a set code before the letter ("BATH 1", "ic-k", "KRB.KING").
    const num = (v: string): string => (/^\d+$/.test(v) ? String(Number(v)) : v);
    const parts = l
      .replace(/^č\.?\s*(?=\d)/, '')
      .split(/[\s.-]+/)
      .filter(Boolean);
    const wantLetter = parts.length && parts.length <= 2 ? num(parts[parts.length - 1]!) : undefined;
    const wantSet = parts.length === 2 ? parts[0] : undefined;
    let n = 0;
    for (const c of cards) {
      const traits = c.dataset.traits!.split(' ');
      const named =
        !l ||
        c.dataset.tile!.toLowerCase() === l.replace(/-/g, '.') ||
        (wantLetter !== undefined &&
          num(c.dataset.letter!) === wantLetter &&
          (!wantSet || c.dataset.set!.toLowerCase() === wantSet));
      const ok = (!set.value || c.dataset.set === set.value) && named && s.has.every((h) => traits.includes(h));
      c.hidden = !ok;
      if (ok) n++;
    }
    for (const sec of root.querySelectorAll<HTMLElement>('[data-set-section]'))
      sec.hidden = !sec.querySelector('[data-tile]:not([hidden])');
    count.textContent = root.dataset
      .shownTemplate!.replace('{shown}', String(n))
      .replace('{total}', String(cards.length));
    none.hidden = n > 0;
  };
  const state = (): Filters => ({
    set: set.value,
    has: boxes.filter((b) => b.checked).map((b) => b.value),
    letter: letter.value.trim(),
  });
  const address = (s: Filters): string => {
    const q = new URLSearchParams();
    if (s.set) q.set(P.set, s.set);
    if (s.has.length) q.set(P.has, s.has.join(','));
    if (s.letter) q.set(P.letter, s.letter);
    const text = q.toString();
    return location.pathname + (text ? `?${text}` : '') + location.hash;
  };
  const change = (replace: boolean): void => {
    const s = state();
    const url = address(s);
    if (url !== location.pathname + location.search + location.hash)
      history[replace ? 'replaceState' : 'pushState'](null, '', url);
    show(s);
  };
  // typing a letter is one history entry: the first key adds it, the next ones replace it
  let typing = false;
  form.addEventListener('change', (e) => {
    if (e.target === letter) return;
    typing = false;
    change(false);
  });
  letter.addEventListener('input', () => {
    change(typing);
    typing = true;
  });
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    typing = false;
    change(true);
  });
  form.querySelector('[data-filter-reset]')!.addEventListener('click', (e) => {
    e.preventDefault();
    typing = false;
    if (location.search) history.pushState(null, '', location.pathname);
    show(read());
  });
  window.addEventListener('popstate', () => {
    typing = false;
    show(read());
  });
  show(read());
}
