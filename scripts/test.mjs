#!/usr/bin/env node
// `npm test`: every test of the project, in order — unit/engine/scenario tests (vitest), the
// engine type check without DOM types (`tsc -p src/engine`), lint and formatter check,
// the site build (which itself fails on an invalid page or example), and the browser tests
// (Playwright against the built site). Ends with one plain line "N passed, N failed"
// (the build counts as one test) and exits 1 on any failure.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';

mkdirSync('reports', { recursive: true });
const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' };
let passed = 0;
let failed = 0;
const only = process.argv[2]; // optional: "unit" or "e2e"

const times = [];
const started = Date.now();
/** Seconds since `t0`, one decimal. */
const since = (t0) => ((Date.now() - t0) / 1000).toFixed(1);

function run(cmd, args, extraEnv = {}) {
  const t0 = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...env, ...extraEnv } });
  times.push(`${[cmd, ...args.filter((a) => !a.startsWith('--'))].slice(0, 3).join(' ')}: ${since(t0)} s`);
  return r.status ?? 1;
}
function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

if (only !== 'e2e') {
  const rc = run('npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    '--outputFile.json=reports/vitest.json',
  ]);
  const j = readJson('reports/vitest.json');
  if (j) {
    passed += j.numPassedTests;
    failed +=
      j.numFailedTests +
      (j.numTotalTestSuites && j.testResults
        ? j.testResults.filter((s) => s.status === 'failed' && s.assertionResults.length === 0).length
        : 0);
  } else if (rc !== 0) failed += 1;
  console.log(`unit: ${j ? j.numPassedTests : 0} passed, ${j ? j.numFailedTests : 1} failed`);
}

if (only !== 'e2e') {
  // the engine alone, without DOM or Node types: its purity is checked by the compiler
  const rc = run('npx', ['tsc', '-p', 'src/engine', '--noEmit']);
  if (rc === 0) passed += 1;
  else failed += 1;
  console.log(`engine typecheck: ${rc === 0 ? '1 passed, 0 failed' : '0 passed, 1 failed'}`);
}

if (only !== 'e2e') {
  // lint (import cycles, the engine importing art/sandbox/DOM/Node code, likely mistakes) and the formatter check
  const rc = run('npm', ['run', 'lint', '--silent']);
  if (rc === 0) passed += 1;
  else failed += 1;
  console.log(`lint: ${rc === 0 ? '1 passed, 0 failed' : '0 passed, 1 failed'}`);
}

if (only !== 'e2e') {
  // type check of the whole project (site, engine, tests); counts as one test
  const rc = run('npx', ['astro', 'check']);
  if (rc === 0) passed += 1;
  else failed += 1;
  console.log(`typecheck: ${rc === 0 ? '1 passed, 0 failed' : '0 passed, 1 failed'}`);
}

if (only !== 'unit') {
  const rc = run('npm', ['run', 'build']);
  if (rc === 0) passed += 1;
  else failed += 1;
  console.log(`build: ${rc === 0 ? '1 passed, 0 failed' : '0 passed, 1 failed'}`);
  if (rc === 0) {
    run('npx', ['playwright', 'test', '--reporter=list,json'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: 'reports/playwright.json',
    });
    const j = readJson('reports/playwright.json');
    if (j) {
      const s = j.stats;
      const e2eFailed = s.unexpected + (j.errors?.length ?? 0);
      passed += s.expected + s.flaky;
      failed += e2eFailed;
      console.log(`e2e: ${s.expected + s.flaky} passed, ${e2eFailed} failed`);
    } else {
      failed += 1;
      console.log('e2e: 0 passed, 1 failed (no report)');
    }
  }
}

// the time of each stage, so that a slow one shows (the whole at most 12 minutes on 2 cores)
console.log(`stage times: ${times.join('; ')}; in all ${since(started)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
