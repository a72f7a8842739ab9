import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { onPostgres } from '../../test/helper.ts';
import { openDatabase } from './database.ts';

/**
 * An idle PostgreSQL connection ended by the server (a restart, an administrator, a failover) is
 * an 'error' event of node-postgres' pool: without a listener it ends the process, every booking
 * in flight with it. openDatabase listens, and the next query opens a new connection.
 */
describe.skipIf(!onPostgres)('PostgreSQL connections ended by the server (docs/architecture.md §1)', () => {
  it('an idle connection the server ends is reported to onIdleClientError, not thrown, and the next query works', async () => {
    const name = `alpine-idle-${process.pid}`;
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.searchParams.set('application_name', name);
    const ended: Error[] = [];
    const db = openDatabase(url.toString(), undefined, (err) => ended.push(err));
    try {
      await sql`select 1`.execute(db.kysely); // one connection, now idle in the pool
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      try {
        const killed = await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
          [name],
        );
        expect(killed.rowCount).toBe(1);
      } finally {
        await admin.end();
      }
      await expect.poll(() => ended.length, { timeout: 5000 }).toBe(1);
      expect(ended[0]!.message).toMatch(/terminat/i);
      const again = await sql<{ one: number }>`select 1 as one`.execute(db.kysely);
      expect(again.rows).toEqual([{ one: 1 }]);
    } finally {
      await db.close();
    }
  });
});
