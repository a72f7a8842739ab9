import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DATABASE_FREE_API_TESTS, databaseImports } from './database-free-api-tests.mjs';

const root = join(import.meta.dirname, '..');

/** The API files run on SQLite only must open no database (docs/benchmarks.md, CI and the host). */
describe('the database-free API test files', () => {
  it('exist, and none imports a database, an app, a test kit or a child process', () => {
    const found = DATABASE_FREE_API_TESTS.flatMap((path) =>
      databaseImports(readFileSync(join(root, path), 'utf8')).map((line) => `${path}: ${line.trim()}`),
    );
    expect(found).toEqual([]);
  });

  it('tells the imports that reach a database from those that do not', () => {
    expect(
      databaseImports(
        [
          "import { buildTestApp } from '../../../test/helper.ts';",
          "import { clockedApp } from '../accounts/accounts.test-kit.ts';",
          "import type { Db } from '../../db/database.ts';",
          "import { sql } from 'kysely';",
          "import pg from 'pg';",
          "import { spawn } from 'node:child_process';",
          "import { buildApp } from '../app.ts';",
          "import { escapeHtml } from './escape-html.ts';",
          "import Fastify from 'fastify';",
          "import { readFileSync } from 'node:fs';",
        ].join('\n'),
      ),
    ).toHaveLength(7);
  });
});
