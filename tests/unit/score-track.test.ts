/**
 * The shared score track (src/lib/score-track.ts): the space a total stands on and the score
 * tile lying by it (Inns & Cathedrals "Bodovací kartičky": 50 on the front, 100 on the back),
 * and the SVG drawn from them (free play and the rules pages).
 */
import { describe, expect, it } from 'vitest';
import { PLAYER_SWATCH, scoreTrackSvg, trackPlace } from '../../src/lib/score-track';

/** The figures of an SVG: fill colour and centre. */
function figures(svg: string): { fill: string; cx: number; cy: number }[] {
  return [...svg.matchAll(/<circle cx="([\d.]+)" cy="([\d.]+)" r="[\d.]+" fill="([^"]+)"/g)].map((m) => ({
    fill: m[3]!,
    cx: Number(m[1]),
    cy: Number(m[2]),
  }));
}

/** The values written on the score tiles of an SVG. */
function cards(svg: string): string[] {
  return [...svg.matchAll(/font-weight="700"[^>]*>(\d+)<\/text>/g)].map((m) => m[1]!);
}

describe('score track', () => {
  it('puts a total on its space modulo 50 with the score tile of the rest', () => {
    expect(trackPlace(48)).toEqual({ space: 48, card: 0 });
    expect(trackPlace(52)).toEqual({ space: 2, card: 50 });
    expect(trackPlace(100)).toEqual({ space: 0, card: 100 });
    expect(trackPlace(149)).toEqual({ space: 49, card: 100 });
    expect(trackPlace(-3)).toEqual({ space: 0, card: 0 });
  });

  it('draws 50 spaces, one figure per player on its space, and a tile only from 50 points on', () => {
    const before = scoreTrackSvg([
      { colour: 'red', score: 48 },
      { colour: 'blue', score: 30 },
    ]);
    const after = scoreTrackSvg([
      { colour: 'red', score: 52 },
      { colour: 'blue', score: 30 },
    ]);
    for (const svg of [before, after]) {
      expect(svg.match(/<rect x="[\d.]+" y="[\d.]+" width="26"/g)).toHaveLength(50);
      expect(svg).toContain('aria-hidden="true"');
    }
    const [r1, b1] = figures(before);
    const [r2, b2] = figures(after);
    expect(r1!.fill).toBe(PLAYER_SWATCH.red);
    expect(b1!.fill).toBe(PLAYER_SWATCH.blue);
    // space 48 is row 4, column 8; space 2 is row 0, column 2 (28 units a space)
    expect([Math.floor(r1!.cx / 28), Math.floor(r1!.cy / 28)]).toEqual([8, 4]);
    expect([Math.floor(r2!.cx / 28), Math.floor(r2!.cy / 28)]).toEqual([2, 0]);
    expect(b2).toEqual(b1);
    expect(cards(before)).toEqual([]);
    expect(cards(after)).toEqual(['50']);
  });

  it('a negative score stands on 0 with a tag showing it, not as a plain 0', () => {
    const svg = scoreTrackSvg([
      { colour: 'red', score: -3 },
      { colour: 'blue', score: 0 },
    ]);
    const [red, blue] = figures(svg);
    expect([Math.floor(red!.cx / 28), Math.floor(red!.cy / 28)]).toEqual([0, 0]);
    expect([Math.floor(blue!.cx / 28), Math.floor(blue!.cy / 28)]).toEqual([0, 0]);
    expect([...svg.matchAll(/data-negative="">([^<]+)</g)].map((m) => m[1])).toEqual(['−3']);
    expect(cards(svg)).toEqual([]);
  });
});
