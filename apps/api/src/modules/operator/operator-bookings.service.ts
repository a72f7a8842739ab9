import type {
  OperatorBooking,
  OperatorBookingDetail,
  OperatorBookingsQuery,
  ReviewReason,
} from '@alpine/contract';
import { answeredItems, fromMinor, needsReview } from '@alpine/domain';
import { badRequest, notFound } from '../../http/api-error.ts';
import { errorText } from '../../i18n/errors.ts';
import type { AddressesService } from '../addresses/addresses.service.ts';
import type { BookingRecord, BookingsForOperator, LegRecord } from '../bookings/ports.ts';
import type { LocationsService } from '../locations/locations.service.ts';
import type { OperatorBookingsRepository } from './operator-bookings.repository.ts';

/** At most this many bookings per list or look-up (ADR 019). */
export const OPERATOR_LIST_LIMIT = 50;
/** Why a booking waits for the operator (ADR 019), from its legs. */
export function reviewReasons(
  legs: Pick<LegRecord, 'statusID' | 'product' | 'needsOperatorCheck'>[],
): ReviewReason[] {
  const reasons: ReviewReason[] = [];
  if (legs.some((l) => needsReview(l.statusID) && l.product === 'private_coach')) reasons.push('on_request');
  if (legs.some((l) => needsReview(l.statusID) && l.product !== 'private_coach')) reasons.push('too_soon');
  if (legs.some((l) => l.needsOperatorCheck)) reasons.push('extras_check');
  return reasons;
}

/** What the operator's look-up needs: the bookings port, its read-only queries, places and addresses. */
export interface OperatorBookingsDeps {
  bookings: BookingsForOperator;
  repository: OperatorBookingsRepository;
  addresses: Pick<AddressesService, 'getMany'>;
  locations: Pick<LocationsService, 'get'>;
  now: () => Date;
}

/**
 * The operator's side of bookings (ADR 019; docs/architecture.md §4 "an operator's confirmation of a
 * pending-review booking"): the review queue and the look-up as OperatorBooking, a booking's
 * history, and the two decisions, which the bookings module makes (BookingsForOperator: one
 * conditional UPDATE in a transaction with its seats, its audit line and its e-mail; ADR 013).
 */
export function operatorBookings(deps: OperatorBookingsDeps) {
  const { repository, bookings } = deps;

  async function view(booking: BookingRecord): Promise<OperatorBooking> {
    const legs = await bookings.listLegs(booking.bookingID);
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
          extras: answeredItems(l.items),
          price: fromMinor(l.priceMinor),
          statusID: l.statusID,
          needsOperatorCheck: l.needsOperatorCheck,
        })),
      ),
    };
  }

  async function load(bookingID: number): Promise<BookingRecord> {
    const booking = await bookings.findBooking(bookingID);
    if (!booking) throw notFound(errorText('bookingIDNotFound', { bookingID }));
    return booking;
  }

  return {
    /**
     * GET /api/v1/operator/bookings: `state` (awaiting_review oldest request first) or the look-up
     * `q` (reference, name or e-mail; newest first); at most OPERATOR_LIST_LIMIT. 400 without either.
     */
    async list(query: OperatorBookingsQuery): Promise<OperatorBooking[]> {
      await bookings.releaseExpired(deps.now());
      let ids: number[];
      if (query.q !== undefined) ids = await repository.searchBookingIDs(query.q, OPERATOR_LIST_LIMIT);
      else if (query.state !== undefined)
        ids = await repository.bookingIDsInState(query.state, OPERATOR_LIST_LIMIT);
      else throw badRequest('Give state (e.g. state=awaiting_review) or q (a reference, name or e-mail).');
      const found = await Promise.all(ids.map((id) => bookings.findBooking(id)));
      let listed = found.filter((b): b is BookingRecord => b !== null);
      if (query.q !== undefined && query.state !== undefined)
        listed = listed.filter((b) => b.state === query.state);
      return Promise.all(listed.map(view));
    },

    /** GET /api/v1/operator/bookings/{bookingID}: the booking with its history (ADR 019). 404 unknown. */
    async detail(bookingID: number): Promise<OperatorBookingDetail> {
      const booking = await load(bookingID);
      return { ...(await view(booking)), history: await bookings.history(bookingID) };
    },

    /** POST .../confirm: the bookings module's decision (BookingsForOperator.confirmReview). */
    confirmReview: bookings.confirmReview,

    /** POST .../decline { reason }: the bookings module's decision (BookingsForOperator.declineReview). */
    declineReview: bookings.declineReview,
  };
}
export type OperatorBookings = ReturnType<typeof operatorBookings>;
