// Rehype plugin for the search index (Pagefind reads the built pages' data-pagefind-* attributes):
// - footnote markers (the superscript numbers and the back links) stay out of the index, so
//   their digits never show in a result's snippet or join the word before them;
// - reference sections (what is in the box, the list of tiles: ids given by the caller) are
//   indexed at a low weight, so that a rule's own section comes before the list that merely
//   names its term.
// Pure function over the hast tree.

const HEADING = /^h([2-6])$/;

/**
 * @param {{ lowSections?: string[], lowWeight?: number }} [options] heading ids of the
 *   reference sections and their weight (Pagefind's default weight of text is 1)
 */
export function rehypeSearchIndex(options = {}) {
  const low = new Set(options.lowSections ?? []);
  const weight = String(options.lowWeight ?? 0.2);
  return (tree) => {
    const mark = (node) => {
      if (node.type === 'element') {
        const p = (node.properties ??= {});
        // <sup><a data-footnote-ref>1</a></sup> and the footnote's back link
        const ref = (c) => c.type === 'element' && c.properties?.dataFootnoteRef !== undefined;
        if (node.tagName === 'sup' && node.children?.some(ref)) p.dataPagefindIgnore = 'all';
        if (node.tagName === 'a' && p.dataFootnoteBackref !== undefined) p.dataPagefindIgnore = 'all';
      }
      for (const c of node.children ?? []) mark(c);
    };
    mark(tree);
    // a reference section: its heading and everything up to the next heading of its level or above
    const children = tree.children ?? [];
    let level = 0;
    for (const node of children) {
      if (node.type !== 'element') continue;
      const h = HEADING.exec(node.tagName);
      if (h && (level === 0 || Number(h[1]) <= level))
        level = low.has(String(node.properties?.id ?? '')) ? Number(h[1]) : 0;
      if (level) (node.properties ??= {}).dataPagefindWeight = weight;
    }
  };
}
