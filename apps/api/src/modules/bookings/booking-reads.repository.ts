import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** States a customer's list shows (an unpaid or expired basket is not a booking yet). */
export const LISTED_STATES = ['confirmed', 'awaiting_review', 'cancelled'] as const;

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
 * BookingsForManagement (management-port.ts).
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
        .where('bookings.state', 'in', [...LISTED_STATES])
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
