/**
 * What every page does before its first paint (run inline in the head by src/layouts/Page.astro
 * through `inlineScript`, see src/site/inline-script.ts): the reader's chosen colour theme (`theme` in
 * localStorage: `light` or `dark`; otherwise the system's), and below 900 px the side menu
 * closed. The menu is closed as the parser inserts it, before the first paint (a mutation
 * observer runs before any rendering), so the page does not jump by the menu's height;
 * without JavaScript it stays open.
 */
export function earlyPage(): void {
  const root = document.documentElement;
  try {
    const s = localStorage.getItem('theme');
    if (s === 'light' || s === 'dark') root.dataset.theme = s;
  } catch {
    /* storage unavailable: the system's theme */
  }
  if (!window.matchMedia || !window.MutationObserver || !matchMedia('(max-width: 900px)').matches) return;
  const mo = new MutationObserver(() => {
    const nav = document.querySelector<HTMLDetailsElement>('details.side-nav');
    if (nav) {
      nav.open = false;
      mo.disconnect();
    }
  });
  mo.observe(root, { childList: true, subtree: true });
  document.addEventListener('DOMContentLoaded', () => mo.disconnect());
}
