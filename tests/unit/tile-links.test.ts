import { describe, expect, it } from 'vitest';
import { rehypeTileLinks } from '../../src/site/rehype-tile-links.mjs';

// Tile names in the rules text become links to the tiles' pages (src/site/rehype-tile-links.mjs).
type Node = { type: string; tagName?: string; value?: string; properties?: Record<string, unknown>; children?: Node[] };
const text = (value: string): Node => ({ type: 'text', value });
const el = (tagName: string, ...children: Node[]): Node => ({ type: 'element', tagName, properties: {}, children });
const href = (lang: 'cs' | 'en', id: string) =>
  `/${lang}/${lang === 'cs' ? 'karticky' : 'tiles'}/${id.replace('.', '-').toLowerCase()}/`;
const run = (tree: Node, path = '/x/content/cs/page.mdx'): Node => {
  (rehypeTileLinks({ ids: ['KRB.01', 'KRB.04', 'A20.D', 'IC.K'], href }) as (t: Node, f: unknown) => void)(tree, {
    path,
  });
  return tree;
};
/** The links of a tree as `text → href`. */
function links(n: Node): string[] {
  if (n.type === 'element' && n.tagName === 'a' && n.properties?.className)
    return [`${n.children!.map((c) => c.value).join('')} → ${String(n.properties.href)}`];
  return (n.children ?? []).flatMap(links);
}
const flat = (n: Node): string => n.value ?? (n.children ?? []).map(flat).join('');

describe('tile names link to their pages', () => {
  it('links the first mention of each tile in a section, keeping the text as it was', () => {
    const tree = el('root', el('p', text('Kartička KRB.01 leží vedle KRB.04; KRB.01 má most.')));
    run(tree);
    expect(links(tree)).toEqual(['KRB.01 → /cs/karticky/krb-01/', 'KRB.04 → /cs/karticky/krb-04/']);
    expect(flat(tree)).toBe('Kartička KRB.01 leží vedle KRB.04; KRB.01 má most.');
  });

  it('links again after a new heading, never inside the heading, a link or code', () => {
    const tree = el(
      'root',
      el('p', text('A20.D')),
      el('h2', text('O kartičce A20.D')),
      el('p', el('a', text('A20.D')), text(' a '), el('code', text('IC.K')), text(' a A20.D.')),
    );
    run(tree);
    expect(links(tree)).toEqual(['A20.D → /cs/karticky/a20-d/', 'A20.D → /cs/karticky/a20-d/']);
    expect(flat(tree.children![1]!)).toBe('O kartičce A20.D');
  });

  it('links every mention in a table cell, in the page language', () => {
    const tree = el('root', el('table', el('tr', el('td', text('KRB.01 až KRB.04')), el('td', text('KRB.01')))));
    run(tree, '/x/content/en/page.mdx');
    expect(links(tree)).toEqual([
      'KRB.01 → /en/tiles/krb-01/',
      'KRB.04 → /en/tiles/krb-04/',
      'KRB.01 → /en/tiles/krb-01/',
    ]);
  });

  it('leaves names that only contain a tile id, and tiles without a page', () => {
    const tree = el('root', el('p', text('A20.Dx, XKRB.01, KRB.015, KRB.01-2, BASE.A, IC.KA a IC.K.')));
    run(tree);
    expect(links(tree)).toEqual(['IC.K → /cs/karticky/ic-k/']);
  });
});
