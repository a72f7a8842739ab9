import { cancellationRefund, fromMinor, type CancellationRefund } from '@alpine/domain';
import type { Refund } from '@alpine/contract';
import type { LocationsService } from '../locations/locations.service.ts';
import { firstDepartureAt, type BookingRecord, type LegRecord } from '../bookings/ports.ts';

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
