import { randomUUID } from 'node:crypto';
import type { BookingCancelled } from '@alpine/contract';
import { conflict, notFound } from '../../http/api-error.ts';
import { errorText } from '../../i18n/errors.ts';
import type { Principal } from '../auth/auth.service.ts';
import type { LocationsService } from '../locations/locations.service.ts';
import type { QuotesService } from '../quotes/quotes.service.ts';
import {
  mayAct,
  type BookingRecord,
  type BookingsForManagement,
  type BookingMailOutbox,
  type CancellationNotice,
} from '../bookings/management-port.ts';
import type { BookingRefunds } from './booking-refund-port.ts';
import { policyRefund, refundOf } from './cancellation-policy.ts';

export type { CancellationNotice } from '../bookings/management-port.ts';

/** The cancellation e-mail's content for `booking` with its refund (minor units) and percent. */
function noticeOf(booking: BookingRecord, refundMinor: number, percent: number): CancellationNotice {
  return {
    bookingID: booking.bookingID,
    reference: booking.reference,
    firstName: booking.firstName,
    lastName: booking.lastName,
    email: booking.email,
    currency: booking.currency ?? 'EUR',
    totalMinor: booking.totalMinor,
    refundMinor,
    percent,
    language: booking.language,
  };
}

/**
 * POST /api/v1/bookings/{bookingID}/cancellation (DESIGN §4; issue 4 §4): the owner (the guest
 * session that made it, its customer's user token, or a user whose verified e-mail it was made
 * with) cancels a confirmed booking. The refund follows cancellationRefund (@alpine/domain); the
 * state change, the seats given back (departure_loads) happen in one transaction with one
 * conditional UPDATE, then the refund goes through the payment gateway (idempotent per booking)
 * and the e-mail, recorded in the outbox by the same transaction (issue 7 §4), is delivered once
 * (`notify`, dedup key cancellation:<id>). Repeating it answers the
 * same and completes a refund or e-mail an earlier call could not. 404 unknown or not the owner's
 * (the same answer, issue 7 §10), 409 not confirmed.
 */
export function bookingCancellation(deps: {
  /** The bookings module's port (management-port.ts; ADR 013). */
  bookings: BookingsForManagement;
  locations: Pick<LocationsService, 'get'>;
  quotes: Pick<QuotesService, 'seatsChanged'>;
  refunds: BookingRefunds;
  notify: (notice: CancellationNotice) => Promise<unknown>;
  outbox?: Pick<BookingMailOutbox, 'recordCancellation'>;
  now: () => Date;
}) {
  const { bookings } = deps;

  return async function cancel(bookingID: number, principal: Principal): Promise<BookingCancelled> {
    const booking = await bookings.findBooking(bookingID);
    // Another's booking answers like an unknown one (issue 7 §10: no enumeration).
    if (!booking || (!mayAct(booking, principal) && !(await bookings.customerOwns(booking, principal)))) {
      throw notFound(errorText('bookingIDNotFound', { bookingID }));
    }
    if (booking.state === 'confirmed') {
      const now = deps.now();
      const legs = await bookings.listLegs(bookingID);
      const refund = await policyRefund(booking, legs, deps.locations, now);
      const done = await bookings.cancelConfirmed(
        bookingID,
        { at: now.toISOString(), refundMinor: refund.refundMinor, refundPercent: refund.percent },
        // The e-mail commits with the cancellation (issue 7 §4); notify below delivers it.
        async (tx) => {
          await deps.outbox?.recordCancellation(tx, noticeOf(booking, refund.refundMinor, refund.percent));
        },
      );
      if (done) deps.quotes.seatsChanged();
    }
    const after = (await bookings.findBooking(bookingID))!;
    if (after.state !== 'cancelled') {
      throw conflict(errorText('stateNotCancellable', { state: after.state }));
    }
    const record = await bookings.cancellationOf(bookingID);
    const refundMinor = record.refundMinor ?? 0;
    const percent = record.refundPercent ?? 0;
    const claim = `claim:${randomUUID()}`;
    if (
      refundMinor > 0 &&
      record.refundReference === null &&
      after.paidReference !== null &&
      (await bookings.claimRefund(bookingID, claim))
    ) {
      // Only the caller holding the claim refunds: concurrent cancellations refund once.
      try {
        const { refundID } = await deps.refunds.refundCancellation({
          bookingID,
          paidReference: after.paidReference,
          amountMinor: refundMinor,
        });
        await bookings.settleRefundClaim(bookingID, claim, refundID ?? 'none');
      } catch (err) {
        await bookings.settleRefundClaim(bookingID, claim, null);
        throw err;
      }
    }
    const currency = after.currency ?? 'EUR';
    await deps.notify(noticeOf(after, refundMinor, percent));
    return {
      bookingID,
      reference: after.reference,
      state: 'cancelled',
      refund: refundOf(refundMinor, percent, currency),
    };
  };
}
export type CancelBooking = ReturnType<typeof bookingCancellation>;
