import type { BookingStatus } from '@alpine/contract';
import { fromMinor } from '@alpine/domain';
import { forbidden, notFound } from '../../http/api-error.ts';
import type { Principal } from '../auth/auth.service.ts';
import type { BookingRecord } from './booking-records.ts';
import type { BookingsRepository } from './bookings.repository.ts';

/**
 * True when `principal` may build and pay `booking` (DESIGN §4): the session (token jti, kept by
 * renewals) that created it. A customerID alone is not enough: registering claims a guest
 * customer row by e-mail before that e-mail is verified (see customerOwns for the verified path).
 */
export function mayAct(booking: BookingRecord, principal: Principal): boolean {
  return booking.ownerSession === principal.sessionID;
}

/** The booking if `principal` may act on it; 404 unknown, 403 another session's or customer's. */
export async function loadOwned(
  repository: BookingsRepository,
  bookingID: number,
  principal: Principal,
): Promise<BookingRecord> {
  const booking = await repository.findBooking(bookingID);
  if (!booking) throw notFound(`No booking with bookingID ${bookingID}.`);
  if (!mayAct(booking, principal)) throw forbidden('This booking belongs to another session or customer.');
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
