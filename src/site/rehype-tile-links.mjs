// Tile names in the rules text link to the tiles' own pages (/cs/karticky/krb-01/,
// /en/tiles/krb-01/): "kartička KRB.01" becomes a link a reader can follow to see the tile,
// its features and who may stand on them. The first mention in each section and every
// mention in a table cell are linked; headings, existing links and code are left alone.
// Which tiles have a page, and their addresses, come from the caller (astro.config.mjs
// passes the catalogue's list), so this file names no tile set.

const SKIP = new Set(['a', 'code', 'pre', 'script', 'style', 'svg', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const HEADING = /^h[2-6]$/;

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * @param {{ ids: readonly string[], href: (lang: 'cs' | 'en', id: string) => string }} options
 *   `ids`: the tiles that have a page; `href`: a tile page's address in a language
 */
export function rehypeTileLinks({ ids, href }) {
  const sorted = [...ids].sort((a, b) => b.length - a.length).map(escape);
  // an id standing alone: not part of a longer word or id (`A20.D` but not `A20.Dx`)
  const pattern = sorted.length ? new RegExp(`(?<![\\w.])(${sorted.join('|')})(?![\\w-]|\\.\\w)`, 'g') : null;
  return (tree, file) => {
    if (!pattern) return;
    const lang = /[\\/]content[\\/]en[\\/]/.test(String(file?.path ?? '')) ? 'en' : 'cs';
    let linked = new Set();
    const visit = (node, inTable) => {
      if (node.type === 'element' && HEADING.test(node.tagName)) linked = new Set();
      if ((node.type === 'element' && SKIP.has(node.tagName)) || !node.children) return;
      const cell = inTable || (node.type === 'element' && (node.tagName === 'td' || node.tagName === 'th'));
      const out = [];
      for (const child of node.children) {
        if (child.type !== 'text') {
          visit(child, cell);
          out.push(child);
          continue;
        }
        let last = 0;
        for (const m of child.value.matchAll(pattern)) {
          const id = m[1];
          if (!cell && linked.has(id)) continue;
          linked.add(id);
          if (m.index > last) out.push({ type: 'text', value: child.value.slice(last, m.index) });
          out.push({
            type: 'element',
            tagName: 'a',
            properties: { href: href(lang, id), className: ['tile-link'] },
            children: [{ type: 'text', value: id }],
          });
          last = m.index + id.length;
        }
        if (last === 0) out.push(child);
        else if (last < child.value.length) out.push({ type: 'text', value: child.value.slice(last) });
      }
      node.children = out;
    };
    visit(tree, false);
  };
}
