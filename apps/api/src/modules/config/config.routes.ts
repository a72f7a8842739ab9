import { CONFIG_PATH, envelope, PublicConfigSchema, type PublicConfig } from '@alpine/contract';
import { FARE_ENGINE } from '@alpine/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config.ts';
import { staticJson } from '../../http/static-json.ts';

/**
 * GET /api/v1/config (DESIGN §4, STYLE habit 9): what the browser may know of the configuration:
 * the payment gateway, the Stripe publishable key, currencies, the site's OAuth client and the
 * quote lifetime in seconds, and the operator's name, phone and e-mail (OPERATOR_*; issue 10 §2), the map's tile URL and attribution (MAP_TILE_*; issue 11 §4). Needs no token (the site reads it before it has one). Fixed for the
 * life of the process: sent from bytes written once, with ETag and `Cache-Control: public,
 * max-age=300`, 304 to a matching If-None-Match (issue 9 §6, http/static-json.ts).
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
    // shown by the content pages' operator-contact marker and the footer (issue 10 §2, §5)
    operator: { name: config.operator.name, phone: config.operator.phone, email: config.operator.email },
    // the map of 'Find your closest stop' (issue 11 §4)
    map: { tileUrl: config.map.tileUrl, attribution: config.map.attribution },
  };
  const send = staticJson<PublicConfig>(schema);
  app.get(
    CONFIG_PATH,
    {
      // compressed once per coding by staticJson, not per request by @fastify/compress (issue 9 §1)
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
