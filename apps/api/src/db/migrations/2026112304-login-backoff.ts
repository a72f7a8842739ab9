import type { Kysely } from 'kysely';

/**
 * Login back-off per account and client address (ADR 011): login_failures gains the address
 * the failed attempt came from (rows written before have ''), and an index to count one
 * (e-mail, address) pair's recent failures. Portable to SQLite and PostgreSQL.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('login_failures')
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('login_failures_email_address')
    .on('login_failures')
    .columns(['email', 'address', 'failed_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('login_failures_email_address').execute();
  await db.schema.alterTable('login_failures').dropColumn('address').execute();
}
