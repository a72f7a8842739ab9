import { z } from 'zod';

/** Path of the SPA's runtime configuration (DESIGN §4, STYLE habit 9). */
export const CONFIG_PATH = '/api/v1/config';

/** What the browser may know of the server's configuration (DESIGN §4, §7). */
export const PublicConfigSchema = z.object({
  paymentGateway: z.enum(['sandbox', 'stripe']),
  stripePublishableKey: z.string().nullable(),
  currencies: z.array(z.enum(['CHF', 'EUR'])),
  brandID: z.literal(1),
  /** The OAuth client the site uses for anonymous tokens (DESIGN §4: ships in the browser). */
  client: z.object({ client_id: z.string(), client_secret: z.string() }),
  /** Quote lifetime in seconds. */
  quoteTtlSeconds: z.number().int(),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;
