import type { BookingState } from '@alpine/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The review columns of a booking the operator sees (ISO UTC instants, or null). */
export interface ReviewColumns {
  reviewRequestedAt: string | null;
  reviewExpiresAt: string | null;
  payLinkExpiresAt: string | null;
  declineReason: string | null;
}

/**
 * Read-only SQL of the operator's look-up (ADR 019): the review queue, the search by
 * reference, name or e-mail, and a booking's review columns. It reads the bookings module's
 * table and writes nothing: every change to a booking goes through BookingsForOperator
 * (bookings/ports.ts; ADR 013).
 */
export function operatorBookingsRepository(db: Kysely<Database>) {
  return {
    /** Ids of bookings in `state`, at most `limit`: awaiting_review oldest request first, others newest first. */
    async bookingIDsInState(state: BookingState, limit: number): Promise<number[]> {
      let query = db.selectFrom('bookings').select('booking_id').where('state', '=', state).limit(limit);
      query =
        state === 'awaiting_review'
          ? query.orderBy('review_requested_at').orderBy('booking_id')
          : query.orderBy('created_at', 'desc').orderBy('booking_id', 'desc');
      return (await query.execute()).map((r) => r.booking_id);
    },

    /**
     * Ids of bookings whose reference is `q` (any case), or whose e-mail or "first last" name
     * contains it (case-insensitive; % and _ taken literally), newest first, at most `limit`.
     */
    async searchBookingIDs(q: string, limit: number): Promise<number[]> {
      const needle = q.trim().toLowerCase();
      const like = `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const rows = await db
        .selectFrom('bookings')
        .select('booking_id')
        .where((eb) =>
          eb.or([
            eb('reference', '=', needle.toUpperCase()),
            sql<boolean>`lower(email) like ${like} escape '\\'`,
            sql<boolean>`lower(first_name || ' ' || last_name) like ${like} escape '\\'`,
          ]),
        )
        .orderBy('created_at', 'desc')
        .orderBy('booking_id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => r.booking_id);
    },

    /** The review columns of a booking (all null when unknown). */
    async reviewColumns(bookingID: number): Promise<ReviewColumns> {
      const r = await db
        .selectFrom('bookings')
        .select(['review_requested_at', 'review_expires_at', 'pay_link_expires_at', 'decline_reason'])
        .where('booking_id', '=', bookingID)
        .executeTakeFirst();
      return {
        reviewRequestedAt: r?.review_requested_at ?? null,
        reviewExpiresAt: r?.review_expires_at ?? null,
        payLinkExpiresAt: r?.pay_link_expires_at ?? null,
        declineReason: r?.decline_reason ?? null,
      };
    },
  };
}
export type OperatorBookingsRepository = ReturnType<typeof operatorBookingsRepository>;
