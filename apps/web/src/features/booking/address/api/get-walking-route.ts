import polyline from '@mapbox/polyline';
import { GEO_DIRECTIONS_PATH, GeoDirectionsAnswerSchema, type LatLng } from '@alpine/contract';
import { apiRequest, unwrap } from '../../../../lib/api-client.ts';

/** A walking route as the closest-stop tool shows it: its path, metres and seconds. */
export interface WalkingRoute {
  /** The path, [lat, lng] pairs decoded from `overview_polyline.points`. */
  path: [number, number][];
  metres: number;
  seconds: number;
}

const point = (p: LatLng) => `${p.lat},${p.lng}`;

/**
 * GET /api/v1/geo/directions?origin=&destination=&mode=walking (spec part 2 §4, §7): reads
 * `routes[0].overview_polyline.points` (decoded with @mapbox/polyline) and its leg's distance (m)
 * and duration (s); null when there is no route. Throws ApiRequestError when the call fails.
 */
export async function getWalkingRoute(from: LatLng, to: LatLng): Promise<WalkingRoute | null> {
  const answer = unwrap(
    await apiRequest(GEO_DIRECTIONS_PATH, {
      query: { origin: point(from), destination: point(to), mode: 'walking' },
      schema: GeoDirectionsAnswerSchema,
      raw: true,
    }),
  );
  const route = answer.routes[0];
  const leg = route?.legs[0];
  if (!route || !leg) return null;
  return {
    path: polyline.decode(route.overview_polyline.points),
    metres: leg.distance.value,
    seconds: leg.duration.value,
  };
}
