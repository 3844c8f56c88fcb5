import { describe, expect, it } from 'vitest';
import { getT } from '../../src/i18n';
import { loadT } from '../../src/i18n/client';
import cs from '../../src/i18n/locales/cs.json';
import en from '../../src/i18n/locales/en.json';
import csPages from '../../src/i18n/locales/pages.cs.json';
import enPages from '../../src/i18n/locales/pages.en.json';
import csSite from '../../src/i18n/locales/site.cs.json';
import enSite from '../../src/i18n/locales/site.en.json';
import csAnalysis from '../../src/i18n/locales/analysis.cs.json';
import enAnalysis from '../../src/i18n/locales/analysis.en.json';
import csPlay from '../../src/i18n/locales/play.cs.json';
import enPlay from '../../src/i18n/locales/play.en.json';
import csTrainer from '../../src/i18n/locales/trainer.cs.json';
import enTrainer from '../../src/i18n/locales/trainer.en.json';

describe('i18next plurals', () => {
  const t = getT('cs');
  it('Czech points: 1 bod, 2 body, 5 bodů', () => {
    expect(t('count.points', { count: 1 })).toBe('1 bod');
    expect(t('count.points', { count: 2 })).toBe('2 body');
    expect(t('count.points', { count: 4 })).toBe('4 body');
    expect(t('count.points', { count: 5 })).toBe('5 bodů');
    expect(t('count.points', { count: 0 })).toBe('0 bodů');
    expect(t('count.points', { count: 27 })).toBe('27 bodů');
  });
  it('Czech tiles: 1 kartička, 3 kartičky, 5 kartiček', () => {
    expect(t('count.tiles', { count: 1 })).toBe('1 kartička');
    expect(t('count.tiles', { count: 3 })).toBe('3 kartičky');
    expect(t('count.tiles', { count: 5 })).toBe('5 kartiček');
  });
  it('English plurals', () => {
    const e = getT('en');
    expect(e('count.points', { count: 1 })).toBe('1 point');
    expect(e('count.points', { count: 12 })).toBe('12 points');
  });
  it('unknown language falls back to Czech', () => {
    expect(getT('de')('count.points', { count: 2 })).toBe('2 body');
  });
});

/** Flattens nested locale objects to dotted keys, plural suffixes removed. */
function keys(o: object, prefix = ''): Set<string> {
  const out = new Set<string>();
  for (const [k, v] of Object.entries(o)) {
    const key = prefix + k.replace(/_(one|few|many|other)$/, '');
    if (v && typeof v === 'object') keys(v, key + '.').forEach((x) => out.add(x));
    else out.add(key);
  }
  return out;
}

describe('locales', () => {
  it('English has every Czech key and no extra one', () => {
    expect([...keys(en)].sort()).toEqual([...keys(cs)].sort());
    expect([...keys(enSite)].sort()).toEqual([...keys(csSite)].sort());
    expect([...keys(enPages)].sort()).toEqual([...keys(csPages)].sort());
    expect([...keys(enAnalysis)].sort()).toEqual([...keys(csAnalysis)].sort());
  });
});

describe('Czech verbs agree with the player', () => {
  it('no Czech string gives both forms of a verb ("přiložil(a)"): players are worded by their colour, masculine', async () => {
    const { existsSync, readdirSync, readFileSync } = await import('node:fs');
    const files = [
      ...readdirSync('src/i18n/locales')
        .filter((f) => f.endsWith('.json') && (f === 'cs.json' || f.endsWith('.cs.json')))
        .map((f) => `src/i18n/locales/${f}`),
      ...readdirSync('src/engine/modules')
        .map((m) => `src/engine/modules/${m}/locales/cs.json`)
        .filter((f) => existsSync(f)),
    ];
    expect(files.length).toBeGreaterThan(10);
    for (const f of files) expect(readFileSync(f, 'utf8'), f).not.toMatch(/\p{L}\(a\)/u);
  });
  it('a player with a name of their own: the colour is the subject in Czech, the name follows in brackets', () => {
    expect(csPlay.subject).toBe('{{colour}} ({{name}})');
    expect(enPlay.subject).toBe('{{name}} ({{colour}})');
    // the move lines take that subject as it is: no second, "named" form of the verb
    expect(csPlay.moves.entry).toBe('{{n}}. {{player}} přiložil {{tile}} {{place}}{{figure}}');
    expect(Object.keys(csPlay.moves)).not.toContain('entry_named');
    expect(Object.keys(csPlay.status)).not.toContain('played_named');
  });
});

describe('strings loaded in the browser (loadT)', () => {
  it("carry one language's site and module strings, the same as getT gives, without the page frame's", async () => {
    for (const lang of ['cs', 'en']) {
      const t = await loadT(lang);
      const all = getT(lang);
      for (const key of ['count.points', 'sandbox.refused', 'bathhouses:event.enter', 'score.total']) {
        expect(all(key, { count: 2 }), `${lang} ${key} is a string`).not.toBe(key);
        expect(t(key, { count: 2 }), `${lang} ${key}`).toBe(all(key, { count: 2 }));
      }
      expect(t('count.points', { count: 2 })).toBe(lang === 'cs' ? '2 body' : '2 points');
      // the page frame's, the built pages' and the analysis board's strings stay out
      expect(t('site.name')).toBe('site.name');
      expect(t('example.label')).toBe('example.label');
      expect(all('site.name')).not.toBe('site.name');
    }
    expect(await loadT('de')).toBe(await loadT('cs'));
  });
  it("with a list of sets, carry those sets' wording and no other set's (a worked example's page)", async () => {
    const all = getT('cs');
    const t = await loadT('cs', undefined, ['base', 'bathhouses']);
    expect(t('bathhouses:event.enter')).toBe(all('bathhouses:event.enter'));
    expect(t('count.points', { count: 5 })).toBe('5 bodů');
    const other = 'inns-cathedrals:figure.large';
    expect(all(other), 'a key of another set that getT words').not.toBe(other);
    expect(t(other)).not.toBe(all(other));
    expect(await loadT('cs', undefined, ['bathhouses', 'base'])).toBe(t);
  });
  it("free play's own strings: English has every Czech key and no extra one", () => {
    expect([...keys(enPlay)].sort()).toEqual([...keys(csPlay)].sort());
  });
  it("the trainer's own strings: English has every Czech key and no extra one; loadT adds them to one language", async () => {
    expect([...keys(enTrainer)].sort()).toEqual([...keys(csTrainer)].sort());
    const strings = { cs: csTrainer, en: enTrainer };
    const t = await loadT('en', { key: 'trainer', strings });
    expect(t('trainer.result.next')).toBe(enTrainer.result.next);
    expect(t('count.points', { count: 2 })).toBe('2 points');
    expect(t('site.name')).toBe('site.name');
    // the plain loader stays without them
    expect((await loadT('en'))('trainer.result.next')).toBe('trainer.result.next');
  });
});

import { bindOneLetterWords, czechTypography, textLanguage } from '../../src/site/czech-typography.mjs';
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

describe('Czech typography', () => {
  it('binds one-letter prepositions and conjunctions to the next word', () => {
    expect(bindOneLetterWords('<p>Hraje se s kartičkami a v lese k obědu.</p>')).toBe(
      '<p>Hraje se s\u00a0kartičkami a\u00a0v\u00a0lese k\u00a0obědu.</p>',
    );
    expect(bindOneLetterWords('<p>V městě</p>')).toBe('<p>V\u00a0městě</p>');
  });
  it('leaves tags, scripts and words ending in those letters alone', () => {
    const html = '<a class="a b" href="/s v">tam a</a><script>var a = 1; if (a v) {}</script><p>lesa ve</p>';
    expect(bindOneLetterWords(html)).toBe(
      '<a class="a b" href="/s v">tam a</a><script>var a = 1; if (a v) {}</script><p>lesa ve</p>',
    );
  });
  // issue 36: the embed pages (no data-content-lang on their root) kept 594 line-ending prepositions
  it('applies to every built Czech page: rules pages by their text language, embed pages by their language', async () => {
    expect(textLanguage('<!doctype html><html lang="en" data-content-lang="cs"><head>')).toBe('cs');
    expect(textLanguage('<!doctype html><html lang="cs"><head>')).toBe('cs');
    expect(textLanguage('<!doctype html><html lang="en"><head>')).toBe('en');
    expect(textLanguage('<p lang="cs">')).toBeNull();
    const dir = mkdtempSync(join(tmpdir(), 'typo-'));
    const pages = {
      'cs/vlozit/x/index.html': '<!doctype html><html lang="cs"><body data-embed="example"><p>Hraje se s kartou</p>',
      'cs/lazne/index.html': '<!doctype html><html lang="cs" data-content-lang="cs"><body><p>v lese</p>',
      'en/embed/x/index.html': '<!doctype html><html lang="en"><body><p>a cat</p>',
    };
    for (const [f, html] of Object.entries(pages)) {
      mkdirSync(join(dir, f, '..'), { recursive: true });
      writeFileSync(join(dir, f), html);
    }
    const hook = czechTypography().hooks['astro:build:done'];
    await hook({ dir: pathToFileURL(`${dir}/`) });
    const read = (f: string) => readFileSync(join(dir, f), 'utf8');
    expect(read('cs/vlozit/x/index.html')).toContain('<p>Hraje se s\u00a0kartou</p>');
    expect(read('cs/lazne/index.html')).toContain('<p>v\u00a0lese</p>');
    expect(read('en/embed/x/index.html')).toContain('<p>a cat</p>');
  });
});

import { slugify } from '../../src/site/rehype-page.mjs';

describe('heading anchors', () => {
  it('are Czech text without diacritics, kebab-case', () => {
    expect(slugify('Vyhodnocení města s katedrálou')).toBe('vyhodnoceni-mesta-s-katedralou');
    expect(slugify('Bodovací kartičky 50/100')).toBe('bodovaci-karticky-50-100');
    expect(slugify('  Otázky a odpovědi?  ')).toBe('otazky-a-odpovedi');
  });
});
