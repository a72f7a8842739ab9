import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * Which API test files open no database (CI time, docs/benchmarks.md "CI and the host"): pure
 * functions, a bare Fastify instance, the seed data as plain objects. vitest.config.ts runs them in
 * the SQLite project only; every other API file (the repositories', the routes', everything that
 * builds the app or uses a test kit) runs on SQLite and again on PostgreSQL, so each rule that
 * reads or writes the database is still checked on both.
 *
 * The list is derived from the files' imports each time vitest starts, not kept by hand: a new
 * file that imports the test helper, a test kit, the db folder, a repository, Kysely, a driver, the
 * app or a child process runs on both databases without anyone remembering to say so, and a file
 * that stops importing them leaves the PostgreSQL pass by itself. The rule errs towards running:
 * a type-only import of the database counts as touching it.
 */

/**
 * What a module specifier names when it can open a database or a whole app: the test helper and
 * the modules' test kits (which build apps on a test database), the db folder, repositories,
 * Kysely, the drivers, the app and server modules, child processes (a server on its own database).
 */
const DATABASE_MODULE =
  /(helper|test-kit|\/db\/|database|repository|kysely|better-sqlite3|\/app\.ts$|server\.ts$)|^(pg|node:child_process)$/;

/** Every module specifier of a source text: `from '…'`, `import '…'` and `import('…')`. */
const SPECIFIER = /(?:\bfrom|\bimport)\s*\(?\s*['"]([^'"]+)['"]/g;

/**
 * The module specifiers of `source` (a test file's text) that may reach a database; [] when none.
 * Reads static imports on one line or many, re-exports, side-effect and dynamic imports.
 * @param {string} source
 * @returns {string[]}
 */
export function databaseImports(source) {
  return [...source.matchAll(SPECIFIER)].map((m) => m[1]).filter((spec) => DATABASE_MODULE.test(spec));
}

/**
 * The API's test files (`apps/api/**\/*.test.ts`, node_modules aside), as paths from `root` with
 * forward slashes, sorted.
 * @param {string} root the repository's root folder
 * @returns {string[]}
 */
export function apiTestFiles(root) {
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.test.ts')) found.push(relative(root, path).split(sep).join('/'));
    }
  };
  walk(join(root, 'apps', 'api'));
  return found.sort();
}

/**
 * The API test files whose imports reach no database (databaseImports is empty), as paths from
 * `root`: the ones vitest.config.ts leaves out of the PostgreSQL project.
 * @param {string} root the repository's root folder
 * @returns {string[]}
 */
export function databaseFreeApiTests(root) {
  return apiTestFiles(root).filter(
    (path) => databaseImports(readFileSync(join(root, path), 'utf8')).length === 0,
  );
}
