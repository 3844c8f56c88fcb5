/**
 * Numbers as readers see them, the one place that writes the minus sign: a negative number
 * with U+2212 ("−5"), never a hyphen. The i18next formatter `minus` (`{{count, minus}}`,
 * ./core.ts) and every page, board and snippet that prints a number outside a string use
 * it. No imports, so the smallest bundles can carry it.
 */

/**
 * A number (or a text starting with one, e.g. "-5 bodů") with its leading hyphen-minus
 * turned into the minus sign U+2212.
 * @param n the number or text
 * @param plus when true, a number that is not negative gets a `+` ("+5", "+0"), as a
 *   difference is written
 * @returns e.g. `signed(-5)` → "−5", `signed(5)` → "5", `signed(5, true)` → "+5"
 */
export function signed(n: number | string, plus = false): string {
  const s = String(n);
  if (s.startsWith('-')) return `\u2212${s.slice(1)}`;
  return plus ? `+${s}` : s;
}

/**
 * A whole number as a reader types it into a guess field: an optional sign (`-`, the minus sign U+2212 that
 * {@link signed} writes, an en dash, or `+`) and digits, spaces around ignored.
 * @returns the number, or null for an empty or malformed text
 */
export function parseWhole(text: string): number | null {
  const m = /^\s*([-\u2212\u2013+]?)\s*(\d{1,9})\s*$/.exec(text);
  if (!m) return null;
  const n = Number(m[2]);
  return m[1] && m[1] !== '+' ? -n : n;
}

/** The text of a guess field with its sign turned (`5` → `−5`, `−5` → `5`; empty → `−`). */
export function negatedText(text: string): string {
  const t = text.trim();
  if (/^[-\u2212\u2013]/.test(t)) return t.slice(1).trim();
  return `\u2212${t.replace(/^\+/, '')}`;
}
