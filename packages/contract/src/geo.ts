import { z } from 'zod';
import { IdSchema, text } from './common.ts';

/** Paths of the geo proxy (spec part 2 §7 "Maps-related"; ADR 018; docs/architecture.md §4). */
export const GEO_PLACE_PATH = '/api/v1/geo/place';
export const GEO_DIRECTIONS_PATH = '/api/v1/geo/directions';
export const GEO_AUTOCOMPLETE_PATH = '/api/v1/geo/autocomplete';

/** Longest place text accepted: 200 characters, no NUL byte. */
export const GEO_INPUT_MAX = 200;

const LAT_LNG_MESSAGE = 'must be "lat,lng" in decimal degrees, latitude -90..90, longitude -180..180';

/**
 * A point written "lat,lng" in decimal degrees (Google's directions syntax), e.g. "45.9237,6.8694";
 * parsed to `{ lat, lng }`. Anything else is a 400 with LAT_LNG_MESSAGE.
 */
export const LatLngTextSchema = z
  .string()
  .max(64, LAT_LNG_MESSAGE)
  .regex(/^\s*-?\d{1,3}(\.\d{1,12})?\s*,\s*-?\d{1,3}(\.\d{1,12})?\s*$/, LAT_LNG_MESSAGE)
  .transform((s) => {
    const [lat, lng] = s.split(',').map((p) => Number(p.trim())) as [number, number];
    return { lat, lng };
  })
  .refine((p) => Math.abs(p.lat) <= 90 && Math.abs(p.lng) <= 180, LAT_LNG_MESSAGE);
export type LatLngText = z.input<typeof LatLngTextSchema>;

/** A point in WGS84 decimal degrees, as Google writes `geometry.location`. */
export const LatLngSchema = z.object({ lat: z.number(), lng: z.number() });
export type LatLng = z.infer<typeof LatLngSchema>;

/**
 * GET /api/v1/geo/place?input=&locationID= (spec part 2 §7 geocode): `input` the place typed,
 * 1..200 characters after trimming; `locationID` (optional) the location whose surroundings rank
 * first.
 */
export const GeoPlaceQuerySchema = z.strictObject({
  input: text(GEO_INPUT_MAX).trim().min(1, 'input is required'),
  locationID: IdSchema.optional(),
});
export type GeoPlaceQuery = z.infer<typeof GeoPlaceQuerySchema>;

/** One place found, as the spec's client reads `candidates[0].geometry.location` (part 2 §7). */
export const GeoCandidateSchema = z.object({
  name: z.string(),
  formatted_address: z.string(),
  geometry: z.object({ location: LatLngSchema }),
});
export type GeoCandidate = z.infer<typeof GeoCandidateSchema>;

/** The answer of GET /api/v1/geo/place: `{ candidates }`, best first, empty when nothing matched. */
export const GeoPlaceAnswerSchema = z.object({ candidates: z.array(GeoCandidateSchema) });
export type GeoPlaceAnswer = z.infer<typeof GeoPlaceAnswerSchema>;

/** Travel modes of the directions proxy (spec part 2 §7: walking for the closest-stop tool, driving). */
export const TravelModeSchema = z.enum(['walking', 'driving']);
export type GeoTravelMode = z.infer<typeof TravelModeSchema>;

/** GET /api/v1/geo/directions?origin=lat,lng&destination=lat,lng&mode=walking|driving (default walking). */
export const GeoDirectionsQuerySchema = z.strictObject({
  origin: LatLngTextSchema,
  destination: LatLngTextSchema,
  mode: TravelModeSchema.default('walking'),
});
export type GeoDirectionsQuery = z.infer<typeof GeoDirectionsQuerySchema>;

/**
 * The answer of GET /api/v1/geo/directions, as the spec's client reads
 * `routes[0].overview_polyline.points` (part 2 §7): the route in Google's encoded polyline format
 * (precision 5), and its one leg's distance in metres and duration in seconds.
 */
export const GeoDirectionsAnswerSchema = z.object({
  routes: z.array(
    z.object({
      overview_polyline: z.object({ points: z.string() }),
      legs: z.array(
        z.object({
          distance: z.object({ value: z.number().int() }),
          duration: z.object({ value: z.number().int() }),
        }),
      ),
    }),
  ),
});
export type GeoDirectionsAnswer = z.infer<typeof GeoDirectionsAnswerSchema>;

/**
 * GET /api/v1/geo/autocomplete?input=&locationID= (spec part 2 §2.4, §7 place autocomplete;
 * ADR 018): the gazetteer's suggestions as the traveller types, 2..200 characters.
 */
export const GeoAutocompleteQuerySchema = z.strictObject({
  input: text(GEO_INPUT_MAX).trim().min(2, 'input must be at least 2 characters'),
  locationID: IdSchema.optional(),
});
export type GeoAutocompleteQuery = z.infer<typeof GeoAutocompleteQuerySchema>;

/**
 * One suggestion: the spec's list fields (organisation, city, street, postcode; part 2 §2.4), the
 * country, the point, and the seeded address it is (addressID) or null for a place that is not one
 * of our addresses (to be created when chosen). At most 8, best and nearest first.
 */
export const GeoPredictionSchema = z.object({
  description: z.string(),
  organisation: z.string(),
  street: z.string(),
  city: z.string(),
  postcode: z.string(),
  country: z.string(),
  addressID: z.number().int().nullable(),
  location: LatLngSchema,
});
export type GeoPrediction = z.infer<typeof GeoPredictionSchema>;
export const GeoAutocompleteAnswerSchema = z.object({ predictions: z.array(GeoPredictionSchema) });
export type GeoAutocompleteAnswer = z.infer<typeof GeoAutocompleteAnswerSchema>;
