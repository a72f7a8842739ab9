import { needsReview, travellerMay } from '@alpine/domain';
import type { BookingStatus } from '@alpine/contract';
import { ApiError, conflict, unprocessable } from '../../../http/api-error.ts';
import { errorText } from '../../../i18n/errors.ts';
import type { Principal } from '../../../http/principal.ts';
import { firstDepartureAt, loadOwned, statusOf } from '../booking-access.ts';
import { reviewNotice } from '../ports.ts';
import type { BookingRecord } from '../booking-records.ts';
import { deliverAfterCommit, type BookingsDeps } from '../bookings-deps.ts';

/** Default hours a booking sent to review holds its seats (ADR 010; env REVIEW_HOLD_HOURS). */
export const DEFAULT_REVIEW_HOLD_HOURS = 24;
/** Bookings awaiting review at once per session and per client address (ADR 010). */
export const MAX_PENDING_REVIEWS = 3;
/** 429 of a 4th pending review (docs/architecture.md §4 error shape). */
export const TOO_MANY_REVIEWS = `You already have ${MAX_PENDING_REVIEWS} bookings waiting for our review; please wait for our answer on those before sending another.`;
/** 409 when the departure is too close to leave the operator any time to review. */
export const TOO_SOON_TO_REVIEW =
  'This departure leaves too soon for us to review the booking; please choose a later departure.';

/** A booking's status with the end of its review hold (ISO UTC) while it awaits review. */
export type ReviewStatus = BookingStatus & { reviewExpiresAt?: string };

/**
 * Review of statusID 1 bookings (spec part 2 §4; docs/architecture.md §4, ADR 004; ADR 010).
 * A booking sent to review holds its seats until its review deadline: REVIEW_HOLD_HOURS
 * (`deps.reviewHoldHours`, default 24) after the request, never past the first leg's departure (its
 * local date and time at the origin, as UTC). After the deadline `releaseExpiredReviews` frees the
 * seats, marks the booking 'expired' and e-mails the traveller (`deps.onReviewExpired`, once per
 * booking). At most MAX_PENDING_REVIEWS bookings await review per session and per client address.
 */
export function bookingReview(deps: BookingsDeps, releaseExpiredHolds: (now: Date) => Promise<number>) {
  const { repository } = deps;
  const holdMs = (deps.reviewHoldHours ?? DEFAULT_REVIEW_HOLD_HOURS) * 3_600_000;

  /**
   * Expires every awaiting_review booking whose deadline (ISO UTC) is at or before `now`: one
   * conditional UPDATE per booking (never twice, whoever runs it), its held seats given back in the
   * same transaction. Then tells every traveller of an expired review not told yet (these and any a
   * crash left between expiry and e-mail): the e-mail (dedup key per booking) and review_notified_at.
   * Bookings sent to review before deadlines existed get one first (now + the setting). Returns how
   * many bookings it expired.
   */
  async function releaseExpiredReviews(now: Date): Promise<number> {
    const nowIso = now.toISOString();
    await repository.giveMissingReviewDeadlines(new Date(now.getTime() + holdMs).toISOString());
    let expired = 0;
    for (const bookingID of await repository.listExpiredReviews(nowIso)) {
      const done = await repository.transaction(async (tx) => {
        if (!(await tx.expireReview(bookingID, nowIso))) return false;
        await tx.releaseHoldsOf(bookingID);
        await tx.releaseVehicleHoldsOf(bookingID);
        await tx.audit({ bookingID, event: 'review_expired', actor: 'system', at: nowIso });
        return true;
      });
      if (done) expired += 1;
    }
    if (expired > 0) deps.quotes.seatsChanged();
    if (deps.onReviewExpired) {
      for (const bookingID of await repository.listUnnotifiedExpiredReviews())
        await notify(bookingID, nowIso);
    }
    return expired;
  }

  /** E-mails the traveller of an expired review, then records it; a failure is logged and retried next sweep. */
  async function notify(bookingID: number, nowIso: string): Promise<void> {
    const booking = await repository.findBooking(bookingID);
    if (!booking) return;
    try {
      await deps.onReviewExpired?.(reviewNotice(bookingID, booking));
      await repository.markReviewNotified(bookingID, nowIso);
    } catch (err) {
      deps.log?.error({ err, bookingID }, 'the e-mail of an expired review failed; the next sweep retries');
    }
  }

  /** What a request for a booking already awaiting review answers: its status and review deadline. */
  async function awaitingAnswer(booking: BookingRecord): Promise<ReviewStatus> {
    const deadline = await repository.reviewDeadline(booking.bookingID);
    return { ...statusOf(booking), ...(deadline ? { reviewExpiresAt: deadline } : {}) };
  }

  /**
   * POST /api/v1/bookings/{bookingID}/review: a pending booking with a leg pending review (statusID
   * 1) waits for the operator in awaiting_review; its held seats stay held until the review
   * deadline, answered as `reviewExpiresAt` (ISO UTC); the traveller is e-mailed that the request was
   * received (outbox, same transaction). Repeating it answers the same, also when two requests
   * race (a double click). 422 no leg
   * with statusID 1; 409 not pending, or the departure too soon (deadline not after now); 429 when
   * the session or `clientAddress` already has MAX_PENDING_REVIEWS bookings awaiting review.
   */
  async function requestReview(
    bookingID: number,
    principal: Principal,
    clientAddress: string | null = null,
  ): Promise<ReviewStatus> {
    const now = deps.now();
    await releaseExpiredHolds(now);
    const booking = await loadOwned(repository, bookingID, principal);
    if (booking.state === 'awaiting_review') return awaitingAnswer(booking);
    const legs = await repository.listLegs(bookingID);
    if (!legs.some((l) => needsReview(l.statusID))) {
      throw unprocessable(
        'Only a booking with a journey awaiting our review (statusID 1) can be sent for review.',
      );
    }
    const notPending = (b: BookingRecord) => conflict(errorText('stateNotForReview', { state: b.state }));
    if (!travellerMay(booking.state, 'request_review')) throw notPending(booking);
    // Already reviewed and confirmed by the operator (ADR 019): it is paid, not sent back.
    if (booking.payLinkExpiresAt !== null) throw conflict(errorText('alreadyConfirmedPayByLink'));
    const departure = await firstDepartureAt(legs, deps.locations);
    const limit = new Date(now.getTime() + holdMs);
    const deadline = departure && departure < limit ? departure : limit;
    if (deadline <= now) throw conflict(TOO_SOON_TO_REVIEW);
    const expiresAt = deadline.toISOString();
    const moved = await repository.transaction(async (tx, trx) => {
      // requests of this session or address one at a time, so that the count below is exact
      await tx.lockReviewRequesters(booking.ownerSession, clientAddress);
      if (!(await tx.requestReview(bookingID, { at: now.toISOString(), expiresAt, clientAddress }))) {
        return false;
      }
      await tx.audit({
        bookingID,
        event: 'review_requested',
        actor: 'traveller',
        at: now.toISOString(),
        detail: expiresAt,
      });
      const pending = await tx.countPendingReviews(booking.ownerSession, clientAddress);
      if (pending > MAX_PENDING_REVIEWS) throw new ApiError(429, 'too_many_requests', TOO_MANY_REVIEWS);
      // the traveller's acknowledgement, committed with the request (docs/architecture.md §4 outbox)
      await deps.outbox?.recordReviewRequested(trx, {
        ...reviewNotice(bookingID, booking),
        reviewExpiresAt: expiresAt,
      });
      return true;
    });
    if (!moved) {
      // another request moved it first (a double click, a second tab): answer as a repeat does,
      // or say what the booking is now
      const current = await loadOwned(repository, bookingID, principal);
      if (current.state === 'awaiting_review') return awaitingAnswer(current);
      throw notPending(current);
    }
    await deliverAfterCommit(deps, `review-requested:${bookingID}`);
    return { ...statusOf({ ...booking, state: 'awaiting_review' }), reviewExpiresAt: expiresAt };
  }

  return { releaseExpiredReviews, requestReview };
}
