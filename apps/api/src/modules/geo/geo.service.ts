import type { GeoAutocompleteAnswer, GeoDirectionsAnswer, GeoPlaceAnswer, LatLng } from '@alpine/contract';
import { normaliseSearchText, type GeoPoint, type TravelMode } from '@alpine/domain';
import type { FastifyBaseLogger } from 'fastify';
import { notFound } from '../../http/api-error.ts';
import { errorText } from '../../i18n/errors.ts';
import { CircuitBreaker } from './circuit-breaker.ts';
import { embeddedGeocoder } from './embedded-geocoder.ts';
import { embeddedRouter } from './embedded-router.ts';
import { searchGazetteer } from './gazetteer-search.ts';
import type { FoundPlace, FoundRoute, Geocoder, Router } from './geo-providers.ts';
import type { GeoRepository } from './geo.repository.ts';
import { TtlCache } from './ttl-cache.ts';

/** What the geo service needs: its repository and, when configured, the remote services. */
export interface GeoServiceDeps {
  repository: GeoRepository;
  /** GEOCODER_URL's geocoder, or null for the embedded gazetteer alone. */
  geocoder: Geocoder | null;
  /** ROUTER_URL's router, or null for the embedded router alone. */
  router: Router | null;
  /** How long answers are kept, ms (GEO_CACHE_SECONDS x 1000); 0 = no cache. */
  cacheMs: number;
  log?: Pick<FastifyBaseLogger, 'warn'>;
  /** Breakers of the remote services (tests pass their own clock). */
  breakers?: { geocoder: CircuitBreaker; router: CircuitBreaker };
}

/** At most this many suggestions while typing (ADR 018). */
export const AUTOCOMPLETE_MAX = 8;

const key = (p: GeoPoint) => `${p.lat.toFixed(5)},${p.lng.toFixed(5)}`;

/**
 * The geo proxy's logic (spec part 2 §7; ADR 018): geocoding, directions and suggestions.
 * A configured remote service is tried first, through a circuit breaker (3 failures in a row open
 * it for 30 s); its failure, timeout or empty answer falls back to the embedded provider, which
 * always answers. Answers are cached for `cacheMs`.
 */
export function geoService(deps: GeoServiceDeps) {
  const embeddedPlaces = embeddedGeocoder(deps.repository);
  const breakers = deps.breakers ?? { geocoder: new CircuitBreaker(), router: new CircuitBreaker() };
  const places = new TtlCache<GeoPlaceAnswer>(deps.cacheMs);
  const routes = new TtlCache<GeoDirectionsAnswer>(deps.cacheMs);
  const suggestions = new TtlCache<GeoAutocompleteAnswer>(deps.cacheMs);

  async function pointOf(locationID: number | undefined): Promise<GeoPoint | null> {
    if (locationID === undefined) return null;
    const point = await deps.repository.locationPoint(locationID);
    if (!point) throw notFound(errorText('locationUnknown', { locationID }));
    return point;
  }

  async function remoteThenEmbedded<T>(
    breaker: CircuitBreaker,
    remote: (() => Promise<T>) | null,
    usable: (t: T) => boolean,
    embedded: () => Promise<T>,
  ): Promise<T> {
    if (remote) {
      try {
        const answer = await breaker.run(remote);
        if (usable(answer)) return answer;
      } catch (error) {
        deps.log?.warn({ err: error }, 'geo service failed; answering from the embedded provider');
      }
    }
    return embedded();
  }

  return {
    /**
     * GET /api/v1/geo/place: places matching `input` near `locationID`'s point, best first, as
     * `{ candidates: [{ name, formatted_address, geometry: { location: { lat, lng } } }] }`.
     * 404 not_found for an unknown locationID.
     */
    async place(input: string, locationID: number | undefined, language: string): Promise<GeoPlaceAnswer> {
      const near = await pointOf(locationID);
      const cacheKey = `${language}|${locationID ?? ''}|${normaliseSearchText(input)}`;
      const cached = places.get(cacheKey);
      if (cached) return cached;
      const query = { input, near, language };
      const found = await remoteThenEmbedded<FoundPlace[]>(
        breakers.geocoder,
        deps.geocoder ? () => deps.geocoder!.find(query) : null,
        (list) => list.length > 0,
        () => embeddedPlaces.find(query),
      );
      const answer = {
        candidates: found.map((p) => ({
          name: p.name,
          formatted_address: p.formattedAddress,
          geometry: { location: { lat: p.point.lat, lng: p.point.lng } },
        })),
      };
      places.set(cacheKey, answer);
      return answer;
    },

    /**
     * GET /api/v1/geo/directions: one route from `origin` to `destination`, as `{ routes: [{
     * overview_polyline: { points }, legs: [{ distance: { value }, duration: { value } }] }] }`
     * (metres, seconds); `{ routes: [] }` when the router knows no way.
     */
    async directions(origin: LatLng, destination: LatLng, mode: TravelMode): Promise<GeoDirectionsAnswer> {
      const cacheKey = `${mode}|${key(origin)}|${key(destination)}`;
      const cached = routes.get(cacheKey);
      if (cached) return cached;
      const found = await remoteThenEmbedded<FoundRoute | null>(
        breakers.router,
        deps.router ? () => deps.router!.route(origin, destination, mode) : null,
        () => true,
        () => embeddedRouter.route(origin, destination, mode),
      );
      const answer = {
        routes: found
          ? [
              {
                overview_polyline: { points: found.polyline },
                legs: [{ distance: { value: found.metres }, duration: { value: found.seconds } }],
              },
            ]
          : [],
      };
      routes.set(cacheKey, answer);
      return answer;
    },

    /**
     * GET /api/v1/geo/autocomplete: the gazetteer's best AUTOCOMPLETE_MAX places for `input`,
     * nearest to `locationID` first among equal matches (ADR 018), with the spec's list fields.
     */
    async autocomplete(input: string, locationID: number | undefined): Promise<GeoAutocompleteAnswer> {
      const near = await pointOf(locationID);
      const cacheKey = `${locationID ?? ''}|${normaliseSearchText(input)}`;
      const cached = suggestions.get(cacheKey);
      if (cached) return cached;
      const ranked = await searchGazetteer(deps.repository, input, near);
      const answer = {
        predictions: ranked.slice(0, AUTOCOMPLETE_MAX).map((p) => ({
          description: [p.name, p.street, `${p.postcode} ${p.city}`].join(', '),
          organisation: p.name,
          street: p.street,
          city: p.city,
          postcode: p.postcode,
          country: p.country,
          addressID: p.addressID,
          location: { lat: p.lat, lng: p.lng },
        })),
      };
      suggestions.set(cacheKey, answer);
      return answer;
    },
  };
}

export type GeoService = ReturnType<typeof geoService>;
