import {
  ErrorSchema,
  listEnvelope,
  LocationGroupSchema,
  LOCATIONS_PATH,
  LocationSchema,
  PUBLIC_LOCATIONS_PATH,
  PublicLocationsQuerySchema,
  type Location,
  type LocationGroup,
} from '@alpine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerOnly, type BearerGuard } from '../../http/bearer-routes.ts';
import { staticJson } from '../../http/static-json.ts';
import { requestLanguage, varyOnLanguage } from '../../i18n/language.ts';
import type { LocationsService } from './locations.service.ts';

/**
 * GET /api/v1/locations -> `{ data: Location[] }` and GET /api/v1/locations/public?brandID=1 ->
 * `{ data: [{ title, locations: [{ locationID, name }] }] }` (spec part 1 §3, §7; docs/architecture.md §4).
 * Both need a bearer token (401); brandID other than 1 is a 400. Static data (docs/architecture.md §5): sent
 * from bytes written once per version of the list, with ETag and `Cache-Control: public,
 * max-age=300`; a matching If-None-Match gets 304 with no body (http/static-json.ts). Names and
 * group titles are in the Accept-Language (en, fr, es), one ETag per language, with
 * `Vary: Accept-Language` (docs/architecture.md §6).
 */
export const locationsRoutes: FastifyPluginAsyncZod<{
  locations: LocationsService;
  authenticate: BearerGuard;
}> = async (app, { locations, authenticate }) => {
  bearerOnly(app, authenticate);
  const errors = { 400: ErrorSchema, 401: ErrorSchema };
  const allSchema = listEnvelope(LocationSchema);
  const groupsSchema = listEnvelope(LocationGroupSchema);
  const sendAll = staticJson<Location[]>(allSchema);
  const sendGroups = staticJson<LocationGroup[]>(groupsSchema);
  app.get(
    LOCATIONS_PATH,
    {
      // compressed once per coding by staticJson, not per request by @fastify/compress
      // (docs/architecture.md §5)
      compress: false,
      schema: {
        tags: ['locations'],
        summary: 'Every location',
        response: { 200: allSchema, ...errors },
      },
    },
    async (request, reply) =>
      sendAll(request, varyOnLanguage(reply), await locations.list(requestLanguage(request))),
  );
  app.get(
    PUBLIC_LOCATIONS_PATH,
    {
      // compressed once per coding by staticJson, not per request by @fastify/compress
      // (docs/architecture.md §5)
      compress: false,
      schema: {
        tags: ['locations'],
        summary: 'Public locations in titled groups',
        querystring: PublicLocationsQuerySchema,
        response: { 200: groupsSchema, ...errors },
      },
    },
    async (request, reply) =>
      sendGroups(request, varyOnLanguage(reply), await locations.publicGroups(requestLanguage(request))),
  );
};
