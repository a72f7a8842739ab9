import { customerOwns } from '../booking-access.ts';
import type { BookingsDeps } from '../bookings-deps.ts';
import type { BookingsForManagement } from '../ports.ts';

/**
 * BookingsForManagement (ports.ts; ADR 013) on the bookings repository: the
 * reads of manage-my-booking and the cancelling transaction (state, seats given back, and the
 * caller's outbox row in the same commit; docs/architecture.md §4, ADR 006).
 */
export function bookingsForManagement(
  deps: Pick<BookingsDeps, 'repository'> & Partial<Pick<BookingsDeps, 'now'>>,
): BookingsForManagement {
  const { repository } = deps;
  return {
    findBooking: (bookingID) => repository.findBooking(bookingID),
    listLegs: (bookingID) => repository.listLegs(bookingID),
    bookingIDByReference: (reference) => repository.bookingIDByReference(reference),
    bookingIDOfPassenger: (passengerID) => repository.bookingIDOfPassenger(passengerID),
    listedBookingIDs: (customerID) => repository.listedBookingIDs(customerID),
    cancellationOf: (bookingID) => repository.cancellationOf(bookingID),
    customerOwns: (booking, principal) => customerOwns(repository, booking, principal),
    cancelConfirmed: (bookingID, cancellation, alsoIn) =>
      repository.transaction(async (tx, trx) => {
        const cancelled = await tx.cancelConfirmed(bookingID, cancellation);
        if (cancelled) {
          await tx.releaseHoldsOf(bookingID, ['sold', 'held']);
          await tx.releaseVehicleHoldsOf(bookingID, ['sold', 'held']);
          await tx.audit({
            bookingID,
            event: 'cancelled',
            actor: 'traveller',
            at: cancellation.at,
            detail: `${cancellation.refundPercent}`,
          });
          await alsoIn?.(trx);
        }
        return cancelled;
      }),
    claimRefund: (bookingID, claim, from) => repository.claimRefund(bookingID, claim, from ?? null),
    listUnfinishedRefunds: (cancelledBefore) => repository.listUnfinishedRefunds(cancelledBefore),
    settleRefundClaim: (bookingID, claim, reference) =>
      repository.transaction(async (tx) => {
        // A claim taken over meanwhile is the taker's to record: one 'refunded' line per refund.
        const settled = await tx.settleRefundClaim(bookingID, claim, reference);
        if (settled && reference !== null) {
          const at = (deps.now?.() ?? new Date()).toISOString();
          await tx.audit({ bookingID, event: 'refunded', actor: 'system', at, detail: reference });
        }
      }),
  };
}
