/**
 * Reader text kept within a length: cut by what the reader sees as characters (grapheme
 * clusters: an emoji with its modifiers, a letter with its accents), never inside one, with
 * lone surrogates dropped so that the text always encodes in a link.
 */

/** The text without lone surrogates (which no link can encode); pairs stay. */
function withoutLoneSurrogates(text: string): string {
  return text.replace(/[\uD800-\uDFFF]/gu, '');
}

/** The grapheme clusters of a text (code points where the browser has no segmenter). */
function graphemes(s: string): string[] {
  return typeof Intl !== 'undefined' && 'Segmenter' in Intl
    ? Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(s), (p) => p.segment)
    : Array.from(s);
}

/**
 * `text` cut to at most `max` grapheme clusters (lone surrogates dropped first).
 * @param text any value; a non-string gives ''
 * @param max most clusters kept (≥ 0)
 */
export function cutText(text: unknown, max: number): string {
  const s = typeof text === 'string' ? withoutLoneSurrogates(text) : '';
  // no more UTF-16 units than `max`, so no more clusters: no segmenter (its first use costs some 40 ms)
  if (s.length <= max) return s;
  const parts = graphemes(s);
  return parts.length > max ? parts.slice(0, max).join('') : s;
}

/**
 * `text` cut by grapheme clusters (as {@link cutText}) so that it takes at most `room`
 * characters URI-encoded (`encodeURIComponent`): a cluster may be any number of characters
 * (an accent on an accent …), so a count of clusters alone does not bound a link. One pass
 * over the text.
 * @param text the reader's text (lone surrogates dropped)
 * @param room most characters of the encoded text (≥ 0)
 * @returns the longest such start of the text ('' when not even one cluster fits)
 */
export function cutEncoded(text: string, room: number): string {
  const s = withoutLoneSurrogates(text);
  if (encodeURIComponent(s).length <= room) return s;
  let used = 0;
  let out = '';
  for (const p of graphemes(s)) {
    used += encodeURIComponent(p).length;
    if (used > room) break;
    out += p;
  }
  return out;
}

/** Bidirectional isolates (U+2066 … U+2069): a reader's own would close or open ours. */
const ISOLATES = /[\u2066-\u2069]/g;

/**
 * A reader's text (a name, a title, a comment) made safe to show inside the site's own text:
 * isolated as `<bdi>` does (U+2068 FIRST STRONG ISOLATE … U+2069 POP DIRECTIONAL ISOLATE), so
 * that right-to-left letters or direction overrides (U+202E) in it turn only itself around,
 * never the words and numbers beside it. The reader's own isolate marks are dropped first (a
 * lone U+2069 would end ours early); the overrides stay, ended by our closing mark.
 * @param text the reader's text
 * @returns '' for '', else the text between the two marks
 */
export function isolate(text: string): string {
  return text ? `\u2068${text.replace(ISOLATES, '')}\u2069` : '';
}
