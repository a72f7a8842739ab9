import { nextBookingState } from '@alpine/domain';
import type { OperatorDecision } from '@alpine/contract';
import { conflict, notFound } from '../../../http/api-error.ts';
import { errorText } from '../../../i18n/errors.ts';
import { firstDepartureAt } from '../booking-access.ts';
import type { BookingRecord, LegRecord } from '../booking-records.ts';
import { deliverAfterCommit, type BookingsDeps } from '../bookings-deps.ts';
import { confirmOnce } from '../payments-and-confirmation/booking-confirm.ts';
import { PAY_LINK_HOURS } from '../payments-and-confirmation/pay-links.ts';
import { reviewNotice, type ActingOperator } from '../ports.ts';

/**
 * The operator's two decisions on a booking awaiting review (spec part 2 §4; ADR 019): confirm
 * (a pay link, or at once for an invoice partner's booking) or decline. Each is one conditional
 * UPDATE in a transaction with its seats, its audit line and its e-mail in the outbox (delivered
 * after the commit), so that of two operators deciding at once exactly one wins and the other
 * reads the booking's new state. Offered to the operator's console through BookingsForOperator
 * (ports.ts; operator-port.ts).
 */
export function reviewDecisions(deps: BookingsDeps) {
  const { repository } = deps;

  async function load(bookingID: number): Promise<BookingRecord> {
    const booking = await repository.findBooking(bookingID);
    if (!booking) throw notFound(errorText('bookingIDNotFound', { bookingID }));
    return booking;
  }

  const notAwaiting = (b: BookingRecord) =>
    conflict(errorText('notAwaitingDecision', { reference: b.reference, state: b.state }));
  /** notAwaiting with the state another decision just gave the booking (read again under its lock). */
  const decidedMeanwhile = async (
    tx: { findBooking(id: number): Promise<BookingRecord | null> },
    b: BookingRecord,
  ) => notAwaiting((await tx.findBooking(b.bookingID)) ?? b);

  /**
   * True when the account that made the booking is a user of the partner of every leg and that
   * partner allows invoice (a debtor we know: ADR 019).
   */
  async function invoicePartner(booking: BookingRecord, legs: LegRecord[]): Promise<boolean> {
    const own = await repository.partnerOfBooking(booking.bookingID);
    if (own === null || legs.length === 0 || !legs.every((l) => l.partnerID === own)) return false;
    return (await deps.quotes.findPartner(own))?.allowsInvoice === true;
  }

  const deliver = (key: string) => deliverAfterCommit(deps, key);

  return {
    /**
     * POST .../confirm (ADR 019): an awaiting_review booking goes back to pending_payment with a
     * pay link valid PAY_LINK_HOURS (48 h; its seats held as long), or until the first departure
     * when that is sooner, e-mailed in the booking's language; paying through it confirms the
     * booking. An invoice partner's booking is confirmed at once (paid by invoice). 404 unknown;
     * 409 not awaiting review, its seats are gone, or its first departure is now or past.
     */
    async confirmReview(bookingID: number, operator: ActingOperator): Promise<OperatorDecision> {
      const booking = await load(bookingID);
      if (nextBookingState(booking.state, 'accept') === null) throw notAwaiting(booking);
      const now = deps.now();
      const at = now.toISOString();
      const legs = await repository.listLegs(bookingID);
      const notice = {
        ...reviewNotice(bookingID, booking),
        currency: booking.currency ?? ('EUR' as const),
        totalMinor: booking.totalMinor,
      };
      const reviewed = { bookingID, event: 'reviewed' as const, actor: 'operator' as const, at, ...operator };
      // A transfer cannot be confirmed, nor paid for, once it has left (ADR 019).
      const departure = await firstDepartureAt(legs, deps.locations);
      if (departure && departure <= now)
        throw conflict(errorText('departedCannotConfirm', { reference: booking.reference }));
      if (await invoicePartner(booking, legs)) {
        const outcome = await confirmOnce(
          deps,
          bookingID,
          `invoice:${bookingID}`,
          { actor: 'system' },
          async (tx, trx) => {
            if (!(await tx.approveReview(bookingID, at))) throw await decidedMeanwhile(tx, booking);
            await tx.audit({ ...reviewed, detail: 'invoice' });
            await deps.outbox?.recordReviewConfirmed(trx, {
              ...notice,
              payLink: null,
              payLinkExpiresAt: null,
            });
          },
        );
        if (outcome === 'seats_gone') throw conflict(errorText('seatsGoneCannotConfirm'));
        await deliver(`review-confirmed:${bookingID}`);
        return { bookingID, reference: booking.reference, state: 'confirmed', payLinkExpiresAt: null };
      }
      // The link, and the seats it holds, end at the first departure if that comes sooner.
      const limit = new Date(now.getTime() + PAY_LINK_HOURS * 3_600_000);
      const until = departure && departure < limit ? departure : limit;
      const payLink = (await deps.payLinks?.link(bookingID, until, booking.language)) ?? null;
      await repository.transaction(async (tx, trx) => {
        if (!(await tx.approveReview(bookingID, until.toISOString())))
          throw await decidedMeanwhile(tx, booking);
        await tx.audit({ ...reviewed, detail: until.toISOString() });
        await deps.outbox?.recordReviewConfirmed(trx, {
          ...notice,
          payLink,
          payLinkExpiresAt: until.toISOString(),
        });
      });
      await deliver(`review-confirmed:${bookingID}`);
      return {
        bookingID,
        reference: booking.reference,
        state: 'pending_payment',
        payLinkExpiresAt: until.toISOString(),
      };
    },

    /**
     * POST .../decline { reason } (ADR 019): an awaiting_review booking is cancelled with the
     * reason, its held seats released and the traveller e-mailed in its language; nothing was
     * charged. 404 unknown; 409 not awaiting review.
     */
    async declineReview(
      bookingID: number,
      operator: ActingOperator,
      reason: string,
    ): Promise<OperatorDecision> {
      const booking = await load(bookingID);
      if (nextBookingState(booking.state, 'decline') === null) throw notAwaiting(booking);
      const at = deps.now().toISOString();
      await repository.transaction(async (tx, trx) => {
        if (!(await tx.declineReview(bookingID, reason, at))) throw await decidedMeanwhile(tx, booking);
        await tx.releaseHoldsOf(bookingID);
        await tx.releaseVehicleHoldsOf(bookingID);
        await tx.audit({ bookingID, event: 'declined', actor: 'operator', at, detail: reason, ...operator });
        await deps.outbox?.recordReviewDeclined(trx, { ...reviewNotice(bookingID, booking), reason });
      });
      deps.quotes.seatsChanged();
      await deliver(`review-declined:${bookingID}`);
      return { bookingID, reference: booking.reference, state: 'cancelled', payLinkExpiresAt: null };
    },
  };
}
