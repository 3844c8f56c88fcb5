/**
 * Figure kinds are drawn as their module's art declares (`ModuleArt.figures`, the art
 * registry's `figureArt`): the large meeple at its module's scale, outline and reach; a
 * kind no module draws as a normal follower; a kind with a shape of its own (registered
 * here by a test-only art) through that shape, standing and lying, with the looks boards
 * write as `data-figure-kind` (`<kind>`, `<kind>-farmer`; `normal` lying is `farmer`).
 */
import { describe, expect, it } from 'vitest';
import { MODULE_ART } from '../../src/engine/modules/art';
import { LARGE_REACH, LARGE_SCALE } from '../../src/engine/modules/inns-cathedrals/art';
import { ALL_MODULES } from '../../src/engine/index.js';
import { drawsFigure, figureArt, registerArt } from '../../src/art/registry';
import { FIGURE_R, figureReach, meeplePrims } from '../../src/art/meeple';
import { composeFigures, figureLook } from '../../src/art/figures';
import { boardSvg, meepleSvg } from '../../src/art/svg';
import { tileArt } from '../../src/art/tile';
import { tileDef } from '../../src/art/sets';
import type { Prim } from '../../src/art/style';
import type { KnownTileDef } from '../../src/engine/tile-types';

/** The kinds each module declares (its rules), by module id. */
const declared = new Map(ALL_MODULES.map((m) => [m.id, new Set((m.figures ?? []).map((k) => k.id))]));

describe('the registry says how each figure kind is drawn', () => {
  it('the large meeple: its module’s scale, a 1.5× outline and its reach', () => {
    expect(figureArt('large').scale).toBe(LARGE_SCALE);
    expect(figureArt('large').bold).toBe(1.5);
    expect(figureReach('large')).toBe(LARGE_REACH);
    expect(drawsFigure('large')).toBe(true);
  });

  it('normal, and a kind no module draws, look like a normal follower', () => {
    for (const kind of ['normal', 'no-such-kind']) {
      expect(figureArt(kind).scale).toBe(1);
      expect(figureArt(kind).bold ?? 1).toBe(1);
      expect(figureReach(kind)).toBe(FIGURE_R.normal);
      for (const lying of [false, true])
        expect(meeplePrims([50, 50], 'red', kind, lying)).toEqual(meeplePrims([50, 50], 'red', 'normal', lying));
      expect(meepleSvg('blue', kind)).toBe(meepleSvg('blue', 'normal'));
    }
    expect(drawsFigure('no-such-kind')).toBe(false);
    expect(figureLook('no-such-kind', false)).toBe('normal');
    expect(figureLook('no-such-kind', true)).toBe('farmer');
  });

  it('the large meeple is drawn larger than a normal one, standing and lying', () => {
    const width = (prims: Prim[]) => {
      const body = prims.find((p) => p.type === 'poly' && p.fill !== 'none' && !p.fill?.startsWith('rgba'));
      const xs = body && body.type === 'poly' ? body.pts.filter((_, i) => i % 2 === 0) : [];
      return Math.max(...xs) - Math.min(...xs);
    };
    for (const lying of [false, true])
      expect(width(meeplePrims([50, 50], 'red', 'large', lying))).toBeCloseTo(
        LARGE_SCALE * width(meeplePrims([50, 50], 'red', 'normal', lying)),
        1, // points are rounded to 0.01
      );
    // the legend's box grows with the reach: 30 units for a normal figure, 39 for the large one
    expect(meepleSvg('red', 'normal')).toContain('viewBox="-15 -15 30 30"');
    expect(meepleSvg('red', 'large')).toContain('viewBox="-19.5 -19.5 39 39"');
    // a legend's farmer lies down
    expect(meepleSvg('red', 'normal', 24, undefined, true)).not.toBe(meepleSvg('red', 'normal'));
  });

  it('a module’s art draws only figure kinds its own rules declare', () => {
    for (const art of MODULE_ART)
      for (const kind of Object.keys(art.figures ?? {}))
        expect(declared.get(art.id)?.has(kind), `${art.id} draws ${kind}`).toBe(true);
  });

  it('every figure kind a module other than base declares is drawn by its module’s art', () => {
    for (const m of ALL_MODULES) {
      if (m.id === 'base') continue;
      for (const k of m.figures ?? []) {
        if (declared.get('base')!.has(k.id)) continue; // a redefined base kind (the demo's normal)
        expect(MODULE_ART.find((a) => a.id === m.id)?.figures?.[k.id], `${m.id} ${k.id}`).toBeDefined();
      }
    }
  });
});

describe('boards write the look of each figure (data-figure-kind)', () => {
  const looks = (meeples: { at: string; kind?: string }[]) =>
    [
      ...boardSvg({
        tiles: [{ tile: 'BASE.D', at: [0, 0], meeples: meeples.map((m) => ({ player: 'red', ...m }) as never) }],
      }).matchAll(/data-figure-kind="([^"]+)"/g),
    ].map((m) => m[1]);

  it('normal | large | farmer | large-farmer, as the browser tests read them', () => {
    // BASE.D: a city at N, a road through E–W, fields at WNW and SSE
    expect(looks([{ at: 'N' }, { at: 'E', kind: 'large' }])).toEqual(['normal', 'large']);
    expect(
      looks([
        { at: 'WNW', kind: 'normal' },
        { at: 'SSE', kind: 'large' },
      ]),
    ).toEqual(['farmer', 'large-farmer']);
    expect(looks([{ at: 'N', kind: 'no-such-kind' }])).toEqual(['normal']);
  });
});

describe('a kind with a shape of its own (a test-only module art)', () => {
  const calls: { colour: string; lying: boolean; scale: number }[] = [];
  registerArt({
    id: 'test-figure-art',
    figures: {
      'test-blob': {
        scale: 0.8,
        reach: 9,
        prims(at, colour, lying, scale) {
          calls.push({ colour, lying, scale });
          return [{ type: 'circle', role: 'meeple', x: at[0], y: at[1], r: 6 * scale }];
        },
      },
    },
  });

  it('is drawn through its own shape, standing and lying, with its own look', () => {
    const art = tileArt(tileDef('BASE.D') as KnownTileDef, 0);
    const figs = composeFigures(art, [
      { player: 'blue', at: 'N', kind: 'test-blob' },
      { player: 'red', at: 'WNW', kind: 'test-blob' },
    ]);
    expect(figs.map((f) => f.look)).toEqual(['test-blob', 'test-blob-farmer']);
    expect(figs.every((f) => f.prims.length === 1 && f.prims[0]!.type === 'circle')).toBe(true);
    expect(calls).toEqual([
      { colour: 'blue', lying: false, scale: 1 },
      { colour: 'red', lying: true, scale: 1 },
    ]);
    expect(figureReach('test-blob')).toBe(9);
    expect(meepleSvg('red', 'test-blob')).toContain('<circle');
  });

  it('a second registration of a drawn kind is refused', () => {
    expect(() => registerArt({ id: 'test-figure-art-2', figures: { 'test-blob': { scale: 1 } } })).toThrow(
      /figure kind test-blob/,
    );
  });
});
