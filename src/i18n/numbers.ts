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
