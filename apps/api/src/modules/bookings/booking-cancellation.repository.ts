import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

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
