import { z } from 'zod';
import { CurrencySchema, IdSchema, LocalDateSchema, LocalTimeSchema, text } from './common.ts';

export { QUOTES_PATH } from './paths.ts';

/** Connection modes (spec part 1 §9): 0 none, 1 Flight, 2 Train, 3 Other. */
export const ConnectionModeSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);
export type ConnectionMode = z.infer<typeof ConnectionModeSchema>;

/** Passenger count of one direction: 1 to 99 (spec part 1 §5, §9). */
export const PaxSchema = z
  .number({ error: 'pax must be a whole number from 1 to 99' })
  .int('pax must be a whole number from 1 to 99')
  .min(1, 'pax must be at least 1')
  .max(99, 'pax must be at most 99');
export type Pax = z.infer<typeof PaxSchema>;

/**
 * One search item (spec part 1 §3 "Search request item"). The connection date and time are the
 * local time of the hub where the connection happens (flight arrival outbound, flight departure
 * on the return). `private` is null on a plain search (all products) and true/false on a promo
 * re-quote; `promotion` is the typed code (empty string or absent = none).
 */
export const SearchItemSchema = z.strictObject({
  brand: z.strictObject({ brandID: z.literal(1, 'brandID must be 1') }),
  origin: z.strictObject({ locationID: IdSchema }),
  destination: z.strictObject({ locationID: IdSchema }),
  connection: z.strictObject({
    date: LocalDateSchema,
    time: LocalTimeSchema,
    modeID: ConnectionModeSchema.default(0),
  }),
  private: z.boolean().nullable().default(null),
  fixed: z.boolean().nullable().default(null),
  pax: PaxSchema,
  partner: IdSchema.nullish(),
  customer: IdSchema.nullish(),
  promotion: text(40, 'promotion code is at most 40 characters').trim().nullish(),
});
export type SearchItem = z.infer<typeof SearchItemSchema>;
export type SearchItemInput = z.input<typeof SearchItemSchema>;

/** POST /api/v1/fares/quotes body: one item (one way) or two (outbound then return). */
export const QuoteSearchRequestSchema = z
  .array(SearchItemSchema)
  .min(1, 'send one search item (one way) or two (outbound, return)')
  .max(2, 'send one search item (one way) or two (outbound, return)');
export type QuoteSearchRequest = z.infer<typeof QuoteSearchRequestSchema>;

/** Products of the fare engine (ADR 004) in the spec's card order (part 1 §3 "Option types"). */
export const ProductSchema = z.enum([
  'private_coach',
  'private_premium',
  'private_standard',
  'shared_fixed',
  'shared_door',
]);
export type Product = z.infer<typeof ProductSchema>;

/** Quote status (spec part 2 §4): 1 = pending manual review (not paid online), 2 = bookable now. */
export const QuoteStatusIdSchema = z.union([z.literal(1), z.literal(2)]);
export type QuoteStatusId = z.infer<typeof QuoteStatusIdSchema>;

const QuotePlaceSchema = z.object({
  locationID: z.number().int(),
  locationName: z.string(),
  areaID: z.number().int(),
});

/**
 * One quote = one departure of one product (spec part 1 §3 "Quote"; docs/architecture.md §4).
 * journey.time/date: local departure time and date at the origin; journey.duration: seconds;
 * fare.price: decimal with 2 decimals, BEFORE the promotion (the promotion is applied to the leg
 * total, part 1 §4); journey.seatsLeft: seats still on sale on that departure (shared only);
 * journey.vehiclesLeft: vehicles of the quote's class and size free for its whole working window
 * (private only, ADR 022; an integer, null on shared quotes);
 * quoteID: a signed token the server verifies when a leg is booked; expiresAt: ISO UTC.
 */
export const QuoteSchema = z.object({
  quoteID: z.string(),
  expiresAt: z.string(),
  brand: z.object({ brandID: z.literal(1) }),
  journey: z.object({
    product: ProductSchema,
    private: z.boolean(),
    upgrade: z.boolean(),
    fixed: z.boolean(),
    pax: z.number().int(),
    time: z.string(),
    date: z.string(),
    duration: z.number().int(),
    seatsLeft: z.number().int().nullable(),
    vehiclesLeft: z.number().int().nullable(),
  }),
  fare: z.object({ price: z.number(), currency: CurrencySchema }),
  origin: QuotePlaceSchema,
  destination: QuotePlaceSchema,
  connection: z.object({ date: z.string(), time: z.string(), modeID: z.number().int() }),
  customer: z.object({ customerID: z.number().int() }).nullable(),
  partner: z.object({ partnerID: z.number().int(), name: z.string() }).nullable(),
  payment: z.object({ card: z.boolean(), invoice: z.boolean() }),
  promotion: z
    .object({
      promotionID: z.number().int(),
      code: z.string(),
      /** Percentage added to the leg total (negative = discount), or null for a fixed amount. */
      percentage: z.number().nullable(),
      /** Decimal amount added to the leg total (negative = discount), or null for a percentage. */
      price: z.number().nullable(),
    })
    .nullable(),
  notices: z.array(z.string()),
  status: z.object({ statusID: QuoteStatusIdSchema }),
});
export type Quote = z.infer<typeof QuoteSchema>;

/** Answer of the search: data[0] = outbound quotes, data[1] = return quotes (spec part 1 §7). */
export const QuoteSearchResponseSchema = z.object({ data: z.array(z.array(QuoteSchema)) });
export type QuoteSearchResponse = z.infer<typeof QuoteSearchResponseSchema>;
