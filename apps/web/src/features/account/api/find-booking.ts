import { BOOKINGS_PATH, FoundBookingSchema, PassengerDetailSchema } from '@alpine/contract';
import { z } from 'zod';
import { apiRequest, type ApiResult } from '../../../lib/api-client.ts';

/**
 * What find-booking hands to /my-account/find-booking as navigation state: the booking and its
 * first leg; the page parses it with this schema (docs/architecture.md §1).
 */
export const BookingSummaryStateSchema = z.object({
  booking: FoundBookingSchema,
  passenger: PassengerDetailSchema,
});
export type BookingSummaryState = z.infer<typeof BookingSummaryStateSchema>;

/**
 * Find my booking (spec part 1 §2.2, §7): GET bookings/{reference}?email=, then the passenger (leg)
 * data[0].passengers[0]; the anonymous token reads them only with the booking's reference and
 * e-mail.
 */
export async function findBooking(reference: string, email: string): Promise<ApiResult<BookingSummaryState>> {
  const query = { email: email.trim() };
  const found = await apiRequest(`${BOOKINGS_PATH}/${encodeURIComponent(reference.trim())}`, {
    query,
    schema: z.array(FoundBookingSchema),
  });
  if (!found.ok) return found;
  const booking = found.data[0];
  const passengerID = booking?.passengers[0];
  if (!booking || passengerID === undefined) return { ok: false, status: 404, message: 'error' };
  // the booking's reference and e-mail prove the reader, as for the booking itself (docs/architecture.md §4)
  const detail = await apiRequest(`/api/v1/passengers/${passengerID}`, {
    query: { ...query, reference: booking.reference },
    schema: z.array(PassengerDetailSchema),
  });
  if (!detail.ok) return detail;
  const passenger = detail.data[0];
  if (!passenger) return { ok: false, status: 404, message: 'error' };
  return { ok: true, status: 200, data: { booking, passenger } };
}
