import { distanceKm, type GeoPoint } from './distance.ts';

/**
 * The embedded router's estimate of a walk or a drive when no real router is configured
 * (ADR 018): the spec's great-circle distance (part 2 §9) times a detour factor, at a steady speed.
 * Streets are rarely straight: 1.3 is the usual ratio of street distance to straight-line distance
 * in towns; 4.8 km/h is a common walking pace with luggage-free adults; 50 km/h is a town-and-valley
 * road average for driving.
 */
export const ROUTE_DETOUR_FACTOR = 1.3;
/** Walking speed of the embedded router, km/h (ADR 018). */
export const WALKING_SPEED_KMH = 4.8;
/** Driving speed of the embedded router, km/h (ADR 018). */
export const DRIVING_SPEED_KMH = 50;

/** Travel modes of the directions proxy (spec part 2 §7). */
export type TravelMode = 'walking' | 'driving';

/** A route leg estimate: `metres` along the way (whole metres), `seconds` to cover it (whole seconds). */
export interface RouteEstimate {
  metres: number;
  seconds: number;
}

/**
 * Distance and duration of the embedded route from `from` to `to`: great-circle metres x 1.3 at
 * 4.8 km/h walking or 50 km/h driving (ADR 018). Pure; 0 m and 0 s for the same point.
 */
export function estimateRoute(from: GeoPoint, to: GeoPoint, mode: TravelMode): RouteEstimate {
  const km = distanceKm(from, to) * ROUTE_DETOUR_FACTOR;
  const speedKmh = mode === 'walking' ? WALKING_SPEED_KMH : DRIVING_SPEED_KMH;
  return { metres: Math.round(km * 1000), seconds: Math.round((km / speedKmh) * 3600) };
}

/**
 * The longest walk, in metres along the route, at which the closest-stop tool still offers a stop
 * (ADR 018 "Walking distance"). The spec's tool finds "the nearest stop by walking distance" (part 2
 * §4) with no bound; past 2.0 km (about 25 minutes at 4.8 km/h) a stop is no longer a walk from the
 * place, and setting it would send the traveller to a stop they cannot reach on foot.
 */
export const CLOSEST_STOP_MAX_WALK_METRES = 2000;

/**
 * True when a walk of `metres` (a route's length along the way, whole metres) is within walking
 * distance for the closest-stop tool: at most CLOSEST_STOP_MAX_WALK_METRES, 2.0 km included (ADR 018).
 */
export function withinWalkingDistance(metres: number): boolean {
  return metres <= CLOSEST_STOP_MAX_WALK_METRES;
}
