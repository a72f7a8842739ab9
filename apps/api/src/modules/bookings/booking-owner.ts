import { cancellationRefund, fromMinor, localToUtc, type CancellationRefund } from '@alpine/domain';
import type { Refund } from '@alpine/contract';
import type { Principal } from '../auth/auth.service.ts';
import type { LocationsService } from '../locations/locations.service.ts';
import type { BookingReadsRepository } from './booking-reads.repository.ts';
import type { BookingRecord, LegRecord } from './booking-records.ts';

/**
 * True when a signed-in customer owns `booking` (DESIGN §4; issue 4 §5): their account's e-mail is
 * verified and the booking is their customerID's or was made with that e-mail. Anonymous tokens own
 * nothing here. Unverified accounts own nothing either: registering claims a guest customer row by
 * e-mail, so a customerID match proves nothing until the e-mail is verified.
 */
export async function customerOwns(
  reads: Pick<BookingReadsRepository, 'customerAccount'>,
  booking: Pick<BookingRecord, 'customerID' | 'email'>,
  principal: Principal,
): Promise<boolean> {
  if (principal.kind !== 'customer') return false;
  const account = await reads.customerAccount(principal.customerID);
  if (account === null || !account.verified) return false;
  return principal.customerID === booking.customerID || account.email === booking.email.toLowerCase();
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
