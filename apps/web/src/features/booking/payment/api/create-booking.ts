import { BOOKINGS_PATH, BookingCreatedSchema, type CreateBooking } from '@alpine/contract';
import { apiRequest, unwrap } from '../../../../lib/api-client.ts';

/** POST /api/v1/bookings (spec part 2 §7 "Create booking") -> { bookingID, reference }. */
export async function createBooking(body: CreateBooking) {
  return unwrap(await apiRequest(BOOKINGS_PATH, { method: 'POST', body, schema: BookingCreatedSchema }));
}
