/**
 * The Czech search term as the search index is asked it. Pagefind stems no Czech (its
 * stemmers cover other languages) but matches each word of a query as the start of indexed
 * words, so a query word cut to its stem finds every case and number: „katedrála“ finds
 * „katedrály“ and „katedrálou“, „hostinec“ finds „hostince“, „sedláci“ finds „sedlák“,
 * „konec“ finds „konce“ and „konci“, „hra“ finds „hry“. Pagefind finds only the pages that
 * have every word of a query (each word as the start of some word of the page), so a query
 * word asked in the one form typed would lose every page that uses another form.
 * The search page shows what the reader typed; only the index is asked the stems.
 */

/** Case and number endings, longest first; one is cut from a word. */
export const ENDINGS: readonly string[] = [
  'ami',
  'ách',
  'ích',
  'ech',
  'ové',
  'ovi',
  'ými',
  'ého',
  'ému',
  'ou',
  'ům',
  'em',
  'ám',
  'ím',
  'ec',
  'ek',
  'y',
  'a',
  'u',
  'e',
  'ě',
  'i',
  'í',
  'o',
  'ů',
  'é',
  'á',
  'ý',
];

/** Letters a stem keeps at least: shorter words are asked as typed. */
const MIN_STEM = 4;

/** Endings whose e drops in the other forms (konec – konce, domek – domku): the stem may keep 3 letters. */
const FLEETING_E = new Set(['ec', 'ek']);

/** A Czech consonant (not a vowel nor y, with or without diacritics). */
const CONSONANT = /^[^aeiouyáéěíóúůý]$/u;

/**
 * The stem of one Czech word for a prefix search: one ending of {@link ENDINGS} cut while at
 * least {@link MIN_STEM} letters stay (3 for a fleeting e after a consonant: konec → kon, which
 * starts konce and konci), then a final c that stands for k or ec in other forms
 * (sedlák – sedláci, hostinec – hostince) when at least 5 letters stay. A word of two
 * consonants and an ending (hra, hry, hrou, dva, tři) is cut to its two consonants, the part
 * all its forms share.
 * Lower case; a word of other characters than letters (a tile id, a number) is kept whole.
 * @param word one word, as typed
 * @param endings the endings to cut, longest first (default {@link ENDINGS})
 * @returns the stem (lower case)
 */
export function czechStem(word: string, endings: readonly string[] = ENDINGS): string {
  const w = word.toLocaleLowerCase('cs');
  if (!/^\p{L}+$/u.test(w)) return w;
  let stem = w;
  for (const e of endings) {
    const min = FLEETING_E.has(e) && CONSONANT.test(w.at(-e.length - 1) ?? 'a') ? 3 : MIN_STEM;
    if (w.endsWith(e) && w.length - e.length >= min) {
      stem = w.slice(0, -e.length);
      break;
    }
  }
  if (stem === w && w.length > 2 && CONSONANT.test(w[0]!) && CONSONANT.test(w[1]!) && endings.includes(w.slice(2)))
    return w.slice(0, 2);
  if (stem !== w && stem.endsWith('c') && stem.length - 1 >= 5) stem = stem.slice(0, -1);
  return stem;
}

/**
 * A Czech query with each word replaced by its {@link czechStem}, words kept in order and
 * joined by single spaces.
 * @param term the query as typed
 * @returns the query the index is asked
 */
export function czechSearchTerm(term: string): string {
  return term
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => czechStem(w))
    .join(' ');
}
