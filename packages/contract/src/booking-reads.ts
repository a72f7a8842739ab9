import { z } from 'zod';
import { BookingStateSchema } from './bookings.ts';
import { CurrencySchema, IdSchema, text } from './common.ts';
import { LegItemNameSchema } from './leg-items.ts';

/**
 * Reading and cancelling bookings (spec part 1 §3 "Booking summary", §7 "Find booking",
 * "Passenger detail"; part 2 §2.8; docs/architecture.md §4; ADR 007): find by reference and e-mail, a leg's
 * detail, the own list of a signed-in customer, and the cancellation.
 */
export const PASSENGER_PATH = '/api/v1/passengers/:passengerID';
export const BOOKING_CANCELLATION_PATH = '/api/v1/bookings/:bookingID/cancellation';

const Money = z.object({ price: z.number(), currency: CurrencySchema });

/** GET /api/v1/bookings/{reference}?email= : path. */
export const BookingReferenceParamsSchema = z.object({ reference: text(32).trim().min(1) });
export type BookingReferenceParams = z.infer<typeof BookingReferenceParamsSchema>;
/** ?email= of find-booking and passenger detail (compared case-insensitively). */
export const BookingEmailQuerySchema = z.object({ email: text(254).trim().min(1) });
export type BookingEmailQuery = z.infer<typeof BookingEmailQuerySchema>;
/**
 * GET /api/v1/passengers/{id}?reference=&email= : both prove a reader who found the booking (spec
 * part 1 §7 "Find booking" then "Passenger detail"); optional, as the session that made the
 * booking and its signed-in owner need neither.
 */
export const PassengerQuerySchema = z.object({
  email: text(254).trim().optional(),
  reference: text(32).trim().optional(),
});
export type PassengerQuery = z.infer<typeof PassengerQuerySchema>;
export const PassengerParamsSchema = z.object({ passengerID: IdSchema });
export type PassengerParams = z.infer<typeof PassengerParamsSchema>;

/** One found booking: data[0].passengers[0] is the first leg's passengerID (spec part 1 §7). */
export const FoundBookingSchema = z.object({
  bookingID: z.number().int(),
  reference: z.string(),
  state: BookingStateSchema,
  total: Money,
  passengers: z.array(z.number().int()),
});
export type FoundBooking = z.infer<typeof FoundBookingSchema>;

export { LegItemNameSchema, type LegItemName } from './leg-items.ts';

const Address = z.object({
  organisation: z.string(),
  street: z.string(),
  city: z.string(),
  postcode: z.string(),
});
const Place = z.object({ locationID: z.number().int(), locationName: z.string(), address: Address });

/** GET /api/v1/passengers/{id}: one leg of a booking (spec part 1 §7 "Passenger detail"). */
export const PassengerDetailSchema = z.object({
  passengerID: z.number().int(),
  bookingID: z.number().int(),
  reference: z.string(),
  /** The leg's price. */
  fare: Money,
  pax: z.number().int(),
  private: z.boolean(),
  /** The connection the traveller searched with (flight, train...) and its flight number ('' none). */
  connection: z.object({ date: z.string(), time: z.string(), flight: z.string() }),
  origin: Place,
  destination: Place,
  items: z.array(z.object({ item: LegItemNameSchema, quantity: z.number().int() })),
  /**
   * True when a count passes its suggested maximum (spec part 2 §5): the operator confirms it
   * (spec part 2 §5).
   */
  needsOperatorCheck: z.boolean(),
  /** Local pick-up date and time at the origin. */
  departure: z.object({ date: z.string(), time: z.string() }),
});
export type PassengerDetail = z.infer<typeof PassengerDetailSchema>;

/** GET /api/v1/bookings?customerID= (own only). */
export const OwnBookingsQuerySchema = z.object({ customerID: IdSchema });
export type OwnBookingsQuery = z.infer<typeof OwnBookingsQuerySchema>;

const LegSummary = z.object({
  passengerID: z.number().int(),
  origin: z.object({ locationID: z.number().int(), locationName: z.string() }),
  destination: z.object({ locationID: z.number().int(), locationName: z.string() }),
  /** Local pick-up date "YYYY-MM-DD" and time "HH:mm". */
  date: z.string(),
  time: z.string(),
  pax: z.number().int(),
  product: z.string(),
  private: z.boolean(),
  flight: z.string(),
  flexi: z.boolean(),
  /**
   * True when a count passes its suggested maximum (spec part 2 §5): the operator confirms it
   * (spec part 2 §5).
   */
  needsOperatorCheck: z.boolean(),
});

/** A refund: price in `currency`, percent of the total (cancellation policy). */
export const RefundSchema = z.object({
  price: z.number(),
  currency: CurrencySchema,
  percent: z.number().int(),
});
export type Refund = z.infer<typeof RefundSchema>;

/** One booking of the signed-in customer's list, legs in leg order. */
export const OwnBookingSchema = z.object({
  bookingID: z.number().int(),
  reference: z.string(),
  state: BookingStateSchema,
  total: Money,
  createdAt: z.string(),
  legs: z.array(LegSummary),
  /** What cancelling now would refund (confirmed bookings only, else null). */
  refundIfCancelled: RefundSchema.nullable(),
  /** The refund of a cancelled booking, else null. */
  refund: RefundSchema.nullable(),
});
export type OwnBooking = z.infer<typeof OwnBookingSchema>;

/** POST /api/v1/bookings/{bookingID}/cancellation: the traveller ticked the policy. */
export const CancellationRequestSchema = z.strictObject({ acceptPolicy: z.literal(true) });
export type CancellationRequest = z.infer<typeof CancellationRequestSchema>;
export const BookingCancelledSchema = z.object({
  bookingID: z.number().int(),
  reference: z.string(),
  state: z.literal('cancelled'),
  refund: RefundSchema,
});
export type BookingCancelled = z.infer<typeof BookingCancelledSchema>;
