import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

const changed = (r: { numUpdatedRows: bigint }) => r.numUpdatedRows > 0n;

/** The review columns of a booking the operator sees (ISO UTC instants, or null). */
export interface ReviewColumns {
  reviewRequestedAt: string | null;
  reviewExpiresAt: string | null;
  payLinkExpiresAt: string | null;
  declineReason: string | null;
}

/**
 * SQL of the operator's work on bookings (ADR 019): the review queue, the look-up and the
 * two decisions. Part of bookingsRepository, so that the decisions run in one transaction with
 * the seats, the audit line and the e-mail.
 */
export function operatorQueries(db: Kysely<Database>) {
  return {
    /** Ids of bookings in `state`, at most `limit`: awaiting_review oldest request first, others newest first. */
    async bookingIDsInState(state: string, limit: number): Promise<number[]> {
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

    /**
     * The partner of the account that made a booking (ADR 019): the partner user who
     * was signed in when it was made (its 'made' claim; the site books with a guest customer row
     * even then) or whose own customer row it names. Null when none is a partner's user, or when
     * they are users of different partners (no single debtor).
     */
    async partnerOfBooking(bookingID: number): Promise<number | null> {
      const rows = await db
        .selectFrom('customers as c')
        .select('c.partner_id')
        .distinct()
        .where('c.partner_id', 'is not', null)
        .where((eb) =>
          eb.or([
            eb(
              'c.customer_id',
              'in',
              eb
                .selectFrom('booking_claims')
                .select('customer_id')
                .where('booking_id', '=', bookingID)
                .where('via', '=', 'made'),
            ),
            eb(
              'c.customer_id',
              '=',
              eb.selectFrom('bookings').select('customer_id').where('booking_id', '=', bookingID),
            ),
          ]),
        )
        .execute();
      return rows.length === 1 ? rows[0]!.partner_id : null;
    },

    /**
     * The operator accepts an awaiting_review booking (conditional: once): back to
     * pending_payment with a pay link until `payUntil` (ISO UTC), its held seats held as long.
     * False when the booking does not await review.
     */
    async approveReview(bookingID: number, payUntil: string): Promise<boolean> {
      const r = await db
        .updateTable('bookings')
        .set({ state: 'pending_payment', pay_link_expires_at: payUntil })
        .where('booking_id', '=', bookingID)
        .where('state', '=', 'awaiting_review')
        .executeTakeFirst();
      if (!changed(r)) return false;
      await db
        .updateTable('seat_holds')
        .set({ expires_at: payUntil })
        .where('booking_id', '=', bookingID)
        .where('state', '=', 'held')
        .execute();
      return true;
    },

    /**
     * Gives a reviewed booking the operator confirmed (pay_link_expires_at after `nowIso`, still
     * pending_payment) to the session that opened its pay link (ADR 019: the e-mailed link
     * proves the traveller). False when the booking is not in that state.
     */
    async adoptByPayLink(bookingID: number, sessionID: string, nowIso: string): Promise<boolean> {
      const r = await db
        .updateTable('bookings')
        .set({ owner_session: sessionID })
        .where('booking_id', '=', bookingID)
        .where('state', '=', 'pending_payment')
        .where('pay_link_expires_at', '>', nowIso)
        .executeTakeFirst();
      return changed(r);
    },

    /**
     * The operator refuses an awaiting_review booking (conditional: once): cancelled at `at` with
     * the reason, nothing refunded (nothing was charged). The caller gives the seats back. False
     * when the booking does not await review.
     */
    async declineReview(bookingID: number, reason: string, at: string): Promise<boolean> {
      const r = await db
        .updateTable('bookings')
        .set({
          state: 'cancelled',
          cancelled_at: at,
          decline_reason: reason,
          refund_minor: 0,
          refund_percent: 0,
        })
        .where('booking_id', '=', bookingID)
        .where('state', '=', 'awaiting_review')
        .executeTakeFirst();
      return changed(r);
    },
  };
}
