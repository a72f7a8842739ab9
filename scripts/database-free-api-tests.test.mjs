import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiTestFiles, databaseFreeApiTests, databaseImports } from './database-free-api-tests.mjs';

const root = join(import.meta.dirname, '..');

/** The API files run on SQLite only open no database (docs/benchmarks.md, CI and the host). */
describe('the database-free API test files', () => {
  it('are derived from the imports: pure functions and a bare Fastify out, the repositories and the routes in', () => {
    const all = apiTestFiles(root);
    const free = databaseFreeApiTests(root);
    expect(free).toContain('apps/api/src/modules/payments/stripe-gateway.test.ts');
    expect(free).toContain('apps/api/src/modules/quotes/quote-token.test.ts');
    expect(free).toContain('apps/api/src/http/error-handler.test.ts');
    for (const touching of [
      'apps/api/src/modules/payments/payments.routes.test.ts',
      'apps/api/src/modules/quotes/quotes.repository.test.ts',
      'apps/api/src/db/database.test.ts',
      'apps/api/test/crash-recovery.test.ts',
      // builds an app on a test database through a dynamic import of the helper
      'apps/api/src/config.test.ts',
    ]) {
      expect(all).toContain(touching);
      expect(free).not.toContain(touching);
    }
    // most API files touch the database: the PostgreSQL pass keeps them
    expect(free.length).toBeLessThan(all.length / 3);
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
          'import {\n  bookingsRepository,\n  type Row,\n} from "./bookings.repository.ts";',
          "const { openDatabase } = await import('../db/database.ts');",
          "import '../../db/register.ts';",
          "export { appOn } from '../bookings/bookings.test-kit.ts';",
          "import { escapeHtml } from './escape-html.ts';",
          "import Fastify from 'fastify';",
          "import { readFileSync } from 'node:fs';",
          "import { toJson } from './static-json.ts';",
        ].join('\n'),
      ),
    ).toEqual([
      '../../../test/helper.ts',
      '../accounts/accounts.test-kit.ts',
      '../../db/database.ts',
      'kysely',
      'pg',
      'node:child_process',
      '../app.ts',
      './bookings.repository.ts',
      '../db/database.ts',
      '../../db/register.ts',
      '../bookings/bookings.test-kit.ts',
    ]);
  });
});
