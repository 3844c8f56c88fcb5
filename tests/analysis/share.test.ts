import { describe, expect, it } from 'vitest';
import { getT } from '../../src/i18n';
import csA from '../../src/i18n/locales/analysis.cs.json';
import enA from '../../src/i18n/locales/analysis.en.json';
import {
  bbcode,
  markdown,
  MAX_POST,
  notationFromSearch,
  permalink,
  playModeFromSearch,
  summary,
  turnLine,
} from '../../src/analysis/share';
import { emptyNotes, MAX_LINK, MAX_MARKS, notesFromQuery, type PositionNotes } from '../../src/board/position/notes';
import { MAX_MOVES, recordQuery } from '../../src/play/record';
import { isolate } from '../../src/lib/text';
import { boardPicture, pictureScale } from '../../src/board/position/picture';
import { emptySetup } from '../../src/engine/index';
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
    expect(markdown(link, 'Rozbor [1]', 'x')).toBe(`[Rozbor \\[1\\]](${link}) — x`);
  });

  it('carries the comment and the lines of final scoring, each on a line, escaped, within the post limit', () => {
    const link = 'https://example.org/cs/rozbor/?pozice=1~a';
    const more = ['Co by tu zahrál [b]modrý[/b]?', 'Město: 3 kartičky = 3 × 1 = 3 body → Červený'];
    expect(bbcode(link, 'Rozbor', 'x', more).split('\n')).toEqual([
      `[url=${link}]Rozbor[/url] — x`,
      'Co by tu zahrál \uff3bb\uff3dmodrý\uff3b/b\uff3d?',
      more[1],
    ]);
    expect(markdown(link, 'Rozbor', 'x', more).split('  \n')).toEqual([
      `[Rozbor](${link}) — x`,
      'Co by tu zahrál \\[b\\]modrý\\[/b\\]?',
      more[1],
    ]);
    // many lines: the post stops at the limit, saying that it does
    const long = Array.from({ length: 200 }, (_, i) => `Louka ${i}: 3 dokončená města = 9 bodů → Modrý`);
    const post = bbcode(link, 'Rozbor', 'x', long);
    expect(post.length).toBeLessThanOrEqual(MAX_POST);
    expect(post.endsWith('\n…')).toBe(true);
    expect(post.startsWith(`[url=${link}]Rozbor[/url] — x\nLouka 0:`)).toBe(true);
  });

  // issue 36: the reader's title and names carried their own markup into the post
  it("says only what the site means: the reader's markup in the title and names stays text", () => {
    const link = 'https://example.org/cs/rozbor/?pozice=1~a&nazev=%5B%2Furl%5D';
    const title = '[/url][img]https://evil.example/x.png[/img][url=https://evil.example]Klikni';
    const names = ['[url=//e.cz]Eva[/url]', '<img src=x onerror=f(1)>'];
    const notes = notesFromQuery(`?jmena=${names.map(encodeURIComponent).join(',')}`, 2);
    const line = summary({ players: ['red', 'blue'], scores: [1, 0], final: { red: 0, blue: 0 }, notes }, t);
    const post = bbcode(link, title, line);
    // exactly one tag pair: the site's own link around the title
    expect(post.match(/\[\/?[a-z]+[=\]]?/gi)).toEqual(['[url=', '[/url]']);
    expect(post.startsWith(`[url=${link}]`)).toBe(true);
    expect(post).toContain('\uff3b/url\uff3d\uff3bimg\uff3dhttps://evil.example/x.png');
    const md = markdown(link, title, line);
    // no raw HTML, no image, no second link: every markup character of the reader's escaped
    expect(md).not.toMatch(/(^|[^\\])</);
    expect(md.replace(/\\./g, '')).toMatch(/^\[[^[\]]*\]\([^()\s]+\) — [^[\]<>]*$/);
    expect(md).toContain('\\<img src=x onerror=f(1)\\>');
  });

  // issue 36: "jmena=%E2%80%AEEva,Jan" turned "Zelený 6 + 10 = 16" into "61 = 01 + 6 ýneleZ"
  it("isolates the reader's names, so that a direction override turns nothing else around", () => {
    const notes = notesFromQuery('?jmena=%E2%80%AEEva,Jan%E2%81%A9%E2%80%AE', 2);
    const line = summary({ players: ['red', 'blue'], scores: [6, 10], final: { red: 0, blue: 0 }, notes }, t);
    expect(line).toContain('\u2068\u202eEva\u2069 (Červený) 6 + 0 = 6');
    // a lone closing mark of the reader's cannot end the isolate early
    expect(line).toContain('\u2068Jan\u202e\u2069 (Modrý) 10 + 0 = 10');
    expect(turnLine(['red', 'blue'], 0, null, t, notes)).toBe('Na tahu: \u2068\u202eEva\u2069 (Červený)');
    // every override opened inside an isolate is closed by it (Unicode bidi rule X6a)
    for (const text of [line, turnLine(['red', 'blue'], 1, null, t, notes)]) {
      let depth = 0;
      for (const ch of text) {
        if (ch === '\u2068') depth++;
        else if (ch === '\u2069') depth--;
        else if (/[\u202a-\u202e]/.test(ch)) expect(depth).toBeGreaterThan(0);
      }
      expect(depth).toBe(0);
    }
    expect(isolate('')).toBe('');
    expect(summary({ players: ['red'], scores: [1], final: null, notes: emptyNotes() }, t)).not.toContain('\u2068');
  });
});

// issue 36: an address over about 16 KB got HTTP 431 before any page loaded
describe('the longest link the site writes', () => {
  const family = '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}\u200D\u{1F466}';
  const far = (i: number) => ({ x: -500 + i, y: -500 });
  const worst: PositionNotes = {
    title: family.repeat(80),
    // a cluster of a letter and 20 accents: a count of clusters bounds nothing
    comment: `a${'\u0301'.repeat(20)}`.repeat(500),
    names: Array.from({ length: 6 }, () => family.repeat(30)),
    marks: {
      cells: Array.from({ length: MAX_MARKS }, (_, i) => far(i)),
      features: Array.from({ length: MAX_MARKS }, (_, i) => ({ ...far(i), loc: 'NNE' as const })),
      arrows: Array.from({ length: MAX_MARKS }, (_, i) => ({ from: far(i), to: { x: 500, y: 500 - i } })),
    },
  };
  const notation = `3~${'Ab9'.repeat(800)}`; // longer than a 250-tile position's packed notation

  it('a position with the longest notes fits, the notes giving way (comment first) and still read back', () => {
    for (const mode of ['edit', 'play'] as const) {
      const link = permalink('https://hratelna-pravidla.cz/en/analysis/', notation, worst, mode);
      expect(link.length).toBeLessThanOrEqual(MAX_LINK);
      const back = notesFromQuery(new URL(link).search, 6);
      expect(worst.comment.startsWith(back.comment)).toBe(true);
      expect(back.marks).toEqual(worst.marks);
      expect(playModeFromSearch(new URL(link).search)).toBe(mode === 'play');
      expect(notationFromSearch(new URL(link).search)).toBe(notation);
    }
    // notes of ordinary length travel whole
    const usual = {
      ...worst,
      title: 'Kam s rytířem?',
      comment: 'Modrý může uzavřít město, Červený ne. '.repeat(13),
      names: ['Petr', 'Jana'],
    };
    const link = permalink('https://hratelna-pravidla.cz/cs/rozbor/', notation, usual);
    expect(notesFromQuery(new URL(link).search, 2)).toEqual({ ...usual, comment: usual.comment.trim() });
  });

  it("free play's longest game link fits: the most moves and six longest names", () => {
    const rec = {
      modules: ['base', 'inns-cathedrals', 'king-robber-baron', 'anniversary-20', 'bathhouses'],
      seats: ['red', 'blue', 'green', 'yellow', 'black', 'pink'].map((colour) => ({
        colour,
        kind: 'person' as const,
        name: `a${'\u0301'.repeat(20)}`.repeat(30),
      })),
      seed: -2147483647,
      moves: Array.from({ length: MAX_MOVES }, () => 36 * 36 - 1),
    };
    const link = `https://hratelna-pravidla.cz/en/play/?${recordQuery(rec)}`;
    expect(link.length).toBeLessThanOrEqual(MAX_LINK);
  });
});

describe('picture', () => {
  it('draws the board as SVG with its figures, scaled down for big boards', () => {
    const r = placeTile(emptySetup(), 'BASE.D', 0, 0, 0);
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
    const r = placeTile(emptySetup(), 'BASE.D', 0, 0, 0);
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
