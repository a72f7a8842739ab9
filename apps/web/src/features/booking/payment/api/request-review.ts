import { BOOKING_REVIEW_PATH, BookingStatusSchema } from '@alpine/contract';
import { apiRequest, unwrap } from '../../../../lib/api-client.ts';

/** POST /api/v1/bookings/{bookingID}/review (spec part 2 §4: statusID 1, no card; the booking awaits review). */
export async function requestReview(bookingID: number) {
  const path = BOOKING_REVIEW_PATH.replace(':bookingID', String(bookingID));
  return unwrap(await apiRequest(path, { method: 'POST', schema: BookingStatusSchema }));
}
