import { BookingsClaimedSchema, CLAIM_BOOKINGS_PATH } from '@alpine/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * POST /api/v1/auth/claim-bookings { token } (ADR 008): opens the e-mailed link; the bookings
 * made with the address before the link was sent join the account -> { claimed }; 400 bad link.
 */
export function claimBookings(token: string) {
  return apiRequest(CLAIM_BOOKINGS_PATH, { method: 'POST', body: { token }, schema: BookingsClaimedSchema });
}
