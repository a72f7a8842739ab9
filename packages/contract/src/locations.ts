import { z } from 'zod';

export { LOCATIONS_PATH, PUBLIC_LOCATIONS_PATH } from './paths.ts';

/** What a location is; airports and stations are hubs where the connection happens (ADR 004). */
export const LocationKindSchema = z.enum(['airport', 'station', 'city', 'resort']);
export type LocationKind = z.infer<typeof LocationKindSchema>;

/**
 * A location of GET /api/v1/locations (spec part 1 §3 "Location", part 2 §3).
 * addressAtOrigin / addressAtDestination model the spec's special id lists (part 2 §4-§5).
 */
export const LocationSchema = z.object({
  locationID: z.number().int(),
  name: z.string(),
  city: z.string(),
  country: z.enum(['CH', 'FR']),
  timeZone: z.string(),
  kind: LocationKindSchema,
  areaID: z.number().int(),
  latitude: z.number(),
  longitude: z.number(),
  addressAtOrigin: z.boolean(),
  addressAtDestination: z.boolean(),
});
export type Location = z.infer<typeof LocationSchema>;

/** GET /api/v1/locations/public query: brandID is always 1 (spec part 1 §9). */
export const PublicLocationsQuerySchema = z.object({
  brandID: z.coerce
    .number()
    .int()
    .refine((v) => v === 1, 'brandID must be 1'),
});
export type PublicLocationsQuery = z.infer<typeof PublicLocationsQuerySchema>;

/**
 * A titled group of the From/To dropdowns (spec part 1 §3). Each location's `aliases` are its
 * names in the site's other languages where they differ ('Geneva Airport' for 'Aéroport de
 * Genève'), so that a search typed in another language finds it (docs/architecture.md §6); optional, as a
 * server before them did not send them.
 */
export const LocationGroupSchema = z.object({
  title: z.string(),
  locations: z.array(
    z.object({ locationID: z.number().int(), name: z.string(), aliases: z.array(z.string()).optional() }),
  ),
});
export type LocationGroup = z.infer<typeof LocationGroupSchema>;
