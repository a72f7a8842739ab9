import { defineConfig } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Whole journeys in real Chromium (docs/architecture.md §9): Debian's /usr/bin/chromium, against the API
 * server serving the built site on a fresh SQLite database, at 1280 px and 375 px wide.
 * Run `npm run build` first (the root `npm test` does).
 *
 * E2E_LOG_LEVEL=info prints each server's request log (one JSON line per request, prefixed
 * [WebServer]), to see what a journey asked of its server and when.
 *
 * E2E_WORKERS workers (default 2) run the spec files side by side, each against a server of its
 * own on port E2E_PORT + its parallel index, with a database of its own (<E2E_DATA_DIR>/w<index>):
 * a worker's journeys see only their own bookings, seats, mails and rate limits, as when they ran
 * one after another. This file is read again in each worker, where TEST_PARALLEL_INDEX is set.
 */
const port = Number(process.env.E2E_PORT ?? 3210);
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
// Set once by the runner; its workers inherit it, so specs can reach their server's database (the
// partner-user command of ADR 008 runs against it: e2e/booking-helpers.ts).
process.env.E2E_DATA_DIR ??= join(tmpdir(), `alpine-e2e-${process.pid}`);
const dataDir = process.env.E2E_DATA_DIR;
/** This worker's server (0 in the runner, which starts them all). */
const workerIndex = Number(process.env.TEST_PARALLEL_INDEX ?? 0);

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  // a journey's steps each wait at most 10 s (expect); the whole journey gets 2 min, since the
  // longest (two coach bookings, then the operator's console) took 60 s on a loaded 2-core runner
  // and a retry of it then meets the review limit its first try used up (ADR 010)
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: join(tmpdir(), 'alpine-e2e-results'),
  use: {
    baseURL: `http://127.0.0.1:${port + workerIndex}`,
    // Journeys start with cookies declined, so the consent banner (ADR 016) is not in their
    // way; e2e/consent.spec.ts starts without the cookie and tests the banner itself.
    storageState: {
      cookies: [
        {
          name: 'alpine_consent',
          value: 'declined',
          domain: '127.0.0.1',
          path: '/',
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: [],
    },
    // A failed journey keeps its trace (run locally): each action's DOM before and after, its
    // network and its console. In CI (retries: 1) the trace is recorded only when a test runs again,
    // Playwright's usual CI setting: recording it for every test, kept or not, cost 9-17 % of the
    // journeys' time (docs/benchmarks.md, CI and the host), and a clean CI runner keeps no files to
    // open it from. The trace's film strip (a screencast of every test) stays off everywhere: on the
    // booking and accounts journeys it took 40 % more CPU and 27-60 % more wall time than no trace.
    // A screenshot of the page as it failed is kept in both.
    trace: {
      mode: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
      screenshots: false,
      snapshots: true,
      sources: true,
    },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
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
  projects: [
    { name: 'desktop', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } },
    {
      name: 'mobile',
      use: { browserName: 'chromium', viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true },
      // what does not depend on the width runs once, at 1280 px (CI time, docs/architecture.md §5): the
      // console check, the deploy-while-open reload, the stored-state checks, the keyboard journey, the
      // pre-rendered HTML and its hydration, and the tests tagged @any-width
      grepInvert: /@any-width/,
      testIgnore: [
        '**/prerender.spec.ts',
        '**/console-errors.spec.ts',
        '**/deploy-while-open.spec.ts',
        '**/booking-state.spec.ts',
        '**/keyboard-journey.spec.ts',
      ],
    },
  ],
  webServer: Array.from({ length: workers }, (_, index) => ({
    command: 'node --import tsx ../api/src/server.ts',
    cwd: import.meta.dirname,
    url: `http://127.0.0.1:${port + index}/api/v1/config`,
    reuseExistingServer: false,
    stdout: process.env.E2E_LOG_LEVEL ? 'pipe' : 'ignore',
    timeout: 120_000,
    env: {
      PORT: String(port + index),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${join(dataDir, `w${index}`, 'e2e.sqlite')}`,
      DATA_DIR: join(dataDir, `w${index}`),
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      SEARCH_CACHE_SECONDS: '0',
    },
  })),
});
