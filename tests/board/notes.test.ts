import { describe, expect, it } from 'vitest';
import {
  cleanText,
  emptyNotes,
  hasNotes,
  marksWord,
  MAX_MARKS,
  notesFromQuery,
  notesQuery,
  readMarks,
  seatLabel,
  toggleArrow,
  toggleCell,
  toggleFeature,
  type PositionNotes,
} from '../../src/board/position/notes';
import { boardSvg } from '../../src/art/svg';
import { boardPosition, pictureLayout, wrapLines } from '../../src/board/position/picture';
import { startSetup } from '../../src/engine/index';
import '../../src/engine/modules/art';

const full: PositionNotes = {
  title: 'Kdo uzavře město? & <b>',
  comment: 'Řádek jedna\nřádek dva, 100 % jistě',
  names: ['Petr, ml.', '', 'Jana 👩🏽‍🚀'],
  marks: {
    cells: [
      { x: 0, y: 0 },
      { x: -3, y: 12 },
    ],
    features: [{ x: 1, y: -1, loc: 'NNE' }],
    arrows: [{ from: { x: 0, y: 0 }, to: { x: -2, y: 1 } }],
  },
};

describe('position notes in the link', () => {
  it('go out and come back whole (title, comment, names with commas and emoji, every mark kind)', () => {
    const q = notesQuery(full);
    expect(q.startsWith('&nazev=')).toBe(true);
    const back = notesFromQuery(`?pozice=3~abc${q}`, 3);
    expect(back).toEqual(full);
  });

  it('write the marks as a URL-safe word', () => {
    const w = marksWord(full.marks);
    expect(w).toBe('0_0.-3_12.1_-1_NNE.0_0~-2_1');
    expect(encodeURIComponent(w)).toBe(w);
  });

  it('are nothing for empty notes', () => {
    expect(notesQuery(emptyNotes())).toBe('');
    expect(notesQuery(undefined)).toBe('');
    expect(hasNotes(emptyNotes())).toBe(false);
    expect(hasNotes(full)).toBe(true);
  });

  it('leave out what they cannot read, never throwing', () => {
    const m = readMarks('1_1.x_2.1_1.3_3_QQQ.4_4_C.5_5~5_5.1_2~3.99999_0.7_8~9_10~1_1..');
    expect(m.cells).toEqual([{ x: 1, y: 1 }]);
    expect(m.features).toEqual([{ x: 4, y: 4, loc: 'C' }]);
    expect(m.arrows).toEqual([]);
    expect(readMarks(42)).toEqual({ cells: [], features: [], arrows: [] });
    const broken = notesFromQuery('?nazev=%E0%A4%A&jmena=%E0%A4%A,ok&znacky=%%%', 2);
    expect(broken.names).toEqual(['%E0%A4%A', 'ok']);
    expect(broken.marks.cells).toEqual([]);
  });

  it('keep at most MAX_MARKS of a kind and drop names beyond the seats', () => {
    const many = Array.from({ length: 100 }, (_, i) => `${i}_0`).join('.');
    expect(readMarks(many).cells).toHaveLength(MAX_MARKS);
    expect(notesFromQuery('?jmena=a,b,c,d', 2).names).toEqual(['a', 'b']);
  });

  it('cut texts by what a reader sees as characters and flatten line breaks in titles', () => {
    expect(cleanText('  a\n\tb  ', 80)).toBe('a b');
    expect(cleanText('x\n\n\n\ny', 80, true)).toBe('x\n\ny');
    expect(cleanText('👩🏽‍🚀'.repeat(5), 3)).toBe('👩🏽‍🚀'.repeat(3));
    expect(cleanText('a\u0000b\u0007c', 80)).toBe('abc');
    expect(cleanText(undefined, 80)).toBe('');
  });
});

describe('marks toggle', () => {
  it('a second mark of the same thing takes it away', () => {
    let n = emptyNotes();
    n = toggleCell(n, { x: 2, y: 3 });
    expect(n.marks.cells).toEqual([{ x: 2, y: 3 }]);
    n = toggleCell(n, { x: 2, y: 3 });
    expect(n.marks.cells).toEqual([]);
    n = toggleArrow(n, { x: 0, y: 0 }, { x: 1, y: 0 });
    n = toggleArrow(n, { x: 1, y: 0 }, { x: 0, y: 0 });
    expect(n.marks.arrows).toHaveLength(2);
    n = toggleArrow(n, { x: 0, y: 0 }, { x: 1, y: 0 });
    expect(n.marks.arrows).toEqual([{ from: { x: 1, y: 0 }, to: { x: 0, y: 0 } }]);
    expect(toggleArrow(n, { x: 5, y: 5 }, { x: 5, y: 5 })).toBe(n);
    n = toggleFeature(n, { x: 0, y: 0, loc: 'N' });
    // another location of the same feature (as the caller's board says) takes it away
    n = toggleFeature(n, { x: 0, y: 0, loc: 'NNE' }, () => true);
    expect(n.marks.features).toEqual([]);
  });

  it('name a seat with its colour', () => {
    // the name isolated (U+2068 … U+2069): its letters' direction stays its own
    expect(seatLabel(full, 0, 'Červený')).toBe('\u2068Petr, ml.\u2069 (Červený)');
    expect(seatLabel(full, 1, 'Modrý')).toBe('Modrý');
    expect(seatLabel(undefined, 0, 'Modrý')).toBe('Modrý');
  });
});

describe('marks in the picture', () => {
  it('draws each cell, each tile part of a marked feature and each arrow, widening the board to empty marked cells', () => {
    const d = startSetup();
    const plain = boardSvg(boardPosition(d), { px: 80, grid: false });
    // the start tile's city (north) spans one tile; the marked cell lies 3 cells east of it
    d.notes = {
      ...emptyNotes(),
      marks: {
        cells: [{ x: 3, y: 0 }],
        features: [{ x: 0, y: 0, loc: 'N' }],
        arrows: [{ from: { x: 0, y: 0 }, to: { x: 3, y: 0 } }],
      },
    };
    const svg = boardSvg(boardPosition(d), { px: 80, grid: false });
    expect(svg.match(/data-mark="cell"/g)).toHaveLength(1);
    expect(svg.match(/data-mark="feature"/g)?.length).toBeGreaterThanOrEqual(1);
    expect(svg.match(/data-mark="arrow"/g)).toHaveLength(1);
    expect(plain).not.toContain('data-mark');
    const width = (s: string) => Number(/viewBox="0 0 ([\d.]+)/.exec(s)![1]);
    expect(width(svg) - width(plain)).toBe(300);
  });

  it('gives the comment its lines and the footer its band under the board', () => {
    const pic = { width: 600, height: 400 };
    const bare = pictureLayout(pic, { caption: ['a'] }, false);
    const noted = pictureLayout(pic, { caption: ['a'], comment: 'slovo '.repeat(60), footer: 'site' }, false);
    expect(noted.notes.length).toBeGreaterThan(1);
    expect(noted.notes.every((l) => l.length <= Math.floor((600 - 24) / 9.2))).toBe(true);
    expect(noted.pixels.height).toBeGreaterThan(bare.pixels.height);
    expect(noted.pixels.width).toBe(1200);
    expect(wrapLines('a\nb c', 80)).toEqual(['a', 'b c']);
    expect(wrapLines('x'.repeat(25), 10)).toEqual(['x'.repeat(10), 'x'.repeat(10), 'x'.repeat(5)]);
  });
});
