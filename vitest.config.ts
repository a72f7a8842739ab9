import { defineConfig } from 'vitest/config';

/**
 * Every unit and API test of the monorepo (DESIGN §8). Tests run with TZ=UTC (STYLE habit 6).
 * The API suite runs on SQLite, and again on PostgreSQL when TEST_DATABASE_URL is set (CI).
 * Only *.test.ts(x) files: the Playwright specs in apps/web/e2e are not vitest's.
 */
const api = (name: string, db: 'sqlite' | 'pg') => ({
  test: {
    name,
    ...(db === 'pg' ? { globalSetup: ['apps/api/test/pg-global-setup.ts'] } : {}),
    include: ['apps/api/**/*.test.ts'],
    env: { TEST_DB: db, TZ: 'UTC' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', include: ['packages/**/*.test.ts'], env: { TZ: 'UTC' } } },
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs', 'apps/*/scripts/**/*.test.mjs'] } },
      api('api-sqlite', 'sqlite'),
      ...(process.env.TEST_DATABASE_URL ? [api('api-pg', 'pg')] : []),
      'apps/web/vitest.config.ts',
    ],
  },
});
