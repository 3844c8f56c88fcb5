/**
 * The controls every page's layout (src/layouts/Page.astro) has, wired once the page is parsed:
 * the theme button (system → light → dark, kept in localStorage as `theme`; its visible text is
 * its name), the language links (they keep the query and the anchor), and the "#" after a
 * heading (following the link also copies its address, with a toast saying so: the toast's
 * `data-copied` text).
 */
const root = document.documentElement;
const button = document.querySelector<HTMLElement>('[data-theme-toggle]')!;

/** Shows the theme now in the button's text ("Barevný režim: tmavý"), which is also its name. */
function label(): void {
  const m = root.dataset.theme || 'system';
  button.querySelector('.theme-toggle-text')!.textContent = button.dataset[`label${m[0]!.toUpperCase()}${m.slice(1)}`]!;
}

label();
button.addEventListener('click', () => {
  const order = ['system', 'light', 'dark'];
  const next = order[(order.indexOf(root.dataset.theme || 'system') + 1) % 3]!;
  if (next === 'system') delete root.dataset.theme;
  else root.dataset.theme = next;
  try {
    if (next === 'system') localStorage.removeItem('theme');
    else localStorage.setItem('theme', next);
  } catch {
    /* storage unavailable: the theme holds for this page */
  }
  label();
});

/**
 * The heading id (on the other language's page) of the section the reader has stopped at: the nearest heading above
 * the top of the window once scrolling has rested for {@link REST_MS}, kept until it rests elsewhere. Reaching the
 * language link at the top of the page takes a quick scroll that does not rest, so the place read is kept. Each
 * heading holds its partner's id as a `.alt-anchor` (src/site/cross-anchors.mjs); empty at the top of the page or
 * where no partner is known.
 */
let restedAt = '';
const REST_MS = 700;
/** The partner id of a heading (empty when the two pages' headings are not paired). */
const partnerOf = (h: Element): string => h.querySelector(':scope > .alt-anchor')?.id ?? '';
let restTimer = 0;
addEventListener(
  'scroll',
  () => {
    clearTimeout(restTimer);
    restTimer = window.setTimeout(() => {
      let above: HTMLElement | null = null;
      for (const h of document.querySelectorAll<HTMLElement>('main h2[id], main h3[id], main h4[id]')) {
        if (h.getBoundingClientRect().top > 80) break;
        above = h;
      }
      restedAt = above ? partnerOf(above) : '';
    }, REST_MS);
  },
  { passive: true },
);

/**
 * The anchor of the reader's place on the other language's page: the section the address names (a heading by its
 * partner id; the other language's id, arrived at through its alt anchor, as it is; another target, such as an
 * example, by its id, which both languages share), else the section the reader stopped at ({@link restedAt}).
 */
function placeAnchor(): string {
  const id = decodeURIComponent(location.hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  if (!target) return restedAt;
  if (target.classList.contains('alt-anchor')) return id;
  return target.matches('h2, h3, h4, h5, h6') ? partnerOf(target) : id;
}

// keep the query (an example's ?pozice=) and the reader's place when switching language
for (const a of document.querySelectorAll<HTMLAnchorElement>('[data-lang-link]')) {
  a.addEventListener('click', () => {
    let base = a.href.split('#')[0]!;
    if (location.search && !base.includes('?')) base += location.search;
    const anchor = placeAnchor();
    a.href = anchor ? `${base}#${encodeURIComponent(anchor)}` : base;
  });
}

// the "#" after a heading: follow the link and copy its address
const toast = document.querySelector<HTMLElement>('[data-toast]')!;
document.addEventListener('click', (e) => {
  const t = e.target as Element | null;
  const a = t?.closest ? t.closest<HTMLAnchorElement>('[data-copy-link]') : null;
  if (!a || !navigator.clipboard) return;
  navigator.clipboard.writeText(a.href).then(
    () => {
      toast.textContent = toast.dataset.copied ?? '';
      toast.classList.add('show');
      setTimeout(() => toast.classList.remove('show'), 1600);
    },
    () => undefined,
  );
});

// a module, not a global script: its top-level names stay its own
export {};
