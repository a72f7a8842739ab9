import { bookingTransition, LISTED_IN_MY_BOOKINGS, statesWhere } from '@alpine/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';

const changed = (r: { numUpdatedRows: bigint }) => r.numUpdatedRows > 0n;

/**
 * SQL of cancelling a booking (ADR 007; docs/architecture.md §4): the state change, the seats given back and
 * the refund id. Part of bookingsRepository, so that `transaction(fn)` runs them in one
 * transaction with the rest of the module's queries (ADR 006, ADR 013).
 */
export function cancellationQueries(db: Kysely<Database>) {
  return {
    /**
     * Cancels a confirmed booking with the refund the policy gave: one conditional UPDATE, so that
     * of two concurrent cancellations exactly one proceeds. False when not confirmed.
     */
    async cancelConfirmed(
      bookingID: number,
      c: { at: string; refundMinor: number; refundPercent: number },
    ): Promise<boolean> {
      const r = await db
        .updateTable('bookings')
        .set({
          state: bookingTransition('confirmed', 'cancel'),
          cancelled_at: c.at,
          refund_minor: c.refundMinor,
          refund_percent: c.refundPercent,
        })
        .where('booking_id', '=', bookingID)
        .where('state', '=', 'confirmed')
        .executeTakeFirst();
      return changed(r);
    },

    /**
     * Claims the refund of a cancelled booking for one caller: true for exactly one of several
     * concurrent callers (a conditional UPDATE from `from`: null for a refund nobody claimed, or
     * the stale claim being taken over), who then refunds and records the reference.
     */
    async claimRefund(bookingID: number, claim: string, from: string | null = null): Promise<boolean> {
      const r = await db
        .updateTable('bookings')
        .set({ refund_reference: claim })
        .where('booking_id', '=', bookingID)
        .where('refund_reference', from === null ? 'is' : '=', from)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },

    /**
     * Cancelled bookings whose refund is owed and not recorded (ADR 009: a crash between the
     * cancelling commit and the gateway's answer): a refund over 0 of a paid booking with no
     * reference, cancelled at or before `cancelledBefore` (ISO UTC; the cancelling request claims
     * its own first), or with a claim (`claim:...`; the caller decides whether it is stale). At
     * most `limit`, oldest first: { bookingID, refundReference }.
     */
    async listUnfinishedRefunds(
      cancelledBefore: string,
      limit = 100,
    ): Promise<{ bookingID: number; refundReference: string | null }[]> {
      const rows = await db
        .selectFrom('bookings')
        .select(['booking_id', 'refund_reference'])
        .where('state', '=', 'cancelled')
        .where('refund_minor', '>', 0)
        .where('paid_reference', 'is not', null)
        .where((eb) =>
          eb.or([
            eb.and([eb('refund_reference', 'is', null), eb('cancelled_at', '<=', cancelledBefore)]),
            eb('refund_reference', 'like', 'claim:%'),
          ]),
        )
        .orderBy('cancelled_at')
        .limit(limit)
        .execute();
      return rows.map((r) => ({ bookingID: r.booking_id, refundReference: r.refund_reference }));
    },

    /**
     * Replaces the caller's claim with the gateway's refund id, or (null) gives the claim back after
     * a failure. False when the claim is no longer the caller's (another took it over as stale).
     */
    async settleRefundClaim(
      bookingID: number,
      claim: string,
      refundReference: string | null,
    ): Promise<boolean> {
      const r = await db
        .updateTable('bookings')
        .set({ refund_reference: refundReference })
        .where('booking_id', '=', bookingID)
        .where('refund_reference', '=', claim)
        .executeTakeFirst();
      return changed(r);
    },
  };
}

/** States a customer's list shows (an unpaid or expired basket is not a booking yet). */
export const LISTED_STATES = statesWhere(LISTED_IN_MY_BOOKINGS);

/** The cancellation record of a booking (ADR 007); all null until it is cancelled. */
export interface CancellationRecord {
  cancelledAt: string | null;
  refundMinor: number | null;
  refundPercent: number | null;
  refundReference: string | null;
}

/**
 * Read queries of manage-my-booking (ADR 007; ADR 008): bookings by reference, by passenger,
 * those an account owns (booking_claims) and cancellation records. Part of bookingsRepository
 * (the bookings module owns these tables; ADR 013); manage-bookings reads them through
 * BookingsForManagement (ports.ts).
 */
export function bookingReadQueries(db: Kysely<Database>) {
  return {
    /** The bookingID of a reference (references are upper-case; the lookup is case-insensitive). */
    async bookingIDByReference(reference: string): Promise<number | null> {
      const r = await db
        .selectFrom('bookings')
        .select('booking_id')
        .where('reference', '=', reference.trim().toUpperCase())
        .executeTakeFirst();
      return r?.booking_id ?? null;
    },

    /** The bookingID of a leg (passengerID), or null. */
    async bookingIDOfPassenger(passengerID: number): Promise<number | null> {
      const r = await db
        .selectFrom('booking_legs')
        .select('booking_id')
        .where('passenger_id', '=', passengerID)
        .executeTakeFirst();
      return r?.booking_id ?? null;
    },

    /** The bookingIDs an account's list shows (LISTED_STATES): those it owns (booking_claims). */
    async listedBookingIDs(customerID: number): Promise<number[]> {
      const rows = await db
        .selectFrom('bookings')
        .innerJoin('booking_claims', 'booking_claims.booking_id', 'bookings.booking_id')
        .select('bookings.booking_id')
        .where('booking_claims.customer_id', '=', customerID)
        .where('bookings.state', 'in', LISTED_STATES)
        .orderBy('bookings.booking_id')
        .execute();
      return rows.map((r) => r.booking_id);
    },

    /** The cancellation columns of a booking. */
    async cancellationOf(bookingID: number): Promise<CancellationRecord> {
      const r = await db
        .selectFrom('bookings')
        .select(['cancelled_at', 'refund_minor', 'refund_percent', 'refund_reference'])
        .where('booking_id', '=', bookingID)
        .executeTakeFirst();
      return {
        cancelledAt: r?.cancelled_at ?? null,
        refundMinor: r?.refund_minor ?? null,
        refundPercent: r?.refund_percent ?? null,
        refundReference: r?.refund_reference ?? null,
      };
    },
  };
}
