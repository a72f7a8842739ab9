import {
  AddressCreatedSchema,
  ADDRESSES_PATH,
  AddressListQuerySchema,
  AddressSchema,
  CreateAddressSchema,
  envelope,
  ErrorSchema,
  listEnvelope,
  LOCATION_ADDRESSES_PATH,
  LocationParamsSchema,
} from '@alpine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePrincipal } from '../../http/authenticate.ts';
import { bearerOnly, type BearerGuard } from '../../http/bearer-routes.ts';
import { requestLanguage, varyOnLanguage } from '../../i18n/language.ts';
import type { AddressesService } from './addresses.service.ts';

/**
 * GET /api/v1/locations/{locationID}/addresses?type=shared&fixed=true|false -> `{ data: Address[] }`
 * (404 unknown location) and POST /api/v1/addresses -> `{ data: { addressID } }` (422 unknown
 * location) (spec part 2 §7; docs/architecture.md §4). `type=shared` is accepted: every listed address can be
 * served by shared transfers. Fixed stops are named in the Accept-Language (en, fr, es;
 * docs/architecture.md §6). Both need a bearer token (401).
 */
export const addressesRoutes: FastifyPluginAsyncZod<{
  addresses: AddressesService;
  authenticate: BearerGuard;
}> = async (app, { addresses, authenticate }) => {
  bearerOnly(app, authenticate);
  const errors = { 400: ErrorSchema, 401: ErrorSchema };
  app.get(
    LOCATION_ADDRESSES_PATH,
    {
      schema: {
        tags: ['addresses'],
        summary: 'Addresses of a location',
        params: LocationParamsSchema,
        querystring: AddressListQuerySchema,
        response: { 200: listEnvelope(AddressSchema), 404: ErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { fixed } = request.query;
      varyOnLanguage(reply);
      const only = fixed === undefined ? null : fixed === 'true';
      return { data: await addresses.list(request.params.locationID, only, requestLanguage(request)) };
    },
  );
  app.post(
    ADDRESSES_PATH,
    {
      schema: {
        tags: ['addresses'],
        summary: 'Create a typed (hotel or chalet) address',
        body: CreateAddressSchema,
        response: {
          200: envelope(AddressCreatedSchema),
          422: ErrorSchema,
          ...errors,
        },
      },
    },
    async (request) => ({ data: await addresses.create(request.body, requirePrincipal(request).sessionID) }),
  );
};
