import type { Kysely } from 'kysely';
import { autoIncrementId } from './portable-columns.ts';

/**
 * Issue 12 §3 and §4 (portable to SQLite and PostgreSQL):
 * - departure_loads.withheld: seats the operator took off sale (timetable capacity minus the
 *   departure's capacity; negative when it added seats), and .closed: 1 when the departure is closed
 *   to sales; both 0 on rows written before;
 * - departure_changes: every capacity change and closing or reopening of a departure, with the
 *   operator and the instant (the change audited);
 * - booking_legs.checked_in_at (ISO UTC) and .checked_in_by (operator account id): boarding.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('departure_loads')
    .addColumn('withheld', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('departure_loads')
    .addColumn('closed', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('departure_changes')
    .addColumn('change_id', ...autoIncrementId(db))
    .addColumn('departure_key', 'text', (c) => c.notNull())
    .addColumn('change', 'text', (c) => c.notNull())
    .addColumn('from_value', 'integer')
    .addColumn('to_value', 'integer')
    .addColumn('operator_id', 'integer', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('booking_legs').addColumn('checked_in_at', 'text').execute();
  await db.schema.alterTable('booking_legs').addColumn('checked_in_by', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('booking_legs').dropColumn('checked_in_by').execute();
  await db.schema.alterTable('booking_legs').dropColumn('checked_in_at').execute();
  await db.schema.dropTable('departure_changes').execute();
  await db.schema.alterTable('departure_loads').dropColumn('closed').execute();
  await db.schema.alterTable('departure_loads').dropColumn('withheld').execute();
}
