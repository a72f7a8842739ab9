import { BOOKING_PAYMENTS_PATH, BookingStatusSchema } from '@alpine/contract';
import { apiRequest, unwrap } from '../../../../lib/api-client.ts';

/** POST /api/v1/bookings/{bookingID}/payments { invoice: true } (spec part 2 §7): the invoice path. */
export async function payByInvoice(bookingID: number) {
  const path = BOOKING_PAYMENTS_PATH.replace(':bookingID', String(bookingID));
  return unwrap(
    await apiRequest(path, { method: 'POST', body: { invoice: true }, schema: BookingStatusSchema }),
  );
}
