/**
 * The lazy module list (src/engine/modules/lazy.ts) and the lazy art list (art-lazy.ts): they
 * name the same modules as the static lists, and loading some sets registers those sets, the
 * base game and what they require, nothing else. Runs isolated (vitest.config.ts): it loads
 * the engine afresh to see an empty registry.
 */
import { describe, expect, it, vi } from 'vitest';
import { ALL_MODULES } from '../../src/engine/index.js';
import { LAZY_MODULES } from '../../src/engine/modules/lazy.js';
import { LAZY_ART } from '../../src/engine/modules/art-lazy.js';
import { MODULE_ART } from '../../src/engine/modules/art.js';

describe('the lazy lists name what the static lists name', () => {
  it('every module of modules/index.ts, each loader giving that very module', async () => {
    expect(Object.keys(LAZY_MODULES).sort()).toEqual(ALL_MODULES.map((m) => m.id).sort());
    for (const m of ALL_MODULES) expect(await LAZY_MODULES[m.id]!()).toBe(m);
  });

  it('every module art of modules/art.ts, in its drawing order', async () => {
    expect(Object.keys(LAZY_ART)).toEqual(MODULE_ART.map((a) => a.id));
    for (const a of MODULE_ART) expect(await LAZY_ART[a.id]!()).toBe(a);
  });
});

describe('loadModules on an engine that registered nothing yet', () => {
  it('registers the sets asked for, the base game and what they require, and nothing else', async () => {
    vi.resetModules();
    const core = await import('../../src/engine/core.js');
    expect(core.moduleIds()).toEqual([]);
    expect(core.tileDef('BATH.01')).toBeUndefined();
    const ids = await core.loadModules(['bathhouses']);
    expect(Array.isArray(ids) && [...ids].sort()).toEqual(['base', 'bathhouses']);
    expect(core.moduleIds().sort()).toEqual(['base', 'bathhouses']);
    expect(core.tileDef('BATH.01')?.id).toBe('BATH.01');
    expect(core.tileDef('IC.A')).toBeUndefined();
    // a game with the loaded sets starts; one with a set not loaded is refused by name
    expect('code' in core.Game.create({ players: ['red', 'blue'], modules: ['bathhouses'], seed: 1 })).toBe(false);
    const refused = core.Game.create({ players: ['red', 'blue'], modules: ['inns-cathedrals'], seed: 1 });
    expect('code' in refused && refused.code).toBe('module.unknown');
    // loading again, in any order, changes nothing and keeps the same module objects
    const before = core.getModule('bathhouses');
    await core.loadModules(['bathhouses', 'base']);
    expect(core.getModule('bathhouses')).toBe(before);
    expect(core.moduleIds().length).toBe(2);
  });

  it('refuses an unknown module by its place in the list, before loading anything', async () => {
    vi.resetModules();
    const core = await import('../../src/engine/core.js');
    const e = await core.loadModules(['inns-cathedrals', 'no-such-set']);
    expect(!Array.isArray(e) && e.code).toBe('module.unknown');
    expect(!Array.isArray(e) && e.path).toBe('modules[1]');
    expect(!Array.isArray(e) && e.params?.id).toBe('no-such-set');
    expect(core.moduleIds()).toEqual([]);
  });
});
