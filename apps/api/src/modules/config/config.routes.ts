import { CONFIG_PATH, envelope, PublicConfigSchema } from '@alpine/contract';
import { FARE_ENGINE } from '@alpine/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config.ts';

/**
 * GET /api/v1/config (DESIGN §4, STYLE habit 9): what the browser may know of the configuration:
 * the payment gateway, the Stripe publishable key, currencies, the site's OAuth client and the
 * quote lifetime in seconds. Needs no token (the site reads it before it has one).
 */
export const configRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  app.get(
    CONFIG_PATH,
    {
      schema: {
        tags: ['config'],
        summary: 'Runtime configuration of the site',
        response: { 200: envelope(PublicConfigSchema) },
      },
    },
    async () => ({
      data: {
        paymentGateway: config.paymentGateway,
        stripePublishableKey: config.stripePublishableKey,
        currencies: ['CHF', 'EUR'] as ('CHF' | 'EUR')[],
        brandID: 1 as const,
        client: config.webClient,
        quoteTtlSeconds: FARE_ENGINE.quoteTtlSeconds,
      },
    }),
  );
};
