/**
 * Odd but legal positions (tests/scenarios/odd/*.yaml): each file's expected
 * points were computed by hand from the rules; the engine must agree. A few
 * cases also check where the figures end up.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { evaluateScenario } from '../../src/engine/index.js';
import { loadScenario } from '../../src/engine/loader.js';
import { bathhouses } from '../../src/engine/modules/bathhouses/index.js';
import { awardHolder } from '../../src/engine/modules/king-robber-baron/index.js';
import { played } from './modules/helpers.js';

const dir = join(import.meta.dirname, '..', 'scenarios', 'odd');
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.yaml'))
  .sort();
const text = (f: string) => readFileSync(join(dir, f), 'utf8');

describe('odd but legal positions (tests/scenarios/odd)', () => {
  it.each(files)('%s', (file) => {
    const r = loadScenario(text(file), file);
    if (!r.ok) throw new Error(r.problems.map((p) => `${p.file}: ${p.path}: ${p.message}`).join('\n'));
    const res = evaluateScenario(r.scenario);
    expect(res.points, file).toEqual((r.scenario.expect as { points: unknown }).points);
  });

  it('a lone follower with no free bathhouse goes back to its supply', () => {
    const g = played(text('bathhouse-none-free-follower-returns.yaml'));
    expect(g.available(g.playerIndex('red'), 'normal')).toBe(7);
    expect(bathhouses(g).map((h) => h.occupant?.player)).toEqual([g.playerIndex('blue')]);
    expect(g.events.some((e) => e.type === 'bathhouse')).toBe(false);
  });

  it('the lone follower of a road with an inn and a bathhouse enters that bathhouse', () => {
    const g = played(text('bathhouse-and-inn-one-road-13.yaml'));
    expect(bathhouses(g)[0]!.occupant).toEqual({ player: g.playerIndex('red'), kind: 'normal' });
    expect(g.available(g.playerIndex('red'), 'normal')).toBe(6);
  });

  it('the King passes on the larger of two cities completed by one tile', () => {
    const g = played(text('king-several-cities-one-tile.yaml'));
    expect(awardHolder(g, 'king')).toBe('red');
  });

  it('KRB.01: a joined city is 6 distinct tiles and the placer takes the King', () => {
    const g = played(text('krb-01-both-parts-one-city-12.yaml'));
    const city = g.events.find((e) => e.type === 'feature' && e.feature === 'city')!;
    expect(city.tiles).toBe(6);
    expect(awardHolder(g, 'king')).toBe('red');
  });
});
