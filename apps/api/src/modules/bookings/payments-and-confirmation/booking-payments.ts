import { needsReview, nextBookingState } from '@alpine/domain';
import type { BookingStatus } from '@alpine/contract';
import { conflict, forbidden, notFound, unprocessable } from '../../../http/api-error.ts';
import { errorText } from '../../../i18n/errors.ts';
import type { Principal } from '../../../http/principal.ts';
import { firstDepartureAt, loadOwned, statusOf } from '../booking-access.ts';
import type { BookingsForPayments, NotBooked, PaidOutcome, PayableBooking } from '../ports.ts';
import type { BookingRecord, LegRecord } from '../booking-records.ts';
import { confirmOnce } from './booking-confirm.ts';
import type { BookingsDeps } from '../bookings-deps.ts';
import type { QuotePartner } from '../../quotes/quotes-port.ts';

/** Message of a booking whose seats went while its payment was made (409 for an invoice). */
const SEATS_GONE_ON_PAY =
  'Sorry, the seats on this departure have gone while you paid; please choose another departure.';

/**
 * BookingsForPayments (ports.ts; docs/architecture.md §4 "confirmed exactly once"): what the
 * payments module may read and do. A booking is confirmed by one conditional UPDATE (state
 * pending_payment or expired, no payment yet) in the transaction that sells its holds; held seats
 * become sold, released (expired) ones are taken again if still free, else everything rolls back.
 * The confirmation e-mail is recorded in the mail outbox in that same transaction (ADR 009);
 * `onConfirmed` runs after the commit (it delivers that e-mail now): once per booking.
 */
export function bookingPayments(deps: BookingsDeps): BookingsForPayments {
  const { repository } = deps;

  /**
   * A booking as payment sees it, for `principal` (ADR 008): invoice only for a signed-in user
   * of the partner every leg is attributed to, when that partner allows invoice; card unless the
   * caller is the user of a partner that does not allow card. A partner id from the page address
   * alone never allows invoice. Without a principal (the gateway's webhook): card.
   */
  async function payable(booking: BookingRecord, principal?: Principal): Promise<PayableBooking> {
    const legs = await repository.listLegs(booking.bookingID);
    const partners = await Promise.all(
      legs.map((l) => (l.partnerID === null ? Promise.resolve(null) : deps.quotes.findPartner(l.partnerID))),
    );
    const ownPartner = principal?.kind === 'customer' ? (principal.partnerID ?? null) : null;
    const own = (p: QuotePartner | null) => p !== null && p.partnerID === ownPartner;
    return {
      bookingID: booking.bookingID,
      reference: booking.reference,
      state: booking.state,
      totalMinor: booking.totalMinor,
      currency: booking.currency ?? 'EUR',
      email: booking.email,
      firstName: booking.firstName,
      lastName: booking.lastName,
      paymentAllowed: {
        card: partners.every((p) => !own(p) || p!.allowsCard),
        invoice: legs.length > 0 && partners.every((p) => own(p) && p!.allowsInvoice),
      },
      // A reviewed booking the operator confirmed is paid online (ADR 019).
      needsReview: legs.some((l) => needsReview(l.statusID)) && booking.payLinkExpiresAt === null,
      legCount: legs.length,
      departed: await hasDeparted(legs),
    };
  }

  /** Whether the first leg's departure (local time at its origin, as UTC) is at or before now. */
  async function hasDeparted(legs: LegRecord[]): Promise<boolean> {
    const departure = await firstDepartureAt(legs, deps.locations);
    return departure !== null && departure <= deps.now();
  }

  const confirm = (bookingID: number, paidReference: string, paidMinor?: number) =>
    confirmOnce(deps, bookingID, paidReference, { actor: 'traveller' }, undefined, paidMinor);

  return {
    async getPayable(bookingID: number, principal: Principal): Promise<PayableBooking> {
      return payable(await loadOwned(repository, bookingID, principal), principal);
    },

    async getPayableTrusted(bookingID: number): Promise<PayableBooking | null> {
      const booking = await repository.findBooking(bookingID);
      return booking ? payable(booking) : null;
    },

    /**
     * Not booked by this payment (the caller refunds it), with the reason: 'paid_otherwise' when
     * another payment confirmed the booking, 'not_payable' when it was cancelled or awaits review,
     * 'departed' when its first departure has come,
     * 'booking_changed' when `amountMinor` is below its total, 'seats_gone' when released seats
     * were sold meanwhile. 404 unknown booking.
     */
    async confirmPaid(bookingID, payment): Promise<PaidOutcome> {
      const booking = await repository.findBooking(bookingID);
      if (!booking) throw notFound(errorText('bookingIDNotFound', { bookingID }));
      const refuse = (outcome: NotBooked, why: string): PaidOutcome => {
        deps.log?.error({ bookingID, payment }, `payment not booked: ${why}`);
        return outcome;
      };
      if (booking.paidReference === payment.reference) return 'already_confirmed';
      if (booking.paidReference !== null) {
        return refuse('paid_otherwise', 'the booking was already paid by another payment');
      }
      if (nextBookingState(booking.state, 'paid') === null) {
        return refuse('not_payable', `the booking is ${booking.state}`);
      }
      if (payment.amountMinor < booking.totalMinor) {
        return refuse('booking_changed', 'the amount is below the booking total');
      }
      if (await hasDeparted(await repository.listLegs(bookingID))) {
        return refuse('departed', 'the transfer left before the payment completed');
      }
      const outcome = await confirm(bookingID, payment.reference, payment.amountMinor);
      if (outcome === 'booking_changed')
        return refuse(outcome, 'a leg was added while the payment completed');
      if (outcome !== 'already_confirmed') return outcome;
      const now = await repository.findBooking(bookingID);
      return now?.paidReference === payment.reference
        ? 'already_confirmed'
        : refuse('paid_otherwise', 'paid concurrently');
    },

    /**
     * Pays by invoice (spec part 2 §7; ADR 008): 403 unless the caller is a signed-in user of
     * the partner of every leg and that partner allows invoice (a debtor we know); 422 when the
     * booking awaits review or has no leg; 409 when it cannot be paid or its seats are gone. A
     * booking already paid answers its status (a double click confirms once).
     */
    async confirmByInvoice(bookingID: number, principal: Principal): Promise<BookingStatus> {
      const booking = await loadOwned(repository, bookingID, principal);
      if (booking.state === 'confirmed') return statusOf(booking);
      const p = await payable(booking, principal);
      if (p.legCount === 0) throw unprocessable('This booking has no journey yet: nothing to pay.');
      if (!p.paymentAllowed.invoice) {
        throw forbidden(
          'Only a signed-in user of the partner this booking is for can pay by invoice; please pay by card.',
        );
      }
      if (p.needsReview) throw unprocessable('This booking awaits our review: it cannot be paid yet.');
      if (p.departed) throw conflict(errorText('departedCannotPay'));
      if (nextBookingState(booking.state, 'paid') === null) {
        throw conflict(errorText('stateCannotBePaid', { state: booking.state }));
      }
      const outcome = await confirm(bookingID, `invoice:${bookingID}`);
      if (outcome === 'seats_gone') throw conflict(SEATS_GONE_ON_PAY);
      const after = await repository.findBooking(bookingID);
      if (!after || after.state !== 'confirmed') throw conflict('This booking could not be confirmed.');
      return statusOf(after);
    },
  };
}
