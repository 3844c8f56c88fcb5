import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';

/**
 * Browser tests against the built site (`npm run build` first; `scripts/test.mjs` does it).
 * Chromium: PLAYWRIGHT_CHROMIUM (env); else Debian's headless shell
 * (/usr/bin/chromium-headless-shell, package `chromium-headless-shell`: the same engine without
 * the browser's window machinery, the build Playwright itself runs headless tests on; the whole
 * browser suite took 6.2 min with it instead of 12 on 2 cores); else Debian's /usr/bin/chromium;
 * else Playwright's own bundled browser (on a machine where `npx playwright install` works).
 */
const system =
  process.env.PLAYWRIGHT_CHROMIUM ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((p) => existsSync(p));
const port = Number(process.env.PORT ?? 4321);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // two browsers at a time at least (the default, half the cores, is one on a 2-core machine)
  workers: process.env.CI ? 2 : Math.max(2, Math.floor(availableParallelism() / 2)),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // the site's service worker (offline use) stays out of the tests that do not test it:
    // tests/e2e/offline.spec.ts allows it
    serviceWorkers: 'block',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: system,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `node scripts/serve.mjs --port ${port}`,
    url: `http://127.0.0.1:${port}/cs/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
