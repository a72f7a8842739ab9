import type { Kysely } from 'kysely';

/**
 * Cancellations and booking reads (ADR 007; docs/architecture.md §4): a booking records when it was
 * cancelled, the refund the cancellation policy gave (minor units, percent) and the gateway's refund id; a
 * leg keeps the connection (flight, train) date and time the traveller searched with, for the
 * passenger detail (spec part 1 §7). Every column is nullable: rows written before stay valid.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const bookings: [string, 'text' | 'integer'][] = [
    ['cancelled_at', 'text'],
    ['refund_minor', 'integer'],
    ['refund_percent', 'integer'],
    ['refund_reference', 'text'],
  ];
  for (const [column, type] of bookings) {
    await db.schema.alterTable('bookings').addColumn(column, type).execute();
  }
  for (const column of ['connection_date', 'connection_time']) {
    await db.schema.alterTable('booking_legs').addColumn(column, 'text').execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['cancelled_at', 'refund_minor', 'refund_percent', 'refund_reference']) {
    await db.schema.alterTable('bookings').dropColumn(column).execute();
  }
  for (const column of ['connection_date', 'connection_time']) {
    await db.schema.alterTable('booking_legs').dropColumn(column).execute();
  }
}
