import { cancellationRefund, fromMinor, localToUtc, type CancellationRefund } from '@alpine/domain';
import type { Refund } from '@alpine/contract';
import type { Principal } from '../auth/auth.service.ts';
import type { LocationsService } from '../locations/locations.service.ts';
import type { BookingRecord, LegRecord } from './booking-records.ts';
import type { BookingsRepository } from './bookings.repository.ts';

/**
 * True when a signed-in account owns `booking` (DESIGN §4; issue 7 §1; ADR 008): it made the
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

/** The cancellation policy applied to a booking now (flexi when every leg has flexi). */
export async function policyRefund(
  booking: Pick<BookingRecord, 'totalMinor'>,
  legs: LegRecord[],
  locations: Pick<LocationsService, 'get'>,
  now: Date,
): Promise<CancellationRefund> {
  const travelAt = (await firstDepartureAt(legs, locations)) ?? now;
  const flexi = legs.length > 0 && legs.every((l) => l.items.flexi === 1);
  return cancellationRefund({ flexi, totalMinor: booking.totalMinor, travelAt, now });
}

/** A refund on the wire: decimal price in the booking's currency and the percent. */
export const refundOf = (
  refundMinor: number,
  percent: number,
  currency: BookingRecord['currency'],
): Refund => ({ price: fromMinor(refundMinor), currency: currency ?? 'EUR', percent });
