import type { DbTransaction } from '../../../db/transaction.ts';
import type { AuditNote } from '../booking-audit.repository.ts';
import type { PaidOutcome } from '../ports.ts';
import type { BookingQueries } from '../bookings.repository.ts';
import type { BookingsDeps } from '../bookings-deps.ts';
import { sellVehicles } from '../holds/vehicle-holds.ts';

/**
 * Thrown inside the confirming transaction to roll it back when a released hold, of seats or of a
 * vehicle (ADR 022), cannot be taken again.
 */
class SeatsGone extends Error {}
/** Thrown inside the confirming transaction to roll it back when the payment is below the booking's total. */
class AmountBelowTotal extends Error {}

/**
 * Confirms a booking with `paidReference` exactly once (docs/architecture.md §4 "confirmed exactly once"; one
 * conditional UPDATE of a pending_payment or expired booking): 'confirmed', 'already_confirmed'
 * (not in a payable state) or 'seats_gone' (a released hold could not be taken again: everything
 * rolls back). In the same transaction: `first` (e.g. the operator's acceptance of a review), the
 * audit lines 'paid' by `payer` and 'confirmed' (ADR 019), the confirmation e-mail in the
 * outbox (ADR 009), the promotion uses and the seats and vehicles sold (ADR 022). `onConfirmed` runs after the commit.
 * With `paidMinor` (a card payment's amount, minor units) the booking's total is read again inside
 * the transaction, after the conditional UPDATE holds its row: a leg added by a transaction that
 * committed meanwhile makes it 'booking_changed' and everything rolls back (the caller refunds),
 * so that no leg is confirmed unpaid (PostgreSQL runs the two at once; ADR 006).
 */
export async function confirmOnce(
  deps: BookingsDeps,
  bookingID: number,
  paidReference: string,
  payer: Pick<AuditNote, 'actor' | 'operatorID'> = { actor: 'traveller' },
  first?: (tx: BookingQueries, trx: DbTransaction) => Promise<void>,
  paidMinor?: number,
): Promise<PaidOutcome> {
  const at = deps.now().toISOString();
  let confirmed: boolean;
  try {
    confirmed = await deps.repository.transaction(async (tx, trx) => {
      await first?.(tx, trx);
      if (!(await tx.confirmBooking(bookingID, paidReference, at))) return false;
      if (paidMinor !== undefined && paidMinor < ((await tx.findBooking(bookingID))?.totalMinor ?? 0))
        throw new AmountBelowTotal();
      const how = paidReference.startsWith('invoice:') ? 'invoice' : paidReference;
      await tx.audit({ bookingID, event: 'paid', ...payer, at, detail: how });
      await tx.audit({ bookingID, event: 'confirmed', actor: 'system', at });
      // The confirmation e-mail commits with the confirmation, or not at all (ADR 009).
      await deps.outbox?.recordConfirmation(trx, bookingID);
      await deps.quotes.countPromotionUses(trx, await tx.listPromotionIDs(bookingID));
      for (const hold of await tx.listHolds(bookingID)) {
        if (hold.state === 'sold' || (await tx.sellHold(hold.holdID, 'held'))) continue;
        if (!(await tx.takeSeats(hold))) throw new SeatsGone();
        await tx.sellHold(hold.holdID, 'released');
      }
      // vehicles as seats (ADR 022): held ones sold, released ones taken again if free (new numbers)
      if (!(await sellVehicles(tx, bookingID))) throw new SeatsGone();
      return true;
    });
  } catch (err) {
    if (err instanceof SeatsGone) return 'seats_gone';
    if (err instanceof AmountBelowTotal) return 'booking_changed';
    throw err;
  }
  if (!confirmed) return 'already_confirmed';
  deps.quotes.seatsChanged();
  try {
    await deps.onConfirmed?.(bookingID);
  } catch (err) {
    deps.log?.error({ err, bookingID }, 'onConfirmed failed after a booking was confirmed');
  }
  return 'confirmed';
}
