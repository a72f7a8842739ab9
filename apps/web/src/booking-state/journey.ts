import { z } from 'zod';
import { AddressSchema, LocationSchema, QuoteSchema, type Quote } from '@alpine/contract';
import { OPTION_TYPES, STEP_EXTRAS, type BookingOption, type Extras, type Row } from '@alpine/domain';

/**
 * The state carried between the booking steps, written once as zod schemas (docs/architecture.md §1;
 * docs/architecture.md §12.16): every read of navigation state or browser storage parses it with these, never
 * casts. Shared by the results feature (which writes the chosen option) and the booking feature (which reads
 * it), so that neither imports the other. Money is in decimals as the spec's journey state shows it (part 2
 * §3).
 */

/** A promotion as quotes carry it (spec part 1 §3 "Quote", §4). */
export const PromotionSchema = QuoteSchema.shape.promotion.unwrap();
export type Promotion = z.infer<typeof PromotionSchema>;

/** A departure row of a card (spec part 1 §3 "Row"); price and seatPrice decimals, times "HH:mm". */
export const RowSchema = z.object({
  id: z.string(),
  date: z.string(),
  depart: z.string(),
  arrival: z.string(),
  duration: z.string(),
  pax: z.number().int().min(1),
  price: z.number(),
  seatPrice: z.number(),
  seatsLeft: z.number().int().nullable(),
  vehiclesLeft: z.number().int().nullable(),
  statusID: z.number().int(),
  quote: QuoteSchema,
}) satisfies z.ZodType<Row<Quote>>;

/**
 * The option chosen on the results screen, handed to the next step and saved under infoState
 * (spec part 1 §2.1 "Next step", §3 "Booking option card"; part 2 §3 "Journey state (param)").
 * price and originalPrice: total of the chosen legs after the promotion and before it (decimals).
 */
export const ChosenOptionSchema = z.object({
  type: z.enum(OPTION_TYPES),
  title: z.string(),
  icon: z.enum(['bus', 'car', 'van']) satisfies z.ZodType<BookingOption['icon']>,
  currency: z.string(),
  private: z.boolean(),
  pax: z.number().int().min(1),
  returnPax: z.number().int().min(1).nullable(),
  return: z.boolean(),
  returnDate: z.string().nullable(),
  origin: z.string(),
  destination: z.string(),
  originId: z.number().int(),
  destinationId: z.number().int(),
  connection: z.object({ date: z.string(), time: z.string(), modeID: z.number().int() }),
  price: z.number(),
  originalPrice: z.number(),
  go: z.array(RowSchema).min(1),
  back: z.array(RowSchema),
  quote: QuoteSchema,
  quote1: QuoteSchema.nullable(),
  promotion: PromotionSchema.nullable(),
});
export type ChosenOption = z.infer<typeof ChosenOptionSchema>;

/** Navigation state of /booking-personal (part 1 §2.1: the chosen option and the locations list). */
export const NextStepStateSchema = z.object({
  option: ChosenOptionSchema,
  locations: z.array(LocationSchema),
});
export type NextStepState = z.infer<typeof NextStepStateSchema>;

/** The chosen addresses of both legs (spec part 2 §3 "Journey state" address). */
export const AddressSetSchema = z.object({
  from: AddressSchema,
  to: AddressSchema,
  from1: AddressSchema.nullable(),
  to1: AddressSchema.nullable(),
});
export type AddressSet = z.infer<typeof AddressSetSchema>;

/**
 * The journey state handed from step to step (spec part 2 §3 "Journey state (param)"): the chosen
 * option, and the addresses once the address step is done.
 */
export const JourneySchema = ChosenOptionSchema.extend({ address: AddressSetSchema.optional() });
export type Journey = z.infer<typeof JourneySchema>;

/** The customer as entered on the personal step (spec part 2 §3 "Customer"). */
export const CustomerDetailsSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** Dial code followed by the number, e.g. '+447900123456'. */
  mobile: z.string(),
});
export type CustomerDetails = z.infer<typeof CustomerDetailsSchema>;

const count = z.number().int().min(0);

const choice = z.union([z.literal(0), z.literal(1)]);
type ExtrasShape = { [K in keyof Extras]: Extras[K] extends 0 | 1 ? typeof choice : typeof count };

/**
 * Extras chosen on the Flight & Extras step (spec part 2 §3 "Extras (info)"): one key per row of
 * the extras table of @alpine/domain the step chooses (STEP_EXTRAS); counts >= 0, flexi 0 or 1.
 */
export const ExtrasSchema = z.object(
  Object.fromEntries(STEP_EXTRAS.map((e) => [e.info, e.kind === 'choice' ? choice : count])) as ExtrasShape,
) satisfies z.ZodType<Extras>;

/** Extras and the rest of the booking (spec part 2 §3 "Extras (info)"). */
export const BookingInfoSchema = ExtrasSchema.extend({
  ...CustomerDetailsSchema.shape,
  children: count,
  outNumber: z.string(),
  returnNumber: z.string(),
  customer_id: z.number().int().nullable(),
  bookingID: z.number().int().nullable().optional(),
  reference: z.string().nullable().optional(),
  /** How many legs were already added to the booking (a retried payment does not add them twice). */
  legsAdded: count.optional(),
});
export type BookingInfo = z.infer<typeof BookingInfoSchema>;

/** State of the steps after the personal one: { param, customerId, info } (part 2 §2.3-§2.6, §3). */
export const StepStateSchema = z.object({
  param: JourneySchema,
  customerId: z.number().int().nullable(),
  info: BookingInfoSchema,
});
export type StepState = z.infer<typeof StepStateSchema>;

/** Navigation state of /booking-success (spec part 2 §2.7): total in decimals of `currency`. */
export const SuccessStateSchema = z.object({
  param: JourneySchema,
  reference: z.string(),
  total: z.number(),
  currency: z.string(),
  /** The e-mail address the e-tickets went to (docs/architecture.md §7); absent in states from before it. */
  email: z.string().optional(),
});
export type SuccessState = z.infer<typeof SuccessStateSchema>;
