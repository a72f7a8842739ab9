import { BOOKING_TAGS_PATH } from '@alpine/contract';
import { z } from 'zod';
import { apiRequest } from '../../../../lib/api-client.ts';

/** POST /api/v1/bookings/{bookingID}/tags (spec part 2 §7): the marketing choice. */
export function addBookingTag(bookingID: number, optIn: boolean) {
  const path = BOOKING_TAGS_PATH.replace(':bookingID', String(bookingID));
  return apiRequest(path, {
    method: 'POST',
    body: { tag: optIn ? 'marketing-opt-in' : 'marketing-opt-out' },
    schema: z.unknown(),
  });
}
