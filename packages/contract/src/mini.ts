import { z } from 'zod/mini';

/**
 * The wire shapes the web's first page reads (config, token, errors, locations), written with
 * zod's mini build so that the home page ships no classic zod (issue 9 §3 "the API client does not
 * pull zod into the first page ... or use zod's mini build"). Each mirrors the contract's schema of
 * the same name without the `Mini` suffix; mini.test.ts holds them to the same inferred type and the
 * same verdicts, so the two cannot drift apart. Import as `@alpine/contract/mini`.
 */
export * from './paths.ts';

/** Mirror of ErrorSchema (common.ts): `{ error, error_description }` of every failed call (DESIGN §4). */
export const ErrorMini = z.object({ error: z.string(), error_description: z.string() });

/** Mirror of TokenResponseSchema (auth.ts): RFC 6749 §5.1's answer, top level. */
export const TokenResponseMini = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.int().check(z.positive()),
});

/** Mirror of PublicConfigSchema (config.ts): what the browser may know of the server (DESIGN §4, §7). */
export const PublicConfigMini = z.object({
  paymentGateway: z.enum(['sandbox', 'stripe']),
  stripePublishableKey: z.nullable(z.string()),
  currencies: z.array(z.enum(['CHF', 'EUR'])),
  brandID: z.literal(1),
  client: z.object({ client_id: z.string(), client_secret: z.string() }),
  quoteTtlSeconds: z.int(),
});

/** Mirror of LocationSchema (locations.ts): a location of GET /api/v1/locations (spec part 1 §3). */
export const LocationMini = z.object({
  locationID: z.int(),
  name: z.string(),
  city: z.string(),
  country: z.enum(['CH', 'FR']),
  timeZone: z.string(),
  kind: z.enum(['airport', 'station', 'city', 'resort']),
  areaID: z.int(),
  latitude: z.number(),
  longitude: z.number(),
  addressAtOrigin: z.boolean(),
  addressAtDestination: z.boolean(),
});

/** Mirror of LocationGroupSchema (locations.ts): a titled group of the From/To dropdowns (part 1 §3). */
export const LocationGroupMini = z.object({
  title: z.string(),
  locations: z.array(z.object({ locationID: z.int(), name: z.string() })),
});
