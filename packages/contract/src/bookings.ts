import { z } from 'zod';
import { CurrencySchema, EmailSchema, IdSchema, text } from './common.ts';
import { MobileSchema } from './customers.ts';
import { EXTRA_COUNT_LIMIT, NAME_MAX_LENGTH } from './limits.ts';

export { EXTRA_COUNT_LIMIT } from './limits.ts';

/** Paths of the booking calls (spec part 2 §7; docs/architecture.md §4). */
export const BOOKINGS_PATH = '/api/v1/bookings';
export const BOOKING_LEGS_PATH = '/api/v1/bookings/:bookingID/passengers';
export const BOOKING_PAYMENTS_PATH = '/api/v1/bookings/:bookingID/payments';
export const BOOKING_TAGS_PATH = '/api/v1/bookings/:bookingID/tags';
export const BOOKING_REVIEW_PATH = '/api/v1/bookings/:bookingID/review';
export const BOOKING_BY_REFERENCE_PATH = '/api/v1/bookings/:reference';

/** A booking's state (docs/architecture.md §4). */
export const BookingStateSchema = z.enum([
  'pending_payment',
  'awaiting_review',
  'confirmed',
  'cancelled',
  'expired',
]);
export type BookingState = z.infer<typeof BookingStateSchema>;

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

/** A luggage, bike or pet count: the spec's maximums are suggestions (part 2 §5), only a sanity bound holds. */
const Count = z.number().int().min(0).max(EXTRA_COUNT_LIMIT);
/**
 * Extras of a leg (spec part 2 §7 "Add booking leg" items). Luggage, bikes and pets up to
 * EXTRA_COUNT_LIMIT (999; a count past the spec's suggested 495 or 5 flags the leg for the
 * operator, spec part 2 §5); seats and children up to the 99 passengers of spec part 2 §9.
 */
export const LegItemsSchema = z.strictObject({
  bags: Count.default(0),
  handLuggage: Count.default(0),
  skis: Count.default(0),
  bikes: Count.default(0),
  pets: Count.default(0),
  seatsR: z.number().int().min(0).max(99).default(0),
  seatsF: z.number().int().min(0).max(99).default(0),
  seatsB: z.number().int().min(0).max(99).default(0),
  flexi: z.union([z.literal(0), z.literal(1), z.boolean()]).default(0),
  children: z.number().int().min(0).max(99).default(0),
});
export type LegItems = z.infer<typeof LegItemsSchema>;

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

/** Answer of a leg: its id and its price (decimal, 2 decimals) and currency, as the server decided. */
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
