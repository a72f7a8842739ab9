import { bookingTransition } from '@alpine/domain';
import type { Kysely } from 'kysely';
import { lockKeysUntilCommit } from '../../../db/advisory-lock.ts';
import type { Database } from '../../../db/schema.ts';

const changed = (r: { numUpdatedRows: bigint }) => r.numUpdatedRows > 0n;

/**
 * SQL of the review of statusID 1 bookings (booking-review.ts; ADR 010): the awaiting_review
 * state with its deadline (bookings.review_expires_at, ISO UTC) and the client address that asked.
 * With the operator's decisions (review-decisions.ts): accepting (a pay link until a deadline),
 * declining, and the pay link's adoption by the traveller's session; each one conditional UPDATE.
 * Used by bookings.repository.ts, on the database or inside its transaction.
 */
export function reviewQueries(db: Kysely<Database>) {
  return {
    /**
     * Moves a pending booking to awaiting_review until `expiresAt` (ISO UTC) and gives its held
     * seats and vehicles (ADR 022: a coach keeps its vehicle while it waits) the same expiry. False (nothing changed) when the booking is not pending_payment.
     */
    async requestReview(
      bookingID: number,
      r: { at: string; expiresAt: string; clientAddress: string | null },
    ): Promise<boolean> {
      const moved = await db
        .updateTable('bookings')
        .set({
          state: bookingTransition('pending_payment', 'request_review'),
          review_requested_at: r.at,
          review_expires_at: r.expiresAt,
          review_client: r.clientAddress,
        })
        .where('booking_id', '=', bookingID)
        .where('state', '=', 'pending_payment')
        .executeTakeFirst();
      if (!changed(moved)) return false;
      await db
        .updateTable('seat_holds')
        .set({ expires_at: r.expiresAt })
        .where('booking_id', '=', bookingID)
        .where('state', '=', 'held')
        .execute();
      await db
        .updateTable('vehicle_holds')
        .set({ expires_at: r.expiresAt })
        .where('booking_id', '=', bookingID)
        .where('state', '=', 'held')
        .execute();
      return true;
    },

    /**
     * Makes review requests of one session, and of one client address, wait for each other until
     * this transaction ends, so that countPendingReviews sees every request committed before it
     * and MAX_PENDING_REVIEWS holds under concurrent requests (ADR 010; db/advisory-lock.ts).
     */
    async lockReviewRequesters(ownerSession: string, clientAddress: string | null): Promise<void> {
      const keys = [`review-session:${ownerSession}`];
      if (clientAddress !== null) keys.push(`review-address:${clientAddress}`);
      await lockKeysUntilCommit(db, keys);
    },

    /** Bookings awaiting review sent by `ownerSession` or from `clientAddress` (when given). */
    async countPendingReviews(ownerSession: string, clientAddress: string | null): Promise<number> {
      const row = await db
        .selectFrom('bookings')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('state', '=', 'awaiting_review')
        .where((eb) =>
          clientAddress === null
            ? eb('owner_session', '=', ownerSession)
            : eb.or([eb('owner_session', '=', ownerSession), eb('review_client', '=', clientAddress)]),
        )
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** The review deadline (ISO UTC) of a booking, or null. */
    async reviewDeadline(bookingID: number): Promise<string | null> {
      const row = await db
        .selectFrom('bookings')
        .select('review_expires_at')
        .where('booking_id', '=', bookingID)
        .executeTakeFirst();
      return row?.review_expires_at ?? null;
    },

    /** Gives awaiting_review bookings without a deadline (sent before deadlines existed) `expiresAt`. */
    async giveMissingReviewDeadlines(expiresAt: string): Promise<void> {
      await db
        .updateTable('bookings')
        .set({ review_expires_at: expiresAt })
        .where('state', '=', 'awaiting_review')
        .where('review_expires_at', 'is', null)
        .execute();
    },

    /** Ids of awaiting_review bookings whose deadline is at or before `nowIso`, oldest first. */
    async listExpiredReviews(nowIso: string): Promise<number[]> {
      const rows = await db
        .selectFrom('bookings')
        .select('booking_id')
        .where('state', '=', 'awaiting_review')
        .where('review_expires_at', '<=', nowIso)
        .orderBy('review_expires_at')
        .execute();
      return rows.map((r) => r.booking_id);
    },

    /** Bookings whose review expired and whose traveller was not told yet, oldest first. */
    async listUnnotifiedExpiredReviews(): Promise<number[]> {
      const rows = await db
        .selectFrom('bookings')
        .select('booking_id')
        .where('state', '=', 'expired')
        .where('review_expires_at', 'is not', null)
        .where('review_notified_at', 'is', null)
        .orderBy('review_expires_at')
        .execute();
      return rows.map((r) => r.booking_id);
    },

    /** Records that the traveller was told the review expired. */
    async markReviewNotified(bookingID: number, at: string): Promise<void> {
      await db
        .updateTable('bookings')
        .set({ review_notified_at: at })
        .where('booking_id', '=', bookingID)
        .execute();
    },

    /** Marks an awaiting_review booking past its deadline 'expired' (conditional: once). */
    async expireReview(bookingID: number, nowIso: string): Promise<boolean> {
      const r = await db
        .updateTable('bookings')
        .set({ state: bookingTransition('awaiting_review', 'review_expired') })
        .where('booking_id', '=', bookingID)
        .where('state', '=', 'awaiting_review')
        .where('review_expires_at', '<=', nowIso)
        .executeTakeFirst();
      return changed(r);
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
     * pending_payment with a pay link until `payUntil` (ISO UTC), its held seats and vehicles
     * (ADR 022) held as long.
     * False when the booking does not await review.
     */
    async approveReview(bookingID: number, payUntil: string): Promise<boolean> {
      const r = await db
        .updateTable('bookings')
        .set({ state: bookingTransition('awaiting_review', 'accept'), pay_link_expires_at: payUntil })
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
      await db
        .updateTable('vehicle_holds')
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
          state: bookingTransition('awaiting_review', 'decline'),
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
