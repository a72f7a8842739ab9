/**
 * The spec's distance between two points (spec part 2 §9: "Distance uses 60 x 1.1515 miles per
 * degree"): the great-circle angle from the spherical law of cosines, in degrees, times 60 nautical
 * miles per degree times 1.1515 statute miles per nautical mile. Kilometres are derived from the
 * miles (1 mile = 1.609344 km), so both units always agree.
 */

/** A point in WGS84 degrees: latitude -90..90, longitude -180..180. */
export interface GeoPoint {
  lat: number;
  lng: number;
}

/** Statute miles per degree of arc (spec part 2 §9): 60 x 1.1515 = 69.09. */
export const MILES_PER_DEGREE = 60 * 1.1515;
/** Kilometres per statute mile (international mile). */
export const KM_PER_MILE = 1.609344;

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;
const toDegrees = (radians: number): number => (radians * 180) / Math.PI;

/**
 * Great-circle distance in statute miles, `degrees x 60 x 1.1515` (spec part 2 §9).
 * Symmetric, 0 for the same point; the cosine is clamped to [-1, 1] so rounding never gives NaN.
 */
export function distanceMiles(a: GeoPoint, b: GeoPoint): number {
  const lat1 = toRadians(a.lat);
  const lat2 = toRadians(b.lat);
  const theta = toRadians(a.lng - b.lng);
  const cosine = Math.sin(lat1) * Math.sin(lat2) + Math.cos(lat1) * Math.cos(lat2) * Math.cos(theta);
  const degrees = toDegrees(Math.acos(Math.min(1, Math.max(-1, cosine))));
  return degrees * MILES_PER_DEGREE;
}

/** Great-circle distance in kilometres, derived from {@link distanceMiles} (spec part 2 §9). */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  return distanceMiles(a, b) * KM_PER_MILE;
}

/** Great-circle distance in whole metres, derived from {@link distanceMiles} (spec part 2 §9). */
export function distanceMetres(a: GeoPoint, b: GeoPoint): number {
  return Math.round(distanceKm(a, b) * 1000);
}
