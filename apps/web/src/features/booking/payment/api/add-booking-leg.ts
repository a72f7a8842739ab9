import { BOOKING_LEGS_PATH, LegAddedSchema, type AddLeg } from '@alpine/contract';
import { apiRequest, unwrap } from '../../../../lib/api-client.ts';

/**
 * POST /api/v1/bookings/{bookingID}/passengers (spec part 2 §7 "Add booking leg"; docs/architecture.md §4):
 * holds the seats; 409 when they are gone or the quote expired.
 */
export async function addBookingLeg(bookingID: number, body: AddLeg) {
  const path = BOOKING_LEGS_PATH.replace(':bookingID', String(bookingID));
  return unwrap(await apiRequest(path, { method: 'POST', body, schema: LegAddedSchema }));
}
