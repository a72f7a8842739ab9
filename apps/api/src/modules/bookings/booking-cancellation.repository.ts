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
