// Czech typography for the built pages: a one-letter preposition or conjunction
// (k s v z o u i a, either case) must not end a line, so the space after it becomes a
// no-break space. Applied to every built HTML file (texts from MDX, components and UI
// strings alike); never inside <script>, <style>, <pre>, <code>, <textarea> or tags.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { htmlFiles } from './html-files.mjs';

const ONE_LETTER = /(^|[\s(„"“>]|&nbsp;)([kKsSvVzZoOuUiIaA]) +(?=\S)/g;
const RAW = /^<(script|style|pre|code|textarea)\b/i;

/**
 * Binds one-letter words to the next word in the text of an HTML document.
 * @param {string} html a whole HTML document or fragment
 * @returns {string} the same HTML with U+00A0 after each one-letter word in text
 */
export function bindOneLetterWords(html) {
  const parts = html.split(/(<[^>]*>)/);
  let raw = null;
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i];
    if (p.startsWith('<')) {
      if (raw) {
        if (new RegExp(`^</${raw}\\b`, 'i').test(p)) raw = null;
      } else {
        const m = RAW.exec(p);
        if (m && !p.endsWith('/>')) raw = m[1].toLowerCase();
      }
      continue;
    }
    if (raw || !p) continue;
    // twice, so that "a v lese" binds both letters
    parts[i] = p.replace(ONE_LETTER, '$1$2\u00a0').replace(ONE_LETTER, '$1$2\u00a0');
  }
  return parts.join('');
}

/**
 * The language of a built page's text: its root's `data-content-lang` (a page whose text is
 * not translated yet says so, src/layouts/Page.astro), else its `lang` (the embed pages and
 * any other layout).
 * @param {string} html a whole HTML document
 * @returns {string | null} e.g. `cs`, or null when the root names none
 */
export function textLanguage(html) {
  const root = /<html\b[^>]*>/i.exec(html.slice(0, 4000))?.[0] ?? '';
  return (/\sdata-content-lang="([^"]*)"/.exec(root) ?? /\slang="([^"]*)"/.exec(root))?.[1] ?? null;
}

/** Astro integration: applies {@link bindOneLetterWords} to every built page. */
export function czechTypography() {
  return {
    name: 'czech-typography',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const root = fileURLToPath(dir);
        for (const f of await htmlFiles(root)) {
          const html = await readFile(f, 'utf8');
          // only pages whose text is Czech: rules, tool and embed pages alike
          if (textLanguage(html) !== 'cs') continue;
          const fixed = bindOneLetterWords(html);
          if (fixed !== html) await writeFile(f, fixed);
        }
      },
    },
  };
}
