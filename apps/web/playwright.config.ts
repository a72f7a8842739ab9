import { defineConfig } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Whole journeys in real Chromium (DESIGN §8): Debian's /usr/bin/chromium, against the API server
 * serving the built site on a fresh SQLite database, at 1280 px and 375 px wide.
 * Run `npm run build` first (the root `npm test` does).
 */
const port = Number(process.env.E2E_PORT ?? 3210);
// Set once by the runner; its workers inherit it, so specs can reach the same database (the
// partner-user command of issue 7 §3 runs against it).
process.env.E2E_DATA_DIR ??= join(tmpdir(), `alpine-e2e-${process.pid}`);
const dataDir = process.env.E2E_DATA_DIR;

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: join(tmpdir(), 'alpine-e2e-results'),
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Journeys start with cookies declined, so the consent banner (issue 10 §4) is not in their
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
    trace: 'retain-on-failure',
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
    },
  ],
  webServer: {
    command: 'node --import tsx ../api/src/server.ts',
    cwd: import.meta.dirname,
    url: `http://127.0.0.1:${port}/api/v1/config`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${join(dataDir, 'e2e.sqlite')}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEARCH_CACHE_SECONDS: '0',
    },
  },
});
