import { CONFIG_PATH, envelope, PublicConfigSchema, type PublicConfig } from '@alpine/contract';
import { FARE_ENGINE } from '@alpine/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config.ts';
import { staticJson } from '../../http/static-json.ts';

/**
 * GET /api/v1/config (docs/architecture.md §4, §12.9): what the browser may know of the configuration:
 * the payment gateway, the Stripe publishable key, currencies, the site's OAuth client and the
 * quote lifetime in seconds, and the operator's name, phone and e-mail (OPERATOR_*; ADR 015), the map's tile
 * URL and attribution (MAP_TILE_*; ADR 018). Needs no token (the site reads it before it has one). Fixed for
 * the life of the process: sent from bytes written once, with ETag and `Cache-Control: public, max-age=300`,
 * 304 to a matching If-None-Match (docs/architecture.md §5, http/static-json.ts).
 */
export const configRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const schema = envelope(PublicConfigSchema);
  const data: PublicConfig = {
    paymentGateway: config.paymentGateway,
    stripePublishableKey: config.stripePublishableKey,
    currencies: ['CHF', 'EUR'],
    brandID: 1,
    client: config.webClient,
    quoteTtlSeconds: FARE_ENGINE.quoteTtlSeconds,
    // shown by the content pages' operator-contact marker and the footer (ADR 015, docs/architecture.md §7)
    operator: { name: config.operator.name, phone: config.operator.phone, email: config.operator.email },
    // the map of 'Find your closest stop' (ADR 018)
    map: { tileUrl: config.map.tileUrl, attribution: config.map.attribution },
  };
  const send = staticJson<PublicConfig>(schema);
  app.get(
    CONFIG_PATH,
    {
      // compressed once per coding by staticJson, not per request by @fastify/compress
      // (docs/architecture.md §5)
      compress: false,
      schema: {
        tags: ['config'],
        summary: 'Runtime configuration of the site',
        response: { 200: schema },
      },
    },
    async (request, reply) => send(request, reply, data),
  );
};
