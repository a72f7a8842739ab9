import type {
  OperatorBooking,
  OperatorBookingDetail,
  OperatorBookingsQuery,
  OperatorDecision,
  ReviewReason,
} from '@alpine/contract';
import { fromMinor } from '@alpine/domain';
import { badRequest, conflict, notFound } from '../../http/api-error.ts';
import { firstDepartureAt } from './booking-access.ts';
import { confirmOnce } from './booking-confirm.ts';
import { reviewNotice } from './booking-mail-port.ts';
import { PAY_LINK_HOURS } from './booking-pay-link.ts';
import type { BookingRecord, LegRecord } from './booking-records.ts';
import { deliverAfterCommit, type BookingsDeps } from './bookings-deps.ts';
import { errorText } from '../../i18n/errors.ts';

/** At most this many bookings per list or look-up (ADR 019). */
export const OPERATOR_LIST_LIMIT = 50;
/** The operator acting (ADR 019): its account id, for the audit log. */
export interface ActingOperator {
  operatorID: number;
}

/** Why a booking waits for the operator (ADR 019), from its legs. */
export function reviewReasons(
  legs: Pick<LegRecord, 'statusID' | 'product' | 'needsOperatorCheck'>[],
): ReviewReason[] {
  const reasons: ReviewReason[] = [];
  if (legs.some((l) => l.statusID === 1 && l.product === 'private_coach')) reasons.push('on_request');
  if (legs.some((l) => l.statusID === 1 && l.product !== 'private_coach')) reasons.push('too_soon');
  if (legs.some((l) => l.needsOperatorCheck)) reasons.push('extras_check');
  return reasons;
}

/**
 * The operator's side of bookings (ADR 019; docs/architecture.md §4 "an operator's confirmation of a
 * pending-review booking"): the review queue and the look-up as OperatorBooking, a booking's
 * history, and the two decisions, each one conditional UPDATE in a transaction with its seats, its
 * audit line and its e-mail in the outbox (delivered after the commit).
 */
export function bookingsForOperator(deps: BookingsDeps) {
  const { repository } = deps;

  async function view(booking: BookingRecord): Promise<OperatorBooking> {
    const legs = await repository.listLegs(booking.bookingID);
    const review = await repository.reviewColumns(booking.bookingID);
    const addresses = await deps.addresses.getMany(
      legs.flatMap((l) => [l.originAddressID, l.destinationAddressID]),
    );
    const line = (id: number) => {
      const a = addresses.get(id);
      return a ? [a.organisation, a.street, `${a.postcode} ${a.city}`.trim()].filter(Boolean).join(', ') : '';
    };
    const name = async (id: number) => (await deps.locations.get(id))?.name ?? `Location ${id}`;
    return {
      bookingID: booking.bookingID,
      reference: booking.reference,
      state: booking.state,
      language: booking.language,
      createdAt: booking.createdAt,
      reviewRequestedAt: review.reviewRequestedAt,
      reviewExpiresAt: review.reviewExpiresAt,
      payLinkExpiresAt: review.payLinkExpiresAt,
      traveller: {
        firstName: booking.firstName,
        lastName: booking.lastName,
        email: booking.email,
        mobile: booking.mobile,
      },
      total: { price: fromMinor(booking.totalMinor), currency: booking.currency ?? 'EUR' },
      reasons: reviewReasons(legs),
      legs: await Promise.all(
        legs.map(async (l) => ({
          passengerID: l.passengerID,
          product: l.product,
          origin: await name(l.originID),
          destination: await name(l.destinationID),
          date: l.date,
          time: l.time,
          pax: l.pax,
          flight: l.flight,
          connectionTime: l.connectionTime ?? null,
          pickUp: line(l.originAddressID),
          dropOff: line(l.destinationAddressID),
          extras: { ...l.items, flexi: l.items.flexi === 1 },
          price: fromMinor(l.priceMinor),
          statusID: l.statusID,
          needsOperatorCheck: l.needsOperatorCheck,
        })),
      ),
    };
  }

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
     * GET /api/v1/operator/bookings: `state` (awaiting_review oldest request first) or the look-up
     * `q` (reference, name or e-mail; newest first); at most OPERATOR_LIST_LIMIT. 400 without either.
     */
    async list(query: OperatorBookingsQuery): Promise<OperatorBooking[]> {
      await deps.releaseExpired?.(deps.now());
      let ids: number[];
      if (query.q !== undefined) ids = await repository.searchBookingIDs(query.q, OPERATOR_LIST_LIMIT);
      else if (query.state !== undefined)
        ids = await repository.bookingIDsInState(query.state, OPERATOR_LIST_LIMIT);
      else throw badRequest('Give state (e.g. state=awaiting_review) or q (a reference, name or e-mail).');
      const found = await Promise.all(ids.map((id) => repository.findBooking(id)));
      let bookings = found.filter((b): b is BookingRecord => b !== null);
      if (query.q !== undefined && query.state !== undefined)
        bookings = bookings.filter((b) => b.state === query.state);
      return Promise.all(bookings.map(view));
    },

    /** GET /api/v1/operator/bookings/{bookingID}: the booking with its history (ADR 019). 404 unknown. */
    async detail(bookingID: number): Promise<OperatorBookingDetail> {
      const booking = await load(bookingID);
      return { ...(await view(booking)), history: await repository.listAudit(bookingID) };
    },

    /**
     * POST .../confirm (ADR 019): an awaiting_review booking goes back to pending_payment with a
     * pay link valid PAY_LINK_HOURS (48 h; its seats held as long), or until the first departure
     * when that is sooner, e-mailed in the booking's language; paying through it confirms the
     * booking. An invoice partner's booking is confirmed at once (paid by invoice). 404 unknown;
     * 409 not awaiting review, its seats are gone, or its first departure is now or past.
     */
    async confirmReview(bookingID: number, operator: ActingOperator): Promise<OperatorDecision> {
      const booking = await load(bookingID);
      if (booking.state !== 'awaiting_review') throw notAwaiting(booking);
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
      if (booking.state !== 'awaiting_review') throw notAwaiting(booking);
      const at = deps.now().toISOString();
      await repository.transaction(async (tx, trx) => {
        if (!(await tx.declineReview(bookingID, reason, at))) throw await decidedMeanwhile(tx, booking);
        await tx.releaseHoldsOf(bookingID);
        await tx.audit({ bookingID, event: 'declined', actor: 'operator', at, detail: reason, ...operator });
        await deps.outbox?.recordReviewDeclined(trx, { ...reviewNotice(bookingID, booking), reason });
      });
      deps.quotes.seatsChanged();
      await deliver(`review-declined:${bookingID}`);
      return { bookingID, reference: booking.reference, state: 'cancelled', payLinkExpiresAt: null };
    },
  };
}
export type BookingsForOperator = ReturnType<typeof bookingsForOperator>;
