import { BookingClaimSentSchema, ME_BOOKING_CLAIMS_PATH } from '@alpine/contract';
import { userRequest } from '../../../lib/user-session.ts';

/**
 * POST /api/v1/customers/me/booking-claims (ADR 008): e-mails the signed-in account's address a
 * link that adds the bookings made with it as a guest -> { sent: true }; 429 past 3 a minute.
 */
export function requestBookingClaim() {
  return userRequest(ME_BOOKING_CLAIMS_PATH, { method: 'POST', schema: BookingClaimSentSchema });
}
