import { type CreateBooking } from '@alpine/contract';
import { unprocessable } from '../../http/api-error.ts';
import type { Principal } from '../../http/principal.ts';
import type { Language } from '../../i18n/language.ts';
import { loadOwned } from './booking-access.ts';
import { newReference } from './booking-records.ts';
import type { BookingsDeps } from './bookings-deps.ts';
import { bookingsForManagement } from './cancellation/booking-management.ts';
import { bookingsForOperator } from './operator-port.ts';
import { bookingPayments } from './payments-and-confirmation/booking-payments.ts';
import { bookingConfirmationDetails } from './payments-and-confirmation/confirmation-details.ts';
import { payLinkOpener } from './payments-and-confirmation/pay-links.ts';
import { seatHolds } from './holds/seat-holds.ts';
import { bookingReview } from './review/booking-review.ts';

export type { BookingsDeps } from './bookings-deps.ts';
export {
  HOLD_MINUTES,
  holdExpiryJob,
  MAX_LEGS,
  MAX_UNPAID_HELD_SEATS,
  QUOTE_EXPIRED,
  SEATS_GONE,
  type LegAdded,
} from './holds/seat-holds.ts';
export { MAX_UNPAID_HELD_VEHICLES, VEHICLE_GONE } from './holds/vehicle-holds.ts';

/**
 * Bookings (spec part 2 §4, §7, §9; docs/architecture.md §4 authority and safety rules): creates bookings,
 * adds legs priced by the server from their signed quotes, holds seats of shared departures and
 * vehicles of private legs (ADR 022) atomically (never overbooking on SQLite or PostgreSQL), releases unpaid holds after HOLD_MINUTES and review
 * holds after their deadline, and offers the other modules their ports (ports.ts): `forPayments`,
 * `forManagement` and `forOperator` (ADR 013).
 */
export function bookingsService(deps: BookingsDeps) {
  const { repository } = deps;

  /**
   * Releases the expired `held` holds of pending_payment bookings, one conditional UPDATE per hold
   * (never twice), gives their seats back and marks a booking 'expired' when none of its holds is
   * held and it is unpaid; then expires the reviews past their deadline (releaseExpiredReviews,
   * booking-review.ts). The one sweep a timer or job runner calls with the current time. Returns
   * how many pending holds and reviews it released.
   */
  async function releaseExpiredHolds(now: Date): Promise<number> {
    return (await holds.releaseExpiredPendingHolds(now)) + (await review.releaseExpiredReviews(now));
  }

  const holds = seatHolds(deps, releaseExpiredHolds);
  const review = bookingReview(deps, releaseExpiredHolds);
  const payLinkPayment = payLinkOpener(deps);

  return {
    releaseExpiredHolds,
    releaseExpiredReviews: review.releaseExpiredReviews,

    /**
     * POST /api/v1/bookings -> { bookingID, reference } in state pending_payment, owned by the
     * token's session and, when a signed-in account makes it, by that account (a 'made' claim in
     * the same transaction; ADR 008). 422 'customerID N is not a known customer.' unless the
     * customer is a guest row of this session or the signed-in account itself (unknown and
     * others' ids answer the same). `language` (the request's) is kept for its e-mails
     * (docs/architecture.md §6).
     */
    async create(
      input: CreateBooking,
      principal: Principal,
      language: Language = 'en',
    ): Promise<{ bookingID: number; reference: string }> {
      if (!(await deps.customers.mayBookAs(input.customerID, principal))) {
        throw unprocessable(`customerID ${input.customerID} is not a known customer.`);
      }
      const at = deps.now().toISOString();
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const reference = newReference();
        const bookingID = await repository.transaction(async (tx) => {
          const id = await tx.insertBooking({
            reference,
            customerID: input.customerID,
            ownerSession: principal.sessionID,
            firstName: input.firstName,
            lastName: input.lastName,
            email: input.email.toLowerCase(),
            mobile: input.mobile,
            createdAt: at,
            language,
          });
          if (id !== null && principal.kind === 'customer') {
            await tx.insertClaim(id, principal.customerID, 'made', at);
          }
          if (id !== null) await tx.audit({ bookingID: id, event: 'created', actor: 'traveller', at });
          return id;
        });
        if (bookingID !== null) return { bookingID, reference };
      }
      throw new Error('Could not draw a free booking reference in 5 attempts');
    },
    /**
     * Gives account `customerID` the bookings made with `email` before `madeBefore` (ISO UTC: when
     * the link that proved the e-mail was sent; ADR 008). Answers how many it added.
     */
    async claimByEmail(customerID: number, email: string, madeBefore: string): Promise<number> {
      return repository.claimByEmail(customerID, email.toLowerCase(), madeBefore, deps.now().toISOString());
    },

    /** POST /api/v1/bookings/{bookingID}/passengers (holds/seat-holds.ts): adds a leg and holds its seats. */
    addLeg: holds.addLeg,

    /**
     * POST /api/v1/bookings/{bookingID}/review (booking-review.ts; ADR 010): awaiting_review until a
     * deadline.
     */
    requestReview: review.requestReview,

    /** POST /api/v1/bookings/{bookingID}/tags (spec part 2 §7): stores the marketing opt-in or opt-out. */
    async tag<T extends string>(bookingID: number, tag: T, principal: Principal): Promise<{ tag: T }> {
      await loadOwned(repository, bookingID, principal);
      await repository.setTag(bookingID, tag);
      return { tag };
    },

    /** What the confirmation e-mail of a booking shows (confirmation-details.ts). 404 unknown. */
    confirmationDetails: bookingConfirmationDetails(deps),

    /** The port the payments module uses (ports.ts; payments-and-confirmation/booking-payments.ts). */
    forPayments: bookingPayments(deps),

    /** The port the manage-bookings module uses (ports.ts; cancellation/booking-management.ts; ADR 013). */
    forManagement: bookingsForManagement(deps),

    /** The port the operator's console uses (operator-port.ts; ADR 013). */
    forOperator: bookingsForOperator({ ...deps, releaseExpired: releaseExpiredHolds }),

    /** POST /api/v1/bookings/pay-link (payments-and-confirmation/pay-links.ts). */
    openPayLink: payLinkPayment,
  };
}
export type BookingsService = ReturnType<typeof bookingsService>;
