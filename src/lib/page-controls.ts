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

// keep the query (an example's ?pozice=) and the anchor when switching language: every
// section carries both languages' ids (src/lib/cross-anchors.mjs)
for (const a of document.querySelectorAll<HTMLAnchorElement>('[data-lang-link]')) {
  a.addEventListener('click', () => {
    let base = a.href.split('#')[0]!;
    if (location.search && !base.includes('?')) base += location.search;
    a.href = base + location.hash;
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
