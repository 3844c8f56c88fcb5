/**
 * Reader text kept within a length: cut by what the reader sees as characters (grapheme
 * clusters: an emoji with its modifiers, a letter with its accents), never inside one, with
 * lone surrogates dropped so that the text always encodes in a link.
 */

/**
 * `text` cut to at most `max` grapheme clusters (lone surrogates dropped first).
 * @param text any value; a non-string gives ''
 * @param max most clusters kept (≥ 0)
 */
export function cutText(text: unknown, max: number): string {
  const s = typeof text === 'string' ? text.replace(/[\uD800-\uDFFF]/gu, '') : '';
  if (typeof Intl !== 'undefined' && 'Segmenter' in Intl) {
    const parts = [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(s)];
    return parts.length > max
      ? parts
          .slice(0, max)
          .map((p) => p.segment)
          .join('')
      : s;
  }
  return Array.from(s).slice(0, max).join('');
}
