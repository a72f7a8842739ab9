import { BOOKING_STATES, type BookingState } from '@alpine/domain';
import { z } from 'zod';
import { CurrencySchema, EmailSchema, IdSchema, text } from './common.ts';
import { MobileSchema } from './customers.ts';
import { LegItemsSchema } from './leg-items.ts';
import { NAME_MAX_LENGTH } from './limits.ts';

export { EXTRA_COUNT_LIMIT } from './limits.ts';

/** Paths of the booking calls (spec part 2 §7; docs/architecture.md §4). */
export const BOOKINGS_PATH = '/api/v1/bookings';
export const BOOKING_LEGS_PATH = '/api/v1/bookings/:bookingID/passengers';
export const BOOKING_PAYMENTS_PATH = '/api/v1/bookings/:bookingID/payments';
export const BOOKING_TAGS_PATH = '/api/v1/bookings/:bookingID/tags';
export const BOOKING_REVIEW_PATH = '/api/v1/bookings/:bookingID/review';
export const BOOKING_BY_REFERENCE_PATH = '/api/v1/bookings/:reference';

/** A booking's state: the union of the domain's transition table (ADR 021, ADR 013). */
export const BookingStateSchema = z.enum(BOOKING_STATES);
export type { BookingState };

/** POST /api/v1/bookings (spec part 2 §7 "Create booking"). */
export const CreateBookingSchema = z.strictObject({
  customerID: IdSchema,
  brandID: z.literal(1).default(1),
  firstName: text(NAME_MAX_LENGTH).trim().min(2),
  lastName: text(NAME_MAX_LENGTH).trim().min(2),
  email: EmailSchema,
  mobile: MobileSchema,
});
export type CreateBooking = z.infer<typeof CreateBookingSchema>;

/** Answer of POST /api/v1/bookings: the id and the short reference (8 characters without 0/O/1/I). */
export const BookingCreatedSchema = z.object({ bookingID: z.number().int(), reference: z.string() });
export type BookingCreated = z.infer<typeof BookingCreatedSchema>;

export const BookingParamsSchema = z.object({ bookingID: IdSchema });
export type BookingParams = z.infer<typeof BookingParamsSchema>;

export { LegItemsSchema, type LegItems } from './leg-items.ts';

/**
 * POST /api/v1/bookings/{bookingID}/passengers (docs/architecture.md §4): one leg. `quote` is the quote as
 * returned by the search (only its quoteID is read) or { quoteID }. The server prices it; 409
 * when the quote expired, the seats are gone, or the booking is no longer pending.
 */
export const AddLegSchema = z.object({
  bookingID: IdSchema.optional(),
  quote: z.looseObject({ quoteID: text(2000).min(10) }),
  flight: z
    .string()
    .regex(
      /^[A-Za-z0-9\-#@!$%&*.+_]{0,7}$/,
      'Only letters, numbers and special characters (max 7 characters)',
    )
    .default(''),
  origin: z.object({ addressID: IdSchema }),
  destination: z.object({ addressID: IdSchema }),
  items: LegItemsSchema,
});
export type AddLeg = z.infer<typeof AddLegSchema>;

/**
 * Answer of a leg: its id and its price (decimal, 2 decimals) and currency, as the server decided;
 * holdExpiresAt (ISO UTC) when its unpaid seats or vehicles are released (ADR 006, ADR 022), null
 * when nothing is held.
 */
export const LegAddedSchema = z.object({
  passengerID: z.number().int(),
  price: z.number(),
  currency: CurrencySchema,
  holdExpiresAt: z.string().nullable(),
});
export type LegAdded = z.infer<typeof LegAddedSchema>;

/** POST /api/v1/bookings/{bookingID}/payments (spec part 2 §7): pay by invoice. */
export const InvoicePaymentSchema = z.strictObject({ invoice: z.literal(true) });
export type InvoicePayment = z.infer<typeof InvoicePaymentSchema>;

/** POST /api/v1/bookings/{bookingID}/tags (spec part 2 §7). */
export const BookingTagSchema = z.strictObject({ tag: z.enum(['marketing-opt-in', 'marketing-opt-out']) });
export type BookingTag = z.infer<typeof BookingTagSchema>;

/**
 * A booking as its owner sees it after a state change. `reviewExpiresAt` (ISO UTC), only while it
 * awaits review: until then its seats are held for the operator (ADR 010).
 */
export const BookingStatusSchema = z.object({
  bookingID: z.number().int(),
  reference: z.string(),
  state: BookingStateSchema,
  total: z.object({ price: z.number(), currency: CurrencySchema }),
  reviewExpiresAt: z.string().optional(),
});
export type BookingStatus = z.infer<typeof BookingStatusSchema>;
