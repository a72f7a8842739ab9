import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

const changed = (r: { numUpdatedRows: bigint }) => r.numUpdatedRows > 0n;

/**
 * SQL of cancelling a booking (issue 4; DESIGN §4): the state change, the seats given back and
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
          state: 'cancelled',
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
     * Releases every sold or held hold of a booking and gives its seats back to the departure
     * (one conditional UPDATE per hold: never twice). Returns the seats released.
     */
    async releaseAllHolds(bookingID: number): Promise<number> {
      const holds = await db
        .selectFrom('seat_holds')
        .select('hold_id')
        .where('booking_id', '=', bookingID)
        .where('state', 'in', ['sold', 'held'])
        .execute();
      let seats = 0;
      for (const { hold_id } of holds) {
        const hold = await db
          .updateTable('seat_holds')
          .set({ state: 'released', expires_at: null })
          .where('hold_id', '=', hold_id)
          .where('state', 'in', ['sold', 'held'])
          .returning(['departure_key', 'seats'])
          .executeTakeFirst();
        if (!hold) continue;
        await db
          .updateTable('departure_loads')
          .set((eb) => ({ seats_taken: eb('seats_taken', '-', hold.seats) }))
          .where('departure_key', '=', hold.departure_key)
          .execute();
        seats += hold.seats;
      }
      return seats;
    },

    /** Records the gateway's refund id of a cancelled booking (once). */
    /**
     * Claims the refund of a cancelled booking for one caller: true for exactly one of several
     * concurrent callers (a conditional UPDATE), who then refunds and records the reference.
     */
    async claimRefund(bookingID: number, claim: string): Promise<boolean> {
      const r = await db
        .updateTable('bookings')
        .set({ refund_reference: claim })
        .where('booking_id', '=', bookingID)
        .where('refund_reference', 'is', null)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },

    /** Replaces the caller's claim with the gateway's refund id, or (null) gives the claim back after a failure. */
    async settleRefundClaim(bookingID: number, claim: string, refundReference: string | null): Promise<void> {
      await db
        .updateTable('bookings')
        .set({ refund_reference: refundReference })
        .where('booking_id', '=', bookingID)
        .where('refund_reference', '=', claim)
        .execute();
    },
  };
}
