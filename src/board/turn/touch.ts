/**
 * Whether the reader is using touch: the kind of the last pointer pressed on the page,
 * or before any press, whether the main pointer is coarse (a phone or tablet). Boards
 * word their instructions by it (tap the chosen cell again to turn the tile, rather than
 * keys and the mouse wheel).
 */
let last: string | null = null;

if (typeof document !== 'undefined') {
  document.addEventListener(
    'pointerdown',
    (e) => {
      last = e.pointerType;
    },
    { capture: true, passive: true },
  );
}

/** True when the last pointer was a finger or pen, or, before any, the device's main pointer is coarse. */
export function usingTouch(): boolean {
  if (last) return last !== 'mouse';
  return typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;
}
