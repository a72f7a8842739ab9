import type { Kysely } from 'kysely';
import { autoIncrementId } from './portable-columns.ts';

/**
 * Issue 12 §5 (portable to SQLite and PostgreSQL):
 * - promotions.paused: 1 when the operator paused the code (the quote search refuses it); 0 on
 *   rows written before;
 * - catalogue_changes: every change the operator makes to a promotion or a partner (subject
 *   'promotion' | 'partner', its id, what changed as JSON, the operator and the instant).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('promotions')
    .addColumn('paused', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('catalogue_changes')
    .addColumn('change_id', ...autoIncrementId(db))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'integer', (c) => c.notNull())
    .addColumn('change', 'text', (c) => c.notNull())
    .addColumn('detail', 'text')
    .addColumn('operator_id', 'integer', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('catalogue_changes').execute();
  await db.schema.alterTable('promotions').dropColumn('paused').execute();
}
