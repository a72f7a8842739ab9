/**
 * The API test files that open no database (CI time, docs/benchmarks.md "CI and the host"): pure
 * functions, a bare Fastify instance, the seed data as plain objects. vitest.config.ts runs them in
 * the SQLite project only; every other API file runs on SQLite and again on PostgreSQL, so each
 * rule that reads or writes the database is still checked on both. Paths from the repository root.
 * scripts/database-free-api-tests.test.mjs fails when a listed file imports a database, an app or
 * a test kit, so a file that starts to touch the database must leave this list.
 */
export const DATABASE_FREE_API_TESTS = [
  'apps/api/src/config.test.ts',
  'apps/api/src/db/seed/place-names.test.ts',
  'apps/api/src/db/seed/seed-data.test.ts',
  'apps/api/src/http/bearer-routes.test.ts',
  'apps/api/src/http/encoded-body.test.ts',
  'apps/api/src/http/error-handler.test.ts',
  'apps/api/src/http/failed-lookups.test.ts',
  'apps/api/src/http/named-plugin.test.ts',
  'apps/api/src/http/request-log.test.ts',
  'apps/api/src/http/require-principal.test.ts',
  'apps/api/src/http/static-json.test.ts',
  'apps/api/src/i18n/errors.test.ts',
  'apps/api/src/i18n/site-fallbacks.test.ts',
  'apps/api/src/modules/auth/hashing-queue.test.ts',
  'apps/api/src/modules/geo/circuit-breaker.test.ts',
  'apps/api/src/modules/mail/templates/escape-html.test.ts',
  'apps/api/src/modules/mail/templates/layout.test.ts',
  'apps/api/src/modules/payments/sandbox-gateway.test.ts',
  'apps/api/src/modules/payments/stripe-gateway.test.ts',
  'apps/api/src/modules/quotes/quote-token.test.ts',
];

/**
 * What a test file imports that can open a database or a whole app: the test helper and the
 * modules' test kits (which build apps on a test database), the db folder, repositories, Kysely,
 * the drivers, the app and server modules, child processes (a server on its own database).
 */
const DATABASE_IMPORT =
  /from '[^']*(helper|test-kit|\/db\/|database|repository|kysely|better-sqlite3|\/app\.ts|server\.ts)[^']*'|from '(pg|node:child_process)'/;

/**
 * The import lines of `source` (a test file's text) that may reach a database; [] when none.
 * @param {string} source
 * @returns {string[]}
 */
export function databaseImports(source) {
  return source
    .split('\n')
    .filter((line) => /\bfrom '/.test(line))
    .filter((line) => DATABASE_IMPORT.test(line));
}
