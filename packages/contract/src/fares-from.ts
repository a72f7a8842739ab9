import { z } from 'zod';
import { IdSchema } from './common.ts';

export { FARES_FROM_PATH } from './paths.ts';

/** GET /api/v1/fares/from query: the airport or resort (a seed locationID). */
export const FaresFromQuerySchema = z.object({
  locationID: IdSchema,
});
export type FaresFromQuery = z.infer<typeof FaresFromQuerySchema>;

/** An end of a route: its locationID and seed name. */
export const FarePlaceSchema = z.object({ locationID: z.number().int(), name: z.string() });
export type FarePlace = z.infer<typeof FarePlaceSchema>;

/**
 * One airport <-> resort route of GET /api/v1/fares/from (docs/architecture.md §6): the cheapest shared seat
 * and the cheapest private vehicle for one passenger, in minor units of `currency` (null: the
 * route has no such product that day), and the average drive time in minutes.
 */
export const FareFromRouteSchema = z.object({
  airport: FarePlaceSchema,
  resort: FarePlaceSchema,
  durationMinutes: z.number().int(),
  currency: z.enum(['CHF', 'EUR']),
  sharedFromMinor: z.number().int().nullable(),
  privateFromMinor: z.number().int().nullable(),
});
export type FareFromRoute = z.infer<typeof FareFromRouteSchema>;

/**
 * "From" prices of a location (docs/architecture.md §6): every route between it and an airport (for a resort)
 * or a resort (for an airport), priced by the fare engine on `date` (YYYY-MM-DD, a Saturday of
 * the coming ski season); routes sorted by drive time.
 */
export const FaresFromSchema = z.object({
  locationID: z.number().int(),
  date: z.string(),
  routes: z.array(FareFromRouteSchema),
});
export type FaresFrom = z.infer<typeof FaresFromSchema>;
