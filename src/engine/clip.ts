/** Quoting a file's values in problems: at most {@link QUOTE_MAX} characters. */

/** The longest piece of a file's value a problem quotes (characters). */
export const QUOTE_MAX = 80;

/**
 * A value as a problem quotes it: at most `max` characters, the rest cut and
 * marked with `…` (a 10 000-character tile id gives a readable line).
 */
export function clip(value: unknown, max = QUOTE_MAX): string {
  const s = String(value);
  if (s.length <= max) return s;
  return [...s].slice(0, max - 1).join('') + '…';
}
