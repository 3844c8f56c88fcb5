import { test, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import '../../src/engine/modules/index';
import { loadScenario } from '../../src/engine/loader';
import { buildPosition, evaluateScenario, startScenario, type Scenario } from '../../src/engine/scenario';
import { makeNotation, notationOf, positionOf, readNotation } from '../../src/engine/notation';
import { isEngineError } from '../../src/engine/game';
import { pageHref } from '../../src/lib/page-paths';
import { builtExamples, fileFor } from './helpers/dist';
import { offences } from '../helpers/plain-words';
import { exampleFiles } from '../helpers/examples';

// Every scenario file is a worked example on its page (DESIGN 1.5 contract). Two halves:
//
// - The built pages, for every example in both languages (no browser): the example is on its
//   page once, its `source` anchor exists, it opens as a question (no dashed solution tile in
//   the figure, the answer closed, one guess field per player), its generated words name no
//   coordinates or ids (tests/helpers/plain-words.ts), the scenario the page hands
//   its sandbox scores with the engine to the points the rules text states, and its "open in
//   analysis" link names the position before the play with the play's tile in hand.
// - A browser witness per rules page (its first example): the reader's wrong and right
//   guesses, then the solution played through the page's own control to `data-points`.
//   Every example's play through the sandbox controller is a vitest test
//   (tests/sandbox/controller.test.ts); the analysis board opening a link is witnessed in
//   tests/e2e/analysis.spec.ts.

/** How each language's pages name the colours, lowercase too (facts name a holder in a sentence). */
const PLAYER_NAME: Record<'cs' | 'en', Record<string, string>> = {
  cs: { red: 'červen', blue: 'modr', green: 'zelen', yellow: 'žlut', black: 'čern', pink: 'růžov' },
  en: { red: 'Red', blue: 'Blue', green: 'Green', yellow: 'Yellow', black: 'Black', pink: 'Pink' },
};

interface FileScenario {
  page: string;
  file: string;
  s: Scenario;
}
const files: FileScenario[] = exampleFiles().map(({ page, file }) => {
  const r = loadScenario(readFileSync(file, 'utf8'), file);
  if (!r.ok) throw new Error(`${file}: ${JSON.stringify(r.problems)}`);
  return { page, file, s: r.scenario };
});

/** The canonical notation of a scenario's position before its play, with the play's tile in hand. */
function positionBefore(s: Scenario, file: string): string {
  const g = buildPosition(s, file, [])!;
  if (s.play) {
    g.player = g.playerIndex(s.play.player);
    g.setCurrent(s.play.tile);
  }
  return makeNotation(positionOf(g));
}

/** The markup of an example's question figure (before the solution's own figure). */
function questionFigure(html: string): string {
  const start = html.indexOf('data-figure ');
  const end = html.indexOf('data-solution-details');
  return html.slice(start, end < 0 ? undefined : end);
}

test('there are worked examples', () => {
  expect(files.length).toBeGreaterThanOrEqual(30);
});

for (const lang of ['cs', 'en'] as const) {
  test(`built ${lang} pages: every example is on its page as a question that scores as stated and opens in analysis`, () => {
    const built = builtExamples(lang, pageHref);
    const problems: string[] = [];
    for (const { page: slug, file, s } of files) {
      const here = built.filter((e) => e.id === s.id);
      if (here.length !== 1 || here[0]!.slug !== slug) {
        problems.push(`${file}: on ${here.map((e) => e.slug).join(', ') || 'no page'}, expected once on ${slug}`);
        continue;
      }
      const html = here[0]!.html;
      if (s.source) {
        const [srcPage, anchor] = s.source.split('#');
        if (srcPage !== slug) problems.push(`${file}: source page ${srcPage} is not ${slug}`);
        const pageHtml = readFileSync(fileFor(pageHref(lang, slug))!, 'utf8');
        if (anchor && !pageHtml.includes(`id="${anchor}"`))
          problems.push(`${file}: no anchor #${anchor} on ${lang}/${slug}`);
      }
      if (!/\bdata-question\b/.test(html)) problems.push(`${file}: no question`);
      // the generated words (question, move line, points, the result without JavaScript); the
      // caption is written by hand and may name a tile by its catalogue id
      const words = html
        .replace(/<div class="example-caption"[^>]*>[\s\S]*?<\/div>/g, '')
        .replace(/<(script|style|svg|textarea)\b[\s\S]*?<\/\1>/g, '')
        .replace(/<[^>]+>/g, '\n')
        .replace(/&minus;/g, '−');
      for (const o of offences(words)) problems.push(`${file}: ${o}`);
      if (questionFigure(html).includes('stroke-dasharray="8 5"'))
        problems.push(`${file}: the question shows the solution tile`);
      if (/<details[^>]*data-solution-details[^>]*\sopen\b/.test(html)) problems.push(`${file}: the answer is open`);
      // what the modules report beside the board at the start (a King's holder, goods held) is shown with the
      // question, before the answer: each fact's player named there
      const question = html.slice(0, html.indexOf('data-solution-details'));
      const facts = startScenario(s).game.status();
      const listed = /<ul class="example-facts"[^>]*data-facts[^>]*>([\s\S]*?)<\/ul>/.exec(question)?.[1] ?? '';
      if (facts.length && !listed) problems.push(`${file}: the question does not show ${facts.map((f) => f.key)}`);
      for (const f of facts)
        if (
          typeof f.data.player === 'string' &&
          !listed.toLowerCase().includes(PLAYER_NAME[lang][f.data.player]!.toLowerCase())
        )
          problems.push(`${file}: the question's facts do not name ${f.data.player}`);
      if (!facts.length && listed) problems.push(`${file}: facts shown where the position has none`);
      const inputs = [...html.matchAll(/<input[^>]*data-guess-player="([^"]+)"/g)].map((m) => m[1]);
      if (JSON.stringify(inputs) !== JSON.stringify(s.players))
        problems.push(`${file}: guess fields ${inputs.join(',')}`);
      // the scenario the page hands its sandbox, through the engine
      const json = /<script type="application\/json" data-scenario>([\s\S]*?)<\/script>/.exec(html)?.[1];
      if (!json) {
        problems.push(`${file}: no scenario on the page`);
        continue;
      }
      const points = evaluateScenario(JSON.parse(json) as Scenario).points;
      if (JSON.stringify(points) !== JSON.stringify(s.expect?.points))
        problems.push(
          `${file}: the page's scenario scores ${JSON.stringify(points)}, the text says ${JSON.stringify(s.expect?.points)}`,
        );
      // the "open in analysis" link
      const href = /<a href="([^"]*)"[^>]*data-action="analyse"/.exec(html)?.[1]?.replaceAll('&amp;', '&');
      const prefix = lang === 'cs' ? '/cs/rozbor/?pozice=' : '/en/analysis/?pozice=';
      if (!href?.startsWith(prefix)) {
        problems.push(`${file}: analysis link ${href}`);
        continue;
      }
      const g = readNotation(decodeURIComponent(new URL(href, 'http://x').searchParams.get('pozice')!));
      if (isEngineError(g)) problems.push(`${file}: the analysis link does not open: ${g.code} ${g.path}`);
      else if (notationOf(g) !== positionBefore(s, file))
        problems.push(`${file}: the analysis link opens another position`);
    }
    expect(built.length, `examples on the ${lang} pages`).toBe(files.length);
    expect(problems).toEqual([]);
  });
}

// the browser witnesses: the first example of every page with examples
const witnesses = [...new Set(files.map((f) => f.page))].map((page) => files.find((f) => f.page === page)!);

for (const { page: slug, file, s } of witnesses) {
  test(`example ${s.id} (${file}): a wrong guess, a right one, then the solution plays to the stated points`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(`/cs/${slug}/`);
    const root = page.locator(`[data-example="${s.id}"]`);
    await expect(root.locator('[data-question]')).toBeVisible();
    await expect(root.locator('.example-move')).toBeHidden();
    if (s.play) await expect(root.locator('[data-hand] svg')).toBeVisible();
    // a wrong guess, then the right one
    const expected = s.expect!.points!;
    const first = s.players[0]!;
    await root.locator(`input[data-guess-player="${first}"]`).fill(String((expected[first] ?? 0) + 3));
    await root.locator('[data-action="check"]').click();
    await expect(root).toHaveAttribute('data-guessed', 'wrong');
    await expect(root.locator(`[data-guess-result] [data-player="${first}"]`)).toHaveAttribute(
      'data-guess-verdict',
      'wrong',
    );
    for (const p of s.players) await root.locator(`input[data-guess-player="${p}"]`).fill(String(expected[p] ?? 0));
    await root.locator('[data-action="check"]').click();
    await expect(root).toHaveAttribute('data-guessed', 'right');
    await expect(root.locator('[data-guess-verdict="wrong"]')).toHaveCount(0);
    await expect(root).not.toHaveAttribute('data-points', /.*/); // the guess does not start the sandbox
    // the solution: played, and the answer shown
    await root.locator('[data-action="solution"]').click();
    await expect(root).toHaveAttribute('data-points', /.+/, { timeout: 15_000 });
    expect(JSON.parse((await root.getAttribute('data-points'))!), file).toEqual(expected);
    await expect(root.locator('details[data-solution-details]')).toHaveAttribute('open', /.*/);
    if (s.play) await expect(root.locator('.example-move')).toBeVisible();
    expect(errors).toEqual([]);
  });
}
