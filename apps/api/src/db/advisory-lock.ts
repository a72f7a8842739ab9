import { sql, type Kysely } from 'kysely';

/**
 * Makes transactions that name the same key wait for each other until they end (ADR 010, ADR 006):
 * on PostgreSQL, transaction advisory locks on a 64-bit hash of each key (`pg_advisory_xact_lock`),
 * taken in sorted order so that two transactions naming the same keys cannot deadlock on them; on
 * SQLite nothing, as it runs one write transaction at a time. `db` must be a transaction.
 */
export async function lockKeysUntilCommit<DB>(db: Kysely<DB>, keys: string[]): Promise<void> {
  if (db.getExecutor().adapter.constructor.name !== 'PostgresAdapter') return;
  for (const key of [...keys].sort()) {
    await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(db);
  }
}
