import { z } from 'zod';
import { BookingStateSchema } from './bookings.ts';
import { CurrencySchema, text } from './common.ts';

/** POST /api/v1/bookings/pay-link (ADR 019): opens the pay link the operator's confirmation e-mailed. */
export const PAY_LINK_PATH = '/api/v1/bookings/pay-link';

/** Its body: the token of the link's `?token=` (at most 2000 characters). */
export const OpenPayLinkSchema = z.strictObject({ token: text(2000).min(1, 'token is required') });
export type OpenPayLink = z.infer<typeof OpenPayLinkSchema>;

/**
 * Its answer: the booking the link names, now payable by the caller's session (the e-mailed link
 * proves the traveller), with what the pay page shows. payLinkExpiresAt ISO UTC.
 */
export const PayLinkBookingSchema = z.object({
  bookingID: z.number().int(),
  reference: z.string(),
  state: BookingStateSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  mobile: z.string(),
  total: z.object({ price: z.number(), currency: CurrencySchema }),
  payLinkExpiresAt: z.string().nullable(),
  legs: z.array(
    z.object({
      origin: z.string(),
      destination: z.string(),
      date: z.string(),
      time: z.string(),
      pax: z.number().int(),
    }),
  ),
});
export type PayLinkBooking = z.infer<typeof PayLinkBookingSchema>;
