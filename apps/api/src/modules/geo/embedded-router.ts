import polyline from '@mapbox/polyline';
import { estimateRoute, type GeoPoint, type TravelMode } from '@alpine/domain';
import type { FoundRoute, Router } from './geo-providers.ts';

/**
 * The embedded router (ADR 018), used offline and as the fallback: the straight great-circle
 * line from `from` to `to` (drawn as its two ends, encoded with @mapbox/polyline), its length the
 * spec's distance (part 2 §9) times the detour factor 1.3, walked at 4.8 km/h or driven at 50 km/h
 * (packages/domain estimateRoute).
 */
export const embeddedRouter: Router = {
  name: 'embedded',
  async route(from: GeoPoint, to: GeoPoint, mode: TravelMode): Promise<FoundRoute> {
    const { metres, seconds } = estimateRoute(from, to, mode);
    const points = polyline.encode([
      [from.lat, from.lng],
      [to.lat, to.lng],
    ]);
    return { polyline: points, metres, seconds };
  },
};
