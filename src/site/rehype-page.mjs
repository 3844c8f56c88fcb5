// Rehype plugins applied to every rules page (MDX):
// - rehypeCzechAnchors: every h2–h6 gets a stable id (slug without diacritics, unique on the page)
//   and a copy-link anchor after its text;
// Pure functions over the hast tree; no dependencies beyond what Astro already ships.

import { readFileSync } from 'node:fs';

// the page frame's strings (src/i18n/locales/site.<lang>.json)
const siteStrings = (lang) =>
  JSON.parse(readFileSync(new URL(`../i18n/locales/site.${lang}.json`, import.meta.url), 'utf8'));
const cs = siteStrings('cs');
const en = siteStrings('en');

const HEADING = /^h[2-6]$/;

function textOf(node) {
  if (node.type === 'text') return node.value;
  if (node.children) return node.children.map(textOf).join('');
  return '';
}

/**
 * Stable anchor of a heading: Czech text in lowercase without diacritics, runs of other
 * characters turned into one `-` ("Vyhodnocení města s katedrálou" →
 * "vyhodnoceni-mesta-s-katedralou").
 * @param {string} text
 * @returns {string}
 */
export function slugify(text) {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function walk(node, fn, parent = null) {
  fn(node, parent);
  if (node.children) for (const child of node.children.slice()) walk(child, fn, node);
}

/** Gives headings unique, diacritic-free ids and a "#" link for copying the address. */
export function rehypeCzechAnchors() {
  return (tree, file) => {
    // the page's language from its path: content/<lang>/<slug>.mdx
    const english = /[\\/]content[\\/]en[\\/]/.test(String(file?.path ?? ''));
    const site = english ? en : cs;
    const label = site.sectionLink;
    const seen = new Map();
    walk(tree, (node) => {
      // wide tables scroll sideways on a phone: keyboard users must be able to reach them
      if (node.type === 'element' && node.tagName === 'table') {
        (node.properties ??= {}).tabIndex = 0;
        return;
      }
      if (node.type !== 'element' || !HEADING.test(node.tagName)) return;
      const props = (node.properties ??= {});
      let id = props.id ? String(props.id) : slugify(textOf(node)) || 'oddil';
      if (!props.id) {
        const n = seen.get(id) ?? 0;
        seen.set(id, n + 1);
        if (n > 0) id = `${id}-${n + 1}`;
        props.id = id;
      }
      if (node.tagName === 'h2' && id === 'footnote-label') {
        // the footnotes' heading in the page's language (the UI strings' locale files)
        node.children = [{ type: 'text', value: site.footnotes }];
        return;
      }
      // the link has no text of its own (the "#" comes from CSS), so the heading's text —
      // and the table of contents built from it — stays clean
      node.children.push({
        type: 'element',
        tagName: 'a',
        properties: {
          className: ['anchor-link'],
          href: `#${id}`,
          'data-copy-link': '',
          ariaLabel: `${label} ${textOf(node)}`,
        },
        children: [],
      });
    });
  };
}
