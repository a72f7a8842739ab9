import { z } from 'zod';

export { CONFIG_PATH } from './paths.ts';

/** What the browser may know of the server's configuration (docs/architecture.md §4). */
export const PublicConfigSchema = z.object({
  paymentGateway: z.enum(['sandbox', 'stripe']),
  stripePublishableKey: z.string().nullable(),
  currencies: z.array(z.enum(['CHF', 'EUR'])),
  brandID: z.literal(1),
  /** The OAuth client the site uses for anonymous tokens (docs/architecture.md §4: ships in the browser). */
  client: z.object({ client_id: z.string(), client_secret: z.string() }),
  /** Quote lifetime in seconds. */
  quoteTtlSeconds: z.number().int(),
  /**
   * The operator as travellers see it (OPERATOR_NAME/PHONE/EMAIL; ADR 015 operator-contact marker).
   * Optional: a browser may hold a config cached (max-age 300 s) from a server before this field.
   */
  operator: z.union([z.object({ name: z.string(), phone: z.string(), email: z.string() }), z.undefined()]),
  /**
   * The map's tiles (MAP_TILE_URL, MAP_TILE_ATTRIBUTION; ADR 018): a {z}/{x}/{y} URL template
   * and its attribution (HTML). Optional for the same reason as `operator`.
   */
  map: z.union([z.object({ tileUrl: z.string(), attribution: z.string() }), z.undefined()]),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;
