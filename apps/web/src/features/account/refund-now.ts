import type { OwnBooking, Refund } from '@alpine/contract';
import { cancellationRefund, fromMinor, localToUtc, toMinor } from '@alpine/domain';

/** Pick-up times are local to the Alps (Geneva, Zurich, Lyon and Grenoble share one offset). */
export const ALPS_TIME_ZONE = 'Europe/Zurich';

/**
 * What cancelling now would refund: the server's figure when it sent one, else the cancellation
 * policy applied to the first pick-up (a flexi booking is one whose legs are all flexi).
 */
export function refundNow(booking: OwnBooking, now: Date): Refund {
  if (booking.refundIfCancelled) return booking.refundIfCancelled;
  const first = booking.legs[0];
  const travelAt = first ? localToUtc(first.date, first.time, ALPS_TIME_ZONE) : now;
  const refund = cancellationRefund({
    flexi: booking.legs.length > 0 && booking.legs.every((leg) => leg.flexi),
    totalMinor: toMinor(booking.total.price),
    travelAt,
    now,
  });
  return { price: fromMinor(refund.refundMinor), currency: booking.total.currency, percent: refund.percent };
}
