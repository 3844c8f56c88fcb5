// Anchors of the other language on every translated page.
//
// Heading ids are made from each page's own text (rehype-page.mjs), so a Czech section
// and its English translation have different ids: /cs/lazne/#vyhodnoceni-… and
// /en/lazne/#scoring-…. A link shared on the forum or the language switch would then land
// at the top of the other language's page. After the build, for every page that exists in
// both languages with the same sequence of heading levels (a translation keeps the
// structure), the n-th heading of one language is paired with the n-th of the other and
// each heading gets an empty element carrying its partner's id. Every section is then
// reachable under both ids on both pages, and the language switch keeps the anchor as is.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const HEADING = /<h([2-6])\b([^>]*?)\bid="([^"]+)"([^>]*)>/g;

/**
 * The headings of a page in document order.
 * @param {string} html a whole HTML document
 * @returns {{ level: number, id: string }[]}
 */
export function headingsOf(html) {
  return [...html.matchAll(HEADING)].map((m) => ({ level: Number(m[1]), id: m[3] }));
}

/**
 * Adds to each heading of `html` an empty `<span class="alt-anchor" id="…">` with the id
 * its partner heading has on the other language's page. Nothing changes when the two
 * pages' heading levels differ (no safe pairing), and an id the page already uses
 * elsewhere is not added twice.
 * @param {string} html the page to change
 * @param {{ level: number, id: string }[]} other the other language's headings
 * @returns {{ html: string, added: number }}
 */
export function addPartnerAnchors(html, other) {
  const own = headingsOf(html);
  if (own.length !== other.length || own.some((h, i) => h.level !== other[i].level)) return { html, added: 0 };
  const used = new Set([...html.matchAll(/\sid="([^"]*)"/g)].map((m) => m[1]));
  let i = 0;
  let added = 0;
  const out = html.replace(HEADING, (tag) => {
    const partner = other[i++].id;
    if (used.has(partner)) return tag;
    used.add(partner);
    added++;
    return `${tag}<span class="alt-anchor" id="${partner}" aria-hidden="true"></span>`;
  });
  return { html: out, added };
}

/**
 * Astro integration: after the build, pairs the headings of `dist/<a>/<path a>/index.html`
 * and `dist/<b>/<path b>/index.html` for the two languages and adds the partner anchors.
 * @param {{ langs?: [string, string], pairs?: readonly (readonly [string, string])[] }} [options]
 *   the two languages (default cs, en); `pairs`: each page's folder in the two languages
 *   (`['lazne', 'bathhouses']`), default the folders of the same name in both
 */
export function crossLanguageAnchors(options = {}) {
  const [a, b] = options.langs ?? ['cs', 'en'];
  return {
    name: 'cross-language-anchors',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const slugs = async (lang) =>
          new Set(
            (await readdir(join(root, lang), { withFileTypes: true }).catch(() => []))
              .filter((d) => d.isDirectory())
              .map((d) => d.name),
          );
        const [sa, sb] = await Promise.all([slugs(a), slugs(b)]);
        const pairs = options.pairs ?? [...sa].filter((s) => sb.has(s)).map((s) => [s, s]);
        let pages = 0;
        let anchors = 0;
        for (const [pa, pb] of pairs) {
          if (!sa.has(pa) || !sb.has(pb)) continue;
          const fa = join(root, a, pa, 'index.html');
          const fb = join(root, b, pb, 'index.html');
          const [ha, hb] = await Promise.all([
            readFile(fa, 'utf8').catch(() => ''),
            readFile(fb, 'utf8').catch(() => ''),
          ]);
          if (!ha || !hb) continue;
          const ra = addPartnerAnchors(ha, headingsOf(hb));
          const rb = addPartnerAnchors(hb, headingsOf(ha));
          if (ra.added) await writeFile(fa, ra.html);
          if (rb.added) await writeFile(fb, rb.html);
          if (ra.added || rb.added) pages++;
          anchors += ra.added + rb.added;
        }
        logger.info(`${anchors} anchors of the other language on ${pages} page pairs`);
      },
    },
  };
}
