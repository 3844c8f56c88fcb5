import { describe, expect, it } from 'vitest';
import { getT } from '../../src/i18n';
import csA from '../../src/i18n/locales/analysis.cs.json';
import enA from '../../src/i18n/locales/analysis.en.json';
import { bbcode, markdown, notationFromSearch, permalink, playModeFromSearch, summary } from '../../src/analysis/share';
import { boardPicture, pictureScale } from '../../src/board/picture';
import { emptyDoc } from '../../src/board/doc';
import { placeTile, addFigure } from '../../src/analysis/edit';
import { issueText } from '../../src/analysis/messages';
import { positionLines } from '../../src/analysis/describe';

const t = getT('cs');

describe('share texts', () => {
  it('permalink carries the notation as ?pozice= and reads back', () => {
    const n = '1~red_blue~base~BASE.D.0.0.0~~0_0~~0';
    const link = permalink('https://example.org/cs/rozbor/?pozice=old#x', n);
    expect(link).toBe(`https://example.org/cs/rozbor/?pozice=${n}`);
    expect(notationFromSearch(new URL(link).search)).toBe(n);
    expect(notationFromSearch('?q=1')).toBeNull();
  });
  it('a position shared in play mode says so (&rezim=hra); edit mode adds nothing', () => {
    const n = '1~red_blue~base~BASE.D.0.0.0~~0_0~~0';
    const play = permalink('https://example.org/cs/rozbor/', n, undefined, 'play');
    expect(play).toBe(`https://example.org/cs/rozbor/?pozice=${n}&rezim=hra`);
    expect(playModeFromSearch(new URL(play).search)).toBe(true);
    expect(notationFromSearch(new URL(play).search)).toBe(n);
    expect(permalink('https://example.org/cs/rozbor/', n, undefined, 'edit')).toBe(
      `https://example.org/cs/rozbor/?pozice=${n}`,
    );
    expect(playModeFromSearch(`?pozice=${n}`)).toBe(false);
    expect(playModeFromSearch('?rezim=upravy')).toBe(false);
  });
  it('summary: who leads and what final scoring would give, in Czech plurals', () => {
    expect(summary({ players: ['red', 'blue'], scores: [12, 9], final: { red: 5, blue: 9 } }, t)).toBe(
      'Vede Červený: 12 bodů. Kdyby hra skončila teď: Červený 12 + 5 = 17, Modrý 9 + 9 = 18.',
    );
    expect(summary({ players: ['red', 'blue'], scores: [2, 2], final: null }, t)).toBe('Všichni mají 2 body.');
    expect(summary({ players: ['red', 'blue', 'green'], scores: [3, 3, 1], final: null }, t)).toBe(
      'Vedou Červený, Modrý: 3 body.',
    );
  });
  it('BBCode and Markdown wrap the link', () => {
    const link = 'https://example.org/cs/rozbor/?pozice=1~a';
    expect(bbcode(link, 'Rozbor', 'x')).toBe(`[url=${link}]Rozbor[/url] — x`);
    expect(markdown(link, 'Rozbor [1]', 'x')).toBe(`[Rozbor 1](${link}) — x`);
  });
});

describe('picture', () => {
  it('draws the board as SVG with its figures, scaled down for big boards', () => {
    const r = placeTile(emptyDoc(), 'BASE.D', 0, 0, 0);
    if (!r.ok) throw new Error();
    const f = addFigure(r.doc, 0, 'N', 'red', 'normal');
    if (!f.ok) throw new Error();
    const pic = boardPicture(f.doc);
    expect(pic.svg.startsWith('<svg')).toBe(true);
    expect(pic.width).toBeGreaterThan(50);
    const big = {
      ...f.doc,
      tiles: Array.from({ length: 200 }, (_, i) => ({ tile: 'BASE.D', x: i, y: 0, rotation: 0 as const, figures: [] })),
    };
    expect(pictureScale(big) * 200).toBeLessThanOrEqual(4000);
  });
});

describe('words', () => {
  it('issues name sides, edges and tiles', () => {
    const s = issueText(
      {
        key: 'mismatch',
        params: {
          tile: 'BASE.E',
          x: 0,
          y: -1,
          rotation: 0,
          side: 'S',
          edge: 'field',
          other: 'BASE.D',
          ox: 0,
          oy: 0,
          otherSide: 'N',
          otherEdge: 'city',
        },
      },
      t,
    );
    expect(s).toBe(
      'Kartička E neotočená sem (hned severně od startovní kartičky) nepasuje: její jižní strana (louka) by přiléhala k severní straně sousední kartičky D (město). Na toto pole se nehodí v žádném otočení.',
    );
    expect(issueText({ key: 'noSuchKey' }, t)).toMatch(/^Pozice není platná/);
  });
  it('the text listing names tiles, figures and the hand', () => {
    const r = placeTile(emptyDoc(), 'BASE.D', 0, 0, 0);
    if (!r.ok) throw new Error();
    const f = addFigure(r.doc, 0, 'N', 'red', 'normal');
    if (!f.ok) throw new Error();
    const lines = positionLines(f.doc, t);
    expect(lines.join('\n')).toContain('Kartička D uprostřed plochy');
    expect(lines.join('\n')).not.toMatch(/BASE\.|\[/);
    expect(lines.join('\n')).toContain('rytíř ve městě');
    expect(lines).toContain('V ruce: nic.');
  });
});

function keys(o: object, prefix = ''): string[] {
  return Object.entries(o).flatMap(([k, v]) =>
    v && typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k.replace(/_(one|few|many|other)$/, '')}`],
  );
}

describe('analysis strings', () => {
  it('English has every Czech key and no extra one', () => {
    expect([...new Set(keys(enA))].sort()).toEqual([...new Set(keys(csA))].sort());
  });
});
