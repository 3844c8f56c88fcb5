import { describe, expect, it } from 'vitest';
import { addPartnerAnchors, headingsOf } from '../../src/site/cross-anchors.mjs';

describe('anchors of the other language', () => {
  const cs =
    '<h2 id="pravidla">Pravidla</h2><p id="x"></p><h3 id="body">Body</h3><h2 id="footnote-label">Poznámky</h2>';
  const en = '<h2 id="rules">Rules</h2><h3 id="points">Points</h3><h2 id="footnote-label">Notes</h2>';
  it('pair headings by place and add the partner id inside each', () => {
    const r = addPartnerAnchors(cs, headingsOf(en));
    expect(r.added).toBe(2); // the footnote heading has the same id on both
    expect(r.html).toBe(
      '<h2 id="pravidla"><span class="alt-anchor" id="rules" aria-hidden="true"></span>Pravidla</h2><p id="x"></p>' +
        '<h3 id="body"><span class="alt-anchor" id="points" aria-hidden="true"></span>Body</h3><h2 id="footnote-label">Poznámky</h2>',
    );
  });
  it('leave a page alone when the heading levels differ, and never repeat an id', () => {
    expect(addPartnerAnchors(cs, headingsOf('<h2 id="a"></h2><h2 id="b"></h2><h2 id="c"></h2>')).added).toBe(0);
    expect(addPartnerAnchors(cs, headingsOf('<h2 id="x"></h2><h3 id="y"></h3><h2 id="z"></h2>')).added).toBe(2);
  });
});
