import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import { databaseFreeApiTests } from './scripts/database-free-api-tests.mjs';

/**
 * Every unit and API test of the monorepo (docs/architecture.md §9). Tests run with TZ=UTC
 * (docs/architecture.md §12.6). The API suite runs on SQLite, and again on PostgreSQL when TEST_DATABASE_URL
 * is set (CI). Only *.test.ts(x) files: the Playwright specs in apps/web/e2e are not vitest's.
 *
 * Speed (CI under 20 min on 2 cores): the API and domain files share their workers' module cache
 * (`isolate: false`: each test builds its own app and database, so no state is shared but the
 * imported code), and at least two workers run, since API tests wait on PostgreSQL half the time
 * (measured on this 2-core machine: API + domain files 8 min 22 s on one worker, 5 min 12 s on two;
 * the whole vitest run with isolated files on one worker took 13 min 40 s). The web component files
 * share theirs as well, but for the pre-rendering one (apps/web/vitest.config.ts: 93 s -> 26 s).
 * The API files that open no database (pure functions, a bare Fastify) run in the SQLite project
 * only; every file that touches the database runs on both. Which is which is read from each file's
 * imports when vitest starts (scripts/database-free-api-tests.mjs), so the split keeps up by itself.
 */
const DATABASE_FREE_API_TESTS = databaseFreeApiTests(import.meta.dirname);

const api = (name: string, db: 'sqlite' | 'pg') => ({
  test: {
    name,
    ...(db === 'pg' ? { globalSetup: ['apps/api/test/pg-global-setup.ts'] } : {}),
    include: ['apps/api/**/*.test.ts'],
    ...(db === 'pg' ? { exclude: [...configDefaults.exclude, ...DATABASE_FREE_API_TESTS] } : {}),
    env: { TEST_DB: db, TZ: 'UTC' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    isolate: false,
  },
});

export default defineConfig({
  test: {
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { name: 'domain', include: ['packages/**/*.test.ts'], env: { TZ: 'UTC' }, isolate: false } },
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs', 'apps/*/scripts/**/*.test.mjs'] } },
      api('api-sqlite', 'sqlite'),
      ...(process.env.TEST_DATABASE_URL ? [api('api-pg', 'pg')] : []),
      'apps/web/vitest.config.ts',
      'apps/web/vitest.prerender.config.ts',
    ],
  },
});
