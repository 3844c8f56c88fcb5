/**
 * Tile labels (src/board/view/labels.ts): each tile on a board is labelled as the words name it
 * (places.ts `tileName`): its letter or number (never a catalogue id), a garden copy by its
 * printed tile, an illustrative stand-in not at all.
 */
import { describe, expect, it } from 'vitest';
import '../../src/engine';
import { tileLabels } from '../../src/board/view/labels';
import { tileName } from '../../src/board/words/explain';
import { getT } from '../../src/i18n';

describe('tile labels', () => {
  it('a board of one set: the letter or number the words use', () => {
    const labels = tileLabels([
      { id: 'BASE.E', x: 0, y: 0 },
      { id: 'BASE.E-garden', x: 1, y: 0 },
      { id: 'BASE.D', x: 0, y: -1 },
    ]);
    expect(labels).toEqual([
      { text: 'E', x: 0, y: 0 },
      { text: 'E', x: 1, y: 0 },
      { text: 'D', x: 0, y: -1 },
    ]);
    // the words name the same letter
    for (const [id, text] of [
      ['BASE.E', 'E'],
      ['BASE.D', 'D'],
    ] as const)
      expect(tileName(id, getT('cs'))).toBe(text);
  });

  it('a board of several sets: the letter still (the words add the set), never a catalogue id', () => {
    expect(
      tileLabels([
        { id: 'BASE.D', x: 0, y: 0 },
        { id: 'TB.D', x: 1, y: 0 },
        { id: 'BATH.03', x: 2, y: 0 },
      ]).map((l) => l.text),
    ).toEqual(['D', 'D', '3']);
  });

  it('a number without its leading zero, as the words say it ("č. 3")', () => {
    expect(tileLabels([{ id: 'BATH.03', x: 0, y: 0 }]).map((l) => l.text)).toEqual(['3']);
    expect(tileName('BATH.03', getT('cs'))).toBe('č. 3');
  });

  it('an illustrative stand-in has no label (the words call it a tile without a letter)', () => {
    expect(tileLabels([{ id: 'A20.example-anywhere', x: 0, y: 0 }])).toEqual([]);
  });
});
