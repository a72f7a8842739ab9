import * as s from './light-schema.ts';

/**
 * The wire shapes the web's first pages read (config, token, errors, locations, quotes), written with the
 * light checks of light-schema.ts so that the home page ships no zod (docs/architecture.md §5 "the API client
 * does not pull zod into the first page"). Each mirrors the contract's zod schema of the same name
 * without the `Light` suffix; light.test.ts holds them to the same inferred type and the same
 * verdicts, so the two cannot drift apart. Import as `@alpine/contract/light`.
 */
export * from './paths.ts';
export * from './limits.ts';
export * from './company.ts';
export type { Infer, LightSchema, Parser, SafeParse } from './light-schema.ts';

/**
 * Mirror of ErrorSchema (common.ts): `{ error, error_description }` of every failed call
 * (docs/architecture.md §4).
 */
export const ErrorLight = s.object({ error: s.string(), error_description: s.string() });

/** Mirror of TokenResponseSchema (auth.ts): RFC 6749 §5.1's answer, top level. */
export const TokenResponseLight = s.object({
  access_token: s.string(),
  token_type: s.literal('Bearer'),
  expires_in: s.int({ positive: true }),
});

/**
 * Mirror of PublicConfigSchema (config.ts): what the browser may know of the server
 * (docs/architecture.md §4).
 */
export const PublicConfigLight = s.object({
  paymentGateway: s.enumOf(['sandbox', 'stripe']),
  stripePublishableKey: s.nullable(s.string()),
  currencies: s.array(s.enumOf(['CHF', 'EUR'])),
  brandID: s.literal(1),
  client: s.object({ client_id: s.string(), client_secret: s.string() }),
  quoteTtlSeconds: s.int(),
  operator: s.optional(s.object({ name: s.string(), phone: s.string(), email: s.string() })),
  map: s.optional(s.object({ tileUrl: s.string(), attribution: s.string() })),
});

/**
 * Mirror of FaresFromSchema (fares-from.ts): "from" prices and drive times of one location
 * (docs/architecture.md §6).
 */
export const FaresFromLight = s.object({
  locationID: s.int(),
  date: s.string(),
  routes: s.array(
    s.object({
      airport: s.object({ locationID: s.int(), name: s.string() }),
      resort: s.object({ locationID: s.int(), name: s.string() }),
      durationMinutes: s.int(),
      currency: s.enumOf(['CHF', 'EUR']),
      sharedFromMinor: s.nullable(s.int()),
      privateFromMinor: s.nullable(s.int()),
    }),
  ),
});

/** Mirror of LocationSchema (locations.ts): a location of GET /api/v1/locations (spec part 1 §3). */
export const LocationLight = s.object({
  locationID: s.int(),
  name: s.string(),
  city: s.string(),
  country: s.enumOf(['CH', 'FR']),
  timeZone: s.string(),
  kind: s.enumOf(['airport', 'station', 'city', 'resort']),
  areaID: s.int(),
  latitude: s.number(),
  longitude: s.number(),
  addressAtOrigin: s.boolean(),
  addressAtDestination: s.boolean(),
});

/** Mirror of LocationGroupSchema (locations.ts): a titled group of the From/To dropdowns (part 1 §3). */
export const LocationGroupLight = s.object({
  title: s.string(),
  locations: s.array(
    s.withOptional({ locationID: s.int(), name: s.string() }, { aliases: s.array(s.string()) }),
  ),
});

const QuotePlaceLight = s.object({ locationID: s.int(), locationName: s.string(), areaID: s.int() });

/**
 * Mirror of QuoteSchema (quotes.ts): one quote of POST /api/v1/fares/quotes (spec part 1 §3
 * "Quote"), so that the results screen reads its search without zod (docs/architecture.md §5: zod building
 * the contract's schemas was 240 ms of the results page's blocking time at 4x CPU). Units as in
 * QuoteSchema: journey.duration in seconds, fare.price and promotion.price decimals, expiresAt ISO UTC.
 */
export const QuoteLight = s.object({
  quoteID: s.string(),
  expiresAt: s.string(),
  brand: s.object({ brandID: s.literal(1) }),
  journey: s.object({
    product: s.enumOf([
      'private_coach',
      'private_premium',
      'private_standard',
      'shared_fixed',
      'shared_door',
    ]),
    private: s.boolean(),
    upgrade: s.boolean(),
    fixed: s.boolean(),
    pax: s.int(),
    time: s.string(),
    date: s.string(),
    duration: s.int(),
    seatsLeft: s.nullable(s.int()),
    vehiclesLeft: s.nullable(s.int()),
  }),
  fare: s.object({ price: s.number(), currency: s.enumOf(['CHF', 'EUR']) }),
  origin: QuotePlaceLight,
  destination: QuotePlaceLight,
  connection: s.object({ date: s.string(), time: s.string(), modeID: s.int() }),
  customer: s.nullable(s.object({ customerID: s.int() })),
  partner: s.nullable(s.object({ partnerID: s.int(), name: s.string() })),
  payment: s.object({ card: s.boolean(), invoice: s.boolean() }),
  promotion: s.nullable(
    s.object({
      promotionID: s.int(),
      code: s.string(),
      percentage: s.nullable(s.number()),
      price: s.nullable(s.number()),
    }),
  ),
  notices: s.array(s.string()),
  status: s.object({ statusID: s.union([s.literal(1), s.literal(2)]) }),
});

/** GroupRequestCreatedSchema (group-requests.ts) without zod: the 201 of POST /api/v1/group-requests. */
export const GroupRequestCreatedLight = s.object({ groupRequestID: s.int(), reference: s.string() });

/** The light checks themselves, for the web's own stored values (docs/architecture.md §12.16). */
export { s as light };
