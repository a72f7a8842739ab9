import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** States a customer's list shows (an unpaid or expired basket is not a booking yet). */
export const LISTED_STATES = ['confirmed', 'awaiting_review', 'cancelled'] as const;

/** The cancellation record of a booking (issue 4); all null until it is cancelled. */
export interface CancellationRecord {
  cancelledAt: string | null;
  refundMinor: number | null;
  refundPercent: number | null;
  refundReference: string | null;
}

/**
 * Read queries of manage-my-booking (issue 4): bookings by reference, by passenger, of a customer
 * (own and, once verified, by e-mail), the customer's account state and cancellation records.
 */
export function bookingReadsRepository(db: Kysely<Database>) {
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

    /** A customer's e-mail (lower-case) and whether it was verified, or null when unknown. */
    async customerAccount(customerID: number): Promise<{ email: string; verified: boolean } | null> {
      const r = await db
        .selectFrom('customers')
        .select(['email', 'email_verified_at'])
        .where('customer_id', '=', customerID)
        .executeTakeFirst();
      return r ? { email: r.email.toLowerCase(), verified: r.email_verified_at !== null } : null;
    },

    /**
     * The bookingIDs a customer's list shows (LISTED_STATES): their own, plus those made with
     * `verifiedEmail` (guest bookings) when the account's e-mail is verified.
     */
    async listedBookingIDs(customerID: number, verifiedEmail: string | null): Promise<number[]> {
      const rows = await db
        .selectFrom('bookings')
        .select('booking_id')
        .where('state', 'in', [...LISTED_STATES])
        .where((eb) =>
          verifiedEmail === null
            ? eb('customer_id', '=', customerID)
            : eb.or([eb('customer_id', '=', customerID), eb('email', '=', verifiedEmail)]),
        )
        .orderBy('booking_id')
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
export type BookingReadsRepository = ReturnType<typeof bookingReadsRepository>;
