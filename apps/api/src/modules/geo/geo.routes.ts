import {
  ErrorSchema,
  GEO_AUTOCOMPLETE_PATH,
  GEO_DIRECTIONS_PATH,
  GEO_PLACE_PATH,
  GeoAutocompleteAnswerSchema,
  GeoAutocompleteQuerySchema,
  GeoDirectionsAnswerSchema,
  GeoDirectionsQuerySchema,
  GeoPlaceAnswerSchema,
  GeoPlaceQuerySchema,
} from '@alpine/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerOnly, type BearerGuard } from '../../http/bearer-routes.ts';
import { requestLanguage, varyOnLanguage } from '../../i18n/language.ts';
import { perAddress } from '../auth/rate-limits.ts';
import type { GeoService } from './geo.service.ts';

/** Geocode and directions calls per client address and minute (ADR 018). */
export const GEO_CALLS_PER_MINUTE = 60;
/** Suggestions while typing per client address and minute: one per keystroke pause (ADR 018). */
export const GEO_SUGGESTIONS_PER_MINUTE = 120;

/** Answers may be kept by the browser for 5 minutes; they depend on the token's holder only as access. */
const cacheFor = (reply: FastifyReply, seconds: number) =>
  reply.header('cache-control', `private, max-age=${seconds}`);

/**
 * The geo proxy (spec part 2 §7 "Maps-related"; ADR 018; docs/architecture.md §4), answering in the shapes
 * the spec's client reads (not the `{ data }` envelope):
 * - GET /api/v1/geo/place?input=&locationID= -> `{ candidates: [{ name, formatted_address,
 *   geometry: { location: { lat, lng } } }] }`, best and nearest first, [] when nothing matched;
 * - GET /api/v1/geo/directions?origin=lat,lng&destination=lat,lng&mode=walking|driving ->
 *   `{ routes: [{ overview_polyline: { points }, legs: [{ distance: { value }, duration: { value } }] }] }`
 *   (Google's encoded polyline; metres; seconds);
 * - GET /api/v1/geo/autocomplete?input=&locationID= -> `{ predictions: [...] }` (ADR 018).
 * Bearer token (401); bad input 400; unknown locationID 404; 60 calls a minute per client address
 * (120 for suggestions), then 429 too_many_requests. Cached: `Cache-Control: private, max-age=300`.
 */
export const geoRoutes: FastifyPluginAsyncZod<{ geo: GeoService; authenticate: BearerGuard }> = async (
  app,
  { geo, authenticate },
) => {
  bearerOnly(app, authenticate);
  const errors = { 400: ErrorSchema, 401: ErrorSchema, 429: ErrorSchema };
  app.get(
    GEO_PLACE_PATH,
    {
      config: { rateLimit: perAddress('geo-place', GEO_CALLS_PER_MINUTE) },
      schema: {
        tags: ['geo'],
        summary: 'Find a place by its name (geocode)',
        querystring: GeoPlaceQuerySchema,
        response: { 200: GeoPlaceAnswerSchema, 404: ErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      cacheFor(varyOnLanguage(reply), 300);
      return geo.place(request.query.input, request.query.locationID, requestLanguage(request));
    },
  );
  app.get(
    GEO_DIRECTIONS_PATH,
    {
      config: { rateLimit: perAddress('geo-directions', GEO_CALLS_PER_MINUTE) },
      schema: {
        tags: ['geo'],
        summary: 'A walking or driving route between two points',
        querystring: GeoDirectionsQuerySchema,
        response: { 200: GeoDirectionsAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      cacheFor(reply, 300);
      const { origin, destination, mode } = request.query;
      return geo.directions(origin, destination, mode);
    },
  );
  app.get(
    GEO_AUTOCOMPLETE_PATH,
    {
      config: { rateLimit: perAddress('geo-autocomplete', GEO_SUGGESTIONS_PER_MINUTE) },
      schema: {
        tags: ['geo'],
        summary: 'Places of the gazetteer matching what is typed',
        querystring: GeoAutocompleteQuerySchema,
        response: { 200: GeoAutocompleteAnswerSchema, 404: ErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      cacheFor(reply, 300);
      return geo.autocomplete(request.query.input, request.query.locationID);
    },
  );
};
