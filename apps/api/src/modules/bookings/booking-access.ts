import type { BookingStatus } from '@alpine/contract';
import { fromMinor } from '@alpine/domain';
import { notFound } from '../../http/api-error.ts';
import type { Principal } from '../auth/auth.service.ts';
import type { BookingRecord } from './booking-records.ts';
import type { BookingsRepository } from './bookings.repository.ts';

/**
 * True when `principal` may build and pay `booking` (DESIGN §4; ADR 008): the session (token sid,
 * kept by renewals) that created it. A customerID or an e-mail proves nothing (customerOwns in
 * booking-owner.ts is the account's path, for reads and cancellation).
 */
export function mayAct(booking: BookingRecord, principal: Principal): boolean {
  return booking.ownerSession === principal.sessionID;
}

/**
 * The booking if `principal` may act on it; 404 'No booking with bookingID N.' when it is unknown
 * or another session's: the same answer, so an id tells nothing (issue 7 §10).
 */
export async function loadOwned(
  repository: BookingsRepository,
  bookingID: number,
  principal: Principal,
): Promise<BookingRecord> {
  const booking = await repository.findBooking(bookingID);
  if (!booking || !mayAct(booking, principal)) throw notFound(`No booking with bookingID ${bookingID}.`);
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
