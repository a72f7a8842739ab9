import type { Kysely } from 'kysely';

/**
 * Operator accounts (ADR 019): customers.operator is 1 for an account of the provider's staff
 * (made by `npm run operator:create`), whose tokens carry the operator role; 0 for every other
 * account and guest row (and on rows written before). Portable to SQLite and PostgreSQL.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('customers')
    .addColumn('operator', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('customers').dropColumn('operator').execute();
}
