/**
 * The turn buttons and the R key of a tile page's inspector (src/components/TilePage.astro):
 * the rotation is a group of radio buttons (`[data-rot]`, which work without a script); this
 * shows the ↺ ↻ buttons (`[data-turn="-1"]`, `[data-turn="1"]`), lets R and Shift+R turn, and
 * keeps `data-rotation` on the inspector in step. Runs inline right after the inspector
 * (`inlineScript`, see src/site/inline-script.ts), so the buttons are there in the first paint.
 */
export function tileInspector(): void {
  const root = document.querySelector<HTMLElement>('[data-tile-inspector]')!;
  const radios = [...root.querySelectorAll<HTMLInputElement>('[data-rot]')];
  if (!radios.length) return;
  const sync = (): void => {
    const r = radios.find((x) => x.checked);
    root.dataset.rotation = r ? r.value : '0';
  };
  const turn = (by: number): void => {
    const q = (Number(root.dataset.rotation) / 90 + by + 4) % 4;
    radios[q]!.checked = true;
    sync();
  };
  root.addEventListener('change', sync);
  for (const b of root.querySelectorAll<HTMLButtonElement>('[data-turn]')) {
    b.hidden = false;
    b.addEventListener('click', () => turn(Number(b.dataset.turn)));
  }
  document.addEventListener('keydown', (e) => {
    const target = e.target as HTMLInputElement | null;
    const tag = target?.tagName || '';
    if (e.ctrlKey || e.metaKey || e.altKey || (/INPUT|TEXTAREA|SELECT/.test(tag) && target!.type !== 'radio')) return;
    if (e.key === 'r' || e.key === 'R') {
      e.preventDefault();
      turn(e.shiftKey ? -1 : 1);
    }
  });
}
