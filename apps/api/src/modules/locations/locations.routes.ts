import {
  envelope,
  ErrorSchema,
  LOCATIONS_PATH,
  LocationGroupSchema,
  LocationSchema,
  PUBLIC_LOCATIONS_PATH,
  PublicLocationsQuerySchema,
} from '@alpine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerOnly, type BearerGuard } from '../../http/bearer-routes.ts';
import { z } from 'zod';
import type { LocationsService } from './locations.service.ts';

/**
 * GET /api/v1/locations -> `{ data: Location[] }` and GET /api/v1/locations/public?brandID=1 ->
 * `{ data: [{ title, locations: [{ locationID, name }] }] }` (spec part 1 §3, §7; DESIGN §4).
 * Both need a bearer token (401); brandID other than 1 is a 400.
 */
export const locationsRoutes: FastifyPluginAsyncZod<{
  locations: LocationsService;
  authenticate: BearerGuard;
}> = async (app, { locations, authenticate }) => {
  bearerOnly(app, authenticate);
  const errors = { 400: ErrorSchema, 401: ErrorSchema };
  app.get(
    LOCATIONS_PATH,
    {
      schema: {
        tags: ['locations'],
        summary: 'Every location',
        response: { 200: envelope(z.array(LocationSchema)), ...errors },
      },
    },
    async () => ({ data: await locations.list() }),
  );
  app.get(
    PUBLIC_LOCATIONS_PATH,
    {
      schema: {
        tags: ['locations'],
        summary: 'Public locations in titled groups',
        querystring: PublicLocationsQuerySchema,
        response: { 200: envelope(z.array(LocationGroupSchema)), ...errors },
      },
    },
    async () => ({ data: await locations.publicGroups() }),
  );
};
