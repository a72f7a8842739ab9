import { randomUUID } from 'node:crypto';
import type { BookingCancelled } from '@alpine/contract';
import { travellerMay } from '@alpine/domain';
import { conflict, notFound } from '../../http/api-error.ts';
import { errorText } from '../../i18n/errors.ts';
import type { Principal } from '../../http/principal.ts';
import type { LocationsService } from '../locations/locations.service.ts';
import type { QuotesService } from '../quotes/quotes.service.ts';
import {
  mayAct,
  type BookingRecord,
  type BookingsForManagement,
  type BookingMailOutbox,
  type CancellationNotice,
} from '../bookings/ports.ts';
import type { BookingRefunds } from './booking-refund-port.ts';
import { policyRefund, refundOf } from './cancellation-policy.ts';

export type { CancellationNotice } from '../bookings/ports.ts';

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
 * How long a refund claim may stay unsettled before another caller takes it over, seconds: longer
 * than any gateway call (Stripe's client waits 80 s, with one retry), so that a live claim is never
 * taken; a claim older than this was left by a process that died (ADR 009).
 */
export const REFUND_CLAIM_STALE_SECONDS = 300;
/** Seconds after a cancellation before the sweep refunds it if its request did not claim it first. */
export const REFUND_UNCLAIMED_GRACE_SECONDS = 30;

/** A refund claim written at `now`: `claim:<epoch ms>:<uuid>`. */
const claimAt = (now: Date) => `claim:${now.getTime()}:${randomUUID()}`;

/** Whether `reference` is a claim older than REFUND_CLAIM_STALE_SECONDS at `now` (a claim of the older form `claim:<uuid>` has no time: stale). */
export function staleRefundClaim(reference: string, now: Date): boolean {
  if (!reference.startsWith('claim:')) return false;
  const at = Number(reference.split(':')[1]);
  return !Number.isSafeInteger(at) || at <= now.getTime() - REFUND_CLAIM_STALE_SECONDS * 1000;
}

/**
 * Cancellation and its refund (spec part 2 §2.8; ADR 007, ADR 009): `cancel`, the traveller's call, and
 * `finishRefunds`, the sweep that completes refunds a crash interrupted.
 */
export function bookingCancellation(deps: {
  /** The bookings module's port (bookings/ports.ts; ADR 013). */
  bookings: BookingsForManagement;
  locations: Pick<LocationsService, 'get'>;
  quotes: Pick<QuotesService, 'seatsChanged'>;
  refunds: BookingRefunds;
  notify: (notice: CancellationNotice) => Promise<unknown>;
  outbox?: Pick<BookingMailOutbox, 'recordCancellation'>;
  now: () => Date;
}) {
  const { bookings } = deps;

  /**
   * Refunds a cancelled booking exactly once (ADR 007, ADR 009): when its refund (minor units) is
   * over 0, it was paid, and no refund is recorded, the caller claims it (from no claim, or by
   * taking over a stale one) and only the claimant asks the gateway, which is idempotent per
   * booking (a refund already made is answered, not made twice), then records the refund's id.
   * A failed gateway call gives the claim back and throws. Nothing to do: returns.
   */
  async function refundOnce(booking: BookingRecord, now: Date): Promise<void> {
    const record = await bookings.cancellationOf(booking.bookingID);
    const refundMinor = record.refundMinor ?? 0;
    const held = record.refundReference;
    if (refundMinor <= 0 || booking.paidReference === null) return;
    if (held !== null && !staleRefundClaim(held, now)) return;
    const claim = claimAt(now);
    if (!(await bookings.claimRefund(booking.bookingID, claim, held))) return;
    try {
      const { refundID } = await deps.refunds.refundCancellation({
        bookingID: booking.bookingID,
        paidReference: booking.paidReference,
        amountMinor: refundMinor,
      });
      await bookings.settleRefundClaim(booking.bookingID, claim, refundID ?? 'none');
    } catch (err) {
      await bookings.settleRefundClaim(booking.bookingID, claim, null);
      throw err;
    }
  }

  /**
   * The refund sweep (a job of the app's runner, at start-up and every minute; ADR 009): finishes
   * the refunds a crash interrupted between the cancelling commit and the gateway's answer, from
   * the bookings listUnfinishedRefunds gives (unclaimed for REFUND_UNCLAIMED_GRACE_SECONDS, or a
   * stale claim). One failing refund does not stop the others; the first failure is thrown at the
   * end so that the runner logs it. Returns how many it looked at.
   */
  async function finishRefunds(now: Date): Promise<number> {
    const before = new Date(now.getTime() - REFUND_UNCLAIMED_GRACE_SECONDS * 1000).toISOString();
    const owed = await bookings.listUnfinishedRefunds(before);
    let failure: unknown = null;
    for (const { bookingID } of owed) {
      const booking = await bookings.findBooking(bookingID);
      if (!booking || booking.state !== 'cancelled') continue;
      try {
        await refundOnce(booking, now);
      } catch (err) {
        failure ??= err;
      }
    }
    if (failure) throw failure;
    return owed.length;
  }

  /**
   * POST /api/v1/bookings/{bookingID}/cancellation (docs/architecture.md §4; spec part 2 §2.8): the owner
   * (the guest session that made it, its customer's user token, or a user whose verified e-mail it was made
   * with) cancels a confirmed booking. The refund follows cancellationRefund (@alpine/domain); the
   * state change, the seats given back (departure_loads) happen in one transaction with one
   * conditional UPDATE, then the refund goes through the payment gateway (idempotent per booking)
   * and the e-mail, recorded in the outbox by the same transaction (ADR 009), is delivered once
   * (`notify`, dedup key cancellation:<id>). Repeating it answers the
   * same and completes a refund or e-mail an earlier call could not (a claim left by a dead
   * process once stale). 404 unknown or not the owner's
   * (the same answer, ADR 007), 409 not confirmed.
   */
  async function cancel(bookingID: number, principal: Principal): Promise<BookingCancelled> {
    const booking = await bookings.findBooking(bookingID);
    // Another's booking answers like an unknown one (ADR 007: no enumeration).
    if (!booking || (!mayAct(booking, principal) && !(await bookings.customerOwns(booking, principal)))) {
      throw notFound(errorText('bookingIDNotFound', { bookingID }));
    }
    if (travellerMay(booking.state, 'cancel')) {
      const now = deps.now();
      const legs = await bookings.listLegs(bookingID);
      const refund = await policyRefund(booking, legs, deps.locations, now);
      const done = await bookings.cancelConfirmed(
        bookingID,
        { at: now.toISOString(), refundMinor: refund.refundMinor, refundPercent: refund.percent },
        // The e-mail commits with the cancellation (ADR 009); notify below delivers it.
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
    await refundOnce(after, deps.now());
    const currency = after.currency ?? 'EUR';
    await deps.notify(noticeOf(after, refundMinor, percent));
    return {
      bookingID,
      reference: after.reference,
      state: 'cancelled',
      refund: refundOf(refundMinor, percent, currency),
    };
  }

  return { cancel, finishRefunds };
}
export type BookingCancellation = ReturnType<typeof bookingCancellation>;
export type CancelBooking = BookingCancellation['cancel'];
