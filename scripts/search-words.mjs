#!/usr/bin/env node
// The words of the search index, per language (dist/search-words/<lang>.json): every word of
// the text Pagefind indexed (its page fragments), lower case, without diacritics, sorted and
// once each. The search page asks it before Pagefind: a query word that starts no indexed word
// finds nothing, where Pagefind itself would fall back to the longest start of the word that
// some page has ("xyzzyq" would find the "x" of "[x, y]"; src/lib/search-words.ts). Runs in
// `npm run build` after Pagefind and before the service worker (which caches these files).
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { join } from 'node:path';

const dist = process.argv[2] ?? 'dist';
const entry = JSON.parse(readFileSync(join(dist, 'pagefind', 'pagefind-entry.json'), 'utf8'));
const fragments = readdirSync(join(dist, 'pagefind', 'fragment'));
mkdirSync(join(dist, 'search-words'), { recursive: true });

/**
 * Lower case without diacritics, as src/lib/search-words.ts folds a query.
 * @param {string} text
 */
const fold = (text) => text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');

for (const lang of Object.keys(entry.languages)) {
  const words = new Set();
  let pages = 0;
  for (const f of fragments.filter((n) => n.startsWith(`${lang}_`))) {
    // a fragment: gzip of "pagefind_dcd" followed by the page's JSON
    const text = gunzipSync(readFileSync(join(dist, 'pagefind', 'fragment', f))).toString('utf8');
    const page = JSON.parse(text.slice(text.indexOf('{')));
    const meta = Object.values(page.meta ?? {}).filter((v) => typeof v === 'string');
    for (const w of fold([page.content, ...meta].join(' ')).match(/[\p{L}\p{N}]+/gu) ?? []) words.add(w);
    pages++;
  }
  if (!pages) throw new Error(`search-words: no Pagefind fragments for the language ${lang}`);
  const list = [...words].sort();
  writeFileSync(join(dist, 'search-words', `${lang}.json`), JSON.stringify(list));
  console.log(`[search words] dist/search-words/${lang}.json: ${list.length} words from ${pages} pages`);
}
