/**
 * Stable anchors for headings and pages: Czech text in lowercase without diacritics,
 * runs of anything but letters and digits turned into one `-`.
 * Example: "Vyhodnocení města s katedrálou" → "vyhodnoceni-mesta-s-katedralou".
 * @param text heading or title text
 * @returns the anchor (may be empty for text without letters or digits)
 */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
