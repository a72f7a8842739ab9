import type { Kysely } from 'kysely';

/**
 * Review deadlines (ADR 010): a booking sent to review records until when
 * (ISO UTC) its seats are held for the operator, the client address that sent it (at most a
 * few pending reviews per address), and when the traveller was told that it expired (so that a
 * crash between the expiry and the e-mail is caught up by the next sweep). Both nullable: rows written before stay valid (an
 * awaiting_review booking with no deadline is given one by the first sweep, see
 * releaseExpiredReviews).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('bookings').addColumn('review_expires_at', 'text').execute();
  await db.schema.alterTable('bookings').addColumn('review_client', 'text').execute();
  await db.schema.alterTable('bookings').addColumn('review_notified_at', 'text').execute();
  await db.schema
    .createIndex('bookings_state_review_expiry')
    .on('bookings')
    .columns(['state', 'review_expires_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('bookings_state_review_expiry').ifExists().execute();
  await db.schema.alterTable('bookings').dropColumn('review_notified_at').execute();
  await db.schema.alterTable('bookings').dropColumn('review_client').execute();
  await db.schema.alterTable('bookings').dropColumn('review_expires_at').execute();
}
