import type { BookingStatus } from '@alpine/contract';
import { fromMinor, localToUtc } from '@alpine/domain';
import { notFound } from '../../http/api-error.ts';
import { errorText } from '../../i18n/errors.ts';
import type { Principal } from '../../http/principal.ts';
import type { LocationsService } from '../locations/locations.service.ts';
import type { BookingRecord, LegRecord } from './booking-records.ts';
import type { BookingsRepository } from './bookings.repository.ts';

/*
 * Who may do what with a booking (docs/architecture.md §4; ADR 008; ADR 013: the one ownership file): the
 * session that made it builds and pays it (mayAct, loadOwned); a signed-in account that made or
 * claimed it reads and cancels it (customerOwns).
 */

/**
 * True when `principal` may build and pay `booking` (docs/architecture.md §4; ADR 008): the session (token
 * sid, kept by renewals) that created it. A customerID or an e-mail proves nothing (customerOwns below
 * is the account's path, for reads and cancellation).
 */
export function mayAct(booking: BookingRecord, principal: Principal): boolean {
  return booking.ownerSession === principal.sessionID;
}

/**
 * The booking if `principal` may act on it; 404 'No booking with bookingID N.' when it is unknown
 * or another session's: the same answer, so an id tells nothing (ADR 007).
 */
export async function loadOwned(
  repository: BookingsRepository,
  bookingID: number,
  principal: Principal,
): Promise<BookingRecord> {
  const booking = await repository.findBooking(bookingID);
  if (!booking || !mayAct(booking, principal)) throw notFound(errorText('bookingIDNotFound', { bookingID }));
  return booking;
}

/** The owner's view of a booking after a state change; total as a decimal (EUR until a leg sets it). */
export function statusOf(booking: BookingRecord): BookingStatus {
  return {
    bookingID: booking.bookingID,
    reference: booking.reference,
    state: booking.state,
    total: { price: fromMinor(booking.totalMinor), currency: booking.currency ?? 'EUR' },
  };
}

/**
 * True when a signed-in account owns `booking` (docs/architecture.md §4; ADR 008): it made the
 * booking while signed in, or proved control of the booking's e-mail by a link sent to that
 * address after the booking existed (booking_claims). A customerID or an account's e-mail proves
 * nothing by itself; anonymous tokens own nothing here.
 */
export async function customerOwns(
  claims: Pick<BookingsRepository, 'hasClaim'>,
  booking: Pick<BookingRecord, 'bookingID'>,
  principal: Principal,
): Promise<boolean> {
  if (principal.kind !== 'customer') return false;
  return claims.hasClaim(booking.bookingID, principal.customerID);
}

/** The UTC instant of a booking's first pick-up (local date and time at the first leg's origin). */
export async function firstDepartureAt(
  legs: LegRecord[],
  locations: Pick<LocationsService, 'get'>,
): Promise<Date | null> {
  const first = legs[0];
  if (!first) return null;
  const timeZone = (await locations.get(first.originID))?.timeZone ?? 'Europe/Zurich';
  return localToUtc(first.date, first.time, timeZone);
}
