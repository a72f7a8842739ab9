import type { Kysely } from 'kysely';
import { autoIncrementId } from './portable-columns.ts';

/**
 * Issue 12 §6 and §2 (portable to SQLite and PostgreSQL):
 * - booking_audit: one row per state change of a booking (event created | held | review_requested
 *   | paid | confirmed | reviewed | declined | review_expired | expired | cancelled | refunded |
 *   checked_in), who (actor traveller | operator | system, the operator's account id or null), a
 *   short detail or null and when (ISO UTC), written in the transaction of the change; indexed by
 *   booking;
 * - bookings.pay_link_expires_at: the end (ISO UTC) of the pay link the operator's confirmation of
 *   a reviewed booking sent (null otherwise); bookings.decline_reason: the operator's reason.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('booking_audit')
    .addColumn('audit_id', ...autoIncrementId(db))
    .addColumn('booking_id', 'integer', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('operator_id', 'integer')
    .addColumn('detail', 'text')
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('booking_audit_booking').on('booking_audit').columns(['booking_id']).execute();
  await db.schema.alterTable('bookings').addColumn('pay_link_expires_at', 'text').execute();
  await db.schema.alterTable('bookings').addColumn('decline_reason', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('bookings').dropColumn('decline_reason').execute();
  await db.schema.alterTable('bookings').dropColumn('pay_link_expires_at').execute();
  await db.schema.dropTable('booking_audit').execute();
}
