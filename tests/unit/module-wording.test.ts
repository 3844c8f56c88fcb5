/**
 * Each rule module words its own events, facts, choices and tile attributes (strings in
 * src/engine/modules/<id>/locales/), and the tile art draws its attributes through the
 * art registry: every key the engine emits must resolve in both languages, every module
 * attribute in the tile data must be known to the art registry, and the code outside
 * the module folders must name no module (no id, tile set, attribute, position state
 * field or scenario file field of one).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_MODULES, evaluateScenario, type ScoreEvent } from '../../src/engine/index';
import { loadScenario } from '../../src/engine/loader';
import { MODULE_SCHEMAS } from '../../src/engine/modules/schemas';
import { FEATURE_ATTRS, TILE_ATTRS } from '../../src/art/registry';
import { tileSets } from '../../src/art/sets';
import { getT, LANGS, MODULE_NAMESPACES, resources } from '../../src/i18n';
import { randomGame } from '../../bench/random-game';
import { explainEvent } from '../../src/board/words/explain';

const ROOT = join(import.meta.dirname, '..', '..');

function files(dir: string, ext: RegExp): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p, ext) : ext.test(f) ? [p] : [];
  });
}

/** Dotted keys of a locale object, plural and context suffixes removed. */
function keys(o: object, prefix = ''): Set<string> {
  const out = new Set<string>();
  for (const [k, v] of Object.entries(o)) {
    const key = prefix + k.replace(/_(zero|one|two|few|many|other)$/, '');
    if (v && typeof v === 'object' && !Array.isArray(v)) keys(v, key + '.').forEach((x) => out.add(x));
    else out.add(key);
  }
  return out;
}

describe('module locales', () => {
  it('every module namespace exists in both languages with the same keys', () => {
    expect(MODULE_NAMESPACES.length).toBeGreaterThan(0);
    for (const ns of MODULE_NAMESPACES) {
      const cs = (resources.cs as Record<string, object>)[ns];
      const en = (resources.en as Record<string, object>)[ns];
      expect(cs, `${ns} cs`).toBeDefined();
      expect(en, `${ns} en`).toBeDefined();
      expect([...keys(en!)].sort(), ns).toEqual([...keys(cs!)].sort());
    }
  });
  it('namespaces are the ids of registered modules', () => {
    for (const ns of MODULE_NAMESPACES) expect(ALL_MODULES.map((m) => m.id)).toContain(ns);
  });
});

describe('keys the engine emits resolve in both languages', () => {
  const events: ScoreEvent[] = [];
  for (const f of files(join(ROOT, 'content', 'examples'), /\.yaml$/)) {
    const r = loadScenario(readFileSync(f, 'utf8'), f);
    if (r.ok) events.push(...evaluateScenario(r.scenario).events);
  }
  const all = ALL_MODULES.map((m) => m.id).filter((id) => id !== 'demo');
  for (const seed of [3, 8]) events.push(...randomGame(seed, ['red', 'blue', 'green'], all).events);
  const moduleEvents = events.filter((e) => e.type !== 'feature');

  it('module events carry a key of their module', () => {
    expect(moduleEvents.length).toBeGreaterThan(0);
    for (const e of moduleEvents) expect(e.key?.startsWith(`${e.module}:`), JSON.stringify(e)).toBe(true);
  });
  for (const lang of LANGS) {
    it(`${lang}: event and modifier keys have strings, fully resolved`, () => {
      const t = getT(lang);
      for (const e of moduleEvents) {
        // worded as readers see it: through the sandbox's wording with its parameters
        const text = explainEvent(e, t);
        expect(t(e.key!, { defaultValue: '' }), e.key).not.toBe('');
        expect(text, e.key).not.toBe('');
        expect(text, e.key).not.toMatch(/\$t\(|\{\{|:event\./);
      }
      for (const e of events)
        for (const m of e.modifiers) {
          if (e.type !== 'feature' || m.module === 'base') continue;
          expect(t(`${m.module}:modifier.${m.id}`, { value: 1, defaultValue: '' }), `${m.module}:${m.id}`).not.toBe('');
        }
    });
  }
});

describe('module attributes in the tile data are known to the art registry', () => {
  // attributes the core art draws itself, and tile data bookkeeping
  const CORE_FEATURE = new Set(['bridge', 'stubs']);
  const CORE_TILE = new Set(['stubs', 'illustrative']);
  const feature = new Set(FEATURE_ATTRS.map((a) => a.attr));
  const tile = new Set(TILE_ATTRS.map((a) => a.attr));
  for (const set of tileSets()) {
    it(set.id, () => {
      for (const def of set.tiles) {
        for (const k of Object.keys(def.attrs ?? {}))
          expect(CORE_TILE.has(k) || tile.has(k), `${def.id} tile attribute ${k}`).toBe(true);
        if (!def.known) continue;
        for (const f of def.features)
          for (const k of Object.keys(f.attrs ?? {})) {
            expect(CORE_FEATURE.has(k) || feature.has(k), `${def.id} feature attribute ${k}`).toBe(true);
          }
      }
    });
  }
});

describe('code outside the module folders names no module', () => {
  const ids = ALL_MODULES.map((m) => m.id).filter((id) => id !== 'base');
  const sets = tileSets()
    .map((s) => s.id)
    .filter((id) => id !== 'BASE');
  const names = [
    ...ids.map((id) => new RegExp(`\\b${id}\\b`)),
    ...sets.map((id) => new RegExp(`\\b${id}\\.`)),
    ...FEATURE_ATTRS.map((a) => new RegExp(`['"\`.]${a.attr}\\b`)),
    ...TILE_ATTRS.map((a) => new RegExp(`['"\`.]${a.attr}\\b`)),
    // the fields of the modules' position state and their top-level scenario file fields
    ...ALL_MODULES.flatMap((m) => m.state?.fields ?? []).map((f) => new RegExp(`['"\`.]${f.id}\\b`)),
    ...Object.values(MODULE_SCHEMAS)
      .flatMap((s) => Object.keys(s.root ?? {}))
      .map((k) => new RegExp(`['"\`.]${k}\\b`)),
  ];
  const src = join(ROOT, 'src');
  const code = [
    ...files(join(src, 'engine'), /\.ts$/).filter((f) => !relative(join(src, 'engine'), f).startsWith('modules')),
    ...[
      'analysis',
      'art',
      'board',
      'sandbox',
      'components',
      'pages',
      'i18n',
      'layouts',
      'lib',
      'site',
      'play',
      'trainer',
    ].flatMap((d) => files(join(src, d), /\.(ts|astro|mjs)$/)),
  ];
  /** The file without comments (line, block and HTML comments). */
  const strip = (s: string) =>
    s
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  it.each(code.map((f) => relative(ROOT, f)))('%s', (rel) => {
    const text = strip(readFileSync(join(ROOT, rel), 'utf8'));
    for (const re of names) expect(re.test(text), `${rel} names ${re}`).toBe(false);
  });
});

describe('modules word their tile sets and tile filters (the tile catalogue)', () => {
  for (const m of ALL_MODULES) {
    it(m.id, () => {
      for (const lang of LANGS) {
        const t = getT(lang);
        for (const set of m.tileSets ?? []) {
          for (const part of ['name', 'edition']) {
            const key = `${m.id}:tileSet.${set.id}.${part}`;
            expect(t(key, { defaultValue: '' }), `${lang} ${key}`).not.toBe('');
          }
        }
        for (const f of m.tileFilters ?? []) {
          const key = `${m.id}:filter.${f.attr}`;
          expect(t(key, { defaultValue: '' }), `${lang} ${key}`).not.toBe('');
        }
      }
      // a filter names an attribute the module's own tiles carry where it says
      for (const f of m.tileFilters ?? []) {
        const tiles = (m.tileSets ?? []).flatMap((s) => s.tiles);
        const carried = tiles.some((d) =>
          f.on === 'tile' ? !!d.attrs?.[f.attr] : d.known && d.features.some((x) => !!x.attrs?.[f.attr]),
        );
        expect(carried, `${m.id} filter ${f.attr} on ${f.on}`).toBe(true);
      }
    });
  }
});
