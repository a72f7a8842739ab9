import type { Kysely } from 'kysely';

/**
 * Accounts (ADR 007; docs/architecture.md §4 "register", "password recovery"): when a customer's e-mail was
 * verified, the single-use links e-mailed for verification and password recovery (only the
 * sha256 of a token is stored), and failed logins per e-mail (at most 100 an hour). Portable:
 * ISO UTC text instants; no foreign keys (customers are owned by the customers module).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('customers').addColumn('email_verified_at', 'text').execute();
  await db.schema
    .createTable('account_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'integer', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('account_tokens_customer').on('account_tokens').column('customer_id').execute();
  await db.schema
    .createTable('login_failures')
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('failed_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('login_failures_email')
    .on('login_failures')
    .columns(['email', 'failed_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('login_failures').ifExists().execute();
  await db.schema.dropTable('account_tokens').ifExists().execute();
  await db.schema.alterTable('customers').dropColumn('email_verified_at').execute();
}
