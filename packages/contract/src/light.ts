import * as s from './light-schema.ts';

/**
 * The wire shapes the web's first page reads (config, token, errors, locations), written with the
 * light checks of light-schema.ts so that the home page ships no zod (issue 9 §3 "the API client
 * does not pull zod into the first page"). Each mirrors the contract's zod schema of the same name
 * without the `Light` suffix; light.test.ts holds them to the same inferred type and the same
 * verdicts, so the two cannot drift apart. Import as `@alpine/contract/light`.
 */
export * from './paths.ts';
export * from './limits.ts';
export * from './company.ts';
export type { Infer, LightSchema, Parser, SafeParse } from './light-schema.ts';

/** Mirror of ErrorSchema (common.ts): `{ error, error_description }` of every failed call (DESIGN §4). */
export const ErrorLight = s.object({ error: s.string(), error_description: s.string() });

/** Mirror of TokenResponseSchema (auth.ts): RFC 6749 §5.1's answer, top level. */
export const TokenResponseLight = s.object({
  access_token: s.string(),
  token_type: s.literal('Bearer'),
  expires_in: s.int({ positive: true }),
});

/** Mirror of PublicConfigSchema (config.ts): what the browser may know of the server (DESIGN §4, §7). */
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

/** Mirror of FaresFromSchema (fares-from.ts): "from" prices and drive times of one location (issue 10 §3). */
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
  locations: s.array(s.object({ locationID: s.int(), name: s.string() })),
});

/** The light checks themselves, for the web's own stored values (STYLE 16). */
export { s as light };
